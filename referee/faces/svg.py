"""Pictures of a deal: the cards, the hands around the table, one trick, as SVG.

Every card is drawn here from simple shapes (a heart, a leaf, a bell, an acorn, the
rank's letter), so the pictures need no bitmap and no one else's card art.  The output
is deterministic (the same report gives the same bytes) and every part carries a CSS
class (``card``, ``suit-L``, ``rank-A``, ``weli``, ``perlagg``, ``christened``,
``winner``, ``seat``, ``dealer`` …) so that a book or a web page can restyle it, as
``chess.svg`` does for a chess position.  On the HTML page a card is a ``<use>`` of its
``<symbol>`` and its code's class (``c-LA``) stands for its suit and rank.

The pictures only draw what the report holds (``PlayResult``: hands, tricks with their
winners, christenings, cut, turn and exchange); they decide nothing.

>>> from referee.model.cards import card
>>> 'aria-label="Laub-As"' in card_svg(card("LA"), 0, 0)
True
>>> svg = card_svg(card("W"), 0, 0, counts_as=card("HA"), lang="en")
>>> 'aria-label="Weli, christened as Ace of Herz"' in svg
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence

from referee.base.record import record
from referee.faces.markup import xml_escape as escape
from referee.messages import DE, say
from referee.model.cards import PLAIN_RANKS, Card, Rank, Suit, card, full_deck
from referee.model.report import DealReport, Report
from referee.model.results import PlayedCard, PlayResult, TrickResult
from referee.model.seats import SEATS, Seat

CARD_W, CARD_H = 50, 75
HAND_STEP = 30  # the offset of one card to the next in a hand: the index shows
SVG_NS = "http://www.w3.org/2000/svg"

# --------------------------------------------------------------------------- suit shapes
# Each symbol is drawn in a 20 × 20 box centred on (0, 0).
_HERZ = (
    '<path class="pip-body" d="M0 8C-4 4.5-9 1.5-9-3C-9-6.5-6.5-8.5-4-8.5C-2-8.5-.6-7.2 0-5.6'
    'C.6-7.2 2-8.5 4-8.5C6.5-8.5 9-6.5 9-3C9 1.5 4 4.5 0 8Z"/>'
)
_LAUB = (
    '<path class="pip-body" d="M0-9.5C6-7 8 1 0 7.5C-8 1-6-7 0-9.5Z"/>'
    '<path class="pip-vein" d="M0-7V9.5M0-2L3.5-5M0-2L-3.5-5M0 2.5L4-1M0 2.5L-4-1"/>'
)
_SCHELL = (
    '<circle class="pip-body" cx="0" cy="1" r="7.5"/>'
    '<circle class="pip-body" cx="0" cy="-7.6" r="1.8"/>'
    '<path class="pip-vein" d="M-7.2-1H7.2M-7.2 1.6H7.2"/>'
    '<path class="pip-slot" d="M-3.5 5.2H3.5"/>'
)
_EICHEL = (
    '<ellipse class="pip-body" cx="0" cy="2.6" rx="5" ry="6.4"/>'
    '<path class="pip-cap" d="M-6.2-1C-6.2-6.4 6.2-6.4 6.2-1Z"/>'
    '<path class="pip-vein" d="M0-5.4L1-9.2M-4.2-2.6H4.2"/>'
)
SUIT_SHAPES: Mapping[Suit, str] = {
    Suit.HERZ: _HERZ,
    Suit.LAUB: _LAUB,
    Suit.SCHELL: _SCHELL,
    Suit.EICHEL: _EICHEL,
}
#: A Perlagg's mark, under the index so that it shows in a hand where cards overlap.
_STAR = (
    '<path class="perlagg-mark" d="M8.5 23.4L9.38 25.79L11.92 25.89L9.93 27.46L10.62 29.91'
    'L8.5 28.5L6.38 29.91L7.07 27.46L5.08 25.89L7.62 25.79Z"/>'
)
_CROWN = '<path class="crown" d="M-9 4V-4L-4.5 0L0-6L4.5 0L9-4V4Z"/>'

#: Where the pips of the number cards stand on the card (x, y).
_COLS, _ROWS = (17.5, 32.5), (22.0, 32.0, 42.0, 52.0)
_PIPS: Mapping[Rank, tuple[tuple[float, float], ...]] = {
    Rank.SIEBEN: (*((x, y) for y in (22, 37, 52) for x in _COLS), (25, 29.5)),
    Rank.ACHT: tuple((x, y) for y in _ROWS for x in _COLS),
    Rank.NEUN: (*((x, y) for y in _ROWS for x in _COLS), (25, 37)),
    Rank.ZEHN: (*((x, y) for y in _ROWS for x in _COLS), (25, 27), (25, 47)),
    Rank.SECHS: tuple((x, y) for y in (22, 37, 52) for x in _COLS),
}


def _num(v: float) -> str:
    """Numbers as SVG wants them, the same bytes every time: ``12``, ``12.5``."""
    return f"{v:.2f}".rstrip("0").rstrip(".")


def suit_symbol(suit: Suit, x: float, y: float, scale: float = 1.0, *, shared: bool = False) -> str:
    """One suit symbol centred on (x, y): drawn, or (``shared``, in a page's card
    ``<symbol>``s) a ``<use>`` of the suit's one drawing (``pip_defs``)."""
    at = f'transform="translate({_num(x)} {_num(y)}) scale({_num(scale)})"'
    if shared:
        return f'<use href="#pp-{suit.value}" {at}/>'
    return f'<g class="pip suit-{suit.value}" {at}>{SUIT_SHAPES[suit]}</g>'


def pip_defs(suits: Iterable[str]) -> str:
    """Each suit's symbol drawn once (``pp-H`` …), for the ``shared`` ones.

    >>> pip_defs(["H"]).startswith('<g id="pp-H" class="pip suit-H"><path class="pip-body"')
    True
    """
    return "".join(
        f'<g id="pp-{s}" class="pip suit-{s}">{SUIT_SHAPES[Suit(s)]}</g>' for s in sorted(suits)
    )


# --------------------------------------------------------------------------- words
def card_name(c: Card, lang: str = DE) -> str:
    """The card's name for a reader: ``Laub-As``; in English ``Ace of Laub``.

    >>> from referee.model.cards import card
    >>> card_name(card("E10")), card_name(card("E10"), "en"), card_name(card("W"), "en")
    ('Eichel-Zehner', 'Ten of Eichel', 'Weli')
    """
    if c.is_weli:
        return say("svg.weli", lang)
    return say("svg.card", lang, suit=c.suit.german, rank=say(f"svg.rank.{c.rank.code}", lang))


def card_label(c: Card, counts_as: Card | None, lang: str = DE) -> str:
    """The text alternative of a card as played: christened or not."""
    if counts_as is None or counts_as == c:
        return card_name(c, lang)
    return say("svg.christened", lang, card=card_name(c, lang), counts=card_name(counts_as, lang))


def _attr(text: str) -> str:
    return escape(text, {'"': "&quot;"})


# --------------------------------------------------------------------------- one card
def _face(c: Card, shared: bool = False) -> str:
    """The middle of the card: pips for 7–10, a figure for U O K, one big pip for the As."""
    if c.is_weli:
        pips = "".join(suit_symbol(c.suit, x, y, 0.42, shared=shared) for x, y in _PIPS[Rank.SECHS])
        return pips + '<text class="banner" x="25" y="64.5">WELI</text>'
    if c.rank in _PIPS:
        return "".join(suit_symbol(c.suit, x, y, 0.45, shared=shared) for x, y in _PIPS[c.rank])
    if c.rank is Rank.ASS:
        return suit_symbol(c.suit, 25, 38, 1.45, shared=shared)
    letter = f'<text class="figure" x="25" y="{{y}}">{c.rank.code}</text>'
    if c.rank is Rank.OBER:  # the Ober holds his suit high, the Unter low
        return suit_symbol(c.suit, 25, 26, 0.8, shared=shared) + letter.format(y=54)
    if c.rank is Rank.UNTER:
        return letter.format(y=38) + suit_symbol(c.suit, 25, 50, 0.8, shared=shared)
    crown = f'<g transform="translate(25 22)">{_CROWN}</g>'
    return crown + letter.format(y=44) + suit_symbol(c.suit, 25, 53, 0.6, shared=shared)


def _index(c: Card, shared: bool = False) -> str:
    code = "W" if c.is_weli else c.rank.code
    return (
        f'<text class="index" x="4" y="11">{code}</text>'
        + suit_symbol(c.suit, 8.5, 17.5, 0.34, shared=shared)
        + f'<g transform="rotate(180 25 37.5)"><text class="index" x="4" y="11">{code}</text>'
        + suit_symbol(c.suit, 8.5, 17.5, 0.34, shared=shared)
        + "</g>"
    )


def card_svg(
    c: Card,
    x: float,
    y: float,
    *,
    counts_as: Card | None = None,
    perlagg: bool = False,
    extra: Sequence[str] = (),
    lang: str = DE,
    symbol: bool = False,
) -> str:
    """One card as an SVG group with its top-left corner at (x, y).

    A christened Perlagg is drawn as itself, with what it counts as on a band across it.
    With ``symbol`` the card's art is a ``<use>`` of its ``<symbol>`` (``card_symbols``:
    a page draws each card once); standing alone, the picture draws it in full.

    >>> from referee.model.cards import card
    >>> card_svg(card("LA"), 0, 0, symbol=True)
    '<use href="#pc-LA" width="50" height="75" class="card c-LA"><title>Laub-As</title></use>'
    """
    christened = counts_as is not None and counts_as != c
    label = card_label(c, counts_as, lang)
    if symbol:
        return _placed(c, x, y, label, perlagg, christened, counts_as, extra)
    classes = ["card", f"suit-{c.suit.value}", f"rank-{'W' if c.is_weli else c.rank.code}"]
    classes += ["weli"] * c.is_weli + ["perlagg"] * perlagg + ["christened"] * christened
    classes += list(extra)
    parts = [
        f'<g class="{" ".join(classes)}" transform="translate({_num(x)} {_num(y)})" '
        f'role="img" aria-label="{_attr(label)}"><title>{escape(label)}</title>',
        _blank(c) + _art(c),
        _STAR if perlagg else "",
        _band(counts_as) if christened and counts_as is not None else "",
        "</g>",
    ]
    return "".join(parts)


def _placed(
    c: Card,
    x: float,
    y: float,
    label: str,
    perlagg: bool,
    christened: bool,
    counts_as: Card | None,
    extra: Sequence[str],
) -> str:
    """A card on a page: its ``<symbol>`` placed.  Its code's class (``c-LA``) stands for
    its suit and rank; its ``<title>`` names it (the picture around it is one image, so
    the card needs no role of its own).  A plain card is one ``<use>``; a card with a
    mark over its art (★, the christening band, the winner's or exchange's frame) a
    group."""
    classes = ["card", f"c-{c.code}"] + ["perlagg"] * perlagg + ["christened"] * christened
    classes += [e for e in extra if e not in classes]
    title = f"<title>{escape(label)}</title>"
    framed = bool({"winner", "exchanged"} & set(extra))
    if not (perlagg or christened or framed):
        return f'{_use(c.code, x, y)[:-2]} class="{" ".join(classes)}">{title}</use>'
    parts = [
        f'<g class="{" ".join(classes)}" transform="translate({_num(x)} {_num(y)})">{title}',
        _use(c.code),
        f'<rect class="card-edge" width="{CARD_W}" height="{CARD_H}" rx="4"/>' if framed else "",
        _use(_STAR_ID) if perlagg else "",
        _band(counts_as) if christened and counts_as is not None else "",
        "</g>",
    ]
    return "".join(parts)


def _band(counts_as: Card) -> str:
    """The band across a christened Perlagg: what it counts as."""
    return (
        '<rect class="christening-band" x="0" y="56" width="50" height="13"/>'
        f'<text class="christening" x="25" y="65.5">= {escape(counts_as.code)}</text>'
    )


def _art(c: Card, shared: bool = False) -> str:
    """What is printed on a card: the Weli's frame, the indices, the face (its suit
    symbols ``shared``, or drawn)."""
    frame = (
        '<rect class="weli-frame" x="2.5" y="2.5" width="45" height="70" rx="2.5"/>'
        if c.is_weli
        else ""
    )
    return frame + _index(c, shared) + _face(c, shared)


def _blank(c: Card) -> str:
    """The card's paper."""
    cls = "card-face weli-face" if c.is_weli else "card-face"
    return f'<rect class="{cls}" width="{CARD_W}" height="{CARD_H}" rx="4"/>'


def _use(code: str, x: float = 0, y: float = 0) -> str:
    """A ``<use>`` of a card's ``<symbol>``, at (x, y) where that is not (0, 0)."""
    at = (f' x="{_num(x)}"' if x else "") + (f' y="{_num(y)}"' if y else "")
    return f'<use href="#pc-{code}"{at} width="{CARD_W}" height="{CARD_H}"/>'


_STAR_ID = "STAR"  # the Perlagg's mark, a symbol beside the cards'


#: The ``<symbol>`` ids a picture's ``<use>``s name: ``pc-LA``, ``pc-W``.
SYMBOL_USE = re.compile(r'<use href="#pc-([A-Z0-9]+)"')


def symbol_suits(codes: Iterable[str]) -> set[str]:
    """The suits whose symbols the cards ``codes`` show (the Weli's: Schell).

    >>> sorted(symbol_suits(["W", "LA", _STAR_ID]))
    ['L', 'S']
    """
    return {card(code).suit.value for code in codes if code != _STAR_ID}


def card_symbols(codes: Iterable[str], suits: Iterable[str] = ()) -> str:
    """The art of the cards ``codes`` as ``<symbol>``s in a hidden ``<svg>``, for the
    ``<use>``s of ``card_svg(symbol=True)`` on the same page (defined once per page),
    their suit symbols ``<use>``s of the ``suits``' drawings (``pip_defs``: each once
    per page, given here the first time a card of its suit is).

    >>> card_symbols(["W"], ["S"]).count("<symbol"), card_symbols([])
    (1, '')
    """
    symbols = pip_defs(suits) + "".join(
        f'<symbol id="pc-{code}" viewBox="0 0 {CARD_W} {CARD_H}">'
        + (_STAR if code == _STAR_ID else _blank(card(code)) + _art(card(code), shared=True))
        + "</symbol>"
        for code in sorted(codes)
    )
    if not symbols:
        return ""
    return (
        f'<svg xmlns="{SVG_NS}" class="card-symbols" width="0" height="0" aria-hidden="true" '
        f'focusable="false"><defs>{symbols}</defs></svg>'
    )


def card_back(x: float, y: float, lang: str = DE) -> str:
    """A card the transcript does not show."""
    label = _attr(say("svg.unknown-card", lang))
    return (
        f'<g class="card back" transform="translate({_num(x)} {_num(y)})" role="img" '
        f'aria-label="{label}"><title>{label}</title>'
        f'<rect class="card-back" width="{CARD_W}" height="{CARD_H}" rx="4"/>'
        '<rect class="back-pattern" x="5" y="5" width="40" height="65" rx="2"/></g>'
    )


# --------------------------------------------------------------------------- the style
#: The default look; every rule is on a class, so a user's stylesheet can override it.
STYLE = """
.card-face{fill:#fffdf7;stroke:#3b3b3b;stroke-width:1}
.card-back{fill:#7a2431;stroke:#3b3b3b;stroke-width:1}
.back-pattern{fill:none;stroke:#e9c46a;stroke-width:1.2;stroke-dasharray:3 2}
.index{font:700 10px Georgia,'DejaVu Serif',serif;fill:#222}
.figure{font:700 21px Georgia,'DejaVu Serif',serif;fill:#222;text-anchor:middle}
.banner{font:700 7px Georgia,'DejaVu Serif',serif;fill:#7a4b00;text-anchor:middle}
.crown{fill:#e9b10a;stroke:#7a5a00;stroke-width:.8}
.suit-H .pip-body{fill:#c8102e}
.suit-L .pip-body{fill:#2f7d32}
.suit-L .pip-vein{stroke:#d7efc8;stroke-width:.9;fill:none}
.suit-S .pip-body{fill:#e9b10a;stroke:#7a5a00;stroke-width:.8}
.suit-S .pip-vein{stroke:#b5121b;stroke-width:1.6;fill:none}
.suit-S .pip-slot{stroke:#3b2a00;stroke-width:1.6;stroke-linecap:round}
.suit-E .pip-body{fill:#8b5a2b}
.suit-E .pip-cap{fill:#2f5d1e}
.suit-E .pip-vein{stroke:#5b3a1a;stroke-width:.9;fill:none}
.weli .card-face,.weli-face{fill:#fff4d6;stroke:#7a5a00;stroke-width:1.5}
.card-edge{fill:none}.winner>.card-edge{stroke:#d4a017;stroke-width:3.5}
.exchanged>.card-edge{stroke:#1f3a5f;stroke-width:2.5;stroke-dasharray:4 2}
.weli-frame{fill:none;stroke:#e9b10a;stroke-width:1}
.perlagg-mark{fill:#e9b10a;stroke:#7a5a00;stroke-width:.5}
.christening-band{fill:#1f3a5f;opacity:.92}
.christening{font:700 9px 'DejaVu Sans',Verdana,sans-serif;fill:#fff;text-anchor:middle}
.winner>.card-face{stroke:#d4a017;stroke-width:3.5}
.exchanged>.card-face{stroke:#1f3a5f;stroke-width:2.5;stroke-dasharray:4 2}
.felt{fill:#e8efe6;stroke:#b9c9b5}
.seat-label{font:13px 'DejaVu Sans',Verdana,sans-serif;fill:#222;text-anchor:middle}
.seat-label .seat-letter{font-weight:700}
.seat-label .role{fill:#7a2431;font-weight:700}
.party-AC{fill:#1f3a5f}
.party-BD{fill:#8a3b12}
.caption{font:12px 'DejaVu Sans',Verdana,sans-serif;fill:#333;text-anchor:middle}
.caption-title{font:700 13px 'DejaVu Sans',Verdana,sans-serif;fill:#222}
.seat-label .order{fill:#666}
.seat-label.winner{font-weight:700;fill:#8a6500}
.hand-caption{font:11px 'DejaVu Sans',Verdana,sans-serif;fill:#555;text-anchor:middle}
"""


def document(
    body: str,
    width: float,
    height: float,
    title: str,
    *,
    style: bool = True,
    labelled_by: str | None = None,
) -> str:
    """An ``<svg>`` around ``body``, its ``title`` read by a screen reader: standing
    alone (``style``) with its namespace, its size, its style and a ``<title>`` as well;
    on a page (whose style sizes it, and says the title in words beside it; HTML needs
    no namespace) with the label alone, or named by the element ``labelled_by`` that says
    the same words."""
    box = f'viewBox="0 0 {_num(width)} {_num(height)}"'
    if style:
        head = f'<svg xmlns="{SVG_NS}" class="perlagg" {box} width="{_num(width)}" '
        head += f'height="{_num(height)}"'
        inner = f"<title>{escape(title)}</title><style>{STYLE}</style>{body}"
    else:  # the page's style sizes it
        head, inner = f'<svg class="perlagg" {box}', body
    named = f'aria-labelledby="{labelled_by}"' if labelled_by else f'aria-label="{_attr(title)}"'
    return f'{head} role="img" {named}>{inner}</svg>'


# --------------------------------------------------------------------------- the table
@record
class _Place:
    x: float  # the centre of what stands at this seat
    y: float
    label_y: float


def places(seats: Sequence[Seat], cx: float, cy: float, rx: float, ry: float) -> dict[Seat, _Place]:
    """Where each seat sits: the first at the bottom, the others to its left in turn
    (play goes to the left, so clockwise seen from above).  Two seats face each other.

    >>> p = places(SEATS, 100, 100, 50, 40)
    >>> [(s.value, round(p[s].x), round(p[s].y)) for s in SEATS]
    [('A', 100, 140), ('B', 50, 100), ('C', 100, 60), ('D', 150, 100)]
    """
    out: dict[Seat, _Place] = {}
    for i, seat in enumerate(seats):
        angle = math.pi / 2 + 2 * math.pi * i / len(seats)
        x = cx + rx * math.cos(angle)
        y = cy + ry * math.sin(angle)
        out[seat] = _Place(round(x, 2), round(y, 2), round(y - CARD_H / 2 - 8, 2))
    return out


def _seats(play: PlayResult) -> tuple[Seat, ...]:
    """The seats of the table, as the report gives them."""
    return tuple(play.known) or SEATS


def _party_class(seat: Seat) -> str:
    return "party-" + seat.party.value.replace("+", "")


def seat_label(report: Report, play: PlayResult, seat: Seat, x: float, y: float, lang: str) -> str:
    """``A · Josef Schober · Geber``: the seat, its player, its role in this deal."""
    roles = []
    if seat == play.dealer:
        roles.append(say("svg.dealer", lang))
    if seat == play.cutter and play.cut_kept:
        kept = " ".join(c.code for c in play.cut_kept)
        roles.append(say("svg.cutter-kept", lang, cards=kept))
    elif seat == play.cutter:
        roles.append(say("svg.cutter", lang))
    name = report.names.get(seat)
    parts = [f'<tspan class="seat-letter {_party_class(seat)}">{seat.value}</tspan>']
    if name:  # a long name is cut, so that it stays on the picture
        short = name if len(name) <= 18 else name[:17] + "…"
        isolated = f'<tspan unicode-bidi="isolate">{escape(short)}</tspan>'
        parts.append(f'<tspan class="name"> · {isolated}</tspan>')  # no bidi leaks out
    parts += [f'<tspan class="role"> · {escape(r)}</tspan>' for r in roles]
    classes = ["seat-label", f"seat-{seat.value}"] + ["dealer"] * (seat == play.dealer)
    return f'<text class="{" ".join(classes)}" x="{_num(x)}" y="{_num(y)}">{"".join(parts)}</text>'


# --------------------------------------------------------------------------- the deal
_SUIT_ORDER = (Suit.HERZ, Suit.LAUB, Suit.SCHELL, Suit.EICHEL)


def hand_order(cards: Iterable[Card], perlaggs: Sequence[Card]) -> tuple[Card, ...]:
    """A hand as a player sorts it: the Perlaggs first, high to low, then by suit.

    >>> from referee.model.cards import card
    >>> [c.code for c in hand_order(map(card, ["L8", "HA", "W", "LA", "HK"]), (card("HK"),))]
    ['HK', 'HA', 'LA', 'L8', 'W']
    """

    def key(c: Card) -> tuple[int, int, int]:
        if c in perlaggs:
            return (0, perlaggs.index(c), 0)
        return (1, _SUIT_ORDER.index(c.suit), -c.rank)

    return tuple(sorted(cards, key=key))


def _hand_size(play: PlayResult) -> int:
    return max([5, *(len(cs) for cs in play.known.values())])


def _taken(play: PlayResult, seat: Seat) -> set[Card]:
    return {e.taken for e in play.exchanges if e.seat == seat}


def hand_svg(
    play: PlayResult, seat: Seat, cx: float, cy: float, lang: str = DE, symbol: bool = False
) -> str:
    """One seat's five cards in a row centred on (cx, cy); unknown cards face down.
    Standing alone the hand is named in words; on a page (``symbol``) the picture's own
    text alternative names it (within one image it would not be read) and its cards
    stand in a group placed once."""
    cards = hand_order(play.known.get(seat, ()), play.perlaggs)
    size = max(_hand_size(play), len(cards))
    left, top = cx - (CARD_W + (size - 1) * HAND_STEP) / 2, cy - CARD_H / 2
    x0, y0 = (0.0, 0.0) if symbol else (left, top)  # on a page, within the hand's group
    taken = _taken(play, seat)
    parts = []
    for i in range(size):
        x = x0 + i * HAND_STEP
        if i < len(cards):
            c = cards[i]
            extra = (f"c-{c.code}", *(("exchanged",) if c in taken else ()))
            perlagg = c in play.perlaggs
            parts.append(card_svg(c, x, y0, perlagg=perlagg, extra=extra, lang=lang, symbol=symbol))
        else:
            parts.append(card_back(x, y0, lang))
    if symbol:
        at = f'transform="translate({_num(left)} {_num(top)})"'
        return f'<g class="hand seat-{seat.value}" {at}>{"".join(parts)}</g>'
    names = ", ".join(card_name(c, lang) for c in cards) or say("svg.unknown-hand", lang)
    label = _attr(say("svg.hand", lang, seat=seat.value, cards=names))
    return f'<g class="hand seat-{seat.value}" aria-label="{label}">{"".join(parts)}</g>'


def _middle(play: PlayResult, cx: float, cy: float, lang: str, symbol: bool = False) -> str:
    """The turned card(s), the exchange and the trump in the middle of the table."""
    parts = ['<g class="turned">']
    given = [e for e in play.exchanges if e.given is not None]
    shown = [*play.turned, *(e.given for e in given if e.given is not None)]
    x0 = cx - (CARD_W + (len(shown) - 1) * (CARD_W + 10)) / 2
    for i, c in enumerate(shown):
        extra = ("given",) if i >= len(play.turned) else ("turned-card",)
        parts.append(
            card_svg(
                c,
                x0 + i * (CARD_W + 10),
                cy - CARD_H / 2 - 12,
                extra=extra,
                lang=lang,
                symbol=symbol,
            )
        )
    parts.append("</g>")
    lines = []
    if play.turned:
        lines.append(say("svg.turned", lang))
    lines += [
        say("svg.exchange", lang, seat=e.seat.value, taken=e.taken.code, given=e.given.code)
        for e in given
        if e.given is not None
    ]
    if play.trump is not None:
        lines.append(say("svg.trump", lang, suit=play.trump.german))
    else:
        lines.append(say("svg.trump-unknown", lang))
    y = cy + CARD_H / 2 + 8
    for i, text in enumerate(lines):
        parts.append(
            f'<text class="caption" x="{_num(cx)}" y="{_num(y + 16 * i)}">{escape(text)}</text>'
        )
    return "".join(parts)


def deal_title(deal: DealReport, index: int, lang: str = DE) -> str:
    if deal.number is not None:
        return say("report.deal", lang, number=deal.number)
    return say("report.deal-unnumbered", lang, index=index)


_EDGE = 6  # the margin of the table picture


def _hand_width(play: PlayResult) -> float:
    """The width of the widest hand: its cards fanned by ``HAND_STEP``."""
    return CARD_W + (_hand_size(play) - 1) * HAND_STEP


def _felt_width(play: PlayResult) -> float:
    """The width of the table's middle: room for the turned and exchanged cards."""
    shown = len(play.turned) + sum(e.given is not None for e in play.exchanges)
    return max(160.0, shown * (CARD_W + 10) + 30)


def _table_size(hand: float, felt: float, seats: int) -> tuple[float, float]:
    """The table picture's width and height: the side hands (``hand`` wide) beside the
    middle (``felt``), every card on the canvas, the left hand's first as the right's last.

    >>> _table_size(170, 160, 4), _table_size(170, 160, 2)
    ((512, 470), (182, 470))
    """
    inner = 2 * hand + felt if seats > 2 else max(hand, felt)
    return 2 * _EDGE + inner, 470


def deal_svg(
    report: Report,
    index: int,
    lang: str = DE,
    *,
    style: bool = True,
    deal: DealReport | None = None,
) -> str:
    """The hands around the table, with dealer, cutter, the turned card and the exchange.

    Without ``style`` the picture stands on a page, which holds the style and the
    cards' ``<symbol>``s (``card_symbols``); standing alone it holds both itself.
    ``deal`` is the ``index``-th deal where ``report`` does not hold its deals (a page
    written deal by deal: ``report`` gives the names)."""
    deal = deal or report.deals[index - 1]
    play = deal.play
    seats = _seats(play)
    hand, gap = _hand_width(play), _felt_width(play)
    width, height = _table_size(hand, gap, len(seats))
    where = places(seats, width / 2, 250, width / 2 - _EDGE - hand / 2, 160)
    parts = [
        f'<rect class="felt" x="{_num((width - gap) / 2 + 6)}" y="140" '
        f'width="{_num(gap - 12)}" height="220" rx="40"/>'
    ]
    for seat in seats:
        p = where[seat]
        parts.append(hand_svg(play, seat, p.x, p.y, lang, symbol=not style))
        parts.append(seat_label(report, play, seat, p.x, p.label_y, lang))
    parts.append(_middle(play, width / 2, 250, lang, symbol=not style))
    if style:  # standing alone, the picture names its deal; on the page the heading does
        title = escape(deal_title(deal, index, lang))
        parts.insert(0, f'<text class="caption-title" x="8" y="18">{title}</text>')
    return document("".join(parts), width, height, _deal_alt(deal, index, lang), style=style)


def _deal_alt(deal: DealReport, index: int, lang: str) -> str:
    play = deal.play
    hands = [
        say(
            "svg.hand",
            lang,
            seat=s.value,
            cards=", ".join(card_name(c, lang) for c in hand_order(play.known[s], play.perlaggs))
            or say("svg.unknown-hand", lang),
        )
        for s in _seats(play)
        if s in play.known
    ]
    head = deal_title(deal, index, lang)
    trump = (
        say("svg.trump", lang, suit=play.trump.german)
        if play.trump
        else say("svg.trump-unknown", lang)
    )
    return f"{head}. {trump}. " + ". ".join(hands) + "."


# --------------------------------------------------------------------------- one trick
def trick_alt(report: Report, trick: TrickResult, lang: str = DE) -> str:
    """The trick in words: who played what, christened as what, and who took it."""
    plays = ", ".join(
        say("svg.played", lang, seat=p.seat.value, card=card_label(p.card, p.counts_as, lang))
        for p in trick.plays
    )
    head = say("svg.trick", lang, number=trick.number)
    if trick.winner is None:
        return f"{head}: {plays}; " + say("svg.trick-open", lang) + "."
    return f"{head}: {plays}; " + say("svg.trick-won", lang, seat=trick.winner.value) + "."


def _played(
    play: PlayResult,
    p: PlayedCard,
    order: int,
    winner: bool,
    at: _Place,
    lang: str,
    symbol: bool = False,
) -> str:
    x, y = at.x - CARD_W / 2, at.y - CARD_H / 2
    extra = ("winner",) if winner else ()
    drawn = card_svg(
        p.card,
        x,
        y,
        counts_as=p.counts_as,
        perlagg=p.card in play.perlaggs,
        extra=extra,
        lang=lang,
        symbol=symbol,
    )
    ly = y - 6 if at.label_y < y and at.y < 100 else y + CARD_H + 14
    return drawn + _played_label(p.seat, order, winner, at.x, ly, symbol)


def _played_label(seat: Seat, order: int, winner: bool, x: float, y: float, page: bool) -> str:
    """``1. A`` under a played card, ``2. B ✓`` under the winner's.  On a ``page``
    (whose style greys a trick's labels, ``html.PAGE_STYLE``) the order needs no
    ``<tspan>`` of its own, the ✓ one to keep its gold."""
    classes = "seat-label winner" if winner else "seat-label"
    letter = f'<tspan class="seat-letter {_party_class(seat)}">{seat.value}</tspan>'
    if page:
        mark = '<tspan class="won"> ✓</tspan>' if winner else ""
        said = f"{order}. {letter}{mark}"
    else:
        said = f'<tspan class="order">{order}. </tspan>{letter}{" ✓" if winner else ""}'
    return f'<text class="{classes} seat-{seat.value}" x="{_num(x)}" y="{_num(y)}">{said}</text>'


def trick_svg(
    report: Report,
    index: int,
    number: int,
    lang: str = DE,
    *,
    style: bool = True,
    deal: DealReport | None = None,
    labelled_by: str | None = None,
) -> str:
    """One trick: each card before its seat, numbered in the order played, the winner's
    card framed in gold, a christened Perlagg with what it counts as (``style`` and
    ``deal`` as in ``deal_svg``; on a page, ``labelled_by`` the id of the caption that
    says the trick in words, which then names the picture)."""
    play = (deal or report.deals[index - 1]).play
    trick = next(t for t in play.tricks if t.number == number)
    width, height = 230, 284
    where = places(_seats(play), width / 2, 135, 62, 68)
    parts = [
        f'<text class="caption-title" x="8" y="16">'
        f"{escape(say('svg.trick', lang, number=trick.number))}</text>"
    ]
    for order, p in enumerate(trick.plays, 1):
        won = p.seat == trick.winner
        parts.append(_played(play, p, order, won, where[p.seat], lang, symbol=not style))
    parts.append(
        f'<text class="caption trick-caption" x="{_num(width / 2)}" y="{height - 8}">'
        f"{escape(trick_caption(play, trick, lang))}</text>"
    )
    body = f'<g class="trick trick-{trick.number}">{"".join(parts)}</g>'
    alt = trick_alt(report, trick, lang)
    return document(body, width, height, alt, style=style, labelled_by=labelled_by)


def trick_caption(play: PlayResult, trick: TrickResult, lang: str = DE) -> str:
    """The line under a trick: the trump and who took it (``Trumpf: Laub · B macht den
    Stich``), or that the trick is not complete."""
    trump = (
        say("svg.trump", lang, suit=play.trump.german)
        if play.trump is not None
        else say("svg.trump-unknown", lang)
    )
    if trick.winner is None:
        return f"{trump} · {say('svg.trick-open', lang)}"
    return f"{trump} · {say('svg.trick-won', lang, seat=trick.winner.value)}"


# --------------------------------------------------------------------------- the deck
def deck_svg(with_weli: bool = True, lang: str = DE) -> str:
    """Every card of the deck in four rows (and the Weli): the 33 of the Tyrolean deck, or
    the 32 of Schlanders (A 1)."""
    cards = full_deck(with_weli)
    step = CARD_W + 8
    parts = []
    for row, suit in enumerate(_SUIT_ORDER):
        for col, rank in enumerate(reversed(PLAIN_RANKS)):
            parts.append(card_svg(Card(suit, rank), 8 + col * step, 8 + row * (CARD_H + 8)))
    if with_weli:
        parts.append(card_svg(cards[-1], 8 + 8 * step, 8, lang=lang))
    width = 8 + (9 if with_weli else 8) * step
    height = 8 + 4 * (CARD_H + 8)
    title = say("svg.deck", lang, count=len(cards))
    return document("".join(parts), width, height, title)
