import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/secrets/redact.ts
function redact(secret) {
  const chars = Array.from(secret);
  const n = chars.length;
  const shown = n >= 12 ? 4 : Math.min(2, Math.floor(n / 3));
  return `${chars.slice(0, shown).join("")}\u2026 (${n} ${n === 1 ? "char" : "chars"})`;
}
function scrub(text, secrets) {
  return scrubberFor(secrets)(text);
}
var scrubbers = /* @__PURE__ */ new WeakMap();
function scrubberFor(secrets) {
  const key = typeof secrets === "object" && secrets !== null ? secrets : void 0;
  const size = secrets instanceof Set ? secrets.size : -1;
  const cached = key ? scrubbers.get(key) : void 0;
  if (cached && cached.size === size && size !== -1) return cached.scrubber;
  const scrubber = buildScrubber(secrets);
  if (key && size !== -1) scrubbers.set(key, { size, scrubber });
  return scrubber;
}
function buildScrubber(secrets) {
  const replacement = /* @__PURE__ */ new Map();
  const jsonEscaped = (s) => JSON.stringify(s).slice(1, -1);
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    const redacted = redact(secret);
    const spellings = [[secret, redacted], [jsonEscaped(secret), jsonEscaped(redacted)], [encodeURIComponent(secret), redacted]];
    for (const [spelling, shown] of spellings) if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown);
  }
  if (replacement.size === 0) return (text) => text;
  const alternatives = [...replacement.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(alternatives.join("|"), "gi");
  return (text) => text.replace(pattern, (found) => replacement.get(found.toLowerCase()) ?? redact(found));
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  redact,
  scrub
};
