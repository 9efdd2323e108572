"""A deterministic corpus of transcripts for benchmarks: ``corpus(deals, seed)``.

Each deal looks like a real one: dealer, cut, the four hands, the turned trump, an
exchange now and then, bids and answers, five tricks (as ``Stich:`` lines or as single
plays), christened Perlaggs, a score line and the odd comment or annotation.  The cards
are dealt from a shuffled 33-card deck, so every hand is a possible hand; the play does
not follow the rules (a benchmark of the parser need not), but every line is valid
notation.
"""

from __future__ import annotations

import random

from referee.model.cards import full_deck
from referee.model.seats import SEATS

_BIDS = (
    "Gilt mein Gleich",
    "Ich biete meinen Hanger",
    "Gilt Spiel",
    "Es gilt Spiel",
    "Gilt mein Gleich und mein Hanger",
    "Ungesehen: Gilt Gleich, Hanger und Spiel",
)
_ANSWERS = (
    "Gut das Gleich",
    "Gut",
    "Ich halte",
    "Ich schaue das Gleich an",
    "Drei",
    "Vier aufs Gleich",
    "Gut bei zwei",
    "Ich halte die Drei",
    "Spiel aus",
    "Ich geh' nicht von die Drei",
    "Einen Groschen",
    "Das Gleich steht",
    "Gleich!",
)
_TALK = ('"Hast du den Martl?"', '"Spiel schneller!"', '"Na so was."')
_CHRISTEN = ("LA", "HA", "Trumpf-As", "Herz-As", "EA", "SA")
_PERLAGGS = {"HK", "W", "S7", "E7"}


def deal_text(rng: random.Random, number: int) -> list[str]:
    deck = [c.code for c in full_deck(with_weli=True)]
    rng.shuffle(deck)
    dealer = rng.choice(SEATS)
    order = (*dealer.round_from()[1:], dealer)
    hands = {s: deck[i * 5 : i * 5 + 5] for i, s in enumerate(order)}
    trump = deck[20]
    lines = [f"Runde {number}", f"Geber: {dealer}"]
    kept = [c for c in hands[dealer.right] if c in _PERLAGGS][: rng.randint(0, 1)]
    lines.append(f"Abheben {dealer.right}: {' '.join(kept) if kept else '-'}")
    lines += [f"Hand {s}: {' '.join(hands[s])}" for s in order]
    lines.append(f"Trumpf: {trump}")
    if rng.random() < 0.2:
        lines.append(f"{dealer} tauscht {trump} gegen {hands[dealer][0]}")
    for _ in range(rng.randint(1, 4)):
        bidder, answerer = rng.choice(SEATS), rng.choice(SEATS)
        lines.append(f"{bidder}: {rng.choice(_BIDS)}!")
        lines.append(f"{answerer}: {rng.choice(_ANSWERS)}")
    if rng.random() < 0.3:
        lines.append(f"{rng.choice(SEATS)}: {rng.choice(_TALK)}")
    leader = order[0]
    for trick in range(5):
        seats = leader.round_from()
        plays = []
        for s in seats:
            c = hands[s][trick]
            plays.append((s, c + ("=" + rng.choice(_CHRISTEN) if c in _PERLAGGS else "")))
        if rng.random() < 0.5:
            lines.append("Stich: " + ", ".join(f"{s} {c}" for s, c in plays))
        else:
            lines += [f"{s} spielt {c.replace('=', ' als ')}" for s, c in plays]
        leader = rng.choice(SEATS)
    if rng.random() < 0.1:
        lines.append(f"{rng.choice(SEATS)} weist dritziges Gleich  # §25")
    a, b = rng.randint(0, 14), rng.randint(0, 14)
    lines.append(f"Stand: A+C {a}, B+D {b}" + (" {nachgerechnet}" if rng.random() < 0.1 else ""))
    return lines


def corpus(deals: int = 10_000, seed: int = 1890) -> str:
    """``deals`` deals of notation after a header, the same text for the same seed."""
    rng = random.Random(seed)
    lines = ['[Regeln "1890"]', '[Ziel "15"]', '[A "Josef Schober"] [B "Karl Süß"]']
    for n in range(1, deals + 1):
        lines += deal_text(rng, n)
    return "\n".join(lines) + "\n"


def corpus_with_questions(deals: int, seed: int = 1890) -> str:
    """``corpus`` with a ``Streit:`` question and a wrong score line after each deal's
    trump: rulings on disputes in every deal, and a deadline for complaints that the
    next deal's first card settles."""
    out = []
    for line in corpus(deals, seed).splitlines():
        out.append(line)
        if line.startswith("Trumpf:"):
            out += ["Streit: Wer darf jetzt austauschen?", "Stand: A+C 3, B+D 4"]
    return "\n".join(out) + "\n"


#: The speed issue's own corpus: one fully played deal (example 03's, 12 lines: dealer,
#: cut, the four hands, the turned trump, four tricks — B+D make the Spiel, play stops)
#: repeated under a target nobody reaches, without its dispute and its score line; every
#: second time with the seats turned one to the left (A→B, B→C, C→D, D→A), so that a
#: player of the party that lost deals the next deal, as 1890 §1 wants: a lawful corpus.
ONE_DEAL = """\
Runde
Geber: D
Abheben C: -
Hand A: Weli S7 H9 H10 EA
Hand B: H8 HO E8 L10 SK
Hand C: H7 HA LK E9 SU
Hand D: S9 SA EK LA E10
Trumpf: L9
Stich: A Weli=H7, B H8, C H7, D S9
Stich: B SK, C SU, D SA, A S7=H8
Stich: D EK, A EA, B E8, C E9
Stich: A H10, B HO, C HA, D LA
"""
TURNED = """\
Runde
Geber: A
Abheben D: -
Hand B: Weli S7 H9 H10 EA
Hand C: H8 HO E8 L10 SK
Hand D: H7 HA LK E9 SU
Hand A: S9 SA EK LA E10
Trumpf: L9
Stich: B Weli=H7, C H8, D H7, A S9
Stich: C SK, D SU, A SA, B S7=H8
Stich: A EK, B EA, C E8, D E9
Stich: B H10, C HO, D HA, A LA
"""


def one_deal_repeated(deals: int) -> str:
    """The issue's corpus: ``ONE_DEAL`` and ``TURNED`` by turns, ``deals`` deals under
    1890 (2,000 deals: 24,000 lines and the header).

    >>> text = one_deal_repeated(2_000)
    >>> text.count("\\n"), text.count("Runde")
    (24002, 2000)
    """
    body = (ONE_DEAL + TURNED) * (deals // 2) + ONE_DEAL * (deals % 2)
    return '[Regeln "1890"]\n[Ziel "1000000"]\n' + body
