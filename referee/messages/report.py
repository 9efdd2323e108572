"""The sentences of the report: the rich report's headings, columns and counts, how a
ruling's authorities are presented, and the prose of the annotations.
"""

from __future__ import annotations

#: key -> (German, English); templates use str.format fields.
TEXTS: dict[str, tuple[str, str]] = {
    # the rich report
    "report.title": ("Schiedsspruch", "Ruling"),
    "report.file": ("Datei", "File"),
    "report.rulebook": ("Regelwerk", "Rulebook"),
    "report.target": ("Ziel", "Target"),
    "report.target-assumed": (
        "(angenommen, kein [Ziel]: {refs})",
        "(assumed, no [Ziel]: {refs})",
    ),
    "report.points-unit": ("{points} Punkte", "{points} points"),
    "report.players": ("Spieler", "Players"),
    "report.seat": ("Sitz", "Seat"),
    "report.name": ("Name", "Name"),
    "report.party": ("Partei", "Party"),
    "report.initial": ("Stand vorher", "Score before"),
    "report.deal": ("Runde {number}", "Deal {number}"),
    "report.deal-unnumbered": ("{index}. Runde", "Deal {index}"),
    "report.line": ("Zeile {line}", "line {line}"),
    "report.line-column": ("Zeile {line}, Spalte {column}", "line {line}, column {column}"),
    "report.col.figure": ("Figur", "Figure"),
    "report.col.bidder": ("geboten von", "bid by"),
    "report.col.answer": ("Antwort", "answered"),
    "report.col.value": ("Wert", "Value"),
    "report.col.outcome": ("Ausgang", "Outcome"),
    "report.col.winner": ("Gewinner", "Winner"),
    "report.figure.gleich": ("Gleich", "Gleich"),
    "report.figure.hanger": ("Hanger", "Hanger"),
    "report.figure.spiel": ("Spiel", "Spiel"),
    "report.outcome.gut": ("gut gelassen", "let good"),
    "report.outcome.gehalten": ("gehalten", "held"),
    "report.outcome.spiel-aus": ("Spiel aus", "Spiel aus (match)"),
    "report.outcome.still": ("still", "silent"),
    "report.outcome.steht": ("steht", "tie"),
    "report.outcome.offen": ("offen", "open"),
    "report.outcome.none.gleich": ("kein Gleich", "no Gleich"),
    "report.outcome.none.hanger": ("kein Hanger", "no Hanger"),
    "report.not-written": ("nicht geschrieben", "not written"),
    "report.penalty-row": ("Strafe", "Penalty"),
    "report.nobody": ("niemand", "nobody"),
    "report.points": ("Punkte dieser Runde", "Points this deal"),
    "report.score": ("Stand", "Score"),
    "report.general": ("Zur ganzen Datei", "On the whole file"),
    "report.findings": ("Befunde", "Findings"),
    "report.no-findings": ("Keine Befunde.", "No findings."),
    "report.penalty": ("Strafe: {party} {points}", "Penalty: {party} {points}"),
    "report.provenance": ("Herkunft: {text}", "Source: {text}"),
    "report.quote-note": (
        "Wortlaut des Regelwerks, unübersetzt",
        "the rulebook's wording, untranslated",
    ),
    "report.interpretation-note": (
        "Auslegung des Schiedsrichters – kein Zitat",
        "the referee's interpretation – not a quote",
    ),
    "report.disputes": ("Streitfragen", "Disputes"),
    "report.question": ("Frage", "Question"),
    "report.verdict": ("Entscheidung", "Ruling"),
    "report.dispute-note": ("Hinweis", "Note"),
    "report.elsewhere": ("Nach den anderen Regelwerken", "Under the other rulebooks"),
    "report.col.rulebook": ("Regelwerk", "Rulebook"),
    "report.col.cites": ("Belege", "Citations"),
    "report.same-elsewhere": (
        "Die anderen eingebauten Regelwerke entscheiden gleich.",
        "The other built-in rulebooks rule the same way.",
    ),
    "report.this-rulebook": ("{rulebook} (dieses)", "{rulebook} (this one)"),
    "report.result": ("Ergebnis", "Result"),
    "report.winner": ("Aus ist {party}.", "{party} has gone out."),
    "report.no-winner": ("Niemand ist aus.", "Nobody has gone out."),
    "report.final": ("Endstand", "Final score"),
    "report.counts": (
        "{violations:n:Regelverstoß|Regelverstöße}, {rulings:n:Entscheidung|Entscheidungen}, "
        "{undetermined} unbestimmt, {notes:n:Hinweis|Hinweise}, "
        "{disputes:n:Streitfrage|Streitfragen}",
        "{violations:n:violation|violations}, {rulings:n:ruling|rulings}, "
        "{undetermined} undetermined, {notes:n:note|notes}, {disputes:n:dispute|disputes}",
    ),
    # a ruling's authorities: what is quoted, what is the same as elsewhere
    "present.further": ("Ferner", "Also"),
    "present.quoted-above": ("{label}: oben im Wortlaut", "{label}: quoted above"),
    "present.authority.interpretation": ("Auslegung", "interpretation"),
    "present.same-as": ("wie {rulebook}.", "as {rulebook}."),
    "present.same-verdict": (
        "entscheidet wie {rulebook}, mit eigenen Belegen",
        "rules as {rulebook}, on its own authorities",
    ),
    "present.stacked-bid": (
        "(geboten von {bidder}, Antwort: {answer})",
        "(bid by {bidder}, answered: {answer})",
    ),
    "present.hint-full": (
        "Alle Belege ganz: --full oder perlagg rules; nur die Entscheidungen: --brief",
        "Every authority in full: --full or perlagg rules; the verdicts alone: --brief",
    ),
    "present.same-first": (
        "der erste Satz wie {rulebook}, danach: {rest}",
        "the first sentence as {rulebook}, then: {rest}",
    ),
    "present.same-start": (
        "die ersten {count:count} Sätze wie {rulebook}, danach: {rest}",
        "the first {count:count} sentences as {rulebook}, then: {rest}",
    ),
    "present.further-above": (
        "Ferner: dieselben wie oben",
        "Also: the same as above",
    ),
    "present.all-quoted-above": ("Oben im Wortlaut", "Quoted above"),
    "present.all-excerpt-above": ("Oben im Auszug", "Quoted above in part"),
    "present.notes-left-out": (
        "{count:n:Hinweis|Hinweise} neben {count:plural:seiner|ihrer} Entscheidung, die "
        "dasselbe sagt, nur mit --full.",
        "{count:n:note|notes} beside {count:plural:its|their} ruling, which says the "
        "same, only with --full.",
    ),
    "present.hint-full-notes": (
        "{count:n:Hinweis|Hinweise} und alle Belege ganz: --full; nur die Entscheidungen: --brief",
        "{count:n:note|notes} and every authority in full: --full; the verdicts alone: --brief",
    ),
    "present.column": ("Spalte {column}", "column {column}"),
    "present.excerpt-above": ("{label}: oben im Auszug", "{label}: quoted above in part"),
    "present.excerpt": ("Auszug, ganz mit --full", "excerpt, in full with --full"),
    "report.excerpt": ("Auszug", "excerpt"),
    # the annotations' prose
    # the texts that decide (those the report quotes), an interpretation marked as one
    "annotate.authority": (
        "{count:plural:Maßgeblich ist|Maßgeblich sind} {primary:and}.",
        "{count:plural:The deciding authority|The deciding authorities}: {primary:and}.",
    ),
    "annotate.authorities": (
        "{count:plural:Maßgeblich ist|Maßgeblich sind} {primary:and}; ferner {more}.",
        "{count:plural:The deciding authority|The deciding authorities}: {primary:and}; "
        "see also {more}.",
    ),
    "annotate.interpretation": (
        "{label} (des Schiedsrichters – kein Zitat)",
        "{label} (the referee's – not a quote)",
    ),
    "annotate.point": ("{n} Punkt", "{n} point"),
    "annotate.points": ("{n} Punkte", "{n} points"),
    "annotate.best": (" ({seat}: {figure})", " ({seat}: {figure})"),
    "annotate.fig-made": (
        "{figure} {outcome}: {party} hat es besser{best}{writes}.",
        "{figure} {outcome}: {party} has it better{best}{writes}.",
    ),
    "annotate.fig-gut": (
        "{figure} {outcome}: {party} hat es geboten{writes}.",
        "{figure} {outcome}: {party} bid it{writes}.",
    ),
    "annotate.fig-spiel": (
        "{figure} {outcome}: {party} macht {tricks:count} Stiche{writes}.",
        "{figure} {outcome}: {party} takes {tricks:count} tricks{writes}.",
    ),
    "annotate.fig-writes": (" und schreibt {points}", " and writes {points}"),
    "annotate.fig-not-written": (
        "; {count:plural:der|die} {points} {count:plural:wird|werden} nicht mehr geschrieben",
        "; the {points} {count:plural:is|are} no longer written",
    ),
    "annotate.fig-steht": (
        "{figure} steht: keine Partei schreibt dafür.",
        "{figure} stands: neither party writes for it.",
    ),
    "annotate.fig-offen": (
        "{figure} bleibt offen: die Mitschrift sagt zu wenig.",
        "{figure} stays open: the transcript says too little.",
    ),
    "annotate.fig-spiel-aus": (
        "{figure} bis „Spiel aus“ gesteigert: {party} macht es und geht aus.",
        "{figure} raised to “Spiel aus”: {party} makes it and goes out.",
    ),
    "annotate.deal-end": (
        "Punkte dieser Runde: {points}; Stand: {score}.",
        "Points this deal: {points}; score: {score}.",
    ),
    "annotate.winner": ("{party} ist aus.", "{party} has gone out."),
}
