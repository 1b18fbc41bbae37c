// TOML documents (Codex's config.toml) as a jsonc-parser tree with exact offsets. toml-eslint-parser
// keeps every key and value's range (and rejects what TOML 1.0 rejects: duplicate keys, redefined
// tables); it is loaded only when a TOML file is read.
//
// Tables are merged the way TOML defines them: `[mcp_servers.github]` and a later
// `[mcp_servers.github.env]` make one `github` object holding `env`. A property's key node is the
// key as written in its header or key/value line; an object that only a header creates spans that table.
//
// The parser recurses once per nested array or inline table, and so does the conversion: nesting is
// measured on the raw text first (one pass, strings and comments skipped) and a file deeper than
// MAX_JSON_DEPTH is refused before either runs; dotted keys and headers that nest the tree as deep
// are refused on the built tree.
import { createRequire } from "node:module";
import { MAX_JSON_DEPTH, type ParsedJson } from "../../core/json.js";
import { linkParents, node, propertyNode, scalarNode, tooDeepNode, type JsonNode } from "./tree.js";

type TomlModule = typeof import("toml-eslint-parser");
type Ast = import("toml-eslint-parser").AST.TOMLProgram;
type Content = import("toml-eslint-parser").AST.TOMLContentNode;
type KeyValue = import("toml-eslint-parser").AST.TOMLKeyValue;
type KeyPart = import("toml-eslint-parser").AST.TOMLBare | import("toml-eslint-parser").AST.TOMLQuoted;

let toml: TomlModule | undefined;
const load = (): TomlModule => (toml ??= createRequire(import.meta.url)("toml-eslint-parser") as TomlModule);

const TOO_DEEP = `TOML nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`;

function tooDeep(offset: number): ParsedJson {
  return { tree: undefined, fatal: true, problems: [{ offset, length: 1, kind: "syntax", message: TOO_DEEP }] };
}

/** Each object node's properties by key, so a table of thousands of keys is filled in linear time. */
const keyIndex = new WeakMap<JsonNode, Map<string, JsonNode>>();

export function parseToml(text: string): ParsedJson {
  const nesting = bracketNesting(text, MAX_JSON_DEPTH);
  if (nesting !== undefined) return tooDeep(nesting);
  let ast: Ast;
  try {
    ast = load().parseTOML(text);
  } catch (error) {
    const e = error as { message?: string; index?: number };
    if (typeof e.index !== "number") throw error;
    return { tree: undefined, fatal: true, problems: [{ offset: e.index, length: 1, kind: "syntax", message: lowerFirst(e.message ?? "syntax error") }] };
  }
  const root = node("object", 0, text.length);
  const top = ast.body[0];
  for (const item of top?.body ?? []) {
    if (item.type === "TOMLKeyValue") {
      addKeyValue(root, item);
      continue;
    }
    // [a.b] or [[a.b]]: walk (and create) the path, then fill the table.
    const parts = item.key.keys;
    let target = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last && item.kind === "array") {
        const array = child(target, part, () => node("array", item.range[0], item.range[1] - item.range[0]));
        const element = node("object", item.range[0], item.range[1] - item.range[0]);
        array.children!.push(element);
        target = element;
      } else {
        target = intoObject(child(target, part, () => node("object", item.range[0], item.range[1] - item.range[0])));
      }
    });
    for (const kv of item.body) addKeyValue(target, kv);
  }
  const deep = tooDeepNode(root, MAX_JSON_DEPTH);
  if (deep) return tooDeep(deep.offset);
  return { tree: linkParents(root), problems: [], fatal: false };
}

/**
 * The offset of the first `[` or `{` nested deeper than `max` outside strings and comments, or
 * undefined. A table header counts its brackets too, which only over-counts by two.
 */
export function bracketNesting(text: string, max: number): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x23 /* # */) {
      const nl = text.indexOf("\n", i);
      if (nl === -1) return undefined;
      i = nl;
    } else if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      i = stringEnd(text, i);
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return i;
    } else if ((c === 0x5d /* ] */ || c === 0x7d) /* } */ && depth > 0) depth--;
  }
  return undefined;
}

/** The offset of the last character of the string that opens at `start` (basic or literal, one- or multi-line). */
function stringEnd(text: string, start: number): number {
  const quote = text[start]!;
  const escapes = quote === '"';
  const triple = text.startsWith(quote.repeat(3), start);
  for (let i = start + (triple ? 3 : 1); i < text.length; i++) {
    const c = text[i];
    if (escapes && c === "\\") i++;
    else if (!triple && c === "\n") return i;
    else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
      // a multi-line string may end with up to two more quotes: `""""` closes after the content `"`
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

/** `a.b.c = value` under `object`. */
function addKeyValue(object: JsonNode, kv: KeyValue): void {
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

/** The value of `key` in an object node, created by `make` when absent. */
function child(object: JsonNode, part: KeyPart, make: () => JsonNode): JsonNode {
  const name = keyName(part);
  const found = keyIndex.get(object)?.get(name)?.children?.[1];
  if (found) return found;
  const value = make();
  addProperty(object, name, propertyNode(keyNode(part), value, value.offset + value.length));
  return value;
}

/** Append a property to an object node and index it (the first of a key is the one found). */
function addProperty(object: JsonNode, name: string, property: JsonNode): void {
  object.children!.push(property);
  let index = keyIndex.get(object);
  if (!index) keyIndex.set(object, (index = new Map()));
  if (!index.has(name)) index.set(name, property);
}

/** `[[servers]]` then `[servers.env]`: the sub-table belongs to the last element of the array. */
function intoObject(n: JsonNode): JsonNode {
  if (n.type === "array") return n.children![n.children!.length - 1] ?? n;
  return n;
}

function keyNode(part: KeyPart): JsonNode {
  return node("string", part.range[0], part.range[1] - part.range[0], keyName(part));
}

function keyName(part: KeyPart): string {
  return part.type === "TOMLBare" ? part.name : part.value;
}

function convert(value: Content): JsonNode {
  const [start, end] = value.range;
  switch (value.type) {
    case "TOMLArray": {
      const array = node("array", start, end - start);
      for (const element of value.elements) array.children!.push(convert(element));
      return array;
    }
    case "TOMLInlineTable": {
      const object = node("object", start, end - start);
      for (const kv of value.body) addKeyValue(object, kv);
      return object;
    }
    default:
      // Dates and times are strings here; integers beyond 2^53 lose precision, as in JSON.
      return value.kind === "string" || value.kind === "integer" || value.kind === "float" || value.kind === "boolean"
        ? scalarNode(value.value, start, end - start)
        : scalarNode(String(value.value instanceof Date ? value.value.toISOString() : value.value), start, end - start);
  }
}

function lowerFirst(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
