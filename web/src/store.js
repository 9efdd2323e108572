// The matches kept on this device (localStorage): nothing leaves it unless shared.
// A match: {id, title, rules, text, created, updated}.
(function () {
  "use strict";
  const KEY = "perlagg.matches";
  function all() {
    try {
      return JSON.parse(localStorage.getItem(KEY) || "{}");
    } catch (e) {
      return {};
    }
  }
  function saveAll(map) {
    localStorage.setItem(KEY, JSON.stringify(map));
  }
  window.store = {
    list() {
      return Object.values(all()).sort((a, b) => b.updated - a.updated);
    },
    get(id) {
      return all()[id] || null;
    },
    put(match) {
      const map = all();
      const now = Date.now();
      const kept = { ...match, updated: now, created: match.created || now };
      map[kept.id] = kept;
      saveAll(map);
      return kept;
    },
    remove(id) {
      const map = all();
      delete map[id];
      saveAll(map);
    },
    newId() {
      return `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    },
  };
})();
