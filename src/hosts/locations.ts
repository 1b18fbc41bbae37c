// Where each dialect's config files live, as globs: THE list of host file patterns. Everything that
// selects files derives from it: `dialectForPath` (./index.ts: discovery, explicit files, the fixture
// loader), the walk's candidate names (src/audit/discovery.ts), the pre-commit hook's `files`
// pattern (.pre-commit-hooks.yaml, generated), the lint-staged glob in docs/pre-commit.md, and the
// ESLint config's `files`. Tests check that each of those agrees with this list.
//
// A path is matched by its tail, after the segments are read the way dotfiles managers write them
// (`dot_config/opencode/opencode.json.tmpl` is `.config/opencode/opencode.json`): a dotfiles
// repository keeps user files under other prefixes (`config/codex/config.toml`, `home/.config/…`,
// `opencode/.config/opencode/opencode.jsonc`), and the tail still says the host.
import type { DialectId } from "./types.js";

export interface ConfigLocation {
  /** `**` + `/`-separated segments; `*` matches within one segment. Case-sensitive, as git paths are. */
  glob: string;
  dialect: DialectId;
  /** `project`: lives in a repository; `user`: a machine's own file (`--user`), matched when committed anyway. */
  scope: "project" | "user";
  /** Where the host documents the place (the dialect's own source otherwise). */
  source?: string;
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
  { glob: "**/server.json", dialect: "mcp-registry", scope: "project" },
];

/**
 * The files of agent skills a hook should pass on: every SKILL.md, and anything below a `skills/`
 * folder (`.claude/skills/…`, `skills/…`), where a changed script or reference belongs to a skill.
 * mcp-audit itself decides from the passed path whether a file belongs to a skill.
 */
export const SKILL_GLOBS: readonly string[] = ["**/SKILL.md", "**/skills/**"];

// ---- dotfiles layouts -----------------------------------------------------------------------------

/**
 * chezmoi's source-state attributes that leave the file what it is (https://chezmoi.io/reference/source-state-attributes/):
 * stripped from the front of each segment, in any order.
 */
const CHEZMOI_KEEP = ["private_", "readonly_", "empty_", "exact_", "executable_", "create_"];
/** chezmoi's attributes that make the file something else (a script, a patch, ciphertext, a link): not the config. */
const CHEZMOI_OTHER = /^(?:modify_|encrypted_|symlink_|remove_|run_|once_|onchange_|before_|after_)/;

/**
 * One path segment as the file it stands for: chezmoi's `dot_x` (after `private_`, `readonly_`…) and
 * GNU Stow's `dot-x` (stow --dotfiles) are `.x`; on the last segment, chezmoi's `.tmpl` and yadm's
 * `##<condition>` suffix are dropped. Undefined for a segment that is not the config itself (a
 * chezmoi script, patch or encrypted file).
 */
export function normalizeSegment(segment: string, last: boolean): string | undefined {
  let s = segment;
  if (last) {
    const alternate = s.indexOf("##");
    if (alternate > 0) s = s.slice(0, alternate);
    if (/\.(?:age|asc)$/.test(s)) return undefined;
    if (s.endsWith(".tmpl") && s.length > 5) s = s.slice(0, -5);
  }
  if (CHEZMOI_OTHER.test(s)) return undefined;
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

/** The deepest location glob, in segments: a path is matched by at most this many of its last segments. */
const MAX_SEGMENTS = Math.max(...CONFIG_LOCATIONS.map((l) => l.glob.split("/").length - 1));

/** The last segments of a path, normalised (undefined when its file is not a config itself). */
export function normalizedTail(filePath: string, count = MAX_SEGMENTS): string[] | undefined {
  const parts = filePath.split(/[\\/]/).filter((p) => p !== "");
  const tail = parts.slice(-count);
  const out: string[] = [];
  for (let i = 0; i < tail.length; i++) {
    const n = normalizeSegment(tail[i]!, i === tail.length - 1);
    if (n === undefined) return undefined;
    out.push(n);
  }
  return out;
}

// ---- matching -------------------------------------------------------------------------------------

interface Compiled {
  location: ConfigLocation;
  /** The glob's segments after `**`, `*` as a per-segment pattern. */
  segments: (string | RegExp)[];
}

const segmentPattern = (s: string): string | RegExp => (s.includes("*") ? new RegExp(`^${s.split("*").map(escapeRegExp).join(".*")}$`) : s);

const COMPILED: readonly Compiled[] = CONFIG_LOCATIONS.map((location) => ({ location, segments: location.glob.slice(3).split("/").map(segmentPattern) }));

/** Locations by their literal last segment; those whose last segment has a `*` are tried for every name. */
const BY_NAME = new Map<string, Compiled[]>();
const BY_PATTERN: Compiled[] = [];
for (const c of COMPILED) {
  const last = c.segments[c.segments.length - 1]!;
  if (typeof last === "string") BY_NAME.set(last, [...(BY_NAME.get(last) ?? []), c]);
  else BY_PATTERN.push(c);
}

function matches(c: Compiled, tail: readonly string[]): boolean {
  if (c.segments.length > tail.length) return false;
  const offset = tail.length - c.segments.length;
  return c.segments.every((s, i) => (typeof s === "string" ? s === tail[offset + i] : s.test(tail[offset + i]!)));
}

/**
 * The location a path's tail matches: the longest (most segments) wins, then the first in the list
 * (`.continue/mcpServers/x.yaml` is Continue's, `Code/User/settings.json` VS Code's settings).
 */
export function locationFor(filePath: string): ConfigLocation | undefined {
  const tail = normalizedTail(filePath);
  if (!tail || tail.length === 0) return undefined;
  const name = tail[tail.length - 1]!;
  let best: Compiled | undefined;
  for (const c of [...(BY_NAME.get(name) ?? []), ...BY_PATTERN]) {
    if (!matches(c, tail)) continue;
    if (!best || c.segments.length > best.segments.length || (c.segments.length === best.segments.length && COMPILED.indexOf(c) < COMPILED.indexOf(best))) best = c;
  }
  return best?.location;
}

/**
 * Whether a file named `name` in a folder named `parent` could be a config at all (before the whole
 * path is asked): what the walk looks closer at. Cheap: a set lookup for most names.
 */
export function couldBeConfig(name: string, parent: string): boolean {
  const base = normalizeSegment(name, true);
  if (base === undefined) return false;
  if (BY_NAME.has(base)) return true;
  const folder = normalizeSegment(parent, false);
  return BY_PATTERN.some((c) => {
    const last = c.segments[c.segments.length - 1] as RegExp;
    const above = c.segments[c.segments.length - 2];
    return last.test(base) && (above === undefined || (typeof above === "string" ? above === folder : folder !== undefined && above.test(folder)));
  });
}

// ---- the patterns other tools read ------------------------------------------------------------------

/** A regex alternation (Python's `re` reads it the same) for one segment, dotfiles spellings included. */
function segmentRegExp(segment: string, last: boolean): string {
  const body = segment.split("*").map(escapeRegExp).join("[^/]*");
  const keep = `(?:${CHEZMOI_KEEP.map(escapeRegExp).join("|")})*`;
  const head = segment.startsWith(".") ? `${keep}(?:\\.|dot_|dot-)${body.slice(2)}` : `${keep}${body}`;
  return last ? `${head}(?:\\.tmpl)?(?:##[^/]*)?` : head;
}

/**
 * One glob as a regular expression over a `/`-separated relative path (pre-commit's `files`,
 * Python's `re`), taking the dotfiles spellings `normalizeSegment` reads.
 */
export function globToRegExpSource(glob: string, dotfiles = true): string {
  if (!glob.startsWith("**/")) throw new Error(`location globs start with "**/": ${glob}`);
  const segments = glob.slice(3).split("/");
  const below = segments[segments.length - 1] === "**";
  if (segments.slice(0, below ? -1 : undefined).some((s) => s.includes("**"))) throw new Error(`"**" only leads or ends a location glob: ${glob}`);
  const plain = (s: string) => s.split("*").map(escapeRegExp).join("[^/]*");
  if (below) return `(^|/)${segments.slice(0, -1).map(plain).join("/")}/.+`;
  return `(^|/)${segments.map((s, i) => (dotfiles ? segmentRegExp(s, i === segments.length - 1) : plain(s))).join("/")}$`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\*]/g, "\\$&");
}

/** The pre-commit hook's `files` pattern: every config location and the skill files, in one alternation. */
export function hookFilesPattern(): string {
  // Skill files are found by their own names: dotfiles spellings are for host configs only.
  return [...CONFIG_LOCATIONS.map((l) => globToRegExpSource(l.glob)), ...SKILL_GLOBS.map((g) => globToRegExpSource(g, false))].join("|");
}

/**
 * The lint-staged glob of docs/pre-commit.md (micromatch): every config location and SKILL.md, as
 * written (dotfiles spellings are for the hook and the CLI: lint-staged cannot spell them in one glob).
 */
export function lintStagedGlob(): string {
  const tails = [...CONFIG_LOCATIONS.map((l) => l.glob.slice(3)), "SKILL.md"];
  return `**/{${tails.join(",")}}`;
}
