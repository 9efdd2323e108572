"""pytest plugin: every ``*.perlagg`` transcript under the configured paths is a test.

Configure in ``pyproject.toml`` (``[tool.pytest.ini_options]``) or ``pytest.ini``::

    perlagg_paths = ["games"]      # folders or files (ini files: perlagg_paths = games)
    perlagg_rules = "1890"         # the rulebook, unless the transcript names one
    perlagg_lang = "en"            # the language of the failure text
    perlagg_strict = true          # undetermined facts fail too

or on the command line (``--perlagg PATH``, repeatable).  Where an ini option is not
set, ``[tool.perlagg]`` (rules, lang, strict, select, ignore) decides.  Each transcript
is one item, named by its path, marked ``perlagg`` (``-m "not perlagg"`` leaves them
out).  It fails on a violation, on an error (unreadable, unparsable, unknown rulebook)
and on a finding it expected that no longer occurs (``{erwartet: code}``, as strict
xfail); the failure text is, within 80 columns, each finding's verdict as a
``file:line:col: code kind: message`` line, the transcript's line with a caret, and the
labels of the paragraphs it rests on (``perlagg referee`` quotes them).

The plugin is as strict as ``perlagg check``: a ``[tool.perlagg]`` that cannot be used
(a bad value, an unknown code or rulebook) ends the session with the error ``check``
gives, and what pytest itself passes over under the paths (a dangling link, a FIFO, a
link loop) is a failing item with ``check``'s reason.

Imports of the referee happen only when a transcript is run, so that loading the
plugin (it is registered for every pytest run via the ``pytest11`` entry point) costs
nothing.
"""

from __future__ import annotations

import os
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from referee.base.errors import PerlaggError

SUFFIX = ".perlagg"
WIDTH = 80


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("perlagg", "Perlaggen transcripts as tests")
    group.addoption(
        "--perlagg",
        action="append",
        default=[],
        metavar="PATH",
        help="collect the transcripts (*.perlagg) under PATH as tests (repeatable)",
    )
    parser.addini("perlagg_paths", type="paths", default=[], help="folders or files of transcripts")
    parser.addini("perlagg_rules", default="", help="rulebook: 1890, 1924, schlanders-2013, a file")
    parser.addini("perlagg_lang", default="", help="language of the failure text: de or en")
    parser.addini("perlagg_strict", type="bool", default=None, help="undetermined facts fail")


def _roots(config: pytest.Config) -> list[Path]:
    roots = [Path(p).resolve() for p in config.getini("perlagg_paths")]
    roots += [Path(p).resolve() for p in config.getoption("perlagg") or []]
    return roots


_SETTINGS = pytest.StashKey[dict[str, Any]]()
_STRAYS = pytest.StashKey[list[str]]()  # paths to add that pytest cannot collect


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker; check the settings; add the configured paths to what pytest
    collects."""
    config.addinivalue_line("markers", "perlagg: a Perlaggen transcript judged by perlagg")
    roots = _roots(config)
    if not roots:
        return
    config.stash[_SETTINGS] = _settings(config)  # a bad [tool.perlagg] ends the session
    explicit = [Path(p).resolve() for p in config.getoption("perlagg") or []]
    if config.args and config.args_source == pytest.Config.ArgsSource.ARGS:
        extra = explicit  # the user named what to run: add only what --perlagg asks for
    else:
        extra = roots
    current = [Path(a.split("::", 1)[0]).resolve() for a in config.args]
    config.stash[_STRAYS] = []
    for root, raw in zip(extra, _raw(config, extra is explicit), strict=True):
        if not _collectable(root, config):
            config.stash[_STRAYS].append(raw)  # missing, a dangling link, a FIFO …
        elif not any(_within(root, c) for c in current):
            config.args.append(str(root))
            current.append(root)


def _collectable(root: Path, config: pytest.Config) -> bool:
    """Whether a configured path is a folder or a regular file (not missing, a dangling
    link, a FIFO …); one the file system cannot take (a name too long, a loop of links)
    stops the session with the reason, as ``check`` says it."""
    from referee.base.resources import InputRefused, is_regular

    try:
        return is_regular(root) or os.path.isdir(root)
    except InputRefused as exc:
        from referee.base.shown import safe
        from referee.messages import say

        lang = _settings(config)["lang"]
        text = say("plugin.bad-path", lang, path=safe(str(root)), reason=exc.reason(lang))
        raise pytest.UsageError(text) from None


def _raw(config: pytest.Config, explicit_only: bool) -> list[str]:
    """The paths as given (not resolved: a dangling link stays a link), as ``_roots``."""
    given = [] if explicit_only else [str(p) for p in config.getini("perlagg_paths")]
    return given + [os.path.abspath(p) for p in config.getoption("perlagg") or []]


def _within(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix != SUFFIX:
        return None
    roots = _roots(parent.config)
    resolved = file_path.resolve()
    if roots and any(_within(resolved, r) for r in roots):
        return PerlaggFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config) -> None:
    """Add what pytest passed over under the paths, as ``check`` would read them: a
    FIFO or a socket named ``*.perlagg`` (refused when read), a dangling link, a link
    loop, a missing path (each failing with its reason).  Only within what this run
    collects (tryfirst: ``-k`` and ``-m`` still deselect them)."""
    if _STRAYS not in config.stash:
        return
    strays: list[str] = config.stash[_STRAYS]
    roots = [str(r) for r in _roots(config) if os.path.isdir(r) and _collected(r, config)]
    from referee.cli.inputs import collect

    lang = config.stash[_SETTINGS]["lang"]
    have = {Path(item.path).absolute() for item in session.items}
    found = collect([*roots, *strays], lang)
    passed_over = [(f, None) for f in found.files if Path(f).absolute() not in have]
    for name, problem in [*passed_over, *found.problems]:
        session.items.append(_stray(session, Path(name), problem))


def _collected(root: Path, config: pytest.Config) -> bool:
    """Whether this run collects ``root`` (a path it was given, or one of their folders)."""
    given = [Path(a.split("::", 1)[0]).resolve() for a in config.args if "::" not in a]
    return any(_within(root, g) for g in given)


def _stray(session: pytest.Session, path: Path, problem: str | None) -> PerlaggItem:
    file = PerlaggFile.from_parent(session, path=path)
    item = PerlaggItem.from_parent(file, name="perlagg")
    item.add_marker("perlagg")
    item.problem = problem
    return item


class PerlaggFile(pytest.File):
    def collect(self) -> list[PerlaggItem]:
        item = PerlaggItem.from_parent(self, name="perlagg")
        item.add_marker("perlagg")
        return [item]


class PerlaggFailure(PerlaggError):
    """A transcript that fails: the text says why."""


class PerlaggItem(pytest.Item):
    """One transcript; its id is ``path/to/game.perlagg::perlagg``.  ``problem``: why
    a path that pytest passed over cannot be checked (``check``'s reason), or None."""

    problem: str | None = None

    def runtest(self) -> None:
        from referee.cli.judging import judge_one
        from referee.cli.records import Record

        settings = self.config.stash[_SETTINGS]
        shown = _relative(self.path, self.config.rootpath)
        if self.problem is not None:
            records: tuple[Record, ...] = (Record(0, 0, "error", "unreadable", self.problem),)
        else:
            name, rules, lang = str(self.path), settings["rules"], settings["lang"]
            records = judge_one(name, rules, lang, full=False).records
        failing = [r for r in records if _fails(r, settings)]
        if failing:
            text = failure_text(shown, failing, settings["lang"], _lines(self.path))
            raise PerlaggFailure(text)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, PerlaggFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"perlagg: {self.path.name}"


def _lines(path: Path) -> list[str]:
    """The transcript's lines as the parser numbers them (none where it cannot be read)."""
    from referee.base.lines import source_lines
    from referee.base.resources import read_input

    try:
        return source_lines(read_input(path).decode("utf-8", errors="replace"))
    except (OSError, PerlaggError):
        return []


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def _settings(config: pytest.Config) -> dict[str, Any]:
    """ini options first, then [tool.perlagg], then the defaults; what ``check`` refuses
    (a ``[tool.perlagg]`` that cannot be used, an unknown language, code or rulebook)
    is a ``pytest.UsageError`` with ``check``'s message."""
    from referee.cli import choose_lang, unknown_rulebook
    from referee.cli.check import code_mistakes
    from referee.cli.codes import Selection
    from referee.cli.config import Config, ConfigError, find
    from referee.messages import LANGS, say

    ini_lang = config.getini("perlagg_lang")
    try:
        tool = find(config.rootpath)
    except ConfigError as exc:
        raise pytest.UsageError(f"perlagg: {exc.text(choose_lang(ini_lang, Config()))}") from None
    lang = choose_lang(ini_lang, tool)
    if ini_lang and ini_lang not in LANGS:
        text = say("plugin.lang", lang, value=ini_lang, langs=", ".join(LANGS))
        raise pytest.UsageError(f"perlagg: {text}")
    bad = code_mistakes(None, tool, lang)
    if bad:
        raise pytest.UsageError("\n".join(f"perlagg: {line}" for line in bad))
    rules = config.getini("perlagg_rules") or tool.rules
    unknown = unknown_rulebook(rules, lang)
    if unknown:
        raise pytest.UsageError(f"perlagg: {unknown}")
    strict = config.getini("perlagg_strict")
    return {
        "rules": rules,
        "lang": lang,
        "strict": tool.strict if strict is None else bool(strict),
        "selection": Selection.of(tool.select or None, tool.ignore),
    }


def _fails(r: Any, settings: dict[str, Any]) -> bool:
    """What fails ``perlagg check`` fails the item: a violation, a score written wrong,
    an error (with strict also an undetermined fact)."""
    from referee.cli.codes import FAILING

    if r.expected or not settings["selection"].shows(r.kind, r.code):
        return False
    failing = FAILING | {"error", "undetermined"} if settings["strict"] else FAILING | {"error"}
    return r.kind in failing


def failure_text(path: str, records: list[Any], lang: str, lines: Sequence[str] = ()) -> str:
    """What a failing transcript says, within 80 columns: a head with the counts, then
    for each finding its verdict (``file:line:col: code kind: message``), the
    transcript's line with a caret under the place (``lines``: the transcript's lines,
    as the parser numbers them) and the labels of the paragraphs it rests on — never
    the paragraphs' text (``perlagg referee`` quotes them).

    >>> from referee.cli.records import Record
    >>> r = Record(2, 8, "violation", "cut", "Wrong.", ("1890 §3",))
    >>> print(failure_text("g.perlagg", [r], "en", ["Runde", "Abheben X: -"]))
    g.perlagg fails: 1 violation, 0 errors
    g.perlagg:2:8: cut violation: Wrong.
         2 | Abheben X: -
           |        ^
        [1890 §3]
    """
    from referee.base.shown import safe
    from referee.messages import say, say_n

    counts = [say_n("check.violations", sum(r.kind == "violation" for r in records), lang)]
    scores = sum(r.kind == "score" for r in records)
    if scores:
        counts.append(say_n("check.scores", scores, lang))
    counts.append(say_n("check.errors", sum(r.kind == "error" for r in records), lang))
    head = say("plugin.head", lang, file=safe(path), counts=", ".join(counts))
    out = textwrap.wrap(head, WIDTH, subsequent_indent="    ", break_on_hyphens=False)
    for r in records:
        where = f"{safe(path)}:{r.line}:{r.column}" if r.line > 0 else safe(path)
        verdict = f"{where}: {r.code} {r.kind}: {safe(r.message)}"
        out += textwrap.wrap(verdict, WIDTH, subsequent_indent="    ", break_on_hyphens=False)
        if 0 < r.line <= len(lines):
            out += _excerpt(r.line, r.column, lines[r.line - 1])
        if r.labels:
            labels = "[" + safe(", ".join(r.labels)) + "]"
            out += textwrap.wrap(
                labels, WIDTH, initial_indent="    ", subsequent_indent="    ",
                break_on_hyphens=False,
            )  # fmt: skip
    return "\n".join(out)


def _excerpt(number: int, column: int, line: str) -> list[str]:
    """``  19 | Stich: …`` and a caret under ``column``, cut to 80 columns around it.

    >>> for shown in _excerpt(3, 95, "x" * 90 + " HX HY"):
    ...     print(shown)
         3 | …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx HX HY
           |                                                                      ^
    """
    from referee.base.shown import safe

    text = safe(line.expandtabs())
    gutter = f"{number:>6} | "
    room = WIDTH - len(gutter)
    at = max(column - 1, 0)
    start = 0 if at < room - 1 else min(at - room // 2, max(len(text) - room + 1, 0))
    lead = "…" if start else ""
    shown = lead + text[start : start + room - len(lead)]
    if len(lead) + len(text) - start > room:
        shown = shown[: room - 1] + "…"
    caret = " " * (at - start + len(lead)) + "^"
    return [(gutter + shown).rstrip(), " " * (len(gutter) - 2) + "| " + caret]
