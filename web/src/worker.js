// The referee's own thread: Pyodide (from this site, never a CDN) with the perlagg wheel,
// answering the page's requests so that judging never freezes the page.
// A request: {id, op: "judge" | "page", text, rules, lang}; the answer: {id, result} or
// {id, error}. "judge" answers referee.faces.web.judge_document's JSON text.
/* global importScripts, loadPyodide */
importScripts("pyodide/pyodide.js");

const base = new URL("./", self.location.href).href;

async function start() {
  const t0 = performance.now();
  const py = await loadPyodide({ indexURL: `${base}pyodide/`, fullStdLib: false });
  const t1 = performance.now();
  const wheel = await fetch(`${base}perlagg.whl`);
  if (!wheel.ok) throw new Error(`perlagg.whl: ${wheel.status}`);
  py.unpackArchive(await wheel.arrayBuffer(), "wheel");
  const index = await (await fetch(`${base}examples/index.json`)).json();
  for (const name of index.rulebooks) {
    const toml = await (await fetch(`${base}examples/${name}`)).text();
    py.FS.writeFile(`/${name}`, toml);
  }
  const t2 = performance.now();
  py.runPython("import referee.faces.web as web");
  console.log(`perlagg: Pyodide ${Math.round(t1 - t0)} ms, wheel ${Math.round(t2 - t1)} ms, import ${Math.round(performance.now() - t2)} ms`);
  return {
    judge: py.globals.get("web").judge_document,
    page: py.globals.get("web").page,
  };
}

const ready = start();

self.onmessage = async (event) => {
  const { id, op, text, rules, lang } = event.data;
  try {
    const referee = await ready;
    if (op === "ready") {
      self.postMessage({ id, result: "ready" });
      return;
    }
    const fn = op === "page" ? referee.page : referee.judge;
    const started = performance.now();
    const result = fn(text, rules || undefined, lang || "de");
    self.postMessage({ id, result, ms: performance.now() - started });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
