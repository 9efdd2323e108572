"""Two deals for the end game and the next dealer, as templates: ``{rules}`` (NORD only),
``{ac}`` and ``{bd}`` (the score before the deal) and ``{bids}`` (what is said before the
first trick) are filled in with ``str.format``.

>>> "{bids}" in NORD and "{bids}" in SUED
True
"""

from __future__ import annotations

#: A deal of 1890 cards: A+C have the better Gleich (HA SA) and the only
#: Hanger (SK SA); B+D take the Spiel.
NORD = """\
[Regeln "{rules}"]
[Ziel "15"]
[Stand "A+C {ac}, B+D {bd}"]
Runde
Geber: D
Abheben C: -
Hand A: H10 SO SU L7 S8
Hand B: E10 LK H8 EK S9
Hand C: LU L10 SK SA HA
Hand D: EA HO E8 H9 L9
Trumpf: E9
{bids}Stich: A SU, B S9, C SA, D H9
Stich: C L10, D L9, A L7, B LK
Stich: B H8, C HA, D HO, A H10
Stich: C SK, D E8, A SO, B EK
Stich: B E10, C LU, D EA, A S8
"""

#: The same shape with Schlanders cards (no Weli, Herz trump, target 24): A+C have the
#: better Gleich (SA HA against B's kings and D's tens) and the only Hanger (SK SA);
#: B+D take three tricks.
SUED = """\
[Regeln "schlanders-2013"]
[Stand "A+C {ac}, B+D {bd}"]
Runde
Geber: D
Abheben C: -
Hand A: LA SO SU L7 E8
Hand B: E10 LK H9 EK S9
Hand C: LU L10 SK SA HA
Hand D: EA H10 E9 S10 L9
Trumpf: H8
{bids}Stich: A E8, B EK, C L10, D EA
Stich: D L9, A L7, B LK, C LU
Stich: B E10, C SK, D E9, A LA
"""
