// Schemas of the user-level, YAML and TOML dialects: value types only, where the servers live.
// Sources are those of each dialect in src/hosts/dialects.ts.
import { DRAFT_07, remoteServerProperties, stdioServerProperties, string, stringArray, stringMap, type JsonSchema } from "./common.js";
import type { ExtraHostId } from "../types.js";
import { AGENT_HOST_SCHEMAS } from "./agents.js";

const boolean: JsonSchema = { type: "boolean" };

/** A map of servers, each an object with these properties. */
const serverMap = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: "object",
  additionalProperties: { type: "object", properties },
});

const schema = (id: string, title: string, properties: Record<string, JsonSchema>): JsonSchema => ({
  $schema: DRAFT_07,
  $id: `https://mcp-audit.dev/schemas/${id}.json`,
  title,
  type: "object",
  properties,
});

const claudeServer = { ...stdioServerProperties, ...remoteServerProperties };

/** Keys Cline and Roo add to a server: which tools run without asking, and the off switch. */
const approvals = { disabled: boolean, autoApprove: stringArray, alwaysAllow: stringArray, timeout: { type: "number" } };

export const USER_HOST_SCHEMAS: Readonly<Record<ExtraHostId, JsonSchema>> = {
  "claude-code-user": schema("claude-code-user", "Claude Code ~/.claude.json", {
    mcpServers: serverMap(claudeServer),
    projects: { type: "object", additionalProperties: { type: "object", properties: { mcpServers: serverMap(claudeServer) } } },
  }),
  "vscode-settings": schema("vscode-settings", "VS Code settings.json (mcp)", {
    mcp: { type: "object", properties: { servers: serverMap({ ...claudeServer, envFile: string }) } },
  }),
  windsurf: schema("windsurf", "Windsurf mcp_config.json", { mcpServers: serverMap({ ...claudeServer, disabled: boolean, disabledTools: stringArray }) }),
  gemini: schema("gemini", "Gemini CLI settings.json", {
    mcpServers: serverMap({ ...claudeServer, trust: boolean, timeout: { type: "number" }, includeTools: stringArray, excludeTools: stringArray, description: string }),
  }),
  codex: schema("codex", "Codex config.toml", {
    approval_policy: { type: ["string", "object"] },
    sandbox_mode: string,
    profile: string,
    profiles: { type: "object", additionalProperties: { type: "object", properties: { approval_policy: { type: ["string", "object"] }, sandbox_mode: string } } },
    mcp_servers: serverMap({
      default_tools_approval_mode: string,
      tools: { type: "object", additionalProperties: { type: "object", properties: { approval_mode: string } } },
      command: string,
      args: stringArray,
      env: stringMap,
      env_vars: stringArray,
      cwd: string,
      url: string,
      bearer_token_env_var: string,
      http_headers: stringMap,
      env_http_headers: stringMap,
      enabled: boolean,
      startup_timeout_sec: { type: "number" },
      tool_timeout_sec: { type: "number" },
      enabled_tools: stringArray,
      disabled_tools: stringArray,
    }),
  }),
  zed: schema("zed", "Zed settings.json (context_servers)", {
    context_servers: serverMap({
      // A string, or (older releases) `{ "path", "args", "env" }`.
      command: { type: ["string", "object"], properties: { path: string, args: stringArray, env: stringMap } },
      args: stringArray,
      env: stringMap,
      url: string,
      headers: stringMap,
      enabled: boolean,
      source: string,
    }),
  }),
  continue: schema("continue", "Continue config.yaml", {
    mcpServers: {
      type: "array",
      items: { type: "object", required: ["name"], properties: { name: string, ...claudeServer } },
    },
  }),
  cline: schema("cline", "Cline cline_mcp_settings.json", { mcpServers: serverMap({ ...claudeServer, transportType: string, ...approvals }) }),
  roo: schema("roo", "Roo Code mcp_settings.json", { mcpServers: serverMap({ ...claudeServer, ...approvals }) }),
  ...AGENT_HOST_SCHEMAS,
};
