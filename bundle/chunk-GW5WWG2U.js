import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/source.ts
var MAX_FILE_BYTES = 5 * 1024 * 1024;
var SourceError = class extends Error {
  constructor(displayPath, reason) {
    super(`${displayPath}: ${reason}`);
    this.displayPath = displayPath;
    this.reason = reason;
    this.name = "SourceError";
  }
  displayPath;
  reason;
};
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decodeSource(path, displayPath, bytes) {
  if (bytes.length > MAX_FILE_BYTES) {
    throw new SourceError(
      displayPath,
      `file is ${formatBytes(bytes.length)}, over the ${formatBytes(MAX_FILE_BYTES)} limit for a config; check that it is the file you meant`
    );
  }
  if (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255) {
    throw new SourceError(displayPath, "file is UTF-16 encoded; MCP hosts read UTF-8: re-save it as UTF-8");
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new SourceError(displayPath, `file contains a NUL byte at offset ${nul}: it looks binary, not a config`);
  }
  let text;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new SourceError(displayPath, `file is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}): re-save it as UTF-8`);
  }
  const bom = text.charCodeAt(0) === 65279;
  if (bom) text = text.slice(1);
  return sourceFromText(path, displayPath, text, bom);
}
function sourceFromText(path, displayPath, text, bom = false) {
  const index = { starts: [0], scanned: 0 };
  const source = {
    path,
    displayPath,
    text,
    bom,
    // An accessor in the literal, so a spread copy (`{ ...source }`) still carries the whole index.
    get lineStarts() {
      extendLineIndex(index, this.text, this.text.length);
      return index.starts;
    },
    set lineStarts(value) {
      index.starts = value;
      index.scanned = Infinity;
    }
  };
  lineIndexes.set(source, index);
  return source;
}
var lineIndexes = /* @__PURE__ */ new WeakMap();
var lineIndexStats = { scanned: 0 };
function extendLineIndex(index, text, upTo) {
  if (index.scanned >= upTo) return;
  const { starts } = index;
  let i = index.scanned;
  lineIndexStats.scanned += upTo - i;
  for (; i < upTo; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  index.scanned = i;
}
function computeLineStarts(text) {
  const index = { starts: [0], scanned: 0 };
  extendLineIndex(index, text, text.length);
  return index.starts;
}
function positionAt(file, offset) {
  const clamped = Math.max(0, Math.min(offset, file.text.length));
  const index = lineIndexes.get(file);
  if (index) extendLineIndex(index, file.text, clamped);
  const starts = index ? index.starts : file.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if ((starts[mid] ?? 0) <= clamped) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: clamped - (starts[lo] ?? 0) + 1, offset: clamped };
}
function rangeAt(file, offset, length) {
  return { start: positionAt(file, offset), end: positionAt(file, offset + length) };
}
function detectEol(text) {
  const nl = text.indexOf("\n");
  return nl > 0 && text.charCodeAt(nl - 1) === 13 ? "\r\n" : "\n";
}
function firstInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    let need;
    let min;
    if (b < 128) {
      i++;
      continue;
    } else if (b >= 194 && b <= 223) [need, min] = [1, 128];
    else if (b >= 224 && b <= 239) [need, min] = [2, 2048];
    else if (b >= 240 && b <= 244) [need, min] = [3, 65536];
    else return i;
    let cp = b & 63 >> need;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === void 0 || (c & 192) !== 128) return i;
      cp = cp << 6 | c & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return bytes.length;
}
function formatBytes(n) {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}

export {
  MAX_FILE_BYTES,
  SourceError,
  decodeSource,
  sourceFromText,
  computeLineStarts,
  positionAt,
  rangeAt,
  detectEol
};
