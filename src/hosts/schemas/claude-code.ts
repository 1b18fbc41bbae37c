// .mcp.json as Claude Code reads it: `mcpServers`, local (stdio) and remote (http, sse) servers.
// Source: https://docs.anthropic.com/en/docs/claude-code/mcp
import { configSchema, remoteServerProperties, stdioServerProperties, type JsonSchema } from "./common.js";

export const claudeCodeSchema: JsonSchema = configSchema("claude-code", "Claude Code .mcp.json", "mcpServers", {
  ...stdioServerProperties,
  ...remoteServerProperties,
});
