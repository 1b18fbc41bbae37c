// Finding MCP host configs and skills: explicit files always; folders enumerated for known locations.
//
// Inside a git work tree, git says what belongs to the repository (src/audit/git-listing.ts): tracked
// files always, untracked files unless git ignores them. Outside git (or when git cannot be asked) the
// folder is walked, honouring the .gitignore files along the way with a linear-time matcher
// (src/core/ignore-patterns.ts). Either way node_modules and VCS folders are skipped, and the config's
// `ignorePatterns` hide more on top; what they hide that is a host config or a skill is counted in a note.
//
// Folder symlinks are followed (a host reads `.vscode/mcp.json` through `.vscode -> cfg`), each config
// judged by the path the host reads, with loops cut (a folder already on the path is not entered again)
// and a budget on folders reached through links. A link leading out of the tree is a problem, named.
// The tree is the repository (the folder holding `.git`), else the folder walked. A config reached
// through links is read, and fixed, at its real path, which is inside the tree.
import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../core/fs-errors.js";
import { IgnoreMatcher, type IgnoreState } from "../core/ignore-patterns.js";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { parseTree, type Node as JsonNode } from "jsonc-parser";
import { DIALECTS, dialectForPath, guessHostFromText, type HostDialect } from "../hosts/index.js";
import { couldBeConfig } from "../hosts/locations.js";
import { pluginLayout } from "../hosts/claude-plugins.js";
import type { SkillDirEntry, SkillEntries } from "../skills/model.js";
import { findWorkTreeTop, gitListing, type GitEntryType } from "./git-listing.js";
import { relativePath } from "../core/relative-path.js";
import { factsOfListing, forgetListedFolders, keepListedFolder, notePluginFolder, type FolderFacts } from "../core/listed-folders.js";
import { holdYoungGeneration } from "../core/young-generation.js";
import { packEntries, skillEntry, unpackEntries, type PackedEntries } from "./packed-entries.js";

export interface DiscoveredFile {
  /** The path the host reads (it may go through a folder symlink). */
  path: string;
  displayPath: string;
  /** Undefined when the location does not tell and no --host was given: decided from the text. */
  host: HostDialect | undefined;
  explicit: boolean;
  /** The file on disk, links resolved (inside `root` for walked files): read and written in place of `path`. */
  realPath?: string;
  /** The tree the file belongs to: a write must not leave it through a symlink. */
  root?: string;
}

export interface DiscoveryProblem {
  displayPath: string;
  reason: string;
}

/** A skill folder: a directory holding a SKILL.md file. */
export interface DiscoveredSkill {
  dir: string;
  displayDir: string;
  /** The folders of the skill as discovery already read them (the walk, git's listing): loadSkill reads no folder twice. */
  entries?: SkillEntries;
  /** The tree the skill belongs to (writes to its SKILL.md stay inside). */
  root?: string;
  /** The folder on disk, links resolved. */
  realDir?: string;
}

export interface DiscoveryResult {
  files: DiscoveredFile[];
  skills: DiscoveredSkill[];
  problems: DiscoveryProblem[];
  /** Explicit files that are neither MCP configs nor part of a skill (a hook passing other files): skipped. */
  skipped: string[];
  /** Things the user should know that do not stop the audit (what ignorePatterns hid, git not usable). */
  notes: string[];
  /** The plugins (real roots) whose manifest is audited as a config: their hooks are judged there, by risky-command. */
  plugins: string[];
}

const ALWAYS_SKIPPED = new Set(["node_modules", ".git", ".hg", ".svn"]);
/**
 * Whether a file is worth a closer look: its name (and folder) could be one of the host locations
 * (src/hosts/locations.ts, dotfiles spellings included); dialectForPath then decides by the whole tail.
 */
const isCandidate = (name: string, folderName: string) => couldBeConfig(name, folderName);
const SKILL_FILE = "SKILL.md";
/** A plugin manifest is read to follow its paths: a larger one is not a manifest. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
/** Folders entered through symlinks, per run: past it, links are not followed (and that is a problem). */
const MAX_LINKED_FOLDERS = 10_000;
const MAX_GITIGNORE_BYTES = 1024 * 1024;

export function displayPathFor(absolute: string, cwd: string): string {
  const rel = relativePath(cwd, absolute);
  const shown = rel === "" ? path.basename(absolute) : rel.startsWith("..") || path.isAbsolute(rel) ? absolute : rel;
  return shown.split(path.sep).join("/");
}

/** Extra gitignore-style patterns (the config's `ignorePatterns`), anchored at `base`. */
export interface ExtraIgnores {
  base: string;
  patterns: readonly string[];
  /** Where they come from, for the note (`mcp-audit.config.json`). */
  source?: string;
}

export function discover(inputs: readonly string[], cwd: string, hostOverride?: HostDialect, extra?: ExtraIgnores): DiscoveryResult {
  forgetListedFolders();
  const d = new Discovery(cwd, hostOverride, extra);
  for (const input of inputs.length > 0 ? inputs : ["."]) d.input(path.resolve(cwd, input));
  return d.finish();
}

/** A file named on the command line is read as a config when it could be one: JSON by extension, or none. */
function looksLikeJson(file: string): boolean {
  const ext = path.extname(file).toLowerCase();
  return ext === "" || ext === ".json" || ext === ".jsonc" || ext === ".json5";
}

// ---- sources: what a folder holds ---------------------------------------------------------------

type EntryType = "file" | "dir" | "symlink" | "other" | "nested" | "unknown";

interface Entry {
  name: string;
  type: EntryType;
}

/** The entries of folders, by real path: read from disk, or from git's listing of the repository. */
interface Source {
  readonly kind: "fs" | "git";
  /** The tree: links may lead anywhere inside it. */
  readonly root: string;
  list(realDir: string): Entry[] | { error: unknown };
}

class FsSource implements Source {
  readonly kind = "fs";
  constructor(readonly root: string) {}
  list(realDir: string): Entry[] | { error: unknown } {
    try {
      return fs.readdirSync(realDir, { withFileTypes: true }).map((e) => ({ name: e.name, type: e.isFile() ? "file" : e.isDirectory() ? "dir" : e.isSymbolicLink() ? "symlink" : "other" }));
    } catch (error) {
      return { error };
    }
  }
}

/** Git's listing as folders: each listed path adds itself and its parent folders. */
class GitSource implements Source {
  readonly kind = "git";
  private readonly dirs = new Map<string, Map<string, EntryType>>();
  private readonly listed: string[] = [];
  failure: string | undefined;

  constructor(readonly root: string) {}

  /** List `prefix` (from the top) with git unless already listed; false when git cannot. */
  ensure(prefix: string): boolean {
    if (this.listed.some((p) => p === "" || prefix === p || prefix.startsWith(`${p}/`))) return true;
    const listing = gitListing(this.root, prefix);
    if (listing.kind !== "listed") {
      this.failure = listing.kind === "refused" ? listing.reason : undefined;
      return false;
    }
    this.listed.push(prefix);
    for (const e of listing.entries) this.add(e.path, e.type === "gitlink" ? "nested" : gitType(e.type));
    for (const n of listing.nested) this.add(n, "nested");
    return true;
  }

  private add(p: string, type: EntryType): void {
    const parts = p.split("/");
    let dir = "";
    for (let i = 0; i < parts.length; i++) {
      const name = parts[i]!;
      let entries = this.dirs.get(dir);
      if (!entries) this.dirs.set(dir, (entries = new Map()));
      const last = i === parts.length - 1;
      if (!last || !entries.has(name)) entries.set(name, last ? type : "dir");
      dir = dir === "" ? name : `${dir}/${name}`;
    }
  }

  list(realDir: string): Entry[] | { error: unknown } {
    const rel = relativeInside(this.root, realDir);
    if (rel === undefined) return [];
    if (!this.ensure(rel)) return { error: new Error(this.failure ?? "git cannot list it") };
    const entries = this.dirs.get(rel);
    return entries ? [...entries].map(([name, type]) => ({ name, type })) : [];
  }
}

function gitType(t: GitEntryType): EntryType {
  return t === "unknown" ? "unknown" : t === "symlink" ? "symlink" : "file";
}

// ---- the walk -----------------------------------------------------------------------------------

/** A .gitignore file in force (outside git only), and where the walk stands in it. */
interface Scope {
  matcher: IgnoreMatcher;
  state: IgnoreState;
}

/** A skill whose folders the walk records as it lists them (so loadSkill need not list them again). */
interface Collector {
  dir: string;
  entries: Map<string, PackedEntries>;
}

interface Folder {
  /** As the host reads it. */
  lexical: string;
  /** On disk, links resolved. */
  real: string;
  parent: Folder | undefined;
  /** Symlinks followed to get here. */
  links: number;
  scopes: Scope[];
  /** Where the walk stands in ignorePatterns; undefined above their base. */
  extra: IgnoreState | undefined;
  /** Under a folder ignorePatterns hide: only counted. */
  hidden: boolean;
  collectors: Collector[];
  /** What its listing from disk holds of the names later probes ask about (core/listed-folders.ts); undefined for git's listings. */
  facts?: FolderFacts;
}

class Discovery {
  private readonly files: DiscoveredFile[] = [];
  private readonly skills: DiscoveredSkill[] = [];
  private readonly problems: DiscoveryProblem[] = [];
  private readonly skipped: string[] = [];
  private readonly notes: string[] = [];
  private readonly plugins = new Set<string>();
  /** Configs by real path and host, skills by real folder: the one reached with fewest links wins. */
  private readonly fileIndex = new Map<string, { at: number; links: number }>();
  private readonly skillIndex = new Map<string, { at: number; links: number }>();
  private readonly extraMatcher: IgnoreMatcher | undefined;
  private readonly hiddenConfigs: string[] = [];
  private readonly hiddenSkills: string[] = [];
  private readonly gitSources = new Map<string, GitSource>();
  private linkedFolders = 0;
  private linkBudgetReported = false;

  constructor(
    private readonly cwd: string,
    private readonly hostOverride: HostDialect | undefined,
    private readonly extra: ExtraIgnores | undefined,
  ) {
    this.extraMatcher = extra && extra.patterns.length > 0 ? IgnoreMatcher.parse(extra.patterns) : undefined;
  }

  input(absolute: string): void {
    const shown = this.shown(absolute);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolute);
    } catch (error) {
      this.problems.push({ displayPath: shown, reason: describeFsError(error) });
      return;
    }
    if (stat.isDirectory()) this.walkInput(absolute);
    else if (stat.isFile()) this.explicitFile(absolute, shown);
    else this.problems.push({ displayPath: shown, reason: "not a regular file or directory" });
  }

  finish(): DiscoveryResult {
    this.followPlugins();
    const hidden = [...this.hiddenConfigs, ...this.hiddenSkills];
    if (hidden.length > 0) {
      const what = [plural(this.hiddenConfigs.length, "host config"), plural(this.hiddenSkills.length, "skill")].filter((s) => !s.startsWith("0 ")).join(" and ");
      const listed = hidden.slice(0, 5).join(", ") + (hidden.length > 5 ? `, … and ${hidden.length - 5} more` : "");
      this.notes.push(`ignorePatterns${this.extra?.source ? ` in ${this.extra.source}` : ""} hide ${what} from the audit: ${listed}`);
    }
    return { files: this.files, skills: this.skills, problems: this.problems, skipped: this.skipped, notes: this.notes, plugins: [...this.plugins] };
  }

  private shown(absolute: string): string {
    return displayPathFor(absolute, this.cwd);
  }

  // ---- Claude Code plugins: what a manifest points at ----

  /**
   * A plugin's servers, hooks and skills may live where no host location says (`"mcpServers":
   * "./config/servers.json"`): each manifest found is read and its paths followed, inside the plugin
   * only. The standard places (.mcp.json, hooks/hooks.json, skills/) are added too, for a manifest
   * named on its own.
   */
  private followPlugins(): void {
    for (let i = 0; i < this.files.length; i++) {
      const manifest = this.files[i]!;
      if (manifest.host?.id !== "claude-plugin") continue;
      const real = manifest.realPath ?? manifest.path;
      const tree = manifest.root ?? path.dirname(path.dirname(path.dirname(real)));
      let root: JsonNode | undefined;
      try {
        root = parseTree(readRegularFile(real, { maxBytes: MAX_MANIFEST_BYTES }).bytes.toString("utf8"), [], { allowTrailingComma: true });
      } catch (error) {
        if (!(error instanceof FileReadError)) throw error;
        continue; // the audit of the manifest itself says why it cannot be read
      }
      // Only a manifest in its place, <plugin>/.claude-plugin/plugin.json, says where a plugin's parts are.
      if (path.basename(path.dirname(manifest.path)) !== ".claude-plugin") continue;
      this.plugins.add(realOr(path.dirname(path.dirname(manifest.path))));
      const layout = pluginLayout(manifest.path, root);
      for (const out of layout.outside) {
        this.problems.push({ displayPath: manifest.displayPath, reason: `names ${JSON.stringify(out.written)} (at ${out.pointer}), which is not a "./" path inside the plugin: not followed, so not audited` });
      }
      for (const component of layout.components) {
        const named = component.pointer !== "";
        let stat: fs.Stats | undefined;
        try {
          stat = fs.statSync(component.path);
        } catch {
          if (named) this.notes.push(`${manifest.displayPath} names ${JSON.stringify(component.written)} (at ${component.pointer}), which does not exist: Claude Code cannot load it either`);
          continue;
        }
        const realPath = realOr(component.path);
        if (relativeInside(tree, realPath) === undefined) {
          this.problems.push({ displayPath: this.shown(component.path), reason: `is a symbolic link leading outside the audited tree (named by ${manifest.displayPath}): not followed` });
          continue;
        }
        if (component.kind === "skills") {
          if (stat.isDirectory()) this.skillsUnder(component.path, tree);
          continue;
        }
        if (!stat.isFile()) {
          if (named) this.problems.push({ displayPath: this.shown(component.path), reason: "not a regular file (named by the plugin manifest)" });
          continue;
        }
        const host = component.kind === "servers" ? DIALECTS["claude-code"] : DIALECTS["claude-hooks"];
        if (this.extraHides(component.path, false)) continue;
        this.addFile({ path: component.path, displayPath: this.shown(component.path), host, explicit: named, realPath, root: tree }, 0);
      }
    }
  }

  /** The skills a plugin's skills folder holds: the folder itself, or each subfolder with a SKILL.md. */
  private skillsUnder(dir: string, tree: string): void {
    const add = (skillDir: string) => {
      const real = realOr(skillDir);
      if (relativeInside(tree, real) === undefined || this.extraHides(skillDir, true)) return;
      this.addSkill({ dir: skillDir, displayDir: this.shown(skillDir), root: tree, realDir: real }, real, 0);
    };
    if (isRegularFile(path.join(dir, SKILL_FILE))) return add(dir);
    let names: fs.Dirent[];
    try {
      names = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      this.problems.push({ displayPath: this.shown(dir), reason: describeFsError(error) });
      return;
    }
    for (const e of names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (e.isDirectory() && isRegularFile(path.join(dir, e.name, SKILL_FILE))) add(path.join(dir, e.name));
    }
  }

  // ---- explicit files ----

  private explicitFile(absolute: string, shown: string): void {
    // Explicit files honour the config's ignorePatterns (a hook passes every staged file).
    const host = this.hostOverride ?? dialectForPath(absolute);
    const skillDir = path.basename(absolute) === SKILL_FILE ? path.dirname(absolute) : host ? undefined : enclosingSkill(absolute, this.cwd);
    if (this.extraHides(absolute, false)) {
      if (skillDir && path.basename(absolute) === SKILL_FILE) this.hiddenSkills.push(this.shown(skillDir));
      else if (host) this.hiddenConfigs.push(shown);
      return;
    }
    const root = treeOf(path.dirname(absolute));
    if (skillDir) this.addSkill({ dir: skillDir, displayDir: this.shown(skillDir), root }, realOr(skillDir), 0);
    else if (host || looksLikeJson(absolute)) this.addFile({ path: absolute, displayPath: shown, host, explicit: true, realPath: realOr(absolute), root }, 0);
    else this.skipped.push(shown);
  }

  /** Whether ignorePatterns hide this path (the folders above it included). */
  private extraHides(absolute: string, isDir: boolean): boolean {
    if (!this.extraMatcher || !this.extra) return false;
    const rel = relativeInside(this.extra.base, absolute);
    if (rel === undefined || rel === "") return false;
    const parts = rel.split("/");
    let state = this.extraMatcher.initial();
    for (let i = 0; i < parts.length; i++) {
      const dir = i < parts.length - 1 || isDir;
      const r = this.extraMatcher.enter(state, parts[i]!, dir, i < parts.length - 1);
      if (r.verdict === true) return true;
      if (r.state) state = r.state;
    }
    return false;
  }

  // ---- folders ----

  private walkInput(absolute: string): void {
    const real = realOr(absolute);
    const top = findWorkTreeTop(real);
    let source: Source | undefined;
    if (top) {
      let git = this.gitSources.get(top);
      if (!git) this.gitSources.set(top, (git = new GitSource(top)));
      if (git.ensure(relativeInside(top, real) ?? "")) source = git;
      else if (git.failure !== undefined) this.notes.push(`${this.shown(top)}: could not ask git which files belong to the repository (${safeLine(git.failure ?? "")}): walked the folder instead, reading .gitignore files only (not .git/info/exclude or core.excludesFile), so tracked files that .gitignore matches are not audited`);
    }
    source ??= new FsSource(top ?? real);
    const root: Folder = {
      lexical: absolute,
      real,
      parent: undefined,
      links: 0,
      scopes: source.kind === "fs" ? this.inheritedScopes(absolute) : [],
      extra: this.extraStateAt(absolute),
      hidden: this.extraHides(absolute, true),
      collectors: [],
    };
    this.walk(root, source);
  }

  /** .gitignore files above the walk root still apply to it (up to the repository root). */
  private inheritedScopes(root: string): Scope[] {
    const chain: string[] = [];
    for (let dir = root; ; ) {
      const parent = path.dirname(dir);
      if (fs.existsSync(path.join(dir, ".git")) || parent === dir) break;
      dir = parent;
      chain.unshift(dir);
    }
    const scopes: Scope[] = [];
    for (const d of chain) {
      const matcher = readGitignore(path.join(d, ".gitignore"));
      if (matcher) scopes.push({ matcher, state: matcher.stateAt(path.relative(d, root).split(path.sep)) });
    }
    return scopes;
  }

  private extraStateAt(absolute: string): IgnoreState | undefined {
    if (!this.extraMatcher || !this.extra) return undefined;
    const rel = relativeInside(this.extra.base, absolute);
    if (rel === undefined) return undefined;
    return this.extraMatcher.stateAt(rel === "" ? [] : rel.split("/"));
  }

  private walk(start: Folder, source: Source): void {
    // Iterative depth-first walk: a deep tree cannot exhaust the stack.
    const stack: Folder[] = [start];
    while (stack.length > 0) {
      const folder = stack.pop()!;
      holdYoungGeneration();
      const listed = source.list(folder.real);
      if (!Array.isArray(listed)) {
        if (!folder.hidden) this.problems.push({ displayPath: this.shown(folder.lexical), reason: describeFsError(listed.error) });
        continue;
      }
      const entries = listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const folderName = path.basename(folder.lexical);
      if (source.kind === "fs") {
        folder.facts = factsOfListing(entries);
        if (folderName === ".claude-plugin" && folder.parent?.facts) notePluginFolder(folder.parent.facts, entries);
      }
      // A repository inside a walked folder: git says what belongs to it.
      if (source.kind === "fs" && folder !== start && entries.some((e) => e.name === ".git")) {
        if (!folder.hidden) this.walkInput(folder.lexical);
        continue;
      }
      // The skills this folder belongs to keep its entries as listed, packed (packEntries): one copy
      // shared by all of them.
      let forSkills: PackedEntries | undefined;
      const skillEntries = () => (forSkills ??= packEntries(entries));
      for (const c of folder.collectors) c.entries.set(relativeInside(c.dir, folder.lexical) ?? "", skillEntries());
      let scopes = folder.scopes;
      if (source.kind === "fs" && entries.some((e) => e.name === ".gitignore" && e.type === "file")) {
        const matcher = readGitignore(path.join(folder.real, ".gitignore"));
        if (matcher) scopes = [...scopes, { matcher, state: matcher.initial() }];
      }
      const subfolders: Folder[] = [];
      let collectors = folder.collectors;
      for (const entry of entries) {
        const found = this.entry(folder, folderName, source, scopes, entry);
        if (found?.skill) {
          // The skill's own folder was just listed: hand those entries over too.
          found.skill.entries.set("", skillEntries());
          collectors = [...collectors, found.skill];
        }
        if (found?.folder) subfolders.push(found.folder);
      }
      // The skill's collector must see the subfolders listed after it: they inherit the final list.
      for (const sub of subfolders) sub.collectors = collectors;
      subfolders.reverse();
      stack.push(...subfolders);
    }
  }

  /** One entry of a folder: a subfolder to enter, a config, a skill, a problem, or nothing. */
  private entry(folder: Folder, folderName: string, source: Source, scopes: Scope[], entry: Entry): { folder?: Folder; skill?: Collector } | undefined {
    const { name } = entry;
    const interesting = name === SKILL_FILE || isCandidate(name, folderName);
    // Most entries are files that are neither a config nor a SKILL.md: nothing below applies to them
    // (ignore rules only matter for what would be audited), so they cost no path or lookup.
    if (!interesting && (entry.type === "file" || entry.type === "other")) return undefined;
    const full = childPath(folder.lexical, name);
    const realFull = childPath(folder.real, name);
    // Git's index says "file" for what it tracks; the disk decides (a sparse checkout, a file deleted since).
    const type = entry.type === "unknown" || (source.kind === "git" && interesting && entry.type === "file") ? lstatType(realFull) : entry.type;
    if (type === undefined) return undefined;
    // Where a symlink leads: a folder is entered, a file is read at its real path.
    let link: { real: string; isDir: boolean } | { error: string } | undefined;
    if (type === "symlink") link = resolveLink(realFull);
    const isDir = type === "dir" || type === "nested" || (link !== undefined && "isDir" in link && link.isDir);
    if (isDir && ALWAYS_SKIPPED.has(name)) return undefined;
    // .gitignore files (outside git): git treats a symlink as a file, whatever it points to.
    const childScopes: Scope[] = [];
    let ignoredByGit: boolean | undefined;
    for (const s of scopes) {
      const r = s.matcher.enter(s.state, name, type === "dir", type === "dir");
      if (r.verdict !== undefined) ignoredByGit = r.verdict;
      if (r.state) childScopes.push({ matcher: s.matcher, state: r.state });
    }
    if (ignoredByGit) return undefined;
    let extra: IgnoreState | undefined;
    let hidden = folder.hidden;
    if (this.extraMatcher && folder.extra) {
      const r = this.extraMatcher.enter(folder.extra, name, isDir);
      if (r.verdict === true) hidden = true;
      extra = r.state;
    } else if (this.extraMatcher && this.extra && isDir && path.resolve(full) === path.resolve(this.extra.base)) {
      extra = this.extraMatcher.initial();
    }
    if (type === "nested") {
      // A repository inside the repository (a submodule, a clone): git did not look inside; ask it there.
      if (!hidden) this.nested(full, realFull);
      return undefined;
    }
    if (isDir) {
      const sub = { lexical: full, parent: folder, scopes: childScopes, extra, hidden, collectors: [] as Collector[] };
      if (type === "dir") return { folder: { ...sub, real: realFull, links: folder.links } };
      if (hidden) return undefined; // hidden folders are only counted: links in them are not followed
      const target = (link as { real: string }).real;
      const followed = this.followLink(folder, full, target, source);
      return followed ? { folder: { ...sub, real: target, links: folder.links + 1 } } : undefined;
    }
    if (!interesting) return undefined;
    const shown = this.shown(full);
    const realPath = link && "real" in link ? link.real : realFull;
    // A config or SKILL.md the walk finds but cannot read is named, as it would be if given explicitly:
    // the user must not believe it audited.
    const problem = type === "file" ? undefined : type === "other" ? "not a regular file or directory" : link && "error" in link ? link.error : this.fileLinkProblem(realPath, source.root);
    if (name === SKILL_FILE) {
      if (hidden) {
        if (!problem) this.hiddenSkills.push(this.shown(folder.lexical));
        return undefined;
      }
      if (problem) {
        this.problems.push({ displayPath: shown, reason: problem });
        return undefined;
      }
      const collector: Collector | undefined = source.kind === "fs" ? { dir: folder.lexical, entries: new Map() } : undefined;
      const skill: DiscoveredSkill = { dir: folder.lexical, displayDir: this.shown(folder.lexical), root: source.root, realDir: folder.real, entries: collector ? fromMap(collector.entries) : gitEntries(source as GitSource, folder.real) };
      this.addSkill(skill, folder.real, folder.links);
      keepFacts(folder);
      return collector ? { skill: collector } : undefined;
    }
    const host = dialectForPath(full);
    if (!host) return undefined;
    if (hidden) {
      if (!problem) this.hiddenConfigs.push(shown);
      return undefined;
    }
    if (problem) {
      this.problems.push({ displayPath: shown, reason: problem });
      return undefined;
    }
    this.addFile({ path: full, displayPath: shown, host: this.hostOverride ?? host, explicit: false, realPath, root: source.root }, folder.links);
    keepFacts(folder);
    return undefined;
  }

  /** Whether to enter a folder symlink: inside the tree, not a loop, within budget. A link out of the tree is a problem. */
  private followLink(folder: Folder, full: string, target: string, source: Source): boolean {
    const rel = relativeInside(source.root, target);
    if (rel === undefined) {
      this.problems.push({ displayPath: this.shown(full), reason: "is a symbolic link to a folder outside the audited tree: not followed (audit that folder on its own if a host reads it)" });
      return false;
    }
    if (rel.split("/").some((s) => ALWAYS_SKIPPED.has(s))) return false;
    // A loop: the target is a folder this path already passes through (a/loop -> a, b/up -> ..).
    for (let f: Folder | undefined = folder; f; f = f.parent) if (f.real === target) return false;
    if (++this.linkedFolders > MAX_LINKED_FOLDERS) {
      if (!this.linkBudgetReported) {
        this.linkBudgetReported = true;
        this.problems.push({ displayPath: this.shown(full), reason: `folder symlinks lead to more than ${MAX_LINKED_FOLDERS.toLocaleString("en-US")} folders: the rest were not followed, so not audited; simplify the links` });
      }
      return false;
    }
    return true;
  }

  /** Why a symlinked config cannot be audited in place: undefined when it can. */
  private fileLinkProblem(real: string, root: string): string | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(real);
    } catch (error) {
      return describeFsError(error);
    }
    if (!stat.isFile()) return "not a regular file or directory";
    // A repository's link to a file outside it (`.mcp.json -> ~/.claude.json`) is not the repository's
    // config, and a fix must never write there through it.
    if (relativeInside(root, real) === undefined) return "is a symbolic link to a file outside the audited folder: not followed (name the target to audit it)";
    return undefined;
  }

  private nested(full: string, real: string): void {
    // An uninitialised submodule is an empty folder: nothing to audit.
    if (!fs.existsSync(path.join(real, ".git"))) return;
    this.walkInput(full);
  }

  private addFile(file: DiscoveredFile, links: number): void {
    const key = `${file.realPath ?? file.path}\0${file.host?.id ?? ""}`;
    const known = this.fileIndex.get(key);
    if (known) {
      // The same file as the same host, through another path: keep the one reached with fewest links.
      if (known.links > links) {
        this.files[known.at] = file;
        known.links = links;
      }
      return;
    }
    this.fileIndex.set(key, { at: this.files.length, links });
    this.files.push(file);
  }

  private addSkill(skill: DiscoveredSkill, realDir: string, links: number): void {
    const known = this.skillIndex.get(realDir);
    if (known) {
      if (known.links > links) {
        this.skills[known.at] = skill;
        known.links = links;
      }
      return;
    }
    this.skillIndex.set(realDir, { at: this.skills.length, links });
    this.skills.push(skill);
  }
}

/** Keep the listings of a folder where something was found and of the folders above it: where later probes climb. */
function keepFacts(folder: Folder): void {
  for (let f: Folder | undefined = folder; f?.facts && keepListedFolder(f.lexical, f.facts); f = f.parent);
}

/**
 * `path.join(dir, name)` for a folder path as the walk builds it (absolute, normalized) and a name
 * from a listing: on POSIX a plain concatenation, which is what path.join returns for such a name
 * without re-scanning the whole path.
 */
function childPath(dir: string, name: string): string {
  if (path.sep !== "/" || name === "" || name === "." || name === ".." || name.includes("/") || !dir.startsWith("/")) return path.join(dir, name);
  return dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`;
}

function fromMap(map: Map<string, PackedEntries>): SkillEntries {
  return (rel) => {
    const packed = map.get(rel);
    return packed === undefined ? undefined : unpackEntries(packed);
  };
}

/** A skill's folders from git's listing (the folder's real path, from the top). */
function gitEntries(source: GitSource, realDir: string): SkillEntries {
  return (rel) => {
    const listed = source.list(rel === "" ? realDir : path.join(realDir, rel));
    if (!Array.isArray(listed)) return undefined;
    const out: SkillDirEntry[] = [];
    for (const e of listed) {
      const type = e.type === "unknown" ? lstatType(path.join(realDir, rel, e.name)) : e.type;
      if (type === undefined) continue;
      out.push(skillEntry({ name: e.name, type }));
    }
    return out;
  };
}

function lstatType(p: string): EntryType | undefined {
  try {
    const s = fs.lstatSync(p);
    return s.isFile() ? "file" : s.isDirectory() ? "dir" : s.isSymbolicLink() ? "symlink" : "other";
  } catch {
    return undefined; // gone (deleted since git listed it, or a sparse checkout)
  }
}

function resolveLink(p: string): { real: string; isDir: boolean } | { error: string } {
  let real: string;
  try {
    real = fs.realpathSync(p);
  } catch (error) {
    return { error: describeFsError(error) };
  }
  try {
    return { real, isDir: fs.statSync(real).isDirectory() };
  } catch (error) {
    return { error: describeFsError(error) };
  }
}

/** The folder a named file belongs to: its repository, else its own folder. */
function treeOf(dir: string): string {
  const real = realOr(dir);
  return findWorkTreeTop(real) ?? real;
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

function readGitignore(file: string): IgnoreMatcher | undefined {
  try {
    return IgnoreMatcher.parse(readRegularFile(file, { maxBytes: MAX_GITIGNORE_BYTES, followSymlink: true }).bytes.toString("utf8"));
  } catch (error) {
    if (error instanceof FileReadError) return undefined;
    throw error;
  }
}

/** `p` from `root` with forward slashes ("" for root itself), or undefined when outside it. */
function relativeInside(root: string, p: string): string | undefined {
  const rel = relativePath(root, p);
  if (rel === "") return "";
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join("/");
}

function realOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** One line without control characters (git's messages can quote file names). */
function safeLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
}

/**
 * The host of an explicit file whose location does not tell: judged from its server-map key;
 * undefined when it has none (a package.json, a tsconfig.json: not an MCP config).
 */
export function resolveHost(file: DiscoveredFile, text: string): HostDialect | undefined {
  return file.host ?? guessHostFromText(text);
}

function isRegularFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
