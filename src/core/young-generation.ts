// V8's heap settings for a big run, set only once a run's heap shows it is one. Two of them:
// - the young generation held at a size that suits an audit. V8 doubles its new space (the two
//   semi-spaces short-lived objects are made in) up to 2 x 16 MB whenever scavenges find it busy, and an
//   audit of many skills makes it busy: on the realistic benchmark tree that space was ~22 MiB of the
//   run's peak RSS. The cap Node offers (--max-semi-space-size) is read once, when the heap is made, so
//   only a command line can set it; V8 reads its growth factor at every growth, though: set to 1 once
//   the new space has reached CAP_BYTES, the space grows no more;
// - how far the old generation may grow past what the last full collection kept (HEAP_GROWING_PERCENT).
// Only heap settings, read by the collector on the main thread: a compiler flag changed while V8's
// background threads compile can crash V8. --max-inlined-bytecode-size set mid-run (it cut the compile
// threads' CPU by a third) failed a CHECK in TurboFan's inliner, which had judged a callee by the old
// value ("Check failed: inlineability == kHasOptimizationDisabled"); bin/compiler-tuning.cjs sets that
// limit before any of the CLI runs instead, for a run that walks a folder.
// Why not at the start: any V8 flag changed while a process runs changes the flag hash V8 checks every
// code cache against, Node's own included, so every built-in module loaded after it (node:crypto, the
// streams, parse_args…) is compiled from its source instead of Node's embedded cache: ~10 ms of a
// pre-commit run over a few files. A run whose heap stays small never changes a flag.
// The CLI turns the hold on for a run (main.ts) and off at its end, which puts every flag back (V8
// refuses a code cache made under other flags; bin/ writes one after a short run, lastRunWasLong).
// The CLI hands over how to load node:v8 (loaded on the first check): the ESLint plugin, which imports
// the walk, never loads it for a hold it does not use, and a run too small to be checked never loads
// it at all.

/** What the hold needs of node:v8. */
type Heap = Pick<typeof import("node:v8"), "getHeapSpaceStatistics" | "setFlagsFromString">;

/** The new space the hold allows: two semi-spaces of 8 MB. */
const CAP_BYTES = 16 << 20;
/**
 * The heap in use from which a run is tuned as a big one. V8's first full collection of a big run
 * comes at ~24 MB (the small benchmark tree: 24.6 MB), and the growing factor matters only from then on.
 */
const BIG_RUN_BYTES = 16 << 20;
/**
 * How far V8 lets the old generation grow past what the last full collection kept. An audit keeps
 * little alive (~25 MB, half of it code) but makes garbage fast (every file's text, tokens and parse):
 * with its default factor (up to 4x the live heap) V8 let a run of the realistic tree reach 245 MiB
 * RSS for ~27 MB live; at 25% it stays at ~157 MiB, for ~0.4 s more marking in a 28 s run. V8 reads
 * this flag each time it sets the next limit, so setting it once the process runs takes effect.
 */
const HEAP_GROWING_PERCENT = 25;
/** How often (in calls of holdYoungGeneration) the heap is asked: a call costs ~3 µs. */
const EVERY = 8;

let loadHeap: (() => Heap) | undefined;
let heap: Heap | undefined;
let big = false;
let held = false;
let calls = 0;
/** The calls of holdYoungGeneration (folders walked, files audited) in the last run that ended. */
let lastCalls = 0;
/** A run that walked and audited more folders and files than this is a long one. */
const LONG_RUN_CALLS = 256;

/** The settings, by V8 flag, and the flags that, given on the command line, leave each to the user. */
const SETTINGS = {
  growing: ["heap-growing-percent"],
  hold: ["semi-space-growth-factor", "max-semi-space-size", "min-semi-space-size", "semi-space-size"],
} as const;
/** The settings the user's own V8 flags decide for this run: never set, never put back. */
let userDecides = new Set<keyof typeof SETTINGS>();

/**
 * Lets holdYoungGeneration act, for a CLI run; `load` gives node:v8, asked for on the first check.
 * `given`: the options Node was started with (process.execArgv and NODE_OPTIONS): a setting whose
 * flag is among them is the user's, and a run neither changes it nor "puts it back" to V8's default.
 */
export function beginYoungGenerationHold(load: () => Heap, given: readonly string[] = []): void {
  loadHeap = load;
  // V8 reads `-flag` as `--flag`, `_` as `-`, and `--noflag` as `--no-flag`.
  const named = new Set(given.filter((a) => a.startsWith("-")).map((a) => a.replace(/^--?/, "").split("=")[0]!.replace(/_/g, "-").replace(/^no-?/, "")));
  userDecides = new Set((Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]).filter((k) => SETTINGS[k].some((flag) => named.has(flag))));
}

/**
 * Called along the run (each folder walked, each file audited): once the heap is big, sets the old
 * generation's growing factor, and stops the new space growing once it has reached the cap.
 */
export function holdYoungGeneration(): void {
  if (!loadHeap) return;
  if (++calls % EVERY !== 0 || (held && big)) return;
  heap ??= loadHeap();
  let used = 0;
  let newSpace = 0;
  for (const s of heap.getHeapSpaceStatistics()) {
    used += s.space_used_size;
    if (s.space_name === "new_space") newSpace = s.space_size;
  }
  if (!big && used >= BIG_RUN_BYTES) {
    if (!userDecides.has("growing")) heap.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    big = true;
  }
  if (!held && newSpace >= CAP_BYTES) {
    if (!userDecides.has("hold")) heap.setFlagsFromString("--semi-space-growth-factor=1");
    held = true;
  }
}

/** Puts V8's flags back to their defaults (growth factor 2, growing percent 0: V8's own), those the run started with; the user's own it never changed. */
export function endYoungGenerationHold(): void {
  lastCalls = calls;
  if (held && !userDecides.has("hold")) heap?.setFlagsFromString("--semi-space-growth-factor=2");
  if (big && !userDecides.has("growing")) heap?.setFlagsFromString("--heap-growing-percent=0");
  userDecides = new Set();
  loadHeap = undefined;
  heap = undefined;
  big = false;
  held = false;
  calls = 0;
}

/**
 * Whether the last run (read after it ended) walked and audited more than LONG_RUN_CALLS folders and
 * files: bin/ writes its code cache only after a short run (bin/code-cache.cjs says why). Counted, not
 * measured, so that the same run decides the same way on a busy machine.
 */
export function lastRunWasLong(): boolean {
  return lastCalls > LONG_RUN_CALLS;
}
