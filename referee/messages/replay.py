"""The sentences of the match across deals: the target and the starting score, the
score as it stands and as it was written, the rulebook's context, the next dealer.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # the header's target and starting score
    "replay.target-differs": (
        "Der Kopf setzt das Ziel auf {header} Punkte; das Regelwerk schreibt {rule} vor, "
        "und bei {rule} endet die Partie.",
        "The header sets the target to {header} points; the rulebook prescribes {rule}, "
        "and the match ends at {rule}.",
    ),
    "replay.target-unreadable": (
        "Das Ziel „{value}“ ist keine Punktzahl; es gilt {used}.",
        'The target "{value}" is not a number of points; {used} applies.',
    ),
    "replay.start-score-unreadable": (
        "Der Anfangsstand „{value}“ ist nicht lesbar (erwartet: „A+C 12, B+D 14“); es gilt 0:0.",
        'The starting score "{value}" cannot be read (expected "A+C 12, B+D 14"); 0:0 applies.',
    ),
    "replay.start-score-over": (
        "Der Anfangsstand „{value}“ kann nicht sein: {party} hat das Ziel von {target} "
        "Punkten schon erreicht, das Spiel wäre aus, bevor die erste Runde beginnt.",
        'The starting score "{value}" cannot be: {party} has already reached the target '
        "of {target} points, so the match would be over before the first deal begins.",
    ),
    # the score as it stands
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
    "replay.after-match-end": (
        "Das Spiel war schon aus ({party} ist ausgegangen); diese Runde zählt nicht mehr.",
        "The match was already over ({party} went out); this deal no longer counts.",
    ),
    # the score as the table wrote it
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
    # what each figure brought
    "replay.figure-outcome": (
        "{figure:term}: {outcome:term}, {value} für {party}.",
        "{figure:term}: {outcome:term}, {value} to {party}.",
    ),
    "replay.figure-outcome-none": (
        "{figure:term}: {outcome:term}.",
        "{figure:term}: {outcome:term}.",
    ),
    # the rulebook's context: exchange and Eichel
    "replay.context-exchange-must": (
        "Nach diesem Regelwerk muss, wer einen Trumpf hat (der Geber, sonst sein Partner), "
        "den aufgeschlagenen Perlagg austauschen; wer es versäumt, hat nur selbst den Schaden.",
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
        "Nach diesem Regelwerk kann jede Farbe Trumpf werden; die erste aufgeschlagene Karte gilt.",
        "Under this rulebook any suit can be trump; the first card turned stands.",
    ),
    "replay.context-eichel-never": (
        "Nach diesem Regelwerk wird Eichel nie Trumpf: es wird weiter aufgeschlagen.",
        "Under this rulebook Eichel is never trump: the dealer turns again.",
    ),
    # the next dealer
    "replay.first-dealer": (
        "Ums Geben {count:plural:hat|haben} {seats:or} die {which:term} Karte abgehoben "
        "({cards}): {count:plural:der gibt|einer von ihnen gibt} die erste Runde, nicht "
        "{dealer}.",
        "In the cut for the deal {seats:or} cut the {which:term} card ({cards}): "
        "{count:plural:that player deals|one of them deals} the first deal, not {dealer}.",
    ),
    "replay.first-dealer-tie": (
        "Ums Geben haben {seats} die {which:term} Karte abgehoben, gleich hoch ({cards}); "
        "wer von ihnen gibt, sagen die Regeln nicht, und die Mitschrift zeigt kein zweites "
        "Abheben.",
        "In the cut for the deal {seats} cut the {which:term} card, of equal rank ({cards}); "
        "which of them deals the rules do not say, and the transcript shows no second cut.",
    ),
    "replay.dealer-cut-unknown": (
        "Wer ums Geben welche Karte abgehoben hat, sagt die Zeile nicht ganz (eine Karte "
        "ist nur im Trumpf benannt, den es vor dem Austeilen nicht gibt): wer die erste "
        "Runde gibt, ist offen.",
        "Which card each player cut for the deal the line does not fully say (a card is "
        "named only by the trump, which does not exist before the deal): who deals the "
        "first deal is open.",
    ),
    "replay.dealer-cut-late": (
        "Ums Geben wird nur vor der ersten Runde abgehoben; danach gibt, wer die vorige "
        "Runde verspielt hat: dieses Abheben entscheidet nichts.",
        "The cut for the deal is made only before the first deal; after it the party "
        "that lost the previous deal deals: this cut decides nothing.",
    ),
    "term.cut-lowest": ("niederste", "lowest"),
    "term.cut-highest": ("höchste", "highest"),
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
}
