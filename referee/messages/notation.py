"""The sentences of a parse error.

An error message is assembled from fragments: what was found, what was expected (a list of
the ``notation.what.*`` descriptions and literal words), and a suggestion.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # what was found
    "notation.unexpected": ("unerwartet: „{word}“", "unexpected: “{word}”"),
    "notation.unknown_word": ("unbekanntes Wort „{word}“", "unknown word “{word}”"),
    "notation.unknown_card": ("unbekannte Karte „{word}“", "unknown card “{word}”"),
    "notation.not_a_card": (
        "„{word}“ ist keine Karte des Spiels",
        "“{word}” is not a card of the game",
    ),
    "notation.line_ends": ("die Zeile endet zu früh", "the line ends too early"),
    # what was expected, and a suggestion
    "notation.expected": (" — erwartet: {what}", " — expected: {what}"),
    "notation.suggest": (" — meinten Sie „{word}“?", " — did you mean “{word}”?"),
    "notation.or": (" oder ", " or "),
    "notation.add_runde": (
        " — „Runde“ fehlt: eine Zeile „Runde“ vor Zeile {line} einfügen",
        " — “Runde” is missing: add a line “Runde” before line {line}",
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
    # a line that cannot stand as written
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
    "notation.trick_twice": (
        "{seat} spielt zweimal in diesem Stich; jeder spielt genau eine Karte "
        "(es fehlt: {missing})",
        "{seat} plays twice in this trick; each player plays exactly one card (missing: {missing})",
    ),
    "notation.account_spiel": (
        "Das Spiel steht nie und hat immer eine Partei: etwa „Spiel an A+C“",
        "The Spiel never stands and always goes to a party: e.g. “Spiel an A+C”",
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
    # the table: how many play and how many cards each holds ([Spieler "2"], [Karten "7"])
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
    "notation.unknown_header": (
        "unbekannte Kopfzeile [{word} …]",
        "unknown header tag [{word} …]",
    ),
    "notation.header_known": (
        " — bekannt sind [{known}]; eine freie Notiz gehört in einen Kommentar (# …)",
        " — the known ones are [{known}]; a free note belongs in a comment (# …)",
    ),
    "notation.header_suggest": (" — meinten Sie [{key} …]?", " — did you mean [{key} …]?"),
    "notation.header_twice": (
        "[{key} …] steht schon in Zeile {line} mit einem anderen Wert; hier „{value}“: "
        "der Schiedsrichter wählt nicht zwischen zwei Angaben, eine muss weg",
        "[{key} …] is already given in line {line} with another value; here “{value}”: "
        "the referee does not choose between two statements, one must go",
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
    # hostile input: numbers too long, control characters, error caps, bad encoding
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
    # what was expected, described
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
        "a call such as “Gilt mein Gleich”, “Gut”, “Ich halte”, “Drei” or talk in quotation marks",
    ),
    "notation.what.line_en": (
        "eine Zeile wie „Round“, „Dealer: D“, „A plays HA“ oder „A: I bid my Gleich“",
        "a line such as “Round”, “Dealer: D”, “A plays HA” or “A: I bid my Gleich”",
    ),
    "notation.what.speech_en": (
        "eine Ansage wie „I bid my Gleich“, „Good“, „I hold“, „Three“"
        " oder Gerede in Anführungszeichen",
        "a call such as “I bid my Gleich”, “Good”, “I hold”, “Three” or talk in quotation marks",
    ),
    "notation.what.level_en": (
        "eine Stufe wie „Three“ oder „Spiel out“",
        "a step such as “Three” or “Spiel out”",
    ),
    "notation.what.degree_en": (
        "ein Grad wie „threefold“",
        "a degree such as “threefold”",
    ),
    "notation.what.header_key_en": ("ein Name wie Rules", "a name such as Rules"),
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
