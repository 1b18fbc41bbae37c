// Building jsonc-parser's tree shape from other syntaxes, so every rule reads YAML and TOML documents
// as it reads JSON: `object` nodes whose children are `property` nodes `[key, value]`, `array`, and
// scalar nodes, each with the offset and length of its source text.
import type { Node, NodeType } from "jsonc-parser";

/** jsonc-parser's node, writable while the tree is built. */
export type JsonNode = { -readonly [K in keyof Node]: K extends "parent" ? JsonNode | undefined : K extends "children" ? JsonNode[] | undefined : Node[K] };

/** A fresh node; `parent` links are set once the tree is complete (`linkParents`). */
export function node(type: NodeType, offset: number, length: number, value?: unknown): JsonNode {
  const n: JsonNode = { type, offset, length };
  if (value !== undefined) n.value = value;
  if (type === "object" || type === "array" || type === "property") n.children = [];
  return n;
}

/** A `"key": value` property node spanning from its key to the end of its value. */
export function propertyNode(key: JsonNode, value: JsonNode, end = value.offset + value.length): JsonNode {
  const p = node("property", key.offset, Math.max(end, key.offset + key.length) - key.offset);
  p.children = [key, value];
  p.colonOffset = key.offset + key.length;
  return p;
}

/** The scalar node of a value: strings, numbers, booleans and null as JSON has them. */
export function scalarNode(value: unknown, offset: number, length: number): JsonNode {
  if (value === null || value === undefined) return node("null", offset, length, null);
  if (typeof value === "string") return node("string", offset, length, value);
  if (typeof value === "number") return node("number", offset, length, value);
  if (typeof value === "bigint") return node("number", offset, length, Number(value));
  if (typeof value === "boolean") return node("boolean", offset, length, value);
  return node("string", offset, length, value instanceof Date ? value.toISOString() : String(value));
}

/**
 * The first object or array nested deeper than `max` (counting objects and arrays, as JSON's
 * brackets), or undefined. Iterative: the trees it guards are the ones too deep to recurse into.
 */
export function tooDeepNode(root: JsonNode, max: number): JsonNode | undefined {
  const stack: [JsonNode, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [n, above] = stack.pop()!;
    const depth = n.type === "object" || n.type === "array" ? above + 1 : above;
    if (depth > max) return n;
    for (const child of n.children ?? []) stack.push([child, depth]);
  }
  return undefined;
}

/** Set every node's `parent` (iteratively: no recursion limit on deep trees). */
export function linkParents(root: JsonNode): JsonNode {
  const stack: JsonNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    for (const child of n.children ?? []) {
      child.parent = n;
      stack.push(child);
    }
  }
  return root;
}
