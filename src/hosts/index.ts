// One table of hosts; files are mapped to a host by where they live.
import path from "node:path";
import { EXTRA_DIALECTS } from "./dialects.js";
import type { DialectId, HostDialect, HostId } from "./types.js";
import { containsReference } from "./references.js";

export type { DialectId, DocumentFormat, ExtraHostId, HostDialect, HostId, ServerMapRef } from "./types.js";


const claudeCode: HostDialect<"claude-code"> = {
  id: "claude-code",
  displayName: "Claude Code",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://docs.anthropic.com/en/docs/claude-code/mcp (environment variable expansion in .mcp.json)",
};

const vscode: HostDialect<"vscode"> = {
  id: "vscode",
  displayName: "VS Code",
  serverMapKey: "servers",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: true,
  transports: ["stdio", "http", "sse"],
  inputs: true,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
};

const cursor: HostDialect<"cursor"> = {
  id: "cursor",
  displayName: "Cursor",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  // Cursor's config interpolation reads the environment as ${env:NAME} (not bare ${NAME}).
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://cursor.com/docs/context/mcp (config interpolation)",
};

const claudeDesktop: HostDialect<"claude-desktop"> = {
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

export const HOSTS: { readonly [K in HostId]: HostDialect<K> } = {
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
export function hostForPath(filePath: string): HostDialect<HostId> | undefined {
  const base = path.basename(filePath);
  const parent = path.basename(path.dirname(filePath));
  if (base === ".mcp.json") return claudeCode;
  if (base === "mcp.json" && parent === ".vscode") return vscode;
  if (base === "mcp.json" && parent === ".cursor") return cursor;
  if (base === "claude_desktop_config.json") return claudeDesktop;
  return undefined;
}

/** For an explicitly named file whose name does not tell: judge by the server-map key it uses. */
export function guessHostFromText(text: string): HostDialect<HostId> {
  return /"servers"\s*:/.test(text) && !/"mcpServers"\s*:/.test(text) ? vscode : claudeCode;
}

// ---- every dialect, user-level files included (mcp-audit --user) -----------------------------

/** Every dialect: the project hosts and those of user-level, YAML and TOML files. */
export const DIALECTS: { readonly [K in DialectId]: HostDialect<K> } = { ...HOSTS, ...EXTRA_DIALECTS };

export const DIALECT_IDS = Object.keys(DIALECTS) as DialectId[];

export function isDialectId(value: string): value is DialectId {
  return Object.hasOwn(DIALECTS, value);
}

/** Editors whose user folder holds `User/settings.json` (VS Code's and its builds'). */
const CODE_FOLDERS = new Set(["Code", "Code - Insiders", "VSCodium"]);

/**
 * The dialect of a file judged by its location, user-level files included (`~/.claude.json`,
 * `~/.codex/config.toml`, `…/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json`, …);
 * undefined when the path does not tell.
 */
export function dialectForPath(filePath: string): HostDialect | undefined {
  const project = hostForPath(filePath);
  if (project) return project;
  const parts = filePath.split(/[\\/]/);
  const at = (n: number) => parts[parts.length - 1 - n] ?? "";
  const [base, parent, grand] = [at(0), at(1), at(2)];
  if (base === ".claude.json") return DIALECTS["claude-code-user"];
  if (base === "managed-mcp.json") return claudeCode;
  if (base === "mcp_config.json" && parent === "windsurf") return DIALECTS.windsurf;
  if (base === "settings.json" && parent === ".gemini") return DIALECTS.gemini;
  if (base === "config.toml" && parent === ".codex") return DIALECTS.codex;
  if (base === "settings.json" && (parent === "zed" || parent === "Zed" || parent === ".zed")) return DIALECTS.zed;
  if (base === "config.yaml" && parent === ".continue") return DIALECTS.continue;
  if (/\.ya?ml$/.test(base) && parent === "mcpServers" && grand === ".continue") return DIALECTS.continue;
  if (base === "cline_mcp_settings.json") return DIALECTS.cline;
  if (base === "mcp_settings.json" && parent === "settings" && grand === "rooveterinaryinc.roo-cline") return DIALECTS.roo;
  if (base === "mcp.json" && parent === ".roo") return DIALECTS.roo;
  if (base === "mcp.json" && (parent === "User" || grand === "profiles")) return vscode;
  if (base === "settings.json" && parent === "User" && CODE_FOLDERS.has(grand)) return DIALECTS["vscode-settings"];
  return undefined;
}
