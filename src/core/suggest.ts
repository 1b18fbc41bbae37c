// "Did you mean …?": the closest known spelling of a mistyped word.

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbours
 * (optimal string alignment), so `tpye` is one edit from `type`.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rolling rows: the swap case looks two rows back.
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * editDistance when it is at most `max`, else `max + 1`, computing only the band of cells within
 * `max` of the diagonal and stopping once a whole row is past `max`: O(length × max), not
 * O(length²), and a length difference beyond `max` costs nothing.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  return banded(a, b, max).distance;
}

/** editDistanceWithin, and how many cells it computed (what a Suggester's budget counts). */
function banded(a: string, b: string, max: number): { distance: number; cells: number } {
  const over = max + 1;
  if (a === b) return { distance: 0, cells: 0 };
  if (Math.abs(a.length - b.length) > max) return { distance: over, cells: 0 };
  if (a.length === 0 || b.length === 0) return { distance: Math.max(a.length, b.length), cells: 0 };
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(over);
  let prev = new Array<number>(n + 1).fill(over);
  let row = new Array<number>(n + 1).fill(over);
  let cells = 0;
  for (let j = 0; j <= Math.min(n, max); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cells += hi - lo + 1;
    row[0] = i <= max ? i : over;
    // cells just outside the band are read by this row and the next: never stale
    if (lo > 1) row[lo - 1] = over;
    if (hi < n) row[hi + 1] = over;
    let rowMin = row[0]!;
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d = Math.min(d, over);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return { distance: over, cells };
    [prev2, prev, row] = [prev, row, prev2];
  }
  return { distance: Math.min(prev[n]!, over), cells };
}

/** How far a word may be from a candidate and still read as a typo of it: 1 edit per 3 letters, at least 1. */
export function typoBudget(word: string): number {
  return Math.max(1, Math.floor(word.length / 3));
}

/**
 * The candidate `word` is most likely a typo of (case-insensitive), or undefined when none is
 * close enough. An exact match returns undefined: the word is not a typo. When no candidate is a
 * few edits away, a word of 4+ letters that starts a candidate is read as a shortening of it
 * (`prompt` for `promptString`).
 */
export function closest(word: string, candidates: readonly string[], maxDistance = typoBudget(word)): string | undefined {
  if (candidates.includes(word)) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistanceWithin(lower, candidate.toLowerCase(), Math.min(maxDistance, bestDistance));
    if (d <= maxDistance && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined && lower.length >= 4) best = candidates.find((c) => c.toLowerCase().startsWith(lower));
  return best;
}

/** Suggestions past this length are not worth their cost: nobody mistypes a 300-character path by one letter. */
const MAX_SUGGESTED_LENGTH = 256;

/**
 * `closest` over one large, fixed list of candidates (a skill's files), asked many times. Each
 * question compares a short list, not every candidate: those with the same basename (a file in
 * another folder), and the NEIGHBOURS nearest the word in the list sorted forwards and sorted by the
 * reversed strings (a typo keeps either the start or the end of a path, so its target sorts next to
 * it one way or the other), nearest first. Distances are bounded, answers remembered, and a
 * suggester stops suggesting after `budget` distance cells in all, so its cost is linear in the
 * questions asked whatever the list's size. A list of up to SMALL_LIST candidates is compared in
 * full: there the answer is exactly `closest`'s.
 */
export class Suggester {
  private readonly exact: Set<string>;
  private readonly lower: string[];
  private readonly byBase = new Map<string, number[]>();
  /** Candidate indexes in order of their lower-cased text, and of that text reversed. */
  private readonly forwards: number[];
  private readonly backwards: number[];
  private readonly reversed: string[];
  private readonly answers = new Map<string, string | undefined>();
  private spent = 0;

  constructor(
    private readonly candidates: readonly string[],
    private readonly budget = 25_000_000,
  ) {
    this.exact = new Set(candidates);
    this.lower = candidates.map((c) => c.toLowerCase());
    this.reversed = this.lower.map(reverse);
    this.lower.forEach((c, index) => push(this.byBase, c.slice(c.lastIndexOf("/") + 1), index));
    const order = (texts: string[]) => texts.map((_, i) => i).sort((x, y) => compare(texts[x]!, texts[y]!) || x - y);
    this.forwards = order(this.lower);
    this.backwards = order(this.reversed);
  }

  /** The candidate `word` is most likely a typo of, as `closest(word, candidates, maxDistance)`. */
  closest(word: string, maxDistance = typoBudget(word)): string | undefined {
    const key = `${maxDistance}\u0000${word}`;
    if (this.answers.has(key)) return this.answers.get(key);
    const answer = this.compute(word, maxDistance);
    this.answers.set(key, answer);
    return answer;
  }

  private compute(word: string, maxDistance: number): string | undefined {
    if (this.exact.has(word)) return undefined;
    const lower = word.toLowerCase();
    if (lower.length > MAX_SUGGESTED_LENGTH) return undefined;
    let best = -1;
    let bestDistance = Infinity;
    for (const index of this.shortlist(lower)) {
      const candidate = this.lower[index]!;
      if (Math.abs(candidate.length - lower.length) > maxDistance) continue;
      if (this.spent > this.budget) return undefined;
      const { distance: d, cells } = banded(lower, candidate, Math.min(maxDistance, bestDistance));
      this.spent += cells;
      // ties go to the earlier candidate, as closest's single pass in list order gives them
      if (d <= maxDistance && (d < bestDistance || (d === bestDistance && index < best))) {
        best = index;
        bestDistance = d;
      }
    }
    if (best !== -1) return this.candidates[best];
    if (lower.length >= 4) return this.firstWithPrefix(lower);
    return undefined;
  }

  /** Every candidate of a small list; else same basename, then the nearest neighbours in both sort orders. */
  private shortlist(lower: string): Iterable<number> {
    if (this.candidates.length <= SMALL_LIST) return this.forwards;
    const picked = new Set<number>();
    for (const index of (this.byBase.get(lower.slice(lower.lastIndexOf("/") + 1)) ?? []).slice(0, NEIGHBOURS)) picked.add(index);
    const ends = [
      [this.forwards, lowerBound(this.forwards, this.lower, lower)],
      [this.backwards, lowerBound(this.backwards, this.reversed, reverse(lower))],
    ] as const;
    // nearest first, alternating sides and orders, so the bound tightens early
    for (let step = 0; step < NEIGHBOURS; step++) {
      for (const [order, at] of ends) {
        if (at + step < order.length) picked.add(order[at + step]!);
        if (at - step - 1 >= 0) picked.add(order[at - step - 1]!);
      }
    }
    return picked;
  }

  /** The earliest candidate (in list order) that starts with `lower`, among the first few in sorted order. */
  private firstWithPrefix(lower: string): string | undefined {
    let first = -1;
    for (let i = lowerBound(this.forwards, this.lower, lower), seen = 0; i < this.forwards.length && seen < 4 * NEIGHBOURS; i++, seen++) {
      const index = this.forwards[i]!;
      if (!this.lower[index]!.startsWith(lower)) break;
      if (first === -1 || index < first) first = index;
    }
    return first === -1 ? undefined : this.candidates[first];
  }
}

/** How many neighbours on each side of a word, in each sort order, are compared with it. */
const NEIGHBOURS = 16;
/** Lists this short are compared in full. */
const SMALL_LIST = 64;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function reverse(text: string): string {
  return [...text].reverse().join("");
}

/** The first position in `order` whose text is not below `key`. */
function lowerBound(order: readonly number[], texts: readonly string[], key: string): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (texts[order[mid]!]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
