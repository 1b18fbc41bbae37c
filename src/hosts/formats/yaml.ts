// YAML documents (Continue's config.yaml) as a jsonc-parser tree with exact offsets. The `yaml`
// package keeps each node's source range; it is loaded only when a YAML file is read, through
// core/yaml.ts (linear duplicate-key check, nesting refused before the composer recurses).
import { createRequire } from "node:module";
import type { ParsedJson } from "../../core/json.js";
import { MAX_YAML_DEPTH, parseYamlDocument } from "../../core/yaml.js";
import { linkParents, node, propertyNode, scalarNode, type JsonNode } from "./tree.js";

type YamlModule = typeof import("yaml");
type YamlNode = import("yaml").Node;
type YamlDocument = import("yaml").Document.Parsed;

let yaml: YamlModule | undefined;
const load = (): YamlModule => (yaml ??= createRequire(import.meta.url)("yaml") as YamlModule);

/** Nesting a config never needs; deeper is refused, as for JSON (aliases count as a level). */
const MAX_DEPTH = MAX_YAML_DEPTH;
/** Aliases repeat what they point at: a few anchors nested ten deep expand to billions of nodes (an alias bomb). */
const MAX_NODES = 200_000;

export function parseYaml(text: string): ParsedJson {
  // A duplicate key is an error, as it is for Continue's own loader.
  const doc = parseYamlDocument(text, { strict: true });
  if (doc.errors.length > 0) {
    return {
      tree: undefined,
      fatal: true,
      problems: doc.errors.map((e) => ({ offset: e.pos[0], length: Math.max(1, e.pos[1] - e.pos[0]), kind: "syntax", message: firstSentence(e.message) })),
    };
  }
  try {
    // An empty document (or one of comments only) is a config with nothing in it.
    const tree = doc.contents ? convert(doc, doc.contents, 0, { nodes: 0 }) : node("object", 0, 0);
    return { tree: linkParents(tree), problems: [], fatal: false };
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { tree: undefined, fatal: true, problems: [{ offset: error.offset, length: 1, kind: "syntax", message: error.message }] };
  }
}

class TooLarge extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

function convert(doc: YamlDocument, n: YamlNode, depth: number, count: { nodes: number }): JsonNode {
  const { isAlias, isMap, isScalar, isSeq } = load();
  const [start, end] = n.range ?? [0, 0];
  if (depth > MAX_DEPTH) throw new TooLarge(start, `YAML nested deeper than ${MAX_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`);
  if (++count.nodes > MAX_NODES) throw new TooLarge(start, `YAML expands to more than ${MAX_NODES} values (aliases repeating aliases): no MCP config needs this, the file is likely corrupt or hostile`);
  if (isAlias(n)) {
    // The anchored node stands in for the alias (findings point at the anchor's definition).
    const target = n.resolve(doc);
    return target ? convert(doc, target, depth + 1, count) : node("null", start, end - start, null);
  }
  if (isMap(n)) {
    const object = node("object", start, end - start);
    for (const pair of n.items) {
      const key = pair.key as YamlNode | null;
      if (!key || !isScalar(key)) continue; // complex keys: no MCP host reads them
      const [ks, ke] = key.range ?? [0, 0];
      const keyNode = node("string", ks, ke - ks, String(key.value));
      const value = pair.value ? convert(doc, pair.value as YamlNode, depth + 1, count) : node("null", ke, 0, null);
      object.children!.push(propertyNode(keyNode, value));
    }
    return object;
  }
  if (isSeq(n)) {
    const array = node("array", start, end - start);
    for (const item of n.items) {
      array.children!.push(item ? convert(doc, item as YamlNode, depth + 1, count) : node("null", start, 0, null));
    }
    return array;
  }
  if (isScalar(n)) return scalarNode(n.value, start, end - start);
  return node("null", start, end - start, null);
}

/** "Map keys must be unique" out of the parser's longer message. */
function firstSentence(message: string): string {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "");
}
