// One table of hosts; files are mapped to a host by where they live.
import { EXTRA_DIALECTS } from "./dialects.js";
import { amazonQ, amazonQAgent, copilotAgent, copilotCli, crush, goose, junie, kiro, lmstudio, opencode, vibe } from "./agents.js";
import { claudeCodeSettings, claudeHooks, claudeMarketplace, claudePlugin } from "./claude-plugins.js";
import { codexHooks, copilotHooks, cursorHooks } from "./hook-files.js";
import { mcpRegistry } from "./registry/index.js";
import { locationFor, normalizedTail } from "./locations.js";
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

/** The host a project file belongs to (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), judged by its location; undefined when the path does not tell. */
export function hostForPath(filePath: string): HostDialect<HostId> | undefined {
  const tail = normalizedTail(filePath, 2);
  if (!tail || tail.length === 0) return undefined;
  const base = tail[tail.length - 1];
  const parent = tail.length > 1 ? tail[tail.length - 2] : undefined;
  if (base === ".mcp.json") return claudeCode;
  if (base === "mcp.json" && parent === ".vscode") return vscode;
  if (base === "mcp.json" && parent === ".cursor") return cursor;
  if (base === "claude_desktop_config.json") return claudeDesktop;
  return undefined;
}

/** The server-map keys an explicitly named JSON file may use, and the dialect each one says. */
const MAP_KEY_HOSTS: readonly [RegExp, HostDialect][] = [
  [/"mcpServers"\s*:/, claudeCode],
  [/"servers"\s*:/, vscode],
];

/**
 * For an explicitly named file whose name does not tell: judge by the server-map key it uses
 * (`servers` is VS Code's, `mcpServers` Claude Code's); undefined when it has neither (a
 * package.json, a tsconfig.json: not an MCP config at all).
 */
export function guessHostFromText(text: string): HostDialect | undefined {
  const [claude, vs] = MAP_KEY_HOSTS.map(([key]) => key.test(text));
  if (vs && !claude) return vscode;
  return claude ? claudeCode : undefined;
}

// ---- every dialect, user-level files included (mcp-audit --user) -----------------------------

/** Every dialect: the project hosts, those of user-level, YAML and TOML files, and the other file kinds that carry servers. */
export const DIALECTS: { readonly [K in DialectId]: HostDialect<K> } = {
  ...HOSTS,
  ...EXTRA_DIALECTS,
  opencode,
  goose,
  kiro,
  "amazon-q": amazonQ,
  "amazon-q-agent": amazonQAgent,
  "copilot-cli": copilotCli,
  "copilot-agent": copilotAgent,
  crush,
  vibe,
  lmstudio,
  junie,
  "claude-code-settings": claudeCodeSettings,
  "claude-plugin": claudePlugin,
  "claude-marketplace": claudeMarketplace,
  "claude-hooks": claudeHooks,
  "cursor-hooks": cursorHooks,
  "codex-hooks": codexHooks,
  "copilot-hooks": copilotHooks,
  "mcp-registry": mcpRegistry,
};

export const DIALECT_IDS = Object.keys(DIALECTS) as DialectId[];

export function isDialectId(value: string): value is DialectId {
  return Object.hasOwn(DIALECTS, value);
}

/**
 * The dialect of a file judged by its location (src/hosts/locations.ts: the tail of its path, dotfiles
 * spellings read), user-level files included (`~/.claude.json`, `~/.codex/config.toml`,
 * `…/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json`, …); undefined when the
 * path does not tell.
 */
export function dialectForPath(filePath: string): HostDialect | undefined {
  const location = locationFor(filePath);
  return location ? DIALECTS[location.dialect] : undefined;
}
