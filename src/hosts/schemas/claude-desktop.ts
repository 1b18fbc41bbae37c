// claude_desktop_config.json: `mcpServers` of local (stdio) servers only; the app adds remote
// servers elsewhere, so `url` and `headers` are not part of this file's format.
// Source: https://modelcontextprotocol.io/quickstart/user
import { configSchema, stdioServerProperties, type JsonSchema } from "./common.js";

export const claudeDesktopSchema: JsonSchema = configSchema("claude-desktop", "Claude Desktop claude_desktop_config.json", "mcpServers", {
  ...stdioServerProperties,
});
