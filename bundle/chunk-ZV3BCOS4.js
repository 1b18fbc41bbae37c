import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/hosts/references.ts
function* references(value, open = "${", close = "}") {
  let from = 0;
  for (; ; ) {
    const start = value.indexOf(open, from);
    if (start === -1) return;
    const end = value.indexOf(close, start + open.length);
    if (end === -1) return;
    yield { start, end: end + close.length, inner: value.slice(start + open.length, end) };
    from = end + close.length;
  }
}
function containsReference(value) {
  return !references(value).next().done;
}

export {
  references,
  containsReference
};
