"""Generate ``referee/notation/_lalr.py``, the parse tables the referee runs, from the grammar
(and ``referee/notation/_questions_lalr.py`` from ``grammar/questions.lark``, the grammar
of the questions of ``Streit:`` lines: its parser tables only, for its words are read
by ``referee/notation/questions.py``).

Lark analyses ``grammar/perlagg.lark`` (LALR(1), contextual lexer) and this module
writes what the analysis found as plain Python literals: the action table of every
parser state, each rule's length and what its children become, and, per parser state,
the one regular expression of the terminals that state can take, in the order and with
the keyword exceptions lark's contextual lexer gives them.  ``referee/notation/lalr.py`` runs
the tables; the referee never imports lark.  The grammar stays the one source of the
notation: ``tests/test_parser_tables.py`` fails when the module was generated from
another grammar (and compares the trees with lark's), and this command brings it up to
date::

    python -m referee.notation.gen_parser

Needs lark (a test dependency); the generated module needs nothing but Python.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections import deque
from pathlib import Path
from typing import Any

from referee.base.resources import grammar_path, questions_grammar_path

TARGET = Path(__file__).resolve().parent / "_lalr.py"
QUESTIONS_TARGET = Path(__file__).resolve().parent / "_questions_lalr.py"
_MARK = "# perlagg grammar sha256: "


def grammar_digest(text: str | None = None) -> str:
    """The SHA-256 of the grammar text the tables are built from."""
    if text is None:
        text = grammar_path().read_text(encoding="utf-8")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def recorded_digest(path: Path = TARGET) -> str | None:
    """The digest written into a generated module, or None if it has none."""
    try:
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.startswith(_MARK):
                    return line[len(_MARK) :].strip()
    except OSError:
        return None
    return None


def analysed(text: str | None = None) -> Any:
    """Lark's analysis of the grammar, as the tables are generated from it."""
    from lark import Lark

    if text is None:
        text = grammar_path().read_text(encoding="utf-8")
    return Lark(text, parser="lalr", lexer="contextual", maybe_placeholders=False)


def _numbered(table: Any) -> dict[int, int]:
    """Lark's state numbers → ours, breadth first from the start state (so that the
    generated file does not change from run to run)."""
    start = table.start_states["start"]
    order, queue = {start: 0}, deque([start])
    while queue:
        for _symbol, (action, arg) in sorted(table.states[queue.popleft()].items()):
            if action.name == "Shift" and arg not in order:
                order[arg] = len(order)
                queue.append(arg)
    return order


def _recipe(rule: Any) -> tuple[int, ...]:
    """What each child of a rule becomes: 0 dropped (``_NL``), 1 kept, 2 spliced in (an
    inlined rule: ``_line``, ``_event``, lark's ``__x_plus_n``) — lark's child filter."""
    if rule.options.keep_all_tokens or rule.options.expand1 or rule.options.empty_indices:
        raise SystemExit(f"rule {rule}: keep_all_tokens, ?rule or [] placeholders unsupported")
    out = []
    for sym in rule.expansion:
        if sym.is_term:
            out.append(0 if sym.filter_out else 1)
        else:
            out.append(2 if sym.name.startswith("_") else 1)
    return tuple(out)


def _lexer(basic: Any) -> tuple[tuple[str, ...], dict[str, dict[str, str]], tuple[str, ...]]:
    """One contextual lexer as data: its terminals in lark's order (the first to match
    wins, as in lark's one alternation of them all), its exceptions (a REST that is
    exactly ":" is a COLON) and what it allows."""
    scanner = basic.scanner
    if basic.g_regex_flags:
        raise SystemExit("global regular expression flags are not supported")
    unless: dict[str, dict[str, str]] = {}
    for name, callback in sorted(basic.callback.items()):
        words = {}
        for t in callback.scanner.terminals:
            if t.pattern.type != "str" or t.pattern.flags:
                raise SystemExit(f"terminal {t.name}: only plain strings as exceptions")
            words[t.pattern.value] = t.name
        unless[name] = words
    order = tuple(t.name for t in scanner.terminals)
    alternation = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in scanner.terminals)
    if [m.pattern for m in scanner._mres] != [alternation]:
        raise SystemExit("lark's lexer is no longer one alternation of its terminals")
    allowed = tuple(sorted(scanner.allowed_types - basic.ignore_types))
    return order, unless, allowed


# --------------------------------------------------------------------------- first characters
_ASCII = [chr(i) for i in range(128)]
_CATEGORIES = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
}


def first_chars(pattern: str) -> str:
    r"""The ASCII characters a match of ``pattern`` can begin with (all it can begin
    with, and perhaps some more): the lexer tries only those terminals at an ASCII
    character.  Worked out on the parsed pattern, each character tested by ``re``.

    >>> first_chars(r"(?i:ab|c?d)(?!\w)")
    'ACDacd'
    >>> first_chars(r"[^\W\d_]x") == "".join(c for c in map(chr, range(128)) if c.isalpha())
    True
    """
    import re._parser as sre_parse  # type: ignore[import-not-found]  # no stub; lark uses it too

    parsed = sre_parse.parse(pattern)
    chars, _nullable = _first(list(parsed), bool(parsed.state.flags & re.I))
    return "".join(sorted(chars))


def _first(seq: list[Any], icase: bool) -> tuple[set[str], bool]:
    """The first characters of a sequence of parsed items, and whether it can be empty."""
    out: set[str] = set()
    for op, av in seq:
        chars, nullable = _first_item(str(op), av, icase)
        out |= chars
        if not nullable:
            return out, False
    return out, True


def _first_item(op: str, av: Any, icase: bool) -> tuple[set[str], bool]:
    if op in ("AT", "ASSERT", "ASSERT_NOT"):  # zero width: no character of its own
        return set(), True
    if op == "SUBPATTERN":
        _group, add, drop, sub = av
        return _first(list(sub), (icase or bool(add & re.I)) and not drop & re.I)
    if op in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        least, _most, sub = av
        chars, nullable = _first(list(sub), icase)
        return chars, nullable or least == 0
    if op == "ATOMIC_GROUP":
        return _first(list(av), icase)
    if op == "BRANCH":
        results = [_first(list(branch), icase) for branch in av[1]]
        return set().union(*(c for c, _ in results)), any(n for _, n in results)
    one = _one_char(op, av)
    flags = re.I if icase else 0
    return {c for c in _ASCII if re.fullmatch(one, c, flags)}, False


def _one_char(op: str, av: Any) -> str:
    """A regular expression of one character, for an item that matches one."""
    if op == "LITERAL":
        return re.escape(chr(av))
    if op == "NOT_LITERAL":
        return f"[^{re.escape(chr(av))}]"
    if op == "ANY":
        return "(?s:.)"
    if op == "IN":
        parts: list[str] = []
        for kind, value in av:
            kind = str(kind)
            if kind == "NEGATE":
                parts.insert(0, "^")
            elif kind == "LITERAL":
                parts.append(re.escape(chr(value)))
            elif kind == "RANGE":
                parts.append(f"{re.escape(chr(value[0]))}-{re.escape(chr(value[1]))}")
            elif kind == "CATEGORY":
                parts.append(_CATEGORIES[str(value)])
            else:
                raise SystemExit(f"{kind} in a character set is not supported")
        return "[" + "".join(parts) + "]"
    raise SystemExit(f"{op} at the start of a terminal is not supported")


def tables(lark_inst: Any) -> dict[str, Any]:
    """Everything ``referee/notation/lalr.py`` needs, as plain literals."""
    table = lark_inst.parser.parser.parser.parse_table
    number = _numbered(table)
    rules: dict[Any, int] = {}
    actions: list[dict[str, int]] = [{} for _ in number]
    for state, ours in number.items():
        for symbol, (action, arg) in sorted(table.states[state].items()):
            if action.name == "Shift":
                actions[ours][symbol] = number[arg]
            else:
                actions[ours][symbol] = ~rules.setdefault(arg, len(rules))
    contextual = lark_inst.parser.lexer
    lexers: list[tuple[tuple[str, ...], dict[str, dict[str, str]], tuple[str, ...]]] = []
    state_lexer = [0] * len(number)
    seen: dict[int, int] = {}
    for state, ours in sorted(number.items(), key=lambda kv: kv[1]):
        basic = contextual.lexers[state]
        if id(basic) not in seen:
            seen[id(basic)] = len(lexers)
            lexers.append(_lexer(basic))
        state_lexer[ours] = seen[id(basic)]
    root = contextual.root_lexer
    terminals = lark_inst.terminals
    return {
        "START": 0,
        "END": number[table.end_states["start"]],
        "ACTIONS": tuple(actions),
        "RULES": tuple(
            (str(r.alias or r.origin.name), str(r.origin.name), len(r.expansion), _recipe(r))
            for r in sorted(rules, key=rules.__getitem__)
        ),
        "STATE_LEXER": tuple(state_lexer),
        "LEXERS": tuple(lexers),
        "ROOT_LEXER": _lexer(root),
        "IGNORE": tuple(sorted(root.ignore_types)),
        "NEWLINES": tuple(sorted(root.newline_types)),
        "TERMINALS": tuple(sorted(t.name for t in terminals)),
        "PATTERNS": {t.name: t.pattern.to_regexp() for t in sorted(terminals, key=_name)},
        "FIRST": {t.name: first_chars(t.pattern.to_regexp()) for t in sorted(terminals, key=_name)},
    }


def _name(terminal: Any) -> str:
    return str(terminal.name)


_DOC = '''"""The parse tables of ``grammar/perlagg.lark``, run by ``referee/notation/lalr.py``.

ACTIONS: per parser state, symbol → action (a number >= 0 shifts to that state, ~n
reduces by RULES[n]).  RULES: (callback name, left-hand side, length, per child 0
dropped / 1 kept / 2 spliced).  STATE_LEXER: per state, its lexer in LEXERS; a lexer
is (its terminals in the order tried, exceptions {terminal: {exact text: terminal}},
allowed).  PATTERNS: each terminal's regular expression; FIRST: the ASCII characters
it can begin with.
"""
'''


_LEXER = "tuple[tuple[str, ...], dict[str, dict[str, str]], tuple[str, ...]]"
#: The type of each table, written with it (the generated module is type-checked too).
_TYPES = {
    "START": "int",
    "END": "int",
    "ACTIONS": "tuple[dict[str, int], ...]",
    "RULES": "tuple[tuple[str, str, int, tuple[int, ...]], ...]",
    "STATE_LEXER": "tuple[int, ...]",
    "LEXERS": f"tuple[{_LEXER}, ...]",
    "ROOT_LEXER": _LEXER,
    "IGNORE": "tuple[str, ...]",
    "NEWLINES": "tuple[str, ...]",
    "TERMINALS": "tuple[str, ...]",
    "PATTERNS": "dict[str, str]",
    "FIRST": "dict[str, str]",
}


def generate() -> str:
    """The module's text: a header naming the grammar's digest, then the tables."""
    text = grammar_path().read_text(encoding="utf-8")
    header = (
        "# Generated by `python -m referee.notation.gen_parser` from grammar/perlagg.lark:"
        " do not edit.\n"
        f"{_MARK}{grammar_digest(text)}\n"
        "# fmt: off\n"
    )
    body = [header, _DOC]
    for name, value in tables(analysed(text)).items():
        typed = f"{name}: {_TYPES[name]}"
        if isinstance(value, tuple) and value and isinstance(value[0], dict | tuple):
            rows = "".join(f"    {row!r},\n" for row in value)  # a row a line
            body.append(f"{typed} = (\n{rows})\n")
        elif isinstance(value, dict):
            rows = "".join(f"    {k!r}: {v!r},\n" for k, v in value.items())
            body.append(f"{typed} = {{\n{rows}}}\n")
        else:
            body.append(f"{typed} = {value!r}\n")
    return "".join(body)


_QUESTIONS_DOC = '''"""The parse tables of ``grammar/questions.lark``, run by
``referee/notation/questions.py`` over the words of a question (see ``_lalr`` for what
ACTIONS and RULES hold).
"""
'''
_QUESTION_TABLES = ("START", "END", "ACTIONS", "RULES", "TERMINALS")


def generate_questions() -> str:
    """The text of ``_questions_lalr.py``: the parser tables of the question grammar."""
    text = questions_grammar_path().read_text(encoding="utf-8")
    header = (
        "# Generated by `python -m referee.notation.gen_parser` from grammar/questions.lark:"
        " do not edit.\n"
        f"{_MARK}{grammar_digest(text)}\n"
        "# fmt: off\n"
    )
    body = [header, _QUESTIONS_DOC]
    found = tables(analysed(text))
    for name in _QUESTION_TABLES:
        value, typed = found[name], f"{name}: {_TYPES[name]}"
        if name in ("ACTIONS", "RULES"):
            rows = "".join(f"    {row!r},\n" for row in value)
            body.append(f"{typed} = (\n{rows})\n")
        else:
            body.append(f"{typed} = {value!r}\n")
    return "".join(body)


def main() -> int:
    TARGET.write_text(generate(), encoding="utf-8")
    print(f"{TARGET}: {grammar_digest()}", file=sys.stderr)
    QUESTIONS_TARGET.write_text(generate_questions(), encoding="utf-8")
    text = questions_grammar_path().read_text(encoding="utf-8")
    print(f"{QUESTIONS_TARGET}: {grammar_digest(text)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
