"""The sentences of the deal and the play: deck, deal and cut, trump and exchange,
christening, the tricks, the table of two, and the names of figures and ranks.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # a card taken back (referee/judge/take_back.py)
    "play.taken-back": (
        "{seat} nimmt {card} zurück, um Farbe zu bekennen: das darf er. Die Karte gilt "
        "als nicht gespielt.",
        "{seat} takes back {card} to follow suit: he may. The card counts as not played.",
    ),
    "play.take-back-unknown": (
        "{seat} nimmt {card} zurück. Erlaubt ist das nur, wenn er Farbe bekennen musste; "
        "ob er die Farbe hatte, sagt die Mitschrift nicht: seine Karten fehlen. Die Karte "
        "gilt als nicht gespielt.",
        "{seat} takes back {card}. That is allowed only if he had to follow suit; whether "
        "he held the suit the transcript does not say: his cards are missing. The card "
        "counts as not played.",
    ),
    "play.take-back-unlawful": (
        "{seat} nimmt {card} zurück, ohne dass er Farbe bekennen musste: das darf er "
        "nicht. Die Karte bleibt gespielt.",
        "{seat} takes back {card} although he did not have to follow suit: he may not. "
        "The card stays played.",
    ),
    "play.take-back-perlagg": (
        "{seat} nimmt den Perlagg {card} zurück: einen Perlagg darf er auch dann nicht "
        "zurücknehmen, wenn er Farbe bekennen muss. Die Karte bleibt gespielt.",
        "{seat} takes back the Perlagg {card}: a Perlagg may not be taken back even to "
        "follow suit. The card stays played.",
    ),
    "play.take-back-unplayed": (
        "{seat} nimmt {card} zurück, hat diese Karte aber nicht als letzte gespielt "
        "(„… spielt …“): das Zurücknehmen gilt nicht.",
        "{seat} takes back {card} but did not play that card last (“… spielt …”): the "
        "taking back does not count.",
    ),
    # the table's account of a figure (referee/judge/account.py)
    "account.contradicts.party": (
        "Die Mitschrift sagt „{line}“, nach den Karten aber hat {party} {figure}. Es "
        "zählen die Karten.",
        "The transcript says “{line}”, but by the cards {party} have {figure}. The cards count.",
    ),
    "account.contradicts.stands": (
        "Die Mitschrift sagt „{line}“, nach den Karten aber steht {figure}: die besten "
        "sind gleich gut. Es zählen die Karten.",
        "The transcript says “{line}”, but by the cards {figure} stands: the best are "
        "equal. The cards count.",
    ),
    "account.contradicts.nobody": (
        "Die Mitschrift sagt „{line}“, nach den Karten aber hat niemand {figure}. Es "
        "zählen die Karten.",
        "The transcript says “{line}”, but by the cards nobody has {figure}. The cards count.",
    ),
    "account.contradicts-account": (
        "Die Mitschrift sagt „{line}“, weiter oben aber „{earlier}“. Es zählt die erste Angabe.",
        "The transcript says “{line}”, but above it “{earlier}”. The first account counts.",
    ),
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
        "{seat} hat {count:n:Perlagg|Perlaggen} abgehoben und erhält beim Austeilen "
        "{packets} Karten.",
        "{seat} kept {count:n:Perlagg|Perlaggs} at the cut and is dealt {packets} cards.",
    ),
    "deal.cutter-count": (
        "{seat} hat {count:n:Perlagg|Perlaggen} abgehoben, hält aber {held} Karten: beim "
        "Austeilen wurden die Perlaggen nicht abgezogen.",
        "{seat} kept {count:n:Perlagg|Perlaggs} but holds {held} cards: the deal did not "
        "allow for them.",
    ),
    "deal.card-repeated": (
        "{card} steht {count}-mal in der Hand von {seat}.",
        "{card} is listed {count} times in {seat}'s hand.",
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
    "trump.eichel-played": (
        "Aufgeschlagen ist nur Eichel ({cards}), und doch wurde gespielt: Eichel wird"
        " nie Trumpf, der Geber hätte weiter aufschlagen müssen. Die Stiche werden"
        " nicht gewertet.",
        "Only Eichel was turned ({cards}), and yet the cards were played: Eichel is"
        " never trump, the dealer should have turned again. The tricks are not judged.",
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
        "{seat} tauscht {taken}: die Gegenpartei des Gebers darf nie austauschen; der "
        "Tausch gilt nicht, {taken} bleibt, wo es lag.",
        "{seat} takes {taken}: the dealer's opponents may never exchange; the exchange "
        "is void, {taken} stays where it lay.",
    ),
    "exchange.partner-while-dealer-could": (
        "{seat} tauscht, obwohl der Geber {dealer} {card} hatte: das Recht hat zuerst der Geber.",
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
        "{seat} gibt {given} für {taken}: gegen einen Perlagg wird kein anderer Perlagg getauscht.",
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
        "zum Austauschen ist verloren; der Tausch gilt nicht, {taken} bleibt, wo es lag.",
        "{seat} exchanges after the first card was answered: the right is lost; the "
        "exchange is void, {taken} stays where it lay.",
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
        "it stays unchristened.",
    ),
    "christening.refixed": (
        "{seat} tauft {card} als {named}, er ist aber schon {fixed}: 'tauft ist 'tauft.",
        "{seat} names {card} as {named}, but it is already {fixed}: once named, always named.",
    ),
    "christening.unchristened": (
        "{seat} spielt {card} ungetauft: er gilt als die einfache Karte {card}.",
        "{seat} plays {card} unchristened: it counts as the plain card {card}.",
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
        "{seat} verleugnet Farbe: {led} ist ausgespielt, {seat} hält {held} und spielt "
        "{card}; das kostet {points:n:Punkt|Punkte}.",
        "{seat} revokes: {led} was led, {seat} holds {held} and plays {card}; "
        "that costs {points:n:point|points}.",
    ),
    "play.revoke-agreed": (
        "{seat} verleugnet Farbe: {led} ist ausgespielt, {seat} hält {held} und spielt "
        "{card}; eine Strafe in Punkten nur, wenn sie vor dem Spiel vereinbart war.",
        "{seat} revokes: {led} was led, {seat} holds {held} and plays {card}; "
        "a penalty in points only if one was agreed before the game.",
    ),
    "play.revoke-trumped": (
        "{seat} verleugnet Farbe: auf {led} sticht {by} mit {by_card}, {seat} aber hält "
        "{held} und spielt {card}, und das Stechen eines anderen entbindet ihn nicht; "
        "das kostet {points:n:Punkt|Punkte}.",
        "{seat} revokes: {by} trumps {led} with {by_card}, but {seat} holds {held} and "
        "plays {card}, and another player's trumping does not release him; that costs "
        "{points:n:point|points}.",
    ),
    "play.revoke-trumped-agreed": (
        "{seat} verleugnet Farbe: auf {led} sticht {by} mit {by_card}, {seat} aber hält "
        "{held} und spielt {card}, und das Stechen eines anderen entbindet ihn nicht; "
        "eine Strafe in Punkten nur, wenn sie vor dem Spiel vereinbart war.",
        "{seat} revokes: {by} trumps {led} with {by_card}, but {seat} holds {held} and "
        "plays {card}, and another player's trumping does not release him; a penalty in "
        "points only if one was agreed before the game.",
    ),
    "play.trumped-under": (
        "{seat} hält {held} und spielt auf {led} {card}, das den Stich nicht macht ({best} "
        "liegt höher): das gilt als gestochen, nicht als Farbe verleugnet.",
        "{seat} holds {held} and plays {card} to {led}, which does not take the trick "
        "({best} is higher): that counts as trumping, not as a revoke.",
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
    "play.trick-perlagg-rank": (
        "Den {number}. Stich macht {winner} mit {card}; Perlaggen darin: {perlaggs:perlaggs}; "
        "gleich getauft, geht {higher} nach dem Rang der Perlaggen vor {lower}.",
        "{winner} takes trick {number} with {card}; Perlaggs in it: {perlaggs:perlaggs}; "
        "christened alike, {higher} beats {lower} by Perlagg rank.",
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
    # the table of two, seven cards each
    "table.two-players": (
        "Zu zweit: A gegen B, jeder ist seine eigene Partei; der Gegner des Gebers hebt ab"
        " und spielt aus, getauscht wird nur vom Geber, gedeutet wird nicht",
        "A table of two: A against B, each his own party; the dealer's opponent cuts and"
        " leads, only the dealer may exchange, there are no signals",
    ),
    "table.players-not-governed": (
        "Dieses Regelwerk gilt für einen Tisch von {allowed:or} Spielern, nicht für "
        "{players}; die Runden werden nur hilfsweise nach seinen übrigen Regeln beurteilt, "
        "und diese Entscheidungen binden nicht.",
        "This rulebook governs a table of {allowed:or} players, not of {players}; the "
        "deals are judged by its other rules only as a makeshift, and these rulings do "
        "not bind.",
    ),
    "table.seven-cards": (
        "Mit sieben Karten: die Figuren aus sieben Karten, vier Stiche machen das Spiel",
        "Seven cards each: figures from seven cards, four tricks make the Spiel",
    ),
    "play.signal-alone": (
        "{seat} deutet, aber zu zweit ist kein Partner da: das Deuten bleibt ohne Wirkung",
        "{seat} signals, but at a table of two there is no partner: the signal has no effect",
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
    # figures of six and seven cards ([Karten "7"]): the sources name figures up to
    # "fünftig" only, so these say the number of cards instead of a word
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
    # a Perlagg has one name for all figures
    "figures.one-name": (
        "Wie {seat} {count:plural:den Perlagg|die Perlaggen} {perlaggs} benannt hat, zeigt "
        "die Mitschrift nicht: gewiesen wird zuerst das Gleich ({gleich}), und ein Perlagg "
        "hat für alle Figuren nur einen Namen; darum wird auch der Hanger mit diesen Karten "
        "entschieden.",
        "How {seat} named {count:plural:the Perlagg|the Perlaggs} {perlaggs} the transcript "
        "does not show: the Gleich is shown first ({gleich}), and a Perlagg has one name "
        "for every figure; so the Hanger too is decided with these cards.",
    ),
    "figures.one-name-free": (
        "Wie {seat} {count:plural:den Perlagg|die Perlaggen} {perlaggs} benannt hat, zeigt "
        "die Mitschrift nicht: das Gleich von {seat} entscheidet nichts, darum "
        "{count:plural:bleibt er|bleiben sie} für den Hanger frei.",
        "How {seat} named {count:plural:the Perlagg|the Perlaggs} {perlaggs} the transcript "
        "does not show: the Gleich of {seat} decides nothing, so {count:plural:it stays|"
        "they stay} free for the Hanger.",
    ),
    # ranks
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
