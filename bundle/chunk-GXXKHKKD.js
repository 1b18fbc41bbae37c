import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  __require,
  satisfies,
  valid,
  validRange
} from "./chunk-H5NEIHFH.js";

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
var lenientUtf8 = new TextDecoder("utf-8", { ignoreBOM: true });
function decodeSource(path7, displayPath, bytes, lenient = false) {
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
    text = (lenient ? lenientUtf8 : utf8).decode(bytes);
  } catch {
    throw new SourceError(displayPath, `file is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}): re-save it as UTF-8`);
  }
  const bom = text.charCodeAt(0) === 65279;
  if (bom) text = text.slice(1);
  return sourceFromText(path7, displayPath, text, bom);
}
function sourceFromText(path7, displayPath, text, bom = false) {
  const index = { starts: [0], scanned: 0 };
  const source = {
    path: path7,
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

// src/project/versions.ts
import fs3 from "node:fs";
import path3 from "node:path";

// src/core/listed-folders.ts
import fs from "node:fs";
import path from "node:path";
var NAMES = /* @__PURE__ */ new Map([
  [".git", 1 << 0],
  ["package.json", 1 << 2],
  ["npm-shrinkwrap.json", 1 << 4],
  ["package-lock.json", 1 << 6],
  ["pnpm-lock.yaml", 1 << 8],
  ["yarn.lock", 1 << 10],
  [".claude-plugin", 1 << 12]
]);
var MANIFEST = 1 << 14;
var MANIFEST_LINK = 1 << 15;
var MANIFEST_KNOWN = 1 << 16;
var PLUGIN_DIR = NAMES.get(".claude-plugin");
var PLUGIN_IS_DIR = 1 << 17;
var PLUGIN_MANIFEST_PATH = ".claude-plugin/plugin.json";
var known = /* @__PURE__ */ new Map();
function forgetListedFolders() {
  known = /* @__PURE__ */ new Map();
}
function factsOfListing(entries2) {
  let bits = 0;
  for (const e of entries2) {
    const bit = NAMES.get(e.name);
    if (bit === void 0) continue;
    bits |= e.type === "symlink" ? bit << 1 : bit;
    if (bit === PLUGIN_DIR && e.type === "dir") bits |= PLUGIN_IS_DIR;
  }
  return { bits };
}
function notePluginFolder(parent, entries2) {
  let bits = MANIFEST_KNOWN;
  for (const e of entries2) if (e.name === "plugin.json") bits |= e.type === "symlink" ? MANIFEST_LINK : MANIFEST;
  parent.bits |= bits;
}
function keepListedFolder(dir, facts) {
  if (known.has(dir)) return false;
  known.set(dir, facts);
  return true;
}
function listedExists(dir, name) {
  const facts = known.get(dir);
  if (facts === void 0) return void 0;
  const { bits } = facts;
  if (name === PLUGIN_MANIFEST_PATH) {
    if ((bits & (PLUGIN_DIR | PLUGIN_DIR << 1)) === 0) return false;
    if ((bits & PLUGIN_DIR << 1) !== 0) return void 0;
    if ((bits & PLUGIN_IS_DIR) === 0) return false;
    if ((bits & MANIFEST_KNOWN) === 0) return void 0;
    if ((bits & MANIFEST_LINK) !== 0) return void 0;
    return (bits & MANIFEST) !== 0;
  }
  const bit = NAMES.get(name);
  if (bit === void 0 || (bits & bit << 1) !== 0) return void 0;
  return (bits & bit) !== 0;
}
function existsIn(dir, name) {
  return listedExists(dir, name) ?? fs.existsSync(path.join(dir, name));
}

// src/core/yaml.ts
var yaml;
var load = () => yaml ??= __require("./vendor/yaml.cjs");
var MAX_YAML_DEPTH = 256;
var NESTING_CODE = "NESTING";
function parseYamlDocument(text, options = {}) {
  return parseYaml(text, options).document;
}
function parseYaml(text, options = {}) {
  const { Composer, Parser, YAMLParseError: ParseError } = load();
  const { maxDepth = MAX_YAML_DEPTH, ...rest } = options;
  const composerOptions = { ...rest, uniqueKeys: false, prettyErrors: false };
  const simple = maxDepth >= 1 ? simpleMapping(text) : void 0;
  const lexed = simple ? simple.tokens : lex(text, maxDepth);
  const nodes = simple ? [simple.document] : [];
  if (!simple && Array.isArray(lexed)) {
    const parser = new Parser();
    for (const token of lexed) for (const node2 of parser.next(token)) nodes.push(node2);
    for (const node2 of parser.end()) nodes.push(node2);
  }
  const deep = simple ? void 0 : Array.isArray(lexed) ? tooDeep(nodes, maxDepth) : lexed.deep;
  const composer = new Composer(composerOptions);
  let doc;
  for (const composed of composer.compose(deep === void 0 ? nodes : [], true, text.length)) {
    if (!doc) doc = composed;
    else {
      doc.errors.push(new ParseError([composed.range[0], composed.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
      break;
    }
  }
  const document = doc;
  if (deep !== void 0) {
    document.errors.push(new ParseError([deep, deep + 1], NESTING_CODE, `YAML nested deeper than ${maxDepth} levels: no config needs this, the file is likely corrupt or hostile`));
    return { text, document, tokens: void 0, libraryErrors: [] };
  }
  const libraryErrors = [...document.errors];
  const duplicates = duplicateKeys(document, ParseError);
  if (duplicates.length > 0) {
    document.errors.push(...duplicates);
    document.errors.sort((a, b) => a.pos[0] - b.pos[0]);
  }
  return { text, document, tokens: lexed, libraryErrors };
}
var KEY_FIRST = /[A-Za-z0-9_]/y;
var SIMPLE_LINE = /([A-Za-z0-9_][A-Za-z0-9_-]*): ([^\x00-\x20\x7f-\uffff\-?:,[\]{}#&*!|>'"%@`](?:[^\x00-\x1f\x7f-\uffff#:]|:(?![ \n]))*)\n/y;
function simpleMapping(text) {
  if (text.length === 0) return void 0;
  KEY_FIRST.lastIndex = 0;
  if (!KEY_FIRST.test(text)) return void 0;
  const { CST } = load();
  const tokens = [CST.DOCUMENT];
  const items = [];
  let at = 0;
  while (at < text.length) {
    SIMPLE_LINE.lastIndex = at;
    const m = SIMPLE_LINE.exec(text);
    if (!m) return void 0;
    const key = m[1];
    const value = m[2];
    if (value.charCodeAt(value.length - 1) === 32) return void 0;
    const colon = at + key.length;
    const valueAt = colon + 2;
    const newline = valueAt + value.length;
    tokens.push(CST.SCALAR, key, ":", " ", CST.SCALAR, value, "\n");
    items.push({
      start: [],
      key: { type: "scalar", offset: at, indent: 0, source: key },
      sep: [
        { type: "map-value-ind", offset: colon, indent: 0, source: ":" },
        { type: "space", offset: colon + 1, indent: 0, source: " " }
      ],
      value: { type: "scalar", offset: valueAt, indent: 0, source: value, end: [{ type: "newline", offset: newline, indent: 0, source: "\n" }] }
    });
    at = newline + 1;
  }
  return { tokens, document: { type: "document", offset: 0, start: [], value: { type: "block-map", offset: 0, indent: 0, items } } };
}
function lex(text, maxDepth) {
  const { CST, Lexer } = load();
  const tokens = [];
  let offset = 0;
  let flow = 0;
  let compact = 0;
  for (const token of new Lexer().lex(text)) {
    tokens.push(token);
    if (token === CST.DOCUMENT || token === CST.SCALAR || token === CST.FLOW_END) continue;
    switch (CST.tokenType(token)) {
      case "flow-map-start":
      case "flow-seq-start":
        if (++flow + compact > maxDepth) return { deep: offset };
        break;
      case "flow-map-end":
      case "flow-seq-end":
        if (flow > 0) flow--;
        break;
      case "seq-item-ind":
      case "explicit-key-ind":
        if (flow === 0 && flow + ++compact > maxDepth) return { deep: offset };
        break;
      case "newline":
        compact = 0;
        break;
    }
    offset += token.length;
  }
  return tokens;
}
function tooDeep(tokens, maxDepth) {
  const stack = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop();
    if (token.type === "document") {
      if (token.value) stack.push([token.value, depth]);
      continue;
    }
    if (token.type !== "block-map" && token.type !== "block-seq" && token.type !== "flow-collection") continue;
    if (depth + 1 > maxDepth) return token.offset;
    for (const item of token.items) {
      if (item.key) stack.push([item.key, depth + 1]);
      if (item.value) stack.push([item.value, depth + 1]);
    }
  }
  return void 0;
}
function duplicateKeys(document, ParseError) {
  const { isMap, isScalar, isSeq, isPair } = load();
  const out = [];
  const stack = [document.contents];
  while (stack.length > 0) {
    const node2 = stack.pop();
    if (isMap(node2)) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of node2.items) {
        if (!isPair(pair)) continue;
        const key = pair.key;
        if (isScalar(key)) {
          if (!Number.isNaN(key.value) && seen.has(key.value)) {
            const at = key.range?.[0] ?? 0;
            out.push(new ParseError([at, at + 1], "DUPLICATE_KEY", "Map keys must be unique"));
          }
          seen.add(key.value);
        } else if (key) stack.push(key);
        if (pair.value) stack.push(pair.value);
      }
    } else if (isSeq(node2)) {
      for (const item of node2.items) stack.push(item);
    } else if (isPair(node2)) {
      stack.push(node2.key, node2.value);
    }
  }
  return out;
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => " ".repeat(index));
var maxCachedValues = 200;
var byLineBreak = (indent) => {
  const table = {};
  for (const eol of ["\n", "\r", "\r\n"]) {
    let strings;
    Object.defineProperty(table, eol, { enumerable: true, get: () => strings ??= new Array(maxCachedValues).fill(0).map((_, index) => eol + indent.repeat(index)) });
  }
  return table;
};
var cachedBreakLinesWithSpaces = { " ": byLineBreak(" "), "	": byLineBreak("	") };

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path7) {
  if (!root) {
    return void 0;
  }
  let node2 = root;
  for (let segment of path7) {
    if (typeof segment === "string") {
      if (node2.type !== "object" || !Array.isArray(node2.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode2 of node2.children) {
        if (Array.isArray(propertyNode2.children) && propertyNode2.children[0].value === segment && propertyNode2.children.length === 2) {
          node2 = propertyNode2.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node2.type !== "array" || index < 0 || !Array.isArray(node2.children) || index >= node2.children.length) {
        return void 0;
      }
      node2 = node2.children[index];
    }
  }
  return node2;
}
function getNodePath(node2) {
  if (!node2.parent || !node2.parent.children) {
    return [];
  }
  const path7 = getNodePath(node2.parent);
  if (node2.parent.type === "property") {
    const key = node2.parent.children[0].value;
    path7.push(key);
  } else if (node2.parent.type === "array") {
    const index = node2.parent.children.indexOf(node2);
    if (index !== -1) {
      path7.push(index);
    }
  }
  return path7;
}
function contains(node2, offset, includeRightBound = false) {
  return offset >= node2.offset && offset < node2.offset + node2.length || includeRightBound && offset === node2.offset + node2.length;
}
function findNodeAtOffset(node2, offset, includeRightBound = false) {
  if (contains(node2, offset, includeRightBound)) {
    const children = node2.children;
    if (Array.isArray(children)) {
      for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
        const item = findNodeAtOffset(children[i], offset, includeRightBound);
        if (item) {
          return item;
        }
      }
    }
    return node2;
  }
  return void 0;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var createScanner2 = createScanner;
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var findNodeAtOffset2 = findNodeAtOffset;
var getNodePath2 = getNodePath;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// src/core/json.ts
var Kind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  LineCommentTrivia: 12,
  BlockCommentTrivia: 13,
  LineBreakTrivia: 14,
  Trivia: 15,
  EOF: 17
};
var MAX_JSON_DEPTH = 256;
function parseJson(text, jsonc) {
  const depth = openersAtMost(text, MAX_JSON_DEPTH) ? { depth: 0, offset: 0 } : nestingDepth(text);
  if (depth.depth > MAX_JSON_DEPTH) {
    return {
      tree: void 0,
      fatal: true,
      problems: [
        {
          offset: depth.offset,
          length: 1,
          kind: "syntax",
          message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`
        }
      ]
    };
  }
  const errors = [];
  const tree = parseTree2(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const problems = errors.map((e) => ({
    offset: e.offset,
    length: Math.max(e.length, 1),
    kind: "syntax",
    message: describeParseError(printParseErrorCode(e.error))
  }));
  if (!jsonc && mayHoldJsoncOnlySyntax(text)) problems.push(...jsoncOnlySyntax(text));
  problems.sort((a, b) => a.offset - b.offset);
  const fatal = tree === void 0 || problems.some((p) => p.kind === "syntax");
  return { tree, problems, fatal };
}
function strictJsonSyntaxError(text) {
  const errors = [];
  parseTree2(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return "not valid JSON";
  const starts = computeLineStarts(text);
  let line = 0;
  for (let lo = 0, hi = starts.length - 1; lo <= hi; ) {
    const mid = lo + hi >> 1;
    if (starts[mid] <= first.offset) {
      line = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return `line ${line + 1}, column ${first.offset - starts[line] + 1}: ${describeParseError(printParseErrorCode(first.error))}`;
}
function describeParseError(code) {
  const known3 = {
    InvalidSymbol: "unexpected character",
    InvalidNumberFormat: "invalid number",
    PropertyNameExpected: "property name expected",
    ValueExpected: "value expected",
    ColonExpected: "':' expected",
    CommaExpected: "',' expected",
    CloseBraceExpected: "'}' expected",
    CloseBracketExpected: "']' expected",
    EndOfFileExpected: "end of file expected (more than one top-level value)",
    InvalidCommentToken: "invalid comment",
    UnexpectedEndOfComment: "comment is not closed",
    UnexpectedEndOfString: "string is not closed",
    UnexpectedEndOfNumber: "number is not finished",
    InvalidUnicode: "invalid \\u escape",
    InvalidEscapeCharacter: "invalid escape character",
    InvalidCharacter: "invalid character in string (control characters must be escaped)"
  };
  return known3[code] ?? code;
}
function openersAtMost(text, max) {
  let n = 0;
  for (const opener of ["{", "["]) for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1)) if (++n > max) return false;
  return true;
}
var COMMA_BEFORE_CLOSE = /,[ \t\r\n]*[}\]]/;
function mayHoldJsoncOnlySyntax(text) {
  return text.includes("//") || text.includes("/*") || COMMA_BEFORE_CLOSE.test(text);
}
function jsoncOnlySyntax(text) {
  const out = [];
  const scanner = createScanner2(text, false);
  let lastSignificant;
  let lastCommaOffset = -1;
  for (let kind = scanner.scan(); kind !== Kind.EOF; kind = scanner.scan()) {
    if (kind === Kind.LineCommentTrivia || kind === Kind.BlockCommentTrivia) {
      out.push({
        offset: scanner.getTokenOffset(),
        length: scanner.getTokenLength(),
        kind: "comment",
        message: "comments are not valid here"
      });
      continue;
    }
    if (kind === Kind.Trivia || kind === Kind.LineBreakTrivia) continue;
    if ((kind === Kind.CloseBraceToken || kind === Kind.CloseBracketToken) && lastSignificant === Kind.CommaToken) {
      out.push({ offset: lastCommaOffset, length: 1, kind: "trailing-comma", message: "trailing commas are not valid here" });
    }
    if (kind === Kind.CommaToken) lastCommaOffset = scanner.getTokenOffset();
    lastSignificant = kind;
  }
  return out;
}
function nestingDepth(text) {
  const scanner = createScanner2(text, true);
  let depth = 0;
  let max = 0;
  let at = 0;
  for (let kind = scanner.scan(); kind !== Kind.EOF; kind = scanner.scan()) {
    if (kind === Kind.OpenBraceToken || kind === Kind.OpenBracketToken) {
      depth++;
      if (depth > max) {
        max = depth;
        at = scanner.getTokenOffset();
        if (max > MAX_JSON_DEPTH) break;
      }
    } else if (kind === Kind.CloseBraceToken || kind === Kind.CloseBracketToken) depth--;
  }
  return { depth: max, offset: at };
}
function nestedDeeperThan(value, max) {
  if (!isContainer(value)) return false;
  const height = /* @__PURE__ */ new Map();
  const onPath = /* @__PURE__ */ new Set();
  const stack = [];
  const enter = (node2) => {
    onPath.add(node2);
    stack.push({ node: node2, children: Array.isArray(node2) ? node2 : Object.values(node2), next: 0, height: 1 });
  };
  enter(value);
  if (max < 1) return true;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next === top.children.length) {
      stack.pop();
      onPath.delete(top.node);
      height.set(top.node, top.height);
      const parent = stack[stack.length - 1];
      if (parent) parent.height = Math.max(parent.height, top.height + 1);
      continue;
    }
    const child2 = top.children[top.next++];
    if (!isContainer(child2) || onPath.has(child2)) continue;
    const known3 = height.get(child2);
    if (known3 !== void 0) {
      top.height = Math.max(top.height, known3 + 1);
      if (stack.length + known3 > max) return true;
      continue;
    }
    if (stack.length + 1 > max) return true;
    enter(child2);
  }
  return false;
}
function isContainer(value) {
  return typeof value === "object" && value !== null;
}
function property(object, key) {
  if (object?.type !== "object" || !object.children) return void 0;
  let found;
  for (const prop of object.children) {
    const [k, v] = prop.children ?? [];
    if (k?.value === key && v) found = v;
  }
  return found;
}
function entries(object) {
  if (object?.type !== "object" || !object.children) return [];
  const out = [];
  for (const prop of object.children) {
    const [k, v] = prop.children ?? [];
    if (k && v && typeof k.value === "string") out.push({ key: k.value, keyNode: k, value: v, property: prop });
  }
  return out;
}
function stringValue(node2) {
  return node2?.type === "string" && typeof node2.value === "string" ? node2.value : void 0;
}
function escapePointerToken(token) {
  if (!token.includes("~") && !token.includes("/")) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function pointer(...tokens) {
  let out = "";
  for (const t of tokens) out += `/${escapePointerToken(String(t))}`;
  return out;
}
function isPlainString(text, node2) {
  let plain = plainStrings.get(node2);
  if (plain === void 0) plainStrings.set(node2, plain = text.slice(node2.offset, node2.offset + node2.length) === JSON.stringify(node2.value));
  return plain;
}
var plainStrings = /* @__PURE__ */ new WeakMap();
function replaceString(node2, newValue) {
  return { offset: node2.offset, length: node2.length, content: JSON.stringify(newValue) };
}
function replaceInString(text, node2, start, end, replacement) {
  const value = String(node2.value);
  if (isPlainString(text, node2)) {
    const encoded = JSON.stringify(replacement).slice(1, -1);
    return { offset: node2.offset + 1 + JSON.stringify(value.slice(0, start)).length - 2, length: JSON.stringify(value.slice(start, end)).length - 2, content: encoded };
  }
  return replaceString(node2, value.slice(0, start) + replacement + value.slice(end));
}
var layout;
function layoutOf(text) {
  if (layout?.text !== text) layout = { text, eol: detectEol(text), unit: measureIndentUnit(text), lineStarts: void 0, multiline: /* @__PURE__ */ new WeakMap() };
  return layout;
}
function lineStart(text, offset) {
  const l = layoutOf(text);
  const starts = l.lineStarts ??= computeLineStarts(text);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return starts[lo];
}
function indentationAt(text, offset) {
  const start = lineStart(text, offset);
  let end = start;
  while (end < offset && (text[end] === " " || text[end] === "	")) end++;
  return text.slice(start, end);
}
function indentUnit(text) {
  return layoutOf(text).unit;
}
function measureIndentUnit(text) {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return "  ";
  const ws = m[1];
  return ws.startsWith("	") ? "	" : ws.length >= 2 && ws.length <= 8 ? " ".repeat(ws.length) : "  ";
}
function eolOf(text) {
  return layoutOf(text).eol;
}
function spansLines(text, container) {
  const l = layoutOf(text);
  const known3 = l.multiline.get(container);
  if (known3 !== void 0) return known3;
  const last = container.children?.[container.children.length - 1];
  let multiline = false;
  if (last) multiline = lineStart(text, last.offset) > container.offset;
  l.multiline.set(container, multiline);
  return multiline;
}
function innerHoldsComment(text, container) {
  const inner = text.slice(container.offset + 1, container.offset + container.length - 1);
  return inner.includes("//") || inner.includes("/*");
}
function fillEmpty(text, container, memberAt) {
  const eol = eolOf(text);
  const base = indentationAt(text, container.offset);
  const inner = base + indentUnit(text);
  const close = container.offset + container.length - 1;
  if (!innerHoldsComment(text, container)) {
    return { offset: container.offset + 1, length: container.length - 2, content: `${eol}${inner}${memberAt(inner)}${eol}${base}` };
  }
  const closeLine = lineStart(text, close);
  if (closeLine > container.offset && text.slice(closeLine, close).trim() === "") {
    return { offset: closeLine, length: 0, content: `${inner}${memberAt(inner)}${eol}` };
  }
  let end = close;
  while (end > container.offset + 1 && (text[end - 1] === " " || text[end - 1] === "	")) end--;
  return { offset: end, length: close - end, content: `${eol}${inner}${memberAt(inner)}${eol}${base}` };
}
function serializeIndented(text, value, indent) {
  return JSON.stringify(value, null, indentUnit(text)).split("\n").map((line, i) => i === 0 ? line : indent + line).join(eolOf(text));
}
function insertIntoEmptyArray(text, array, value) {
  return fillEmpty(text, array, (indent) => serializeIndented(text, value, indent));
}
function insertArrayElement(text, array, index, valueJson) {
  const items = array.children ?? [];
  if (items.length === 0) {
    return { offset: array.offset + 1, length: 0, content: valueJson };
  }
  const multiline = spansLines(text, array);
  const eol = eolOf(text);
  if (index >= items.length) {
    const last = items[items.length - 1];
    const end = last.offset + last.length;
    const sep2 = multiline ? `,${eol}${indentationAt(text, last.offset)}` : ", ";
    return { offset: end, length: 0, content: sep2 + valueJson };
  }
  const at = items[index];
  const sep = multiline ? `,${eol}${indentationAt(text, at.offset)}` : ", ";
  return { offset: at.offset, length: 0, content: valueJson + sep };
}
function appendProperty(text, object, key, valueJson) {
  const props = object.children ?? [];
  const eol = eolOf(text);
  const member = `${JSON.stringify(key)}: ${valueJson}`;
  if (props.length === 0) return fillEmpty(text, object, () => member);
  const last = props[props.length - 1];
  const sep = spansLines(text, object) ? `,${eol}${indentationAt(text, last.offset)}` : ", ";
  return { offset: last.offset + last.length, length: 0, content: sep + member };
}
function serializeAt(text, offset, value) {
  return serializeIndented(text, value, indentationAt(text, offset));
}

// src/project/lockfiles.ts
var LockfileError = class extends Error {
};
function exactVersion(value) {
  return typeof value === "string" ? valid(value) ?? void 0 : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function own(object, key) {
  return isObject(object) && Object.hasOwn(object, key) ? object[key] : void 0;
}
function parseJsonObject(text, what) {
  let value;
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  try {
    value = JSON.parse(body);
  } catch {
    throw new LockfileError(`not valid JSON (${strictJsonSyntaxError(body)})`);
  }
  if (!isObject(value)) throw new LockfileError(`not a ${what} (the top level is not an object)`);
  return value;
}
function readNpmLock(text) {
  const lock = parseJsonObject(text, "package lock");
  const packages = own(lock, "packages");
  const dependencies = own(lock, "dependencies");
  if (packages === void 0 && dependencies === void 0 && own(lock, "lockfileVersion") === void 0) {
    throw new LockfileError("not a package lock (no lockfileVersion, packages or dependencies)");
  }
  const versionOf = (name, { importer }) => {
    if (isObject(packages)) {
      const keys = importer ? [`${importer}/node_modules/${name}`, `node_modules/${name}`] : [`node_modules/${name}`];
      for (const key of keys) {
        let entry = own(packages, key);
        const resolved = own(entry, "resolved");
        if (own(entry, "link") === true && typeof resolved === "string") entry = own(packages, resolved);
        const realName = own(entry, "name");
        if (realName !== void 0 && realName !== name) continue;
        const version = exactVersion(own(entry, "version"));
        if (version) return version;
      }
    }
    if (!importer) return exactVersion(own(own(dependencies, name), "version"));
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(packages, importer) !== void 0 };
}
var DEP_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"];
function pnpmVersion(raw) {
  if (typeof raw !== "string" && typeof raw !== "number") return void 0;
  let value = String(raw);
  const paren = value.indexOf("(");
  if (paren !== -1) value = value.slice(0, paren);
  const exact = exactVersion(value);
  if (exact) return exact;
  const underscore = value.indexOf("_");
  return underscore === -1 ? void 0 : exactVersion(value.slice(0, underscore));
}
var VERSION_WINDOW = 300;
function readPnpmLock(text) {
  let lock;
  try {
    const doc = parseYamlDocument(text);
    const error = doc.errors[0];
    if (error) throw error;
    lock = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    throw new LockfileError(`not valid YAML (${error.message.split("\n")[0]})`);
  }
  if (!isObject(lock) || own(lock, "lockfileVersion") === void 0) throw new LockfileError("not a pnpm lockfile (no lockfileVersion)");
  const importers = own(lock, "importers");
  const packageKeys = [...Object.keys(isObject(own(lock, "packages")) ? lock.packages : {}), ...Object.keys(isObject(own(lock, "snapshots")) ? lock.snapshots : {})];
  let byName;
  const keyVersions = () => {
    if (byName) return byName;
    byName = /* @__PURE__ */ new Map();
    for (const key of packageKeys) {
      const bare = key.startsWith("/") ? key.slice(1) : key;
      for (let i = 1; i < bare.length; i++) {
        const c = bare[i];
        if (c !== "@" && c !== "/") continue;
        const version = pnpmVersion(bare.slice(i + 1, i + 1 + VERSION_WINDOW));
        if (!version) continue;
        const name = bare.slice(0, i);
        let versions = byName.get(name);
        if (!versions) byName.set(name, versions = /* @__PURE__ */ new Set());
        versions.add(version);
      }
    }
    return byName;
  };
  const versionOf = (name, { importer }) => {
    const project = isObject(importers) ? own(importers, importer || ".") : importer ? void 0 : lock;
    for (const field of DEP_FIELDS) {
      const dep = own(own(project, field), name);
      const version = pnpmVersion(isObject(dep) ? own(dep, "version") : dep);
      if (version) return version;
    }
    const versions = keyVersions().get(name);
    return versions?.size === 1 ? [...versions][0] : void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(importers, importer) !== void 0 };
}
function readYarnLock(text) {
  const byName = /* @__PURE__ */ new Map();
  let current;
  let headers = 0;
  let content = 0;
  for (const rawLine of text.split(/\r?\n/)) {
    if (rawLine.trim() === "" || rawLine.startsWith("#")) continue;
    content++;
    if (!/^\s/.test(rawLine)) {
      current = void 0;
      if (!rawLine.endsWith(":")) continue;
      headers++;
      const names = /* @__PURE__ */ new Map();
      for (const descriptor of rawLine.slice(0, -1).split(",")) {
        const parsed = yarnDescriptor(descriptor.trim().replace(/^"|"$/g, ""));
        if (!parsed) continue;
        const ranges = names.get(parsed.name);
        if (ranges) ranges.push(parsed.range);
        else names.set(parsed.name, [parsed.range]);
      }
      if (names.size > 0) current = { names };
      continue;
    }
    const m = /^ {2}version:? "?([^"\s]+)"?\s*$/.exec(rawLine);
    if (current && m) {
      const version = exactVersion(m[1]);
      if (version) {
        for (const [name, ranges] of current.names) {
          const list = byName.get(name);
          if (list) list.push({ ranges, version });
          else byName.set(name, [{ ranges, version }]);
        }
      }
      current = void 0;
    }
  }
  if (content > 0 && headers === 0) throw new LockfileError("not a yarn lockfile (no entries could be read)");
  const answers = /* @__PURE__ */ new Map();
  const versionOf = (name, context) => {
    const key = `${name}\0${context.declared ?? ""}\0${context.declared === void 0}`;
    if (answers.has(key)) return answers.get(key);
    const answer = yarnVersionOf(name, context);
    answers.set(key, answer);
    return answer;
  };
  const yarnVersionOf = (name, { declared }) => {
    const entries2 = byName.get(name) ?? [];
    if (declared !== void 0) {
      const wanted = declared.replace(/^npm:/, "");
      const match = entries2.find((e) => e.ranges.includes(wanted));
      if (match) return match.version;
    }
    const versions = [...new Set(entries2.map((e) => e.version))];
    if (versions.length === 1) return versions[0];
    if (declared !== void 0 && validRange(declared)) {
      const satisfying = versions.filter((v) => satisfies(v, declared));
      if (satisfying.length === 1) return satisfying[0];
    }
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || text.includes(`@workspace:${importer}"`) || text.includes(`@workspace:${importer}:`) };
}
function yarnDescriptor(descriptor) {
  const at = descriptor.indexOf("@", descriptor.startsWith("@") ? 1 : 0);
  if (at <= 0) return void 0;
  const name = descriptor.slice(0, at);
  const range = descriptor.slice(at + 1).replace(/^npm:/, "");
  if (range.includes(":") || range.includes("@") || range.includes("/")) return void 0;
  return { name, range };
}
function readManifest(text) {
  const json = parseJsonObject(text, "package.json");
  const declared = /* @__PURE__ */ new Map();
  for (const field of DEP_FIELDS) {
    const deps = own(json, field);
    if (!isObject(deps)) continue;
    for (const [name, range] of Object.entries(deps)) if (typeof range === "string") declared.set(name, range);
  }
  return { name: own(json, "name"), workspaces: own(json, "workspaces") !== void 0, version: exactVersion(own(json, "version")), declared };
}

// src/project/root.ts
import fs2 from "node:fs";
import path2 from "node:path";
var LOCKFILES = ["npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock"];
function exists(dir, name) {
  const listed = listedExists(dir, name);
  if (listed !== void 0) return listed;
  const file = path2.join(dir, name);
  try {
    return fs2.statSync(file, { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
function isBoundary(dir, stopDir) {
  return dir === stopDir || exists(dir, ".git");
}
function findProjectRoot(startDir, stopDir) {
  const stop = stopDir === void 0 ? void 0 : path2.resolve(stopDir);
  let dir = path2.resolve(startDir);
  for (; ; ) {
    if (exists(dir, "package.json") || LOCKFILES.some((f) => exists(dir, f))) {
      return { root: dir, boundary: findBoundary(dir, stop) };
    }
    if (isBoundary(dir, stop)) return void 0;
    const parent = path2.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function findBoundary(from, stop) {
  let dir = from;
  for (; ; ) {
    if (isBoundary(dir, stop)) return dir;
    const parent = path2.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function lockfileCandidates(location) {
  const dirs = [];
  let dir = location.root;
  for (; ; ) {
    dirs.push(dir);
    if (dir === location.boundary) return dirs;
    const parent = path2.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}

// src/project/versions.ts
var NO_PROJECT = { root: void 0, npmVersion: () => void 0 };
var MAX_PROJECT_FILE_BYTES = 64 * 1024 * 1024;
var NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;
var READERS = {
  "npm-shrinkwrap.json": readNpmLock,
  "package-lock.json": readNpmLock,
  "pnpm-lock.yaml": readPnpmLock,
  "yarn.lock": readYarnLock
};
var factsByRoot = /* @__PURE__ */ new Map();
var lockfilesByDir = /* @__PURE__ */ new Map();
function lockfilesIn(dir) {
  let present = lockfilesByDir.get(dir);
  if (present === void 0) {
    present = LOCKFILES.filter((f) => existsIn(dir, f));
    lockfilesByDir.set(dir, present);
  }
  return present;
}
function loadProjectFacts(startDir, stopDir) {
  const location = findProjectRoot(startDir, stopDir);
  if (!location) return NO_PROJECT;
  const key = `${location.root}\0${location.boundary ?? ""}`;
  let facts = factsByRoot.get(key);
  if (!facts) {
    facts = createFacts(location);
    factsByRoot.set(key, facts);
  }
  return facts;
}
function createFacts(location) {
  const { root } = location;
  const problems = [];
  const files = /* @__PURE__ */ new Map();
  function load4(file, parse3) {
    if (listedExists(path3.dirname(file), path3.basename(file)) === false) return void 0;
    let stat;
    try {
      stat = fs3.statSync(file, { throwIfNoEntry: false });
    } catch {
      return void 0;
    }
    if (!stat?.isFile()) return void 0;
    const signature = `${stat.size}:${stat.mtimeMs}`;
    const cached = files.get(file);
    if (cached?.signature === signature) return cached.value;
    let value;
    try {
      if (stat.size > MAX_PROJECT_FILE_BYTES) throw new LockfileError(`larger than ${MAX_PROJECT_FILE_BYTES / 1024 / 1024} MB`);
      value = parse3(fs3.readFileSync(file, "utf8"));
    } catch (error) {
      const reason = error instanceof LockfileError ? error.message : `could not be read (${error.code ?? error.message})`;
      const problem = `${file}: ${reason}; the versions it holds are ignored`;
      if (!problems.includes(problem)) problems.push(problem);
    }
    files.set(file, { signature, value });
    return value;
  }
  const manifestAt = (dir) => load4(path3.join(dir, "package.json"), readManifest);
  const relative = (file) => path3.relative(root, file).split(path3.sep).join("/");
  let lockDir;
  function findLockDir() {
    for (const dir of lockfileCandidates(location)) {
      const present = lockfilesIn(dir);
      if (present.length === 0) continue;
      const importer = path3.relative(dir, root).split(path3.sep).join("/");
      if (importer === "") return { dir, importer };
      const covers = present.some((f) => {
        const lookup = load4(path3.join(dir, f), READERS[f]);
        return lookup?.hasImporter(importer) === true || f === "yarn.lock" && manifestAt(dir)?.workspaces === true;
      });
      return covers ? { dir, importer } : null;
    }
    return null;
  }
  function npmVersion(name) {
    if (!NPM_NAME.test(name)) return void 0;
    const declared = manifestAt(root)?.declared.get(name);
    lockDir ??= findLockDir();
    if (lockDir) {
      for (const lockfile of LOCKFILES) {
        const file = path3.join(lockDir.dir, lockfile);
        const version = load4(file, READERS[lockfile])?.versionOf(name, { importer: lockDir.importer, declared });
        if (version) return { version, source: relative(file) };
      }
    }
    const moduleDirs = lockDir && lockDir.dir !== root ? [root, lockDir.dir] : [root];
    for (const dir of moduleDirs) {
      const file = path3.join(dir, "node_modules", ...name.split("/"), "package.json");
      const installed = load4(file, readManifest);
      if (installed && installed.name === name && installed.version) return { version: installed.version, source: relative(file) };
    }
    const exact = exactVersion(declared);
    return exact ? { version: exact, source: "package.json" } : void 0;
  }
  return { root, npmVersion, problems };
}

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
  const long = /* @__PURE__ */ new Map();
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    const redacted = redact(secret);
    const spellings = [[secret, redacted], [jsonEscaped(secret), jsonEscaped(redacted)]];
    const encoded = percentEncoded(secret);
    if (encoded !== void 0) spellings.push([encoded, redacted]);
    for (const [spelling, shown] of spellings) {
      if (spelling.length > MAX_REGEX_SPELLING) {
        if (!long.has(asciiLower(spelling))) long.set(asciiLower(spelling), shown);
      } else if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown);
    }
  }
  if (replacement.size === 0 && long.size === 0) return (text) => text;
  const rest = replacement.size > 0 ? scrubberOf([...replacement.keys()].sort((a, b) => b.length - a.length), replacement) : (text) => text;
  if (long.size === 0) return rest;
  const ordered = [...long.keys()].sort((a, b) => b.length - a.length);
  return (text) => rest(replaceLong(text, ordered, long));
}
var MAX_REGEX_SPELLING = 2048;
function asciiLower(text) {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}
function replaceLong(text, long, replacement) {
  let out = text;
  for (const spelling of long) {
    const haystack = asciiLower(out);
    let at = haystack.indexOf(spelling);
    if (at === -1) continue;
    let built = "";
    let copied = 0;
    for (; at !== -1; at = haystack.indexOf(spelling, at + spelling.length)) {
      built += out.slice(copied, at) + replacement.get(spelling);
      copied = at + spelling.length;
    }
    out = built + out.slice(copied);
  }
  return out;
}
function scrubberOf(spellings, replacement) {
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
function percentEncoded(secret) {
  try {
    return encodeURIComponent(secret);
  } catch {
    return void 0;
  }
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

// src/launchers/index.ts
var VALUE_OPTIONS = {
  // npm exec / npx: https://docs.npmjs.com/cli/commands/npm-exec (plus the npm config flags seen in configs)
  npm: /* @__PURE__ */ new Set([
    "-p",
    "--package",
    "-c",
    "--call",
    "--registry",
    "--cache",
    "--userconfig",
    "--prefix",
    "-w",
    "--workspace",
    "--loglevel",
    "--node-options",
    "--script-shell",
    "--proxy",
    "--https-proxy",
    "--ca",
    "--cafile",
    "--scope",
    "--otp",
    "--globalconfig",
    "--location",
    "--include",
    "--omit",
    "--before",
    "--tag"
  ]),
  // pnpm dlx: https://pnpm.io/cli/dlx
  pnpm: /* @__PURE__ */ new Set(["--package", "--registry", "-C", "--dir", "--reporter", "--filter", "-F", "--allow-build"]),
  // yarn dlx: https://yarnpkg.com/cli/dlx
  yarn: /* @__PURE__ */ new Set(["-p", "--package", "--cwd"]),
  // bunx: https://bun.sh/docs/cli/bunx
  bun: /* @__PURE__ */ new Set(["-p", "--package", "--registry", "--cwd"]),
  // uv tool run: https://docs.astral.sh/uv/reference/cli/#uv-tool-run
  uv: /* @__PURE__ */ new Set([
    "--from",
    "--with",
    "-w",
    "--with-editable",
    "--with-requirements",
    "--python",
    "-p",
    "--index",
    "--index-url",
    "--extra-index-url",
    "--default-index",
    "--find-links",
    "-f",
    "--constraints",
    "-c",
    "--overrides",
    "--env-file",
    "--directory",
    "--project",
    "--cache-dir",
    "--python-preference",
    "--index-strategy",
    "--keyring-provider",
    "--resolution",
    "--prerelease",
    "--exclude-newer",
    "--config-file",
    "--color",
    "--build-constraints",
    "-b",
    "--config-setting",
    "-C",
    "--link-mode",
    "--refresh-package",
    "--reinstall-package",
    "--upgrade-package",
    "-P",
    "--no-binary-package",
    "--no-build-package",
    "--allow-insecure-host",
    "--python-platform",
    "--torch-backend"
  ]),
  // pipx run: https://pipx.pypa.io/stable/docs/#pipx-run
  pipx: /* @__PURE__ */ new Set(["--spec", "--python", "--index-url", "-i", "--pip-args", "--backend", "--fetch-python"]),
  // docker run / podman run: https://docs.docker.com/reference/cli/docker/container/run/, https://docs.podman.io/en/latest/markdown/podman-run.1.html
  docker: /* @__PURE__ */ new Set([
    "-e",
    "--env",
    "--env-file",
    "-v",
    "--volume",
    "--mount",
    "-p",
    "--publish",
    "--name",
    "--network",
    "--net",
    "-w",
    "--workdir",
    "-u",
    "--user",
    "--entrypoint",
    "-l",
    "--label",
    "--label-file",
    "-h",
    "--hostname",
    "--cap-add",
    "--cap-drop",
    "--device",
    "--add-host",
    "--dns",
    "--ipc",
    "--pid",
    "--platform",
    "--pull",
    "--restart",
    "--runtime",
    "--security-opt",
    "--shm-size",
    "--tmpfs",
    "--ulimit",
    "--userns",
    "--uts",
    "--volumes-from",
    "-m",
    "--memory",
    "--cpus",
    "--cpu-shares",
    "-c",
    "--gpus",
    "--log-driver",
    "--log-opt",
    "--mac-address",
    "--ip",
    "--ip6",
    "--network-alias",
    "--stop-signal",
    "--stop-timeout",
    "--cidfile",
    "--cgroupns",
    "--cgroup-parent",
    "--group-add",
    "--health-cmd",
    "--health-interval",
    "--health-retries",
    "--health-timeout",
    "--health-start-period",
    "--health-start-interval",
    "--attach",
    "-a",
    "--expose",
    "--link",
    "--link-local-ip",
    "--sysctl",
    "--storage-opt",
    "--isolation",
    "--kernel-memory",
    "--memory-swap",
    "--memory-reservation",
    "--memory-swappiness",
    "--oom-score-adj",
    "--pids-limit",
    "--blkio-weight",
    "--blkio-weight-device",
    "--cpu-period",
    "--cpu-quota",
    "--cpu-rt-period",
    "--cpu-rt-runtime",
    "--cpuset-cpus",
    "--cpuset-mems",
    "--cpu-count",
    "--cpu-percent",
    "--detach-keys",
    "--domainname",
    "--dns-option",
    "--dns-opt",
    "--dns-search",
    "--device-cgroup-rule",
    "--device-read-bps",
    "--device-read-iops",
    "--device-write-bps",
    "--device-write-iops",
    "--io-maxbandwidth",
    "--io-maxiops",
    "--volume-driver",
    "--annotation",
    "--secret",
    // podman-only
    "--arch",
    "--os",
    "--variant",
    "--authfile",
    "--cert-dir",
    "--creds",
    "--decryption-key",
    "--cgroups",
    "--conmon-pidfile",
    "--gidmap",
    "--uidmap",
    "--subgidname",
    "--subuidname",
    "--hostuser",
    "--image-volume",
    "--init-ctr",
    "--pod",
    "--pod-id-file",
    "--preserve-fds",
    "--requires",
    "--sdnotify",
    "--seccomp-policy",
    "--systemd",
    "--timeout",
    "--tz",
    "--umask",
    "--unsetenv",
    "--passwd-entry",
    "--group-entry",
    "--chrootdirs",
    "--personality",
    "--pidfile",
    "--rdt-class",
    "--retry",
    "--retry-delay",
    "--log-level",
    "--init-path",
    "--env-merge",
    "--hosts-file"
  ]),
  // docker exec / podman exec: https://docs.docker.com/reference/cli/docker/container/exec/
  dockerExec: /* @__PURE__ */ new Set(["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--preserve-fds"]),
  // global options written before the subcommand (`docker --context x run`, `podman --remote run`)
  dockerGlobal: /* @__PURE__ */ new Set(["--context", "-c", "--host", "-H", "--config", "--log-level", "-l", "--tlscacert", "--tlscert", "--tlskey", "--connection", "--url", "--identity", "--root", "--runroot", "--storage-driver", "--cgroup-manager", "--events-backend", "--network-cmd-path", "--tmpdir", "--module"])
};
var DOCKER_BUNDLABLE = /* @__PURE__ */ new Set(["i", "t", "d", "q", "P"]);
function parseLaunch(command, args) {
  const whole = parseFrom(executableName(command), args, 0);
  if (whole || !/\s/.test(command.trim())) return whole;
  return parsePacked(command, args);
}
function parsePacked(command, args) {
  const words = commandWords(command);
  if (words.length < 2 || !KNOWN_EXECUTABLES.has(executableName(words[0].value))) return void 0;
  const packed = words.slice(1);
  const k = packed.length;
  const launch = parseFrom(executableName(words[0].value), [...packed.map((w) => w.value), ...args], 0);
  if (!launch) return void 0;
  const shift = (index) => index < 0 ? index : index < k ? -1 : index - k;
  const base = (index) => index >= 0 && index < k && packed[index].plain ? packed[index].start : void 0;
  for (const pkg of launch.packages) {
    const at = pkg.argIndex;
    if (at >= 0 && at < k) {
      const b = base(at);
      if (b === void 0) {
        pkg.nameStart = pkg.nameEnd = pkg.versionStart = pkg.versionEnd = -1;
      } else {
        pkg.nameStart += b;
        pkg.nameEnd += b;
        pkg.versionStart += b;
        pkg.versionEnd += b;
      }
    }
    pkg.argIndex = shift(at);
  }
  for (const option of launch.options) {
    const b = base(option.valueIndex);
    if (option.valueIndex >= 0 && option.valueIndex < k) option.valueOffset = b === void 0 ? -1 : option.valueOffset + b;
    option.argIndex = shift(option.argIndex);
    option.valueIndex = shift(option.valueIndex);
  }
  for (const file of launch.requirementFiles ?? []) file.argIndex = shift(file.argIndex);
  launch.programArgsStart = Math.max(0, launch.programArgsStart - k);
  launch.argsOffset = Math.max(0, launch.argsOffset - k);
  launch.packed = true;
  return launch;
}
var KNOWN_EXECUTABLES = /* @__PURE__ */ new Set(["cmd", "env", "npx", "npm", "pnpm", "pnpx", "yarn", "bunx", "bun", "uvx", "uv", "pipx", "docker", "podman"]);
function commandWords(line) {
  const words = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i])) i++;
    if (i >= line.length) break;
    const start = i;
    let value = "";
    let plain = true;
    while (i < line.length && !/\s/.test(line[i])) {
      const c = line[i];
      if (c === "'" || c === '"') {
        plain = false;
        const close = line.indexOf(c, i + 1);
        const end = close === -1 ? line.length : close;
        value += line.slice(i + 1, end);
        i = end + 1;
      } else if (c === "\\" && i + 1 < line.length) {
        plain = false;
        value += line[i + 1];
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    words.push({ value, start, plain });
  }
  return words;
}
function executableName(command) {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}
function parseFrom(exe, args, offset) {
  switch (exe) {
    case "cmd": {
      let i = offset;
      while (i < args.length && /^\/[a-z]$/i.test(args[i]) && !/^\/[ck]$/i.test(args[i])) i++;
      if (i < args.length && /^\/[ck]$/i.test(args[i]) && args[i + 1] !== void 0) {
        return parseFrom(executableName(args[i + 1]), args, i + 2);
      }
      return void 0;
    }
    case "env": {
      let i = offset;
      while (i < args.length) {
        const arg = args[i];
        if (arg === "-u" || arg === "--unset") i += 2;
        else if (arg.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(arg)) i++;
        else break;
      }
      return args[i] === void 0 ? void 0 : parseFrom(executableName(args[i]), args, i + 1);
    }
    case "npx":
      return parseNodeRunner("npx", "npm", args, offset, []);
    case "npm":
      return subcommand(args, offset, VALUE_OPTIONS.npm, ["exec", "x"], (at, before) => parseNodeRunner("npm exec", "npm", args, at, before));
    case "pnpm":
      return subcommand(args, offset, VALUE_OPTIONS.pnpm, ["dlx"], (at, before) => parseNodeRunner("pnpm dlx", "pnpm", args, at, before));
    case "pnpx":
      return parseNodeRunner("pnpm dlx", "pnpm", args, offset, []);
    case "yarn":
      return subcommand(args, offset, VALUE_OPTIONS.yarn, ["dlx"], (at, before) => parseNodeRunner("yarn dlx", "yarn", args, at, before));
    case "bunx":
      return parseNodeRunner("bunx", "bun", args, offset, []);
    case "bun":
      return subcommand(args, offset, VALUE_OPTIONS.bun, ["x"], (at, before) => parseNodeRunner("bunx", "bun", args, at, before));
    case "uvx":
      return parsePythonRunner("uvx", args, offset, []);
    case "uv":
      return subcommand(args, offset, VALUE_OPTIONS.uv, ["tool", "run"], (at, before) => {
        if (args[at - 1] === "run") return parseUvRun(args, at, before);
        return args[at] === "run" ? parsePythonRunner("uvx", args, at + 1, before) : void 0;
      });
    case "pipx":
      return subcommand(args, offset, VALUE_OPTIONS.pipx, ["run"], (at, before) => parsePythonRunner("pipx run", args, at, before));
    case "docker":
    case "podman": {
      const runner = exe === "docker" ? "docker run" : "podman run";
      return subcommand(args, offset, VALUE_OPTIONS.dockerGlobal, ["run", "container", "exec"], (at, before) => {
        if (args[at - 1] === "run") return parseContainerRun(runner, args, at, before);
        if (args[at - 1] === "exec") return parseContainerExec(args, at);
        if (args[at] === "exec") return parseContainerExec(args, at + 1);
        return args[at] === "run" ? parseContainerRun(runner, args, at + 1, before) : void 0;
      });
    }
    default:
      return void 0;
  }
}
function subcommand(args, offset, valueOptions, names, then) {
  const scanned = scanOptions(args, offset, valueOptions);
  if (scanned.dashDash) return void 0;
  const word = args[scanned.positional];
  if (word === void 0 || !names.includes(word)) return void 0;
  return then(scanned.positional + 1, scanned.options);
}
function scanOptions(args, start, valueOptions, bundlable) {
  const options = [];
  let i = start;
  while (i < args.length) {
    const arg = args[i];
    if (arg === "--") return { options, positional: i + 1, dashDash: true };
    if (!arg.startsWith("-") || arg === "-") break;
    const eq = arg.indexOf("=");
    if (arg.startsWith("--") && eq !== -1) {
      options.push({ flag: arg.slice(0, eq), value: arg.slice(eq + 1), argIndex: i, valueIndex: i, valueOffset: eq + 1 });
      i++;
      continue;
    }
    if (valueOptions.has(arg)) {
      const value = args[i + 1];
      options.push({ flag: arg, value, argIndex: i, valueIndex: value === void 0 ? -1 : i + 1, valueOffset: 0 });
      i += value === void 0 ? 1 : 2;
      continue;
    }
    if (!arg.startsWith("--") && arg.length > 2) {
      if (bundlable) {
        let consumed = 1;
        for (let k = 1; k < arg.length; k++) {
          const short = `-${arg[k]}`;
          if (valueOptions.has(short)) {
            if (k + 1 < arg.length) {
              options.push({ flag: short, value: arg.slice(k + 1), argIndex: i, valueIndex: i, valueOffset: k + 1 });
            } else {
              const value = args[i + 1];
              options.push({ flag: short, value, argIndex: i, valueIndex: value === void 0 ? -1 : i + 1, valueOffset: 0 });
              if (value !== void 0) consumed = 2;
            }
            break;
          }
          options.push({ flag: short, value: void 0, argIndex: i, valueIndex: -1, valueOffset: 0 });
        }
        i += consumed;
        continue;
      }
      if (valueOptions.has(arg.slice(0, 2))) {
        options.push({ flag: arg.slice(0, 2), value: arg.slice(2), argIndex: i, valueIndex: i, valueOffset: 2 });
        i++;
        continue;
      }
    }
    options.push({ flag: arg, value: void 0, argIndex: i, valueIndex: -1, valueOffset: 0 });
    i++;
  }
  return { options, positional: i, dashDash: false };
}
function parseNodeRunner(runner, family, args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]);
  const options = [...before, ...scanned.options];
  const fromOptions = options.filter((o) => (o.flag === "-p" || o.flag === "--package") && o.value !== void 0 && o.valueIndex !== -1).map((o) => npmPackageRef(o.value, o.valueIndex, o.valueOffset));
  const positional = scanned.positional;
  const head = args[positional];
  if (fromOptions.length > 0) {
    return {
      runner,
      ecosystem: "npm",
      packages: fromOptions,
      bin: head,
      programArgsStart: head === void 0 ? args.length : positional + 1,
      options,
      argsOffset: start
    };
  }
  if (head === void 0) return void 0;
  return {
    runner,
    ecosystem: "npm",
    packages: [npmPackageRef(head, positional, 0)],
    bin: void 0,
    programArgsStart: positional + 1,
    options,
    argsOffset: start
  };
}
function parsePythonRunner(runner, args, start, before) {
  const family = runner === "uvx" ? "uv" : "pipx";
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]);
  const options = [...before, ...scanned.options];
  const fromFlag = runner === "uvx" ? "--from" : "--spec";
  const from = options.find((o) => o.flag === fromFlag && o.value !== void 0 && o.valueIndex !== -1);
  const extras = runner === "uvx" ? options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== void 0 && o.valueIndex !== -1).flatMap((o) => withRequirements(o)) : [];
  const head = args[scanned.positional];
  if (from) {
    return {
      runner,
      ecosystem: "pypi",
      packages: [pypiPackageRef(from.value, from.valueIndex, from.valueOffset), ...extras],
      bin: head,
      programArgsStart: head === void 0 ? args.length : scanned.positional + 1,
      options,
      argsOffset: start
    };
  }
  if (head === void 0) return void 0;
  return {
    runner,
    ecosystem: "pypi",
    packages: [pypiPackageRef(head, scanned.positional, 0), ...extras],
    bin: void 0,
    programArgsStart: scanned.positional + 1,
    options,
    argsOffset: start
  };
}
function withRequirements(option) {
  const value = option.value;
  const refs = [];
  let from = 0;
  for (let k = 0; k <= value.length; k++) {
    if (k === value.length || value[k] === "," && /[A-Za-z0-9]/.test(value[k + 1] ?? "")) {
      const token = value.slice(from, k);
      if (token.trim() !== "") refs.push(pypiPackageRef(token, option.valueIndex, option.valueOffset + from));
      from = k + 1;
    }
  }
  return refs;
}
function parseContainerRun(runner, args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.docker, DOCKER_BUNDLABLE);
  const image = args[scanned.positional];
  if (image === void 0) return void 0;
  return {
    runner,
    ecosystem: "oci",
    packages: [imageRef(image, scanned.positional)],
    bin: void 0,
    programArgsStart: scanned.positional + 1,
    options: [...before, ...scanned.options],
    argsOffset: start
  };
}
function parseContainerExec(args, start) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.dockerExec, DOCKER_BUNDLABLE);
  const program = args[scanned.positional + 1];
  if (args[scanned.positional] === void 0 || program === void 0) return void 0;
  return parseFrom(executableName(program), args, scanned.positional + 2);
}
function parseUvRun(args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.uv);
  const options = [...before, ...scanned.options];
  const withs = options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== void 0 && o.valueIndex !== -1);
  const files = options.filter((o) => o.flag === "--with-requirements" && o.value !== void 0 && o.valueIndex !== -1);
  if (withs.length === 0 && files.length === 0) return void 0;
  const head = args[scanned.positional];
  const launch = {
    runner: "uv run",
    ecosystem: "pypi",
    packages: withs.flatMap((o) => withRequirements(o)),
    bin: head,
    programArgsStart: head === void 0 ? args.length : scanned.positional + 1,
    options,
    argsOffset: start
  };
  if (files.length > 0) launch.requirementFiles = files.map((o) => ({ path: o.value, argIndex: o.valueIndex }));
  return launch;
}
var NPM_SOURCE_SPEC = /^(git\+|git:|git@|ssh:|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|portal:|workspace:|patch:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i;
function npmPackageRef(token, argIndex, base) {
  const scoped = token.startsWith("@");
  const at = token.indexOf("@", scoped ? 1 : 0);
  const name = at === -1 ? token : token.slice(0, at);
  const spec = at === -1 ? void 0 : token.slice(at + 1);
  const looksLikeSource = NPM_SOURCE_SPEC.test(token) || !scoped && name.includes("/") || scoped && !name.includes("/");
  return {
    ecosystem: "npm",
    name: looksLikeSource ? token : name,
    written: token,
    spec: looksLikeSource ? void 0 : spec,
    specKind: looksLikeSource ? "other" : classifyNpmSpec(spec),
    argIndex,
    nameStart: base,
    nameEnd: base + (looksLikeSource ? token.length : name.length),
    versionStart: base + (looksLikeSource ? token.length : name.length),
    versionEnd: base + token.length
  };
}
function classifyNpmSpec(spec) {
  while (spec !== void 0 && /^npm:/i.test(spec)) {
    const inner = spec.slice(4);
    const at = inner.indexOf("@", inner.startsWith("@") ? 1 : 0);
    spec = at === -1 ? void 0 : inner.slice(at + 1);
  }
  if (spec === void 0 || spec === "") return "none";
  let kind = specKinds.get(spec);
  if (kind === void 0) {
    if (specKinds.size >= MAX_REMEMBERED_SPECS) specKinds.clear();
    specKinds.set(spec, kind = classifyPlainSpec(spec));
  }
  return kind;
}
var specKinds = /* @__PURE__ */ new Map();
var MAX_REMEMBERED_SPECS = 1e4;
function classifyPlainSpec(spec) {
  if (NPM_SOURCE_SPEC.test(spec) || spec.includes("/") || spec.includes(":")) return "other";
  if (valid(spec)) return "exact";
  if (validRange(spec)) return "range";
  return "tag";
}
var PEP440_VERSION = /^v?(\d+!)?\d+(\.\d+)*([-_.]?(a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?([-_.]?(post|rev|r)[-_.]?\d*|-\d+)?([-_.]?dev[-_.]?\d*)?(\+[a-z0-9]+([-_.][a-z0-9]+)*)?$/i;
function pypiPackageRef(token, argIndex, base) {
  if (/^(git\+|hg\+|svn\+|bzr\+|https?:|file:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i.test(token)) {
    return { ecosystem: "pypi", name: token, written: token, spec: void 0, specKind: "other", argIndex, nameStart: base, nameEnd: base + token.length, versionStart: base + token.length, versionEnd: base + token.length };
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\s*\[[^\]]*\])?/.exec(token);
  const nameLen = m ? m[1].length : token.length;
  const afterExtras = m ? m[0].length : token.length;
  const rest = token.slice(afterExtras);
  let spec;
  let kind;
  if (rest.trim() === "") {
    spec = void 0;
    kind = "none";
  } else if (/^\s*@/.test(rest)) {
    spec = rest.replace(/^\s*@\s*/, "");
    kind = spec === "latest" ? "tag" : PEP440_VERSION.test(spec) ? "exact" : "other";
  } else if (/^\s*===?/.test(rest)) {
    spec = rest.replace(/^\s*===?\s*/, "");
    kind = /[*,;<>!~]/.test(spec) ? "range" : "exact";
  } else {
    spec = rest.trim();
    kind = "range";
  }
  return {
    ecosystem: "pypi",
    name: token.slice(0, nameLen),
    written: token,
    spec,
    specKind: kind,
    argIndex,
    nameStart: base,
    nameEnd: base + nameLen,
    versionStart: base + afterExtras,
    versionEnd: base + token.length
  };
}
function imageRef(token, argIndex) {
  const at = token.indexOf("@");
  const digest = at === -1 ? void 0 : token.slice(at + 1);
  const nameAndTag = at === -1 ? token : token.slice(0, at);
  const lastSlash = nameAndTag.lastIndexOf("/");
  const colon = nameAndTag.indexOf(":", lastSlash + 1);
  const name = colon === -1 ? nameAndTag : nameAndTag.slice(0, colon);
  const tag = colon === -1 ? void 0 : nameAndTag.slice(colon + 1);
  const kind = digest ? "digest" : tag === void 0 ? "none" : "tag";
  const ref = {
    ecosystem: "oci",
    name,
    written: token,
    spec: digest ?? tag,
    specKind: kind,
    argIndex,
    nameStart: 0,
    nameEnd: name.length,
    versionStart: name.length,
    versionEnd: token.length
  };
  if (tag !== void 0) ref.tag = tag;
  if (digest !== void 0) ref.digest = digest;
  return ref;
}

// src/core/fs-errors.ts
function describeFsError(error, action = "read") {
  const code = error?.code;
  switch (code) {
    case "ENOENT":
      return action === "write" ? "its folder does not exist" : "no such file or directory";
    case "EACCES":
    case "EPERM":
      return `permission denied: cannot ${action} it`;
    case "EROFS":
      return "the file system is read-only: cannot write it";
    case "ENOSPC":
    case "EDQUOT":
      return "no space left on the device: cannot write it";
    case "ELOOP":
      return "too many levels of symbolic links (a symlink loop)";
    case "EISDIR":
      return "is a directory, not a file";
    case "ENOTDIR":
      return "a folder in its path is not a folder";
    case "ENAMETOOLONG":
      return "path is too long";
    default:
      return code ? `cannot ${action} it (${code})` : `cannot ${action} it`;
  }
}

// src/core/safe-read.ts
import fs4 from "node:fs";
var FileReadError = class extends Error {
  constructor(kind, reason, size, code) {
    super(reason);
    this.kind = kind;
    this.reason = reason;
    this.size = size;
    this.code = code;
    this.name = "FileReadError";
  }
  kind;
  reason;
  size;
  code;
};
var O_NOFOLLOW = fs4.constants.O_NOFOLLOW ?? 0;
var O_NONBLOCK = fs4.constants.O_NONBLOCK ?? 0;
var O_NOCTTY = fs4.constants.O_NOCTTY ?? 0;
function readRegularFile(file, options) {
  const { fd, stat } = openRegularFile(file, options);
  try {
    return { bytes: readOpened(fd, stat, options.maxBytes, options.scratch), stat };
  } finally {
    fs4.closeSync(fd);
  }
}
function openRegularFile(file, options = {}) {
  if (!options.knownRegular) {
    let pre;
    try {
      pre = options.followSymlink ? fs4.statSync(file) : fs4.lstatSync(file);
    } catch (error) {
      throw ioError(error);
    }
    checkType(pre, options.followSymlink ?? false);
  }
  let fd;
  try {
    fd = fs4.openSync(file, fs4.constants.O_RDONLY | O_NONBLOCK | O_NOCTTY | (options.followSymlink ? 0 : O_NOFOLLOW));
  } catch (error) {
    const code = error.code;
    if (code === "ELOOP" && !options.followSymlink) throw new FileReadError("symlink", "is a symbolic link: not followed", void 0, code);
    if (code === "ENXIO") throw new FileReadError("not-regular", "is not a regular file (a socket): not read", void 0, code);
    throw ioError(error);
  }
  let stat;
  try {
    stat = fs4.fstatSync(fd);
    checkType(stat, true);
  } catch (error) {
    fs4.closeSync(fd);
    throw error instanceof FileReadError ? error : ioError(error);
  }
  return { fd, stat };
}
function checkType(stat, followed) {
  if (stat.isFile()) return;
  if (stat.isDirectory()) throw new FileReadError("directory", "is a directory, not a file");
  if (stat.isSymbolicLink() && !followed) throw new FileReadError("symlink", "is a symbolic link: not followed");
  throw new FileReadError("not-regular", `is not a regular file (${specialKind(stat)}): not read`);
}
function specialKind(stat) {
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a file";
}
var ScratchBuffer = class {
  buffer = Buffer.allocUnsafeSlow(64 * 1024);
  /** The buffer, at least `size` bytes long; its first `keep` bytes survive a growth. */
  ensure(size, keep = 0) {
    if (this.buffer.length < size) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(size, Math.min(this.buffer.length * 2, MAX_SCRATCH_GROWTH)));
      this.buffer.copy(bigger, 0, 0, keep);
      this.buffer = bigger;
    }
    return this.buffer;
  }
  /** Between skills: a buffer grown by one huge file is let go rather than held for the rest of the run. */
  shrink() {
    if (this.buffer.length > KEPT_SCRATCH_BYTES) this.buffer = Buffer.allocUnsafeSlow(64 * 1024);
  }
};
var MAX_SCRATCH_GROWTH = 64 * 1024 * 1024;
var KEPT_SCRATCH_BYTES = 1024 * 1024;
function readOpened(fd, stat, maxBytes, scratch) {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  const first = Math.min(stat.size, maxBytes) + 1;
  let buffer = scratch ? scratch.ensure(first).subarray(0, first) : Buffer.allocUnsafe(first);
  let length = 0;
  for (; ; ) {
    if (length === buffer.length) {
      if (length > maxBytes) throw tooLarge(length, maxBytes);
      const size = Math.min(buffer.length * 2, maxBytes + 1);
      if (scratch) buffer = scratch.ensure(size, length).subarray(0, size);
      else {
        const bigger = Buffer.allocUnsafe(size);
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
    }
    const wanted = buffer.length - length;
    let n;
    try {
      n = fs4.readSync(fd, buffer, length, wanted, null);
    } catch (error) {
      throw ioError(error);
    }
    length += n;
    if (n < wanted) break;
  }
  if (length > maxBytes) throw tooLarge(length, maxBytes);
  return buffer.subarray(0, length);
}
var chunkBuffer;
var CHUNK_BYTES = 1 << 20;
function readChunks(fd, stat, maxBytes, onChunk) {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  const buffer = chunkBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES);
  let total = 0;
  for (; ; ) {
    let n;
    try {
      n = fs4.readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      throw ioError(error);
    }
    if (n === 0) return total;
    total += n;
    if (total > maxBytes) throw tooLarge(total, maxBytes);
    onChunk(buffer.subarray(0, n));
  }
}
function tooLarge(size, maxBytes) {
  return new FileReadError("too-large", `is ${formatSize(size)}, over the ${formatSize(maxBytes)} limit`, size);
}
function ioError(error) {
  const code = error?.code;
  if (code === "EISDIR") return new FileReadError("directory", "is a directory, not a file", void 0, code);
  return new FileReadError("io", describeFsError(error), void 0, code);
}
function formatSize(bytes) {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}
function readSourceFile(file, displayPath, what, options = {}) {
  let read;
  try {
    read = readRegularFile(file, { ...options, maxBytes: MAX_FILE_BYTES });
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    if (error.kind === "too-large") {
      throw new SourceError(displayPath, `file is ${((error.size ?? 0) / 1048576).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1048576} MB limit for ${what}; check that it is the file you meant`);
    }
    throw new SourceError(displayPath, error.reason);
  }
  return { source: decodeSource(file, displayPath, read.bytes), stat: read.stat, size: read.bytes.length };
}

// src/core/write.ts
import fs5 from "node:fs";
import path4 from "node:path";

// src/core/lazy-crypto.ts
import { createRequire } from "node:module";
var requireLazily = createRequire(import.meta.url);
var crypto;
function lazyCrypto() {
  return crypto ??= __require("node:crypto");
}

// src/core/write.ts
var WriteError = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "WriteError";
  }
  reason;
};
var O_NOFOLLOW2 = fs5.constants.O_NOFOLLOW ?? 0;
var randomBytes = (n) => lazyCrypto().randomBytes(n);
function writeFileSafely(target, text, options) {
  const writer = SafeFileWriter.open(target, options);
  try {
    writer.write((options.bom ? "\uFEFF" : "") + text);
    writer.commit();
  } finally {
    writer.abort();
  }
}
var SafeFileWriter = class _SafeFileWriter {
  constructor(lexical, plan, tmp, options) {
    this.lexical = lexical;
    this.plan = plan;
    this.tmp = tmp;
    this.options = options;
  }
  lexical;
  plan;
  tmp;
  options;
  fd;
  created;
  static open(target, options) {
    const lexical = path4.resolve(target);
    const plan = resolveTarget(lexical, options);
    const tmp = path4.join(plan.dir, `.${path4.basename(plan.file)}.mcp-audit-tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
    const writer = new _SafeFileWriter(lexical, plan, tmp, options);
    try {
      try {
        writer.fd = fs5.openSync(tmp, fs5.constants.O_WRONLY | fs5.constants.O_CREAT | fs5.constants.O_EXCL | O_NOFOLLOW2, plan.existing ? 384 : options.newFileMode ?? 420);
      } catch (error) {
        throw new WriteError(describeFsError(error, "write"));
      }
      const own2 = fs5.fstatSync(writer.fd);
      writer.created = { dev: own2.dev, ino: own2.ino };
      if (plan.existing) keepOwnerAndMode(writer.fd, plan.existing);
    } catch (error) {
      writer.abort();
      throw error;
    }
    return writer;
  }
  /** Append `text` (UTF-8) to the temp file. */
  write(text) {
    if (this.fd === void 0) throw new WriteError("was already written or abandoned");
    try {
      const bytes = Buffer.from(text, "utf8");
      for (let at = 0; at < bytes.length; ) at += fs5.writeSync(this.fd, bytes, at, bytes.length - at);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
  }
  /** Flush the temp file, check the folder and file again, and rename it over the target. */
  commit() {
    if (this.fd === void 0) throw new WriteError("was already written or abandoned");
    try {
      fs5.fsyncSync(this.fd);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    fs5.closeSync(this.fd);
    this.fd = void 0;
    this.options.beforeRename?.();
    recheck(this.plan, this.lexical, this.options);
    try {
      fs5.renameSync(this.tmp, this.plan.file);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    this.created = void 0;
  }
  /** Give up: the temp file is closed and removed, the target left as it was (nothing after a commit). */
  abort() {
    if (this.fd !== void 0) {
      fs5.closeSync(this.fd);
      this.fd = void 0;
    }
    if (this.created) {
      removeOwnTemp(this.tmp, this.created);
      this.created = void 0;
    }
  }
};
function removeOwnTemp(tmp, id) {
  try {
    const st = fs5.lstatSync(tmp);
    if (st.dev === id.dev && st.ino === id.ino) fs5.unlinkSync(tmp);
  } catch {
  }
}
function resolveTarget(lexical, options) {
  let exists2 = true;
  try {
    fs5.lstatSync(lexical);
  } catch (error) {
    if (error.code !== "ENOENT") throw new WriteError(describeFsError(error, "write"));
    exists2 = false;
  }
  let file;
  try {
    file = exists2 ? fs5.realpathSync(lexical) : path4.join(fs5.realpathSync(path4.dirname(lexical)), path4.basename(lexical));
  } catch (error) {
    const code = error.code;
    if (exists2 && code === "ENOENT") throw new WriteError("is a symbolic link to a file that does not exist: not written");
    throw new WriteError(describeFsError(error, "write"));
  }
  checkPlace(lexical, file, options.root);
  const dir = path4.dirname(file);
  let existing;
  if (exists2) {
    existing = fs5.lstatSync(file);
    if (existing.isDirectory()) throw new WriteError("is a directory, not a file");
    if (!existing.isFile()) throw new WriteError("is not a regular file: not written");
    if (options.expect && (existing.dev !== options.expect.dev || existing.ino !== options.expect.ino)) {
      throw new WriteError("changed on disk while mcp-audit was running: not written; run it again");
    }
    if ((existing.mode & 146) === 0) throw new WriteError("is read-only: not rewritten (make it writable to let mcp-audit change it)");
    try {
      fs5.accessSync(file, fs5.constants.W_OK);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
  }
  const d = fs5.lstatSync(dir);
  return { dir, file, dirId: { dev: d.dev, ino: d.ino }, existing };
}
function checkPlace(lexical, real, root) {
  let realRoot;
  try {
    realRoot = fs5.realpathSync(root);
  } catch {
    realRoot = path4.resolve(root);
  }
  const rel = path4.relative(realRoot, real);
  const inside = rel !== "" && !rel.startsWith("..") && !path4.isAbsolute(rel);
  if (real !== lexical && !inside) throw new WriteError("is a symbolic link (or lies under one) leading outside the audited folder: not written; name the file it leads to, to change it");
  if (inside && rel.split(path4.sep).includes(".git")) throw new WriteError("lies inside a .git folder: not written");
}
function keepOwnerAndMode(fd, original) {
  const uid = process.geteuid?.();
  const gid = process.getegid?.();
  if (uid !== void 0 && (original.uid !== uid || original.gid !== gid)) {
    try {
      fs5.fchownSync(fd, original.uid, original.gid);
    } catch {
      throw new WriteError(`is owned by ${original.uid === uid ? `group ${original.gid}` : `another user (uid ${original.uid})`}: mcp-audit cannot keep its owner and group, so it was not rewritten; run it as that user`);
    }
  }
  fs5.fchmodSync(fd, original.mode & 4095);
}
function recheck(plan, lexical, options) {
  const swapped = () => new WriteError("its folder changed while mcp-audit was writing (a folder or link swapped): not written");
  let now;
  try {
    if (fs5.realpathSync(plan.dir) !== plan.dir) throw swapped();
    now = fs5.lstatSync(plan.dir);
  } catch (error) {
    if (error instanceof WriteError) throw error;
    throw swapped();
  }
  if (!now.isDirectory() || now.dev !== plan.dirId.dev || now.ino !== plan.dirId.ino) throw swapped();
  let current;
  try {
    current = fs5.lstatSync(plan.file);
  } catch {
    current = void 0;
  }
  const same = plan.existing ? current !== void 0 && current.isFile() && current.dev === plan.existing.dev && current.ino === plan.existing.ino : current === void 0;
  if (!same) throw new WriteError("changed on disk while mcp-audit was writing: not written; run it again");
  let real;
  try {
    real = fs5.existsSync(lexical) ? fs5.realpathSync(lexical) : path4.join(fs5.realpathSync(path4.dirname(lexical)), path4.basename(lexical));
  } catch {
    throw swapped();
  }
  if (real !== plan.file) throw swapped();
  checkPlace(lexical, real, options.root);
}
var BACKUP_SUFFIX = ".mcp-audit.bak";
function writeBackup(target, original, options) {
  let real;
  let mode;
  try {
    real = fs5.realpathSync(target);
    mode = fs5.statSync(real).mode & 511;
  } catch (error) {
    throw new WriteError(describeFsError(error, "write"));
  }
  const backup = `${real}${BACKUP_SUFFIX}`;
  let existing;
  try {
    existing = fs5.lstatSync(backup);
  } catch {
    existing = void 0;
  }
  if (existing && !existing.isFile()) throw new WriteError(`cannot keep a backup: ${path4.basename(backup)} exists and is not a regular file`);
  try {
    if (existing) fs5.unlinkSync(backup);
  } catch (error) {
    throw new WriteError(`cannot keep a backup: ${describeFsError(error, "write")}`);
  }
  writeFileSafely(backup, original, { root: options.root, newFileMode: mode, ...options.bom ? { bom: true } : {} });
  return backup;
}

// src/lock/index.ts
import fs6 from "node:fs";
import path6 from "node:path";
import { createRequire as createRequire2 } from "node:module";

// src/hosts/claude-plugins.ts
import path5 from "node:path";

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

// src/hosts/claude-plugins.ts
var claudeServers = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "http", "sse", "ws"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  serverMapOptional: true
};
function inlineHooks(root, at) {
  const hooks = property(root, "hooks");
  if (hooks?.type === "object") return [{ path: [...at, "hooks"], node: hooks }];
  if (hooks?.type === "array") return (hooks.children ?? []).flatMap((h, i) => h.type === "object" ? [{ path: [...at, "hooks", i], node: h }] : []);
  return [];
}
function inlineServers(root, at) {
  const servers = property(root, "mcpServers");
  if (servers?.type === "object") return [{ path: [...at, "mcpServers"], node: servers, shape: "object", ignoredByHost: false }];
  if (servers?.type === "array") {
    return (servers.children ?? []).flatMap((s, i) => s.type === "object" ? [{ path: [...at, "mcpServers", i], node: s, shape: "object", ignoredByHost: false }] : []);
  }
  return [];
}
function inlineCommands(root, at) {
  const out = [];
  const monitors = property(root, "monitors");
  if (monitors?.type === "array") out.push({ path: [...at, "monitors"], node: monitors, shape: "monitors" });
  const lsp = property(root, "lspServers");
  if (lsp?.type === "object") out.push({ path: [...at, "lspServers"], node: lsp, shape: "lsp" });
  return out;
}
var HELPER_COMMANDS = { lines: ["apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"], objects: ["statusLine"] };
var claudeCodeSettings = {
  id: "claude-code-settings",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/settings",
  fileKind: "Claude Code settings file",
  serverMaps: () => [],
  hookMaps: (root) => [...inlineHooks(root, []), { path: [], node: root, shape: "helpers", commands: HELPER_COMMANDS }],
  sessionEnv: { path: ["env"], file: "this settings file", advice: "Claude Code sets this env as written for every session, so remove it here and set {name} in the environment Claude Code starts from (or have apiKeyHelper print a key)" },
  permissionRules: true
};
var claudePlugin = {
  id: "claude-plugin",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugins-reference; SchemaStore claude-code-plugin-manifest.json",
  fileKind: "Claude Code plugin manifest",
  serverMaps: (root) => inlineServers(root, []),
  hookMaps: (root) => [...inlineHooks(root, []), ...inlineCommands(root, [])]
};
var claudeMarketplace = {
  id: "claude-marketplace",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugin-marketplaces; SchemaStore claude-code-marketplace.json",
  fileKind: "Claude Code plugin marketplace",
  serverMaps: (root) => pluginEntries(root).flatMap((p) => inlineServers(p.node, ["plugins", p.index])),
  hookMaps: (root) => pluginEntries(root).flatMap((p) => [...inlineHooks(p.node, ["plugins", p.index]), ...inlineCommands(p.node, ["plugins", p.index])])
};
var claudeHooks = {
  id: "claude-hooks",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/hooks; anthropics/claude-code plugins/*/hooks/hooks.json",
  fileKind: "Claude Code hooks file",
  serverMaps: () => [],
  hookMaps: (root) => inlineHooks(root, []),
  recognizes: (root) => property(root, "hooks")?.type === "object"
};
function pluginRootOf(manifest) {
  return path5.dirname(path5.dirname(manifest));
}
function pluginLayout(manifest, root) {
  const pluginRoot = pluginRootOf(manifest);
  const layout2 = { root: pluginRoot, components: [], outside: [] };
  const standard = (kind, rel) => layout2.components.push({ kind, path: path5.join(pluginRoot, rel), written: `./${rel}`, pointer: "" });
  standard("servers", ".mcp.json");
  standard("hooks", "hooks/hooks.json");
  standard("skills", "skills");
  if (root?.type !== "object") return layout2;
  const named = (kind, key, accept) => {
    const value = property(root, key);
    const strings = value?.type === "string" ? [{ node: value, at: `/${key}` }] : value?.type === "array" ? (value.children ?? []).map((node2, i) => ({ node: node2, at: `/${key}/${i}` })) : [];
    for (const { node: node2, at } of strings) {
      const written = stringValue(node2);
      if (written === void 0 || !accept(written)) continue;
      const resolved = insidePlugin(pluginRoot, written);
      if (resolved === void 0) layout2.outside.push({ written, pointer: at });
      else if (!layout2.components.some((c) => c.kind === kind && c.path === resolved)) layout2.components.push({ kind, path: resolved, written, pointer: at });
    }
  };
  named("servers", "mcpServers", (w) => !/\.mcpb$/i.test(w) && !/^[a-z][a-z0-9+.-]*:/i.test(w));
  named("hooks", "hooks", () => true);
  named("skills", "skills", () => true);
  return layout2;
}
function insidePlugin(root, written) {
  if (!written.startsWith("./") || written.includes("\0")) return void 0;
  const resolved = path5.resolve(root, written);
  const rel = path5.relative(root, resolved);
  return rel === "" || !rel.startsWith("..") && !path5.isAbsolute(rel) ? resolved : void 0;
}
function pluginEntries(root) {
  const plugins = property(root, "plugins");
  return (plugins?.type === "array" ? plugins.children ?? [] : []).flatMap((node2, index) => node2.type === "object" ? [{ index, node: node2, name: stringValue(property(node2, "name")) }] : []);
}
var SHA = /^[a-f0-9]{40}$/;
function pluginSource(entry) {
  const node2 = property(entry.node, "source");
  if (!node2) return void 0;
  if (node2.type === "string") return { kind: "relative", node: node2, location: String(node2.value) };
  if (node2.type !== "object") return void 0;
  const str = (key) => stringValue(property(node2, key));
  const kind = str("source");
  const refNode = property(node2, kind === "npm" ? "version" : "ref");
  const shaNode = property(node2, "sha");
  const base = {
    node: node2,
    ...stringValue(refNode) !== void 0 ? { ref: stringValue(refNode), refNode } : {},
    ...stringValue(shaNode) !== void 0 ? { sha: stringValue(shaNode), shaNode } : {}
  };
  switch (kind) {
    case "github":
      return { ...base, kind, location: `github:${str("repo") ?? ""}` };
    case "url":
      return { ...base, kind, location: str("url") ?? "" };
    case "git-subdir": {
      const url = str("url") ?? "";
      const subdir = str("path");
      return { ...base, kind, location: /^[\w.-]+\/[\w.-]+$/.test(url) ? `github:${url}` : url, ...subdir !== void 0 ? { subdir } : {} };
    }
    case "npm":
      return { ...base, kind, location: str("package") ?? "" };
    default:
      return { ...base, kind: "unknown", location: kind ?? "" };
  }
}
function isCommit(value) {
  return value !== void 0 && SHA.test(value);
}

// src/lock/plugins.ts
var PLUGINS_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "object",
    required: ["location", "commit"],
    additionalProperties: false,
    properties: {
      location: { type: "string", minLength: 1 },
      path: { type: "string" },
      ref: { type: "string" },
      commit: { type: "string", pattern: "^[0-9a-f]{40}$" }
    }
  }
};
function pluginLockKey(marketplaceKey, plugin) {
  return `${marketplaceKey}#${plugin}`;
}
var MAX_OUTPUT = 16 * 1024 * 1024;

// src/lock/skill-uri.ts
var SKILL_SCHEME = "skill://";
var SKILL_MANIFEST = "SKILL.md";
var KEPT_IN_SEGMENT = /[^\w!$&'()*+,.:;=@[\]|~-]/gu;
function encodePathText(text) {
  return text.replace(KEPT_IN_SEGMENT, (char) => encodeURIComponent(char));
}
function encodeSegment(segment) {
  if (segment === "." || segment === "..") return segment.replace(/\./g, "%2E");
  return encodePathText(segment);
}
function joinSkillUri(segments) {
  const [authority, ...rest] = segments;
  if (authority === void 0) return SKILL_SCHEME;
  return [SKILL_SCHEME + encodeURIComponent(authority), ...rest.map(encodeSegment)].join("/");
}
function wellFormed(text) {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
function canonicalUri(uri) {
  try {
    return new URL(uri).href;
  } catch {
    return void 0;
  }
}
function representableUri(segments) {
  let uri;
  try {
    uri = joinSkillUri(segments);
  } catch {
    return void 0;
  }
  return canonicalUri(uri) === uri ? uri : void 0;
}
function skillRootUri(manifestUri) {
  const canonical = canonicalUri(manifestUri);
  if (canonical === void 0 || !canonical.endsWith(`/${SKILL_MANIFEST}`)) return void 0;
  const root = canonical.slice(0, -(SKILL_MANIFEST.length + 1));
  return root.endsWith("/") || root === "skill:/" ? void 0 : root;
}
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function pathInSkill(rootUri, uri) {
  const canonical = canonicalUri(uri);
  if (canonical === void 0 || /[?#]/.test(canonical) || !canonical.startsWith(`${rootUri}/`)) return void 0;
  const segments = canonical.slice(rootUri.length + 1).split("/").map(safeDecode);
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("/") || s.includes("\0"))) return void 0;
  return segments.join("/");
}
function compareUris(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/lock/index.ts
var requireLazily2 = createRequire2(import.meta.url);
var LOCK_FILE_NAME = "mcp-audit.lock.json";
var LOCK_VERSION = 2;
var LockError = class extends Error {
  constructor(file, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.reason = reason;
    this.name = "LockError";
  }
  file;
  reason;
};
var DIGEST_PATTERN = "^sha256:[0-9a-f]{64}$";
var PACKAGES_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "object",
    required: ["ecosystem", "name", "version", "servers"],
    additionalProperties: false,
    properties: {
      ecosystem: { enum: ["npm", "pypi", "oci"] },
      name: { type: "string", minLength: 1 },
      version: { type: "string", minLength: 1 },
      integrity: { type: "string" },
      servers: { type: "array", items: { type: "string" } }
    }
  }
};
var LOCK_SCHEMA = {
  type: "object",
  required: ["lockfileVersion", "skills", "packages"],
  additionalProperties: false,
  properties: {
    lockfileVersion: { const: LOCK_VERSION },
    skills: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["uri", "frontmatter", "resources"],
        additionalProperties: false,
        properties: {
          uri: { type: "string", pattern: "^skill://" },
          frontmatter: { type: "object" },
          resources: {
            type: "array",
            items: {
              type: "object",
              required: ["uri", "digest", "size"],
              additionalProperties: false,
              properties: {
                uri: { type: "string", pattern: "^skill://" },
                digest: { type: "string", pattern: DIGEST_PATTERN },
                size: { type: "integer", minimum: 0 }
              }
            }
          }
        }
      }
    },
    packages: PACKAGES_SCHEMA,
    plugins: PLUGINS_SCHEMA,
    servers: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["protocolVersion", "serverInfo", "tools", "prompts", "resources", "resourceTemplates"],
        additionalProperties: false,
        properties: {
          protocolVersion: { type: "string" },
          serverInfo: {
            type: "object",
            required: ["name", "version"],
            additionalProperties: false,
            properties: { name: { type: "string" }, version: { type: "string" }, title: { type: "string" } }
          },
          instructions: { type: "object", required: ["digest", "text"], additionalProperties: false, properties: { digest: { type: "string", pattern: DIGEST_PATTERN }, text: { type: "string" } } },
          tools: { $ref: "#/$defs/pinned" },
          prompts: { $ref: "#/$defs/pinned" },
          resources: { $ref: "#/$defs/pinned" },
          resourceTemplates: { $ref: "#/$defs/pinned" },
          package: {
            type: "object",
            required: ["ecosystem", "name", "version"],
            additionalProperties: false,
            properties: { ecosystem: { type: "string" }, name: { type: "string" }, version: { type: "string" } }
          }
        }
      }
    }
  },
  $defs: {
    pinned: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["digest", "contentDigest", "definition"],
        additionalProperties: false,
        properties: { digest: { type: "string", pattern: DIGEST_PATTERN }, contentDigest: { type: "string", pattern: DIGEST_PATTERN }, definition: { type: "object" } }
      }
    }
  }
};
var LOCK_V1_SCHEMA = {
  type: "object",
  required: ["lockfileVersion", "skills", "packages"],
  additionalProperties: false,
  properties: {
    lockfileVersion: { const: 1 },
    skills: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["name", "frontmatter", "files"],
        additionalProperties: false,
        properties: {
          name: { type: "string" },
          frontmatter: { type: "object" },
          files: {
            type: "array",
            items: {
              type: "object",
              required: ["path", "size", "digest"],
              additionalProperties: false,
              properties: {
                path: { type: "string", minLength: 1 },
                size: { type: "integer", minimum: 0 },
                digest: { type: "string", pattern: DIGEST_PATTERN }
              }
            }
          }
        }
      }
    },
    packages: PACKAGES_SCHEMA
  }
};
function readLock(root) {
  return readLockFile(root)?.lock;
}
function readLockFile(root) {
  const file = path6.join(root, LOCK_FILE_NAME);
  let text;
  try {
    const real = fs6.realpathSync(file);
    if (!isInside(realOr(root), real)) throw new LockError(LOCK_FILE_NAME, "is a symbolic link leading outside the project: not read; replace it with the project's own lock");
    text = readRegularFile(real, { maxBytes: MAX_LOCK_BYTES }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof LockError) throw error;
    if (error.code === "ENOENT") return void 0;
    if (error instanceof FileReadError) throw new LockError(LOCK_FILE_NAME, error.kind === "too-large" ? `${error.reason} for an audit lock: not read` : error.reason);
    throw new LockError(LOCK_FILE_NAME, describeFsError(error));
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LockError(LOCK_FILE_NAME, `is not valid JSON (${strictJsonSyntaxError(text)}); fix it or restore it from version control, then run mcp-audit approve`);
  }
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new LockError(LOCK_FILE_NAME, `is nested deeper than ${MAX_JSON_DEPTH} levels: no lock needs this, the file is likely corrupt or hostile; restore it from version control, then run mcp-audit approve`);
  }
  const version = typeof data === "object" && data !== null ? data.lockfileVersion : void 0;
  if (typeof version === "number" && version > LOCK_VERSION) {
    throw new LockError(LOCK_FILE_NAME, `has lockfileVersion ${version}, written by a newer mcp-audit (this one reads up to ${LOCK_VERSION}): upgrade mcp-audit`);
  }
  const { Ajv } = __require("./vendor/ajv.cjs");
  const validate = new Ajv({ allErrors: false, strict: true }).compile(version === 1 ? LOCK_V1_SCHEMA : LOCK_SCHEMA);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new LockError(LOCK_FILE_NAME, `does not match the lock format at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}; restore it from version control, then run mcp-audit approve`);
  }
  if (version === 1) return { lock: migrateV1(data, path6.basename(path6.resolve(root))), fileVersion: 1, text };
  return { lock: data, fileVersion: LOCK_VERSION, text };
}
function migrateV1(v1, rootName) {
  const skills = {};
  for (const [key, old] of Object.entries(v1.skills)) {
    const folder = key === "." || key === "" ? rootName : key.slice(key.lastIndexOf("/") + 1);
    const entry = {
      uri: lockedSkillUri(folder, SKILL_MANIFEST),
      frontmatter: old.frontmatter,
      resources: old.files.map((f) => ({ uri: lockedSkillUri(folder, f.path), digest: f.digest, size: f.size })).sort((a, b) => compareUris(a.uri, b.uri))
    };
    Object.defineProperty(skills, key, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return { lockfileVersion: LOCK_VERSION, skills, packages: v1.packages };
}
function lockedSkillUri(folder, filePath) {
  return joinSkillUri([folder, ...filePath.split("/")].map(wellFormed));
}
function lockedFiles(entry) {
  const root = skillRootUri(entry.uri);
  const out = [];
  for (const r of entry.resources) {
    const p = root === void 0 ? void 0 : pathInSkill(root, r.uri);
    out.push({ path: p ?? r.uri, size: r.size, digest: r.digest });
  }
  return out;
}
var MAX_LOCK_BYTES = 64 * 1024 * 1024;
function realOr(p) {
  try {
    return fs6.realpathSync(p);
  } catch {
    return p;
  }
}
function isInside(root, p) {
  const rel = path6.relative(root, p);
  return rel !== "" && !rel.startsWith("..") && !path6.isAbsolute(rel);
}

// src/hosts/formats/tree.ts
function node(type, offset, length, value) {
  const n = { type, offset, length };
  if (value !== void 0) n.value = value;
  if (type === "object" || type === "array" || type === "property") n.children = [];
  return n;
}
function propertyNode(key, value, end = value.offset + value.length) {
  const p = node("property", key.offset, Math.max(end, key.offset + key.length) - key.offset);
  p.children = [key, value];
  p.colonOffset = key.offset + key.length;
  return p;
}
function scalarNode(value, offset, length) {
  if (value === null || value === void 0) return node("null", offset, length, null);
  if (typeof value === "string") return node("string", offset, length, value);
  if (typeof value === "number") return node("number", offset, length, value);
  if (typeof value === "bigint") return node("number", offset, length, Number(value));
  if (typeof value === "boolean") return node("boolean", offset, length, value);
  return node("string", offset, length, value instanceof Date ? value.toISOString() : String(value));
}
function tooDeepNode(root, max) {
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [n, above] = stack.pop();
    const depth = n.type === "object" || n.type === "array" ? above + 1 : above;
    if (depth > max) return n;
    for (const child2 of n.children ?? []) stack.push([child2, depth]);
  }
  return void 0;
}
function linkParents(root) {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    for (const child2 of n.children ?? []) {
      child2.parent = n;
      stack.push(child2);
    }
  }
  return root;
}

// src/hosts/formats/toml.ts
var toml;
var load2 = () => toml ??= __require("./vendor/toml-eslint-parser.cjs");
var TOO_DEEP = `TOML nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`;
function tooDeep2(offset) {
  return { tree: void 0, fatal: true, problems: [{ offset, length: 1, kind: "syntax", message: TOO_DEEP }] };
}
var keyIndex = /* @__PURE__ */ new WeakMap();
function parseToml(text) {
  const nesting = bracketNesting(text, MAX_JSON_DEPTH);
  if (nesting !== void 0) return tooDeep2(nesting);
  let ast;
  try {
    ast = load2().parseTOML(text);
  } catch (error) {
    const e = error;
    if (typeof e.index !== "number") throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: e.index, length: 1, kind: "syntax", message: lowerFirst(e.message ?? "syntax error") }] };
  }
  const root = node("object", 0, text.length);
  const top = ast.body[0];
  for (const item of top?.body ?? []) {
    if (item.type === "TOMLKeyValue") {
      addKeyValue(root, item);
      continue;
    }
    const parts = item.key.keys;
    let target = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last && item.kind === "array") {
        const array = child(target, part, () => node("array", item.range[0], item.range[1] - item.range[0]));
        const element = node("object", item.range[0], item.range[1] - item.range[0]);
        array.children.push(element);
        target = element;
      } else {
        target = intoObject(child(target, part, () => node("object", item.range[0], item.range[1] - item.range[0])));
      }
    });
    for (const kv of item.body) addKeyValue(target, kv);
  }
  const deep = tooDeepNode(root, MAX_JSON_DEPTH);
  if (deep) return tooDeep2(deep.offset);
  return { tree: linkParents(root), problems: [], fatal: false };
}
function bracketNesting(text, max) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const nl = text.indexOf("\n", i);
      if (nl === -1) return void 0;
      i = nl;
    } else if (c === 34 || c === 39) {
      i = stringEnd(text, i);
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return void 0;
}
function stringEnd(text, start) {
  const quote = text[start];
  const escapes = quote === '"';
  const triple = text.startsWith(quote.repeat(3), start);
  for (let i = start + (triple ? 3 : 1); i < text.length; i++) {
    const c = text[i];
    if (escapes && c === "\\") i++;
    else if (!triple && c === "\n") return i;
    else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
      if (triple) {
        let end = i + 2;
        while (text[end + 1] === quote && end - i < 4) end++;
        return end;
      }
      return i;
    }
  }
  return text.length;
}
function addKeyValue(object, kv) {
  const parts = kv.key.keys;
  let target = object;
  parts.forEach((part, i) => {
    if (i < parts.length - 1) {
      target = intoObject(child(target, part, () => node("object", part.range[0], kv.range[1] - part.range[0])));
    } else {
      const value = convert(kv.value);
      addProperty(target, keyName(part), propertyNode(keyNode(part), value));
    }
  });
}
function child(object, part, make) {
  const name = keyName(part);
  const found = keyIndex.get(object)?.get(name)?.children?.[1];
  if (found) return found;
  const value = make();
  addProperty(object, name, propertyNode(keyNode(part), value, value.offset + value.length));
  return value;
}
function addProperty(object, name, property2) {
  object.children.push(property2);
  let index = keyIndex.get(object);
  if (!index) keyIndex.set(object, index = /* @__PURE__ */ new Map());
  if (!index.has(name)) index.set(name, property2);
}
function intoObject(n) {
  if (n.type === "array") return n.children[n.children.length - 1] ?? n;
  return n;
}
function keyNode(part) {
  return node("string", part.range[0], part.range[1] - part.range[0], keyName(part));
}
function keyName(part) {
  return part.type === "TOMLBare" ? part.name : part.value;
}
function convert(value) {
  const [start, end] = value.range;
  switch (value.type) {
    case "TOMLArray": {
      const array = node("array", start, end - start);
      for (const element of value.elements) array.children.push(convert(element));
      return array;
    }
    case "TOMLInlineTable": {
      const object = node("object", start, end - start);
      for (const kv of value.body) addKeyValue(object, kv);
      return object;
    }
    default:
      return value.kind === "string" || value.kind === "integer" || value.kind === "float" || value.kind === "boolean" ? scalarNode(value.value, start, end - start) : scalarNode(String(value.value instanceof Date ? value.value.toISOString() : value.value), start, end - start);
  }
}
function lowerFirst(message) {
  return message.charAt(0).toLowerCase() + message.slice(1);
}

// src/hosts/formats/yaml.ts
var yaml2;
var load3 = () => yaml2 ??= __require("./vendor/yaml.cjs");
var MAX_DEPTH = MAX_YAML_DEPTH;
var MAX_NODES = 2e5;
function parseYaml2(text) {
  const doc = parseYamlDocument(text, { strict: true });
  if (doc.errors.length > 0) {
    return {
      tree: void 0,
      fatal: true,
      problems: doc.errors.map((e) => ({ offset: e.pos[0], length: Math.max(1, e.pos[1] - e.pos[0]), kind: "syntax", message: firstSentence(e.message) }))
    };
  }
  try {
    const tree = doc.contents ? convert2(doc, doc.contents, 0, { nodes: 0 }) : node("object", 0, 0);
    return { tree: linkParents(tree), problems: [], fatal: false };
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: error.offset, length: 1, kind: "syntax", message: error.message }] };
  }
}
var TooLarge = class extends Error {
  constructor(offset, message) {
    super(message);
    this.offset = offset;
  }
  offset;
};
function convert2(doc, n, depth, count) {
  const { isAlias, isMap, isScalar, isSeq } = load3();
  const [start, end] = n.range ?? [0, 0];
  if (depth > MAX_DEPTH) throw new TooLarge(start, `YAML nested deeper than ${MAX_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`);
  if (++count.nodes > MAX_NODES) throw new TooLarge(start, `YAML expands to more than ${MAX_NODES} values (aliases repeating aliases): no MCP config needs this, the file is likely corrupt or hostile`);
  if (isAlias(n)) {
    const target = n.resolve(doc);
    return target ? convert2(doc, target, depth + 1, count) : node("null", start, end - start, null);
  }
  if (isMap(n)) {
    const object = node("object", start, end - start);
    for (const pair of n.items) {
      const key = pair.key;
      if (!key || !isScalar(key)) continue;
      const [ks, ke] = key.range ?? [0, 0];
      const keyNode2 = node("string", ks, ke - ks, String(key.value));
      const value = pair.value ? convert2(doc, pair.value, depth + 1, count) : node("null", ke, 0, null);
      object.children.push(propertyNode(keyNode2, value));
    }
    return object;
  }
  if (isSeq(n)) {
    const array = node("array", start, end - start);
    for (const item of n.items) {
      array.children.push(item ? convert2(doc, item, depth + 1, count) : node("null", start, 0, null));
    }
    return array;
  }
  if (isScalar(n)) return scalarNode(n.value, start, end - start);
  return node("null", start, end - start, null);
}
function firstSentence(message) {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "");
}

// src/hosts/formats/index.ts
var FORMAT_NAMES = { json: "JSON", yaml: "YAML", toml: "TOML" };
function formatOf(host) {
  return host.format ?? "json";
}
function parseDocument(text, host) {
  switch (formatOf(host)) {
    case "yaml":
      return parseYaml2(text);
    case "toml":
      return parseToml(text);
    default:
      return parseJson(text, host.jsonc);
  }
}

// src/hosts/model.ts
var URL_KEYS = ["url", "serverUrl", "httpUrl"];
var DEFAULT_FIELDS = {
  type: [["type"]],
  command: [["command"]],
  args: [["args"]],
  env: [["env"]],
  url: URL_KEYS.map((k) => [k]),
  headers: [["headers"]]
};
function serverMapsOf(host, root) {
  if (host.serverMaps) return host.serverMaps(root);
  const maps = [];
  for (const key of [host.serverMapKey, ...host.foreignServerMapKeys]) {
    const node2 = property(root, key);
    if (node2) maps.push({ path: [key], node: node2, shape: "object", ignoredByHost: key !== host.serverMapKey });
  }
  return maps;
}
function buildModel(host, root) {
  const model = { host, root, serverMap: void 0, serverMaps: [], servers: [], hooks: [], sessionEnv: [], ruleCommands: [], inputsNode: void 0, inputs: [] };
  if (root?.type !== "object") return model;
  if (host.hookMaps) model.hooks = host.hookMaps(root).flatMap(hookCommands);
  if (host.sessionEnv) {
    let node2 = root;
    for (const key of host.sessionEnv.path) node2 = property(node2, key);
    model.sessionEnv = keyedStrings(node2, pointer(...host.sessionEnv.path));
  }
  if (host.permissionRules) model.ruleCommands = ruleCommands(property(root, "permissions"));
  model.serverMaps = serverMapsOf(host, root);
  model.serverMap = host.serverMaps ? model.serverMaps.find((m) => !m.ignoredByHost)?.node : property(root, host.serverMapKey);
  for (const map of model.serverMaps) {
    if (map.shape === "list") {
      (map.node.type === "array" ? map.node.children ?? [] : []).forEach((item, index) => {
        const nameNode = property(item, "name");
        const name = stringValue(nameNode);
        if (item.type !== "object" || name === void 0 || !nameNode || host.isBuiltin?.(item)) return;
        model.servers.push(buildServer(host, name, nameNode, item, pointer(...map.path, index), map.ignoredByHost));
      });
      continue;
    }
    for (const entry of entries(map.node)) {
      if (entry.value.type !== "object" || host.isBuiltin?.(entry.value) || map.exclude?.includes(entry.key)) continue;
      model.servers.push(buildServer(host, entry.key, entry.keyNode, entry.value, pointer(...map.path, entry.key), map.ignoredByHost));
    }
  }
  if (host.inputs) {
    model.inputsNode = property(root, "inputs");
    (model.inputsNode?.children ?? []).forEach((item, i) => {
      const idNode = property(item, "id");
      const id = stringValue(idNode);
      if (id !== void 0 && idNode) {
        model.inputs.push({ id, node: item, idNode, pointer: pointer("inputs", i), password: property(item, "password")?.value === true });
      }
    });
  }
  return model;
}
function nodeAt(node2, keys) {
  let at = node2;
  for (const key of keys) at = property(at, key);
  return at;
}
function buildServer(host, name, keyNode2, node2, at, ignoredByHost) {
  const paths = (field) => host.serverFields?.[field] ?? DEFAULT_FIELDS[field];
  const find = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      if (n) return [n, keys];
    }
    return [void 0, []];
  };
  const str = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      const v = stringValue(n);
      if (v !== void 0 && n) return { value: v, node: n, pointer: `${at}${pointer(...keys)}` };
    }
    return void 0;
  };
  const keyed = (field) => {
    const [n, keys] = find(field);
    return [n, keyedStrings(n, `${at}${pointer(...keys)}`)];
  };
  const [commandNode, commandKeys] = find("command");
  const commandList = host.commandArray && commandNode?.type === "array" ? commandNode : void 0;
  const [argsNode, argsKeys] = commandList ? [commandList, commandKeys] : find("args");
  const args = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (commandList && index === 0) return;
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}${pointer(...argsKeys, index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  const url = str("url");
  const first = commandList?.children?.[0];
  const command = commandList ? stringValue(first) !== void 0 && first ? { value: stringValue(first), node: first, pointer: `${at}${pointer(...commandKeys, 0)}` } : void 0 : str("command");
  const server = {
    name,
    keyNode: keyNode2,
    node: node2,
    pointer: at,
    ignoredByHost,
    type,
    transport: transportOf(host, type?.value, command !== void 0, url?.value),
    command,
    argsNode,
    args,
    envNode,
    env,
    url,
    headersNode,
    headers,
    launch: command ? parseLaunch(command.value, args.map((a) => a.value)) : void 0
  };
  if (host.isDisabled?.(node2)) server.disabled = true;
  return server;
}
function transportOf(host, type, hasCommand, url) {
  if (type !== void 0 && host.transportAliases && Object.hasOwn(host.transportAliases, type)) return host.transportAliases[type];
  switch (type) {
    case "stdio":
    case "http":
    case "sse":
    case "streamable-http":
    case "ws":
      return type;
    case void 0:
      if (hasCommand) return "stdio";
      if (url) return /^wss?:/i.test(url) ? "ws" : "http";
      return "unknown";
    default:
      return "unknown";
  }
}
function hookCommands(map) {
  const out = [];
  const add = (hook, at, name, label, commandNode = property(hook, "command"), field = "command") => {
    const command = stringValue(commandNode);
    if (command === void 0 || !commandNode) return;
    const argsNode = commandNode === hook ? void 0 : property(hook, "args");
    const args = [];
    (argsNode?.type === "array" ? argsNode.children ?? [] : []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}/args/${index}`, index });
    });
    const envNode = commandNode === hook ? void 0 : property(hook, "env");
    const powershell = field === "powershell" || commandNode !== hook && stringValue(property(hook, "shell")) === "powershell";
    out.push({
      name,
      kind: "hook",
      label,
      ...powershell ? { powershell } : {},
      keyNode: commandNode,
      node: hook,
      pointer: at,
      ignoredByHost: false,
      type: void 0,
      transport: "stdio",
      command: { value: command, node: commandNode, pointer: commandNode === hook ? at : `${at}/${field}` },
      argsNode,
      args,
      envNode,
      env: keyedStrings(envNode, `${at}/env`),
      url: void 0,
      headersNode: void 0,
      headers: [],
      launch: parseLaunch(command, args.map((a) => a.value))
    });
  };
  if (map.shape === "monitors") {
    (map.node.type === "array" ? map.node.children ?? [] : []).forEach((monitor, i) => {
      const name = stringValue(property(monitor, "name")) ?? String(i);
      add(monitor, pointer(...map.path, i), name, `monitor ${JSON.stringify(name)}`);
    });
    return out;
  }
  if (map.shape === "lsp") {
    for (const e of entries(map.node)) add(e.value, pointer(...map.path, e.key), e.key, `LSP server ${JSON.stringify(e.key)}`);
    return out;
  }
  if (map.shape === "helpers") {
    for (const key of map.commands?.lines ?? []) {
      const node2 = property(map.node, key);
      if (node2) add(node2, pointer(...map.path, key), key, [...map.path, key].join("."), node2);
    }
    for (const key of map.commands?.objects ?? []) {
      const node2 = property(map.node, key);
      if (stringValue(property(node2, "type")) === "command" && node2) add(node2, pointer(...map.path, key), key, [...map.path, key].join("."));
    }
    return out;
  }
  if (map.shape === "flat") {
    for (const event of entries(map.node)) {
      (event.value.type === "array" ? event.value.children ?? [] : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        if (type !== void 0 && type !== "command") return;
        const at = pointer(...map.path, event.key, h);
        add(hook, at, `${event.key}[${h}]`, `hook ${event.key}`);
        for (const field of ["bash", "powershell"]) {
          const line = property(hook, field);
          if (line) add(hook, at, `${event.key}[${h}]`, `hook ${event.key} (${field})`, line, field);
        }
      });
    }
    return out;
  }
  for (const event of entries(map.node)) {
    (event.value.type === "array" ? event.value.children ?? [] : []).forEach((group, g) => {
      const list = property(group, "hooks");
      const matcher = stringValue(property(group, "matcher"));
      (list?.type === "array" ? list.children ?? [] : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        const at = pointer(...map.path, event.key, g, "hooks", h);
        const label = `hook ${event.key}${matcher ? ` (${JSON.stringify(matcher)})` : ""}`;
        if (type === "http") out.push(httpHook(hook, at, `${event.key}[${g}]`, label));
        if (type !== void 0 && type !== "command") return;
        add(hook, at, `${event.key}[${g}]`, label);
      });
    });
  }
  return out;
}
function httpHook(hook, at, name, label) {
  const urlNode = property(hook, "url");
  const url = stringValue(urlNode);
  const headersNode = property(hook, "headers");
  return {
    name,
    kind: "hook",
    label,
    keyNode: hook,
    node: hook,
    pointer: at,
    ignoredByHost: false,
    type: void 0,
    transport: "http",
    command: void 0,
    argsNode: void 0,
    args: [],
    envNode: void 0,
    env: [],
    url: url !== void 0 && urlNode ? { value: url, node: urlNode, pointer: `${at}/url` } : void 0,
    headersNode,
    headers: keyedStrings(headersNode, `${at}/headers`),
    launch: void 0
  };
}
function keyedStrings(node2, at) {
  return entries(node2).map((e) => ({ key: e.key, keyNode: e.keyNode, valueNode: e.value, value: stringValue(e.value), pointer: `${at}${pointer(e.key)}` }));
}
function ruleCommands(permissions) {
  const out = [];
  for (const list of ["allow", "ask", "deny"]) {
    const rules = property(permissions, list);
    (rules?.type === "array" ? rules.children ?? [] : []).forEach((node2, i) => {
      const value = stringValue(node2);
      const m = value === void 0 ? null : /^(Bash|PowerShell)\(([\s\S]*)\)$/.exec(value);
      if (!m || value === void 0) return;
      out.push({ at: { value, node: node2, pointer: pointer("permissions", list, i) }, start: m[1].length + 1, end: value.length - 1, shell: m[1] === "Bash" ? "sh" : "pwsh" });
    });
  }
  return out;
}

// src/core/docs.ts
var REPOSITORY_URL = "https://github.com/mcp-audit/mcp-audit";
var DOCS_BASE = `${REPOSITORY_URL}/blob/main/docs/rules/`;
function docsUrl(ruleId) {
  return `${DOCS_BASE}${ruleId}.md`;
}
function atRelease(url, version) {
  const prefix = `${REPOSITORY_URL}/blob/main/`;
  return url.startsWith(prefix) ? `${REPOSITORY_URL}/blob/v${version}/${url.slice(prefix.length)}` : url;
}

// src/core/suggest.ts
function editDistanceWithin(a, b, max) {
  return banded(a, b, max).distance;
}
function banded(a, b, max) {
  const over = max + 1;
  if (a === b) return { distance: 0, cells: 0 };
  if (Math.abs(a.length - b.length) > max) return { distance: over, cells: 0 };
  if (a.length === 0 || b.length === 0) return { distance: Math.max(a.length, b.length), cells: 0 };
  const n = b.length;
  let prev2 = new Array(n + 1).fill(over);
  let prev = new Array(n + 1).fill(over);
  let row = new Array(n + 1).fill(over);
  let cells = 0;
  for (let j = 0; j <= Math.min(n, max); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cells += hi - lo + 1;
    row[0] = i <= max ? i : over;
    if (lo > 1) row[lo - 1] = over;
    if (hi < n) row[hi + 1] = over;
    let rowMin = row[0];
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d = Math.min(d, over);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return { distance: over, cells };
    [prev2, prev, row] = [prev, row, prev2];
  }
  return { distance: Math.min(prev[n], over), cells };
}
function typoBudget(word) {
  return Math.max(1, Math.floor(word.length / 3));
}
function closest(word, candidates, maxDistance = typoBudget(word)) {
  if (candidates.includes(word)) return void 0;
  const lower = word.toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistanceWithin(lower, candidate.toLowerCase(), Math.min(maxDistance, bestDistance));
    if (d <= maxDistance && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === void 0 && lower.length >= 4) best = candidates.find((c) => c.toLowerCase().startsWith(lower));
  return best;
}
var MAX_SUGGESTED_LENGTH = 256;
var Suggester = class {
  constructor(candidates, budget = 25e6) {
    this.candidates = candidates;
    this.budget = budget;
    this.exact = new Set(candidates);
    this.lower = candidates.map((c) => c.toLowerCase());
    this.reversed = this.lower.map(reverse);
    this.lower.forEach((c, index) => push(this.byBase, c.slice(c.lastIndexOf("/") + 1), index));
    const order = (texts) => texts.map((_, i) => i).sort((x, y) => compare(texts[x], texts[y]) || x - y);
    this.forwards = order(this.lower);
    this.backwards = order(this.reversed);
  }
  candidates;
  budget;
  exact;
  lower;
  byBase = /* @__PURE__ */ new Map();
  /** Candidate indexes in order of their lower-cased text, and of that text reversed. */
  forwards;
  backwards;
  reversed;
  answers = /* @__PURE__ */ new Map();
  spent = 0;
  /** The candidate `word` is most likely a typo of, as `closest(word, candidates, maxDistance)`. */
  closest(word, maxDistance = typoBudget(word)) {
    const key = `${maxDistance}\0${word}`;
    if (this.answers.has(key)) return this.answers.get(key);
    const answer = this.compute(word, maxDistance);
    this.answers.set(key, answer);
    return answer;
  }
  compute(word, maxDistance) {
    if (this.exact.has(word)) return void 0;
    const lower = word.toLowerCase();
    if (lower.length > MAX_SUGGESTED_LENGTH) return void 0;
    let best = -1;
    let bestDistance = Infinity;
    for (const index of this.shortlist(lower)) {
      const candidate = this.lower[index];
      if (Math.abs(candidate.length - lower.length) > maxDistance) continue;
      if (this.spent > this.budget) return void 0;
      const { distance: d, cells } = banded(lower, candidate, Math.min(maxDistance, bestDistance));
      this.spent += cells;
      if (d <= maxDistance && (d < bestDistance || d === bestDistance && index < best)) {
        best = index;
        bestDistance = d;
      }
    }
    if (best !== -1) return this.candidates[best];
    if (lower.length >= 4) return this.firstWithPrefix(lower);
    return void 0;
  }
  /** Every candidate of a small list; else same basename, then the nearest neighbours in both sort orders. */
  shortlist(lower) {
    if (this.candidates.length <= SMALL_LIST) return this.forwards;
    const picked = /* @__PURE__ */ new Set();
    for (const index of (this.byBase.get(lower.slice(lower.lastIndexOf("/") + 1)) ?? []).slice(0, NEIGHBOURS)) picked.add(index);
    const ends = [
      [this.forwards, lowerBound(this.forwards, this.lower, lower)],
      [this.backwards, lowerBound(this.backwards, this.reversed, reverse(lower))]
    ];
    for (let step = 0; step < NEIGHBOURS; step++) {
      for (const [order, at] of ends) {
        if (at + step < order.length) picked.add(order[at + step]);
        if (at - step - 1 >= 0) picked.add(order[at - step - 1]);
      }
    }
    return picked;
  }
  /** The earliest candidate (in list order) that starts with `lower`, among the first few in sorted order. */
  firstWithPrefix(lower) {
    let first = -1;
    for (let i = lowerBound(this.forwards, this.lower, lower), seen = 0; i < this.forwards.length && seen < 4 * NEIGHBOURS; i++, seen++) {
      const index = this.forwards[i];
      if (!this.lower[index].startsWith(lower)) break;
      if (first === -1 || index < first) first = index;
    }
    return first === -1 ? void 0 : this.candidates[first];
  }
};
var NEIGHBOURS = 16;
var SMALL_LIST = 64;
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function reverse(text) {
  return [...text].reverse().join("");
}
function lowerBound(order, texts, key) {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (texts[order[mid]] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// src/secrets/format-literals.ts
function leadingLiterals(source) {
  const alternatives = topLevel(source);
  if (alternatives.length > 1) {
    const out = [];
    for (const a of alternatives) {
      const l = leadingLiterals(a);
      if (!l) return void 0;
      out.push(...l);
    }
    return out;
  }
  const s = source.startsWith("\\b") ? source.slice(2) : source;
  if (s.startsWith("(?:")) {
    const close = 3 + topLevel(s.slice(3), true).join("|").length;
    if (close >= s.length || QUANTIFIERS.has(s[close + 1])) return void 0;
    return leadingLiterals(s.slice(3, close));
  }
  let literal = "";
  let i = 0;
  for (; i < s.length; i++) {
    const c = s[i];
    if (/[A-Za-z0-9_:/-]/.test(c)) literal += c;
    else if (c === "\\" && /[./:-]/.test(s[i + 1] ?? "")) literal += s[++i];
    else break;
  }
  if (QUANTIFIERS.has(s[i])) literal = literal.slice(0, -1);
  return literal.length >= 2 ? [literal] : void 0;
}
function topLevel(source, toClose = false) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (c === ")" && toClose) {
      out.push(source.slice(from, i));
      return out;
    } else if (c === "|" && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}
var QUANTIFIERS = /* @__PURE__ */ new Set(["?", "*", "{"]);
var HELD_LITERALS = { "generic-live-key": "_live_", jwt: "eyJ" };
var CASELESS_LITERALS = { "connection-string-password": "://" };
var PEM_HEADER = "-----BEGIN";
var known2 = /* @__PURE__ */ new WeakMap();
function formatLiterals(format2) {
  let out = known2.get(format2);
  if (out) return out;
  const caseless = format2.regex.flags.includes("i");
  if (caseless) {
    const literal = CASELESS_LITERALS[format2.id];
    out = literal === void 0 ? { place: "none", literals: [], caseless } : { place: "holds", literals: [literal.toLowerCase()], caseless };
  } else {
    const starts = leadingLiterals(format2.regex.source);
    const held = HELD_LITERALS[format2.id];
    if (starts) out = { place: "starts", literals: starts, caseless };
    else if (held !== void 0) out = { place: "holds", literals: [held], caseless };
    else throw new Error(`token format ${format2.id} starts with no literal and has none in HELD_LITERALS`);
  }
  known2.set(format2, out);
  return out;
}
function mayMatch(format2, text, lower) {
  const { place, literals, caseless } = formatLiterals(format2);
  if (place === "none") return true;
  const haystack = caseless ? lower() : text;
  for (const l of literals) if (haystack.includes(l)) return true;
  return false;
}

// src/secrets/key-names.ts
var PASSWORD_WORDS = /* @__PURE__ */ new Set(["PASSWORD", "PASSWD", "PASSPHRASE", "AUTHORIZATION", "BEARER", "COOKIE"]);
var GLUED_PASSWORD = /^[A-Z0-9]{2,}(?:PASSWORD|PASSWD|PASSPHRASE)$/;
var GLUED_PASSWORD_NAMES = /* @__PURE__ */ new Set(["SSHPASS"]);
var NOT_A_SECRET_SUFFIX = /* @__PURE__ */ new Set([
  "FILE",
  "PATH",
  "DIR",
  "DIRECTORY",
  "URL",
  "URI",
  "ENDPOINT",
  "HOST",
  "HOSTNAME",
  "PORT",
  "NAME",
  "ID",
  "TYPE",
  "KIND",
  "MODE",
  "HEADER",
  "ENV",
  "VAR",
  "FORMAT",
  "LENGTH",
  "TTL",
  "TIMEOUT",
  "EXPIRY",
  "EXPIRES",
  "EXPIRATION",
  "LIFETIME",
  "LIMIT",
  "COUNT",
  "SIZE",
  "MAX",
  "MIN",
  "SCOPE",
  "SCOPES",
  "ISSUER",
  "AUDIENCE",
  "ALGORITHM",
  "ALG",
  "PREFIX",
  "SUFFIX",
  "REGION",
  "PROVIDER",
  "STRATEGY",
  "METHOD",
  "ENABLED",
  "DISABLED",
  "ENABLE",
  "DISABLE",
  "REQUIRED",
  "LOCATION",
  "STORE",
  "STORAGE",
  "CACHE",
  "COMMAND",
  "CMD",
  "HELPER",
  "VERSION",
  "EMAIL",
  "USER",
  "USERNAME",
  "ACCOUNT",
  "DOMAIN",
  "TENANT",
  "ORG",
  "PROJECT",
  "WORKSPACE",
  "LEVEL",
  "POLICY",
  "FIELD",
  "SERVER",
  // Where the secret is read from: `docker login --password-stdin`, `--passphrase-fd 0`, `--password-prompt`.
  "STDIN",
  "FD",
  "PROMPT"
]);
function keyWords(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length > 0);
}
function classifyKey(key) {
  if (key === void 0) return void 0;
  const words = keyWords(key);
  const last = words[words.length - 1];
  if (last === void 0 || NOT_A_SECRET_SUFFIX.has(last)) return void 0;
  if (words.includes("EXISTING") || last === "KEY" && words.length > 1 && PASSWORD_WORDS.has(words[words.length - 2])) return void 0;
  const has = (w) => words.includes(w);
  const pair = (a, b) => words.some((w, i) => w === a && words[i + 1] === b);
  const shortPassword = words.length > 1 && (last === "PWD" || last === "PASS");
  if (words.some((w) => PASSWORD_WORDS.has(w) || GLUED_PASSWORD.test(w)) || shortPassword || GLUED_PASSWORD_NAMES.has(last)) {
    return { kind: "password", noun: has("COOKIE") ? "cookie" : has("AUTHORIZATION") || has("BEARER") ? "credential" : "password" };
  }
  if (has("TOKEN") || last === "PAT") return { kind: "credential", noun: "token" };
  if (has("APIKEY") || pair("API", "KEY")) return { kind: "credential", noun: "API key" };
  if (pair("PRIVATE", "KEY")) return { kind: "credential", noun: "private key" };
  if (pair("ACCESS", "KEY")) return { kind: "credential", noun: "access key" };
  if (has("SECRET")) return { kind: "credential", noun: "secret" };
  if (has("CREDENTIAL") || has("CREDENTIALS")) return { kind: "credential", noun: "credential" };
  if (has("AUTH") || has("SESSION") || last === "KEY" || last === "SIG" || last === "SIGNATURE") {
    return { kind: "credential", noun: last === "KEY" ? "key" : "secret" };
  }
  return void 0;
}

// src/secrets/placeholders.ts
var PLACEHOLDER_WORDS = /* @__PURE__ */ new Set([
  "placeholder",
  "example",
  "examples",
  "sample",
  "dummy",
  "fake",
  "changeme",
  "changeit",
  "redacted",
  "replaceme",
  "todo",
  "fixme"
]);
var FILLER_WORDS = /* @__PURE__ */ new Set([
  "secret",
  "token",
  "password",
  "passwd",
  "pass",
  "api",
  "key",
  "apikey",
  "access",
  "auth",
  "bearer",
  "my",
  "here",
  "insert",
  "enter",
  "put",
  "none",
  "null",
  "nil",
  "undefined",
  "tbd",
  "na",
  "n",
  "a",
  "value",
  "string",
  "test",
  "goes",
  "the",
  "of",
  "to"
]);
var PLACEHOLDER_SUBSTRINGS = ["placeholder", "changeme", "redacted", "replaceme", "replace_me", "replace-me", "example", "your_", "your-"];
var WHOLE_REFERENCE = /^\$[A-Za-z_][A-Za-z0-9_]*$|^%[A-Za-z_][A-Za-z0-9_]*%$|^\$\(.*\)$/;
function isReference(v) {
  return containsReference(v) || !references(v, "{{", "}}").next().done || WHOLE_REFERENCE.test(v);
}
function isPlaceholder(value) {
  const v = value.trim();
  if (v === "") return true;
  if (isReference(v)) return true;
  if (/<[^<>]*>/.test(v)) return true;
  if (/^\[.*\]$/.test(v) || /^[*•.…#_\-\s]+$/.test(v) || v.includes("\u2026") || v.includes("...") || v.includes("***")) return true;
  const lower = v.toLowerCase();
  if (PLACEHOLDER_SUBSTRINGS.some((s) => lower.includes(s))) return true;
  const segments = lower.split(/[^a-z0-9]+/).filter((s) => s.length > 0);
  if (segments.some((s) => PLACEHOLDER_WORDS.has(s) || /^x{3,}$/.test(s) || /^your/.test(s))) return true;
  if (segments.every((s) => FILLER_WORDS.has(s))) return true;
  if (/^[a-z]{4,12}\d{1,4}$/.test(v) && FILLER_WORDS.has(v.replace(/\d+$/, ""))) return true;
  if (/^[A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8}$/.test(v) && !/(?:^|_)(?=[A-Z0-9]{0,40}\d)(?=[A-Z0-9]{0,40}[A-Z])[A-Z0-9]{8,}(?:_|$)/.test(v)) return true;
  const longestRun = v.match(/[A-Za-z0-9]+/g)?.reduce((a, b) => b.length > a.length ? b : a, "") ?? "";
  if (longestRun.length >= 3 && new Set(longestRun.toLowerCase()).size <= 2) return true;
  return false;
}

// src/secrets/token-formats.ts
var GITHUB_FORMATS = "https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/";
var GITLAB_PREFIXES = "https://docs.gitlab.com/security/tokens/#token-prefixes";
var SLACK_TOKENS = "https://api.slack.com/concepts/token-types";
var TOKEN_FORMATS = [
  {
    id: "github-pat",
    description: "GitHub personal access token",
    regex: /\bghp_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_PERSONAL_ACCESS_TOKEN",
    source: GITHUB_FORMATS,
    examples: {
      truePositives: ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu", "token ghp_aP4FtWUjYnXIHva4lvmtT1AFa0E5Qyyl4Glz"],
      falsePositives: ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007Twz", "xghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu", "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFuX"]
    }
  },
  {
    id: "github-fine-grained-pat",
    description: "GitHub fine-grained personal access token",
    regex: /\bgithub_pat_[A-Za-z0-9_]{82}\b/,
    envName: "GITHUB_PERSONAL_ACCESS_TOKEN",
    source: "https://github.blog/security/application-security/introducing-fine-grained-personal-access-tokens-for-github/",
    examples: {
      truePositives: ["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"],
      falsePositives: ["github_pat_RmNAKvXfYQqZKXBnrKMDmS", "github_pat_"]
    }
  },
  {
    id: "github-oauth",
    description: "GitHub OAuth access token",
    regex: /\bgho_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["gho_F9jeDStNj79fy7MlUmO69VWQW22pnPHVmq3v"], falsePositives: ["gho_F9jeDStNj79fy7MlUmO69VWQW22pnPH"] }
  },
  {
    id: "github-app-user-token",
    description: "GitHub App user access token",
    regex: /\bghu_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghu_eNTLfSMLprN4x1voTJTYYyX8PLZ91g4oBqTx"], falsePositives: ["ghu_eNTLfSMLprN4x1vo-TJTYYyX8PLZ91g4oBqTx"] }
  },
  {
    id: "github-app-installation-token",
    description: "GitHub App installation token",
    regex: /\bghs_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghs_LeM4URf2Utkj1xXmpW5eDtKafk511Ko2HAD3"], falsePositives: ["ghs_LeM4URf2Utkj1xXmpW5eDtKafk511Ko2HAD"] }
  },
  {
    id: "github-refresh-token",
    description: "GitHub refresh token",
    regex: /\bghr_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghr_dxPJOi9oWjO2gfuyIuMVOKrOWCBGv7zlYrWE"], falsePositives: ["ghr_dxPJOi9oWjO2gfuyIuMVOKrOWC"] }
  },
  {
    id: "gitlab-pat",
    description: "GitLab personal access token",
    // Legacy `glpat-` + 20, and the longer routable form with `.`-separated suffixes.
    regex: /\bglpat-[\w-]{20,}(?:\.[\w-]+)*/,
    envName: "GITLAB_PERSONAL_ACCESS_TOKEN",
    source: GITLAB_PREFIXES,
    examples: {
      truePositives: ["glpat-zoOsWaGeby9twVnKdaB3", "glpat-ZOub9LvxJmSKigG3kpM0w3USzS2.01.vkd9ohzdx"],
      falsePositives: ["glpat-zoOsWaGeby9tw", "glpat-"]
    }
  },
  {
    id: "gitlab-token",
    description: "GitLab token",
    // Deploy, runner, CI job, feed, SCIM, OAuth app, incoming mail, agent, feature flag tokens; pipeline triggers.
    regex: /\b(?:(?:gldt|glrt|glcbt|glft|glsoat|gloas|glimt|glagent|glffct|glwt)-[\w-]{20,}(?:\.[\w-]+)*|glptt-[0-9a-f]{40}\b)/,
    envName: "GITLAB_TOKEN",
    source: GITLAB_PREFIXES,
    examples: {
      truePositives: ["gldt-BKJiAUSaieyk5FjAoaTl", "glrt-LmD8MTALEBL4s2Dr9b27", "glptt-1145f5aa6770012068113f022822cb683ee598d5"],
      falsePositives: ["glptt-1145f5aa677001206811", "glx-BKJiAUSaieyk5FjAoaTl"]
    }
  },
  {
    id: "slack-bot-token",
    description: "Slack bot token",
    regex: /\bxoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24,34}\b/,
    envName: "SLACK_BOT_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xoxb-124078187757-3488076721034-2nG0QlJgzSjiHCSuWf94NP2b"],
      falsePositives: ["xoxb-124078187757-2nG0QlJgzSjiHCSuWf94NP2b", "xoxb-your-bot-token"]
    }
  },
  {
    id: "slack-user-token",
    description: "Slack user token",
    regex: /\bxox[pe]-[0-9]{10,13}-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{28,34}\b/,
    envName: "SLACK_USER_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xoxp-615898635719-809826250787-2575665570542-f53db761934c4c5c15e7f58a686c6082"],
      falsePositives: ["xoxp-615898635719-809826250787-f53db761934c4c5c15e7f58a686c6082"]
    }
  },
  {
    id: "slack-app-token",
    description: "Slack app-level token",
    regex: /\bxapp-\d-[A-Z0-9]{9,12}-\d{10,13}-[a-f0-9]{32,64}\b/,
    envName: "SLACK_APP_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xapp-1-AJHDX7GM1G9-9845987453576-f5a6d0570338d71d67f818844cabfaf7ac7ccbfaabf6bf62e2ed3fa9b93e88c8"],
      falsePositives: ["xapp-1-AJHDX7GM1G9-f5a6d0570338d71d67f818844cabfaf7"]
    }
  },
  {
    id: "slack-webhook-url",
    description: "Slack incoming webhook URL",
    regex: /\bhttps:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{43,56}(?![A-Za-z0-9+/])/,
    envName: "SLACK_WEBHOOK_URL",
    source: "https://api.slack.com/messaging/webhooks",
    examples: {
      truePositives: ["https://hooks.slack.com/services/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"],
      falsePositives: ["https://hooks.slack.com/services/", "https://api.slack.com/messaging/webhooks"]
    }
  },
  {
    id: "discord-webhook-url",
    description: "Discord webhook URL",
    // The URL is the secret, as Slack's is: whoever holds it posts as the webhook.
    regex: /\bhttps:\/\/discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,80}(?![A-Za-z0-9_-])/,
    envName: "DISCORD_WEBHOOK_URL",
    source: "https://discord.com/developers/docs/resources/webhook#execute-webhook",
    examples: {
      truePositives: ["https://discord.com/api/webhooks/1234567890123456789/Xk2mQ8vLp4wZr7tY1uI3oP5aS6dF8gH0jK2lZ4xC6vB8nM1qW3eR5tY7uI9oP2aS4dF6"],
      falsePositives: ["https://discord.com/api/webhooks/1234567890123456789/", "https://discord.com/developers/docs/resources/webhook"]
    }
  },
  {
    id: "telegram-bot-token",
    description: "Telegram bot API URL (with its bot token)",
    // Read in a Bot API URL only: a bare `<id>:<35 characters>` is too common a shape to run on every
    // value. The URL up to the token is the secret (a literal start, as the line scan needs).
    regex: /\bhttps:\/\/api\.telegram\.org\/bot\d{5,16}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/,
    envName: "TELEGRAM_BOT_URL",
    source: "https://core.telegram.org/bots/api#authorizing-your-bot",
    examples: {
      truePositives: ["https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawQ"],
      falsePositives: ["https://api.telegram.org/bot<token>/sendMessage", "https://core.telegram.org/bots/api"]
    }
  },
  {
    id: "aws-access-key-id",
    description: "AWS access key ID",
    regex: /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b/,
    envName: "AWS_ACCESS_KEY_ID",
    source: "https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids",
    examples: {
      truePositives: ["AKIAONP7J7DYOYUKE3XB", "ASIACMUPDJ7R4O2SOWOQ"],
      falsePositives: ["AKIAONP7J7DYOYUKE3X", "AKIA0NP7J7DYOYUKE3XB", "XAKIAONP7J7DYOYUKE3XB"]
    }
  },
  {
    id: "stripe-live-secret-key",
    description: "Stripe live secret key",
    regex: /\bsk_live_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys",
    examples: {
      truePositives: ["sk_live_1JxQ3EuizZCVq8R1qi7u9MSs", "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"],
      falsePositives: ["sk_live_short", "pk_live_1JxQ3EuizZCVq8R1qi7u9MSs"]
    }
  },
  {
    id: "stripe-restricted-key",
    description: "Stripe restricted key",
    regex: /\brk_(?:live|test)_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys#limit-access",
    examples: { truePositives: ["rk_live_atXkxEpAUHVaUifCf35S2kig"], falsePositives: ["rk_live_", "rk_prod_atXkxEpAUHVaUifCf35S2kig"] }
  },
  {
    id: "stripe-test-secret-key",
    description: "Stripe test secret key",
    regex: /\bsk_test_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys#test-live-modes",
    examples: { truePositives: ["sk_test_bmKZoL0ocU355OIcGXGRJXRS"], falsePositives: ["pk_test_bmKZoL0ocU355OIcGXGRJXRS"] }
  },
  {
    id: "anthropic-api-key",
    description: "Anthropic API key",
    regex: /\bsk-ant-(?:api03|admin01)-[\w-]{80,120}(?![\w-])/,
    envName: "ANTHROPIC_API_KEY",
    source: "https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml (anthropic-api-key)",
    examples: {
      truePositives: [
        "sk-ant-api03-Xb7EJnufqgrm1D0gq5wTjxBd7dlWXstIuc7UIoyi-I-EWHcPn4pAQG8Jx2XOQKtulq5G0UBZGc91qne-44S09BS2LNWE_AA",
        "sk-ant-admin01-lySFMggTZA_9tYgHThubTjMRUCPd5WcH_duGhpTmBCukZpz8SQW91HYN3LL0eZi7uDhXwij97kjdn8Dwjv0Tnb9YF54MhAA"
      ],
      falsePositives: ["sk-ant-api03-short", "sk-ant-"]
    }
  },
  {
    id: "openai-project-key",
    description: "OpenAI API key",
    regex: /\bsk-(?:proj|svcacct|admin)-[\w-]{40,}/,
    envName: "OPENAI_API_KEY",
    source: "https://platform.openai.com/docs/api-reference/authentication",
    examples: {
      truePositives: [
        "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",
        "sk-svcacct-LY1q4RpdSScUc7iF7TIpQBv80qRb65H6usqRMSCpnxorUMIGYodijBaa35OF"
      ],
      falsePositives: ["sk-proj-short", "sk-project-manager"]
    }
  },
  {
    id: "openai-api-key",
    description: "OpenAI API key",
    // Legacy user keys: 48 characters, some with the `T3BlbkFJ` ("OpenAI" in base64) marker in the middle.
    regex: /\bsk-(?:[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|[A-Za-z0-9]{48})\b/,
    envName: "OPENAI_API_KEY",
    source: "https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml (openai-api-key)",
    examples: {
      truePositives: ["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", "sk-B659eSZ9Ah6t843ROL95ZSfYqszDFVGuCxMOgijTHjf5WPYo"],
      falsePositives: ["sk-B659eSZ9Ah6t843ROL95ZSfYqsz", "risk-B659eSZ9Ah6t843ROL95ZSfYqszDFVGuCxMOgijTHjf5WPYo"]
    }
  },
  {
    id: "supabase-access-token",
    description: "Supabase personal access token",
    regex: /\bsbp_[a-f0-9]{40}\b/,
    envName: "SUPABASE_ACCESS_TOKEN",
    source: "https://supabase.com/docs/guides/getting-started/mcp",
    examples: {
      truePositives: ["sbp_eeced0b696e00f85e0f4a62eb0cfda8db0881808"],
      falsePositives: ["sbp_eeced0b696e00f85e0f4a62eb0cfda8db088180", "sbp_EECED0B696E00F85E0F4A62EB0CFDA8DB0881808"]
    }
  },
  {
    id: "supabase-secret-key",
    description: "Supabase secret API key",
    regex: /\bsb_secret_[\w-]{20,}/,
    envName: "SUPABASE_SECRET_KEY",
    source: "https://supabase.com/docs/guides/api/api-keys",
    examples: { truePositives: ["sb_secret_qTvLMhHVYRj7twlYFk6XtoHve0BXTaG"], falsePositives: ["sb_publishable_qTvLMhHVYRj7twlYFk6XtoHve0BXTaG"] }
  },
  {
    id: "npm-access-token",
    description: "npm access token",
    regex: /\bnpm_[A-Za-z0-9]{36}\b/,
    envName: "NPM_TOKEN",
    source: "https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/",
    examples: { truePositives: ["npm_uszopARYOCVpc6BOjjjjyQ8RHrHTlraOrgaQ"], falsePositives: ["npm_uszopARYOCVpc6BOjjjjyQ8RHrHTlra", "npm_config_registry"] }
  },
  {
    id: "huggingface-token",
    description: "Hugging Face access token",
    regex: /\bhf_[A-Za-z]{34}\b/,
    envName: "HF_TOKEN",
    source: "https://huggingface.co/docs/hub/security-tokens",
    examples: { truePositives: ["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"], falsePositives: ["hf_uZGkDgzsFAkMPRbCXlXfALsBHoAKTxPF1s", "hf_hub_offline"] }
  },
  {
    id: "google-api-key",
    description: "Google API key",
    regex: /\bAIza[\w-]{35}(?![\w-])/,
    envName: "GOOGLE_API_KEY",
    source: "https://cloud.google.com/docs/authentication/api-keys",
    examples: { truePositives: ["AIzaqxNDeaUCh-4gKICs5T3mB_FqD-5tY7H1QA3"], falsePositives: ["AIzaqxNDeaUCh-4gKICs5T3mB_FqD", "AIzaqxNDeaUCh-4gKICs5T3mB_FqD-5tY7H1QA3X"] }
  },
  {
    id: "jwt",
    description: "JSON Web Token",
    // Header and payload are base64url JSON objects, so both start `eyJ` (`{"`); a signature follows:
    // `\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}`, the token. Written as that, a run of `[\w-]` holding
    // many `eyJ` (`eyJ-eyJ-…`, a hostile file) was rescanned to its end from each one: quadratic, 6 s
    // for 80 KB. Every start inside one run meets the same end, so the regex starts only at a run's
    // first character, checks once what follows the run, then skips lazily to the run's first `eyJ`
    // (at its start or after a `-`, where `\b` holds); the token is the `secret` group, as before.
    regex: /(?<![\w-])(?=[\w-]*\.eyJ[\w-]{8,}\.[\w-]{16,})(?:[\w-]*?-)??(?<secret>eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,})/,
    source: "https://datatracker.ietf.org/doc/html/rfc7519#section-3.1",
    examples: {
      truePositives: [
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtdGlja2V0cyIsInJvbGUiOiJzZXJ2aWNlIiwiaWF0IjoxNzAwMDAwMDAwfQ.KX7feemdmwTl8Y6OCrmulsAQLmmuk-GOYB34TOgiwej"
      ],
      falsePositives: ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtdGlja2V0cyJ9.", "eyJhbGciOiJIUzI1NiJ9"]
    }
  },
  {
    id: "twilio-api-key",
    description: "Twilio API key",
    regex: /\bSK[0-9a-fA-F]{32}\b/,
    envName: "TWILIO_API_KEY",
    source: "https://www.twilio.com/docs/iam/api-keys",
    // The account SID (AC…) is an identifier, not a secret.
    examples: { truePositives: ["SK1213cc5c37cbc647e094945d7e4ba56c"], falsePositives: ["AC1213cc5c37cbc647e094945d7e4ba56c", "SK1213cc5c37cbc647e094945d7e4ba5"] }
  },
  {
    id: "sendgrid-api-key",
    description: "SendGrid API key",
    regex: /\bSG\.[\w-]{22}\.[\w-]{43}(?![\w-])/,
    envName: "SENDGRID_API_KEY",
    source: "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
    examples: {
      truePositives: ["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"],
      falsePositives: ["SG.GaDhNRQCe-qQqbPBhVUxku", "SG.GaDhNRQCe.1lyntJdrJ5fr6wbCSBJE"]
    }
  },
  {
    id: "linear-api-key",
    description: "Linear API key",
    regex: /\blin_api_[A-Za-z0-9]{40}\b/,
    envName: "LINEAR_API_KEY",
    source: "https://linear.app/developers/graphql#personal-api-keys",
    examples: { truePositives: ["lin_api_135Ynqt7TzfbwCVHYfMQvBg3A6iEHoNPczyB3DLn"], falsePositives: ["lin_api_135Ynqt7TzfbwCVHYfMQvBg3A6iEHo", "lin_oauth_135Ynqt7TzfbwCVHYfMQvBg3A6iEHoNPczyB3DLn"] }
  },
  {
    id: "notion-token",
    description: "Notion integration token",
    regex: /\b(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b/,
    envName: "NOTION_TOKEN",
    source: "https://developers.notion.com/docs/authorization",
    examples: {
      truePositives: ["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", "secret_kO6cvOYqjoTEd316nVwpzfZVyxnOKm0wVsAm3z8yCPq"],
      falsePositives: ["ntn_rlEu0MJlN33kYnFjInNfMLto27lCIH5K5lC", "client_secret_kO6cvOYqjoTEd316nVwpzfZVyxnOKm0wVsAm3z8yCPq", "secret_key"]
    }
  },
  {
    id: "figma-token",
    description: "Figma personal access token",
    regex: /\bfigd_[\w-]{38,48}(?![\w-])/,
    envName: "FIGMA_API_KEY",
    source: "https://help.figma.com/hc/en-us/articles/8085703771159-Manage-personal-access-tokens",
    examples: { truePositives: ["figd_68mOqL6CuAEFuzXPGhdKKMBZVTn6Si-DRkSQJ-H8"], falsePositives: ["figd_68mOqL6CuAEFuz", "figma_68mOqL6CuAEFuzXPGhdKKMBZVTn6Si-DRkSQJ-H8"] }
  },
  {
    id: "sentry-token",
    description: "Sentry auth token",
    // Organization tokens: `sntrys_` + base64 JSON + `_` + secret; user tokens: `sntryu_` + 64 hex.
    regex: /\b(?:sntrys_eyJ[A-Za-z0-9+/=_]{30,}|sntryu_[a-f0-9]{64}\b)/,
    envName: "SENTRY_AUTH_TOKEN",
    source: "https://docs.sentry.io/account/auth-tokens/",
    examples: {
      truePositives: [
        "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",
        "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"
      ],
      falsePositives: ["sntrys_", "sntryu_68d2a4d75b6aed200936203b2d4bf5fc"]
    }
  },
  {
    id: "private-key",
    description: "private key",
    // The body stops at the next "-----": a BEGIN with no END costs one scan to the next marker, not to
    // the end of the value (repeated BEGINs would otherwise take quadratic time).
    regex: /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){32,}?-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/,
    source: "https://datatracker.ietf.org/doc/html/rfc7468",
    examples: {
      truePositives: [
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACBw5TJx1LQfSbHhV3n4oGxk2Qx4SaD7ylsg9mW1MZtQQAAAJhG7bXvRu21\n-----END OPENSSH PRIVATE KEY-----",
        "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\\n-----END PRIVATE KEY-----"
      ],
      falsePositives: ["-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----", "-----BEGIN PRIVATE KEY----------END PRIVATE KEY-----"]
    }
  },
  {
    id: "connection-string-password",
    description: "password in a connection URL",
    // scheme://user:password@host — the secret is the password only (it may hold an unescaped `@`).
    // An unescaped `#` too: RFC 3986 would read a fragment, but libpq and most drivers read the
    // userinfo up to the `@`, and generated passwords hold `#`; a port followed by a fragment or by
    // JDBC's `;` properties (`host:443#part@x`, `sqlserver://h:1433;user=a@b`) is no password.
    // Bounded repetitions: unbounded ones rescan to the end of the value from every word start ("a.a.a.…").
    regex: /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/?#@]{0,256}:(?!\d{1,5}[#;,|()[\]])(?<secret>[^\s/?]{1,512})@/i,
    source: "https://datatracker.ietf.org/doc/html/rfc3986#section-3.2.1",
    examples: {
      truePositives: [
        "postgres://app:Wq8s3rVt2LkP@db.internal:5432/app",
        "redis://:hunter2hunter@cache:6379/0",
        "mongodb+srv://svc:p%40ss-W0rd@cluster0.mongodb.net/db",
        "postgres://report:Xk9(vQ2;mZ8#pL4@db.example.com:5432/sales"
      ],
      falsePositives: ["https://learn.microsoft.com:443/api/mcp", "postgres://app@db.internal/app", "git@github.com:org/repo.git", "https://docs.example.com:443#auth@v2", "jdbc:sqlserver://srv.database.windows.net:1433;database=db;user=alice@contoso.com;encrypt=true"]
    }
  },
  {
    id: "generic-live-key",
    description: "live-mode API key",
    // `<prefix>_live_<random>` is the Stripe-style convention many APIs copy (tickets, payments, mail).
    // `pk_live_` is a publishable key, meant to be public.
    regex: /\b(?!pk_)[a-z]{2,8}_live_[A-Za-z0-9]{12,}\b/,
    generic: true,
    source: "https://docs.stripe.com/keys (the prefix convention other APIs follow)",
    examples: {
      truePositives: ["tk_live_9f2c41d07ab8e6", "tk_live_sogFhLwHiGLCnBGoDV0M"],
      falsePositives: ["pk_live_sogFhLwHiGLCnBGoDV0M", "tk_live_short", "is_live_stream"]
    }
  }
];
function matchFormat(format2, text) {
  const m = compiled(format2).exec(text);
  if (!m?.indices) return void 0;
  const [start, end] = m.indices.groups?.["secret"] ?? m.indices[0];
  return { secret: text.slice(start, end), start, end };
}
var withIndices = /* @__PURE__ */ new WeakMap();
function compiled(format2) {
  let re = withIndices.get(format2);
  if (!re) {
    re = new RegExp(format2.regex.source, format2.regex.flags.replace(/[gy]/g, "") + "d");
    withIndices.set(format2, re);
  }
  return re;
}

// src/secrets/detect.ts
var AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|ApiKey|Api-Key|SSWS|OAuth|Digest)[ \t]+(?=\S+$)/i;
var STRONG_SCHEME = /^(Bearer|Basic)$/i;
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
function findSecrets(key, value) {
  const found = [];
  const scheme = AUTH_SCHEME.exec(value);
  const add = (m) => {
    if (isPlaceholder(m.secret) || found.some((f) => m.start < f.end && f.start < m.end)) return;
    if (scheme && m.start === scheme[0].length) m.scheme = scheme[1];
    found.push(m);
  };
  let lower;
  const lowered = () => lower ??= value.toLowerCase();
  for (const format2 of TOKEN_FORMATS) {
    if (!mayMatch(format2, value, lowered)) continue;
    const m = matchFormat(format2, value);
    if (m) add({ ...m, format: format2, reason: "format" });
  }
  if (URL_LIKE.test(value)) {
    for (const q of queryParameters(value)) {
      const info = classifyKey(q.name);
      if (info && looksLikeCredential(q.value, info.kind)) add({ secret: q.value, reason: "key-name", start: q.start, end: q.start + q.value.length, param: q.name });
    }
    return found;
  }
  if (found.length > 0) return found;
  const start = scheme ? scheme[0].length : 0;
  const candidate = value.slice(start);
  const kind = classifyKey(key)?.kind ?? (scheme && STRONG_SCHEME.test(scheme[1]) ? "password" : void 0);
  if (kind && looksLikeCredential(candidate, kind)) add({ secret: candidate, reason: "key-name", start, end: value.length });
  return found;
}
function looksLikeCredential(value, kind) {
  if (value.length < 6 || /\s/.test(value) || isPlainConfig(value) || isPlaceholder(value)) return false;
  const h = shannonEntropy(value);
  const lower = /[a-z]/.test(value);
  const upper = /[A-Z]/.test(value);
  const digit = /[0-9]/.test(value);
  const symbol = /[^A-Za-z0-9]/.test(value);
  const letter = lower || upper;
  const classes = [lower, upper, digit, symbol].filter(Boolean).length;
  if (kind === "password") return classes >= 2 || h >= 2.5;
  if (isSlug(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return h >= 3;
  if (value.length >= 20 && /^[A-Za-z0-9+/=_.-]+$/.test(value) && h >= 3.5 && (letter && digit || lower && upper)) return true;
  if (value.length >= 12 && letter && digit && h >= 3.2) return true;
  return value.length >= 10 && classes >= 3 && h >= 3;
}
function isPlainConfig(value) {
  return /^(true|false|yes|no|on|off|enabled|disabled|null|none|debug|info|warn|warning|error|trace|fatal|silent|verbose)$/i.test(value) || /^[+-]?\d+(\.\d+)?(ms|s|m|h|d|k|kb|mb|gb)?$/i.test(value) || /^v?\d+(\.\d+)+([-+][\w.]+)?$/.test(value) || URL_LIKE.test(value) || /^(~|\.{1,2})?[\\/]/.test(value) || /^[A-Za-z]:[\\/]/.test(value) || value.includes("/") && /\.[a-z][a-z0-9]{0,4}$/.test(value) || /^[^@\s:/]+@[^@\s:/]+\.[a-z]{2,}$/i.test(value);
}
function isSlug(value) {
  if (!/^[a-z0-9]+([-.][a-z0-9]+)+$/.test(value)) return false;
  const segments = value.split(/[-.]/);
  return segments.some((s) => /^[a-z]{3,}$/.test(s)) && !segments.some((s) => s.length >= 8 && /[a-z]/.test(s) && /[0-9]/.test(s));
}
function shannonEntropy(value) {
  if (value.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function queryParameters(url) {
  const q = url.indexOf("?");
  if (q === -1) return [];
  const hash = url.indexOf("#", q);
  const end = hash === -1 ? url.length : hash;
  const out = [];
  let at = q + 1;
  for (const pair of url.slice(q + 1, end).split("&")) {
    const eq = pair.indexOf("=");
    if (eq > 0) out.push({ name: safeDecode2(pair.slice(0, eq)), value: pair.slice(eq + 1), start: at + eq + 1 });
    at += pair.length + 1;
  }
  return out;
}
function safeDecode2(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

// src/skills/commands/shell.ts
var MAX_DEPTH2 = 24;
var MAX_WORDS = 2e3;
var MAX_KEPT = 1e3;
var MAX_VALUE = 8192;
var MAX_EXPANSIONS = 64;
var NONE = [];
function pushTo(owner, key, item) {
  const list = owner[key];
  if (list === NONE) owner[key] = [item];
  else list.push(item);
}
function addPart(w, part) {
  if (w.length >= MAX_VALUE) return;
  if (w.parts !== void 0) w.parts.push(part);
  else if (w.single === void 0) w.single = part;
  else w.parts = [w.single, part];
  w.length += part.length;
}
var BREAKS = tableOf(" 	\r\n\"#$&'();<>`|");
var DQ_BREAKS = tableOf('"$`');
function tableOf(chars) {
  const t = new Uint8Array(128);
  for (let k = 0; k < 32; k++) if (chars.includes(" ")) t[k] = 1;
  for (const ch of chars) t[ch.charCodeAt(0)] = 1;
  return t;
}
var isSpace = (c) => c === 32 || c === 9 || c === 13;
var isNameChar = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
function parseShell(text, dialect = "sh", start = 0, end = text.length) {
  const escape = dialect === "pwsh" ? 96 : dialect === "cmd" ? 94 : 92;
  const top = { kind: "top", pos: start, end, commands: [], comments: [] };
  const stack = [newFrame(top, "", void 0, false)];
  let frame = stack[0];
  let dq = false;
  let i = start;
  const word = () => {
    if (frame.word === void 0) {
      frame.pipeOpen = false;
      frame.word = { pos: i, single: void 0, parts: void 0, quoted: false, expansions: NONE, subs: NONE, parens: 0, length: 0, encoded: 0 };
    }
    return frame.word;
  };
  const finishWord = (at) => {
    const w = frame.word;
    if (!w) return;
    frame.word = void 0;
    const built = { pos: w.pos, end: at, value: w.parts !== void 0 ? w.parts.join("") : w.single ?? "", quoted: w.quoted, expansions: w.expansions, subs: w.subs };
    if (w.encoded > 0) built.encoded = w.encoded;
    if (frame.redirect) {
      frame.redirect.target = built;
      if (frame.redirect.op === "<<" || frame.redirect.op === "<<-") {
        frame.pendingHeredocs.push({ redirect: frame.redirect, delimiter: built.value, strip: frame.redirect.op === "<<-" });
        frame.redirect.heredoc = { start: at, end: at, quoted: built.quoted };
      }
      frame.redirect = void 0;
      return;
    }
    const cmd = frame.command ??= newCommand(w.pos, frame.pipeline, frame.group);
    if (dialect === "sh" && !built.quoted) reservedWord(cmd, built.value);
    if (cmd.words.length === 0 && isAssignment(built.value) && dialect === "sh") pushTo(cmd, "assignments", built);
    else if (cmd.words.length < MAX_WORDS) cmd.words.push(built);
    cmd.end = at;
  };
  const finishCommand = (at) => {
    finishWord(at);
    const cmd = frame.command;
    frame.command = void 0;
    if (cmd && (cmd.words.length > 0 || cmd.assignments.length > 0 || cmd.redirects.length > 0 || cmd === frame.groupEnd)) {
      cmd.end = Math.max(cmd.end, at);
      cmd.pipeIndex = frame.pipeline.length;
      frame.pipeline.push(cmd);
      frame.script.commands.push(cmd);
    }
  };
  const endPipeline = (at) => {
    finishCommand(at);
    frame.pipeline = [];
    frame.pipeOpen = false;
  };
  const addRedirect = (op, at) => {
    finishWord(at);
    const cmd = frame.command ??= newCommand(at, frame.pipeline, frame.group);
    const r = { op };
    pushTo(cmd, "redirects", r);
    frame.redirect = r;
  };
  const openGroup = (kind) => {
    const parent = frame.group;
    if (frame.deeperGroups > 0 || (parent?.depth ?? 0) >= MAX_DEPTH2) frame.deeperGroups++;
    else frame.group = { kind, end: void 0, parent, depth: (parent?.depth ?? 0) + 1 };
  };
  const closeGroup = (kind, end2) => {
    if (frame.deeperGroups > 0) {
      frame.deeperGroups--;
      return false;
    }
    const g = frame.group;
    if (!g || g.kind !== kind) return false;
    g.end = end2;
    frame.group = g.parent;
    return true;
  };
  const reservedWord = (cmd, value) => {
    const n = cmd.words.length;
    if (value === "{" && (n === 0 || GROUP_LEADS.has(cmd.words[n - 1].value) || cmd.words[n - 1].value.endsWith("()") || cmd.words[n - 2]?.value === "function")) {
      openGroup("{");
      cmd.group = frame.group;
    } else if (n === 0 && value === "}") {
      if (closeGroup("{", cmd)) cmd.group = frame.group;
    } else if (n === 0 && value === "case") frame.cases.push(frame.group);
    else if (n === 0 && value === "esac") frame.cases.pop();
  };
  const push2 = (kind, closer, at) => {
    const parent = word();
    const script = { kind, pos: at, end: at, commands: [], comments: [] };
    pushTo(parent, "subs", script);
    const f = newFrame(script, closer, parent, dq);
    stack.push(f);
    frame = f;
    dq = false;
  };
  const pop = (at) => {
    endPipeline(at);
    consumeNothingPending(frame);
    const done = stack.pop();
    done.script.end = at;
    frame = stack[stack.length - 1];
    dq = done.inDoubleQuotes;
    const w = done.parentWord;
    const raw = text.slice(done.script.pos, Math.min(end, at + 1, done.script.pos + MAX_KEPT));
    addPart(w, raw);
    if (w.expansions.length < MAX_EXPANSIONS) pushTo(w, "expansions", { text: raw, quoted: dq, at: done.script.pos });
    if (dq) w.quoted = true;
  };
  while (i < end) {
    const c = text.charCodeAt(i);
    if (dq) {
      if (c === 34) {
        dq = false;
        i++;
        continue;
      }
      if (c === escape && i + 1 < end) {
        const n = text[i + 1];
        if (n === "\n") i += 2;
        else {
          addPart(word(), dialect === "sh" && !'$`"\\'.includes(n) ? text[i] + n : n);
          i += 2;
        }
        continue;
      }
      if (c === 36 && dialect !== "cmd") {
        const used = dollar(i);
        if (used > 0) {
          i += used;
          continue;
        }
      }
      if (c === 96 && dialect === "sh") {
        if (stack.length < MAX_DEPTH2) push2("`", "`", i);
        else addPart(word(), "`");
        i++;
        continue;
      }
      let j2 = i + 1;
      while (j2 < end) {
        const d = text.charCodeAt(j2);
        if (d < 128 && DQ_BREAKS[d] === 1 || d === escape) break;
        j2++;
      }
      addPart(word(), text.slice(i, j2));
      i = j2;
      continue;
    }
    if (c === 10) {
      if (frame.closer === "" || frame.closer === ")" || frame.closer === "`") {
        if (frame.pipeOpen && frame.word === void 0 && frame.command === void 0 && frame.redirect === void 0 && !nextLineStartsWithPipe(text, i + 1, end)) {
          i = consumeHeredocs(frame, i + 1);
          continue;
        }
        endPipeline(i);
        i = consumeHeredocs(frame, i + 1);
        continue;
      }
    }
    if (isSpace(c)) {
      finishWord(i);
      i++;
      continue;
    }
    if (c === frame.closer.charCodeAt(0) && frame.closer !== "" && !(c === 41 && (frame.word?.parens ?? 0) > 0) && !(c === 41 && frame.literalParens > 0)) {
      pop(i);
      i++;
      continue;
    }
    if (c === escape && i + 1 < end) {
      const n = text[i + 1];
      if (n === "\n") i += 2;
      else if (n === "\r" && text[i + 2] === "\n") i += 3;
      else {
        addPart(word(), n);
        word().quoted = true;
        i += 2;
      }
      continue;
    }
    if (c === 35 && frame.word === void 0 && dialect !== "cmd") {
      const nl = text.indexOf("\n", i);
      const stop = nl === -1 || nl > end ? end : nl;
      frame.script.comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 60 && dialect === "pwsh" && text.charCodeAt(i + 1) === 35) {
      const close = text.indexOf("#>", i + 2);
      const stop = close === -1 || close > end ? end : close + 2;
      frame.script.comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 39 && dialect !== "cmd") {
      const w = word();
      w.quoted = true;
      let j2 = i + 1;
      for (; ; ) {
        const close = text.indexOf("'", j2);
        const stop = close === -1 || close >= end ? end : close;
        addPart(w, text.slice(j2, stop));
        if (dialect === "pwsh" && stop < end && text.charCodeAt(stop + 1) === 39) {
          addPart(w, "'");
          j2 = stop + 2;
          continue;
        }
        i = stop + 1;
        break;
      }
      continue;
    }
    if (c === 34) {
      word().quoted = true;
      dq = true;
      i++;
      continue;
    }
    if (c === 36 && dialect !== "cmd") {
      if (dialect === "sh" && text.charCodeAt(i + 1) === 39) {
        const w = word();
        w.quoted = true;
        let j2 = i + 2;
        while (j2 < end && text.charCodeAt(j2) !== 39) j2 += text.charCodeAt(j2) === 92 ? 2 : 1;
        const body = text.slice(i + 2, Math.min(j2, end));
        if (body.includes("\\")) w.encoded += body.match(ENCODED_ESCAPE)?.length ?? 0;
        addPart(w, ansiC(body));
        i = j2 + 1;
        continue;
      }
      if (dialect === "sh" && text.charCodeAt(i + 1) === 34) {
        word();
        i++;
        continue;
      }
      const used = dollar(i);
      if (used > 0) {
        i += used;
        continue;
      }
    }
    if (c === 96 && dialect === "sh") {
      if (stack.length < MAX_DEPTH2) push2("`", "`", i);
      else addPart(word(), "`");
      i++;
      continue;
    }
    if (c === 124) {
      if (text.charCodeAt(i + 1) === 124) {
        endPipeline(i);
        i += 2;
      } else {
        finishCommand(i);
        i += text.charCodeAt(i + 1) === 38 ? 2 : 1;
        frame.pipeOpen = dialect !== "cmd";
      }
      continue;
    }
    if (c === 38) {
      const n = text.charCodeAt(i + 1);
      if (n === 62) {
        const op = text.charCodeAt(i + 2) === 62 ? "&>>" : "&>";
        addRedirect(op, i);
        i += op.length;
      } else {
        endPipeline(i);
        i += n === 38 ? 2 : 1;
      }
      continue;
    }
    if (c === 59) {
      endPipeline(i);
      i += text.charCodeAt(i + 1) === 59 || text.charCodeAt(i + 1) === 38 ? 2 : 1;
      continue;
    }
    if ((c === 60 || c === 62) && dialect !== "cmd" && text.charCodeAt(i + 1) === 40 && dialect === "sh") {
      if (stack.length < MAX_DEPTH2) push2(c === 60 ? "<(" : ">(", ")", i);
      else {
        addPart(word(), text.slice(i, i + 2));
        frame.literalParens++;
      }
      i += 2;
      continue;
    }
    if (c === 60 || c === 62) {
      if (frame.word && frame.word.pos === i - 1 && /^[0-9]$/.test(text[i - 1])) frame.word = void 0;
      const op = redirectOperator(text, i);
      addRedirect(op, i);
      i += op.length;
      if (op === ">&" || op === "<&") {
        let j2 = i;
        while (j2 < end && /[0-9-]/.test(text[j2])) j2++;
        if (j2 > i) {
          frame.redirect = void 0;
          i = j2;
        }
      }
      continue;
    }
    if (c === 40) {
      if (frame.word) {
        frame.word.parens++;
        addPart(frame.word, "(");
      } else if (dialect === "pwsh") {
        word().parens++;
        addPart(word(), "(");
      } else if (dialect === "sh") {
        if (frame.command) endPipeline(i);
        openGroup("(");
      } else endPipeline(i);
      i++;
      continue;
    }
    if (c === 41) {
      if (frame.word && frame.word.parens > 0) {
        frame.word.parens--;
        addPart(frame.word, ")");
      } else if (frame.literalParens > 0) {
        frame.literalParens--;
        addPart(word(), ")");
      } else {
        endPipeline(i);
        if (dialect === "sh" && frame.deeperGroups === 0 && frame.group?.kind === "(" && frame.cases[frame.cases.length - 1] !== frame.group) {
          const end2 = newCommand(i, frame.pipeline, frame.group.parent);
          closeGroup("(", end2);
          frame.command = frame.groupEnd = end2;
        } else if (dialect === "sh" && frame.deeperGroups > 0) frame.deeperGroups--;
      }
      i++;
      continue;
    }
    let j = i + 1;
    while (j < end) {
      const d = text.charCodeAt(j);
      if (d < 128 && BREAKS[d] === 1 || d === escape) break;
      j++;
    }
    addPart(word(), text.slice(i, j));
    i = j;
  }
  while (stack.length > 1) pop(end);
  endPipeline(end);
  return top;
  function dollar(at) {
    const n = text.charCodeAt(at + 1);
    if (n === 40) {
      if (text.charCodeAt(at + 2) === 40) {
        let depth = 0;
        let j2 = at + 1;
        for (; j2 < end; j2++) {
          const d = text.charCodeAt(j2);
          if (d === 40) depth++;
          else if (d === 41 && --depth === 0) break;
        }
        appendExpansion(text.slice(at, Math.min(end, j2 + 1, at + MAX_KEPT)), at);
        return Math.min(end, j2 + 1) - at;
      }
      if (stack.length < MAX_DEPTH2) {
        push2("$(", ")", at);
        return 2;
      }
      frame.literalParens++;
      addPart(word(), "$(");
      return 2;
    }
    if (n === 123) {
      let depth = 0;
      let j2 = at + 1;
      for (; j2 < end; j2++) {
        const d = text.charCodeAt(j2);
        if (d === 123) depth++;
        else if (d === 125 && --depth === 0) break;
        else if (d === 10 && depth > 0 && j2 - at > 2e3) break;
      }
      appendExpansion(text.slice(at, Math.min(end, j2 + 1, at + MAX_KEPT)), at);
      return Math.min(end, j2 + 1) - at;
    }
    let j = at + 1;
    if (isNameChar(n)) {
      while (j < end && isNameChar(text.charCodeAt(j))) j++;
      if (dialect === "pwsh" && text.charCodeAt(j) === 58) {
        j++;
        while (j < end && isNameChar(text.charCodeAt(j))) j++;
      }
    } else if (n === 64 || n === 42 || n === 35 || n === 63 || n === 33 || n === 45 || n === 36) j++;
    else return 0;
    appendExpansion(text.slice(at, j), at);
    return j - at;
  }
  function appendExpansion(raw, at) {
    const w = word();
    addPart(w, raw);
    if (w.expansions.length < MAX_EXPANSIONS) pushTo(w, "expansions", { text: raw, quoted: dq, at });
  }
  function consumeHeredocs(f, from) {
    let at = from;
    for (const pending of f.pendingHeredocs) {
      const bodyStart = at;
      let bodyEnd = end;
      let resume = end;
      while (at < end) {
        const nl = text.indexOf("\n", at);
        const lineEnd = nl === -1 || nl > end ? end : nl;
        let line = text.slice(at, lineEnd);
        if (line.endsWith("\r")) line = line.slice(0, -1);
        if (pending.strip) line = line.replace(/^\t+/, "");
        if (line === pending.delimiter) {
          bodyEnd = at;
          resume = lineEnd === end ? end : lineEnd + 1;
          at = resume;
          break;
        }
        at = lineEnd === end ? end : lineEnd + 1;
      }
      if (at >= end && bodyEnd === end) resume = end;
      pending.redirect.heredoc = { start: bodyStart, end: bodyEnd, quoted: pending.redirect.heredoc?.quoted ?? false };
      at = resume;
    }
    f.pendingHeredocs = [];
    return at;
  }
  function consumeNothingPending(f) {
    f.pendingHeredocs = [];
  }
}
function nextLineStartsWithPipe(text, at, end) {
  let j = at;
  while (j < end && j - at < 64 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  return text.charCodeAt(j) === 124;
}
function newFrame(script, closer, parentWord, inDoubleQuotes) {
  return { script, closer, command: void 0, pipeline: [], word: void 0, redirect: void 0, pendingHeredocs: [], parentWord, inDoubleQuotes, literalParens: 0, group: void 0, deeperGroups: 0, groupEnd: void 0, cases: [], pipeOpen: false };
}
function newCommand(pos, pipeline, group) {
  return { pos, end: pos, assignments: NONE, words: [], redirects: NONE, pipeline, pipeIndex: 0, group };
}
var GROUP_LEADS = /* @__PURE__ */ new Set(["{", "!", "if", "then", "else", "elif", "do", "while", "until", "time"]);
function isAssignment(value) {
  return value.includes("=") && /^[A-Za-z_][A-Za-z0-9_]{0,200}(?:\[[^\]]{0,200}\])?\+?=/.test(value);
}
function redirectOperator(text, i) {
  const two = text.slice(i, i + 3);
  if (two.startsWith("<<<")) return "<<<";
  if (two.startsWith("<<-")) return "<<-";
  for (const op of ["<<", ">>", "<&", ">&", "<>", ">|"]) if (two.startsWith(op)) return op;
  return text[i];
}
var ENCODED_ESCAPE = /\\(?:x[0-9a-fA-F]|[0-7]|[uU][0-9a-fA-F])/g;
var ANSI_C_SIMPLE = { a: "\x07", b: "\b", e: "\x1B", E: "\x1B", f: "\f", n: "\n", r: "\r", t: "	", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };
var isOctalDigit = (c) => c >= 48 && c <= 55;
var hexValue = (c) => c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
function ansiC(body) {
  let k = body.indexOf("\\");
  if (k === -1) return body;
  const out = [];
  let from = 0;
  while (k !== -1) {
    out.push(body.slice(from, k));
    const e = body[k + 1];
    let value;
    let next = k + 2;
    if (e === void 0) next = k + 1;
    else if (ANSI_C_SIMPLE[e] !== void 0) value = ANSI_C_SIMPLE[e];
    else if (isOctalDigit(e.charCodeAt(0))) {
      let n = 0;
      for (next = k + 1; next < k + 4 && isOctalDigit(body.charCodeAt(next)); next++) n = n * 8 + body.charCodeAt(next) - 48;
      value = String.fromCharCode(n & 255);
    } else if (e === "x" || e === "u" || e === "U") {
      let n = 0;
      const stop = k + 2 + (e === "x" ? 2 : e === "u" ? 4 : 8);
      for (; next < stop && hexValue(body.charCodeAt(next)) !== -1; next++) n = n * 16 + hexValue(body.charCodeAt(next));
      if (next > k + 2) value = e === "x" ? String.fromCharCode(n) : n <= 1114111 ? String.fromCodePoint(n) : "\uFFFD";
    } else if (e === "c" && k + 2 < body.length) {
      const c = body.charCodeAt(k + 2);
      next = c === 92 && body.charCodeAt(k + 3) === 92 ? k + 4 : k + 3;
      value = c === 63 ? "\x7F" : String.fromCharCode((c >= 97 && c <= 122 ? c - 32 : c) & 31);
    }
    if (value === "\0") return out.join("");
    out.push(value ?? body.slice(k, next));
    from = next;
    k = body.indexOf("\\", next);
  }
  out.push(body.slice(from));
  return out.join("");
}
function allCommands(script) {
  const out = [];
  const visit2 = (s) => {
    for (const cmd of s.commands) {
      out.push(cmd);
      for (const w of cmd.assignments) for (const sub of w.subs) visit2(sub);
      for (const w of cmd.words) for (const sub of w.subs) visit2(sub);
      for (const r of cmd.redirects) if (r.target) for (const sub of r.target.subs) visit2(sub);
    }
  };
  visit2(script);
  return out;
}

// src/skills/commands/invocation.ts
var KEYWORDS = /* @__PURE__ */ new Set(["{", "}", "!", "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "for", "case", "esac", "in", "function", "select", "time", "coproc", "[[", "]]", "&"]);
var WRAPPERS = /* @__PURE__ */ new Set(["sudo", "doas", "env", "nohup", "exec", "command", "builtin", "nice", "ionice", "timeout", "stdbuf", "caffeinate", "xargs", "time", "gsudo", "chronic", "unbuffer", "torsocks", "proxychains", "proxychains4"]);
var WRAPPER_VALUE_OPTIONS = {
  sudo: /* @__PURE__ */ new Set(["-u", "-g", "-C", "-p", "-r", "-t", "-U", "-h", "-D", "--user", "--group", "--prompt", "--chdir"]),
  doas: /* @__PURE__ */ new Set(["-u", "-C"]),
  env: /* @__PURE__ */ new Set(["-u", "--unset", "-C", "--chdir", "-S", "--split-string"]),
  nice: /* @__PURE__ */ new Set(["-n", "--adjustment"]),
  ionice: /* @__PURE__ */ new Set(["-c", "-n", "-p"]),
  timeout: /* @__PURE__ */ new Set(["-s", "--signal", "-k", "--kill-after"]),
  stdbuf: /* @__PURE__ */ new Set(["-i", "-o", "-e"]),
  xargs: /* @__PURE__ */ new Set(["-I", "-i", "-n", "-P", "-d", "-L", "-l", "-s", "-E", "-e", "-a", "--arg-file", "--delimiter", "--max-args", "--max-procs", "--replace"]),
  caffeinate: /* @__PURE__ */ new Set(["-t", "-w"])
};
function programName(value) {
  const base = value.slice(Math.max(value.lastIndexOf("/"), value.lastIndexOf("\\")) + 1).toLowerCase();
  return base.endsWith(".exe") ? base.slice(0, -4) : base;
}
function invocationOf(command) {
  const words = command.words;
  const wrappers = [];
  let i = assignedTo(words);
  let program;
  while (i < words.length) {
    const value = words[i].value;
    if (KEYWORDS.has(value) || value.endsWith("()")) {
      i++;
      continue;
    }
    const name = programName(value);
    const inside = containerCommandAt(words, i, name);
    if (inside !== void 0) {
      wrappers.push({ name: `${name} exec`, word: words[i] });
      i = inside;
      continue;
    }
    if (!WRAPPERS.has(name)) {
      program = name;
      break;
    }
    wrappers.push({ name, word: words[i] });
    i++;
    const withValue = WRAPPER_VALUE_OPTIONS[name];
    while (i < words.length) {
      const v = words[i].value;
      if (v === "--") {
        i++;
        break;
      }
      if (v.startsWith("-") && v.length > 1) {
        i += withValue?.has(v) ? 2 : 1;
        continue;
      }
      if (name === "env" && /^[A-Za-z_]\w*=/.test(v)) {
        i++;
        continue;
      }
      if (name === "timeout" && /^\d/.test(v)) {
        i++;
        continue;
      }
      break;
    }
  }
  const nameWord = words[i];
  if (!nameWord) {
    const last = wrappers.pop();
    if (!last) return void 0;
    const at = words.indexOf(last.word);
    return { name: last.name, nameWord: last.word, args: words.slice(at + 1), values: words.slice(at + 1).map((w) => w.value), wrappers, command };
  }
  const args = words.slice(i + 1);
  return { name: program ?? programName(nameWord.value), nameWord, args, values: args.map((w) => w.value), wrappers, command };
}
var SSH_VALUE_OPTIONS = new Set("bceilmopDEFIJLOQRSwW");
function sshCommandAt(values) {
  let host = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === "--") return host ? i + 1 < values.length ? i + 1 : void 0 : i + 2 < values.length ? i + 2 : void 0;
    if (v.startsWith("-") && v.length > 1) {
      for (let k = 1; k < v.length; k++) {
        if (!SSH_VALUE_OPTIONS.has(v[k])) continue;
        if (k === v.length - 1) i++;
        break;
      }
      continue;
    }
    if (host) return i;
    host = true;
  }
  return void 0;
}
function sshLocalCommands(values) {
  const out = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const at = v === "-o" ? i + 1 : v.startsWith("-o") ? i : -1;
    if (at === -1 || at >= values.length) continue;
    const option = at === i ? v.slice(2) : values[at];
    const m = /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)[ =]\s*/i.exec(option);
    if (m) out.push([at, (at === i ? 2 : 0) + m[0].length]);
    if (at !== i) i++;
  }
  return out;
}
var EXEC_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--index"]);
var EXEC_GROUPS = /* @__PURE__ */ new Set(["compose", "container"]);
function containerCommandAt(words, at, name) {
  if (name === "kubectl" || name === "oc") {
    let k2 = at + 1;
    while (k2 < words.length && k2 < at + 16 && words[k2].value !== "exec") k2++;
    if (words[k2]?.value !== "exec") return void 0;
    for (; k2 < words.length && k2 < at + 64; k2++) if (words[k2].value === "--") return k2 + 1 < words.length ? k2 + 1 : void 0;
    return void 0;
  }
  let k = at + 1;
  if (name === "docker" || name === "podman" || name === "nerdctl") {
    if (EXEC_GROUPS.has(words[k]?.value ?? "")) k++;
  } else if (name !== "docker-compose" && name !== "podman-compose") return void 0;
  if (words[k]?.value !== "exec") return void 0;
  k++;
  while (k < words.length && words[k].value.startsWith("-")) k += EXEC_VALUE_OPTIONS.has(words[k].value) ? 2 : 1;
  return k + 1 < words.length ? k + 1 : void 0;
}
function assignedTo(words) {
  let i = 0;
  for (let n = 0; n < 8; n++) {
    const first = words[i]?.value;
    if (first === void 0 || !(first.charCodeAt(0) === 36 || first.charCodeAt(0) === 91)) return i;
    const typed = PS_TYPE.test(first) && assignmentAt(words, i + 1) > 0 ? 1 : 0;
    const length = assignmentAt(words, i + typed);
    if (length === 0) return i;
    i += typed + length;
  }
  return i;
}
function assignmentAt(words, i) {
  const w = words[i]?.value;
  if (w === void 0) return 0;
  if (PS_VARIABLE_ASSIGNED.test(w) && i + 1 < words.length) return 1;
  return PS_VARIABLE.test(w) && i + 2 < words.length && PS_ASSIGNMENT.has(words[i + 1].value) ? 2 : 0;
}
var PS_TYPE_SOURCE = String.raw`\[[\w.\[\]]{1,100}\]`;
var PS_NAME = String.raw`\$(?:[A-Za-z_][\w:.]{0,200}|\{[^}]{1,200}\})`;
var PS_TYPE = new RegExp(`^${PS_TYPE_SOURCE}$`);
var PS_VARIABLE = new RegExp(`^(?:${PS_TYPE_SOURCE})?${PS_NAME}$`);
var PS_VARIABLE_ASSIGNED = new RegExp(`^(?:${PS_TYPE_SOURCE})?${PS_NAME}(?:[-+*/]|\\?\\?)?=$`);
var PS_ASSIGNMENT = /* @__PURE__ */ new Set(["=", "+=", "-=", "*=", "/=", "??="]);
function hasOption(values, long, short = "") {
  for (const v of values) {
    if (v === "--") return false;
    if (v.startsWith("--")) {
      const name = v.includes("=") ? v.slice(0, v.indexOf("=")) : v;
      if (long.includes(name)) return true;
    } else if (short !== "" && v.startsWith("-") && v.length > 1 && /^-[A-Za-z]+$/.test(v)) {
      for (const ch of v.slice(1)) if (short.includes(ch)) return true;
    }
  }
  return false;
}
function optionValue(values, names) {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    for (const n of names) {
      if (v === n) return values[i + 1];
      if (n.startsWith("--") && v.startsWith(`${n}=`)) return v.slice(n.length + 1);
    }
  }
  return void 0;
}
function operands(values, withValue = /* @__PURE__ */ new Set()) {
  const out = [];
  let rest = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (rest) out.push(v);
    else if (v === "--") rest = true;
    else if (v.startsWith("-") && v.length > 1) {
      if (withValue.has(v)) i++;
    } else out.push(v);
  }
  return out;
}

// src/skills/commands/password-options.ts
var MYSQL = { glued: ["-p", "--password"] };
var MONGO = { value: ["-p", "--password"] };
var LDAP = { value: ["-w"] };
var LOGIN = { value: ["-p", "--password"], after: "login" };
var KEYTOOL = { value: ["-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass"] };
var BY_PROGRAM = {
  mysql: MYSQL,
  mysqldump: MYSQL,
  mysqladmin: MYSQL,
  mysqlimport: MYSQL,
  mysqlshow: MYSQL,
  mysqlcheck: MYSQL,
  mariadb: MYSQL,
  "mariadb-dump": MYSQL,
  "mariadb-admin": MYSQL,
  sshpass: { value: ["-p"] },
  "redis-cli": { value: ["-a", "--pass"] },
  docker: LOGIN,
  podman: LOGIN,
  nerdctl: LOGIN,
  buildah: LOGIN,
  skopeo: LOGIN,
  oras: LOGIN,
  helm: LOGIN,
  az: LOGIN,
  wget: { value: ["--password", "--http-password", "--ftp-password", "--proxy-password"] },
  curl: { user: { options: ["-u", "--user", "-U", "--proxy-user"], separator: ":" }, clusters: true },
  lftp: { user: { options: ["-u"], separator: "," } },
  smbclient: { value: ["--password"], user: { options: ["-U", "--user"], separator: "%" } },
  openssl: { value: ["-pass", "-passin", "-passout"], prefix: "pass:" },
  sqlcmd: { value: ["-P"] },
  bcp: { value: ["-P"] },
  ldapsearch: LDAP,
  ldapmodify: LDAP,
  ldapadd: LDAP,
  ldapdelete: LDAP,
  ldapwhoami: LDAP,
  ldappasswd: LDAP,
  mongosh: MONGO,
  mongo: MONGO,
  mongodump: MONGO,
  mongorestore: MONGO,
  mongoexport: MONGO,
  mongoimport: MONGO,
  keytool: KEYTOOL,
  jarsigner: KEYTOOL,
  zip: { value: ["-P", "--password"], clusters: true },
  unzip: { value: ["-P"], clusters: true },
  gpg: { value: ["--passphrase"] },
  gpg2: { value: ["--passphrase"] },
  "7z": { glued: ["-p"] },
  "7za": { glued: ["-p"] },
  "7zz": { glued: ["-p"] }
};
var PASSWORD_VARIABLES = { sshpass: "SSHPASS", "redis-cli": "REDISCLI_AUTH", smbclient: "PASSWD", lftp: "LFTP_PASSWORD" };
var PASSWORD_PROGRAMS = [...Object.keys(BY_PROGRAM), "htpasswd", "convertto-securestring"];
var WELL_KNOWN_DEFAULTS = /* @__PURE__ */ new Set(["android", "guest", "raspberry", "root", "admin", "foobared", "postgres", "mysecretpassword", "toor", "letmein"]);
function passwordArgument(inv) {
  if (inv.name === "htpasswd") return htpasswdBatch(inv);
  if (inv.name === "convertto-securestring") return plainSecureString(inv);
  const spec = BY_PROGRAM[inv.name];
  if (!spec) return void 0;
  const { args } = inv;
  const from = spec.after === void 0 ? 0 : args.slice(0, 2).findIndex((w) => w.value === spec.after) + 1;
  if (spec.after !== void 0 && from === 0) return void 0;
  for (let i = from; i < args.length; i++) {
    const word = args[i];
    const v = word.value;
    if (v === "--") return void 0;
    if (!v.startsWith("-")) continue;
    const found = valueOf(spec, v, args[i + 1]);
    if (!found) continue;
    const [option, raw, at] = found;
    const taken = at === "next" ? args[i + 1] : word;
    if (taken.expansions.length > 0) continue;
    const password = spec.prefix !== void 0 ? raw.startsWith(spec.prefix) ? raw.slice(spec.prefix.length) : void 0 : passwordOf(spec, option, raw);
    if (password !== void 0 && isLiteral(password)) return argument(labelOf(inv.name, option, spec), password, taken);
  }
  return void 0;
}
function valueOf(spec, v, next) {
  const eq = v.startsWith("--") ? v.indexOf("=") : -1;
  const name = eq === -1 ? v : v.slice(0, eq);
  const options = [...spec.value ?? [], ...spec.user?.options ?? []];
  if (options.includes(name)) {
    if (eq !== -1) return [name, v.slice(eq + 1), "same"];
    return next === void 0 || next.value.startsWith("-") ? void 0 : [name, next.value, "next"];
  }
  if (spec.glued?.includes(name) && eq !== -1) return [name, v.slice(eq + 1), "same"];
  if (spec.clusters && /^-[A-Za-z]{2}/.test(v)) return clustered(options, v, next);
  if (!v.startsWith("--") && v.length > 2) {
    const short = v.slice(0, 2);
    if (spec.glued?.includes(short) || options.includes(short)) return [short, v.slice(2), "same"];
  }
  return void 0;
}
function clustered(options, v, next) {
  for (let k = 1; k < v.length; k++) {
    const option = `-${v[k]}`;
    if (!options.includes(option)) continue;
    const rest = v.slice(k + 1);
    if (rest !== "") return [option, rest, "same"];
    return next === void 0 || next.value.startsWith("-") ? void 0 : [option, next.value, "next"];
  }
  return void 0;
}
function passwordOf(spec, option, value) {
  if (!spec.user?.options.includes(option)) return value;
  const at = value.indexOf(spec.user.separator);
  return at === -1 ? void 0 : value.slice(at + 1);
}
function labelOf(program, option, spec) {
  if (spec.user?.options.includes(option)) return `${program} ${option} user${spec.user.separator}\u2026`;
  return `${program}${spec.after ? ` ${spec.after}` : ""} ${option}${spec.prefix ? ` ${spec.prefix}\u2026` : ""}`;
}
function argument(option, password, word) {
  return { option, password, word, wellKnown: WELL_KNOWN_DEFAULTS.has(password) };
}
function literalWord(option, word) {
  return word && word.expansions.length === 0 && isLiteral(word.value) ? argument(option, word.value, word) : void 0;
}
function isLiteral(password) {
  return password.length >= 4 && !isPlaceholder(password) && !FILE_PATH.test(password);
}
var FILE_PATH = /^(?:~?\/|\.\.?\/)|\.(?:pem|crt|cer|pfx|p12|key|txt)$/i;
function htpasswdBatch(inv) {
  let flags = "";
  const operands2 = [];
  for (let i = 0; i < inv.args.length; i++) {
    const v = inv.args[i].value;
    if (/^-[a-zA-Z]+$/.test(v)) {
      flags += v.slice(1);
      if (v.endsWith("C") || v.endsWith("r")) i++;
    } else operands2.push(inv.args[i]);
  }
  if (!flags.includes("b")) return void 0;
  return literalWord("htpasswd -b", operands2[flags.includes("n") ? 1 : 2]);
}
function plainSecureString(inv) {
  const lower = inv.values.map((v) => v.toLowerCase());
  if (!lower.includes("-asplaintext")) return void 0;
  const named = lower.indexOf("-string");
  const word = named !== -1 ? inv.args[named + 1] : inv.args.find((w, k) => !w.value.startsWith("-") && lower[k - 1] !== "-key" && lower[k - 1] !== "-securekey");
  return literalWord("ConvertTo-SecureString -AsPlainText", word);
}

// src/skills/markdown-fences.ts
var recent = [];
var closers = /* @__PURE__ */ new Map();
function markdownFences(text) {
  for (const r of recent) if (r.text === text) return r.fences;
  const fences = text.includes("```") || text.includes("~~~") ? findFences(text) : [];
  recent.unshift({ text, fences });
  if (recent.length > 2) recent.pop();
  return fences;
}
function findFences(text) {
  const fences = [];
  const open = /^[ \t]{0,16}(`{3,64}|~{3,64})[ \t]{0,16}([^\n`]{0,1000})$/gm;
  let m;
  while (m = open.exec(text)) {
    const marker = m[1];
    const info = (m[2] ?? "").trim().replace(/^\{\s{0,4}\.?/, "").split(/[\s{},]/)[0].replace(/^\./, "").toLowerCase();
    const start = Math.min(text.length, m.index + m[0].length + 1);
    let close = closers.get(marker);
    if (!close) {
      close = new RegExp(String.raw`^[ \t]{0,16}${marker[0] === "`" ? "`" : "~"}{${marker.length},}[ \t]{0,1000}\r?$`, "gm");
      closers.set(marker, close);
    }
    close.lastIndex = start;
    const c = close.exec(text);
    const end = c ? c.index : text.length;
    fences.push({ info: info.replace(/\r$/, ""), start, end: Math.max(start, end), open: m.index });
    open.lastIndex = c ? c.index + c[0].length : text.length;
    if (!c) break;
  }
  return fences;
}

// src/skills/hidden-instructions.ts
function hiddenComments(text, markdown) {
  const html = text.indexOf("<!--");
  const definitions = markdown && text.includes("]:");
  if (html === -1 && !definitions) return [];
  const fences = markdown ? markdownFences(text) : [];
  const inFenceFrom = () => {
    let k = 0;
    return (i2) => {
      while (k < fences.length && fences[k].end <= i2) k++;
      return k < fences.length && fences[k].start <= i2;
    };
  };
  let inFence = inFenceFrom();
  const out = [];
  let i = html;
  while (i !== -1) {
    const close = text.indexOf("-->", i + 4);
    const end = close === -1 ? text.length : close + 3;
    if (!(markdown && (inFence(i) || inCodeSpan(text, i)))) {
      out.push({ kind: "HTML comment", offset: i, length: end - i, body: text.slice(i + 4, close === -1 ? text.length : close) });
    }
    i = text.indexOf("<!--", end);
  }
  if (definitions) {
    inFence = inFenceFrom();
    const definition = /^ {0,3}\[[^\]\n]{1,100}\]:[ \t]{0,8}(?:#|<>)[ \t]{1,8}(?:\(([^\n]{0,2000})\)|"([^\n]{0,2000})"|'([^\n]{0,2000})')[ \t]*$/gm;
    for (let m = definition.exec(text); m; m = definition.exec(text)) {
      if (inFence(m.index)) continue;
      out.push({ kind: "Markdown comment", offset: m.index, length: m[0].length, body: m[1] ?? m[2] ?? m[3] ?? "" });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}
function inCodeSpan(text, i) {
  const lineStart2 = text.lastIndexOf("\n", i - 1) + 1;
  const before = text.slice(Math.max(lineStart2, i - 2e3), i);
  return ((before.match(/`/g)?.length ?? 0) & 1) === 1;
}
var COMMENT_SIGNALS = [
  {
    id: "override",
    strong: true,
    regex: /\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}?\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original|your)\b[^.\n]{0,20}?\b(?:instructions?|rules?|prompts?|directions?|guidelines?|messages?|context|constraints?|polic(?:y|ies))\b|\b(?:ignore[rz]?|oublie[rz]?)\b[^.\n]{0,40}?\b(?:instructions?|consignes?|règles?|directives?)\b/i,
    label: () => "ignore previous instructions"
  },
  {
    id: "secrecy",
    strong: true,
    regex: /\b(?:do not|don['’]t|never|without)\b[^.\n]{0,30}?\b(?:tell|telling|inform|informing|mention|mentioning|reveal|revealing|show|showing|alert|alerting|notify|notifying|ask|asking|warn|warning)\b[^.\n]{0,20}?\b(?:user|human|operator|developer|anyone|them)\b|\b(?:secretly|silently|quietly|covertly|discreetly)\b|\bsans\s+(?:le\s+|lui\s+)?(?:dire|prévenir|informer|demander|signaler)|\ben\s+secret\b|\bdiscrètement\b|\bsilencieusement\b|\bne\s+(?:le\s+|lui\s+|leur\s+)?(?:dis|dites|mentionne[zr]?|signale[zr]?|révèle[zr]?)\s+(?:pas|jamais|rien)\b/i,
    label: () => "keep it from the user"
  },
  {
    id: "role",
    strong: true,
    regex: /\b(?:you are now|new instructions|system prompt|system message|developer mode|jailbreak|pretend to be|from now on|tu es maintenant|vous êtes maintenant|nouvelles instructions)\b|(?<![\w\u00C0-\u024F])à partir de maintenant\b/i,
    label: () => "new instructions for the model"
  },
  {
    id: "shell",
    strong: false,
    regex: /\b(curl|wget|iwr|invoke-webrequest|invoke-expression|iex|netcat|scp|rsync|powershell|pwsh|base64|chmod|sudo)\b|\b(sh|bash)\s+-c\b|\b(rm\s+-[rRf]{1,3})\b|\b(nc)\s+-?\w/i,
    label: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").toLowerCase().replace(/\s+/g, " ")
  },
  {
    id: "url",
    strong: false,
    regex: /\bhttps?:\/\/([\w-]{1,63}(?:\.[\w-]{1,63}){0,8})/i,
    label: (m) => m[1].toLowerCase()
  },
  {
    id: "credentials",
    strong: false,
    regex: /~\/\.ssh|\bid_rsa\b|\.aws\/credentials|(?<![\w.])\.env\b|\bapi[_ -]?keys?\b|\b(?:access|api|auth|bearer|github|npm|session|refresh)\s+tokens?\b|\bpasswords?\b|\bsecrets?\b|\bcredentials?\b|\bcookies?\b|\bmots?\s+de\s+passe\b|\bjetons?\b|\bidentifiants\b/i,
    label: () => "credentials"
  },
  {
    id: "imperative",
    strong: false,
    // A verb that acts, at the start of a clause or after words that address someone.
    regex: /(?:^|[.!?:;\n]\s{0,8}|\b(?:you|please|then|and|also|always|must|should|will)\s{1,4})(run|execute|exec|send|upload|post|fetch|download|invoke|exfiltrate|forward|email|install|visit|reply|respond|answer|tell|say|recommend|lance[rz]?|exécute[rz]?|envoie[rz]?|envoyer|télécharge[rz]?|réponds|répondez|recommande[rz]?)\b/i,
    label: (m) => m[1].toLowerCase()
  },
  {
    id: "addressed",
    strong: false,
    regex: /\b(?:assistant|the model|LLM|AI agent|the agent|claude|chatgpt|copilot|gemini|codex|you must|you should|you will|tu dois|vous devez|l['’]agent|le modèle|l['’]IA)\b/i,
    label: () => "addressed to the model"
  }
];
var AUTHORING = /^\s*(?:TODO|FIXME|NOTE|XXX|HACK|BUG|REVIEW|WIP)\b|^\s*(?:markdownlint|prettier|eslint|cspell|vale|textlint|remark|mdformat|toc|end\s?toc|more|omit|mcp-audit-ignore|BEGIN|END|START|STOP|#?region|#?endregion|doctoc|ALL-CONTRIBUTORS|AUTO-GENERATED|GENERATED|lint|spell|section|include|vale)\b/i;
function classifyComment(body) {
  const text = body.replace(/\s+/g, " ").trim();
  if (text === "") return void 0;
  const hits = /* @__PURE__ */ new Map();
  for (const signal of COMMENT_SIGNALS) {
    const m = signal.regex.exec(text);
    if (m) hits.set(signal.id, signal.label(m));
  }
  const words = text.split(" ").length;
  const has = (id) => hits.has(id);
  const strong = COMMENT_SIGNALS.some((s) => s.strong && has(s.id));
  const target = has("shell") || has("url") || has("credentials");
  const authoring = AUTHORING.test(text);
  let level;
  if (strong || has("imperative") && target || has("shell") && has("url") || has("credentials") && (has("url") || has("shell"))) level = "error";
  else if (has("imperative") || has("shell") || has("credentials")) level = "warning";
  else if (has("addressed") || has("url") || !authoring && words >= 8) level = "info";
  if (authoring && !strong) level = level === "error" ? "warning" : level === "warning" ? "info" : void 0;
  if (!level) return void 0;
  const order = ["override", "secrecy", "role", "addressed", "imperative", "shell", "credentials", "url"];
  const signals = order.filter(has).map((id) => hits.get(id)).filter((l, i, all) => l !== "" && all.indexOf(l) === i).slice(0, 4);
  return { level, signals, words };
}

// src/core/canonical-json.ts
function compareCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function canonicalJson(value) {
  const out = [];
  const onPath = /* @__PURE__ */ new Set();
  const stack = [{ value, inArray: false }];
  while (stack.length > 0) {
    const item = stack.pop();
    if ("text" in item) {
      out.push(item.text);
      continue;
    }
    if ("leave" in item) {
      onPath.delete(item.leave);
      continue;
    }
    const v = item.value;
    if (v === null || typeof v !== "object") {
      const text = JSON.stringify(v);
      out.push(text ?? (item.inArray ? "null" : "undefined"));
      continue;
    }
    if (onPath.has(v)) throw new TypeError("Converting circular structure to JSON");
    onPath.add(v);
    const pending = [];
    if (Array.isArray(v)) {
      pending.push({ text: "[" });
      for (let i = 0; i < v.length; i++) {
        if (i > 0) pending.push({ text: "," });
        pending.push({ value: v[i], inArray: true });
      }
      pending.push({ text: "]" });
    } else {
      pending.push({ text: "{" });
      let first = true;
      for (const k of Object.keys(v).sort(compareCodeUnits)) {
        const member = v[k];
        if (member === void 0 || typeof member === "function" || typeof member === "symbol") continue;
        pending.push({ text: `${first ? "" : ","}${JSON.stringify(k)}:` }, { value: member, inArray: false });
        first = false;
      }
      pending.push({ text: "}" });
    }
    pending.push({ leave: v });
    for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]);
  }
  return out.join("");
}

export {
  parse2 as parse,
  parseTree2 as parseTree,
  findNodeAtLocation2 as findNodeAtLocation,
  findNodeAtOffset2 as findNodeAtOffset,
  getNodePath2 as getNodePath,
  printParseErrorCode,
  MAX_FILE_BYTES,
  SourceError,
  decodeSource,
  sourceFromText,
  positionAt,
  rangeAt,
  detectEol,
  describeParseError,
  nestedDeeperThan,
  property,
  entries,
  stringValue,
  pointer,
  isPlainString,
  replaceString,
  replaceInString,
  insertIntoEmptyArray,
  insertArrayElement,
  appendProperty,
  serializeAt,
  references,
  containsReference,
  claudeCodeSettings,
  claudePlugin,
  claudeMarketplace,
  claudeHooks,
  pluginLayout,
  pluginEntries,
  pluginSource,
  isCommit,
  PLUGIN_MANIFEST_PATH,
  forgetListedFolders,
  factsOfListing,
  notePluginFolder,
  keepListedFolder,
  existsIn,
  NESTING_CODE,
  parseYaml,
  LOCKFILES,
  findProjectRoot,
  lockfileCandidates,
  NO_PROJECT,
  loadProjectFacts,
  docsUrl,
  atRelease,
  closest,
  Suggester,
  PEM_HEADER,
  formatLiterals,
  classifyKey,
  isPlaceholder,
  TOKEN_FORMATS,
  findSecrets,
  redact,
  scrub,
  parseShell,
  ansiC,
  allCommands,
  programName,
  invocationOf,
  sshCommandAt,
  sshLocalCommands,
  hasOption,
  optionValue,
  operands,
  PASSWORD_VARIABLES,
  PASSWORD_PROGRAMS,
  passwordArgument,
  parseLaunch,
  pypiPackageRef,
  imageRef,
  pluginLockKey,
  lazyCrypto,
  compareCodeUnits,
  canonicalJson,
  markdownFences,
  hiddenComments,
  COMMENT_SIGNALS,
  classifyComment,
  describeFsError,
  FileReadError,
  readRegularFile,
  openRegularFile,
  ScratchBuffer,
  readOpened,
  readChunks,
  formatSize,
  readSourceFile,
  WriteError,
  writeFileSafely,
  writeBackup,
  SKILL_MANIFEST,
  joinSkillUri,
  representableUri,
  compareUris,
  LOCK_FILE_NAME,
  LockError,
  readLock,
  lockedFiles,
  parseToml,
  FORMAT_NAMES,
  formatOf,
  parseDocument,
  buildModel
};
