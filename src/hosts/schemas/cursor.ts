// .cursor/mcp.json: `mcpServers`, local (stdio) and remote (http, sse, streamable-http) servers.
// Source: https://cursor.com/docs/context/mcp
import { configSchema, remoteServerProperties, stdioServerProperties, type JsonSchema } from "./common.js";

export const cursorSchema: JsonSchema = configSchema("cursor", "Cursor .cursor/mcp.json", "mcpServers", {
  ...stdioServerProperties,
  ...remoteServerProperties,
});
