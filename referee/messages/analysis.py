"""The sentences of the analysis with open cards: ``perlagg analyse``, where it stops, and
what the report, the annotations and the page say of it.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # perlagg analyse
    "analysis.deal": ("{number}. Runde: ", "Deal {number}: "),
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
    "analysis.no-gleich": ("kein Gleich", "no Gleich"),
    "analysis.no-hanger": ("kein Hanger", "no Hanger"),
    "analysis.figures-none": (
        "{seat} hätte keine Figur zeigen können.",
        "{seat} could have shown no figure.",
    ),
    "analysis.cmd-help": (
        "Mit offenen Karten: wer das Spiel mit bestem Spiel macht, welche Karte es wendete",
        "With open cards: who makes the Spiel with best play, which card turned it",
    ),
    # a card the analysis cannot follow
    "analysis.stopped.card-not-held": (
        "Die Analyse endet hier: {seat} spielt {card}, die nicht unter seinen Karten ist.",
        "The analysis stops here: {seat} plays {card}, which is not among his cards.",
    ),
    "analysis.stopped.out-of-turn": (
        "Die Analyse endet hier: {seat} spielt {card}, ist aber nicht am Zug.",
        "The analysis stops here: {seat} plays {card} but is not the one to play.",
    ),
    # the analysis in the report, the annotations and the page
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
    # a card held that the rulebook's deck has not (a Weli in a deck without one)
    "analysis.missing-foreign": (
        "keine Analyse, {seats} hält {cards}, das Blatt dieses Regelwerks hat diese Karte nicht.",
        "no analysis, {seats} holds {cards}, which this rulebook's deck has not.",
    ),
    "analysis.start-missing-foreign": (
        "Keine Analyse mit offenen Karten: {seats} hält {cards}, das Blatt dieses "
        "Regelwerks hat diese Karte nicht.",
        "No analysis with open cards: {seats} holds {cards}, which this rulebook's deck has not.",
    ),
    "analysis.title": ("Mit offenen Karten", "With open cards"),
    "analysis.turned-here": ("Hier wendete das Spiel", "Here the Spiel turned"),
}
