"""Every sentence the referee says, by key, in German (first) and English.

Paragraph quotes are never translated: they are the rulebook's words.  Each area of
the referee keeps its sentences in its own section below, so a translator finds all
of them in one file.  ``say(key, lang, **args)`` fills a template; a missing English
text falls back to German rather than failing.
"""

from __future__ import annotations

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
        return super().format_field(value, format_spec)


def say(key: str, lang: str = DE, /, **args: Any) -> str:
    texts = MESSAGES.get(key)
    if texts is None:
        return key + (" " + repr(args) if args else "")
    template = texts.get(lang) or texts[DE]
    try:
        return _Formatter(lang).format(template, **args)
    except (KeyError, IndexError, ValueError):
        return texts[DE]


# --- common words ------------------------------------------------------------------------
_add(
    {
        # words of the game that findings carry as values ({value:term})
        "term.gut": ("gut gelassen", "let good"),
        "term.concession": ("hingeworfen", "conceded"),
        "term.penalty": ("Strafe", "penalty"),
        "term.spiel-aus": ("Spiel aus", "Spiel aus"),
        "term.held": ("gehalten", "held"),
        "term.still": ("still", "silent"),
        "term.gehalten": ("gehalten", "held"),
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
            "Ein Stich hat vier Karten, hier sind es {count}",
            "A trick has four cards, this one has {count}",
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
            "{seat} hat {count} statt fünf Karten.",
            "{seat} has {count} cards instead of five.",
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
            "Den {number}. Stich macht {winner} mit {card}; Perlaggen darin: {perlaggs}.",
            "{winner} takes trick {number} with {card}; Perlaggs in it: {perlaggs}.",
        ),
        "play.after-spiel": (
            "{party} hat schon drei Stiche; das Spiel ist entschieden, weitere Stiche zählen "
            "nicht.",
            "{party} already has three tricks; the Spiel is decided, further tricks do not count.",
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
            "Die Antwort ({figure}) beantwortet kein offenes Gebot; niemand schuldet etwas.",
            "The answer ({figure}) answers no open offer; nothing is owed.",
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
            "das steht nur der haltenden Partei zu.",
            "{party} bid {figure} and may not start raising: only the holding party may.",
        ),
        "wager.raise-out-of-turn": (
            "Steigern außer der Reihe bei {figure} ({level}): die Parteien steigern abwechselnd, "
            "und eine gehaltene Steigerung ist die Grenze.",
            "Raise out of turn on {figure} ({level}): the parties raise in turn, "
            "and a held raise ends the raising.",
        ),
        "wager.raise-jump": (
            "Sprung beim Steigern von {figure}: {said} statt {expected}.",
            "A jump in raising {figure}: {said} instead of {expected}.",
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
            "{party} überbietet sich: bei {score} Punkten (Ziel {target}) geboten: {figures}; "
            "{points} Punkte sind sofort zu löschen.",
            "{party} overbids: at {score} points (target {target}) it bid {figures}; "
            "{points} points are struck at once.",
        ),
        "wager.overbid-let-good": (
            "{party} hat sich überboten (bei {score}, Ziel {target}), und die Gegner haben es "
            "gut sein lassen: damit ist das Spiel aus, {party} geht aus.",
            "{party} overbid (at {score}, target {target}) and the opponents let it good: "
            "the match is over, {party} goes out.",
        ),
        "wager.last-trick-spiel": (
            "Im fünften Gang (Spielfarbe {led}) kann nur bieten, halten oder steigern, wer mit "
            "Farbe, Trumpf oder Perlagg antworten kann; {card} kann das nicht.",
            "In the fifth trick (suit {led}) only a player who can answer with the suit, a trump "
            "or a Perlagg may bid, hold or raise the Spiel; {card} cannot.",
        ),
        "wager.last-trick-unknown": (
            "Ob im fünften Gang mit Farbe, Trumpf oder Perlagg geboten wurde, sagt die "
            "Mitschrift nicht: die Karte fehlt.",
            "The transcript does not say whether the Spiel was bid in the fifth trick "
            "with the suit, a trump or a Perlagg: the card is missing.",
        ),
        "wager.throw-in": (
            "Die Karten sind hingeworfen: die Gegner ({party}) schreiben alle noch "
            "offenen Figuren.",
            "The cards were thrown down: the opponents ({party}) write every figure still open.",
        ),
        # must have
        "wager.must-have": (
            "{seat} hat {figure} {role} ohne es zu haben: {points} Punkte Strafe.",
            "{seat} bid or held {figure} ({role}) without having it: {points} points penalty.",
        ),
        "wager.must-have-unknown": (
            "Ob {seat} {figure} hatte ({role}), sagt die Mitschrift nicht: seine Karten fehlen.",
            "Whether {seat} had {figure} ({role}) the transcript does not say: "
            "his cards are missing.",
        ),
        "wager.partner-wins-figure": (
            "{partner}s besseres {figure} gewinnt die Figur für die Partei, entschuldigt aber "
            "nicht, dass {seat} es nicht hatte.",
            "{partner}'s better {figure} wins the figure for the party, but does not excuse "
            "that {seat} lacked it.",
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
        "scoring.spiel-unknown": (
            "Wer das Spiel (drei Stiche) hat, sagt die Mitschrift nicht.",
            "Who has the Spiel (three tricks) the transcript does not say.",
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
        # the rich report (referee/present.py)
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
        "report.deal-unnumbered": ("Runde (die {index}.)", "Deal (no. {index})"),
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
            "{violations} Regelverstöße, {rulings} Entscheidungen, {undetermined} unbestimmt, "
            "{notes} Hinweise, {disputes} Streitfragen",
            "{violations} violations, {rulings} rulings, {undetermined} undetermined, "
            "{notes} notes, {disputes} disputes",
        ),
        # errors shared by the commands
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
        "check.summary": (
            "{files} Dateien geprüft: {violations} Regelverstöße, {errors} Fehler",
            "{files} files checked: {violations} violations, {errors} errors",
        ),
        # perlagg annotate
        "annotate.deal-end": (
            "{figures}; Punkte {points}; Stand {score}",
            "{figures}; points {points}; score {score}",
        ),
        "annotate.figure": (
            "{figure} {outcome} {value} {party}",
            "{figure} {outcome} {value} {party}",
        ),
        "annotate.winner": ("aus: {party}", "out: {party}"),
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
            "{count} Regelverstoß/Regelverstöße in {file}",
            "{count} violation(s) in {file}",
        ),
        "plugin.unreadable": ("{file} ist nicht lesbar", "{file} cannot be read"),
    }
)


# --- analysis: best play with open cards (referee/analysis.py) ---------------------------
_add(
    {
        "analysis.deal": ("Spiel {number}: ", "Deal {number}: "),
        "analysis.missing": (
            "keine Analyse, die Karten von {seats} sind nicht alle bekannt.",
            "no analysis, the cards of {seats} are not all known.",
        ),
        "analysis.spiel": (
            "mit bestem Spiel aller macht {party} das Spiel.",
            "with best play by all, {party} make the Spiel.",
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
        "analysis.better": ("{cards} hätte es gehalten", "{cards} would have kept it"),
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
        "analysis.cmd-help": (
            "Mit offenen Karten: wer das Spiel mit bestem Spiel macht, welche Karte es wendete",
            "With open cards: who makes the Spiel with best play, which card turned it",
        ),
    }
)
