"""The ``perlagg`` command: one sub-command per module in this package.

Exit codes (docs/report.md): 0 no violation, 1 at least one violation (for ``check``
also a score written wrong), 2 the file cannot be read or parsed, or the command is
wrong.  No input ever produces a traceback.

The language is chosen once, before the arguments are parsed, so that the help, the
errors of argparse itself and every message speak it: ``--lang en`` anywhere on the
line (before or after the sub-command), else ``PERLAGG_LANG``, else ``lang`` in
``[tool.perlagg]``, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first
that is set decides, as in POSIX; an English one, ``en_GB.UTF-8``, means English),
else German.  A sub-command is a module with
``add_arguments(parser)`` and ``run(args) -> int``, registered in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Mapping, Sequence

from referee.base.collector import quiet_collector
from referee.base.record import record
from referee.base.shown import safe_lines
from referee.cli import i18n
from referee.cli.config import Config, ConfigError, find
from referee.messages import DE, EN, LANGS, say

EXIT_OK, EXIT_VIOLATION, EXIT_ERROR = 0, 1, 2
LANG_ENV = "PERLAGG_LANG"

# sub-command -> (module in referee.cli, message key of its one-line help).  Add a
# command by adding a module and a line here.
COMMANDS: dict[str, tuple[str, str]] = {
    "parse": ("parse", "help.cmd.parse"),
    "rules": ("rules", "help.cmd.rules"),
    "referee": ("referee_cmd", "help.cmd.referee"),
    "check": ("check", "help.cmd.check"),
    "annotate": ("annotate", "help.cmd.annotate"),
    "fmt": ("fmt", "help.cmd.fmt"),
    "svg": ("svg", "help.cmd.svg"),
    "analyse": ("analyse", "help.cmd.analyse"),
    "codes": ("codes_cmd", "help.cmd.codes"),
}


@record(frozen=False)
class _State:
    """What this run has settled before its sub-command runs (a record, not a
    TypedDict: making a TypedDict class compiles its annotations at every start)."""

    lang: str
    config: Config


_state = _State(DE, Config())


def current_lang() -> str:
    """The language this run speaks (for messages built while parsing arguments)."""
    return _state.lang


def load_config() -> Config:
    return _state.config


def build_parser(lang: str = DE, only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every sub-command, or, with ``only``, of that one alone.

    Every sub-command is listed (for ``--help`` and the error of a wrong name), but a
    module is imported, and its arguments added, only where they are needed: ``only``
    is the sub-command on the command line, so a run imports the work it does and no
    other (start-up is what a pre-commit hook feels).

    >>> sorted(build_parser(only="fmt")._subparsers._group_actions[0].choices) == sorted(COMMANDS)
    True
    """
    from referee import __version__

    parser = i18n.Parser(prog="perlagg", description="help.perlagg", lang=lang, add_help=True)
    parser.add_argument(
        "--version", action="version", version=f"perlagg {__version__}", help="help.version"
    )
    parser.add_argument("--lang", choices=LANGS, help="help.lang")
    sub = parser.add_subparsers(
        # what argparse would work out with a help formatter (importing shutil):
        # the parser has no positional argument before the sub-command
        prog=parser.prog,
        dest="command",
        # translated here: argparse names the argument by its metavar in its own errors
        metavar=i18n.translate("help.metavar.command", lang),
        parser_class=i18n.Parser,
        title="help.commands",
    )
    for name, (module, help_key) in COMMANDS.items():
        mod = None
        if only is None or only == name:
            try:
                mod = importlib.import_module(f"referee.cli.{module}")
            except ModuleNotFoundError as exc:
                if exc.name != f"referee.cli.{module}":
                    raise
                continue  # a command still being built is simply not offered
        p = sub.add_parser(
            name, help=i18n.translate(help_key, lang), description=help_key, lang=lang
        )
        if mod is not None:
            mod.add_arguments(p)
            p.set_defaults(_run=mod.run)
    return parser


def command_of(argv: Sequence[str]) -> str | None:
    """The sub-command named on the line (the first word that is not an option), if any.

    >>> command_of(["--version"]), command_of(["check", "-j", "2", "x"]), command_of(["x"])
    (None, 'check', None)
    """
    for arg in argv:
        if arg == "--":
            return None
        if not arg.startswith("-"):
            return arg if arg in COMMANDS else None
    return None


def split_lang(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """``--lang X`` / ``--lang=X`` taken out of the arguments, wherever it stands.

    >>> split_lang(["check", "--lang", "en", "x.perlagg"])
    ('en', ['check', 'x.perlagg'])
    >>> split_lang(["--lang=de", "rules"])
    ('de', ['rules'])
    >>> split_lang(["parse", "--", "--lang"])
    (None, ['parse', '--', '--lang'])
    """
    rest: list[str] = []
    lang: str | None = None
    items = list(argv)
    i = 0
    while i < len(items):
        arg = items[i]
        if arg == "--":
            rest += items[i:]
            break
        if arg == "--lang" and i + 1 < len(items) and items[i + 1] in LANGS:
            lang = items[i + 1]
            i += 2
            continue
        if arg.startswith("--lang=") and arg.partition("=")[2] in LANGS:
            lang = arg.partition("=")[2]
        else:
            rest.append(arg)
        i += 1
    return lang, rest


def choose_lang(cli: str | None, config: Config) -> str:
    env = os.environ.get(LANG_ENV, "").strip().lower()
    for candidate in (cli, env, config.lang):
        if candidate in LANGS:
            return candidate
    return locale_lang(os.environ)


LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def locale_lang(environ: Mapping[str, str]) -> str:
    """The language the locale asks for: the first of ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG`` that is set (POSIX's order); English where it names English, else German
    (``C`` and ``POSIX`` name no language: German, the referee's own).

    >>> locale_lang({"LANG": "en_US.UTF-8"}), locale_lang({"LANG": "C.UTF-8"})
    ('en', 'de')
    >>> locale_lang({"LC_ALL": "de_AT.UTF-8", "LANG": "en_GB"}), locale_lang({})
    ('de', 'de')
    """
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "").strip()
        if value:
            return EN if value.lower()[:2] == "en" and value[2:3] in ("", "_", ".", "@") else DE
    return DE


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; whatever happens, a message and an exit status, never a traceback."""
    try:
        return _main(argv)
    except Exception as exc:  # a fault of perlagg itself (PERLAGG_DEBUG=1 shows it)
        if os.environ.get("PERLAGG_DEBUG"):
            raise
        reason = f"{type(exc).__name__}: {exc}"
        said = say("cli.internal", current_lang(), reason=reason)
        print(f"perlagg: {safe_lines(said)}", file=sys.stderr)
        return EXIT_ERROR


def _main(argv: Sequence[str] | None) -> int:
    whole_process = argv is None  # the perlagg command itself, not a caller in Python
    argv = list(sys.argv[1:] if argv is None else argv)
    cli_lang, rest = split_lang(argv)
    try:
        config = find()
    except ConfigError as exc:
        print(f"perlagg: {safe_lines(exc.text(choose_lang(cli_lang, Config())))}", file=sys.stderr)
        return EXIT_ERROR
    lang = choose_lang(cli_lang, config)
    _state.lang, _state.config = lang, config
    with i18n.argparse_in(lang):
        parser = build_parser(lang, only=command_of(rest))
        args = parser.parse_args(rest)
        if not getattr(args, "_run", None):
            parser.print_help(sys.stderr)
            return EXIT_ERROR
    args.lang = lang
    if getattr(args, "rules", "") is None and config.rules:
        args.rules = config.rules  # [tool.perlagg] rules, unless --rules says otherwise
    unknown = unknown_rulebook(getattr(args, "rules", None), lang)
    if unknown:
        print(f"perlagg: {safe_lines(unknown)}", file=sys.stderr)
        return EXIT_ERROR
    if whole_process:
        quiet_collector()
    try:
        return int(args._run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - no flush error at exit
        return EXIT_OK


def unknown_rulebook(name: str | None, lang: str) -> str | None:
    """Why ``name`` names no rulebook (with the built-in id it likely means), or None.

    >>> unknown_rulebook("Schlanders", "en")[:60]
    'no rulebook “Schlanders” (neither built in nor a file) — did'
    >>> unknown_rulebook("1890", "de") is None
    True
    """
    from referee.rules import builtin_ids

    if name is None or name in builtin_ids() or os.path.exists(os.path.expanduser(name)):
        return None
    import difflib  # only for a name that is wrong

    ids = builtin_ids()
    folded = name.casefold()
    hits = [i for i in ids if i.casefold().startswith(folded) or folded.startswith(i)]
    hits = hits or difflib.get_close_matches(folded, ids, n=1, cutoff=0.5)
    if not hits:
        return say("rules.error.unknown", lang, name=name, ids=", ".join(ids))
    return say("rules.error.unknown-suggest", lang, name=name, hint=hits[0], ids=", ".join(ids))


def tolerant_streams(errors: str = "replace") -> None:
    """A console that cannot encode an umlaut must not end in a traceback: what it cannot
    show is replaced (``errors``: ``"replace"``, a ``?``; ``"backslashreplace"``, its
    code, where the text is data to be read back)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            # ValueError/OSError: already written to, or not reconfigurable
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors=errors)


def fail(command: str, message: str) -> int:
    print(f"perlagg {command}: {safe_lines(message)}", file=sys.stderr)
    return EXIT_ERROR


__all__ = [
    "COMMANDS",
    "EXIT_ERROR",
    "EXIT_OK",
    "EXIT_VIOLATION",
    "build_parser",
    "command_of",
    "current_lang",
    "fail",
    "load_config",
    "main",
    "say",
    "split_lang",
    "tolerant_streams",
]
