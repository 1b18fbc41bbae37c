import { defineConfig } from "vitest/config";

// Two groups, one after the other. The timing tests (test/complexity: CPU time on doubling inputs)
// run last, one file at a time, on a machine no other test file is loading: run beside the rest of
// the suite on 2 cores, the contention alone spoiled about one fresh-clone CI run in two (a step of
// ×5 where the code is linear). Everything else runs in parallel first.
const TIMING = "test/complexity/**/*.test.ts";

/** What both groups share (the global setup stays at the root: a project that extends it would run it again). */
const shared = {
  setupFiles: ["test/setup.ts"],
  // the CLI end-to-end tests spawn node; keep them from starving each other on 2 cores
  pool: "forks" as const,
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    globalSetup: ["test/global-setup.ts"],
    projects: [
      { test: { ...shared, name: "unit", include: ["test/**/*.test.ts"], exclude: [TIMING], sequence: { groupOrder: 0 } } },
      // Each case is judged on CPU time; the wall-clock limit is only a safety net for a loaded machine
      // (test/complexity/harness.ts's COMPLEXITY_TIMEOUT, which some files also set per describe).
      { test: { ...shared, name: "timing", include: [TIMING], fileParallelism: false, testTimeout: 180_000, sequence: { groupOrder: 1 } } },
    ],
  },
});
