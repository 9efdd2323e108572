"""Every sentence the referee says, by key, in German (first) and English.

Paragraph quotes are never translated: they are the rulebook's words.  Each area of
the referee keeps its sentences in its own section below, so a translator finds all
of them in one file.  ``say(key, lang, **args)`` fills a template; a missing English
text falls back to German rather than failing.
"""

from __future__ import annotations

import functools
import string
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
        return super().format_field(value, format_spec)

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


# --- templates with format specs, formatted by str.format ---------------------------------
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


# --- number words ({n:count} cardinal, {n:nth} ordinal as in "im fünften Gang") ----------
_add(
    {
        **{
            f"count.{n}": words
            for n, words in enumerate(
                (
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
            )
        },
        "term.geboten": ("geboten", "bid"),
        **{
            f"nth.{n}": words
            for n, words in enumerate(
                (
                    ("ersten", "first"),
                    ("zweiten", "second"),
                    ("dritten", "third"),
                    ("vierten", "fourth"),
                    ("fünften", "fifth"),
                    ("sechsten", "sixth"),
                    ("siebten", "seventh"),
                ),
                start=1,
            )
        },
    }
)


# --- common words ------------------------------------------------------------------------
_add(
    {
        # words of the game that findings carry as values ({value:term})
        "term.gut": ("gut gelassen", "let good"),
        "term.christened-as": ("{card} = {counts}", "{card} = {counts}"),
        "term.unchristened-as": ("{card} ungetauft = {counts}", "{card} unnamed = {counts}"),
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
        "term.gleich": ("Gleich", "Gleich"),
        "term.hanger": ("Hanger", "Hanger"),
        "term.spiel": ("Spiel", "Spiel"),
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

# --- rulebooks ---------------------------------------------------------------------------
_add(
    {
        "rules.list.heading": ("Eingebaute Regelwerke", "Built-in rulebooks"),
        "rules.col.id": ("Kennung", "id"),
        "rules.col.title": ("Titel", "title"),
        "rules.col.date": ("Datum", "date"),
        "rules.col.place": ("Ort", "place"),
        "rules.col.extends": ("erweitert", "extends"),
        "rules.col.concern": ("Anliegen", "concern"),
        "rules.extends": ("erweitert {parent}", "extends {parent}"),
        "rules.source": ("Quelle: {source}", "Source: {source}"),
        "rules.page": ("S. {page}", "p. {page}"),
        "rules.gap": ("Lücke im Scan: {gap}", "Gap in the scan: {gap}"),
        "rules.provenance": ("Herkunft: {provenance}", "Provenance: {provenance}"),
        "rules.governs": ("Regelt:", "Governs:"),
        "rules.governs_nothing": ("Regelt kein Anliegen: {reason}", "Governs no concern: {reason}"),
        "rules.count": ("{n} Paragraphen", "{n} paragraphs"),
        "rules.explanation": ("Erklärung {ref}", "explanation {ref}"),
        "rules.interpretation": ("Auslegung {ref}", "interpretation {ref}"),
        "rules.support": ("{rulebook} {ref} (zur Stütze)", "{rulebook} {ref} (in support)"),
        "rules.silent": ("schweigt", "silent"),
        "rules.yes": ("ja", "yes"),
        "rules.no": ("nein", "no"),
        "rules.diff.heading": ("Unterschiede {left} ↔ {right}", "Differences {left} ↔ {right}"),
        "rules.diff.all_heading": (
            "Alle Anliegen {left} ↔ {right}",
            "All concerns {left} ↔ {right}",
        ),
        "rules.diff.none": ("Keine Unterschiede.", "No differences."),
        "rules.diff.count": (
            "{n} von {total} Anliegen verschieden",
            "{n} of {total} concerns differ",
        ),
        "rules.error.usage_diff": (
            "diff braucht zwei Regelwerke, z. B.: perlagg rules diff 1890 schlanders-2013",
            "diff needs two rulebooks, e.g.: perlagg rules diff 1890 schlanders-2013",
        ),
        "rules.error.unknown": (
            "{name}: weder ein eingebautes Regelwerk ({ids}) noch eine Regelwerk-Datei",
            "{name}: neither a built-in rulebook ({ids}) nor a rulebook file",
        ),
        "rules.error.paragraph": ("{id}: kein Paragraph {ref}", "{id}: no paragraph {ref}"),
        "rules.error.ambiguous": (
            "{id}: {ref} ist mehrdeutig ({choices})",
            "{id}: {ref} is ambiguous ({choices})",
        ),
    }
)

# --- notation (parse errors) ------------------------------------------------------------
# An error message is assembled from fragments: what was found, what was expected (a list
# of the "notation.what.*" descriptions and literal words), and a suggestion.
_add(
    {
        "notation.unexpected": ("unerwartet: „{word}“", "unexpected: “{word}”"),
        "notation.unknown_word": ("unbekanntes Wort „{word}“", "unknown word “{word}”"),
        "notation.unknown_card": ("unbekannte Karte „{word}“", "unknown card “{word}”"),
        "notation.not_a_card": (
            "„{word}“ ist keine Karte des Spiels",
            "“{word}” is not a card of the game",
        ),
        "notation.line_ends": ("die Zeile endet zu früh", "the line ends too early"),
        "notation.expected": (" — erwartet: {what}", " — expected: {what}"),
        "notation.suggest": (" — meinten Sie „{word}“?", " — did you mean “{word}”?"),
        "notation.or": (" oder ", " or "),
        "notation.unknown_player": (
            "unbekannter Spieler „{word}“: weder ein Sitz A, B, C, D noch ein Name aus dem Kopf",
            "unknown player “{word}”: neither a seat A, B, C, D nor a name from the header",
        ),
        "notation.trick_count": (
            "Ein Stich hat vier Karten, hier sind es {count:count}",
            "A trick has four cards, this one has {count:count}",
        ),
        "notation.trick_count_one": (
            "Ein Stich hat vier Karten, hier ist es nur eine",
            "A trick has four cards, this one has only one",
        ),
        "notation.not_partners": (
            "{a} und {b} sind keine Partner: A+C spielen gegen B+D",
            "{a} and {b} are not partners: A+C play against B+D",
        ),
        "notation.raise_level": (
            "erhöht wird auf Drei bis Sieben oder „Spiel aus“, nicht auf „{word}“",
            "a raise goes to three to seven or “Spiel aus”, not to “{word}”",
        ),
        "notation.header_after_deal": (
            "die Kopfzeile [{key} …] gehört an den Anfang, vor die erste „Runde“",
            "the header tag [{key} …] belongs at the top, before the first “Runde”",
        ),
        "notation.before_deal": (
            'vor der ersten „Runde“ stehen nur Kopfzeilen [Regeln "1890"] und Anmerkungen {{…}}',
            'before the first “Runde” only header tags [Regeln "1890"] and annotations {{…}}',
        ),
        # hostile input (issue 15): numbers too long, control characters, error caps
        "notation.number_too_long": (
            "die Zahl „{word}“ ist zu lang (höchstens {max} Ziffern)",
            "the number “{word}” is too long (at most {max} digits)",
        ),
        "notation.control_char": (
            "Steuerzeichen {code} in einer Kopfzeile: dort steht nur lesbarer Text",
            "control character {code} in a header tag: only readable text belongs there",
        ),
        "notation.too_many_cards": (
            "{count} Karten in einer Zeile, mehr als das Blatt hat (höchstens {max})",
            "{count} cards on one line, more than the deck holds (at most {max})",
        ),
        "notation.more_errors": (
            "und {count} weitere Fehler in dieser Zeile (nur die ersten werden einzeln genannt)",
            "and {count} more errors on this line (only the first are listed one by one)",
        ),
        "notation.encoding": (
            "kein gültiges UTF-8 (Byte {byte}): bitte die Datei als UTF-8 speichern",
            "not valid UTF-8 (byte {byte}): please save the file as UTF-8",
        ),
        "notation.what.card": ("eine Karte wie HA oder Herz-As", "a card such as HA or Herz-As"),
        "notation.what.player": (
            "ein Sitz (A, B, C, D) oder ein Name aus dem Kopf",
            "a seat (A, B, C, D) or a name from the header",
        ),
        "notation.what.line": (
            "eine Zeile wie „Runde“, „Geber: D“, „A spielt HA“ oder „A: Gilt mein Gleich“",
            "a line such as “Runde”, “Geber: D”, “A spielt HA” or “A: Gilt mein Gleich”",
        ),
        "notation.what.speech": (
            "eine Ansage wie „Gilt mein Gleich“, „Gut“, „Ich halte“, „Drei“"
            " oder Gerede in Anführungszeichen",
            "a call such as “Gilt mein Gleich”, “Gut”, “Ich halte”, “Drei”"
            " or talk in quotation marks",
        ),
        "notation.what.figure": ("Gleich, Hanger oder Spiel", "Gleich, Hanger or Spiel"),
        "notation.what.level": (
            "eine Stufe wie „Drei“ oder „Spiel aus“",
            "a step such as “Drei” or “Spiel aus”",
        ),
        "notation.what.number": ("eine Zahl", "a number"),
        "notation.what.party": ("eine Partei wie A+C", "a party such as A+C"),
        "notation.what.text": ("ein Text", "some text"),
        "notation.what.quoted": ("ein Text in Anführungszeichen", "text in quotation marks"),
        "notation.what.eol": ("das Zeilenende", "the end of the line"),
        "notation.what.degree": ("ein Grad wie „dritziges“", "a degree such as “dritziges”"),
        "notation.what.header_key": ("ein Name wie Regeln", "a name such as Regeln"),
        "notation.what.annotation": ("eine Anmerkung {{…}}", "an annotation {{…}}"),
        "notation.what.none": ("„-“ für keine", "“-” for none"),
    }
)

# --- deal and play ---------------------------------------------------------------------
_add(
    {
        # deck, deal, cut
        "deal.not-in-deck": (
            "{card} gehört nicht zum Blatt dieses Regelwerks.",
            "{card} is not in this rulebook's deck.",
        ),
        "deal.card-twice": (
            "{card} kommt zweimal vor ({first} und {second}).",
            "{card} appears twice ({first} and {second}).",
        ),
        "deal.hand-size": (
            "{seat} hat {count} statt {size:term} Karten.",
            "{seat} has {count} cards instead of {size:term}.",
        ),
        "deal.hand-conflict": (
            "Die Hand von {seat} widerspricht einer früheren Angabe ({cards}).",
            "{seat}'s hand contradicts an earlier line ({cards}).",
        ),
        "deal.hand-exchange-unclear": (
            "Die Hand von {seat} enthält weder {taken} noch {given}: vor oder nach dem "
            "Austauschen ist nicht zu erkennen.",
            "{seat}'s hand holds neither {taken} nor {given}: before or after the exchange "
            "cannot be told.",
        ),
        "deal.dealer-unknown": (
            "Der Geber ist nicht angegeben: wer ausspielt, ist nicht zu prüfen.",
            "The dealer is not given: who leads cannot be checked.",
        ),
        "deal.cutter-packets": (
            "{seat} hat {count} Perlaggen abgehoben und erhält beim Austeilen {packets} Karten.",
            "{seat} kept {count} Perlaggs at the cut and is dealt {packets} cards.",
        ),
        "deal.cutter-count": (
            "{seat} hat {count} Perlaggen abgehoben, hält aber {held} Karten: beim Austeilen "
            "wurden die Perlaggen nicht abgezogen.",
            "{seat} kept {count} Perlaggs but holds {held} cards: the deal did not allow for them.",
        ),
        "cut.wrong-seat": (
            "{seat} hebt ab; abheben muss {expected}, der rechts vom Geber sitzt.",
            "{seat} cuts; the cut belongs to {expected}, on the dealer's right.",
        ),
        "cut.not-permanent": (
            "{seat} behält beim Abheben {card}: nur ständige Perlaggen bleiben dem Abheber.",
            "{seat} keeps {card} at the cut: only permanent Perlaggs stay with the cutter.",
        ),
        "cut.kept-not-held": (
            "{seat} hat {card} abgehoben, aber die Hand von {seat} enthält ihn nicht.",
            "{seat} kept {card} at the cut, but {seat}'s hand does not hold it.",
        ),
        # trump and exchange
        "trump.unknown": (
            "Der Trumpf ist nicht angegeben: Stiche und Perlaggen sind nicht zu bestimmen.",
            "Trump is not given: tricks and Perlaggs cannot be determined.",
        ),
        "trump.turned-by": (
            "{seat} schlägt Trumpf auf; aufschlagen muss der Geber {dealer}.",
            "{seat} turns trump; the dealer {dealer} turns it.",
        ),
        "trump.turned-again": (
            "Es wurde mehrmals aufgeschlagen ({cards}); es gilt die erste Karte, {card}.",
            "Trump was turned more than once ({cards}); the first card, {card}, stands.",
        ),
        "trump.eichel-passed": (
            "Eichel wird hier nie Trumpf: nach {cards} wird weiter aufgeschlagen; {card} "
            "macht {suit} zum Trumpf.",
            "Eichel is never trump here: after {cards} the dealer turns again; {card} makes "
            "{suit} trump.",
        ),
        "trump.turned-too-many": (
            "Nach {card} wurde weiter aufgeschlagen ({cards}); {card} bestimmt den Trumpf.",
            "More cards were turned after {card} ({cards}); {card} decides trump.",
        ),
        "trump.only-eichel": (
            "Aufgeschlagen ist nur Eichel ({cards}); Eichel wird nie Trumpf: der Trumpf "
            "fehlt im Protokoll.",
            "Only Eichel was turned ({cards}); Eichel is never trump: the trump is missing.",
        ),
        "trump.perlagg-turned": (
            "{card} ist aufgeschlagen: {suit} ist Trumpf.",
            "{card} is turned: {suit} is trump.",
        ),
        "exchange.not-turned": (
            "{seat} tauscht {taken}, aber {taken} liegt nicht aufgeschlagen.",
            "{seat} takes {taken}, but {taken} is not the turned card.",
        ),
        "exchange.not-perlagg": (
            "{seat} tauscht {taken}, doch nur ein aufgeschlagener Perlagg wird ausgetauscht.",
            "{seat} takes {taken}, but only a turned Perlagg may be exchanged.",
        ),
        "exchange.opponent": (
            "{seat} tauscht {taken}: die Gegenpartei des Gebers darf nie austauschen.",
            "{seat} takes {taken}: the dealer's opponents may never exchange.",
        ),
        "exchange.partner-while-dealer-could": (
            "{seat} tauscht, obwohl der Geber {dealer} {card} hatte: das Recht hat zuerst "
            "der Geber.",
            "{seat} exchanges although the dealer {dealer} held {card}: the right is the "
            "dealer's first.",
        ),
        "exchange.partner-may": (
            "{seat} darf {taken} austauschen: der Geber {dealer} hat keine Karte in {suit}, "
            "darum geht das Recht auf seinen Partner über.",
            "{seat} may exchange {taken}: the dealer {dealer} holds no {suit} card, so the "
            "right passes to his partner.",
        ),
        "exchange.dealer-unknown": (
            "{seat} tauscht an Stelle des Gebers {dealer}; ob der Geber einen passenden Trumpf "
            "hatte, ist unbekannt (seine Hand fehlt).",
            "{seat} exchanges in the dealer {dealer}'s place; whether the dealer held a "
            "suitable card is unknown (his hand is missing).",
        ),
        "exchange.given-perlagg": (
            "{seat} gibt {given} für {taken}: gegen einen Perlagg wird kein anderer Perlagg "
            "getauscht.",
            "{seat} gives {given} for {taken}: a Perlagg is not exchanged for another Perlagg.",
        ),
        "exchange.given-wrong-suit": (
            "{seat} gibt {given} für {taken}; gegeben werden muss eine Karte der Farbe {suit}.",
            "{seat} gives {given} for {taken}; the card given must be of {suit}.",
        ),
        "exchange.given-not-held": (
            "{seat} gibt {given}, hält diese Karte aber nicht.",
            "{seat} gives {given} but does not hold it.",
        ),
        "exchange.too-late": (
            "{seat} tauscht erst, nachdem auf die erste Karte zugegeben wurde: das Recht "
            "zum Austauschen ist verloren.",
            "{seat} exchanges after the first card was answered: the right is lost.",
        ),
        "exchange.omitted": (
            "{card} wurde nicht ausgetauscht, obwohl {seat} {given} hatte: der eigene Schaden "
            "der berechtigten Partei.",
            "{card} was not exchanged although {seat} held {given}: the entitled party's own loss.",
        ),
        # christening
        "christening.not-perlagg": (
            "{seat} tauft {card} als {named}; {card} ist kein Perlagg: die Taufe gilt nicht, "
            "die Karte bleibt {card}.",
            "{seat} names {card} as {named}; {card} is no Perlagg: the naming is void, the "
            "card stays {card}.",
        ),
        "christening.not-plain": (
            "{seat} tauft {card} als {named}: getauft wird nur auf eine der 32 Karten; der "
            "Perlagg bleibt ungetauft.",
            "{seat} names {card} as {named}: a Perlagg is named as one of the 32 plain cards; "
            "it stays unnamed.",
        ),
        "christening.refixed": (
            "{seat} tauft {card} als {named}, er ist aber schon {fixed}: 'tauft ist 'tauft.",
            "{seat} names {card} as {named}, but it is already {fixed}: once named, always named.",
        ),
        "christening.unchristened": (
            "{seat} spielt {card} ungetauft: er gilt als die einfache Karte {card}.",
            "{seat} plays {card} unnamed: it counts as the plain card {card}.",
        ),
        # play
        "play.lead-out-of-turn": (
            "{seat} spielt aus; ausspielen muss {expected}.",
            "{seat} leads; the lead belongs to {expected}.",
        ),
        "play.out-of-turn": (
            "{seat} gibt zu; an der Reihe ist {expected}.",
            "{seat} plays; it is {expected}'s turn.",
        ),
        "play.revoke": (
            "{seat} verleugnet Farbe: {led} ist ausgespielt, {seat} hält {held} und spielt {card}.",
            "{seat} revokes: {led} was led, {seat} holds {held} and plays {card}.",
        ),
        "play.revoke-unknown": (
            "{seat} spielt {card} auf {led}; ob {seat} noch {suit} hatte, ist unbekannt "
            "(Hand von {seat} fehlt).",
            "{seat} plays {card} to {led}; whether {seat} still held {suit} is unknown "
            "({seat}'s hand is missing).",
        ),
        "play.card-not-held.played": (
            "{seat} spielt {card}, die schon gespielt ist.",
            "{seat} plays {card}, which has already been played.",
        ),
        "play.card-not-held.table": (
            "{seat} spielt {card}, die aufgeschlagen auf dem Tisch liegt.",
            "{seat} plays {card}, which lies turned on the table.",
        ),
        "play.card-not-held.seat": (
            "{seat} spielt {card}, die {other} hält.",
            "{seat} plays {card}, which {other} holds.",
        ),
        "play.card-not-held.hand": (
            "{seat} spielt {card}, die nicht in der Hand von {seat} ist.",
            "{seat} plays {card}, which is not in {seat}'s hand.",
        ),
        "play.trump-ref-unresolved": (
            "{seat} spielt {card}: ohne bekannten Trumpf ist die Karte nicht zu bestimmen.",
            "{seat} plays {card}: without a known trump the card cannot be determined.",
        ),
        "play.too-many-cards": (
            "{seat} spielt eine sechste Karte ({card}).",
            "{seat} plays a sixth card ({card}).",
        ),
        "play.trick-perlagg": (
            "Den {number}. Stich macht {winner} mit {card}; Perlaggen darin: {perlaggs:perlaggs}.",
            "{winner} takes trick {number} with {card}; Perlaggs in it: {perlaggs:perlaggs}.",
        ),
        "play.after-spiel": (
            "{party} hat schon {tricks:count} Stiche; das Spiel ist entschieden, weitere "
            "Stiche zählen nicht.",
            "{party} already has {tricks:count} tricks; the Spiel is decided, further tricks "
            "do not count.",
        ),
        "show.card-not-held.played": (
            "{seat} weist {card}, die ein anderer gespielt hat.",
            "{seat} shows {card}, which another player played.",
        ),
        "show.card-not-held.table": (
            "{seat} weist {card}, die aufgeschlagen auf dem Tisch liegt.",
            "{seat} shows {card}, which lies turned on the table.",
        ),
        "show.card-not-held.seat": (
            "{seat} weist {card}, die {other} hält.",
            "{seat} shows {card}, which {other} holds.",
        ),
        "show.card-not-held.hand": (
            "{seat} weist {card}, die nicht in der Hand von {seat} ist.",
            "{seat} shows {card}, which is not in {seat}'s hand.",
        ),
        # figures: names as the sources give them (S. 60-62)
        "figure.none": ("keine Figur", "no figure"),
        "figure.gleich.2": ("einfaches Gleich ({rank})", "simple Gleich ({rank})"),
        "figure.gleich.2.top": ("höchstes Gleich ({rank})", "highest Gleich ({rank})"),
        "figure.gleich.3": ("dritziges Gleich ({rank})", "three-card Gleich ({rank})"),
        "figure.gleich.3.top": (
            "höchst dritziges Gleich ({rank})",
            "highest three-card Gleich ({rank})",
        ),
        "figure.gleich.4": ("viertiges Gleich ({rank})", "four-card Gleich ({rank})"),
        "figure.gleich.4.top": (
            "höchst viertiges Gleich ({rank})",
            "highest four-card Gleich ({rank})",
        ),
        "figure.gleich.5": ("fünftiges Gleich ({rank})", "five-card Gleich ({rank})"),
        "figure.gleich.5.top": (
            "höchst fünftiges Gleich ({rank})",
            "highest five-card Gleich ({rank})",
        ),
        "figure.hanger.2": ("einfacher Hanger ({low}–{high})", "simple Hanger ({low}–{high})"),
        "figure.hanger.2.top": ("höchster Hanger ({low}–{high})", "highest Hanger ({low}–{high})"),
        "figure.hanger.3": ("dritziger Hanger ({low}–{high})", "three-card Hanger ({low}–{high})"),
        "figure.hanger.3.top": (
            "höchst dritziger Hanger ({low}–{high})",
            "highest three-card Hanger ({low}–{high})",
        ),
        "figure.hanger.4": ("viertiger Hanger ({low}–{high})", "four-card Hanger ({low}–{high})"),
        "figure.hanger.4.top": (
            "höchst viertiger Hanger ({low}–{high})",
            "highest four-card Hanger ({low}–{high})",
        ),
        "figure.hanger.5": ("fünftiger Hanger ({low}–{high})", "five-card Hanger ({low}–{high})"),
        "figure.hanger.5.top": (
            "höchst fünftiger Hanger ({low}–{high})",
            "highest five-card Hanger ({low}–{high})",
        ),
        "rank.plural.6": ("Sechser", "Sixes"),
        "rank.plural.7": ("Siebener", "Sevens"),
        "rank.plural.8": ("Achter", "Eights"),
        "rank.plural.9": ("Neuner", "Nines"),
        "rank.plural.10": ("Zehner", "Tens"),
        "rank.plural.U": ("Unter", "Unters"),
        "rank.plural.O": ("Ober", "Obers"),
        "rank.plural.K": ("Könige", "Kings"),
        "rank.plural.A": ("Asse", "Aces"),
        "rank.name.6": ("Sechser", "Six"),
        "rank.name.7": ("Siebener", "Seven"),
        "rank.name.8": ("Achter", "Eight"),
        "rank.name.9": ("Neuner", "Nine"),
        "rank.name.10": ("Zehner", "Ten"),
        "rank.name.U": ("Unter", "Unter"),
        "rank.name.O": ("Ober", "Ober"),
        "rank.name.K": ("König", "King"),
        "rank.name.A": ("As", "Ace"),
    }
)

# --- wager and scoring -----------------------------------------------------------------
_add(
    {
        # answers and raises
        "wager.no-answer": (
            "{party} hat auf {figure} ({level}) nicht sogleich geantwortet; "
            "nicht gehalten gilt es als gut gelassen.",
            "{party} did not answer {figure} ({level}) at once; not held, it counts as let good.",
        ),
        "wager.answer-to-nothing": (
            "Die Antwort{figure:paren} beantwortet kein offenes Gebot; niemand schuldet etwas.",
            "The answer{figure:paren} answers no open offer; nothing is owed.",
        ),
        "wager.bare-call-answered": (
            "{caller} hat nicht geboten: „{figure}!“ ohne „biete“/„gilt“ ist kein Gebot, "
            "also beantwortet die Antwort von {seat} nichts; niemand schuldet etwas.",
            "{caller} made no bid: “{figure}!” without “biete”/“gilt” is no bid, "
            "so {seat}'s answer answers nothing; nothing is owed.",
        ),
        "wager.unnamed-all": (
            "Die Antwort ohne Figur gilt allen in einem Zug gebotenen Figuren: {figures}.",
            "The answer naming no figure answers all figures bid in one breath: {figures}.",
        ),
        "wager.unnamed-latest": (
            "Die Antwort ohne Figur gilt dem zuletzt Gebotenen ({figure}), nicht {others}.",
            "The answer naming no figure answers the latest offer ({figure}), not {others}.",
        ),
        "wager.re-bid": (
            "{figure} war schon gehalten ({level}) und wird neuerdings geboten: "
            "die Gegenpartei darf abermals halten oder gut sein lassen.",
            "{figure} was already held ({level}) and is bid again: "
            "the other party may hold it again or let it good.",
        ),
        "wager.bid-on-closed": (
            "{figure} ist schon entschieden ({stage}); das Gebot gilt nichts.",
            "{figure} is already settled ({stage}); the bid counts for nothing.",
        ),
        "wager.raise-by-bidder": (
            "{party} hat {figure} geboten und darf nicht zu steigern beginnen: "
            "das steht nur der haltenden Partei zu. Die Steigerung gilt nicht; {figure} bleibt, "
            "wie es war.",
            "{party} bid {figure} and may not start raising: only the holding party may. The "
            "raise does not count; {figure} stays as it was.",
        ),
        "wager.raise-out-of-turn": (
            "Steigern außer der Reihe bei {figure} ({level}): die Parteien steigern abwechselnd, "
            "und eine gehaltene Steigerung ist die Grenze. Die Steigerung gilt nicht; {figure} "
            "bleibt, wie es war.",
            "Raise out of turn on {figure} ({level}): the parties raise in turn, "
            "and a held raise ends the raising. The raise does not count; {figure} stays as it "
            "was.",
        ),
        "wager.raise-jump": (
            "Sprung beim Steigern von {figure}: {said} statt {expected}. Der Sprung gilt nicht; "
            "{figure} bleibt, wie es war.",
            "A jump in raising {figure}: {said} instead of {expected}. The jump does not count; "
            "{figure} stays as it was.",
        ),
        "wager.raise-above-top": (
            "Über „Spiel aus“ hinaus kann {figure} nicht gesteigert werden.",
            "{figure} cannot be raised beyond “Spiel aus”.",
        ),
        "wager.hold-level": (
            "„Ich halte die {said}“ bei {figure}: gehalten ist, was offen war, die {level}.",
            "“I hold the {said}” on {figure}: what was open is held, the {level}.",
        ),
        "wager.gut-bei-value": (
            "„Gut bei {said}“ bei {figure}: die Ablehnung gibt dem Steigernden "
            "die gesagte Zahl weniger eins, also {value}.",
            "“Gut bei {said}” on {figure}: refusing gives the raiser the number "
            "he said less one, that is {value}.",
        ),
        "wager.gut-bei-without-raise": (
            "„Gut bei {level}“ ohne offene Steigerung bei {figure}: als „gut“ genommen.",
            "“Gut bei {level}” with no raise open on {figure}: taken as “gut”.",
        ),
        # bids
        "wager.overbid": (
            "{party} überbietet sich: bei {score} Punkten (Ziel {target}) geboten: {figures:and}; "
            "{points} Punkte sind sofort zu löschen.",
            "{party} overbids: at {score} points (target {target}) it bid {figures:and}; "
            "{points} points are struck at once.",
        ),
        "wager.overbid-let-good": (
            "{party} hat sich überboten (bei {score}, Ziel {target}), und die Gegner haben es "
            "gut sein lassen: damit ist das Spiel aus, {party} geht aus.",
            "{party} overbid (at {score}, target {target}) and the opponents let it good: "
            "the match is over, {party} goes out.",
        ),
        "wager.last-trick-spiel": (
            "Im {trick:nth} Gang (Spielfarbe {led}) kann nur bieten, halten oder steigern, wer "
            "mit Farbe, Trumpf oder Perlagg antworten kann; {card} kann das nicht. Es gilt nicht.",
            "In the {trick:nth} trick (suit {led}) only a player who can answer with the suit, "
            "a trump or a Perlagg may bid, hold or raise the Spiel; {card} cannot. It does not "
            "count.",
        ),
        "wager.last-trick-unknown": (
            "Ob im {trick:nth} Gang mit Farbe, Trumpf oder Perlagg geboten wurde, sagt die "
            "Mitschrift nicht: die Karte fehlt.",
            "The transcript does not say whether the Spiel was bid in the {trick:nth} trick "
            "with the suit, a trump or a Perlagg: the card is missing.",
        ),
        "wager.throw-in": (
            "Die Karten sind hingeworfen: die Gegner ({party}) schreiben alle noch "
            "offenen Figuren.",
            "The cards were thrown down: the opponents ({party}) write every figure still open.",
        ),
        # must have
        "wager.must-have": (
            "{seat} hat {figure} {role:term} ohne es zu haben: {points} Punkte Strafe.",
            "{seat} bid or held {figure} ({role:term}) without having it: {points} points penalty.",
        ),
        "wager.must-have-unknown": (
            "Ob {seat} {figure} hatte ({role:term}), sagt die Mitschrift nicht: seine Karten "
            "fehlen.",
            "Whether {seat} had {figure} ({role:term}) the transcript does not say: "
            "his cards are missing.",
        ),
        "wager.must-have-trump-unknown": (
            "Ob {seat} {figure} hatte ({role:term}), sagt die Mitschrift nicht: der Trumpf "
            "fehlt, und ohne ihn sind die Perlaggen nicht zu erkennen.",
            "Whether {seat} had {figure} ({role:term}) the transcript does not say: the trump "
            "is missing, and without it the Perlaggs cannot be told.",
        ),
        "wager.partner-wins-figure": (
            "{partner}s besseres {figure} gewinnt die Figur für die Partei, entschuldigt aber "
            "nicht, dass {seat} es nicht hatte.",
            "{partner}'s better {figure} wins the figure for the party, but does not excuse "
            "that {seat} lacked it.",
        ),
        "wager.card-count-forfeits": (
            "{party} hat nicht mit der richtigen Zahl Karten gespielt und verliert jede "
            "gemachte Figur dieser Runde; die Gegner schreiben ihre Figuren.",
            "{party} did not play with the right number of cards and loses every figure it "
            "made in this deal; the opponents write their figures.",
        ),
        "wager.deal-forfeited": (
            "{party} verliert alle Punkte dieser Runde; die Gegner schreiben ihre Figuren.",
            "{party} loses all points of this deal; the opponents write their figures.",
        ),
        # scoring and going out
        "scoring.went-out": (
            "{party} geht aus mit {figure} ({how:term}); Stand {score}.",
            "{party} goes out with {figure} ({how:term}); score {score}.",
        ),
        "scoring.out-undetermined": (
            "Wer ausgeht, hängt an {figure}, und das sagt die Mitschrift nicht.",
            "Who goes out depends on {figure}, which the transcript does not settle.",
        ),
        "scoring.figure-unknown": (
            "Wer {figure} besser hat, sagt die Mitschrift nicht: es fehlen die Karten "
            "von {missing}.",
            "Who has {figure} better the transcript does not say: the cards of {missing} "
            "are missing.",
        ),
        "scoring.figure-trump-unknown": (
            "Wer {figure} besser hat, sagt die Mitschrift nicht: der Trumpf fehlt, und ohne "
            "ihn sind die Perlaggen nicht zu erkennen.",
            "Who has {figure} better the transcript does not say: the trump is missing, and "
            "without it the Perlaggs cannot be told.",
        ),
        "scoring.spiel-unknown": (
            "Wer das Spiel ({tricks:count} Stiche) hat, sagt die Mitschrift nicht.",
            "Who has the Spiel ({tricks:count} tricks) the transcript does not say.",
        ),
        "scoring.endgame-figure": (
            "Beiden fehlt ein Punkt: gefragt wird ab dem {degree}fachen; {party} hat allein "
            "das Bessere ({figure}) und geht aus.",
            "Both need one point: figures of degree {degree} and up are asked for; {party} "
            "has the better one ({figure}) and goes out.",
        ),
        "scoring.endgame-spiel": (
            "Beiden fehlt ein Punkt, und keine Partei hat allein ein besseres {degree}faches: "
            "das Spiel entscheidet.",
            "Both need one point and no party alone has a better figure of degree {degree}: "
            "the Spiel decides.",
        ),
        "scoring.endgame-unknown": (
            "Beiden fehlt ein Punkt; wer {figure} besser hat, sagt die Mitschrift nicht.",
            "Both need one point; who has {figure} better the transcript does not say.",
        ),
        # the state at a dispute
        "wager.state-bare-call": (
            "{seat} hat nur „{figure}!“ gerufen: das ist kein Gebot.",
            "{seat} only called “{figure}!”: that is no bid.",
        ),
        "wager.state-offered": (
            "{figure} (geboten von {bidder}) steht offen bei {level}; {party} muss antworten.",
            "{figure} (bid by {bidder}) is open at {level}; {party} must answer.",
        ),
        "wager.state-held": (
            "{figure} (geboten von {bidder}) ist gehalten bei {level}; steigern darf: {raiser}.",
            "{figure} (bid by {bidder}) is held at {level}; may raise: {raiser}.",
        ),
        "wager.state-closed": (
            "{figure} (geboten von {bidder}) ist erledigt ({words}): {party} schreibt {points}.",
            "{figure} (bid by {bidder}) is settled ({words}): {party} writes {points}.",
        ),
        "wager.state-must-have": (
            "{seat} muss {figure} haben (geboten oder gehalten).",
            "{seat} must have {figure} (bid or held).",
        ),
        "wager.state-nobody-owes": (
            "Niemand schuldet eine Figur.",
            "Nobody owes a figure.",
        ),
        # showing
        "showing.before-spiel-party": (
            "{seat} weist oder bietet vor der spielhabenden Partei {party}: "
            "nach entschiedenem Spiel weist diese zuerst und ungehindert.",
            "{seat} shows or bids before the Spiel party {party}: once the Spiel is decided "
            "that party shows first, unhindered.",
        ),
        "showing.degree-first": (
            "{seat} weist die Karten für {figure}, bevor beide Parteien den Höhengrad bekannt "
            "haben.",
            "{seat} shows the cards for {figure} before both parties declared its degree.",
        ),
        "showing.stands-improved": (
            "{seat} macht {figure} besser, nachdem seine spielhabende Partei es als stehend "
            "erklärt hat.",
            "{seat} improves {figure} after his Spiel party declared it equal (steht).",
        ),
    }
)

# --- replay (across deals) ----------------------------------------------------------
_add(
    {
        "replay.target-differs": (
            "Der Kopf setzt das Ziel auf {header} Punkte; das Regelwerk schreibt {rule} vor.",
            "The header sets the target to {header} points; the rulebook prescribes {rule}.",
        ),
        "replay.target-unreadable": (
            "Das Ziel „{value}“ ist keine Punktzahl; es gilt {used}.",
            'The target "{value}" is not a number of points; {used} applies.',
        ),
        "replay.start-score-unreadable": (
            "Der Anfangsstand „{value}“ ist nicht lesbar (erwartet: „A+C 12, B+D 14“); "
            "es gilt 0:0.",
            'The starting score "{value}" cannot be read (expected "A+C 12, B+D 14"); 0:0 applies.',
        ),
        "replay.endgame-both-short": (
            "Stand jetzt {score}: beiden Parteien fehlt nur noch ein Punkt, keine darf mehr "
            "bieten. Es gilt das Endspiel: gefragt wird um die hohen Figuren, sonst "
            "entscheidet das Spiel.",
            "Score now {score}: both parties need just one point and neither may bid any more. "
            "The end game applies: the high figures are asked for, else the Spiel decides.",
        ),
        "replay.one-short": (
            "Stand jetzt {score}: {party} fehlt nur noch ein Punkt; bietet {party} noch eine "
            "Figur, überbietet sie sich.",
            "Score now {score}: {party} needs just one point; if {party} bids another figure, "
            "it overbids.",
        ),
        "replay.figure-outcome": (
            "{figure:term}: {outcome:term}, {value} für {party}.",
            "{figure:term}: {outcome:term}, {value} to {party}.",
        ),
        "replay.figure-outcome-none": (
            "{figure:term}: {outcome:term}.",
            "{figure:term}: {outcome:term}.",
        ),
        "replay.context-exchange-must": (
            "Nach diesem Regelwerk muss der aufgeschlagene Perlagg ausgetauscht werden, wer "
            "einen Trumpf hat (der Geber, sonst sein Partner); wer es versäumt, hat nur selbst "
            "den Schaden.",
            "Under this rulebook the turned Perlagg must be exchanged by whoever holds a trump "
            "(the dealer, else his partner); whoever forgets it only harms himself.",
        ),
        "replay.context-exchange-may": (
            "Nach diesem Regelwerk darf der aufgeschlagene Perlagg ausgetauscht werden (der Geber, "
            "sonst sein Partner), muss aber nicht.",
            "Under this rulebook the turned Perlagg may be exchanged (by the dealer, else his "
            "partner), but need not be.",
        ),
        "replay.context-eichel-allowed": (
            "Nach diesem Regelwerk kann jede Farbe Trumpf werden; die erste aufgeschlagene "
            "Karte gilt.",
            "Under this rulebook any suit can be trump; the first card turned stands.",
        ),
        "replay.context-eichel-never": (
            "Nach diesem Regelwerk wird Eichel nie Trumpf: es wird weiter aufgeschlagen.",
            "Under this rulebook Eichel is never trump: the dealer turns again.",
        ),
        "replay.after-match-end": (
            "Das Spiel war schon aus ({party} ist ausgegangen); diese Runde zählt nicht mehr.",
            "The match was already over ({party} went out); this deal no longer counts.",
        ),
        "replay.score-claim-wrong": (
            "Aufgeschrieben wurde {claimed}, richtig gezählt ist es {counted}.",
            "The table wrote {claimed}; the correct count is {counted}.",
        ),
        "replay.score-claim-stands": (
            "Der falsche Stand {claimed} wurde nicht reklamiert, bevor die erste Karte der "
            "nächsten Runde lag; er gilt nun.",
            "The wrong score {claimed} was not challenged before the first card of the next deal "
            "was played; it now stands.",
        ),
    }
)

# --- report and commands ---------------------------------------------------------------
_add(
    {
        # the rich report (referee/faces/common.py)
        "report.title": ("Schiedsspruch", "Ruling"),
        "report.file": ("Datei", "File"),
        "report.rulebook": ("Regelwerk", "Rulebook"),
        "report.target": ("Ziel", "Target"),
        "report.points-unit": ("{points} Punkte", "{points} points"),
        "report.players": ("Spieler", "Players"),
        "report.seat": ("Sitz", "Seat"),
        "report.name": ("Name", "Name"),
        "report.party": ("Partei", "Party"),
        "report.initial": ("Stand vorher", "Score before"),
        "report.deal": ("Runde {number}", "Deal {number}"),
        "report.deal-unnumbered": ("{index}. Runde", "Deal {index}"),
        "report.line": ("Zeile {line}", "line {line}"),
        "report.line-column": ("Zeile {line}, Spalte {column}", "line {line}, column {column}"),
        "report.col.figure": ("Figur", "Figure"),
        "report.col.bidder": ("geboten von", "bid by"),
        "report.col.answer": ("Antwort", "answered"),
        "report.col.value": ("Wert", "Value"),
        "report.col.outcome": ("Ausgang", "Outcome"),
        "report.col.winner": ("Gewinner", "Winner"),
        "report.figure.gleich": ("Gleich", "Gleich"),
        "report.figure.hanger": ("Hanger", "Hanger"),
        "report.figure.spiel": ("Spiel", "Spiel"),
        "report.outcome.gut": ("gut gelassen", "let good"),
        "report.outcome.gehalten": ("gehalten", "held"),
        "report.outcome.spiel-aus": ("Spiel aus", "Spiel aus (match)"),
        "report.outcome.still": ("still", "silent"),
        "report.outcome.steht": ("steht", "tie"),
        "report.outcome.offen": ("offen", "open"),
        "report.nobody": ("niemand", "nobody"),
        "report.points": ("Punkte dieser Runde", "Points this deal"),
        "report.score": ("Stand", "Score"),
        "report.general": ("Zur ganzen Datei", "On the whole file"),
        "report.findings": ("Befunde", "Findings"),
        "report.no-findings": ("Keine Befunde.", "No findings."),
        "report.penalty": ("Strafe: {party} {points}", "Penalty: {party} {points}"),
        "report.provenance": ("Herkunft: {text}", "Source: {text}"),
        "report.quote-note": (
            "Wortlaut des Regelwerks, unübersetzt",
            "the rulebook's wording, untranslated",
        ),
        "report.interpretation-note": (
            "Auslegung des Schiedsrichters – kein Zitat",
            "the referee's interpretation – not a quote",
        ),
        "report.disputes": ("Streitfragen", "Disputes"),
        "report.question": ("Frage", "Question"),
        "report.verdict": ("Entscheidung", "Ruling"),
        "report.elsewhere": ("Nach den anderen Regelwerken", "Under the other rulebooks"),
        "report.col.rulebook": ("Regelwerk", "Rulebook"),
        "report.col.cites": ("Belege", "Citations"),
        "report.same-elsewhere": (
            "Die anderen eingebauten Regelwerke entscheiden gleich.",
            "The other built-in rulebooks rule the same way.",
        ),
        "report.this-rulebook": ("{rulebook} (dieses)", "{rulebook} (this one)"),
        "report.result": ("Ergebnis", "Result"),
        "report.winner": ("Aus ist {party}.", "{party} has gone out."),
        "report.no-winner": ("Niemand ist aus.", "Nobody has gone out."),
        "report.final": ("Endstand", "Final score"),
        "report.counts": (
            "{violations:n:Regelverstoß|Regelverstöße}, {rulings:n:Entscheidung|Entscheidungen}, "
            "{undetermined} unbestimmt, {notes:n:Hinweis|Hinweise}, "
            "{disputes:n:Streitfrage|Streitfragen}",
            "{violations:n:violation|violations}, {rulings:n:ruling|rulings}, "
            "{undetermined} undetermined, {notes:n:note|notes}, {disputes:n:dispute|disputes}",
        ),
        # errors shared by the commands
        # reading input (referee/base/resources.py, issue 15): refused before reading
        "input.directory": ("ist ein Verzeichnis, keine Datei", "is a directory, not a file"),
        "input.pipe": (
            "ist eine Pipe oder ein Socket, keine Datei: perlagg liest nur gewöhnliche Dateien",
            "is a pipe or socket, not a file: perlagg reads regular files only",
        ),
        "input.device": (
            "ist ein Gerät, keine Datei: perlagg liest nur gewöhnliche Dateien",
            "is a device, not a file: perlagg reads regular files only",
        ),
        "input.not-regular": (
            "ist keine gewöhnliche Datei",
            "is not a regular file",
        ),
        "input.too-large": (
            "ist zu groß ({size}; perlagg liest höchstens {limit})",
            "is too large ({size}; perlagg reads at most {limit})",
        ),
        "input.nul": (
            "der Pfad enthält ein NUL-Zeichen",
            "the path contains a NUL character",
        ),
        "cli.not-found": ("Datei nicht gefunden", "file not found"),
        "cli.is-directory": ("ist ein Verzeichnis, keine Datei", "is a directory, not a file"),
        "cli.unreadable": ("Datei nicht lesbar: {reason}", "cannot read the file: {reason}"),
        "cli.rulebook": (
            "Regelwerk nicht ladbar: {reason}",
            "cannot load the rulebook: {reason}",
        ),
        "cli.internal": (
            "interner Fehler des Schiedsrichters ({reason}); bitte melden",
            "internal error of the referee ({reason}); please report it",
        ),
        # perlagg check
        "check.dispute": ("Streit „{question}“: {ruling}", "Dispute “{question}”: {ruling}"),
        "check.no-files": (
            "keine *.perlagg-Dateien in {path}",
            "no *.perlagg files in {path}",
        ),
        # perlagg annotate
        "annotate.both": (
            "-o und --in-place schließen einander aus",
            "-o and --in-place exclude each other",
        ),
        "annotate.same-file": (
            "-o zeigt auf die Eingabedatei; zum Überschreiben --in-place verwenden",
            "-o names the input file; use --in-place to overwrite it",
        ),
        "annotate.reparse": (
            "die Anmerkungen ließen sich nicht wieder lesen; nichts geschrieben",
            "the annotated text did not parse again; nothing written",
        ),
        "annotate.write": ("kann nicht schreiben: {reason}", "cannot write: {reason}"),
        # the pytest plugin
        "plugin.violations": (
            "{count:n:Regelverstoß|Regelverstöße} in {file}",
            "{count:n:violation|violations} in {file}",
        ),
        "plugin.unreadable": ("{file} ist nicht lesbar", "{file} cannot be read"),
        "plugin.head": ("{file} besteht nicht: {counts}", "{file} fails: {counts}"),
    }
)


# --- the command line: help, argparse's own phrases, check's counts ----------------------
_add(
    {
        # counts (plural-aware: {count:n:one|other})
        "check.files-checked": (
            "{count:n:Datei|Dateien} geprüft",
            "{count:n:file|files} checked",
        ),
        "check.violations": (
            "{count:n:Regelverstoß|Regelverstöße}",
            "{count:n:violation|violations}",
        ),
        "check.undetermined": ("{count} unbestimmt", "{count} undetermined"),
        "check.errors": ("{count} Fehler", "{count:n:error|errors}"),
        "check.expected-missing": (
            "erwartet war {code} in Zeile {line}, doch der Befund kommt nicht mehr vor; "
            "die Markierung {{erwartet: {code}}} entfernen",
            "{code} was expected on line {line}, but the finding no longer occurs; "
            "remove the mark {{expected: {code}}}",
        ),
        "check.expected": ("{count} erwartet", "{count} expected"),
        "check.unknown-code": (
            "unbekannter Code oder unbekannte Art: {codes} (siehe docs/codes.md)",
            "unknown code or kind: {codes} (see docs/codes.md)",
        ),
        "check.no-paths": (
            "kein Pfad angegeben und keine paths in [tool.perlagg]",
            "no path given and no paths in [tool.perlagg]",
        ),
        "cli.too-large": (
            "größer als {limit} MB; so lang ist kein Protokoll",
            "larger than {limit} MB; no transcript is that long",
        ),
        "cli.not-regular": (
            "keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)",
            "not a regular file (a device, a pipe or a socket)",
        ),
        "cli.dangling-link": (
            "Verweis auf eine Datei, die es nicht gibt",
            "a link to a file that does not exist",
        ),
        "cli.unreadable-folder": (
            "Ordner nicht lesbar: {reason}",
            "cannot read the folder: {reason}",
        ),
        "cli.link-loop": (
            "Ordner schon geprüft (ein Verweis führt im Kreis)",
            "folder already checked (a link leads in a circle)",
        ),
        "cli.not-a-number": ("keine Zahl: „{value}“", "not a number: “{value}”"),
        "cli.at-least-one": ("mindestens 1", "at least 1"),
        # [tool.perlagg] in pyproject.toml
        "config.unreadable": (
            "[tool.perlagg] nicht lesbar: {reason}",
            "cannot read [tool.perlagg]: {reason}",
        ),
        "config.unknown": (
            "[tool.perlagg] kennt {keys} nicht (bekannt: {known})",
            "[tool.perlagg] does not know {keys} (known: {known})",
        ),
        "config.lang": (
            "[tool.perlagg] lang = „{value}“: möglich sind {langs}",
            "[tool.perlagg] lang = “{value}”: choose from {langs}",
        ),
        "config.text": (
            "[tool.perlagg] {key}: ein Text erwartet",
            "[tool.perlagg] {key}: text expected",
        ),
        "config.list": (
            "[tool.perlagg] {key}: eine Liste von Texten erwartet",
            "[tool.perlagg] {key}: a list of texts expected",
        ),
        "config.bool": (
            "[tool.perlagg] {key}: true oder false erwartet",
            "[tool.perlagg] {key}: true or false expected",
        ),
        "annotate.stdin-in-place": (
            "die Standardeingabe lässt sich nicht an Ort und Stelle ersetzen",
            "standard input cannot be replaced in place",
        ),
        # notation errors: one error, one message (item 8 of issue 12)
        "notation.add_runde": (
            " — „Runde“ fehlt: eine Zeile „Runde“ vor Zeile {line} einfügen",
            " — “Runde” is missing: add a line “Runde” before line {line}",
        ),
        "notation.trick_twice": (
            "{seat} spielt zweimal in diesem Stich; jeder spielt genau eine Karte "
            "(es fehlt: {missing})",
            "{seat} plays twice in this trick; each player plays exactly one card "
            "(missing: {missing})",
        ),
        "notation.foreign_card": (
            " — „{word}“ ist eine Karte des französischen Blatts; im Tiroler Blatt entspricht "
            "ihr {card} ({code})",
            " — “{word}” is a card of the French deck; in the Tyrolean deck it corresponds "
            "to {card} ({code})",
        ),
        "notation.no_such_rank": (
            " — „{word}“ gibt es im Perlagger Blatt nicht: jede Farbe hat As, König, Ober, "
            "Unter, 10, 9, 8, 7",
            " — there is no “{word}” in the Perlaggen deck: each suit has As, König, Ober, "
            "Unter, 10, 9, 8, 7",
        ),
        "rules.error.unknown-suggest": (
            "kein Regelwerk „{name}“ (weder eingebaut noch eine Datei) — meinten Sie „{hint}“? "
            "Eingebaut: {ids}",
            "no rulebook “{name}” (neither built in nor a file) — did you mean “{hint}”? "
            "Built in: {ids}",
        ),
        # help texts of the commands and their options
        "help.perlagg": (
            "Schiedsrichter für das Tiroler Perlaggen.",
            "Referee for the Tyrolean card game Perlaggen.",
        ),
        "help.commands": ("Befehle", "commands"),
        "help.version": ("die Version zeigen und beenden", "show the version and exit"),
        "help.metavar.command": ("BEFEHL", "COMMAND"),
        "help.metavar.path": ("PFAD", "PATH"),
        "help.metavar.file": ("DATEI", "FILE"),
        "help.metavar.rules": ("ID|PFAD", "ID|PATH"),
        "help.metavar.codes": ("CODES", "CODES"),
        "help.metavar.out": ("AUS", "OUT"),
        "help.metavar.svg": ("AUS.svg", "OUT.svg"),
        "help.metavar.html": ("AUS.html", "OUT.html"),
        "help.cmd.parse": (
            "Ein Protokoll lesen und seine Ereignisse zeigen",
            "Read a transcript and show its events",
        ),
        "help.cmd.rules": (
            "Die Regelwerke: Liste, Paragraphen, Unterschiede",
            "The rulebooks: list, paragraphs, differences",
        ),
        "help.cmd.referee": (
            "Ein Protokoll nach einem Regelwerk beurteilen",
            "Judge a transcript under a rulebook",
        ),
        "help.cmd.check": (
            "Protokolle prüfen (für CI): eine Zeile je Befund",
            "Check transcripts (for CI): one line per finding",
        ),
        "help.cmd.annotate": (
            "Ein Protokoll mit den Anmerkungen des Schiedsrichters versehen",
            "Add the referee's remarks to a transcript",
        ),
        "help.cmd.fmt": (
            "Protokolle in die kanonische Schreibweise bringen",
            "Rewrite transcripts in the canonical notation",
        ),
        "help.cmd.analyse": (
            "Mit offenen Karten: wer das Spiel mit bestem Spiel macht",
            "With open cards: who makes the Spiel with best play",
        ),
        "help.analyse.json": ("die Analyse als JSON ausgeben", "print the analysis as JSON"),
        "help.cmd.svg": (
            "Ein Bild einer Runde oder eines Stichs als SVG",
            "A picture of a deal or of a trick as SVG",
        ),
        "help.svg.deal": (
            "die Runde N des Protokolls (ihre Zeile „Runde N“; eine ohne Nummer zählt nach "
            "ihrem Platz in der Datei; Standard 1)",
            "the transcript's deal N (its line „Runde N“; one without a number counts by its "
            "place in the file; default 1)",
        ),
        "help.svg.trick": (
            "statt der Hände den K-ten Stich",
            "the K-th trick instead of the hands",
        ),
        "help.svg.output": ("in diese Datei schreiben", "write to this file"),
        "help.full": (
            "jeden Beleg im Wortlaut (die JSON hat immer alle)",
            "every citation in full (the JSON always has them all)",
        ),
        "help.brief": (
            "nur die Entscheidungen und den Stand",
            "the verdicts and the score alone",
        ),
        "help.html": (
            "dazu die ganze Partie als eine HTML-Seite schreiben",
            "also write the whole game as one HTML page",
        ),
        "help.lang": (
            "Sprache aller Meldungen: de oder en (auch PERLAGG_LANG)",
            "language of all messages: de or en (also PERLAGG_LANG)",
        ),
        "help.rules": (
            "Regelwerk: 1890, 1924, schlanders-2013 oder eine Hausregel-Datei "
            "(sonst gilt [Regeln] im Protokoll, sonst 1890)",
            "rulebook: 1890, 1924, schlanders-2013 or a house-rules file "
            "(else the transcript's [Regeln], else 1890)",
        ),
        "help.file": (
            "das Protokoll (*.perlagg); - für die Standardeingabe",
            "the transcript (*.perlagg); - for standard input",
        ),
        "help.stdin-filename": (
            "der Name, unter dem die Standardeingabe gemeldet wird",
            "the name under which standard input is reported",
        ),
        "help.json": ("den Bericht als JSON ausgeben", "print the report as JSON"),
        "help.check.paths": (
            "Protokolle oder Ordner (rekursiv, *.perlagg); - für die Standardeingabe; "
            "ohne: paths aus [tool.perlagg]",
            "transcripts or folders (recursive, *.perlagg); - for standard input; "
            "none: paths from [tool.perlagg]",
        ),
        "help.check.format": ("Ausgabeformat", "output format"),
        "help.check.jobs": ("N Prozesse (Standard 1)", "N processes (default 1)"),
        "help.check.select": (
            "nur diese Codes oder Arten zeigen (Komma-getrennt, mehrfach möglich)",
            "show only these codes or kinds (comma-separated, repeatable)",
        ),
        "help.check.ignore": (
            "diese Codes oder Arten nicht zeigen",
            "do not show these codes or kinds",
        ),
        "help.check.verbose": (
            "auch Entscheidungen und Hinweise zeigen",
            "show rulings and notes too",
        ),
        "help.check.quiet": ("nur die Befunde, keine Zusammenfassung", "findings only, no summary"),
        "help.check.statistics": (
            "Anzahl je Code statt einer Zeile je Befund",
            "counts per code instead of one line per finding",
        ),
        "help.check.strict": (
            "auch unbestimmte Tatsachen lassen die Prüfung scheitern",
            "undetermined facts fail the check too",
        ),
        "help.check.exit-zero": (
            "Status 0 auch bei Regelverstößen (2 bleibt 2)",
            "exit 0 even on violations (2 stays 2)",
        ),
        "help.check.output-file": (
            "die Ausgabe in diese Datei schreiben",
            "write the output to this file",
        ),
        "help.parse.file": (
            "das Protokoll (.perlagg); - für die Standardeingabe",
            "the transcript (.perlagg); - for standard input",
        ),
        "help.annotate.output": ("in diese Datei schreiben", "write to this file"),
        "help.annotate.in-place": (
            "die Eingabedatei ersetzen (atomar)",
            "replace the input file (atomically)",
        ),
        "help.metavar.rules-items": (
            "REGELWERK [PARAGRAPH|SEITE|AUSLEGUNG] | diff A B",
            "RULEBOOK [PARAGRAPH|PAGE|INTERPRETATION] | diff A B",
        ),
        "help.rules.items": (
            "ein Regelwerk (1890, 1924, schlanders-2013 oder eine Datei), dazu ein Paragraph "
            "(9, §9, B §10, A7), eine Seite der Erklärung (S. 64) oder eine Auslegung; "
            "oder: diff A B",
            "a rulebook (1890, 1924, schlanders-2013 or a file), then a paragraph "
            "(9, §9, B §10, A7), a page of the explanation (S. 64) or an interpretation; "
            "or: diff A B",
        ),
        "help.rules.json": ("maschinenlesbar (JSON)", "machine-readable (JSON)"),
        "help.rules.all": ("bei diff: alle Anliegen zeigen", "with diff: show every concern"),
        "help.rules.concern": (
            "ein Anliegen unter jedem Regelwerk nebeneinander",
            "one concern under every rulebook side by side",
        ),
        "help.metavar.concern": ("ANLIEGEN", "CONCERN"),
        "rules.error.page": (
            "{id} zitiert nichts von S. {page} der Erklärung",
            "{id} cites nothing from p. {page} of the explanation",
        ),
        "rules.error.concern": (
            "kein Anliegen „{concern}“ (bekannt: {known})",
            "no concern “{concern}” (known: {known})",
        ),
        "rules.page-heading": (
            "{id} — Schwaighofer 1926, S. {page} (Erklärung): die Stellen, die das Regelwerk "
            "zitiert",
            "{id} — Schwaighofer 1926, S. {page} (explanation): the passages the rulebook cites",
        ),
        "rules.cited-by": ("zitiert für: {concerns}", "cited for: {concerns}"),
        "rules.interpretation-heading": (
            "{id} — Auslegung {key}",
            "{id} — interpretation {key}",
        ),
        "rules.reason": ("Grund:", "Reason:"),
        "rules.not-chosen": ("Nicht gewählte Lesart:", "Reading not chosen:"),
        "fmt.unsafe": (
            "die kanonische Form hätte eine andere Bedeutung; nichts geschrieben (bitte melden)",
            "the canonical form would mean something else; nothing written (please report it)",
        ),
        "fmt.would-change": ("würde umgeschrieben: {file}", "would reformat: {file}"),
        "fmt.changed": ("umgeschrieben: {file}", "reformatted: {file}"),
        "help.fmt.files": ("Protokolle oder Ordner", "transcripts or folders"),
        "help.fmt.check": (
            "nichts schreiben; Status 1, wenn eine Datei anders aussähe",
            "write nothing; exit 1 if a file would change",
        ),
        "help.fmt.diff": ("die Änderungen als Diff zeigen", "show the changes as a diff"),
        # argparse's own phrases, German (English is argparse's own text)
        "argparse:usage: ": ("Aufruf: ", "usage: "),
        "argparse:positional arguments": ("Argumente", "positional arguments"),
        "argparse:options": ("Optionen", "options"),
        "argparse:show this help message and exit": (
            "diese Hilfe zeigen und beenden",
            "show this help message and exit",
        ),
        "argparse:show program's version number and exit": (
            "die Version zeigen und beenden",
            "show program's version number and exit",
        ),
        "argparse:the following arguments are required: %s": (
            "diese Argumente fehlen: %s",
            "the following arguments are required: %s",
        ),
        "argparse:unrecognized arguments: %s": (
            "unbekannte Argumente: %s",
            "unrecognized arguments: %s",
        ),
        "argparse:invalid choice: %(value)r (choose from %(choices)s)": (
            "ungültige Wahl: %(value)r (möglich: %(choices)s)",
            "invalid choice: %(value)r (choose from %(choices)s)",
        ),
        "argparse:argument %(argument_name)s: %(message)s": (
            "Argument %(argument_name)s: %(message)s",
            "argument %(argument_name)s: %(message)s",
        ),
        "argparse:expected one argument": ("erwartet einen Wert", "expected one argument"),
        "argparse:expected at least one argument": (
            "erwartet mindestens einen Wert",
            "expected at least one argument",
        ),
        "argparse:expected at most one argument": (
            "erwartet höchstens einen Wert",
            "expected at most one argument",
        ),
        "argparse:expected %s argument": ("erwartet %s Wert", "expected %s argument"),
        "argparse:expected %s arguments": ("erwartet %s Werte", "expected %s arguments"),
        "argparse:not allowed with argument %s": (
            "nicht zusammen mit %s erlaubt",
            "not allowed with argument %s",
        ),
        "argparse:one of the arguments %s is required": (
            "eines dieser Argumente ist nötig: %s",
            "one of the arguments %s is required",
        ),
        "argparse:ambiguous option: %(option)s could match %(matches)s": (
            "mehrdeutige Option: %(option)s passt zu %(matches)s",
            "ambiguous option: %(option)s could match %(matches)s",
        ),
        "argparse:invalid %(type)s value: %(value)r": (
            "ungültiger Wert (%(type)s): %(value)r",
            "invalid %(type)s value: %(value)r",
        ),
        "argparse:ignored explicit argument %r": (
            "überflüssiger Wert %r",
            "ignored explicit argument %r",
        ),
        "argparse:%(prog)s: error: %(message)s\n": (
            "%(prog)s: Fehler: %(message)s\n",
            "%(prog)s: error: %(message)s\n",
        ),
    }
)


# --- the wager's corners: end game, void acts, next dealer, disputes (issues 10, 17) ---
_add(
    {
        "scoring.endgame-not-reached": (
            "Beiden fehlt erst beim Aufschreiben ein Punkt ({score}): im Spiel selbst war "
            "kein Endspiel, darum werden die übrigen Figuren in der Rangordnung "
            "geschrieben (Gleich, Hanger, Spiel).",
            "Both need one point only while the figures are written ({score}): the deal "
            "itself was no end game, so the remaining figures are written in rank order "
            "(Gleich, Hanger, Spiel).",
        ),
        "wager.answer-to-void": (
            "{seat} antwortet auf einen verbotenen Akt der Gegenpartei bei {figure}: der gilt "
            "nicht, also antwortet {seat} auf nichts, und {figure} bleibt, wie es war.",
            "{seat} answers a forbidden act of the other party on {figure}: that act does not "
            "count, so {seat} answers nothing, and {figure} stays as it was.",
        ),
        "showing.stands-binds": (
            "{party} hat das Spiel und hat {figure} als stehend erklärt: dabei bleibt es, "
            "{figure} steht und zählt keiner Partei, auch wenn {party} es besser hat.",
            "{party} has the Spiel and declared {figure} standing: so it stays, {figure} "
            "stands and counts for neither party, though {party} has it better.",
        ),
        "replay.next-dealer": (
            "{seat} gibt, aber die vorige Runde hat {party} verspielt ({points}): "
            "geben muss ein Spieler von {party}.",
            "{seat} deals, but {party} lost the previous deal ({points}): a player of {party} "
            "must deal.",
        ),
        "replay.next-dealer-open": (
            "Die vorige Runde brachte beiden Parteien gleich viele Punkte ({points}): keine "
            "hat verspielt, darum bestimmen die Regeln den Geber nicht.",
            "The previous deal gave both parties equal points ({points}): neither lost it, "
            "so the rules do not name the dealer.",
        ),
        "replay.next-dealer-unknown": (
            "Wer die vorige Runde verspielt hat und darum jetzt gibt, sagt die Mitschrift "
            "nicht: offen ist {figures}.",
            "Who lost the previous deal and so deals now the transcript does not say: "
            "{figures} is open.",
        ),
        "figures.one-name": (
            "Wie {seat} die Perlaggen {perlaggs} benannt hat, zeigt die Mitschrift nicht: "
            "gewiesen wird zuerst das Gleich ({gleich}), und ein Perlagg hat für alle Figuren "
            "nur einen Namen; darum wird auch der Hanger mit diesen Karten entschieden.",
            "How {seat} named the Perlaggs {perlaggs} the transcript does not show: the "
            "Gleich is shown first ({gleich}), and a Perlagg has one name for every figure; "
            "so the Hanger too is decided with these cards.",
        ),
        "term.figur": ("die Figur", "the figure"),
        "replay.question-unrecognised": (
            "Die Frage selbst hat der Schiedsrichter nicht erkannt; oben steht, was an "
            "dieser Stelle gilt.",
            "The referee did not recognise the question itself; above is what holds at this point.",
        ),
        "replay.answer-score": ("Der Stand ist jetzt {score}.", "The score now is {score}."),
        "replay.answer-no-endgame": (
            "Das Endspiel gilt hier nicht: Stand jetzt {score}; es gilt erst, wenn beiden "
            "Parteien nur noch ein Punkt fehlt.",
            "The end game does not apply here: the score now is {score}; it applies only "
            "when both parties need just one point.",
        ),
        "replay.answer-nobody-out": (
            "Ausgegangen ist an dieser Stelle niemand.",
            "Nobody has gone out at this point.",
        ),
        "replay.answer-went-out": ("Ausgegangen ist {party}.", "{party} went out."),
        "replay.answer-must-have": (
            "Ja: {seat} muss {figure:term} haben, denn er hat es geboten oder gehalten.",
            "Yes: {seat} must have {figure:term}, for he bid or held it.",
        ),
        "replay.answer-need-not-have": (
            "Nein: {seat} hat {figure:term} weder geboten noch gehalten und muss es nicht haben.",
            "No: {seat} neither bid nor held {figure:term} and need not have it.",
        ),
        "replay.answer-no-bid-said": (
            "Bis hierher hat niemand eine Figur geboten.",
            "Nobody has bid a figure so far.",
        ),
        "replay.answer-not-a-bid": (
            "Nein: {seat} hat „{figure:term}!“ nur gerufen, ohne „biete“ oder „gilt“; das "
            "ist kein Gebot.",
            "No: {seat} only called “{figure:term}!”, without “biete” or “gilt”; that is no bid.",
        ),
        "replay.answer-was-a-bid": (
            "Ja: {seat} hat geboten ({figures}).",
            "Yes: {seat} bid ({figures}).",
        ),
        "replay.answer-void-bid": (
            "{seat} hat geboten ({figures}), aber das Gebot war verboten und gilt nicht.",
            "{seat} bid ({figures}), but the bid was forbidden and does not count.",
        ),
        "replay.answer-trick": (
            "Den {number}. Stich hat {seat} gemacht, mit {card}.",
            "{seat} took trick {number}, with {card}.",
        ),
        "replay.answer-trick-unknown": (
            "Wer den {number}. Stich gemacht hat, sagt die Mitschrift nicht.",
            "Who took trick {number} the transcript does not say.",
        ),
        "replay.answer-dealer-first": (
            "Dies ist die erste Runde: es gibt, wer beim Abheben dazu bestimmt wurde.",
            "This is the first deal: the dealer is the one the cut chose.",
        ),
        "replay.answer-dealer-unknown": (
            "Wer verspielt hat und darum gibt, ist offen: eine Figur ist nicht entschieden.",
            "Who lost and so deals is open: a figure is not decided.",
        ),
        "replay.answer-dealer-open": (
            "Beide Parteien haben gleich viel geschrieben: keine hat verspielt, die Regeln "
            "bestimmen den Geber nicht.",
            "Both parties wrote equal points: neither lost, the rules do not name the dealer.",
        ),
        "replay.answer-dealer-next": (
            "In der nächsten Runde gibt {party}: diese Runde hat {party} verspielt.",
            "{party} deals the next deal: {party} lost this one.",
        ),
        "replay.answer-dealer-now": (
            "In dieser Runde gibt {party}: die vorige hat {party} verspielt.",
            "{party} deals this deal: {party} lost the previous one.",
        ),
        "wager.void-answer-open": (
            "Auf {figure} ({level}) kam statt der Antwort von {party} nur ein verbotener Akt: "
            "das Angebot blieb offen und gilt als nicht gehalten.",
            "{figure} ({level}) got only a forbidden act instead of an answer from {party}: the "
            "offer stayed open and counts as not held.",
        ),
    }
)

# --- pictures: perlagg svg and the HTML page (faces/svg.py, faces/html.py) ---
_add(
    {
        "svg.card": ("{suit}-{rank}", "{rank} of {suit}"),
        "svg.rank.A": ("As", "Ace"),
        "svg.rank.K": ("König", "King"),
        "svg.rank.O": ("Ober", "Ober"),
        "svg.rank.U": ("Unter", "Unter"),
        "svg.rank.10": ("Zehner", "Ten"),
        "svg.rank.9": ("Neuner", "Nine"),
        "svg.rank.8": ("Achter", "Eight"),
        "svg.rank.7": ("Siebener", "Seven"),
        "svg.weli": ("Weli", "Weli"),
        "svg.christened": ("{card}, getauft als {counts}", "{card}, christened as {counts}"),
        "svg.unknown-card": ("eine unbekannte Karte", "a card not known"),
        "svg.unknown-hand": ("keine Karte bekannt", "no card known"),
        "svg.hand": ("Hand {seat}: {cards}", "Hand {seat}: {cards}"),
        "svg.dealer": ("Geber", "dealer"),
        "svg.cutter": ("hebt ab", "cuts"),
        "svg.cutter-kept": ("hebt ab, behält {cards}", "cuts, keeps {cards}"),
        "svg.turned": ("aufgeschlagen", "turned"),
        "svg.exchange": (
            "{seat} tauscht {taken} gegen {given}",
            "{seat} exchanges {taken} for {given}",
        ),
        "svg.trump": ("Trumpf: {suit}", "Trump: {suit}"),
        "svg.trump-unknown": ("Trumpf unbekannt", "trump not known"),
        "svg.trick": ("{number}. Stich", "Trick {number}"),
        "svg.played": ("{seat} {card}", "{seat} {card}"),
        "svg.trick-won": ("{seat} macht den Stich", "{seat} takes the trick"),
        "svg.trick-open": ("der Stich ist nicht fertig", "the trick is not complete"),
        "svg.deck": ("Die {count} Karten des Spiels", "The {count} cards of the deck"),
        "svg.no-deal": (
            "das Protokoll hat keine Runde {deal} (seine Runden: {numbers})",
            "the transcript has no deal {deal} (its deals: {numbers})",
        ),
        "svg.no-trick": (
            "Runde {deal} hat keinen {trick}. Stich (sie hat {count})",
            "deal {deal} has no trick {trick} (it has {count})",
        ),
        "svg.html-stdout": ("--html braucht einen Dateinamen", "--html needs a file name"),
        "svg.same-file": (
            "-o zeigt auf die Eingabedatei; nichts geschrieben",
            "-o names the input file; nothing written",
        ),
        "svg.write": ("kann nicht schreiben: {reason}", "cannot write: {reason}"),
        "html.chart": ("Der Stand nach jeder Runde", "The score after each deal"),
        "html.tricks": ("Die Stiche", "The tricks"),
        "html.dispute": ("Streit", "Dispute"),
        "html.keys": (
            "Tastatur: → oder j zum nächsten Stich, ← oder k zurück, Esc zeigt alle Stiche.",
            "Keyboard: → or j to the next trick, ← or k back, Esc shows every trick.",
        ),
    }
)


# --- the report's lengths and the annotations' prose (present.py, annotate.py) ---------
_add(
    {
        "present.further": ("Ferner", "Also"),
        "present.quoted-above": ("{label}: oben im Wortlaut", "{label}: quoted above"),
        "present.authority.interpretation": ("Auslegung", "interpretation"),
        "present.same-as": ("wie {rulebook}.", "as {rulebook}."),
        "present.same-verdict": (
            "entscheidet wie {rulebook}, mit eigenen Belegen",
            "rules as {rulebook}, on its own authorities",
        ),
        "present.stacked-bid": (
            "(geboten von {bidder}, Antwort: {answer})",
            "(bid by {bidder}, answered: {answer})",
        ),
        "present.hint-full": (
            "Alle Belege ganz: --full oder perlagg rules; nur die Entscheidungen: --brief",
            "Every authority in full: --full or perlagg rules; the verdicts alone: --brief",
        ),
    }
)
_add(
    {
        "annotate.authority": ("Maßgeblich ist {primary}.", "The deciding authority: {primary}."),
        "annotate.authorities": (
            "Maßgeblich ist {primary}; ferner {more}.",
            "The deciding authority: {primary}; see also {more}.",
        ),
        "annotate.point": ("{n} Punkt", "{n} point"),
        "annotate.points": ("{n} Punkte", "{n} points"),
        "annotate.best": (" ({seat}: {figure})", " ({seat}: {figure})"),
        "annotate.fig-made": (
            "{figure} {outcome}: {party} hat es besser{best}{writes}.",
            "{figure} {outcome}: {party} has it better{best}{writes}.",
        ),
        "annotate.fig-gut": (
            "{figure} {outcome}: {party} hat es geboten{writes}.",
            "{figure} {outcome}: {party} bid it{writes}.",
        ),
        "annotate.fig-spiel": (
            "{figure} {outcome}: {party} macht {tricks:count} Stiche{writes}.",
            "{figure} {outcome}: {party} takes {tricks:count} tricks{writes}.",
        ),
        "annotate.fig-writes": (" und schreibt {points}", " and writes {points}"),
        "annotate.fig-not-written": (
            "; die {points} werden nicht mehr geschrieben",
            "; the {points} are no longer written",
        ),
        "annotate.fig-steht": (
            "{figure} steht: keine Partei schreibt dafür.",
            "{figure} stands: neither party writes for it.",
        ),
        "annotate.fig-offen": (
            "{figure} bleibt offen: die Mitschrift sagt zu wenig.",
            "{figure} stays open: the transcript says too little.",
        ),
        "annotate.fig-spiel-aus": (
            "{figure} bis „Spiel aus“ gesteigert: {party} macht es und geht aus.",
            "{figure} raised to “Spiel aus”: {party} makes it and goes out.",
        ),
        "annotate.deal-end": (
            "Punkte dieser Runde: {points}; Stand: {score}.",
            "Points this deal: {points}; score: {score}.",
        ),
        "annotate.winner": ("{party} ist aus.", "{party} has gone out."),
    }
)

# --------------------------------------------------------------------------- the table (issue 9)
# How many play and how many cards each holds: [Spieler "2"], [Karten "7"].
_add(
    {
        "notation.players_six": (
            "[Spieler „{value}“]: zu sechst gibt es keine Regeln — keine Quelle sagt, wie"
            " sechs Perlaggen; gespielt wird zu zweit oder zu viert",
            "[Spieler “{value}”]: there are no rules for six — no source says how six play"
            " Perlaggen; the game is for two or four",
        ),
        "notation.players_unknown": (
            "[Spieler „{value}“]: Perlaggen spielen zwei oder vier — schreiben Sie"
            ' [Spieler "2"] oder [Spieler "4"]',
            "[Spieler “{value}”]: Perlaggen is played by two or four — write"
            ' [Spieler "2"] or [Spieler "4"]',
        ),
        "notation.cards_unknown": (
            "[Karten „{value}“]: jeder hält fünf Karten, zu zweit auch sieben",
            "[Karten “{value}”]: each holds five cards, at a table of two also seven",
        ),
        "notation.seven_for_two": (
            '[Karten "7"] gibt es nur zu zweit: dazu gehört [Spieler "2"]',
            '[Karten "7"] is the game for two: it needs [Spieler "2"]',
        ),
        "notation.seat_not_at_table": (
            "„{word}“ sitzt nicht am Tisch: zu zweit spielen nur A und B",
            "“{word}” is not at the table: at a table of two only A and B play",
        ),
        "notation.trick_count_2": (
            "Zu zweit hat ein Stich zwei Karten, hier sind es {count:count}",
            "At a table of two a trick has two cards, this one has {count:count}",
        ),
        "notation.trick_count_one_2": (
            "Zu zweit hat ein Stich zwei Karten, hier ist es nur eine",
            "At a table of two a trick has two cards, this one has only one",
        ),
        "notation.party_two": (
            "zu zweit ist jeder seine eigene Partei: „Stand: A 3, B 1“",
            "at a table of two each player is his own party: “Stand: A 3, B 1”",
        ),
        "notation.party_four": (
            "{a} allein ist keine Partei: A+C spielen gegen B+D",
            "{a} alone is no party: A+C play against B+D",
        ),
    }
)
_add(
    {
        "table.two-players": (
            "Zu zweit: A gegen B, jeder ist seine eigene Partei; der Gegner des Gebers hebt ab"
            " und spielt aus, getauscht wird nur vom Geber, gedeutet wird nicht",
            "A table of two: A against B, each his own party; the dealer's opponent cuts and"
            " leads, only the dealer may exchange, there are no signals",
        ),
        "table.seven-cards": (
            "Mit sieben Karten: die Figuren aus sieben Karten, vier Stiche machen das Spiel",
            "Seven cards each: figures from seven cards, four tricks make the Spiel",
        ),
        "play.signal-alone": (
            "{seat} deutet, aber zu zweit ist kein Partner da: das Deuten bleibt ohne Wirkung",
            "{seat} signals, but at a table of two there is no partner: the signal has no effect",
        ),
    }
)
# Figures of six and seven cards (seven cards each, [Karten "7"]): the sources name
# figures up to "fünftig" only, so these say the number of cards instead of a word.
_add(
    {
        "figure.gleich.6": ("Gleich aus sechs Karten ({rank})", "six-card Gleich ({rank})"),
        "figure.gleich.6.top": (
            "höchstes Gleich aus sechs Karten ({rank})",
            "highest six-card Gleich ({rank})",
        ),
        "figure.gleich.7": ("Gleich aus sieben Karten ({rank})", "seven-card Gleich ({rank})"),
        "figure.gleich.7.top": (
            "höchstes Gleich aus sieben Karten ({rank})",
            "highest seven-card Gleich ({rank})",
        ),
        "figure.hanger.6": (
            "Hanger aus sechs Karten ({low}–{high})",
            "six-card Hanger ({low}–{high})",
        ),
        "figure.hanger.6.top": (
            "höchster Hanger aus sechs Karten ({low}–{high})",
            "highest six-card Hanger ({low}–{high})",
        ),
        "figure.hanger.7": (
            "Hanger aus sieben Karten ({low}–{high})",
            "seven-card Hanger ({low}–{high})",
        ),
        "figure.hanger.7.top": (
            "höchster Hanger aus sieben Karten ({low}–{high})",
            "highest seven-card Hanger ({low}–{high})",
        ),
    }
)
# Eichel turned and played on (issue 10, item 6): a violation of Schlanders A 7.
_add(
    {
        "trump.eichel-played": (
            "Aufgeschlagen ist nur Eichel ({cards}), und doch wurde gespielt: Eichel wird"
            " nie Trumpf, der Geber hätte weiter aufschlagen müssen. Die Stiche werden"
            " nicht gewertet.",
            "Only Eichel was turned ({cards}), and yet the cards were played: Eichel is"
            " never trump, the dealer should have turned again. The tricks are not judged.",
        ),
    }
)
_add({"term.5": ("fünf", "five"), "term.7": ("sieben", "seven")})
# --- provenance: the project's words on where a citation comes from ----------------------
_add(
    {
        "provenance.inherited": (
            "{origin} {ref}, von {id} übernommen",
            "{origin} {ref}, adopted by {id}",
        ),
        "provenance.support": (
            "zur Stütze herangezogen, nicht Teil von {id}",
            "cited in support, not part of {id}",
        ),
        "provenance.interpretation": (
            "Auslegung aus {origin}, von {id} übernommen",
            "interpretation from {origin}, adopted by {id}",
        ),
    }
)

# --- rulebook files: the loader's problems (file:line: message) ----------------------------
_add(
    {
        "rulebook.nul": ("der Pfad enthält ein NUL-Zeichen", "the path contains a NUL character"),
        "rulebook.outside": (
            "ein Regelwerk, das ein Protokoll mit [Regeln] nennt, muss im Ordner des Protokolls "
            "(oder darunter) liegen; ein anderes nur mit --rules",
            "a rulebook that a transcript names with [Regeln] must lie in the transcript's "
            "folder (or below it); any other only with --rules",
        ),
        "rulebook.extends": ("extends: {problem}", "extends: {problem}"),
        "rulebook.cycle": ("extends im Kreis: {chain}", "extends goes round in a circle: {chain}"),
        "rulebook.wrong-id": (
            "id {found!r} statt {wanted!r}",
            "id {found!r} instead of {wanted!r}",
        ),
        "rulebook.unknown-key": (
            "unbekannter Schlüssel {key!r} in {what} (erlaubt: {allowed})",
            "unknown key {key!r} in {what} (allowed: {allowed})",
        ),
        "rulebook.what.file": ("der Datei", "the file"),
        "rulebook.what.explanation": ("einer Erklärung", "an explanation"),
        "rulebook.what.support": ("einer Stütze", "a support entry"),
        "rulebook.what.param": ("Parameter {name}", "parameter {name}"),
        "rulebook.expected": (
            "{what}: {kind} erwartet, nicht {value}",
            "{what}: expected {kind}, not {value}",
        ),
        "rulebook.type.str": ("Text", "text"),
        "rulebook.type.int": ("Zahl", "a number"),
        "rulebook.type.bool": ("true/false", "true/false"),
        "rulebook.type.list": ("Liste", "a list"),
        "rulebook.type.dict": ("Tabelle", "a table"),
        "rulebook.more": (
            "und {n} weitere Probleme (nur die ersten {limit} einzeln)",
            "and {n} more problems (only the first {limit} one by one)",
        ),
        "rulebook.not-found": ("Regelwerk-Datei nicht gefunden", "rulebook file not found"),
        "rulebook.unreadable": ("nicht lesbar: {reason}", "cannot be read: {reason}"),
        "rulebook.not-utf8": ("kein gültiges UTF-8", "not valid UTF-8"),
        "rulebook.not-toml": ("kein gültiges TOML: {message}", "not valid TOML: {message}"),
        "rulebook.too-deep": (
            "zu tief verschachtelt (höchstens {limit} Ebenen)",
            "nested too deeply (at most {limit} levels)",
        ),
        "rulebook.not-a-rulebook": (
            "kein Regelwerk: weder id noch extends, und Schlüssel, die kein Regelwerk hat "
            "(siehe README, Hausregeln)",
            "not a rulebook: neither id nor extends, and keys no rulebook has "
            "(see the README, house rules)",
        ),
        "rulebook.no-id": (
            "id fehlt (nur eine Datei mit extends darf sie weglassen)",
            "id is missing (only a file with extends may leave it out)",
        ),
        "rulebook.builtin-id": (
            "id {id!r} gehört einem eingebauten Regelwerk",
            "id {id!r} belongs to a built-in rulebook",
        ),
        "rulebook.paragraph-needs": (
            "[[paragraph]] braucht ref und text",
            "[[paragraph]] needs ref and text",
        ),
        "rulebook.paragraph-twice": (
            "Paragraph {ref} steht zweimal in der Datei",
            "paragraph {ref} appears twice in the file",
        ),
        "rulebook.interpretation-needs": (
            "[interpretation.{key}] braucht {name}",
            "[interpretation.{key}] needs {name}",
        ),
        "rulebook.unknown-ref": (
            "Verweis auf unbekannten Paragraphen {ref!r}",
            "reference to an unknown paragraph {ref!r}",
        ),
        "rulebook.alias-twice": ("Alias {alias!r} doppelt", "alias {alias!r} given twice"),
        "rulebook.unknown-param": (
            "unbekannter Parameter {name!r} (siehe rulebooks/concerns.toml)",
            "unknown parameter {name!r} (see rulebooks/concerns.toml)",
        ),
        "rulebook.param-unknown-ref": (
            "{name}: Verweis auf unbekannten Paragraphen {ref!r}",
            "{name}: reference to an unknown paragraph {ref!r}",
        ),
        "rulebook.param-unknown-interpretation": (
            "{name}: unbekannte Auslegung {key!r}",
            "{name}: unknown interpretation {key!r}",
        ),
        "rulebook.param-type": (
            "Parameter {name}: Typ {kind} erwartet, nicht {value}",
            "parameter {name}: expected type {kind}, not {value}",
        ),
        "rulebook.param-not-allowed": (
            "Parameter {name}: {value} ist nicht erlaubt (erlaubt: {allowed})",
            "parameter {name}: {value} is not allowed (allowed: {allowed})",
        ),
        "rulebook.param-problem": ("Parameter {name}: {problem}", "parameter {name}: {problem}"),
        "rulebook.unknown-concern": (
            "unbekanntes Anliegen {key!r} (siehe rulebooks/concerns.toml)",
            "unknown concern {key!r} (see rulebooks/concerns.toml)",
        ),
        "rulebook.param-missing": ("Parameter {name!r} fehlt", "parameter {name!r} is missing"),
        "rulebook.concern-missing": (
            "Anliegen {key!r} fehlt: Paragraphen nennen oder silent = true",
            "concern {key!r} is missing: name paragraphs or set silent = true",
        ),
        "rulebook.unmapped": (
            "Paragraph {ref!r} regelt kein Anliegen: unter [concern.*] nennen "
            'oder non_operative = "Grund" setzen',
            "paragraph {ref!r} governs no concern: name it under [concern.*] "
            'or set non_operative = "reason"',
        ),
        "rulebook.builtin-extends": (
            "ein eingebautes Regelwerk darf nur eingebaute erweitern",
            "a built-in rulebook may extend only built-in ones",
        ),
        "rulebook.chain-too-long": (
            "extends-Kette zu lang (höchstens {limit} Dateien)",
            "extends chain too long (at most {limit} files)",
        ),
        "rulebook.extends-missing": (
            "extends: Regelwerk {name} nicht gefunden ({target})",
            "extends: rulebook {name} not found ({target})",
        ),
        "rulebook.range": (
            "erlaubt sind {low} bis {high}, nicht {value}",
            "allowed are {low} to {high}, not {value}",
        ),
        "rulebook.ladder-step": (
            "Stufe {item} ist weder eine Zahl von 3 bis 7 noch 'spiel-aus'",
            "step {item} is neither a number from 3 to 7 nor 'spiel-aus'",
        ),
        "rulebook.ladder-order": (
            'die Stufen müssen aufsteigen (z. B. [3, 4, 5, 6, 7, "spiel-aus"])',
            'the steps must rise (e.g. [3, 4, 5, 6, 7, "spiel-aus"])',
        ),
        "rulebook.packets": (
            "eine Liste von ein bis fünf Paketgrößen erwartet",
            "expected a list of one to five packet sizes",
        ),
        "rulebook.packet-size": (
            "Paketgröße {item}: eine Zahl von 0 bis 5 erwartet",
            "packet size {item}: expected a number from 0 to 5",
        ),
        "rulebook.cutter-key": (
            "Schlüssel {key}: die Zahl der behaltenen Perlaggen (0 bis 10)",
            "key {key}: the number of perlaggs kept (0 to 10)",
        ),
        "rulebook.prefixed": ("{key}: {problem}", "{key}: {problem}"),
        "rulebook.order-twice": (
            "{item} steht zweimal in der Rangordnung",
            "{item} appears twice in the ranking",
        ),
        "rulebook.order-empty": ("die Rangordnung ist leer", "the ranking is empty"),
        "rulebook.unknown-paragraph": (
            "unbekannter Paragraph {ref!r}",
            "unknown paragraph {ref!r}",
        ),
        "rulebook.explanation-needs": (
            "eine Erklärung braucht page (Zahl) und text (das wörtliche Zitat)",
            "an explanation needs page (a number) and text (the verbatim quotation)",
        ),
        "rulebook.explanation-page": (
            "Erklärung S. {page}: die Seite liegt nicht in {source}, S. 46–77",
            "explanation S. {page}: the page is not in {source}, S. 46–77",
        ),
        "rulebook.explanation-note": (
            "dieses Regelwerk macht die Erklärung nicht zum Teil der Regeln: "
            "eine ergänzend zitierte Erklärung braucht note (warum)",
            "this rulebook does not make the explanation part of its rules: "
            "an explanation cited as a supplement needs a note (why)",
        ),
        "rulebook.support-needs": (
            "support braucht rulebook (eingebaut: {ids}) und ref",
            "support needs rulebook (built in: {ids}) and ref",
        ),
        "rulebook.support-loading": (
            "support: {other} wird gerade geladen (Kreis)",
            "support: {other} is being loaded (a circle)",
        ),
        "rulebook.support-missing": (
            "support: {other} hat keinen Paragraphen {ref!r}",
            "support: {other} has no paragraph {ref!r}",
        ),
        "rulebook.unknown-interpretation": (
            "unbekannte Auslegung {key!r}",
            "unknown interpretation {key!r}",
        ),
        "rulebook.silent-with-cites": (
            "silent = true, aber Paragraphen, Erklärungen oder Auslegungen genannt",
            "silent = true, but paragraphs, explanations or interpretations are named",
        ),
        "rulebook.no-cites": (
            "weder Paragraphen noch Erklärungen noch Auslegungen: silent = true setzen",
            "neither paragraphs nor explanations nor interpretations: set silent = true",
        ),
        "rulebook.silent-needs-note": (
            "silent = true braucht note (was gilt, wenn das Regelwerk schweigt)",
            "silent = true needs a note (what holds where the rulebook is silent)",
        ),
        "rulebook.primary": (
            "primary {primary!r} ist kein Beleg dieses Anliegens",
            "primary {primary!r} is not one of this concern's citations",
        ),
    }
)


# --- analysis: best play with open cards (analysis/open_cards.py) ---
_add(
    {
        "analysis.deal": ("Spiel {number}: ", "Deal {number}: "),
        "analysis.missing": (
            "keine Analyse, die Karten von {seats} sind nicht alle bekannt.",
            "no analysis, the cards of {seats} are not all known.",
        ),
        "analysis.spiel": (
            "mit bestem Spiel aller macht {party} das Spiel.",
            "with best play by all, {party} makes the Spiel.",
        ),
        "analysis.nobody": (
            "mit bestem Spiel aller macht niemand das Spiel.",
            "with best play by all, nobody makes the Spiel.",
        ),
        "analysis.as": ("{card} als {named}", "{card} as {named}"),
        "analysis.turned": (
            "Mit {card} gibt {seat} das Spiel von {party} her",
            "With {card}, {seat} gives away the Spiel of {party}",
        ),
        "analysis.better": ("{cards:or} hätte es gehalten", "{cards:or} would have kept it"),
        "analysis.no-turn": (
            "Keine Karte hat das Spiel gewendet.",
            "No card turned the Spiel.",
        ),
        "analysis.bid-makes": (
            "Das Spiel, um das {seat} geboten hat, war mit bestem Spiel zu machen.",
            "The Spiel {seat} bid could be made with best play.",
        ),
        "analysis.bid-fails": (
            "Das Spiel, um das {seat} geboten hat, war mit bestem Spiel nicht zu machen.",
            "The Spiel {seat} bid could not be made with best play.",
        ),
        "analysis.figures": (
            "{seat} hätte zeigen können: {gleich}; {hanger}.",
            "{seat} could have shown: {gleich}; {hanger}.",
        ),
        "analysis.figures-none": (
            "{seat} hätte keine Figur zeigen können.",
            "{seat} could have shown no figure.",
        ),
        "analysis.cmd-help": (
            "Mit offenen Karten: wer das Spiel mit bestem Spiel macht, welche Karte es wendete",
            "With open cards: who makes the Spiel with best play, which card turned it",
        ),
    }
)


# --- faces: the analysis in the annotations, the report and the page (issue 11 item 4) ----
_add(
    {
        "analysis.held-makes": (
            "{seat} hat das Spiel gehalten: {party} war es mit bestem Spiel zu machen.",
            "{seat} held the Spiel: {party} could have made it with best play.",
        ),
        "analysis.held-fails": (
            "{seat} hat das Spiel gehalten: {party} war es mit bestem Spiel nicht zu machen.",
            "{seat} held the Spiel: {party} could not have made it with best play.",
        ),
        "analysis.start": (
            "Mit offenen Karten und bestem Spiel aller macht {party} das Spiel.",
            "With open cards and best play by all, {party} makes the Spiel.",
        ),
        "analysis.start-nobody": (
            "Mit offenen Karten und bestem Spiel aller macht niemand das Spiel.",
            "With open cards and best play by all, nobody makes the Spiel.",
        ),
        "analysis.start-missing": (
            "Keine Analyse mit offenen Karten: die Karten von {seats} sind nicht alle bekannt.",
            "No analysis with open cards: the cards of {seats} are not all known.",
        ),
        "analysis.title": ("Mit offenen Karten", "With open cards"),
        "analysis.turned-here": ("Hier wendete das Spiel", "Here the Spiel turned"),
        "help.referee.analyse": (
            "die Analyse mit offenen Karten anfügen (wer das Spiel mit bestem Spiel macht)",
            "add the analysis with open cards (who makes the Spiel with best play)",
        ),
        "help.annotate.analyse": (
            "die Analyse mit offenen Karten als Anmerkungen anfügen",
            "add the analysis with open cards as annotations",
        ),
    }
)


# --- the faces at the table (issue 16): what a ruling's presentation says -----------------
_add(
    {
        "present.same-first": (
            "der erste Satz wie {rulebook}, danach: {rest}",
            "the first sentence as {rulebook}, then: {rest}",
        ),
        "present.same-start": (
            "die ersten {count:count} Sätze wie {rulebook}, danach: {rest}",
            "the first {count:count} sentences as {rulebook}, then: {rest}",
        ),
        "present.further-above": (
            "Ferner: dieselben wie oben",
            "Also: the same as above",
        ),
        "present.column": ("Spalte {column}", "column {column}"),
        "present.excerpt-above": ("{label}: oben im Auszug", "{label}: quoted above in part"),
        "present.excerpt": ("Auszug, ganz mit --full", "excerpt, in full with --full"),
        "rulebook.excerpt-needs": (
            "ein Auszug braucht ref (einen Paragraphen oder eine Seite dieses Anliegens, "
            "nicht {ref!r}), verdicts und text",
            "an excerpt needs ref (a paragraph or page of this concern, not {ref!r}), "
            "verdicts and text",
        ),
        "rulebook.excerpt-verdict": (
            "verdicts: {key!r} ist kein Satz des Schiedsrichters",
            "verdicts: {key!r} is not one of the referee's sentences",
        ),
        "rulebook.excerpt-verbatim": (
            "ein Satz des Auszugs steht nicht wörtlich in {ref}",
            "a sentence of the excerpt is not verbatim in {ref}",
        ),
        "svg.deal-after-end": (
            "Runde {deal} hat kein Bild: die Partie war vor ihr schon aus, sie wird nicht "
            "beurteilt",
            "deal {deal} has no picture: the match was over before it, so it is not judged",
        ),
    }
)


# --- analysis: a card the analysis cannot follow (analysis/open_cards.py) ---
_add(
    {
        "analysis.stopped.card-not-held": (
            "Die Analyse endet hier: {seat} spielt {card}, die nicht unter seinen Karten ist.",
            "The analysis stops here: {seat} plays {card}, which is not among his cards.",
        ),
        "analysis.stopped.out-of-turn": (
            "Die Analyse endet hier: {seat} spielt {card}, ist aber nicht am Zug.",
            "The analysis stops here: {seat} plays {card} but is not the one to play.",
        ),
    }
)


# --- repeated facts (issue 15 item 3): one finding per card, however often it is listed
_add(
    {
        "deal.card-repeated": (
            "{card} steht {count}-mal in der Hand von {seat}.",
            "{card} is listed {count} times in {seat}'s hand.",
        ),
    }
)
