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
xfail); the failure text is the findings as ``file:line:col: code message`` lines,
each with its paragraph, within 80 columns.

Imports of the referee happen only when a transcript is run, so that loading the
plugin (it is registered for every pytest run via the ``pytest11`` entry point) costs
nothing.
"""

from __future__ import annotations

import textwrap
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


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker; add the configured paths to what pytest collects."""
    config.addinivalue_line("markers", "perlagg: a Perlaggen transcript judged by perlagg")
    roots = _roots(config)
    if not roots:
        return
    explicit = [Path(p).resolve() for p in config.getoption("perlagg") or []]
    if config.args and config.args_source == pytest.Config.ArgsSource.ARGS:
        extra = explicit  # the user named what to run: add only what --perlagg asks for
    else:
        extra = roots
    current = [Path(a.split("::", 1)[0]).resolve() for a in config.args]
    for root in extra:
        if _exists(root, config) and not any(_within(root, c) for c in current):
            config.args.append(str(root))
            current.append(root)


def _exists(root: Path, config: pytest.Config) -> bool:
    """Whether a configured path exists; one the file system cannot take (a name too
    long, a loop of links) stops the session with the reason, as ``check`` says it."""
    from referee.base.resources import InputRefused, exists

    try:
        return exists(root)
    except InputRefused as exc:
        from referee.base.shown import safe
        from referee.messages import say

        lang = _settings(config)["lang"]
        text = say("plugin.bad-path", lang, path=safe(str(root)), reason=exc.reason(lang))
        raise pytest.UsageError(text) from None


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


class PerlaggFile(pytest.File):
    def collect(self) -> list[PerlaggItem]:
        item = PerlaggItem.from_parent(self, name="perlagg")
        item.add_marker("perlagg")
        return [item]


class PerlaggFailure(PerlaggError):
    """A transcript that fails: the text says why."""


class PerlaggItem(pytest.Item):
    """One transcript; its id is ``path/to/game.perlagg::perlagg``."""

    def runtest(self) -> None:
        from referee.cli.judging import judge_one

        settings = _settings(self.config)
        shown = _relative(self.path, self.config.rootpath)
        result = judge_one(str(self.path), settings["rules"], settings["lang"], full=False)
        failing = [r for r in result.records if _fails(r, settings)]
        if failing:
            raise PerlaggFailure(failure_text(shown, failing, settings["lang"]))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, PerlaggFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"perlagg: {self.path.name}"


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def _settings(config: pytest.Config) -> dict[str, Any]:
    """ini options first, then [tool.perlagg], then the defaults."""
    from referee.cli.codes import Selection
    from referee.cli.config import ConfigError, find
    from referee.messages import DE, LANGS

    try:
        tool = find(config.rootpath)
    except ConfigError:
        from referee.cli.config import Config

        tool = Config()
    lang = config.getini("perlagg_lang") or tool.lang or DE
    strict = config.getini("perlagg_strict")
    return {
        "rules": config.getini("perlagg_rules") or tool.rules,
        "lang": lang if lang in LANGS else DE,
        "strict": tool.strict if strict is None else bool(strict),
        "selection": Selection.of(tool.select or None, tool.ignore),
    }


def _fails(r: Any, settings: dict[str, Any]) -> bool:
    if r.expected or not settings["selection"].shows(r.kind, r.code):
        return False
    failing = (
        {"violation", "error", "undetermined"} if settings["strict"] else {"violation", "error"}
    )
    return r.kind in failing


def failure_text(path: str, records: list[Any], lang: str) -> str:
    """``file:line:col: code message`` per finding, its paragraphs indented, 80 columns."""
    from referee.base.shown import safe
    from referee.messages import say, say_n

    counts = ", ".join(
        [
            say_n("check.violations", sum(r.kind == "violation" for r in records), lang),
            say_n("check.errors", sum(r.kind == "error" for r in records), lang),
        ]
    )
    lines = [say("plugin.head", lang, file=safe(path), counts=counts)]
    for r in records:
        where = f"{safe(path)}:{r.line}:{r.column}" if r.line > 0 else safe(path)
        lines += textwrap.wrap(
            f"{where}: {r.code} {safe(r.message)}", WIDTH, subsequent_indent="    "
        )
        for quote in r.quotes:
            lines += textwrap.wrap(
                safe(quote), WIDTH, initial_indent="    | ", subsequent_indent="    | "
            )
    return "\n".join(lines)
