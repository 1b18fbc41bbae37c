#!/usr/bin/env node
// The CLI runs from the committed bundle (bundle/cli.cjs, built by `npm run build`): no dependency to
// install or resolve, one file to load instead of ~120 modules, and that file compiled from a V8 code
// cache when one can be used (./code-cache.cjs). `--version` alone needs none of the CLI: it prints
// the version from package.json (as the CLI does) without loading the bundle, at bare-Node cost.
// CommonJS (bin/package.json): an ES module entry would start Node's ES module loader for nothing.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  try {
    process.stdout.write(`${JSON.parse(fs.readFileSync(path.join(__dirname, "../package.json"), "utf8")).version}\n`);
  } catch (error) {
    fatal(error);
  }
} else {
  let cli;
  try {
    // One V8 flag, for a run that walks a folder, before any of the CLI runs (./compiler-tuning.cjs
    // says why only then, and what it costs a short run); the code cache keeps an entry per set of flags.
    const flags = require("./compiler-tuning.cjs").tuneCompiler(args);
    cli = require("./code-cache.cjs").loadWithCodeCache(path.join(__dirname, "../bundle/cli.cjs"), process.env, flags);
  } catch (error) {
    fatal(error);
  }
  if (cli) {
    cli.exports.main(args).then(
      (code) => {
        process.exitCode = code;
        // A code cache entry is written by a short run (./code-cache.cjs says why).
        cli.settle(!cli.exports.lastRunWasLong());
        exitWhenIdle(code);
      },
      (error) => fatal(error),
    );
  }
}
/**
 * Ends the process at once when the run left nothing behind: no child, socket, timer or file request,
 * and no write still pending on stdout or stderr (a pipe's writes can be: they show as a write
 * request). A natural exit would first run what V8 left queued (a GC step, compile jobs) and then
 * tear the heap down: ~10 ms of CPU, a twentieth of a pre-commit run over a few files. Anything else
 * still active (a live server being shut down, an unfinished write) gets the natural exit.
 */
function exitWhenIdle(code) {
  if (typeof process.getActiveResourcesInfo !== "function") return;
  // A write that failed (a reader that closed early) is told by the stream's error handler, on a later tick.
  if (process.stdout.errored) return;
  const active = process.getActiveResourcesInfo();
  // What is left of the standard streams: their handles, idle.
  if (active.length <= 3 && active.every((r) => r === "TTYWrap" || r === "PipeWrap")) process.exit(code);
}
// Last-resort guard (main reports its own errors through the output sanitiser): never a stack trace,
// never a raw control character, but a clear line and exit 2.
function fatal(error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`mcp-audit: internal error: ${message.replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`).slice(0, 500)}\n`);
  process.exitCode = 2;
}
