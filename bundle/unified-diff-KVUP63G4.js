import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-RLJ674YX.js";

// src/core/unified-diff.ts
var WINDOW = 48;
var diffStats = { comparisons: 0 };
function unifiedDiff(name, before, after, options = {}) {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const runs = matchLines(a, b);
  const context = options.context ?? 3;
  const show = options.show ?? ((l) => l);
  const out = [`--- a/${name}`, `+++ b/${name}`];
  const emit = (kind, line) => {
    out.push(`${kind}${show(line.replace(/\r?\n$/, ""))}`);
    if (!line.endsWith("\n")) out.push("\\ No newline at end of file");
  };
  let r = 0;
  while (r < runs.length) {
    if (runs[r].kind === " ") {
      r++;
      continue;
    }
    let last = r;
    for (; ; ) {
      const gap = runs[last + 1];
      if (!gap) break;
      if (gap.kind !== " ") last++;
      else if (gap.n <= 2 * context && last + 2 < runs.length) last += 2;
      else break;
    }
    const lead = r > 0 && runs[r - 1].kind === " " ? Math.min(context, runs[r - 1].n) : 0;
    const tail = last + 1 < runs.length && runs[last + 1].kind === " " ? Math.min(context, runs[last + 1].n) : 0;
    const first = runs[r];
    const aStart = first.a - lead;
    const bStart = first.b - lead;
    let aCount = lead + tail;
    let bCount = lead + tail;
    for (let k = r; k <= last; k++) {
      const run = runs[k];
      if (run.kind !== "+") aCount += run.n;
      if (run.kind !== "-") bCount += run.n;
    }
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`);
    for (let x = aStart; x < first.a; x++) emit(" ", a[x]);
    for (let k = r; k <= last; k++) {
      const run = runs[k];
      for (let x = 0; x < run.n; x++) emit(run.kind, run.kind === "+" ? b[run.b + x] : a[run.a + x]);
    }
    if (tail > 0) {
      const after2 = runs[last + 1];
      for (let x = 0; x < tail; x++) emit(" ", a[after2.a + x]);
    }
    r = last + 1;
  }
  return `${out.join("\n")}
`;
}
function range(start0, count) {
  const start = count === 0 ? start0 : start0 + 1;
  return count === 1 ? `${start}` : `${start},${count}`;
}
function splitLines(text) {
  const lines = [];
  let at = 0;
  for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", at)) {
    lines.push(text.slice(at, nl + 1));
    at = nl + 1;
  }
  if (at < text.length) lines.push(text.slice(at));
  return lines;
}
function matchLines(a, b) {
  const runs = [];
  const push = (kind, x, y, n) => {
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
    let sync;
    for (let total = 1; total <= 2 * WINDOW && !sync; total++) {
      for (let k = Math.max(0, total - WINDOW); k <= Math.min(total, WINDOW); k++) {
        diffStats.comparisons++;
        const x2 = i + k;
        const y2 = j + (total - k);
        if (x2 === a.length && y2 === b.length || x2 < a.length && y2 < b.length && a[x2] === b[y2]) {
          sync = [x2, y2];
          break;
        }
      }
    }
    const [x, y] = sync ?? [Math.min(a.length, i + WINDOW), Math.min(b.length, j + WINDOW)];
    push("-", i, j, x - i);
    push("+", x, j, y - j);
    i = x;
    j = y;
  }
  return runs;
}
export {
  diffStats,
  unifiedDiff
};
