// The young generation held at a size that suits an audit. V8 doubles its new space (the two
// semi-spaces short-lived objects are made in) up to 2 x 16 MB whenever scavenges find it busy, and an
// audit of many skills makes it busy: on the realistic benchmark tree that space was ~22 MiB of the
// run's peak RSS. The cap Node offers (--max-semi-space-size) is read once, when the heap is made, so
// only a command line can set it; V8 reads its growth factor at every growth, though: set to 1 once
// the new space has reached CAP_BYTES, the space grows no more.
// The CLI turns the hold on for a run (main.ts) and off at its end: a V8 flag changed after start is
// part of the hash V8 checks a code cache against, and bin/ writes its cache after the run. The CLI
// hands over node:v8 (it has it loaded already): the ESLint plugin, which imports the walk, never
// loads it for a hold it does not use.

/** What the hold needs of node:v8. */
type Heap = Pick<typeof import("node:v8"), "getHeapSpaceStatistics" | "setFlagsFromString">;

/** The new space the hold allows: two semi-spaces of 8 MB. */
const CAP_BYTES = 16 << 20;
/** How often (in calls of holdYoungGeneration) the heap is asked: a call costs ~3 µs. */
const EVERY = 8;

let heap: Heap | undefined;
let held = false;
let calls = 0;

/** Lets holdYoungGeneration act, for a CLI run. */
export function beginYoungGenerationHold(v8: Heap): void {
  heap = v8;
}

/** Called along the run (each folder walked, each file audited): stops the new space growing once it has reached the cap. */
export function holdYoungGeneration(): void {
  if (!heap || held || ++calls % EVERY !== 0) return;
  const space = heap.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  if (space && space.space_size >= CAP_BYTES) {
    heap.setFlagsFromString("--semi-space-growth-factor=1");
    held = true;
  }
}

/** Puts V8's growth factor back to its default (2): the flags are again those the run started with. */
export function endYoungGenerationHold(): void {
  if (held) heap?.setFlagsFromString("--semi-space-growth-factor=2");
  heap = undefined;
  held = false;
  calls = 0;
}
