// The MCP Registry's server.json: how a server is published (name, version, packages, remotes).
// Not a host config: no host launches it, but every client that installs from the registry runs what
// it says. Validated against the published schema its `$schema` names (shipped as data in
// ./published-schemas.generated.ts); the checks the schema cannot make are the server-json-consistency rule.
//
// Sources: https://github.com/modelcontextprotocol/static (schemas/<date>/server.schema.json),
// modelcontextprotocol/registry docs/reference/server-json/CHANGELOG.md, official-registry-requirements.md,
// docs/modelcontextprotocol-io/package-types.mdx and authentication.mdx.
import { createRequire } from "node:module";
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from "ajv";
import type { Node as JsonNode } from "jsonc-parser";
import { property, stringValue } from "../../core/json.js";
import type { HostDialect } from "../types.js";
import { PUBLISHED_SERVER_SCHEMAS, type PublishedServerSchema } from "./published-schemas.generated.js";

export { PUBLISHED_SERVER_SCHEMAS, type PublishedServerSchema } from "./published-schemas.generated.js";

/** `https://static.modelcontextprotocol.io/schemas/<date>/server.schema.json`. */
export const SCHEMA_URL = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/([^/]+)\/server\.schema\.json$/;

/** The registry's name pattern: reverse-DNS namespace, one slash, the server's name. */
export const SERVER_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/**
 * Versions with breaking changes since (snake_case keys in 2025-07-09, `status` until 2025-09-29):
 * the registry no longer accepts them. Source: the registry's server-json CHANGELOG.md.
 */
export const OBSOLETE_VERSIONS: ReadonlySet<string> = new Set(["2025-07-09", "2025-09-16"]);

/**
 * server.json: recognised by its `$schema` (a static.modelcontextprotocol.io schema), or, without one,
 * by a registry-style `name` beside `packages` or `remotes`; any other server.json is another tool's.
 */
export const mcpRegistry: HostDialect<"mcp-registry"> = {
  id: "mcp-registry",
  displayName: "MCP Registry",
  serverMapKey: "packages",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "streamable-http", "sse"],
  inputs: false,
  // `{name}` placeholders name `variables` and inputs; nothing reads the environment from the file.
  envReference: undefined,
  isVariableReference: (value) => /\{[A-Za-z_][A-Za-z0-9_-]*\}/.test(value),
  source: "https://github.com/modelcontextprotocol/registry/tree/main/docs/reference/server-json",
  secretAdvice: "server.json is published: declare the variable with \"isSecret\": true and no value, so each user supplies their own",
  fileKind: "MCP Registry server.json",
  serverMapOptional: true,
  serverMaps: () => [],
  recognizes: (root) => {
    if (root?.type !== "object") return false;
    const schema = stringValue(property(root, "$schema"));
    if (schema !== undefined) return /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\//.test(schema);
    const name = stringValue(property(root, "name"));
    return name !== undefined && SERVER_NAME.test(name) && (property(root, "packages")?.type === "array" || property(root, "remotes")?.type === "array");
  },
};

export function publishedSchema(version: string): PublishedServerSchema | undefined {
  return PUBLISHED_SERVER_SCHEMAS.find((s) => s.version === version);
}

/** The newest published version. */
export const LATEST_SCHEMA_VERSION = PUBLISHED_SERVER_SCHEMAS[PUBLISHED_SERVER_SCHEMAS.length - 1]!.version;

// ajv is loaded, and a schema compiled, only when a server.json is audited (rare: not worth
// precompiling 130 KB of schemas into every run's startup).
const requireLazily = createRequire(import.meta.url);
const compiled = new Map<string, ValidateFunction>();
let ajv: AjvClass | undefined;

/** `format: "uri"`: an absolute URI with a scheme, as the schemas use it. */
function isUri(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Validate a server.json value against one published version; ajv's errors, empty when it conforms. */
export function validateServerJson(version: string, value: unknown): ErrorObject[] {
  const published = publishedSchema(version);
  if (!published) throw new Error(`no published server.json schema ${version}`);
  let validate = compiled.get(version);
  if (!validate) {
    // The published schemas carry `example` annotations, which ajv's strict mode refuses.
    ajv ??= new (requireLazily("ajv") as { Ajv: typeof AjvClass }).Ajv({ allErrors: true, strict: false, formats: { uri: isUri } });
    validate = ajv.compile(JSON.parse(published.text) as object);
    compiled.set(version, validate);
  }
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** The version a `$schema` URL names, or why none can be used. */
export function schemaVersion(root: JsonNode): { version: string; node: JsonNode } | { missing: true } | { unknownUrl: string; node: JsonNode } {
  const node = property(root, "$schema");
  const url = stringValue(node);
  if (!node || url === undefined) return { missing: true };
  const m = SCHEMA_URL.exec(url);
  return m ? { version: m[1]!, node } : { unknownUrl: url, node };
}
