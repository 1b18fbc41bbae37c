// A parse tree as the plain value a JSON Schema validator reads, and back from an error's
// instancePath to the node and a readable path: shared by invalid-config and server-json-schema.
import type { Node as JsonNode } from "jsonc-parser";
import { property } from "../../core/json.js";

/** The plain value of a parse tree, keeping a `__proto__` key as an ordinary property. Last duplicate wins, as in the hosts. */
export function jsonValue(node: JsonNode): unknown {
  switch (node.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (!k || !v) continue;
        const key = String(k.value);
        // `__proto__` is the one accessor an object literal inherits: assigned, it would set the prototype.
        if (key === "__proto__") Object.defineProperty(out, key, { value: jsonValue(v), enumerable: true, writable: true, configurable: true });
        else out[key] = jsonValue(v);
      }
      return out;
    }
    case "array":
      return (node.children ?? []).map(jsonValue);
    default:
      return node.value;
  }
}

/** The node an ajv instancePath names, with the path's segments typed (array indexes as numbers). */
export function locate(root: JsonNode, instancePath: string): { node: JsonNode; segments: (string | number)[] } | undefined {
  const tokens = instancePath === "" ? [] : instancePath.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: JsonNode | undefined = root;
  const segments: (string | number)[] = [];
  for (const token of tokens) {
    if (node?.type === "array") {
      const index = Number(token);
      node = node.children?.[index];
      segments.push(index);
    } else {
      node = property(node, token);
      segments.push(token);
    }
    if (!node) return undefined;
  }
  return { node, segments };
}

/** `"args"[2]`, `"packages"[0]."transport"`. */
export function renderPath(segments: (string | number)[]): string {
  return segments.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? JSON.stringify(s) : `.${JSON.stringify(s)}`)).join("");
}

