"""Every sentence the referee says, by key, in German (first) and English.

Paragraph quotes are never translated: they are the rulebook's words.  Each area of
the referee keeps its sentences in its own section below, so a translator finds all
of them in one file.  ``say(key, lang, **args)`` fills a template; a missing English
text falls back to German rather than failing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DE, EN = "de", "en"
LANGS = (DE, EN)

# key -> {lang: template}; templates use str.format fields.
MESSAGES: dict[str, dict[str, str]] = {}


def _add(section: Mapping[str, tuple[str, str]]) -> None:
    for key, (de, en) in section.items():
        if key in MESSAGES:
            raise KeyError(f"message key {key!r} defined twice")
        MESSAGES[key] = {DE: de, EN: en}


def say(key: str, lang: str = DE, /, **args: Any) -> str:
    texts = MESSAGES.get(key)
    if texts is None:
        return key + (" " + repr(args) if args else "")
    template = texts.get(lang) or texts[DE]
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):
        return texts[DE]


# --- common words ------------------------------------------------------------------------
_add(
    {
        "kind.violation": ("Regelverstoß", "violation"),
        "kind.ruling": ("Entscheidung", "ruling"),
        "kind.undetermined": ("Unbestimmt", "undetermined"),
        "kind.note": ("Hinweis", "note"),
        "authority.paragraph": ("Paragraph", "paragraph"),
        "authority.explanation": ("Erklärung", "explanation"),
        "authority.interpretation": (
            "Auslegung (keine Regel, unsere Lesart)",
            "interpretation (not a rule: our reading)",
        ),
    }
)

# --- notation (parse errors) ------------------------------------------------------------
# (filled by the notation module's owner)

# --- deal and play ---------------------------------------------------------------------
# (filled by the play module's owner)

# --- wager and scoring -----------------------------------------------------------------
# (filled by the wager module's owner)

# --- replay (across deals) ----------------------------------------------------------
_add({
    "replay.target-differs": (
        "Der Kopf setzt das Ziel auf {header} Punkte; das Regelwerk schreibt {rule} vor.",
        "The header sets the target to {header} points; the rulebook prescribes {rule}."),
    "replay.target-unreadable": (
        "Das Ziel „{value}“ ist keine Punktzahl; es gilt {used}.",
        "The target \"{value}\" is not a number of points; {used} applies."),
    "replay.start-score-unreadable": (
        "Der Anfangsstand „{value}“ ist nicht lesbar (erwartet: „A+C 12, B+D 14“); es gilt 0:0.",
        "The starting score \"{value}\" cannot be read (expected \"A+C 12, B+D 14\"); 0:0 applies."),
    "replay.after-match-end": (
        "Das Spiel war schon aus ({party} ist ausgegangen); diese Runde zählt nicht mehr.",
        "The match was already over ({party} went out); this deal no longer counts."),
    "replay.score-claim-wrong": (
        "Aufgeschrieben wurde {claimed}, richtig gezählt ist es {counted}.",
        "The table wrote {claimed}; the correct count is {counted}."),
    "replay.score-claim-stands": (
        "Der falsche Stand {claimed} wurde nicht reklamiert, bevor die erste Karte der nächsten "
        "Runde lag; er gilt nun.",
        "The wrong score {claimed} was not challenged before the first card of the next deal "
        "was played; it now stands."),
})

# --- report and commands ---------------------------------------------------------------
# (filled by the report module's owner)
