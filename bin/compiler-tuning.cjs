// TurboFan's inlining limit for a run that walks a folder, set before the CLI's bundle is loaded.
//
// A big audit spends a quarter to a third of its CPU on V8's background threads, mostly TurboFan
// compiling the ~500 functions that turn hot, each with the callees it inlines. With callees of at
// most 60 bytecode bytes inlined (V8's default: 460) the realistic benchmark tree took 0.88x the CPU
// (6 rounds, paired) and its peak RSS fell (smaller compile zones).
//
// When: only here, before any function of the CLI has run. V8 reads this flag inside compile jobs, on
// their threads: changed while one runs, it failed a CHECK in TurboFan's inliner (a callee judged
// under the old limit and again under the new one) and aborted the process, so it is never changed
// once the audit runs (src/core/young-generation.ts changes only heap settings). At this point only
// Node's start and the bin file have run, too little for any function to be optimized: no compile
// job exists to see the change (test/bundle/compiler-tuning.test.ts checks it with --trace-opt).
//
// For whom: changing any V8 flag changes the hash V8 checks code caches against, Node's own included,
// so every built-in module loaded afterwards is compiled from its source: ~4 ms of a pre-commit run
// over a few files, a twentieth of it. A run that names only files is left as it is; a run that walks
// a folder (the default ".") pays those ms for seconds saved when the folder is big. Only speed
// depends on the guess: the findings are the same either way. The code cache keeps one entry per set
// of flags (./code-cache.cjs).
//
// A limit the user gave Node (the command line or NODE_OPTIONS, any spelling V8 reads) is left alone.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const INLINING = "--max-inlined-bytecode-size=60";
/** Commands that walk nothing: their run is short whatever their arguments. */
const NO_WALK = new Set(["explain", "help", "--help", "-h"]);
/**
 * V8 flags that decide inlining, as V8 reads them (`_` and `-` alike, `--no` before a boolean): given
 * by the user, the limit is theirs. Looked for as words, not with a regular expression: compiling one
 * costs a start ~0.3 ms. src/core/young-generation.ts reads the heap flags the same way; that code is
 * in the bundle, which is loaded only after this has run.
 */
const USER_INLINING = ["inlined-bytecode-size", "turbo-inlining"];

/**
 * Whether this run walks a folder: it names one, or names no existing path (the CLI then audits the
 * working directory). `--user` reads the user's config files, no folder.
 */
function walksAFolder(args, cwd) {
  if (args.length > 0 && NO_WALK.has(args[0])) return false;
  if (args.includes("--user")) return false;
  let named = false;
  for (const arg of args) {
    if (arg.startsWith("-")) continue;
    let stat;
    try {
      // An option's value ("json"), a command's name, a missing path: undefined, not an exception
      // (which costs ~0.1 ms to build).
      stat = fs.statSync(path.resolve(cwd, arg), { throwIfNoEntry: false });
    } catch {
      continue; // a path that cannot be read (a loop, a name too long): not one to walk either
    }
    if (stat === undefined) continue;
    if (stat.isDirectory()) return true;
    named = true;
  }
  return !named;
}

/** Whether the user's own V8 flags decide inlining. */
function userDecidesInlining(execArgv, nodeOptions) {
  const given = `${execArgv.join(" ")} ${nodeOptions ?? ""}`.replaceAll("_", "-");
  return USER_INLINING.some((flag) => given.includes(flag));
}

/**
 * Sets the inlining limit when the run walks a folder and the user set none. Returns the flags set
 * ("" for none), which the code cache's key includes.
 */
function tuneCompiler(args, { cwd = process.cwd(), execArgv = process.execArgv, env = process.env, v8 } = {}) {
  if (userDecidesInlining(execArgv, env.NODE_OPTIONS) || !walksAFolder(args, cwd)) return "";
  (v8 ?? require("node:v8")).setFlagsFromString(INLINING);
  return INLINING;
}

module.exports = { tuneCompiler, walksAFolder, userDecidesInlining, INLINING };
