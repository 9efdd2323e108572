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
    # a question not understood: a note, not a ruling; the nearest form is given in
    # either language, and each text names the form in its own
    "answer.not-understood": (
        "Diese Frage versteht der Schiedsrichter nicht; am nächsten kommt „{nearest_de}“ "
        "(alle Formen: docs/disputes.md).",
        "The referee does not understand this question; the nearest form is “{nearest_en}” "
        "(every form: docs/disputes.md).",
    ),
    # the answers
    "answer.yes": ("Ja.", "Yes."),
    "answer.who-unknown": (
        "Unbekannt: welchen Spieler die Frage meint, sagt sie nicht (weder ein Sitz noch "
        "ein Name aus dem Kopf der Mitschrift).",
        "Unknown: the question does not say which player it means (neither a seat nor a "
        "name from the transcript's header).",
    ),
    "answer.no": ("Nein.", "No."),
    "answer.need-not-have-any": (
        "Nein: {seat} hat keine Figur geboten oder gehalten und muss keine haben.",
        "No: {seat} neither bid nor held a figure and need have none.",
    ),
    "answer.trick-not-yet": (
        "Unbekannt: der {number}. Stich ist an dieser Stelle noch nicht fertig gespielt.",
        "Unknown: trick {number} is not finished at this point.",
    ),
    "answer.trump-is": (
        "{suit} ist Trumpf: die aufgeschlagene Karte macht ihre Farbe zum Trumpf.",
        "{suit} is trump: the card turned makes its suit trump.",
    ),
    "answer.tricks-of": (
        "{party} hat bis hierher {n:n:Stich|Stiche} gemacht.",
        "So far {party} has taken {n:n:trick|tricks}.",
    ),
    "answer.tricks-each": (
        "Bis hierher gemachte Stiche: {score}.",
        "Tricks taken so far: {score}.",
    ),
    "answer.tricks-more": (
        "{party} hat bis hierher mehr Stiche gemacht: {score}.",
        "So far {party} has taken more tricks: {score}.",
    ),
    "answer.tricks-even": (
        "Niemand: bis hierher haben beide Parteien gleich viele Stiche gemacht ({score}).",
        "Nobody: so far both parties have taken as many tricks ({score}).",
    ),
    "answer.spiel-not-yet": (
        "Noch niemand: das Spiel hat, wer {need:count} Stiche macht; bisher {ac} "
        "{n_ac:n:Stich|Stiche}, {bd} {n_bd:n:Stich|Stiche}.",
        "Nobody yet: the Spiel is the party's that takes {need:count} tricks; so far {ac} "
        "{n_ac:n:trick|tricks}, {bd} {n_bd:n:trick|tricks}.",
    ),
    "answer.spiel-has": (
        "{party} hat {need:count} Stiche gemacht und damit das Spiel.",
        "{party} has taken {need:count} tricks, and so the Spiel.",
    ),
    "answer.figure-unknown": (
        "Unbekannt: wer {figure:term} besser hat, entscheiden die Karten aller Spieler, "
        "und bis hierher nennt die Mitschrift nicht alle Hände.",
        "Unknown: who has the better {figure:term} is decided by every player's cards, and "
        "so far the transcript does not give every hand.",
    ),
    "answer.figure-stands": (
        "Niemand: {figure:term} steht, beide Parteien haben es gleich gut.",
        "Nobody: the {figure:term} stands; both parties hold an equal one.",
    ),
    "answer.figure-has-plain": (
        "Nach den Karten aller Spieler hat {party} {figure:term} besser.",
        "By every player's cards, {party} has the better {figure:term}.",
    ),
    "answer.figure-has": (
        "{party}: nach den Karten aller Spieler hat {party} {figure:term} besser.",
        "{party}: by every player's cards, {party} has the better {figure:term}.",
    ),
    "answer.figure-if-named": (
        "Das gilt, wenn {seat} die noch ungetauften Perlaggen {cards} dafür benennt; wie "
        "{seat} sie tauft, steht bis hierher nicht fest.",
        "That holds if {seat} names the Perlaggs not yet christened, {cards}, for it; how "
        "{seat} christens them is not settled so far.",
    ),
    "answer.points": (
        "{party} hat jetzt {n:n:Punkt|Punkte}.",
        "{party} has {n:n:point|points} now.",
    ),
    "answer.is-out": (
        "Ja: {party} hat das Ziel von {target} Punkten erreicht (Stand {score}).",
        "Yes: {party} has reached the target of {target} points (score {score}).",
    ),
    "answer.is-not-out": (
        "Nein: {party} ist nicht aus; Stand {score}, Ziel {target} Punkte.",
        "No: {party} is not out; score {score}, target {target} points.",
    ),
    "answer.act-unknown": (
        "Unbekannt: welche Handlung gemeint ist, sagt die Frage nicht.",
        "Unknown: the question does not say which act it means.",
    ),
    "answer.no-withdraw": (
        "Nein: was {seat} einmal geboten oder gehalten hat, darf nicht widerrufen werden.",
        "No: what {seat} has once bid or held may not be withdrawn.",
    ),
    "answer.one-short-may-not-bid": (
        "Nein: {party} fehlt nur noch ein Punkt (Stand {score}); wer dann bietet, überbietet sich.",
        "No: {party} needs only one point (score {score}); whoever bids then overbids.",
    ),
    "answer.at-once-yes": (
        "{party} fehlen noch {need} Punkte; zwei Figuren gut gelassen reichen nicht zum Ausgehen.",
        "{party} still needs {need} points; two figures let good are not enough to go out.",
    ),
    "answer.at-once-allowed": (
        "{party} fehlen {need} Punkte; dieses Regelwerk nennt als Überbieten nur das Bieten "
        "auf dem vorletzten Punkt, nicht das Bieten vieler Figuren zugleich.",
        "{party} needs {need} points; this rulebook counts as overbidding only a bid on the "
        "last but one point, not bidding many figures at once.",
    ),
    "answer.at-once-no": (
        "{party} fehlen nur {need} Punkte; wer so viele Figuren zugleich bietet, dass „gut“ "
        "ihn hinausbrächte, überbietet sich.",
        "{party} needs only {need} points; whoever bids so many figures at once that “gut” "
        "would carry him out overbids.",
    ),
    "answer.spiel-decided-no-bid": (
        "Nein: das Spiel ist entschieden, {party} hat {n} Stiche gemacht; ein Stich wird "
        "darum nicht mehr gespielt, und um das Spiel bietet {seat} nicht mehr.",
        "No: the Spiel is decided, {party} has taken {n} tricks; no further trick is "
        "played, and {seat} bids for the Spiel no more.",
    ),
    "answer.fifth-trick-spiel": (
        "Ja, auch im fünften Stich darf {seat} noch Spiel bieten, aber nur mit Farbe, "
        "Trumpf oder Perlagg: die erste Karte des fünften Stichs gilt als Spielfarbe.",
        "Yes, in the fifth trick too {seat} may still bid Spiel, but only with the suit, "
        "a trump or a Perlagg: the fifth trick's first card is the Spiel's suit.",
    ),
    "answer.already-bid": (
        "Nein: {figure:term} ist schon geboten; ein neues Gebot darauf ist kein erstes Gebot.",
        "No: {figure:term} is already bid; a new bid on it is no first bid.",
    ),
    "answer.anyone-may-bid": (
        "Ja: bieten darf jeder Spieler jederzeit, also auch {seat}.",
        "Yes: any player may bid at any time, {seat} too.",
    ),
    "answer.nothing-held": (
        "Nein: an dieser Stelle ist keine Figur gehalten, die man steigern könnte.",
        "No: no figure is held at this point that could be raised.",
    ),
    "answer.raise-awaits": (
        "Nein: auf {figure:term} hat {seat} schon auf {n} gesteigert, und darauf muss "
        "jetzt {party} antworten.",
        "No: {seat} has already raised {figure:term} to {n}, and {party} must answer that now.",
    ),
    "answer.nobody-may-raise": (
        "Nein: {figure:term} ist auf {n} gehalten, und weiter steigern darf niemand mehr.",
        "No: {figure:term} is held at {n}, and nobody may raise it further.",
    ),
    "answer.may-raise-back": (
        "Ja: auf die {n:count} von {seat} darf {party} mit {next:count} erwidern, statt sie "
        "zu halten.",
        "Yes: {party} may answer the {n:count} of {seat} with {next:count} instead of holding it.",
    ),
    "answer.bid-awaits": (
        "Nein: {seat} hat {figure:term} geboten, und darauf muss jetzt {party} antworten; "
        "steigern darf nur die Partei, der geboten wurde.",
        "No: {seat} has bid the {figure:term}, and {party} must answer it now; only the "
        "party that was bid to may raise.",
    ),
    "answer.may-give-three": (
        "Ja: auf das Gebot von {seat} darf {party} gleich {next:count} geben, statt "
        "{figure:term} zu halten oder gut sein zu lassen.",
        "Yes: {party} may answer the bid of {seat} with {next:count} at once, instead of "
        "holding the {figure:term} or letting it be good.",
    ),
    "answer.raise-no-jump": (
        "Nein: die Steigerung lässt keinen Sprung zu; auf {level:count} folgt "
        "{next:count}, nicht {asked:count}.",
        "No: a raise may not skip a step; after {level:count} comes {next:count}, not "
        "{asked:count}.",
    ),
    "answer.may-raise": (
        "Ja: {figure:term} ist gehalten, und steigern darf jetzt {raiser}.",
        "Yes: {figure:term} is held, and {raiser} may raise now.",
    ),
    "answer.may-not-raise": (
        "Nein: {figure:term} ist gehalten, aber steigern darf jetzt nur {raiser}.",
        "No: {figure:term} is held, but only {raiser} may raise now.",
    ),
    "answer.may-hold": (
        "Ja: die Gegenpartei hat geboten, und {seat} darf halten.",
        "Yes: the other party bid, and {seat} may hold.",
    ),
    "answer.may-not-hold": (
        "Nein: halten kann man nur ein Gebot der Gegenpartei, und keins steht offen.",
        "No: one can hold only the other party's bid, and none is open.",
    ),
    "answer.not-his-turn": (
        "Nein: {seat} ist nicht am Zug, am Zug ist {turn}.",
        "No: it is not {seat}'s turn; it is {turn}'s.",
    ),
    "answer.turn-first": (
        "{seat} ist am Zug: er sitzt links vom Geber {dealer} und spielt zum ersten Stich aus.",
        "{seat} is to play: he sits on the left of the dealer, {dealer}, and leads to the "
        "first trick.",
    ),
    "answer.turn-lead": (
        "{seat} ist am Zug: er hat den {number:nth} Stich gemacht und spielt zum nächsten aus.",
        "{seat} is to play: he took trick {number} and leads to the next.",
    ),
    "answer.led-by": (
        "{seat} hat zum {number:nth} Stich ausgespielt.",
        "{seat} led to trick {number}.",
    ),
    "answer.nobody-led": (
        "Noch niemand: bis hierher liegt keine Karte auf dem Tisch.",
        "Nobody yet: so far no card has been laid.",
    ),
    "answer.turn-next": (
        "{seat} ist am Zug: er sitzt links von {last}, der als Letzter eine Karte zum "
        "{number:nth} Stich gelegt hat.",
        "{seat} is to play: he sits on the left of {last}, who laid the last card to trick "
        "{number}.",
    ),
    "answer.turn-over": (
        "Niemand ist mehr am Zug: alle Stiche der Runde sind gespielt.",
        "Nobody is to play any more: every trick of the deal has been played.",
    ),
    "answer.turn-no-dealer": (
        "Unbekannt: wer am Zug ist, sagt die Mitschrift bis hierher nicht: den ersten Stich "
        "spielt aus, wer links vom Geber sitzt, und die Zeile „Geber: …“ fehlt.",
        "Unknown: so far the transcript does not say whose turn it is: the player left of "
        "the dealer leads the first trick, and the line “Geber: …” is missing.",
    ),
    "answer.turn-no-winner": (
        "Unbekannt: wer am Zug ist, sagt die Mitschrift bis hierher nicht: den nächsten "
        "Stich spielt aus, wer den {number}. gemacht hat, und das steht nicht fest.",
        "Unknown: so far the transcript does not say whose turn it is: whoever took trick "
        "{number} leads the next, and that is not known.",
    ),
    "answer.trump-leads": (
        "Nein: {seat} spielt zum Stich aus; stechen kann er erst eine ausgespielte Farbe "
        "(ausspielen darf er jede Karte, auch einen Trumpf).",
        "No: {seat} leads to the trick; he can trump only a suit that has been led (he may "
        "lead any card, a trump too).",
    ),
    "answer.no-trump-held": (
        "Nein: {seat} ist am Zug, hält aber weder Trumpf noch Perlagg und kann den mit "
        "{led} ausgespielten Stich nicht stechen.",
        "No: it is {seat}'s turn, but he holds neither a trump nor a Perlagg and cannot "
        "trump the trick led with {led}.",
    ),
    "answer.may-trump-now": (
        "Ja: {seat} ist am Zug und hält Trumpf oder Perlagg ({cards}); damit darf er den mit "
        "{led} ausgespielten Stich stechen, statt Farbe zu geben.",
        "Yes: it is {seat}'s turn and he holds a trump or a Perlagg ({cards}); with it he "
        "may trump the trick led with {led} instead of following suit.",
    ),
    "answer.trump-led": (
        "Ja: ausgespielt ist Trumpf ({led}); {seat} ist am Zug und darf mit Trumpf oder "
        "Perlagg ({cards}) über den Stich gehen (mit einem Trumpf gibt er Farbe).",
        "Yes: trump is led ({led}); it is {seat}'s turn and he may go over it with a trump "
        "or a Perlagg ({cards}) (with a trump he follows suit).",
    ),
    "answer.may-trump-void": (
        "Ja: {seat} ist am Zug, hat die mit {led} ausgespielte Farbe nicht und hält Trumpf "
        "oder Perlagg ({cards}); damit darf er stechen, muss aber nicht.",
        "Yes: it is {seat}'s turn, he lacks the suit led with {led} and holds a trump or a "
        "Perlagg ({cards}); with it he may trump, but need not.",
    ),
    "answer.laid-before": (
        "Nein: {seat} hatte zu diesem Stich schon {played} gelegt, bevor {card} kam; "
        "gestochen wird nur, was vor der eigenen Karte liegt.",
        "No: {seat} had laid {played} to this trick before {card} came; one trumps only "
        "what lies before one's own card.",
    ),
    "answer.could-trump": (
        "Ja: als {card} lag, hielt {seat} außer der Farbe auch Trumpf oder Perlagg "
        "({cards}); damit durfte er den mit {led} ausgespielten Stich stechen, statt Farbe "
        "zu geben. Gelegt hat er {played}.",
        "Yes: when {card} lay on the table, {seat} held a trump or a Perlagg ({cards}) "
        "besides the suit; with it he might trump the trick led with {led} instead of "
        "following suit. He laid {played}.",
    ),
    "answer.could-trump-void": (
        "Ja: als {card} lag, hatte {seat} die mit {led} ausgespielte Farbe nicht und hielt "
        "Trumpf oder Perlagg ({cards}); stechen durfte er, musste aber nicht. Gelegt hat "
        "er {played}.",
        "Yes: when {card} lay on the table, {seat} lacked the suit led with {led} and held "
        "a trump or a Perlagg ({cards}); he might trump, but need not. He laid {played}.",
    ),
    "answer.could-not-trump": (
        "Nein: als {card} lag, hielt {seat} weder Trumpf noch Perlagg und konnte den mit "
        "{led} ausgespielten Stich nicht stechen. Gelegt hat er {played}.",
        "No: when {card} lay on the table, {seat} held neither a trump nor a Perlagg and "
        "could not trump the trick led with {led}. He laid {played}.",
    ),
    "answer.unchristened-plain": (
        "Ungetauft ist {card} kein Perlagg, sondern die einfache Karte, und sticht nur, "
        "was diese sticht.",
        "Unchristened, {card} is no Perlagg but the plain card, and beats only what that "
        "card beats.",
    ),
    "answer.exchange-was-right": (
        "Ja: {seat} durfte austauschen; der Schiedsrichter fand daran nichts.",
        "Yes: {seat} was allowed to exchange; the referee found nothing wrong with it.",
    ),
    "answer.exchange-too-late": (
        "Nein: ist die erste Karte ausgespielt, ist das Recht auszutauschen verloren.",
        "No: once the first card is played, the right to exchange is lost.",
    ),
    "answer.exchange-dealer-unknown": (
        "Unbekannt: wer gibt, sagt die Mitschrift bis hierher nicht.",
        "Unknown: the transcript does not say so far who deals.",
    ),
    "answer.exchange-opponent": (
        "Nein: {seat} gehört zur Gegenpartei des Gebers; die darf nie austauschen.",
        "No: {seat} is of the dealer's opponents; they may never exchange.",
    ),
    "answer.exchange-not-turned": (
        "Nein: aufgeschlagen ist {card}, nicht {named}; ausgetauscht wird nur die "
        "aufgeschlagene Karte.",
        "No: the turned card is {card}, not {named}; only the turned card is exchanged.",
    ),
    "answer.exchange-not-perlagg": (
        "Nein: aufgeschlagen ist {card}, kein Perlagg; ausgetauscht wird nur ein "
        "aufgeschlagener Perlagg.",
        "No: the turned card is {card}, no Perlagg; only a turned Perlagg is exchanged.",
    ),
    "answer.exchange-dealer": (
        "Ja: {seat} gibt und darf den aufgeschlagenen Perlagg austauschen.",
        "Yes: {seat} deals and may exchange the turned Perlagg.",
    ),
    "answer.exchange-partner": (
        "Ja, wenn der Geber {dealer} keinen Trumpf hat: dann geht das Recht auf seinen "
        "Partner {seat} über.",
        "Yes, if the dealer {dealer} holds no trump: then the right passes to his partner {seat}.",
    ),
    "answer.not-played": (
        "Unbekannt: bis hierher zeigt die Mitschrift diese Karte von {seat} nicht.",
        "Unknown: so far the transcript does not show this card of {seat}.",
    ),
    "answer.hand-unknown": (
        "Unbekannt: welche Karten {seat} jetzt hält, zeigt die Mitschrift bis hierher "
        "nicht (es fehlt eine Zeile „Hand {seat}: …“ vor der Frage).",
        "Unknown: the transcript does not show so far which cards {seat} holds now (a "
        "line “Hand {seat}: …” before the question is missing).",
    ),
    "answer.trump-unknown": (
        "Unbekannt: welche Farbe Trumpf ist, zeigt die Mitschrift bis hierher nicht.",
        "Unknown: the transcript does not show so far which suit is trump.",
    ),
    "answer.led-unknown": (
        "Unbekannt: welche Farbe im offenen Stich ausgespielt ist, zeigt die Mitschrift "
        "bis hierher nicht.",
        "Unknown: the transcript does not show so far which suit was led to the open trick.",
    ),
    "answer.card-not-held": (
        "Nein: {card} ist nach der Mitschrift nicht unter den Karten von {seat}.",
        "No: by the transcript, {card} is not among the cards of {seat}.",
    ),
    "answer.may-not-play": (
        "Nein: {seat} hat noch eine Karte der mit {led} ausgespielten Farbe und muss Farbe "
        "geben oder stechen; {card} ist weder das eine noch das andere.",
        "No: {seat} still holds a card of the suit led with {led} and must follow suit or "
        "trump; {card} is neither.",
    ),
    "answer.may-play-lead": (
        "Ja: {seat} spielt zum Stich aus und darf jede Karte spielen, auch {card}.",
        "Yes: {seat} leads to the trick and may play any card, {card} too.",
    ),
    "answer.may-play-follows": (
        "Ja: mit {card} gibt {seat} die mit {led} ausgespielte Farbe.",
        "Yes: with {card}, {seat} follows the suit led with {led}.",
    ),
    "answer.may-play-trump": (
        "Ja: {card} ist Trumpf, und stechen darf {seat} immer, auch wenn er die "
        "mit {led} ausgespielte Farbe hat.",
        "Yes: {card} is a trump, and {seat} may trump even holding the suit led with {led}.",
    ),
    "answer.may-play-perlagg": (
        "Ja: {card} ist ein Perlagg, und einen Perlagg darf {seat} immer spielen, auch zu {led}.",
        "Yes: {card} is a Perlagg, and {seat} may always play a Perlagg, to {led} too.",
    ),
    "answer.may-play-void": (
        "Ja: {seat} hat keine Karte der mit {led} ausgespielten Farbe und darf darum jede "
        "Karte spielen, auch {card}.",
        "Yes: {seat} holds no card of the suit led with {led} and so may play any "
        "card, {card} too.",
    ),
    "answer.card-was-allowed": (
        "Ja: {seat} durfte {card} spielen; der Schiedsrichter fand daran nichts.",
        "Yes: {seat} was allowed to play {card}; the referee found nothing wrong with it.",
    ),
    "answer.show-first-open": (
        "Unbekannt: zuerst weist die Partei, die das Spiel hat, und das ist hier noch "
        "nicht entschieden.",
        "Unknown: the party with the Spiel shows first, and that is not decided yet here.",
    ),
    "answer.show-first": (
        "{party} hat das Spiel und muss zuerst weisen.",
        "{party} has the Spiel and must show first.",
    ),
    "answer.show-not-yet": (
        "Nein, noch nicht: gewiesen wird, wenn das Spiel entschieden ist.",
        "No, not yet: figures are shown once the Spiel is decided.",
    ),
    "answer.must-show": (
        "Ja: {party} hat das Spiel und muss weisen.",
        "Yes: {party} has the Spiel and must show.",
    ),
    "answer.answers-show": (
        "Nein: {party} hat das Spiel und weist zuerst; die Gegenpartei antwortet darauf.",
        "No: {party} has the Spiel and shows first; the other party answers.",
    ),
    "answer.no-duty-to-trump-but-follow": (
        "Nein, stechen musste {seat} nicht; er hatte aber die Farbe und musste sie geben, "
        "wenn er nicht stach:",
        "No, {seat} need not trump; but he held the suit and had to follow it unless he trumped:",
    ),
    "answer.no-duty-to-trump": (
        "Nein: wer die Farbe nicht hat, muss nicht stechen, sondern kann ausgeben, was er will.",
        "No: whoever lacks the suit need not trump but may play what he likes.",
    ),
    "answer.followed": (
        "Ja: {seat} hatte im {number}. Stich die Farbe und hat sie mit {card} auch gegeben.",
        "Yes: {seat} held the suit in trick {number} and followed with {card}.",
    ),
    "answer.need-not-follow": (
        "Nein: der Schiedsrichter fand im {number}. Stich keine verleugnete Farbe bei {seat} "
        "({card}).",
        "No: the referee found no revoke by {seat} in trick {number} ({card}).",
    ),
    "answer.followed-no-revoke": (
        "Ja: der Schiedsrichter fand im {number}. Stich keine verleugnete Farbe bei {seat} "
        "({card}).",
        "Yes: the referee found no revoke by {seat} in trick {number} ({card}).",
    ),
    "answer.revoked-by": (
        "{seats}: der Schiedsrichter fand bis hierher eine verleugnete Farbe bei {seats}.",
        "{seats}: up to here the referee found a revoke by {seats}.",
    ),
    "answer.nobody-revoked": (
        "Niemand: der Schiedsrichter fand bis hierher keine verleugnete Farbe.",
        "Nobody: up to here the referee found no revoke.",
    ),
    "answer.nobody-revoked-in": (
        "Niemand: der Schiedsrichter fand im {number}. Stich keine verleugnete Farbe.",
        "Nobody: the referee found no revoke in trick {number}.",
    ),
    "answer.overbid": (
        "Ja: {party} hat sich überboten.",
        "Yes: {party} overbid.",
    ),
    "answer.overbid-by": (
        "{party}: der Schiedsrichter fand bis hierher ein Überbieten von {party}.",
        "{party}: up to here the referee found that {party} overbid.",
    ),
    "answer.not-overbid": (
        "Nein: bis hierher fand der Schiedsrichter bei keinem Gebot von {party} ein "
        "Überbieten (Stand {score}).",
        "No: up to here the referee found no overbid in any bid of {party} (score {score}).",
    ),
    "answer.would-overbid": (
        "Nein, bis hierher nicht; aber {party} fehlt nur noch ein Punkt (Stand {score}): ein "
        "Gebot jetzt wäre Überbieten.",
        "No, not so far; but {party} needs only one point (score {score}): a bid now "
        "would be an overbid.",
    ),
    "answer.nobody-overbid": (
        "Niemand: bis hierher fand der Schiedsrichter kein Überbieten (Stand {score}).",
        "Nobody: up to here the referee found no overbid (score {score}).",
    ),
    "answer.must-answer": (
        "Ja: {party} muss sofort antworten (gut sein lassen oder halten): {bidder} hat "
        "{figures:and} geboten, und das wartet auf Antwort.",
        "Yes: {party} must answer at once (let it good or hold it): {bidder} bid "
        "{figures:and}, and it awaits an answer.",
    ),
    "answer.must-answer-raise": (
        "Ja: {party} muss sofort antworten (ablehnen, halten oder weiter steigern): "
        "{bidder} hat {figure:term} auf {n} gesteigert, und das wartet auf Antwort.",
        "Yes: {party} must answer at once (refuse, hold or raise further): {bidder} raised "
        "{figure:term} to {n}, and it awaits an answer.",
    ),
    "answer.must-answer-raise-who": (
        "{party}: {bidder} hat {figure:term} auf {n} gesteigert, und darauf muss {party} "
        "sofort antworten (ablehnen, halten oder weiter steigern).",
        "{party}: {bidder} raised {figure:term} to {n}, and {party} must answer it at once "
        "(refuse, hold or raise further).",
    ),
    "answer.must-answer-who": (
        "{party}: {bidder} hat {figures:and} geboten, und darauf muss {party} sofort "
        "antworten (gut sein lassen oder halten).",
        "{party}: {bidder} bid {figures:and}, and {party} must answer it at once (let it "
        "good or hold it).",
    ),
    "answer.nothing-to-answer": (
        "Nein: an dieser Stelle wartet kein Gebot der Gegenpartei auf eine Antwort von {party}.",
        "No: at this point no bid of the other party awaits an answer from {party}.",
    ),
    "answer.nobody-must-answer": (
        "Niemand: an dieser Stelle wartet kein Gebot auf Antwort.",
        "Nobody: at this point no bid awaits an answer.",
    ),
    "answer.had-to-answer": (
        "Ja: {bidder} hat {figures:and} geboten, und darauf musste {party} sofort antworten.",
        "Yes: {bidder} bid {figures:and}, and {party} had to answer it at once.",
    ),
    "answer.had-nothing-to-answer": (
        "Nein: bis hierher hat die Gegenpartei von {party} nichts geboten, worauf {party} "
        "hätte antworten müssen.",
        "No: up to here the other party of {party} bid nothing that {party} had to answer.",
    ),
    "answer.no-card-yet": (
        "Nein: an dieser Stelle ist noch keine Karte gespielt.",
        "No: no card has been played at this point.",
    ),
    "answer.party-no-revoke": (
        "Nein: bei {party} fand der Schiedsrichter bis hierher keine verleugnete Farbe.",
        "No: up to here the referee found no revoke by {party}.",
    ),
    "answer.party-followed": (
        "Ja: bei {party} fand der Schiedsrichter bis hierher keine verleugnete Farbe.",
        "Yes: up to here the referee found no revoke by {party}.",
    ),
    "answer.seat-no-card": (
        "Nein: {seat} hat an dieser Stelle noch keine Karte gespielt.",
        "No: {seat} has played no card at this point.",
    ),
    "answer.seat-no-card-in": (
        "Nein: {seat} hat an dieser Stelle noch keine Karte zum {number}. Stich gespielt.",
        "No: {seat} has played no card to trick {number} at this point.",
    ),
    "answer.trick-not-played": (
        "Nein: der {number}. Stich ist an dieser Stelle noch nicht gespielt.",
        "No: trick {number} has not been played at this point.",
    ),
    "answer.card-unknown": (
        "Unbekannt: welche Karte gemeint ist, sagt die Frage nicht.",
        "Unknown: the question does not say which card it means.",
    ),
    "answer.counts-as": (
        "{counts}: {seat} hat {card} als {counts} getauft, und das ist er für den Rest der Runde.",
        "{counts}: {seat} christened {card} as {counts}, and so it is for the rest of the deal.",
    ),
    "answer.perlagg-place": (
        "{card} steht hier an Stelle {place} der Perlaggen, der Rangordnung nach.",
        "{card} is Perlagg number {place} here, by their order of rank.",
    ),
    "answer.plain-card": (
        "{card} ist hier kein Perlagg, sondern eine gewöhnliche Karte.",
        "{card} is no Perlagg here but a plain card.",
    ),
    "answer.beat-in-trick": (
        "Ja: in Stich {number} hat {played} (als {card}) {other} gestochen; den Stich "
        "machte {seat}.",
        "Yes: in trick {number} {played} (as {card}) beat {other}; {seat} took the trick.",
    ),
    "answer.no-beat-in-trick": (
        "Nein: in Stich {number} galt {played} als {card} und stach {other} nicht; den "
        "Stich machte {seat}.",
        "No: in trick {number} {played} counted as {card} and did not beat {other}; {seat} "
        "took the trick.",
    ),
    "answer.beats-unknown": (
        "Unbekannt: ob {card} {other} sticht, hängt vom Trumpf und vom Taufen ab, und die "
        "Mitschrift sagt es bis hierher nicht.",
        "Unknown: whether {card} beats {other} depends on trump and christening, which the "
        "transcript does not give so far.",
    ),
    # a name that is no player of the table: a note, not an answer for somebody else
    "answer.name-not-at-table": (
        "„{name}“ spielt an diesem Tisch nicht: es spielen {players}, und die Mitschrift "
        "nennt {names}. Die Frage beantwortet der Schiedsrichter, wenn sie einen dieser "
        "Spieler nennt, bei seinem Sitz oder Namen.",
        "“{name}” is not a player at this table: the players are {players}, and the "
        "transcript names {names}. The referee answers the question when it names one of "
        "these players, by seat or by name.",
    ),
    "answer.name-not-at-table-unnamed": (
        "„{name}“ spielt an diesem Tisch nicht: es spielen {players}, und die Mitschrift "
        "nennt keinen Spieler mit Namen. Die Frage beantwortet der Schiedsrichter, wenn "
        "sie einen Sitz nennt oder der Kopf der Mitschrift diesen Namen einem Sitz gibt.",
        "“{name}” is not a player at this table: the players are {players}, and the "
        "transcript names no player. The referee answers the question when it names a seat "
        "or the transcript's header gives this name to a seat.",
    ),
    "answer.seat-not-at-table": (
        "Unbekannt: an diesem Tisch sitzt kein {seat}; es spielen {players}.",
        "Unknown: there is no {seat} at this table; the players are {players}.",
    ),
    "answer.no-weli": (
        "Nein: nach diesem Regelwerk wird ohne den Weli gespielt (32 Karten).",
        "No: this rulebook plays without the Weli (32 cards).",
    ),
    "answer.perlagg-beats": (
        "Ja: {card} ist ein Perlagg und sticht {other}.",
        "Yes: {card} is a Perlagg and beats {other}.",
    ),
    "answer.if-christened": (
        "Das gilt, wenn {card} beim Ausspielen getauft wird; ungetauft ist er die einfache "
        "Karte und sticht nur, was diese sticht.",
        "That holds if {card} is christened as it is played; unchristened it is the plain "
        "card and beats only what that beats.",
    ),
    "answer.perlagg-beaten": (
        "Nein: {other} ist der höhere Perlagg; {card} sticht ihn nicht.",
        "No: {other} is the higher Perlagg; {card} does not beat it.",
    ),
    "answer.card-beats": ("Ja: {card} sticht {other}.", "Yes: {card} beats {other}."),
    "answer.card-beaten": (
        "Nein: {card} sticht {other} nicht.",
        "No: {card} does not beat {other}.",
    ),
    "answer.no-penalty": (
        "Nichts: bis hierher fand der Schiedsrichter bei {party} keinen Verstoß, der "
        "Punkte kostet.",
        "Nothing: so far the referee found no violation by {party} that costs points.",
    ),
    "answer.penalty-pending": (
        "Unbekannt: ob {seat} {figure} hat ({role:term}), zeigt die Mitschrift bis hierher "
        "nicht, seine Karten stehen noch nicht da; hat er es nicht, gilt:",
        "Unknown: whether {seat} has {figure} ({role:term}) the transcript does not show so "
        "far, his cards are not given yet; if he has not:",
    ),
    "answer.no-such-bid": (
        "Unbekannt: ein Gebot von {seat} steht bis hierher nicht in der Mitschrift; wenn "
        "doch, gilt:",
        "Unknown: the transcript shows no bid by {seat} so far; if there was one:",
    ),
    "answer.no-such-hold": (
        "Unbekannt: dass {seat} gehalten hat, steht bis hierher nicht in der Mitschrift; "
        "wenn doch, gilt:",
        "Unknown: the transcript shows no hold by {seat} so far; if there was one:",
    ),
    "answer.had-the-figure-held": (
        "Nichts dafür: {seat} hat {figure:term} nach seinen Karten, hat es also nicht ohne "
        "die Figur gehalten.",
        "Nothing for that: by his cards {seat} has {figure:term}, so he did not hold without it.",
    ),
    "answer.had-the-figure": (
        "Nichts dafür: {seat} hat {figure:term} nach seinen Karten, hat es also nicht ohne "
        "die Figur geboten.",
        "Nothing for that: by his cards {seat} has {figure:term}, so he did not bid without it.",
    ),
    "answer.loses": (
        "{party} verliert {n:n:Punkt|Punkte}.",
        "{party} loses {n:n:point|points}.",
    ),
    "answer.loses-total": (
        "{party} verliert bis hierher zusammen {n:n:Punkt|Punkte}, für {count:n:Verstoß|Verstöße}:",
        "So far {party} loses {n:n:point|points} in all, for {count:n:violation|violations}:",
    ),
    "answer.loses-at-least": (
        "{party} verliert bis hierher mindestens {n:n:Punkt|Punkte}, für "
        "{count:n:Verstoß|Verstöße}:",
        "So far {party} loses at least {n:n:point|points}, for {count:n:violation|violations}:",
    ),
    "answer.loses-each": (
        "{party} hat bis hierher {count:n:Verstoß|Verstöße} begangen; die Strafen:",
        "So far {party} has committed {count:n:violation|violations}; the penalties:",
    ),
    "answer.item-points": (
        "Zeile {line}, {seat}: {what:term} — {n:n:Punkt|Punkte}.",
        "line {line}, {seat}: {what:term} — {n:n:point|points}.",
    ),
    "answer.item-deal": (
        "Zeile {line}, {seat}: {what:term} — alle Punkte dieser Runde und dazu {n:n:Punkt|Punkte}.",
        "line {line}, {seat}: {what:term} — every point of this deal and "
        "{n:n:point|points} besides.",
    ),
    "answer.item-agreed": (
        "Zeile {line}, {seat}: {what:term} — was vorher als Strafe vereinbart wurde.",
        "line {line}, {seat}: {what:term} — whatever penalty was agreed before.",
    ),
    "answer.loses-deal": (
        "{party} verliert alle Punkte dieser Runde und dazu {n:n:Punkt|Punkte}.",
        "{party} loses every point of this deal and {n:n:point|points} besides.",
    ),
    "answer.revoke-as-agreed": (
        "Unbekannt: {party} verliert, was vorher als Strafe vereinbart wurde; eine feste "
        "Strafe nennt dieses Regelwerk nicht.",
        "Unknown: {party} loses what was agreed beforehand as a penalty; this rulebook "
        "names no fixed one.",
    ),
    "replay.answer-score": ("Der Stand ist jetzt {score}.", "The score now is {score}."),
    "answer.score-open": (
        "Noch nicht geschrieben ist, was erst am Ende des Spiels zählt: die stillen und "
        "die gehaltenen Figuren.",
        "Not yet written is what counts only at the end of the deal: the still figures "
        "and the held ones.",
    ),
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
        "Nein: bis hierher hat niemand eine Figur geboten.",
        "No: nobody has bid a figure so far.",
    ),
    "answer.seat-not-bid": (
        "Nein: {seat} hat bis hierher nicht geboten.",
        "No: {seat} has not bid so far.",
    ),
    "answer.bid-unseen": (
        "Ja: {seat} hat ungesehen {figures:and} geboten; das ungesehen Gebotene bietet die "
        "Partei {party} gemeinschaftlich.",
        "Yes: {seat} bid {figures:and} unseen; what is bid unseen, the party {party} bids jointly.",
    ),
    "answer.bid-unseen-alone": (
        "Ja: {seat} hat ungesehen {figures:and} geboten; auch ungesehen zu bieten ist ein Gebot.",
        "Yes: {seat} bid {figures:and} unseen; a bid made unseen is a bid too.",
    ),
    "answer.partner-bid-unseen": (
        "Ja: {bidder} hat ungesehen {figures:and} geboten, und das ungesehen Gebotene bietet "
        "die Partei {party} gemeinschaftlich, also auch {seat}.",
        "Yes: {bidder} bid {figures:and} unseen, and what is bid unseen the party {party} "
        "bids jointly, so {seat} has bid it too.",
    ),
    "replay.answer-not-a-bid": (
        "Nein: {seat} hat „{figure:term}!“ nur gerufen, ohne „biete“ oder „gilt“; das "
        "ist kein Gebot.",
        "No: {seat} only called “{figure:term}!”, without “biete” or “gilt”; that is no bid.",
    ),
    "replay.answer-was-a-bid": (
        "Ja: {seat} hat {figures:and} geboten.",
        "Yes: {seat} bid {figures:and}.",
    ),
    "replay.answer-void-bid": (
        "Ja: {seat} hat {figures:and} geboten, aber das Gebot war verboten und gilt nicht.",
        "Yes: {seat} bid {figures:and}, but the bid was forbidden and does not count.",
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
    "answer.score-claim-open": (
        "Aufgeschrieben ist in Zeile {line} {claimed}: das ist falsch gezählt und kann "
        "berichtigt werden, bis die erste Karte der nächsten Runde auf dem Tisch liegt.",
        "Line {line} wrote {claimed}: that is miscounted, and it may be corrected until the "
        "first card of the next deal is on the table.",
    ),
    "replay.answer-dealer-next-open": (
        "Unbekannt: die nächste Runde gibt, wer diese verspielt, und diese Runde ist an "
        "dieser Stelle noch nicht zu Ende.",
        "Unknown: the next deal is dealt by whoever loses this one, and this deal is not "
        "over at this line.",
    ),
    "replay.answer-dealer-cut": (
        "{seat}: dies ist die erste Runde, und ums Geben hat {seat} die {which:term} Karte "
        "abgehoben ({cards}).",
        "{seat}: this is the first deal, and in the cut for the deal {seat} cut the "
        "{which:term} card ({cards}).",
    ),
    "replay.answer-dealer-cut-tie": (
        "Unbekannt: dies ist die erste Runde, und ums Geben haben {seats} die {which:term} "
        "Karte abgehoben, gleich hoch ({cards}); wer von ihnen gibt, sagen die Regeln nicht.",
        "Unknown: this is the first deal, and in the cut for the deal {seats} cut the "
        "{which:term} card, of equal rank ({cards}); which of them deals the rules do not say.",
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
    "answer.dealer-written": (
        "{seat} gibt diese Runde: so steht es in Zeile {line} („Geber: {seat}“).",
        "{seat} deals this deal: so says line {line} (“Dealer: {seat}”).",
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
