// How close a package name is to a well-known one: the offline half of package-typosquat.
import { LOOKALIKES, WELL_KNOWN_PACKAGES, type Lookalike, type WellKnownPackage } from "./popular-packages.js";
import { pep503 } from "./launches.js";

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, each costing 1), or
 * `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export type NearMatch =
  | { kind: "lookalike"; lookalike: Lookalike }
  | { kind: "edit"; target: WellKnownPackage; distance: number }
  | { kind: "scope"; target: WellKnownPackage };

const normalise = (ecosystem: "npm" | "pypi", name: string) => (ecosystem === "pypi" ? pep503(name) : name.toLowerCase());
const bare = (name: string) => name.slice(name.indexOf("/") + 1);

/**
 * How many edits away from a well-known name is still suspicious, from the length of the part that
 * tells packages apart: under the same scope, the name without it (`server-gitea` is 2 edits from
 * `server-gitlab` and another server; `server-filesytem` is a typo); otherwise the whole name
 * (`@playwirght/mcp`).
 */
export function editLimit(length: number): number {
  return length >= 16 ? 2 : length >= 5 ? 1 : 0;
}

const scopeOf = (name: string) => (name.startsWith("@") ? name.slice(0, name.indexOf("/") + 1) : "");

/** Bare names (after the scope) that only one well-known npm package uses: distinctive enough to squat. */
const DISTINCTIVE_BARE = (() => {
  const counts = new Map<string, number>();
  for (const p of WELL_KNOWN_PACKAGES) if (p.ecosystem === "npm") counts.set(bare(p.name), (counts.get(bare(p.name)) ?? 0) + 1);
  return new Map(WELL_KNOWN_PACKAGES.filter((p) => p.ecosystem === "npm" && p.name.startsWith("@") && bare(p.name).length >= 8 && counts.get(bare(p.name)) === 1).map((p) => [bare(p.name), p]));
})();

/** Each ecosystem's well-known packages with their normalised names, in popularity order (computed once). */
const CANDIDATES = new Map(
  (["npm", "pypi"] as const).map((ecosystem) => [
    ecosystem,
    WELL_KNOWN_PACKAGES.filter((p) => p.ecosystem === ecosystem).map((target) => ({ target, norm: normalise(ecosystem, target.name) })),
  ]),
);

/** Answers already given (a config can launch one package from thousands of servers). */
const answers = new Map<string, NearMatch | undefined>();
const MAX_REMEMBERED = 10_000;

/** The well-known package a name imitates, if any; undefined for well-known names themselves. */
export function nearWellKnown(ecosystem: "npm" | "pypi", name: string): NearMatch | undefined {
  const key = `${ecosystem}\u0000${name}`;
  if (answers.has(key)) return answers.get(key);
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  const answer = computeNear(ecosystem, name);
  answers.set(key, answer);
  return answer;
}

function computeNear(ecosystem: "npm" | "pypi", name: string): NearMatch | undefined {
  const norm = normalise(ecosystem, name);
  const candidates = CANDIDATES.get(ecosystem)!;
  if (candidates.some((c) => c.norm === norm)) return undefined;
  const lookalike = LOOKALIKES.find((l) => l.ecosystem === ecosystem && normalise(ecosystem, l.name) === norm);
  if (lookalike) return { kind: "lookalike", lookalike };
  let best: { target: WellKnownPackage; distance: number } | undefined;
  for (const { target, norm: targetNorm } of candidates) {
    const limit = editLimit(scopeOf(targetNorm) === scopeOf(norm) ? bare(targetNorm).length : targetNorm.length);
    const distance = editDistance(norm, targetNorm, limit);
    // The list is ordered by popularity: on a tie, the more popular name is the likelier target.
    if (distance <= limit && (!best || distance < best.distance)) best = { target, distance };
  }
  if (best) return { kind: "edit", ...best };
  if (ecosystem === "npm") {
    const target = DISTINCTIVE_BARE.get(bare(norm));
    if (target && target.name.toLowerCase() !== norm) return { kind: "scope", target };
  }
  return undefined;
}
