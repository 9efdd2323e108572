"""Exact best play of the Spiel: a yes/no search on bitmasks.

The rules the search plays by are the referee's, compiled once per rulebook and trump:

- which cards may be played to a trick led in a suit comes from ``follows_suit``;
- what a played card (and each christening of a Perlagg) is worth against the others in
  a trick comes from ``trick_winner``, by sorting every possible play with it;
- which christenings a Perlagg has comes from ``christen`` (§17–§19), the Perlaggs of the
  deal from ``perlaggs`` (the rulebook's ``perlaggs.order``).

No rulebook id appears here: the tables are all the search knows.  It is exact, as the
oracle in ``tests/test_analysis.py`` (every legal card, every christening) proves.  What
makes it fast, in the manner of a double-dummy solver for bridge:

- *christening classes*: a Perlagg christened as two different cards is played once when
  no card the later seats of the trick could play falls between the two (a christened
  Perlagg beats the natural card of its name and yields to a better Perlagg christened
  alike, §19), and every christening that loses to the card already winning is one;
  two christenings between which only the cards of one later seat (its Perlaggs) can
  come are one too, when each such card can stand above both as it stood between them
  (``Later.same_effect``);
- *equivalent cards*: two natural cards of one suit in one hand with nothing between
  them in any other hand (and no Perlagg there) are searched once; so are two of a
  plain suit beside a lone Perlagg that has room on both sides of them
  (``Search.lone_perlagg_spares``, proof in its docstring);
- *strongest moves first* (the last seat of a trick: its cheapest winning play first),
  then the *killer* of the place (``Search.killer_first``: the move that last decided a
  position of that seat, tricks left, cards played, suit led and card winning), a
  cache of positions between tricks holding bounds on the tricks the target party can
  make, and *quick tricks* at the start of each trick: a card no card of the other
  party can beat wins a trick whenever it is played;
- a cache of positions *inside* a trick too (``Search.inside``): what is on the table
  matters only through the card winning it and its seat, so two leads that differ in
  a christening the next card beats anyway meet again;
- the classes of a following Perlagg remembered by what decides them alone: which of
  its options beat the card winning, and the later cards that can beat that card; a
  lead's suit by suit, by the later cards that can win a trick led in that suit.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from functools import cmp_to_key, lru_cache
from operator import itemgetter

from referee.base.record import field, record
from referee.model.cards import PLAIN_RANKS, Card, Suit
from referee.model.results import PlayedCard
from referee.model.seats import SEATS
from referee.table.deal import TableRules, christen, deck, perlaggs
from referee.table.state import follows_suit, trick_winner

SUITS: tuple[Suit, ...] = tuple(Suit)
_PLAIN = tuple(Card(s, r) for s in Suit for r in PLAIN_RANKS)


# --------------------------------------------------------------------------- the table
@record
class TableShape:
    """Seats at the table, cards in a hand, tricks that make the Spiel.

    Seats are numbered in play order (0 = A); seat ``i`` belongs to party ``i % 2``
    (A+C against B+D; in the two-player game A against B).

    >>> TableShape(2, 7, 4).party(1)
    1
    """

    seats: int = 4
    hand_size: int = 5
    tricks_needed: int = 3

    def __post_init__(self) -> None:
        if self.seats not in (2, 4) or not 0 < self.tricks_needed <= self.hand_size:
            raise ValueError(f"no such table: {self}")
        if 2 * self.tricks_needed <= self.hand_size:
            raise ValueError("both parties could make the Spiel")

    def party(self, seat: int) -> int:
        return seat % 2

    @property
    def party_names(self) -> tuple[str, str]:
        return ("A+C", "B+D") if self.seats == 4 else ("A", "B")


FOUR = TableShape(4, 5, 3)
TWO = TableShape(2, 5, 3)
TWO_SEVEN = TableShape(2, 7, 4)


@record
class Option:
    """What a played card counts as: a natural card, or a Perlagg christened (§19)."""

    counts_as: Card
    perlagg_rank: int | None  # None: a natural card, or a Perlagg played unchristened


@record
class Position:
    """A moment of a deal for the search: what each seat still holds, the trick so far.

    ``hands`` by seat number; ``leader`` led (or leads) the current trick; ``won`` the
    tricks each party has made; ``trick`` the cards already played to the current one.
    """

    hands: tuple[frozenset[Card], ...]
    trump: Suit
    leader: int
    won: tuple[int, int] = (0, 0)
    trick: tuple[PlayedCard, ...] = ()

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % len(self.hands)


# --------------------------------------------------------------------------- compiled rules
@record
class Compiled:
    """The rules of one rulebook under one trump, as tables over card and option numbers.

    Card ``i`` is bit ``1 << i``; option ``i < len(cards)`` is card ``i`` itself, the
    later options are the christenings of the Perlaggs.
    """

    cards: tuple[Card, ...]
    index: dict[Card, int]
    perlagg: int  # mask of the deal's Perlaggs
    options: tuple[Option, ...]
    opts_of: tuple[tuple[int, ...], ...]  # card -> its options
    suit_of: tuple[int, ...]  # option -> suit number of what it counts as
    strength: tuple[tuple[int, ...], ...]  # led suit -> option -> strength (0: never wins)
    free: tuple[int, ...]  # led suit -> cards one may always play to it
    oblige: tuple[int, ...]  # led suit -> cards whose holder must follow
    dominates: tuple[int, ...]  # card -> cards it beats in every trick it is played in
    strong: int  # the cards that dominate some card (may be played to every trick)
    follow: tuple[tuple[tuple[int, ...], ...], ...]  # led, card -> strengths of its options
    lead: tuple[tuple[tuple[tuple[int, int], ...], ...], ...]  # card, suit -> (str, opt)
    above: tuple[tuple[int, ...], ...]  # led suit, strength -> cards that can beat it
    ranked: tuple[tuple[tuple[tuple[int, int], ...], ...], ...]  # led, card -> (str, opt) ascending
    packed: tuple[tuple[tuple[int, ...], ...], ...]  # led, card -> strength << 8 | card
    trump: int  # the trump's suit number
    relevant: tuple[int, ...]  # led suit -> cards with an option that can win its trick
    naturals: tuple[int, ...]  # suit -> its cards that are no Perlagg (mask)
    #: each card's move as itself (``Search.natural_moves``): (bit, strength, suit led)
    follow_moves: tuple[tuple[tuple[int, int, int], ...], ...]  # led suit -> card -> move
    led_moves: tuple[tuple[int, int, int], ...]  # card -> its move led, in its own suit


def _as_played(o: Option) -> PlayedCard:
    return PlayedCard(SEATS[0], o.counts_as, o.counts_as, o.perlagg_rank)


def _strength_row(options: Sequence[Option], trump: Suit, led: Suit) -> tuple[int, ...]:
    """Every option's strength in a trick led in ``led``, ordered by ``trick_winner``.

    The weakest option of the led suit gets 1; options that cannot beat it get 0 (they
    never win a trick they follow to); the others are sorted with ``trick_winner``.
    """
    plays = [_as_played(o) for o in options]
    own = [i for i, o in enumerate(options) if o.counts_as.suit is led]
    low = own[0]
    for i in own[1:]:
        if trick_winner([plays[i], plays[low]], trump) == 1:
            low = i

    def cmp(i: int, j: int) -> int:
        if trick_winner([plays[low], plays[i], plays[j]], trump) == 2:
            return -1
        return 1 if trick_winner([plays[low], plays[j], plays[i]], trump) == 2 else 0

    above = [
        i
        for i in range(len(options))
        if i != low and trick_winner([plays[low], plays[i]], trump) == 1
    ]
    above.sort(key=cmp_to_key(cmp))
    row = [0] * len(options)
    row[low] = value = 1
    for k, i in enumerate(above):
        if k == 0 or cmp(above[k - 1], i) != 0:
            value += 1
        row[i] = value
    return tuple(row)


def _follow_masks(
    cards: Sequence[Card], trump: Suit, live: Sequence[Card], led: Suit
) -> tuple[int, int]:
    """(always playable, obliging) cards for a trick led in ``led``, by ``follows_suit``."""
    free = oblige = 0
    for i, c in enumerate(cards):
        if follows_suit(c, led, trump, live, cards):
            free |= 1 << i
        if any(not follows_suit(x, led, trump, live, (x, c)) for x in cards if x != c):
            oblige |= 1 << i
    return free, oblige


def _options(rules: TableRules, trump: Suit, cards: Sequence[Card]) -> list[tuple[int, Option]]:
    """(card number, option) for every card as itself and every christening of a Perlagg."""
    out = [(i, Option(c, None)) for i, c in enumerate(cards)]
    live = perlaggs(rules, trump)
    for i, c in enumerate(cards):
        if c in live:
            seen: set[Option] = set()
            for named in _PLAIN:
                ch = christen(rules, trump, c, named, {})
                o = Option(ch.counts_as, ch.perlagg_rank)
                if o != out[i][1] and o not in seen:
                    seen.add(o)
                    out.append((i, o))
    return out


@lru_cache(maxsize=64)
def compile_rules(rules: TableRules, trump: Suit) -> Compiled:
    """The tables of ``rules`` under ``trump`` (cached: made once per rulebook and trump)."""
    cards = deck(rules)
    live = perlaggs(rules, trump)
    owned = _options(rules, trump, cards)
    options = tuple(o for _, o in owned)
    opts_of = tuple(tuple(k for k, (i, _) in enumerate(owned) if i == c) for c in range(len(cards)))
    strength = tuple(_strength_row(options, trump, s) for s in SUITS)
    masks = [_follow_masks(cards, trump, live, s) for s in SUITS]
    suit_of = tuple(SUITS.index(o.counts_as.suit) for o in options)
    dominates = _dominates(opts_of, strength, masks[0][0] & masks[1][0] & masks[2][0] & masks[3][0])
    follow = tuple(
        tuple(tuple(sorted(row[k] for k in opts_of[c])) for c in range(len(cards)))
        for row in strength
    )
    lead = tuple(
        tuple(
            tuple(sorted((strength[s][k], k) for k in opts_of[c] if suit_of[k] == s))
            for s in range(len(SUITS))
        )
        for c in range(len(cards))
    )
    return Compiled(
        cards=cards,
        index={c: i for i, c in enumerate(cards)},
        perlagg=sum(1 << i for i, c in enumerate(cards) if c in live),
        options=options,
        opts_of=opts_of,
        suit_of=suit_of,
        strength=strength,
        free=tuple(m[0] for m in masks),
        oblige=tuple(m[1] for m in masks),
        dominates=dominates,
        strong=sum(1 << c for c, d in enumerate(dominates) if d),
        follow=follow,
        lead=lead,
        above=_above(strength, follow),
        ranked=tuple(
            tuple(tuple(sorted((row[k], k) for k in opts_of[c])) for c in range(len(cards)))
            for row in strength
        ),
        packed=tuple(
            tuple(tuple(z << 8 | c for z in follow[s][c] if z) for c in range(len(cards)))
            for s in range(len(SUITS))
        ),
        trump=SUITS.index(trump),
        relevant=tuple(sum(1 << c for c, zs in enumerate(row) if zs[-1]) for row in follow),
        naturals=tuple(
            sum(1 << i for i, c in enumerate(cards) if c.suit is s and c not in live) for s in SUITS
        ),
        follow_moves=tuple(
            tuple((1 << c, row[c], s) for c in range(len(cards))) for s, row in enumerate(strength)
        ),
        led_moves=tuple((1 << c, strength[suit_of[c]][c], suit_of[c]) for c in range(len(cards))),
    )


def _dominates(
    opts_of: tuple[tuple[int, ...], ...], strength: tuple[tuple[int, ...], ...], always: int
) -> tuple[int, ...]:
    """For each card, the mask of the cards it beats in every trick it is played in: it
    may always be played (``always``, its bit set in every suit's free mask) and its best
    option outranks the other card's best option whatever suit is led."""
    count = len(opts_of)
    best = [[max(row[k] for k in opts_of[c]) for c in range(count)] for row in strength]
    return tuple(
        sum(
            1 << d
            for d in range(count)
            if always >> c & 1 and all(best[s][c] > best[s][d] for s in range(len(SUITS)))
        )
        for c in range(count)
    )


def _above(
    strength: Sequence[Sequence[int]], follow: Sequence[Sequence[tuple[int, ...]]]
) -> tuple[tuple[int, ...], ...]:
    """Led suit, strength -> the cards (mask) with an option stronger than it."""
    return tuple(
        tuple(
            sum(1 << c for c, zs in enumerate(follow[s]) if zs[-1] > z)
            for z in range(max(strength[s]) + 1)
        )
        for s in range(len(SUITS))
    )


_STRENGTH = itemgetter(1)
_FIRST = itemgetter(0)


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --------------------------------------------------------------------------- the search
#: What a Perlagg's classes are remembered by (``perlagg_moves``, ``lead_moves``): the
#: card, the suit led and more numbers, and the later seats' cards that decide them.
_Key = tuple[int | tuple[int, ...], ...]


@record(frozen=False)
class Search:
    """A yes/no search: can party ``target`` make ``tricks_needed`` tricks?

    One ``Search`` may answer many positions of one deal: its cache holds, for each
    position between tricks, the tricks the target party surely can and surely cannot
    make from there.  ``hands`` is the search's own working copy (bitmasks by seat).
    A working object: the search changes its hands, caches and count of ``nodes`` in
    place at every node it visits.
    """

    comp: Compiled
    shape: TableShape
    target: int
    hands: list[int] = field(default_factory=list)
    total: int = 0  # the cards of all hands (kept by ``play``; set with ``hands``)
    cache: dict[tuple[int, ...], list[int]] = field(default_factory=dict)
    memo: dict[_Key, list[tuple[int, int, int]]] = field(default_factory=dict)  # classes
    inside: dict[tuple[int, ...], list[int]] = field(default_factory=dict)
    killers: dict[tuple[int, ...], tuple[int, int, int]] = field(default_factory=dict)
    nodes: int = 0

    # ------------------------------------------------------------ between tricks
    def trick(self, leader: int, need: int, left: int) -> bool:
        """Can the target make ``need`` of the ``left`` tricks, ``leader`` to lead?"""
        if need <= 0:
            return True
        if need > left:
            return False
        key = (*self.hands, leader)
        bounds = self.cache.get(key)
        if bounds is None:
            ours, theirs = self.quick_tricks()  # once per position: its first bounds
            bounds = self.cache[key] = [min(ours, left), left - theirs]
        if bounds[0] >= need:
            return True
        if bounds[1] < need:
            return False
        result = self.play(leader, 0, 0, 0, leader, need, left)
        if result:
            bounds[0] = need
        else:
            bounds[1] = need - 1
        return result

    def quick_tricks(self) -> tuple[int, int]:
        """Sure tricks of each side: cards no card of the other side can beat.

        Each such card wins the trick it is played in, and may always be played (a
        trump or a Perlagg), so one seat holding ``k`` of them makes ``k`` tricks.  Two
        partners' such cards might meet in one trick: a seat may have to play a trump
        of them to a trump led.  Never a Perlagg (a Perlagg obliges nobody to play it,
        and beside it a seat may always play a card that is none of those), so the
        partners' Perlaggs of them add up: while one plays his, the other plays
        another card.  A side counts the better of its best seat and that sum.
        """
        h = self.hands
        perlagg = self.comp.perlagg
        if len(h) == 2:
            ours, theirs = self.tops(h[0], h[1]).bit_count(), self.tops(h[1], h[0]).bit_count()
        else:
            a, b = h[0] | h[2], h[1] | h[3]
            ta, tb = self.tops(a, b), self.tops(b, a)
            ours = max((ta & h[0]).bit_count(), (ta & h[2]).bit_count(), (ta & perlagg).bit_count())
            theirs = max(
                (tb & h[1]).bit_count(), (tb & h[3]).bit_count(), (tb & perlagg).bit_count()
            )
        return (ours, theirs) if self.target == 0 else (theirs, ours)

    def tops(self, side: int, other: int) -> int:
        """The cards of ``side`` that no card of ``other`` can beat, and that may be
        played to every trick (``Compiled.strong``)."""
        dom = self.comp.dominates
        out = 0
        cards = side & self.comp.strong
        while cards:
            bit = cards & -cards
            cards ^= bit
            if not other & ~dom[bit.bit_length() - 1]:
                out |= bit
        return out

    # ------------------------------------------------------------ inside a trick
    def play(
        self, leader: int, pos: int, led: int, best: int, best_seat: int, need: int, left: int
    ) -> bool:
        """The value of the trick so far (``pos`` cards played, ``best`` winning).

        Inside a trick the same position is met again where earlier plays differ only
        in what no longer matters (a Perlagg led in two classes, both beaten by the next
        card): the cache ``inside`` holds bounds for it as ``cache`` does between tricks.
        Not right after the lead: each lead (a card, a class) leaves its own position,
        met again only when the trick's start is searched anew, too seldom to keep.
        """
        if pos < 2:
            return self.search(leader, pos, led, best, best_seat, need, left)
        key = (*self.hands, leader, pos, led, best, best_seat)
        bounds = self.inside.get(key)
        if bounds is None:
            bounds = self.inside[key] = [0, left]
        if bounds[0] >= need:
            return True
        if bounds[1] < need:
            return False
        result = self.search(leader, pos, led, best, best_seat, need, left)
        if result:
            bounds[0] = need
        else:
            bounds[1] = need - 1
        return result

    def search(
        self, leader: int, pos: int, led: int, best: int, best_seat: int, need: int, left: int
    ) -> bool:
        """``play`` without the cache: each distinct move of the seat to play in turn."""
        self.nodes += 1
        n = self.shape.seats
        seat = (leader + pos) % n
        ours = seat % 2 == self.target
        hands = self.hands
        moves = self.moves(seat, pos, led, best, best_seat)
        # killers at every lead, inside a trick only with 3 tricks or more left (where
        # a subtree is big enough to pay for looking them up)
        place = None
        if len(moves) > 1 and (left > 2 or not pos):
            place = (seat, left, pos, led, best)
            self.killer_first(moves, place)
        for move in moves:
            bit, st, suit = move
            hands[seat] ^= bit
            self.total ^= bit
            nb, ns = (st, seat) if st > best else (best, best_seat)
            if pos == n - 1:
                won = ns % 2 == self.target
                result = self.trick(ns, need - won, left - 1)
            elif pos:
                result = self.play(leader, pos + 1, suit, nb, ns, need, left)
            else:  # right after the lead ``play`` keeps no cache
                result = self.search(leader, 1, suit, nb, ns, need, left)
            hands[seat] ^= bit
            self.total ^= bit
            if result is ours:
                if place:
                    self.killers[place] = move
                return result
        return not ours

    def killer_first(self, moves: list[tuple[int, int, int]], place: tuple[int, ...]) -> None:
        """The move that last decided a position at this ``place`` (seat, tricks left,
        cards played to the trick, suit led, strength winning) — won it for the mover's
        side, or refuted it — put first, if the mover has it: positions a card apart are
        often decided by the same move (the killer heuristic).  The order of the moves
        changes no value, only how soon the search finds it."""
        killer = self.killers.get(place)
        if killer is not None and killer != moves[0] and killer in moves:
            moves.remove(killer)
            moves.insert(0, killer)

    def later(self, leader: int, pos: int) -> list[int]:
        n = self.shape.seats
        return [self.hands[(leader + k) % n] for k in range(pos + 1, n)]

    def moves(
        self, seat: int, pos: int, led: int, best: int, best_seat: int
    ) -> list[tuple[int, int, int]]:
        """(card bit, strength, led suit) for each distinct play, the likeliest first:
        a lead strongest first; to a trick the partner holds, weakest first; else the
        plays that take the trick (strongest first, the last seat's cheapest first),
        then the others, weakest first."""
        comp = self.comp
        hand = self.hands[seat]
        legal = hand & comp.free[led] if pos and hand & comp.oblige[led] else hand
        others = self.total & ~hand
        out = self.natural_moves(pos, led, best, legal & ~comp.perlagg, others)
        if legal & comp.perlagg:
            n = self.shape.seats
            beats = comp.above[led][best] if pos else -1
            rest = tuple([self.hands[(seat + k) % n] & beats for k in range(1, n - pos)])
            for c in _bits(legal & comp.perlagg):
                out += self.perlagg_moves(c, pos, led, best, rest)
        if len(out) < 2:
            return out
        if pos == 0:
            out.sort(key=_STRENGTH, reverse=True)
            return out
        out.sort(key=_STRENGTH)
        if best_seat % 2 == seat % 2 or out[-1][1] <= best:
            return out
        cut = bisect_right(out, best, key=_STRENGTH)
        if pos == self.shape.seats - 1:
            return out[cut:] + out[:cut]
        return out[: cut - 1 : -1] + out[:cut] if cut else out[::-1]

    def natural_moves(
        self, pos: int, led: int, best: int, cards: int, others: int
    ) -> list[tuple[int, int, int]]:
        """Natural cards; of a run with nothing of another seat between, the lowest, when
        no other seat holds a Perlagg, or when the one Perlagg left in all hands cannot
        tell the two apart (``lone_perlagg_spares``)."""
        comp = self.comp
        table = comp.follow_moves[led] if pos else comp.led_moves
        if not cards & (cards - 1):  # one card (or none)
            return [table[cards.bit_length() - 1]] if cards else []
        loose = not others & comp.perlagg
        suit_of = comp.suit_of
        out: list[tuple[int, int, int]] = []
        prev = prev_st = prev_suit = -1
        while cards:
            bit = cards & -cards
            cards ^= bit
            c = bit.bit_length() - 1
            move = table[c]
            suit, st = suit_of[c], move[1]
            if (
                suit == prev_suit
                and not others & (bit - (2 << prev))
                and not prev_st <= best < st
                and (loose or self.lone_perlagg_spares(prev, c, others))
            ):
                continue  # equivalent to the card kept before it
            prev, prev_st, prev_suit = c, st, suit
            out.append(move)
        return out

    def lone_perlagg_spares(self, x: int, y: int, others: int) -> bool:
        """Whether natural cards ``x < y`` of one plain suit ``s``, held by the seat to
        play, with no card of any hand between them and the card winning not between
        them either, are worth the same although a Perlagg ``p`` is out: ``p`` is the
        one Perlagg left in all hands, in another seat's (``others``), and it has a
        christening of suit ``s`` between the card below ``x`` (the strongest natural of
        ``s`` in any hand under ``x``; none: strength 0) and ``x``, and one between ``y``
        and the card above ``y`` (none: any).

        Proof.  Playing ``x`` leaves world A (``y`` held), playing ``y`` world B (``x``
        held); the other cards are the same.  Besides ``p`` every card left has one
        strength in each trick, so ``p``'s christenings fall into classes of equal
        relations to all of them, in the row of the suit led (and, when ``p`` leads, by
        suit too).  Off the row of ``s`` (which is no trump) ``x`` and ``y`` are both 0:
        the classes are the same in both worlds.  In the row of ``s`` only the class
        around the held card differs: in A the christenings between the card below and
        ``y`` and those between ``y`` and the card above, in B those between the card
        below and ``x`` and those between ``x`` and the card above; in each world each
        of these holds one of ``p``'s christenings of suit ``s`` (the two named above),
        and they correspond (below the held card, above it); every other class is the
        same set of christenings.  Cards leaving the hands only widen these two
        classes.  So each play of ``p`` in one world has a play in the other with the
        same winner in its trick, and every other play is the same card.  In the trick
        now ``x`` and ``y`` both beat the card winning or both do not: if not, the
        card played is no candidate for the trick; if so, it is the card to beat, and
        ``p`` beats it with a christening above ``x`` (in A) exactly when it does with
        one above ``y`` (in B) or not at all, the class above the held card as before.
        Once ``p`` is played no Perlagg is left and ``x``, ``y`` are equal as without
        one; once the held card is played the worlds are one.  Each side can answer in
        one world as in the other, so the values are equal.
        """
        comp = self.comp
        s = comp.suit_of[x]
        out = self.total & comp.perlagg
        if s == comp.trump or not out or out != others & out & -out:
            return False  # a trump, or no Perlagg or more than one left, or one of mine
        p = out.bit_length() - 1
        rest = self.total & comp.naturals[s]
        if rest & ((1 << y) - (2 << x)):
            return False  # a card between, in any hand
        row = comp.strength[s]
        under = rest & ((1 << x) - 1)
        floor = row[under.bit_length() - 1] if under else 0
        over = rest & -(2 << y)
        roof = row[(over & -over).bit_length() - 1] if over else 1 << 30
        low, high = row[x], row[y]
        return any(floor < z < low for z, _ in comp.lead[p][s]) and any(
            high < z < roof for z, _ in comp.lead[p][s]
        )

    def perlagg_moves(
        self, c: int, pos: int, led: int, best: int, rest: tuple[int, ...]
    ) -> list[tuple[int, int, int]]:
        """The moves of Perlagg ``c``, one per class, remembered by what decides them:
        the cards of the seats still to play (``rest``, by seat) and, when following,
        the suit led and how many of the Perlagg's options do not beat ``best``.

        When following, ``rest`` holds only the cards that can beat ``best``: every
        option not beating it is one class, and two options that do are split only by
        cards that can beat the weaker of them (``Later.same_effect``), so by cards
        that beat ``best``; the classes depend on ``best`` no further.
        """
        if not pos:
            return self.lead_moves(c, rest)
        key = (c, led, bisect_right(self.comp.follow[led][c], best), rest)
        found = self.memo.get(key)
        if found is None:
            groups = self.groups_against(c, False, led, best, rest)
            found = self.memo[key] = [(1 << c, g[-1][0], led) for g in groups]
        return found

    def lead_moves(self, c: int, rest: tuple[int, ...]) -> list[tuple[int, int, int]]:
        """The leads of Perlagg ``c``, one per class, suit by suit (``groups_against``),
        each suit's remembered by the later seats' cards that can win a trick led in it
        (``Compiled.relevant``): the others have no strength there (``Later.of_hands``
        reads only strengths above 0), so a change among them leaves that suit's
        classes as they were."""
        comp = self.comp
        out: list[tuple[int, int, int]] = []
        for s, opts in enumerate(comp.lead[c]):
            if opts:
                mask = comp.relevant[s]
                key = (c, s, tuple([h & mask for h in rest]))
                found = self.memo.get(key)
                if found is None:
                    groups = classes_against(comp, s, key[2], opts, 0)
                    found = self.memo[key] = [(1 << c, g[-1][0], s) for g in groups]
                out += found
        return out

    def perlagg_groups(
        self, c: int, leader: int, pos: int, led: int, best: int
    ) -> list[list[tuple[int, int]]]:
        """The christenings of Perlagg ``c`` in classes of equal effect, weakest first.

        A class is a run of the Perlagg's options, by strength, with no play of a seat
        still to come in this trick between them; all options that lose to ``best``
        (the card now winning) are one class.  When leading, the classes go by suit
        (the suit led decides what the others must play), then by strength.
        """
        rest = tuple(self.later(leader, pos))
        return self.groups_against(c, pos == 0, led, best, rest)

    def groups_against(
        self, c: int, leading: bool, led: int, best: int, rest: tuple[int, ...]
    ) -> list[list[tuple[int, int]]]:
        """The classes of ``perlagg_groups`` against the cards ``rest`` still to come."""
        comp = self.comp
        if leading:
            groups: list[list[tuple[int, int]]] = []
            for s in range(len(SUITS)):
                if comp.lead[c][s]:
                    groups += classes_against(comp, s, rest, comp.lead[c][s], 0)
            return groups
        return classes_against(comp, led, rest, comp.ranked[led][c], best)


def classes_against(
    comp: Compiled, led: int, rest: Sequence[int], opts: Sequence[tuple[int, int]], best: int
) -> list[list[tuple[int, int]]]:
    """``Later.classes`` of ``opts`` (strength, option; ascending) against the later
    seats' cards ``rest`` in a trick led in ``led`` with ``best`` winning.

    Where none of ``rest`` is a Perlagg, without building the ``Later``: each such card
    has one strength, so ``same_effect`` holds exactly where no later strength lies
    between two options (a card with a strength in ``(a, b]`` has none ``<= a``), and
    the classes are the runs of options between two later strengths.

    >>> from referee.model.cards import card
    >>> from referee.table.deal import TableRules
    >>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
    >>> comp = compile_rules(rules, Suit.HERZ)
    >>> ober, rest = comp.index[card("HO")], (1 << comp.index[card("L9")],)
    >>> opts = comp.lead[ober][1]
    >>> classes_against(comp, 1, rest, opts, 0) == Later.of_hands(comp, 1, rest).classes(opts, 0)
    True
    """
    if any(h & comp.perlagg for h in rest):
        return Later.of_hands(comp, led, rest, best).classes(opts, best)
    row = comp.strength[led]
    values = sorted(row[d] for h in rest for d in _bits(h))
    cut = bisect_right(opts, best, key=_FIRST)
    out = [list(opts[:cut])] if cut else []
    top = -1
    for st, k in opts[cut:]:
        at = bisect_right(values, st)
        if at == top:
            out[-1].append((st, k))
        else:
            out.append([(st, k)])
        top = at
    return out


@record
class Later:
    """The strengths the cards still to come in a trick can take: ``cards[i]`` those of
    card ``i`` (ascending), held by seat ``seats[i]``; ``values`` all of them ascending,
    ``at[j]`` the card of ``values[j]``; ``runs[j]`` is where the run of values of one
    seat that begins at ``j`` ends."""

    cards: Sequence[tuple[int, ...]]
    seats: Sequence[int]
    values: Sequence[int]
    at: Sequence[int]
    runs: Sequence[int]

    @staticmethod
    def of(cards: Sequence[tuple[int, tuple[int, ...]]], floor: int = 0) -> Later:
        """The ``Later`` of ``cards`` (seat, strengths), its ``values`` only those above
        ``floor`` (the card winning: ``same_effect`` and ``classes`` compare christenings
        that beat it, so look at no strength below it)."""
        packed = sorted(z << 8 | i for i, (_, zs) in enumerate(cards) for z in zs if z > floor)
        at = [p & 255 for p in packed]
        seats = [s for s, _ in cards]
        runs = list(range(1, len(at) + 1))
        for j in range(len(at) - 2, -1, -1):
            if seats[at[j]] == seats[at[j + 1]]:
                runs[j] = runs[j + 1]
        return Later([zs for _, zs in cards], seats, [p >> 8 for p in packed], at, runs)

    @staticmethod
    def of_hands(comp: Compiled, led: int, hands: Sequence[int], floor: int = 0) -> Later:
        """``of`` the cards of ``hands`` (the later seats' cards, by seat) in a trick
        led in ``led``, from the tables: ``cards`` and ``seats`` by card number.

        >>> from referee.model.cards import card
        >>> from referee.table.deal import TableRules
        >>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
        >>> comp = compile_rules(rules, Suit.HERZ)
        >>> hands = (1 << comp.index[card("LA")], comp.perlagg & -comp.perlagg)
        >>> fast = Later.of_hands(comp, 1, hands, 3)
        >>> cards = [(s, comp.follow[1][d]) for s, h in enumerate(hands) for d in _bits(h)]
        >>> slow = Later.of(cards, 3)
        >>> fast.values == slow.values and fast.runs == slow.runs
        True
        """
        follow = comp.follow[led]
        packed_of = comp.packed[led]
        seat_of = [0] * len(follow)
        packed: list[int] = []
        for seat, cards in enumerate(hands):
            for d in _bits(cards):
                seat_of[d] = seat
                packed += packed_of[d]
        packed.sort()
        del packed[: bisect_right(packed, floor << 8 | 255)]
        at = [p & 255 for p in packed]
        runs = list(range(1, len(at) + 1))
        by_seat = [seat_of[d] for d in at]
        for j in range(len(at) - 2, -1, -1):
            if by_seat[j] == by_seat[j + 1]:
                runs[j] = runs[j + 1]
        return Later(follow, seat_of, [p >> 8 for p in packed], at, runs)

    def same_effect(self, a: int, b: int) -> bool:
        """Whether christenings of strength ``a < b`` (both winning the trick so far) are
        worth the same.

        They are if no later card can take a strength in ``(a, b]``, and also if the
        cards that can are all of one seat (which plays only one of them) and each such
        card ``d`` has a strength ``<= a`` (one that does not win) and, above ``b``, a
        strength ``z'`` with no strength of another seat's card in ``(b, z']``: then
        ``d`` beating ``a`` but not ``b`` (with some ``z``) is answered against ``b`` by
        ``z'``, which stands to every card of the other seats as ``z`` does, and ``d``
        not beating ``b`` (with ``z``) by a strength ``<= a``.  Each play against one
        christening has a play against the other with the same winner.

        >>> later = Later.of([(0, (0, 3, 5)), (1, (7,))])
        >>> later.same_effect(1, 2), later.same_effect(2, 4), later.same_effect(4, 6)
        (True, True, False)
        >>> Later.of([(0, (0, 3, 5)), (1, (5,))]).same_effect(2, 4)
        False
        >>> Later.of([(0, (0, 3, 5)), (0, (0, 4, 6)), (1, (7,))]).same_effect(2, 4)
        True
        """
        lo = bisect_right(self.values, a)
        hi = bisect_right(self.values, b)
        if lo == hi:
            return True
        if self.runs[lo] < hi:
            return False  # cards of two seats in (a, b]
        seat = self.seats[self.at[lo]]
        for d in set(self.at[lo:hi]):
            own = self.cards[d]
            up = bisect_right(own, b)
            if own[0] > a or up == len(own):
                return False
            top = bisect_right(self.values, own[up])
            if top > hi and (self.seats[self.at[hi]] != seat or self.runs[hi] < top):
                return False  # a card of another seat in (b, z']
        return True

    def classes(self, opts: Sequence[tuple[int, int]], best: int) -> list[list[tuple[int, int]]]:
        """``opts`` (strength, option), ascending, in classes of equal effect: those
        that do not beat ``best`` are one, the others split where ``same_effect`` fails.

        >>> later = Later.of([(0, (0, 3, 5)), (1, (7,))])
        >>> later.classes([(1, 10), (2, 11), (4, 12), (6, 13)], 1)
        [[(1, 10)], [(2, 11), (4, 12)], [(6, 13)]]
        """
        cut = bisect_right(opts, best, key=_FIRST)
        out = [list(opts[:cut])] if cut else []
        prev = top = -1
        for st, k in opts[cut:]:
            at = bisect_right(self.values, st)  # no later value between: one class
            if prev >= 0 and (at == top or self.same_effect(prev, st)):
                out[-1].append((st, k))
            else:
                out.append([(st, k)])
            prev, top = st, at
        return out


# --------------------------------------------------------------------------- the entry points
@record
class Solved:
    """The Spiel's value: the party (0, 1) that makes it with best play, or None."""

    spiel: int | None
    nodes: int


class Solver:
    """Exact values of the positions of one deal, sharing one cache.

    >>> from referee.model.cards import card
    >>> from referee.table.deal import TableRules
    >>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
    >>> hands = [frozenset(map(card, h.split())) for h in ("HA HO L7", "H9 L8 LA")]
    >>> Solver(rules, TableShape(2, 3, 2), Suit.HERZ).spiel(Position(tuple(hands), Suit.HERZ, 0))
    0
    """

    def __init__(self, rules: TableRules, shape: TableShape, trump: Suit) -> None:
        self.comp = compile_rules(rules, trump)
        self.shape = shape
        memo: dict[_Key, list[tuple[int, int, int]]] = {}
        self.searches = [Search(self.comp, shape, p, memo=memo) for p in (0, 1)]

    @property
    def nodes(self) -> int:
        return sum(s.nodes for s in self.searches)

    def spiel(self, pos: Position) -> int | None:
        """The party that makes the Spiel from ``pos`` with best play by all."""
        if self.makes(pos, 0):
            return 0
        if 2 * self.shape.tricks_needed - 1 == self.shape.hand_size:
            return 1
        return 1 if self.makes(pos, 1) else None

    def makes(self, pos: Position, party: int) -> bool:
        """Whether ``party`` (0, 1) makes the Spiel from ``pos`` with best play by all."""
        search = self._load(party, pos)
        need = self.shape.tricks_needed - pos.won[party]
        left = self.shape.hand_size - pos.won[0] - pos.won[1]
        if pos.won[1 - party] >= self.shape.tricks_needed:
            return False
        if not pos.trick:
            return search.trick(pos.leader, need, left)
        led, best, best_seat = self.trick_state(pos)
        return search.play(pos.leader, len(pos.trick), led, best, best_seat, need, left)

    def choices(self, pos: Position) -> list[PlayedCard]:
        """One play for each distinct choice of the seat to play at ``pos``: each legal
        natural card, and each Perlagg once per class of its christenings (§19), as the
        search tries them (``classes``: the strongest christening of each class).

        >>> from referee.model.cards import card
        >>> from referee.table.deal import TableRules
        >>> rules = TableRules(True, ("HK", "W", "S7", "E7", "T7", "TU", "TO"), True, True)
        >>> hands = [frozenset(map(card, h.split())) for h in ("HK S8", "H9 LA")]
        >>> solver = Solver(rules, TableShape(2, 2, 2), Suit.HERZ)
        >>> pos = Position(tuple(hands), Suit.HERZ, 0)
        >>> [f"{p.card.code}={p.counts_as.code}" for p in solver.choices(pos)]
        ['HK=H8', 'HK=HA', 'HK=LK', 'HK=LA', 'HK=SA', 'HK=EA', 'S8=S8']

        The Perlagg Herz-König (Herz trump) led: in trump below or above B's H9, in Laub
        below or above his LA, in Schell and in Eichel one class each.
        """
        seat = pos.to_play
        out: list[PlayedCard] = []
        for physical in sorted(pos.hands[seat], key=self.comp.index.__getitem__):
            if not self._legal(pos) >> self.comp.index[physical] & 1:
                continue
            for group in self.classes(pos, physical):
                o = group[-1]
                out.append(PlayedCard(SEATS[seat], physical, o.counts_as, o.perlagg_rank))
        return out

    def classes(self, pos: Position, physical: Card) -> list[list[Option]]:
        """What ``physical`` may count as when the seat to play at ``pos`` plays it, in
        classes of equal effect, weakest first: a natural card is one class of itself, a
        Perlagg's christenings (and the unchristened play) split as ``perlagg_groups``."""
        comp = self.comp
        c = comp.index[physical]
        if not comp.perlagg >> c & 1:
            return [[comp.options[c]]]
        search = self._load(0, pos)
        led, best, _ = self.trick_state(pos) if pos.trick else (0, 0, pos.leader)
        groups = search.perlagg_groups(c, pos.leader, len(pos.trick), led, best)
        return [[comp.options[k] for _, k in g] for g in groups]

    def _legal(self, pos: Position) -> int:
        """The cards (mask) the seat to play at ``pos`` may play (``follows_suit``)."""
        comp = self.comp
        hand = sum(1 << comp.index[c] for c in pos.hands[pos.to_play])
        if not pos.trick:
            return hand
        led = self.trick_state(pos)[0]
        return hand & comp.free[led] if hand & comp.oblige[led] else hand

    def _load(self, party: int, pos: Position) -> Search:
        """The search for ``party``, its working hands set to those of ``pos``."""
        search = self.searches[party]
        search.hands = [sum(1 << self.comp.index[c] for c in h) for h in pos.hands]
        search.total = sum(search.hands)
        return search

    def trick_state(self, pos: Position) -> tuple[int, int, int]:
        """(led suit, strength winning, seat winning) of the trick on the table."""
        comp = self.comp
        led = SUITS.index(pos.trick[0].counts_as.suit)
        best, best_seat = 0, pos.leader
        n = len(pos.hands)
        for k, p in enumerate(pos.trick):
            st = comp.strength[led][self.option_of(p)]
            if st > best:
                best, best_seat = st, (pos.leader + k) % n
        return led, best, best_seat

    def option_of(self, p: PlayedCard) -> int:
        return self.comp.options.index(Option(p.counts_as, p.perlagg_rank))
