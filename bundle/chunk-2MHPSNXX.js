import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  mcpRegistry
} from "./chunk-5PMNYAFY.js";
import {
  claudeCodeSettings,
  claudeHooks,
  claudeMarketplace,
  claudePlugin
} from "./chunk-2ILYH3ZT.js";
import {
  entries,
  property,
  stringValue
} from "./chunk-7FJOOQNA.js";
import {
  containsReference
} from "./chunk-ZV3BCOS4.js";

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
  serverKeys: ["default_tools_approval_mode", "tools", "required"],
  isDisabled: (server) => isFalse(server, "enabled"),
  // Source: openai/codex codex-rs/config/src/mcp_types.rs and core/src/mcp_tool_call.rs (`approve` never asks).
  autoApproval: {
    approveAllKey: { key: "default_tools_approval_mode", value: "approve", narrower: 'default_tools_approval_mode = "writes" (asks before tools that are not read-only), and "approve" only for the read-only tools under [mcp_servers.<name>.tools.<tool>]' }
  }
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

// src/hosts/agents.ts
var isTrue2 = (server, key) => property(server, key)?.value === true;
var isFalse2 = (server, key) => property(server, key)?.value === false;
var dollarReference = (value) => containsReference(value) || /\$[A-Za-z_][A-Za-z0-9_]*/.test(value);
var opencode = {
  id: "opencode",
  displayName: "opencode",
  serverMapKey: "mcp",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: true,
  transports: ["local", "remote"],
  transportAliases: { local: "stdio", remote: "http" },
  inputs: false,
  envReference: (name) => `{env:${name}}`,
  isVariableReference: (value) => /\{(?:env|file):[^}]+\}/.test(value),
  source: "https://opencode.ai/docs/mcp-servers; anomalyco/opencode packages/opencode/src/config/config.ts",
  commandArray: true,
  serverFields: { env: [["environment"]] },
  serverKeys: ["environment", "enabled", "timeout", "oauth", "cwd"],
  serverMapOptional: true,
  isDisabled: (server) => isFalse2(server, "enabled"),
  serverMaps(root) {
    const maps = [];
    const mcp = property(root, "mcp");
    if (mcp) {
      const nested = property(mcp, "servers");
      const nestedMap = nested?.type === "object" && property(nested, "type") === void 0 ? nested : void 0;
      maps.push({ path: ["mcp"], node: mcp, shape: "object", ignoredByHost: false, ...nestedMap ? { exclude: ["servers"] } : {} });
      if (nestedMap) maps.push({ path: ["mcp", "servers"], node: nestedMap, shape: "object", ignoredByHost: false });
    }
    const foreign = property(root, "mcpServers");
    if (foreign) maps.push({ path: ["mcpServers"], node: foreign, shape: "object", ignoredByHost: true });
    return maps;
  }
};
var GOOSE_BUILTIN_TYPES = /* @__PURE__ */ new Set(["builtin", "platform", "frontend", "inline_python"]);
var goose = {
  id: "goose",
  displayName: "Goose",
  serverMapKey: "extensions",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamable_http", ...GOOSE_BUILTIN_TYPES],
  transportAliases: { streamable_http: "streamable-http" },
  inputs: false,
  envReference: void 0,
  isVariableReference: dollarReference,
  ownVariables: true,
  source: "https://block.github.io/goose/docs/guides/config-files; aaif-goose/goose crates/goose/src/agents/extension.rs",
  secretAdvice: "Goose keeps secrets in its keyring: list the variable's name in env_keys, store the value with `goose configure` (or in secrets.yaml), and write ${NAME} where a uri or header needs it",
  format: "yaml",
  serverMapOptional: true,
  serverFields: { command: [["cmd"]], env: [["envs"]], url: [["uri"]] },
  serverKeys: ["cmd", "envs", "env_keys", "uri", "enabled", "name", "description", "timeout", "bundled", "available_tools", "socket", "cwd"],
  isDisabled: (server) => isFalse2(server, "enabled"),
  isBuiltin: (server) => GOOSE_BUILTIN_TYPES.has(stringValue(property(server, "type")) ?? "")
};
var kiro = {
  id: "kiro",
  displayName: "Kiro",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://kiro.dev/docs/mcp/configuration",
  serverKeys: ["autoApprove", "disabled", "disabledTools", "oauth", "oauthScopes"],
  isDisabled: (server) => isTrue2(server, "disabled"),
  autoApproval: { toolListKeys: ["autoApprove"] }
};
var amazonQServer = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: (name) => `\${env:${name}}`,
  isVariableReference: (value) => containsReference(value),
  serverKeys: ["timeout", "disabled", "oauthScopes", "oauth"],
  isDisabled: (server) => isTrue2(server, "disabled")
};
var amazonQ = {
  id: "amazon-q",
  displayName: "Amazon Q Developer",
  ...amazonQServer,
  source: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html; aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/tools/custom_tool.rs"
};
var amazonQAgent = {
  id: "amazon-q-agent",
  displayName: "Amazon Q Developer",
  ...amazonQServer,
  source: "aws/amazon-q-developer-cli docs/agent-format.md",
  serverMapOptional: true,
  fileKind: "Amazon Q Developer agent"
};
var copilotCli = {
  id: "copilot-cli",
  displayName: "Copilot CLI",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["local", "stdio", "http", "sse"],
  transportAliases: { local: "stdio" },
  inputs: false,
  envReference: void 0,
  isVariableReference: dollarReference,
  variablesUnknown: true,
  secretAdvice: "Copilot CLI documents no variable syntax for this file: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-mcp-servers",
  serverKeys: ["tools"]
};
var copilotAgent = {
  id: "copilot-agent",
  displayName: "Copilot coding agent",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["local", "stdio", "http", "sse"],
  transportAliases: { local: "stdio" },
  inputs: false,
  envReference: (name) => `\${${name.startsWith("COPILOT_MCP_") ? name : `COPILOT_MCP_${name}`}}`,
  isVariableReference: dollarReference,
  source: "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/extend-coding-agent-with-mcp",
  serverKeys: ["tools"],
  autoApproval: { toolListKeys: ["tools"] }
};
var crush = {
  id: "crush",
  displayName: "Crush",
  serverMapKey: "mcp",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: false,
  transports: ["stdio", "sse", "http"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => dollarReference(value) || value.includes("$("),
  source: "https://github.com/charmbracelet/crush/blob/main/docs/config/README.md",
  serverMapOptional: true,
  serverKeys: ["disabled", "disabled_tools", "enabled_tools", "timeout", "oauth", "oauth_client_id", "oauth_client_secret", "oauth_callback_port"],
  isDisabled: (server) => isTrue2(server, "disabled")
};
var vibe = {
  id: "vibe",
  displayName: "Mistral Vibe",
  serverMapKey: "mcp_servers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "http", "streamable-http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: () => false,
  source: "https://github.com/mistralai/mistral-vibe (README: MCP servers; vibe/core/config/models.py)",
  secretAdvice: `Mistral Vibe expands no variables: give a remote server's key by name (api_key_env = "NAME", with api_key_header / api_key_format), and keep a local server's secret out of this file`,
  format: "toml",
  serverMapOptional: true,
  commandArray: true,
  serverFields: { type: [["transport"]], headers: [["headers"], ["auth", "headers"]] },
  serverKeys: ["name", "transport", "prompt", "startup_timeout_sec", "tool_timeout_sec", "sampling_enabled", "disabled", "disabled_tools", "auth", "api_key_env", "api_key_header", "api_key_format"],
  isDisabled: (server) => isTrue2(server, "disabled"),
  serverMaps(root) {
    const node = property(root, "mcp_servers");
    return node ? [{ path: ["mcp_servers"], node, shape: "list", ignoredByHost: false }] : [];
  }
};
var lmstudio = {
  id: "lmstudio",
  displayName: "LM Studio",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: (value) => containsReference(value),
  variablesUnknown: true,
  secretAdvice: "LM Studio documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://lmstudio.ai/docs/app/mcp"
};
var junie = {
  id: "junie",
  displayName: "Junie",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: void 0,
  isVariableReference: (value) => containsReference(value),
  variablesUnknown: true,
  secretAdvice: "Junie documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html"
};

// src/hosts/locations.ts
var CONFIG_LOCATIONS = [
  { glob: "**/.mcp.json", dialect: "claude-code", scope: "project" },
  { glob: "**/.vscode/mcp.json", dialect: "vscode", scope: "project" },
  { glob: "**/.cursor/mcp.json", dialect: "cursor", scope: "project" },
  { glob: "**/claude_desktop_config.json", dialect: "claude-desktop", scope: "user" },
  { glob: "**/.gemini/settings.json", dialect: "gemini", scope: "project" },
  { glob: "**/.codex/config.toml", dialect: "codex", scope: "project" },
  { glob: "**/.zed/settings.json", dialect: "zed", scope: "project" },
  { glob: "**/.continue/config.yaml", dialect: "continue", scope: "project" },
  { glob: "**/.continue/mcpServers/*.yaml", dialect: "continue", scope: "project" },
  { glob: "**/.continue/mcpServers/*.yml", dialect: "continue", scope: "project" },
  { glob: "**/.roo/mcp.json", dialect: "roo", scope: "project" },
  { glob: "**/.claude.json", dialect: "claude-code-user", scope: "user" },
  { glob: "**/managed-mcp.json", dialect: "claude-code", scope: "user" },
  { glob: "**/windsurf/mcp_config.json", dialect: "windsurf", scope: "user" },
  { glob: "**/zed/settings.json", dialect: "zed", scope: "user" },
  { glob: "**/Zed/settings.json", dialect: "zed", scope: "user" },
  { glob: "**/cline_mcp_settings.json", dialect: "cline", scope: "user" },
  { glob: "**/rooveterinaryinc.roo-cline/settings/mcp_settings.json", dialect: "roo", scope: "user" },
  { glob: "**/User/mcp.json", dialect: "vscode", scope: "user" },
  { glob: "**/profiles/*/mcp.json", dialect: "vscode", scope: "user" },
  { glob: "**/Code/User/settings.json", dialect: "vscode-settings", scope: "user" },
  { glob: "**/Code - Insiders/User/settings.json", dialect: "vscode-settings", scope: "user" },
  { glob: "**/VSCodium/User/settings.json", dialect: "vscode-settings", scope: "user" },
  // Codex's home in a dotfiles repository: config/codex/config.toml (XDG-style copies).
  { glob: "**/codex/config.toml", dialect: "codex", scope: "user" },
  // Claude Code settings: host-wide approvals and hooks.
  { glob: "**/.claude/settings.json", dialect: "claude-code-settings", scope: "project" },
  { glob: "**/.claude/settings.local.json", dialect: "claude-code-settings", scope: "project" },
  { glob: "**/managed-settings.json", dialect: "claude-code-settings", scope: "user" },
  // Claude Code plugins and marketplaces.
  { glob: "**/.claude-plugin/plugin.json", dialect: "claude-plugin", scope: "project" },
  { glob: "**/.claude-plugin/marketplace.json", dialect: "claude-marketplace", scope: "project" },
  { glob: "**/hooks/hooks.json", dialect: "claude-hooks", scope: "project" },
  // opencode: any folder up to the worktree, .opencode/, ~/.config/opencode/ (config.json there too).
  { glob: "**/opencode.json", dialect: "opencode", scope: "project" },
  { glob: "**/opencode.jsonc", dialect: "opencode", scope: "project" },
  { glob: "**/opencode/config.json", dialect: "opencode", scope: "user" },
  // Goose: ~/.config/goose/config.yaml, %APPDATA%\Block\goose\config\config.yaml.
  { glob: "**/goose/config.yaml", dialect: "goose", scope: "user" },
  { glob: "**/goose/config/config.yaml", dialect: "goose", scope: "user" },
  { glob: "**/.kiro/settings/mcp.json", dialect: "kiro", scope: "project" },
  { glob: "**/kiro/settings/mcp.json", dialect: "kiro", scope: "user" },
  { glob: "**/.amazonq/mcp.json", dialect: "amazon-q", scope: "project" },
  { glob: "**/amazonq/mcp.json", dialect: "amazon-q", scope: "user" },
  { glob: "**/.amazonq/cli-agents/*.json", dialect: "amazon-q-agent", scope: "project" },
  { glob: "**/amazonq/cli-agents/*.json", dialect: "amazon-q-agent", scope: "user" },
  { glob: "**/.amazonq/default.json", dialect: "amazon-q-agent", scope: "project" },
  { glob: "**/amazonq/default.json", dialect: "amazon-q-agent", scope: "user" },
  { glob: "**/.copilot/mcp-config.json", dialect: "copilot-cli", scope: "user" },
  { glob: "**/.github/mcp.json", dialect: "copilot-cli", scope: "project" },
  // Crush: crush.json / .crush.json up to the git root, .crush/, ~/.config/crush/, ~/.local/share/crush/, /etc/crush/.
  { glob: "**/crush.json", dialect: "crush", scope: "project" },
  { glob: "**/.crush.json", dialect: "crush", scope: "project" },
  { glob: "**/.vibe/config.toml", dialect: "vibe", scope: "project" },
  { glob: "**/vibe/config.toml", dialect: "vibe", scope: "user" },
  { glob: "**/.lmstudio/mcp.json", dialect: "lmstudio", scope: "user" },
  { glob: "**/.junie/mcp/mcp.json", dialect: "junie", scope: "project" },
  // Recognised by content (a static.modelcontextprotocol.io `$schema`, or a registry name and packages).
  { glob: "**/server.json", dialect: "mcp-registry", scope: "project" }
];
var CHEZMOI_KEEP = ["private_", "readonly_", "empty_", "exact_", "executable_", "create_"];
var CHEZMOI_OTHER = /^(?:modify_|encrypted_|symlink_|remove_|run_|once_|onchange_|before_|after_)/;
function normalizeSegment(segment, last) {
  let s = segment;
  if (last) {
    const alternate = s.indexOf("##");
    if (alternate > 0) s = s.slice(0, alternate);
    if (/\.(?:age|asc)$/.test(s)) return void 0;
    if (s.endsWith(".tmpl") && s.length > 5) s = s.slice(0, -5);
  }
  if (CHEZMOI_OTHER.test(s)) return void 0;
  if (s.startsWith("literal_")) return s.slice("literal_".length);
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const prefix of CHEZMOI_KEEP) {
      if (s.startsWith(prefix) && s.length > prefix.length) {
        s = s.slice(prefix.length);
        stripped = true;
      }
    }
  }
  if (s.startsWith("dot_") && s.length > 4) return `.${s.slice(4)}`;
  if (s.startsWith("dot-") && s.length > 4) return `.${s.slice(4)}`;
  return s;
}
var MAX_SEGMENTS = Math.max(...CONFIG_LOCATIONS.map((l) => l.glob.split("/").length - 1));
function normalizedTail(filePath, count = MAX_SEGMENTS) {
  const parts = filePath.split(/[\\/]/).filter((p) => p !== "");
  const tail = parts.slice(-count);
  const out = [];
  for (let i = 0; i < tail.length; i++) {
    const n = normalizeSegment(tail[i], i === tail.length - 1);
    if (n === void 0) return void 0;
    out.push(n);
  }
  return out;
}
var segmentPattern = (s) => s.includes("*") ? new RegExp(`^${s.split("*").map(escapeRegExp).join(".*")}$`) : s;
var COMPILED = CONFIG_LOCATIONS.map((location) => ({ location, segments: location.glob.slice(3).split("/").map(segmentPattern) }));
var BY_NAME = /* @__PURE__ */ new Map();
var BY_PATTERN = [];
for (const c of COMPILED) {
  const last = c.segments[c.segments.length - 1];
  if (typeof last === "string") BY_NAME.set(last, [...BY_NAME.get(last) ?? [], c]);
  else BY_PATTERN.push(c);
}
function matches(c, tail) {
  if (c.segments.length > tail.length) return false;
  const offset = tail.length - c.segments.length;
  return c.segments.every((s, i) => typeof s === "string" ? s === tail[offset + i] : s.test(tail[offset + i]));
}
function locationFor(filePath) {
  const tail = normalizedTail(filePath);
  if (!tail || tail.length === 0) return void 0;
  const name = tail[tail.length - 1];
  let best;
  for (const c of [...BY_NAME.get(name) ?? [], ...BY_PATTERN]) {
    if (!matches(c, tail)) continue;
    if (!best || c.segments.length > best.segments.length || c.segments.length === best.segments.length && COMPILED.indexOf(c) < COMPILED.indexOf(best)) best = c;
  }
  return best?.location;
}
function couldBeConfig(name, parent) {
  const base = normalizeSegment(name, true);
  if (base === void 0) return false;
  if (BY_NAME.has(base)) return true;
  const folder = normalizeSegment(parent, false);
  return BY_PATTERN.some((c) => {
    const last = c.segments[c.segments.length - 1];
    const above = c.segments[c.segments.length - 2];
    return last.test(base) && (above === void 0 || (typeof above === "string" ? above === folder : folder !== void 0 && above.test(folder)));
  });
}
function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\*]/g, "\\$&");
}

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
  const tail = normalizedTail(filePath, 2);
  if (!tail || tail.length === 0) return void 0;
  const base = tail[tail.length - 1];
  const parent = tail.length > 1 ? tail[tail.length - 2] : void 0;
  if (base === ".mcp.json") return claudeCode;
  if (base === "mcp.json" && parent === ".vscode") return vscode;
  if (base === "mcp.json" && parent === ".cursor") return cursor;
  if (base === "claude_desktop_config.json") return claudeDesktop;
  return void 0;
}
var MAP_KEY_HOSTS = [
  [/"mcpServers"\s*:/, claudeCode],
  [/"servers"\s*:/, vscode]
];
function guessHostFromText(text) {
  const [claude, vs] = MAP_KEY_HOSTS.map(([key]) => key.test(text));
  if (vs && !claude) return vscode;
  return claude ? claudeCode : void 0;
}
var DIALECTS = {
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
  "mcp-registry": mcpRegistry
};
var DIALECT_IDS = Object.keys(DIALECTS);
function isDialectId(value) {
  return Object.hasOwn(DIALECTS, value);
}
function dialectForPath(filePath) {
  const location = locationFor(filePath);
  return location ? DIALECTS[location.dialect] : void 0;
}

export {
  CONFIG_LOCATIONS,
  couldBeConfig,
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
