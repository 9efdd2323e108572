"""The formatter of the message table: ``say(key, lang, **args)`` fills the template of
``key`` in ``lang``, with the format specs of the table (``{value:term}``, ``{n:count}``,
``{n:nth}``, ``{items:and}``, ``{count:n:one|other}`` …) worked out.

The table itself, ``MESSAGES``, is assembled here from the catalogue of each area.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Mapping
from typing import Any

from referee.messages import (
    analysis,
    cli,
    disputes,
    notation,
    pictures,
    play,
    replay,
    report,
    rules,
    wager,
    words,
)

DE, EN = "de", "en"
LANGS = (DE, EN)

#: The areas of the table, each a catalogue of key -> (German, English).
_AREAS = (words, notation, rules, play, wager, replay, disputes, report, pictures, analysis, cli)


def _table(*catalogues: Mapping[str, tuple[str, str]]) -> dict[str, dict[str, str]]:
    """Key -> {lang: template}, from ``catalogues``; a key in two of them is refused.

    >>> _table({"a": ("ja", "yes")}, {"b": ("nein", "no")})
    {'a': {'de': 'ja', 'en': 'yes'}, 'b': {'de': 'nein', 'en': 'no'}}
    >>> _table({"a": ("ja", "yes")}, {"a": ("doch", "yes")})
    Traceback (most recent call last):
    KeyError: "message key 'a' defined twice"
    """
    table: dict[str, dict[str, str]] = {}
    for catalogue in catalogues:
        for key, (de, en) in catalogue.items():
            if key in table:
                raise KeyError(f"message key {key!r} defined twice")
            table[key] = {DE: de, EN: en}
    return table


#: key -> {lang: template}; templates use str.format fields.
MESSAGES: dict[str, dict[str, str]] = _table(*(area.TEXTS for area in _AREAS))


#: the words that join the last two items of a list: (English, German)
_JOINS = {"and": ("and", "und"), "or": ("or", "oder")}


class _Formatter(string.Formatter):
    """``{how:term}`` translates a value that is itself a word of the game.

    Findings carry language-neutral values ("held", "still"); the word for the reader
    is the message ``term.<value>``.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "term":
            texts = MESSAGES.get(f"term.{value}")
            return (texts.get(self.lang) or texts[DE]) if texts else str(value)
        if format_spec in ("count", "nth"):  # 3 -> "drei" / "three"; 5 -> "fünften" / "fifth"
            texts = MESSAGES.get(f"{format_spec}.{value}")
            return (texts.get(self.lang) or texts[DE]) if texts else str(value)
        if format_spec in ("and", "or"):  # ("Gleich", "Hanger") -> "Gleich und Hanger"
            items = [str(v) for v in value] if isinstance(value, (tuple, list)) else [str(value)]
            last = f" {_JOINS[format_spec][self.lang == DE]} "
            return items[0] if len(items) == 1 else ", ".join(items[:-1]) + last + items[-1]
        if format_spec == "perlaggs":  # (("E7", "LA", True),) -> "E7 = LA"
            return ", ".join(self._perlagg(*item) for item in value)
        if format_spec == "paren":  # " (Gleich)", or nothing for an empty value
            return f" ({value})" if value not in (None, "") else ""
        head, _, forms = format_spec.partition(":")
        if head in ("n", "plural") and "|" in forms:
            return plural(value, forms, with_number=head == "n")
        text: str = super().format_field(value, format_spec)  # format(value, spec): a str
        return text

    def _perlagg(self, card: str, counts_as: str, christened: bool) -> str:
        key = "term.christened-as" if christened else "term.unchristened-as"
        return say(key, self.lang, card=card, counts=counts_as)


def plural(count: Any, forms: str, *, with_number: bool = False) -> str:
    """The form of ``one|other`` that fits ``count`` (German and English: 1 is singular).

    Templates use it as ``{files:n:Datei|Dateien}`` (number and word) or
    ``{files:plural:ist|sind}`` (the word alone), so a count never meets the wrong noun.

    >>> plural(1, "Datei|Dateien", with_number=True)
    '1 Datei'
    >>> plural(3, "violation|violations", with_number=True)
    '3 violations'
    >>> plural(0, "Fehler|Fehler")
    'Fehler'
    """
    one, _, other = forms.partition("|")
    word = one if count == 1 else other
    return f"{count} {word}" if with_number else word


def say_n(key: str, count: int, lang: str = DE, /, **args: Any) -> str:
    """``say`` for a message about ``count`` things: the template receives ``count``
    and picks its words with ``{count:n:one|other}`` (the ``ngettext`` idea, in the table).

    >>> say_n("check.files-checked", 1, EN)
    '1 file checked'
    >>> say_n("check.files-checked", 2, DE)
    '2 Dateien geprüft'
    """
    return say(key, lang, count=count, **args)


def say(key: str, lang: str = DE, /, **args: Any) -> str:
    """The text of ``key`` in ``lang``, filled with ``args``; a missing English text falls
    back to German rather than failing, and a key the table does not know is said as itself.

    >>> say("report.deal", EN, number=3)
    'Deal 3'
    >>> say("term.gut-at", DE, level=4)
    'gut bei 4'
    >>> say("no.such-key", DE, x=1)
    "no.such-key {'x': 1}"
    """
    return say_args(key, lang, args)


def say_args(key: str, lang: str, args: Mapping[str, Any]) -> str:
    """``say(key, lang, **args)`` with the arguments as they are kept (a finding's
    mapping), without copying them into keywords first.

    >>> say_args("check.files-checked", EN, {"count": 2}) == say_n("check.files-checked", 2, EN)
    True
    """
    texts = MESSAGES.get(key)
    if texts is None:
        return key + (" " + repr(dict(args)) if args else "")
    template = texts.get(lang) or texts[DE]
    try:
        compiled = _compiled(template)
        if compiled is None:
            return _Formatter(lang).vformat(template, (), args)
        plain, specs = compiled
        if not specs:  # no {x:spec} of ours: the C formatter says the same
            return plain.format_map(args)
        field = _Formatter(lang).format_field
        return plain.format_map({**args, **{n: field(args[f], sp) for n, f, sp in specs}})
    except (KeyError, IndexError, ValueError):
        return texts[DE]


#: A template's specs taken out: the plain template and (new field, field, spec) each.
Compiled = tuple[str, tuple[tuple[str, str, str], ...]]


@functools.cache
def _compiled(template: str) -> Compiled | None:
    """``template`` with each field that has a format spec renamed to a field of its own,
    whose text ``say`` works out before (by ``_Formatter.format_field``, as
    ``string.Formatter`` would), so that ``str.format`` says the rest (a template
    without specs is itself); None for a field with both a conversion and a spec, a
    nested or an indexed field (the formatter takes it).

    >>> _compiled("{a} hat {n:count} Stiche, {{x}}")
    ('{a} hat {_spec0} Stiche, {{x}}', (('_spec0', 'n', 'count'),))
    >>> _compiled("Stand: {{x}} {y!r}")
    ('Stand: {{x}} {y!r}', ())
    >>> _compiled("{a!r:term}") is None
    True
    """
    parts: list[str] = []
    specs: list[tuple[str, str, str]] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if (conversion and spec) or "{" in (spec or "") or not name.isidentifier():
            return None
        if spec:
            new = f"_spec{len(specs)}"
            specs.append((new, name, spec))
            name = new
        parts.append("{" + name + (f"!{conversion}" if conversion else "") + "}")
    return "".join(parts), tuple(specs)
