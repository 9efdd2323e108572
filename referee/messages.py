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

# --- report and commands ---------------------------------------------------------------
# (filled by the report module's owner)
