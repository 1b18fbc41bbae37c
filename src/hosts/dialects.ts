// The dialects of user-level host files (`mcp-audit --user`) and of hosts whose files are YAML or TOML.
// Each fact carries its source; "unconfirmed" marks what no primary source we could read states.
import type { Node as JsonNode } from "jsonc-parser";
import { entries, property } from "../core/json.js";
import type { HostDialect, ServerMapRef } from "./types.js";
import { containsReference } from "./references.js";
import { topLevelHooks } from "./hook-files.js";


/** The top-level maps under these keys; those in `ignored` are maps the host does not read. */
export function topLevelMaps(root: JsonNode, read: readonly string[], ignored: readonly string[] = []): ServerMapRef[] {
  const out: ServerMapRef[] = [];
  for (const key of [...read, ...ignored]) {
    const node = property(root, key);
    if (node) out.push({ path: [key], node, shape: "object", ignoredByHost: !read.includes(key) });
  }
  return out;
}

const isTrue = (server: JsonNode, key: string) => property(server, key)?.value === true;
const isFalse = (server: JsonNode, key: string) => property(server, key)?.value === false;

/**
 * ~/.claude.json: user servers at the top level, and local-scope servers of each project under
 * `projects["<absolute path>"].mcpServers`.
 * Source: https://code.claude.com/docs/en/mcp (MCP installation scopes: local and user scopes are stored in ~/.claude.json).
 */
const claudeCodeUser: HostDialect<"claude-code-user"> = {
  id: "claude-code-user",
  displayName: "Claude Code",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://code.claude.com/docs/en/mcp (scopes: local and user servers live in ~/.claude.json)",
  // The file is Claude Code's state (history, tips, projects): most of it is not about servers.
  serverMapOptional: true,
  serverMaps(root) {
    const maps = topLevelMaps(root, ["mcpServers"], ["servers"]);
    for (const project of entries(property(root, "projects"))) {
      const node = property(project.value, "mcpServers");
      if (node) maps.push({ path: ["projects", project.key, "mcpServers"], node, shape: "object", ignoredByHost: false });
    }
    return maps;
  },
};

/**
 * VS Code's legacy user settings.json: `"mcp": { "servers": { … } }` (JSONC). Current VS Code keeps
 * user servers in <Code user dir>/User/mcp.json (the `vscode` dialect).
 * Source: https://code.visualstudio.com/docs/copilot/reference/mcp-configuration (user mcp.json; the
 * settings.json `mcp` key is the earlier home of the same map, migrated by VS Code).
 */
const vscodeSettings: HostDialect<"vscode-settings"> = {
  id: "vscode-settings",
  displayName: "VS Code",
  serverMapKey: "mcp",
  foreignServerMapKeys: [],
  jsonc: true,
  transports: ["stdio", "http", "sse"],
  // `inputs` would live under "mcp"; a secret moved out of this file goes to ${env:}, which VS Code reads here too.
  inputs: false,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
  serverMapOptional: true,
  serverMaps(root) {
    const node = property(property(root, "mcp"), "servers");
    return node ? [{ path: ["mcp", "servers"], node, shape: "object", ignoredByHost: false }] : [];
  },
};

/**
 * Windsurf: ~/.codeium/windsurf/mcp_config.json, `mcpServers`; remote servers use `serverUrl` (or
 * `url`); `${env:VAR}` and `${file:/path}` are interpolated in command, args, env, serverUrl, url, headers.
 * Source: https://docs.windsurf.com/windsurf/cascade/mcp (mcp_config.json, remote HTTP MCPs, config interpolation).
 */
const windsurf: HostDialect<"windsurf"> = {
  id: "windsurf",
  displayName: "Windsurf",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://docs.windsurf.com/windsurf/cascade/mcp",
};

/**
 * Gemini CLI: ~/.gemini/settings.json, `mcpServers`; `url` is SSE, `httpUrl` streamable HTTP; env values
 * may reference `$VAR` or `${VAR}`; `trust: true` bypasses every tool call confirmation of the server.
 * Sources: https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md (properties),
 * https://geminicli.com/docs/reference/configuration (settings files). Comments in settings.json: the CLI
 * strips them before parsing (unconfirmed in the docs; seen in its settings loader).
 */
const gemini: HostDialect<"gemini"> = {
  id: "gemini",
  displayName: "Gemini CLI",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: true,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value) || /\$[A-Za-z_][A-Za-z0-9_]*/.test(value),
  source: "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md",
  serverMapOptional: true,
  autoApproval: { trustKey: "trust" },
  // Hooks in Claude Code's shape (a hook may carry its own `env`), and the shell lines of
  // tools.discoveryCommand / tools.callCommand. Sources: gemini-cli docs/hooks/reference.md,
  // packages/core/src/hooks/types.ts and hookRunner.ts (commands run through bash or powershell).
  hookMaps: (root) => {
    const tools = property(root, "tools");
    return [...topLevelHooks(root, "events"), ...(tools?.type === "object" ? [{ path: ["tools"], node: tools, shape: "helpers" as const, commands: { lines: ["discoveryCommand", "callCommand"], objects: [] } }] : [])];
  },
};

/**
 * Codex: ~/.codex/config.toml ($CODEX_HOME), `[mcp_servers.<name>]` with command, args, env, env_vars,
 * cwd, url, bearer_token_env_var, http_headers (literal), env_http_headers (header -> variable name),
 * enabled. Codex expands no `${VAR}` inside values: variables are passed by name.
 * Sources: https://developers.openai.com/codex/mcp, https://github.com/openai/codex/blob/main/docs/config.md (mcp_servers).
 */
const codex: HostDialect<"codex"> = {
  id: "codex",
  displayName: "Codex",
  serverMapKey: "mcp_servers",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: () => false,
  source: "https://developers.openai.com/codex/mcp",
  secretAdvice: "Codex passes secrets by name: list the variable in env_vars (stdio), or use bearer_token_env_var / env_http_headers (http)",
  format: "toml",
  serverMapOptional: true,
  // `headers` is ignored by Codex; literal headers are `http_headers`.
  serverFields: { headers: [["http_headers"]] },
  serverKeys: ["default_tools_approval_mode", "tools", "required"],
  isDisabled: (server) => isFalse(server, "enabled"),
  // Source: openai/codex codex-rs/config/src/mcp_types.rs and core/src/mcp_tool_call.rs (`approve` never asks).
  autoApproval: {
    approveAllKey: { key: "default_tools_approval_mode", value: "approve", narrower: 'default_tools_approval_mode = "writes" (asks before tools that are not read-only), and "approve" only for the read-only tools under [mcp_servers.<name>.tools.<tool>]' },
  },
  // Inline hooks ([[hooks.<Event>]] with [[hooks.<Event>.hooks]], Claude Code's shape, run by `$SHELL -lc`)
  // and the variables set for every command Codex runs. Sources: https://developers.openai.com/codex/hooks,
  // https://developers.openai.com/codex/config-reference (shell_environment_policy), codex-rs/config hook_config.rs.
  hookMaps: (root) => topLevelHooks(root, "events"),
  sessionEnv: { path: ["shell_environment_policy", "set"], file: "this config file", advice: "Codex sets shell_environment_policy.set as written for every command it runs, so remove it here and set {name} in the environment Codex starts from (the policy passes inherited variables on)" },
};

/**
 * Zed: settings.json (JSONC), `context_servers`; a custom server is `{ "command": "…", "args", "env" }`
 * (older releases: `"command": { "path", "args", "env" }`), a remote one `{ "url", "headers" }`;
 * `"enabled": false` switches one off.
 * Sources: https://zed.dev/docs/ai/mcp (custom servers), https://zed.dev/docs/configuring-zed (file
 * location), https://github.com/zed-industries/zed/pull/32793 (settings rework). Variable expansion in
 * context_servers: none documented (unconfirmed).
 */
const zed: HostDialect<"zed"> = {
  id: "zed",
  displayName: "Zed",
  serverMapKey: "context_servers",
  foreignServerMapKeys: [],
  jsonc: true,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: () => false,
  source: "https://zed.dev/docs/ai/mcp",
  serverMapOptional: true,
  serverFields: {
    command: [["command"], ["command", "path"]],
    args: [["args"], ["command", "args"]],
    env: [["env"], ["command", "env"]],
  },
  isDisabled: (server) => isFalse(server, "enabled"),
};

/**
 * Continue: ~/.continue/config.yaml and block files .continue/mcpServers/*.yaml, a YAML list
 * `mcpServers:` of `{ name, type, command, args, env, url, … }`; secrets are `${{ secrets.NAME }}`.
 * Sources: https://docs.continue.dev/customize/deep-dives/mcp, https://docs.continue.dev/reference (config.yaml),
 * https://www.continue.dev/docs/guides/configuring-models-rules-tools (secrets).
 */
const continueDev: HostDialect<"continue"> = {
  id: "continue",
  displayName: "Continue",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${{ secrets.${name} }}`,
  isVariableReference: (value) => /\$\{\{[^}]*\}\}/.test(value),
  source: "https://docs.continue.dev/customize/deep-dives/mcp",
  format: "yaml",
  serverMapOptional: true,
  serverMaps(root) {
    const node = property(root, "mcpServers");
    return node ? [{ path: ["mcpServers"], node, shape: "list", ignoredByHost: false }] : [];
  },
};

/**
 * Cline: cline_mcp_settings.json in the editor's globalStorage (saoudrizwan.claude-dev/settings/),
 * `mcpServers` with `autoApprove` (tool names run without asking) and `disabled`.
 * Source: https://docs.cline.bot/mcp/configuring-mcp-servers. Variable expansion: none documented (unconfirmed).
 */
const cline: HostDialect<"cline"> = {
  id: "cline",
  displayName: "Cline",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamableHttp", "streamable-http", "http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: () => false,
  source: "https://docs.cline.bot/mcp/configuring-mcp-servers",
  isDisabled: (server) => isTrue(server, "disabled"),
  autoApproval: { toolListKeys: ["autoApprove"] },
};

/**
 * Roo Code: mcp_settings.json in globalStorage (rooveterinaryinc.roo-cline/settings/), and a project's
 * .roo/mcp.json; `mcpServers` with `alwaysAllow` and `disabled`; `${env:VAR}` in args and env
 * (unconfirmed: recalled from the "Using MCP in Roo Code" page, not re-read).
 * Source: https://docs.roocode.com/features/mcp/using-mcp-in-roo
 */
const roo: HostDialect<"roo"> = {
  id: "roo",
  displayName: "Roo Code",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://docs.roocode.com/features/mcp/using-mcp-in-roo",
  isDisabled: (server) => isTrue(server, "disabled"),
  autoApproval: { toolListKeys: ["alwaysAllow"] },
};

/** The dialects defined here; src/hosts/agents.ts, claude-plugins.ts and registry/ hold the others. */
export const EXTRA_DIALECTS: { readonly [K in "claude-code-user" | "vscode-settings" | "windsurf" | "gemini" | "codex" | "zed" | "continue" | "cline" | "roo"]: HostDialect<K> } = {
  "claude-code-user": claudeCodeUser,
  "vscode-settings": vscodeSettings,
  windsurf,
  gemini,
  codex,
  zed,
  continue: continueDev,
  cline,
  roo,
};
