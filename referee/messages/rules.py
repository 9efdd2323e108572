"""The sentences about rulebooks: ``perlagg rules`` (a rulebook listed, shown and compared),
where a citation comes from, and the problems the loader finds in a rulebook file.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # perlagg rules: the list and one rulebook shown
    "rules.list.heading": ("Eingebaute Regelwerke", "Built-in rulebooks"),
    "rules.col.id": ("Kennung", "id"),
    "rules.col.title": ("Titel", "title"),
    "rules.col.date": ("Datum", "date"),
    "rules.col.place": ("Ort", "place"),
    "rules.col.extends": ("erweitert", "extends"),
    "rules.col.concern": ("Anliegen", "concern"),
    "rules.extends": ("erweitert {parent}", "extends {parent}"),
    "rules.source": ("Quelle: {source}", "Source: {source}"),
    "rules.page": ("S. {page}", "p. {page}"),
    "rules.gap": ("Lücke im Scan: {gap}", "Gap in the scan: {gap}"),
    "rules.provenance": ("Herkunft: {provenance}", "Provenance: {provenance}"),
    "rules.governs": ("Regelt:", "Governs:"),
    "rules.governs_nothing": ("Regelt kein Anliegen: {reason}", "Governs no concern: {reason}"),
    "rules.count": ("{n} Paragraphen", "{n} paragraphs"),
    "rules.explanation": ("Erklärung {ref}", "explanation {ref}"),
    "rules.interpretation": ("Auslegung {ref}", "interpretation {ref}"),
    "rules.support": ("{rulebook} {ref} (zur Stütze)", "{rulebook} {ref} (in support)"),
    "rules.silent": ("schweigt", "silent"),
    "rules.yes": ("ja", "yes"),
    "rules.no": ("nein", "no"),
    # perlagg rules: a page of the explanation, an interpretation
    "rules.page-heading": (
        "{id} — Schwaighofer 1926, S. {page} (Erklärung): die Stellen, die das Regelwerk zitiert",
        "{id} — Schwaighofer 1926, S. {page} (explanation): the passages the rulebook cites",
    ),
    "rules.cited-by": ("zitiert für: {concerns}", "cited for: {concerns}"),
    "rules.interpretation-heading": (
        "{id} — Auslegung {key}",
        "{id} — interpretation {key}",
    ),
    "rules.reason": ("Grund:", "Reason:"),
    "rules.not-chosen": ("Nicht gewählte Lesart:", "Reading not chosen:"),
    # perlagg rules diff
    "rules.diff.heading": ("Unterschiede {left} ↔ {right}", "Differences {left} ↔ {right}"),
    "rules.diff.all_heading": (
        "Alle Anliegen {left} ↔ {right}",
        "All concerns {left} ↔ {right}",
    ),
    "rules.diff.none": ("Keine Unterschiede.", "No differences."),
    "rules.diff.count": (
        "{n} von {total} Anliegen verschieden",
        "{n} of {total} concerns differ",
    ),
    # perlagg rules: what it cannot show
    "rules.error.usage_diff": (
        "diff braucht zwei Regelwerke, z. B.: perlagg rules diff 1890 schlanders-2013",
        "diff needs two rulebooks, e.g.: perlagg rules diff 1890 schlanders-2013",
    ),
    "rules.error.unknown": (
        "{name}: weder ein eingebautes Regelwerk ({ids}) noch eine Regelwerk-Datei",
        "{name}: neither a built-in rulebook ({ids}) nor a rulebook file",
    ),
    "rules.error.paragraph": ("{id}: kein Paragraph {ref}", "{id}: no paragraph {ref}"),
    "rules.error.ambiguous": (
        "{id}: {ref} ist mehrdeutig ({choices})",
        "{id}: {ref} is ambiguous ({choices})",
    ),
    "rules.error.unknown-suggest": (
        "kein Regelwerk „{name}“ (weder eingebaut noch eine Datei) — meinten Sie „{hint}“? "
        "Eingebaut: {ids}",
        "no rulebook “{name}” (neither built in nor a file) — did you mean “{hint}”? "
        "Built in: {ids}",
    ),
    "rules.error.page": (
        "{id} zitiert nichts von S. {page} der Erklärung",
        "{id} cites nothing from p. {page} of the explanation",
    ),
    "rules.error.concern": (
        "kein Anliegen „{concern}“ (bekannt: {known})",
        "no concern “{concern}” (known: {known})",
    ),
    # provenance: where a citation comes from
    "provenance.inherited": (
        "{origin} {ref}, von {id} übernommen",
        "{origin} {ref}, adopted by {id}",
    ),
    "provenance.support": (
        "zur Stütze herangezogen, nicht Teil von {id}",
        "cited in support, not part of {id}",
    ),
    "provenance.interpretation": (
        "Auslegung aus {origin}, von {id} übernommen",
        "interpretation from {origin}, adopted by {id}",
    ),
    # rulebook files: the loader's problems (file:line: message)
    "rulebook.nul": ("der Pfad enthält ein NUL-Zeichen", "the path contains a NUL character"),
    "rulebook.outside": (
        "ein Regelwerk, das ein Protokoll mit [Regeln] nennt, muss im Ordner des Protokolls "
        "(oder darunter) liegen; ein anderes nur mit --rules",
        "a rulebook that a transcript names with [Regeln] must lie in the transcript's "
        "folder (or below it); any other only with --rules",
    ),
    "rulebook.extends": ("extends: {problem}", "extends: {problem}"),
    "rulebook.cycle": ("extends im Kreis: {chain}", "extends goes round in a circle: {chain}"),
    "rulebook.wrong-id": (
        "id {found!r} statt {wanted!r}",
        "id {found!r} instead of {wanted!r}",
    ),
    "rulebook.unknown-key": (
        "unbekannter Schlüssel {key!r} in {what} (erlaubt: {allowed})",
        "unknown key {key!r} in {what} (allowed: {allowed})",
    ),
    "rulebook.what.file": ("der Datei", "the file"),
    "rulebook.what.explanation": ("einer Erklärung", "an explanation"),
    "rulebook.what.support": ("einer Stütze", "a support entry"),
    "rulebook.what.param": ("Parameter {name}", "parameter {name}"),
    "rulebook.expected": (
        "{what}: {kind} erwartet, nicht {value}",
        "{what}: expected {kind}, not {value}",
    ),
    "rulebook.type.str": ("Text", "text"),
    "rulebook.type.int": ("Zahl", "a number"),
    "rulebook.type.bool": ("true/false", "true/false"),
    "rulebook.type.list": ("Liste", "a list"),
    "rulebook.type.dict": ("Tabelle", "a table"),
    "rulebook.more": (
        "und {n} weitere Probleme (nur die ersten {limit} einzeln)",
        "and {n} more problems (only the first {limit} one by one)",
    ),
    "rulebook.unknown-named": (
        "kein Regelwerk „{name}“: weder eingebaut ({ids}) noch eine Datei neben der "
        "Mitschrift; {beside}",
        "no rulebook “{name}”: neither built in ({ids}) nor a file beside the transcript; {beside}",
    ),
    "rulebook.unknown-named-suggest": (
        "kein Regelwerk „{name}“ — meinten Sie „{hint}“? Eingebaut: {ids}; {beside}",
        "no rulebook “{name}” — did you mean “{hint}”? Built in: {ids}; {beside}",
    ),
    "rulebook.beside": (
        "Hausregeln daneben: {files}",
        "house rules beside the transcript: {files}",
    ),
    "rulebook.beside-none": (
        "daneben liegt keine Hausregel-Datei (*.toml)",
        "no house-rules file (*.toml) lies beside it",
    ),
    "rulebook.not-found": ("Regelwerk-Datei nicht gefunden", "rulebook file not found"),
    "rulebook.unreadable": ("nicht lesbar: {reason}", "cannot be read: {reason}"),
    "rulebook.not-utf8": ("kein gültiges UTF-8", "not valid UTF-8"),
    "rulebook.not-toml": ("kein gültiges TOML: {message}", "not valid TOML: {message}"),
    "rulebook.too-deep": (
        "zu tief verschachtelt (höchstens {limit} Ebenen)",
        "nested too deeply (at most {limit} levels)",
    ),
    "rulebook.not-a-rulebook": (
        "kein Regelwerk: weder id noch extends, und Schlüssel, die kein Regelwerk hat "
        "(siehe README, Hausregeln)",
        "not a rulebook: neither id nor extends, and keys no rulebook has "
        "(see the README, house rules)",
    ),
    "rulebook.no-id": (
        "id fehlt (nur eine Datei mit extends darf sie weglassen)",
        "id is missing (only a file with extends may leave it out)",
    ),
    "rulebook.builtin-id": (
        "id {id!r} gehört einem eingebauten Regelwerk",
        "id {id!r} belongs to a built-in rulebook",
    ),
    "rulebook.paragraph-needs": (
        "[[paragraph]] braucht ref und text",
        "[[paragraph]] needs ref and text",
    ),
    "rulebook.paragraph-twice": (
        "Paragraph {ref} steht zweimal in der Datei",
        "paragraph {ref} appears twice in the file",
    ),
    "rulebook.interpretation-needs": (
        "[interpretation.{key}] braucht {name}",
        "[interpretation.{key}] needs {name}",
    ),
    "rulebook.unknown-ref": (
        "Verweis auf unbekannten Paragraphen {ref!r}",
        "reference to an unknown paragraph {ref!r}",
    ),
    "rulebook.alias-twice": ("Alias {alias!r} doppelt", "alias {alias!r} given twice"),
    "rulebook.unknown-param": (
        "unbekannter Parameter {name!r} (siehe rulebooks/concerns.toml)",
        "unknown parameter {name!r} (see rulebooks/concerns.toml)",
    ),
    "rulebook.param-unknown-ref": (
        "{name}: Verweis auf unbekannten Paragraphen {ref!r}",
        "{name}: reference to an unknown paragraph {ref!r}",
    ),
    "rulebook.param-unknown-interpretation": (
        "{name}: unbekannte Auslegung {key!r}",
        "{name}: unknown interpretation {key!r}",
    ),
    "rulebook.param-type": (
        "Parameter {name}: Typ {kind} erwartet, nicht {value}",
        "parameter {name}: expected type {kind}, not {value}",
    ),
    "rulebook.param-not-allowed": (
        "Parameter {name}: {value} ist nicht erlaubt (erlaubt: {allowed})",
        "parameter {name}: {value} is not allowed (allowed: {allowed})",
    ),
    "rulebook.param-problem": ("Parameter {name}: {problem}", "parameter {name}: {problem}"),
    "rulebook.unknown-concern": (
        "unbekanntes Anliegen {key!r} (siehe rulebooks/concerns.toml)",
        "unknown concern {key!r} (see rulebooks/concerns.toml)",
    ),
    "rulebook.param-missing": ("Parameter {name!r} fehlt", "parameter {name!r} is missing"),
    "rulebook.concern-missing": (
        "Anliegen {key!r} fehlt: Paragraphen nennen oder silent = true",
        "concern {key!r} is missing: name paragraphs or set silent = true",
    ),
    "rulebook.unmapped": (
        "Paragraph {ref!r} regelt kein Anliegen: unter [concern.*] nennen "
        'oder non_operative = "Grund" setzen',
        "paragraph {ref!r} governs no concern: name it under [concern.*] "
        'or set non_operative = "reason"',
    ),
    "rulebook.builtin-extends": (
        "ein eingebautes Regelwerk darf nur eingebaute erweitern",
        "a built-in rulebook may extend only built-in ones",
    ),
    "rulebook.chain-too-long": (
        "extends-Kette zu lang (höchstens {limit} Dateien)",
        "extends chain too long (at most {limit} files)",
    ),
    "rulebook.extends-missing": (
        "extends: Regelwerk {name} nicht gefunden ({target})",
        "extends: rulebook {name} not found ({target})",
    ),
    "rulebook.range": (
        "erlaubt sind {low} bis {high}, nicht {value}",
        "allowed are {low} to {high}, not {value}",
    ),
    "rulebook.ladder-step": (
        "Stufe {item} ist weder eine Zahl von 3 bis 7 noch 'spiel-aus'",
        "step {item} is neither a number from 3 to 7 nor 'spiel-aus'",
    ),
    "rulebook.ladder-order": (
        'die Stufen müssen aufsteigen (z. B. [3, 4, 5, 6, 7, "spiel-aus"])',
        'the steps must rise (e.g. [3, 4, 5, 6, 7, "spiel-aus"])',
    ),
    "rulebook.packets": (
        "eine Liste von ein bis fünf Paketgrößen erwartet",
        "expected a list of one to five packet sizes",
    ),
    "rulebook.packet-size": (
        "Paketgröße {item}: eine Zahl von 0 bis 5 erwartet",
        "packet size {item}: expected a number from 0 to 5",
    ),
    "rulebook.cutter-key": (
        "Schlüssel {key}: die Zahl der behaltenen Perlaggen (0 bis 10)",
        "key {key}: the number of perlaggs kept (0 to 10)",
    ),
    "rulebook.prefixed": ("{key}: {problem}", "{key}: {problem}"),
    "rulebook.order-twice": (
        "{item} steht zweimal in der Rangordnung",
        "{item} appears twice in the ranking",
    ),
    "rulebook.order-empty": ("die Rangordnung ist leer", "the ranking is empty"),
    "rulebook.unknown-paragraph": (
        "unbekannter Paragraph {ref!r}",
        "unknown paragraph {ref!r}",
    ),
    "rulebook.explanation-needs": (
        "eine Erklärung braucht page (Zahl) und text (das wörtliche Zitat)",
        "an explanation needs page (a number) and text (the verbatim quotation)",
    ),
    "rulebook.explanation-page": (
        "Erklärung S. {page}: die Seite liegt nicht in {source}, S. 46–77",
        "explanation S. {page}: the page is not in {source}, S. 46–77",
    ),
    "rulebook.explanation-note": (
        "dieses Regelwerk macht die Erklärung nicht zum Teil der Regeln: "
        "eine ergänzend zitierte Erklärung braucht note (warum)",
        "this rulebook does not make the explanation part of its rules: "
        "an explanation cited as a supplement needs a note (why)",
    ),
    "rulebook.support-needs": (
        "support braucht rulebook (eingebaut: {ids}) und ref",
        "support needs rulebook (built in: {ids}) and ref",
    ),
    "rulebook.support-loading": (
        "support: {other} wird gerade geladen (Kreis)",
        "support: {other} is being loaded (a circle)",
    ),
    "rulebook.support-missing": (
        "support: {other} hat keinen Paragraphen {ref!r}",
        "support: {other} has no paragraph {ref!r}",
    ),
    "rulebook.unknown-interpretation": (
        "unbekannte Auslegung {key!r}",
        "unknown interpretation {key!r}",
    ),
    "rulebook.silent-with-cites": (
        "silent = true, aber Paragraphen, Erklärungen oder Auslegungen genannt",
        "silent = true, but paragraphs, explanations or interpretations are named",
    ),
    "rulebook.no-cites": (
        "weder Paragraphen noch Erklärungen noch Auslegungen: silent = true setzen",
        "neither paragraphs nor explanations nor interpretations: set silent = true",
    ),
    "rulebook.silent-needs-note": (
        "silent = true braucht note (was gilt, wenn das Regelwerk schweigt)",
        "silent = true needs a note (what holds where the rulebook is silent)",
    ),
    "rulebook.primary": (
        "primary {primary!r} ist kein Beleg dieses Anliegens",
        "primary {primary!r} is not one of this concern's citations",
    ),
    "rulebook.excerpt-needs": (
        "ein Auszug braucht ref (einen Paragraphen, eine Seite oder eine Auslegung "
        "dieses Anliegens, nicht {ref!r}), verdicts und text",
        "an excerpt needs ref (a paragraph, page or interpretation of this concern, "
        "not {ref!r}), verdicts and text",
    ),
    "rulebook.excerpt-verdict": (
        "verdicts: {key!r} ist kein Satz des Schiedsrichters",
        "verdicts: {key!r} is not one of the referee's sentences",
    ),
    "rulebook.excerpt-verbatim": (
        "ein Satz des Auszugs steht nicht wörtlich in {ref}",
        "a sentence of the excerpt is not verbatim in {ref}",
    ),
    "rulebook.control-char": (
        "{what} enthält ein Steuerzeichen ({code}): {value}",
        "{what} contains a control character ({code}): {value}",
    ),
}
