"""The ``perlagg`` command: one sub-command per module in this package.

Exit codes (REPORT.md): 0 no violation, 1 at least one violation, 2 the file cannot be
read or parsed, or the command is wrong.  No input ever produces a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

EXIT_OK, EXIT_VIOLATION, EXIT_ERROR = 0, 1, 2

# sub-command -> module in referee.cli that provides ``add_arguments(parser)`` and
# ``run(args) -> int``.
COMMANDS: dict[str, tuple[str, str]] = {
    "parse": ("parse", "Ein Protokoll lesen und seine Ereignisse zeigen"),
    "rules": ("rules", "Die Regelwerke: Liste, Paragraphen, Unterschiede"),
    "referee": ("referee_cmd", "Ein Protokoll nach einem Regelwerk beurteilen"),
    "check": ("check", "Protokolle prüfen (für CI): eine Zeile je Befund"),
    "annotate": ("annotate", "Ein Protokoll mit den Anmerkungen des Schiedsrichters versehen"),
    "analyse": ("analyse", "Mit offenen Karten: wer das Spiel mit bestem Spiel macht"),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # exit 2, as REPORT.md says, with usage
        self.print_usage(sys.stderr)
        self.exit(EXIT_ERROR, f"{self.prog}: Fehler: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="perlagg", description="Schiedsrichter für das Tiroler Perlaggen.")
    sub = parser.add_subparsers(dest="command", metavar="BEFEHL", parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        try:
            mod = importlib.import_module(f"referee.cli.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"referee.cli.{module}":
                raise
            continue  # a command still being built is simply not offered
        p = sub.add_parser(name, help=help_text, description=help_text)
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return EXIT_ERROR
    try:
        return int(args._run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
