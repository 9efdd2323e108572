"""The LALR(1) parser of the notation: it runs the tables in ``referee/notation/_lalr.py``.

The tables are lark's analysis of ``grammar/perlagg.lark`` (``python -m
referee.notation.gen_parser`` writes them), and this module does what lark's LALR parser
with the contextual lexer does with them, so the referee needs no ``import lark``: in
each parser state one regular expression of the terminals that state can take reads the
next token; the parser shifts it or reduces, and a reduction calls the rule's method on
the parse's callbacks with its children (``_NL`` dropped, inlined rules such as
``_line`` spliced in), or builds a :class:`Tree` when the parser has no rules.  A token
that does not fit raises :class:`UnexpectedToken` (what the state expected, and, tried
one by one, what it accepts); text no terminal of the state matches raises
:class:`UnexpectedCharacters`, or ``UnexpectedToken`` where a terminal of another state
matches it.

>>> tree = Parser().parse("Runde 3\\nGeber: A\\n")
>>> [t.data for t in tree.children], tree.children[0].children
(['runde', 'geber'], [Token('RUNDE', 'Runde'), Token('NUMBER', '3')])
>>> tok = tree.children[1].children[2].children[0]
>>> tok.type, tok.line, tok.column, tok.end_line, tok.end_column
('NAME', 2, 8, 2, 9)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from referee.base.errors import PerlaggError
from referee.notation import _lalr

__all__ = [
    "Parser",
    "Token",
    "Tree",
    "UnexpectedCharacters",
    "UnexpectedInput",
    "UnexpectedToken",
    "make_token",
    "pattern",
]

#: The terminals of the grammar (for the words of error messages).
TERMINALS: tuple[str, ...] = _lalr.TERMINALS


class Token(str):
    """A terminal in the text: the string is its text; ``type`` its terminal; lines and
    columns count from 1, and the end is the place just after it.

    >>> tok = make_token("REST", "ab\\ncd", 0, 3, 5)
    >>> (tok.end_line, tok.end_column), (make_token("NAME", "Geber", 0, 2, 1).end_column)
    ((4, 3), 6)
    """

    __slots__ = ("column", "end_column", "end_line", "line", "start_pos", "type")
    type: str
    start_pos: int
    line: int
    column: int
    end_line: int
    end_column: int

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


def _end_token(last: Token | None) -> Token:
    """``$END`` where the last token is (at 1:1 in an empty text), ending as it ends."""
    if last is None:
        return make_token("$END", "", 0, 1, 1)
    end = make_token("$END", "", last.start_pos, last.line, last.column)
    end.end_line, end.end_column = last.end_line, last.end_column
    return end


def make_token(kind: str, text: str, start: int, line: int, column: int) -> Token:
    """A token of ``text`` at ``line``, ``column``, its end worked out from the text."""
    tok = Token(text)
    tok.type, tok.start_pos, tok.line, tok.column = kind, start, line, column
    breaks = text.count("\n")
    tok.end_line = line + breaks
    tok.end_column = column + len(text) if not breaks else len(text) - text.rindex("\n")
    return tok


class Tree:
    """A rule and its children, where the parser runs without callbacks."""

    __slots__ = ("children", "data")

    def __init__(self, data: str, children: list[Any]) -> None:
        self.data, self.children = data, children

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


class UnexpectedInput(PerlaggError):
    """The text does not follow the grammar at ``line``, ``column``."""

    line: int
    column: int


class UnexpectedCharacters(UnexpectedInput):
    """No terminal matches the text here; ``allowed`` are the terminals that could."""

    def __init__(self, line: int, column: int, allowed: Iterable[str]) -> None:
        super().__init__(f"line {line}, column {column}: no token here")
        self.line, self.column, self.allowed = line, column, set(allowed)


class UnexpectedToken(UnexpectedInput):
    """A token the parser state cannot take: ``expected`` are the terminals of the state,
    ``accepts`` those that would really be shifted (worked out when asked for)."""

    def __init__(self, token: Token, expected: Iterable[str], states: list[int]) -> None:
        super().__init__(f"line {token.line}, column {token.column}: {token.type} unexpected")
        self.token, self.expected, self._states = token, set(expected), states
        self.line, self.column = token.line, token.column

    @property
    def accepts(self) -> set[str]:
        actions = _lalr.ACTIONS[self._states[-1]]
        return {t for t in actions if t.isupper() and _would_shift(self._states, t)}


def _would_shift(states: list[int], terminal: str) -> bool:
    """Would the parser, in ``states``, reduce as it must and then shift ``terminal`` (or,
    for the end of the text, accept)?"""
    stack = list(states)
    while True:
        action = _lalr.ACTIONS[stack[-1]].get(terminal)
        if action is None:
            return False
        if action >= 0:
            return True
        _name, origin, size, _recipe = _lalr.RULES[~action]
        if size:
            del stack[-size:]
        stack.append(_lalr.ACTIONS[stack[-1]][origin])
        if terminal == "$END" and stack[-1] == _lalr.END:
            return True


def _same(_callbacks: object, children: list[Any]) -> list[Any]:
    return children


#: How ``_filtered`` builds a rule's children from the recipe: the index of the child
#: whose list it takes over (the first one kept, if it is an inlined rule's) or -1, else
#: how many children from the first on it keeps as they are; then (index, 1 to append
#: the child | 2 to splice its list in) for the other children kept.
_Plan = tuple[int, int, tuple[tuple[int, int], ...]]


def _plan(recipe: tuple[int, ...]) -> _Plan:
    """The plan of a recipe (0 dropped, 1 kept, 2 spliced).

    >>> _plan((2, 2, 0)), _plan((1, 1, 2, 1)), _plan((0, 2)), _plan((0,))
    ((0, 0, ((1, 2),)), (-1, 2, ((2, 2), (3, 1))), (1, 0, ()), (-1, 0, ()))
    """
    kept = [(i, what) for i, what in enumerate(recipe) if what]
    if kept and kept[0][1] == 2:
        return kept[0][0], 0, tuple(kept[1:])
    prefix = 0
    while prefix < len(recipe) and recipe[prefix] == 1:
        prefix += 1
    return -1, prefix, tuple((i, what) for i, what in kept if i >= prefix)


def _filtered(children: list[Any], plan: _Plan) -> list[Any]:
    """A rule's children as its callback gets them (see ``_plan``); an inlined first
    child's list is taken over, so a long repetition stays linear."""
    take, prefix, steps = plan
    out = children[take] if take >= 0 else children[:prefix]
    for i, what in steps:
        if what == 1:
            out.append(children[i])
        else:
            out.extend(children[i])
    return out


# --------------------------------------------------------------------------- lexers
# A state's lexer tries its terminals in lark's order and takes the first that matches
# here — what lark's one alternation of them all does — but only those that can begin
# with the character at hand (FIRST, for ASCII; any other character tries them all).
# Each terminal's expression is compiled once, when first tried, not all of them at
# start-up.
_Match = Callable[[str, int], "re.Match[str] | None"]
_MATCHERS: dict[str, _Match] = {}


def _matcher(terminal: str) -> _Match:
    found = _MATCHERS.get(terminal)
    if found is None:
        found = _MATCHERS[terminal] = re.compile(_lalr.PATTERNS[terminal]).match
    return found


def pattern(terminal: str) -> re.Pattern[str]:
    """A terminal's regular expression, compiled (``re`` keeps it once compiled).

    >>> pattern("CARD").findall("HA Herz As W")
    ['HA', 'Herz As', 'W']
    """
    return re.compile(_lalr.PATTERNS[terminal])


#: A terminal as a lexer tries it: its name, its matcher, whether it is ignored, and
#: its exceptions (exact texts that are another terminal) or None.
_Candidate = tuple[str, _Match, bool, "dict[str, str] | None"]


#: A lexer as the tables give it: its terminals in order, their exceptions, what it allows.
_LexerSpec = tuple[tuple[str, ...], dict[str, dict[str, str]], tuple[str, ...]]


class _Lexer:
    """The terminals one parser state can take, by the first character of the text."""

    __slots__ = ("allowed", "by_char", "order", "unless")

    def __init__(self, spec: _LexerSpec) -> None:
        self.order, self.unless, self.allowed = spec
        self.by_char: dict[str, tuple[_Candidate, ...]] = {}

    def candidates(self, char: str) -> tuple[_Candidate, ...]:
        """The terminals to try, in order, where the text goes on with ``char``."""
        found = self.by_char.get(char)
        if found is None:
            first = _lalr.FIRST
            names = [t for t in self.order if char in first[t]] if char < "\x80" else self.order
            found = self.by_char[char] = tuple(
                (t, _matcher(t), t in _IGNORE, self.unless.get(t)) for t in names
            )
        return found

    def match(self, text: str, pos: int) -> tuple[str, re.Match[str]] | None:
        """The first of the terminals that matches at ``pos``, and its match."""
        for kind, match, _ignored, _unless in self.by_char.get(text[pos]) or self.candidates(
            text[pos]
        ):
            m = match(text, pos)
            if m is not None:
                return kind, m
        return None


_IGNORE, _NEWLINES = frozenset(_lalr.IGNORE), frozenset(_lalr.NEWLINES)
_BLANK = _IGNORE - _NEWLINES  # ignored terminals that cannot hold a line break (WS)


def _blank_skipper() -> _Match | None:
    """The matcher of the one terminal that can begin with a space, if it is blank and
    every state skips it (WS): the parser skips the blank after a word without asking
    the next state's lexer, which would try that terminal alone."""
    spaced = [t for t, first in _lalr.FIRST.items() if " " in first]
    if len(spaced) != 1 or spaced[0] not in _BLANK:
        return None
    if not all(spaced[0] in order for order, _unless, _allowed in _lalr.LEXERS):
        return None
    return _matcher(spaced[0])


_SKIP = _blank_skipper()
_LEXERS: dict[int, _Lexer] = {}
_BY_STATE: list[_Lexer | None] = [None] * len(_lalr.ACTIONS)
_ROOT = -1


def _lexer(index: int) -> _Lexer:
    found = _LEXERS.get(index)
    if found is None:
        spec = _lalr.ROOT_LEXER if index == _ROOT else _lalr.LEXERS[index]
        found = _LEXERS[index] = _Lexer(spec)
    return found


def _state_lexer(state: int) -> _Lexer:
    found = _BY_STATE[state] = _lexer(_lalr.STATE_LEXER[state])
    return found


class Parser:
    """The notation's parser.  ``rules`` is a class with a method per rule (named as the
    rule or its alias: ``header``, ``hold_figure``, …), and each ``parse`` is given an
    object of it, whose methods the rules then call; without ``rules`` every rule builds
    a :class:`Tree`."""

    def __init__(self, rules: type | None = None) -> None:
        self._kind = rules
        self._rules = [_reduction(rule, rules) for rule in _lalr.RULES]

    def parse(self, text: str, callbacks: object = None) -> Any:
        """The value of the ``start`` rule for ``text``, the rules' methods called on
        ``callbacks`` (an object of the parser's ``rules``); raises
        :class:`UnexpectedInput`."""
        if self._kind is not None and not isinstance(callbacks, self._kind):
            wanted, got = self._kind.__name__, type(callbacks).__name__
            raise TypeError(f"the callbacks of this parser are a {wanted}, not a {got}")
        states: list[int] = [_lalr.START]
        values: list[Any] = []
        actions, lexers, skip = _lalr.ACTIONS, _BY_STATE, _SKIP
        blank, newlines = _BLANK, _NEWLINES
        pos, line, line_start, size = 0, 1, 0, len(text)
        last: Token | None = None
        while pos < size:
            lexer = lexers[states[-1]] or _state_lexer(states[-1])
            tried = lexer.by_char.get(text[pos]) or lexer.candidates(text[pos])
            for kind, match, ignored, unless in tried:  # noqa: B007 (the one that matched)
                m = match(text, pos)
                if m is not None:
                    break
            else:
                raise _unmatched(text, pos, line, pos - line_start + 1, lexer.allowed, states)
            end = m.end()
            if ignored and kind in blank:  # never a line break: skipped as it is
                pos = end
                continue
            value = m.group()
            tok = Token(value)
            column = pos - line_start + 1
            tok.start_pos, tok.line, tok.column = pos, line, column
            if "\n" in value and kind in newlines:
                line += value.count("\n")
                line_start = pos + value.rindex("\n") + 1
                tok.end_line, tok.end_column = line, end - line_start + 1
            else:
                tok.end_line, tok.end_column = line, column + len(value)
            pos = end
            if skip is not None and text.startswith(" ", pos):  # the blank after a word
                pos = skip(text, pos).end()  # type: ignore[union-attr]  # WS matches a space
            if ignored:
                continue
            if unless is not None:
                kind = unless.get(value, kind)
            tok.type, last = kind, tok
            action = actions[states[-1]].get(kind, -1)
            if action < 0:  # a rule ends before it: reduce first
                action = self._reduce(states, values, tok, callbacks)
            states.append(action)
            values.append(tok)
        self._reduce(states, values, _end_token(last), callbacks)  # to the value of start
        return values[-1]

    def _reduce(self, states: list[int], values: list[Any], token: Token, callbacks: object) -> int:
        """Reduce as the token demands; the state that then shifts it (or, for the end of
        the text, ``-1`` once the text is accepted: its value is then ``values[-1]``)."""
        actions, rules, kind = _lalr.ACTIONS, self._rules, token.type
        while True:
            action = actions[states[-1]].get(kind)
            if action is None:
                if states[-1] == _lalr.END and kind == "$END":
                    return -1
                expected = [s for s in actions[states[-1]] if s.isupper()]
                raise UnexpectedToken(token, expected, list(states))
            if action >= 0:
                return action
            origin, size, mode, build, plan = rules[~action]
            if size == 1:  # the most common case: the top of the stack is replaced
                if mode == _LIST:
                    values[-1] = [values[-1]]
                elif mode == _TAKE:
                    values[-1] = build(callbacks, values[-1])
                elif mode == _KEEP:
                    values[-1] = build(callbacks, [values[-1]])
                elif mode != _PASS:
                    values[-1] = build(callbacks, _filtered([values[-1]], plan))
                states[-1] = actions[states[-2]][origin]
            elif size:
                children = values[-size:]
                del values[1 - size :], states[1 - size :]
                if mode != _KEEP and mode != _LIST:
                    children = _filtered(children, plan)
                values[-1] = children if build is None else build(callbacks, children)
                states[-1] = actions[states[-2]][origin]
            else:
                values.append([] if build is None else build(callbacks, []))
                states.append(actions[states[-1]][origin])


# How a rule's children reach its callback: all of them as they are (_KEEP); its one
# child, an inlined rule's list (_TAKE); those the recipe keeps (_FILTER, ``_filtered``).
# An inlined rule builds nothing: its value is the list of its children (_LIST: all of
# them), or the list of its one inlined child (_PASS: ``_line``), or ``_filtered``'s.
_KEEP, _TAKE, _FILTER, _LIST, _PASS = range(5)


#: What a reduction calls: (the callbacks of the parse, the rule's children) → its value.
_Build = Callable[[Any, list[Any]], Any]
#: A rule as ``Parser._reduce`` runs it: left-hand side, length, mode, build (a
#: ``_Build``; None where an inlined rule builds nothing, see its mode), plan.
_Reduction = tuple[str, int, int, Any, _Plan]


def _reduction(rule: tuple[str, str, int, tuple[int, ...]], rules: type | None) -> _Reduction:
    """(left-hand side, length, mode, build, plan) of one rule: see ``Parser._reduce``."""
    name, origin, size, recipe = rule
    mode = _KEEP if all(what == 1 for what in recipe) else _TAKE if recipe == (2,) else _FILTER
    plan = _plan(recipe)
    if name.startswith("_"):  # inlined: its parent takes its children
        inlined = {_KEEP: _LIST, _TAKE: _PASS}.get(mode, mode)
        return origin, size, inlined, None if inlined != _FILTER else _same, plan
    method: _Build | None = getattr(rules, name, None)
    if method is None:
        return origin, size, mode, lambda _callbacks, children: Tree(name, children), plan
    return origin, size, mode, method, plan


def _unmatched(
    text: str, pos: int, line: int, column: int, allowed: tuple[str, ...], states: list[int]
) -> UnexpectedInput:
    """No terminal of this state matches: if one of another state does, the error is that
    token (what lark's contextual lexer says), else the characters."""
    expected = set(allowed) or {"<END-OF-FILE>"}
    root = _lexer(_ROOT)
    found = root.match(text, pos)
    if found is None or found[0] in _lalr.IGNORE:
        return UnexpectedCharacters(line, column, expected)
    kind, value = found[0], found[1].group()
    kind = root.unless.get(kind, {}).get(value, kind)
    token = make_token(kind, value, pos, line, column)  # its end as the parse's tokens
    return UnexpectedToken(token, expected, list(states))
