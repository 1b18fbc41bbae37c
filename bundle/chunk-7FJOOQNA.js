import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  computeLineStarts,
  detectEol
} from "./chunk-GW5WWG2U.js";
import {
  createScanner,
  parseTree,
  printParseErrorCode
} from "./chunk-KCTL2LEN.js";

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
  const depth = nestingDepth(text);
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
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const problems = errors.map((e) => ({
    offset: e.offset,
    length: Math.max(e.length, 1),
    kind: "syntax",
    message: describeParseError(printParseErrorCode(e.error))
  }));
  if (!jsonc) problems.push(...jsoncOnlySyntax(text));
  problems.sort((a, b) => a.offset - b.offset);
  const fatal = tree === void 0 || problems.some((p) => p.kind === "syntax");
  return { tree, problems, fatal };
}
function strictJsonSyntaxError(text) {
  const errors = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
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
  const known = {
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
  return known[code] ?? code;
}
function jsoncOnlySyntax(text) {
  const out = [];
  const scanner = createScanner(text, false);
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
  const scanner = createScanner(text, true);
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
  const enter = (node) => {
    onPath.add(node);
    stack.push({ node, children: Array.isArray(node) ? node : Object.values(node), next: 0, height: 1 });
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
    const child = top.children[top.next++];
    if (!isContainer(child) || onPath.has(child)) continue;
    const known = height.get(child);
    if (known !== void 0) {
      top.height = Math.max(top.height, known + 1);
      if (stack.length + known > max) return true;
      continue;
    }
    if (stack.length + 1 > max) return true;
    enter(child);
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
function stringValue(node) {
  return node?.type === "string" && typeof node.value === "string" ? node.value : void 0;
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
function isPlainString(text, node) {
  return text.slice(node.offset, node.offset + node.length) === JSON.stringify(node.value);
}
function replaceString(node, newValue) {
  return { offset: node.offset, length: node.length, content: JSON.stringify(newValue) };
}
function replaceInString(text, node, start, end, replacement) {
  const value = String(node.value);
  if (isPlainString(text, node)) {
    const encoded = JSON.stringify(replacement).slice(1, -1);
    return { offset: node.offset + 1 + JSON.stringify(value.slice(0, start)).length - 2, length: JSON.stringify(value.slice(start, end)).length - 2, content: encoded };
  }
  return replaceString(node, value.slice(0, start) + replacement + value.slice(end));
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
  const known = l.multiline.get(container);
  if (known !== void 0) return known;
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

export {
  MAX_JSON_DEPTH,
  parseJson,
  strictJsonSyntaxError,
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
  serializeAt
};
