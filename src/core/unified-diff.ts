// A unified diff of two texts (`mcp-audit --diff`), in linear time. Fixes change a few lines here and
// there, so instead of a minimal diff (Myers is O(N·D): quadratic when a fix touches every line), lines
// are matched greedily: on a mismatch, the nearest re-synchronisation within a bounded window is taken
// (two equal lines in a row, or the last line). Any output is a valid diff of the two texts; it is
// minimal whenever the changes are local, which is what fixes make.

/** How far ahead (lines, in each text) a mismatch looks for the texts to agree again. */
const WINDOW = 48;

export interface DiffOptions {
  /** Lines of context around each change (default 3). */
  context?: number;
  /** Applied to every line shown (redaction of secrets, escaping). */
  show?: (line: string) => string;
}

type Op = { kind: " " | "-" | "+"; line: string; a: number; b: number };

/** `--- a/<name>` / `+++ b/<name>` and the hunks; empty when the texts are equal. */
export function unifiedDiff(name: string, before: string, after: string, options: DiffOptions = {}): string {
  if (before === after) return "";
  // Lines keep their terminator, so a newline added or removed at the end is a change like any other.
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = matchLines(a, b);
  const context = options.context ?? 3;
  const show = options.show ?? ((l: string) => l);
  const out: string[] = [`--- a/${name}`, `+++ b/${name}`];
  let i = 0;
  while (i < ops.length) {
    while (i < ops.length && ops[i]!.kind === " ") i++;
    if (i >= ops.length) break;
    const start = Math.max(0, i - context);
    let end = i;
    for (;;) {
      while (end < ops.length && ops[end]!.kind !== " ") end++;
      // the next change within 2·context equal lines joins this hunk
      let next = end;
      while (next < ops.length && ops[next]!.kind === " " && next - end < 2 * context) next++;
      if (next < ops.length && ops[next]!.kind !== " ") {
        end = next;
        continue;
      }
      end = Math.min(ops.length, end + context);
      break;
    }
    const hunk = ops.slice(start, end);
    const first = hunk[0]!;
    const aCount = hunk.filter((o) => o.kind !== "+").length;
    const bCount = hunk.filter((o) => o.kind !== "-").length;
    out.push(`@@ -${range(first.a, aCount)} +${range(first.b, bCount)} @@`);
    for (const o of hunk) {
      const text = o.line.replace(/\r?\n$/, "");
      out.push(`${o.kind}${show(text)}`);
      if (!o.line.endsWith("\n")) out.push("\\ No newline at end of file");
    }
    i = end;
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

/** The line operations turning `a` into `b` (a 0-based index into each text on every op). */
function matchLines(a: readonly string[], b: readonly string[]): Op[] {
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  const agree = (x: number, y: number) => a[x] === b[y] && (x + 1 >= a.length || y + 1 >= b.length || a[x + 1] === b[y + 1]);
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: " ", line: a[i]!, a: i, b: j });
      i++;
      j++;
      continue;
    }
    // The nearest point (fewest lines skipped in total) where both texts agree again.
    let sync: [number, number] | undefined;
    for (let total = 1; total <= 2 * WINDOW && !sync; total++) {
      for (let k = Math.max(0, total - WINDOW); k <= Math.min(total, WINDOW); k++) {
        const x = i + k;
        const y = j + (total - k);
        if (x <= a.length && y <= b.length && (x === a.length && y === b.length ? true : x < a.length && y < b.length && agree(x, y))) {
          sync = [x, y];
          break;
        }
      }
    }
    // No agreement in the window: this much of each text is replaced, and the search goes on from there.
    const [x, y] = sync ?? [Math.min(a.length, i + WINDOW), Math.min(b.length, j + WINDOW)];
    for (; i < x; i++) ops.push({ kind: "-", line: a[i]!, a: i, b: j });
    for (; j < y; j++) ops.push({ kind: "+", line: b[j]!, a: i, b: j });
  }
  return ops;
}
