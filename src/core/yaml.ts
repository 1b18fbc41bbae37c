// YAML read in time linear in its size, and refused past a nesting depth before anything recurses.
//
// The `yaml` package checks duplicate keys by comparing each new key with every earlier key of its
// mapping (`uniqueKeys`): quadratic, so a 2 MB pnpm-lock.yaml or a front matter of 40,000 keys took
// a minute. Here that check is off and duplicates are found with one Set per mapping, reported as the
// package reports them (code DUPLICATE_KEY, "Map keys must be unique", at the repeated key).
//
// Its composer recurses once per nesting level, and its parser spends some 20 µs a level on deep flow
// collections (a 5 MB file of `[` would take a minute): the lexer's tokens are counted first, stopping
// at the first level too deep (flow brackets, and `- - -` on one line), then the token tree is measured
// (iteratively: indentation nesting), and a document deeper than `maxDepth` is refused with a NESTING
// error instead of being composed.
import { createRequire } from "node:module";
import type { CST, Document, DocumentOptions, ErrorCode, ParseOptions, SchemaOptions, YAMLParseError } from "yaml";

type YamlModule = typeof import("yaml");
let yaml: YamlModule | undefined;
// Loaded on first use: most runs read no YAML at all.
const load = (): YamlModule => (yaml ??= createRequire(import.meta.url)("yaml") as YamlModule);

/** Nesting no config, front matter or lockfile needs (the same bound as JSON's). */
export const MAX_YAML_DEPTH = 256;

/** The error code of a document refused for its depth (not one of the package's own codes). */
export const NESTING_CODE = "NESTING" as ErrorCode;

export type YamlOptions = Omit<ParseOptions & DocumentOptions & SchemaOptions, "uniqueKeys" | "lineCounter" | "prettyErrors"> & {
  /** Deeper collections refuse the document (default MAX_YAML_DEPTH). */
  maxDepth?: number;
};

/**
 * The first document of `text`, as `parseDocument` gives it (more documents are a MULTIPLE_DOCS error),
 * with duplicate keys and too-deep nesting among its errors. A document refused for depth has no contents.
 */
export function parseYamlDocument(text: string, options: YamlOptions = {}): Document.Parsed {
  return parseYaml(text, options).document;
}

/** One parse of a YAML text, kept whole so a second reader of the same text need not lex and compose it again. */
export interface YamlParse {
  text: string;
  document: Document.Parsed;
  /** The lexer's tokens of the whole text; undefined when the text was refused for its depth (not all lexed, not composed). */
  tokens: readonly string[] | undefined;
  /** The errors `parseDocument` itself would give (before the duplicate-key errors added here). */
  libraryErrors: readonly YAMLParseError[];
}

/** `parseYamlDocument`, with the tokens and the package's own errors. The text is lexed once. */
export function parseYaml(text: string, options: YamlOptions = {}): YamlParse {
  const { Composer, Parser, YAMLParseError: ParseError } = load();
  const { maxDepth = MAX_YAML_DEPTH, ...rest } = options;
  const composerOptions = { ...rest, uniqueKeys: false, prettyErrors: false };
  const simple = maxDepth >= 1 ? simpleMapping(text) : undefined;
  const lexed = simple ? simple.tokens : lex(text, maxDepth);
  const nodes: CST.Token[] = simple ? [simple.document] : [];
  if (!simple && Array.isArray(lexed)) {
    // What Parser.parse(text) does, fed with the tokens already in hand.
    const parser = new Parser();
    for (const token of lexed) for (const node of parser.next(token)) nodes.push(node);
    for (const node of parser.end()) nodes.push(node);
  }
  // A simple mapping is one level deep.
  const deep = simple ? undefined : Array.isArray(lexed) ? tooDeep(nodes, maxDepth) : lexed.deep;
  const composer = new Composer(composerOptions);
  let doc: Document.Parsed | undefined;
  for (const composed of composer.compose(deep === undefined ? nodes : [], true, text.length)) {
    if (!doc) doc = composed;
    else {
      doc.errors.push(new ParseError([composed.range[0], composed.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
      break;
    }
  }
  // compose(…, forceDoc) always yields at least one document
  const document = doc!;
  if (deep !== undefined) {
    document.errors.push(new ParseError([deep, deep + 1], NESTING_CODE, `YAML nested deeper than ${maxDepth} levels: no config needs this, the file is likely corrupt or hostile`));
    return { text, document, tokens: undefined, libraryErrors: [] };
  }
  const libraryErrors = [...document.errors];
  const duplicates = duplicateKeys(document, ParseError);
  if (duplicates.length > 0) {
    document.errors.push(...duplicates);
    // in document order, as the package would have reported them while composing
    document.errors.sort((a, b) => a.pos[0] - b.pos[0]);
  }
  return { text, document, tokens: lexed as string[], libraryErrors };
}

/** Bytes a plain key may hold (ASCII letters, digits, `_`, `-`; not first), and a plain value's first and other characters. */
const KEY_FIRST = /[A-Za-z0-9_]/y;
const SIMPLE_LINE = /([A-Za-z0-9_][A-Za-z0-9_-]*): ([^\x00-\x20\x7f-\uffff\-?:,[\]{}#&*!|>'"%@`](?:[^\x00-\x1f\x7f-\uffff#:]|:(?![ \n]))*)\n/y;

/**
 * The tokens and the parser's tree of a text made only of `key: value` lines as most SKILL.md front
 * matter is written (`name: pdf`, `description: Use when…`): a plain ASCII key at the start of the
 * line, one space, a plain ASCII value on that line (no `#`, no `: `, no indicator first, not ending
 * in a space or `:`), LF endings. The same tokens and tree the package's Lexer and Parser give
 * (test/core/yaml-simple.test.ts holds it to them), built in one pass instead of theirs (~45 µs of
 * the ~85 µs a 4-line front matter cost). Anything else is undefined: the package reads it.
 */
export function simpleMapping(text: string): { tokens: string[]; document: CST.Document } | undefined {
  if (text.length === 0) return undefined;
  KEY_FIRST.lastIndex = 0;
  if (!KEY_FIRST.test(text)) return undefined;
  const { CST } = load();
  const tokens: string[] = [CST.DOCUMENT];
  const items: CST.BlockMap["items"] = [];
  let at = 0;
  while (at < text.length) {
    SIMPLE_LINE.lastIndex = at;
    const m = SIMPLE_LINE.exec(text);
    if (!m) return undefined;
    const key = m[1]!;
    const value = m[2]!;
    if (value.charCodeAt(value.length - 1) === 0x20) return undefined; // a plain value ends at its last non-space
    const colon = at + key.length;
    const valueAt = colon + 2;
    const newline = valueAt + value.length;
    tokens.push(CST.SCALAR, key, ":", " ", CST.SCALAR, value, "\n");
    items.push({
      start: [],
      key: { type: "scalar", offset: at, indent: 0, source: key },
      sep: [
        { type: "map-value-ind", offset: colon, indent: 0, source: ":" },
        { type: "space", offset: colon + 1, indent: 0, source: " " },
      ],
      value: { type: "scalar", offset: valueAt, indent: 0, source: value, end: [{ type: "newline", offset: newline, indent: 0, source: "\n" }] },
    });
    at = newline + 1;
  }
  return { tokens, document: { type: "document", offset: 0, start: [], value: { type: "block-map", offset: 0, indent: 0, items } } };
}

/**
 * The lexer's tokens of `text`; or, at the first flow collection or compact block item (`- - x`)
 * nested deeper than `maxDepth`, its offset: lexing stops there, so refusing costs what is read up to it.
 */
function lex(text: string, maxDepth: number): string[] | { deep: number } {
  const { CST, Lexer } = load();
  const tokens: string[] = [];
  let offset = 0;
  let flow = 0;
  let compact = 0;
  for (const token of new Lexer().lex(text)) {
    tokens.push(token);
    // markers the lexer adds in front of documents, scalars and flow ends: not source text
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

/** The offset of the first collection nested deeper than `maxDepth`, or undefined. Iterative. */
function tooDeep(tokens: readonly CST.Token[], maxDepth: number): number | undefined {
  const stack: [CST.Token, number][] = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
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
  return undefined;
}

/** A DUPLICATE_KEY error for every scalar key repeated in its mapping: one Set per mapping, linear. */
function duplicateKeys(document: Document.Parsed, ParseError: typeof YAMLParseError): YAMLParseError[] {
  const { isMap, isScalar, isSeq, isPair } = load();
  const out: YAMLParseError[] = [];
  const stack: unknown[] = [document.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key;
        // The package compares scalar keys by value (`1` and `"1"` differ) and other keys by identity.
        if (isScalar(key)) {
          // NaN is never equal to itself for the package (===); a Set would call two of them equal.
          if (!Number.isNaN(key.value as number) && seen.has(key.value)) {
            const at = key.range?.[0] ?? 0;
            out.push(new ParseError([at, at + 1], "DUPLICATE_KEY", "Map keys must be unique"));
          }
          seen.add(key.value);
        } else if (key) stack.push(key);
        if (pair.value) stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    } else if (isPair(node)) {
      // a sequence item written `- a: 1` composes as a map; a bare pair only in odd corners
      stack.push(node.key, node.value);
    }
  }
  return out;
}
