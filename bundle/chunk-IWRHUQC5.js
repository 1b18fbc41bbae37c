import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/keyword-search.ts
var KeywordSearch = class {
  constructor(keywords, wholeWords = []) {
    const whole = new Set(wholeWords.map((k) => k.toLowerCase()));
    const classOf = new Uint8Array(128);
    const words = [...new Set([...keywords, ...wholeWords].map((k) => k.toLowerCase()))].filter((k) => k.length > 0);
    let classes = 1;
    for (const w of words) {
      for (let i = 0; i < w.length; i++) {
        const c = w.charCodeAt(i);
        if (c > 127) throw new Error(`keyword "${w}" is not ASCII`);
        if (classOf[c] === 0) classOf[c] = classes++;
      }
    }
    for (let c = 65; c <= 90; c++) classOf[c] = classOf[c + 32];
    const children = [/* @__PURE__ */ new Map()];
    const ends = [[]];
    for (const w of words) {
      let s = 0;
      for (let i = 0; i < w.length; i++) {
        const c = classOf[w.charCodeAt(i)];
        let next = children[s].get(c);
        if (next === void 0) {
          next = children.length;
          children.push(/* @__PURE__ */ new Map());
          ends.push([]);
          children[s].set(c, next);
        }
        s = next;
      }
      ends[s].push(w);
    }
    const n = children.length;
    const table = new Int32Array(n * classes);
    const fail = new Int32Array(n);
    const queue = [];
    for (let c = 0; c < classes; c++) {
      const next = children[0].get(c);
      table[c] = next ?? 0;
      if (next !== void 0) queue.push(next);
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q];
      ends[s].push(...ends[fail[s]]);
      for (let c = 0; c < classes; c++) {
        const next = children[s].get(c);
        if (next !== void 0) {
          fail[next] = table[fail[s] * classes + c];
          table[s * classes + c] = next;
          queue.push(next);
        } else table[s * classes + c] = table[fail[s] * classes + c];
      }
    }
    const packed = new Int32Array(n * classes);
    for (let k = 0; k < table.length; k++) packed[k] = ends[table[k]].length > 0 ? ~(table[k] * classes) : table[k] * classes;
    const outputs = [];
    const allWhole = new Uint8Array(n);
    for (let k = 0; k < n; k++) {
      if (ends[k].length === 0) continue;
      allWhole[k] = ends[k].every((w) => whole.has(w)) ? 1 : 0;
      outputs[k] = [...new Set(ends[k])].sort((a, b) => b.length - a.length);
    }
    this.search = compileSearch(packed, classOf, classes, allWhole, outputs, whole);
  }
  /** Every occurrence of a keyword (case-insensitive), by where it starts; overlapping ones included. */
  search;
};
function compileSearch(table, classOf, classes, allWhole, outputs, whole) {
  const record = (text, i, state, at, keyword) => {
    if (allWhole[state] === 1 && isWordChar(text.charCodeAt(i + 1))) return;
    for (const k of outputs[state]) {
      const start = i - k.length + 1;
      if (whole.has(k) && (isWordChar(text.charCodeAt(start - 1)) || isWordChar(text.charCodeAt(i + 1)))) continue;
      let j = at.length;
      at.push(start);
      keyword.push(k);
      while (j > 0 && at[j - 1] > start) {
        at[j] = at[j - 1];
        keyword[j] = keyword[j - 1];
        j--;
      }
      at[j] = start;
      keyword[j] = k;
    }
  };
  return (text) => {
    const at = [];
    const keyword = [];
    const n = text.length;
    let row = 0;
    for (let base = 0; base < n; base += CHUNK) {
      const length = Math.min(CHUNK, n - base);
      const units = codeUnits(text, base, length);
      for (let k = 0; k < length; k++) {
        for (; k < length; k++) {
          const c = units[k];
          row = table[row + (c < 128 ? classOf[c] : 0)];
          if (row < 0) break;
        }
        if (k === length) break;
        row = ~row;
        record(text, base + k, row / classes | 0, at, keyword);
      }
    }
    return { at, keyword };
  };
}
var CHUNK = 1 << 16;
var scratch;
var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function codeUnits(text, base, length) {
  if (!scratch) {
    const bytes = Buffer.alloc(CHUNK * 2);
    scratch = { bytes, units: new Uint16Array(bytes.buffer, bytes.byteOffset, CHUNK) };
  }
  if (LITTLE_ENDIAN) scratch.bytes.write(base === 0 && length === text.length ? text : text.slice(base, base + length), 0, "utf16le");
  else for (let i = 0; i < length; i++) scratch.units[i] = text.charCodeAt(base + i);
  return scratch.units;
}
function isWordChar(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 45;
}

export {
  KeywordSearch
};
