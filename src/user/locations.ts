// Where each host keeps its user-level (and system-wide) MCP configs, per OS, as data.
//
// Templates use "/" and these variables (src/user/resolve.ts expands them):
//   ~                 the home directory (%USERPROFILE% on Windows)
//   %APPDATA%         Windows roaming app data (default ~/AppData/Roaming)
//   %ProgramData%     Windows C:\ProgramData;  %ProgramFiles%  Windows C:\Program Files
//   $XDG_CONFIG_HOME  Linux config home (default ~/.config)
//   $XDG_DATA_HOME    Linux data home (default ~/.local/share)
//   %LOCALAPPDATA%    Windows local app data (default ~/AppData/Local)
//   $CODEX_HOME       Codex's home (default ~/.codex)
//   $VIBE_HOME        Mistral Vibe's home (default ~/.vibe)
//   $CLAUDE_CONFIG_DIR  Claude Code's user folder (default ~/.claude)
//   <root>            the file-system root (system-wide files on Linux and macOS)
// A `*` in the last segment matches any file name there.
// "unconfirmed" marks a path no primary source we could read states; it is still looked at.
import type { DialectId } from "../hosts/types.js";

export type UserOs = "linux" | "darwin" | "win32";

export const USER_OSES: readonly UserOs[] = ["linux", "darwin", "win32"];

export interface UserLocation {
  host: DialectId;
  /** What the file is, for people: "user and local-scope servers", "managed servers, system-wide". */
  label: string;
  /** user: under the home directory; system: machine-wide, written by an administrator. */
  scope: "user" | "system";
  paths: Readonly<Partial<Record<UserOs, readonly string[]>>>;
  source: string;
  /** What no primary source confirms. */
  unconfirmed?: string;
}

/** VS Code's user folders (stable and Insiders): Electron's app data folder + `<product>/User`. */
const CODE_USER: Readonly<Record<UserOs, readonly string[]>> = {
  linux: ["$XDG_CONFIG_HOME/Code/User", "$XDG_CONFIG_HOME/Code - Insiders/User"],
  darwin: ["~/Library/Application Support/Code/User", "~/Library/Application Support/Code - Insiders/User"],
  win32: ["%APPDATA%/Code/User", "%APPDATA%/Code - Insiders/User"],
};

/** `rel` under every VS Code user folder, per OS. */
function inCodeUser(rel: string): Record<UserOs, string[]> {
  return {
    linux: CODE_USER.linux.map((d) => `${d}/${rel}`),
    darwin: CODE_USER.darwin.map((d) => `${d}/${rel}`),
    win32: CODE_USER.win32.map((d) => `${d}/${rel}`),
  };
}

/** The same path on every OS. */
const everywhere = (template: string): Record<UserOs, string[]> => ({ linux: [template], darwin: [template], win32: [template] });

export const USER_LOCATIONS: readonly UserLocation[] = [
  {
    host: "claude-code-user",
    label: "user and local-scope servers",
    scope: "user",
    paths: everywhere("~/.claude.json"),
    source: "https://code.claude.com/docs/en/mcp (MCP installation scopes)",
  },
  {
    host: "claude-code",
    label: "managed servers, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/claude-code/managed-mcp.json"],
      darwin: ["<root>/Library/Application Support/ClaudeCode/managed-mcp.json"],
      // Current docs: Program Files; earlier docs: ProgramData. Both are read.
      win32: ["%ProgramFiles%/ClaudeCode/managed-mcp.json", "%ProgramData%/ClaudeCode/managed-mcp.json"],
    },
    source: "https://code.claude.com/docs/en/managed-mcp (Deploy managed-mcp.json); earlier https://docs.claude.com/en/docs/claude-code/settings (C:\\ProgramData\\ClaudeCode)",
  },
  {
    host: "claude-desktop",
    label: "desktop app servers",
    scope: "user",
    paths: {
      darwin: ["~/Library/Application Support/Claude/claude_desktop_config.json"],
      win32: ["%APPDATA%/Claude/claude_desktop_config.json"],
      linux: ["$XDG_CONFIG_HOME/Claude/claude_desktop_config.json"],
    },
    source: "https://modelcontextprotocol.io/quickstart/user (claude_desktop_config.json)",
    unconfirmed: "Linux: Anthropic ships no Linux build; community builds use ~/.config/Claude",
  },
  {
    host: "cursor",
    label: "global servers",
    scope: "user",
    paths: everywhere("~/.cursor/mcp.json"),
    source: "https://cursor.com/docs/context/mcp (global configuration ~/.cursor/mcp.json)",
  },
  {
    host: "vscode",
    label: "user servers",
    scope: "user",
    paths: inCodeUser("mcp.json"),
    source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration (user configuration: mcp.json in the user profile folder)",
  },
  {
    host: "vscode-settings",
    label: "legacy settings.json \"mcp\"",
    scope: "user",
    paths: inCodeUser("settings.json"),
    source: "https://code.visualstudio.com/docs/configure/settings (user settings.json location); \"mcp\": { \"servers\" } is the pre-mcp.json home of user servers",
  },
  {
    host: "windsurf",
    label: "Cascade servers",
    scope: "user",
    paths: everywhere("~/.codeium/windsurf/mcp_config.json"),
    source: "https://docs.windsurf.com/windsurf/cascade/mcp (mcp_config.json)",
  },
  {
    host: "gemini",
    label: "user settings",
    scope: "user",
    paths: everywhere("~/.gemini/settings.json"),
    source: "https://geminicli.com/docs/reference/configuration (settings files)",
  },
  {
    host: "gemini",
    label: "system settings, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/gemini-cli/settings.json"],
      darwin: ["<root>/Library/Application Support/GeminiCli/settings.json"],
      win32: ["%ProgramData%/gemini-cli/settings.json"],
    },
    source: "https://geminicli.com/docs/reference/configuration (system settings file)",
    unconfirmed: "read from a summary of that page, not the page itself",
  },
  {
    host: "codex",
    label: "config.toml",
    scope: "user",
    paths: everywhere("$CODEX_HOME/config.toml"),
    source: "https://developers.openai.com/codex/mcp (~/.codex/config.toml; CODEX_HOME moves it)",
  },
  {
    host: "zed",
    label: "settings.json context_servers",
    scope: "user",
    paths: {
      linux: ["$XDG_CONFIG_HOME/zed/settings.json"],
      darwin: ["~/.config/zed/settings.json"],
      win32: ["%APPDATA%/Zed/settings.json"],
    },
    source: "https://zed.dev/docs/configuring-zed (user settings file: ~/.config/zed/settings.json, $XDG_CONFIG_HOME on Linux)",
    unconfirmed: "Windows: %APPDATA%\\Zed is from third-party guides",
  },
  {
    host: "continue",
    label: "config.yaml",
    scope: "user",
    paths: everywhere("~/.continue/config.yaml"),
    source: "https://docs.continue.dev/reference (config.yaml in the global .continue folder: ~/.continue, %USERPROFILE%\\.continue)",
  },
  {
    host: "continue",
    label: "global mcpServers blocks",
    scope: "user",
    paths: everywhere("~/.continue/mcpServers/*.yaml"),
    source: "https://www.continue.dev/docs/guides/configuring-models-rules-tools (local blocks in .continue/mcpServers)",
    unconfirmed: "that the global ~/.continue folder, not only a workspace's, is read for blocks",
  },
  {
    host: "cline",
    label: "extension MCP settings",
    scope: "user",
    paths: inCodeUser("globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json"),
    source: "https://docs.cline.bot/mcp/configuring-mcp-servers (cline_mcp_settings.json)",
  },
  {
    host: "roo",
    label: "extension MCP settings",
    scope: "user",
    paths: inCodeUser("globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json"),
    source: "https://docs.roocode.com/features/mcp/using-mcp-in-roo (global mcp_settings.json)",
  },
  {
    host: "claude-code-settings",
    label: "user settings: approvals, hooks",
    scope: "user",
    paths: everywhere("$CLAUDE_CONFIG_DIR/settings.json"),
    source: "https://code.claude.com/docs/en/settings (settings files: ~/.claude/settings.json)",
  },
  {
    host: "claude-code-settings",
    label: "managed settings, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/claude-code/managed-settings.json"],
      darwin: ["<root>/Library/Application Support/ClaudeCode/managed-settings.json"],
      win32: ["%ProgramData%/ClaudeCode/managed-settings.json", "%ProgramFiles%/ClaudeCode/managed-settings.json"],
    },
    source: "https://code.claude.com/docs/en/settings (managed settings: /etc/claude-code/, /Library/Application Support/ClaudeCode/, C:\\ProgramData\\ClaudeCode)",
    unconfirmed: "Windows: C:\\Program Files\\ClaudeCode, by analogy with managed-mcp.json (both are read)",
  },
  {
    host: "opencode",
    label: "global config",
    scope: "user",
    paths: {
      linux: ["$XDG_CONFIG_HOME/opencode/opencode.json", "$XDG_CONFIG_HOME/opencode/opencode.jsonc", "$XDG_CONFIG_HOME/opencode/config.json"],
      darwin: ["~/.config/opencode/opencode.json", "~/.config/opencode/opencode.jsonc", "~/.config/opencode/config.json"],
      win32: ["~/.config/opencode/opencode.json", "~/.config/opencode/opencode.jsonc", "~/.config/opencode/config.json"],
    },
    source: "https://opencode.ai/docs/config (global config in ~/.config/opencode; anomalyco/opencode packages/opencode/src/global/index.ts: xdg-basedir)",
    unconfirmed: "Windows: ~/.config/opencode is what the xdg-basedir library gives there, not stated by opencode's docs",
  },
  {
    host: "opencode",
    label: "managed config, system-wide",
    scope: "system",
    paths: {
      linux: ["<root>/etc/opencode/opencode.json", "<root>/etc/opencode/opencode.jsonc"],
      darwin: ["<root>/Library/Application Support/opencode/opencode.json", "<root>/Library/Application Support/opencode/opencode.jsonc"],
      win32: ["%ProgramData%/opencode/opencode.json", "%ProgramData%/opencode/opencode.jsonc"],
    },
    source: "https://opencode.ai/docs/config (managed settings)",
  },
  {
    host: "goose",
    label: "config.yaml extensions",
    scope: "user",
    paths: { linux: ["~/.config/goose/config.yaml"], darwin: ["~/.config/goose/config.yaml"], win32: ["%APPDATA%/Block/goose/config/config.yaml"] },
    source: "https://block.github.io/goose/docs/guides/config-files (config.yaml locations)",
    unconfirmed: "Linux: whether $XDG_CONFIG_HOME moves it (the docs say ~/.config)",
  },
  {
    host: "kiro",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.kiro/settings/mcp.json"),
    source: "https://kiro.dev/docs/mcp/configuration (user level: ~/.kiro/settings/mcp.json)",
    unconfirmed: "Windows: %USERPROFILE%\\.kiro is inferred from ~",
  },
  {
    host: "amazon-q",
    label: "global MCP servers, legacy mcp.json",
    scope: "user",
    paths: everywhere("~/.aws/amazonq/mcp.json"),
    source: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html (global mcp.json; aws/amazon-q-developer-cli crates/chat-cli/src/util/paths.rs)",
  },
  {
    host: "amazon-q-agent",
    label: "global agents",
    scope: "user",
    paths: { linux: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"], darwin: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"], win32: ["~/.aws/amazonq/cli-agents/*.json", "~/.aws/amazonq/default.json"] },
    source: "https://github.com/aws/amazon-q-developer-cli/blob/main/docs/agent-file-locations.md (global agents; default.json: the IDE plugin, per https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html)",
  },
  {
    host: "copilot-cli",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.copilot/mcp-config.json"),
    source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-mcp-servers (~/.copilot/mcp-config.json)",
    unconfirmed: "where XDG_CONFIG_HOME moves it",
  },
  {
    host: "crush",
    label: "global config",
    scope: "user",
    paths: everywhere("$XDG_CONFIG_HOME/crush/crush.json"),
    source: "https://github.com/charmbracelet/crush/blob/main/docs/config/README.md (global crush.json; internal/config/load.go, internal/home/home.go: XDG_CONFIG_HOME or ~/.config, on every OS)",
  },
  {
    host: "crush",
    label: "machine-written config",
    scope: "user",
    paths: { linux: ["$XDG_DATA_HOME/crush/crush.json"], darwin: ["$XDG_DATA_HOME/crush/crush.json"], win32: ["%LOCALAPPDATA%/crush/crush.json"] },
    source: "https://github.com/charmbracelet/crush/blob/main/internal/config/load.go (data directory: XDG_DATA_HOME or ~/.local/share; %LOCALAPPDATA% on Windows)",
  },
  {
    host: "crush",
    label: "system config, system-wide",
    scope: "system",
    paths: { linux: ["<root>/etc/crush/crush.json"], darwin: ["<root>/etc/crush/crush.json"] },
    source: "https://github.com/charmbracelet/crush/blob/main/internal/config/config_unix.go",
  },
  {
    host: "vibe",
    label: "config.toml mcp_servers",
    scope: "user",
    paths: everywhere("$VIBE_HOME/config.toml"),
    source: "https://github.com/mistralai/mistral-vibe (README: config.toml; vibe/core/paths/_vibe_home.py: VIBE_HOME, default ~/.vibe)",
  },
  {
    host: "lmstudio",
    label: "app MCP servers",
    scope: "user",
    paths: everywhere("~/.lmstudio/mcp.json"),
    source: "https://lmstudio.ai/docs/app/mcp (mcp.json, Cursor's notation)",
    unconfirmed: "the path ~/.lmstudio/mcp.json is from third-party READMEs, not LM Studio's docs",
  },
  {
    host: "junie",
    label: "user MCP servers",
    scope: "user",
    paths: everywhere("~/.junie/mcp/mcp.json"),
    source: "https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html",
    unconfirmed: "the path ~/.junie/mcp/mcp.json is from third-party tools, not JetBrains' help",
  },
];
