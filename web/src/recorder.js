// The recorder: a match taken down at the table by taps, one canonical line per tap.
// The transcript is the single source of truth: each tap proposes a line, the referee
// (in the worker) parses the whole text, renders it in the notation's canonical lines
// and judges it; a line it cannot read is refused and said so.  Undo drops the last line.
(function () {
  "use strict";
  const { t } = window.i18n;
  const $ = (id) => document.getElementById(id);
  const SUITS = ["H", "L", "S", "E"];
  const RANKS = ["A", "K", "O", "U", "10", "9", "8", "7"];
  const DECK = [...SUITS.flatMap((s) => RANKS.map((r) => s + r)), "W"];
  const BIDS = ["Gilt mein Gleich", "Gilt meinen Hanger", "Gilt Spiel"];
  const ANSWERS = ["Gut", "Ich halte", "Drei", "Vier", "Fünf", "Steht"];
  const MORE = [
    "Sechs", "Sieben", "Spiel aus", "Ich halte Spiel aus",
    "Gut bei zwei", "Gut bei drei", "Gut bei vier", "Gut bei fünf", "Gut bei sechs",
    "Gleich!", "Hanger!", "Spiel!",
  ];
  const FIGURES = ["Gleich", "Hanger", "Spiel"];
  let match = null; // {id, title, text, ...}
  let doc = null; // the referee's last answer for match.text
  let who = null; // the seat the next words or card are for
  let more = false;
  let accountLines = false; // the notation has the table's account line (`Spiel an A+C`)

  function lines() {
    return match ? match.text.split("\n").filter((l) => l !== "") : [];
  }
  function header(key) {
    const m = match.text.match(new RegExp(`^\\[${key} "((?:[^"\\\\]|\\\\.)*)"\\]$`, "m"));
    return m ? m[1] : null;
  }
  function seats() {
    return header("Spieler") === "2" ? ["A", "B"] : ["A", "B", "C", "D"];
  }
  function parties() {
    return seats().length === 2 ? ["A", "B"] : ["A+C", "B+D"];
  }
  function seatName(seat) {
    const name = header(seat);
    return name ? `${seat} · ${name}` : seat;
  }
  function turn(seat, by) {
    const s = seats();
    return s[(s.indexOf(seat) + by + s.length) % s.length];
  }
  function deal() {
    // the current deal's lines (after the last `Runde`), or null before the first
    const all = lines();
    let i = all.length - 1;
    while (i >= 0 && !/^Runde\b/.test(all[i])) i--;
    return i < 0 ? null : all.slice(i + 1);
  }
  function found(dealLines, re) {
    for (const l of dealLines) {
      const m = l.match(re);
      if (m) return m;
    }
    return null;
  }
  function cardsOf(key) {
    // the cards the referee says the rulebook has (referee.faces.web.cards_of): "deck",
    // "permanent" (what a cutter keeps), "perlaggs" (of this deal), "first_dealers";
    // the whole deck only while the referee has not answered
    const cards = doc && doc.cards;
    if (cards) return cards[key];
    return key === "first_dealers" ? [] : DECK;
  }
  function dealt(dealLines, seat) {
    // the seat's cards as dealt, where its hand is written (else every card)
    const m = found(dealLines, new RegExp(`^Hand ${seat}: (.*)$`));
    return m ? m[1].split(" ") : cardsOf("deck");
  }
  function and(parts) {
    // "Gleich", "Gleich und Spiel", "Gleich, Hanger und Spiel" (the notation's render)
    return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} und ${parts[parts.length - 1]}`;
  }
  function handOf(dealLines, seat) {
    // the cards the seat still holds, where its hand is written (else null)
    const m = found(dealLines, new RegExp(`^Hand ${seat}: (.*)$`));
    if (!m) return null;
    const played = dealLines
      .map((l) => l.match(new RegExp(`^${seat} spielt (\\S+)`)))
      .filter(Boolean)
      .map((x) => x[1]);
    return m[1].split(" ").filter((c) => !played.includes(c));
  }

  // ------------------------------------------------------------------ the referee
  async function judged(text) {
    // body[data-busy] is "1" while the referee judges (tests and styles wait on it)
    document.body.dataset.busy = "1";
    $("status").textContent = t("status.judging");
    try {
      return await window.perlagg.judgeAll(text, { lang: window.i18n.lang });
    } finally {
      $("status").textContent = t("status.ready");
      document.body.dataset.busy = "0";
    }
  }
  async function append(line) {
    const proposed = `${match.text}${line}\n`;
    const answer = await judged(proposed);
    if (answer.errors) {
      showError(answer.errors, line);
      return false;
    }
    match = window.store.put({ ...match, text: answer.text });
    doc = answer;
    draw();
    return true;
  }
  async function undo() {
    const all = lines();
    if (all.length === 0 || all[all.length - 1].startsWith("[")) return;
    all.pop();
    const text = all.length ? `${all.join("\n")}\n` : "";
    const answer = await judged(text);
    match = window.store.put({ ...match, text: answer.errors ? text : answer.text });
    doc = answer.errors ? null : answer;
    draw();
  }
  function showError(errors, line) {
    const box = $("findings");
    box.replaceChildren();
    for (const e of errors) {
      const li = document.createElement("li");
      li.className = "error";
      li.textContent = t("board.error", { text: line });
      const why = document.createElement("div");
      why.textContent = e.message + (e.suggestion ? ` – ${t("editor.suggest", { text: e.suggestion })}` : "");
      li.append(why);
      box.append(li);
    }
  }

  // ------------------------------------------------------------------ the board
  function drawBoard() {
    const score = $("score");
    const offers = $("offers");
    const findings = $("findings");
    score.replaceChildren();
    offers.replaceChildren();
    findings.replaceChildren();
    $("ruling-json").textContent = doc ? JSON.stringify(doc.report, null, 2) : "";
    if (!doc) return;
    const report = doc.report;
    for (const p of parties()) {
      const span = document.createElement("span");
      span.className = "party";
      span.dataset.party = p;
      span.textContent = `${p} ${report.score[p] !== undefined ? report.score[p] : 0}`;
      score.append(span);
    }
    if (report.winner) {
      const w = document.createElement("strong");
      w.className = "winner";
      w.textContent = t("board.winner", { party: report.winner });
      score.append(w);
    }
    for (const o of doc.offers) {
      const li = document.createElement("li");
      li.textContent = o;
      offers.append(li);
    }
    for (const f of report.findings) findings.append(item(f.kind, f.message, f.cites, f.line));
    // a dispute's cites are ids into the report's one list of citations (docs/report.md)
    const cited = new Map((report.citations || []).map((c) => [c.id, c]));
    for (const d of report.disputes) {
      const all = (d.cites || []).map((id) => cited.get(id) || { ref: id });
      // several excerpts of one paragraph are one label on the board
      const cites = all.filter((c, i) => all.findIndex((o) => o.rulebook === c.rulebook && o.ref === c.ref) === i);
      findings.append(item("dispute", `${d.question.text} – ${d.ruling}`, cites, d.line));
    }
    if (!report.findings.some((f) => f.kind === "violation")) {
      const li = document.createElement("li");
      li.className = "fine";
      li.textContent = t("board.nothing");
      findings.append(li);
    }
  }
  function item(kind, message, cites, line) {
    const li = document.createElement("li");
    li.className = kind;
    li.dataset.kind = kind;
    li.dataset.line = line;
    const text = document.createElement("span");
    text.className = "message";
    text.textContent = message;
    li.append(text);
    for (const c of cites || []) {
      const cite = document.createElement("span");
      cite.className = `cite ${c.authority}`;
      cite.textContent = `${c.rulebook || ""} ${c.ref || ""}`.trim();
      if (c.text) cite.title = c.text;
      li.append(" ", cite);
    }
    return li;
  }

  // ------------------------------------------------------------------ the pad
  function button(label, onTap, cls) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    if (cls) b.className = cls;
    b.addEventListener("click", onTap);
    return b;
  }
  function group(title, buttons, cls) {
    const box = document.createElement("div");
    box.className = `group ${cls || ""}`;
    if (title) {
      const h = document.createElement("h3");
      h.textContent = title;
      box.append(h);
    }
    const row = document.createElement("div");
    row.className = "buttons";
    row.append(...buttons);
    box.append(row);
    return box;
  }
  function drawPad() {
    const pad = $("pad");
    pad.replaceChildren();
    const d = deal();
    const undoButton = button(t("pad.undo"), undo, "undo");
    undoButton.disabled = lines().length === 0 || lines()[lines().length - 1].startsWith("[");
    const dealButton = button(t("pad.deal"), () => append(`Runde ${dealCount() + 1}`), "deal");
    if (d === null) {
      pad.append(group("", [dealButton, undoButton]));
      return;
    }
    const dealer = found(d, /^Geber: (\S+)$/);
    if (!dealer) {
      if (dealCount() === 1 && !found(d, /^Ums Geben: /)) {
        pad.append(group(t("pad.dealer-cut"), [button(t("pad.dealer-cut-go"), cutForDeal)]));
      }
      pad.append(dealerButtons());
      pad.append(group("", [undoButton]));
      return;
    }
    const cutter = turn(dealer[1], -1);
    if (!found(d, /^Abheben /)) {
      pad.append(
        group(t("pad.cut", { seat: seatName(cutter) }), [
          button(t("pad.cut-none"), () => append(`Abheben ${cutter}: -`)),
          button(t("pad.cut-pick"), () => pick(t("pad.cut-pick"), cardsOf("permanent"), true, (cs) => append(`Abheben ${cutter}: ${cs.length ? cs.join(" ") : "-"}`))),
        ]),
      );
      pad.append(group("", [undoButton]));
      return;
    }
    const trump = found(d, /^Trumpf: (\S+)/);
    if (!trump) {
      pad.append(group(t("pad.trump"), [button(t("pad.trump"), () => pick(t("pad.trump"), cardsOf("deck"), false, (cs) => cs.length && append(`Trumpf: ${cs[0]}`)), "big")]));
      pad.append(handButtons(d));
      pad.append(group("", [undoButton]));
      return;
    }
    if (!who || !seats().includes(who)) who = turn(dealer[1], 1);
    pad.append(
      group(t("pad.who"), seats().map((s) => {
        const b = button(seatName(s), () => { who = s; drawPad(); }, `seat${s === who ? " chosen" : ""}`);
        b.setAttribute("aria-pressed", String(s === who));
        return b;
      }), "who"),
    );
    const say = (words) => button(words, () => append(`${who}: ${words}`), "words");
    pad.append(group(t("pad.words"), [...BIDS.map(say), ...ANSWERS.map(say), button(t("pad.more"), () => { more = !more; drawPad(); }, "more")]));
    if (more) pad.append(group("", [...MORE.map(say), button(t("pad.unseen"), unseen, "words")]));
    pad.append(
      group("", [
        button(`${who} ${t("pad.play")}`, () => playCard(d), "play"),
        button(`${who} ${t("pad.show")}`, () => showCards(d)),
        button(t("pad.exchange"), () => pick(t("pad.exchange-for", { seat: who, card: trump[1] }), dealt(d, who), false, (cs) => cs.length && append(`${who} tauscht ${trump[1]} gegen ${cs[0]}`))),
        button(t("pad.streit"), streit),
        button(t("pad.stand"), stand),
      ]),
    );
    if (accountLines) pad.append(accountButtons());
    pad.append(handButtons(d));
    pad.append(group("", [dealButton, undoButton]));
  }
  function dealCount() {
    return lines().filter((l) => /^Runde\b/.test(l)).length;
  }
  function handButtons(d) {
    const cards = Number(header("Karten") || 5);
    return group(
      "",
      seats()
        .filter((s) => !found(d, new RegExp(`^Hand ${s}:`)))
        .map((s) => button(t("pad.hand", { seat: s }), () => pick(t("pad.hand", { seat: seatName(s) }), cardsOf("deck"), true, (cs) => cs.length && append(`Hand ${s}: ${cs.join(" ")}`), cards), "hand")),
    );
  }
  function accountButtons() {
    const out = [];
    for (const f of FIGURES) {
      for (const p of parties()) out.push(button(`${f} an ${p}`, () => append(`${f} an ${p}`), "account"));
      if (f !== "Spiel") {
        out.push(button(`${f} steht`, () => append(`${f} steht`), "account"));
        out.push(button(`kein ${f}`, () => append(`kein ${f}`), "account"));
      }
    }
    return group(t("pad.account"), out);
  }
  function playCard(d) {
    const seat = who;
    const hand = handOf(d, seat);
    pick(`${seat} ${t("pad.play")}`, hand && hand.length ? hand : cardsOf("deck"), false, (cs) => {
      if (!cs.length) return;
      const card = cs[0];
      // only a Perlagg is christened: the deal's, or before the trump is turned the
      // permanent ones (what the referee names; the whole deck until it has answered)
      const live = cardsOf("perlaggs");
      const christen = (live.length ? live : cardsOf("permanent")).includes(card)
        ? [button(t("pad.christen"), () => pick(`${card} ${t("pad.christen")}`, cardsOf("deck"), false, (as) => as.length && played(`${seat} spielt ${card} als ${as[0]}`, seat)))]
        : [];
      const pad = $("pad");
      pad.replaceChildren(
        group(`${seat} ${t("pad.play")} ${card}`, [
          button(`${seat} spielt ${card}`, () => played(`${seat} spielt ${card}`, seat), "big"),
          ...christen,
          button(t("pick.cancel"), drawPad),
        ]),
      );
    });
  }
  function dealerButtons() {
    // who deals; after the first deal's cut for the deal, the seat its card names is marked
    const by = cardsOf("first_dealers");
    return group(t("pad.dealer"), seats().map((s) => {
      const b = button(seatName(s), () => append(`Geber: ${s}`), `seat${by.includes(s) ? " suggested" : ""}`);
      if (by.includes(s)) b.title = t("pad.dealer-by-cut");
      return b;
    }));
  }
  function cutForDeal() {
    // „Ums Geben“: each seat's cut card in turn, one line once all are named
    const cut = [];
    const next = () => {
      if (cut.length === seats().length) {
        append(`Ums Geben: ${cut.map(([s, c]) => `${s} ${c}`).join(", ")}`);
        return;
      }
      const seat = seats()[cut.length];
      const taken = cut.map(([, c]) => c);
      const left = cardsOf("deck").filter((c) => !taken.includes(c));
      pick(t("pad.dealer-cut-card", { seat: seatName(seat) }), left, false, (cs) => {
        if (!cs.length) return;
        cut.push([seat, cs[0]]);
        next();
      });
    };
    next();
  }
  function showCards(d) {
    const seat = who;
    pick(`${seat} ${t("pad.show")}`, dealt(d, seat), true, (cs) => cs.length && showSheet(seat, cs.map((c) => [c, null])));
  }
  function showSheet(seat, shown) {
    // the cards shown, each Perlagg of the deal with a button to christen it („W=EA“)
    const line = `${seat} weist ${shown.map(([c, as]) => (as ? `${c}=${as}` : c)).join(" ")}`;
    const live = cardsOf("perlaggs");
    const christen = shown.filter(([c]) => live.includes(c)).map(([c]) => button(t("pad.christen-card", { card: c }), () => {
      pick(`${c} ${t("pad.christen")}`, cardsOf("deck"), false, (as) => {
        showSheet(seat, shown.map(([x, was]) => (x === c ? [x, as.length ? as[0] : was] : [x, was])));
      });
    }));
    $("pad").replaceChildren(group(line, [button(line, () => append(line), "big"), ...christen, button(t("pick.cancel"), drawPad)]));
  }
  function unseen() {
    // an unseen bid (§29) of one, two or all three figures
    const seat = who;
    const chosen = new Set();
    const draw = () => {
      const figures = FIGURES.filter((f) => chosen.has(f));
      const line = figures.length ? `${seat}: Ungesehen: Gilt ${and(figures)}` : null;
      const toggles = FIGURES.map((f) => {
        const b = button(f, () => { if (!chosen.delete(f)) chosen.add(f); draw(); }, `figure${chosen.has(f) ? " chosen" : ""}`);
        b.setAttribute("aria-pressed", String(chosen.has(f)));
        return b;
      });
      const ok = button(line || t("pad.unseen-none"), () => line && append(line), "big");
      ok.disabled = !line;
      $("pad").replaceChildren(group(t("pad.unseen-ask", { seat: seatName(seat) }), toggles, "figures"), group("", [ok, button(t("pick.cancel"), drawPad)]));
    };
    draw();
  }
  async function played(line, seat) {
    if (await append(line)) {
      who = turn(seat, 1);
      drawPad();
    }
  }
  function ask(title, value, dictate, offered) {
    // a small sheet with one line of text: resolves to the text, or null; `offered`:
    // texts to offer as one types (a <datalist>), the typed text is kept as it is
    return new Promise((resolve) => {
      const pad = $("pad");
      const input = document.createElement("input");
      input.type = "text";
      input.value = value;
      input.className = "ask";
      input.setAttribute("aria-label", title);
      const list = document.createElement("datalist");
      if (offered && offered.length) {
        list.id = "ask-offered";
        for (const text of offered) {
          const option = document.createElement("option");
          option.value = text;
          list.append(option);
        }
        input.setAttribute("list", list.id);
      }
      const done = (v) => { drawPad(); resolve(v); };
      const row = [button(t("pick.ok"), () => done(input.value.trim() || null), "big"), button(t("pick.cancel"), () => done(null))];
      const Speech = window.SpeechRecognition || window.webkitSpeechRecognition;
      if (dictate && Speech) {
        row.push(button(t("pad.dictate"), () => {
          const r = new Speech();
          r.lang = window.i18n.lang === "en" ? "en-GB" : "de-AT";
          r.onresult = (e) => { input.value = e.results[0][0].transcript; };
          r.start();
        }));
      }
      const box = group(title, row);
      box.insertBefore(input, box.lastChild);
      if (list.id) box.append(list);
      pad.replaceChildren(box);
      input.focus();
      input.addEventListener("keydown", (e) => { if (e.key === "Enter") done(input.value.trim() || null); });
    });
  }
  async function streit() {
    // the question forms the referee understands, offered as the table types its own
    const q = await ask(t("pad.streit-ask"), "", true, (doc && doc.questions) || []);
    if (q) append(`Streit: ${q.replace(/\s+/g, " ")}`);
  }
  async function stand() {
    const score = doc ? doc.report.score : {};
    const now = parties().map((p) => `${p} ${score[p] || 0}`).join(", ");
    const s = await ask(t("pad.stand-ask", { parties: parties().join(", ") }), now, false);
    if (s) append(`Stand: ${s.replace(/\s+/g, " ")}`);
  }

  // ------------------------------------------------------------------ the card picker
  function pick(title, cards, many, then, count) {
    const sheet = $("picker");
    const grid = $("picker-cards");
    const chosen = [];
    $("picker-title").textContent = title;
    grid.replaceChildren();
    for (const c of cards) {
      const b = button(c, () => {
        const at = chosen.indexOf(c);
        if (at >= 0) chosen.splice(at, 1);
        else chosen.push(c);
        b.classList.toggle("chosen", at < 0);
        b.setAttribute("aria-pressed", String(at < 0));
        if (!many || (count && chosen.length === count)) finish(chosen);
      }, `cardbtn suit-${c[0]}`);
      b.dataset.card = c;
      grid.append(b);
    }
    $("picker-ok").hidden = !many;
    sheet.hidden = false;
    function finish(result) {
      sheet.hidden = true;
      $("picker-ok").onclick = null;
      $("picker-cancel").onclick = null;
      then(result);
    }
    $("picker-ok").onclick = () => finish(chosen);
    $("picker-cancel").onclick = () => finish([]);
  }

  // ------------------------------------------------------------------ the start form
  function drawNames() {
    const form = $("start");
    const n = Number(form.players.value);
    $("cards-choice").hidden = n !== 2;
    const box = $("names");
    box.replaceChildren();
    for (const s of ["A", "B", "C", "D"].slice(0, n)) {
      const label = document.createElement("label");
      const span = document.createElement("span");
      span.textContent = t("start.name", { seat: s });
      const input = document.createElement("input");
      input.name = `name-${s}`;
      input.autocomplete = "off";
      label.append(span, input);
      box.append(label);
    }
  }
  async function start(event) {
    event.preventDefault();
    const form = $("start");
    const clean = (v) => v.replace(/["\\\n\r]/g, "").trim();
    const head = [`[Regeln "${form.rules.value}"]`];
    const n = Number(form.players.value);
    if (n === 2) head.push('[Spieler "2"]');
    if (n === 2 && form.cards.value === "7") head.push('[Karten "7"]');
    const target = form.target.value.trim();
    if (/^\d+$/.test(target)) head.push(`[Ziel "${target}"]`);
    const names = [];
    for (const s of ["A", "B", "C", "D"].slice(0, n)) {
      const name = clean(form[`name-${s}`].value);
      if (name) {
        head.push(`[${s} "${name}"]`);
        names.push(name);
      }
    }
    const title = names.length ? names.join(" – ") : new Date().toLocaleString();
    const text = `${head.join("\n")}\n`;
    const answer = await judged(text);
    match = window.store.put({ id: window.store.newId(), title, rules: form.rules.value, text: answer.text || text });
    doc = answer.errors ? null : answer;
    localStorage.setItem("perlagg.current", match.id);
    who = null;
    more = false;
    draw();
  }

  // ------------------------------------------------------------------ the view
  function draw() {
    const open = match !== null;
    $("start").hidden = open;
    $("table").hidden = !open;
    if (!open) {
      drawNames();
      return;
    }
    const list = $("lines");
    list.replaceChildren(...lines().map((l) => {
      const li = document.createElement("li");
      li.textContent = l;
      return li;
    }));
    list.scrollTop = list.scrollHeight;
    drawBoard();
    drawPad();
  }
  async function resume(id) {
    const m = window.store.get(id);
    match = m;
    doc = null;
    who = null;
    more = false;
    if (m) {
      localStorage.setItem("perlagg.current", m.id);
      const answer = await judged(m.text);
      doc = answer.errors ? null : answer;
    }
    draw();
  }
  function fresh() {
    match = null;
    doc = null;
    localStorage.removeItem("perlagg.current");
    draw();
  }
  function init() {
    $("start").addEventListener("submit", start);
    for (const r of $("start").players) r.addEventListener("change", drawNames);
    draw();
  }
  window.recorder = {
    init,
    resume,
    fresh,
    draw,
    text: () => (match ? match.text : ""),
    current: () => match,
    set accountLines(v) {
      accountLines = v;
    },
  };
})();
