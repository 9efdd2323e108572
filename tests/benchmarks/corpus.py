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

from referee.cards import full_deck
from referee.seats import SEATS

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
