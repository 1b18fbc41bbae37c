// Where each dialect's config files live, as globs: the one list that the front doors which select
// files before mcp-audit reads them (the pre-commit hook's `files`, the ESLint config's `files`)
// derive from. `dialectForPath` (./index.ts) decides by the same locations; a test checks that the
// two agree, so a host added there and forgotten here fails the build.
import type { DialectId } from "./types.js";

export interface ConfigLocation {
  /** `**` + `/`-separated segments; `*` matches within one segment. Case-sensitive, as git paths are. */
  glob: string;
  dialect: DialectId;
  /** `project`: lives in a repository; `user`: a machine's own file (`--user`), matched when committed anyway. */
  scope: "project" | "user";
}

export const CONFIG_LOCATIONS: readonly ConfigLocation[] = [
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
];

/**
 * The files of agent skills a hook should pass on: every SKILL.md, and anything below a `skills/`
 * folder (`.claude/skills/…`, `skills/…`), where a changed script or reference belongs to a skill.
 * mcp-audit itself decides from the passed path whether a file belongs to a skill.
 */
export const SKILL_GLOBS: readonly string[] = ["**/SKILL.md", "**/skills/**"];

/** One glob as a regular expression over a `/`-separated relative path (pre-commit's `files`, Python's `re`). */
export function globToRegExpSource(glob: string): string {
  if (!glob.startsWith("**/")) throw new Error(`location globs start with "**/": ${glob}`);
  const segments = glob.slice(3).split("/");
  const below = segments[segments.length - 1] === "**";
  if (segments.slice(0, below ? -1 : undefined).some((s) => s.includes("**"))) throw new Error(`"**" only leads or ends a location glob: ${glob}`);
  const body = (below ? segments.slice(0, -1) : segments).map((segment) => segment.split("*").map(escapeRegExp).join("[^/]*")).join("/");
  return below ? `(^|/)${body}/.+` : `(^|/)${body}$`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/** The pre-commit hook's `files` pattern: every config location and the skill files, in one alternation. */
export function hookFilesPattern(): string {
  return [...CONFIG_LOCATIONS.map((l) => l.glob), ...SKILL_GLOBS].map(globToRegExpSource).join("|");
}
