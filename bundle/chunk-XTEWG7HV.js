import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/report/identity.ts
function occurrenceKeys(findings) {
  const seen = /* @__PURE__ */ new Map();
  return findings.map((f) => {
    const n = (seen.get(f.fingerprint) ?? 0) + 1;
    seen.set(f.fingerprint, n);
    return `${f.fingerprint}:${n}`;
  });
}

export {
  occurrenceKeys
};
