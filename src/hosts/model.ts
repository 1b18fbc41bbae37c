// The normalised view of an MCP host config: servers with their launch, env, url and headers,
// each value kept next to its node so rules can point at it and fixes can edit it.
import type { Node as JsonNode } from "jsonc-parser";
import type { HostDialect, HookMapRef, ServerField, ServerFields, ServerMapRef, Transport } from "./types.js";
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

export type { Transport } from "./types.js";

export interface McpServer {
  name: string;
  /**
   * A hook (a shell command the host runs on an event), modelled as a local server so the command
   * rules read it the same way: `label` is how messages name it (`hook PreToolUse[0]`).
   */
  kind?: "hook";
  label?: string;
  /** A hook's `"shell": "powershell"` (Claude Code): its command is a PowerShell line, not a POSIX one. */
  powershell?: boolean;
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
  /**
   * Hook commands (Claude Code settings, plugins, hooks.json) and the settings' helper commands: what
   * risky-command reads beside the servers. An http hook is here too, with its url and headers and no command.
   */
  hooks: McpServer[];
  /** Variables the host sets as written (Claude Code settings' `env`, Codex's `shell_environment_policy.set`). */
  sessionEnv: KeyedString[];
  /**
   * The commands of permission rules (`"Bash(gh pr list:*)"` in `permissions.allow`): Claude Code saves
   * the command a user approved there, secrets included. `start`/`end`: the command inside the rule.
   */
  ruleCommands: { at: StringAt; start: number; end: number; shell: "sh" | "pwsh" }[];
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
  const model: McpConfigModel = { host, root, serverMap: undefined, serverMaps: [], servers: [], hooks: [], sessionEnv: [], ruleCommands: [], inputsNode: undefined, inputs: [] };
  if (root?.type !== "object") return model;
  if (host.hookMaps) model.hooks = host.hookMaps(root).flatMap(hookCommands);
  if (host.sessionEnv) {
    let node: JsonNode | undefined = root;
    for (const key of host.sessionEnv.path) node = property(node, key);
    model.sessionEnv = keyedStrings(node, pointer(...host.sessionEnv.path));
  }
  if (host.permissionRules) model.ruleCommands = ruleCommands(property(root, "permissions"));
  model.serverMaps = serverMapsOf(host, root);
  model.serverMap = host.serverMaps ? model.serverMaps.find((m) => !m.ignoredByHost)?.node : property(root, host.serverMapKey);
  for (const map of model.serverMaps) {
    if (map.shape === "list") {
      // Continue: `mcpServers: [{ name, command, … }]`; the name is the entry's `name`.
      (map.node.type === "array" ? (map.node.children ?? []) : []).forEach((item, index) => {
        const nameNode = property(item, "name");
        const name = stringValue(nameNode);
        if (item.type !== "object" || name === undefined || !nameNode || host.isBuiltin?.(item)) return;
        model.servers.push(buildServer(host, name, nameNode, item, pointer(...map.path, index), map.ignoredByHost));
      });
      continue;
    }
    for (const entry of entries(map.node)) {
      if (entry.value.type !== "object" || host.isBuiltin?.(entry.value) || map.exclude?.includes(entry.key)) continue;
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
    return [n, keyedStrings(n, `${at}${pointer(...keys)}`)];
  };
  // opencode: `"command": ["npx", "-y", "pkg"]`: the program, then its arguments, in one array.
  const [commandNode, commandKeys] = find("command");
  const commandList = host.commandArray && commandNode?.type === "array" ? commandNode : undefined;
  const [argsNode, argsKeys] = commandList ? [commandList, commandKeys] : find("args");
  const args: McpServer["args"] = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child, index) => {
      const v = stringValue(child);
      if (commandList && index === 0) return;
      if (v !== undefined) args.push({ value: v, node: child, pointer: `${at}${pointer(...argsKeys, index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  const url = str("url");
  const first = commandList?.children?.[0];
  const command = commandList ? (stringValue(first) !== undefined && first ? { value: stringValue(first)!, node: first, pointer: `${at}${pointer(...commandKeys, 0)}` } : undefined) : str("command");
  const server: McpServer = {
    name,
    keyNode,
    node,
    pointer: at,
    ignoredByHost,
    type,
    transport: transportOf(host, type?.value, command !== undefined, url?.value),
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

function transportOf(host: HostDialect, type: string | undefined, hasCommand: boolean, url: string | undefined): Transport {
  if (type !== undefined && host.transportAliases && Object.hasOwn(host.transportAliases, type)) return host.transportAliases[type]!;
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

// ---- hooks -------------------------------------------------------------------------------------

/**
 * The commands a hook list runs, each as a local server: `command` hooks of a `{ "<Event>": [ {
 * "matcher"?, "hooks": [ { "type": "command", "command" } ] } ] }` object (Claude Code settings, plugin
 * manifests, hooks/hooks.json; prompt, agent, http and mcp_tool hooks start no process), a plugin's
 * monitors and its LSP servers (commands run outside any sandbox, like hooks).
 * Sources: SchemaStore claude-code-settings.json and claude-code-plugin-manifest.json (hooks,
 * monitors, lspServers), the hooks.json files of anthropics/claude-code plugins.
 */
export function hookCommands(map: HookMapRef): McpServer[] {
  const out: McpServer[] = [];
  const add = (hook: JsonNode, at: string, name: string, label: string, commandNode = property(hook, "command"), field = "command") => {
    const command = stringValue(commandNode);
    if (command === undefined || !commandNode) return;
    // The exec form (`args`) runs the command without a shell; otherwise the line goes to one.
    const argsNode = commandNode === hook ? undefined : property(hook, "args");
    const args: McpServer["args"] = [];
    (argsNode?.type === "array" ? (argsNode.children ?? []) : []).forEach((child, index) => {
      const v = stringValue(child);
      if (v !== undefined) args.push({ value: v, node: child, pointer: `${at}/args/${index}`, index });
    });
    // A hook's own variables (Gemini CLI's and Copilot's `env`): set as written for its command.
    const envNode = commandNode === hook ? undefined : property(hook, "env");
    const powershell = field === "powershell" || (commandNode !== hook && stringValue(property(hook, "shell")) === "powershell");
    out.push({
      name,
      kind: "hook",
      label,
      ...(powershell ? { powershell } : {}),
      keyNode: commandNode,
      node: hook,
      pointer: at,
      ignoredByHost: false,
      type: undefined,
      transport: "stdio",
      command: { value: command, node: commandNode, pointer: commandNode === hook ? at : `${at}/${field}` },
      argsNode,
      args,
      envNode,
      env: keyedStrings(envNode, `${at}/env`),
      url: undefined,
      headersNode: undefined,
      headers: [],
      launch: parseLaunch(command, args.map((a) => a.value)),
    });
  };
  if (map.shape === "monitors") {
    (map.node.type === "array" ? (map.node.children ?? []) : []).forEach((monitor, i) => {
      const name = stringValue(property(monitor, "name")) ?? String(i);
      add(monitor, pointer(...map.path, i), name, `monitor ${JSON.stringify(name)}`);
    });
    return out;
  }
  if (map.shape === "lsp") {
    for (const e of entries(map.node)) add(e.value, pointer(...map.path, e.key), e.key, `LSP server ${JSON.stringify(e.key)}`);
    return out;
  }
  if (map.shape === "helpers") {
    // Settings keys whose string is a shell line the host runs (credentials, telemetry headers, tool discovery).
    for (const key of map.commands?.lines ?? []) {
      const node = property(map.node, key);
      if (node) add(node, pointer(...map.path, key), key, [...map.path, key].join("."), node);
    }
    for (const key of map.commands?.objects ?? []) {
      const node = property(map.node, key);
      if (stringValue(property(node, "type")) === "command" && node) add(node, pointer(...map.path, key), key, [...map.path, key].join("."));
    }
    return out;
  }
  if (map.shape === "flat") {
    for (const event of entries(map.node)) {
      (event.value.type === "array" ? (event.value.children ?? []) : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        if (type !== undefined && type !== "command") return;
        const at = pointer(...map.path, event.key, h);
        add(hook, at, `${event.key}[${h}]`, `hook ${event.key}`);
        // Copilot's hooks hold a line per shell instead.
        for (const field of ["bash", "powershell"]) {
          const line = property(hook, field);
          if (line) add(hook, at, `${event.key}[${h}]`, `hook ${event.key} (${field})`, line, field);
        }
      });
    }
    return out;
  }
  for (const event of entries(map.node)) {
    (event.value.type === "array" ? (event.value.children ?? []) : []).forEach((group, g) => {
      const list = property(group, "hooks");
      const matcher = stringValue(property(group, "matcher"));
      (list?.type === "array" ? (list.children ?? []) : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        const at = pointer(...map.path, event.key, g, "hooks", h);
        const label = `hook ${event.key}${matcher ? ` (${JSON.stringify(matcher)})` : ""}`;
        if (type === "http") out.push(httpHook(hook, at, `${event.key}[${g}]`, label));
        if (type !== undefined && type !== "command") return;
        add(hook, at, `${event.key}[${g}]`, label);
      });
    });
  }
  return out;
}

/** An http hook: Claude Code posts to its url with its headers (which may name variables). It starts no process. */
function httpHook(hook: JsonNode, at: string, name: string, label: string): McpServer {
  const urlNode = property(hook, "url");
  const url = stringValue(urlNode);
  const headersNode = property(hook, "headers");
  return {
    name,
    kind: "hook",
    label,
    keyNode: hook,
    node: hook,
    pointer: at,
    ignoredByHost: false,
    type: undefined,
    transport: "http",
    command: undefined,
    argsNode: undefined,
    args: [],
    envNode: undefined,
    env: [],
    url: url !== undefined && urlNode ? { value: url, node: urlNode, pointer: `${at}/url` } : undefined,
    headersNode,
    headers: keyedStrings(headersNode, `${at}/headers`),
    launch: undefined,
  };
}

/** The `"KEY": "value"` entries of an object node, under the pointer `at`. */
function keyedStrings(node: JsonNode | undefined, at: string): KeyedString[] {
  return entries(node).map((e) => ({ key: e.key, keyNode: e.keyNode, valueNode: e.value, value: stringValue(e.value), pointer: `${at}${pointer(e.key)}` }));
}

/** `Bash(<command>)` and `PowerShell(<command>)` rules of permissions.allow, ask and deny. */
function ruleCommands(permissions: JsonNode | undefined): McpConfigModel["ruleCommands"] {
  const out: McpConfigModel["ruleCommands"] = [];
  for (const list of ["allow", "ask", "deny"]) {
    const rules = property(permissions, list);
    (rules?.type === "array" ? (rules.children ?? []) : []).forEach((node, i) => {
      const value = stringValue(node);
      const m = value === undefined ? null : /^(Bash|PowerShell)\(([\s\S]*)\)$/.exec(value);
      if (!m || value === undefined) return;
      out.push({ at: { value, node, pointer: pointer("permissions", list, i) }, start: m[1]!.length + 1, end: value.length - 1, shell: m[1] === "Bash" ? "sh" : "pwsh" });
    });
  }
  return out;
}
