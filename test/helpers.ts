// Lint and fix text in memory, the way every rule test does.
import { DIALECTS, type DialectId, type HostId } from "../src/hosts/index.js";
import { fixMcpSource, lintMcpSource } from "../src/audit/engine.js";
import { sourceFromText } from "../src/core/source.js";
import type { Finding, FixSafety } from "../src/core/types.js";
import type { McpRule } from "../src/rules/types.js";
import { NO_PROJECT, type ProjectFacts } from "../src/project/versions.js";
import { MCP_RULES } from "../src/rules/index.js";

export interface LintInput {
  host?: HostId;
  /** Any dialect, user-level, YAML and TOML ones included (wins over `host`). */
  dialect?: DialectId;
  /** Only these rules (default: all). */
  rules?: readonly McpRule[];
  project?: ProjectFacts;
  options?: Record<string, Record<string, unknown>>;
  path?: string;
}

const DEFAULT_PATH: Record<DialectId, string> = {
  "claude-code": ".mcp.json",
  vscode: ".vscode/mcp.json",
  cursor: ".cursor/mcp.json",
  "claude-desktop": "claude_desktop_config.json",
  "claude-code-user": "~/.claude.json",
  "vscode-settings": "~/.config/Code/User/settings.json",
  windsurf: "~/.codeium/windsurf/mcp_config.json",
  gemini: "~/.gemini/settings.json",
  codex: "~/.codex/config.toml",
  zed: "~/.config/zed/settings.json",
  continue: "~/.continue/config.yaml",
  cline: "~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json",
  roo: "~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json",
  "claude-code-settings": ".claude/settings.json",
  opencode: "opencode.json",
  goose: "~/.config/goose/config.yaml",
  kiro: ".kiro/settings/mcp.json",
  "amazon-q": ".amazonq/mcp.json",
  "amazon-q-agent": ".amazonq/cli-agents/dev.json",
  "copilot-cli": "~/.copilot/mcp-config.json",
  "copilot-agent": "copilot-agent-mcp.json",
  crush: "crush.json",
  vibe: "~/.vibe/config.toml",
  lmstudio: "~/.lmstudio/mcp.json",
  junie: ".junie/mcp/mcp.json",
  "claude-plugin": ".claude-plugin/plugin.json",
  "claude-marketplace": ".claude-plugin/marketplace.json",
  "claude-hooks": "hooks/hooks.json",
  "cursor-hooks": ".cursor/hooks.json",
  "codex-hooks": ".codex/hooks.json",
  "copilot-hooks": ".github/hooks/hooks.json",
  "mcp-registry": "server.json",
};

function setup(text: string, input: LintInput) {
  const host = DIALECTS[input.dialect ?? input.host ?? "claude-code"];
  const path = input.path ?? DEFAULT_PATH[host.id];
  const file = sourceFromText(path, path, text);
  const settings = new Map(Object.entries(input.options ?? {}).map(([id, options]) => [id, { options }]));
  return { host, file, options: { rules: input.rules ?? MCP_RULES, project: input.project ?? NO_PROJECT, settings } };
}

export function lint(text: string, input: LintInput = {}) {
  const { host, file, options } = setup(text, input);
  return lintMcpSource(file, host, options);
}

/** Findings as compact, exact lines: `line:col rule-id severity message`. */
export function summarize(findings: Finding[]): string[] {
  return findings.map((f) => `${f.range.start.line}:${f.range.start.column} ${f.ruleId} ${f.severity} ${f.message}`);
}

export function fix(text: string, level: FixSafety, input: LintInput = {}) {
  const { host, file, options } = setup(text, input);
  return fixMcpSource(file, host, options, level);
}

/** A ProjectFacts that knows the given npm versions (source `package-lock.json`). */
export function projectWith(versions: Record<string, string>): ProjectFacts {
  return {
    root: "/project",
    npmVersion: (name) => (versions[name] ? { version: versions[name]!, source: "package-lock.json" } : undefined),
  };
}

/** Control, bidi, invisible, format and unpaired code points: what no output may print raw. */
export const HOSTILE_CODE_POINTS = "a\u001b[2J\u009b\u0007\r\u202e\u2066\u200b\u2060\ufeff\u206f\ufff9\u00ad\u3164\u{e0041}\ufe0f\ufe0f\u2028\ud800z";
