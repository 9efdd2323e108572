// The editor: a transcript pasted, opened or typed, with line numbers; each error is
// marked at its line and column with the referee's suggestion, and the ruling (the page
// `perlagg referee --html` makes) stands beside it, judged again as you type.
(function () {
  "use strict";
  const { t } = window.i18n;
  const $ = (id) => document.getElementById(id);
  let timer = null;
  let asked = 0;
  let matchId = null;

  function gutter(errorLines) {
    const n = $("text").value.split("\n").length;
    const g = $("gutter");
    g.replaceChildren();
    for (let i = 1; i <= n; i++) {
      const span = document.createElement("span");
      span.textContent = `${i}\n`;
      span.dataset.line = i;
      if (errorLines.has(i)) span.className = "error";
      g.append(span);
    }
  }
  function place(line, column) {
    // the caret to line:column (1-based), and the line into view
    const area = $("text");
    const rows = area.value.split("\n");
    let at = 0;
    for (let i = 0; i < line - 1 && i < rows.length; i++) at += rows[i].length + 1;
    at += Math.max(column - 1, 0);
    area.focus();
    area.setSelectionRange(at, at + 1);
  }
  async function judgeNow() {
    const text = $("text").value;
    const rules = $("editor-rules").value || undefined;
    const lang = window.i18n.lang;
    const mine = ++asked;
    const doc = await window.perlagg.judgeAll(text, { rules, lang });
    if (mine !== asked) return; // typed on meanwhile: a newer answer is coming
    const list = $("errors");
    list.replaceChildren();
    const summary = $("editor-summary");
    summary.replaceChildren();
    if (doc.errors) {
      gutter(new Set(doc.errors.map((e) => e.line)));
      for (const e of doc.errors) {
        const li = document.createElement("li");
        li.className = "error";
        li.dataset.line = e.line;
        li.dataset.column = e.column;
        const where = document.createElement("button");
        where.type = "button";
        where.className = "where";
        where.textContent = t("editor.at", { line: e.line, column: e.column });
        where.addEventListener("click", () => place(e.line, e.column));
        const what = document.createElement("span");
        what.textContent = ` ${e.message}`;
        li.append(where, what);
        if (e.suggestion) {
          const s = document.createElement("div");
          s.className = "suggestion";
          s.textContent = t("editor.suggest", { text: e.suggestion });
          li.append(s);
        }
        list.append(li);
      }
      $("page").srcdoc = "";
      return;
    }
    gutter(new Set());
    const r = doc.report;
    const score = document.createElement("p");
    score.className = "score";
    score.textContent = `${t("board.score")}: ${Object.entries(r.score).map(([p, n]) => `${p} ${n}`).join(", ")}`;
    summary.append(score);
    const html = await window.perlagg.page(text, { rules, lang });
    if (mine === asked) $("page").srcdoc = html;
  }
  function changed() {
    clearTimeout(timer);
    timer = setTimeout(judgeNow, 250);
  }
  function syncScroll() {
    $("gutter").scrollTop = $("text").scrollTop;
  }
  function load(text, id) {
    $("text").value = text;
    matchId = id || null;
    gutter(new Set());
    judgeNow();
  }
  function save() {
    const text = $("text").value;
    const old = matchId ? window.store.get(matchId) : null;
    const title = old ? old.title : (text.match(/^\[Quelle "([^"]*)"\]/m) || [null, new Date().toLocaleString()])[1];
    const m = window.store.put({ ...(old || { id: window.store.newId() }), title, text });
    matchId = m.id;
    return m;
  }
  async function examples() {
    const res = await fetch("examples/index.json");
    const names = (await res.json()).transcripts;
    const select = $("example");
    for (const n of names) {
      const o = document.createElement("option");
      o.value = n;
      o.textContent = n.replace(/\.perlagg$/, "");
      select.append(o);
    }
    select.addEventListener("change", async () => {
      if (!select.value) return;
      const text = await (await fetch(`examples/${select.value}`)).text();
      load(text, null);
    });
  }
  function init() {
    $("text").addEventListener("input", changed);
    $("text").addEventListener("scroll", syncScroll);
    $("editor-rules").addEventListener("change", judgeNow);
    $("editor-save").addEventListener("click", save);
    $("open-file").addEventListener("change", async (e) => {
      const f = e.target.files[0];
      if (f) load(await f.text(), null);
      e.target.value = "";
    });
    gutter(new Set());
    examples();
  }
  window.editor = { init, load, judgeNow, text: () => $("text").value };
})();
