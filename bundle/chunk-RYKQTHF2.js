import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/suggest.ts
function editDistanceWithin(a, b, max) {
  return banded(a, b, max).distance;
}
function banded(a, b, max) {
  const over = max + 1;
  if (a === b) return { distance: 0, cells: 0 };
  if (Math.abs(a.length - b.length) > max) return { distance: over, cells: 0 };
  if (a.length === 0 || b.length === 0) return { distance: Math.max(a.length, b.length), cells: 0 };
  const n = b.length;
  let prev2 = new Array(n + 1).fill(over);
  let prev = new Array(n + 1).fill(over);
  let row = new Array(n + 1).fill(over);
  let cells = 0;
  for (let j = 0; j <= Math.min(n, max); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cells += hi - lo + 1;
    row[0] = i <= max ? i : over;
    if (lo > 1) row[lo - 1] = over;
    if (hi < n) row[hi + 1] = over;
    let rowMin = row[0];
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d = Math.min(d, over);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return { distance: over, cells };
    [prev2, prev, row] = [prev, row, prev2];
  }
  return { distance: Math.min(prev[n], over), cells };
}
function typoBudget(word) {
  return Math.max(1, Math.floor(word.length / 3));
}
function closest(word, candidates, maxDistance = typoBudget(word)) {
  if (candidates.includes(word)) return void 0;
  const lower = word.toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistanceWithin(lower, candidate.toLowerCase(), Math.min(maxDistance, bestDistance));
    if (d <= maxDistance && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === void 0 && lower.length >= 4) best = candidates.find((c) => c.toLowerCase().startsWith(lower));
  return best;
}
var MAX_SUGGESTED_LENGTH = 256;
var Suggester = class {
  constructor(candidates, budget = 25e6) {
    this.candidates = candidates;
    this.budget = budget;
    this.exact = new Set(candidates);
    this.lower = candidates.map((c) => c.toLowerCase());
    this.reversed = this.lower.map(reverse);
    this.lower.forEach((c, index) => push(this.byBase, c.slice(c.lastIndexOf("/") + 1), index));
    const order = (texts) => texts.map((_, i) => i).sort((x, y) => compare(texts[x], texts[y]) || x - y);
    this.forwards = order(this.lower);
    this.backwards = order(this.reversed);
  }
  candidates;
  budget;
  exact;
  lower;
  byBase = /* @__PURE__ */ new Map();
  /** Candidate indexes in order of their lower-cased text, and of that text reversed. */
  forwards;
  backwards;
  reversed;
  answers = /* @__PURE__ */ new Map();
  spent = 0;
  /** The candidate `word` is most likely a typo of, as `closest(word, candidates, maxDistance)`. */
  closest(word, maxDistance = typoBudget(word)) {
    const key = `${maxDistance}\0${word}`;
    if (this.answers.has(key)) return this.answers.get(key);
    const answer = this.compute(word, maxDistance);
    this.answers.set(key, answer);
    return answer;
  }
  compute(word, maxDistance) {
    if (this.exact.has(word)) return void 0;
    const lower = word.toLowerCase();
    if (lower.length > MAX_SUGGESTED_LENGTH) return void 0;
    let best = -1;
    let bestDistance = Infinity;
    for (const index of this.shortlist(lower)) {
      const candidate = this.lower[index];
      if (Math.abs(candidate.length - lower.length) > maxDistance) continue;
      if (this.spent > this.budget) return void 0;
      const { distance: d, cells } = banded(lower, candidate, Math.min(maxDistance, bestDistance));
      this.spent += cells;
      if (d <= maxDistance && (d < bestDistance || d === bestDistance && index < best)) {
        best = index;
        bestDistance = d;
      }
    }
    if (best !== -1) return this.candidates[best];
    if (lower.length >= 4) return this.firstWithPrefix(lower);
    return void 0;
  }
  /** Every candidate of a small list; else same basename, then the nearest neighbours in both sort orders. */
  shortlist(lower) {
    if (this.candidates.length <= SMALL_LIST) return this.forwards;
    const picked = /* @__PURE__ */ new Set();
    for (const index of (this.byBase.get(lower.slice(lower.lastIndexOf("/") + 1)) ?? []).slice(0, NEIGHBOURS)) picked.add(index);
    const ends = [
      [this.forwards, lowerBound(this.forwards, this.lower, lower)],
      [this.backwards, lowerBound(this.backwards, this.reversed, reverse(lower))]
    ];
    for (let step = 0; step < NEIGHBOURS; step++) {
      for (const [order, at] of ends) {
        if (at + step < order.length) picked.add(order[at + step]);
        if (at - step - 1 >= 0) picked.add(order[at - step - 1]);
      }
    }
    return picked;
  }
  /** The earliest candidate (in list order) that starts with `lower`, among the first few in sorted order. */
  firstWithPrefix(lower) {
    let first = -1;
    for (let i = lowerBound(this.forwards, this.lower, lower), seen = 0; i < this.forwards.length && seen < 4 * NEIGHBOURS; i++, seen++) {
      const index = this.forwards[i];
      if (!this.lower[index].startsWith(lower)) break;
      if (first === -1 || index < first) first = index;
    }
    return first === -1 ? void 0 : this.candidates[first];
  }
};
var NEIGHBOURS = 16;
var SMALL_LIST = 64;
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function reverse(text) {
  return [...text].reverse().join("");
}
function lowerBound(order, texts, key) {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (texts[order[mid]] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export {
  closest,
  Suggester
};
