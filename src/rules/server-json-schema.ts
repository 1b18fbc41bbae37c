// server-json-schema: an MCP Registry server.json is valid against the published schema its
// `$schema` names. The registry refuses what does not validate, and every client that installs from
// it trusts these fields. An obsolete or unknown schema version is a finding, never a crash.
import type { ErrorObject } from "ajv";
import type { Node as JsonNode } from "jsonc-parser";
import { docsUrl } from "../core/docs.js";
import { appendProperty, pointer } from "../core/json.js";
import { LATEST_SCHEMA_VERSION, OBSOLETE_VERSIONS, PUBLISHED_SERVER_SCHEMAS, publishedSchema, schemaVersion, validateServerJson } from "../hosts/registry/index.js";
import type { McpRule, McpRuleContext } from "./types.js";
import { jsonValue, locate, renderPath } from "./data/json-value.js";

const LATEST_URL = `https://static.modelcontextprotocol.io/schemas/${LATEST_SCHEMA_VERSION}/server.schema.json`;

export const serverJsonSchema: McpRule = {
  meta: {
    id: "server-json-schema",
    description: "An MCP Registry server.json must validate against the published schema its $schema names; obsolete and unknown versions are reported",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("server-json-schema"),
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "mcp-registry" || root?.type !== "object") return;
    const named = schemaVersion(root);
    const known = PUBLISHED_SERVER_SCHEMAS.map((s) => s.version);
    let version: string | undefined = LATEST_SCHEMA_VERSION;
    if ("missing" in named) {
      context.report({
        offset: root.offset,
        length: 1,
        pointer: "",
        subject: "no-schema",
        severity: "warning",
        message: `server.json has no "$schema": name the version it follows (checked against ${LATEST_SCHEMA_VERSION}, the newest published), e.g. "${LATEST_URL}"`,
        fix: { safety: "unsafe", description: `add "$schema": "${LATEST_URL}"`, edits: [appendProperty(context.file.text, root, "$schema", JSON.stringify(LATEST_URL))] },
      });
    } else if ("unknownUrl" in named) {
      version = undefined;
      context.report({
        node: named.node,
        pointer: "/$schema",
        subject: "schema-url",
        severity: "warning",
        message: `"$schema" is not a published server.json schema (https://static.modelcontextprotocol.io/schemas/<version>/server.schema.json): not validated; use "${LATEST_URL}"`,
      });
    } else if (!publishedSchema(named.version)) {
      version = undefined;
      context.report({
        node: named.node,
        pointer: "/$schema",
        subject: "schema-unknown-version",
        severity: "warning",
        message: `"$schema" names server.json version ${named.version}, which mcp-audit does not know (it ships ${known[0]} to ${known[known.length - 1]}): not validated against a schema; update mcp-audit, or use ${LATEST_SCHEMA_VERSION}`,
      });
    } else {
      version = named.version;
      if (OBSOLETE_VERSIONS.has(version)) {
        const since = PUBLISHED_SERVER_SCHEMAS.filter((s) => s.version > version!).map((s) => s.changes);
        context.report({
          node: named.node,
          pointer: "/$schema",
          subject: "schema-obsolete",
          message: `"$schema" names server.json version ${version}, which the registry no longer accepts (breaking changes since: ${since.slice(0, 2).join("; ")}): move to ${LATEST_SCHEMA_VERSION}`,
        });
      }
    }
    if (version !== undefined) reportErrors(context, root, version, validateServerJson(version, jsonValue(root)));
  },
};

/**
 * One finding per failing value. Where a `oneOf` / `anyOf` fails (a transport that is none of the
 * allowed kinds), the branches' own errors below it are noise: one finding says it matches no form.
 */
function reportErrors(context: McpRuleContext, root: JsonNode, version: string, errors: ErrorObject[]): void {
  const alternatives = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf").map((e) => e.instancePath);
  const under = (p: string, base: string) => p === base || p.startsWith(`${base}/`);
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === "if") continue;
    const base = alternatives.find((a) => under(error.instancePath, a));
    if (base !== undefined && error.keyword !== "oneOf" && error.keyword !== "anyOf") continue;
    if (seen.has(error.instancePath)) continue;
    seen.add(error.instancePath);
    const located = locate(root, error.instancePath);
    if (!located) continue;
    const where = located.segments.length === 0 ? "server.json" : renderPath(located.segments);
    context.report({
      node: located.node,
      pointer: pointer(...located.segments),
      subject: `schema:${error.keyword}:${error.schemaPath}`,
      message: `${where} ${describe(error, located.node)} (server.json schema ${version})`,
    });
  }
}

function describe(error: ErrorObject, node: JsonNode): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `has no "${String(params.missingProperty)}", which is required`;
    case "additionalProperties":
      return `has key "${String(params.additionalProperty)}", which the schema does not allow`;
    case "type":
      return `must be ${String(params.type)}, got ${node.type}`;
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(node.value)}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "oneOf":
    case "anyOf":
      return "matches none of the forms the schema allows";
    case "not":
      return `must not be ${JSON.stringify(node.value)}`;
    case "pattern":
      return `must match ${String(params.pattern)}, got ${JSON.stringify(node.value)}`;
    case "format":
      return `must be a ${String(params.format)}, got ${JSON.stringify(node.value)}`;
    default:
      return error.message ?? "is not valid";
  }
}
