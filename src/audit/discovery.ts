// Finding MCP host configs: explicit files always, directories walked for known locations,
// skipping node_modules, .git and whatever the .gitignore files along the way ignore.
import fs from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { describeFsError } from "../core/fs-errors.js";
import { dialectForPath, guessHostFromText, type HostDialect } from "../hosts/index.js";

export interface DiscoveredFile {
  path: string;
  displayPath: string;
  /** Undefined when the location does not tell and no --host was given: decided from the text. */
  host: HostDialect | undefined;
  explicit: boolean;
}

export interface DiscoveryProblem {
  displayPath: string;
  reason: string;
}

/** A skill folder: a directory holding a SKILL.md file. */
export interface DiscoveredSkill {
  dir: string;
  displayDir: string;
}

export interface DiscoveryResult {
  files: DiscoveredFile[];
  skills: DiscoveredSkill[];
  problems: DiscoveryProblem[];
  /** Explicit files that are neither MCP configs nor part of a skill (a hook passing other files): skipped. */
  skipped: string[];
}

const ALWAYS_SKIPPED = new Set(["node_modules", ".git", ".hg", ".svn"]);
/** Config file names worth a look while walking; the host decides whether the location matches. */
// Other hosts' project files too: .gemini/settings.json, .codex/config.toml, .zed/settings.json,
// .continue/mcpServers/*.yaml, .roo/mcp.json (dialectForPath decides by location).
const CANDIDATE_NAMES = new Set([".mcp.json", "mcp.json", "claude_desktop_config.json", "settings.json", "config.toml", "config.yaml"]);
const isCandidate = (name: string) => CANDIDATE_NAMES.has(name) || name.endsWith(".yaml") || name.endsWith(".yml");
const SKILL_FILE = "SKILL.md";

export function displayPathFor(absolute: string, cwd: string): string {
  const rel = path.relative(cwd, absolute);
  const shown = rel === "" ? path.basename(absolute) : rel.startsWith("..") || path.isAbsolute(rel) ? absolute : rel;
  return shown.split(path.sep).join("/");
}

/** Extra gitignore-style patterns (the config's `ignorePatterns`), anchored at `base`. */
export interface ExtraIgnores {
  base: string;
  patterns: readonly string[];
}

export function discover(inputs: readonly string[], cwd: string, hostOverride?: HostDialect, extra?: ExtraIgnores): DiscoveryResult {
  const extraScopes: IgnoreScope[] = extra && extra.patterns.length > 0 ? [{ base: extra.base, matcher: ignore().add([...extra.patterns]) }] : [];
  const files: DiscoveredFile[] = [];
  const skills: DiscoveredSkill[] = [];
  const problems: DiscoveryProblem[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  const add = (file: DiscoveredFile) => {
    if (seen.has(file.path)) return;
    seen.add(file.path);
    files.push(file);
  };
  const addSkill = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    skills.push({ dir, displayDir: displayPathFor(dir, cwd) });
  };
  for (const input of inputs.length > 0 ? inputs : ["."]) {
    const absolute = path.resolve(cwd, input);
    const shown = displayPathFor(absolute, cwd);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolute);
    } catch (error) {
      problems.push({ displayPath: shown, reason: describeFsError(error) });
      continue;
    }
    if (stat.isDirectory()) {
      walk(absolute, cwd, hostOverride, add, addSkill, problems, extraScopes);
    } else if (stat.isFile()) {
      // Explicit files honour the config's ignorePatterns (a hook passes every staged file).
      if (isIgnored(extraScopes, absolute, false)) continue;
      // A SKILL.md, or a file inside a skill folder (a hook passing a changed script), audits that skill.
      const host = hostOverride ?? dialectForPath(absolute);
      const skillDir = path.basename(absolute) === SKILL_FILE ? path.dirname(absolute) : host ? undefined : enclosingSkill(absolute, cwd);
      if (skillDir) addSkill(skillDir);
      else if (host || looksLikeJson(absolute)) add({ path: absolute, displayPath: shown, host, explicit: true });
      else skipped.push(shown);
    } else {
      problems.push({ displayPath: shown, reason: "not a regular file or directory" });
    }
  }
  return { files, skills, problems, skipped };
}

/** A file named on the command line is read as a config when it could be one: JSON by extension, or none. */
function looksLikeJson(file: string): boolean {
  const ext = path.extname(file).toLowerCase();
  return ext === "" || ext === ".json" || ext === ".jsonc" || ext === ".json5";
}

interface IgnoreScope {
  base: string;
  matcher: Ignore;
}

function walk(root: string, cwd: string, hostOverride: HostDialect | undefined, add: (f: DiscoveredFile) => void, addSkill: (dir: string) => void, problems: DiscoveryProblem[], extraScopes: IgnoreScope[]): void {
  // Iterative depth-first walk: deep trees cannot exhaust the stack, symlinked directories are not followed (no loops).
  const stack: { dir: string; scopes: IgnoreScope[] }[] = [{ dir: root, scopes: [...extraScopes, ...inheritedScopes(root)] }];
  const realRoot = realpathOr(root);
  while (stack.length > 0) {
    const { dir, scopes: parentScopes } = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      problems.push({ displayPath: displayPathFor(dir, cwd), reason: describeFsError(error) });
      continue;
    }
    let scopes = parentScopes;
    if (entries.some((e) => e.name === ".gitignore" && e.isFile())) {
      const matcher = readGitignore(path.join(dir, ".gitignore"));
      if (matcher) scopes = [...parentScopes, { base: dir, matcher }];
    }
    const subdirs: string[] = [];
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      // A directory named SKILL.md is not a skill; only a file makes its folder one.
      if (entry.name === SKILL_FILE && entry.isFile() && !isIgnored(scopes, full, false)) addSkill(dir);
      if (entry.isDirectory()) {
        if (ALWAYS_SKIPPED.has(entry.name) || isIgnored(scopes, full, true)) continue;
        subdirs.push(full);
      } else if (isCandidate(entry.name)) {
        const host = dialectForPath(full);
        if (!host || isIgnored(scopes, full, false)) continue;
        const shown = displayPathFor(full, cwd);
        // A config the walk finds but cannot read is named, as it would be if given explicitly:
        // the user must not believe it audited.
        const unreadable = entry.isFile() ? undefined : entry.isSymbolicLink() ? symlinkProblem(full, realRoot) : "not a regular file or directory";
        if (unreadable === "outside") {
          // A repository's link to a file outside it (`.mcp.json -> ~/.claude.json`) is not the
          // repository's config, and a fix must never write there through it.
          problems.push({ displayPath: shown, reason: "is a symbolic link to a file outside the audited folder: not followed (name the target to audit it)" });
          continue;
        }
        if (unreadable) {
          problems.push({ displayPath: shown, reason: unreadable });
          continue;
        }
        add({ path: full, displayPath: shown, host: hostOverride ?? host, explicit: false });
      }
    }
    // Reverse so the walk visits directories in name order.
    subdirs.sort().reverse();
    for (const sub of subdirs) stack.push({ dir: sub, scopes });
  }
}

/** The nearest folder above `file` holding a SKILL.md, not climbing past a repository root or `cwd`'s root. */
function enclosingSkill(file: string, cwd: string): string | undefined {
  for (let dir = path.dirname(file); ; ) {
    try {
      if (fs.statSync(path.join(dir, SKILL_FILE)).isFile()) return dir;
    } catch {
      // no SKILL.md here
    }
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git")) || dir === cwd) return undefined;
    dir = parent;
  }
}

/** .gitignore files above the walk root still apply to it (up to the repository root). */
function inheritedScopes(root: string): IgnoreScope[] {
  const chain: string[] = [];
  let dir = root;
  for (;;) {
    const parent = path.dirname(dir);
    if (fs.existsSync(path.join(dir, ".git")) || parent === dir) break;
    dir = parent;
    chain.unshift(dir);
  }
  const scopes: IgnoreScope[] = [];
  for (const d of chain) {
    const matcher = readGitignore(path.join(d, ".gitignore"));
    if (matcher) scopes.push({ base: d, matcher });
  }
  return scopes;
}

function readGitignore(file: string): Ignore | undefined {
  try {
    return ignore().add(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function isIgnored(scopes: IgnoreScope[], full: string, isDir: boolean): boolean {
  for (const { base, matcher } of scopes) {
    const rel = path.relative(base, full).split(path.sep).join("/");
    if (rel === "" || rel.startsWith("..")) continue;
    if (matcher.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

function realpathOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

/** Why a symlinked config cannot be audited in place: undefined when it can, "outside" when it leaves the tree. */
function symlinkProblem(link: string, realRoot: string): string | undefined {
  let target: string;
  try {
    target = fs.realpathSync(link);
  } catch (error) {
    return describeFsError(error);
  }
  try {
    if (!fs.statSync(target).isFile()) return "not a regular file or directory";
  } catch (error) {
    return describeFsError(error);
  }
  const rel = path.relative(realRoot, target);
  return rel.startsWith("..") || path.isAbsolute(rel) ? "outside" : undefined;
}


/** The host of an explicit file whose location does not tell: judged from its server-map key. */
export function resolveHost(file: DiscoveredFile, text: string): HostDialect {
  return file.host ?? guessHostFromText(text);
}
