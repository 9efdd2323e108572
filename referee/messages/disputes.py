"""The sentences of a dispute: the referee's answer to the question asked, and the
state of the wager at that moment.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    "disputes.not-applicable": (
        "nicht anwendbar: dieses Regelwerk gilt nicht für einen Tisch von {players} Spielern.",
        "not applicable: this rulebook does not govern a table of {players} players.",
    ),
    # a question the referee does not recognise
    "replay.question-unrecognised": (
        "Die Frage selbst hat der Schiedsrichter nicht erkannt; oben steht, was an "
        "dieser Stelle gilt.",
        "The referee did not recognise the question itself; above is what holds at this point.",
    ),
    # the answers
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
    # the state of the wager at a dispute
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
}
