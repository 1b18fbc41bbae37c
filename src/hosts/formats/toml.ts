// TOML documents (Codex's config.toml) as a jsonc-parser tree with exact offsets. toml-eslint-parser
// keeps every key and value's range (and rejects what TOML 1.0 rejects: duplicate keys, redefined
// tables); it is loaded only when a TOML file is read.
//
// Tables are merged the way TOML defines them: `[mcp_servers.github]` and a later
// `[mcp_servers.github.env]` make one `github` object holding `env`. A property's key node is the
// key as written in its header or key/value line; an object that only a header creates spans that table.
import { createRequire } from "node:module";
import type { ParsedJson } from "../../core/json.js";
import { linkParents, node, propertyNode, scalarNode, type JsonNode } from "./tree.js";

type TomlModule = typeof import("toml-eslint-parser");
type Ast = import("toml-eslint-parser").AST.TOMLProgram;
type Content = import("toml-eslint-parser").AST.TOMLContentNode;
type KeyValue = import("toml-eslint-parser").AST.TOMLKeyValue;
type KeyPart = import("toml-eslint-parser").AST.TOMLBare | import("toml-eslint-parser").AST.TOMLQuoted;

let toml: TomlModule | undefined;
const load = (): TomlModule => (toml ??= createRequire(import.meta.url)("toml-eslint-parser") as TomlModule);

export function parseToml(text: string): ParsedJson {
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
  return { tree: linkParents(root), problems: [], fatal: false };
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
      target.children!.push(propertyNode(keyNode(part), value));
    }
  });
}

/** The value of `key` in an object node, created by `make` when absent. */
function child(object: JsonNode, part: KeyPart, make: () => JsonNode): JsonNode {
  const name = keyName(part);
  for (const prop of object.children ?? []) {
    const [k, v] = prop.children ?? [];
    if (k?.value === name && v) return v;
  }
  const value = make();
  object.children!.push(propertyNode(keyNode(part), value, value.offset + value.length));
  return value;
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
