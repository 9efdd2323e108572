"""The words other sentences are made of: number words (``{n:count}`` cardinal,
``{n:nth}`` ordinal as in "im fünften Gang"), the words of the game that findings carry as
values (``{value:term}``), and the kinds of finding and of authority.
"""

from __future__ import annotations

#: 0 to 8, as ``{n:count}`` says them: (German, English)
_CARDINALS = (
    ("keine", "no"),
    ("eine", "one"),
    ("zwei", "two"),
    ("drei", "three"),
    ("vier", "four"),
    ("fünf", "five"),
    ("sechs", "six"),
    ("sieben", "seven"),
    ("acht", "eight"),
)
#: 1 to 7, as ``{n:nth}`` says them: (German, English)
_ORDINALS = (
    ("ersten", "first"),
    ("zweiten", "second"),
    ("dritten", "third"),
    ("vierten", "fourth"),
    ("fünften", "fifth"),
    ("sechsten", "sixth"),
    ("siebten", "seventh"),
)

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # number words
    **{f"count.{n}": words for n, words in enumerate(_CARDINALS)},
    **{f"nth.{n}": words for n, words in enumerate(_ORDINALS, start=1)},
    # words of the game that findings carry as values ({value:term})
    "term.geboten": ("geboten", "bid"),
    "term.gut": ("gut gelassen", "let good"),
    "term.christened-as": ("{card} = {counts}", "{card} = {counts}"),
    "term.unchristened-as": ("{card} ungetauft = {counts}", "{card} unchristened = {counts}"),
    "term.concession": ("hingeworfen", "conceded"),
    "term.penalty": ("Strafe", "penalty"),
    "term.spiel-aus": ("Spiel aus", "Spiel aus"),
    "term.held": ("gehalten", "held"),
    "term.still": ("still", "silent"),
    "term.gehalten": ("gehalten", "held"),
    "term.held-at": ("{level} gehalten", "held at {level}"),
    "term.gut-at": ("gut bei {level}", "let good at {level}"),
    "term.keine Antwort": ("keine Antwort", "no answer"),
    "term.hingeworfen": ("hingeworfen", "conceded"),
    "term.steht": ("steht (keine Punkte)", "stands (no points)"),
    "term.offen": (
        "offen (die Mitschrift sagt zu wenig)",
        "open (the transcript says too little)",
    ),
    "term.revoke": ("Farbe verleugnet", "revoked"),
    "term.overbid": ("überboten", "overbid"),
    "term.false-figure": ("ohne die Figur geboten oder gehalten", "bid or held without the figure"),
    "term.gleich": ("Gleich", "Gleich"),
    "term.hanger": ("Hanger", "Hanger"),
    "term.spiel": ("Spiel", "Spiel"),
    "term.figur": ("die Figur", "the figure"),
    # the hand sizes, as ``{size:term}`` says them
    "term.5": ("fünf", "five"),
    "term.7": ("sieben", "seven"),
    # the kinds of finding
    "kind.violation": ("Regelverstoß", "violation"),
    "kind.ruling": ("Entscheidung", "ruling"),
    "kind.undetermined": ("Unbestimmt", "undetermined"),
    "kind.note": ("Hinweis", "note"),
    # the kinds of authority a citation has
    "authority.paragraph": ("Paragraph", "paragraph"),
    "authority.explanation": ("Erklärung", "explanation"),
    "authority.interpretation": (
        "Auslegung (keine Regel, unsere Lesart)",
        "interpretation (not a rule: our reading)",
    ),
}
