// A unified diff of two texts (`mcp-audit --diff`), in linear time. Fixes change a few lines here and
// there, so instead of a minimal diff (Myers is O(N·D): quadratic when a fix touches every line), lines
// are matched greedily: on a mismatch, the nearest line the two texts share again (fewest lines skipped
// in both), within a bounded window, is where they re-synchronise. Any output is a valid diff of the two texts; it is
// minimal whenever the changes are local, which is what fixes make.

/** How far ahead (lines, in each text) a mismatch looks for the texts to agree again. */
const WINDOW = 48;

/** Line comparisons made, for the complexity test (operation counts do not depend on the machine's load). */
export const diffStats = { comparisons: 0 };

export interface DiffOptions {
  /** Lines of context around each change (default 3). */
  context?: number;
  /** Applied to every line shown (redaction of secrets, escaping). */
  show?: (line: string) => string;
}

/** `--- a/<name>` / `+++ b/<name>` and the hunks; empty when the texts are equal. */
/** `n` lines from index `a` of the old text and `b` of the new: equal (" "), removed ("-") or added ("+"). */
type Run = { kind: " " | "-" | "+"; a: number; b: number; n: number };

/** `--- a/<name>` / `+++ b/<name>` and the hunks; empty when the texts are equal. */
export function unifiedDiff(name: string, before: string, after: string, options: DiffOptions = {}): string {
  if (before === after) return "";
  // Lines keep their terminator, so a newline added or removed at the end is a change like any other.
  const a = splitLines(before);
  const b = splitLines(after);
  const runs = matchLines(a, b);
  const context = options.context ?? 3;
  const show = options.show ?? ((l: string) => l);
  const out: string[] = [`--- a/${name}`, `+++ b/${name}`];
  const emit = (kind: string, line: string) => {
    out.push(`${kind}${show(line.replace(/\r?\n$/, ""))}`);
    if (!line.endsWith("\n")) out.push("\\ No newline at end of file");
  };
  let r = 0;
  while (r < runs.length) {
    if (runs[r]!.kind === " ") {
      r++;
      continue;
    }
    // A hunk: changes whose equal runs between them are at most 2·context lines, with context around.
    let last = r;
    for (;;) {
      const gap = runs[last + 1];
      if (!gap) break;
      if (gap.kind !== " ") last++;
      else if (gap.n <= 2 * context && last + 2 < runs.length) last += 2;
      else break;
    }
    const lead = r > 0 && runs[r - 1]!.kind === " " ? Math.min(context, runs[r - 1]!.n) : 0;
    const tail = last + 1 < runs.length && runs[last + 1]!.kind === " " ? Math.min(context, runs[last + 1]!.n) : 0;
    const first = runs[r]!;
    const aStart = first.a - lead;
    const bStart = first.b - lead;
    let aCount = lead + tail;
    let bCount = lead + tail;
    for (let k = r; k <= last; k++) {
      const run = runs[k]!;
      if (run.kind !== "+") aCount += run.n;
      if (run.kind !== "-") bCount += run.n;
    }
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`);
    for (let x = aStart; x < first.a; x++) emit(" ", a[x]!);
    for (let k = r; k <= last; k++) {
      const run = runs[k]!;
      for (let x = 0; x < run.n; x++) emit(run.kind, run.kind === "+" ? b[run.b + x]! : a[run.a + x]!);
    }
    if (tail > 0) {
      const after = runs[last + 1]!;
      for (let x = 0; x < tail; x++) emit(" ", a[after.a + x]!);
    }
    r = last + 1;
  }
  return `${out.join("\n")}\n`;
}

/** `start,count` with 1-based start; an empty range is shown at the line before it, as diff(1) does. */
function range(start0: number, count: number): string {
  const start = count === 0 ? start0 : start0 + 1;
  return count === 1 ? `${start}` : `${start},${count}`;
}

/** Lines with their terminators (`"a\n"`, and a last one without when the text does not end in one). */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let at = 0;
  for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", at)) {
    lines.push(text.slice(at, nl + 1));
    at = nl + 1;
  }
  if (at < text.length) lines.push(text.slice(at));
  return lines;
}

/** The runs turning `a` into `b`: equal lines in one run, each re-synchronisation's removals and additions. */
function matchLines(a: readonly string[], b: readonly string[]): Run[] {
  const runs: Run[] = [];
  const push = (kind: Run["kind"], x: number, y: number, n: number) => {
    if (n > 0) runs.push({ kind, a: x, b: y, n });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const i0 = i;
    const j0 = j;
    while (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    }
    diffStats.comparisons += i - i0 + 1;
    push(" ", i0, j0, i - i0);
    if (i >= a.length && j >= b.length) break;
    // The nearest point (fewest lines skipped in total) where both texts share a line again, or both end.
    let sync: [number, number] | undefined;
    for (let total = 1; total <= 2 * WINDOW && !sync; total++) {
      for (let k = Math.max(0, total - WINDOW); k <= Math.min(total, WINDOW); k++) {
        diffStats.comparisons++;
        const x = i + k;
        const y = j + (total - k);
        if ((x === a.length && y === b.length) || (x < a.length && y < b.length && a[x] === b[y])) {
          sync = [x, y];
          break;
        }
      }
    }
    // No shared line in the window: this much of each text is replaced, and the search goes on from there.
    const [x, y] = sync ?? [Math.min(a.length, i + WINDOW), Math.min(b.length, j + WINDOW)];
    push("-", i, j, x - i);
    push("+", x, j, y - j);
    i = x;
    j = y;
  }
  return runs;
}
