// The page: three views (recorder, editor, matches), the language, the service worker.
(function () {
  "use strict";
  const { t } = window.i18n;
  const $ = (id) => document.getElementById(id);

  function show(view) {
    for (const v of document.querySelectorAll(".view")) v.hidden = v.id !== view;
    for (const b of document.querySelectorAll("#tabs button")) {
      b.setAttribute("aria-selected", String(b.dataset.view === view));
    }
    if (view === "games") drawGames();
    location.hash = view;
  }

  // ------------------------------------------------------------------ the matches
  function download(m) {
    const blob = new Blob([m.text], { type: "text/plain;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${fileName(m)}.perlagg`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  function fileName(m) {
    return (m.title || "partie").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "partie";
  }
  async function share(m) {
    const file = new File([m.text], `${fileName(m)}.perlagg`, { type: "text/plain" });
    if (navigator.canShare && navigator.canShare({ files: [file] })) {
      await navigator.share({ files: [file], title: m.title });
    } else {
      await navigator.share({ title: m.title, text: m.text });
    }
  }
  function drawGames() {
    const list = $("match-list");
    list.replaceChildren();
    const all = window.store.list();
    if (!all.length) {
      const li = document.createElement("li");
      li.textContent = t("games.none");
      list.append(li);
    }
    for (const m of all) {
      const li = document.createElement("li");
      li.dataset.id = m.id;
      const title = document.createElement("strong");
      title.textContent = m.title;
      const meta = document.createElement("small");
      const n = m.text.split("\n").filter(Boolean).length;
      meta.textContent = ` ${new Date(m.updated).toLocaleString(window.i18n.lang)} · ${t("games.lines", { n })}`;
      const row = document.createElement("div");
      row.className = "buttons";
      const b = (key, fn, cls) => {
        const x = document.createElement("button");
        x.type = "button";
        x.textContent = t(key);
        x.className = cls || key.split(".")[1];
        x.addEventListener("click", fn);
        row.append(x);
        return x;
      };
      b("games.resume", () => { window.recorder.resume(m.id); show("recorder"); });
      b("games.edit", () => { window.editor.load(m.text, m.id); show("editor"); });
      b("games.export", () => download(m));
      if (navigator.share) b("games.share", () => share(m).catch(() => {}));
      const del = b("games.delete", () => {
        if (del.dataset.armed) {
          window.store.remove(m.id);
          if (window.recorder.current() && window.recorder.current().id === m.id) window.recorder.fresh();
          drawGames();
        } else {
          del.dataset.armed = "1";
          del.textContent = t("games.confirm");
          del.classList.add("danger");
        }
      });
      li.append(title, meta, row);
      list.append(li);
    }
  }
  async function importFile(e) {
    const f = e.target.files[0];
    e.target.value = "";
    if (!f) return;
    const text = await f.text();
    const m = window.store.put({ id: window.store.newId(), title: f.name.replace(/\.perlagg$/, ""), text });
    drawGames();
    window.editor.load(m.text, m.id);
  }

  // ------------------------------------------------------------------ start
  function language() {
    $("lang").textContent = window.i18n.lang === "en" ? "DE" : "EN";
  }
  function init() {
    window.i18n.apply();
    language();
    for (const b of document.querySelectorAll("#tabs button")) {
      b.addEventListener("click", () => show(b.dataset.view));
    }
    $("lang").addEventListener("click", () => {
      window.i18n.lang = window.i18n.lang === "en" ? "de" : "en";
      language();
      window.recorder.draw();
      window.recorder.resume((window.recorder.current() || {}).id);
      drawGames();
      window.editor.judgeNow();
    });
    $("new-match").addEventListener("click", () => { window.recorder.fresh(); show("recorder"); });
    $("import-file").addEventListener("change", importFile);
    window.recorder.init();
    window.editor.init();
    const view = (location.hash || "#recorder").slice(1);
    show(["recorder", "editor", "games"].includes(view) ? view : "recorder");
    window.perlagg.ready.then(
      async () => {
        $("status").textContent = t("status.ready");
        const probe = await window.perlagg.judgeAll("Runde\nGeber: D\nSpiel an A+C\n", {});
        window.recorder.accountLines = !probe.errors;
        const current = localStorage.getItem("perlagg.current");
        if (current && window.store.get(current)) await window.recorder.resume(current);
        else window.recorder.draw();
        document.body.dataset.ready = "1";
      },
      (err) => {
        $("status").textContent = t("status.failed", { reason: err.message });
      },
    );
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").catch(() => {});
    }
  }
  init();
})();
