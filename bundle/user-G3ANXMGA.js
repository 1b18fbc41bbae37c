import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import {
  DIALECTS
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/user/index.ts
import fs from "node:fs";
import os from "node:os";
import path2 from "node:path";

// src/user/locations.ts
var USER_OSES = ["linux", "darwin", "win32"];
var CODE_USER = {
  linux: ["$XDG_CONFIG_HOME/Code/User", "$XDG_CONFIG_HOME/Code - Insiders/User"],
  darwin: ["~/Library/Application Support/Code/User", "~/Library/Application Support/Code - Insiders/User"],
  win32: ["%APPDATA%/Code/User", "%APPDATA%/Code - Insiders/User"]
};
function inCodeUser(rel) {
  return {
    linux: CODE_USER.linux.map((d) => `${d}/${rel}`),
    darwin: CODE_USER.darwin.map((d) => `${d}/${rel}`),
    win32: CODE_USER.win32.map((d) => `${d}/${rel}`)
  };
}
var everywhere = (template) => ({ linux: [template], darwin: [template], win32: [template] });
var USER_LOCATIONS = [
  {
    host: "claude-code-user",
    label: "user and local-scope servers",
    scope: "user",
    paths: everywhere("~/.claude.json"),
    source: "https://code.claude.com/docs/en/mcp (MCP installation scopes)"
  },
  {
    host: "claude-code",
    label: "managed servers, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/claude-code/managed-mcp.json"],
      darwin: ["<root>/Library/Application Support/ClaudeCode/managed-mcp.json"],
      // Current docs: Program Files; earlier docs: ProgramData. Both are read.
      win32: ["%ProgramFiles%/ClaudeCode/managed-mcp.json", "%ProgramData%/ClaudeCode/managed-mcp.json"]
    },
    source: "https://code.claude.com/docs/en/managed-mcp (Deploy managed-mcp.json); earlier https://docs.claude.com/en/docs/claude-code/settings (C:\\ProgramData\\ClaudeCode)"
  },
  {
    host: "claude-desktop",
    label: "desktop app servers",
    scope: "user",
    paths: {
      darwin: ["~/Library/Application Support/Claude/claude_desktop_config.json"],
      win32: ["%APPDATA%/Claude/claude_desktop_config.json"],
      linux: ["$XDG_CONFIG_HOME/Claude/claude_desktop_config.json"]
    },
    source: "https://modelcontextprotocol.io/quickstart/user (claude_desktop_config.json)",
    unconfirmed: "Linux: Anthropic ships no Linux build; community builds use ~/.config/Claude"
  },
  {
    host: "cursor",
    label: "global servers",
    scope: "user",
    paths: everywhere("~/.cursor/mcp.json"),
    source: "https://cursor.com/docs/context/mcp (global configuration ~/.cursor/mcp.json)"
  },
  {
    host: "vscode",
    label: "user servers",
    scope: "user",
    paths: inCodeUser("mcp.json"),
    source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration (user configuration: mcp.json in the user profile folder)"
  },
  {
    host: "vscode-settings",
    label: 'legacy settings.json "mcp"',
    scope: "user",
    paths: inCodeUser("settings.json"),
    source: 'https://code.visualstudio.com/docs/configure/settings (user settings.json location); "mcp": { "servers" } is the pre-mcp.json home of user servers'
  },
  {
    host: "windsurf",
    label: "Cascade servers",
    scope: "user",
    paths: everywhere("~/.codeium/windsurf/mcp_config.json"),
    source: "https://docs.windsurf.com/windsurf/cascade/mcp (mcp_config.json)"
  },
  {
    host: "gemini",
    label: "user settings",
    scope: "user",
    paths: everywhere("~/.gemini/settings.json"),
    source: "https://geminicli.com/docs/reference/configuration (settings files)"
  },
  {
    host: "gemini",
    label: "system settings, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/gemini-cli/settings.json"],
      darwin: ["<root>/Library/Application Support/GeminiCli/settings.json"],
      win32: ["%ProgramData%/gemini-cli/settings.json"]
    },
    source: "https://geminicli.com/docs/reference/configuration (system settings file)",
    unconfirmed: "read from a summary of that page, not the page itself"
  },
  {
    host: "codex",
    label: "config.toml",
    scope: "user",
    paths: everywhere("$CODEX_HOME/config.toml"),
    source: "https://developers.openai.com/codex/mcp (~/.codex/config.toml; CODEX_HOME moves it)"
  },
  {
    host: "zed",
    label: "settings.json context_servers",
    scope: "user",
    paths: {
      linux: ["$XDG_CONFIG_HOME/zed/settings.json"],
      darwin: ["~/.config/zed/settings.json"],
      win32: ["%APPDATA%/Zed/settings.json"]
    },
    source: "https://zed.dev/docs/configuring-zed (user settings file: ~/.config/zed/settings.json, $XDG_CONFIG_HOME on Linux)",
    unconfirmed: "Windows: %APPDATA%\\Zed is from third-party guides"
  },
  {
    host: "continue",
    label: "config.yaml",
    scope: "user",
    paths: everywhere("~/.continue/config.yaml"),
    source: "https://docs.continue.dev/reference (config.yaml in the global .continue folder: ~/.continue, %USERPROFILE%\\.continue)"
  },
  {
    host: "continue",
    label: "global mcpServers blocks",
    scope: "user",
    paths: everywhere("~/.continue/mcpServers/*.yaml"),
    source: "https://www.continue.dev/docs/guides/configuring-models-rules-tools (local blocks in .continue/mcpServers)",
    unconfirmed: "that the global ~/.continue folder, not only a workspace's, is read for blocks"
  },
  {
    host: "cline",
    label: "extension MCP settings",
    scope: "user",
    paths: inCodeUser("globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json"),
    source: "https://docs.cline.bot/mcp/configuring-mcp-servers (cline_mcp_settings.json)"
  },
  {
    host: "roo",
    label: "extension MCP settings",
    scope: "user",
    paths: inCodeUser("globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json"),
    source: "https://docs.roocode.com/features/mcp/using-mcp-in-roo (global mcp_settings.json)"
  },
  {
    host: "claude-code-settings",
    label: "user settings: approvals, hooks",
    scope: "user",
    paths: everywhere("$CLAUDE_CONFIG_DIR/settings.json"),
    source: "https://code.claude.com/docs/en/settings (settings files: ~/.claude/settings.json)"
  },
  {
    host: "claude-code-settings",
    label: "managed settings, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/claude-code/managed-settings.json"],
      darwin: ["<root>/Library/Application Support/ClaudeCode/managed-settings.json"],
      win32: ["%ProgramData%/ClaudeCode/managed-settings.json", "%ProgramFiles%/ClaudeCode/managed-settings.json"]
    },
    source: "https://code.claude.com/docs/en/settings (managed settings: /etc/claude-code/, /Library/Application Support/ClaudeCode/, C:\\ProgramData\\ClaudeCode)",
    unconfirmed: "Windows: C:\\Program Files\\ClaudeCode, by analogy with managed-mcp.json (both are read)"
  },
  {
    host: "opencode",
    label: "global config",
    scope: "user",
    paths: {
      linux: ["$XDG_CONFIG_HOME/opencode/opencode.json", "$XDG_CONFIG_HOME/opencode/opencode.jsonc", "$XDG_CONFIG_HOME/opencode/config.json"],
      darwin: ["~/.config/opencode/opencode.json", "~/.config/opencode/opencode.jsonc", "~/.config/opencode/config.json"],
      win32: ["~/.config/opencode/opencode.json", "~/.config/opencode/opencode.jsonc", "~/.config/opencode/config.json"]
    },
    source: "https://opencode.ai/docs/config (global config in ~/.config/opencode; anomalyco/opencode packages/opencode/src/global/index.ts: xdg-basedir)",
    unconfirmed: "Windows: ~/.config/opencode is what the xdg-basedir library gives there, not stated by opencode's docs"
  },
  {
    host: "opencode",
    label: "managed config, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/opencode/opencode.json", "<root>/etc/opencode/opencode.jsonc"],
      darwin: ["<root>/Library/Application Support/opencode/opencode.json", "<root>/Library/Application Support/opencode/opencode.jsonc"],
      win32: ["%ProgramData%/opencode/opencode.json", "%ProgramData%/opencode/opencode.jsonc"]
    },
    source: "https://opencode.ai/docs/config (managed settings)"
  },
  {
    host: "goose",
    label: "config.yaml extensions",
    scope: "user",
    paths: { linux: ["~/.config/goose/config.yaml"], darwin: ["~/.config/goose/config.yaml"], win32: ["%APPDATA%/Block/goose/config/config.yaml"] },
    source: "https://block.github.io/goose/docs/guides/config-files (config.yaml locations)",
    unconfirmed: "Linux: whether $XDG_CONFIG_HOME moves it (the docs say ~/.config)"
  },
  {
    host: "kiro",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.kiro/settings/mcp.json"),
    source: "https://kiro.dev/docs/mcp/configuration (user level: ~/.kiro/settings/mcp.json)",
    unconfirmed: "Windows: %USERPROFILE%\\.kiro is inferred from ~"
  },
  {
    host: "amazon-q",
    label: "global MCP servers, legacy mcp.json",
    scope: "user",
    paths: everywhere("~/.aws/amazonq/mcp.json"),
    source: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html (global mcp.json; aws/amazon-q-developer-cli crates/chat-cli/src/util/paths.rs)"
  },
  {
    host: "amazon-q-agent",
    label: "global agents",
    scope: "user",
    paths: { linux: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"], darwin: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"], win32: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"] },
    source: "https://github.com/aws/amazon-q-developer-cli/blob/main/docs/agent-file-locations.md (global agents; default.json: the IDE plugin, per https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html)"
  },
  {
    host: "copilot-cli",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.copilot/mcp-config.json"),
    source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-mcp-servers (~/.copilot/mcp-config.json)",
    unconfirmed: "where XDG_CONFIG_HOME moves it"
  },
  {
    host: "crush",
    label: "global config",
    scope: "user",
    paths: everywhere("$XDG_CONFIG_HOME/crush/crush.json"),
    source: "https://github.com/charmbracelet/crush/blob/main/docs/config/README.md (global crush.json; internal/config/load.go, internal/home/home.go: XDG_CONFIG_HOME or ~/.config, on every OS)"
  },
  {
    host: "crush",
    label: "machine-written config",
    scope: "user",
    paths: { linux: ["$XDG_DATA_HOME/crush/crush.json"], darwin: ["$XDG_DATA_HOME/crush/crush.json"], win32: ["%LOCALAPPDATA%/crush/crush.json"] },
    source: "https://github.com/charmbracelet/crush/blob/main/internal/config/load.go (data directory: XDG_DATA_HOME or ~/.local/share; %LOCALAPPDATA% on Windows)"
  },
  {
    host: "crush",
    label: "system config, system-wide",
    scope: "system",
    paths: { linux: ["<root>/etc/crush/crush.json"], darwin: ["<root>/etc/crush/crush.json"] },
    source: "https://github.com/charmbracelet/crush/blob/main/internal/config/config_unix.go"
  },
  {
    host: "vibe",
    label: "config.toml mcp_servers",
    scope: "user",
    paths: everywhere("$VIBE_HOME/config.toml"),
    source: "https://github.com/mistralai/mistral-vibe (README: config.toml; vibe/core/paths/_vibe_home.py: VIBE_HOME, default ~/.vibe)"
  },
  {
    host: "lmstudio",
    label: "app MCP servers",
    scope: "user",
    paths: everywhere("~/.lmstudio/mcp.json"),
    source: "https://lmstudio.ai/docs/app/mcp (mcp.json, Cursor's notation)",
    unconfirmed: "the path ~/.lmstudio/mcp.json is from third-party READMEs, not LM Studio's docs"
  },
  {
    host: "junie",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.junie/mcp/mcp.json"),
    source: "https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html",
    unconfirmed: "the path ~/.junie/mcp/mcp.json is from third-party tools, not JetBrains' help"
  }
];

// src/user/resolve.ts
import path from "node:path";
function fromEnv(env, name) {
  if (env.homeOverridden) return void 0;
  const value = env.env[name];
  return value && (path.isAbsolute(value) || /^[A-Za-z]:[\\/]/.test(value)) ? value : void 0;
}
var FOLDER_VARIABLES = {
  $XDG_DATA_HOME: ["XDG_DATA_HOME", [".local", "share"]],
  "%LOCALAPPDATA%": ["LOCALAPPDATA", ["AppData", "Local"]],
  $CODEX_HOME: ["CODEX_HOME", [".codex"]],
  $VIBE_HOME: ["VIBE_HOME", [".vibe"]],
  $CLAUDE_CONFIG_DIR: ["CLAUDE_CONFIG_DIR", [".claude"]]
};
function resolveTemplate(template, env) {
  const [head, ...rest] = template.split("/");
  const tail = rest.filter((s) => s !== "");
  const home = (...parts) => ({ base: env.home, parts: [...parts, ...tail] });
  let disk;
  let nominal;
  switch (head) {
    case "~":
      disk = home();
      nominal = ["~", ...tail].join("/");
      break;
    case "%APPDATA%": {
      const appData = fromEnv(env, "APPDATA");
      disk = appData ? { base: appData, parts: tail } : home("AppData", "Roaming");
      nominal = ["%APPDATA%", ...tail].join("/");
      break;
    }
    case "$XDG_CONFIG_HOME": {
      const xdg = fromEnv(env, "XDG_CONFIG_HOME");
      disk = xdg ? { base: xdg, parts: tail } : home(".config");
      nominal = ["$XDG_CONFIG_HOME", ...tail].join("/");
      break;
    }
    case "$XDG_DATA_HOME":
    case "%LOCALAPPDATA%":
    case "$CODEX_HOME":
    case "$VIBE_HOME":
    case "$CLAUDE_CONFIG_DIR": {
      const [name, fallback] = FOLDER_VARIABLES[head];
      const set = fromEnv(env, name);
      disk = set ? { base: set, parts: tail } : home(...fallback);
      nominal = [head, ...tail].join("/");
      break;
    }
    case "%ProgramData%":
    case "%ProgramFiles%": {
      const folder = head === "%ProgramData%" ? "ProgramData" : "Program Files";
      nominal = [`C:/${folder}`, ...tail].join("/");
      if (env.systemRoot !== void 0) disk = { base: env.systemRoot, parts: [folder, ...tail] };
      else if (!env.homeOverridden) disk = { base: fromEnv(env, head.slice(1, -1)) ?? `C:\\${folder}`, parts: tail };
      break;
    }
    case "<root>":
      nominal = `/${tail.join("/")}`;
      if (env.systemRoot !== void 0) disk = { base: env.systemRoot, parts: tail };
      else if (!env.homeOverridden) disk = { base: path.parse(process.cwd()).root, parts: tail };
      break;
    default:
      throw new Error(`location template must start with a known variable: ${template}`);
  }
  const resolved = disk ? path.join(disk.base, ...disk.parts) : void 0;
  return { path: resolved, display: resolved ? displayFor(resolved, env) ?? nominal : nominal };
}
function displayFor(absolute, env) {
  const rel = path.relative(env.home, absolute);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return void 0;
  return `~/${rel.split(path.sep).join("/")}`;
}

// src/user/index.ts
function userEnvironment(env, options = {}) {
  const fakeHome = options.home ?? nonEmpty(env.MCP_AUDIT_HOME);
  const osName = options.os ?? nonEmpty(env.MCP_AUDIT_USER_OS) ?? process.platform;
  if (!isUserOs(osName)) throw new UserLocationError(`unknown OS "${osName}": use ${USER_OSES.join(", ")}`);
  const systemRoot = options.systemRoot ?? nonEmpty(env.MCP_AUDIT_SYSTEM_ROOT);
  return {
    os: osName,
    home: path2.resolve(fakeHome ?? os.homedir()),
    env,
    systemRoot: systemRoot === void 0 ? void 0 : path2.resolve(systemRoot),
    homeOverridden: fakeHome !== void 0
  };
}
var UserLocationError = class extends Error {
};
function isUserOs(value) {
  return USER_OSES.includes(value);
}
function findUserConfigs(env, locations = USER_LOCATIONS) {
  const scan = { files: [], problems: [], looked: 0 };
  const seen = /* @__PURE__ */ new Set();
  for (const location of locations) {
    for (const template of location.paths[env.os] ?? []) {
      const { path: resolved, display } = resolveTemplate(template, env);
      if (resolved === void 0) continue;
      for (const candidate of expand(resolved, display, scan)) {
        scan.looked++;
        const kind = fileKind(candidate.path);
        if (kind === "missing" || seen.has(candidate.path)) continue;
        if (kind !== "file") {
          scan.problems.push({ displayPath: candidate.display, reason: kind });
          continue;
        }
        seen.add(candidate.path);
        scan.files.push({ path: candidate.path, displayPath: candidate.display, host: DIALECTS[location.host], location });
      }
    }
  }
  return scan;
}
function expand(resolved, display, scan) {
  const base = path2.basename(resolved);
  if (!base.includes("*")) return [{ path: resolved, display }];
  const dir = path2.dirname(resolved);
  const pattern = new RegExp(`^${base.split("*").map(escapeRegExp).join("[^/\\\\]*")}$`);
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    const code = error.code;
    if (code !== "ENOENT" && code !== "ENOTDIR") scan.problems.push({ displayPath: display.slice(0, display.lastIndexOf("/")), reason: describeFsError(error) });
    return [];
  }
  const shownDir = display.slice(0, display.lastIndexOf("/"));
  return names.filter((n) => pattern.test(n)).sort().map((n) => ({ path: path2.join(dir, n), display: `${shownDir}/${n}` }));
}
function fileKind(file) {
  try {
    return fs.statSync(file).isFile() ? "file" : "not a regular file";
  } catch (error) {
    const code = error.code;
    return code === "ENOENT" || code === "ENOTDIR" ? "missing" : describeFsError(error);
  }
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function nonEmpty(value) {
  return value === void 0 || value === "" ? void 0 : value;
}
function describeFound(files) {
  const hosts = new Set(files.map((f) => f.host.displayName));
  const summary = `${files.length} user config${files.length === 1 ? "" : "s"} of ${hosts.size} host${hosts.size === 1 ? "" : "s"}`;
  const width = Math.max(0, ...files.map((f) => f.host.displayName.length));
  return { summary, lines: files.map((f) => `${f.host.displayName.padEnd(width)}  ${f.displayPath}  (${f.location.label})`) };
}
export {
  USER_LOCATIONS,
  USER_OSES,
  UserLocationError,
  describeFound,
  findUserConfigs,
  isUserOs,
  userEnvironment
};
