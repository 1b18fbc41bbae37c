// invalid-config: the file is JSON its host can read, with the server map the host reads, and
// every server in it is one the host can start. A host that cannot read its config starts no
// server at all, often without saying why.
import path from "node:path";
import { findNodeAtOffset, getNodePath, type Node as JsonNode } from "jsonc-parser";
import type { ErrorObject } from "ajv";
import { docsUrl } from "../core/docs.js";
import { entries, isPlainString, pointer, property, replaceString } from "../core/json.js";
import type { McpServer } from "../hosts/model.js";
import { closest } from "../core/suggest.js";
import { references } from "../hosts/references.js";
import type { McpRule, McpRuleContext, ReportDescriptor } from "./types.js";
import type { HostDialect } from "../hosts/types.js";
import { validateConfig } from "../hosts/schemas/index.js";
import { CORE_SERVER_KEYS, KNOWN_SERVER_KEYS, SERVER_KEY_ALIASES } from "../hosts/schemas/keys.js";
import { jsonValue, locate, renderPath } from "./data/json-value.js";

/** The keys a remote server's address may be under, in the order the model reads them. */
const URL_KEYS = ["url", "serverUrl", "httpUrl"] as const;


export const invalidConfig: McpRule = {
  meta: {
    id: "invalid-config",
    description: "Config the host cannot read or servers it cannot start: JSON syntax, server map key, transports, value types, duplicates, inputs",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "safe",
    network: false,
    docs: docsUrl("invalid-config"),
  },
  check(context) {
    const label = fileLabel(context.host, context.file.displayPath);
    checkSyntax(context, label);
    const root = context.tree;
    if (!root) return; // unparsable: the syntax findings are all there is to say
    if (root.type !== "object") {
      context.report({
        node: root,
        pointer: "",
        subject: "root",
        message: `${label} must hold a JSON object with "${context.host.serverMapKey}", not ${article(root.type)}: ${context.host.displayName} finds no servers in it`,
      });
      return;
    }
    checkServerMap(context, root, label);
    checkDuplicateKeys(context, root);
    checkValueTypes(context, root);
    // Servers under a map the host ignores too: they start once the map key is renamed.
    for (const server of context.model.servers) {
      checkTransport(context, server);
      checkKeyTypos(context, server);
    }
    checkVariables(context, root);
  },
};

// ---- 1. syntax ------------------------------------------------------------------------------

function checkSyntax(context: McpRuleContext, label: string): void {
  const { parsed, host } = context;
  if (parsed.fatal && !parsed.problems.some((p) => p.kind === "syntax")) {
    // No JSON value at all: an empty file, or only comments.
    context.report({ offset: 0, length: 0, pointer: "", subject: "empty", fatal: true, message: "invalid JSON: the file holds no value" });
    return;
  }
  const strict = `${host.displayName} reads strict JSON and will fail to load the file`;
  const reported = new Set<string>();
  for (const problem of parsed.problems) {
    // The parser can report one mistake several times at the same place.
    const key = `${problem.offset}:${problem.kind}:${problem.message}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const at: Pick<ReportDescriptor, "offset" | "length" | "pointer"> = {
      offset: problem.offset,
      length: problem.length,
      pointer: pointerAtOffset(parsed.tree, problem.offset),
    };
    switch (problem.kind) {
      case "syntax":
        context.report({ ...at, subject: `syntax:${problem.message}`, fatal: true, message: `invalid JSON: ${problem.message}` });
        break;
      case "comment":
        context.report({ ...at, subject: "comment", message: `comments are not valid in ${label}: ${strict}; remove the comment` });
        break;
      case "trailing-comma":
        context.report({
          ...at,
          subject: "trailing-comma",
          message: `trailing commas are not valid in ${label}: ${strict}; remove the comma`,
          // Only the comma byte goes: the host then reads exactly what the author wrote.
          fix: { safety: "safe", description: "remove the trailing comma", edits: [{ offset: problem.offset, length: 1, content: "" }] },
        });
        break;
    }
  }
}

function pointerAtOffset(tree: JsonNode | undefined, offset: number): string {
  const node = tree ? findNodeAtOffset(tree, offset) : undefined;
  return node ? pointer(...getNodePath(node)) : "";
}

// ---- 2. server map --------------------------------------------------------------------------

function checkServerMap(context: McpRuleContext, root: JsonNode, label: string): void {
  const { host } = context;
  const right = host.serverMapKey;
  const hasRight = property(root, right) !== undefined;
  let foreignSeen = false;
  for (const foreign of host.foreignServerMapKeys) {
    const entry = entries(root).findLast((e) => e.key === foreign);
    if (!entry) continue;
    foreignSeen = true;
    const ignored = `${host.displayName} ignores "${foreign}" in ${label}`;
    context.report({
      node: entry.keyNode,
      pointer: pointer(foreign),
      subject: `server-map:${foreign}`,
      ...(hasRight
        ? { message: `${ignored}: move its servers into "${right}"` }
        : {
            message: `${ignored}: rename it to "${right}"`,
            // Unsafe: once renamed, the host starts these servers.
            fix: { safety: "unsafe", description: `rename "${foreign}" to "${right}"`, edits: [replaceString(entry.keyNode, right)] },
          }),
    });
  }
  if (!hasRight && !foreignSeen) {
    context.report({
      offset: root.offset,
      length: 1,
      pointer: "",
      subject: "no-server-map",
      severity: "warning",
      message: `${label} has no "${right}" object: ${host.displayName} finds no servers in it; add your servers under "${right}"`,
    });
  }
}

// ---- 3. transport ---------------------------------------------------------------------------

/** The keys a host writes a server's command, address and transport under (Goose `cmd` / `uri`, Vibe `transport`). */
function fieldKeys(host: HostDialect): FieldKeys {
  let keys = fieldKeysOf.get(host);
  if (keys === undefined) fieldKeysOf.set(host, (keys = computeFieldKeys(host)));
  return keys;
}

interface FieldKeys {
  readonly command: readonly string[];
  readonly url: readonly string[];
  readonly type: string;
}

// Per dialect, computed on first use: a dialect is a constant of src/hosts, never changed after it is built.
const fieldKeysOf = new WeakMap<HostDialect, FieldKeys>();

function computeFieldKeys(host: HostDialect): FieldKeys {
  const first = (paths: readonly (readonly string[])[] | undefined, fallback: readonly string[]) => [...new Set((paths ?? []).map((p) => p[0]!).filter(Boolean))].concat(paths ? [] : fallback);
  return {
    command: first(host.serverFields?.command, ["command"]),
    url: first(host.serverFields?.url, URL_KEYS),
    type: host.serverFields?.type?.[0]?.[0] ?? "type",
  };
}

/** How the host spells a transport (opencode's `local` / `remote`, Goose's `streamable_http`). */
function spelling(host: HostDialect, transport: "stdio" | "http"): string {
  const aliases = Object.entries(host.transportAliases ?? {});
  const wanted = transport === "stdio" ? ["stdio"] : ["http", "streamable-http"];
  return aliases.find(([, t]) => wanted.includes(t))?.[0] ?? host.transports.find((t) => wanted.includes(t)) ?? transport;
}

function checkTransport(context: McpRuleContext, server: McpServer): void {
  const { host } = context;
  const name = `server "${server.name}"`;
  const keys = fieldKeys(host);
  const commandKey = keys.command.map((k) => propertyEntry(server.node, k)).find((e) => e !== undefined);
  const urlKey = keys.url.map((k) => propertyEntry(server.node, k)).find((e) => e !== undefined);
  const typeNode = property(server.node, keys.type);
  const type = typeof typeNode?.value === "string" && typeNode.type === "string" ? typeNode.value : undefined;
  const typeKey = keys.type;
  const [cmd, url] = [keys.command[0]!, keys.url[0]!];
  const remoteHost = host.transports.some((t) => t !== "stdio");

  let typeOk = true;
  if (typeNode && type !== undefined && !host.transports.includes(type)) {
    typeOk = false;
    const guess = closest(type, host.transports);
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: `type:${type}`,
      message: `${name} has unsupported ${typeKey} ${JSON.stringify(type)}: ${host.displayName} accepts ${orList(host.transports)}${guess ? `; did you mean ${JSON.stringify(guess)}?` : ""}`,
    });
  }

  if (!remoteHost) {
    // A host that only launches local servers (Claude Desktop) has no use for a URL.
    if (!commandKey) {
      context.report({
        node: urlKey?.keyNode ?? server.keyNode,
        pointer: urlKey ? `${server.pointer}${pointer(urlKey.key)}` : server.pointer,
        subject: "no-command",
        message: urlKey
          ? `${name} has "${urlKey.key}" but no "${cmd}": ${host.displayName} only launches local servers from this file; give the "${cmd}" that starts it, or add the remote server in the app`
          : `${name} has no "${cmd}": add the program ${host.displayName} should launch`,
      });
    } else if (urlKey) {
      context.report({
        node: urlKey.keyNode,
        pointer: `${server.pointer}${pointer(urlKey.key)}`,
        subject: "url-ignored",
        message: `${name} has "${urlKey.key}", which ${host.displayName} ignores: it only launches local servers from this file; remove "${urlKey.key}"`,
      });
    }
    return;
  }

  if (!commandKey && !urlKey) {
    context.report({
      node: server.keyNode,
      pointer: server.pointer,
      subject: "no-command-or-url",
      message: `${name} has neither "${cmd}" nor "${url}": add "${cmd}" to launch a local server or "${url}" to reach a remote one`,
    });
    return;
  }
  if (commandKey && urlKey) {
    context.report({
      node: urlKey.keyNode,
      pointer: `${server.pointer}${pointer(urlKey.key)}`,
      subject: "command-and-url",
      message: `${name} has both "${commandKey.key}" and "${urlKey.key}": a server is either launched locally or reached remotely; remove one`,
    });
    return;
  }
  if (!typeOk || !typeNode || type === undefined) return;
  const transport = host.transportAliases?.[type] ?? type;
  if (transport === "stdio" && urlKey) {
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: "stdio-with-url",
      message: `${name} has ${typeKey} ${JSON.stringify(type)} but a "${urlKey.key}": set "${typeKey}" to ${JSON.stringify(spelling(host, "http"))} to reach it remotely, or launch it with "${cmd}"`,
    });
  } else if (transport !== "stdio" && commandKey) {
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: "remote-with-command",
      message: `${name} has ${typeKey} ${JSON.stringify(type)} but a "${commandKey.key}": set "${typeKey}" to ${JSON.stringify(spelling(host, "stdio"))} to launch it locally, or give its "${url}"`,
    });
  }
}

function checkKeyTypos(context: McpRuleContext, server: McpServer): void {
  const aliases = Object.keys(SERVER_KEY_ALIASES);
  const own = context.host.serverKeys ?? [];
  for (const entry of entries(server.node)) {
    if (KNOWN_SERVER_KEYS.has(entry.key) || own.includes(entry.key)) continue;
    const near = SERVER_KEY_ALIASES[entry.key] ?? closest(entry.key, [...own, ...CORE_SERVER_KEYS, ...aliases]);
    if (near === undefined) continue; // a key some host added: hosts ignore what they do not know
    // The host's own spelling (Goose `cmd`) is what it means there, not the other hosts' `command`.
    const meant = own.includes(near) ? near : (SERVER_KEY_ALIASES[near] ?? near);
    context.report({
      node: entry.keyNode,
      pointer: `${server.pointer}${pointer(entry.key)}`,
      subject: `typo:${entry.key}`,
      severity: "warning",
      message: `server "${server.name}" has unknown key ${JSON.stringify(entry.key)}, which ${context.host.displayName} ignores: did you mean "${meant}"?`,
    });
  }
}

// ---- 4. value types (the host's JSON Schema) -----------------------------------------------

function checkValueTypes(context: McpRuleContext, root: JsonNode): void {
  const errors = validateConfig(context.host.id, jsonValue(root));
  // Where a value may take one of several forms (`anyOf`: a plugin's `hooks` is a path, an object or a
  // list of them), the forms of another type say nothing ("must be an object" of a string): the form
  // of the value's own type says what is wrong (a path that is not "./…", the one bad path in a list),
  // else one finding says it has none of the forms.
  const alternatives = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const seen = new Set<string>();
  const report = (instancePath: string, describe: (segments: (string | number)[], node: JsonNode) => string, keyword: string) => {
    if (seen.has(instancePath)) return;
    seen.add(instancePath);
    const located = locate(root, instancePath);
    if (!located) return;
    context.report({ node: located.node, pointer: pointer(...located.segments), subject: `schema:${keyword}`, message: describe(located.segments, located.node) });
  };
  for (const error of errors) {
    // `if`/`then` (opencode's local and remote servers) restates an error already given.
    if (error.keyword === "if" || error.keyword === "anyOf" || (error.keyword === "type" && alternatives.has(error.instancePath))) continue;
    // One finding per value: a number where an enum of strings is expected fails both keywords.
    report(error.instancePath, (segments, node) => describeSchemaError(context, error, segments, node), error.keyword);
  }
  for (const at of alternatives) {
    if ([...seen].some((p) => p === at || p.startsWith(`${at}/`))) continue;
    report(at, (segments) => `${describePath(context, segments)} has none of the forms ${context.host.displayName} accepts there`, "anyOf");
  }
}

function describeSchemaError(context: McpRuleContext, error: ErrorObject, segments: (string | number)[], node: JsonNode): string {
  const where = describePath(context, segments);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "type": {
      const expected = (Array.isArray(params.type) ? params.type : String(params.type).split(",")).map(String);
      return `${where} must be ${expected.map(article).join(" or ")}, got ${node.type}`;
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const got = node.type === "string" ? JSON.stringify(node.value) : node.type;
      const guess = node.type === "string" ? closest(String(node.value), allowed) : undefined;
      return `${where} must be ${orList(allowed)}, got ${got}${guess ? `: did you mean ${JSON.stringify(guess)}?` : ""}`;
    }
    case "required":
      return `${where} has no "${String(params.missingProperty)}": add it`;
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      // opencode refuses unknown keys: a Claude-style `args` or `env` is a config error there.
      const meant = key === "args" ? ': put the arguments in the "command" array after the program' : key === "env" ? ': use "environment"' : "";
      return `${where} has key ${JSON.stringify(key)}, which ${context.host.displayName} refuses (it will not load the file)${meant || "; remove it"}`;
    }
    case "pattern":
      if (params.pattern === "^\\./") return `${where} must be a path inside the plugin, starting with "./", got ${JSON.stringify(node.value)}`;
      return `${where} ${error.message ?? "is not valid"}`;
    default:
      return `${where} ${error.message ?? "is not valid"}`;
  }
}

/** `server "x": "args"[2]`, `server "x"`, `"mcpServers"`, `"inputs"[0]."id"`. */
function describePath(context: McpRuleContext, segments: (string | number)[]): string {
  const mapKeys = [context.host.serverMapKey, ...context.host.foreignServerMapKeys];
  const [first, second, ...rest] = segments;
  if (typeof first === "string" && mapKeys.includes(first) && second !== undefined) {
    const server = `server ${JSON.stringify(String(second))}`;
    return rest.length === 0 ? server : `${server}: ${renderPath(rest)}`;
  }
  return segments.length === 0 ? "the file" : renderPath(segments);
}

// ---- 5. duplicate keys ----------------------------------------------------------------------

function checkDuplicateKeys(context: McpRuleContext, root: JsonNode): void {
  const { host } = context;
  const mapKeys = [host.serverMapKey, ...host.foreignServerMapKeys];
  const visit = (node: JsonNode, path: (string | number)[]): void => {
    if (node.type === "array") {
      (node.children ?? []).forEach((child, i) => visit(child, [...path, i]));
      return;
    }
    if (node.type !== "object") return;
    const props = entries(node);
    const lastIndex = new Map<string, number>();
    props.forEach((p, i) => lastIndex.set(p.key, i));
    const isServerMap = path.length === 1 && typeof path[0] === "string" && mapKeys.includes(path[0]);
    const inServer = path.length >= 2 && typeof path[0] === "string" && mapKeys.includes(path[0]) ? String(path[1]) : undefined;
    props.forEach((p, i) => {
      // Point at the earlier, shadowed occurrence: that is the one the host drops.
      if (lastIndex.get(p.key) !== i) {
        context.report({
          node: p.keyNode,
          pointer: pointer(...path, p.key),
          subject: `duplicate:${p.key}`,
          message: isServerMap
            ? `duplicate server ${JSON.stringify(p.key)}: ${host.displayName} keeps only the last one; remove or rename this one`
            : `${inServer !== undefined ? `server ${JSON.stringify(inServer)}: ` : ""}duplicate key ${JSON.stringify(p.key)}: only the last one counts; remove this one`,
        });
      }
      visit(p.value, [...path, p.key]);
    });
  };
  visit(root, []);
}

// ---- 6. variables and VS Code inputs --------------------------------------------------------

function checkVariables(context: McpRuleContext, root: JsonNode): void {
  const { host, model } = context;
  const mapKeys = [host.serverMapKey, ...host.foreignServerMapKeys];
  const defined = new Set(model.inputs.map((i) => i.id));
  const used = new Set<string>();

  const visit = (node: JsonNode, path: (string | number)[]): void => {
    if (node.type === "object") {
      for (const p of entries(node)) visit(p.value, [...path, p.key]);
      return;
    }
    if (node.type === "array") {
      (node.children ?? []).forEach((child, i) => visit(child, [...path, i]));
      return;
    }
    if (node.type !== "string" || typeof node.value !== "string") return;
    const value = node.value;
    const prefix = path.length >= 2 && typeof path[0] === "string" && mapKeys.includes(path[0]) ? `server ${JSON.stringify(String(path[1]))}: ` : "";
    for (const ref of references(value)) {
      const reference = value.slice(ref.start, ref.end);
      const at = { ...spanInString(context.file.text, node, ref.start, reference.length), pointer: pointer(...path), subject: `variable:${reference}` };
      const inputId = /^input:(.*)$/.exec(ref.inner)?.[1];
      if (inputId !== undefined) {
        used.add(inputId);
        if (host.inputs) {
          if (!defined.has(inputId)) {
            context.report({ ...at, message: `${prefix}${reference} has no "inputs" entry: add one with "id": ${JSON.stringify(inputId)}` });
          }
        } else {
          const instead = host.envReference
            ? `; use ${host.envReference(envName(inputId))} to read an environment variable`
            : ", and it expands no other variable either";
          context.report({
            ...at,
            message: `${prefix}${host.displayName} does not expand ${reference} (a VS Code input): the server receives it as literal text${instead}`,
          });
        }
      } else if (!host.envReference && !host.variablesUnknown && !host.ownVariables) {
        context.report({
          ...at,
          severity: "warning",
          message: `${prefix}${host.displayName} expands no variables: the server receives ${reference} as literal text; replace it with the value the server needs`,
        });
      }
    }
  };
  visit(root, []);

  if (!host.inputs) return;
  const seen = new Set<string>();
  for (const input of model.inputs) {
    if (seen.has(input.id)) {
      context.report({
        node: input.idNode,
        pointer: `${input.pointer}/id`,
        subject: `duplicate-input:${input.id}`,
        message: `duplicate input id ${JSON.stringify(input.id)}: ids must be unique; rename or remove this entry`,
      });
      continue;
    }
    seen.add(input.id);
    if (!used.has(input.id)) {
      context.report({
        node: input.idNode,
        pointer: `${input.pointer}/id`,
        subject: `unused-input:${input.id}`,
        severity: "warning",
        message: `input ${JSON.stringify(input.id)} is never used: remove it`,
      });
    }
  }
}

/** Where `length` characters of a string's value at `index` are in the text (the whole string when the source uses escapes). */
function spanInString(text: string, node: JsonNode, index: number, length: number): { offset: number; length: number } {
  if (!isPlainString(text, node)) return { offset: node.offset, length: node.length };
  const value = String(node.value);
  const start = node.offset + 1 + JSON.stringify(value.slice(0, index)).length - 2;
  return { offset: start, length: JSON.stringify(value.slice(index, index + length)).length - 2 };
}

/** `api-key` -> `API_KEY`: the environment variable name to suggest for a VS Code input id. */
export function envName(inputId: string): string {
  const name = inputId.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").toUpperCase();
  return /^[A-Z_]/.test(name) ? name : `_${name}`;
}

// ---- helpers --------------------------------------------------------------------------------

/** The file as users know it: `.mcp.json`, `.vscode/mcp.json`, `claude_desktop_config.json`. */
export function fileLabel(host: HostDialect, displayPath: string): string {
  const normal = displayPath.replace(/\\/g, "/");
  const base = path.posix.basename(normal);
  const parent = path.posix.basename(path.posix.dirname(normal));
  if (base === "mcp.json" && parent.startsWith(".")) return `${parent}/${base}`;
  if (parent === ".claude-plugin" || (parent === ".claude" && base.startsWith("settings"))) return `${parent}/${base}`;
  return base || (host.id === "claude-desktop" ? "claude_desktop_config.json" : ".mcp.json");
}

function propertyEntry(object: JsonNode, key: string) {
  return entries(object).findLast((e) => e.key === key);
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : type === "null" ? "null" : `a ${type}`;
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
function orList(values: readonly string[]): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}
