// One table of hosts; files are mapped to a host by where they live.
import path from "node:path";
import type { HostDialect, HostId } from "./types.js";

export type { HostDialect, HostId } from "./types.js";

const ANY_REFERENCE = /\$\{[^}]*\}/;

const claudeCode: HostDialect = {
  id: "claude-code",
  displayName: "Claude Code",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => ANY_REFERENCE.test(value),
  source: "https://docs.anthropic.com/en/docs/claude-code/mcp (environment variable expansion in .mcp.json)",
};

const vscode: HostDialect = {
  id: "vscode",
  displayName: "VS Code",
  serverMapKey: "servers",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: true,
  transports: ["stdio", "http", "sse"],
  inputs: true,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => ANY_REFERENCE.test(value),
  source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
};

const cursor: HostDialect = {
  id: "cursor",
  displayName: "Cursor",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  // Cursor's config interpolation reads the environment as ${env:NAME} (not bare ${NAME}).
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => ANY_REFERENCE.test(value),
  source: "https://cursor.com/docs/context/mcp (config interpolation)",
};

const claudeDesktop: HostDialect = {
  id: "claude-desktop",
  displayName: "Claude Desktop",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio"],
  inputs: false,
  envReference: undefined,
  // Claude Desktop expands nothing: a ${VAR} there reaches the server as those literal characters.
  isVariableReference: () => false,
  source: "https://modelcontextprotocol.io/quickstart/user (claude_desktop_config.json)",
};

export const HOSTS: Record<HostId, HostDialect> = {
  "claude-code": claudeCode,
  vscode,
  cursor,
  "claude-desktop": claudeDesktop,
};

export const HOST_IDS = Object.keys(HOSTS) as HostId[];

export function isHostId(value: string): value is HostId {
  return Object.hasOwn(HOSTS, value);
}

/** The host a file belongs to, judged by its location; undefined when the path does not tell. */
export function hostForPath(filePath: string): HostDialect | undefined {
  const base = path.basename(filePath);
  const parent = path.basename(path.dirname(filePath));
  if (base === ".mcp.json") return claudeCode;
  if (base === "mcp.json" && parent === ".vscode") return vscode;
  if (base === "mcp.json" && parent === ".cursor") return cursor;
  if (base === "claude_desktop_config.json") return claudeDesktop;
  return undefined;
}

/** For an explicitly named file whose name does not tell: judge by the server-map key it uses. */
export function guessHostFromText(text: string): HostDialect {
  return /"servers"\s*:/.test(text) && !/"mcpServers"\s*:/.test(text) ? vscode : claudeCode;
}
