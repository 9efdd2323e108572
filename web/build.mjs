// Builds the static site into web/dist/: the page, its scripts, Pyodide's runtime files
// from node_modules (nothing from a CDN), the perlagg wheel built from this checkout, the
// bundled examples and a service worker that precaches all of it (offline after one visit).
// Plain node, no bundler: `npm --prefix web ci && npm --prefix web run build`.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const dist = path.join(here, "dist");
const pyodide = path.join(here, "node_modules", "pyodide");
const PYODIDE_FILES = [
  "pyodide.js",
  "pyodide.asm.js",
  "pyodide.asm.wasm",
  "python_stdlib.zip",
  "pyodide-lock.json",
];

function copy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

function wheel() {
  // the same wheel `pip install .` installs; python from $PYTHON, else python3
  const out = fs.mkdtempSync(path.join(here, ".wheel-"));
  try {
    const python = process.env.PYTHON || "python3";
    execFileSync(python, ["-m", "pip", "wheel", "-q", "--no-deps", root, "-w", out], {
      stdio: "inherit",
    });
    const built = fs.readdirSync(out).find((f) => f.endsWith(".whl"));
    if (!built) throw new Error("pip wheel made no wheel");
    copy(path.join(out, built), path.join(dist, "perlagg.whl"));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

function examples() {
  const folder = path.join(root, "examples");
  const names = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".perlagg"))
    .sort();
  // the house-rules files the examples name (`[Regeln "stammtisch.toml"]`): the worker
  // puts them where the referee looks for a transcript's rulebook file
  const rulebooks = fs.readdirSync(folder).filter((f) => f.endsWith(".toml")).sort();
  for (const name of [...names, ...rulebooks]) {
    copy(path.join(folder, name), path.join(dist, "examples", name));
  }
  const index = { transcripts: names, rulebooks };
  fs.writeFileSync(path.join(dist, "examples", "index.json"), JSON.stringify(index, null, 1));
}

function listed(folder, prefix = "") {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listed(path.join(folder, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

function serviceWorker() {
  // the cache's name is the hash of every file it holds: a new build replaces the cache
  const files = listed(dist).sort();
  const hash = createHash("sha256");
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dist, f)));
  const version = hash.digest("hex").slice(0, 16);
  const template = fs.readFileSync(path.join(here, "src", "sw.js"), "utf8");
  const body = template
    .replace("__VERSION__", version)
    .replace("__FILES__", JSON.stringify(["./", ...files]));
  fs.writeFileSync(path.join(dist, "sw.js"), body);
  return { version, files: files.length + 1 };
}

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist);
for (const f of fs.readdirSync(path.join(here, "src"))) {
  if (f !== "sw.js") copy(path.join(here, "src", f), path.join(dist, f));
}
for (const f of PYODIDE_FILES) copy(path.join(pyodide, f), path.join(dist, "pyodide", f));
wheel();
examples();
const { version, files } = serviceWorker();
console.log(`web/dist: ${files} files, cache ${version}`);
