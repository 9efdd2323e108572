"""pytest plugin: every ``*.perlagg`` transcript under the configured paths is a test.

Configure in ``pytest.ini``/``pyproject.toml`` (``perlagg_paths = examples games``) or on
the command line (``--perlagg PATH``, repeatable).  A transcript fails on a violation or
when it cannot be read or parsed; the failure text is the referee's plain-text report
(or the ``file:line:column: message`` lines).  The configured paths are collected even
when pytest was started without arguments and ``testpaths`` names other folders.

Imports of the referee happen only when a transcript is run, so that loading the
plugin (it is registered for every pytest run via the ``pytest11`` entry point) costs
nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

SUFFIX = ".perlagg"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("perlagg", "Perlaggen-Protokolle als Tests")
    group.addoption(
        "--perlagg",
        action="append",
        default=[],
        metavar="PATH",
        help="Protokolle (*.perlagg) unter PATH als Tests sammeln (mehrfach möglich)",
    )
    parser.addini(
        "perlagg_paths",
        type="paths",
        default=[],
        help="Ordner oder Dateien, deren *.perlagg-Protokolle als Tests gesammelt werden",
    )


def _roots(config: pytest.Config) -> list[Path]:
    roots = [Path(p).resolve() for p in config.getini("perlagg_paths")]
    roots += [Path(p).resolve() for p in config.getoption("perlagg") or []]
    return roots


def pytest_configure(config: pytest.Config) -> None:
    """Add the configured paths to what pytest collects, unless already inside it."""
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
        if root.exists() and not any(_within(root, c) for c in current):
            config.args.append(str(root))
            current.append(root)


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
        return [PerlaggItem.from_parent(self, name=self.path.name)]


class PerlaggFailure(Exception):
    """A transcript with a violation or that cannot be read: the text says why."""


class PerlaggItem(pytest.Item):
    def runtest(self) -> None:
        from referee.messages import DE, say
        from referee.present import judge_path, plain_report

        judged = judge_path(self.path, None, DE)
        if judged.report is None:
            head = say("plugin.unreadable", DE, file=str(self.path))
            raise PerlaggFailure("\n".join([head, *judged.errors]))
        violations = judged.report.violations
        if violations:
            head = say("plugin.violations", DE, count=len(violations), file=str(self.path))
            raise PerlaggFailure(head + "\n\n" + plain_report(judged.report, DE, judged.text))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, PerlaggFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"perlagg: {self.path.name}"
