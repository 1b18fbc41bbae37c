// Schemas of the agent hosts (src/hosts/agents.ts) and of Claude Code's settings, plugin,
// marketplace and hooks files (src/hosts/claude-plugins.ts): value types, where the servers live.
// Sources are those of each dialect. Strict only where the host is (opencode refuses unknown server keys).
import { DRAFT_07, remoteServerProperties, stdioServerProperties, string, stringArray, stringMap, type JsonSchema } from "./common.js";
import type { ExtraHostId } from "../types.js";

const boolean: JsonSchema = { type: "boolean" };
const number: JsonSchema = { type: "number" };
const object: JsonSchema = { type: "object" };

const serverMap = (properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema => ({
  type: "object",
  additionalProperties: { type: "object", properties, ...extra },
});

const schema = (id: string, title: string, properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema => ({
  $schema: DRAFT_07,
  $id: `https://mcp-audit.dev/schemas/${id}.json`,
  title,
  type: "object",
  properties,
  ...extra,
});

const claudeServer = { ...stdioServerProperties, ...remoteServerProperties };

/** opencode's `local` and `remote` servers, each strict (zod `.strict()`), told apart by `type`. */
const opencodeServer: JsonSchema = {
  type: "object",
  required: ["type"],
  properties: { type: { enum: ["local", "remote"] } },
  allOf: [
    {
      if: { properties: { type: { const: "local" } }, required: ["type"] },
      then: {
        required: ["command"],
        properties: { type: string, command: { type: "array", minItems: 1, items: string }, environment: stringMap, enabled: boolean, timeout: number, cwd: string },
        additionalProperties: false,
      },
    },
    {
      if: { properties: { type: { const: "remote" } }, required: ["type"] },
      then: {
        required: ["url"],
        properties: { type: string, url: string, headers: stringMap, enabled: boolean, timeout: number, oauth: { type: ["object", "boolean"] } },
        additionalProperties: false,
      },
    },
  ],
};

/** `{ "<Event>": [ { "matcher"?, "hooks": [ { "type", "command", "timeout" } ] } ] }`. */
const hookEvents: JsonSchema = {
  type: "object",
  additionalProperties: {
    type: "array",
    items: {
      type: "object",
      properties: {
        matcher: string,
        hooks: { type: "array", items: { type: "object", properties: { type: string, command: string, args: stringArray, timeout: number } } },
      },
    },
  },
};

/** A plugin's component path: relative to the plugin root, written `./…`. */
const componentPath: JsonSchema = { type: "string", pattern: "^\\./" };
const paths: JsonSchema = { anyOf: [componentPath, { type: "array", items: componentPath }] };

/** The fields plugin.json and a marketplace entry share. */
const pluginFields: Record<string, JsonSchema> = {
  name: { type: "string", pattern: "." },
  version: string,
  description: string,
  mcpServers: { anyOf: [string, serverMap(claudeServer), { type: "array", items: { anyOf: [string, serverMap(claudeServer)] } }] },
  hooks: { anyOf: [componentPath, hookEvents, { type: "array", items: { anyOf: [componentPath, hookEvents] } }] },
  skills: paths,
  agents: paths,
  commands: { anyOf: [componentPath, { type: "array", items: componentPath }, object] },
};

export const AGENT_HOST_SCHEMAS: Readonly<Record<Exclude<ExtraHostId, "claude-code-user" | "vscode-settings" | "windsurf" | "gemini" | "codex" | "zed" | "continue" | "cline" | "roo">, JsonSchema>> = {
  opencode: schema("opencode", "opencode opencode.json (mcp)", {
    // `mcp.servers` may be the newer nesting (a map of servers), not a server.
    mcp: { type: "object", properties: { servers: object }, additionalProperties: opencodeServer },
    permission: { type: ["string", "object"] },
  }),
  goose: schema("goose", "Goose config.yaml (extensions)", {
    GOOSE_MODE: string,
    extensions: serverMap({
      enabled: boolean,
      type: string,
      name: string,
      description: string,
      cmd: string,
      args: stringArray,
      envs: stringMap,
      env_keys: stringArray,
      uri: string,
      headers: stringMap,
      timeout: number,
      available_tools: stringArray,
    }),
  }),
  kiro: schema("kiro", "Kiro mcp.json", {
    mcpServers: serverMap({ ...claudeServer, disabled: boolean, autoApprove: stringArray, disabledTools: stringArray, oauth: object, oauthScopes: stringArray }),
  }),
  "amazon-q": schema("amazon-q", "Amazon Q Developer mcp.json", {
    mcpServers: serverMap({ ...claudeServer, timeout: number, disabled: boolean, oauthScopes: stringArray, oauth: object }),
  }),
  "amazon-q-agent": schema("amazon-q-agent", "Amazon Q Developer agent", {
    mcpServers: serverMap({ ...claudeServer, timeout: number, disabled: boolean, oauthScopes: stringArray, oauth: object }),
    tools: stringArray,
    allowedTools: stringArray,
    useLegacyMcpJson: boolean,
  }),
  "copilot-cli": schema("copilot-cli", "Copilot CLI mcp-config.json", { mcpServers: serverMap({ ...claudeServer, tools: stringArray }) }),
  "copilot-agent": schema("copilot-agent", "Copilot coding agent MCP configuration", {
    mcpServers: serverMap({ ...claudeServer, tools: stringArray }, { required: ["type", "tools"] }),
  }),
  crush: schema("crush", "Crush crush.json (mcp)", {
    mcp: serverMap({ ...claudeServer, disabled: boolean, disabled_tools: stringArray, enabled_tools: stringArray, timeout: number }),
    permissions: { type: "object", properties: { allowed_tools: stringArray } },
  }),
  vibe: schema("vibe", "Mistral Vibe config.toml (mcp_servers)", {
    bypass_tool_permissions: boolean,
    mcp_servers: {
      type: "array",
      items: {
        type: "object",
        required: ["name"],
        properties: {
          name: string,
          transport: string,
          command: { anyOf: [string, stringArray] },
          args: stringArray,
          env: stringMap,
          cwd: string,
          url: string,
          headers: stringMap,
          auth: object,
          disabled: boolean,
          disabled_tools: stringArray,
        },
      },
    },
  }),
  lmstudio: schema("lmstudio", "LM Studio mcp.json", { mcpServers: serverMap(claudeServer) }),
  junie: schema("junie", "Junie mcp.json", { mcpServers: serverMap(claudeServer) }),
  "claude-code-settings": schema("claude-code-settings", "Claude Code settings.json", {
    enableAllProjectMcpServers: boolean,
    enabledMcpjsonServers: stringArray,
    disabledMcpjsonServers: stringArray,
    permissions: { type: "object", properties: { allow: stringArray, deny: stringArray, ask: stringArray, defaultMode: string } },
    hooks: hookEvents,
  }),
  "claude-plugin": schema("claude-plugin", "Claude Code plugin.json", pluginFields, { required: ["name"] }),
  "claude-marketplace": schema(
    "claude-marketplace",
    "Claude Code marketplace.json",
    {
      name: string,
      owner: { type: "object", required: ["name"], properties: { name: string } },
      plugins: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "source"],
          properties: {
            ...pluginFields,
            source: { anyOf: [componentPath, { type: "object", required: ["source"], properties: { source: string, repo: string, url: string, ref: string, sha: { type: "string", pattern: "^[a-f0-9]{40}$" }, path: string, package: string, version: string } }] },
          },
        },
      },
    },
    { required: ["name", "owner", "plugins"] },
  ),
  "claude-hooks": schema("claude-hooks", "Claude Code hooks.json", { description: string, hooks: hookEvents }),
  "cursor-hooks": schema("cursor-hooks", "Cursor hooks.json", {
    version: number,
    hooks: { type: "object", additionalProperties: { type: "array", items: { type: "object", properties: { command: string, type: string, matcher: string, timeout: number } } } },
  }),
  "codex-hooks": schema("codex-hooks", "Codex hooks.json", { hooks: hookEvents }),
  "copilot-hooks": schema("copilot-hooks", "GitHub Copilot hooks file", {
    version: number,
    hooks: { type: "object", additionalProperties: { type: "array", items: { type: "object", properties: { type: string, bash: string, powershell: string, cwd: string, env: stringMap, timeoutSec: number } } } },
  }),
  // The published schema its `$schema` names is the server-json-schema rule's: value types only here.
  "mcp-registry": schema("mcp-registry", "MCP Registry server.json", {}),
};
