import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-ZIYZMNLY.js";

// src/core/unified-diff.ts
var WINDOW = 48;
function unifiedDiff(name, before, after, options = {}) {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = matchLines(a, b);
  const context = options.context ?? 3;
  const show = options.show ?? ((l) => l);
  const out = [`--- a/${name}`, `+++ b/${name}`];
  let i = 0;
  while (i < ops.length) {
    while (i < ops.length && ops[i].kind === " ") i++;
    if (i >= ops.length) break;
    const start = Math.max(0, i - context);
    let end = i;
    for (; ; ) {
      while (end < ops.length && ops[end].kind !== " ") end++;
      let next = end;
      while (next < ops.length && ops[next].kind === " " && next - end < 2 * context) next++;
      if (next < ops.length && ops[next].kind !== " ") {
        end = next;
        continue;
      }
      end = Math.min(ops.length, end + context);
      break;
    }
    const hunk = ops.slice(start, end);
    const first = hunk[0];
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
  const ops = [];
  let i = 0;
  let j = 0;
  const agree = (x, y) => a[x] === b[y] && (x + 1 >= a.length || y + 1 >= b.length || a[x + 1] === b[y + 1]);
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: " ", line: a[i], a: i, b: j });
      i++;
      j++;
      continue;
    }
    let sync;
    for (let total = 1; total <= 2 * WINDOW && !sync; total++) {
      for (let k = Math.max(0, total - WINDOW); k <= Math.min(total, WINDOW); k++) {
        const x2 = i + k;
        const y2 = j + (total - k);
        if (x2 <= a.length && y2 <= b.length && (x2 === a.length && y2 === b.length ? true : x2 < a.length && y2 < b.length && agree(x2, y2))) {
          sync = [x2, y2];
          break;
        }
      }
    }
    const [x, y] = sync ?? [Math.min(a.length, i + WINDOW), Math.min(b.length, j + WINDOW)];
    for (; i < x; i++) ops.push({ kind: "-", line: a[i], a: i, b: j });
    for (; j < y; j++) ops.push({ kind: "+", line: b[j], a: i, b: j });
  }
  return ops;
}
export {
  unifiedDiff
};
