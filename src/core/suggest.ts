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
    const d = editDistance(lower, candidate.toLowerCase());
    if (d <= maxDistance && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined && lower.length >= 4) best = candidates.find((c) => c.toLowerCase().startsWith(lower));
  return best;
}
