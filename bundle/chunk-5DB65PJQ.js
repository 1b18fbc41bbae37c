import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  entries,
  property
} from "./chunk-XQIKUDHJ.js";
import {
  containsReference
} from "./chunk-ZV3BCOS4.js";

// src/hosts/index.ts
import path from "node:path";

// src/hosts/dialects.ts
function topLevelMaps(root, read, ignored = []) {
  const out = [];
  for (const key of [...read, ...ignored]) {
    const node = property(root, key);
    if (node) out.push({ path: [key], node, shape: "object", ignoredByHost: !read.includes(key) });
  }
  return out;
}
var isTrue = (server, key) => property(server, key)?.value === true;
var isFalse = (server, key) => property(server, key)?.value === false;
var claudeCodeUser = {
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
  }
};
var vscodeSettings = {
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
  }
};
var windsurf = {
  id: "windsurf",
  displayName: "Windsurf",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://docs.windsurf.com/windsurf/cascade/mcp"
};
var gemini = {
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
  autoApproval: { trustKey: "trust" }
};
var codex = {
  id: "codex",
  displayName: "Codex",
  serverMapKey: "mcp_servers",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: () => false,
  source: "https://developers.openai.com/codex/mcp",
  secretAdvice: "Codex passes secrets by name: list the variable in env_vars (stdio), or use bearer_token_env_var / env_http_headers (http)",
  format: "toml",
  serverMapOptional: true,
  // `headers` is ignored by Codex; literal headers are `http_headers`.
  serverFields: { headers: [["http_headers"]] },
  isDisabled: (server) => isFalse(server, "enabled")
};
var zed = {
  id: "zed",
  displayName: "Zed",
  serverMapKey: "context_servers",
  foreignServerMapKeys: [],
  jsonc: true,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: () => false,
  source: "https://zed.dev/docs/ai/mcp",
  serverMapOptional: true,
  serverFields: {
    command: [["command"], ["command", "path"]],
    args: [["args"], ["command", "args"]],
    env: [["env"], ["command", "env"]]
  },
  isDisabled: (server) => isFalse(server, "enabled")
};
var continueDev = {
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
  }
};
var cline = {
  id: "cline",
  displayName: "Cline",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamableHttp", "streamable-http", "http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: () => false,
  source: "https://docs.cline.bot/mcp/configuring-mcp-servers",
  isDisabled: (server) => isTrue(server, "disabled"),
  autoApproval: { toolListKeys: ["autoApprove"] }
};
var roo = {
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
  autoApproval: { toolListKeys: ["alwaysAllow"] }
};
var EXTRA_DIALECTS = {
  "claude-code-user": claudeCodeUser,
  "vscode-settings": vscodeSettings,
  windsurf,
  gemini,
  codex,
  zed,
  continue: continueDev,
  cline,
  roo
};

// src/hosts/index.ts
var claudeCode = {
  id: "claude-code",
  displayName: "Claude Code",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://docs.anthropic.com/en/docs/claude-code/mcp (environment variable expansion in .mcp.json)"
};
var vscode = {
  id: "vscode",
  displayName: "VS Code",
  serverMapKey: "servers",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: true,
  transports: ["stdio", "http", "sse"],
  inputs: true,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration"
};
var cursor = {
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
  source: "https://cursor.com/docs/context/mcp (config interpolation)"
};
var claudeDesktop = {
  id: "claude-desktop",
  displayName: "Claude Desktop",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio"],
  inputs: false,
  envReference: void 0,
  // Claude Desktop expands nothing: a ${VAR} there reaches the server as those literal characters.
  isVariableReference: () => false,
  source: "https://modelcontextprotocol.io/quickstart/user (claude_desktop_config.json)"
};
var HOSTS = {
  "claude-code": claudeCode,
  vscode,
  cursor,
  "claude-desktop": claudeDesktop
};
var HOST_IDS = Object.keys(HOSTS);
function isHostId(value) {
  return Object.hasOwn(HOSTS, value);
}
function hostForPath(filePath) {
  const base = path.basename(filePath);
  const parent = path.basename(path.dirname(filePath));
  if (base === ".mcp.json") return claudeCode;
  if (base === "mcp.json" && parent === ".vscode") return vscode;
  if (base === "mcp.json" && parent === ".cursor") return cursor;
  if (base === "claude_desktop_config.json") return claudeDesktop;
  return void 0;
}
function guessHostFromText(text) {
  return /"servers"\s*:/.test(text) && !/"mcpServers"\s*:/.test(text) ? vscode : claudeCode;
}
var DIALECTS = { ...HOSTS, ...EXTRA_DIALECTS };
var DIALECT_IDS = Object.keys(DIALECTS);
function isDialectId(value) {
  return Object.hasOwn(DIALECTS, value);
}
var CODE_FOLDERS = /* @__PURE__ */ new Set(["Code", "Code - Insiders", "VSCodium"]);
function dialectForPath(filePath) {
  const project = hostForPath(filePath);
  if (project) return project;
  const parts = filePath.split(/[\\/]/);
  const at = (n) => parts[parts.length - 1 - n] ?? "";
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
  return void 0;
}

export {
  HOSTS,
  HOST_IDS,
  isHostId,
  hostForPath,
  guessHostFromText,
  DIALECTS,
  DIALECT_IDS,
  isDialectId,
  dialectForPath
};
