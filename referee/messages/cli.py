"""The sentences of the command line: input refused, the commands' errors and counts,
``[tool.perlagg]``, the pytest plugin, the help texts and argparse's own phrases.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # reading input: refused before reading
    "input.directory": ("ist ein Verzeichnis, keine Datei", "is a directory, not a file"),
    "input.pipe": (
        "ist eine Pipe oder ein Socket, keine Datei: perlagg liest nur gewöhnliche Dateien",
        "is a pipe or socket, not a file: perlagg reads regular files only",
    ),
    "input.device": (
        "ist ein Gerät, keine Datei: perlagg liest nur gewöhnliche Dateien",
        "is a device, not a file: perlagg reads regular files only",
    ),
    "input.not-regular": (
        "ist keine gewöhnliche Datei",
        "is not a regular file",
    ),
    "input.too-large": (
        "ist zu groß ({size}; perlagg liest höchstens {limit})",
        "is too large ({size}; perlagg reads at most {limit})",
    ),
    "input.nul": (
        "der Pfad enthält ein NUL-Zeichen",
        "the path contains a NUL character",
    ),
    "input.name-too-long": (
        "der Name ist zu lang für das Dateisystem",
        "the name is too long for the file system",
    ),
    "input.link-loop": (
        "die symbolischen Verknüpfungen führen im Kreis",
        "the symbolic links go round in a circle",
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
    "cli.too-large": (
        "größer als {limit} MB; so lang ist kein Protokoll",
        "larger than {limit} MB; no transcript is that long",
    ),
    "cli.not-regular": (
        "keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)",
        "not a regular file (a device, a pipe or a socket)",
    ),
    "cli.dangling-link": (
        "Verweis auf eine Datei, die es nicht gibt",
        "a link to a file that does not exist",
    ),
    "cli.unreadable-folder": (
        "Ordner nicht lesbar: {reason}",
        "cannot read the folder: {reason}",
    ),
    "cli.link-loop": (
        "Ordner schon geprüft (ein Verweis führt im Kreis)",
        "folder already checked (a link leads in a circle)",
    ),
    "cli.not-a-number": ("keine Zahl: „{value}“", "not a number: “{value}”"),
    "cli.at-least-one": ("mindestens 1", "at least 1"),
    # perlagg check (counts are plural-aware: {count:n:one|other})
    "check.files-checked": (
        "{count:n:Datei|Dateien} geprüft",
        "{count:n:file|files} checked",
    ),
    "check.violations": (
        "{count:n:Regelverstoß|Regelverstöße}",
        "{count:n:violation|violations}",
    ),
    "check.scores": (
        "{count:n:falscher Stand|falsche Stände}",
        "{count:n:wrong score|wrong scores}",
    ),
    "check.undetermined": ("{count} unbestimmt", "{count} undetermined"),
    "check.in-files": ("in {count:n:Datei|Dateien}", "in {count:n:file|files}"),
    "check.errors": ("{count} Fehler", "{count:n:error|errors}"),
    "check.expected": ("{count} erwartet", "{count} expected"),
    "check.expected-missing": (
        "erwartet war {code} in Zeile {line}, doch der Befund kommt nicht mehr vor; "
        "die Markierung {{erwartet: {code}}} entfernen",
        "{code} was expected on line {line}, but the finding no longer occurs; "
        "remove the mark {{expected: {code}}}",
    ),
    # perlagg codes
    "codes.heading": (
        "Die Codes von perlagg check (perlagg codes CODE erklärt einen; --select und "
        "--ignore nehmen Codes und Arten):",
        "The codes of perlagg check (perlagg codes CODE explains one; --select and "
        "--ignore take codes and kinds):",
    ),
    "codes.kinds": ("Arten", "Kinds"),
    "codes.findings": ("Befunde: das Anliegen der Regel", "Findings: the rule concern"),
    "codes.errors": (
        "Fehler: was eine Datei ungeprüft lässt",
        "Errors: what keeps a file from being judged",
    ),
    "codes.kind": ("Art: {kind}", "Kind: {kind}"),
    "codes.kind-finding": (
        "ein Befund: violation, score, ruling, undetermined oder note, je nach Fall",
        "a finding: violation, score, ruling, undetermined or note, as the case is",
    ),
    "codes.kind-dispute": (
        "ruling: die Entscheidung über eine „Streit:“-Frage",
        "ruling: the ruling on a “Streit:” question",
    ),
    "codes.kind-error": (
        "error: die Datei wird nicht beurteilt; immer gezeigt, Exit-Status 2",
        "error: the file is not judged; always shown, exit status 2",
    ),
    "codes.paragraphs": ("Was unter {book} gilt:", "What governs it under {book}:"),
    "codes.silent": (
        "{book} sagt dazu nichts.",
        "{book} says nothing about it.",
    ),
    "codes.every-book": (
        "Unter jedem Regelwerk: perlagg rules --concern {code}",
        "Under every rulebook: perlagg rules --concern {code}",
    ),
    "codes.kind.violation": (
        "eine Regel wurde gebrochen; gezeigt, Exit-Status 1",
        "a rule was broken; shown, exit status 1",
    ),
    "codes.kind.score": (
        "ein falsch aufgeschriebener Stand (eine „Stand:“-Zeile, ein [Stand]-Kopf); "
        "gezeigt, Exit-Status 1",
        "a score written wrong (a “Stand:” line, a [Stand] header); shown, exit status 1",
    ),
    "codes.kind.undetermined": (
        "dem Protokoll fehlt eine Tatsache, die die Regeln brauchen; gezeigt, "
        "Exit-Status 1 nur mit --strict",
        "the transcript lacks a fact the rules need; shown, exit status 1 only with --strict",
    ),
    "codes.kind.error": (
        "die Datei wird nicht beurteilt; immer gezeigt, Exit-Status 2",
        "the file is not judged; always shown, exit status 2",
    ),
    "codes.kind.ruling": (
        "eine Entscheidung, die nicht auf der Hand lag; mit --verbose oder --select",
        "a decision that was not obvious; with --verbose or --select",
    ),
    "codes.kind.note": (
        "gut zu wissen, ohne Folgen; mit --verbose oder --select",
        "worth knowing, no consequence; with --verbose or --select",
    ),
    "codes.dispute": (
        "die Entscheidung über eine „Streit:“-Frage",
        "the ruling on a “Streit:” question",
    ),
    "codes.error.syntax": (
        "eine Zeile, die die Notation nicht erlaubt",
        "a line the notation does not allow",
    ),
    "codes.error.unknown-word": (
        "ein Wort, das die Notation nicht kennt",
        "a word the notation does not know",
    ),
    "codes.error.unknown-card": (
        "wo eine Karte stehen muss, ein Wort, das keine Karte des Spiels ist",
        "a word where a card belongs that is no card of the deck",
    ),
    "codes.error.unknown-player": (
        "ein Spieler, der nicht am Tisch sitzt",
        "a player who is not at the table",
    ),
    "codes.error.trick-size": (
        "ein Stich ohne vier Karten, oder ein Spieler zweimal in einem Stich",
        "a trick without four cards, or a player twice in one trick",
    ),
    "codes.error.not-partners": (
        "eine Partei aus zwei Spielern, die keine Partner sind",
        "a party of two players who are not partners",
    ),
    "codes.error.raise-level": (
        "eine Steigerung, die die Leiter nicht hat",
        "a raise the ladder does not have",
    ),
    "codes.error.misplaced-header": (
        "eine Kopfzeile nach der ersten Runde",
        "a header after the first deal",
    ),
    "codes.error.missing-deal": (
        "ein Ereignis vor der ersten „Runde“",
        "an event before the first “Runde”",
    ),
    "codes.error.encoding": ("Bytes, die kein UTF-8-Text sind", "bytes that are not UTF-8 text"),
    "codes.error.unreadable": (
        "die Datei ist nicht lesbar (fehlt, ein Ordner, ein Gerät, zu groß, kein Recht)",
        "the file cannot be read (missing, a folder, a device, too large, no right)",
    ),
    "codes.error.rulebook": (
        "das Regelwerk lässt sich nicht laden",
        "the rulebook cannot be loaded",
    ),
    "codes.error.expected": (
        "ein als erwartet markierter Befund, der nicht vorkommt",
        "a finding marked as expected that does not occur",
    ),
    "codes.error.internal": (
        "ein Fehler des Schiedsrichters selbst (bitte melden)",
        "a fault of the referee itself (please report it)",
    ),
    "codes.unknown-concern": (
        "kein Anliegen „{concern}“ — gemeint ist wohl {hint}? (perlagg codes listet alle)",
        "no concern “{concern}” — did you mean {hint}? (perlagg codes lists them all)",
    ),
    "codes.unknown": (
        "unbekannter Code oder unbekannte Art „{code}“ (perlagg codes listet alle)",
        "unknown code or kind “{code}” (perlagg codes lists them all)",
    ),
    "codes.unknown-suggest": (
        "unbekannter Code oder unbekannte Art „{code}“ — gemeint ist wohl {hint}? "
        "(perlagg codes listet alle)",
        "unknown code or kind “{code}” — did you mean {hint}? (perlagg codes lists them all)",
    ),
    "codes.unknown-expected": (
        "{{erwartet: {code}}}: „{code}“ ist kein Code eines Befunds (perlagg codes listet alle)",
        "{{expected: {code}}}: “{code}” is no code of a finding (perlagg codes lists them all)",
    ),
    "codes.unknown-expected-suggest": (
        "{{erwartet: {code}}}: „{code}“ ist kein Code eines Befunds — gemeint ist wohl "
        "{hint}? (perlagg codes listet alle)",
        "{{expected: {code}}}: “{code}” is no code of a finding — did you mean {hint}? "
        "(perlagg codes lists them all)",
    ),
    "check.no-paths": (
        "kein Pfad angegeben und keine paths in [tool.perlagg]",
        "no path given and no paths in [tool.perlagg]",
    ),
    "check.no-files": (
        "keine *.perlagg-Dateien in {path}",
        "no *.perlagg files in {path}",
    ),
    "check.dispute": ("Streit „{question}“: {ruling}", "Dispute “{question}”: {ruling}"),
    # perlagg annotate
    "annotate.both": (
        "-o und --in-place schließen einander aus",
        "-o and --in-place exclude each other",
    ),
    "annotate.same-file": (
        "-o zeigt auf die Eingabedatei; zum Überschreiben --in-place verwenden",
        "-o names the input file; use --in-place to overwrite it",
    ),
    "annotate.stdin-in-place": (
        "die Standardeingabe lässt sich nicht an Ort und Stelle ersetzen",
        "standard input cannot be replaced in place",
    ),
    "annotate.reparse": (
        "die Anmerkungen ließen sich nicht wieder lesen; nichts geschrieben",
        "the annotated text did not parse again; nothing written",
    ),
    "annotate.write": ("kann nicht schreiben: {reason}", "cannot write: {reason}"),
    # perlagg fmt
    "fmt.unsafe": (
        "die kanonische Form hätte eine andere Bedeutung; nichts geschrieben (bitte melden)",
        "the canonical form would mean something else; nothing written (please report it)",
    ),
    "fmt.would-change": ("würde umgeschrieben: {file}", "would reformat: {file}"),
    "fmt.changed": ("umgeschrieben: {file}", "reformatted: {file}"),
    # [tool.perlagg] in pyproject.toml
    "config.unreadable": (
        "[tool.perlagg] nicht lesbar: {reason}",
        "cannot read [tool.perlagg]: {reason}",
    ),
    "config.unknown": (
        "[tool.perlagg] kennt {keys} nicht (bekannt: {known})",
        "[tool.perlagg] does not know {keys} (known: {known})",
    ),
    "config.lang": (
        "[tool.perlagg] lang = „{value}“: möglich sind {langs}",
        "[tool.perlagg] lang = “{value}”: choose from {langs}",
    ),
    "config.text": (
        "[tool.perlagg] {key}: ein Text erwartet",
        "[tool.perlagg] {key}: text expected",
    ),
    "config.list": (
        "[tool.perlagg] {key}: eine Liste von Texten erwartet",
        "[tool.perlagg] {key}: a list of texts expected",
    ),
    "config.name-too-long": (
        "[tool.perlagg] {key}: der Name ist zu lang für das Dateisystem",
        "[tool.perlagg] {key}: the name is too long for the file system",
    ),
    "config.link-loop": (
        "[tool.perlagg] {key}: die symbolischen Verknüpfungen führen im Kreis",
        "[tool.perlagg] {key}: the symbolic links go round in a circle",
    ),
    "config.bool": (
        "[tool.perlagg] {key}: true oder false erwartet",
        "[tool.perlagg] {key}: true or false expected",
    ),
    # the pytest plugin
    "plugin.violations": (
        "{count:n:Regelverstoß|Regelverstöße} in {file}",
        "{count:n:violation|violations} in {file}",
    ),
    "plugin.unreadable": ("{file} ist nicht lesbar", "{file} cannot be read"),
    "plugin.bad-path": ("perlagg-Pfad {path}: {reason}", "perlagg path {path}: {reason}"),
    "plugin.head": ("{file} besteht nicht: {counts}", "{file} fails: {counts}"),
    "plugin.lang": (
        "perlagg_lang = „{value}“: möglich sind {langs}",
        "perlagg_lang = “{value}”: choose from {langs}",
    ),
    # help: the program, its commands and the names of their arguments
    "help.perlagg": (
        "Schiedsrichter für das Tiroler Perlaggen.",
        "Referee for the Tyrolean card game Perlaggen.",
    ),
    "help.commands": ("Befehle", "commands"),
    "help.version": ("die Version zeigen und beenden", "show the version and exit"),
    "help.metavar.command": ("BEFEHL", "COMMAND"),
    "help.metavar.path": ("PFAD", "PATH"),
    "help.metavar.file": ("DATEI", "FILE"),
    "help.metavar.rules": ("ID|PFAD", "ID|PATH"),
    "help.metavar.codes": ("CODES", "CODES"),
    "help.metavar.out": ("AUS", "OUT"),
    "help.metavar.svg": ("AUS.svg", "OUT.svg"),
    "help.metavar.html": ("AUS.html", "OUT.html"),
    "help.metavar.rules-items": (
        "REGELWERK [PARAGRAPH|SEITE|AUSLEGUNG] | diff A B",
        "RULEBOOK [PARAGRAPH|PAGE|INTERPRETATION] | diff A B",
    ),
    "help.metavar.concern": ("ANLIEGEN", "CONCERN"),
    "help.cmd.parse": (
        "Ein Protokoll lesen und seine Ereignisse zeigen",
        "Read a transcript and show its events",
    ),
    "help.cmd.rules": (
        "Die Regelwerke: Liste, Paragraphen, Unterschiede",
        "The rulebooks: list, paragraphs, differences",
    ),
    "help.cmd.referee": (
        "Ein Protokoll nach einem Regelwerk beurteilen",
        "Judge a transcript under a rulebook",
    ),
    "help.cmd.check": (
        "Protokolle prüfen (für CI): eine Zeile je Befund",
        "Check transcripts (for CI): one line per finding",
    ),
    "help.cmd.annotate": (
        "Ein Protokoll mit den Anmerkungen des Schiedsrichters versehen",
        "Add the referee's remarks to a transcript",
    ),
    "help.cmd.fmt": (
        "Protokolle in das kanonische Layout bringen (die Worte bleiben)",
        "Put transcripts in the canonical layout (their words kept)",
    ),
    "help.cmd.analyse": (
        "Mit offenen Karten: wer das Spiel mit bestem Spiel macht",
        "With open cards: who makes the Spiel with best play",
    ),
    "help.cmd.codes": (
        "Die Codes von perlagg check: Liste, oder was einer bedeutet",
        "The codes of perlagg check: the list, or what one means",
    ),
    "help.codes.code": (
        "ein Code oder eine Art (follow-suit, unknown-card, score …); ohne: alle",
        "a code or a kind (follow-suit, unknown-card, score …); none: all of them",
    ),
    "help.codes.rules": (
        "die Paragraphen dieses Regelwerks zeigen (sonst [tool.perlagg] rules, sonst 1890)",
        "show the paragraphs of this rulebook (else [tool.perlagg] rules, else 1890)",
    ),
    "help.metavar.code": ("CODE", "CODE"),
    "help.rules.full": (
        "bei diff: Anliegen für Anliegen, mit den Paragraphen (sonst nur die Parameter)",
        "with diff: concern by concern, with the paragraphs (else the parameters alone)",
    ),
    # perlagg rules diff A B (the parameter table)
    "rules.col.param": ("Parameter", "parameter"),
    "diff.params-count": (
        "{n} von {total} Parametern verschieden",
        "{n} of {total} parameters differ",
    ),
    "diff.wording": (
        "Im Wortlaut verschieden: {n} von {total} Anliegen; jedes mit seinen Paragraphen:\n"
        "  perlagg rules diff {left} {right} --full",
        "Different in wording: {n} of {total} concerns; each with its paragraphs:\n"
        "  perlagg rules diff {left} {right} --full",
    ),
    "help.cmd.svg": (
        "Ein Bild einer Runde oder eines Stichs als SVG",
        "A picture of a deal or of a trick as SVG",
    ),
    # help: the options the commands share
    "help.full": (
        "jeden Beleg im Wortlaut, auf der --html-Seite aufgeklappt (die JSON hat immer alle)",
        "every citation in full, unfolded on the --html page (the JSON always has them all)",
    ),
    "help.brief": (
        "nur die Entscheidungen und den Stand",
        "the verdicts and the score alone",
    ),
    "help.html": (
        "dazu die ganze Partie als eine HTML-Seite schreiben (nur sie: --page-only)",
        "also write the whole game as one HTML page (only the page: --page-only)",
    ),
    "help.lang": (
        "Sprache aller Meldungen: de oder en (sonst PERLAGG_LANG, sonst die Locale: "
        "LC_ALL, LC_MESSAGES, LANG)",
        "language of all messages: de or en (else PERLAGG_LANG, else the locale: "
        "LC_ALL, LC_MESSAGES, LANG)",
    ),
    "help.rules": (
        "Regelwerk: 1890, 1924, schlanders-2013 oder eine Hausregel-Datei "
        "(sonst gilt [Regeln] im Protokoll, sonst 1890)",
        "rulebook: 1890, 1924, schlanders-2013 or a house-rules file "
        "(else the transcript's [Regeln], else 1890)",
    ),
    "help.file": (
        "das Protokoll (*.perlagg); - für die Standardeingabe",
        "the transcript (*.perlagg); - for standard input",
    ),
    "help.stdin-filename": (
        "der Name, unter dem die Standardeingabe gemeldet wird",
        "the name under which standard input is reported",
    ),
    "help.json": ("den Bericht als JSON ausgeben", "print the report as JSON"),
    # help: the options of each command
    "help.referee.page-only": (
        "mit --html nur die Seite schreiben, ohne den Bericht im Terminal "
        "(der Exit-Status wie ohne --page-only)",
        "with --html write only the page, without the report in the terminal "
        "(the exit status as without --page-only)",
    ),
    "referee.page-only-without-html": (
        "--page-only schreibt nur die Seite und braucht --html DATEI",
        "--page-only writes only the page and needs --html FILE",
    ),
    "help.referee.analyse": (
        "die Analyse mit offenen Karten anfügen (wer das Spiel mit bestem Spiel macht)",
        "add the analysis with open cards (who makes the Spiel with best play)",
    ),
    "help.check.paths": (
        "Protokolle oder Ordner (rekursiv, *.perlagg); - für die Standardeingabe; "
        "ohne: paths aus [tool.perlagg]",
        "transcripts or folders (recursive, *.perlagg); - for standard input; "
        "none: paths from [tool.perlagg]",
    ),
    "help.check.format": ("Ausgabeformat", "output format"),
    "help.check.jobs": ("N Prozesse (Standard 1)", "N processes (default 1)"),
    "help.check.select": (
        "nur diese Codes oder Arten zeigen (Komma-getrennt, mehrfach möglich; "
        "perlagg codes listet alle)",
        "show only these codes or kinds (comma-separated, repeatable; perlagg codes "
        "lists them all)",
    ),
    "help.check.ignore": (
        "diese Codes oder Arten nicht zeigen (perlagg codes listet alle)",
        "do not show these codes or kinds (perlagg codes lists them all)",
    ),
    "help.check.verbose": (
        "auch Entscheidungen und Hinweise zeigen",
        "show rulings and notes too",
    ),
    "help.check.quiet": ("nur die Befunde, keine Zusammenfassung", "findings only, no summary"),
    "help.check.statistics": (
        "Anzahl je Code statt einer Zeile je Befund",
        "counts per code instead of one line per finding",
    ),
    "help.check.strict": (
        "auch unbestimmte Tatsachen lassen die Prüfung scheitern",
        "undetermined facts fail the check too",
    ),
    "help.check.exit-zero": (
        "Status 0 auch bei Regelverstößen und falschen Ständen (2 bleibt 2)",
        "exit 0 even on violations and wrong scores (2 stays 2)",
    ),
    "help.check.output-file": (
        "die Ausgabe in diese Datei schreiben",
        "write the output to this file",
    ),
    "help.parse.file": (
        "das Protokoll (.perlagg); - für die Standardeingabe",
        "the transcript (.perlagg); - for standard input",
    ),
    "help.annotate.output": ("in diese Datei schreiben", "write to this file"),
    "help.annotate.in-place": (
        "die Eingabedatei ersetzen (atomar)",
        "replace the input file (atomically)",
    ),
    "help.annotate.analyse": (
        "die Analyse mit offenen Karten als Anmerkungen anfügen",
        "add the analysis with open cards as annotations",
    ),
    "help.rules.items": (
        "ein Regelwerk (1890, 1924, schlanders-2013 oder eine Datei), dazu ein Paragraph "
        "(9, §9, B §10, A7), eine Seite der Erklärung (S. 64) oder eine Auslegung; "
        "oder: diff A B",
        "a rulebook (1890, 1924, schlanders-2013 or a file), then a paragraph "
        "(9, §9, B §10, A7), a page of the explanation (S. 64) or an interpretation; "
        "or: diff A B",
    ),
    "help.rules.json": ("maschinenlesbar (JSON)", "machine-readable (JSON)"),
    "help.rules.all": (
        "bei diff: alle Parameter zeigen (mit --full: alle Anliegen)",
        "with diff: show every parameter (with --full: every concern)",
    ),
    "help.rules.concern": (
        "ein Anliegen unter jedem Regelwerk nebeneinander",
        "one concern under every rulebook side by side",
    ),
    "help.fmt.files": ("Protokolle oder Ordner", "transcripts or folders"),
    "help.fmt.check": (
        "nichts schreiben; Status 1, wenn eine Datei anders aussähe",
        "write nothing; exit 1 if a file would change",
    ),
    "help.fmt.diff": (
        "nichts schreiben; die Änderungen als Diff zeigen, Status 1, wenn es welche gibt",
        "write nothing; show the changes as a diff, exit 1 if there are any",
    ),
    "help.svg.deal": (
        "die Runde N des Protokolls (ihre Zeile „Runde N“; eine ohne Nummer zählt nach "
        "ihrem Platz in der Datei; Standard 1)",
        "the transcript's deal N (its line „Runde N“; one without a number counts by its "
        "place in the file; default 1)",
    ),
    "help.svg.trick": (
        "statt der Hände den K-ten Stich",
        "the K-th trick instead of the hands",
    ),
    "help.svg.output": ("in diese Datei schreiben", "write to this file"),
    "help.analyse.json": ("die Analyse als JSON ausgeben", "print the analysis as JSON"),
    "help.analyse.view": (
        "jede Karte von SITZ (A, B, C, D oder all) mit dem werten, was ihr Spieler wissen konnte",
        "weigh each card of SEAT (A, B, C, D or all) with what its player could know",
    ),
    "help.analyse.samples": (
        "gezogene Verteilungen je Karte, wo es zu viele gibt (200)",
        "sampled deals per card where there are too many to solve all (200)",
    ),
    "help.analyse.seed": (
        "Startwert der Stichproben (gleicher Startwert, gleiche Zahlen)",
        "seed of the samples (the same seed gives the same figures)",
    ),
    "help.metavar.seat": ("SITZ", "SEAT"),
    "help.annotate.view": (
        "mit --analyse: eine Karte von SITZ (A, B, C, D oder all) nur dann als Fehler "
        "anmerken, wenn sie es aus der Sicht ihres Spielers war",
        "with --analyse: note a card of SEAT (A, B, C, D or all) as a mistake only where it "
        "was one from its player's chair",
    ),
    "help.analyse.html": (
        "die Seite des Protokolls mit der Analyse (und mit --view den Anteilen) schreiben",
        "write the transcript's page with the analysis (and with --view the shares)",
    ),
    # argparse's own phrases, German (English is argparse's own text)
    "argparse:usage: ": ("Aufruf: ", "usage: "),
    "argparse:positional arguments": ("Argumente", "positional arguments"),
    "argparse:options": ("Optionen", "options"),
    "argparse:show this help message and exit": (
        "diese Hilfe zeigen und beenden",
        "show this help message and exit",
    ),
    "argparse:show program's version number and exit": (
        "die Version zeigen und beenden",
        "show program's version number and exit",
    ),
    "argparse:the following arguments are required: %s": (
        "diese Argumente fehlen: %s",
        "the following arguments are required: %s",
    ),
    "argparse:unrecognized arguments: %s": (
        "unbekannte Argumente: %s",
        "unrecognized arguments: %s",
    ),
    "argparse:invalid choice: %(value)r (choose from %(choices)s)": (
        "ungültige Wahl: %(value)r (möglich: %(choices)s)",
        "invalid choice: %(value)r (choose from %(choices)s)",
    ),
    "argparse:argument %(argument_name)s: %(message)s": (
        "Argument %(argument_name)s: %(message)s",
        "argument %(argument_name)s: %(message)s",
    ),
    "argparse:expected one argument": ("erwartet einen Wert", "expected one argument"),
    "argparse:expected at least one argument": (
        "erwartet mindestens einen Wert",
        "expected at least one argument",
    ),
    "argparse:expected at most one argument": (
        "erwartet höchstens einen Wert",
        "expected at most one argument",
    ),
    "argparse:expected %s argument": ("erwartet %s Wert", "expected %s argument"),
    "argparse:expected %s arguments": ("erwartet %s Werte", "expected %s arguments"),
    "argparse:not allowed with argument %s": (
        "nicht zusammen mit %s erlaubt",
        "not allowed with argument %s",
    ),
    "argparse:one of the arguments %s is required": (
        "eines dieser Argumente ist nötig: %s",
        "one of the arguments %s is required",
    ),
    "argparse:ambiguous option: %(option)s could match %(matches)s": (
        "mehrdeutige Option: %(option)s passt zu %(matches)s",
        "ambiguous option: %(option)s could match %(matches)s",
    ),
    "argparse:invalid %(type)s value: %(value)r": (
        "ungültiger Wert (%(type)s): %(value)r",
        "invalid %(type)s value: %(value)r",
    ),
    "argparse:ignored explicit argument %r": (
        "überflüssiger Wert %r",
        "ignored explicit argument %r",
    ),
    "argparse:%(prog)s: error: %(message)s\n": (
        "%(prog)s: Fehler: %(message)s\n",
        "%(prog)s: error: %(message)s\n",
    ),
}
