"""A transcript's own words in the canonical layout: what ``perlagg fmt`` writes.

Unlike ``render`` (canonical words and seat letters, from the events), this writer keeps
the tokens of the parse as they were written — the players' names, the words of speech,
``!`` and ``.``, quoted talk, ``{…}`` remarks, ``#`` comments — and normalises only the
layout: one blank between tokens (none before ``:`` ``,`` ``!`` ``]`` nor around ``=``),
each card in its short code (a nickname such as ``Weli`` or ``Martl`` in its own
spelling), ``-`` for no cards, the line heads (``Runde``, ``Geber``…, ``Round``, ``Dealer``…)
and seat letters in capitals, no blanks at a line's end nor blank lines at the file's
end.  Lines are split where the parser splits them (``\\r\\n``, ``\\r``, U+2028, U+2029,
U+0085); the file's byte-order mark and its first line ending are kept.

>>> print(layout("runde   # los\\ngeber:d\\n\\nSüß: Ich schaue das Gleich an .\\n"), end="")
Runde  # los
Geber: D
<BLANKLINE>
Süß: Ich schaue das Gleich an.
>>> layout("\\ufeffRunde\\r\\nHand a :  Herz-As  weli\\r\\n")
'\\ufeffRunde\\r\\nHand A: HA Weli\\r\\n'
>>> comments("Runde # eins\\u2028# zwei\\nA spielt HA {#1}\\n")
['# eins', '# zwei']
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.base.lines import LINE_BREAK
from referee.model.cards import NICKNAMES, Card, TrumpRef, fold_word, lookup_card
from referee.notation.header_order import header_rank
from referee.notation.lalr import Token, Tree, pattern
from referee.notation.parser import tree_parser
from referee.notation.text import normalise
from referee.notation.words import ENGLISH_HEADS, LINE_WORDS

__all__ = ["comments", "layout", "line_ending"]

#: The blanks the grammar ignores between tokens (its terminal WS).
BLANKS = " \t\f\v\u00a0\ufeff"
#: Tokens written without a blank before them, and after them.
_TIGHT_BEFORE = frozenset({"COLON", "COMMA", "END", "RSQB"})
_TIGHT_AFTER = frozenset({"LSQB"})
#: The terminals of the line heads, and each head in its one spelling (German or English).
_HEAD_TERMINALS = frozenset(
    {"RUNDE", "GEBER", "ABHEBEN", "HAND", "TRUMPF", "STICH", "STAND", "STREIT"}
)
_HEADS = {w.casefold(): w for w in (*LINE_WORDS, *ENGLISH_HEADS)}
_CARD = pattern("CARD")


def line_ending(text: str) -> str:
    r"""The file's line ending: its first ``\r\n``, ``\r`` or ``\n`` (else ``\n``).

    >>> line_ending("a\r\nb\nc"), line_ending("a\u2028b"), line_ending("a\rb")
    ('\r\n', '\n', '\r')
    """
    for m in LINE_BREAK.finditer(text):
        if m.group() in ("\r\n", "\r", "\n"):
            return m.group()
    return "\n"


def layout(text: str) -> str:
    """``text`` (which parses) in the canonical layout, its words, comments and remarks
    kept, its byte-order mark and line ending too; the header tags one to a line, in the
    documented order (``referee.notation.header_order``).

    >>> print(layout('# mine\\n[Quelle "S. 67"]  # p\\n# the book\\n[Regeln "1890"] [A "X"]\\n'))
    # mine
    # the book
    [Regeln "1890"]
    [A "X"]
    [Quelle "S. 67"]  # p
    <BLANKLINE>
    """
    out = _formatted(_lines_and_tokens(text))
    while out and out[-1] == "":
        out.pop()
    eol = line_ending(text)
    bom = "\ufeff" if text.startswith("\ufeff") else ""
    return bom + eol.join(out) + eol if out else bom


#: One header tag as ``fmt`` writes it: the lines above it since the tag before it
#: (comments, remarks, blank lines), its own line, its key, the remarks of both.
_Tag = tuple[list[str], str, str, list[str]]
Line = tuple[str, list[Token]]


def _formatted(lines: list[Line]) -> list[str]:
    """Every line in the canonical layout; the header tags, from the first to the last,
    one to a line in their documented order, each with the lines above it."""
    rows = [i for i, (_, tokens) in enumerate(lines) if _is_tag_line(tokens)]
    if not rows:
        return [_line(source, tokens) for source, tokens in lines]
    first, last = rows[0], rows[-1] + 1
    before = [_line(source, tokens) for source, tokens in lines[:first]]
    after = [_line(source, tokens) for source, tokens in lines[last:]]
    return before + _in_order(_tags(lines[first:last])) + after


def _is_tag_line(tokens: list[Token]) -> bool:
    return bool(tokens) and tokens[0].type == "LSQB"


def _tags(lines: list[Line]) -> list[_Tag]:
    """The header tags of these lines (a line of three tags is three), each with the
    lines above it; a line's comment and remarks go with its last tag."""
    tags: list[_Tag] = []
    above: list[str] = []
    remarks: list[str] = []  # of the lines above
    for source, tokens in lines:
        if not _is_tag_line(tokens):
            above.append(_line(source, tokens))
            remarks += [str(t) for t in tokens if t.type == "ANNOTATION"]
            continue
        groups: list[list[Token]] = []
        for tok in tokens:
            if tok.type == "LSQB":
                groups.append([])
            groups[-1].append(tok)
        comment = _comment(source, tokens)
        for i, group in enumerate(groups):
            text = _joined(group)
            if comment and i == len(groups) - 1:
                text += f"  {comment}"
            remarks += [str(t) for t in group if t.type == "ANNOTATION"]
            tags.append((above, text, str(group[1]), remarks))
            above, remarks = [], []
    return tags


def _in_order(tags: list[_Tag]) -> list[str]:
    """The tags' lines in the documented order; as written if that would change the
    order of their remarks (the referee keeps the remarks in order)."""
    ordered = sorted(tags, key=lambda tag: header_rank(tag[2]))
    if [r for tag in ordered for r in tag[3]] != [r for tag in tags for r in tag[3]]:
        ordered = tags
    return [line for above, text, _, _ in ordered for line in (*above, text)]


def comments(text: str) -> list[str]:
    """Every ``#`` comment of ``text`` (which parses), in order, without its blanks."""
    found = (_comment(source, tokens) for source, tokens in _lines_and_tokens(text))
    return [c for c in found if c]


def _lines_and_tokens(text: str) -> list[tuple[str, list[Token]]]:
    """Each line of ``text`` (split as the parser splits it) with its parse's tokens."""
    plain = normalise(text)
    by_line: dict[int, list[Token]] = {}
    for tok in _tokens(tree_parser().parse(plain + "\n")):
        by_line.setdefault(tok.line, []).append(tok)
    return [(line, by_line.get(n, [])) for n, line in enumerate(plain.split("\n"), 1)]


def _tokens(node: Tree | Token) -> Iterator[Token]:
    """The tokens of a parse tree, in the order of the text."""
    if isinstance(node, Token):
        yield node
        return
    for child in node.children:
        yield from _tokens(child)


def _comment(source: str, tokens: list[Token]) -> str:
    """The line's ``#`` comment (after its last token), or ``""``."""
    rest = source[tokens[-1].end_column - 1 :] if tokens else source
    rest = rest.strip(BLANKS)
    return rest.rstrip(BLANKS) if rest.startswith("#") else ""


def _line(source: str, tokens: list[Token]) -> str:
    """One line: its tokens in the canonical layout, then its comment."""
    comment = _comment(source, tokens)
    if not tokens:
        return comment
    words = _joined(tokens)
    return f"{words}  {comment}" if comment else words


def _joined(tokens: list[Token]) -> str:
    """The tokens' words, each after the blank its place wants (``A: HA, B H8``).

    >>> from referee.notation.lalr import make_token as t
    >>> _joined([t("NAME", "D", 0, 1, 1), t("CARD", "LU", 0, 1, 3),
    ...          t("CHRISTEN", "=", 0, 1, 5), t("CARD", "Laub-As", 0, 1, 7)])
    'D LU=LA'
    """
    out: list[str] = []
    previous, word = "", ""
    for tok in tokens:
        tight = not out or tok.type in _TIGHT_BEFORE or previous in _TIGHT_AFTER
        word_before, word = word, _word(tok)
        out.append("" if tight or "=" in (word, word_before) else " ")
        out.append(word)
        previous = tok.type
    return "".join(out)


def _word(tok: Token) -> str:
    """A token in its one spelling: cards as codes, heads and seats in capitals."""
    kind = tok.type
    if kind == "CARD":
        return _card(tok)
    if kind == "CARDS":
        return " ".join(_card(m.group()) for m in _CARD.finditer(tok))
    if kind == "NONE":
        return "-"
    if kind in _HEAD_TERMINALS:
        return _HEADS.get(tok.casefold(), str(tok))
    if kind == "PARTY":
        return "".join(str(tok).split()).upper()
    if kind == "NAME" and len(tok) == 1 and tok.upper() in "ABCD":
        return tok.upper()
    if kind == "REST":
        return tok.rstrip(BLANKS)
    if kind in ("CHRISTEN", "DEGREE", "HOECHST"):
        return " ".join(tok.split())
    return str(tok)


def _card(word: str) -> str:
    """A card's one spelling: its code, or a nickname's own spelling (the Perlaggs are
    often written by name, and that name is the writer's word).

    >>> [_card(w) for w in ("herz-as", "H10", "hz", "WELI", "w", "martl", "Trumpf-Ober")]
    ['HA', 'H10', 'H10', 'Weli', 'W', 'Martl', 'Trumpf-Ober']
    """
    nickname = _NICKNAMES.get(fold_word(word))
    if nickname:
        return nickname
    ref = lookup_card(word)
    return ref.code if isinstance(ref, Card | TrumpRef) else word


#: Each nickname of a card, found by its folded spelling.
_NICKNAMES = {fold_word(name): name for name in NICKNAMES}
