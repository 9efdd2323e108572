"""The sentences of the pictures: ``perlagg svg`` (the cards, hands and tricks it draws,
and what it cannot draw) and the HTML page.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # what the picture shows: cards, hands, tricks
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
    # what it cannot draw or write
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
    "svg.deal-after-end": (
        "Runde {deal} hat kein Bild: die Partie war vor ihr schon aus, sie wird nicht beurteilt",
        "deal {deal} has no picture: the match was over before it, so it is not judged",
    ),
    # the HTML page
    "html.chart": ("Der Stand nach jeder Runde", "The score after each deal"),
    "html.tricks": ("Die Stiche", "The tricks"),
    "html.dispute": ("Streit", "Dispute"),
    "html.perlaggs": ("★ Perlaggen: {cards}", "★ Perlaggs: {cards}"),
    "html.chart-penalty": ("▼ Strafe", "▼ penalty"),
    "html.quoted-above": ("Oben im Wortlaut", "Quoted above"),
    "html.whole-text": ("Der ganze Wortlaut", "The whole text"),
    "html.legend": ("Die Zeichen auf den Karten", "The marks on the cards"),
    "html.legend.perlagg-mark": ("★", "★"),
    "html.legend.perlagg": ("ein Perlagg", "a Perlagg"),
    "html.legend.christened-mark": ("= LA", "= LA"),
    "html.legend.christened": (
        "das Band: getauft, gilt als diese Karte",
        "the band: christened, counts as this card",
    ),
    "html.legend.winner-mark": ("✓", "✓"),
    "html.legend.winner": (
        "und der goldene Rand: die Karte, die den Stich macht",
        "and the gold frame: the card that takes the trick",
    ),
    "html.keys": (
        "Tastatur: → oder j zum nächsten Stich, ← oder k zurück, Esc zeigt alle Stiche.",
        "Keyboard: → or j to the next trick, ← or k back, Esc shows every trick.",
    ),
}
