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
    const spellings2 = [[secret, redacted], [jsonEscaped(secret), jsonEscaped(redacted)], [encodeURIComponent(secret), redacted]];
    for (const [spelling, shown2] of spellings2) if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown2);
  }
  if (replacement.size === 0) return (text) => text;
  const spellings = [...replacement.keys()].sort((a, b) => b.length - a.length);
  const source = spellings.map(escapeRegExp).join("|");
  const shown = (found) => replacement.get(found.toLowerCase()) ?? redact(found);
  const filter = quadgramFilter(spellings);
  if (!filter) {
    const pattern = new RegExp(source, "gi");
    return (text) => text.replace(pattern, shown);
  }
  const at = new RegExp(source, "iy");
  const { step, table, shift } = filter;
  return (text) => {
    let out = "";
    let copied = 0;
    for (let sample = copied + step - 1; sample + QUAD <= text.length; sample += step) {
      const k = Math.imul(quadAt(text, sample), HASH) >>> shift;
      if ((table[k >>> 5] & 1 << (k & 31)) === 0) continue;
      for (let start = Math.max(copied, sample - step + 1); start <= sample; start++) {
        at.lastIndex = start;
        const m = at.exec(text);
        if (m === null) continue;
        out += text.slice(copied, start) + shown(m[0]);
        copied = start + m[0].length;
        sample = copied - 1;
        break;
      }
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}
var QUAD = 4;
var BITS_PER_ENTRY = 256;
var MAX_FILTER_BITS = 22;
function foldAscii(unit) {
  return unit >= 128 ? 255 : unit >= 65 && unit <= 90 ? unit | 32 : unit;
}
function quadAt(text, i) {
  return (foldAscii(text.charCodeAt(i)) << 24 | foldAscii(text.charCodeAt(i + 1)) << 16 | foldAscii(text.charCodeAt(i + 2)) << 8 | foldAscii(text.charCodeAt(i + 3))) >>> 0;
}
var HASH = 2654435761;
function quadgramFilter(spellings) {
  if (spellings.some((s) => s.length < QUAD || !/^[\x00-\x7f]*$/.test(s))) return void 0;
  let shortest = Infinity;
  for (const s of spellings) if (s.length < shortest) shortest = s.length;
  const step = shortest - QUAD + 1;
  const bits = Math.min(MAX_FILTER_BITS, Math.max(5, Math.ceil(Math.log2(spellings.length * step * BITS_PER_ENTRY))));
  const table = new Uint32Array(1 << bits - 5);
  const shift = 32 - bits;
  for (const s of spellings) {
    for (let offset = 0; offset < step; offset++) {
      const k = Math.imul(quadAt(s, offset), HASH) >>> shift;
      table[k >>> 5] |= 1 << (k & 31);
    }
  }
  return { step, table, shift };
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  redact,
  scrub
};
