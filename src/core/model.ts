// The normalised view of an MCP host config: servers with their launch, env, url and headers,
// each value kept next to its node so rules can point at it and fixes can edit it.
import type { Node as JsonNode } from "jsonc-parser";
import type { HostDialect } from "../hosts/types.js";
import { entries, pointer, property, stringValue } from "./json.js";
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
  /** The server-map node the host reads (undefined when absent). */
  serverMap: JsonNode | undefined;
  servers: McpServer[];
  inputsNode: JsonNode | undefined;
  inputs: InputDefinition[];
}

const URL_KEYS = ["url", "serverUrl", "httpUrl"];

export function buildModel(host: HostDialect, root: JsonNode | undefined): McpConfigModel {
  const model: McpConfigModel = { host, root, serverMap: undefined, servers: [], inputsNode: undefined, inputs: [] };
  if (root?.type !== "object") return model;
  model.serverMap = property(root, host.serverMapKey);
  for (const key of [host.serverMapKey, ...host.foreignServerMapKeys]) {
    const map = property(root, key);
    for (const entry of entries(map)) {
      if (entry.value.type !== "object") continue;
      model.servers.push(buildServer(entry.key, entry.keyNode, entry.value, pointer(key, entry.key), key !== host.serverMapKey));
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

function buildServer(name: string, keyNode: JsonNode, node: JsonNode, at: string, ignoredByHost: boolean): McpServer {
  const str = (key: string): StringAt | undefined => {
    const n = property(node, key);
    const v = stringValue(n);
    return v !== undefined && n ? { value: v, node: n, pointer: `${at}${pointer(key)}` } : undefined;
  };
  const keyed = (key: string): [JsonNode | undefined, KeyedString[]] => {
    const n = property(node, key);
    return [
      n,
      entries(n).map((e) => ({
        key: e.key,
        keyNode: e.keyNode,
        valueNode: e.value,
        value: stringValue(e.value),
        pointer: `${at}${pointer(key, e.key)}`,
      })),
    ];
  };
  const argsNode = property(node, "args");
  const args: McpServer["args"] = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child, index) => {
      const v = stringValue(child);
      if (v !== undefined) args.push({ value: v, node: child, pointer: `${at}${pointer("args", index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  let url: StringAt | undefined;
  for (const key of URL_KEYS) url ??= str(key);
  const command = str("command");
  return {
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
