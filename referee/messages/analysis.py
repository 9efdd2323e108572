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
    # the seat's view (perlagg analyse --view): each card weighed from the player's chair
    "analysis.worth.title": (
        "Aus der Sicht des Spielers ({seats}): was jede Karte wert war, mit dem, was er "
        "wissen konnte",
        "From the player's chair ({seats}): what each card was worth with what he could know",
    ),
    "analysis.worth.card": (
        "{seat} mit {card}: {party} macht das Spiel in {share} ({basis})",
        "{seat} with {card}: {party} makes the Spiel in {share} ({basis})",
    ),
    "analysis.worth.exact": (
        "{deals:n:mögliche Verteilung|mögliche Verteilungen}, alle gelöst",
        "{deals:n:possible deal|possible deals}, all solved",
    ),
    "analysis.worth.sampled": (
        "{deals:n:gezogene Verteilung|gezogene Verteilungen}, Standardfehler {error}",
        "{deals:n:sampled deal|sampled deals}, standard error {error}",
    ),
    "analysis.worth.others": ("sonst: {others}", "otherwise: {others}"),
    "analysis.worth.mistake": (
        "aus seiner Sicht ein Fehler: {better} war um {loss} besser",
        "a mistake from his chair: {better} was better by {loss}",
    ),
    "analysis.worth.none": (
        "{seat} mit {card}: keine Verteilung passt zu dem, was {seat} wissen konnte",
        "{seat} with {card}: no deal agrees with what {seat} could know",
    ),
    "analysis.worth.mistake-note": (
        "Aus der Sicht von {seat} ein Fehler, um {loss}: mit {better} macht {party} das "
        "Spiel in {best}, mit {card} in {share} ({basis}).",
        "A mistake from {seat}'s chair, by {loss}: with {better} {party} makes the Spiel "
        "in {best}, with {card} in {share} ({basis}).",
    ),
    "analysis.worth.bars": ("Aus der Sicht des Spielers", "From the player's chair"),
    "analysis.worth.bar-other": ("am besten sonst: {card} {share}", "best other: {card} {share}"),
    "analysis.worth.bar-mistake": (
        "ein Fehler aus seiner Sicht; besser: {card} {share}",
        "a mistake from his chair; better: {card} {share}",
    ),
    "analysis.turned-here": ("Hier wendete das Spiel", "Here the Spiel turned"),
}
