// Server keys, for telling a typo (`comand`) from a key some host added (`autoApprove`).

/** Keys every host reads, by which a typo is recognised. */
export const CORE_SERVER_KEYS = ["type", "command", "args", "env", "envFile", "cwd", "url", "headers"] as const;

/**
 * Keys some MCP host reads (never reported as typos). Unknown keys are otherwise accepted:
 * hosts keep adding their own.
 */
export const KNOWN_SERVER_KEYS: ReadonlySet<string> = new Set([
  ...CORE_SERVER_KEYS,
  // Windsurf remote servers: https://docs.windsurf.com/windsurf/cascade/mcp
  "serverUrl",
  // Gemini CLI: https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md
  "httpUrl",
  "trust",
  "timeout",
  "includeTools",
  "excludeTools",
  "oauth",
  "authProviderType",
  "description",
  // VS Code development mode (one edit from "env"): https://code.visualstudio.com/docs/copilot/reference/mcp-configuration
  "dev",
  // Cline / Roo Code: https://docs.cline.bot/mcp/configuring-mcp-servers
  "disabled",
  "autoApprove",
  "alwaysAllow",
  "transportType",
  // Codex config.toml: https://developers.openai.com/codex/mcp
  "env_vars",
  "bearer_token_env_var",
  "http_headers",
  "env_http_headers",
  "enabled",
  "startup_timeout_sec",
  "tool_timeout_sec",
  "enabled_tools",
  "disabled_tools",
  // Zed context_servers: https://zed.dev/docs/ai/mcp
  "source",
  "settings",
  // Continue config.yaml list entries: https://docs.continue.dev/customize/deep-dives/mcp
  "name",
  "connectionTimeout",
  "requestOptions",
  // Windsurf: https://docs.windsurf.com/windsurf/cascade/mcp
  "disabledTools",
]);

/** Other words people write for a core key (seen in configs and other tools' formats). */
export const SERVER_KEY_ALIASES: Readonly<Record<string, (typeof CORE_SERVER_KEYS)[number]>> = {
  environment: "env",
  environmentVariables: "env",
  envVars: "env",
  arguments: "args",
  argv: "args",
  cmd: "command",
  uri: "url",
  endpoint: "url",
  workingDirectory: "cwd",
};
