// Complexity harness: does the cost of f grow linearly with its input?
//
// Run f on inputs of size n, 2n, 4n, 8n, … (generated at test time, never committed), measure each
// in-process as CPU time (process.cpuUsage, several repetitions, the minimum kept: the least
// disturbed run on a shared machine) or as an operation count that f returns, and fail when the cost
// grows faster than the bound per doubling. Linear doubles (ratio 2), n log n a little more, quadratic
// quadruples (4): the default bound of 2.6 on the geometric mean per doubling, with each single step
// allowed 3.2, leaves room for noise and still catches a quadratic path.
//
//   import { expectLinear } from "./harness.js";
//   it("parses many keys in linear time", () => {
//     expectLinear({
//       name: "yaml keys",
//       start: 2_000,                                // the first n (raised until it is measurable)
//       input: (n) => keys(n),                       // built outside the measurement
//       run: (text) => parseYaml(text),              // measured
//     });
//   });
//
// API
// - measureGrowth(spec) -> Growth: the sizes, their costs, the ratio per step and the geometric mean
//   ratio per doubling. Throws nothing about the bound.
// - expectLinear(spec) -> Growth: measureGrowth, then throws (with the table) when the mean ratio
//   exceeds spec.maxRatio (default 2.6) or one step exceeds spec.maxStepRatio (default 3.2); a timed
//   measurement that fails narrowly is retaken once before the test fails.
// - assertLinear(growth, bounds), describeGrowth(growth): the check and the table on their own.
// - spec.count: true when run(input) returns an operation count instead of being timed (exact, no
//   repetitions needed); then start is used as given.
// - spec.doublings (default 4: five sizes), spec.repetitions (default 5), spec.minMs (default 5: the
//   start size is doubled, up to spec.maxStart, until the first size costs at least this much CPU time,
//   so fixed overhead and timer resolution do not hide the growth), spec.budgetMs (default 1500: once
//   one run costs more, the sizes measured so far are judged, so a quadratic path fails in seconds,
//   not hours; repetitions also stop when a size has used the budget).
//
// Keep tests fast: pick a start where one run takes a few milliseconds; five sizes and five
// repetitions cost about 155 times that.

export interface GrowthSpec<T> {
  /** Named in the failure message. */
  name: string;
  /** The first input size. */
  start: number;
  /** Build the input of size n (not measured). */
  input: (n: number) => T;
  /** The work measured; returns the operation count when `count` is set. */
  run: (input: T) => unknown;
  /** How many times the size doubles (default 4: n … 16n). */
  doublings?: number;
  /** Timed runs per size; the minimum is kept (default 5). */
  repetitions?: number;
  /** run() returns an operation count: compare counts, not time. */
  count?: boolean;
  /** The least CPU time (ms) the first size must take; start doubles until it does (default 5). */
  minMs?: number;
  /** The largest start the calibration may reach (default start × 64). */
  maxStart?: number;
  /** Bound on the geometric mean ratio per doubling (default 2.6). */
  maxRatio?: number;
  /** Bound on any single step's ratio (default 3.2). */
  maxStepRatio?: number;
  /** Stop doubling once one run costs this much CPU time (ms, default 1500): the sizes so far are judged. */
  budgetMs?: number;
}

export interface Growth {
  name: string;
  unit: "ms" | "ops";
  sizes: number[];
  costs: number[];
  /** costs[i + 1] / costs[i]. */
  ratios: number[];
  /** (last cost / first cost) ^ (1 / doublings measured). */
  perDoubling: number;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function timeOnce<T>(run: (input: T) => unknown, input: T): number {
  const before = cpuMs();
  run(input);
  return cpuMs() - before;
}

function minTime<T>(run: (input: T) => unknown, input: T, repetitions: number, budgetMs = Infinity): number {
  let best = Infinity;
  let spent = 0;
  for (let i = 0; i < repetitions && spent < budgetMs; i++) {
    const ms = timeOnce(run, input);
    best = Math.min(best, ms);
    spent += ms;
  }
  // cpuUsage ticks in microseconds but the kernel accounts in coarser steps: never divide by zero
  return Math.max(best, 0.001);
}

function countOps<T>(run: (input: T) => unknown, input: T): number {
  const ops = run(input);
  if (typeof ops !== "number" || !Number.isFinite(ops)) throw new Error("count: run() must return a finite operation count");
  return Math.max(ops, 1);
}

/** Measure the cost of `run` on inputs of size start × 2^k, k = 0 … doublings. */
export function measureGrowth<T>(spec: GrowthSpec<T>): Growth {
  const doublings = spec.doublings ?? 4;
  const repetitions = spec.repetitions ?? 5;
  if (doublings < 2) throw new Error("measureGrowth: at least two doublings");
  let start = spec.start;
  if (!spec.count) {
    // calibrate: a first size too cheap to measure says nothing about growth
    const minMs = spec.minMs ?? 5;
    const maxStart = spec.maxStart ?? spec.start * 64;
    while (start * 2 <= maxStart && minTime(spec.run, spec.input(start), 2) < minMs) start *= 2;
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
  const perDoubling = (costs[costs.length - 1]! / costs[0]!) ** (1 / ratios.length);
  return { name: spec.name, unit: spec.count ? "ops" : "ms", sizes, costs, ratios, perDoubling };
}

/** A table of the measurement, for failure messages. */
export function describeGrowth(g: Growth): string {
  const rows = g.sizes.map((n, i) => {
    const cost = g.unit === "ms" ? `${g.costs[i]!.toFixed(2)} ms` : `${g.costs[i]} ops`;
    const ratio = i === 0 ? "" : `  ×${g.ratios[i - 1]!.toFixed(2)}`;
    return `  n=${n}: ${cost}${ratio}`;
  });
  return `${g.name}: ×${g.perDoubling.toFixed(2)} per doubling\n${rows.join("\n")}`;
}

/** Throw when the growth exceeds the bounds; the table is in the message. */
export function assertLinear(g: Growth, bounds: { maxRatio?: number; maxStepRatio?: number } = {}): Growth {
  const maxRatio = bounds.maxRatio ?? 2.6;
  const maxStepRatio = bounds.maxStepRatio ?? 3.2;
  const worstStep = Math.max(...g.ratios);
  if (g.perDoubling > maxRatio || worstStep > maxStepRatio) {
    throw new Error(
      `superlinear growth (bound ×${maxRatio} per doubling, ×${maxStepRatio} per step)\n${describeGrowth(g)}`,
    );
  }
  return g;
}

/**
 * measureGrowth, then assertLinear with the spec's bounds. A timed measurement that fails narrowly
 * (nearer the bound than quadratic) is taken once more before failing: a neighbour's burst on a
 * shared machine can spoil one run, a superlinear path fails both.
 */
export function expectLinear<T>(spec: GrowthSpec<T>): Growth {
  const first = measureGrowth(spec);
  try {
    return assertLinear(first, spec);
  } catch (error) {
    const nearMiss = first.perDoubling < ((spec.maxRatio ?? 2.6) + 4) / 2;
    if (spec.count || !nearMiss) throw error;
    return assertLinear(measureGrowth(spec), spec);
  }
}
