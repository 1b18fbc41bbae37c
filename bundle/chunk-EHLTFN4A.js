import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  daysBetween,
  isExactVersion,
  isOnline,
  resolveSpec
} from "./chunk-LQ224KYA.js";
import {
  COMMENT_SIGNALS,
  PASSWORD_VARIABLES,
  allCommands,
  appendProperty,
  canonicalJson,
  classifyComment,
  classifyKey,
  claudeCodeSettings,
  claudeHooks,
  claudeMarketplace,
  claudePlugin,
  closest,
  containsReference,
  docsUrl,
  entries,
  findNodeAtOffset,
  findSecrets,
  getNodePath,
  hiddenComments,
  imageRef,
  insertArrayElement,
  insertIntoEmptyArray,
  invocationOf,
  isCommit,
  isPlaceholder,
  isPlainString,
  parseShell,
  passwordArgument,
  pluginEntries,
  pluginLockKey,
  pluginSource,
  pointer,
  property,
  pypiPackageRef,
  redact,
  references,
  replaceInString,
  replaceString,
  serializeAt,
  sshCommandAt,
  stringValue
} from "./chunk-GXXKHKKD.js";
import {
  __require,
  clean,
  coerce,
  compare,
  decodeTags,
  describeCodePoint,
  eq,
  findHiddenRuns,
  gt,
  lt,
  prerelease,
  printable,
  satisfies,
  valid,
  validRange
} from "./chunk-H5NEIHFH.js";

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
  // Other hosts' hook files.
  { glob: "**/.cursor/hooks.json", dialect: "cursor-hooks", scope: "project", source: "https://cursor.com/docs/agent/hooks" },
  { glob: "**/.codex/hooks.json", dialect: "codex-hooks", scope: "project", source: "https://developers.openai.com/codex/hooks" },
  { glob: "**/.github/hooks/*.json", dialect: "copilot-hooks", scope: "project", source: "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference" },
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

// src/hosts/hook-files.ts
var noServers = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio"],
  inputs: false,
  // A hook's command is a shell line: a moved secret is written in the shell's syntax, not the host's.
  envReference: void 0,
  isVariableReference: (value) => containsReference(value) || /\$[A-Za-z_][A-Za-z0-9_]*/.test(value),
  serverMapOptional: true,
  serverMaps: () => [],
  secretAdvice: "keep it out of this file: the command (or the script it runs) reads it from the environment the agent starts with"
};
function topLevelHooks(root, shape) {
  const hooks = property(root, "hooks");
  return hooks?.type === "object" ? [{ path: ["hooks"], node: hooks, shape }] : [];
}
var cursorHooks = {
  id: "cursor-hooks",
  displayName: "Cursor",
  ...noServers,
  source: "https://cursor.com/docs/agent/hooks",
  fileKind: "Cursor hooks file",
  hookMaps: (root) => topLevelHooks(root, "flat"),
  hookShell: "unknown",
  recognizes: (root) => property(root, "hooks")?.type === "object"
};
var codexHooks = {
  id: "codex-hooks",
  displayName: "Codex",
  ...noServers,
  source: "https://developers.openai.com/codex/hooks",
  fileKind: "Codex hooks file",
  hookMaps: (root) => topLevelHooks(root, "events"),
  recognizes: (root) => property(root, "hooks")?.type === "object"
};
var copilotHooks = {
  id: "copilot-hooks",
  displayName: "GitHub Copilot",
  ...noServers,
  source: "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference",
  fileKind: "GitHub Copilot hooks file",
  hookMaps: (root) => topLevelHooks(root, "flat"),
  recognizes: (root) => property(root, "hooks")?.type === "object"
};

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
  autoApproval: { trustKey: "trust" },
  // Hooks in Claude Code's shape (a hook may carry its own `env`), and the shell lines of
  // tools.discoveryCommand / tools.callCommand. Sources: gemini-cli docs/hooks/reference.md,
  // packages/core/src/hooks/types.ts and hookRunner.ts (commands run through bash or powershell).
  hookMaps: (root) => {
    const tools = property(root, "tools");
    return [...topLevelHooks(root, "events"), ...tools?.type === "object" ? [{ path: ["tools"], node: tools, shape: "helpers", commands: { lines: ["discoveryCommand", "callCommand"], objects: [] } }] : []];
  }
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
  },
  // Inline hooks ([[hooks.<Event>]] with [[hooks.<Event>.hooks]], Claude Code's shape, run by `$SHELL -lc`)
  // and the variables set for every command Codex runs. Sources: https://developers.openai.com/codex/hooks,
  // https://developers.openai.com/codex/config-reference (shell_environment_policy), codex-rs/config hook_config.rs.
  hookMaps: (root) => topLevelHooks(root, "events"),
  sessionEnv: { path: ["shell_environment_policy", "set"], file: "this config file", advice: "Codex sets shell_environment_policy.set as written for every command it runs, so remove it here and set {name} in the environment Codex starts from (the policy passes inherited variables on)" }
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

// src/hosts/registry/index.ts
import { createRequire } from "node:module";

// src/hosts/registry/published-schemas.generated.ts
var PUBLISHED_SERVER_SCHEMAS = [
  {
    version: "2025-07-09",
    source: "https://github.com/modelcontextprotocol/static/blob/51b2b7988b8728de53dfa0f10d64a8d895693dd9/schemas/2025-07-09/server.schema.json",
    sha256: "9e349ba6b321bdf99432666f67e019b4b27e58ecc816fede4c08adc797e4f88a",
    changes: "initial version: snake_case keys (registry_type, environment_variables, is_secret), a status field",
    text: `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json",
  "title": "MCP Server Detail",
  "$ref": "#/definitions/ServerDetail",
  "definitions": {
    "Repository": {
      "type": "object",
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "required": [
        "url",
        "source"
      ],
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers"
        },
        "source": {
          "type": "string",
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github"
        },
        "id": {
          "type": "string",
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/<owner>/<repo> --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9"
        },
        "subfolder": {
          "type": "string",
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything"
        }
      }
    },
    "Server": {
      "type": "object",
      "required": [
        "name",
        "description",
        "version"
      ],
      "properties": {
        "name": {
          "type": "string",
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "minLength": 3,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "minLength": 1,
          "maxLength": 100
        },
        "status": {
          "type": "string",
          "enum": ["active", "deprecated", "deleted"],
          "default": "active",
          "description": "Server lifecycle status. 'deprecated' indicates the server is no longer recommended for new usage. 'deleted' indicates the server should never be installed and existing installations should be uninstalled - this is rare, and usually indicates malware or a legal takedown."
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "version": {
          "type": "string",
          "maxLength": 255,
          "example": "1.0.2",
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*')."
        },
        "website_url": {
          "type": "string",
          "format": "uri",
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples"
        }
      }
    },
    "Package": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "registry_type",
        "identifier",
        "version",
        "transport"
      ],
      "properties": {
        "registry_type": {
          "type": "string",
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": ["npm", "pypi", "oci", "nuget", "mcpb"]
        },
        "registry_base_url": {
          "type": "string",
          "format": "uri",
          "description": "Base URL of the package registry",
          "examples": ["https://registry.npmjs.org", "https://pypi.org", "https://docker.io", "https://api.nuget.org", "https://github.com", "https://gitlab.com"]
        },
        "identifier": {
          "type": "string",
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": ["@modelcontextprotocol/server-brave-search", "https://github.com/example/releases/download/v1.0.0/package.mcpb"]
        },
        "version": {
          "type": "string",
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*').",
          "not": {
            "const": "latest"
          },
          "example": "1.0.2",
          "minLength": 1
        },
        "file_sha256": {
          "type": "string",
          "pattern": "^[a-f0-9]{64}$",
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce"
        },
        "runtime_hint": {
          "type": "string",
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtime_arguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ]
        },
        "transport": {
          "anyOf": [
            {
              "$ref": "#/definitions/StdioTransport"
            },
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ],
          "description": "Transport protocol configuration for the package"
        },
        "runtime_arguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtime_hint\` field should be provided when \`runtime_arguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "package_arguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "environment_variables": {
          "type": "array",
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "Input": {
      "type": "object",
      "properties": {
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "is_required": {
          "type": "boolean",
          "default": false
        },
        "format": {
          "type": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "default": "string"
        },
        "value": {
          "type": "string",
          "description": "The default value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n"
        },
        "is_secret": {
          "type": "boolean",
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "default": false
        },
        "default": {
          "type": "string",
          "description": "The default value for the input."
        },
        "choices": {
          "type": "array",
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "items": {
            "type": "string"
          },
          "example": []
        }
      }
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "type": "object",
          "properties": {
            "variables": {
              "type": "object",
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              }
            }
          }
        }
      ]
    },
    "PositionalArgument": {
      "description": "A positional input is a value inserted verbatim into the command line.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "positional"
              ],
              "example": "positional"
            },
            "value_hint": {
              "type": "string",
              "description": "An identifier-like hint for the value. This is not part of the command line, but can be used by client configuration and to provide hints to users.",
              "example": "file_path"
            },
            "is_repeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "default": false
            }
          },
          "anyOf": [
            {
              "required": [
                "value_hint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ]
        }
      ]
    },
    "NamedArgument": {
      "description": "A command-line \`--flag={value}\`.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "named"
              ],
              "example": "named"
            },
            "name": {
              "type": "string",
              "description": "The flag name, including any leading dashes.",
              "example": "--port"
            },
            "is_repeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times.",
              "default": false
            }
          }
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "type": "string",
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE"
            }
          }
        }
      ]
    },
    "Argument": {
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution.",
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ]
    },
    "StdioTransport": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "stdio"
          ],
          "description": "Transport type",
          "example": "stdio"
        }
      }
    },
    "StreamableHttpTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "streamable-http"
          ],
          "description": "Transport type",
          "example": "streamable-http"
        },
        "url": {
          "type": "string",
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} reference argument value_hints, argument names, or environment variable names. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "SseTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "sse"
          ],
          "description": "Transport type",
          "example": "sse"
        },
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Server-Sent Events endpoint URL",
          "example": "https://mcp-fs.example.com/sse"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "allOf": [
        {
          "$ref": "#/definitions/Server"
        },
        {
          "type": "object",
          "properties": {
            "$schema": {
              "type": "string",
              "format": "uri",
              "description": "JSON Schema URI for this server.json format",
              "example": "https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json"
            },
            "packages": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/Package"
              }
            },
            "remotes": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "$ref": "#/definitions/StreamableHttpTransport"
                  },
                  {
                    "$ref": "#/definitions/SseTransport"
                  }
                ]
              }
            },
            "_meta": {
              "type": "object",
              "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
              "additionalProperties": true,
              "properties": {
                "io.modelcontextprotocol.registry/publisher-provided": {
                  "type": "object",
                  "description": "Publisher-provided metadata for downstream registries",
                  "additionalProperties": true
                },
                "io.modelcontextprotocol.registry/official": {
                  "type": "object",
                  "description": "Official MCP registry metadata (read-only, added by registry)",
                  "additionalProperties": true
                }
              }
            }
          }
        }
      ]
    }
  }
}`
  },
  {
    version: "2025-09-16",
    source: "https://github.com/modelcontextprotocol/static/blob/98bb594fa4641a3bfe2b81d1f1f5ec88ba1ed503/schemas/2025-09-16/server.schema.json",
    sha256: "a5c19f122907b4e0684ca08f36b944c3d0972799bc6223d575d5677f94717b0b",
    changes: "camelCase keys (breaking)",
    text: `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-09-16/server.schema.json",
  "title": "MCP Server Detail",
  "$ref": "#/definitions/ServerDetail",
  "definitions": {
    "Repository": {
      "type": "object",
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "required": [
        "url",
        "source"
      ],
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers"
        },
        "source": {
          "type": "string",
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github"
        },
        "id": {
          "type": "string",
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/<owner>/<repo> --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9"
        },
        "subfolder": {
          "type": "string",
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything"
        }
      }
    },
    "Server": {
      "type": "object",
      "required": [
        "name",
        "description",
        "version"
      ],
      "properties": {
        "name": {
          "type": "string",
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "minLength": 3,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "minLength": 1,
          "maxLength": 100
        },
        "status": {
          "type": "string",
          "enum": ["active", "deprecated", "deleted"],
          "default": "active",
          "description": "Server lifecycle status. 'deprecated' indicates the server is no longer recommended for new usage. 'deleted' indicates the server should never be installed and existing installations should be uninstalled - this is rare, and usually indicates malware or a legal takedown."
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "version": {
          "type": "string",
          "maxLength": 255,
          "example": "1.0.2",
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*')."
        },
        "websiteUrl": {
          "type": "string",
          "format": "uri",
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples"
        }
      }
    },
    "Package": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "registryType",
        "identifier",
        "version",
        "transport"
      ],
      "properties": {
        "registryType": {
          "type": "string",
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": ["npm", "pypi", "oci", "nuget", "mcpb"]
        },
        "registryBaseUrl": {
          "type": "string",
          "format": "uri",
          "description": "Base URL of the package registry",
          "examples": ["https://registry.npmjs.org", "https://pypi.org", "https://docker.io", "https://api.nuget.org", "https://github.com", "https://gitlab.com"]
        },
        "identifier": {
          "type": "string",
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": ["@modelcontextprotocol/server-brave-search", "https://github.com/example/releases/download/v1.0.0/package.mcpb"]
        },
        "version": {
          "type": "string",
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*').",
          "not": {
            "const": "latest"
          },
          "example": "1.0.2",
          "minLength": 1
        },
        "fileSha256": {
          "type": "string",
          "pattern": "^[a-f0-9]{64}$",
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce"
        },
        "runtimeHint": {
          "type": "string",
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtimeArguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ]
        },
        "transport": {
          "anyOf": [
            {
              "$ref": "#/definitions/StdioTransport"
            },
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ],
          "description": "Transport protocol configuration for the package"
        },
        "runtimeArguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtimeHint\` field should be provided when \`runtimeArguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "packageArguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "environmentVariables": {
          "type": "array",
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "Input": {
      "type": "object",
      "properties": {
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "isRequired": {
          "type": "boolean",
          "default": false
        },
        "format": {
          "type": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "default": "string"
        },
        "value": {
          "type": "string",
          "description": "The default value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n"
        },
        "isSecret": {
          "type": "boolean",
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "default": false
        },
        "default": {
          "type": "string",
          "description": "The default value for the input."
        },
        "choices": {
          "type": "array",
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "items": {
            "type": "string"
          },
          "example": []
        }
      }
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "type": "object",
          "properties": {
            "variables": {
              "type": "object",
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              }
            }
          }
        }
      ]
    },
    "PositionalArgument": {
      "description": "A positional input is a value inserted verbatim into the command line.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "positional"
              ],
              "example": "positional"
            },
            "valueHint": {
              "type": "string",
              "description": "An identifier-like hint for the value. This is not part of the command line, but can be used by client configuration and to provide hints to users.",
              "example": "file_path"
            },
            "isRepeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "default": false
            }
          },
          "anyOf": [
            {
              "required": [
                "valueHint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ]
        }
      ]
    },
    "NamedArgument": {
      "description": "A command-line \`--flag={value}\`.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "named"
              ],
              "example": "named"
            },
            "name": {
              "type": "string",
              "description": "The flag name, including any leading dashes.",
              "example": "--port"
            },
            "isRepeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times.",
              "default": false
            }
          }
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "type": "string",
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE"
            }
          }
        }
      ]
    },
    "Argument": {
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution.",
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ]
    },
    "StdioTransport": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "stdio"
          ],
          "description": "Transport type",
          "example": "stdio"
        }
      }
    },
    "StreamableHttpTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "streamable-http"
          ],
          "description": "Transport type",
          "example": "streamable-http"
        },
        "url": {
          "type": "string",
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} reference argument valueHints, argument names, or environment variable names. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "SseTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "sse"
          ],
          "description": "Transport type",
          "example": "sse"
        },
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Server-Sent Events endpoint URL",
          "example": "https://mcp-fs.example.com/sse"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "allOf": [
        {
          "$ref": "#/definitions/Server"
        },
        {
          "type": "object",
          "properties": {
            "$schema": {
              "type": "string",
              "format": "uri",
              "description": "JSON Schema URI for this server.json format",
              "example": "https://static.modelcontextprotocol.io/schemas/2025-09-16/server.schema.json"
            },
            "packages": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/Package"
              }
            },
            "remotes": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "$ref": "#/definitions/StreamableHttpTransport"
                  },
                  {
                    "$ref": "#/definitions/SseTransport"
                  }
                ]
              }
            },
            "_meta": {
              "type": "object",
              "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
              "additionalProperties": true,
              "properties": {
                "io.modelcontextprotocol.registry/publisher-provided": {
                  "type": "object",
                  "description": "Publisher-provided metadata for downstream registries",
                  "additionalProperties": true
                },
                "io.modelcontextprotocol.registry/official": {
                  "type": "object",
                  "description": "Official MCP registry metadata (read-only, added by registry)",
                  "additionalProperties": true
                }
              }
            }
          }
        }
      ]
    }
  }
}
`
  },
  {
    version: "2025-09-29",
    source: "https://github.com/modelcontextprotocol/static/blob/3ec7efd76902cf1a02e35a5afc77b39623aa7d08/schemas/2025-09-29/server.schema.json",
    sha256: "80fede68c01e868b7170b966f247bd32b9932c46f3fbef2e3b0d0a18996bf54f",
    changes: "status and the registry's _meta removed (breaking)",
    text: `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json",
  "title": "MCP Server Detail",
  "$ref": "#/definitions/ServerDetail",
  "definitions": {
    "Repository": {
      "type": "object",
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "required": [
        "url",
        "source"
      ],
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers"
        },
        "source": {
          "type": "string",
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github"
        },
        "id": {
          "type": "string",
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/<owner>/<repo> --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9"
        },
        "subfolder": {
          "type": "string",
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything"
        }
      }
    },
    "Server": {
      "type": "object",
      "required": [
        "name",
        "description",
        "version"
      ],
      "properties": {
        "name": {
          "type": "string",
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "minLength": 3,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "minLength": 1,
          "maxLength": 100
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "version": {
          "type": "string",
          "maxLength": 255,
          "example": "1.0.2",
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*')."
        },
        "websiteUrl": {
          "type": "string",
          "format": "uri",
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples"
        }
      }
    },
    "Package": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "registryType",
        "identifier",
        "version",
        "transport"
      ],
      "properties": {
        "registryType": {
          "type": "string",
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": [
            "npm",
            "pypi",
            "oci",
            "nuget",
            "mcpb"
          ]
        },
        "registryBaseUrl": {
          "type": "string",
          "format": "uri",
          "description": "Base URL of the package registry",
          "examples": [
            "https://registry.npmjs.org",
            "https://pypi.org",
            "https://docker.io",
            "https://api.nuget.org",
            "https://github.com",
            "https://gitlab.com"
          ]
        },
        "identifier": {
          "type": "string",
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": [
            "@modelcontextprotocol/server-brave-search",
            "https://github.com/example/releases/download/v1.0.0/package.mcpb"
          ]
        },
        "version": {
          "type": "string",
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*').",
          "not": {
            "const": "latest"
          },
          "example": "1.0.2",
          "minLength": 1
        },
        "fileSha256": {
          "type": "string",
          "pattern": "^[a-f0-9]{64}$",
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce"
        },
        "runtimeHint": {
          "type": "string",
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtimeArguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ]
        },
        "transport": {
          "anyOf": [
            {
              "$ref": "#/definitions/StdioTransport"
            },
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ],
          "description": "Transport protocol configuration for the package"
        },
        "runtimeArguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtimeHint\` field should be provided when \`runtimeArguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "packageArguments": {
          "type": "array",
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          }
        },
        "environmentVariables": {
          "type": "array",
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "Input": {
      "type": "object",
      "properties": {
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "isRequired": {
          "type": "boolean",
          "default": false
        },
        "format": {
          "type": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "default": "string"
        },
        "value": {
          "type": "string",
          "description": "The default value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n"
        },
        "isSecret": {
          "type": "boolean",
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "default": false
        },
        "default": {
          "type": "string",
          "description": "The default value for the input."
        },
        "choices": {
          "type": "array",
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "items": {
            "type": "string"
          },
          "example": []
        }
      }
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "type": "object",
          "properties": {
            "variables": {
              "type": "object",
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              }
            }
          }
        }
      ]
    },
    "PositionalArgument": {
      "description": "A positional input is a value inserted verbatim into the command line.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "positional"
              ],
              "example": "positional"
            },
            "valueHint": {
              "type": "string",
              "description": "An identifier-like hint for the value. This is not part of the command line, but can be used by client configuration and to provide hints to users.",
              "example": "file_path"
            },
            "isRepeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "default": false
            }
          },
          "anyOf": [
            {
              "required": [
                "valueHint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ]
        }
      ]
    },
    "NamedArgument": {
      "description": "A command-line \`--flag={value}\`.",
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "type",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "named"
              ],
              "example": "named"
            },
            "name": {
              "type": "string",
              "description": "The flag name, including any leading dashes.",
              "example": "--port"
            },
            "isRepeated": {
              "type": "boolean",
              "description": "Whether the argument can be repeated multiple times.",
              "default": false
            }
          }
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "type": "string",
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE"
            }
          }
        }
      ]
    },
    "Argument": {
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution.",
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ]
    },
    "StdioTransport": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "stdio"
          ],
          "description": "Transport type",
          "example": "stdio"
        }
      }
    },
    "StreamableHttpTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "streamable-http"
          ],
          "description": "Transport type",
          "example": "streamable-http"
        },
        "url": {
          "type": "string",
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} reference argument valueHints, argument names, or environment variable names. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "SseTransport": {
      "type": "object",
      "required": [
        "type",
        "url"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "sse"
          ],
          "description": "Transport type",
          "example": "sse"
        },
        "url": {
          "type": "string",
          "format": "uri",
          "description": "Server-Sent Events endpoint URL",
          "example": "https://mcp-fs.example.com/sse"
        },
        "headers": {
          "type": "array",
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          }
        }
      }
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "allOf": [
        {
          "$ref": "#/definitions/Server"
        },
        {
          "type": "object",
          "properties": {
            "$schema": {
              "type": "string",
              "format": "uri",
              "description": "JSON Schema URI for this server.json format",
              "example": "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json"
            },
            "packages": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/Package"
              }
            },
            "remotes": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "$ref": "#/definitions/StreamableHttpTransport"
                  },
                  {
                    "$ref": "#/definitions/SseTransport"
                  }
                ]
              }
            },
            "_meta": {
              "type": "object",
              "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
              "additionalProperties": true,
              "properties": {
                "io.modelcontextprotocol.registry/publisher-provided": {
                  "type": "object",
                  "description": "Publisher-provided metadata for downstream registries",
                  "additionalProperties": true
                }
              }
            }
          }
        }
      ]
    }
  }
}`
  },
  {
    version: "2025-10-11",
    source: "https://github.com/modelcontextprotocol/static/blob/da414f9afdc4bd57360607b0b7ce7ffb004f592e/schemas/2025-10-11/server.schema.json",
    sha256: "64135841ae0929143b22b70cbe0dda1483f7ee011adf9e19a3cee38392476808",
    changes: "a package's version optional (npm, PyPI, NuGet still use it); icons, title",
    text: `{
  "$comment": "This file is auto-generated from docs/reference/api/openapi.yaml. Do not edit manually. Run 'make generate-schema' to update.",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-10-11/server.schema.json",
  "$ref": "#/definitions/ServerDetail",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "definitions": {
    "Argument": {
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ],
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution."
    },
    "Icon": {
      "description": "An optionally-sized icon that can be displayed in a user interface.",
      "properties": {
        "mimeType": {
          "description": "Optional MIME type override if the source MIME type is missing or generic. Must be one of: image/png, image/jpeg, image/jpg, image/svg+xml, image/webp.",
          "enum": [
            "image/png",
            "image/jpeg",
            "image/jpg",
            "image/svg+xml",
            "image/webp"
          ],
          "example": "image/png",
          "type": "string"
        },
        "sizes": {
          "description": "Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., '48x48', '96x96') or 'any' for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size.",
          "examples": [
            [
              "48x48",
              "96x96"
            ],
            [
              "any"
            ]
          ],
          "items": {
            "pattern": "^(\\\\d+x\\\\d+|any)$",
            "type": "string"
          },
          "type": "array"
        },
        "src": {
          "description": "A standard URI pointing to an icon resource. Must be an HTTPS URL. Consumers SHOULD take steps to ensure URLs serving icons are from the same domain as the server or a trusted domain. Consumers SHOULD take appropriate precautions when consuming SVGs as they can contain executable JavaScript.",
          "example": "https://example.com/icon.png",
          "format": "uri",
          "maxLength": 255,
          "type": "string"
        },
        "theme": {
          "description": "Optional specifier for the theme this icon is designed for. 'light' indicates the icon is designed to be used with a light background, and 'dark' indicates the icon is designed to be used with a dark background. If not provided, the client should assume the icon can be used with any theme.",
          "enum": [
            "light",
            "dark"
          ],
          "type": "string"
        }
      },
      "required": [
        "src"
      ],
      "type": "object"
    },
    "Input": {
      "properties": {
        "choices": {
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "example": [],
          "items": {
            "type": "string"
          },
          "type": "array"
        },
        "default": {
          "description": "The default value for the input.  This should be a valid value for the input.  If you want to provide input examples or guidance, use the \`placeholder\` field instead.",
          "type": "string"
        },
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "format": {
          "default": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "type": "string"
        },
        "isRequired": {
          "default": false,
          "type": "boolean"
        },
        "isSecret": {
          "default": false,
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "type": "boolean"
        },
        "placeholder": {
          "description": "A placeholder for the input to be displaying during configuration. This is used to provide examples or guidance about the expected form or content of the input.",
          "type": "string"
        },
        "value": {
          "description": "The value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n",
          "type": "string"
        }
      },
      "type": "object"
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "properties": {
            "variables": {
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              },
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "type": "object"
            }
          },
          "type": "object"
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "name": {
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE",
              "type": "string"
            }
          },
          "required": [
            "name"
          ],
          "type": "object"
        }
      ]
    },
    "NamedArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times.",
              "type": "boolean"
            },
            "name": {
              "description": "The flag name, including any leading dashes.",
              "example": "--port",
              "type": "string"
            },
            "type": {
              "enum": [
                "named"
              ],
              "example": "named",
              "type": "string"
            }
          },
          "required": [
            "type",
            "name"
          ],
          "type": "object"
        }
      ],
      "description": "A command-line \`--flag={value}\`."
    },
    "Package": {
      "properties": {
        "environmentVariables": {
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "fileSha256": {
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce",
          "pattern": "^[a-f0-9]{64}$",
          "type": "string"
        },
        "identifier": {
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": [
            "@modelcontextprotocol/server-brave-search",
            "https://github.com/example/releases/download/v1.0.0/package.mcpb"
          ],
          "type": "string"
        },
        "packageArguments": {
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "registryBaseUrl": {
          "description": "Base URL of the package registry",
          "examples": [
            "https://registry.npmjs.org",
            "https://pypi.org",
            "https://docker.io",
            "https://api.nuget.org",
            "https://github.com",
            "https://gitlab.com"
          ],
          "format": "uri",
          "type": "string"
        },
        "registryType": {
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": [
            "npm",
            "pypi",
            "oci",
            "nuget",
            "mcpb"
          ],
          "type": "string"
        },
        "runtimeArguments": {
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtimeHint\` field should be provided when \`runtimeArguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "runtimeHint": {
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtimeArguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ],
          "type": "string"
        },
        "transport": {
          "anyOf": [
            {
              "$ref": "#/definitions/StdioTransport"
            },
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ],
          "description": "Transport protocol configuration for the package"
        },
        "version": {
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "minLength": 1,
          "not": {
            "const": "latest"
          },
          "type": "string"
        }
      },
      "required": [
        "registryType",
        "identifier",
        "transport"
      ],
      "type": "object"
    },
    "PositionalArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "anyOf": [
            {
              "required": [
                "valueHint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ],
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "type": "boolean"
            },
            "type": {
              "enum": [
                "positional"
              ],
              "example": "positional",
              "type": "string"
            },
            "valueHint": {
              "description": "An identifier for the positional argument. It is not part of the command line. It may be used by client configuration as a label identifying the argument. It is also used to identify the value in transport URL variable substitution.",
              "example": "file_path",
              "type": "string"
            }
          },
          "required": [
            "type"
          ],
          "type": "object"
        }
      ],
      "description": "A positional input is a value inserted verbatim into the command line."
    },
    "Repository": {
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "properties": {
        "id": {
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/\\u003cowner\\u003e/\\u003crepo\\u003e --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9",
          "type": "string"
        },
        "source": {
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github",
          "type": "string"
        },
        "subfolder": {
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything",
          "type": "string"
        },
        "url": {
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "url",
        "source"
      ],
      "type": "object"
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "properties": {
        "$schema": {
          "description": "JSON Schema URI for this server.json format",
          "example": "https://static.modelcontextprotocol.io/schemas/2025-10-11/server.schema.json",
          "format": "uri",
          "type": "string"
        },
        "_meta": {
          "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
          "properties": {
            "io.modelcontextprotocol.registry/publisher-provided": {
              "additionalProperties": true,
              "description": "Publisher-provided metadata for downstream registries",
              "example": {
                "buildInfo": {
                  "commit": "abc123def456",
                  "pipelineId": "build-789",
                  "timestamp": "2023-12-01T10:30:00Z"
                },
                "tool": "publisher-cli",
                "version": "1.2.3"
              },
              "type": "object"
            }
          },
          "type": "object"
        },
        "description": {
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "icons": {
          "description": "Optional set of sized icons that the client can display in a user interface. Clients that support rendering icons MUST support at least the following MIME types: image/png and image/jpeg (safe, universal compatibility). Clients SHOULD also support: image/svg+xml (scalable but requires security precautions) and image/webp (modern, efficient format).",
          "items": {
            "$ref": "#/definitions/Icon"
          },
          "type": "array"
        },
        "name": {
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "maxLength": 200,
          "minLength": 3,
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "type": "string"
        },
        "packages": {
          "items": {
            "$ref": "#/definitions/Package"
          },
          "type": "array"
        },
        "remotes": {
          "items": {
            "anyOf": [
              {
                "$ref": "#/definitions/StreamableHttpTransport"
              },
              {
                "$ref": "#/definitions/SseTransport"
              }
            ]
          },
          "type": "array"
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "title": {
          "description": "Optional human-readable title or display name for the MCP server. MCP subregistries or clients MAY choose to use this for display purposes.",
          "example": "Weather API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "version": {
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "maxLength": 255,
          "type": "string"
        },
        "websiteUrl": {
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "name",
        "description",
        "version"
      ],
      "type": "object"
    },
    "SseTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "sse"
          ],
          "example": "sse",
          "type": "string"
        },
        "url": {
          "description": "Server-Sent Events endpoint URL",
          "example": "https://mcp-fs.example.com/sse",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    },
    "StdioTransport": {
      "properties": {
        "type": {
          "description": "Transport type",
          "enum": [
            "stdio"
          ],
          "example": "stdio",
          "type": "string"
        }
      },
      "required": [
        "type"
      ],
      "type": "object"
    },
    "StreamableHttpTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "streamable-http"
          ],
          "example": "streamable-http",
          "type": "string"
        },
        "url": {
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} reference argument valueHints, argument names, or environment variable names. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    }
  },
  "title": "server.json defining a Model Context Protocol (MCP) server"
}
`
  },
  {
    version: "2025-10-17",
    source: "https://github.com/modelcontextprotocol/static/blob/4a612e49897a823a69bf30dd4df051270c36134b/schemas/2025-10-17/server.schema.json",
    sha256: "2cc1552fb3a00ad83d9ae4ee0445a21617098963b58e9bae7b94d680d841b4cc",
    changes: "MCPB packages may carry a version",
    text: `{
  "$comment": "This file is auto-generated from docs/reference/api/openapi.yaml. Do not edit manually. Run 'make generate-schema' to update.",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json",
  "$ref": "#/definitions/ServerDetail",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "definitions": {
    "Argument": {
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ],
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution."
    },
    "Icon": {
      "description": "An optionally-sized icon that can be displayed in a user interface.",
      "properties": {
        "mimeType": {
          "description": "Optional MIME type override if the source MIME type is missing or generic. Must be one of: image/png, image/jpeg, image/jpg, image/svg+xml, image/webp.",
          "enum": [
            "image/png",
            "image/jpeg",
            "image/jpg",
            "image/svg+xml",
            "image/webp"
          ],
          "example": "image/png",
          "type": "string"
        },
        "sizes": {
          "description": "Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., '48x48', '96x96') or 'any' for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size.",
          "examples": [
            [
              "48x48",
              "96x96"
            ],
            [
              "any"
            ]
          ],
          "items": {
            "pattern": "^(\\\\d+x\\\\d+|any)$",
            "type": "string"
          },
          "type": "array"
        },
        "src": {
          "description": "A standard URI pointing to an icon resource. Must be an HTTPS URL. Consumers SHOULD take steps to ensure URLs serving icons are from the same domain as the server or a trusted domain. Consumers SHOULD take appropriate precautions when consuming SVGs as they can contain executable JavaScript.",
          "example": "https://example.com/icon.png",
          "format": "uri",
          "maxLength": 255,
          "type": "string"
        },
        "theme": {
          "description": "Optional specifier for the theme this icon is designed for. 'light' indicates the icon is designed to be used with a light background, and 'dark' indicates the icon is designed to be used with a dark background. If not provided, the client should assume the icon can be used with any theme.",
          "enum": [
            "light",
            "dark"
          ],
          "type": "string"
        }
      },
      "required": [
        "src"
      ],
      "type": "object"
    },
    "Input": {
      "properties": {
        "choices": {
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "example": [],
          "items": {
            "type": "string"
          },
          "type": "array"
        },
        "default": {
          "description": "The default value for the input.  This should be a valid value for the input.  If you want to provide input examples or guidance, use the \`placeholder\` field instead.",
          "type": "string"
        },
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "format": {
          "default": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "type": "string"
        },
        "isRequired": {
          "default": false,
          "type": "boolean"
        },
        "isSecret": {
          "default": false,
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "type": "boolean"
        },
        "placeholder": {
          "description": "A placeholder for the input to be displaying during configuration. This is used to provide examples or guidance about the expected form or content of the input.",
          "type": "string"
        },
        "value": {
          "description": "The value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n",
          "type": "string"
        }
      },
      "type": "object"
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "properties": {
            "variables": {
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              },
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "type": "object"
            }
          },
          "type": "object"
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "name": {
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE",
              "type": "string"
            }
          },
          "required": [
            "name"
          ],
          "type": "object"
        }
      ]
    },
    "NamedArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times.",
              "type": "boolean"
            },
            "name": {
              "description": "The flag name, including any leading dashes.",
              "example": "--port",
              "type": "string"
            },
            "type": {
              "enum": [
                "named"
              ],
              "example": "named",
              "type": "string"
            }
          },
          "required": [
            "type",
            "name"
          ],
          "type": "object"
        }
      ],
      "description": "A command-line \`--flag={value}\`."
    },
    "Package": {
      "properties": {
        "environmentVariables": {
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "fileSha256": {
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce",
          "pattern": "^[a-f0-9]{64}$",
          "type": "string"
        },
        "identifier": {
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": [
            "@modelcontextprotocol/server-brave-search",
            "https://github.com/example/releases/download/v1.0.0/package.mcpb"
          ],
          "type": "string"
        },
        "packageArguments": {
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "registryBaseUrl": {
          "description": "Base URL of the package registry",
          "examples": [
            "https://registry.npmjs.org",
            "https://pypi.org",
            "https://docker.io",
            "https://api.nuget.org",
            "https://github.com",
            "https://gitlab.com"
          ],
          "format": "uri",
          "type": "string"
        },
        "registryType": {
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": [
            "npm",
            "pypi",
            "oci",
            "nuget",
            "mcpb"
          ],
          "type": "string"
        },
        "runtimeArguments": {
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtimeHint\` field should be provided when \`runtimeArguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "runtimeHint": {
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtimeArguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ],
          "type": "string"
        },
        "transport": {
          "anyOf": [
            {
              "$ref": "#/definitions/StdioTransport"
            },
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ],
          "description": "Transport protocol configuration for the package"
        },
        "version": {
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "minLength": 1,
          "not": {
            "const": "latest"
          },
          "type": "string"
        }
      },
      "required": [
        "registryType",
        "identifier",
        "transport"
      ],
      "type": "object"
    },
    "PositionalArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "anyOf": [
            {
              "required": [
                "valueHint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ],
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "type": "boolean"
            },
            "type": {
              "enum": [
                "positional"
              ],
              "example": "positional",
              "type": "string"
            },
            "valueHint": {
              "description": "An identifier for the positional argument. It is not part of the command line. It may be used by client configuration as a label identifying the argument. It is also used to identify the value in transport URL variable substitution.",
              "example": "file_path",
              "type": "string"
            }
          },
          "required": [
            "type"
          ],
          "type": "object"
        }
      ],
      "description": "A positional input is a value inserted verbatim into the command line."
    },
    "Repository": {
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "properties": {
        "id": {
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/\\u003cowner\\u003e/\\u003crepo\\u003e --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9",
          "type": "string"
        },
        "source": {
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github",
          "type": "string"
        },
        "subfolder": {
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything",
          "type": "string"
        },
        "url": {
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "url",
        "source"
      ],
      "type": "object"
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "properties": {
        "$schema": {
          "description": "JSON Schema URI for this server.json format",
          "example": "https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json",
          "format": "uri",
          "type": "string"
        },
        "_meta": {
          "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
          "properties": {
            "io.modelcontextprotocol.registry/publisher-provided": {
              "additionalProperties": true,
              "description": "Publisher-provided metadata for downstream registries",
              "example": {
                "buildInfo": {
                  "commit": "abc123def456",
                  "pipelineId": "build-789",
                  "timestamp": "2023-12-01T10:30:00Z"
                },
                "tool": "publisher-cli",
                "version": "1.2.3"
              },
              "type": "object"
            }
          },
          "type": "object"
        },
        "description": {
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "icons": {
          "description": "Optional set of sized icons that the client can display in a user interface. Clients that support rendering icons MUST support at least the following MIME types: image/png and image/jpeg (safe, universal compatibility). Clients SHOULD also support: image/svg+xml (scalable but requires security precautions) and image/webp (modern, efficient format).",
          "items": {
            "$ref": "#/definitions/Icon"
          },
          "type": "array"
        },
        "name": {
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "maxLength": 200,
          "minLength": 3,
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "type": "string"
        },
        "packages": {
          "items": {
            "$ref": "#/definitions/Package"
          },
          "type": "array"
        },
        "remotes": {
          "items": {
            "anyOf": [
              {
                "$ref": "#/definitions/StreamableHttpTransport"
              },
              {
                "$ref": "#/definitions/SseTransport"
              }
            ]
          },
          "type": "array"
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "title": {
          "description": "Optional human-readable title or display name for the MCP server. MCP subregistries or clients MAY choose to use this for display purposes.",
          "example": "Weather API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "version": {
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "maxLength": 255,
          "type": "string"
        },
        "websiteUrl": {
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "name",
        "description",
        "version"
      ],
      "type": "object"
    },
    "SseTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "sse"
          ],
          "example": "sse",
          "type": "string"
        },
        "url": {
          "description": "Server-Sent Events endpoint URL",
          "example": "https://mcp-fs.example.com/sse",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    },
    "StdioTransport": {
      "properties": {
        "type": {
          "description": "Transport type",
          "enum": [
            "stdio"
          ],
          "example": "stdio",
          "type": "string"
        }
      },
      "required": [
        "type"
      ],
      "type": "object"
    },
    "StreamableHttpTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "streamable-http"
          ],
          "example": "streamable-http",
          "type": "string"
        },
        "url": {
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} reference argument valueHints, argument names, or environment variable names. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    }
  },
  "title": "server.json defining a Model Context Protocol (MCP) server"
}
`
  },
  {
    version: "2025-12-11",
    source: "https://github.com/modelcontextprotocol/static/blob/a9ba437d9fbbe92076a24b20d56449ac7c7786ac/schemas/2025-12-11/server.schema.json",
    sha256: "3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0",
    changes: "remote URL template variables (RemoteTransport and LocalTransport split)",
    text: `{
  "$comment": "This file is auto-generated from docs/reference/api/openapi.yaml. Do not edit manually. Run 'make generate-schema' to update.",
  "$id": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  "$ref": "#/definitions/ServerDetail",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "definitions": {
    "Argument": {
      "anyOf": [
        {
          "$ref": "#/definitions/PositionalArgument"
        },
        {
          "$ref": "#/definitions/NamedArgument"
        }
      ],
      "description": "Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like ';rm -rf ~/Development' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution."
    },
    "Icon": {
      "description": "An optionally-sized icon that can be displayed in a user interface.",
      "properties": {
        "mimeType": {
          "description": "Optional MIME type override if the source MIME type is missing or generic. Must be one of: image/png, image/jpeg, image/jpg, image/svg+xml, image/webp.",
          "enum": [
            "image/png",
            "image/jpeg",
            "image/jpg",
            "image/svg+xml",
            "image/webp"
          ],
          "example": "image/png",
          "type": "string"
        },
        "sizes": {
          "description": "Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., '48x48', '96x96') or 'any' for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size.",
          "examples": [
            [
              "48x48",
              "96x96"
            ],
            [
              "any"
            ]
          ],
          "items": {
            "pattern": "^(\\\\d+x\\\\d+|any)$",
            "type": "string"
          },
          "type": "array"
        },
        "src": {
          "description": "A standard URI pointing to an icon resource. Must be an HTTPS URL. Consumers SHOULD take steps to ensure URLs serving icons are from the same domain as the server or a trusted domain. Consumers SHOULD take appropriate precautions when consuming SVGs as they can contain executable JavaScript.",
          "example": "https://example.com/icon.png",
          "format": "uri",
          "maxLength": 255,
          "type": "string"
        },
        "theme": {
          "description": "Optional specifier for the theme this icon is designed for. 'light' indicates the icon is designed to be used with a light background, and 'dark' indicates the icon is designed to be used with a dark background. If not provided, the client should assume the icon can be used with any theme.",
          "enum": [
            "light",
            "dark"
          ],
          "type": "string"
        }
      },
      "required": [
        "src"
      ],
      "type": "object"
    },
    "Input": {
      "properties": {
        "choices": {
          "description": "A list of possible values for the input. If provided, the user must select one of these values.",
          "example": [],
          "items": {
            "type": "string"
          },
          "type": "array"
        },
        "default": {
          "description": "The default value for the input.  This should be a valid value for the input.  If you want to provide input examples or guidance, use the \`placeholder\` field instead.",
          "type": "string"
        },
        "description": {
          "description": "A description of the input, which clients can use to provide context to the user.",
          "type": "string"
        },
        "format": {
          "default": "string",
          "description": "Specifies the input format. Supported values include \`filepath\`, which should be interpreted as a file on the user's filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.",
          "enum": [
            "string",
            "number",
            "boolean",
            "filepath"
          ],
          "type": "string"
        },
        "isRequired": {
          "default": false,
          "type": "boolean"
        },
        "isSecret": {
          "default": false,
          "description": "Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.",
          "type": "boolean"
        },
        "placeholder": {
          "description": "A placeholder for the input to be displaying during configuration. This is used to provide examples or guidance about the expected form or content of the input.",
          "type": "string"
        },
        "value": {
          "description": "The value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in \`{curly_braces}\` will be replaced with the corresponding properties from the input \`variables\` map. If an identifier in braces is not found in \`variables\`, or if \`variables\` is not provided, the \`{curly_braces}\` substring should remain unchanged.\\n",
          "type": "string"
        }
      },
      "type": "object"
    },
    "InputWithVariables": {
      "allOf": [
        {
          "$ref": "#/definitions/Input"
        },
        {
          "properties": {
            "variables": {
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              },
              "description": "A map of variable names to their values. Keys in the input \`value\` that are wrapped in \`{curly_braces}\` will be replaced with the corresponding variable values.",
              "type": "object"
            }
          },
          "type": "object"
        }
      ]
    },
    "KeyValueInput": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "name": {
              "description": "Name of the header or environment variable.",
              "example": "SOME_VARIABLE",
              "type": "string"
            }
          },
          "required": [
            "name"
          ],
          "type": "object"
        }
      ]
    },
    "LocalTransport": {
      "anyOf": [
        {
          "$ref": "#/definitions/StdioTransport"
        },
        {
          "$ref": "#/definitions/StreamableHttpTransport"
        },
        {
          "$ref": "#/definitions/SseTransport"
        }
      ],
      "description": "Transport protocol configuration for local/package context"
    },
    "NamedArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times.",
              "type": "boolean"
            },
            "name": {
              "description": "The flag name, including any leading dashes.",
              "example": "--port",
              "type": "string"
            },
            "type": {
              "enum": [
                "named"
              ],
              "example": "named",
              "type": "string"
            }
          },
          "required": [
            "type",
            "name"
          ],
          "type": "object"
        }
      ],
      "description": "A command-line \`--flag={value}\`."
    },
    "Package": {
      "properties": {
        "environmentVariables": {
          "description": "A mapping of environment variables to be set when running the package.",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "fileSha256": {
          "description": "SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.",
          "example": "fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce",
          "pattern": "^[a-f0-9]{64}$",
          "type": "string"
        },
        "identifier": {
          "description": "Package identifier - either a package name (for registries) or URL (for direct downloads)",
          "examples": [
            "@modelcontextprotocol/server-brave-search",
            "https://github.com/example/releases/download/v1.0.0/package.mcpb"
          ],
          "type": "string"
        },
        "packageArguments": {
          "description": "A list of arguments to be passed to the package's binary.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "registryBaseUrl": {
          "description": "Base URL of the package registry",
          "examples": [
            "https://registry.npmjs.org",
            "https://pypi.org",
            "https://docker.io",
            "https://api.nuget.org/v3/index.json",
            "https://github.com",
            "https://gitlab.com"
          ],
          "format": "uri",
          "type": "string"
        },
        "registryType": {
          "description": "Registry type indicating how to download packages (e.g., 'npm', 'pypi', 'oci', 'nuget', 'mcpb')",
          "examples": [
            "npm",
            "pypi",
            "oci",
            "nuget",
            "mcpb"
          ],
          "type": "string"
        },
        "runtimeArguments": {
          "description": "A list of arguments to be passed to the package's runtime command (such as docker or npx). The \`runtimeHint\` field should be provided when \`runtimeArguments\` are present.",
          "items": {
            "$ref": "#/definitions/Argument"
          },
          "type": "array"
        },
        "runtimeHint": {
          "description": "A hint to help clients determine the appropriate runtime for the package. This field should be provided when \`runtimeArguments\` are present.",
          "examples": [
            "npx",
            "uvx",
            "docker",
            "dnx"
          ],
          "type": "string"
        },
        "transport": {
          "$ref": "#/definitions/LocalTransport",
          "description": "Transport protocol configuration for the package"
        },
        "version": {
          "description": "Package version. Must be a specific version. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "minLength": 1,
          "not": {
            "const": "latest"
          },
          "type": "string"
        }
      },
      "required": [
        "registryType",
        "identifier",
        "transport"
      ],
      "type": "object"
    },
    "PositionalArgument": {
      "allOf": [
        {
          "$ref": "#/definitions/InputWithVariables"
        },
        {
          "anyOf": [
            {
              "required": [
                "valueHint"
              ]
            },
            {
              "required": [
                "value"
              ]
            }
          ],
          "properties": {
            "isRepeated": {
              "default": false,
              "description": "Whether the argument can be repeated multiple times in the command line.",
              "type": "boolean"
            },
            "type": {
              "enum": [
                "positional"
              ],
              "example": "positional",
              "type": "string"
            },
            "valueHint": {
              "description": "An identifier for the positional argument. It is not part of the command line. It may be used by client configuration as a label identifying the argument. It is also used to identify the value in transport URL variable substitution.",
              "example": "file_path",
              "type": "string"
            }
          },
          "required": [
            "type"
          ],
          "type": "object"
        }
      ],
      "description": "A positional input is a value inserted verbatim into the command line."
    },
    "RemoteTransport": {
      "allOf": [
        {
          "anyOf": [
            {
              "$ref": "#/definitions/StreamableHttpTransport"
            },
            {
              "$ref": "#/definitions/SseTransport"
            }
          ]
        },
        {
          "properties": {
            "variables": {
              "additionalProperties": {
                "$ref": "#/definitions/Input"
              },
              "description": "Configuration variables that can be referenced in URL template {curly_braces}. The key is the variable name, and the value defines the variable properties.",
              "type": "object"
            }
          },
          "type": "object"
        }
      ],
      "description": "Transport protocol configuration for remote context - extends StreamableHttpTransport or SseTransport with variables"
    },
    "Repository": {
      "description": "Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.",
      "properties": {
        "id": {
          "description": "Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/\\u003cowner\\u003e/\\u003crepo\\u003e --jq '.id'",
          "example": "b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9",
          "type": "string"
        },
        "source": {
          "description": "Repository hosting service identifier. Used by registries to determine validation and API access methods.",
          "example": "github",
          "type": "string"
        },
        "subfolder": {
          "description": "Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.",
          "example": "src/everything",
          "type": "string"
        },
        "url": {
          "description": "Repository URL for browsing source code. Should support both web browsing and git clone operations.",
          "example": "https://github.com/modelcontextprotocol/servers",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "url",
        "source"
      ],
      "type": "object"
    },
    "ServerDetail": {
      "description": "Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.",
      "properties": {
        "$schema": {
          "description": "JSON Schema URI for this server.json format",
          "example": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
          "format": "uri",
          "type": "string"
        },
        "_meta": {
          "description": "Extension metadata using reverse DNS namespacing for vendor-specific data",
          "properties": {
            "io.modelcontextprotocol.registry/publisher-provided": {
              "additionalProperties": true,
              "description": "Publisher-provided metadata for downstream registries",
              "example": {
                "buildInfo": {
                  "commit": "abc123def456",
                  "pipelineId": "build-789",
                  "timestamp": "2023-12-01T10:30:00Z"
                },
                "tool": "publisher-cli",
                "version": "1.2.3"
              },
              "type": "object"
            }
          },
          "type": "object"
        },
        "description": {
          "description": "Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.",
          "example": "MCP server providing weather data and forecasts via OpenWeatherMap API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "icons": {
          "description": "Optional set of sized icons that the client can display in a user interface. Clients that support rendering icons MUST support at least the following MIME types: image/png and image/jpeg (safe, universal compatibility). Clients SHOULD also support: image/svg+xml (scalable but requires security precautions) and image/webp (modern, efficient format).",
          "items": {
            "$ref": "#/definitions/Icon"
          },
          "type": "array"
        },
        "name": {
          "description": "Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.",
          "example": "io.github.user/weather",
          "maxLength": 200,
          "minLength": 3,
          "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
          "type": "string"
        },
        "packages": {
          "items": {
            "$ref": "#/definitions/Package"
          },
          "type": "array"
        },
        "remotes": {
          "items": {
            "$ref": "#/definitions/RemoteTransport"
          },
          "type": "array"
        },
        "repository": {
          "$ref": "#/definitions/Repository",
          "description": "Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."
        },
        "title": {
          "description": "Optional human-readable title or display name for the MCP server. MCP subregistries or clients MAY choose to use this for display purposes.",
          "example": "Weather API",
          "maxLength": 100,
          "minLength": 1,
          "type": "string"
        },
        "version": {
          "description": "Version string for this server. SHOULD follow semantic versioning (e.g., '1.0.2', '2.1.0-alpha'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., '^1.2.3', '~1.2.3', '\\u003e=1.2.3', '1.x', '1.*').",
          "example": "1.0.2",
          "maxLength": 255,
          "type": "string"
        },
        "websiteUrl": {
          "description": "Optional URL to the server's homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.",
          "example": "https://modelcontextprotocol.io/examples",
          "format": "uri",
          "type": "string"
        }
      },
      "required": [
        "name",
        "description",
        "version"
      ],
      "type": "object"
    },
    "SseTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "sse"
          ],
          "example": "sse",
          "type": "string"
        },
        "url": {
          "description": "Server-Sent Events endpoint URL template. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport's 'variables' object. After variable substitution, this should produce a valid URI.",
          "example": "https://mcp-fs.example.com/sse",
          "pattern": "^https?://[^\\\\s]+$",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    },
    "StdioTransport": {
      "properties": {
        "type": {
          "description": "Transport type",
          "enum": [
            "stdio"
          ],
          "example": "stdio",
          "type": "string"
        }
      },
      "required": [
        "type"
      ],
      "type": "object"
    },
    "StreamableHttpTransport": {
      "properties": {
        "headers": {
          "description": "HTTP headers to include",
          "items": {
            "$ref": "#/definitions/KeyValueInput"
          },
          "type": "array"
        },
        "type": {
          "description": "Transport type",
          "enum": [
            "streamable-http"
          ],
          "example": "streamable-http",
          "type": "string"
        },
        "url": {
          "description": "URL template for the streamable-http transport. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport's 'variables' object. After variable substitution, this should produce a valid URI.",
          "example": "https://api.example.com/mcp",
          "pattern": "^https?://[^\\\\s]+$",
          "type": "string"
        }
      },
      "required": [
        "type",
        "url"
      ],
      "type": "object"
    }
  },
  "title": "server.json defining a Model Context Protocol (MCP) server"
}
`
  }
];

// src/hosts/registry/index.ts
var SCHEMA_URL = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/([^/]+)\/server\.schema\.json$/;
var SERVER_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
var OBSOLETE_VERSIONS = /* @__PURE__ */ new Set(["2025-07-09", "2025-09-16"]);
var mcpRegistry = {
  id: "mcp-registry",
  displayName: "MCP Registry",
  serverMapKey: "packages",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "streamable-http", "sse"],
  inputs: false,
  // `{name}` placeholders name `variables` and inputs; nothing reads the environment from the file.
  envReference: void 0,
  isVariableReference: (value) => /\{[A-Za-z_][A-Za-z0-9_-]*\}/.test(value),
  source: "https://github.com/modelcontextprotocol/registry/tree/main/docs/reference/server-json",
  secretAdvice: 'server.json is published: declare the variable with "isSecret": true and no value, so each user supplies their own',
  fileKind: "MCP Registry server.json",
  serverMapOptional: true,
  serverMaps: () => [],
  recognizes: (root) => {
    if (root?.type !== "object") return false;
    const schema3 = stringValue(property(root, "$schema"));
    if (schema3 !== void 0) return /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\//.test(schema3);
    const name = stringValue(property(root, "name"));
    return name !== void 0 && SERVER_NAME.test(name) && (property(root, "packages")?.type === "array" || property(root, "remotes")?.type === "array");
  }
};
function publishedSchema(version) {
  return PUBLISHED_SERVER_SCHEMAS.find((s) => s.version === version);
}
var LATEST_SCHEMA_VERSION = PUBLISHED_SERVER_SCHEMAS[PUBLISHED_SERVER_SCHEMAS.length - 1].version;
var requireLazily = createRequire(import.meta.url);
var compiled = /* @__PURE__ */ new Map();
var ajv;
function isUri(value) {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
function validateServerJson(version, value) {
  const published = publishedSchema(version);
  if (!published) throw new Error(`no published server.json schema ${version}`);
  let validate = compiled.get(version);
  if (!validate) {
    ajv ??= new (__require("./vendor/ajv.cjs")).Ajv({ allErrors: true, strict: false, formats: { uri: isUri } });
    validate = ajv.compile(JSON.parse(published.text));
    compiled.set(version, validate);
  }
  return validate(value) ? [] : [...validate.errors ?? []];
}
function schemaVersion(root) {
  const node = property(root, "$schema");
  const url = stringValue(node);
  if (!node || url === void 0) return { missing: true };
  const m = SCHEMA_URL.exec(url);
  return m ? { version: m[1], node } : { unknownUrl: url, node };
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
  "cursor-hooks": cursorHooks,
  "codex-hooks": codexHooks,
  "copilot-hooks": copilotHooks,
  "mcp-registry": mcpRegistry
};
var DIALECT_IDS = Object.keys(DIALECTS);
function dialectForPath(filePath) {
  const location = locationFor(filePath);
  return location ? DIALECTS[location.dialect] : void 0;
}

// src/lock/packages.ts
function lockServerKey(lockKey, serverName) {
  return `${lockKey}#${serverName}`;
}
var lockPackageKey = (ecosystem, name) => `${ecosystem}:${name}`;
function registryPackages(server) {
  if (server.ignoredByHost || !server.launch) return [];
  return server.launch.packages.filter((p) => p.name !== "" && p.specKind !== "other" && !p.written.includes("${"));
}
function writtenVersion(pkg) {
  if (pkg.ecosystem === "oci") {
    if (pkg.specKind === "digest") return pkg.tag !== void 0 ? `${pkg.tag}@${pkg.digest}` : pkg.digest;
    return pkg.tag;
  }
  if (pkg.specKind !== "exact" || pkg.spec === void 0) return void 0;
  return pkg.ecosystem === "npm" ? clean(pkg.spec, { loose: true }) ?? pkg.spec : pkg.spec;
}
function inventoryOf(lockKey, model, registry) {
  const launches = [];
  for (const server of model.servers) {
    for (const pkg of registryPackages(server)) {
      const launch = { server: lockServerKey(lockKey, server.name), ecosystem: pkg.ecosystem, name: pkg.name, written: pkg.written, specKind: pkg.specKind };
      const written2 = writtenVersion(pkg);
      if (pkg.ecosystem === "npm") {
        const resolved = resolveSpec(registry, "npm", pkg.name, pkg.spec);
        launch.lookup = resolved.kind === "resolved" ? "resolved" : resolved.kind === "failed" ? "failed" : resolved.kind === "unknown" ? "not-asked" : "missing";
        if (resolved.kind === "resolved" && isExactVersion(resolved.version)) {
          launch.version = resolved.version;
          if (resolved.facts.integrity) launch.integrity = resolved.facts.integrity;
        } else if (isExactVersion(written2)) launch.version = written2;
      } else if (written2 && (pkg.ecosystem === "pypi" || pkg.specKind === "digest" || pkg.specKind === "tag")) {
        launch.version = written2;
      }
      launches.push(launch);
    }
  }
  return launches;
}
function lockedFor(lock, server, ecosystem, name) {
  const forServer = Object.values(lock.packages).filter((p) => p.servers.includes(server));
  return { entry: forServer.find((p) => p.ecosystem === ecosystem && p.name === name), forServer };
}

// src/rules/invalid-config.ts
import path from "node:path";

// src/hosts/schemas/index.ts
import { createRequire as createRequire2 } from "node:module";

// src/hosts/schemas/common.ts
var DRAFT_07 = "http://json-schema.org/draft-07/schema#";
var string = { type: "string" };
var stringArray = { type: "array", items: { type: "string" } };
var stringMap = { type: "object", additionalProperties: { type: "string" } };
var stdioServerProperties = {
  type: string,
  command: string,
  args: stringArray,
  env: stringMap,
  cwd: string
};
var remoteServerProperties = {
  url: string,
  serverUrl: string,
  httpUrl: string,
  headers: stringMap
};
function configSchema(id, title, serverMapKey, serverProperties, extra = {}) {
  return {
    $schema: DRAFT_07,
    $id: `https://mcp-audit.dev/schemas/${id}.json`,
    title,
    type: "object",
    properties: {
      [serverMapKey]: {
        type: "object",
        additionalProperties: { type: "object", properties: serverProperties }
      },
      ...extra
    }
  };
}

// src/hosts/schemas/claude-code.ts
var claudeCodeSchema = configSchema("claude-code", "Claude Code .mcp.json", "mcpServers", {
  ...stdioServerProperties,
  ...remoteServerProperties
});

// src/hosts/schemas/claude-desktop.ts
var claudeDesktopSchema = configSchema("claude-desktop", "Claude Desktop claude_desktop_config.json", "mcpServers", {
  ...stdioServerProperties
});

// src/hosts/schemas/cursor.ts
var cursorSchema = configSchema("cursor", "Cursor .cursor/mcp.json", "mcpServers", {
  ...stdioServerProperties,
  ...remoteServerProperties
});

// src/hosts/schemas/vscode.ts
var VSCODE_INPUT_TYPES = ["promptString", "pickString", "command"];
var vscodeInputSchema = {
  type: "object",
  required: ["type", "id"],
  properties: {
    type: { type: "string", enum: [...VSCODE_INPUT_TYPES] },
    id: string,
    description: string,
    password: { type: "boolean" },
    default: string,
    // pickString: plain strings or {label, value} pairs.
    options: { type: "array", items: { type: ["string", "object"], properties: { label: string, value: string } } },
    // command: the VS Code command to run, and its arguments.
    command: string
  }
};
var vscodeSchema = configSchema(
  "vscode",
  "VS Code .vscode/mcp.json",
  "servers",
  {
    ...stdioServerProperties,
    envFile: string,
    ...remoteServerProperties,
    // Development mode: restart on file changes, attach a debugger.
    dev: { type: "object" }
  },
  { inputs: { type: "array", items: vscodeInputSchema } }
);

// src/hosts/schemas/agents.ts
var boolean = { type: "boolean" };
var number = { type: "number" };
var object = { type: "object" };
var serverMap = (properties, extra = {}) => ({
  type: "object",
  additionalProperties: { type: "object", properties, ...extra }
});
var schema = (id, title, properties, extra = {}) => ({
  $schema: DRAFT_07,
  $id: `https://mcp-audit.dev/schemas/${id}.json`,
  title,
  type: "object",
  properties,
  ...extra
});
var claudeServer = { ...stdioServerProperties, ...remoteServerProperties };
var opencodeServer = {
  type: "object",
  required: ["type"],
  properties: { type: { enum: ["local", "remote"] } },
  allOf: [
    {
      if: { properties: { type: { const: "local" } }, required: ["type"] },
      then: {
        required: ["command"],
        properties: { type: string, command: { type: "array", minItems: 1, items: string }, environment: stringMap, enabled: boolean, timeout: number, cwd: string },
        additionalProperties: false
      }
    },
    {
      if: { properties: { type: { const: "remote" } }, required: ["type"] },
      then: {
        required: ["url"],
        properties: { type: string, url: string, headers: stringMap, enabled: boolean, timeout: number, oauth: { type: ["object", "boolean"] } },
        additionalProperties: false
      }
    }
  ]
};
var hookEvents = {
  type: "object",
  additionalProperties: {
    type: "array",
    items: {
      type: "object",
      properties: {
        matcher: string,
        hooks: { type: "array", items: { type: "object", properties: { type: string, command: string, args: stringArray, timeout: number } } }
      }
    }
  }
};
var componentPath = { type: "string", pattern: "^\\./" };
var paths = { anyOf: [componentPath, { type: "array", items: componentPath }] };
var pluginFields = {
  name: { type: "string", pattern: "." },
  version: string,
  description: string,
  mcpServers: { anyOf: [string, serverMap(claudeServer), { type: "array", items: { anyOf: [string, serverMap(claudeServer)] } }] },
  hooks: { anyOf: [componentPath, hookEvents, { type: "array", items: { anyOf: [componentPath, hookEvents] } }] },
  skills: paths,
  agents: paths,
  commands: { anyOf: [componentPath, { type: "array", items: componentPath }, object] }
};
var AGENT_HOST_SCHEMAS = {
  opencode: schema("opencode", "opencode opencode.json (mcp)", {
    // `mcp.servers` may be the newer nesting (a map of servers), not a server.
    mcp: { type: "object", properties: { servers: object }, additionalProperties: opencodeServer },
    permission: { type: ["string", "object"] }
  }),
  goose: schema("goose", "Goose config.yaml (extensions)", {
    GOOSE_MODE: string,
    extensions: serverMap({
      enabled: boolean,
      type: string,
      name: string,
      description: string,
      cmd: string,
      args: stringArray,
      envs: stringMap,
      env_keys: stringArray,
      uri: string,
      headers: stringMap,
      timeout: number,
      available_tools: stringArray
    })
  }),
  kiro: schema("kiro", "Kiro mcp.json", {
    mcpServers: serverMap({ ...claudeServer, disabled: boolean, autoApprove: stringArray, disabledTools: stringArray, oauth: object, oauthScopes: stringArray })
  }),
  "amazon-q": schema("amazon-q", "Amazon Q Developer mcp.json", {
    mcpServers: serverMap({ ...claudeServer, timeout: number, disabled: boolean, oauthScopes: stringArray, oauth: object })
  }),
  "amazon-q-agent": schema("amazon-q-agent", "Amazon Q Developer agent", {
    mcpServers: serverMap({ ...claudeServer, timeout: number, disabled: boolean, oauthScopes: stringArray, oauth: object }),
    tools: stringArray,
    allowedTools: stringArray,
    useLegacyMcpJson: boolean
  }),
  "copilot-cli": schema("copilot-cli", "Copilot CLI mcp-config.json", { mcpServers: serverMap({ ...claudeServer, tools: stringArray }) }),
  "copilot-agent": schema("copilot-agent", "Copilot coding agent MCP configuration", {
    mcpServers: serverMap({ ...claudeServer, tools: stringArray }, { required: ["type", "tools"] })
  }),
  crush: schema("crush", "Crush crush.json (mcp)", {
    mcp: serverMap({ ...claudeServer, disabled: boolean, disabled_tools: stringArray, enabled_tools: stringArray, timeout: number }),
    permissions: { type: "object", properties: { allowed_tools: stringArray } }
  }),
  vibe: schema("vibe", "Mistral Vibe config.toml (mcp_servers)", {
    bypass_tool_permissions: boolean,
    mcp_servers: {
      type: "array",
      items: {
        type: "object",
        required: ["name"],
        properties: {
          name: string,
          transport: string,
          command: { anyOf: [string, stringArray] },
          args: stringArray,
          env: stringMap,
          cwd: string,
          url: string,
          headers: stringMap,
          auth: object,
          disabled: boolean,
          disabled_tools: stringArray
        }
      }
    }
  }),
  lmstudio: schema("lmstudio", "LM Studio mcp.json", { mcpServers: serverMap(claudeServer) }),
  junie: schema("junie", "Junie mcp.json", { mcpServers: serverMap(claudeServer) }),
  "claude-code-settings": schema("claude-code-settings", "Claude Code settings.json", {
    enableAllProjectMcpServers: boolean,
    enabledMcpjsonServers: stringArray,
    disabledMcpjsonServers: stringArray,
    permissions: { type: "object", properties: { allow: stringArray, deny: stringArray, ask: stringArray, defaultMode: string } },
    hooks: hookEvents
  }),
  "claude-plugin": schema("claude-plugin", "Claude Code plugin.json", pluginFields, { required: ["name"] }),
  "claude-marketplace": schema(
    "claude-marketplace",
    "Claude Code marketplace.json",
    {
      name: string,
      owner: { type: "object", required: ["name"], properties: { name: string } },
      plugins: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "source"],
          properties: {
            ...pluginFields,
            source: { anyOf: [componentPath, { type: "object", required: ["source"], properties: { source: string, repo: string, url: string, ref: string, sha: { type: "string", pattern: "^[a-f0-9]{40}$" }, path: string, package: string, version: string } }] }
          }
        }
      }
    },
    { required: ["name", "owner", "plugins"] }
  ),
  "claude-hooks": schema("claude-hooks", "Claude Code hooks.json", { description: string, hooks: hookEvents }),
  "cursor-hooks": schema("cursor-hooks", "Cursor hooks.json", {
    version: number,
    hooks: { type: "object", additionalProperties: { type: "array", items: { type: "object", properties: { command: string, type: string, matcher: string, timeout: number } } } }
  }),
  "codex-hooks": schema("codex-hooks", "Codex hooks.json", { hooks: hookEvents }),
  "copilot-hooks": schema("copilot-hooks", "GitHub Copilot hooks file", {
    version: number,
    hooks: { type: "object", additionalProperties: { type: "array", items: { type: "object", properties: { type: string, bash: string, powershell: string, cwd: string, env: stringMap, timeoutSec: number } } } }
  }),
  // The published schema its `$schema` names is the server-json-schema rule's: value types only here.
  "mcp-registry": schema("mcp-registry", "MCP Registry server.json", {})
};

// src/hosts/schemas/user.ts
var boolean2 = { type: "boolean" };
var serverMap2 = (properties) => ({
  type: "object",
  additionalProperties: { type: "object", properties }
});
var schema2 = (id, title, properties) => ({
  $schema: DRAFT_07,
  $id: `https://mcp-audit.dev/schemas/${id}.json`,
  title,
  type: "object",
  properties
});
var claudeServer2 = { ...stdioServerProperties, ...remoteServerProperties };
var approvals = { disabled: boolean2, autoApprove: stringArray, alwaysAllow: stringArray, timeout: { type: "number" } };
var USER_HOST_SCHEMAS = {
  "claude-code-user": schema2("claude-code-user", "Claude Code ~/.claude.json", {
    mcpServers: serverMap2(claudeServer2),
    projects: { type: "object", additionalProperties: { type: "object", properties: { mcpServers: serverMap2(claudeServer2) } } }
  }),
  "vscode-settings": schema2("vscode-settings", "VS Code settings.json (mcp)", {
    mcp: { type: "object", properties: { servers: serverMap2({ ...claudeServer2, envFile: string }) } }
  }),
  windsurf: schema2("windsurf", "Windsurf mcp_config.json", { mcpServers: serverMap2({ ...claudeServer2, disabled: boolean2, disabledTools: stringArray }) }),
  gemini: schema2("gemini", "Gemini CLI settings.json", {
    mcpServers: serverMap2({ ...claudeServer2, trust: boolean2, timeout: { type: "number" }, includeTools: stringArray, excludeTools: stringArray, description: string })
  }),
  codex: schema2("codex", "Codex config.toml", {
    approval_policy: { type: ["string", "object"] },
    sandbox_mode: string,
    profile: string,
    profiles: { type: "object", additionalProperties: { type: "object", properties: { approval_policy: { type: ["string", "object"] }, sandbox_mode: string } } },
    mcp_servers: serverMap2({
      default_tools_approval_mode: string,
      tools: { type: "object", additionalProperties: { type: "object", properties: { approval_mode: string } } },
      command: string,
      args: stringArray,
      env: stringMap,
      env_vars: stringArray,
      cwd: string,
      url: string,
      bearer_token_env_var: string,
      http_headers: stringMap,
      env_http_headers: stringMap,
      enabled: boolean2,
      startup_timeout_sec: { type: "number" },
      tool_timeout_sec: { type: "number" },
      enabled_tools: stringArray,
      disabled_tools: stringArray
    })
  }),
  zed: schema2("zed", "Zed settings.json (context_servers)", {
    context_servers: serverMap2({
      // A string, or (older releases) `{ "path", "args", "env" }`.
      command: { type: ["string", "object"], properties: { path: string, args: stringArray, env: stringMap } },
      args: stringArray,
      env: stringMap,
      url: string,
      headers: stringMap,
      enabled: boolean2,
      source: string
    })
  }),
  continue: schema2("continue", "Continue config.yaml", {
    mcpServers: {
      type: "array",
      items: { type: "object", required: ["name"], properties: { name: string, ...claudeServer2 } }
    }
  }),
  cline: schema2("cline", "Cline cline_mcp_settings.json", { mcpServers: serverMap2({ ...claudeServer2, transportType: string, ...approvals }) }),
  roo: schema2("roo", "Roo Code mcp_settings.json", { mcpServers: serverMap2({ ...claudeServer2, ...approvals }) }),
  ...AGENT_HOST_SCHEMAS
};

// src/hosts/schemas/validators/index.generated.ts
var PRECOMPILED_DIALECTS = /* @__PURE__ */ new Set([
  "amazon-q",
  "amazon-q-agent",
  "claude-code",
  "claude-code-settings",
  "claude-code-user",
  "claude-desktop",
  "claude-hooks",
  "claude-marketplace",
  "claude-plugin",
  "cline",
  "codex",
  "codex-hooks",
  "continue",
  "copilot-agent",
  "copilot-cli",
  "copilot-hooks",
  "crush",
  "cursor",
  "cursor-hooks",
  "gemini",
  "goose",
  "junie",
  "kiro",
  "lmstudio",
  "mcp-registry",
  "opencode",
  "roo",
  "vibe",
  "vscode",
  "vscode-settings",
  "windsurf",
  "zed"
]);

// src/hosts/schemas/index.ts
var HOST_SCHEMAS = {
  "claude-code": claudeCodeSchema,
  vscode: vscodeSchema,
  cursor: cursorSchema,
  "claude-desktop": claudeDesktopSchema
};
var AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true };
function dialectSchema(host) {
  return Object.hasOwn(HOST_SCHEMAS, host) ? HOST_SCHEMAS[host] : USER_HOST_SCHEMAS[host];
}
var precompiled = /* @__PURE__ */ new Map();
var compiledAtRuntime = /* @__PURE__ */ new Map();
var requireLazily2 = createRequire2(import.meta.url);
var ajv2;
function schemaValidator(host) {
  const ready = precompiled.get(host) ?? compiledAtRuntime.get(host);
  if (ready) return ready;
  if (PRECOMPILED_DIALECTS.has(host)) {
    const validate2 = requireLazily2(`./validators/${host}.cjs`);
    precompiled.set(host, validate2);
    return validate2;
  }
  ajv2 ??= new (__require("./vendor/ajv.cjs")).Ajv(AJV_OPTIONS);
  const validate = ajv2.compile(dialectSchema(host));
  compiledAtRuntime.set(host, validate);
  return validate;
}
function validateConfig(host, value) {
  const validate = schemaValidator(host);
  return validate(value) ? [] : [...validate.errors ?? []];
}

// src/hosts/schemas/keys.ts
var CORE_SERVER_KEYS = ["type", "command", "args", "env", "envFile", "cwd", "url", "headers"];
var KNOWN_SERVER_KEYS = /* @__PURE__ */ new Set([
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
  "disabledTools"
]);
var SERVER_KEY_ALIASES = {
  environment: "env",
  environmentVariables: "env",
  envVars: "env",
  arguments: "args",
  argv: "args",
  cmd: "command",
  uri: "url",
  endpoint: "url",
  workingDirectory: "cwd"
};

// src/rules/data/json-value.ts
function jsonValue(node) {
  switch (node.type) {
    case "object": {
      const out = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (!k || !v) continue;
        const key = String(k.value);
        if (key === "__proto__") Object.defineProperty(out, key, { value: jsonValue(v), enumerable: true, writable: true, configurable: true });
        else out[key] = jsonValue(v);
      }
      return out;
    }
    case "array":
      return (node.children ?? []).map(jsonValue);
    default:
      return node.value;
  }
}
function locate(root, instancePath) {
  const tokens = instancePath === "" ? [] : instancePath.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node = root;
  const segments = [];
  for (const token of tokens) {
    if (node?.type === "array") {
      const index = Number(token);
      node = node.children?.[index];
      segments.push(index);
    } else {
      node = property(node, token);
      segments.push(token);
    }
    if (!node) return void 0;
  }
  return { node, segments };
}
function renderPath(segments) {
  return segments.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? JSON.stringify(s) : `.${JSON.stringify(s)}`).join("");
}

// src/rules/invalid-config.ts
var URL_KEYS = ["url", "serverUrl", "httpUrl"];
var invalidConfig = {
  meta: {
    id: "invalid-config",
    description: "Config the host cannot read or servers it cannot start: JSON syntax, server map key, transports, value types, duplicates, inputs",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "safe",
    network: false,
    docs: docsUrl("invalid-config")
  },
  check(context) {
    const label = fileLabel(context.host, context.file.displayPath);
    checkSyntax(context, label);
    const root = context.tree;
    if (!root) return;
    if (root.type !== "object") {
      context.report({
        node: root,
        pointer: "",
        subject: "root",
        message: `${label} must hold a JSON object with "${context.host.serverMapKey}", not ${article(root.type)}: ${context.host.displayName} finds no servers in it`
      });
      return;
    }
    checkServerMap(context, root, label);
    checkDuplicateKeys(context, root);
    checkValueTypes(context, root);
    for (const server of context.model.servers) {
      checkTransport(context, server);
      checkKeyTypos(context, server);
    }
    checkVariables(context, root);
  }
};
function checkSyntax(context, label) {
  const { parsed, host } = context;
  if (parsed.fatal && !parsed.problems.some((p) => p.kind === "syntax")) {
    context.report({ offset: 0, length: 0, pointer: "", subject: "empty", fatal: true, message: "invalid JSON: the file holds no value" });
    return;
  }
  const strict = `${host.displayName} reads strict JSON and will fail to load the file`;
  const reported = /* @__PURE__ */ new Set();
  for (const problem of parsed.problems) {
    const key = `${problem.offset}:${problem.kind}:${problem.message}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const at2 = {
      offset: problem.offset,
      length: problem.length,
      pointer: pointerAtOffset(parsed.tree, problem.offset)
    };
    switch (problem.kind) {
      case "syntax":
        context.report({ ...at2, subject: `syntax:${problem.message}`, fatal: true, message: `invalid JSON: ${problem.message}` });
        break;
      case "comment":
        context.report({ ...at2, subject: "comment", message: `comments are not valid in ${label}: ${strict}; remove the comment` });
        break;
      case "trailing-comma":
        context.report({
          ...at2,
          subject: "trailing-comma",
          message: `trailing commas are not valid in ${label}: ${strict}; remove the comma`,
          // Only the comma byte goes: the host then reads exactly what the author wrote.
          fix: { safety: "safe", description: "remove the trailing comma", edits: [{ offset: problem.offset, length: 1, content: "" }] }
        });
        break;
    }
  }
}
function pointerAtOffset(tree, offset) {
  const node = tree ? findNodeAtOffset(tree, offset) : void 0;
  return node ? pointer(...getNodePath(node)) : "";
}
function checkServerMap(context, root, label) {
  const { host } = context;
  const right = host.serverMapKey;
  const hasRight = property(root, right) !== void 0;
  let foreignSeen = false;
  for (const foreign of host.foreignServerMapKeys) {
    const entry = entries(root).findLast((e) => e.key === foreign);
    if (!entry) continue;
    foreignSeen = true;
    const ignored = `${host.displayName} ignores "${foreign}" in ${label}`;
    context.report({
      node: entry.keyNode,
      pointer: pointer(foreign),
      subject: `server-map:${foreign}`,
      ...hasRight ? { message: `${ignored}: move its servers into "${right}"` } : {
        message: `${ignored}: rename it to "${right}"`,
        // Unsafe: once renamed, the host starts these servers.
        fix: { safety: "unsafe", description: `rename "${foreign}" to "${right}"`, edits: [replaceString(entry.keyNode, right)] }
      }
    });
  }
  if (!hasRight && !foreignSeen) {
    context.report({
      offset: root.offset,
      length: 1,
      pointer: "",
      subject: "no-server-map",
      severity: "warning",
      message: `${label} has no "${right}" object: ${host.displayName} finds no servers in it; add your servers under "${right}"`
    });
  }
}
function fieldKeys(host) {
  let keys = fieldKeysOf.get(host);
  if (keys === void 0) fieldKeysOf.set(host, keys = computeFieldKeys(host));
  return keys;
}
var fieldKeysOf = /* @__PURE__ */ new WeakMap();
function computeFieldKeys(host) {
  const first = (paths2, fallback) => [...new Set((paths2 ?? []).map((p) => p[0]).filter(Boolean))].concat(paths2 ? [] : fallback);
  return {
    command: first(host.serverFields?.command, ["command"]),
    url: first(host.serverFields?.url, URL_KEYS),
    type: host.serverFields?.type?.[0]?.[0] ?? "type"
  };
}
function spelling(host, transport) {
  const aliases = Object.entries(host.transportAliases ?? {});
  const wanted = transport === "stdio" ? ["stdio"] : ["http", "streamable-http"];
  return aliases.find(([, t]) => wanted.includes(t))?.[0] ?? host.transports.find((t) => wanted.includes(t)) ?? transport;
}
function checkTransport(context, server) {
  const { host } = context;
  const name = `server "${server.name}"`;
  const keys = fieldKeys(host);
  const commandKey = keys.command.map((k) => propertyEntry(server.node, k)).find((e) => e !== void 0);
  const urlKey = keys.url.map((k) => propertyEntry(server.node, k)).find((e) => e !== void 0);
  const typeNode = property(server.node, keys.type);
  const type = typeof typeNode?.value === "string" && typeNode.type === "string" ? typeNode.value : void 0;
  const typeKey = keys.type;
  const [cmd, url] = [keys.command[0], keys.url[0]];
  const remoteHost = host.transports.some((t) => t !== "stdio");
  let typeOk = true;
  if (typeNode && type !== void 0 && !host.transports.includes(type)) {
    typeOk = false;
    const guess = closest(type, host.transports);
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: `type:${type}`,
      message: `${name} has unsupported ${typeKey} ${JSON.stringify(type)}: ${host.displayName} accepts ${orList(host.transports)}${guess ? `; did you mean ${JSON.stringify(guess)}?` : ""}`
    });
  }
  if (!remoteHost) {
    if (!commandKey) {
      context.report({
        node: urlKey?.keyNode ?? server.keyNode,
        pointer: urlKey ? `${server.pointer}${pointer(urlKey.key)}` : server.pointer,
        subject: "no-command",
        message: urlKey ? `${name} has "${urlKey.key}" but no "${cmd}": ${host.displayName} only launches local servers from this file; give the "${cmd}" that starts it, or add the remote server in the app` : `${name} has no "${cmd}": add the program ${host.displayName} should launch`
      });
    } else if (urlKey) {
      context.report({
        node: urlKey.keyNode,
        pointer: `${server.pointer}${pointer(urlKey.key)}`,
        subject: "url-ignored",
        message: `${name} has "${urlKey.key}", which ${host.displayName} ignores: it only launches local servers from this file; remove "${urlKey.key}"`
      });
    }
    return;
  }
  if (!commandKey && !urlKey) {
    context.report({
      node: server.keyNode,
      pointer: server.pointer,
      subject: "no-command-or-url",
      message: `${name} has neither "${cmd}" nor "${url}": add "${cmd}" to launch a local server or "${url}" to reach a remote one`
    });
    return;
  }
  if (commandKey && urlKey) {
    context.report({
      node: urlKey.keyNode,
      pointer: `${server.pointer}${pointer(urlKey.key)}`,
      subject: "command-and-url",
      message: `${name} has both "${commandKey.key}" and "${urlKey.key}": a server is either launched locally or reached remotely; remove one`
    });
    return;
  }
  if (!typeOk || !typeNode || type === void 0) return;
  const transport = host.transportAliases?.[type] ?? type;
  if (transport === "stdio" && urlKey) {
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: "stdio-with-url",
      message: `${name} has ${typeKey} ${JSON.stringify(type)} but a "${urlKey.key}": set "${typeKey}" to ${JSON.stringify(spelling(host, "http"))} to reach it remotely, or launch it with "${cmd}"`
    });
  } else if (transport !== "stdio" && commandKey) {
    context.report({
      node: typeNode,
      pointer: `${server.pointer}${pointer(typeKey)}`,
      subject: "remote-with-command",
      message: `${name} has ${typeKey} ${JSON.stringify(type)} but a "${commandKey.key}": set "${typeKey}" to ${JSON.stringify(spelling(host, "stdio"))} to launch it locally, or give its "${url}"`
    });
  }
}
function checkKeyTypos(context, server) {
  const aliases = Object.keys(SERVER_KEY_ALIASES);
  const own = context.host.serverKeys ?? [];
  for (const entry of entries(server.node)) {
    if (KNOWN_SERVER_KEYS.has(entry.key) || own.includes(entry.key)) continue;
    const near = SERVER_KEY_ALIASES[entry.key] ?? closest(entry.key, [...own, ...CORE_SERVER_KEYS, ...aliases]);
    if (near === void 0) continue;
    const meant = own.includes(near) ? near : SERVER_KEY_ALIASES[near] ?? near;
    context.report({
      node: entry.keyNode,
      pointer: `${server.pointer}${pointer(entry.key)}`,
      subject: `typo:${entry.key}`,
      severity: "warning",
      message: `server "${server.name}" has unknown key ${JSON.stringify(entry.key)}, which ${context.host.displayName} ignores: did you mean "${meant}"?`
    });
  }
}
function checkValueTypes(context, root) {
  const errors = validateConfig(context.host.id, jsonValue(root));
  const alternatives = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const seen = /* @__PURE__ */ new Set();
  const report2 = (instancePath, describe3, keyword) => {
    if (seen.has(instancePath)) return;
    seen.add(instancePath);
    const located = locate(root, instancePath);
    if (!located) return;
    context.report({ node: located.node, pointer: pointer(...located.segments), subject: `schema:${keyword}`, message: describe3(located.segments, located.node) });
  };
  for (const error of errors) {
    if (error.keyword === "if" || error.keyword === "anyOf" || error.keyword === "type" && alternatives.has(error.instancePath)) continue;
    report2(error.instancePath, (segments, node) => describeSchemaError(context, error, segments, node), error.keyword);
  }
  for (const at2 of alternatives) {
    if ([...seen].some((p) => p === at2 || p.startsWith(`${at2}/`))) continue;
    report2(at2, (segments) => `${describePath(context, segments)} has none of the forms ${context.host.displayName} accepts there`, "anyOf");
  }
}
function describeSchemaError(context, error, segments, node) {
  const where = describePath(context, segments);
  const params = error.params;
  switch (error.keyword) {
    case "type": {
      const expected = (Array.isArray(params.type) ? params.type : String(params.type).split(",")).map(String);
      return `${where} must be ${expected.map(article).join(" or ")}, got ${node.type}`;
    }
    case "enum": {
      const allowed = params.allowedValues.map(String);
      const got = node.type === "string" ? JSON.stringify(node.value) : node.type;
      const guess = node.type === "string" ? closest(String(node.value), allowed) : void 0;
      return `${where} must be ${orList(allowed)}, got ${got}${guess ? `: did you mean ${JSON.stringify(guess)}?` : ""}`;
    }
    case "required":
      return `${where} has no "${String(params.missingProperty)}": add it`;
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const meant = key === "args" ? ': put the arguments in the "command" array after the program' : key === "env" ? ': use "environment"' : "";
      return `${where} has key ${JSON.stringify(key)}, which ${context.host.displayName} refuses (it will not load the file)${meant || "; remove it"}`;
    }
    case "pattern":
      if (params.pattern === "^\\./") return `${where} must be a path inside the plugin, starting with "./", got ${JSON.stringify(node.value)}`;
      return `${where} ${error.message ?? "is not valid"}`;
    default:
      return `${where} ${error.message ?? "is not valid"}`;
  }
}
function describePath(context, segments) {
  const mapKeys = [context.host.serverMapKey, ...context.host.foreignServerMapKeys];
  const [first, second, ...rest] = segments;
  if (typeof first === "string" && mapKeys.includes(first) && second !== void 0) {
    const server = `server ${JSON.stringify(String(second))}`;
    return rest.length === 0 ? server : `${server}: ${renderPath(rest)}`;
  }
  return segments.length === 0 ? "the file" : renderPath(segments);
}
function checkDuplicateKeys(context, root) {
  const { host } = context;
  const mapKeys = [host.serverMapKey, ...host.foreignServerMapKeys];
  const visit = (node, path2) => {
    if (node.type === "array") {
      (node.children ?? []).forEach((child, i) => visit(child, [...path2, i]));
      return;
    }
    if (node.type !== "object") return;
    const props = entries(node);
    const lastIndex = /* @__PURE__ */ new Map();
    props.forEach((p, i) => lastIndex.set(p.key, i));
    const isServerMap = path2.length === 1 && typeof path2[0] === "string" && mapKeys.includes(path2[0]);
    const inServer = path2.length >= 2 && typeof path2[0] === "string" && mapKeys.includes(path2[0]) ? String(path2[1]) : void 0;
    props.forEach((p, i) => {
      if (lastIndex.get(p.key) !== i) {
        context.report({
          node: p.keyNode,
          pointer: pointer(...path2, p.key),
          subject: `duplicate:${p.key}`,
          message: isServerMap ? `duplicate server ${JSON.stringify(p.key)}: ${host.displayName} keeps only the last one; remove or rename this one` : `${inServer !== void 0 ? `server ${JSON.stringify(inServer)}: ` : ""}duplicate key ${JSON.stringify(p.key)}: only the last one counts; remove this one`
        });
      }
      visit(p.value, [...path2, p.key]);
    });
  };
  visit(root, []);
}
function checkVariables(context, root) {
  const { host, model } = context;
  const mapKeys = [host.serverMapKey, ...host.foreignServerMapKeys];
  const defined = new Set(model.inputs.map((i) => i.id));
  const used = /* @__PURE__ */ new Set();
  const visit = (node, path2) => {
    if (node.type === "object") {
      for (const p of entries(node)) visit(p.value, [...path2, p.key]);
      return;
    }
    if (node.type === "array") {
      (node.children ?? []).forEach((child, i) => visit(child, [...path2, i]));
      return;
    }
    if (node.type !== "string" || typeof node.value !== "string") return;
    const value = node.value;
    const prefix = path2.length >= 2 && typeof path2[0] === "string" && mapKeys.includes(path2[0]) ? `server ${JSON.stringify(String(path2[1]))}: ` : "";
    for (const ref of references(value)) {
      const reference = value.slice(ref.start, ref.end);
      const at2 = { ...spanInString(context.file.text, node, ref.start, reference.length), pointer: pointer(...path2), subject: `variable:${reference}` };
      const inputId2 = /^input:(.*)$/.exec(ref.inner)?.[1];
      if (inputId2 !== void 0) {
        used.add(inputId2);
        if (host.inputs) {
          if (!defined.has(inputId2)) {
            context.report({ ...at2, message: `${prefix}${reference} has no "inputs" entry: add one with "id": ${JSON.stringify(inputId2)}` });
          }
        } else {
          const instead = host.envReference ? `; use ${host.envReference(envName(inputId2))} to read an environment variable` : ", and it expands no other variable either";
          context.report({
            ...at2,
            message: `${prefix}${host.displayName} does not expand ${reference} (a VS Code input): the server receives it as literal text${instead}`
          });
        }
      } else if (!host.envReference && !host.variablesUnknown && !host.ownVariables) {
        context.report({
          ...at2,
          severity: "warning",
          message: `${prefix}${host.displayName} expands no variables: the server receives ${reference} as literal text; replace it with the value the server needs`
        });
      }
    }
  };
  visit(root, []);
  if (!host.inputs) return;
  const seen = /* @__PURE__ */ new Set();
  for (const input of model.inputs) {
    if (seen.has(input.id)) {
      context.report({
        node: input.idNode,
        pointer: `${input.pointer}/id`,
        subject: `duplicate-input:${input.id}`,
        message: `duplicate input id ${JSON.stringify(input.id)}: ids must be unique; rename or remove this entry`
      });
      continue;
    }
    seen.add(input.id);
    if (!used.has(input.id)) {
      context.report({
        node: input.idNode,
        pointer: `${input.pointer}/id`,
        subject: `unused-input:${input.id}`,
        severity: "warning",
        message: `input ${JSON.stringify(input.id)} is never used: remove it`
      });
    }
  }
}
function spanInString(text, node, index, length) {
  if (!isPlainString(text, node)) return { offset: node.offset, length: node.length };
  const value = String(node.value);
  const start = node.offset + 1 + JSON.stringify(value.slice(0, index)).length - 2;
  return { offset: start, length: JSON.stringify(value.slice(index, index + length)).length - 2 };
}
function envName(inputId2) {
  const name = inputId2.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").toUpperCase();
  return /^[A-Z_]/.test(name) ? name : `_${name}`;
}
function fileLabel(host, displayPath) {
  const normal = displayPath.replace(/\\/g, "/");
  const base = path.posix.basename(normal);
  const parent = path.posix.basename(path.posix.dirname(normal));
  if (base === "mcp.json" && parent.startsWith(".")) return `${parent}/${base}`;
  if (parent === ".claude-plugin" || parent === ".claude" && base.startsWith("settings")) return `${parent}/${base}`;
  return base || (host.id === "claude-desktop" ? "claude_desktop_config.json" : ".mcp.json");
}
function propertyEntry(object2, key) {
  return entries(object2).findLast((e) => e.key === key);
}
function article(type) {
  return /^[aeiou]/.test(type) ? `an ${type}` : type === "null" ? "null" : `a ${type}`;
}
function orList(values) {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1 ? quoted[0] ?? "" : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}

// src/secrets/naming.ts
function envName2(...parts) {
  const name = parts.join("_").toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  if (name === "") return "SECRET";
  return /^[0-9]/.test(name) ? `MCP_${name}` : name;
}
function scopedName(scope, part) {
  const s = envName2(scope);
  const p = envName2(part);
  return p === s || p.startsWith(`${s}_`) ? p : `${s}_${p}`;
}
function inputId(name) {
  return name.toLowerCase().replace(/_+/g, "-");
}
function uniqueId(id, taken) {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}

// src/rules/data/commands.ts
function programName(command) {
  const trimmed = command.trim().replace(/^["']|["']$/g, "");
  const head = /^(?:[A-Za-z]:[\\/]|\/)/.test(trimmed) ? trimmed : trimmed.split(/\s+/)[0] ?? "";
  const base = head.split(/[\\/]/).pop() ?? head;
  return base.replace(/\.(?:exe|cmd|bat|com|ps1)$/i, "").toLowerCase();
}
var POSIX_SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "fish"]);
var POWERSHELLS = /* @__PURE__ */ new Set(["powershell", "pwsh"]);
var PLAIN_LAUNCHERS = /* @__PURE__ */ new Set([
  "npx",
  "npm",
  "pnpm",
  "pnpx",
  "yarn",
  "bunx",
  "bun",
  "uvx",
  "uv",
  "pipx",
  "node",
  "deno",
  "python",
  "python3",
  "py",
  "docker",
  "podman",
  "dotnet",
  "java"
]);
var CMD_METACHARACTERS = /[&|<>^]/;
function powershellParameter(arg) {
  const m = /^[-/]([A-Za-z]+)$/.exec(arg);
  if (!m) return void 0;
  const p = m[1].toLowerCase();
  if (p === "e" || p === "ec" || p.length >= 2 && "encodedcommand".startsWith(p)) return "encoded";
  if (p === "c" || p === "cwa" || p.length >= 3 && ("command".startsWith(p) || "commandwithargs".startsWith(p))) return "command";
  if (p === "f" || p.length >= 2 && "file".startsWith(p)) return "file";
  return void 0;
}
function shellCommandFlag(program2, values) {
  if (POSIX_SHELLS.has(program2)) {
    for (let i = 0; i < values.length; i++) {
      const a = values[i];
      if (/^-[A-Za-z]*c[A-Za-z]*$/.test(a)) return { index: i, kind: "command" };
      if (/^[-+][oO]$/.test(a)) i++;
      else if (!/^[-+]/.test(a)) return void 0;
    }
    return void 0;
  }
  if (POWERSHELLS.has(program2)) {
    for (let i = 0; i < values.length; i++) {
      const kind = powershellParameter(values[i]);
      if (kind === "encoded" || kind === "command") return { index: i, kind };
      if (kind === "file") return void 0;
    }
  }
  return void 0;
}
var DOWNLOADER = String.raw`curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod`;
var INTERPRETER = String.raw`sh|bash|zsh|dash|ksh|ash|fish|python[0-9.]*|py|node|deno|bun|perl|ruby|php|iex|invoke-expression|pwsh|powershell`;
var WORD_END = String.raw`(?=$|[\s;&|)"'\`])`;
var PIPE_TO = String.raw`\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:[^\s|;&]*[\\/])?(${INTERPRETER})${WORD_END}`;
var DOWNLOAD_PIPE = new RegExp(String.raw`\b(${DOWNLOADER})\b[^;&\n]*?${PIPE_TO}`, "i");
var RUN_DOWNLOAD = new RegExp(String.raw`\b(${INTERPRETER}|source|eval)\s+(?:-\S+\s+)*["']?(<\(|\$\(|\`)\s*(${DOWNLOADER})\b`, "i");
var BASE64_PIPE = new RegExp(String.raw`\bbase64\s+(?:-\S+\s+)*?(-d|--decode|-D)\b[^;&\n]*?${PIPE_TO}`, "i");
var RUN_BASE64 = new RegExp(String.raw`\b(${INTERPRETER}|eval)\s+(?:-\S+\s+)*["']?(?:\$\(|\`)[^)\`]*\bbase64\s+(?:-\S+\s+)*?(-d|--decode|-D)\b`, "i");
var DOWNLOAD_WORD = /curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|webclient/i;
var BASE64_WORD = /base64/i;
function findDownloadExec(text) {
  if (!DOWNLOAD_WORD.test(text)) return void 0;
  let m = DOWNLOAD_PIPE.exec(text);
  if (m) return { index: m.index, label: `${m[1].toLowerCase()} | ${m[2].toLowerCase()}` };
  m = RUN_DOWNLOAD.exec(text);
  if (m) return { index: m.index, label: `${m[1].toLowerCase()} ${m[2] === "`" ? "$(" : m[2]}${m[3].toLowerCase()})` };
  m = /(?:^|[\s;&|(])(iex|invoke-expression)[\s(]*(iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/i.exec(text);
  if (m) return { index: m.index + (m[0].length - m[0].trimStart().length), label: `${m[1].toLowerCase()} (${m[2].toLowerCase().replace(/\s+/g, " ")})` };
  return void 0;
}
function findBase64Exec(text) {
  if (!BASE64_WORD.test(text)) return void 0;
  let m = BASE64_PIPE.exec(text);
  if (m) return { index: m.index, label: `base64 ${m[1]} | ${m[2].toLowerCase()}` };
  m = RUN_BASE64.exec(text);
  if (m) return { index: m.index, label: `${m[1].toLowerCase()} $(base64 ${m[2]})` };
  m = /frombase64string[\s\S]*?(?:^|[\s;|(])(iex|invoke-expression)\b|(?:^|[\s;|(])(iex|invoke-expression)\b[\s\S]*?frombase64string/i.exec(text);
  if (m) return { index: m.index, label: `FromBase64String | ${(m[1] ?? m[2]).toLowerCase()}` };
  return void 0;
}
function findEval(text, powershell) {
  const re = powershell ? /(?:^|[\s;&|({])(iex|invoke-expression)(?=$|[\s(])/i : /(?:^|[\s;&|({`])(eval)(?=$|\s)/;
  const m = re.exec(text);
  if (!m) return void 0;
  return { index: m.index + m[0].length - m[1].length, label: m[1].toLowerCase() };
}
var ELEVATORS = /* @__PURE__ */ new Set(["sudo", "doas", "pkexec", "runas", "gsudo"]);
function findElevation(text) {
  const m = /(?:^|[;&|(`{\n]|\$\(|\bthen\b|\bdo\b)\s*(sudo|doas|pkexec|runas|gsudo)(?=$|\s)/i.exec(text);
  if (!m) return void 0;
  return { index: m.index + m[0].length - m[1].length, label: m[1].toLowerCase() };
}
function findUnsafePerm(text) {
  const m = /(?:^|\s)(--unsafe-perm)(?:=(?:true|1))?(?=$|\s)/i.exec(text);
  return m ? { index: m.index + m[0].length - m[0].trimStart().length, label: m[1] } : void 0;
}
var DANGEROUS_CAPABILITIES = /* @__PURE__ */ new Map([
  ["ALL", "every capability, nearly the same as --privileged"],
  ["SYS_ADMIN", "mount, namespaces and most of root's powers: a known container escape"],
  ["SYS_MODULE", "loading kernel modules: full control of the host kernel"],
  ["SYS_PTRACE", "tracing and injecting code into processes"],
  ["SYS_RAWIO", "raw access to devices and host memory"],
  ["DAC_READ_SEARCH", "reading any file by handle: a known container escape (shocker)"],
  ["BPF", "loading eBPF programs into the host kernel"]
]);
function isUnconfinedSecurityOpt(value) {
  return /^(?:seccomp|apparmor|systempaths)[=:]unconfined$/i.test(value) || /^label[=:]disable$/i.test(value) || /^no-new-privileges[=:]false$/i.test(value);
}
function volumeSource(spec) {
  let i = /^[A-Za-z]:[\\/]/.test(spec) ? 2 : 0;
  while (i < spec.length && spec[i] !== ":") {
    if (spec.startsWith("${", i)) {
      const close = spec.indexOf("}", i);
      i = close === -1 ? spec.length : close + 1;
    } else i++;
  }
  if (i >= spec.length) return void 0;
  return hostMount(spec.slice(0, i));
}
function mountSource(spec) {
  const fields = /* @__PURE__ */ new Map();
  for (const part of spec.split(",")) {
    const eq2 = part.indexOf("=");
    fields.set((eq2 === -1 ? part : part.slice(0, eq2)).trim().toLowerCase(), eq2 === -1 ? "" : part.slice(eq2 + 1).trim());
  }
  const type = fields.get("type");
  const source = fields.get("source") ?? fields.get("src");
  if (source === void 0 || type !== void 0 && type !== "bind") return void 0;
  return hostMount(source);
}
function hostMount(source) {
  if (!/^(?:[/\\~.$%]|[A-Za-z]:)/.test(source)) return void 0;
  let p = source.replace(/^(?:\$\{HOME\}|\$HOME|\$\{env:HOME\}|\$\{env:USERPROFILE\}|\$\{userHome\}|%USERPROFILE%|%HOMEDRIVE%%HOMEPATH%|~)(?=$|[\\/])/i, "~").replace(/\\/g, "/").replace(/^\/\/\.\/pipe\//i, "//./pipe/");
  if (!p.startsWith("//./")) p = p.replace(/\/{2,}/g, "/");
  p = p.replace(/\/\.(?=\/|$)/g, "");
  p = p.replace(/^(?:\/home|\/Users|[A-Za-z]:\/Users)\/[^/]+(?=$|\/)/i, "~");
  p = p.replace(/^[A-Za-z]:\/?$/, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "");
  return { source, path: p };
}
var HOME_SECRETS = "the server can read and use them";
var SENSITIVE_PATHS = [
  { path: "/", below: false, what: "the host's whole file system", consequence: "the server can read and change every file" },
  { path: "~", below: false, what: "your whole home directory", consequence: "the server can read every key and token you keep there" },
  { path: "/home", below: false, what: "every user's home directory", consequence: "the server can read every key and token kept there" },
  { path: "/Users", below: false, what: "every user's home directory", consequence: "the server can read every key and token kept there" },
  { path: "/root", below: true, what: "root's home directory", consequence: "the server can read root's keys and tokens" },
  { path: "/etc", below: false, what: "the host's /etc", consequence: "the server can read system configuration and password hashes" },
  { path: "/etc/shadow", below: false, what: "the host's password hashes", consequence: HOME_SECRETS },
  { path: "/etc/sudoers", below: false, what: "the host's sudo rules", consequence: "a writable mount gives root on the host" },
  { path: "/etc/ssh", below: true, what: "the host's SSH configuration and keys", consequence: HOME_SECRETS },
  { path: "/proc", below: false, what: "the host's /proc", consequence: "the server can inspect and tamper with host processes" },
  { path: "/sys", below: false, what: "the host's /sys", consequence: "the server can change kernel settings" },
  { path: "/dev", below: false, what: "the host's /dev", consequence: "the server can reach raw disks and devices" },
  { path: "/boot", below: false, what: "the host's /boot", consequence: "the server can change the kernel the host boots" },
  { path: "/var/lib/docker", below: true, what: "Docker's data directory", consequence: "the server can read and change every container and image" },
  { path: "~/.ssh", below: true, what: "your SSH keys", consequence: HOME_SECRETS },
  { path: "~/.gnupg", below: true, what: "your GPG keys", consequence: HOME_SECRETS },
  { path: "~/.aws", below: true, what: "your AWS credentials", consequence: HOME_SECRETS },
  { path: "~/.azure", below: true, what: "your Azure credentials", consequence: HOME_SECRETS },
  { path: "~/.config/gcloud", below: true, what: "your Google Cloud credentials", consequence: HOME_SECRETS },
  { path: "~/.kube", below: true, what: "your Kubernetes credentials", consequence: HOME_SECRETS },
  { path: "~/.docker", below: true, what: "your Docker credentials", consequence: HOME_SECRETS },
  { path: "~/.config/gh", below: true, what: "your GitHub CLI token", consequence: HOME_SECRETS },
  { path: "~/.npmrc", below: false, what: "your npm token", consequence: HOME_SECRETS },
  { path: "~/.pypirc", below: false, what: "your PyPI token", consequence: HOME_SECRETS },
  { path: "~/.netrc", below: false, what: "your .netrc passwords", consequence: HOME_SECRETS },
  { path: "~/.git-credentials", below: false, what: "your git credentials", consequence: HOME_SECRETS }
];
function containerSocket(path2) {
  if (/^\/\/\.\/pipe\/docker_engine$/i.test(path2)) return "Docker";
  const m = /(?:^|\/)(docker|podman|containerd)\.sock$/i.exec(path2);
  if (!m) return void 0;
  const engine = m[1].toLowerCase();
  return engine === "docker" ? "Docker" : engine === "podman" ? "Podman" : "containerd";
}
function sensitivePath(path2) {
  let best;
  for (const entry of SENSITIVE_PATHS) {
    const hit = path2 === entry.path || entry.below && path2.startsWith(`${entry.path}/`);
    if (hit && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}
function containerOptionValue(option) {
  if (option.value === void 0) return void 0;
  if (!option.flag.startsWith("--") && option.valueIndex === option.argIndex && option.value.startsWith("=")) {
    return { value: option.value.slice(1), offset: option.valueOffset + 1 };
  }
  return { value: option.value, offset: option.valueOffset };
}

// src/rules/inline-secret.ts
var MAX_PER_STRING = 100;
var MAX_NESTING = 3;
var inlineSecret = {
  meta: {
    id: "inline-secret",
    description: "Credentials written into the config (env, headers, args, url, hook commands) instead of read from variables",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("inline-secret")
  },
  check(context) {
    const vscodeInputs = context.host.inputs && context.options["vscodeStyle"] !== "env";
    const takenIds = new Set(context.model.inputs.map((i) => i.id));
    const said = /* @__PURE__ */ new Map();
    const names = new Names(context.file.text);
    const settings = { label: context.host.sessionEnv?.file ?? "this settings file", server: void 0, scope: "" };
    const sessionMap = context.host.sessionEnv?.path.join(".") ?? "env";
    const over = /* @__PURE__ */ new Map();
    const all = [
      ...[...context.model.servers, ...context.model.hooks].flatMap((server) => [...slots(server, context.host.hookShell === "unknown")]),
      ...context.model.sessionEnv.flatMap((e) => [...keyedSlot(settings, e, `${sessionMap} "${e.key}"`, `session-env:${e.key}`, envName2(e.key))]),
      ...context.model.ruleCommands.flatMap((r) => {
        const rule = { label: "this settings file", server: void 0, scope: "", rule: true };
        const line = { at: r.at, text: r.at.value.slice(r.start, r.end), base: r.start, from: r.start, to: r.end, dialect: r.shell };
        return [...shellSlots(rule, line, `the rule ${r.at.pointer.replace(/^\/permissions\/(\w+)\/(\d+)$/, "permissions.$1[$2]")}`)];
      })
    ];
    const tooDeep = /* @__PURE__ */ new Map();
    for (const slot of all) {
      if (slot.tooDeep) {
        tooDeep.set(slot.word.at.node, slot);
        continue;
      }
      const part = slot.word.value.slice(slot.offset);
      if (!slot.word.shell && context.host.isVariableReference(part)) continue;
      for (const match of slot.found ? [slot.found] : findSecrets(slot.key, part)) {
        if (context.host.isVariableReference(match.secret) || slot.word.expanded && match.secret.includes("$")) continue;
        const seen = said.get(slot.word.at.node) ?? /* @__PURE__ */ new Map();
        said.set(slot.word.at.node, seen);
        const first = seen.get(match.secret);
        if (first) {
          if (first.again.length < MAX_PER_STRING) first.again.push({ slot, match });
          continue;
        }
        seen.set(match.secret, { slot, match, again: [] });
        if (seen.size > MAX_PER_STRING && !over.has(slot.word.at.node)) {
          over.set(slot.word.at.node, { slot, secrets: [slot.word.at.value] });
        }
      }
    }
    for (const seen of said.values()) {
      let n = 0;
      for (const literal2 of seen.values()) if (n++ < MAX_PER_STRING) report(context, literal2, vscodeInputs, takenIds, names);
    }
    for (const slot of tooDeep.values()) {
      context.report({ node: slot.word.at.node, pointer: slot.word.at.pointer, subject: "nested-too-deep", severity: "warning", message: `${slot.owner.label} nests shell lines (sh -c, ssh) more than ${MAX_NESTING} deep in ${slot.where}: the lines past that are read for token shapes only, not for password options or NAME=value; flatten the command (a script file) so it can be checked` });
    }
    for (const [, { slot, secrets }] of over) {
      const count = said.get(slot.word.at.node).size - MAX_PER_STRING;
      context.report({ node: slot.word.at.node, pointer: slot.word.at.pointer, subject: "more-secrets", secrets, message: `${slot.owner.label} has ${count} more literal secrets in the same string, not listed one by one: rotate them all and read each from a variable` });
    }
  }
};
var Names = class {
  given = /* @__PURE__ */ new Map();
  /** The next suffix to try for a name: a file of many secrets of one kind stays linear. */
  next = /* @__PURE__ */ new Map();
  /** Names the file reads already: `${NAME}`, `$NAME`, `${env:NAME}`, `$env:NAME`. */
  read;
  constructor(text) {
    this.read = new Set(Array.from(text.matchAll(/\$\{?(?:env:)?([A-Za-z_][A-Za-z0-9_]{0,127})/g), (m) => m[1]));
  }
  /** What each secret was named after each proposal: the same secret keeps its name. */
  named = /* @__PURE__ */ new Map();
  for(name, secret, madeUp) {
    const key = `${name}\0${secret}`;
    const known2 = this.named.get(key);
    if (known2 !== void 0) return known2;
    for (let n = this.next.get(name) ?? 1; ; n++) {
      const candidate = n === 1 ? name : `${name}_${n}`;
      if (!this.given.has(candidate) && !(madeUp && this.read.has(candidate))) {
        this.given.set(candidate, secret);
        this.next.set(name, n + 1);
        this.named.set(key, candidate);
        return candidate;
      }
    }
  }
};
function writtenForms(word) {
  if (word.base !== void 0) return [];
  const written2 = word.at.value.slice(word.from, word.to);
  const escaped = JSON.stringify(written2).slice(1, -1);
  return escaped === written2 ? [written2] : [written2, escaped];
}
function report(context, literal2, vscodeInputs, takenIds, names) {
  const { slot, match: m } = literal2;
  const { host, file } = context;
  const { owner, word } = slot;
  const noun = slot.noun ?? nounFor(slot, m);
  const where = m.param === void 0 ? slot.where : `${slot.where} (parameter "${m.param}")`;
  const head = `${owner.label} has a literal ${noun} in ${where} (${redact(m.secret)})`;
  const written2 = [...new Set([word, ...literal2.again.map((a) => a.slot.word)].flatMap(writtenForms))];
  const descriptor = { node: word.at.node, pointer: word.at.pointer, subject: `${slot.subject}${m.param ? `?${m.param}` : ""}`, secrets: [m.secret, ...written2], ...slot.severity ? { severity: slot.severity } : {} };
  if (owner.rule) {
    context.report({ ...descriptor, message: `${head}: rotate it and delete the rule (Claude Code saved the command as you approved it; it asks again next time)` });
    return;
  }
  if (!owner.server) {
    context.report({ ...descriptor, message: `${head}: rotate it; ${(host.sessionEnv?.advice ?? "").replace("{name}", slot.key ?? "")}` });
    return;
  }
  const name = owner.server.kind === "hook" && owner.server.transport === "http" && slot.key === void 0 ? "" : names.for(variableName(slot, m), m.secret, word.shell !== void 0 || owner.server.kind === "hook");
  const range = locate2(word, slot.offset + m.start, slot.offset + m.end, m.secret);
  if (word.fixable === false) {
    const advice = host.hookShell === "unknown" && owner.server.kind === "hook" ? `, then have the script the hook runs read it from the environment (${host.displayName} documents no shell for hook commands, so none is written here)` : ", and take it out of the file";
    context.report({ ...descriptor, message: `${head}: rotate it${advice}` });
    return;
  }
  if (word.shell === "pwsh") {
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from $env:${name} and set ${name} in the environment ${host.displayName} starts from` });
    return;
  }
  if (word.shell) {
    const places = [{ word, range, quote: range && quotingAt(word.at.value, word.from, range[0]) }];
    for (const { slot: other, match } of literal2.again) {
      const at2 = other.word.fixable === false ? void 0 : locate2(other.word, other.offset + match.start, other.offset + match.end, match.secret);
      places.push({ word: other.word, range: at2, quote: at2 && quotingAt(other.word.at.value, other.word.from, at2[0]) });
    }
    const quote2 = places.every((p) => p.range && p.quote !== void 0 && p.quote !== "'") ? places[0].quote : void 0;
    if (!range || quote2 === void 0 || quote2 === "'") {
      context.report({ ...descriptor, message: `${head}: rotate it, then read it from $${name} (outside single quotes) and set ${name} in the environment ${host.displayName} starts from` });
      return;
    }
    const referenceIn = (q) => q === '"' ? `\${${name}}` : `"\${${name}}"`;
    const reference2 = referenceIn(quote2);
    const edits2 = uniqueRanges(places).map((p) => replaceInString(file.text, p.word.at.node, p.range[0], p.range[1], referenceIn(p.quote)));
    const fix2 = { safety: "unsafe", description: `replace the literal ${noun} with ${reference2} and set ${name} in the environment ${host.displayName} starts from; still rotate it: the old value stays in git history and any copy of the file`, edits: edits2 };
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference2}`, fix: fix2 });
    return;
  }
  if (owner.server.kind === "hook" && owner.server.transport === "http") {
    httpHookReport(context, slot, range, { head, descriptor, name, noun });
    return;
  }
  if (!host.envReference) {
    const advice = host.secretAdvice ?? `${host.displayName} expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}` });
    return;
  }
  const edits = [];
  let reference = host.envReference(name);
  let how = `set ${name} in the environment ${host.displayName} starts from`;
  if (vscodeInputs) {
    const id = uniqueId(inputId(name), takenIds);
    const description = `${describeFor(owner.server.name, noun)} (mcp-audit moved it out of this file)`;
    const edit = inputsEdit(file.text, context.model, { type: "promptString", id, description, password: true });
    if (edit) {
      takenIds.add(id);
      edits.push(edit);
      reference = `\${input:${id}}`;
      how = `add a password prompt "${id}" to "inputs"`;
    }
  }
  if (!range) {
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}` });
    return;
  }
  edits.push(replaceInString(file.text, word.at.node, range[0], range[1], reference));
  const fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference} and ${how}; still rotate it: the old value stays in git history and any copy of the file`, edits };
  context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}`, fix });
}
function httpHookReport(context, slot, range, said) {
  const { file, host } = context;
  const hook = slot.owner.server.node;
  const { head, descriptor, name, noun } = said;
  const reference = `\${${name}}`;
  const allowed = allowedEnvVarsEdit(file.text, hook, name);
  if (slot.key === void 0 || !range || allowed === void 0) {
    const advice = slot.key === void 0 ? `an http hook's url expands no variable: send it in a header that reads a variable listed in its "allowedEnvVars"` : `write ${reference} there, list ${name} in the hook's "allowedEnvVars" and set ${name} in the environment ${host.displayName} starts from`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}` });
    return;
  }
  const edits = [replaceInString(file.text, slot.word.at.node, range[0], range[1], reference), ...allowed ? [allowed] : []];
  const fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference}, list ${name} in "allowedEnvVars" and set it in the environment ${host.displayName} starts from; still rotate it: the old value stays in git history and any copy of the file`, edits };
  context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference} (listed in "allowedEnvVars")`, fix });
}
function allowedEnvVarsEdit(text, hook, name) {
  const list = property(hook, "allowedEnvVars");
  if (list === void 0) return appendProperty(text, hook, "allowedEnvVars", JSON.stringify([name]));
  if (list.type !== "array") return void 0;
  const items2 = list.children ?? [];
  if (items2.some((i) => i.value === name)) return null;
  return items2.length === 0 ? insertIntoEmptyArray(text, list, name) : insertArrayElement(text, list, items2.length, JSON.stringify(name));
}
function scopeOf(server) {
  if (server.kind !== "hook") return envName2(server.name);
  const event = /^(\w+)\[\d+\]$/.exec(server.name);
  return event ? envName2(event[1].replace(/([a-z0-9])([A-Z])/g, "$1_$2"), "HOOK") : envName2(server.name);
}
function uniqueRanges(places) {
  const seen = /* @__PURE__ */ new Set();
  return places.filter((p) => !seen.has(p.range[0]) && seen.add(p.range[0]));
}
function locate2(word, start, end, secret) {
  if (word.base !== void 0) return [word.base + start, word.base + end];
  const written2 = word.at.value.slice(word.from, word.to);
  const at2 = written2.indexOf(secret);
  if (at2 === -1 || written2.indexOf(secret, at2 + 1) !== -1) return void 0;
  return [word.from + at2, word.from + at2 + secret.length];
}
function quotingAt(line, from, pos) {
  let quote2 = "";
  for (let i = from; i < pos; i++) {
    const c = line[i];
    if (quote2 === "'") {
      if (c === "'") quote2 = "";
      continue;
    }
    if (c === "\\") i++;
    else if (c === "`" || c === "$" && (line[i + 1] === "(" || quote2 === "" && line[i + 1] === "'")) return void 0;
    else if (c === '"') quote2 = quote2 === '"' ? "" : '"';
    else if (c === "'" && quote2 === "") quote2 = "'";
  }
  return quote2;
}
function* slots(server, shellUnknown) {
  const owner = { label: server.label ?? `server "${server.name}"`, server, scope: scopeOf(server) };
  for (const e of server.env) yield* keyedSlot(owner, e, `env "${e.key}"`, `env:${e.key}`, envName2(e.key));
  for (const h of server.headers) {
    const at2 = keyed(h);
    if (at2) yield headerSlot(owner, plainWord(at2), 0, h.key, `header "${h.key}"`);
  }
  if (server.url) {
    const key = server.url.pointer.slice(server.url.pointer.lastIndexOf("/") + 1);
    yield { owner, word: plainWord(server.url), offset: 0, key: void 0, where: `"${key}"`, subject: key, name: void 0, scope: owner.scope };
  }
  const command = server.command;
  if (!command) return;
  if (server.kind === "hook" ? server.argsNode === void 0 : server.args.length === 0 && /\s/.test(command.value.trim())) {
    const line = wholeLine(command, server.powershell ? "pwsh" : "sh");
    yield* shellSlots(owner, shellUnknown && server.kind === "hook" ? { ...line, noEdit: true } : line, server.kind === "hook" ? "its command" : "its command line");
    return;
  }
  const args = server.args;
  const used = /* @__PURE__ */ new Set();
  const launch = server.launch;
  if (launch?.runner === "docker run" || launch?.runner === "podman run") {
    for (const o of launch.options) {
      const eq2 = o.value?.indexOf("=") ?? -1;
      const at2 = args[o.valueIndex];
      if (o.flag !== "-e" && o.flag !== "--env" || eq2 <= 0 || !at2) continue;
      const key = o.value.slice(0, eq2);
      used.add(o.valueIndex);
      yield { owner, word: plainWord(at2), offset: o.valueOffset + eq2 + 1, key, where: `"${launch.runner} ${o.flag} ${key}"`, subject: `container-env:${key}`, name: envName2(key), scope: envName2(key) };
    }
  }
  const program2 = programName(command.value);
  const payload = shellPayload(program2, args);
  if (payload !== void 0) {
    used.add(payload);
    yield* shellSlots(owner, wholeLine(args[payload], POWERSHELLS.has(program2) ? "pwsh" : "sh"), `the line ${program2} runs (args[${args[payload].index}])`);
  }
  const words = args.map((a) => plainWord(a));
  yield* argSlots(owner, words, used, (i) => `args[${args[i].index}]`, void 0, "arg");
  yield* passwordSlots(owner, argvCommand([plainWord(command), ...words]), (i) => i === 0 ? command : args[i - 1], "its arguments");
}
function shellPayload(program2, args) {
  const flag = shellCommandFlag(program2, args.map((a) => a.value));
  return flag?.kind === "command" && flag.index + 1 < args.length ? flag.index + 1 : void 0;
}
function* keyedSlot(owner, e, where, subject, name) {
  const at2 = keyed(e);
  if (at2) yield { owner, word: plainWord(at2), offset: 0, key: e.key, where, subject, name, scope: name };
}
function* argSlots(owner, words, used, whereOf, line, subjectPrefix) {
  const inLine = line === void 0 ? "" : ` in ${line}`;
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const arg = words[i];
    const following = words[i + 1];
    const next = following && !used.has(i + 1) && !following.value.startsWith("-") ? following : void 0;
    const flag = /^(--?[A-Za-z][\w-]*)(=?)/.exec(arg.value);
    const valueAt = flag?.[2] ? arg : next;
    const valueOffset = flag?.[2] ? flag[0].length : 0;
    if (flag && valueAt && HEADER_FLAGS.has(flag[1])) {
      const header = /^([\w-]+):[ \t]*/.exec(valueAt.value.slice(valueOffset));
      if (header) {
        used.add(words.indexOf(valueAt));
        yield headerSlot(owner, valueAt, valueOffset + header[0].length, header[1], `header "${header[1]}" of argument "${flag[1]}"${inLine}`);
        continue;
      }
    }
    if (flag && valueAt && flag[1].startsWith("--") && classifyKey(flag[1])) {
      used.add(words.indexOf(valueAt));
      yield { owner, word: valueAt, offset: valueOffset, key: flag[1], where: `argument "${flag[1]}"${inLine}`, subject: `${subjectPrefix}:${flag[1]}`, name: scopedName(owner.scope, flag[1]), scope: owner.scope };
      continue;
    }
    const inner = flag?.[2] ? /^([A-Za-z_][A-Za-z0-9_.-]*)=/.exec(arg.value.slice(flag[0].length)) : null;
    if (inner && classifyKey(inner[1])) {
      const key = inner[1];
      yield { owner, word: arg, offset: flag[0].length + inner[0].length, key, where: `${key}=\u2026 of argument "${flag[1]}"${inLine}`, subject: `${subjectPrefix}:${flag[1]}:${key}=`, name: envName2(key), scope: envName2(key) };
      continue;
    }
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(arg.value);
    if (assignment && classifyKey(assignment[1])) {
      const key = assignment[1];
      yield { owner, word: arg, offset: assignment[0].length, key, where: `${key}=\u2026${line === void 0 ? ` (${whereOf(i)})` : inLine}`, subject: `${subjectPrefix}:${key}=`, name: envName2(key), scope: envName2(key) };
      continue;
    }
    if (line !== void 0 && arg.value.includes('":')) yield* jsonMembers(owner, arg, inLine, `${subjectPrefix}:${i}`);
    yield { owner, word: arg, offset: 0, key: void 0, where: whereOf(i), subject: `${subjectPrefix}:${i}`, name: void 0, scope: owner.scope };
  }
}
function* jsonMembers(owner, word, inLine, subject) {
  for (const m of word.value.matchAll(/"([A-Za-z_][\w.-]{0,63})"[ \t]{0,8}:[ \t]{0,8}"([^"\\\n]{1,1000})"/g)) {
    const key = m[1];
    if (!classifyKey(key)) continue;
    const start = m.index + m[0].length - m[2].length - 1;
    yield { owner, word: { ...word, value: word.value.slice(0, start + m[2].length) }, offset: start, key, where: `"${key}" of JSON${inLine}`, subject: `${subject}:json:${key}`, name: envName2(key), scope: envName2(key) };
  }
}
function* shellSlots(owner, line, where, path2 = "", depth = 0) {
  const script = parseShell(line.text, line.dialect);
  for (const [c0, c1] of script.comments) yield* dataSlots(owner, line, c0, c1, `a comment in ${where}`, `comment${path2}`);
  const commands = allCommands(script);
  for (let k = 0; k < commands.length; k++) {
    const cmd = commands[k];
    const subject = `command[${path2}${k}]`;
    for (const a of cmd.assignments) {
      const eq2 = a.value.indexOf("=");
      const key = a.value.slice(0, eq2);
      if (eq2 > 0) yield { owner, word: shellWord(line, a), offset: eq2 + 1, key, where: `${key}=\u2026 in ${where}`, subject: `${subject}:${key}=`, name: envName2(key), scope: envName2(key) };
    }
    const words = cmd.words.map((w) => shellWord(line, w));
    yield* argSlots(owner, words, /* @__PURE__ */ new Set(), () => where, where, subject);
    yield* passwordSlots(owner, cmd, (i) => words[i], where, subject);
    for (const r of cmd.redirects) {
      if (r.heredoc) yield* dataSlots(owner, line, r.heredoc.start, r.heredoc.end, `a heredoc in ${where}`, `${subject}:heredoc`);
      else if (r.op === "<<<" && r.target) yield* argSlots(owner, [shellWord(line, r.target)], /* @__PURE__ */ new Set(), () => where, where, `${subject}:<<<`);
    }
    const inv = line.dialect === "sh" && depth <= MAX_NESTING ? invocationOf(cmd) : void 0;
    const payload = inv && POSIX_SHELLS.has(inv.name) ? shellPayload(inv.name, inv.args) : void 0;
    const remote = inv?.name === "ssh" ? sshCommandAt(inv.values) : void 0;
    if (inv && depth === MAX_NESTING) {
      if (payload !== void 0 || remote !== void 0) yield { owner, word: words[0], offset: 0, key: void 0, where, subject: "nested", name: void 0, scope: owner.scope, tooDeep: true };
      continue;
    }
    if (inv && payload !== void 0) yield* shellSlots(owner, { ...innerLine(line, inv.args[payload]), noEdit: true }, where, `${path2}${k}/`, depth + 1);
    if (inv && remote !== void 0) {
      const words2 = inv.args.slice(remote);
      const inner = words2.length === 1 ? innerLine(line, words2[0]) : joinedLine(line, words2);
      yield* shellSlots(owner, { ...inner, noEdit: true }, where, `${path2}${k}/`, depth + 1);
    }
  }
}
function innerLine(line, w) {
  const written2 = line.text.slice(w.pos, w.end);
  const from = line.base !== void 0 ? line.base + w.pos : line.from;
  const to = line.base !== void 0 ? line.base + w.end : line.to;
  const inPlace = line.base !== void 0 && written2.length >= 2 && (written2[0] === "'" || written2[0] === '"') && written2.at(-1) === written2[0] && written2.slice(1, -1) === w.value;
  return { at: line.at, text: w.value, base: inPlace ? line.base + w.pos + 1 : void 0, from, to, dialect: "sh", ...line.noEdit ? { noEdit: true } : {} };
}
function joinedLine(line, words) {
  const from = line.base !== void 0 ? line.base + words[0].pos : line.from;
  const to = line.base !== void 0 ? line.base + words[words.length - 1].end : line.to;
  return { at: line.at, text: words.map((w) => w.value).join(" "), base: void 0, from, to, dialect: "sh", ...line.noEdit ? { noEdit: true } : {} };
}
function* dataSlots(owner, line, start, end, where, subject) {
  yield { owner, word: spanWord(line, start, end), offset: 0, key: void 0, where, subject, name: void 0, scope: owner.scope };
  const body = line.text.slice(start, end);
  for (const m of body.matchAll(/^[ \t#]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]{0,127})=(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"']*))/gm)) {
    const key = m[1];
    if (!classifyKey(key)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    const at2 = start + m.index + m[0].length - value.length - (m[4] === void 0 ? 1 : 0);
    yield { owner, word: spanWord(line, at2, at2 + value.length), offset: 0, key, where: `${key}=\u2026 in ${where}`, subject: `${subject}:${key}=`, name: envName2(key), scope: envName2(key) };
  }
}
function spanWord(line, start, end) {
  const base = line.base === void 0 ? void 0 : line.base + start;
  return { at: line.at, value: line.text.slice(start, end), base, from: base ?? line.from, to: base === void 0 ? line.to : base + end - start, shell: line.dialect, fixable: false };
}
function* passwordSlots(owner, cmd, wordAt, where, subject = "password") {
  const inv = invocationOf(cmd);
  const found = inv && passwordArgument(inv);
  if (!inv || !found) return;
  const held = wordAt(cmd.words.indexOf(found.word));
  const word = "base" in held ? held : plainWord(held);
  const start = word.value.lastIndexOf(found.password);
  if (start === -1) return;
  const match = { secret: found.password, reason: "key-name", start: 0, end: found.password.length };
  const name = PASSWORD_VARIABLES[inv.name] ?? envName2(inv.name, "PASSWORD");
  yield { owner, word, offset: start, key: void 0, where: `the ${found.option} option of ${where}`, subject: `${subject}:${found.option}`, name, scope: owner.scope, noun: "password", found: match, ...found.wellKnown ? { severity: "warning" } : {} };
}
function argvCommand(words) {
  const cmd = { pos: 0, end: 0, assignments: [], words: [], redirects: [], pipeline: [], pipeIndex: 0, group: void 0 };
  cmd.pipeline.push(cmd);
  for (const w of words) cmd.words.push({ pos: 0, end: 0, value: w.value, quoted: false, expansions: w.value.includes("$") || /%\w+%/.test(w.value) ? [{ text: w.value, quoted: false, at: 0 }] : [], subs: [] });
  return cmd;
}
function plainWord(at2) {
  return { at: at2, value: at2.value, base: 0, from: 0, to: at2.value.length };
}
function shellWord(line, w) {
  const written2 = line.text.slice(w.pos, w.end);
  const from = line.base === void 0 ? line.from : line.base + w.pos;
  const to = line.base === void 0 ? line.to : line.base + w.end;
  return { at: line.at, value: w.value, base: line.base !== void 0 && written2 === w.value ? line.base + w.pos : void 0, from, to, shell: line.dialect, expanded: w.expansions.length > 0, ...line.noEdit ? { fixable: false } : {} };
}
function wholeLine(at2, dialect) {
  return { at: at2, text: at2.value, base: 0, from: 0, to: at2.value.length, dialect };
}
var HEADER_FLAGS = /* @__PURE__ */ new Set(["--header", "-H", "--headers"]);
function headerSlot(owner, word, offset, header, where) {
  const part = /^(proxy-)?authorization$/i.test(header) ? "TOKEN" : header;
  return { owner, word, offset, key: header, where, subject: `header:${header}`, name: owner.server?.kind === "hook" && part === "TOKEN" ? void 0 : scopedName(owner.scope, part), scope: owner.scope };
}
function keyed(e) {
  return e.value === void 0 ? void 0 : { value: e.value, node: e.valueNode, pointer: e.pointer };
}
function nounFor(slot, m) {
  if (m.format && !m.format.generic) return m.format.description;
  if (m.scheme) return /^bearer$/i.test(m.scheme) ? "bearer token" : /^basic$/i.test(m.scheme) ? "basic auth credential" : "token";
  const info = classifyKey(m.param ?? slot.key);
  return info?.noun ?? m.format?.description ?? "secret";
}
function variableName(slot, m) {
  const part = slot.word.value.slice(slot.offset);
  const whole = m.param === void 0 && m.end === part.length && (m.start === 0 || m.scheme !== void 0);
  if (whole) return slot.name ?? m.format?.envName ?? scopedName(slot.owner.scope, "TOKEN");
  const what = m.param ?? (m.format?.id === "connection-string-password" ? "PASSWORD" : "TOKEN");
  return scopedName(slot.scope, what);
}
function describeFor(server, noun) {
  const text = noun.toLowerCase().startsWith(server.toLowerCase()) ? noun : `${server} ${noun}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function inputsEdit(text, model, input) {
  const inputs = model.inputsNode;
  const items2 = inputs?.children ?? [];
  if (inputs?.type === "array" && items2.length === 0) return insertIntoEmptyArray(text, inputs, input);
  if (inputs?.type === "array") return insertArrayElement(text, inputs, items2.length, serializeAt(text, items2[items2.length - 1].offset, input));
  const root = model.root;
  const last = root?.children?.[root.children.length - 1];
  if (inputs !== void 0 || root?.type !== "object" || !last) return void 0;
  return appendProperty(text, root, "inputs", serializeAt(text, last.offset, [input]));
}

// src/packages/launches.ts
function launchedPackages(model, options, ecosystems = ["npm"]) {
  const allowed = allowList(options.allow);
  const out = [];
  for (const server of model.servers) {
    if (!server.launch) continue;
    for (const pkg of server.launch.packages) {
      if (pkg.name === "" || pkg.specKind === "other" || pkg.written.includes("${") || !ecosystems.includes(pkg.ecosystem) || allowed(pkg)) continue;
      if (pkg.ecosystem === "npm" && /^npm:/i.test(pkg.spec ?? "")) continue;
      out.push({ server, pkg, arg: argHolding(server, pkg) });
    }
  }
  return out;
}
function packageNode(launched) {
  const at2 = launched.arg ?? launched.server.command;
  return { node: at2.node, pointer: at2.pointer };
}
function argHolding(server, pkg) {
  const holds = (arg) => arg !== void 0 && pkg.nameStart >= 0 && arg.value.slice(pkg.nameStart, pkg.versionEnd) === pkg.written;
  if (pkg.argIndex === -1) {
    const command = server.command && { ...server.command, index: -1 };
    return holds(command) ? command : void 0;
  }
  const byPosition = server.args[pkg.argIndex];
  if (holds(byPosition)) return byPosition;
  const byIndex = server.args.find((a) => a.index === pkg.argIndex);
  return holds(byIndex) ? byIndex : void 0;
}
function allowList(option) {
  const entries2 = Array.isArray(option) ? option.filter((e) => typeof e === "string") : [];
  return (pkg) => entries2.some((entry) => {
    if (entry.endsWith("/*")) return pkg.name.startsWith(entry.slice(0, -1));
    return pkg.ecosystem === "pypi" ? pep503(entry) === pep503(pkg.name) : entry === pkg.name;
  });
}
function pep503(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function pinEdit(text, launched, version) {
  if (!launched.arg || launched.pkg.ecosystem !== "npm") return void 0;
  return replaceInString(text, launched.arg.node, launched.pkg.versionStart, launched.pkg.versionEnd, `@${version}`);
}

// src/rules/unpinned-package.ts
var unpinnedPackage = {
  meta: {
    id: "unpinned-package",
    description: "Servers launched from a registry package or image must pin an exact version (or a digest).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "safe",
    network: false,
    docs: docsUrl("unpinned-package")
  },
  check(context) {
    const allowed = allowList(context.options.allow);
    for (const server of context.model.servers) {
      if (!server.launch) continue;
      for (const pkg of server.launch.packages) {
        if (pkg.name === "" || allowed(pkg)) continue;
        if (pkg.written.includes("${")) continue;
        const verdict = judge(context, server, server.launch, pkg);
        if (!verdict) continue;
        const arg = argHolding(server, pkg);
        context.report({
          node: arg?.node ?? server.command.node,
          pointer: arg?.pointer ?? server.command.pointer,
          message: verdict.message,
          subject: `${pkg.ecosystem}:${pkg.name}`,
          severity: verdict.severity,
          ...verdict.fix && arg ? { fix: verdict.fix(arg) } : {},
          ...verdict.fixAfterLookup && arg ? { fixAfterLookup: verdict.fixAfterLookup } : {}
        });
      }
    }
  },
  // Online (--online): every unpinned npm package; otherwise (--fix) only those no local source pins.
  prefetch(context) {
    const queries = [];
    for (const { pkg } of launchedPackages(context.model, context.options)) {
      if (pkg.specKind === "exact") continue;
      if (context.mode === "fixes" && localPin(context, pkg)) continue;
      queries.push({ ecosystem: "npm", name: pkg.name, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} });
    }
    return queries;
  }
};
function judge(context, server, launch, pkg) {
  const runs = `server "${server.name}" runs`;
  if (pkg.ecosystem === "oci") {
    const suggestion = `${pkg.name}:<version>@sha256:<digest>`;
    if (pkg.specKind === "none") {
      return { severity: "warning", message: `${runs} image ${pkg.name} with no tag, which means :latest: pin a version tag and its digest, e.g. ${suggestion}` };
    }
    if (pkg.specKind === "tag" && pkg.tag === "latest") {
      return { severity: "warning", message: `${runs} image ${pkg.written}, a tag that moves with every release: pin a version tag and its digest, e.g. ${suggestion}` };
    }
    if (pkg.specKind === "tag") {
      return { severity: "info", message: `${runs} image ${pkg.written} without a digest: a tag can be moved, pin the digest: ${pkg.written}@sha256:\u2026` };
    }
    return void 0;
  }
  if (pkg.specKind === "exact") return void 0;
  if (pkg.specKind === "other") return judgeSource(runs, pkg);
  if (pkg.specKind === "digest") return void 0;
  const what = pkg.specKind === "none" ? `${pkg.name} with no version` : pkg.specKind === "range" ? `${pkg.written}, a version range` : pkg.written;
  const severity = pkg.specKind === "range" ? "warning" : "error";
  const example = `${pkg.name}${exampleSeparator(launch, pkg)}<version>`;
  if (pkg.ecosystem === "pypi") {
    const why2 = "mcp-audit does not look PyPI versions up yet";
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (${why2})` };
  }
  const today = aliased(pkg) ? { kind: "unknown" } : resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
  const todayVersion = today.kind === "resolved" ? today.version : void 0;
  const pin = (version, says, from) => ({
    severity,
    message: `${runs} ${what}: pin an exact version (${says})`,
    // Safe when it is what runs today (the registry says so); otherwise the pin may change what runs
    // (22.2.0 today, the project's 22.1.8 after the fix): unsafe.
    // The last gate before a write: whatever the source, only an exact version is ever written.
    ...isExactVersion(version) ? {
      fix: (arg) => ({
        safety: version === todayVersion ? "safe" : "unsafe",
        description: `pin ${pkg.name} to ${version} (${from})`,
        edits: [replaceInString(context.file.text, arg.node, pkg.versionStart, pkg.versionEnd, `@${version}`)]
      })
    } : {}
  });
  const project = usable(context.project.npmVersion(pkg.name));
  if (project && allows(pkg, project.version)) return pin(project.version, `the project uses ${project.version}, from ${project.source}`, `from ${project.source}`);
  const locked = lockedVersion(context, pkg);
  if (locked && allows(pkg, locked)) return pin(locked, `mcp-audit.lock.json records ${locked}`, "from mcp-audit.lock.json");
  if (today.kind === "resolved") {
    const asked = pkg.spec ?? "latest";
    return pin(today.version, `${asked} resolves to ${today.version} on ${today.registry} today`, `what ${asked} resolves to on ${today.registry} today`);
  }
  if (project) {
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (the project uses ${project.version}, from ${project.source}, which ${pkg.spec} does not allow)` };
  }
  const why = context.project.root === void 0 ? "no project lockfile was found" : "the project does not install it";
  if (context.registry === void 0 && !aliased(pkg)) {
    const asked = pkg.spec ?? "latest";
    return {
      severity,
      message: `${runs} ${what}: pin an exact version: run mcp-audit --fix to pin what ${asked} resolves to today (one registry lookup), or write one, e.g. ${example}`,
      fixAfterLookup: { lookup: `npm:${pkg.name}@${asked}` }
    };
  }
  return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (${why}, and ${registryClause(context, today, pkg)})` };
}
function registryClause(context, today, pkg) {
  if (context.registry?.mode === "offline") return "--offline forbids the registry lookup that would pin it";
  switch (today.kind) {
    case "failed":
      return `the lookup on ${today.registry} failed: ${today.reason}`;
    case "missing-package":
      return `${today.registry} has no package of that name`;
    case "missing-version":
      return `${today.registry} has no version matching ${pkg.spec}`;
    case "unusable":
      return `the registry's answer for ${today.tag} on ${today.registry} is unusable (${today.reason}): nothing was pinned from it`;
    default:
      return "the registry was not asked about it";
  }
}
function localPin(context, pkg) {
  const project = usable(context.project.npmVersion(pkg.name));
  if (project && allows(pkg, project.version)) return true;
  const locked = lockedVersion(context, pkg);
  return locked !== void 0 && allows(pkg, locked);
}
function lockedVersion(context, pkg) {
  const version = context.lock?.packages[lockPackageKey("npm", pkg.name)]?.version;
  return isExactVersion(version) ? version : void 0;
}
function usable(found) {
  return found && isExactVersion(found.version) ? found : void 0;
}
function allows(pkg, version) {
  return pkg.specKind !== "range" || satisfies(version, pkg.spec);
}
function aliased(pkg) {
  return /^npm:/i.test(pkg.spec ?? "");
}
function judgeSource(runs, pkg) {
  const token = pkg.spec ?? pkg.written;
  if (/^(file:|link:|\.{1,2}[\\/]|\/|~\/|[A-Za-z]:[\\/])/i.test(token)) return void 0;
  if (/[#@][0-9a-f]{40}(?:[#&]|$)/i.test(token)) return void 0;
  const git = /^(git\+|git:|git@|ssh:|github:|gitlab:|bitbucket:|gist:|hg\+|svn\+|bzr\+)/i.test(token) || /^[^:@]+\/[^:@]+$/.test(token) || /\.git(#|@|$)/.test(token);
  const how = git ? pkg.ecosystem === "pypi" ? "pin a commit (\u2026@<commit sha>)" : "pin a commit (\u2026#<commit sha>)" : "install it from a registry at an exact version instead";
  return { severity: "warning", message: `${runs} ${pkg.written}, which is not from a registry and cannot be pinned by version: ${how}` };
}
function exampleSeparator(launch, pkg) {
  if (pkg.ecosystem === "npm") return "@";
  const positional = launch.runner === "uvx" && !launch.options.some((o) => o.valueIndex === pkg.argIndex);
  return positional || pkg.spec === "latest" ? "@" : "==";
}

// src/rules/data/least-privilege.ts
var TRUE = { oneOf: ["true"] };
var FLAG_TRUE = { oneOf: ["true", "1", "t"] };
var CLICK_FALSE = { oneOf: ["false", "0", "no", "n", "f", "off"] };
var SENTRY_WRITE_SKILLS = ["triage", "project-management"];
var AWS_WRITE_OPT_IN = [
  "awslabs.eks-mcp-server",
  "awslabs.aws-serverless-mcp-server",
  "awslabs.aws-dataprocessing-mcp-server",
  "awslabs.sagemaker-ai-mcp-server",
  "awslabs.s3-tables-mcp-server",
  "awslabs.iam-mcp-server",
  "awslabs.documentdb-mcp-server",
  "awslabs.aws-appsync-mcp-server",
  "awslabs.aws-bedrock-custom-model-import-mcp-server"
];
var AWS_SOURCE = "awslabs/mcp@100b55b6d (2026-08-21)";
var LEAST_PRIVILEGE = [
  {
    id: "angular-cli",
    name: "Angular CLI MCP server",
    kind: "ADD",
    match: { npm: ["@angular/cli"], bins: ["ng"], subcommand: { words: [["mcp"]], required: true } },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: FLAG_TRUE }],
    disabledBy: [{ flag: "--no-read-only", bare: true, undo: { replace: "--read-only" } }],
    fix: { arg: "--read-only" },
    restricts: "only read-only tools are registered (6 of 9 tools)",
    sinceVersion: "20.2.0",
    caveat: "Drops run_target, devserver_start and devserver_stop. Related: --local-only (20.2.0), --root <dir> (22.2.0-next.1). In a TTY the command prints config help and exits.",
    source: "angular/angular-cli@9a1b250bbd (2026-08-21): packages/angular/cli/src/commands/mcp/cli.ts, mcp-server.ts (assembleToolDeclarations), tools/** (isReadOnly)"
  },
  {
    id: "github-local",
    name: "GitHub MCP Server (local)",
    kind: "ADD",
    match: {
      bins: ["github-mcp-server"],
      docker: ["ghcr.io/github/github-mcp-server"],
      // a persistent root flag: valid before or after the subcommand, conventionally after it
      subcommand: { words: [["stdio"], ["http"]], required: false }
    },
    satisfiedBy: [
      { flag: "--read-only", bare: true, value: FLAG_TRUE },
      // before v0.19.0 (#1067) the variable was silently ignored
      { env: "GITHUB_READ_ONLY", value: { oneOf: ["1", "true", "t"] }, canonical: "1", since: "0.19.0" }
    ],
    // docker: args after the image replace CMD `stdio`, so the fix uses `-e` before the image
    fix: { arg: "--read-only", env: { name: "GITHUB_READ_ONLY", value: "1" }, dockerCmd: ["stdio", "--read-only"] },
    restricts: "only read tools are registered, even when write toolsets or tools are requested",
    sinceVersion: "0.1.0",
    caveat: "github-mcp-server#2156: in v0.31.0 the http subcommand ignored --read-only and GITHUB_READ_ONLY (fixed in v0.33.0). --lockdown-mode is a content filter, not an authorization boundary.",
    source: 'github/github-mcp-server@64a49f34 (2026-08-20): cmd/github-mcp-server/main.go L236-296; README.md "Read-Only Mode"; Dockerfile L50-52; issue #2156, PR #2200'
  },
  {
    id: "github-remote",
    name: "GitHub MCP Server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "api.githubcopilot.com", paths: ["/mcp"] }] },
    satisfiedBy: [
      { pathSuffix: "/readonly" },
      { header: "X-MCP-Readonly", value: { noneOf: ["", "false", "f", "no", "n", "0", "off"] }, canonical: "true" }
    ],
    fix: { pathSuffix: "/readonly" },
    restricts: "only read tools are exposed",
    source: "github/github-mcp-server@64a49f34 (2026-08-20): docs/remote-server.md L17-89, docs/server-configuration.md L13, L230-275; PR #1417"
  },
  {
    id: "supabase-local",
    name: "Supabase MCP server (local)",
    kind: "ADD",
    match: { npm: ["@supabase/mcp-server-supabase"] },
    // node parseArgs boolean: `--read-only=true` is rejected
    satisfiedBy: [{ flag: "--read-only", bare: true }],
    fix: { arg: "--read-only" },
    restricts: "SQL runs as a read-only Postgres user and mutating tools are disabled",
    alsoRequire: {
      id: "project-ref",
      satisfiedBy: [{ flag: "--project-ref", separate: true, value: { any: true } }],
      display: "--project-ref",
      advice: "add --project-ref=<ref>",
      restricts: "it reaches only that project instead of every project in the account, and does not register the account tools"
    },
    caveat: "--read-only appeared around v0.3.5/0.4.0 (commit 862a116, 2025-04-10): no exact version, so no version check.",
    source: "supabase-community/supabase-mcp@17fb90f (2026-04-21): packages/mcp-server-supabase/src/transports/stdio.ts L12-74"
  },
  {
    id: "supabase-remote",
    name: "Supabase MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.supabase.com", paths: ["/mcp"] }] },
    satisfiedBy: [{ query: "read_only", value: TRUE }],
    fix: { query: { name: "read_only", value: "true" } },
    restricts: "SQL runs as a read-only Postgres user and mutating tools are disabled",
    caveat: "The README also recommends project_ref=<ref>.",
    source: "supabase-community/supabase-mcp@17fb90f (2026-04-21): README.md L51-95, L257"
  },
  {
    id: "mongodb",
    name: "MongoDB MCP Server",
    kind: "ADD",
    match: { npm: ["mongodb-mcp-server"], docker: ["mongodb/mongodb-mcp-server"] },
    satisfiedBy: [
      { flag: "--readOnly", bare: true, value: FLAG_TRUE },
      { env: "MDB_MCP_READ_ONLY", value: FLAG_TRUE, canonical: "true" }
    ],
    fix: { arg: "--readOnly", env: { name: "MDB_MCP_READ_ONLY", value: "true" } },
    restricts: "only read, connect and metadata tools are registered (no create, update or delete)",
    sinceVersion: "0.0.6",
    caveat: "yargs-parser may also accept --read-only, but only --readOnly is documented. Related: --disabledTools, --indexCheck.",
    source: "mongodb-js/mongodb-mcp-server@36a405e3 (2026-08-21): packages/cli/src/config/userConfig.ts L106-114, configOverrides.ts L139, README.md L431-552"
  },
  {
    id: "azure",
    name: "Azure MCP Server",
    kind: "ADD",
    match: {
      npm: ["@azure/mcp"],
      bins: ["azmcp"],
      // the image's ENTRYPOINT is `server start`: args after the image are appended to it
      docker: ["mcr.microsoft.com/azure-sdk/azure-mcp"],
      subcommand: { words: [["server", "start"]], required: true }
    },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: TRUE }],
    widenedBy: [
      { flag: "--dangerously-disable-elicitation", bare: true, effect: "turns off elicitation (the user is no longer asked before sensitive operations)", undo: "remove" },
      { flag: "--dangerously-disable-http-incoming-auth", bare: true, effect: "turns off authentication of incoming HTTP requests", undo: "remove" },
      {
        flag: "--dangerously-write-support-logs-to-dir",
        separate: true,
        value: { any: true },
        effect: "writes support logs to a local directory",
        advice: "remove it and its directory unless you are collecting logs for support"
      }
    ],
    fix: { arg: "--read-only", dockerArgs: true },
    restricts: "only read-only operations are exposed",
    caveat: "Before 2.0.0-beta.34 read-only was enforced only when listing tools, not when running them (#2226).",
    source: "microsoft/mcp@557fca143 (2026-08-21): servers/Azure.Mcp.Server/docs/azmcp-commands.md L110-282, CHANGELOG.md L877-900, core/Microsoft.Mcp.Core/src/Areas/Server/Options/ServerStartOptions.cs L47"
  },
  {
    id: "awslabs-allow-write",
    name: "AWS Labs MCP servers with --allow-write",
    kind: "INVERSE",
    match: { pypi: AWS_WRITE_OPT_IN },
    widenedBy: [
      { flag: "--allow-write", bare: true, effect: "registers its mutating tools", undo: "remove" },
      {
        flag: "--allow-sensitive-data-access",
        bare: true,
        only: ["awslabs.eks-mcp-server", "awslabs.aws-serverless-mcp-server", "awslabs.aws-dataprocessing-mcp-server", "awslabs.sagemaker-ai-mcp-server"],
        effect: "lets it read logs, events and secrets",
        undo: "remove"
      },
      { flag: "--no-confirmation", bare: true, only: ["awslabs.iam-mcp-server"], effect: "skips its confirmation step", undo: "remove" }
    ],
    caveat: "The EKS README warns about combining --allow-write and --allow-sensitive-data-access.",
    source: `${AWS_SOURCE}: src/<server>/awslabs/<pkg>/server.py (argparse), src/eks-mcp-server/README.md L83-125`
  },
  {
    id: "awslabs-aurora-dsql",
    name: "AWS Labs Aurora DSQL MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.aurora-dsql-mcp-server"] },
    widenedBy: [{ flag: "--allow-writes", bare: true, effect: "enables the transact write path", undo: "remove" }],
    source: `${AWS_SOURCE}: src/aurora-dsql-mcp-server/awslabs/aurora_dsql_mcp_server/server.py`
  },
  {
    id: "awslabs-rds-sql",
    name: "AWS Labs RDS Postgres / MySQL MCP servers",
    kind: "INVERSE",
    match: { pypi: ["awslabs.postgres-mcp-server", "awslabs.mysql-mcp-server"] },
    widenedBy: [{ flag: "--allow_write_query", bare: true, effect: "lets it run write SQL (queries otherwise run read-only)", undo: "remove" }],
    caveat: "An earlier read-only bypass in postgres-mcp-server was fixed in awslabs/mcp PR #374 (2025-05).",
    source: `${AWS_SOURCE}: src/postgres-mcp-server/..., src/mysql-mcp-server/...; PR #374`
  },
  {
    id: "awslabs-ecs",
    name: "AWS Labs ECS MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.ecs-mcp-server"] },
    widenedBy: [
      { env: "ALLOW_WRITE", value: TRUE, effect: "enables its write operations", undo: { set: "false" } },
      { env: "ALLOW_SENSITIVE_DATA", value: TRUE, effect: "gives it access to sensitive data", undo: { set: "false" } }
    ],
    caveat: "The ECS README recommends ALLOW_WRITE=false and ALLOW_SENSITIVE_DATA=false for production.",
    source: `${AWS_SOURCE}: src/ecs-mcp-server/awslabs/ecs_mcp_server/api/resource_management.py L32-190`
  },
  {
    id: "awslabs-iot-sitewise",
    name: "AWS Labs IoT SiteWise MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.aws-iot-sitewise-mcp-server"] },
    widenedBy: [{ env: "SITEWISE_MCP_ALLOW_WRITES", value: TRUE, effect: "enables its write tools", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/aws-iot-sitewise-mcp-server/awslabs/aws_iot_sitewise_mcp_server/server.py L234`
  },
  {
    id: "awslabs-timestream-influxdb",
    name: "AWS Labs Timestream for InfluxDB MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.timestream-for-influxdb-mcp-server"] },
    widenedBy: [{ env: "INFLUXDB_WRITE_MODE", value: TRUE, effect: "enables its write tools", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/timestream-for-influxdb-mcp-server/awslabs/timestream_for_influxdb_mcp_server/server.py L44`
  },
  {
    id: "awslabs-valkey-admin",
    name: "AWS Labs Valkey MCP server (admin tier)",
    kind: "INVERSE",
    match: { pypi: ["awslabs.valkey-mcp-server"] },
    widenedBy: [{ env: "VALKEY_ADMIN_ENABLED", value: TRUE, effect: "enables the admin tier (FLUSHALL, CONFIG SET, EVAL)", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/valkey-mcp-server/README.md L32-43`
  },
  {
    id: "awslabs-readonly",
    name: "AWS Labs MCP servers with --readonly",
    kind: "ADD",
    match: { pypi: ["awslabs.ccapi-mcp-server", "awslabs.elasticache-mcp-server", "awslabs.memcached-mcp-server", "awslabs.valkey-mcp-server"] },
    // argparse BooleanOptionalAction: `--readonly` / `--no-readonly`, no `=value`
    satisfiedBy: [{ flag: "--readonly", bare: true }],
    disabledBy: [{ flag: "--no-readonly", bare: true, undo: { replace: "--readonly" } }],
    fix: { arg: "--readonly" },
    restricts: "mutating operations are blocked",
    caveat: "The ccapi README says read-only mode cannot be bypassed through environment variables.",
    source: `${AWS_SOURCE}: src/{ccapi,elasticache,memcached,valkey}-mcp-server/awslabs/*/server.py, src/ccapi-mcp-server/README.md L301-310`
  },
  {
    id: "awslabs-aws-api",
    name: "AWS Labs AWS API MCP server",
    kind: "ADD",
    match: { pypi: ["awslabs.aws-api-mcp-server"] },
    satisfiedBy: [{ env: "READ_OPERATIONS_ONLY", value: TRUE }],
    fix: { env: { name: "READ_OPERATIONS_ONLY", value: "true" } },
    restricts: "call_aws runs only commands on the known read-only list",
    caveat: "REQUIRE_MUTATION_CONSENT=true (ask before non-read-only calls) is weaker and does not satisfy the rule. IAM stays the primary control.",
    source: `${AWS_SOURCE}: src/aws-api-mcp-server/awslabs/aws_api_mcp_server/core/common/config.py L28-171, README.md L213-273`
  },
  {
    id: "grafana",
    name: "Grafana MCP server",
    kind: "ADD",
    // the image's ENTRYPOINT is the binary: args after the image are appended to it
    match: { pypi: ["mcp-grafana"], bins: ["mcp-grafana"], docker: ["grafana/mcp-grafana"] },
    satisfiedBy: [{ flag: "--disable-write", aliases: ["-disable-write"], bare: true, value: FLAG_TRUE }],
    fix: { arg: "--disable-write", dockerArgs: true },
    restricts: "write tools (create, update) are not registered",
    sinceVersion: "0.7.9",
    caveat: "Also skips the assistant tools. Scoping: --enabled-tools, --disable-<category>.",
    source: "grafana/mcp-grafana@c6e492b (2026-08-21): cmd/mcp-grafana/main.go L152-171, README.md L470-505"
  },
  {
    id: "kubernetes-mcp-server",
    name: "Kubernetes MCP server (containers)",
    kind: "ADD",
    match: { npm: ["kubernetes-mcp-server"], pypi: ["kubernetes-mcp-server"], bins: ["kubernetes-mcp-server"] },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: FLAG_TRUE }],
    fix: { arg: "--read-only" },
    restricts: "only tools annotated readOnlyHint=true are registered (no create, update or delete on the cluster)",
    sinceVersion: "0.0.36",
    caveat: "--disable-destructive is weaker (and has no effect with --read-only): it does not satisfy the rule.",
    source: "containers/kubernetes-mcp-server@55749981 (2026-08-21): pkg/kubernetes-mcp-server/cmd/root.go L76-77, L177-178; README.md L201-202"
  },
  {
    id: "mcp-server-kubernetes",
    name: "Kubernetes MCP server (Flux159)",
    kind: "ADD",
    match: { npm: ["mcp-server-kubernetes"] },
    satisfiedBy: [
      { env: "ALLOW_ONLY_READONLY_TOOLS", value: TRUE },
      // an explicit allowlist takes precedence over the read-only switch: a deliberate choice
      { env: "ALLOWED_TOOLS", value: { any: true } }
    ],
    fix: { env: { name: "ALLOW_ONLY_READONLY_TOOLS", value: "true" } },
    restricts: "only read-only tools (get, describe, logs) are registered",
    sinceVersion: "2.5.0",
    caveat: "ALLOW_ONLY_NON_DESTRUCTIVE_TOOLS (1.4.0) keeps create/apply/update and does not satisfy the rule. No CLI flag.",
    source: "Flux159/mcp-server-kubernetes@1ece64e (2026-08-08): src/index.ts L84-103, ADVANCED_README.md L148-174, README.md L313-336"
  },
  {
    id: "postgres-mcp-pro",
    name: "Postgres MCP Pro (crystaldba)",
    kind: "ADD",
    match: { pypi: ["postgres-mcp"], docker: ["crystaldba/postgres-mcp"] },
    // argparse choices unrestricted|restricted, default unrestricted
    satisfiedBy: [{ flag: "--access-mode", separate: true, value: { oneOf: ["restricted"] } }],
    fix: { arg: "--access-mode=restricted" },
    restricts: "queries run in read-only transactions with resource limits",
    caveat: "All README examples use --access-mode=unrestricted. Open PR #148 adds a readonly mode (not merged).",
    source: "crystaldba/postgres-mcp@07eb329 (2026-01-22): src/postgres_mcp/server.py L561-607, README.md L139-227; PR #148"
  },
  {
    id: "mcp-atlassian",
    name: "Atlassian MCP server (sooperset, Jira + Confluence)",
    kind: "ADD",
    match: { pypi: ["mcp-atlassian"], docker: ["ghcr.io/sooperset/mcp-atlassian"] },
    // click is_flag: no `=value`
    satisfiedBy: [{ flag: "--read-only", bare: true }, { env: "READ_ONLY_MODE", value: TRUE }],
    fix: { arg: "--read-only", env: { name: "READ_ONLY_MODE", value: "true" } },
    restricts: "all Jira and Confluence write tools are disabled",
    sinceVersion: "0.3.0",
    caveat: "Scoping: --enabled-tools/ENABLED_TOOLS, --toolsets/TOOLSETS.",
    source: "sooperset/mcp-atlassian@436b37e4 (2026-08-21): src/mcp_atlassian/__init__.py L197-210, L407; docs/configuration.mdx L208"
  },
  {
    id: "couchbase",
    name: "Couchbase MCP server",
    kind: "DEFAULT-RO",
    match: { pypi: ["couchbase-mcp-server"] },
    disabledBy: [
      { env: "CB_MCP_READ_ONLY_MODE", value: CLICK_FALSE, effect: "turns off its default read-only mode (KV and query writes are allowed)", undo: { set: "true" } },
      { flag: "--read-only-mode", separate: true, value: CLICK_FALSE, effect: "turns off its default read-only mode (KV and query writes are allowed)", undo: { set: "true" } }
    ],
    sinceVersion: "0.6.0",
    caveat: "The deprecated CB_MCP_READ_ONLY_QUERY_MODE / --read-only-query-mode covers queries only: KV writes stay possible.",
    source: "Couchbase-Ecosystem/mcp-server-couchbase@233d141 (2026-06-12): src/mcp_server.py L72-78, README.md L174-205"
  },
  {
    id: "buildkite-local",
    name: "Buildkite MCP server (local)",
    kind: "ADD",
    match: {
      bins: ["buildkite-mcp-server"],
      docker: ["ghcr.io/buildkite/buildkite-mcp-server", "buildkite/mcp-server"],
      // kong: the flag belongs to the subcommand
      subcommand: { words: [["stdio"], ["http"]], required: true }
    },
    satisfiedBy: [
      { flag: "--read-only", bare: true, value: FLAG_TRUE },
      { env: "BUILDKITE_READ_ONLY", value: FLAG_TRUE, canonical: "true" }
    ],
    fix: { arg: "--read-only", env: { name: "BUILDKITE_READ_ONLY", value: "true" } },
    restricts: "write operations are filtered out of every toolset",
    sinceVersion: "0.6.0",
    source: "buildkite/buildkite-mcp-server@bcc1642 (2026-08-21): internal/commands/stdio.go L14-49, internal/commands/http.go L20-52"
  },
  {
    id: "buildkite-remote",
    name: "Buildkite MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.buildkite.com", paths: ["/mcp", "/direct"] }] },
    satisfiedBy: [{ pathSuffix: "/readonly" }],
    fix: { pathSuffix: "/readonly" },
    restricts: "only read-only tools are exposed",
    caveat: "The /direct endpoint is a preview (changelog 363).",
    source: "buildkite.com/docs/apis/mcp-server/toolsets; buildkite.com/docs/apis/mcp-server/remote/configuring-ai-tools; buildkite.com/resources/changelog/363"
  },
  {
    id: "neon-remote",
    name: "Neon MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.neon.tech", paths: ["/mcp", "/sse"] }] },
    satisfiedBy: [{ query: "readonly", value: TRUE }, { header: "x-read-only", value: TRUE }],
    fix: { query: { name: "readonly", value: "true" } },
    restricts: "write tools (create project or branch, migrations) are removed and run_sql runs only read-only queries",
    caveat: "The query parameter wins over the legacy x-read-only header. With OAuth, readonly=true overrides the consent scope.",
    source: "neondatabase/mcp-server-neon@9492812 (2026-08-03): README.md L142-213, CHANGELOG.md L28-81"
  },
  {
    id: "sentry",
    name: "Sentry MCP server",
    kind: "ADD",
    match: { npm: ["@sentry/mcp-server"] },
    satisfiedBy: [
      { flag: "--skills", separate: true, value: { listExcludesAll: SENTRY_WRITE_SKILLS } },
      { env: "MCP_SKILLS", value: { listExcludesAll: SENTRY_WRITE_SKILLS } },
      { flag: "--disable-skills", separate: true, value: { listIncludesAll: SENTRY_WRITE_SKILLS } },
      { env: "MCP_DISABLE_SKILLS", value: { listIncludesAll: SENTRY_WRITE_SKILLS } }
    ],
    widenedBy: [{ flag: "--all-skills", bare: true, effect: "enables every skill, including the write skills triage and project-management", undo: "remove" }],
    fix: { arg: "--skills=inspect,seer" },
    restricts: "the write skills triage and project-management are not enabled",
    caveat: "The stdio default is every active skill. seer triggers AI analysis (not a data write). Remote: ?skills=inspect.",
    source: "getsentry/sentry-mcp@4a109327 (2026-08-18): packages/mcp-core/src/skills.ts L10-66, packages/mcp-server/src/cli/parse.ts L19-115, cli/resolve.ts L60-100, README.md L97-98"
  },
  {
    id: "gitlab-zereight",
    name: "GitLab MCP server (zereight)",
    kind: "ADD",
    match: { npm: ["@zereight/mcp-gitlab"] },
    // its parser needs a value: a bare `--read-only` is ignored when last, or swallows the next argument
    satisfiedBy: [
      { flag: "--read-only", separate: true, value: TRUE },
      { flag: "--permission-mode", separate: true, value: { oneOf: ["readonly"] }, since: "2.1.29" },
      { env: "GITLAB_READ_ONLY_MODE", value: TRUE },
      { env: "GITLAB_PERMISSION_MODE", value: { oneOf: ["readonly"] }, since: "2.1.29" }
    ],
    fix: { arg: "--read-only=true" },
    restricts: "only the read-only tool set is registered",
    caveat: "permission-mode `modify` only drops delete tools; the default is `full`. GITLAB_READ_ONLY_MODE=true always wins.",
    source: "zereight/gitlab-mcp@32c5df7 (2026-08-23): config.ts L3-26, L42-56; README.md L120-142"
  },
  {
    id: "neo4j-cypher",
    name: "Neo4j Cypher MCP server",
    kind: "ADD",
    match: { pypi: ["mcp-neo4j-cypher"] },
    satisfiedBy: [{ flag: "--read-only", bare: true }, { env: "NEO4J_READ_ONLY", value: TRUE }],
    fix: { arg: "--read-only" },
    restricts: "write_neo4j_cypher is disabled",
    source: "neo4j-contrib/mcp-neo4j@dbc01ba (2026-04-10): servers/mcp-neo4j-cypher/src/mcp_neo4j_cypher/__init__.py L41-43, README.md L48, L475"
  },
  {
    id: "qdrant",
    name: "Qdrant MCP server",
    kind: "ADD",
    match: { pypi: ["mcp-server-qdrant"] },
    // pydantic bool
    satisfiedBy: [{ env: "QDRANT_READ_ONLY", value: { oneOf: ["true", "1", "yes", "on", "t", "y"] }, canonical: "true" }],
    fix: { env: { name: "QDRANT_READ_ONLY", value: "true" } },
    restricts: "qdrant-store is not registered",
    source: "qdrant/mcp-server-qdrant@e4ec69b (2026-03-30): src/mcp_server_qdrant/settings.py L86, mcp_server.py L193"
  },
  {
    id: "duckdb",
    name: "DuckDB MCP server (ktanaka101)",
    kind: "ADD",
    match: { pypi: ["mcp-server-duckdb"] },
    satisfiedBy: [{ flag: "--readonly", bare: true }],
    fix: { arg: "--readonly" },
    restricts: "the database is opened read-only",
    caveat: "With --readonly the server fails to start when the database file does not exist.",
    source: "ktanaka101/mcp-server-duckdb@2cc7c29 (2025-05-05): src/mcp_server_duckdb/config.py L43, README.md L47-51"
  },
  {
    id: "motherduck",
    name: "MotherDuck / DuckDB MCP server (1.0 and later)",
    kind: "DEFAULT-RO",
    match: { pypi: ["mcp-server-motherduck"] },
    versions: { range: ">=1.0.0", whenUnknown: true },
    disabledBy: [{ flag: "--read-write", bare: true, effect: "gives it write access (1.0 and later are read-only by default)", undo: "remove" }],
    widenedBy: [{ flag: "--allow-switch-databases", bare: true, effect: "lets it switch to other databases", undo: "remove" }],
    caveat: "In 1.0 and later --read-only is deprecated (accepted with a warning). MotherDuck read-only needs a read-scaling token.",
    source: "motherduckdb/mcp-server-motherduck@adef923 (2026-04-29): src/mcp_server_motherduck/__init__.py L72, L130-177; README.md L27-29"
  },
  {
    id: "motherduck-legacy",
    name: "MotherDuck / DuckDB MCP server (before 1.0)",
    kind: "ADD",
    match: { pypi: ["mcp-server-motherduck"] },
    // before the 1.0 rewrite (commit ef0c6ba; the previous release was 0.8.1) writes were the default
    versions: { range: "<1.0.0", whenUnknown: false },
    satisfiedBy: [{ flag: "--read-only", bare: true }],
    fix: { arg: "--read-only" },
    restricts: "the database is opened read-only",
    source: "motherduckdb/mcp-server-motherduck@adef923 (2026-04-29): src/mcp_server_motherduck/__init__.py L72, L130-177; README.md L27-29"
  },
  {
    id: "clickhouse",
    name: "ClickHouse MCP server",
    kind: "DEFAULT-RO",
    match: { pypi: ["mcp-clickhouse"] },
    disabledBy: [
      { env: "CLICKHOUSE_ALLOW_WRITE_ACCESS", value: TRUE, effect: "lets queries write (by default they run with readonly=1)", undo: { set: "false" } },
      { env: "CLICKHOUSE_ALLOW_DROP", value: TRUE, effect: "allows DROP and TRUNCATE (together with CLICKHOUSE_ALLOW_WRITE_ACCESS)", undo: { set: "false" } }
    ],
    source: "ClickHouse/mcp-clickhouse@cb75c27 (2026-04-29): mcp_clickhouse/mcp_env.py L49-156, README.md L16, L264-280, L554-558"
  },
  {
    id: "mysql-benborla",
    name: "MySQL MCP server (benborla)",
    kind: "DEFAULT-RO",
    match: { npm: ["@benborla29/mcp-server-mysql"] },
    disabledBy: [
      { env: "ALLOW_INSERT_OPERATION", value: TRUE, effect: "allows INSERT statements", undo: { set: "false" } },
      { env: "ALLOW_UPDATE_OPERATION", value: TRUE, effect: "allows UPDATE statements", undo: { set: "false" } },
      { env: "ALLOW_DELETE_OPERATION", value: TRUE, effect: "allows DELETE statements", undo: { set: "false" } },
      { env: "ALLOW_DDL_OPERATION", value: TRUE, effect: "allows DDL statements (CREATE, ALTER, DROP)", undo: { set: "false" } },
      { env: "MYSQL_DISABLE_READ_ONLY_TRANSACTIONS", value: TRUE, effect: "stops wrapping queries in read-only transactions", undo: { set: "false" } }
    ],
    caveat: "SCHEMA_{INSERT,UPDATE,DELETE,DDL}_PERMISSIONS grant writes per schema and are not checked.",
    source: "benborla/mcp-server-mysql@27d5b27 (2026-06-29): index.ts L16-75, src/config/*.ts, README.md L66"
  },
  {
    id: "elasticsearch-cr7258",
    name: "Elasticsearch MCP server (cr7258)",
    kind: "ADD",
    match: { pypi: ["elasticsearch-mcp-server"] },
    satisfiedBy: [{ env: "DISABLE_HIGH_RISK_OPERATIONS", value: TRUE }],
    fix: { env: { name: "DISABLE_HIGH_RISK_OPERATIONS", value: "true" } },
    restricts: "write tools are hidden from the client",
    caveat: "DISABLE_OPERATIONS=a,b hides further operations.",
    source: "cr7258/elasticsearch-mcp-server@e84d5f1 (2026-08-02): README.md L170-201"
  },
  {
    id: "aks",
    name: "AKS MCP server (Azure/aks-mcp)",
    kind: "DEFAULT-RO",
    match: { bins: ["aks-mcp"] },
    disabledBy: [
      {
        flag: "--access-level",
        separate: true,
        value: { oneOf: ["readwrite", "admin"] },
        effect: "allows write (readwrite) or admin kubectl and az operations",
        undo: { set: "readonly" }
      }
    ],
    caveat: "The README says the access level is a guardrail, not a security boundary.",
    source: "Azure/aks-mcp@8d28bec (2026-08-11): internal/config/config.go L51, README.md L62-70, L132-137"
  },
  {
    id: "pagerduty",
    name: "PagerDuty MCP server",
    kind: "INVERSE",
    match: { pypi: ["pagerduty-mcp"] },
    widenedBy: [{ flag: "--enable-write-tools", bare: true, effect: "registers its write tools (create incidents, schedule overrides, \u2026)", undo: "remove" }],
    source: "PagerDuty/pagerduty-mcp-server@22adbf1 (2026-07-15): README.md L88-225"
  },
  {
    id: "slack-korotovsky",
    name: "Slack MCP server (korotovsky)",
    kind: "DEFAULT-RO",
    match: { npm: ["slack-mcp-server"], bins: ["slack-mcp-server"] },
    disabledBy: [
      {
        env: "SLACK_MCP_ADD_MESSAGE_TOOL",
        value: TRUE,
        effect: "lets the agent post messages to every channel",
        advice: "set it to a comma-separated list of the channel IDs it may post to"
      },
      { env: "SLACK_MCP_MARK_TOOL", value: TRUE, effect: "lets the agent mark channels as read", undo: { set: "false" } }
    ],
    caveat: "SLACK_MCP_ENABLED_TOOLS / --enabled-tools can also register write tools.",
    source: "korotovsky/slack-mcp-server@b24b1b0 (2026-03-03): README.md L18-101, L261-269; docs/03-configuration-and-usage.md L264"
  },
  {
    id: "terraform",
    name: "Terraform MCP server (HashiCorp)",
    kind: "INVERSE",
    match: { docker: ["hashicorp/terraform-mcp-server"], bins: ["terraform-mcp-server"] },
    widenedBy: [
      { env: "ENABLE_TF_OPERATIONS", value: TRUE, effect: "enables the Terraform operations that need explicit approval (runs, applies)", undo: { set: "false" } }
    ],
    caveat: "Scope with --toolsets=registry or --tools=a,b (not both).",
    source: "hashicorp/terraform-mcp-server@42b9fe7 (2026-08-21): README.md L128-142, L636-646; pkg/tools/dynamic_tool.go L94-96"
  },
  {
    id: "docker-mcp-gateway",
    name: "Docker MCP Gateway",
    kind: "INVERSE",
    match: { bins: ["docker"], subcommand: { words: [["mcp", "gateway", "run"]], required: true } },
    widenedBy: [
      { flag: "--block-secrets", value: { oneOf: ["false", "0", "f"] }, effect: "stops it from blocking secrets in tool traffic", undo: "remove" },
      { flag: "--verify-signatures", value: { oneOf: ["false", "0", "f"] }, effect: "runs server images without verifying their signatures", undo: "remove" },
      { flag: "--enable-all-servers", bare: true, value: FLAG_TRUE, effect: "enables every server in the catalog", undo: "remove" }
    ],
    caveat: "Recommended: --block-network, and scoping with --servers/--tools.",
    source: "docker/mcp-gateway@2bd20fe8 (2026-07-23): docs/mcp-gateway.md L19-112, cmd/docker-mcp/commands/gateway.go L81-193"
  },
  {
    id: "playwright",
    name: "Playwright MCP",
    kind: "INVERSE",
    match: { npm: ["@playwright/mcp"] },
    widenedBy: [
      {
        flag: "--allow-unrestricted-file-access",
        bare: true,
        effect: "lets it reach files outside the workspace roots and open file:// URLs",
        undo: "remove"
      },
      { flag: "--no-sandbox", bare: true, effect: "turns off the browser sandbox", undo: "remove" },
      { flag: "--allowed-hosts", separate: true, value: { listIncludesAny: ["*"] }, effect: "allows every host", advice: "list only the hosts it needs" },
      {
        flag: "--caps",
        separate: true,
        value: { listIncludesAny: ["devtools", "vision", "pdf", "network", "storage", "config", "testing"] },
        effect: "turns on opt-in capabilities",
        advice: "keep only the capabilities the agent needs"
      }
    ],
    caveat: "--allowed-origins/--blocked-origins are not a security boundary (README). --isolated keeps the profile in memory.",
    source: "microsoft/playwright-mcp@7e0457a (2026-08-07): README.md L409-441, L1136-1547"
  },
  {
    id: "chrome-devtools",
    name: "Chrome DevTools MCP",
    kind: "INVERSE",
    match: { npm: ["chrome-devtools-mcp"] },
    widenedBy: [
      {
        flag: "--allow-unrestricted-paths",
        aliases: ["--allowUnrestrictedPaths"],
        bare: true,
        value: FLAG_TRUE,
        effect: "lets it write files outside the temporary directory and the workspace roots",
        undo: "remove"
      }
    ],
    caveat: "Least privilege: --isolated, --slim, --allowed-url-pattern. The default profile persists in $HOME/.cache/chrome-devtools-mcp.",
    source: "ChromeDevTools/chrome-devtools-mcp@ebf58f2f (2026-08-21): README.md L620-810"
  }
];
var NO_SWITCH_NOTICES = [
  {
    id: "github-legacy",
    name: "GitHub (legacy reference server)",
    match: { npm: ["@modelcontextprotocol/server-github"] },
    message: "which has no read-only switch: use github/github-mcp-server with --read-only instead",
    source: "modelcontextprotocol/servers@d53d6cc7~1: src/github/README.md L3, src/github/common/utils.ts L42 (no readonly anywhere in src/github)"
  }
];
function normalizePypiName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function normalizeImageName(name) {
  return name.toLowerCase().replace(/^(index\.)?docker\.io\//, "").replace(/^library\//, "");
}
function sameName(ecosystem, a, b) {
  if (ecosystem === "pypi") return normalizePypiName(a) === normalizePypiName(b);
  if (ecosystem === "oci") return normalizeImageName(a) === normalizeImageName(b);
  return a === b;
}
function listItems(value) {
  return value.split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter((s) => s.length > 0);
}
function testValue(test, raw) {
  const value = raw.trim().toLowerCase();
  const lower = (xs) => xs.map((x) => x.toLowerCase());
  if ("oneOf" in test) return lower(test.oneOf).includes(value);
  if ("noneOf" in test) return !lower(test.noneOf).includes(value);
  if ("any" in test) return value.length > 0;
  const items2 = listItems(raw);
  if ("listIncludesAny" in test) return lower(test.listIncludesAny).some((x) => items2.includes(x));
  if ("listIncludesAll" in test) return lower(test.listIncludesAll).every((x) => items2.includes(x));
  return lower(test.listExcludesAll).every((x) => !items2.includes(x));
}
function canonicalValue(sw) {
  if ("canonical" in sw && sw.canonical !== void 0) return sw.canonical;
  if ("value" in sw && sw.value && "oneOf" in sw.value) return sw.value.oneOf[0];
  return void 0;
}
function flagNames(sw) {
  return [sw.flag, ...sw.aliases ?? []];
}
function pinnedVersion(ecosystem, spec, specKind) {
  if (spec === void 0) return void 0;
  if (ecosystem === "npm") return specKind === "exact" ? valid(spec) ?? void 0 : void 0;
  if (ecosystem === "pypi" && specKind !== "exact") return void 0;
  if (ecosystem === "oci" && specKind !== "tag") return void 0;
  if (!/^v?\d+(\.\d+){0,2}$/.test(spec)) return void 0;
  return coerce(spec)?.version;
}
function predates(version, since) {
  return version !== void 0 && since !== void 0 && lt(version, since);
}
function inRange(version, range) {
  return satisfies(version, range);
}

// src/rules/missing-read-only.ts
var ID = "missing-read-only";
var missingReadOnly = {
  meta: {
    id: ID,
    description: "Servers with a read-only or least-privilege switch must run with it, and without switches that widen their access.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl(ID)
  },
  check(context) {
    const ignore = new Set(Array.isArray(context.options.ignore) ? context.options.ignore.filter((x) => typeof x === "string") : []);
    for (const server of context.model.servers) {
      if (ignore.has(server.name) || !mayMatch(server)) continue;
      for (const notice of NO_SWITCH_NOTICES) {
        if (ignore.has(notice.id)) continue;
        const target = matchServer(context, server, notice.match);
        if (!target?.pkg) continue;
        context.report({
          node: target.anchor.node,
          pointer: target.anchor.pointer,
          severity: "info",
          subject: notice.id,
          message: `server "${server.name}" runs ${target.pkg.name}, ${notice.message}`
        });
      }
      for (const entry of LEAST_PRIVILEGE) {
        if (ignore.has(entry.id)) continue;
        const target = matchServer(context, server, entry.match);
        if (target) checkEntry(context, entry, target);
      }
    }
  }
};
function readOnlyModes(context, server) {
  const out = [];
  for (const entry of LEAST_PRIVILEGE) {
    if (entry.kind === "INVERSE") continue;
    const target = matchServer(context, server, entry.match);
    if (!target) continue;
    const off = (entry.disabledBy ?? []).some((sw) => findHits(context, target, sw).some((h) => h.state === "on"));
    if (off) continue;
    if (entry.kind === "DEFAULT-RO") {
      out.push({ entry, what: target.what, via: "default" });
      continue;
    }
    const on = (entry.satisfiedBy ?? []).flatMap((sw) => findHits(context, target, sw)).find((h) => h.state === "on");
    if (on) out.push({ entry, what: target.what, via: on.written });
  }
  return out;
}
var parsedUrls = /* @__PURE__ */ new WeakMap();
function serverUrl(server, written2) {
  let url = parsedUrls.get(server);
  if (url === void 0) {
    try {
      url = new URL(written2);
    } catch {
      url = null;
    }
    parsedUrls.set(server, url);
  }
  return url;
}
var MATCHED_NAMES = (() => {
  const names = /* @__PURE__ */ new Set();
  const add = (name) => names.add(name).add(normalizePypiName(name)).add(normalizeImageName(name));
  for (const { match } of [...LEAST_PRIVILEGE, ...NO_SWITCH_NOTICES]) {
    for (const name of [...match.npm ?? [], ...match.pypi ?? [], ...match.docker ?? [], ...match.bins ?? []]) add(name);
    for (const r of match.remote ?? []) add(r.host);
  }
  return names;
})();
var known = (name) => MATCHED_NAMES.has(name) || MATCHED_NAMES.has(normalizePypiName(name)) || MATCHED_NAMES.has(normalizeImageName(name));
function mayMatch(server) {
  if (server.url) {
    const url = serverUrl(server, server.url.value);
    if (url && known(url.hostname.toLowerCase())) return true;
  }
  if (server.launch) return server.launch.packages.some((p) => known(p.name));
  const bin = server.command?.value.split(/[\\/]/).pop()?.replace(/\.(exe|cmd|bat)$/i, "");
  return bin !== void 0 && known(bin);
}
function matchServer(context, server, match) {
  const launch = server.launch;
  if (server.url && match.remote) {
    const url = serverUrl(server, server.url.value);
    if (!url) return void 0;
    const host = url.hostname.toLowerCase();
    const hit = match.remote.some((r) => r.host === host && r.paths.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)));
    if (!hit) return void 0;
    const anchor = { node: server.url.node, pointer: server.url.pointer };
    return { server, via: "remote", what: `${host}${url.pathname}`, pkg: void 0, version: void 0, programArgs: [], insertIndex: void 0, anchor, env: [], image: void 0 };
  }
  if (launch?.ecosystem === "oci") {
    const image = launch.packages[0];
    const imageArg = image ? server.args[image.argIndex] : void 0;
    if (!image || !imageArg || !match.docker?.some((d) => sameName("oci", d, image.name))) return void 0;
    return {
      server,
      via: "docker",
      what: image.name,
      pkg: image,
      version: pinnedVersion("oci", image.spec, image.specKind),
      programArgs: untilDashDash(server.args.slice(launch.programArgsStart)),
      insertIndex: imageArg.index + 1,
      anchor: imageArg,
      env: dockerEnv(context, server),
      image: imageArg
    };
  }
  if (launch) {
    const pkg = launch.packages.find((p) => (p.ecosystem === "npm" ? match.npm : match.pypi)?.some((n) => sameName(p.ecosystem, n, p.name)));
    if (!pkg) return void 0;
    const pkgArg = server.args[pkg.argIndex];
    const anchor = pkgArg ?? server.command;
    return program(server, match, pkg.name, pkg, launch.programArgsStart, anchor);
  }
  const bin = server.command?.value.split(/[\\/]/).pop()?.replace(/\.(exe|cmd|bat)$/i, "");
  if (!server.command || bin === void 0 || !match.bins?.includes(bin)) return void 0;
  return program(server, match, bin, void 0, 0, server.command);
}
function program(server, match, name, pkg, start, anchor) {
  const programArgs = untilDashDash(server.args.slice(start));
  const target = {
    server,
    via: "program",
    what: name,
    pkg,
    version: pkg ? pinnedVersion(pkg.ecosystem, pkg.spec, pkg.specKind) : void 0,
    programArgs,
    // right after the package: before anything else, so never after a `--`
    insertIndex: server.args[start]?.index,
    anchor,
    env: server.env.map((e) => ({ name: e.key, value: e.value, node: e.keyNode, pointer: e.pointer, set: (v) => replaceString(e.valueNode, v) })),
    image: void 0
  };
  if (match.subcommand) {
    const found = findWords(programArgs, match.subcommand.words);
    if (!found) return match.subcommand.required ? void 0 : target;
    target.what = `${name} ${found.words.join(" ")}`;
    target.insertIndex = found.last.index + 1;
    target.anchor = found.last;
  }
  return target;
}
function untilDashDash(args) {
  const end = args.findIndex((a) => a.value === "--");
  return end === -1 ? args : args.slice(0, end);
}
function findWords(args, alternatives) {
  for (let i = 0; i < args.length; i++) {
    for (const words of alternatives) {
      if (words.every((w, k) => args[i + k]?.value === w)) return { words, last: args[i + words.length - 1] };
    }
  }
  return void 0;
}
function dockerEnv(context, server) {
  const options = server.launch?.options ?? [];
  if (options.some((o) => o.flag === "--env-file")) return void 0;
  const out = [];
  for (const o of options) {
    if (o.flag !== "-e" && o.flag !== "--env" || o.value === void 0) continue;
    const arg = server.args[o.valueIndex];
    if (!arg) continue;
    const eq2 = o.value.indexOf("=");
    if (eq2 === -1) {
      const from = server.env.find((e) => e.key === o.value);
      out.push({
        name: o.value,
        value: from?.value,
        node: from?.keyNode ?? arg.node,
        pointer: from?.pointer ?? arg.pointer,
        set: (v) => from ? replaceString(from.valueNode, v) : replaceString(arg.node, `${o.value}=${v}`)
      });
      continue;
    }
    const start = o.valueOffset + eq2 + 1;
    const end = o.valueOffset + o.value.length;
    out.push({
      name: o.value.slice(0, eq2),
      value: o.value.slice(eq2 + 1),
      node: arg.node,
      pointer: arg.pointer,
      set: (v) => replaceInString(context.file.text, arg.node, start, end, v)
    });
  }
  return out;
}
function findHits(context, target, sw) {
  const text = context.file.text;
  const isVar = (v) => context.host.isVariableReference(v);
  const judge2 = (value, test) => value === void 0 || isVar(value) ? "unknown" : testValue(test, value) ? "on" : "off";
  const server = target.server;
  const hits = [];
  if ("flag" in sw) {
    const args = target.programArgs;
    for (let j = 0; j < args.length; j++) {
      const a = args[j];
      const name = flagNames(sw).find((n) => a.value === n || a.value.startsWith(`${n}=`));
      if (name === void 0) continue;
      const base = { verb: "passes", node: a.node, pointer: a.pointer, remove: () => removeElement(text, server.argsNode, a.node) };
      if (a.value === name) {
        const next = args[j + 1];
        if (!sw.bare && sw.separate && sw.value && next && !next.value.startsWith("-")) {
          j++;
          hits.push({
            ...base,
            written: `${name} ${next.value}`,
            state: judge2(next.value, sw.value),
            set: (v) => replaceString(next.node, v),
            replace: (arg) => replaceSpan(text, a.node, next.node, arg),
            remove: () => void 0
          });
        } else {
          const state = sw.bare || !sw.value ? "on" : "off";
          const why = state === "off" ? "needs a value (bare, it is ignored or takes the next argument as its value)" : void 0;
          hits.push({ ...base, written: name, state, ...why ? { why } : {}, set: (v) => replaceString(a.node, `${name}=${v}`), replace: (arg) => replaceString(a.node, arg) });
        }
        continue;
      }
      const value = a.value.slice(name.length + 1);
      hits.push({
        ...base,
        written: a.value,
        state: sw.value ? judge2(value, sw.value) : "off",
        ...sw.value ? {} : { why: "takes no value" },
        set: (v) => replaceInString(text, a.node, name.length + 1, a.value.length, v),
        replace: (arg) => replaceString(a.node, arg)
      });
    }
  } else if ("env" in sw) {
    for (const e of target.env ?? []) {
      if (e.name !== sw.env) continue;
      hits.push({ written: `${e.name}=${e.value ?? "\u2026"}`, state: judge2(e.value, sw.value), verb: "sets", node: e.node, pointer: e.pointer, set: e.set });
    }
  } else if ("header" in sw) {
    for (const h of server.headers) {
      if (h.key.toLowerCase() !== sw.header.toLowerCase()) continue;
      const set = (v) => replaceString(h.valueNode, v);
      hits.push({ written: `${h.key}: ${h.value ?? "\u2026"}`, state: judge2(h.value, sw.value), verb: "sends", node: h.keyNode, pointer: h.pointer, set });
    }
  } else if (server.url) {
    const url = server.url;
    const parts = urlParts(url.value);
    if ("pathSuffix" in sw) {
      if (parts.path.replace(/\/+$/, "").endsWith(sw.pathSuffix)) hits.push({ written: sw.pathSuffix, state: "on", verb: "uses", node: url.node, pointer: url.pointer });
    } else {
      for (const p of parts.params) {
        if (p.name !== sw.query) continue;
        const set = (v) => replaceInString(text, url.node, p.valueStart, p.valueEnd, v);
        hits.push({ written: `${p.name}=${p.value}`, state: judge2(p.value, sw.value), verb: "uses", node: url.node, pointer: url.pointer, set });
      }
    }
  }
  return hits;
}
function urlParts(raw) {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(raw);
  const pathStart = authority ? authority[0].length : 0;
  const stop = raw.slice(pathStart).search(/[?#]/);
  const pathEnd = stop === -1 ? raw.length : pathStart + stop;
  const hash = raw.indexOf("#", pathEnd);
  const queryEnd = hash === -1 ? raw.length : hash;
  const params = [];
  if (raw[pathEnd] === "?") {
    let at2 = pathEnd + 1;
    for (const piece of raw.slice(pathEnd + 1, queryEnd).split("&")) {
      const eq2 = piece.indexOf("=");
      const name = safeDecode(eq2 === -1 ? piece : piece.slice(0, eq2));
      const valueStart = eq2 === -1 ? at2 + piece.length : at2 + eq2 + 1;
      params.push({ name, value: safeDecode(eq2 === -1 ? "" : piece.slice(eq2 + 1)), valueStart, valueEnd: at2 + piece.length });
      at2 += piece.length + 1;
    }
  }
  return { pathStart, pathEnd, path: raw.slice(pathStart, pathEnd), queryEnd, params };
}
function safeDecode(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
function checkEntry(context, entry, target) {
  if (entry.versions) {
    const v = target.version;
    if (v === void 0 ? !entry.versions.whenUnknown : !inRange(v, entry.versions.range)) return;
  }
  const name = target.server.name;
  const widening = [...entry.kind === "ADD" ? [] : entry.disabledBy ?? [], ...entry.widenedBy ?? []];
  for (const sw of widening) {
    if (sw.only && !(target.pkg && sw.only.some((n) => sameName(target.pkg.ecosystem, n, target.pkg.name)))) continue;
    for (const hit of findHits(context, target, sw)) {
      if (hit.state !== "on") continue;
      const undo = sw.undo;
      const edit = undo === void 0 ? void 0 : undo === "remove" ? hit.remove?.() : "set" in undo ? hit.set?.(undo.set) : hit.replace?.(undo.replace);
      const advice = sw.advice ?? (undo === void 0 || undo === "remove" ? "remove it unless the agent really needs it" : "set" in undo ? `set it to ${undo.set} unless the agent really needs it` : `use ${undo.replace} instead`);
      const how = undo === "remove" ? `remove ${hit.written}` : undo && "set" in undo ? `set ${hit.written.split(/[=:\s]/)[0]} to ${undo.set}` : undo ? `use ${undo.replace}` : "";
      context.report({
        node: hit.node,
        pointer: hit.pointer,
        subject: `${entry.id}:${hit.written}`,
        message: `server "${name}" ${hit.verb} ${hit.written} ${hit.verb === "sets" ? "for" : "to"} ${target.what}, which ${sw.effect ?? "widens its access"}: ${advice}`,
        ...edit ? { fix: unsafe(how, edit) } : {}
      });
    }
  }
  if (entry.kind === "ADD") checkReadOnly(context, entry, target);
  if (entry.alsoRequire) {
    const req = entry.alsoRequire;
    const present = req.satisfiedBy.some((sw) => findHits(context, target, sw).some((h) => h.state !== "off"));
    if (!present) {
      context.report({
        node: target.anchor.node,
        pointer: target.anchor.pointer,
        subject: `${entry.id}:${req.id}`,
        message: `server "${name}" runs ${target.what} without ${req.display}: ${req.advice} so ${req.restricts}`
      });
    }
  }
}
function checkReadOnly(context, entry, target) {
  const satisfiers = entry.satisfiedBy ?? [];
  const restricts = entry.restricts ?? "it runs with fewer privileges";
  const name = target.server.name;
  const verb = target.via === "remote" ? "connects to" : "runs";
  const sinceOf = (sw) => sinceOfSwitch(entry, sw);
  if (target.env === void 0 && satisfiers.some((sw) => "env" in sw)) return;
  const hits = satisfiers.flatMap((sw) => findHits(context, target, sw).map((hit) => ({ sw, hit })));
  const present = hits.filter((h) => h.hit.state !== "off");
  if (present.some((h) => !predates(target.version, sinceOf(h.sw)))) return;
  const base = { subject: `${entry.id}:read-only` };
  const stale = present[0];
  if (stale) {
    const since2 = sinceOf(stale.sw);
    context.report({
      ...base,
      node: stale.hit.node,
      pointer: stale.hit.pointer,
      message: `server "${name}" ${stale.hit.verb} ${stale.hit.written}, but the pinned ${target.pkg.written} predates it (added in ${since2}): upgrade to ${since2} or later so ${restricts}`
    });
    return;
  }
  const remedy = chooseRemedy(context, entry, target);
  const offs = [];
  for (const { sw, hit } of hits) {
    const canonical = canonicalValue(sw);
    if ("flag" in sw && sw.bare) {
      const flag = hit.written.split(/[=\s]/)[0];
      offs.push({ hit, use: flag, edit: hit.replace?.(flag) });
    } else if (canonical !== void 0) {
      const key = hit.written.split(/[=:\s]/)[0];
      const use = "header" in sw ? `${key}: ${canonical}` : `${key}=${canonical}`;
      offs.push({ hit, use, edit: hit.set?.(canonical) });
    } else {
      offs.push({ hit, use: remedy.display, edit: void 0 });
    }
  }
  for (const sw of entry.disabledBy ?? []) {
    const replace = sw.undo && sw.undo !== "remove" && "replace" in sw.undo ? sw.undo.replace : void 0;
    for (const hit of findHits(context, target, sw)) {
      if (hit.state === "on") offs.push({ hit, use: replace ?? remedy.display, edit: replace ? hit.replace?.(replace) : void 0 });
    }
  }
  if (offs.length > 0) {
    const tooOld = predates(target.version, sinceOf(remedy.sw));
    for (const off of offs) {
      context.report({
        ...base,
        node: off.hit.node,
        pointer: off.hit.pointer,
        message: `server "${name}" ${verb} ${target.what} with ${off.hit.written}${off.hit.why ? `, which ${off.hit.why}` : ""}: use ${off.use} so ${restricts}${tooOld ? ` (after upgrading to ${sinceOf(remedy.sw)} or later: the pinned ${target.pkg.written} predates it)` : ""}`,
        ...off.edit && !tooOld ? { fix: unsafe(`use ${off.use}`, off.edit) } : {}
      });
    }
    return;
  }
  const since = sinceOf(remedy.sw);
  if (predates(target.version, since)) {
    context.report({
      ...base,
      node: target.anchor.node,
      pointer: target.anchor.pointer,
      message: `server "${name}" pins ${target.pkg.written}, which predates ${remedy.display} (added in ${since}): upgrade to ${since} or later and add it so ${restricts}`
    });
    return;
  }
  context.report({
    ...base,
    node: target.anchor.node,
    pointer: target.anchor.pointer,
    message: `server "${name}" ${verb} ${target.what} without ${remedy.display}: ${remedy.how} so ${restricts}`,
    ...remedy.edit ? { fix: unsafe(remedy.description, remedy.edit) } : {}
  });
}
function chooseRemedy(context, entry, target) {
  const text = context.file.text;
  const fix = entry.fix ?? {};
  const satisfiers = entry.satisfiedBy ?? [];
  const flagSw = (arg) => satisfiers.find((sw) => "flag" in sw && flagNames(sw).includes(arg.split("=")[0]));
  const envSw = (env) => satisfiers.find((sw) => "env" in sw && sw.env === env);
  const server = target.server;
  if (target.via === "remote") {
    const url = server.url;
    const parts = urlParts(url.value);
    if (fix.pathSuffix) {
      const suffix = parts.path.endsWith("/") ? fix.pathSuffix.replace(/^\//, "") : fix.pathSuffix;
      const edit = replaceInString(text, url.node, parts.pathEnd, parts.pathEnd, suffix);
      const sw = satisfiers.find((s) => "pathSuffix" in s);
      return { display: `the ${fix.pathSuffix} path suffix`, how: "append it to the URL path", description: `append ${fix.pathSuffix} to the URL path`, sw, edit };
    }
    if (fix.query) {
      const pair = `${fix.query.name}=${fix.query.value}`;
      const hasQuery = url.value[parts.pathEnd] === "?";
      const empty = hasQuery && parts.queryEnd === parts.pathEnd + 1;
      const insert = hasQuery ? empty ? pair : `&${pair}` : `?${pair}`;
      const at2 = hasQuery ? parts.queryEnd : parts.pathEnd;
      const edit = replaceInString(text, url.node, at2, at2, insert);
      const sw = satisfiers.find((s) => "query" in s && s.query === fix.query.name);
      return { display: pair, how: "add it to the URL query", description: `add ${pair} to the URL query`, sw, edit };
    }
  }
  if (target.via === "docker") {
    const args = server.argsNode;
    const envUsable = fix.env && !predates(target.version, sinceOfSwitch(entry, envSw(fix.env.name)));
    if (fix.env && envUsable && target.image && args?.type === "array") {
      const pair = `${fix.env.name}=${fix.env.value}`;
      const edit = insertElements(text, args, target.image.index, ["-e", pair]);
      return { display: pair, how: `add -e ${pair} before the image`, description: `add -e ${pair} before the image`, sw: envSw(fix.env.name), edit };
    }
    if (fix.dockerCmd && fix.arg && target.image && args?.type === "array") {
      const sub = entry.match.subcommand ? findWords(target.programArgs, entry.match.subcommand.words) : void 0;
      const display2 = fix.dockerCmd.join(" ");
      const sw = flagSw(fix.arg);
      if (target.programArgs.length === 0) {
        const edit2 = insertElements(text, args, target.image.index + 1, fix.dockerCmd);
        const why = fix.env ? ` (${target.pkg.written} predates ${fix.env.name})` : "";
        return { display: fix.arg, how: `add ${display2} after the image${why}`, description: `add ${display2} after the image`, sw, edit: edit2 };
      }
      const edit = sub ? insertArrayElement(text, args, sub.last.index + 1, JSON.stringify(fix.arg)) : void 0;
      return { display: fix.arg, how: sub ? `add it after ${sub.words.join(" ")}` : `pass ${display2} after the image`, description: `add ${fix.arg}`, sw, edit };
    }
    if (fix.arg && fix.dockerArgs && args?.type === "array") {
      const edit = insertArrayElement(text, args, target.insertIndex ?? (args.children ?? []).length, JSON.stringify(fix.arg));
      return { display: fix.arg, how: "add it after the image", description: `add ${fix.arg} after the image`, sw: flagSw(fix.arg), edit };
    }
    const display = fix.arg ?? (fix.env ? `${fix.env.name}=${fix.env.value}` : "read-only mode");
    return { display, how: "pass it to the server", description: "", sw: fix.arg ? flagSw(fix.arg) : void 0, edit: void 0 };
  }
  if (fix.arg) {
    return { display: fix.arg, how: "add it", description: `add ${fix.arg}`, sw: flagSw(fix.arg), edit: addArg(text, server, target.insertIndex, fix.arg) };
  }
  if (fix.env) {
    const pair = `${fix.env.name}=${fix.env.value}`;
    return { display: pair, how: "add it to env", description: `add ${pair} to env`, sw: envSw(fix.env.name), edit: addEnv(text, server, fix.env.name, fix.env.value) };
  }
  return { display: "read-only mode", how: "turn it on", description: "", sw: void 0, edit: void 0 };
}
function sinceOfSwitch(entry, sw) {
  return sw?.since ?? entry.sinceVersion;
}
function unsafe(description, edit) {
  return { safety: "unsafe", description, edits: [edit] };
}
function addArg(text, server, index, arg) {
  if (!server.argsNode) return appendProperty(text, server.node, "args", JSON.stringify([arg]));
  if (server.argsNode.type !== "array") return void 0;
  return insertArrayElement(text, server.argsNode, index ?? (server.argsNode.children ?? []).length, JSON.stringify(arg));
}
function addEnv(text, server, name, value) {
  if (server.envNode) return server.envNode.type === "object" ? appendProperty(text, server.envNode, name, JSON.stringify(value)) : void 0;
  const props = server.node.children ?? [];
  const first = props[0];
  const multiline = first !== void 0 && /[\r\n]/.test(text.slice(server.node.offset, first.offset));
  const last = props[props.length - 1];
  const json = multiline && last ? serializeAt(text, last.offset, { [name]: value }) : `{ ${JSON.stringify(name)}: ${JSON.stringify(value)} }`;
  return appendProperty(text, server.node, "env", json);
}
function insertElements(text, array, index, values) {
  const first = JSON.stringify(values[0]);
  const one = insertArrayElement(text, array, index, first);
  const json = values.map((v) => JSON.stringify(v));
  if (index >= (array.children ?? []).length) {
    const sep2 = one.content.slice(0, one.content.length - first.length);
    return { offset: one.offset, length: 0, content: json.map((v) => sep2 + v).join("") };
  }
  const sep = one.content.slice(first.length);
  return { offset: one.offset, length: 0, content: json.map((v) => v + sep).join("") };
}
function removeElement(text, array, element) {
  const items2 = array?.children ?? [];
  const i = items2.indexOf(element);
  if (i === -1) return void 0;
  const next = items2[i + 1];
  const prev = items2[i - 1];
  const end = element.offset + element.length;
  const [start, stop] = next ? [element.offset, next.offset] : prev ? [prev.offset + prev.length, end] : [element.offset, end];
  const around = text.slice(start, element.offset) + text.slice(end, stop);
  if (/\/[/*]/.test(around)) return void 0;
  return { offset: start, length: stop - start, content: "" };
}
function replaceSpan(text, from, to, arg) {
  const between = text.slice(from.offset + from.length, to.offset);
  if (/\/[/*]/.test(between)) return void 0;
  return { offset: from.offset, length: to.offset + to.length - from.offset, content: JSON.stringify(arg) };
}

// src/rules/data/transport.ts
function splitUrl(url) {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)[^?#]*(?:\?([^#]*))?/i.exec(url.trim());
  if (!m) return void 0;
  const authority = m[2];
  const at2 = authority.lastIndexOf("@");
  const hostPort = authority.slice(at2 + 1);
  let host;
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    host = close === -1 ? hostPort : hostPort.slice(0, close + 1);
  } else {
    const colon = hostPort.indexOf(":");
    host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  }
  return { scheme: m[1].toLowerCase(), userinfo: at2 === -1 ? void 0 : authority.slice(0, at2), host, query: m[3] };
}
function canonicalHost(host) {
  if (host === "" || /[$%{}]/.test(host)) return void 0;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host.toLowerCase();
  }
}
function isLocalHost(host) {
  const h = host.toLowerCase().replace(/\.$/, "");
  return h === "localhost" || h.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === "[::1]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(h) || h === "0.0.0.0" || h === "[::]";
}
var SECURE_SCHEME = { http: "https", ws: "wss" };
function isCredentialHeader(name) {
  return /^(?:proxy-)?authorization$/i.test(name) || /^cookie$/i.test(name) || /(?:^|[-_])(?:api[-_]?)?key$/i.test(name) || /apikey$/i.test(name) || /token/i.test(name) || /secret/i.test(name) || /passw(?:or)?d/i.test(name) || /(?:^|[-_])auth$/i.test(name);
}
function isCredentialParam(name) {
  return /(?:^|[-_.])(?:key|auth|sig|signature|jwt|pwd|passwd|session|sessionid)$/i.test(name) || /(?:token|api[-_]?key|secret|password)$/i.test(name);
}
function queryParams(query) {
  return query.split("&").filter((p) => p !== "").map((p) => {
    const eq2 = p.indexOf("=");
    const raw = eq2 === -1 ? [p, ""] : [p.slice(0, eq2), p.slice(eq2 + 1)];
    return { name: decode(raw[0]), value: decode(raw[1]) };
  });
}
function decode(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
var BIND_FLAGS = /* @__PURE__ */ new Map([
  ["--host", false],
  ["--bind-host", false],
  ["--listen-host", false],
  ["--http-host", false],
  ["--sse-host", false],
  // mcp-proxy (its SSE server mode)
  ["--server-host", false],
  ["-H", false],
  ["--bind", true],
  ["-b", true],
  ["--bind-address", true],
  ["--listen", true],
  ["--listen-address", true],
  ["--listen-addr", true],
  ["--addr", true],
  ["--address", true],
  ["--http-addr", true]
]);
function bindEnvKey(key) {
  if (/(?:^|_)HOST$/i.test(key)) return { emptyHostMeansAll: false };
  if (/(?:^|_)(?:BIND|BIND_ADDR|BIND_ADDRESS|LISTEN|LISTEN_ADDR|LISTEN_ADDRESS)$/i.test(key)) return { emptyHostMeansAll: true };
  return void 0;
}
function allInterfaces(value, emptyHostMeansAll) {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value);
  const base = scheme ? scheme[0].length : 0;
  const rest = value.slice(base);
  const end = scheme ? String.raw`(?=$|:\d*(?:$|/)|/)` : String.raw`(?=$|:\d*$)`;
  let m;
  if (m = new RegExp(String.raw`^0\.0\.0\.0${end}`).exec(rest)) return { start: base, end: base + m[0].length, shown: "0.0.0.0" };
  if (m = new RegExp(String.raw`^\[::\]${end}`).exec(rest)) return { start: base, end: base + m[0].length, shown: "::" };
  if (rest === "::") return { start: base, end: base + 2, shown: "::" };
  if (emptyHostMeansAll && /^:\d+$/.test(rest)) return { start: base, end: base, shown: "0.0.0.0" };
  return void 0;
}
function publishOnAll(value) {
  if (value.startsWith("[")) {
    const close = value.indexOf("]");
    if (close === -1) return void 0;
    return value.slice(0, close + 1) === "[::]" ? { start: 0, end: close + 1, replacement: "127.0.0.1", shown: "::" } : void 0;
  }
  const parts = value.replace(/\/[a-z]+$/i, "").split(":");
  if (parts.length === 1) return { start: 0, end: 0, replacement: "127.0.0.1::", shown: "0.0.0.0" };
  if (parts.length === 2) return { start: 0, end: 0, replacement: "127.0.0.1:", shown: "0.0.0.0" };
  if (parts.length === 3 && parts[0] === "0.0.0.0") return { start: 0, end: 7, replacement: "127.0.0.1", shown: "0.0.0.0" };
  return void 0;
}
var REMOTE_BRIDGES = /* @__PURE__ */ new Map([
  ["mcp-remote", { headerFlag: "--header" }],
  ["mcp-proxy", { headerFlag: void 0 }]
]);

// src/rules/insecure-transport.ts
var insecureTransport = {
  meta: {
    id: "insecure-transport",
    description: "Remote servers reached over plain http/ws, credentials sent in clear, the deprecated SSE transport, local servers listening on every interface",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("insecure-transport")
  },
  check(context) {
    for (const server of context.model.servers) {
      if (server.url) checkRemote(context, server, server.url, urlHeaderCredentials(server), "");
      checkBridge(context, server);
      if (server.type?.value === "sse") {
        context.report({
          node: server.type.node,
          pointer: server.type.pointer,
          severity: "warning",
          subject: "sse",
          // No fix: only the server knows whether it also speaks Streamable HTTP.
          message: `server "${server.name}" uses the SSE transport, deprecated since the 2025-03-26 MCP spec: use "http" (Streamable HTTP) if the server supports it`
        });
      }
      if (server.command) checkListenAddress(context, server);
    }
  }
};
function checkRemote(context, server, url, extra, via) {
  const parts = splitUrl(url.value);
  const secure = parts && SECURE_SCHEME[parts.scheme];
  if (!parts || !secure) return;
  const host = canonicalHost(parts.host);
  if (host === void 0 || isLocalHost(host)) return;
  const credentials = [...extra];
  if (parts.userinfo !== void 0) {
    credentials.push({ where: "the url user info", node: url.node, pointer: url.pointer, secrets: literal([parts.userinfo, userinfoSecret(parts.userinfo)]) });
  }
  for (const param of queryParams(parts.query ?? "")) {
    if (isCredentialParam(param.name)) {
      credentials.push({ where: `query parameter "${param.name}"`, node: url.node, pointer: url.pointer, secrets: literal([param.value]) });
    }
  }
  const scheme = parts.scheme;
  if (credentials.length === 0) {
    context.report({
      node: url.node,
      pointer: url.pointer,
      subject: `plain:${host}`,
      message: `server "${server.name}" connects over plain ${scheme} to ${host}${via}: use ${secure}`
    });
    return;
  }
  for (const c of credentials) {
    context.report({
      node: c.node,
      pointer: c.pointer,
      subject: `credential:${c.where}`,
      message: `server "${server.name}" sends credentials in ${c.where} over plain ${scheme} to ${host}${via}: use ${secure}`,
      secrets: c.secrets
    });
  }
}
function urlHeaderCredentials(server) {
  return server.headers.filter((h) => h.value !== void 0 && h.value.trim() !== "" && isCredentialHeader(h.key)).map((h) => ({ where: `header "${h.key}"`, node: h.keyNode, pointer: h.pointer, secrets: literal(headerSecrets(h.value)) }));
}
function checkBridge(context, server) {
  const launch = server.launch;
  const bridge = launch && REMOTE_BRIDGES.get(launch.packages[0]?.name ?? "");
  if (!launch || !bridge) return;
  const programArgs = server.args.slice(launch.programArgsStart);
  const url = programArgs.find((a) => /^(?:https?|wss?):\/\//i.test(a.value));
  if (!url) return;
  const credentials = [];
  programArgs.forEach((arg, i) => {
    const value = programArgs[i + 1];
    if (!bridge.headerFlag || arg.value !== bridge.headerFlag || !value) return;
    const colon = value.value.indexOf(":");
    const name = value.value.slice(0, colon).trim();
    const headerValue = value.value.slice(colon + 1).trim();
    if (colon > 0 && headerValue !== "" && isCredentialHeader(name)) {
      credentials.push({ where: `header "${name}"`, node: value.node, pointer: value.pointer, secrets: literal(headerSecrets(headerValue)) });
    }
  });
  checkRemote(context, server, url, credentials, ` through ${launch.packages[0].name}`);
}
function headerSecrets(value) {
  const scheme = /^\s*[A-Za-z-]+\s+(\S+)\s*$/.exec(value);
  return scheme ? [value, scheme[1]] : [value];
}
function userinfoSecret(userinfo) {
  let masked = userinfo;
  for (const ref of references(userinfo)) masked = masked.slice(0, ref.start) + "_".repeat(ref.end - ref.start) + masked.slice(ref.end);
  const colon = masked.indexOf(":");
  return colon === -1 ? userinfo : userinfo.slice(colon + 1);
}
function literal(values) {
  return values.filter((v) => v.length >= 8 && !v.includes("${") && !/^[a-z]+$/.test(v) && !isPlaceholder(v));
}
var LOOPBACK = "127.0.0.1";
function checkListenAddress(context, server) {
  const launch = server.launch;
  if (launch?.ecosystem === "oci") {
    checkPublish(context, server);
    const hostNetwork = launch.options.some((o) => (o.flag === "--network" || o.flag === "--net") && o.value === "host");
    if (!hostNetwork) return;
    checkListenArgs(context, server, launch.programArgsStart);
    for (const option of launch.options) {
      const value = containerOptionValue(option);
      const at2 = server.args[option.valueIndex];
      const eq2 = value?.value.indexOf("=") ?? -1;
      if (option.flag !== "-e" && option.flag !== "--env" || !value || !at2 || eq2 === -1) continue;
      const key = bindEnvKey(value.value.slice(0, eq2));
      if (key) reportListen(context, server, at2, value.offset + eq2 + 1, key.emptyHostMeansAll, `${option.flag} ${value.value.slice(0, eq2)}`);
    }
    return;
  }
  checkListenArgs(context, server, 0);
  for (const entry of server.env) {
    const key = bindEnvKey(entry.key);
    if (!key || entry.value === void 0) continue;
    reportListen(context, server, { value: entry.value, node: entry.valueNode, pointer: entry.pointer }, 0, key.emptyHostMeansAll, `env ${entry.key}`);
  }
}
function checkListenArgs(context, server, from) {
  server.args.forEach((arg, i) => {
    if (i < from) return;
    const eq2 = arg.value.indexOf("=");
    if (arg.value.startsWith("--") && eq2 !== -1) {
      const flag = arg.value.slice(0, eq2);
      const emptyHostMeansAll2 = BIND_FLAGS.get(flag);
      if (emptyHostMeansAll2 !== void 0) reportListen(context, server, arg, eq2 + 1, emptyHostMeansAll2, flag);
      return;
    }
    const emptyHostMeansAll = BIND_FLAGS.get(arg.value);
    const next = server.args[i + 1];
    if (emptyHostMeansAll !== void 0 && next && next.index === arg.index + 1) reportListen(context, server, next, 0, emptyHostMeansAll, arg.value);
  });
}
function reportListen(context, server, at2, offset, emptyHostMeansAll, where) {
  const all = allInterfaces(at2.value.slice(offset), emptyHostMeansAll);
  if (!all) return;
  context.report({
    node: at2.node,
    pointer: at2.pointer,
    severity: "warning",
    subject: `listen:${where}`,
    message: `server "${server.name}" listens on ${all.shown} (${where}): bind it to ${LOOPBACK} so the local network cannot reach it`,
    fix: {
      safety: "unsafe",
      description: `listen on ${LOOPBACK} instead of ${all.shown}`,
      edits: [replaceInString(context.file.text, at2.node, offset + all.start, offset + all.end, LOOPBACK)]
    }
  });
}
function checkPublish(context, server) {
  for (const option of server.launch?.options ?? []) {
    const flagNode = server.args[option.argIndex];
    if (!flagNode) continue;
    if (option.flag === "--publish-all" ? option.value !== "false" : /^-[itdqP]*P[itdqP]*$/.test(option.flag)) {
      context.report({
        node: flagNode.node,
        pointer: flagNode.pointer,
        severity: "warning",
        subject: "publish-all",
        message: `server "${server.name}" publishes every exposed port on 0.0.0.0 (${flagNode.value}): publish only the port it needs with -p ${LOOPBACK}:<port>:<port>`
      });
      continue;
    }
    const value = containerOptionValue(option);
    if (option.flag !== "-p" && option.flag !== "--publish" || !value) continue;
    const valueAt = server.args[option.valueIndex];
    const publish = publishOnAll(value.value);
    if (!valueAt || !publish) continue;
    const written2 = option.valueIndex === option.argIndex ? valueAt.value : `${option.flag} ${value.value}`;
    context.report({
      node: valueAt.node,
      pointer: valueAt.pointer,
      severity: "warning",
      subject: `publish:${value.value}`,
      message: `server "${server.name}" publishes its port on ${publish.shown} (${written2}): bind it to ${LOOPBACK} so the local network cannot reach it`,
      fix: {
        safety: "unsafe",
        description: `publish on ${LOOPBACK} only`,
        edits: [replaceInString(context.file.text, valueAt.node, value.offset + publish.start, value.offset + publish.end, publish.replacement)]
      }
    });
  }
}

// src/rules/risky-command.ts
var riskyCommand = {
  meta: {
    id: "risky-command",
    description: "Launches that hide or widen what runs: shell wrappers, download-and-run, eval, sudo, privileged containers",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    // Every finding needs a decision only the user can make (what to run instead): the messages say how.
    fix: "none",
    network: false,
    docs: docsUrl("risky-command")
  },
  check(context) {
    for (const server of [...context.model.servers, ...context.model.hooks]) {
      if (!server.command) continue;
      const r = reporter(context, server);
      const program2 = programName(server.command.value);
      const wrapper = shellWrapper(server, program2);
      if (wrapper) r(server.command, wrapper.severity, `shell:${wrapper.label}`, wrapper.message);
      const all = joinLine([server.command, ...server.args]);
      const payload = joinLine([.../\s/.test(server.command.value.trim()) ? [server.command] : [], ...wrapper?.payload ?? []]);
      const download = findDownloadExec(all.text);
      if (download) {
        r(all.at(download), "error", `download:${download.label}`, `downloads code and runs it (${download.label}): what runs can change at any time and nobody reviews it; install a pinned release and call it directly`);
      }
      const base64 = findBase64Exec(all.text);
      if (base64) {
        r(all.at(base64), "error", `base64:${base64.label}`, `decodes a base64 payload and runs it (${base64.label}): the code is hidden from review; decode it, review it and call the program directly`);
      }
      const evaluated = download || base64 ? void 0 : findEval(payload.text, wrapper?.powershell ?? false);
      if (evaluated) {
        r(payload.at(evaluated), "error", `eval:${evaluated.label}`, `runs code built at start-up (${evaluated.label}): nobody can review what runs; call the program directly`);
      }
      const elevation = ELEVATORS.has(program2) ? { at: server.command, label: program2 } : matchAt(payload, findElevation(payload.text));
      if (elevation) {
        r(elevation.at, "error", `elevation:${elevation.label}`, `runs with elevated rights (${elevation.label}): an MCP server needs only your own rights; drop ${elevation.label} and grant only the access it needs`);
      }
      const unsafePerm = matchAt(all, findUnsafePerm(all.text)) ?? unsafePermEnv(server);
      if (unsafePerm) {
        r(unsafePerm.at, "warning", "unsafe-perm", `uses npm's --unsafe-perm: package scripts then keep root rights; remove it and do not run npm as root`);
      }
      checkContainer(server, r);
    }
  }
};
function reporter(context, server) {
  return (at2, severity, subject, message) => context.report({ node: at2.node, pointer: at2.pointer, severity, subject, message: `${server.label ?? `server "${server.name}"`} ${message}` });
}
var THROUGH_SHELL = "the host cannot show what really runs; call the program directly";
function shellWrapper(server, program2) {
  const args = server.args;
  const flag = shellCommandFlag(program2, args.map((a) => a.value));
  if (flag && POSIX_SHELLS.has(program2)) {
    const label = `${program2} ${args[flag.index].value}`;
    return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload: args.slice(flag.index + 1, flag.index + 2), powershell: false };
  }
  if (program2 === "cmd") {
    for (let i = 0; i < args.length; i++) {
      const a = args[i].value;
      if (/^\/[ck]$/i.test(a)) {
        const label = `cmd ${a}`;
        const payload = args.slice(i + 1);
        const line = payload.map((p) => p.value).join(" ");
        const launcher = programName(line.trim().split(/\s+/)[0] ?? "");
        if (/^\/c$/i.test(a) && PLAIN_LAUNCHERS.has(launcher) && !CMD_METACHARACTERS.test(line)) {
          return { label, severity: "info", message: `starts ${launcher} through ${label}, a common Windows pattern: keep that line a plain launch, or call ${launcher} directly if the host can start it`, payload, powershell: false };
        }
        return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload, powershell: false };
      }
      if (!a.startsWith("/")) return void 0;
    }
    return void 0;
  }
  if (flag && POWERSHELLS.has(program2)) {
    const label = `${program2} ${args[flag.index].value}`;
    if (flag.kind === "encoded") {
      return { label, severity: "error", message: `runs a hidden base64 payload through a shell (${label}): the host cannot show what really runs; decode it, review it and call the program directly`, payload: [], powershell: true };
    }
    return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload: args.slice(flag.index + 1), powershell: true };
  }
  return void 0;
}
function joinLine(parts) {
  const starts = [];
  let text = "";
  for (const p of parts) {
    if (starts.length > 0) text += " ";
    starts.push(text.length);
    text += p.value;
  }
  return {
    text,
    at(match) {
      let i = 0;
      while (i + 1 < starts.length && starts[i + 1] <= match.index) i++;
      return parts[i];
    }
  };
}
function matchAt(line, match) {
  return match ? { at: line.at(match), label: match.label } : void 0;
}
function unsafePermEnv(server) {
  const e = server.env.find((v) => /^npm_config_unsafe_perm$/i.test(v.key) && /^(?:true|1)$/i.test(v.value ?? ""));
  return e && { at: { value: e.value, node: e.valueNode, pointer: e.pointer } };
}
function checkContainer(server, r) {
  const launch = server.launch;
  if (launch?.runner !== "docker run" && launch?.runner !== "podman run") return;
  for (const option of launch.options) {
    const flagAt = option.argIndex === -1 ? server.command : server.args[option.argIndex];
    if (!flagAt) continue;
    const at2 = server.args[option.valueIndex] ?? flagAt;
    const value = containerOptionValue(option)?.value ?? "";
    const shown = written(option, flagAt);
    const say = (severity, message) => r(at2, severity, `container:${option.flag}:${value}`, message);
    switch (option.flag) {
      case "--privileged":
        if (option.value !== "false") say("error", `runs its container with ${shown}: the container gets full control of the host; remove the flag`);
        break;
      case "--cap-add":
        for (const cap of value.split(",")) {
          const name = cap.trim().toUpperCase().replace(/^CAP_/, "");
          const why = DANGEROUS_CAPABILITIES.get(name);
          if (why) say("error", `gives its container the ${name} capability (${shown}): ${why}; remove it`);
        }
        break;
      case "--pid":
        if (value === "host") say("error", `shares the host's processes with its container (${shown}): it can see and signal every process; remove it`);
        break;
      case "--network":
      case "--net":
        if (value === "host") say("warning", `puts its container on the host network (${shown}): it reaches every local service and listens on every interface; remove it and publish only the port it needs`);
        break;
      case "--security-opt":
        if (isUnconfinedSecurityOpt(value)) say("error", `turns off a container protection (${shown}): the container loses a barrier against escaping to the host; remove it`);
        break;
      case "-v":
      case "--volume":
        mount(volumeSource(value), shown, say);
        break;
      case "--mount":
        mount(mountSource(value), shown, say);
        break;
    }
  }
}
function mount(source, shown, say) {
  if (!source) return;
  const engine = containerSocket(source.path);
  if (engine) {
    say("error", `mounts the ${engine} socket into its container (${shown}): that is full control of the host; remove the mount`);
    return;
  }
  const sensitive = sensitivePath(source.path);
  if (sensitive) say("error", `mounts ${sensitive.what} into its container (${shown}): ${sensitive.consequence}; mount only the folder the server needs`);
}
function written(option, flagAt) {
  if (option.argIndex === -1) return option.value === void 0 ? option.flag : `${option.flag} ${option.value}`;
  if (option.value === void 0 || option.valueIndex === option.argIndex) return flagAt.value;
  return `${option.flag} ${option.value}`;
}

// src/rules/data/write-tools.ts
var WRITE_VERBS = /* @__PURE__ */ new Set([
  "add",
  "append",
  "apply",
  "approve",
  "archive",
  "assign",
  "cancel",
  "close",
  "commit",
  "create",
  "delete",
  "deploy",
  "destroy",
  "drop",
  "edit",
  "exec",
  "execute",
  "fork",
  "insert",
  "install",
  "invite",
  "kill",
  "merge",
  "modify",
  "move",
  "patch",
  "post",
  "publish",
  "push",
  "put",
  "remove",
  "rename",
  "replace",
  "reset",
  "restore",
  "revoke",
  "rm",
  "run",
  "send",
  "set",
  "shell",
  "submit",
  "terminate",
  "transfer",
  "truncate",
  "uninstall",
  "update",
  "upload",
  "upsert",
  "write"
]);
function toolWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter((w) => w !== "").map((w) => w.toLowerCase());
}
function isWriteTool(name) {
  return toolWords(name).some((w) => WRITE_VERBS.has(w));
}

// src/rules/auto-approved-tools.ts
var NAMED = 3;
var autoApprovedTools = {
  meta: {
    id: "auto-approved-tools",
    description: "Tool calls of a server that run without asking: Gemini CLI trust: true, Codex approval modes, Cline and Kiro autoApprove, Roo Code alwaysAllow and Copilot coding agent tools wildcards or write tools",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("auto-approved-tools")
  },
  check(context) {
    const approval = context.host.autoApproval;
    if (!approval) return;
    const allowed = new Set(Array.isArray(context.options["allowTools"]) ? context.options["allowTools"].map(String) : []);
    for (const server of context.model.servers) {
      if (approval.trustKey) checkTrust(context, server, approval.trustKey);
      if (approval.approveAllKey) checkApproveAll(context, server, approval.approveAllKey, allowed);
      for (const key of approval.toolListKeys ?? []) checkToolList(context, server, key, allowed);
    }
  }
};
function checkTrust(context, server, key) {
  const entry = entries(server.node).findLast((e) => e.key === key);
  if (entry?.value.type !== "boolean" || entry.value.value !== true) return;
  const host = context.host.displayName;
  context.report({
    node: entry.value,
    pointer: `${server.pointer}/${key}`,
    subject: "trust",
    message: `server "${server.name}" has "${key}": true: ${host} runs every tool it offers without asking you; set it to false and approve tools one by one`,
    // Unsafe: from now on every tool call of this server asks first.
    fix: { safety: "unsafe", description: `set "${key}" to false`, edits: [{ offset: entry.value.offset, length: entry.value.length, content: "false" }] }
  });
}
function checkApproveAll(context, server, switch_, allowed) {
  const host = context.host.displayName;
  const entry = entries(server.node).findLast((e) => e.key === switch_.key);
  if (entry?.value.type === "string" && entry.value.value === switch_.value) {
    context.report({
      node: entry.value,
      pointer: `${server.pointer}/${switch_.key}`,
      subject: `approve-all:${switch_.key}`,
      message: `server "${server.name}" has ${switch_.key} = ${JSON.stringify(switch_.value)}: ${host} runs every tool it offers without asking you; use ${switch_.narrower}`
    });
  }
  for (const tool of entries(property(server.node, "tools"))) {
    const mode = property(tool.value, "approval_mode");
    if (mode?.type !== "string" || mode.value !== switch_.value || allowed.has(tool.key) || !isWriteTool(tool.key)) continue;
    context.report({
      node: mode,
      pointer: `${server.pointer}/tools/${tool.key.replace(/~/g, "~0").replace(/\//g, "~1")}/approval_mode`,
      subject: `approve-tool:${tool.key}`,
      message: `server "${server.name}" approves tool "${tool.key}", which changes things, without asking you (approval_mode = ${JSON.stringify(switch_.value)}); use "prompt"`
    });
  }
}
function checkToolList(context, server, key, allowed) {
  const entry = entries(server.node).findLast((e) => e.key === key);
  if (entry?.value.type !== "array") return;
  const host = context.host.displayName;
  const tools = (entry.value.children ?? []).flatMap((node, index) => node.type === "string" && typeof node.value === "string" ? [{ name: node.value, node, index }] : []);
  const wildcard = tools.find((t) => t.name.includes("*"));
  if (wildcard) {
    context.report({
      node: wildcard.node,
      pointer: `${server.pointer}/${key}/${wildcard.index}`,
      subject: `wildcard:${key}`,
      message: `server "${server.name}" auto-approves every tool (${JSON.stringify(wildcard.name)} in "${key}"): ${host} runs them without asking you; list only the read-only tools you want unattended`
    });
    return;
  }
  const writers = tools.filter((t) => !allowed.has(t.name) && isWriteTool(t.name));
  if (writers.length === 0) return;
  const names = writers.slice(0, NAMED).map((t) => t.name);
  const more = writers.length > NAMED ? ` and ${writers.length - NAMED} more` : "";
  context.report({
    node: entry.keyNode,
    pointer: `${server.pointer}/${key}`,
    subject: `write-tools:${key}`,
    message: `server "${server.name}" auto-approves ${writers.length === 1 ? "a tool that changes" : `${writers.length} tools that change`} things (${names.join(", ")}${more}) in "${key}": ${host} runs ${writers.length === 1 ? "it" : "them"} without asking you; keep only read-only tools there`
  });
}

// src/rules/data/agent-clis.ts
var AGENT_CLIS = [
  {
    name: "Gemini CLI",
    programs: ["gemini"],
    packages: ["@google/gemini-cli"],
    flags: [
      { flag: "--yolo", instead: "drop it (or use --approval-mode=auto_edit, which approves only file edits)" },
      { flag: "-y", instead: "drop it (or use --approval-mode=auto_edit, which approves only file edits)" },
      { flag: "--approval-mode", value: "yolo", instead: "use --approval-mode=default, or auto_edit to approve only file edits" }
    ],
    source: "https://geminicli.com/docs/get-started/configuration (--yolo, --approval-mode)"
  },
  {
    name: "Claude Code",
    programs: ["claude"],
    packages: ["@anthropic-ai/claude-code"],
    flags: [
      { flag: "--dangerously-skip-permissions", severity: "error", instead: "drop it and allow the tools it needs with --allowedTools" },
      { flag: "--permission-mode", value: "bypassPermissions", severity: "error", instead: "use --permission-mode default (or acceptEdits) and allow the tools it needs with --allowedTools" }
    ],
    source: "https://code.claude.com/docs/en/cli-reference (--dangerously-skip-permissions, --permission-mode)"
  },
  {
    name: "Codex",
    programs: ["codex"],
    packages: ["@openai/codex"],
    flags: [
      { flag: "--dangerously-bypass-approvals-and-sandbox", severity: "error", instead: "drop it (--full-auto keeps the sandbox)" },
      { flag: "--ask-for-approval", value: "never", instead: "use --ask-for-approval on-request" },
      { flag: "-a", value: "never", instead: "use -a on-request" }
    ],
    source: "https://developers.openai.com/codex/cli/reference (--ask-for-approval, --dangerously-bypass-approvals-and-sandbox)"
  },
  {
    name: "Copilot CLI",
    programs: ["copilot"],
    packages: ["@github/copilot"],
    flags: [
      { flag: "--allow-all-tools", instead: "allow single tools with --allow-tool 'Server(tool)'" },
      { flag: "--allow-all", instead: "allow single tools with --allow-tool 'Server(tool)'" },
      { flag: "--yolo", instead: "allow single tools with --allow-tool 'Server(tool)'" }
    ],
    source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/use-copilot-cli/allowing-tools"
  },
  {
    name: "Crush",
    programs: ["crush"],
    packages: [],
    flags: [
      { flag: "--yolo", instead: "drop it and list the tools it may run in permissions.allowed_tools" },
      { flag: "-y", instead: "drop it and list the tools it may run in permissions.allowed_tools" }
    ],
    source: "https://github.com/charmbracelet/crush (internal/cmd/root.go: --yolo)"
  },
  {
    name: "Mistral Vibe",
    programs: ["vibe"],
    packages: ["mistral-vibe"],
    flags: [
      { flag: "--auto-approve", instead: 'drop it and set permission = "always" only for read-only tools' },
      { flag: "--yolo", instead: 'drop it and set permission = "always" only for read-only tools' }
    ],
    source: "https://github.com/mistralai/mistral-vibe (README: --auto-approve)"
  },
  {
    name: "Amazon Q Developer CLI",
    programs: ["q", "qchat"],
    packages: [],
    flags: [{ flag: "--trust-all-tools", instead: "drop it and list the tools in the agent's allowedTools" }],
    source: "https://github.com/aws/amazon-q-developer-cli (crates/chat-cli/src/cli/chat/mod.rs: --trust-all-tools)"
  }
];

// src/rules/host-wide-approval.ts
var hostWideApproval = {
  meta: {
    id: "host-wide-approval",
    description: "Host settings that run every MCP tool, or start every server of a repository, without asking: Claude Code, Codex, Goose, Zed, opencode, Amazon Q, Crush, Mistral Vibe, agents launched with --yolo",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("host-wide-approval")
  },
  check(context) {
    const root = context.tree;
    if (root?.type === "object") CHECKS[context.host.id]?.(context, root);
    for (const server of context.model.servers) checkAgentLaunch(context, server);
  }
};
var CHECKS = {
  "claude-code-settings": claudeCodeSettings2,
  codex: codex2,
  goose: goose2,
  zed: zed2,
  opencode: opencode2,
  "amazon-q-agent": amazonQAgent2,
  crush: crush2,
  vibe: vibe2
};
function at(node, path2, subject, message, extra = {}) {
  return { node, pointer: pointer(...path2), subject, message, ...extra };
}
function replaceWith(node, value, description) {
  return { safety: "unsafe", description, edits: [typeof value === "string" ? replaceString(node, value) : { offset: node.offset, length: node.length, content: String(value) }] };
}
function strings(node) {
  return (node?.type === "array" ? node.children ?? [] : []).flatMap((n, index) => n.type === "string" && typeof n.value === "string" ? [{ value: n.value, node: n, index }] : []);
}
function claudeCodeSettings2(context, root) {
  const enableAll = property(root, "enableAllProjectMcpServers");
  if (enableAll?.value === true) {
    context.report(
      at(enableAll, ["enableAllProjectMcpServers"], "enableAllProjectMcpServers", `"enableAllProjectMcpServers": true starts every server in this project's .mcp.json without asking you, also those a later commit adds or changes; list the servers you reviewed in "enabledMcpjsonServers" instead`, {
        severity: "error",
        fix: replaceWith(enableAll, false, "set enableAllProjectMcpServers to false")
      })
    );
  }
  const enabled = strings(property(root, "enabledMcpjsonServers"));
  if (enabled.length > 0) {
    const names = enabled.map((e) => JSON.stringify(e.value)).join(", ");
    context.report(
      at(property(root, "enabledMcpjsonServers"), ["enabledMcpjsonServers"], "enabledMcpjsonServers", `"enabledMcpjsonServers" starts ${names} from .mcp.json without asking you, whatever a later commit makes ${enabled.length === 1 ? "it" : "them"} run; review .mcp.json when it changes, and pin what ${enabled.length === 1 ? "it launches" : "they launch"} (mcp-audit approve)`, {
        severity: "info"
      })
    );
  }
  const permissions = property(root, "permissions");
  const mode = property(permissions, "defaultMode");
  if (stringValue(mode) === "bypassPermissions") {
    context.report(
      at(mode, ["permissions", "defaultMode"], "defaultMode:bypassPermissions", `"defaultMode": "bypassPermissions" runs every tool without asking you: MCP tools, shell commands and file edits; use "default", or "acceptEdits" to approve only file edits`, {
        severity: "error",
        fix: replaceWith(mode, "default", 'set permissions.defaultMode to "default"')
      })
    );
  }
  for (const rule of strings(property(permissions, "allow"))) {
    const m = /^mcp__(.*)$/.exec(rule.value);
    if (!m) continue;
    const where = ["permissions", "allow", rule.index];
    const [server, tool] = splitOnce(m[1], "__");
    if (server === "*" || server.includes("*")) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}, meant to let every tool of every MCP server run without asking you (Claude Code may ignore a wildcard across servers); list the read-only tools you want unattended, e.g. "mcp__github__get_issue"`));
    } else if (tool === void 0 || tool === "" || isEveryTool(tool)) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}: every tool of server "${server}" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__${server}__<tool>")`));
    } else if (isWriteTool(literalPart(tool))) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}: tool "${tool}" of server "${server}" changes things and runs without asking you; keep only read-only tools there`));
    }
  }
}
function isEveryTool(pattern) {
  return /^[*?]+$/.test(pattern);
}
function literalPart(pattern) {
  return pattern.replace(/[*?]/g, " ");
}
function splitOnce(text, separator) {
  const i = text.indexOf(separator);
  return i === -1 ? [text, void 0] : [text.slice(0, i), text.slice(i + separator.length)];
}
function codex2(context, root) {
  const judge2 = (table, path2, label, inherited) => {
    const policy = property(table, "approval_policy");
    if (stringValue(policy) !== "never") return;
    const sandbox = stringValue(property(table, "sandbox_mode")) ?? inherited;
    const open = sandbox === "danger-full-access";
    context.report(
      at(policy, [...path2, "approval_policy"], `approval_policy:never${open ? ":danger-full-access" : ""}`, open ? `${label}approval_policy = "never" with sandbox_mode = "danger-full-access": Codex runs every command and MCP tool without asking you, with full access to this machine; use approval_policy = "on-request" and sandbox_mode = "workspace-write"` : `${label}approval_policy = "never": Codex runs every command and MCP tool without asking you (failures go back to the model, not to you); use "on-request" (the default) or "untrusted"`, { severity: open ? "error" : "warning" })
    );
  };
  judge2(root, [], "", void 0);
  const topSandbox = stringValue(property(root, "sandbox_mode"));
  for (const profile of entries(property(root, "profiles"))) {
    if (profile.value.type === "object") judge2(profile.value, ["profiles", profile.key], `profile "${profile.key}": `, topSandbox);
  }
}
function goose2(context, root) {
  const mode = property(root, "GOOSE_MODE");
  if (stringValue(mode) !== "auto") return;
  context.report(at(mode, ["GOOSE_MODE"], "GOOSE_MODE:auto", `GOOSE_MODE: auto runs every tool of every extension without asking you; use smart_approve (asks before risky actions) or approve`));
}
function zed2(context, root) {
  const agent = property(root, "agent");
  const always = property(agent, "always_allow_tool_actions");
  if (always?.value === true) {
    context.report(
      at(always, ["agent", "always_allow_tool_actions"], "always_allow_tool_actions", `"always_allow_tool_actions": true runs every tool action without asking you, MCP tools included; set it to false and allow single tools under "agent.tool_permissions.tools"`, {
        fix: replaceWith(always, false, "set agent.always_allow_tool_actions to false")
      })
    );
  }
  const permissions = property(agent, "tool_permissions");
  const fallback = property(permissions, "default");
  if (stringValue(fallback) === "allow") {
    context.report(
      at(fallback, ["agent", "tool_permissions", "default"], "tool_permissions.default", `"tool_permissions": { "default": "allow" } runs every tool without asking you, MCP tools included; use "confirm" and allow single tools under "tools"`, {
        fix: replaceWith(fallback, "confirm", 'set agent.tool_permissions.default to "confirm"')
      })
    );
  }
  for (const tool of entries(property(permissions, "tools"))) {
    const m = /^mcp:([^:]+):(.+)$/.exec(tool.key);
    const value = property(tool.value, "default");
    if (!m || stringValue(value) !== "allow" || !isWriteTool(m[2])) continue;
    context.report(at(value, ["agent", "tool_permissions", "tools", tool.key, "default"], `tool:${tool.key}`, `"${tool.key}" is allowed without asking you, and tool "${m[2]}" of server "${m[1]}" changes things; set it to "confirm"`));
  }
}
function opencode2(context, root) {
  const servers = context.model.servers.map((s) => s.name);
  const judge2 = (permission, path2, label) => {
    if (!permission) return false;
    if (stringValue(permission) === "allow") {
      context.report(at(permission, path2, `${label}permission:allow`, `${label}"permission": "allow" runs every tool without asking you, MCP tools included; use { "*": "ask" } and allow only read-only tools`, { fix: replaceWith(permission, "ask", 'set permission to "ask"') }));
      return true;
    }
    for (const rule of entries(permission)) {
      if (stringValue(rule.value) !== "allow") continue;
      const where = [...path2, rule.key];
      if (rule.key === "*") {
        context.report(at(rule.value, where, `${label}permission:*`, `${label}"permission": { "*": "allow" } runs every tool without asking you, MCP tools included; use "ask" and allow only read-only tools by name`, { fix: replaceWith(rule.value, "ask", 'set permission["*"] to "ask"') }));
        continue;
      }
      const server = servers.find((s) => rule.key.startsWith(`${s}_`));
      if (!server) continue;
      const tool = rule.key.slice(server.length + 1);
      if (isEveryTool(tool)) {
        context.report(at(rule.value, where, `${label}permission:${rule.key}`, `${label}"permission": { ${JSON.stringify(rule.key)}: "allow" } runs every tool of server "${server}" without asking you, also tools a later version adds; allow its read-only tools by name ("${server}_<tool>")`));
      } else if (isWriteTool(literalPart(tool))) {
        context.report(at(rule.value, where, `${label}permission:${rule.key}`, `${label}"permission": { ${JSON.stringify(rule.key)}: "allow" }: tool "${tool}" of server "${server}" changes things and runs without asking you; set it to "ask"`));
      }
    }
    return true;
  };
  const top = judge2(property(root, "permission"), ["permission"], "");
  for (const agent of entries(property(root, "agent"))) judge2(property(agent.value, "permission"), ["agent", agent.key, "permission"], `agent "${agent.key}": `);
  const running = context.model.servers.filter((s) => !s.disabled && !s.ignoredByHost);
  if (!top && running.length > 0) {
    const key = entries(root).find((e) => e.key === "mcp").keyNode;
    const names = running.map((s) => `"${s.name}"`).join(", ");
    context.report(
      at(key, ["mcp"], "permission:default", `opencode runs every tool without asking unless "permission" says otherwise, and this file sets none: the tools of ${names} run unasked; add "permission": { ${running.map((s) => `"${s.name}_*": "ask"`).join(", ")} }`, { severity: "info" })
    );
  }
}
function amazonQAgent2(context, root) {
  for (const entry of strings(property(root, "allowedTools"))) {
    const m = /^@([^/]+)(?:\/(.*))?$/.exec(entry.value);
    if (!m) continue;
    const [, server, tool] = m;
    const where = ["allowedTools", entry.index];
    if (server.includes("*") || server.includes("?")) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: the tools of every MCP server run without asking you; list "@<server>/<tool>" for the read-only tools you want unattended`));
    } else if (tool === void 0 || isEveryTool(tool)) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: every tool of server "${server}" runs without asking you, also tools a later version adds; list its read-only tools ("@${server}/<tool>")`));
    } else if (isWriteTool(literalPart(tool))) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: tool "${tool}" of server "${server}" changes things and runs without asking you; keep only read-only tools there`));
    }
  }
}
function crush2(context, root) {
  const servers = context.model.servers.map((s) => s.name);
  for (const entry of strings(property(property(root, "permissions"), "allowed_tools"))) {
    if (!entry.value.startsWith("mcp_")) continue;
    const server = servers.find((s) => entry.value.startsWith(`mcp_${s}_`));
    const tool = entry.value.slice(server ? `mcp_${server}_`.length : 4).replace(/:.*$/, "");
    if (!isWriteTool(tool)) continue;
    const what = server ? `tool "${tool}" of server "${server}"` : `MCP tool "${tool}"`;
    context.report(at(entry.node, ["permissions", "allowed_tools", entry.index], `allowed_tools:${entry.value}`, `"permissions.allowed_tools" has ${JSON.stringify(entry.value)}: ${what} changes things and runs without asking you; keep only read-only tools there`));
  }
}
function vibe2(context, root) {
  const bypass = property(root, "bypass_tool_permissions");
  if (bypass?.value === true) {
    context.report(at(bypass, ["bypass_tool_permissions"], "bypass_tool_permissions", `bypass_tool_permissions = true runs every tool without asking you, MCP tools included; remove it and set permission = "always" only for read-only tools under [tools.<name>]`, { severity: "error" }));
  }
  const agent = property(root, "default_agent");
  if (stringValue(agent) === "auto-approve") {
    context.report(at(agent, ["default_agent"], "default_agent:auto-approve", `default_agent = "auto-approve" runs every tool without asking you, MCP tools included; use the default agent and set permission = "always" only for read-only tools under [tools.<name>]`));
  }
  const servers = context.model.servers.map((s) => s.name);
  for (const tool of entries(property(root, "tools"))) {
    const permission = property(tool.value, "permission");
    if (stringValue(permission) !== "always") continue;
    const server = servers.find((s) => tool.key.startsWith(`${s}_`));
    if (!server || !isWriteTool(tool.key.slice(server.length + 1))) continue;
    context.report(at(permission, ["tools", tool.key, "permission"], `tools:${tool.key}`, `[tools.${tool.key}] permission = "always": tool "${tool.key.slice(server.length + 1)}" of server "${server}" changes things and runs without asking you; use "ask"`));
  }
}
function checkAgentLaunch(context, server) {
  if (!server.command) return;
  const words = [server.command, ...server.args];
  const start = agentStart(words.map((w) => w.value));
  if (!start) return;
  const { cli, index } = start;
  for (let i = index + 1; i < words.length; i++) {
    const arg = words[i].value;
    const next = words[i + 1]?.value;
    const hit = cli.flags.find((f) => f.value === void 0 ? arg === f.flag : arg === `${f.flag}=${f.value}` || arg === f.flag && next === f.value);
    if (!hit) continue;
    const written2 = hit.value === void 0 || arg.includes("=") ? arg : `${arg} ${next}`;
    const severity = hit.severity ?? "warning";
    context.report({
      node: words[i].node,
      pointer: words[i].pointer,
      subject: `agent:${cli.name}:${hit.flag}`,
      severity,
      message: `server "${server.name}" starts ${cli.name} with ${written2}: every tool call of that agent runs without asking anyone; ${hit.instead}`
    });
    return;
  }
}
function agentStart(values) {
  for (let i = 0; i < Math.min(values.length, 8); i++) {
    const word = values[i];
    const base = (word.split(/[\\/]/).pop() ?? word).replace(/\.(cmd|exe)$/i, "");
    const name = word.replace(/@[^@/]*$/, "");
    const cli = AGENT_CLIS.find((c) => c.programs.includes(base) || c.packages.includes(name));
    if (cli) return { cli, index: i };
  }
  return void 0;
}

// src/rules/server-json-schema.ts
var LATEST_URL = `https://static.modelcontextprotocol.io/schemas/${LATEST_SCHEMA_VERSION}/server.schema.json`;
var serverJsonSchema = {
  meta: {
    id: "server-json-schema",
    description: "An MCP Registry server.json must validate against the published schema its $schema names; obsolete and unknown versions are reported",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("server-json-schema")
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "mcp-registry" || root?.type !== "object") return;
    const named = schemaVersion(root);
    const known2 = PUBLISHED_SERVER_SCHEMAS.map((s) => s.version);
    let version = LATEST_SCHEMA_VERSION;
    if ("missing" in named) {
      context.report({
        offset: root.offset,
        length: 1,
        pointer: "",
        subject: "no-schema",
        severity: "warning",
        message: `server.json has no "$schema": name the version it follows (checked against ${LATEST_SCHEMA_VERSION}, the newest published), e.g. "${LATEST_URL}"`,
        fix: { safety: "unsafe", description: `add "$schema": "${LATEST_URL}"`, edits: [appendProperty(context.file.text, root, "$schema", JSON.stringify(LATEST_URL))] }
      });
    } else if ("unknownUrl" in named) {
      version = void 0;
      context.report({
        node: named.node,
        pointer: "/$schema",
        subject: "schema-url",
        severity: "warning",
        message: `"$schema" is not a published server.json schema (https://static.modelcontextprotocol.io/schemas/<version>/server.schema.json): not validated; use "${LATEST_URL}"`
      });
    } else if (!publishedSchema(named.version)) {
      version = void 0;
      context.report({
        node: named.node,
        pointer: "/$schema",
        subject: "schema-unknown-version",
        severity: "warning",
        message: `"$schema" names server.json version ${named.version}, which mcp-audit does not know (it ships ${known2[0]} to ${known2[known2.length - 1]}): not validated against a schema; update mcp-audit, or use ${LATEST_SCHEMA_VERSION}`
      });
    } else {
      version = named.version;
      if (OBSOLETE_VERSIONS.has(version)) {
        const since = PUBLISHED_SERVER_SCHEMAS.filter((s) => s.version > version).map((s) => s.changes);
        context.report({
          node: named.node,
          pointer: "/$schema",
          subject: "schema-obsolete",
          message: `"$schema" names server.json version ${version}, which the registry no longer accepts (breaking changes since: ${since.slice(0, 2).join("; ")}): move to ${LATEST_SCHEMA_VERSION}`
        });
      }
    }
    if (version !== void 0) reportErrors(context, root, version, validateServerJson(version, jsonValue(root)));
  }
};
function reportErrors(context, root, version, errors) {
  const alternatives = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf").map((e) => e.instancePath);
  const under = (p, base) => p === base || p.startsWith(`${base}/`);
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    if (error.keyword === "if") continue;
    const base = alternatives.find((a) => under(error.instancePath, a));
    if (base !== void 0 && error.keyword !== "oneOf" && error.keyword !== "anyOf") continue;
    if (seen.has(error.instancePath)) continue;
    seen.add(error.instancePath);
    const located = locate(root, error.instancePath);
    if (!located) continue;
    const where = located.segments.length === 0 ? "server.json" : renderPath(located.segments);
    context.report({
      node: located.node,
      pointer: pointer(...located.segments),
      subject: `schema:${error.keyword}:${error.schemaPath}`,
      message: `${where} ${describe(error, located.node)} (server.json schema ${version})`
    });
  }
}
function describe(error, node) {
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return `has no "${String(params.missingProperty)}", which is required`;
    case "additionalProperties":
      return `has key "${String(params.additionalProperty)}", which the schema does not allow`;
    case "type":
      return `must be ${String(params.type)}, got ${node.type}`;
    case "enum":
      return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(node.value)}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "oneOf":
    case "anyOf":
      return "matches none of the forms the schema allows";
    case "not":
      return `must not be ${JSON.stringify(node.value)}`;
    case "pattern":
      return `must match ${String(params.pattern)}, got ${JSON.stringify(node.value)}`;
    case "format":
      return `must be a ${String(params.format)}, got ${JSON.stringify(node.value)}`;
    default:
      return error.message ?? "is not valid";
  }
}

// src/rules/server-json-consistency.ts
var serverJsonConsistency = {
  meta: {
    id: "server-json-consistency",
    description: "An MCP Registry server.json must publish exact package versions, identifiers of its registry type, secrets marked isSecret, https remotes, a namespace that matches its repository, and the version its repository builds",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("server-json-consistency")
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "mcp-registry" || root?.type !== "object") return;
    const r = reporter2(context);
    const version = stringValue(property(root, "version"));
    items(property(root, "packages")).forEach((pkg, i) => checkPackage(context, r, pkg, i, version));
    items(property(root, "remotes")).forEach((remote, i) => {
      const at2 = ["remotes", i];
      checkUrl(r, property(remote, "url"), [...at2, "url"], `remote ${i}`);
      items(property(remote, "headers")).forEach((h, j) => checkInput(context, r, h, [...at2, "headers", j], "header"));
    });
    checkNamespace(r, root);
    checkManifests(context, r, root, version);
  }
};
function reporter2(context) {
  return (node, path2, subject, message, extra = {}) => context.report({ node, pointer: pointer(...path2), subject, message, ...extra });
}
function items(node) {
  return node?.type === "array" ? (node.children ?? []).filter((n) => n.type === "object") : [];
}
var BASE_URLS = {
  npm: ["https://registry.npmjs.org"],
  pypi: ["https://pypi.org"],
  nuget: ["https://api.nuget.org/v3/index.json", "https://api.nuget.org"],
  cargo: ["https://crates.io"]
};
var KNOWN_TYPES = /* @__PURE__ */ new Set(["npm", "pypi", "oci", "nuget", "mcpb", "cargo", "go"]);
var NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
var PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
var NUGET_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
var PEP440_EXACT = /^v?\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?(\+[a-z0-9.]+)?$/i;
function checkPackage(context, r, pkg, i, serverVersion) {
  const at2 = ["packages", i];
  const typeNode = property(pkg, "registryType");
  const type = stringValue(typeNode);
  const idNode = property(pkg, "identifier");
  const id = stringValue(idNode);
  const versionNode = property(pkg, "version");
  const version = stringValue(versionNode);
  const label = `package ${i}${id !== void 0 ? ` (${type ?? "?"} ${id})` : ""}`;
  if (type !== void 0 && !KNOWN_TYPES.has(type)) {
    r(typeNode, [...at2, "registryType"], `type:${type}`, `${label} has registryType ${JSON.stringify(type)}, which no MCP client installs from: use npm, pypi, oci, nuget, mcpb, cargo or go`, { severity: "warning" });
  }
  if (type !== void 0 && id !== void 0) checkIdentifier(r, type, id, idNode, [...at2, "identifier"], label, serverVersion);
  const base = stringValue(property(pkg, "registryBaseUrl"));
  const allowed = type === void 0 ? void 0 : BASE_URLS[type];
  if (base !== void 0 && allowed && !allowed.includes(base.replace(/\/$/, ""))) {
    r(property(pkg, "registryBaseUrl"), [...at2, "registryBaseUrl"], "registryBaseUrl", `${label} comes from ${base}, but the official registry accepts only ${allowed[0]} for ${type}: publish it there, or drop registryBaseUrl`, { severity: "warning" });
  }
  if (type === "npm" || type === "pypi" || type === "nuget" || type === "cargo") {
    if (version === void 0) {
      r(idNode ?? pkg, idNode ? [...at2, "identifier"] : at2, "no-version", `${label} has no "version": clients install whatever is newest; set the exact version this server.json publishes${serverVersion ? ` (${serverVersion})` : ""}`);
    } else if (!exactFor(type, version)) {
      r(versionNode, [...at2, "version"], "inexact-version", `${label} has version ${JSON.stringify(version)}, which is not one exact version: clients install whatever matches at the time; write the exact version (e.g. ${JSON.stringify(serverVersion && exactFor(type, serverVersion) ? serverVersion : "1.2.3")})`);
    }
  }
  if (type === "mcpb" && property(pkg, "fileSha256") === void 0) {
    r(idNode ?? pkg, [...at2, "identifier"], "mcpb-sha", `${label} has no "fileSha256": a client cannot tell the bundle it downloads from the one you built; add the file's sha256 (the official registry requires it)`);
  }
  const transport = property(pkg, "transport");
  checkUrl(r, property(transport, "url"), [...at2, "transport", "url"], label);
  items(property(transport, "headers")).forEach((h, j) => checkInput(context, r, h, [...at2, "transport", "headers", j], "header"));
  items(property(pkg, "environmentVariables")).forEach((e, j) => checkInput(context, r, e, [...at2, "environmentVariables", j], "environment variable"));
  for (const list of ["runtimeArguments", "packageArguments"]) {
    items(property(pkg, list)).forEach((a, j) => {
      if (stringValue(property(a, "type")) === "named") checkInput(context, r, a, [...at2, list, j], "argument");
    });
  }
}
function exactFor(type, version) {
  if (type === "pypi") return PEP440_EXACT.test(version);
  return valid(version) !== null;
}
function checkIdentifier(r, type, id, node, path2, label, serverVersion) {
  const say = (subject, message) => r(node, path2, `identifier:${subject}`, `${label}: ${message}`);
  switch (type) {
    case "npm": {
      const at2 = id.indexOf("@", 1);
      if (at2 !== -1 && NPM_NAME.test(id.slice(0, at2))) return say("npm-version", `the identifier carries a version (${JSON.stringify(id.slice(at2))}): write the package name alone and the version in "version"`);
      if (!NPM_NAME.test(id)) return say("npm", `${JSON.stringify(id)} is not an npm package name (lower case, an optional @scope/): ${looksLikeImage(id) ? 'it looks like a container image: use registryType "oci"' : "write the name as published on npm"}`);
      return;
    }
    case "pypi": {
      if (PYPI_NAME.test(id)) return;
      const ref = pypiPackageRef(id, 0, 0);
      return say("pypi", ref.spec !== void 0 && PYPI_NAME.test(ref.name) ? `the identifier carries a version specifier (${JSON.stringify(id.slice(ref.nameEnd))}): write the project name alone and the version in "version"` : `${JSON.stringify(id)} is not a PyPI project name`);
    }
    case "nuget":
      if (!NUGET_NAME.test(id)) say("nuget", `${JSON.stringify(id)} is not a NuGet package id`);
      return;
    case "oci": {
      if (id.startsWith("@") || !id.includes("/")) return say("oci-name", `${JSON.stringify(id)} is not a container image reference (registry/namespace/repository:tag): ${id.startsWith("@") ? 'it looks like an npm package: use registryType "npm"' : "write the full reference, e.g. docker.io/user/app:1.0.0"}`);
      const ref = imageRef(id, 0);
      if (ref.specKind === "none") return say("oci-tag", `image ${id} has no tag or digest, which means :latest: append the version tag (and its digest), e.g. ${id}:${serverVersion ?? "1.0.0"}`);
      if (ref.tag === "latest" && !ref.digest) return say("oci-latest", `image ${id} uses the tag "latest", which moves with every release: use the version tag (and its digest)`);
      return;
    }
    case "mcpb":
      if (!/^https:\/\//.test(id)) say("mcpb", `${JSON.stringify(id)} is not an https download URL of the bundle (a GitHub or GitLab release asset)`);
      return;
  }
}
function looksLikeImage(id) {
  return /^[a-z0-9.-]+\.[a-z]+\//.test(id) || /:[\w.-]+$/.test(id);
}
function checkInput(context, r, input, path2, what) {
  const nameNode = property(input, "name");
  const name = stringValue(nameNode);
  if (name === void 0 || !nameNode) return;
  for (const key of ["value", "default"]) {
    const node = property(input, key);
    const value = stringValue(node);
    if (value === void 0 || !node || /\{[A-Za-z_][\w-]*\}/.test(value)) continue;
    const secret = findSecrets(name.replace(/^-+/, ""), value)[0];
    if (!secret) continue;
    r(node, [...path2, key], `literal:${key}`, `${what} ${JSON.stringify(name)} has a literal secret in "${key}" (${redact(secret.secret)}): server.json is published, so rotate it; leave "${key}" out and mark the ${what} "isSecret": true so each user gives their own`, { secrets: [secret.secret] });
  }
  const secretName = classifyKey(name.replace(/^-+/, ""));
  const isSecret = property(input, "isSecret");
  if (secretName && isSecret?.value !== true) {
    r(isSecret ?? nameNode, [...path2, isSecret ? "isSecret" : "name"], `not-secret:${name}`, `${what} ${JSON.stringify(name)} holds ${/^[aeiou]/i.test(secretName.noun) ? "an" : "a"} ${secretName.noun} but is not marked "isSecret": true: clients show and store it as plain text; mark it secret`, {
      severity: "warning",
      fix: isSecretFix(context, input, isSecret)
    });
  }
}
function isSecretFix(context, input, current) {
  const edit = current ? { offset: current.offset, length: current.length, content: "true" } : appendProperty(context.file.text, input, "isSecret", "true");
  return { safety: "unsafe", description: 'mark it "isSecret": true', edits: [edit] };
}
var LOOPBACK2 = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
function checkUrl(r, node, path2, label) {
  const url = stringValue(node);
  if (url === void 0 || !node || !/^http:\/\//i.test(url)) return;
  const host = /^http:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(url)?.[1] ?? "";
  if (LOOPBACK2.test(host)) return;
  r(node, path2, "plain-http", `${label} is reached over plain http (${host || url}): tokens and tool calls cross the network readable by anyone on the path; publish an https URL`);
}
function checkNamespace(r, root) {
  const nameNode = property(root, "name");
  const name = stringValue(nameNode);
  const repoUrlNode = property(property(root, "repository"), "url");
  const repoUrl = stringValue(repoUrlNode);
  if (name === void 0 || repoUrl === void 0 || !nameNode) return;
  const namespace = /^io\.github\.([^/]+)\//i.exec(name)?.[1];
  const owner = /^https?:\/\/(?:www\.)?github\.com\/([^/]+)\//i.exec(`${repoUrl}/`)?.[1];
  if (namespace === void 0) return;
  if (owner === void 0) {
    r(repoUrlNode, ["repository", "url"], "namespace-host", `"name" ${JSON.stringify(name)} is in a GitHub namespace, but "repository.url" is not on github.com (${repoUrl}): the registry checks the namespace against the GitHub account that publishes; use that account's repository`, { severity: "warning" });
  } else if (owner.toLowerCase() !== namespace.toLowerCase()) {
    r(nameNode, ["name"], "namespace-owner", `"name" ${JSON.stringify(name)} is in the namespace of GitHub account "${namespace}", but "repository.url" belongs to "${owner}": name it io.github.${owner}/\u2026, or point the repository at ${namespace}'s`, { severity: "warning" });
  }
}
function checkManifests(context, r, root, version) {
  const facts = context.repository;
  if (!facts) return;
  const name = stringValue(property(root, "name"));
  const versionNode = property(root, "version");
  items(property(root, "packages")).forEach((pkg, i) => {
    const type = stringValue(property(pkg, "registryType"));
    const id = stringValue(property(pkg, "identifier"));
    const pkgVersionNode = property(pkg, "version");
    const published = stringValue(pkgVersionNode) ?? version;
    if (type === void 0 || id === void 0) return;
    const at2 = pkgVersionNode ? ["packages", i, "version"] : ["version"];
    const atNode = pkgVersionNode ?? versionNode;
    const kind = type === "npm" ? "package.json" : type === "pypi" ? "pyproject.toml" : void 0;
    const manifest = facts.manifests.find((m) => m.kind === kind && m.name !== void 0 && (type === "pypi" ? pep503(m.name) === pep503(id) : m.name === id));
    if (manifest && atNode && published !== void 0 && manifest.version !== void 0 && manifest.version !== published) {
      r(atNode, at2, `manifest-version:${manifest.kind}`, `package ${i} (${type} ${id}) is published as ${published}, but ${manifest.file} says ${manifest.version}: publish the version the repository builds`);
    }
    if (manifest?.kind === "package.json" && name !== void 0 && manifest.mcpName !== name) {
      const idNode = property(pkg, "identifier");
      r(idNode, ["packages", i, "identifier"], "mcpName", manifest.mcpName === void 0 ? `package ${i} (npm ${id}): ${manifest.file} has no "mcpName", so the registry cannot tell the package is this server's; add "mcpName": ${JSON.stringify(name)} to it` : `package ${i} (npm ${id}): ${manifest.file} says "mcpName": ${JSON.stringify(manifest.mcpName)}, not this server's ${JSON.stringify(name)}: the registry refuses the package; make them the same`, { severity: "warning" });
    }
    const ecosystem = type === "npm" || type === "pypi" || type === "oci" ? type : void 0;
    const ref = type === "oci" ? imageRef(id, 0) : void 0;
    const expected = type === "oci" ? ref?.tag : published;
    if (!ecosystem || expected === void 0 || !atNode) return;
    const same = (n) => type === "pypi" ? pep503(n) === pep503(id) : type === "oci" ? n === ref.name : n === id;
    for (const launch of facts.launches) {
      if (launch.ecosystem !== ecosystem || !same(launch.name) || launch.version === void 0) continue;
      const launched = type === "oci" ? launch.version.replace(/@.*$/, "") : launch.version;
      if (launched === expected) continue;
      r(type === "oci" ? property(pkg, "identifier") : atNode, type === "oci" ? ["packages", i, "identifier"] : at2, `launched:${launch.file}#${launch.server}`, `package ${i} (${type} ${id}) is published as ${expected}, but ${launch.file} launches it at ${launched} (server "${launch.server}"): test and publish the same version`, { severity: "warning" });
    }
  });
}

// src/rules/unpinned-plugin-source.ts
var unpinnedPluginSource = {
  meta: {
    id: "unpinned-plugin-source",
    description: "Claude Code marketplace plugins fetched from git must pin a commit (sha), from npm an exact version; a commit must be the one mcp-audit approve recorded",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("unpinned-plugin-source")
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "claude-marketplace" || root?.type !== "object") return;
    const locked = context.lock?.plugins ?? {};
    for (const entry of pluginEntries(root)) {
      const source = pluginSource(entry);
      if (!source || !entry.name) continue;
      const at2 = pointer("plugins", entry.index, "source");
      const plugin = `plugin "${entry.name}"`;
      const lockKey = context.lockKey === void 0 ? void 0 : pluginLockKey(context.lockKey, entry.name);
      const recorded = lockKey === void 0 ? void 0 : locked[lockKey];
      switch (source.kind) {
        case "github":
        case "url":
        case "git-subdir": {
          const from = `${source.location}${source.subdir !== void 0 ? ` (${source.subdir})` : ""}`;
          if (source.sha === void 0) {
            const moves = source.ref === void 0 ? "the default branch" : `"${source.ref}"`;
            const pin = recorded && recorded.location === source.location && isCommit(recorded.commit) ? recorded.commit : void 0;
            context.report({
              node: source.refNode ?? source.node,
              pointer: source.refNode ? `${at2}/ref` : at2,
              subject: `unpinned:${entry.name}`,
              message: `${plugin} comes from ${from} without a pinned commit: each install gets whatever ${moves} points at that day; add "sha": ${pin ? `"${pin}", the commit mcp-audit approve recorded` : '"<40-hex commit>" (mcp-audit approve records the one it points at now)'}`,
              ...pin ? { fix: { safety: "unsafe", description: `pin ${entry.name} to ${pin.slice(0, 12)}, the approved commit`, edits: [appendProperty(context.file.text, source.node, "sha", JSON.stringify(pin))] } } : {}
            });
          } else if (isCommit(source.sha) && recorded && recorded.location === source.location && recorded.commit !== source.sha) {
            context.report({
              node: source.shaNode,
              pointer: `${at2}/sha`,
              subject: `moved:${entry.name}`,
              message: `${plugin} is pinned to ${source.sha.slice(0, 12)}, but mcp-audit.lock.json recorded ${recorded.commit.slice(0, 12)} when it was approved: review the change, then run mcp-audit approve`
            });
          }
          break;
        }
        case "npm": {
          const version = source.ref;
          if (version === void 0 || valid(version) === null) {
            context.report({
              node: source.refNode ?? source.node,
              pointer: source.refNode ? `${at2}/version` : at2,
              subject: `unpinned:${entry.name}`,
              message: `${plugin} comes from npm package ${source.location}${version === void 0 ? " with no version" : ` at ${JSON.stringify(version)}, not one exact version`}: each install gets whatever is newest; set "version" to the exact version you reviewed`
            });
          }
          break;
        }
        default:
          break;
      }
    }
  }
};

// src/rules/unknown-package.ts
var unknownPackage = {
  meta: {
    id: "unknown-package",
    description: "The package (or the version, tag or range asked for) must exist on the registry.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("unknown-package")
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      const runs = `server "${server.name}" runs ${pkg.written}`;
      let message;
      if (found.kind === "missing-package") {
        message = `${runs}, but ${found.registry} has no package named ${pkg.name}: check the name (a typo, or an unpublished package that anyone could now claim)`;
      } else if (found.kind === "missing-version") {
        const latest = found.packument.distTags.latest;
        const hint = latest && found.packument.versions[latest] ? ` (latest is ${latest})` : "";
        if (found.why === "no-such-tag") {
          const tags = Object.keys(found.packument.distTags).sort().join(", ");
          message = `${runs}, but ${found.registry} has no "${pkg.spec}" tag for it (tags: ${tags || "none"}): use an exact version`;
        } else if (found.why === "no-such-version") {
          message = `${runs}, but ${found.registry} has no version ${pkg.spec} of it${hint}: pin a published version`;
        } else {
          message = `${runs}, but no version on ${found.registry} satisfies ${pkg.spec}${hint}: pin a published version`;
        }
      }
      if (message) context.report({ ...packageNode(launched), message, subject: `npm:${pkg.name}` });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} }));
  }
};

// src/packages/popular-packages.ts
var TABLE = "least-privilege.md Table 2";
var npm = (name, downloads, owner, status = "active", replacement) => ({
  ecosystem: "npm",
  name,
  owner,
  status,
  ...replacement ? { replacement } : {},
  source: `${TABLE}, npm: ~${downloads} downloads/month (npm registry listing)`
});
var pypi = (name, rank, owner, status = "active", replacement) => ({
  ecosystem: "pypi",
  name,
  owner,
  status,
  ...replacement ? { replacement } : {},
  source: `${TABLE}, PyPI: ${rank === "-" ? "listed without a rank" : `rank ${rank} in the top 15000`}`
});
var WELL_KNOWN_PACKAGES = [
  npm("@playwright/mcp", "6.29M", "Microsoft Playwright"),
  npm("chrome-devtools-mcp", "1.85M", "Chrome DevTools"),
  npm("@upstash/context7-mcp", "1.43M", "Upstash Context7"),
  npm("@modelcontextprotocol/server-filesystem", "1.13M", "MCP reference servers"),
  npm("mcp-remote", "920k", "stdio-to-remote proxy"),
  npm("@modelcontextprotocol/inspector", "491k", "MCP dev tool"),
  npm("@modelcontextprotocol/server-sequential-thinking", "297k", "MCP reference servers"),
  npm("@azure-devops/mcp", "286k", "Microsoft"),
  npm("@supabase/mcp-server-supabase", "284k", "Supabase"),
  npm("@modelcontextprotocol/server-github", "281k", "MCP reference servers", "archived", "github/github-mcp-server (ghcr.io/github/github-mcp-server)"),
  npm("@modelcontextprotocol/server-memory", "261k", "MCP reference servers"),
  npm("@modelcontextprotocol/server-postgres", "252k", "MCP reference servers", "archived"),
  npm("@azure/mcp", "252k", "Microsoft Azure"),
  npm("@modelcontextprotocol/server-everything", "245k", "MCP reference test server"),
  npm("@notionhq/notion-mcp-server", "240k", "Notion"),
  npm("@modelcontextprotocol/server-google-maps", "207k", "MCP reference servers", "archived"),
  npm("@gongrzhe/server-gmail-autoauth-mcp", "199k", "community Gmail server"),
  npm("nx-mcp", "198k", "Nx"),
  npm("@circleci/mcp-server-circleci", "195k", "CircleCI"),
  npm("n8n-mcp", "186k", "community n8n server"),
  npm("next-devtools-mcp", "181k", "Vercel / Next.js"),
  npm("mongodb-mcp-server", "162k", "MongoDB"),
  npm("@stripe/mcp", "144k", "Stripe"),
  npm("tavily-mcp", "139k", "Tavily"),
  npm("@modelcontextprotocol/server-slack", "137k", "MCP reference servers", "archived"),
  npm("@zereight/mcp-gitlab", "135k", "community GitLab server"),
  npm("firecrawl-mcp", "129k", "Firecrawl"),
  npm("@wonderwhy-er/desktop-commander", "105k", "community"),
  npm("@modelcontextprotocol/server-brave-search", "102k", "MCP reference servers", "archived", "@brave/brave-search-mcp-server"),
  npm("@salesforce/mcp", "103k", "Salesforce"),
  npm("@sentry/mcp-server", "95k", "Sentry"),
  npm("@modelcontextprotocol/server-puppeteer", "95k", "MCP reference servers", "archived"),
  npm("@launchdarkly/mcp-server", "94k", "LaunchDarkly"),
  npm("figma-developer-mcp", "84k", "Framelink (Figma)"),
  npm("@executeautomation/playwright-mcp-server", "77k", "community (not Microsoft's)"),
  npm("@eslint/mcp", "77k", "ESLint"),
  npm("@winor30/mcp-server-datadog", "69k", "community Datadog server"),
  npm("@dynatrace-oss/dynatrace-mcp-server", "65k", "Dynatrace", "deprecated"),
  npm("@cocal/google-calendar-mcp", "63k", "community"),
  npm("@bytebase/dbhub", "59k", "Bytebase"),
  npm("@hubspot/mcp-server", "54k", "HubSpot"),
  npm("@perplexity-ai/mcp-server", "54k", "Perplexity"),
  npm("@apify/actors-mcp-server", "53k", "Apify"),
  npm("xcodebuildmcp", "53k", "community"),
  npm("@mobilenext/mobile-mcp", "49k", "community"),
  npm("@google-cloud/cloud-run-mcp", "45k", "Google Cloud"),
  npm("@brave/brave-search-mcp-server", "45k", "Brave"),
  npm("slack-mcp-server", "37k", "korotovsky"),
  npm("@aashari/mcp-server-atlassian-jira", "34k", "community"),
  npm("@browsermcp/mcp", "32k", "Browser MCP"),
  npm("exa-mcp-server", "32k", "Exa"),
  npm("@21st-dev/magic", "31k", "21st.dev"),
  npm("@benborla29/mcp-server-mysql", "26k", "community"),
  npm("@shopify/dev-mcp", "26k", "Shopify"),
  npm("@softeria/ms-365-mcp-server", "25k", "community"),
  npm("@railway/mcp-server", "22k", "Railway", "deprecated"),
  npm("@mapbox/mcp-server", "20k", "Mapbox"),
  npm("@modelcontextprotocol/server-gitlab", "20k", "MCP reference servers", "archived"),
  npm("mcp-server-kubernetes", "20k", "Flux159"),
  npm("kubernetes-mcp-server", "17k", "containers (Red Hat)"),
  npm("@heroku/mcp-server", "17k", "Heroku"),
  npm("@modelcontextprotocol/server-gdrive", "17k", "MCP reference servers", "archived"),
  npm("@pinecone-database/mcp", "16k", "Pinecone"),
  npm("@agentdeskai/browser-tools-mcp", "14k", "community"),
  npm("@netlify/mcp", "14k", "Netlify"),
  npm("@cloudflare/mcp-server-cloudflare", "13k", "Cloudflare"),
  npm("@browserbasehq/mcp-server-browserbase", "9k", "Browserbase"),
  npm("@modelcontextprotocol/server-redis", "8k", "MCP reference servers", "archived"),
  npm("@elastic/mcp-server-elasticsearch", "6k", "Elastic", "deprecated"),
  npm("@neondatabase/mcp-server-neon", "5k", "Neon"),
  npm("@supabase/mcp-server-postgrest", "4k", "Supabase"),
  npm("@executeautomation/database-server", "3k", "community"),
  npm("@modelcontextprotocol/server-aws-kb-retrieval", "1k", "MCP reference servers", "archived"),
  npm("@modelcontextprotocol/server-everart", "<1k", "MCP reference servers", "archived"),
  npm("@angular/cli", "19.6M", "Angular (mcp subcommand)"),
  npm("firebase-tools", "5.15M", "Firebase (mcp subcommand)"),
  pypi("mcp-server-qdrant", "2350", "Qdrant"),
  pypi("mcp-proxy", "3348", "proxy"),
  pypi("mcp-server-git", "4167", "MCP reference servers"),
  pypi("awslabs.aws-documentation-mcp-server", "4204", "AWS Labs"),
  pypi("mcp-server-fetch", "4216", "MCP reference servers"),
  pypi("mcp-atlassian", "4297", "sooperset"),
  pypi("awslabs.bedrock-kb-retrieval-mcp-server", "6195", "AWS Labs"),
  pypi("awslabs.aws-api-mcp-server", "6365", "AWS Labs"),
  pypi("mcp-server-duckdb", "6490", "ktanaka101"),
  pypi("awslabs.aws-location-mcp-server", "6787", "AWS Labs"),
  pypi("awslabs.memcached-mcp-server", "6792", "AWS Labs"),
  pypi("mcp-server-time", "7873", "MCP reference servers"),
  pypi("awslabs.billing-cost-management-mcp-server", "8699", "AWS Labs"),
  pypi("workspace-mcp", "8778", "taylorwilsdon (Google Workspace)"),
  pypi("chroma-mcp", "8846", "Chroma"),
  pypi("awslabs.cloudwatch-mcp-server", "8879", "AWS Labs"),
  pypi("awslabs.aws-pricing-mcp-server", "8924", "AWS Labs"),
  pypi("snowflake-labs-mcp", "8994", "Snowflake Labs"),
  pypi("mcpo", "9010", "MCP-to-OpenAPI proxy"),
  pypi("mcp-grafana", "9345", "Grafana"),
  pypi("mcp-clickhouse", "9353", "ClickHouse"),
  pypi("awslabs.aws-iac-mcp-server", "10596", "AWS Labs"),
  pypi("postgres-mcp", "10633", "crystaldba"),
  pypi("arxiv-mcp-server", "11091", "community"),
  pypi("opensearch-mcp-server-py", "11237", "OpenSearch"),
  pypi("duckduckgo-mcp-server", "12310", "community"),
  pypi("dbt-mcp", "12413", "dbt Labs"),
  pypi("awslabs.eks-mcp-server", "12727", "AWS Labs"),
  pypi("markitdown-mcp", "13079", "Microsoft markitdown"),
  pypi("serena-agent", "13493", "Oraios Serena"),
  pypi("mcp-server-motherduck", "13669", "MotherDuck"),
  pypi("pagerduty-mcp", "14529", "PagerDuty"),
  pypi("mysql-mcp-server", "14992", "designcomputer"),
  pypi("redis-mcp-server", "-", "Redis"),
  pypi("couchbase-mcp-server", "-", "Couchbase"),
  pypi("kubernetes-mcp-server", "-", "containers"),
  pypi("mcp-neo4j-cypher", "-", "Neo4j"),
  pypi("mcp-neo4j-memory", "-", "Neo4j"),
  pypi("elasticsearch-mcp-server", "-", "cr7258"),
  pypi("mcp-server-bigquery", "-", "community"),
  pypi("awslabs.ecs-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.dynamodb-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.postgres-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.ccapi-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.aws-serverless-mcp-server", "-", "AWS Labs"),
  pypi("mcp-server-sqlite", "-", "MCP reference servers", "archived"),
  pypi("mcp-server-sentry", "-", "MCP reference servers", "archived", "@sentry/mcp-server"),
  pypi("mcp-server-snowflake", "-", "an older, different server than Snowflake Labs'"),
  pypi("blender-mcp", "10415", "community", "deprecated", "mcp-for-blender"),
  pypi("duckduckgo-mcp", "4902", "community", "deprecated", "web-forager")
];
var LOOKALIKES_NOTE = `${TABLE}, "npm lookalikes and non-existent names worth hard-coding" (npm registry listing)`;
var PYPI_NOTE = `${TABLE}, "PyPI lookalikes"`;
var missing = (name, meant, extra = "") => ({
  ecosystem: "npm",
  name,
  is: `a name that looks official but is not published by its maintainers on npm${extra}`,
  meant,
  source: LOOKALIKES_NOTE
});
var LOOKALIKES = [
  { ecosystem: "npm", name: "github-mcp-server", is: "a third-party package, not GitHub's server (which is not on npm)", meant: "the image ghcr.io/github/github-mcp-server", source: LOOKALIKES_NOTE },
  { ecosystem: "npm", name: "playwright-mcp", is: "a third-party package, not Microsoft's", meant: "@playwright/mcp", source: LOOKALIKES_NOTE },
  { ecosystem: "npm", name: "mcp-server-sqlite", is: "an npm package unrelated to the reference SQLite server (which is on PyPI)", meant: "uvx mcp-server-sqlite", source: LOOKALIKES_NOTE },
  missing("@modelcontextprotocol/server-git", "uvx mcp-server-git", " (the reference git server is on PyPI)"),
  missing("@modelcontextprotocol/server-fetch", "uvx mcp-server-fetch", " (the reference fetch server is on PyPI)"),
  missing("@modelcontextprotocol/server-time", "uvx mcp-server-time", " (the reference time server is on PyPI)"),
  missing("@modelcontextprotocol/server-sqlite", "uvx mcp-server-sqlite", " (the archived reference SQLite server is on PyPI)"),
  missing("@modelcontextprotocol/server-sentry", "@sentry/mcp-server"),
  missing("@modelcontextprotocol/server-docker", "a container runtime's own MCP server"),
  missing("@modelcontextprotocol/server-playwright", "@playwright/mcp"),
  missing("@modelcontextprotocol/server-mysql", "@benborla29/mcp-server-mysql"),
  missing("@modelcontextprotocol/server-notion", "@notionhq/notion-mcp-server"),
  missing("@github/github-mcp-server", "the image ghcr.io/github/github-mcp-server"),
  missing("@github/mcp-server", "the image ghcr.io/github/github-mcp-server"),
  missing("@microsoft/playwright-mcp", "@playwright/mcp"),
  missing("@context7/mcp-server", "@upstash/context7-mcp"),
  missing("context7-mcp", "@upstash/context7-mcp"),
  { ecosystem: "pypi", name: "github-mcp-server", is: "a third-party PyPI package, not GitHub's server", meant: "the image ghcr.io/github/github-mcp-server", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-github", is: "a third-party PyPI package, not GitHub's server", meant: "the image ghcr.io/github/github-mcp-server", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-server-memory", is: "a reserved placeholder on PyPI", meant: "npx @modelcontextprotocol/server-memory", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-server-postgres", is: "an unrelated PyPI package", meant: "a maintained Postgres server such as postgres-mcp", source: PYPI_NOTE }
];

// src/packages/names.ts
function editDistance(a, b, limit = Infinity) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}
var normalise = (ecosystem, name) => ecosystem === "pypi" ? pep503(name) : name.toLowerCase();
var bare = (name) => name.slice(name.indexOf("/") + 1);
function editLimit(length) {
  return length >= 16 ? 2 : length >= 5 ? 1 : 0;
}
var scopeOf2 = (name) => name.startsWith("@") ? name.slice(0, name.indexOf("/") + 1) : "";
var DISTINCTIVE_BARE = (() => {
  const counts = /* @__PURE__ */ new Map();
  for (const p of WELL_KNOWN_PACKAGES) if (p.ecosystem === "npm") counts.set(bare(p.name), (counts.get(bare(p.name)) ?? 0) + 1);
  return new Map(WELL_KNOWN_PACKAGES.filter((p) => p.ecosystem === "npm" && p.name.startsWith("@") && bare(p.name).length >= 8 && counts.get(bare(p.name)) === 1).map((p) => [bare(p.name), p]));
})();
var CANDIDATES = new Map(
  ["npm", "pypi"].map((ecosystem) => [
    ecosystem,
    WELL_KNOWN_PACKAGES.filter((p) => p.ecosystem === ecosystem).map((target) => ({ target, norm: normalise(ecosystem, target.name) }))
  ])
);
var answers = /* @__PURE__ */ new Map();
var MAX_REMEMBERED = 1e4;
function nearWellKnown(ecosystem, name) {
  const key = `${ecosystem}\0${name}`;
  if (answers.has(key)) return answers.get(key);
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  const answer = computeNear(ecosystem, name);
  answers.set(key, answer);
  return answer;
}
function computeNear(ecosystem, name) {
  const norm = normalise(ecosystem, name);
  const candidates = CANDIDATES.get(ecosystem);
  if (candidates.some((c) => c.norm === norm)) return void 0;
  const lookalike = LOOKALIKES.find((l) => l.ecosystem === ecosystem && normalise(ecosystem, l.name) === norm);
  if (lookalike) return { kind: "lookalike", lookalike };
  let best;
  for (const { target, norm: targetNorm } of candidates) {
    const limit = editLimit(scopeOf2(targetNorm) === scopeOf2(norm) ? bare(targetNorm).length : targetNorm.length);
    const distance = editDistance(norm, targetNorm, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { target, distance };
  }
  if (best) return { kind: "edit", ...best };
  if (ecosystem === "npm") {
    const target = DISTINCTIVE_BARE.get(bare(norm));
    if (target && target.name.toLowerCase() !== norm) return { kind: "scope", target };
  }
  return void 0;
}

// src/rules/package-typosquat.ts
var YOUNG_DAYS = 90;
var TINY_VERSIONS = 2;
var packageTyposquat = {
  meta: {
    id: "package-typosquat",
    description: "Package names close to a well-known MCP server package (but not it) are likely typos or typosquats.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("package-typosquat")
  },
  check(context) {
    for (const launched of launchedPackages(context.model, context.options, ["npm", "pypi"])) {
      const { server, pkg } = launched;
      const near = nearWellKnown(pkg.ecosystem, pkg.name);
      if (!near) continue;
      const evidence = pkg.ecosystem === "npm" ? onlineEvidence(context.registry, pkg.name) : void 0;
      const severity = evidence ? "error" : void 0;
      const { what, advice } = describe2(near);
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}, ${what}${evidence ? `; ${evidence}` : ""}: ${advice}`,
        subject: `${pkg.ecosystem}:${pkg.name}`,
        ...severity ? { severity } : {}
      });
    }
  },
  // Online, the suspects' age and size raise the confidence: the full document has `time.created`.
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).filter(({ pkg }) => nearWellKnown("npm", pkg.name)).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, times: true }));
  }
};
function describe2(near) {
  switch (near.kind) {
    case "lookalike":
      return { what: near.lookalike.is, advice: `check it is what you meant (most likely ${near.lookalike.meant})` };
    case "edit":
      return {
        what: `${near.distance === 1 ? "1 edit" : `${near.distance} edits`} away from the well-known ${near.target.name} (${near.target.owner})`,
        advice: "check the name, a typo runs someone else's code"
      };
    case "scope":
      return { what: `the name of the well-known ${near.target.name} (${near.target.owner}) under another scope`, advice: "check who publishes it" };
  }
}
function onlineEvidence(view, name) {
  if (!isOnline(view)) return void 0;
  const lookup = view.lookup("npm", name);
  if (lookup?.status === "missing") return `it is not on ${lookup.registry}, so anyone can publish it`;
  if (lookup?.status !== "found") return void 0;
  const versions = Object.keys(lookup.packument.versions).length;
  const created = lookup.packument.created ? new Date(lookup.packument.created) : void 0;
  const age = created ? daysBetween(created, view.now) : void 0;
  const young = age !== void 0 && age < YOUNG_DAYS;
  if (!young && versions > TINY_VERSIONS) return void 0;
  const count = `${versions} version${versions === 1 ? "" : "s"}`;
  const since = age !== void 0 ? `was first published ${age === 1 ? "1 day" : `${age} days`} ago and has ${count}` : `has ${count}`;
  return `it ${since} on ${lookup.registry}`;
}

// src/rules/deprecated-package.ts
var deprecatedPackage = {
  meta: {
    id: "deprecated-package",
    description: "Servers must not run a deprecated package or version; move to the replacement its maintainers name.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("deprecated-package")
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved") continue;
      const latest = found.packument.versions[found.packument.distTags.latest ?? ""];
      const notice = found.facts.deprecated ?? latest?.deprecated;
      if (!notice) continue;
      const which = found.facts.deprecated ? `${pkg.name}@${found.version}, which is deprecated` : `${pkg.name}@${found.version}, whose latest version ${latest.version} is deprecated`;
      const replacement = replacementIn(notice) ?? knownReplacement(pkg.name);
      const advice = replacement ? `move to ${replacement}` : found.facts.deprecated && latest && !latest.deprecated ? `upgrade to ${latest.version}, which is not deprecated` : "move to a maintained package";
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${which} ("${quote(notice)}"): ${advice}`,
        subject: `npm:${pkg.name}`
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} }));
  }
};
var POINTERS = /\b(?:moved to|has moved to|replaced by|superseded by|migrate to|renamed to|in favou?r of|use|switch to|now (?:at|lives at|maintained at|developed at|published as))\s*:?\s+[`"'(]?((?:https?:\/\/)?[@\w][\w@./:-]*[\w/])/gi;
var STOPWORDS = /* @__PURE__ */ new Set(["the", "this", "that", "a", "an", "it", "our", "its", "their", "version", "versions", "latest", "instead", "newer", "another", "other", "https", "http"]);
function replacementIn(message) {
  for (const m of message.matchAll(POINTERS)) {
    let token = m[1].replace(/[.:/]+$/, "");
    token = token.replace(/^https?:\/\/(?:www\.)?github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:\/.*)?$/i, "$1");
    if (STOPWORDS.has(token.toLowerCase()) || token.length < 3) continue;
    if (!/[@/.-]/.test(token)) continue;
    return token;
  }
  return void 0;
}
function knownReplacement(name) {
  return WELL_KNOWN_PACKAGES.find((p) => p.ecosystem === "npm" && p.name === name)?.replacement;
}
function quote(text) {
  const t = text.replace(/"/g, "'");
  return t.length > 160 ? `${t.slice(0, 159).trimEnd()}\u2026` : t;
}

// src/rules/young-release.ts
var DEFAULT_DAYS = 7;
var DAY = 864e5;
var youngRelease = {
  meta: {
    id: "young-release",
    description: "Servers should not run a version published less than N days ago (default 7): a cooldown for hijacked releases.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: true,
    docs: docsUrl("young-release")
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    const days = typeof context.options.days === "number" && context.options.days >= 0 ? context.options.days : DEFAULT_DAYS;
    const now = context.registry.now.getTime();
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved") continue;
      const published = Date.parse(found.packument.times?.[found.version] ?? "");
      if (Number.isNaN(published) || now - published >= days * DAY) continue;
      const previous = olderRelease(found.packument, found.version, now - days * DAY);
      const instead = previous ? `, or pin ${previous.version} (published ${day(previous.time)})` : "";
      const edit = previous ? pinEdit(context.file.text, launched, previous.version) : void 0;
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}@${found.version}, published ${ago(now - published)} (${day(published)}): wait until it is ${days} days old${instead}`,
        subject: `npm:${pkg.name}`,
        ...edit ? { fix: { safety: "unsafe", description: `pin ${pkg.name} to ${previous.version}, published more than ${days} days ago`, edits: [edit] } } : {}
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, times: true, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} }));
  }
};
function olderRelease(packument, version, before) {
  let best;
  for (const v of Object.values(packument.versions)) {
    const time = Date.parse(packument.times?.[v.version] ?? "");
    if (Number.isNaN(time) || time > before || v.deprecated || !valid(v.version) || prerelease(v.version) || !lt(v.version, version)) continue;
    if (!best || gt(v.version, best.version)) best = { version: v.version, time };
  }
  return best;
}
function ago(ms) {
  const hours = Math.max(0, Math.floor(ms / 36e5));
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}
function day(time) {
  return new Date(time).toISOString().slice(0, 10);
}

// src/rules/install-scripts.ts
var installScripts = {
  meta: {
    id: "install-scripts",
    description: "Packages a server runs should not run install scripts (preinstall, install, postinstall) when fetched.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("install-scripts")
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      if (scriptsDisabled(server)) continue;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved" || !found.facts.hasInstallScript) continue;
      const scripts = found.facts.installScripts;
      const which = scripts ? Object.entries(scripts).map(([name, command]) => `${name}: ${command}`).join("; ") : `npm view ${pkg.name}@${found.version} scripts shows them`;
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}@${found.version}, which runs install scripts when it is fetched (${which}): review them, and if the server works without them set npm_config_ignore_scripts=true in its env`,
        subject: `npm:${pkg.name}`
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} }));
  }
};
function scriptsDisabled(server) {
  const env = server.env.some((e) => e.key.toLowerCase() === "npm_config_ignore_scripts" && e.value?.toLowerCase() === "true");
  const flag = server.launch?.options.some((o) => o.flag === "--ignore-scripts" && (o.value === void 0 || o.value === "true")) ?? false;
  return env || flag;
}

// src/rules/known-vulnerability.ts
var RANK = { critical: 4, high: 3, moderate: 2, low: 1, info: 0 };
var FINDING_SEVERITY = { critical: "error", high: "error", moderate: "warning", low: "info", info: "info" };
var SHOWN = 3;
var knownVulnerability = {
  meta: {
    id: "known-vulnerability",
    description: "Servers must not run a package version with a known vulnerability (npm advisories).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: true,
    docs: docsUrl("known-vulnerability")
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved") continue;
      const lookup = context.registry.advisories("npm", pkg.name, found.version);
      if (lookup?.status !== "found" || lookup.advisories.length === 0) continue;
      const advisories = [...lookup.advisories].sort((a, b) => RANK[b.severity] - RANK[a.severity] || a.id.localeCompare(b.id));
      const worst = advisories[0].severity;
      const named = advisories.slice(0, SHOWN).map((a) => `${a.id} (${a.severity}${a.title ? `, ${a.title}` : ""})`).join("; ");
      const more = advisories.length > SHOWN ? ` and ${advisories.length - SHOWN} more` : "";
      const fixed = firstUnaffected(found.packument, found.version, advisories);
      const advice = fixed ? `upgrade to ${fixed} or later` : "no unaffected later version is published: replace the package or remove the server";
      const edit = fixed ? pinEdit(context.file.text, launched, fixed) : void 0;
      const count = advisories.length === 1 ? "a known vulnerability" : `${advisories.length} known vulnerabilities`;
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}@${found.version}, which has ${count}: ${named}${more}: ${advice}`,
        subject: `npm:${pkg.name}`,
        severity: FINDING_SEVERITY[worst],
        ...edit ? { fix: { safety: "unsafe", description: `pin ${pkg.name} to ${fixed}, which no known advisory affects`, edits: [edit] } } : {}
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm", name: pkg.name, advisories: true, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} }));
  }
};
function firstUnaffected(packument, version, advisories) {
  return Object.values(packument.versions).filter((v) => valid(v.version) && !prerelease(v.version) && !v.deprecated && gt(v.version, version)).map((v) => v.version).sort(compare).find((v) => advisories.every((a) => !satisfies(v, a.vulnerableVersions, { includePrerelease: true })));
}

// src/rules/lock-drift.ts
var lockDrift = {
  meta: {
    id: "lock-drift",
    description: "Servers must launch the package and version mcp-audit.lock.json recorded; run mcp-audit approve after review.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("lock-drift")
  },
  check(context) {
    const lock = context.lock;
    if (!lock || Object.keys(lock.packages).length === 0 || context.lockKey === void 0) return;
    const allowed = allowList(context.options.allow);
    for (const server of context.model.servers) {
      const key = lockServerKey(context.lockKey, server.name);
      for (const pkg of registryPackages(server)) {
        if (allowed(pkg) || !pinnedExactly(pkg)) continue;
        const arg = argHolding(server, pkg);
        const at2 = arg ?? server.command;
        const report2 = (message, fix) => {
          const edit = fix && arg ? pinEdit(context.file.text, { server, pkg, arg }, fix.version) : void 0;
          context.report({
            node: at2.node,
            pointer: at2.pointer,
            message,
            subject: lockPackageKey(pkg.ecosystem, pkg.name),
            ...edit ? { fix: { safety: "unsafe", description: `pin ${pkg.name} back to ${fix.version}, the approved version`, edits: [edit] } } : {}
          });
        };
        const runs = `server "${server.name}" runs ${pkg.written}`;
        const { entry, forServer } = lockedFor(lock, key, pkg.ecosystem, pkg.name);
        if (!entry) {
          const before = forServer.map((p) => `${p.name}@${p.version}`).join(", ");
          report2(before ? `${runs}, but mcp-audit.lock.json recorded ${before} for it: review the change, then run mcp-audit approve` : `${runs}, which mcp-audit.lock.json does not record: review it, then run mcp-audit approve`);
          continue;
        }
        const drift = versionDrift(context, pkg, entry.version);
        if (drift !== void 0) {
          report2(`${runs}${drift}, but mcp-audit.lock.json recorded ${entry.version}: review the change, then run mcp-audit approve`, pkg.ecosystem === "npm" && isExactVersion(entry.version) ? { version: entry.version } : void 0);
          continue;
        }
        if (pkg.ecosystem === "npm" && entry.integrity && isOnline(context.registry)) {
          const found = resolveSpec(context.registry, "npm", pkg.name, entry.version);
          const served = found.kind === "resolved" ? found.facts.integrity : void 0;
          if (served && served !== entry.integrity) {
            report2(`${runs}: ${found.kind === "resolved" ? found.registry : "the registry"} now serves ${pkg.name}@${entry.version} with integrity ${short(served)}, not the ${short(entry.integrity)} that mcp-audit.lock.json recorded: do not run it until you know why`);
          }
        }
      }
    }
  },
  // Online: what moving tags resolve to now, and the integrity of approved versions.
  prefetch(context) {
    if (context.mode !== "online" || !context.lock || context.lockKey === void 0) return [];
    const queries = [];
    for (const server of context.model.servers) {
      for (const pkg of registryPackages(server)) {
        if (pkg.ecosystem === "npm" && pinnedExactly(pkg) && lockedFor(context.lock, lockServerKey(context.lockKey, server.name), "npm", pkg.name).entry) {
          queries.push({ ecosystem: "npm", name: pkg.name, ...pkg.spec !== void 0 ? { spec: pkg.spec } : {} });
        }
      }
    }
    return queries;
  }
};
function pinnedExactly(pkg) {
  if (pkg.ecosystem === "oci") return pkg.specKind === "digest" || pkg.specKind === "tag" && pkg.tag !== "latest";
  return pkg.specKind === "exact";
}
function versionDrift(context, pkg, recorded) {
  const written2 = writtenVersion(pkg);
  if (pkg.ecosystem !== "npm") return written2 !== recorded ? "" : void 0;
  if (pkg.specKind === "exact") return written2 !== recorded ? "" : void 0;
  const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
  if (found.kind === "resolved") return found.version !== recorded ? ` (${pkg.spec ?? "latest"} resolves to ${found.version} on ${found.registry} today)` : void 0;
  if (pkg.specKind === "range" && validRange(pkg.spec) && valid(recorded) && !satisfies(recorded, pkg.spec)) return "";
  return void 0;
}
function short(integrity) {
  return integrity.length > 19 ? `${integrity.slice(0, 19)}\u2026` : integrity;
}

// src/lock/servers.ts
function modelTexts(snapshot) {
  const out = [];
  if (snapshot.instructions) out.push({ where: "instructions", text: snapshot.instructions.text });
  for (const [name, tool] of Object.entries(snapshot.tools)) {
    const d = tool.definition;
    for (const f of ["title", "description"]) if (typeof d[f] === "string") out.push({ where: `tool "${name}" ${f}`, owner: name, text: d[f] });
    schemaTexts(d.inputSchema, `tool "${name}"`, name, out, 0);
    schemaTexts(d.outputSchema, `tool "${name}" output`, name, out, 0);
  }
  for (const [name, prompt] of Object.entries(snapshot.prompts)) {
    const d = prompt.definition;
    if (typeof d.description === "string") out.push({ where: `prompt "${name}" description`, owner: name, text: d.description });
    for (const arg of Array.isArray(d.arguments) ? d.arguments : []) {
      if (typeof arg?.description === "string") out.push({ where: `prompt "${name}" argument "${String(arg.name)}" description`, owner: name, text: arg.description });
    }
  }
  for (const [uri, resource] of [...Object.entries(snapshot.resources), ...Object.entries(snapshot.resourceTemplates)]) {
    if (typeof resource.definition.description === "string") out.push({ where: `resource "${uri}" description`, owner: uri, text: resource.definition.description });
  }
  return out;
}
var MAX_SCHEMA_DEPTH = 16;
function schemaTexts(schema3, label, owner, out, depth, path2 = "") {
  if (!schema3 || typeof schema3 !== "object" || depth > MAX_SCHEMA_DEPTH) return;
  const s = schema3;
  const where = path2 === "" ? label : `${label} parameter "${path2}"`;
  if (path2 !== "") {
    for (const f of ["description", "title"]) if (typeof s[f] === "string") out.push({ where: `${where} ${f}`, owner, text: s[f] });
    if (typeof s.default === "string") out.push({ where: `${where} default`, owner, text: s.default });
  }
  if (s.properties && typeof s.properties === "object") {
    for (const [k, v] of Object.entries(s.properties)) schemaTexts(v, label, owner, out, depth + 1, path2 === "" ? k : `${path2}.${k}`);
  }
  if (s.items) schemaTexts(s.items, label, owner, out, depth + 1, `${path2}[]`);
}
function diffServers(pinned, live) {
  const out = [];
  if ((pinned.instructions?.digest ?? "") !== (live.instructions?.digest ?? "")) {
    out.push({ kind: "instructions", detail: `instructions: ${textDiff(pinned.instructions?.text, live.instructions?.text)}` });
  }
  if (pinned.serverInfo.name !== live.serverInfo.name) out.push({ kind: "name", detail: `serverInfo name: "${clip(pinned.serverInfo.name)}" \u2192 "${clip(live.serverInfo.name)}"` });
  if (pinned.serverInfo.version !== live.serverInfo.version) out.push({ kind: "version", detail: `serverInfo version: ${clip(pinned.serverInfo.version)} \u2192 ${clip(live.serverInfo.version)}` });
  const removed = Object.keys(pinned.tools).filter((n) => !Object.hasOwn(live.tools, n));
  const added = Object.keys(live.tools).filter((n) => !Object.hasOwn(pinned.tools, n));
  const renamedTo = /* @__PURE__ */ new Map();
  for (const r of removed) {
    const same = added.find((a) => !renamedTo.has(a) && live.tools[a].contentDigest === pinned.tools[r].contentDigest);
    if (same !== void 0) renamedTo.set(same, r);
  }
  const changes = [];
  for (const [to, from] of renamedTo) changes.push({ kind: "tool-renamed", subject: to, detail: `tool "${clip(from)}" renamed to "${clip(to)}" (same definition otherwise)` });
  for (const r of removed) if (![...renamedTo.values()].includes(r)) changes.push({ kind: "tool-removed", subject: r, detail: `tool "${clip(r)}" removed` });
  for (const a of added) if (!renamedTo.has(a)) changes.push({ kind: "tool-added", subject: a, detail: `tool "${clip(a)}" added${describeNew(live.tools[a])}` });
  for (const [name, before] of Object.entries(pinned.tools)) {
    const after = Object.hasOwn(live.tools, name) ? live.tools[name] : void 0;
    if (!after || after.digest === before.digest) continue;
    changes.push({ kind: "tool-changed", subject: name, detail: `tool "${clip(name)}" ${fieldDiff(before.definition, after.definition)}` });
  }
  changes.sort((a, b) => a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0);
  out.push(...changes);
  for (const [kind, label, a, b] of [
    ["prompt", "prompt", pinned.prompts, live.prompts],
    ["resource", "resource", pinned.resources, live.resources],
    ["resource", "resource template", pinned.resourceTemplates, live.resourceTemplates]
  ]) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" removed` });
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" added` });
      else if (a[k].digest !== b[k].digest) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" ${fieldDiff(a[k].definition, b[k].definition)}` });
    }
  }
  return out;
}
function describeNew(tool) {
  const d = tool.definition.description;
  return typeof d === "string" ? `: ${JSON.stringify(clip(d, 80))}` : "";
}
function fieldDiff(before, after) {
  const fields = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k])).sort();
  const [first, ...rest] = fields;
  if (first === void 0) return "changed";
  const a = before[first];
  const b = after[first];
  const json = typeof a !== "string" && typeof b !== "string";
  const asText = (v) => v === void 0 ? void 0 : typeof v === "string" ? v : canonicalJson(v);
  const shown = textDiff(asText(a), asText(b), !json);
  return `${first} changed: ${shown}${rest.length > 0 ? ` (also ${rest.join(", ")})` : ""}`;
}
function textDiff(before, after, quoted = true) {
  const q = (t) => quoted ? JSON.stringify(t) : t;
  if (before === void 0) return `added ${q(clip(after ?? "", 80))}`;
  if (after === void 0) return `removed (was ${q(clip(before, 80))})`;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && before[endA - 1] === after[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - 20);
  const show = (t, end) => `${from > 0 ? "\u2026" : ""}${t.slice(from, start)}[${clip(t.slice(start, end), 80)}]${clip(t.slice(end, end + 20), 20)}${end + 20 < t.length ? "\u2026" : ""}`;
  return `${q(show(before, endA))} \u2192 ${q(show(after, endB))}`;
}
function clip(text, max = 60) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function snapshotFor(lock, live, key) {
  const locked = lock?.servers && Object.hasOwn(lock.servers, key) ? lock.servers[key] : void 0;
  const outcome = live?.get(key);
  if (outcome?.kind === "snapshot") return { snapshot: outcome.snapshot, source: "live", ...locked ? { locked } : {}, live: outcome };
  if (locked) return { snapshot: locked, source: "lock", locked, ...outcome ? { live: outcome } : {} };
  return void 0;
}
function serversWithSnapshots(servers, lock, live, lockKey) {
  if (!lock?.servers && !live) return [];
  return servers.filter((s) => !s.ignoredByHost).map((server) => {
    const key = lockServerKey(lockKey, server.name);
    return { server, key, found: snapshotFor(lock, live, key) };
  });
}

// src/rules/data/tool-poisoning.ts
var POISON_PATTERNS = [
  {
    id: "important-block",
    label: "an <IMPORTANT>-style block addressed to the model",
    regex: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|override|context)\b[^>]{0,40}>/i
  },
  {
    id: "sensitive-file",
    label: "asks to read a credentials file",
    regex: /\b(?:read|cat|open|load|access|include|attach|send|pass|provide|upload|get|fetch|copy|collect|put|paste|insert|embed)\b(?:[^.\n]|\.(?=\S)){0,60}?(?:~\/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|(?<![\w.])\.env\b|\.aws\/credentials|\bcredentials\.json\b|(?<![\w.])\.npmrc\b|(?<![\w.])\.netrc\b|(?<![\w.])\.pgpass\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|~\/\.cursor\b|\.config\/gh\b|\bprivate keys?\b|\bssh keys?\b)/i
  },
  {
    id: "contents-in-parameter",
    label: "asks to pass file contents in a parameter",
    regex: /\b(?:contents?|text|body|data) of\b(?:[^.\n]|\.(?=\S)){0,80}?\b(?:as|in|into|to|via)\b(?: the)? [`'"]?[\w-]{1,40}[`'"]? (?:parameter|argument|field|param)\b|\bpass (?:its|the|their|that file's) (?:contents?|text)\b/i
  },
  {
    id: "exfil-url",
    label: "tells the model to send data to a URL",
    regex: /\b(?:send|post|upload|forward|transmit|exfiltrate|report|mirror|submit|beacon)\b(?:[^.\n]|\.(?=\S)){0,80}?\bhttps?:\/\/[^\s"'<>)]+|\bhttps?:\/\/[^\s"'<>)]+(?:[^.\n]|\.(?=\S)){0,40}?\b(?:send|post|upload|forward)\b(?:[^.\n]|\.(?=\S)){0,20}?\b(?:data|contents?|results?|files?|conversation|history|tokens?|keys?)\b/i
  },
  {
    id: "shadowing",
    label: "tells the model how to use other tools or to prefer this one",
    regex: /\b(?:instead of|rather than|in place of)\b(?:[^.\n]|\.(?=\S)){0,40}?\b(?:tools?|servers?|functions?)\b|\b(?:always|only) (?:use|call|prefer|choose) this (?:tool|server)\b|\bprefer this (?:tool|server)\b|\b(?:before|after) (?:using|calling|invoking|running) (?:any|every|all|other|another)\b|\bwhen (?:using|calling|invoking) (?:the )?[\w-]+ (?:tool|server)\b|\b(?:all|any|other) (?:tools?|servers?) (?:must|should)\b/i
  }
];
var DIRECTIVE_WORDS = /\b(?:instead|when|whenever|before|after|always|never|must|should|do not|don['’]t|only|replace|redirect|change|set|add|bcc|cc)\b/i;

// src/rules/tool-poisoning.ts
var ID2 = "tool-poisoning";
var MAX_PER_SERVER = 20;
var STRONG = COMMENT_SIGNALS.filter((s) => s.strong);
var toolPoisoning = {
  meta: {
    id: ID2,
    description: "Instructions aimed at the model in what a server exposes (instructions, tool and parameter descriptions): hidden Unicode, HTML comments, <IMPORTANT> blocks, secrecy, credential reads, exfiltration URLs, shadowing of other tools.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID2)
  },
  check(context) {
    const judged = serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "");
    const sources = new Map(judged.map(({ server, found }) => [server.name, found]));
    for (const { server } of judged) {
      const found = sources.get(server.name);
      if (!found) continue;
      const others = /* @__PURE__ */ new Map();
      for (const [name, other] of sources) {
        if (name === server.name || !other) continue;
        for (const tool of Object.keys(other.snapshot.tools)) if (tool.length >= 4 && !Object.hasOwn(found.snapshot.tools, tool)) others.set(tool, name);
      }
      const shadow = otherToolsMatcher(others);
      const findings = [];
      for (const text of modelTexts(found.snapshot)) for (const hit of signals(text.text, shadow)) findings.push({ text, what: hit.what, subject: hit.id });
      const from = found.source === "live" ? "live" : `as pinned in mcp-audit.lock.json`;
      for (const [i, f] of findings.entries()) {
        if (i === MAX_PER_SERVER) {
          context.report({ node: server.keyNode, pointer: server.pointer, subject: `more:${findings.length}`, message: `server "${server.name}": ${findings.length - MAX_PER_SERVER} more texts read as instructions to the model (${from}): review every tool of it` });
          break;
        }
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${f.text.where}:${f.subject}`,
          message: `server "${server.name}" ${f.text.where} (${from}): ${f.what}: the model reads it as an instruction; do not use this server until you have read its tools, and remove it if you cannot trust it`
        });
      }
    }
  }
};
function otherToolsMatcher(owners) {
  if (owners.size === 0) return void 0;
  const names = [...owners.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp2);
  return { mention: new RegExp(`(?<![\\w-])(?:${names.join("|")})(?![\\w-])`), owners };
}
function signals(text, otherTools) {
  const out = [];
  const runs = findHiddenRuns(text);
  if (runs.length > 0) {
    const first = runs[0];
    const total = runs.reduce((n, r) => n + r.codePoints.length, 0);
    const tags = runs.filter((r) => r.kind === "tag").flatMap((r) => r.codePoints);
    const decoded = tags.length > 0 ? `; its tag characters spell "${printable(decodeTags(tags), 40)}"` : "";
    out.push({ id: "hidden-unicode", what: `hidden characters (${describeCodePoint(first.codePoints[0])}${total > 1 ? `, ${total} in all` : ""}${decoded})` });
  }
  for (const comment of hiddenComments(text, true)) {
    const verdict = classifyComment(comment.body);
    out.push({ id: "html-comment", what: `an HTML comment the user never sees${verdict ? ` (${verdict.signals.join(", ")})` : ""}: "${printable(comment.body.trim(), 60)}"` });
    break;
  }
  const flat = text.replace(/\s+/g, " ");
  for (const signal of STRONG) {
    const m = signal.regex.exec(flat);
    if (m) out.push({ id: signal.id, what: `${signal.label(m)} ("${printable(m[0], 60)}")` });
  }
  for (const p of POISON_PATTERNS) {
    const m = p.regex.exec(flat);
    if (m) out.push({ id: p.id, what: `${p.label} ("${printable(m[0], 60)}")` });
  }
  if (otherTools && !out.some((h) => h.id === "shadowing")) {
    for (const sentence of flat.split(/(?<=[.!?;])\s+/)) {
      const tool = otherTools.mention.exec(sentence)?.[0];
      if (tool !== void 0 && DIRECTIVE_WORDS.test(sentence)) {
        out.push({ id: "shadowing", what: `tells the model how to use "${tool}" of server "${otherTools.owners.get(tool)}" ("${printable(sentence, 60)}")` });
        break;
      }
    }
  }
  return out;
}
function escapeRegExp2(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/rules/tool-drift.ts
var ID3 = "tool-drift";
var MAX_PER_SERVER2 = 12;
var toolDrift = {
  meta: {
    id: ID3,
    description: "Live tool definitions, instructions or serverInfo differ from what approve --live pinned in mcp-audit.lock.json (rug pulls, silent changes).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl(ID3)
  },
  check(context) {
    if (!context.live) return;
    const lockKey = context.lockKey ?? "";
    for (const server of context.model.servers) {
      if (server.ignoredByHost) continue;
      const key = lockServerKey(lockKey, server.name);
      const outcome = context.live.get(key);
      if (outcome?.kind !== "snapshot") continue;
      for (const change of outcome.changedDuringSession ?? []) {
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `session:${change.kind}:${change.subject ?? ""}`,
          message: `server "${server.name}" changed its tools during the session, after its first tools/list: ${change.detail}: a server that swaps its tools once they were listed cannot be reviewed; do not use it`
        });
      }
      const pinned = context.lock?.servers && Object.hasOwn(context.lock.servers, key) ? context.lock.servers[key] : void 0;
      if (!pinned) {
        const tools = Object.keys(outcome.snapshot.tools).length;
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: "not-pinned",
          severity: "warning",
          message: `server "${server.name}" exposes ${tools} tool${tools === 1 ? "" : "s"} that nobody reviewed (not in mcp-audit.lock.json): read them, then run mcp-audit approve --live to pin them`
        });
        continue;
      }
      const changes = diffServers(pinned, outcome.snapshot);
      for (const [i, change] of changes.entries()) {
        if (i === MAX_PER_SERVER2) {
          context.report({ node: server.keyNode, pointer: server.pointer, subject: `more:${changes.length}`, message: `server "${server.name}": ${changes.length - MAX_PER_SERVER2} more changes since it was approved: review them all, then run mcp-audit approve --live` });
          break;
        }
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${change.kind}:${change.subject ?? ""}:${change.detail}`,
          message: `server "${server.name}" changed since it was approved: ${change.detail}: review the change, then run mcp-audit approve --live`
        });
      }
    }
  }
};

// src/rules/read-only-unverified.ts
var ID4 = "read-only-unverified";
var readOnlyUnverified = {
  meta: {
    id: ID4,
    description: "A server run in its read-only mode still exposes tools annotated as writing or destructive, or more tools than that mode leaves.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID4)
  },
  check(context) {
    for (const { server, found } of serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "")) {
      if (!found) continue;
      const from = found.source === "live" ? "live" : "as pinned in mcp-audit.lock.json";
      for (const mode of readOnlyModes(context, server)) {
        const how = mode.via === "default" ? "read-only by default" : `run with ${mode.via}`;
        const writers = Object.entries(found.snapshot.tools).filter(([, t]) => {
          const a = t.definition.annotations;
          return a?.destructiveHint === true || a?.readOnlyHint === false;
        }).map(([name, t]) => `${name} (${t.definition.annotations.destructiveHint === true ? "destructiveHint: true" : "readOnlyHint: false"})`).sort();
        if (writers.length > 0) {
          context.report({
            node: server.keyNode,
            pointer: server.pointer,
            subject: `${mode.entry.id}:writers:${writers.join(",")}`,
            message: `server "${server.name}" is ${how} (${mode.what}), yet exposes ${writers.length === 1 ? "a tool" : `${writers.length} tools`} that ${writers.length === 1 ? "says it writes" : "say they write"} (${from}): ${clip2(writers.join(", "))}; the read-only mode does not hold: check the server's version and switch, and do not rely on it`
          });
        }
        const leaves = /\((\d+) of (\d+) tools\)/.exec(mode.entry.restricts ?? "");
        const count = Object.keys(found.snapshot.tools).length;
        if (leaves && count > Number(leaves[1])) {
          context.report({
            node: server.keyNode,
            pointer: server.pointer,
            subject: `${mode.entry.id}:count:${count}`,
            message: `server "${server.name}" is ${how} (${mode.what}), which leaves ${leaves[1]} of ${leaves[2]} tools, yet exposes ${count} (${from}): the read-only mode does not hold: check the server's version and switch`
          });
        }
      }
    }
  }
};
function clip2(text) {
  return text.length <= 160 ? text : `${text.slice(0, 159)}\u2026`;
}

// src/rules/server-identity.ts
var ID5 = "server-identity";
var serverIdentity = {
  meta: {
    id: ID5,
    description: "serverInfo (name and version) does not match the pinned package that launches the server.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID5)
  },
  check(context) {
    for (const { server, key, found } of serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "")) {
      if (!found) continue;
      for (const pkg of registryPackages(server)) {
        const pinned = writtenVersion(pkg) ?? (context.lock ? lockedFor(context.lock, key, pkg.ecosystem, pkg.name).entry?.version : void 0);
        if (pinned === void 0) continue;
        const { name, version } = found.snapshot.serverInfo;
        const at2 = found.locked?.package;
        const reportsPackageVersion = at2 !== void 0 && at2.name === pkg.name && found.locked.serverInfo.version === at2.version;
        if (!reportsPackageVersion && !sameProduct(name, pkg.name)) continue;
        if (sameVersion(version, pinned)) continue;
        const from = found.source === "live" ? "live" : "as pinned in mcp-audit.lock.json";
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${pkg.name}@${pinned}:${name}@${version}`,
          message: `server "${server.name}" launches ${pkg.name}@${pinned} but answers as ${JSON.stringify(name)} ${JSON.stringify(version)} (${from}): another program may be answering (a cached or global install, a wrapper); check what the command really runs`
        });
      }
    }
  }
};
function sameVersion(a, b) {
  if (a === b) return true;
  const x = valid(a, { loose: true });
  const y = valid(b, { loose: true });
  return x !== null && y !== null && eq(x, y);
}
function sameProduct(serverName, packageName) {
  const core = (s) => s.toLowerCase().replace(/^@[^/]+\//, "").split(/[^a-z0-9]+/).filter((w) => w !== "" && w !== "mcp" && w !== "server" && w !== "modelcontextprotocol").join("-");
  const a = core(serverName);
  const b = core(packageName);
  return a !== "" && b !== "" && (a === b || a.includes(b) || b.includes(a));
}

// src/rules/registry/mcp-rules.ts
var MCP_RULES = [
  invalidConfig,
  inlineSecret,
  unpinnedPackage,
  missingReadOnly,
  insecureTransport,
  riskyCommand,
  autoApprovedTools,
  hostWideApproval,
  // MCP Registry server.json: the published schema, then what it cannot check.
  serverJsonSchema,
  serverJsonConsistency,
  // Claude Code plugin marketplaces: where plugins come from.
  unpinnedPluginSource,
  // Supply chain: online rules (meta.network) run only with --online and skip themselves otherwise.
  unknownPackage,
  packageTyposquat,
  deprecatedPackage,
  youngRelease,
  installScripts,
  knownVulnerability,
  lockDrift,
  // What servers expose (pinned in the lock by approve --live; compared live with --live).
  toolPoisoning,
  toolDrift,
  readOnlyUnverified,
  serverIdentity
];

export {
  CONFIG_LOCATIONS,
  couldBeConfig,
  HOSTS,
  HOST_IDS,
  hostForPath,
  guessHostFromText,
  DIALECTS,
  dialectForPath,
  registryPackages,
  writtenVersion,
  inventoryOf,
  MCP_RULES
};
