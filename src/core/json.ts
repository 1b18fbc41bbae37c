// JSON/JSONC parsing with exact offsets, and the small tree helpers rules and fixes share.
import { createScanner, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError, type SyntaxKind } from "jsonc-parser";
import type { TextEdit } from "./types.js";
import { computeLineStarts, detectEol } from "./source.js";

// jsonc-parser's SyntaxKind is an ambient const enum, which isolated modules cannot read: mirror the values we use.
const Kind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  LineCommentTrivia: 12,
  BlockCommentTrivia: 13,
  LineBreakTrivia: 14,
  Trivia: 15,
  EOF: 17,
} as const satisfies Record<string, SyntaxKind>;

/** jsonc-parser recurses per nesting level; refuse before the stack does. */
export const MAX_JSON_DEPTH = 256;

export interface JsonSyntaxProblem {
  offset: number;
  length: number;
  message: string;
  /** Comments and trailing commas are syntax some hosts accept: the tree is still sound. */
  kind: "syntax" | "comment" | "trailing-comma";
}

export interface ParsedJson {
  tree: JsonNode | undefined;
  problems: JsonSyntaxProblem[];
  /** Set when the text cannot be understood at all (no usable tree). */
  fatal: boolean;
}

export function parseJson(text: string, jsonc: boolean): ParsedJson {
  // Nesting is at most the count of `{` and `[` (strings and comments hold some of them): a text with
  // few (every real config) needs no scan to know it is shallow enough.
  const depth = openersAtMost(text, MAX_JSON_DEPTH) ? { depth: 0, offset: 0 } : nestingDepth(text);
  if (depth.depth > MAX_JSON_DEPTH) {
    return {
      tree: undefined,
      fatal: true,
      problems: [
        {
          offset: depth.offset,
          length: 1,
          kind: "syntax",
          message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`,
        },
      ],
    };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const problems: JsonSyntaxProblem[] = errors.map((e) => ({
    offset: e.offset,
    length: Math.max(e.length, 1),
    kind: "syntax",
    message: describeParseError(printParseErrorCode(e.error)),
  }));
  if (!jsonc && mayHoldJsoncOnlySyntax(text)) problems.push(...jsoncOnlySyntax(text));
  problems.sort((a, b) => a.offset - b.offset);
  const fatal = tree === undefined || problems.some((p) => p.kind === "syntax");
  return { tree, problems, fatal };
}

/**
 * Why `JSON.parse` refused `text`, as "line L, column C: reason". V8's own message quotes the text
 * around the error, which may be part of a secret or hold raw control characters: never shown.
 */
export function strictJsonSyntaxError(text: string): string {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return "not valid JSON"; // what JSON.parse alone refuses (none known): no position to give
  const starts = computeLineStarts(text);
  let line = 0;
  for (let lo = 0, hi = starts.length - 1; lo <= hi; ) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= first.offset) {
      line = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return `line ${line + 1}, column ${first.offset - starts[line]! + 1}: ${describeParseError(printParseErrorCode(first.error))}`;
}

export function describeParseError(code: string): string {
  const known: Record<string, string> = {
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
    InvalidCharacter: "invalid character in string (control characters must be escaped)",
  };
  return known[code] ?? code;
}

/** Whether `text` holds at most `max` characters `{` and `[`. */
export function openersAtMost(text: string, max: number): boolean {
  let n = 0;
  for (const opener of ["{", "["]) for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1)) if (++n > max) return false;
  return true;
}

/**
 * A comma, then only what jsonc-parser's scanner reads as trivia (space, tab, CR, LF), then a closing
 * bracket: what a trailing comma needs, comments aside.
 */
const COMMA_BEFORE_CLOSE = /,[ \t\r\n]*[}\]]/;

/**
 * False only when jsoncOnlySyntax finds nothing in `text`: a comment starts with `//` or `/*`, and a
 * trailing comma without a comment between it and its bracket is COMMA_BEFORE_CLOSE.
 */
export function mayHoldJsoncOnlySyntax(text: string): boolean {
  return text.includes("//") || text.includes("/*") || COMMA_BEFORE_CLOSE.test(text);
}

/** Comments and trailing commas, reported for hosts whose parser is strict JSON. */
export function jsoncOnlySyntax(text: string): JsonSyntaxProblem[] {
  const out: JsonSyntaxProblem[] = [];
  const scanner = createScanner(text, false);
  let lastSignificant: SyntaxKind | undefined;
  let lastCommaOffset = -1;
  for (let kind = scanner.scan(); kind !== Kind.EOF; kind = scanner.scan()) {
    if (kind === Kind.LineCommentTrivia || kind === Kind.BlockCommentTrivia) {
      out.push({
        offset: scanner.getTokenOffset(),
        length: scanner.getTokenLength(),
        kind: "comment",
        message: "comments are not valid here",
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

/** Maximum nesting, with an iterative scan so hostile input cannot exhaust the stack. */
export function nestingDepth(text: string): { depth: number; offset: number } {
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

/**
 * Whether a plain value (parsed JSON, or YAML data whose aliases share or cycle) nests deeper than
 * `max` levels, an object or array being one level. Iterative, each object visited once (shared
 * values are measured once; a reference back up the path adds no depth), so no input can exhaust the
 * stack or the time.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  if (!isContainer(value)) return false;
  const height = new Map<object, number>();
  const onPath = new Set<object>();
  const stack: { node: object; children: unknown[]; next: number; height: number }[] = [];
  const enter = (node: object) => {
    onPath.add(node);
    stack.push({ node, children: Array.isArray(node) ? node : Object.values(node), next: 0, height: 1 });
  };
  enter(value);
  if (max < 1) return true;
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
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
    if (known !== undefined) {
      top.height = Math.max(top.height, known + 1);
      if (stack.length + known > max) return true;
      continue;
    }
    if (stack.length + 1 > max) return true;
    enter(child);
  }
  return false;
}

function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

// ---- tree helpers -------------------------------------------------------------------------

/** The value node of `key` in an object node (the last one when the key is duplicated, as JSON.parse does). */
export function property(object: JsonNode | undefined, key: string): JsonNode | undefined {
  if (object?.type !== "object" || !object.children) return undefined;
  let found: JsonNode | undefined;
  for (const prop of object.children) {
    const [k, v] = prop.children ?? [];
    if (k?.value === key && v) found = v;
  }
  return found;
}

export interface PropertyEntry {
  key: string;
  keyNode: JsonNode;
  value: JsonNode;
  /** The whole `"key": value` property node. */
  property: JsonNode;
}

export function entries(object: JsonNode | undefined): PropertyEntry[] {
  if (object?.type !== "object" || !object.children) return [];
  const out: PropertyEntry[] = [];
  for (const prop of object.children) {
    const [k, v] = prop.children ?? [];
    if (k && v && typeof k.value === "string") out.push({ key: k.value, keyNode: k, value: v, property: prop });
  }
  return out;
}

export function stringValue(node: JsonNode | undefined): string | undefined {
  return node?.type === "string" && typeof node.value === "string" ? node.value : undefined;
}

export function escapePointerToken(token: string): string {
  // most keys need no escape: no new strings for them
  if (!token.includes("~") && !token.includes("/")) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointer(...tokens: (string | number)[]): string {
  let out = "";
  for (const t of tokens) out += `/${escapePointerToken(String(t))}`;
  return out;
}

/** Whether a string node's source text is exactly JSON.stringify(value) (no escapes to keep). */
export function isPlainString(text: string, node: JsonNode): boolean {
  // A node belongs to one parse of one text: its answer is kept (a string with many edits asks often).
  let plain = plainStrings.get(node);
  if (plain === undefined) plainStrings.set(node, (plain = text.slice(node.offset, node.offset + node.length) === JSON.stringify(node.value)));
  return plain;
}
const plainStrings = new WeakMap<JsonNode, boolean>();

/** Replace a string node's whole value. */
export function replaceString(node: JsonNode, newValue: string): TextEdit {
  return { offset: node.offset, length: node.length, content: JSON.stringify(newValue) };
}

/**
 * Replace a substring of a string node's value. When the source spells the string with escapes,
 * raw offsets do not match value offsets, so the whole string is rewritten instead.
 */
export function replaceInString(text: string, node: JsonNode, start: number, end: number, replacement: string): TextEdit {
  const value = String(node.value);
  if (isPlainString(text, node)) {
    const encoded = JSON.stringify(replacement).slice(1, -1);
    return { offset: node.offset + 1 + JSON.stringify(value.slice(0, start)).length - 2, length: JSON.stringify(value.slice(start, end)).length - 2, content: encoded };
  }
  return replaceString(node, value.slice(0, start) + replacement + value.slice(end));
}

// ---- layout of the text around an edit ----------------------------------------------------
// Fixes ask these once or more per edit, and a file can take thousands of edits: each answer costs
// time proportional to what it looks at, not to the file, by remembering what was measured of the
// last text asked about (its line starts, line ending, indentation unit, and which containers span
// lines).

interface Layout {
  text: string;
  eol: string;
  unit: string;
  lineStarts: number[] | undefined;
  multiline: WeakMap<JsonNode, boolean>;
}

let layout: Layout | undefined;

function layoutOf(text: string): Layout {
  if (layout?.text !== text) layout = { text, eol: detectEol(text), unit: measureIndentUnit(text), lineStarts: undefined, multiline: new WeakMap() };
  return layout;
}

function lineStart(text: string, offset: number): number {
  const l = layoutOf(text);
  const starts = (l.lineStarts ??= computeLineStarts(text));
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return starts[lo]!;
}

/** The whitespace that starts the line `offset` is on. */
export function indentationAt(text: string, offset: number): string {
  const start = lineStart(text, offset);
  let end = start;
  while (end < offset && (text[end] === " " || text[end] === "\t")) end++;
  return text.slice(start, end);
}

/** One indentation unit as the file uses it (two spaces when it cannot tell). */
export function indentUnit(text: string): string {
  return layoutOf(text).unit;
}

function measureIndentUnit(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return "  ";
  const ws = m[1]!;
  return ws.startsWith("\t") ? "\t" : ws.length >= 2 && ws.length <= 8 ? " ".repeat(ws.length) : "  ";
}

/** The file's line ending (see detectEol), measured once per text. */
function eolOf(text: string): string {
  return layoutOf(text).eol;
}

/** Whether a container's children are laid out one per line: a line break before its last child. */
function spansLines(text: string, container: JsonNode): boolean {
  const l = layoutOf(text);
  const known = l.multiline.get(container);
  if (known !== undefined) return known;
  const last = container.children?.[container.children.length - 1];
  let multiline = false;
  // a line starts after the container opens and at or before its last child
  if (last) multiline = lineStart(text, last.offset) > container.offset;
  l.multiline.set(container, multiline);
  return multiline;
}

/** The text between a container's brackets holds a comment (an empty `[ // … ]` is not empty to its reader). */
function innerHoldsComment(text: string, container: JsonNode): boolean {
  const inner = text.slice(container.offset + 1, container.offset + container.length - 1);
  return inner.includes("//") || inner.includes("/*");
}

/**
 * An edit adding the first member to an empty container, keeping what is between its brackets
 * (comments). `member` is written on its own line, one unit deeper than the line the container
 * starts on, as JSON.stringify lays out nested values.
 */
function fillEmpty(text: string, container: JsonNode, memberAt: (indent: string) => string): TextEdit {
  const eol = eolOf(text);
  const base = indentationAt(text, container.offset);
  const inner = base + indentUnit(text);
  const close = container.offset + container.length - 1;
  if (!innerHoldsComment(text, container)) {
    // nothing to keep: replace the whitespace between the brackets
    return { offset: container.offset + 1, length: container.length - 2, content: `${eol}${inner}${memberAt(inner)}${eol}${base}` };
  }
  const closeLine = lineStart(text, close);
  if (closeLine > container.offset && text.slice(closeLine, close).trim() === "") {
    // the closing bracket has its own line: the member goes on the line before it, after the comments
    return { offset: closeLine, length: 0, content: `${inner}${memberAt(inner)}${eol}` };
  }
  // `[ /* … */ ]`: after the comment, the spaces before the bracket giving way to the new lines
  let end = close;
  while (end > container.offset + 1 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  return { offset: end, length: close - end, content: `${eol}${inner}${memberAt(inner)}${eol}${base}` };
}

/** `value` serialised as JSON, its lines after the first indented by `indent`. */
function serializeIndented(text: string, value: unknown, indent: string): string {
  return JSON.stringify(value, null, indentUnit(text))
    .split("\n")
    .map((line, i) => (i === 0 ? line : indent + line))
    .join(eolOf(text));
}

/** Add `value` as the only element of an empty array node, keeping any comment inside it. */
export function insertIntoEmptyArray(text: string, array: JsonNode, value: unknown): TextEdit {
  return fillEmpty(text, array, (indent) => serializeIndented(text, value, indent));
}

/**
 * Insert an already-serialised JSON value into an array at `index`, copying the separator the
 * array already uses (inline `, ` or one element per line), so the edit touches nothing else.
 */
export function insertArrayElement(text: string, array: JsonNode, index: number, valueJson: string): TextEdit {
  const items = array.children ?? [];
  if (items.length === 0) {
    return { offset: array.offset + 1, length: 0, content: valueJson };
  }
  const multiline = spansLines(text, array);
  const eol = eolOf(text);
  if (index >= items.length) {
    const last = items[items.length - 1]!;
    const end = last.offset + last.length;
    const sep = multiline ? `,${eol}${indentationAt(text, last.offset)}` : ", ";
    return { offset: end, length: 0, content: sep + valueJson };
  }
  const at = items[index]!;
  const sep = multiline ? `,${eol}${indentationAt(text, at.offset)}` : ", ";
  return { offset: at.offset, length: 0, content: valueJson + sep };
}

/** Add `"key": value` as the last property of an object node, in the object's own layout (comments in an empty one kept). */
export function appendProperty(text: string, object: JsonNode, key: string, valueJson: string): TextEdit {
  const props = object.children ?? [];
  const eol = eolOf(text);
  const member = `${JSON.stringify(key)}: ${valueJson}`;
  if (props.length === 0) return fillEmpty(text, object, () => member);
  const last = props[props.length - 1]!;
  const sep = spansLines(text, object) ? `,${eol}${indentationAt(text, last.offset)}` : ", ";
  return { offset: last.offset + last.length, length: 0, content: sep + member };
}

/** Serialise a value for insertion at the indentation of `offset`, in the file's own style. */
export function serializeAt(text: string, offset: number, value: unknown): string {
  return serializeIndented(text, value, indentationAt(text, offset));
}
