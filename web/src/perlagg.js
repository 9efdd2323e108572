// window.perlagg: the referee in a Web Worker, for the page and for tests or other pages.
//   perlagg.ready                     a promise, resolved once the referee is loaded
//   perlagg.judge(text, {rules, lang}) the JSON document of `perlagg referee --json`
//                                      (parsed), or {errors: [{line, column, message,
//                                      suggestion, text}]} where the text cannot be judged
//   perlagg.judgeAll(text, opts)       the whole answer: {report, offers, text, cards,
//                                      questions} or {errors}; cards: the deck, the
//                                      permanent Perlaggs, the last deal's Perlaggs, its
//                                      trump, the first dealers by the cut
//                                      (referee.faces.web.cards_of); questions: the forms
//                                      a Streit may take (referee.faces.web.questions_of)
//   perlagg.page(text, opts)           the page `perlagg referee --html` writes ("" if none)
(function () {
  "use strict";
  const worker = new Worker("worker.js");
  const waiting = new Map();
  let next = 0;
  worker.onmessage = (event) => {
    const { id, result, error, ms } = event.data;
    const promise = waiting.get(id);
    waiting.delete(id);
    if (!promise) return;
    if (error !== undefined) promise.reject(new Error(error));
    else promise.resolve({ result, ms });
  };
  function ask(op, text, opts) {
    const o = opts || {};
    const id = ++next;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, text, rules: o.rules || null, lang: o.lang || "de" });
    });
  }
  const ready = ask("ready", "").then(() => true);
  const perlagg = {
    ready,
    lastMs: 0,
    async judgeAll(text, opts) {
      const { result, ms } = await ask("judge", text, opts);
      perlagg.lastMs = ms;
      return JSON.parse(result);
    },
    async judge(text, opts) {
      const doc = await perlagg.judgeAll(text, opts);
      return doc.report !== undefined ? doc.report : { errors: doc.errors };
    },
    async page(text, opts) {
      return (await ask("page", text, opts)).result;
    },
  };
  window.perlagg = perlagg;
})();
