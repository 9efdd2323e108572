// The page's own words, German and English (the referee's sentences come from its
// message table, in the language asked for). t(key, args) in the current language.
(function () {
  "use strict";
  const WORDS = {
    "tab.recorder": ["Aufnahme", "Record"],
    "tab.editor": ["Editor", "Editor"],
    "tab.games": ["Partien", "Matches"],
    "status.loading": ["Der Schiedsrichter wird geladen …", "Loading the referee …"],
    "status.ready": ["Bereit – auch ohne Netz.", "Ready – works offline too."],
    "status.failed": ["Der Schiedsrichter ließ sich nicht laden: {reason}", "The referee could not be loaded: {reason}"],
    "status.judging": ["Wird beurteilt …", "Judging …"],
    "start.title": ["Neue Partie", "New match"],
    "start.rules": ["Regeln", "Rulebook"],
    "start.players": ["Spieler", "Players"],
    "start.cards": ["Karten je Spieler", "Cards each"],
    "start.name": ["Name {seat}", "Name {seat}"],
    "start.target": ["Ziel (leer: das der Regeln)", "Target (empty: the rulebook's)"],
    "start.go": ["Partie beginnen", "Start the match"],
    "board.json": ["Bericht als JSON", "Report as JSON"],
    "board.score": ["Stand", "Score"],
    "board.winner": ["{party} ist ausgegangen.", "{party} has gone out."],
    "board.offers": ["Offen", "Open"],
    "board.nothing": ["Kein Verstoß.", "No violation."],
    "board.error": ["Diese Zeile versteht der Schiedsrichter nicht: {text}", "The referee cannot read this line: {text}"],
    "pad.deal": ["Neue Runde", "New deal"],
    "pad.dealer": ["Wer gibt?", "Who deals?"],
    "pad.cut": ["{seat} hebt ab – behaltene Perlaggs?", "{seat} cuts – Perlaggs kept?"],
    "pad.cut-none": ["keine", "none"],
    "pad.cut-pick": ["Perlaggs wählen", "Pick Perlaggs"],
    "pad.trump": ["Aufgeschlagen", "Turned trump"],
    "pad.hand": ["Hand {seat}", "Hand {seat}"],
    "pad.exchange": ["Austausch", "Exchange"],
    "pad.exchange-for": ["{seat} tauscht {card} gegen …", "{seat} exchanges {card} for …"],
    "pad.who": ["Wer?", "Who?"],
    "pad.words": ["Worte", "Words"],
    "pad.play": ["spielt", "plays"],
    "pad.show": ["weist", "shows"],
    "pad.christen": ["taufen als …", "christen as …"],
    "pad.plain": ["ungetauft", "not christened"],
    "pad.streit": ["Streit", "Dispute"],
    "pad.streit-ask": ["Die Frage an den Schiedsrichter:", "The question for the referee:"],
    "pad.dictate": ["Diktieren", "Dictate"],
    "pad.stand": ["Stand schreiben", "Write the score"],
    "pad.stand-ask": ["Der Stand, wie der Tisch ihn schreibt ({parties}):", "The score as the table writes it ({parties}):"],
    "pad.account": ["Abrechnung", "Account"],
    "pad.unseen": ["Ungesehen …", "Unseen …"],
    "pad.unseen-ask": ["{seat} bietet ungesehen – welche Figuren?", "{seat} bids unseen – which figures?"],
    "pad.unseen-none": ["Erst die Figuren wählen", "Pick the figures first"],
    "pad.dealer-cut": ["Zuerst ums Geben abheben? (freiwillig)", "Cut for the deal first? (optional)"],
    "pad.dealer-cut-go": ["Ums Geben abheben", "Cut for deal"],
    "pad.dealer-cut-card": ["{seat} hebt ums Geben ab:", "{seat} cuts for deal:"],
    "pad.dealer-by-cut": ["gibt nach dem Abheben ums Geben", "deals by the cut for deal"],
    "pad.christen-card": ["{card} taufen als …", "christen {card} as …"],
    "pad.undo": ["Zurück", "Undo"],
    "pad.more": ["mehr …", "more …"],
    "pad.finish": ["Partie beenden", "Finish the match"],
    "pick.cancel": ["Abbrechen", "Cancel"],
    "pick.ok": ["Fertig", "Done"],
    "pick.hand": ["aus der Hand", "from the hand"],
    "editor.open": ["Datei öffnen", "Open a file"],
    "editor.example": ["Beispiel …", "Example …"],
    "editor.rules-own": ["Regeln der Datei", "The file's rulebook"],
    "editor.save": ["Als Partie speichern", "Save as a match"],
    "editor.at": ["Zeile {line}, Spalte {column}", "line {line}, column {column}"],
    "editor.suggest": ["Vorschlag: {text}", "Suggestion: {text}"],
    "games.new": ["Neue Partie", "New match"],
    "games.import": ["Importieren", "Import"],
    "games.private": ["Die Partien bleiben auf diesem Gerät, bis du eine teilst oder exportierst.", "Matches stay on this device until you share or export one."],
    "games.none": ["Noch keine Partie gespeichert.", "No match saved yet."],
    "games.resume": ["Weiter", "Resume"],
    "games.edit": ["Editor", "Editor"],
    "games.export": ["Exportieren", "Export"],
    "games.share": ["Teilen", "Share"],
    "games.delete": ["Löschen", "Delete"],
    "games.confirm": ["Wirklich löschen?", "Really delete?"],
    "games.lines": ["{n} Zeilen", "{n} lines"],
  };
  let lang = "de";
  try {
    lang = localStorage.getItem("perlagg.lang") || (navigator.language || "de").slice(0, 2);
  } catch (e) {
    lang = "de";
  }
  if (lang !== "en") lang = "de";
  function t(key, args) {
    const pair = WORDS[key];
    let text = pair ? pair[lang === "en" ? 1 : 0] : key;
    for (const [k, v] of Object.entries(args || {})) text = text.split(`{${k}}`).join(String(v));
    return text;
  }
  function apply(root) {
    document.documentElement.lang = lang;
    for (const el of (root || document).querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  }
  window.i18n = {
    t,
    apply,
    get lang() {
      return lang;
    },
    set lang(value) {
      lang = value === "en" ? "en" : "de";
      try {
        localStorage.setItem("perlagg.lang", lang);
      } catch (e) {
        /* private mode: the choice lasts this visit */
      }
      apply();
    },
  };
})();
