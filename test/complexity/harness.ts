// Complexity harness: does the cost of f grow linearly with its input?
//
// Run f on inputs of size n, 2n, 4n, 8n (generated at test time, never committed), measure each
// in-process as CPU time (process.cpuUsage, several repetitions, the minimum kept: the least
// disturbed run on a shared machine) or as an operation count that f
// returns, and fail when the cost grows faster than the bound per doubling. Linear doubles (ratio 2),
// n log n a little more, quadratic quadruples (4): a bound of 2.6 on the ratio per doubling (fitted
// over every size: 2^slope of log cost on log n), and 4 on any one step, leaves room for noise and
// a garbage-collector threshold, and still catches a quadratic path.
//
//   import { expectLinear } from "./harness.js";
//   it("parses many keys in linear time", () => {
//     expectLinear({
//       name: "yaml keys",                           // named in the failure
//       start: 100,                                  // the first n (raised until it is measurable)
//       input: (n) => keys(n),                       // built outside the measurement
//       run: (text) => parseYaml(text),              // measured
//     });
//   });
//
// API
// - measureGrowth(spec) -> Growth: the sizes, their costs, the ratio per step and the fitted ratio
//   per doubling. Judges nothing.
// - expectLinear(spec) -> Growth: measureGrowth, then throws (with the table) when the fitted ratio
//   exceeds spec.maxRatio (default 2.6) or a step exceeds spec.maxStepRatio (default 4); a timed
//   measurement that fails is retaken, three attempts in all, before the test fails.
// - assertLinear(growth, bounds), describeGrowth(growth): the check and the table on their own.
// - spec.count: run(input) returns an operation count instead of being timed (exact, deterministic);
//   start is then used as given.
// - spec.doublings (default 3: four sizes), spec.repetitions (default 7 at most, 3 at least: more
//   while a size has used under 100 ms), spec.minMs (default 25: the
//   start doubles, up to spec.maxStart (default start × 256), until the first size costs this much
//   CPU time, so fixed costs, JIT warm-up and young-generation collections do not hide the growth),
//   spec.budgetMs (default 1500: once one run costs more, the sizes so far are judged, so a quadratic
//   path fails in seconds, not hours; repetitions also stop once a size has used the budget).
// - COMPLEXITY_TIMEOUT: the wall-clock limit to give these tests (CPU time is what is judged).
// - A measurement whose largest size still costs under minMs (the calibration ran out of room) is
//   `negligible`: passed, and marked so in the table.
// - MCP_AUDIT_COMPLEXITY=print logs every table, passing or not (to choose sizes, or see margins).
// - Timed measurements run only from test files in test/complexity/: vitest.config.ts runs that
//   folder last, one file at a time, with no other test file loading the machine (measured beside the
//   rest of the suite on 2 cores, steps of ×5 showed where the code is linear). Elsewhere a timed
//   measurement throws; an operation count (spec.count) may run anywhere.
//
// Cost: about a second of CPU per passing case with the defaults (up to three times that when
// measurements fail); start small and let the calibration find the size.

import path from "node:path";
import { expect } from "vitest";

/**
 * A wall-clock limit for a complexity test (`describe(name, { timeout: COMPLEXITY_TIMEOUT }, …)`):
 * the measurement is CPU time, but on a loaded machine a second of CPU can take many of wall time.
 * A safety net, not a threshold.
 */
export const COMPLEXITY_TIMEOUT = 180_000;

/**
 * Bounds for inputs that build a tree of one object per few characters, all kept (the shell
 * tokenizer, the skill scanner): the collector's work grows with what is retained, so a step can jump
 * (×3-4) when the heap moves a generation. A quadratic shows ×4 on every step; a mean of 3 per
 * doubling still catches it.
 */
export const GC_BOUNDS = { maxRatio: 3, maxStepRatio: 4.5 };

export interface GrowthSpec<T> {
  /** Named in the failure message. */
  name: string;
  /** The first input size. */
  start: number;
  /** Build the input of size n (not measured). */
  input: (n: number) => T;
  /** The work measured; returns the operation count when `count` is set. */
  run: (input: T) => unknown;
  /** How many times the size doubles (default 3: n … 8n). */
  doublings?: number;
  /** Most timed runs per size (default 7; at least 3, more while a size has used under 100 ms); the minimum is kept. */
  repetitions?: number;
  /** run() returns an operation count: compare counts, not time. */
  count?: boolean;
  /** The least CPU time (ms) the first size must take; start doubles until it does (default 10). */
  minMs?: number;
  /** The largest start the calibration may reach (default start × 256). */
  maxStart?: number;
  /** Bound on the fitted ratio per doubling (default 2.6). */
  maxRatio?: number;
  /** Bound on any single step's ratio (default 4). */
  maxStepRatio?: number;
  /** Stop doubling once one run costs this much CPU time (ms, default 1500): the sizes so far are judged. */
  budgetMs?: number;
}

export interface Growth {
  name: string;
  /** Even the largest size cost under minMs (the calibration ran out of room): nothing to judge. */
  negligible?: boolean;
  unit: "ms" | "ops";
  sizes: number[];
  costs: number[];
  /** costs[i + 1] / costs[i]. */
  ratios: number[];
  /** 2^slope of log(cost) on log(size), fitted over every size: 2 for linear, 4 for quadratic. */
  perDoubling: number;
}

// No forced garbage collection between runs: measured, a full gc() before each run made the runs
// after it five to ten times slower and far noisier (V8 drops compiled code and shrinks the young
// generation), where the minimum of plain repetitions is stable.
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function timeOnce<T>(run: (input: T) => unknown, input: T): number {
  const before = cpuMs();
  run(input);
  return cpuMs() - before;
}

/**
 * The least CPU time of several runs: at least three, more (up to `max`) while the size has used
 * less than SETTLE_MS, never past the budget. Small sizes get more tries, where noise weighs most.
 */
function minTime<T>(run: (input: T) => unknown, input: T, max: number, budgetMs = Infinity): number {
  let best = Infinity;
  let spent = 0;
  for (let i = 0; i < max && spent < budgetMs && (i < MIN_REPETITIONS || spent < SETTLE_MS); i++) {
    const ms = timeOnce(run, input);
    best = Math.min(best, ms);
    spent += ms;
  }
  // never divide by zero
  return Math.max(best, 0.001);
}

const MIN_REPETITIONS = 3;
/**
 * The least CPU time of the first size (calibrated up to it). At 10 ms, full runs of the suite on 2
 * cores kept failing one test or another with the first steps inflated (x3.3-x5.9, then x1.6-x2.0):
 * small sizes sit in a cheaper regime (caches, no old-space collection) than the larger ones.
 */
const MIN_MS = 25;
const SETTLE_MS = 100;

const TIMING_FOLDER = `${path.sep}test${path.sep}complexity${path.sep}`;

/** A timed measurement outside test/complexity would run beside other test files (see the header). */
export function requireTimingGroup(name: string, file = expect.getState().testPath): void {
  if (file !== undefined && !path.resolve(file).includes(TIMING_FOLDER)) {
    throw new Error(`${name}: a timed measurement must be in a test file under test/complexity/, which runs alone (vitest.config.ts); ${path.basename(file)} runs beside other files`);
  }
}

function countOps<T>(run: (input: T) => unknown, input: T): number {
  const ops = run(input);
  if (typeof ops !== "number" || !Number.isFinite(ops)) throw new Error("count: run() must return a finite operation count");
  return Math.max(ops, 1);
}

/** Measure the cost of `run` on inputs of size start × 2^k, k = 0 … doublings. */
export function measureGrowth<T>(spec: GrowthSpec<T>): Growth {
  const doublings = spec.doublings ?? 3;
  const repetitions = spec.repetitions ?? 7;
  if (doublings < 2) throw new Error("measureGrowth: at least two doublings");
  let start = spec.start;
  if (!spec.count) {
    requireTimingGroup(spec.name);
    // calibrate: a first size too cheap to measure says nothing about growth. Judged by the same
    // minimum as the measurement: three cold runs made the first size look dearer than it was once
    // the code was compiled (25 ms calibrated, 6 ms measured), and put it back in the cheaper regime.
    const minMs = spec.minMs ?? MIN_MS;
    const maxStart = spec.maxStart ?? spec.start * 256;
    while (start * 2 <= maxStart && minTime(spec.run, spec.input(start), repetitions) < minMs) start *= 2;
  }
  const budgetMs = spec.budgetMs ?? 1500;
  const sizes: number[] = [];
  const costs: number[] = [];
  for (let k = 0, n = start; k <= doublings; k++, n *= 2) {
    const input = spec.input(n);
    sizes.push(n);
    const cost = spec.count ? countOps(spec.run, input) : minTime(spec.run, input, repetitions, budgetMs);
    costs.push(cost);
    // a run over budget already says enough, and the next size would cost 2-4 times as much
    if (!spec.count && cost > budgetMs && k >= 1) break;
  }
  const ratios = costs.slice(1).map((c, i) => c / costs[i]!);
  const growth: Growth = { name: spec.name, unit: spec.count ? "ops" : "ms", sizes, costs, ratios, perDoubling: 2 ** slope(sizes, costs) };
  if (!spec.count && costs[costs.length - 1]! < (spec.minMs ?? MIN_MS)) growth.negligible = true;
  return growth;
}

/** The least-squares slope of log(cost) on log(size): cost grows as size^slope. Uses every point. */
function slope(sizes: number[], costs: number[]): number {
  const xs = sizes.map(Math.log2);
  const ys = costs.map(Math.log2);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return num / den;
}

/** A table of the measurement, for failure messages. */
export function describeGrowth(g: Growth): string {
  const rows = g.sizes.map((n, i) => {
    const cost = g.unit === "ms" ? `${g.costs[i]!.toFixed(2)} ms` : `${g.costs[i]} ops`;
    const ratio = i === 0 ? "" : `  ×${g.ratios[i - 1]!.toFixed(2)}`;
    return `  n=${n}: ${cost}${ratio}`;
  });
  return `${g.name}: ×${g.perDoubling.toFixed(2)} per doubling${g.negligible ? " (negligible: too cheap to judge)" : ""}\n${rows.join("\n")}`;
}

/** Throw when the growth exceeds the bounds; the table is in the message. */
export function assertLinear(g: Growth, bounds: { maxRatio?: number; maxStepRatio?: number } = {}): Growth {
  const maxRatio = bounds.maxRatio ?? 2.6;
  const maxStepRatio = bounds.maxStepRatio ?? 4;
  const worstStep = Math.max(...g.ratios);
  if (g.negligible) return g;
  if (g.perDoubling > maxRatio || worstStep > maxStepRatio) {
    throw new Error(
      `superlinear growth (bound ×${maxRatio} per doubling, ×${maxStepRatio} per step)\n${describeGrowth(g)}`,
    );
  }
  return g;
}

/**
 * measureGrowth, then assertLinear with the spec's bounds. A timed measurement that fails is taken
 * again, up to ATTEMPTS in all, before the test fails: a neighbour's burst on a shared machine can
 * spoil one, a superlinear path fails every one.
 */
export function expectLinear<T>(spec: GrowthSpec<T>): Growth {
  let best: Growth | undefined;
  for (let attempt = 1; ; attempt++) {
    // Each size keeps its least cost over the attempts so far: a burst that spoils one size in each
    // attempt no longer fails the test, while a superlinear path grows as fast in every minimum.
    best = fastest(best, measureGrowth(spec));
    try {
      return assertLinear(report(best), spec);
    } catch (error) {
      if (spec.count || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The elementwise least cost of two measurements of the same sizes (else the newer one). */
function fastest(a: Growth | undefined, b: Growth): Growth {
  if (!a || a.unit !== b.unit || a.sizes.length !== b.sizes.length || a.sizes.some((n, i) => n !== b.sizes[i])) return b;
  const costs = b.costs.map((c, i) => Math.min(c, a.costs[i]!));
  const merged: Growth = { ...b, costs, ratios: costs.slice(1).map((c, i) => c / costs[i]!), perDoubling: 2 ** slope(b.sizes, costs) };
  if (b.unit === "ms" && !(a.negligible && b.negligible)) delete merged.negligible;
  return merged;
}

const ATTEMPTS = 3;

/** MCP_AUDIT_COMPLEXITY=print shows every measurement, passing or not (to pick sizes, or to see margins). */
function report(g: Growth): Growth {
  if (process.env.MCP_AUDIT_COMPLEXITY === "print") console.log(describeGrowth(g));
  return g;
}
