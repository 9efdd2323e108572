"""The sentences of the wager: answers and raises, bids, what a party must have,
showing, scoring and going out, and the end game.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
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
        "{caller} made no bid: “{figure}!” without “biete”/“gilt” (“I bid”) is no bid, "
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
    "wager.raise-off-ladder": (
        "{said} ist keine Stufe beim Steigern von {figure}: gesteigert wird nur {ladder}. "
        "Das Wort gilt nicht; {figure} bleibt, wie es war.",
        "{said} is no step in raising {figure}: the only steps are {ladder}. The word does "
        "not count; {figure} stays as it was.",
    ),
    "wager.raise-above-top": (
        "Über „Spiel aus“ hinaus kann {figure} nicht gesteigert werden.",
        "{figure} cannot be raised beyond “Spiel aus”.",
    ),
    "wager.hold-level": (
        "„Ich halte die {said}“ bei {figure}: gehalten ist, was offen war, die {level}.",
        "“I hold the {said}” on {figure}: what was open is held, the {level}.",
    ),
    "wager.hold-off-ladder": (
        "„Ich halte die {said}“ bei {figure}: {said} ist keine Stufe, gesteigert wird nur "
        "{ladder}; gehalten ist, was offen war, die {level}.",
        "“I hold the {said}” on {figure}: {said} is no step, the only steps are {ladder}; "
        "what was open is held, the {level}.",
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
    # void acts
    "wager.answer-to-void": (
        "{seat} antwortet auf einen verbotenen Akt der Gegenpartei bei {figure}: der gilt "
        "nicht, also antwortet {seat} auf nichts, und {figure} bleibt, wie es war.",
        "{seat} answers a forbidden act of the other party on {figure}: that act does not "
        "count, so {seat} answers nothing, and {figure} stays as it was.",
    ),
    "wager.void-answer-open": (
        "Auf {figure} ({level}) kam statt der Antwort von {party} nur ein verbotener Akt: "
        "das Angebot blieb offen und gilt als nicht gehalten.",
        "{figure} ({level}) got only a forbidden act instead of an answer from {party}: the "
        "offer stayed open and counts as not held.",
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
        "Die Karten sind hingeworfen: die Gegner ({party}) schreiben alle noch offenen Figuren.",
        "The cards were thrown down: the opponents ({party}) write every figure still open.",
    ),
    # must have
    "wager.must-have": (
        "{seat} hat {figure} {role:term}, ohne die Figur zu haben: {points} Punkte Strafe.",
        "{seat} {role:term} the {figure} without having it: {points} points penalty.",
    ),
    "wager.must-have-unknown": (
        "Ob {seat} {figure} hatte ({role:term}), sagt die Mitschrift nicht: seine Karten fehlen.",
        "Whether {seat} had {figure} ({role:term}) the transcript does not say: "
        "his cards are missing.",
    ),
    "wager.must-have-trump-unknown": (
        "Ob {seat} {figure} hatte ({role:term}), sagt die Mitschrift nicht: der Trumpf "
        "fehlt, und ohne ihn sind die Perlaggen nicht zu erkennen.",
        "Whether {seat} had {figure} ({role:term}) the transcript does not say: the trump "
        "is missing, and without it the Perlaggs cannot be told.",
    ),
    "wager.unseen-held-by-partner": (
        "Das ungesehen Gebotene hält die Partei gemeinschaftlich: {seat} hat „Ich halte“ "
        "gesagt, {partner} hat {figure}; die Partei hält es, niemand wird bestraft.",
        "What was bid unseen the party holds together: {seat} said „Ich halte“, "
        "{partner} has the {figure}; the party holds it, nobody is penalised.",
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
    # showing
    "showing.before-spiel-party": (
        "{seat} weist oder bietet vor der spielhabenden Partei {party}: "
        "nach entschiedenem Spiel weist diese zuerst und ungehindert.",
        "{seat} shows or bids before the Spiel party {party}: once the Spiel is decided "
        "that party shows first, unhindered.",
    ),
    "showing.degree-first": (
        "{seat} weist die Karten für {figure}, bevor beide Parteien den Höhengrad bekannt haben.",
        "{seat} shows the cards for {figure} before both parties declared its degree.",
    ),
    "showing.stands-improved": (
        "{seat} macht {figure} besser, nachdem seine spielhabende Partei es als stehend "
        "erklärt hat.",
        "{seat} improves {figure} after his Spiel party declared it equal (steht).",
    ),
    "showing.stands-binds": (
        "{party} hat das Spiel und hat {figure} als stehend erklärt: dabei bleibt es, "
        "{figure} steht und zählt keiner Partei, auch wenn {party} es besser hat.",
        "{party} has the Spiel and declared {figure} standing: so it stays, {figure} "
        "stands and counts for neither party, though {party} has it better.",
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
        "Wer die bessere Figur hat ({figure}), sagt die Mitschrift nicht: es fehlen die "
        "Karten von {missing}.",
        "Who has {figure} better the transcript does not say: the cards of {missing} are missing.",
    ),
    "scoring.figure-trump-unknown": (
        "Wer die bessere Figur hat ({figure}), sagt die Mitschrift nicht: der Trumpf fehlt, "
        "und ohne ihn sind die Perlaggen nicht zu erkennen.",
        "Who has {figure} better the transcript does not say: the trump is missing, and "
        "without it the Perlaggs cannot be told.",
    ),
    "scoring.spiel-unknown": (
        "Wer das Spiel ({tricks:count} Stiche) hat, sagt die Mitschrift nicht.",
        "Who has the Spiel ({tricks:count} tricks) the transcript does not say.",
    ),
    # the end game
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
    "scoring.endgame-freed": (
        "Im Endspiel werden die Figuren vor dem Spiel verglichen, das sie entscheiden "
        "kann: {count:plural:der Perlagg|die Perlaggen}, die {seats} erst im Spiel "
        "getauft {players:plural:hat|haben} ({perlaggs}), {count:plural:zählt|zählen} "
        "für Gleich und Hanger frei, wie die Hand {count:plural:ihn|sie} hielt.",
        "In the end game the figures are compared before the Spiel that may decide them: "
        "{count:plural:the Perlagg|the Perlaggs} {seats} christened only in play "
        "({perlaggs}) {count:plural:counts|count} as free for Gleich and Hanger, as the "
        "hand held {count:plural:it|them}.",
    ),
    "scoring.endgame-unknown": (
        "Beiden fehlt ein Punkt; wer die bessere Figur hat ({figure}), sagt die Mitschrift nicht.",
        "Both need one point; who has {figure} better the transcript does not say.",
    ),
    "scoring.endgame-not-reached": (
        "Beiden fehlt erst beim Aufschreiben ein Punkt ({score}): im Spiel selbst war "
        "kein Endspiel, darum werden die übrigen Figuren in der Rangordnung "
        "geschrieben (Gleich, Hanger, Spiel).",
        "Both need one point only while the figures are written ({score}): the deal "
        "itself was no end game, so the remaining figures are written in rank order "
        "(Gleich, Hanger, Spiel).",
    ),
}
