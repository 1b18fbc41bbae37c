// The normalised view of an MCP host config: servers with their launch, env, url and headers,
// each value kept next to its node so rules can point at it and fixes can edit it.
import type { Node as JsonNode } from "jsonc-parser";
import type { HostDialect, ServerField, ServerFields, ServerMapRef } from "./types.js";
import { entries, pointer, property, stringValue } from "../core/json.js";
import { parseLaunch, type Launch } from "../launchers/index.js";

/** A string found in the config, with where it is. */
export interface StringAt {
  value: string;
  node: JsonNode;
  pointer: string;
}

/** A `"KEY": "value"` entry of `env` or `headers` (value undefined when it is not a string). */
export interface KeyedString {
  key: string;
  keyNode: JsonNode;
  valueNode: JsonNode;
  value: string | undefined;
  pointer: string;
}

export type Transport = "stdio" | "http" | "sse" | "streamable-http" | "ws" | "unknown";

export interface McpServer {
  name: string;
  keyNode: JsonNode;
  node: JsonNode;
  pointer: string;
  /** Under a server-map key this host ignores (e.g. `mcpServers` in .vscode/mcp.json). */
  ignoredByHost: boolean;
  /** Switched off in the file (`"disabled": true`, `enabled = false`): it does not run, but the file still holds it. */
  disabled?: boolean;
  type: StringAt | undefined;
  transport: Transport;
  command: StringAt | undefined;
  argsNode: JsonNode | undefined;
  /** The string elements of `args`, in order, with their index in the array. */
  args: (StringAt & { index: number })[];
  envNode: JsonNode | undefined;
  env: KeyedString[];
  /** `url` (or `serverUrl` / `httpUrl` that some hosts use). */
  url: StringAt | undefined;
  headersNode: JsonNode | undefined;
  headers: KeyedString[];
  /**
   * What `command` + `args` launch, when it is a known package runner. Its `argIndex` values index
   * `args` above (the string elements), not the JSON array: use `args[i].index` for the latter.
   */
  launch: Launch | undefined;
}

export interface InputDefinition {
  id: string;
  node: JsonNode;
  idNode: JsonNode;
  pointer: string;
  password: boolean;
}

export interface McpConfigModel {
  host: HostDialect;
  root: JsonNode | undefined;
  /** The server-map node the host reads (undefined when absent); the first one when the file has several. */
  serverMap: JsonNode | undefined;
  /** Every server map of the file (`~/.claude.json` has one per project), ignored ones included. */
  serverMaps: ServerMapRef[];
  servers: McpServer[];
  inputsNode: JsonNode | undefined;
  inputs: InputDefinition[];
}

const URL_KEYS = ["url", "serverUrl", "httpUrl"];

/** Where a server's parts are when the host says nothing else. */
const DEFAULT_FIELDS: Required<ServerFields> = {
  type: [["type"]],
  command: [["command"]],
  args: [["args"]],
  env: [["env"]],
  url: URL_KEYS.map((k) => [k]),
  headers: [["headers"]],
};

/** The server maps of a document: the host's own list, else its top-level keys. */
export function serverMapsOf(host: HostDialect, root: JsonNode): ServerMapRef[] {
  if (host.serverMaps) return host.serverMaps(root);
  const maps: ServerMapRef[] = [];
  for (const key of [host.serverMapKey, ...host.foreignServerMapKeys]) {
    const node = property(root, key);
    if (node) maps.push({ path: [key], node, shape: "object", ignoredByHost: key !== host.serverMapKey });
  }
  return maps;
}

export function buildModel(host: HostDialect, root: JsonNode | undefined): McpConfigModel {
  const model: McpConfigModel = { host, root, serverMap: undefined, serverMaps: [], servers: [], inputsNode: undefined, inputs: [] };
  if (root?.type !== "object") return model;
  model.serverMaps = serverMapsOf(host, root);
  model.serverMap = host.serverMaps ? model.serverMaps.find((m) => !m.ignoredByHost)?.node : property(root, host.serverMapKey);
  for (const map of model.serverMaps) {
    if (map.shape === "list") {
      // Continue: `mcpServers: [{ name, command, … }]`; the name is the entry's `name`.
      (map.node.type === "array" ? (map.node.children ?? []) : []).forEach((item, index) => {
        const nameNode = property(item, "name");
        const name = stringValue(nameNode);
        if (item.type !== "object" || name === undefined || !nameNode) return;
        model.servers.push(buildServer(host, name, nameNode, item, pointer(...map.path, index), map.ignoredByHost));
      });
      continue;
    }
    for (const entry of entries(map.node)) {
      if (entry.value.type !== "object") continue;
      model.servers.push(buildServer(host, entry.key, entry.keyNode, entry.value, pointer(...map.path, entry.key), map.ignoredByHost));
    }
  }
  if (host.inputs) {
    model.inputsNode = property(root, "inputs");
    (model.inputsNode?.children ?? []).forEach((item, i) => {
      const idNode = property(item, "id");
      const id = stringValue(idNode);
      if (id !== undefined && idNode) {
        model.inputs.push({ id, node: item, idNode, pointer: pointer("inputs", i), password: property(item, "password")?.value === true });
      }
    });
  }
  return model;
}

/** The node at a path of keys under `node`. */
function nodeAt(node: JsonNode, keys: readonly string[]): JsonNode | undefined {
  let at: JsonNode | undefined = node;
  for (const key of keys) at = property(at, key);
  return at;
}

function buildServer(host: HostDialect, name: string, keyNode: JsonNode, node: JsonNode, at: string, ignoredByHost: boolean): McpServer {
  const paths = (field: ServerField) => host.serverFields?.[field] ?? DEFAULT_FIELDS[field];
  /** The first of a field's places that holds anything, with its path. */
  const find = (field: ServerField): [JsonNode | undefined, readonly string[]] => {
    for (const keys of paths(field)) {
      const n = nodeAt(node, keys);
      if (n) return [n, keys];
    }
    return [undefined, []];
  };
  const str = (field: ServerField): StringAt | undefined => {
    for (const keys of paths(field)) {
      const n = nodeAt(node, keys);
      const v = stringValue(n);
      if (v !== undefined && n) return { value: v, node: n, pointer: `${at}${pointer(...keys)}` };
    }
    return undefined;
  };
  const keyed = (field: ServerField): [JsonNode | undefined, KeyedString[]] => {
    const [n, keys] = find(field);
    return [
      n,
      entries(n).map((e) => ({
        key: e.key,
        keyNode: e.keyNode,
        valueNode: e.value,
        value: stringValue(e.value),
        pointer: `${at}${pointer(...keys, e.key)}`,
      })),
    ];
  };
  const [argsNode, argsKeys] = find("args");
  const args: McpServer["args"] = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child, index) => {
      const v = stringValue(child);
      if (v !== undefined) args.push({ value: v, node: child, pointer: `${at}${pointer(...argsKeys, index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  const url = str("url");
  const command = str("command");
  const server: McpServer = {
    name,
    keyNode,
    node,
    pointer: at,
    ignoredByHost,
    type,
    transport: transportOf(type?.value, command !== undefined, url?.value),
    command,
    argsNode,
    args,
    envNode,
    env,
    url,
    headersNode,
    headers,
    launch: command ? parseLaunch(command.value, args.map((a) => a.value)) : undefined,
  };
  if (host.isDisabled?.(node)) server.disabled = true;
  return server;
}

function transportOf(type: string | undefined, hasCommand: boolean, url: string | undefined): Transport {
  switch (type) {
    case "stdio":
    case "http":
    case "sse":
    case "streamable-http":
    case "ws":
      return type;
    case undefined:
      if (hasCommand) return "stdio";
      if (url) return /^wss?:/i.test(url) ? "ws" : "http";
      return "unknown";
    default:
      return "unknown";
  }
}
