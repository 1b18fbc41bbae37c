import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  DIALECTS,
  couldBeConfig,
  dialectForPath,
  guessHostFromText
} from "./chunk-EHLTFN4A.js";
import {
  holdYoungGeneration,
  relativePath
} from "./chunk-7W2JEOOW.js";
import {
  FileReadError,
  describeFsError,
  factsOfListing,
  forgetListedFolders,
  keepListedFolder,
  notePluginFolder,
  parseTree,
  pluginLayout,
  readRegularFile
} from "./chunk-GXXKHKKD.js";
import {
  __require
} from "./chunk-H5NEIHFH.js";

// src/audit/discovery.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/core/ignore-patterns.ts
function parseIgnoreRules(input) {
  const lines = typeof input === "string" ? input.split("\n") : input;
  const rules = [];
  for (const raw of lines) {
    const rule = parseLine(raw.endsWith("\r") ? raw.slice(0, -1) : raw);
    if (rule) rules.push(rule);
  }
  return rules;
}
function parseLine(source) {
  let line = trimTrailingSpaces(source);
  if (line === "" || line.startsWith("#")) return void 0;
  let negated = false;
  if (line.startsWith("!")) {
    negated = true;
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith("/") && !line.endsWith("\\/")) {
    dirOnly = true;
    line = line.replace(/\/+$/, "");
  }
  if (line === "") return void 0;
  const anchored = line.includes("/");
  const parts = line.split("/").filter((p) => p !== "");
  if (parts.length === 0) return void 0;
  if (!anchored) return { source, negated, dirOnly, basename: true, segments: [{ kind: "globstar" }, nameSegment(parts[0])] };
  const segments = [];
  for (const part of parts) {
    if (part === "**") {
      if (segments.at(-1)?.kind !== "globstar") segments.push({ kind: "globstar" });
    } else segments.push(nameSegment(part));
  }
  if (segments.length > 1 && segments.at(-1).kind === "globstar") segments[segments.length - 1] = { kind: "globstar1" };
  return { source, negated, dirOnly, basename: false, segments };
}
function trimTrailingSpaces(line) {
  let end = line.length;
  while (end > 0 && line[end - 1] === " ") {
    let slashes = 0;
    for (let i = end - 2; i >= 0 && line[i] === "\\"; i--) slashes++;
    if (slashes % 2 === 1) break;
    end--;
  }
  return line.slice(0, end);
}
function nameSegment(glob) {
  const tokens = tokenize(glob);
  const literal = tokens.every((t) => t.kind === "char") ? String.fromCharCode(...tokens.map((t) => t.code)) : void 0;
  return { kind: "name", literal, tokens };
}
var POSIX_CLASSES = {
  alnum: (c) => isDigit(c) || isAlpha(c),
  alpha: (c) => isAlpha(c),
  digit: (c) => isDigit(c),
  lower: (c) => c >= 97 && c <= 122,
  upper: (c) => c >= 65 && c <= 90,
  space: (c) => c === 32 || c >= 9 && c <= 13,
  blank: (c) => c === 32 || c === 9,
  punct: (c) => c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126,
  xdigit: (c) => isDigit(c) || c >= 97 && c <= 102 || c >= 65 && c <= 70,
  print: (c) => c >= 32 && c <= 126,
  graph: (c) => c >= 33 && c <= 126,
  cntrl: (c) => c < 32 || c === 127
};
var isDigit = (c) => c >= 48 && c <= 57;
var isAlpha = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
function tokenize(glob) {
  const tokens = [];
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "\\" && i + 1 < glob.length) tokens.push({ kind: "char", code: glob.charCodeAt(++i) });
    else if (ch === "*") {
      if (tokens.at(-1)?.kind !== "star") tokens.push({ kind: "star" });
    } else if (ch === "?") tokens.push({ kind: "any" });
    else if (ch === "[") {
      const parsed = parseClass(glob, i);
      if (parsed) {
        tokens.push(parsed.token);
        i = parsed.end;
      } else tokens.push({ kind: "char", code: 91 });
    } else tokens.push({ kind: "char", code: glob.charCodeAt(i) });
  }
  return tokens;
}
function parseClass(glob, start) {
  let i = start + 1;
  let negated = false;
  if (glob[i] === "!" || glob[i] === "^") {
    negated = true;
    i++;
  }
  const ranges = [];
  const classes = [];
  let first = true;
  for (; i < glob.length; i++) {
    let ch = glob[i];
    if (ch === "]" && !first) {
      const test = (c) => ranges.some(([lo2, hi]) => c >= lo2 && c <= hi) || classes.some((f) => f(c));
      return { token: { kind: "class", negated, test }, end: i };
    }
    first = false;
    if (ch === "[" && glob[i + 1] === ":") {
      const close = glob.indexOf(":]", i + 2);
      const fn = close === -1 ? void 0 : POSIX_CLASSES[glob.slice(i + 2, close)];
      if (fn) {
        classes.push(fn);
        i = close + 1;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < glob.length) ch = glob[++i];
    const lo = ch.charCodeAt(0);
    if (glob[i + 1] === "-" && i + 2 < glob.length && glob[i + 2] !== "]") {
      let hiCh = glob[i + 2];
      i += 2;
      if (hiCh === "\\" && i + 1 < glob.length) hiCh = glob[++i];
      ranges.push([lo, hiCh.charCodeAt(0)]);
    } else ranges.push([lo, lo]);
  }
  return void 0;
}
function matchName(seg, name) {
  if (seg.literal !== void 0) return seg.literal === name;
  const tokens = seg.tokens;
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const tok = tokens[t];
    if (tok?.kind === "star") {
      starT = t++;
      starN = n;
      continue;
    }
    if (tok && matchOne(tok, name.charCodeAt(n))) {
      t++;
      n++;
      continue;
    }
    if (starT === -1) return false;
    t = starT + 1;
    n = ++starN;
  }
  while (tokens[t]?.kind === "star") t++;
  return t === tokens.length;
}
function matchOne(tok, code) {
  switch (tok.kind) {
    case "char":
      return tok.code === code;
    case "any":
      return true;
    case "class":
      return tok.test(code) !== tok.negated;
    default:
      return false;
  }
}
var IgnoreMatcher = class _IgnoreMatcher {
  rules;
  offsets;
  width;
  constructor(rules) {
    this.rules = rules;
    this.offsets = [];
    let width = 0;
    for (const rule of rules) {
      this.offsets.push(width);
      if (!rule.basename) width += rule.segments.length + 1;
    }
    this.width = width;
  }
  static parse(input) {
    return new _IgnoreMatcher(parseIgnoreRules(input));
  }
  get empty() {
    return this.rules.length === 0;
  }
  /** The state at the base folder itself. */
  initial() {
    const state = new Uint8Array(this.width);
    this.rules.forEach((rule, r) => {
      if (rule.basename) return;
      state[this.offsets[r]] = 1;
      closure(rule, state, this.offsets[r]);
    });
    return state;
  }
  /**
   * The verdict for entry `name` inside a folder whose state is `state`, and (for a folder, when
   * `descend`) the state inside it. Cost: O(size of the rules · length of the name).
   */
  enter(state, name, isDir, descend = isDir) {
    const next = descend ? new Uint8Array(this.width) : void 0;
    let verdict;
    this.rules.forEach((rule, r) => {
      let accepts;
      if (rule.basename) {
        accepts = matchName(rule.segments[1], name);
      } else {
        const off = this.offsets[r];
        const out = next ?? scratch(rule.segments.length + 1);
        const base = next ? off : 0;
        accepts = step(rule, state, off, name, out, base);
      }
      if (accepts && (!rule.dirOnly || isDir)) verdict = !rule.negated;
    });
    return { verdict, state: next };
  }
  /** The state after walking `segments` from the base (for a walk that starts below the base). */
  stateAt(segments) {
    let state = this.initial();
    for (const s of segments) state = this.enter(state, s, true).state;
    return state;
  }
  /** The verdict for a path relative to the base (folders above it are not checked). */
  test(relativePath2, isDir) {
    const parts = relativePath2.split("/").filter((p) => p !== "");
    if (parts.length === 0) return void 0;
    const last = parts.pop();
    return this.enter(this.stateAt(parts), last, isDir, false).verdict;
  }
};
var scratchBuffer = new Uint8Array(64);
function scratch(size) {
  if (scratchBuffer.length < size) scratchBuffer = new Uint8Array(size * 2);
  const view = scratchBuffer.subarray(0, size);
  view.fill(0);
  return view;
}
function closure(rule, state, off) {
  const segs = rule.segments;
  for (let i = 0; i < segs.length; i++) if (state[off + i] && segs[i].kind === "globstar") state[off + i + 1] = 1;
}
function step(rule, state, off, name, out, base) {
  const segs = rule.segments;
  const P = segs.length;
  for (let i = 0; i <= P; i++) {
    if (!state[off + i]) continue;
    if (i === P) {
      if (segs[P - 1]?.kind === "globstar1") out[base + P] = 1;
      continue;
    }
    const seg = segs[i];
    if (seg.kind === "globstar") out[base + i] = 1;
    else if (seg.kind === "globstar1") out[base + P] = 1;
    else if (matchName(seg, name)) out[base + i + 1] = 1;
  }
  closure(rule, out, base);
  return out[base + P] === 1;
}

// src/audit/git-listing.ts
import fs from "node:fs";
import path from "node:path";
var TIME_LIMIT_MS = 6e4;
var MAX_OUTPUT = 512 * 1024 * 1024;
function findWorkTreeTop(dir) {
  for (let d = path.resolve(dir); ; ) {
    try {
      fs.lstatSync(path.join(d, ".git"));
      return d;
    } catch {
    }
    const parent = path.dirname(d);
    if (parent === d) return void 0;
    d = parent;
  }
}
function gitListing(top, prefix = "") {
  const trust = trustGitDir(top);
  if (trust) return { kind: "refused", top, reason: trust };
  const pathspec = prefix === "" ? [] : ["--", prefix];
  const cached = runGit(top, ["ls-files", "-z", "--stage", "--cached", ...pathspec]);
  if (!cached.ok) return cached.notRepository ? { kind: "not-git" } : { kind: "refused", top, reason: cached.reason };
  const others = runGit(top, ["ls-files", "-z", "--others", "--exclude-standard", ...pathspec]);
  if (!others.ok) return { kind: "refused", top, reason: others.reason };
  const entries = [];
  const nested = [];
  const seen = /* @__PURE__ */ new Set();
  for (const record of cached.out.split("\0")) {
    const tab = record.indexOf("	");
    if (tab === -1) continue;
    const mode = record.slice(0, record.indexOf(" "));
    const p = record.slice(tab + 1);
    if (seen.has(p)) continue;
    seen.add(p);
    const type = mode === "120000" ? "symlink" : mode === "160000" ? "gitlink" : "file";
    if (type === "gitlink") nested.push(p);
    else entries.push({ path: p, type });
  }
  for (const p of others.out.split("\0")) {
    if (p === "" || seen.has(p)) continue;
    seen.add(p);
    if (p.endsWith("/")) nested.push(p.slice(0, -1));
    else entries.push({ path: p, type: "unknown" });
  }
  return { kind: "listed", top, entries, nested };
}
function trustGitDir(top) {
  const dotGit = path.join(top, ".git");
  let stat;
  try {
    stat = fs.lstatSync(dotGit);
  } catch {
    return "it has no .git";
  }
  if (stat.isDirectory()) return void 0;
  let gitDir;
  if (stat.isSymbolicLink()) {
    try {
      gitDir = fs.realpathSync(dotGit);
    } catch {
      return ".git is a broken symbolic link";
    }
  } else if (stat.isFile()) {
    let text;
    try {
      text = readRegularFile(dotGit, { maxBytes: 4096, knownRegular: true }).bytes.toString("utf8");
    } catch (error) {
      return `its .git file cannot be read (${error instanceof FileReadError ? error.reason : "error"})`;
    }
    const m = /^gitdir: ?(.+?)\r?$/m.exec(text);
    if (!m) return "its .git file names no git folder";
    try {
      gitDir = fs.realpathSync(path.resolve(top, m[1]));
    } catch {
      return "its .git file names a git folder that does not exist";
    }
  } else return ".git is not a folder, a file or a link";
  let realTop;
  try {
    realTop = fs.realpathSync(top);
  } catch {
    realTop = top;
  }
  const rel = path.relative(realTop, gitDir);
  if (rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel)) return "its .git leads to a git folder inside the tree itself, which the tree could have planted";
  return void 0;
}
function gitEnvironment(top) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("GIT_") && v !== void 0) env[k] = v;
  env.GIT_CEILING_DIRECTORIES = path.dirname(top);
  env.GIT_OPTIONAL_LOCKS = "0";
  env.GIT_TERMINAL_PROMPT = "0";
  env.LC_ALL = "C";
  return env;
}
function runGit(top, args) {
  const { spawnSync } = __require("node:child_process");
  const r = spawnSync(
    "git",
    [
      "--no-pager",
      "--literal-pathspecs",
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.untrackedCache=false",
      "-c",
      "core.hooksPath=/dev/null",
      "-c",
      "core.quotePath=false",
      "--work-tree",
      top,
      ...args
    ],
    { cwd: top, env: gitEnvironment(top), encoding: "utf8", timeout: TIME_LIMIT_MS, killSignal: "SIGKILL", maxBuffer: MAX_OUTPUT, stdio: ["ignore", "pipe", "pipe"] }
  );
  if (r.error) {
    const code = r.error.code;
    if (code === "ENOENT") return { ok: false, reason: "git is not installed" };
    if (code === "ETIMEDOUT") return { ok: false, reason: `git did not answer within ${TIME_LIMIT_MS / 1e3} s` };
    return { ok: false, reason: `git failed (${code ?? "error"})` };
  }
  if (r.status !== 0) {
    const first = (r.stderr ?? "").split("\n").find((l) => l.trim() !== "") ?? `exit ${r.status}`;
    const stderr = r.stderr ?? "";
    if (/not a git repository/i.test(stderr)) return { ok: false, reason: "not a git repository", notRepository: true };
    const reason = /dubious ownership/.test(stderr) ? "git refuses it (detected dubious ownership: the folder belongs to another user)" : `git failed: ${first.replace(/^fatal: /, "").slice(0, 200)}`;
    return { ok: false, reason };
  }
  return { ok: true, out: r.stdout };
}

// src/audit/packed-entries.ts
var TYPE_LETTER = { file: "f", dir: "d", nested: "d", symlink: "l", other: "o", unknown: "o" };
var LETTER_TYPE = { f: "file", d: "dir", l: "symlink", o: "other" };
var MAX_PACKED_CHARS = 1 << 24;
function skillEntry(e) {
  return { name: e.name, type: LETTER_TYPE[TYPE_LETTER[e.type]] };
}
function packEntries(entries, maxChars = MAX_PACKED_CHARS) {
  let chars = 0;
  for (const e of entries) chars += e.name.length + 2;
  if (chars > maxChars) return entries.map(skillEntry);
  const parts = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) parts[i] = TYPE_LETTER[entries[i].type] + entries[i].name;
  return parts.join("/");
}
function unpackEntries(packed) {
  if (typeof packed !== "string") return [...packed];
  const out = [];
  if (packed === "") return out;
  for (let at = 0; at < packed.length; ) {
    const end = packed.indexOf("/", at);
    const stop = end === -1 ? packed.length : end;
    out.push({ name: packed.slice(at + 1, stop), type: LETTER_TYPE[packed[at]] });
    at = stop + 1;
  }
  return out;
}

// src/audit/discovery.ts
var ALWAYS_SKIPPED = /* @__PURE__ */ new Set(["node_modules", ".git", ".hg", ".svn"]);
var isCandidate = (name, folderName) => couldBeConfig(name, folderName);
var SKILL_FILE = "SKILL.md";
var MAX_MANIFEST_BYTES = 1024 * 1024;
var MAX_LINKED_FOLDERS = 1e4;
var MAX_GITIGNORE_BYTES = 1024 * 1024;
function displayPathFor(absolute, cwd) {
  const rel = relativePath(cwd, absolute);
  const shown = rel === "" ? path2.basename(absolute) : rel.startsWith("..") || path2.isAbsolute(rel) ? absolute : rel;
  return shown.split(path2.sep).join("/");
}
function discover(inputs, cwd, hostOverride, extra) {
  forgetListedFolders();
  const d = new Discovery(cwd, hostOverride, extra);
  for (const input of inputs.length > 0 ? inputs : ["."]) d.input(path2.resolve(cwd, input));
  return d.finish();
}
function looksLikeJson(file) {
  const ext = path2.extname(file).toLowerCase();
  return ext === "" || ext === ".json" || ext === ".jsonc" || ext === ".json5";
}
var FsSource = class {
  constructor(root) {
    this.root = root;
  }
  root;
  kind = "fs";
  list(realDir) {
    try {
      return fs2.readdirSync(realDir, { withFileTypes: true }).map((e) => ({ name: e.name, type: e.isFile() ? "file" : e.isDirectory() ? "dir" : e.isSymbolicLink() ? "symlink" : "other" }));
    } catch (error) {
      return { error };
    }
  }
};
var GitSource = class {
  constructor(root) {
    this.root = root;
  }
  root;
  kind = "git";
  dirs = /* @__PURE__ */ new Map();
  listed = [];
  failure;
  /** List `prefix` (from the top) with git unless already listed; false when git cannot. */
  ensure(prefix) {
    if (this.listed.some((p) => p === "" || prefix === p || prefix.startsWith(`${p}/`))) return true;
    const listing = gitListing(this.root, prefix);
    if (listing.kind !== "listed") {
      this.failure = listing.kind === "refused" ? listing.reason : void 0;
      return false;
    }
    this.listed.push(prefix);
    for (const e of listing.entries) this.add(e.path, e.type === "gitlink" ? "nested" : gitType(e.type));
    for (const n of listing.nested) this.add(n, "nested");
    return true;
  }
  add(p, type) {
    const parts = p.split("/");
    let dir = "";
    for (let i = 0; i < parts.length; i++) {
      const name = parts[i];
      let entries = this.dirs.get(dir);
      if (!entries) this.dirs.set(dir, entries = /* @__PURE__ */ new Map());
      const last = i === parts.length - 1;
      if (!last || !entries.has(name)) entries.set(name, last ? type : "dir");
      dir = dir === "" ? name : `${dir}/${name}`;
    }
  }
  list(realDir) {
    const rel = relativeInside(this.root, realDir);
    if (rel === void 0) return [];
    if (!this.ensure(rel)) return { error: new Error(this.failure ?? "git cannot list it") };
    const entries = this.dirs.get(rel);
    return entries ? [...entries].map(([name, type]) => ({ name, type })) : [];
  }
};
function gitType(t) {
  return t === "unknown" ? "unknown" : t === "symlink" ? "symlink" : "file";
}
var Discovery = class {
  constructor(cwd, hostOverride, extra) {
    this.cwd = cwd;
    this.hostOverride = hostOverride;
    this.extra = extra;
    this.extraMatcher = extra && extra.patterns.length > 0 ? IgnoreMatcher.parse(extra.patterns) : void 0;
  }
  cwd;
  hostOverride;
  extra;
  files = [];
  skills = [];
  problems = [];
  skipped = [];
  notes = [];
  plugins = /* @__PURE__ */ new Set();
  /** Configs by real path and host, skills by real folder: the one reached with fewest links wins. */
  fileIndex = /* @__PURE__ */ new Map();
  skillIndex = /* @__PURE__ */ new Map();
  extraMatcher;
  hiddenConfigs = [];
  hiddenSkills = [];
  gitSources = /* @__PURE__ */ new Map();
  linkedFolders = 0;
  linkBudgetReported = false;
  input(absolute) {
    const shown = this.shown(absolute);
    let stat;
    try {
      stat = fs2.statSync(absolute);
    } catch (error) {
      this.problems.push({ displayPath: shown, reason: describeFsError(error) });
      return;
    }
    if (stat.isDirectory()) this.walkInput(absolute);
    else if (stat.isFile()) this.explicitFile(absolute, shown);
    else this.problems.push({ displayPath: shown, reason: "not a regular file or directory" });
  }
  finish() {
    this.followPlugins();
    const hidden = [...this.hiddenConfigs, ...this.hiddenSkills];
    if (hidden.length > 0) {
      const what = [plural(this.hiddenConfigs.length, "host config"), plural(this.hiddenSkills.length, "skill")].filter((s) => !s.startsWith("0 ")).join(" and ");
      const listed = hidden.slice(0, 5).join(", ") + (hidden.length > 5 ? `, \u2026 and ${hidden.length - 5} more` : "");
      this.notes.push(`ignorePatterns${this.extra?.source ? ` in ${this.extra.source}` : ""} hide ${what} from the audit: ${listed}`);
    }
    return { files: this.files, skills: this.skills, problems: this.problems, skipped: this.skipped, notes: this.notes, plugins: [...this.plugins] };
  }
  shown(absolute) {
    return displayPathFor(absolute, this.cwd);
  }
  // ---- Claude Code plugins: what a manifest points at ----
  /**
   * A plugin's servers, hooks and skills may live where no host location says (`"mcpServers":
   * "./config/servers.json"`): each manifest found is read and its paths followed, inside the plugin
   * only. The standard places (.mcp.json, hooks/hooks.json, skills/) are added too, for a manifest
   * named on its own.
   */
  followPlugins() {
    for (let i = 0; i < this.files.length; i++) {
      const manifest = this.files[i];
      if (manifest.host?.id !== "claude-plugin") continue;
      const real = manifest.realPath ?? manifest.path;
      const tree = manifest.root ?? path2.dirname(path2.dirname(path2.dirname(real)));
      let root;
      try {
        root = parseTree(readRegularFile(real, { maxBytes: MAX_MANIFEST_BYTES }).bytes.toString("utf8"), [], { allowTrailingComma: true });
      } catch (error) {
        if (!(error instanceof FileReadError)) throw error;
        continue;
      }
      if (path2.basename(path2.dirname(manifest.path)) !== ".claude-plugin") continue;
      this.plugins.add(realOr(path2.dirname(path2.dirname(manifest.path))));
      const layout = pluginLayout(manifest.path, root);
      for (const out of layout.outside) {
        this.problems.push({ displayPath: manifest.displayPath, reason: `names ${JSON.stringify(out.written)} (at ${out.pointer}), which is not a "./" path inside the plugin: not followed, so not audited` });
      }
      for (const component of layout.components) {
        const named = component.pointer !== "";
        let stat;
        try {
          stat = fs2.statSync(component.path);
        } catch {
          if (named) this.notes.push(`${manifest.displayPath} names ${JSON.stringify(component.written)} (at ${component.pointer}), which does not exist: Claude Code cannot load it either`);
          continue;
        }
        const realPath = realOr(component.path);
        if (relativeInside(tree, realPath) === void 0) {
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
  skillsUnder(dir, tree) {
    const add = (skillDir) => {
      const real = realOr(skillDir);
      if (relativeInside(tree, real) === void 0 || this.extraHides(skillDir, true)) return;
      this.addSkill({ dir: skillDir, displayDir: this.shown(skillDir), root: tree, realDir: real }, real, 0);
    };
    if (isRegularFile(path2.join(dir, SKILL_FILE))) return add(dir);
    let names;
    try {
      names = fs2.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      this.problems.push({ displayPath: this.shown(dir), reason: describeFsError(error) });
      return;
    }
    for (const e of names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
      if (e.isDirectory() && isRegularFile(path2.join(dir, e.name, SKILL_FILE))) add(path2.join(dir, e.name));
    }
  }
  // ---- explicit files ----
  explicitFile(absolute, shown) {
    const host = this.hostOverride ?? dialectForPath(absolute);
    const skillDir = path2.basename(absolute) === SKILL_FILE ? path2.dirname(absolute) : host ? void 0 : enclosingSkill(absolute, this.cwd);
    if (this.extraHides(absolute, false)) {
      if (skillDir && path2.basename(absolute) === SKILL_FILE) this.hiddenSkills.push(this.shown(skillDir));
      else if (host) this.hiddenConfigs.push(shown);
      return;
    }
    const root = treeOf(path2.dirname(absolute));
    if (skillDir) this.addSkill({ dir: skillDir, displayDir: this.shown(skillDir), root }, realOr(skillDir), 0);
    else if (host || looksLikeJson(absolute)) this.addFile({ path: absolute, displayPath: shown, host, explicit: true, realPath: realOr(absolute), root }, 0);
    else this.skipped.push(shown);
  }
  /** Whether ignorePatterns hide this path (the folders above it included). */
  extraHides(absolute, isDir) {
    if (!this.extraMatcher || !this.extra) return false;
    const rel = relativeInside(this.extra.base, absolute);
    if (rel === void 0 || rel === "") return false;
    const parts = rel.split("/");
    let state = this.extraMatcher.initial();
    for (let i = 0; i < parts.length; i++) {
      const dir = i < parts.length - 1 || isDir;
      const r = this.extraMatcher.enter(state, parts[i], dir, i < parts.length - 1);
      if (r.verdict === true) return true;
      if (r.state) state = r.state;
    }
    return false;
  }
  // ---- folders ----
  walkInput(absolute) {
    const real = realOr(absolute);
    const top = findWorkTreeTop(real);
    let source;
    if (top) {
      let git = this.gitSources.get(top);
      if (!git) this.gitSources.set(top, git = new GitSource(top));
      if (git.ensure(relativeInside(top, real) ?? "")) source = git;
      else if (git.failure !== void 0) this.notes.push(`${this.shown(top)}: could not ask git which files belong to the repository (${safeLine(git.failure ?? "")}): walked the folder instead, reading .gitignore files only (not .git/info/exclude or core.excludesFile), so tracked files that .gitignore matches are not audited`);
    }
    source ??= new FsSource(top ?? real);
    const root = {
      lexical: absolute,
      real,
      parent: void 0,
      links: 0,
      scopes: source.kind === "fs" ? this.inheritedScopes(absolute) : [],
      extra: this.extraStateAt(absolute),
      hidden: this.extraHides(absolute, true),
      collectors: []
    };
    this.walk(root, source);
  }
  /** .gitignore files above the walk root still apply to it (up to the repository root). */
  inheritedScopes(root) {
    const chain = [];
    for (let dir = root; ; ) {
      const parent = path2.dirname(dir);
      if (fs2.existsSync(path2.join(dir, ".git")) || parent === dir) break;
      dir = parent;
      chain.unshift(dir);
    }
    const scopes = [];
    for (const d of chain) {
      const matcher = readGitignore(path2.join(d, ".gitignore"));
      if (matcher) scopes.push({ matcher, state: matcher.stateAt(path2.relative(d, root).split(path2.sep)) });
    }
    return scopes;
  }
  extraStateAt(absolute) {
    if (!this.extraMatcher || !this.extra) return void 0;
    const rel = relativeInside(this.extra.base, absolute);
    if (rel === void 0) return void 0;
    return this.extraMatcher.stateAt(rel === "" ? [] : rel.split("/"));
  }
  walk(start, source) {
    const stack = [start];
    while (stack.length > 0) {
      const folder = stack.pop();
      holdYoungGeneration();
      const listed = source.list(folder.real);
      if (!Array.isArray(listed)) {
        if (!folder.hidden) this.problems.push({ displayPath: this.shown(folder.lexical), reason: describeFsError(listed.error) });
        continue;
      }
      const entries = listed.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
      const folderName = path2.basename(folder.lexical);
      if (source.kind === "fs") {
        folder.facts = factsOfListing(entries);
        if (folderName === ".claude-plugin" && folder.parent?.facts) notePluginFolder(folder.parent.facts, entries);
      }
      if (source.kind === "fs" && folder !== start && entries.some((e) => e.name === ".git")) {
        if (!folder.hidden) this.walkInput(folder.lexical);
        continue;
      }
      let forSkills;
      const skillEntries = () => forSkills ??= packEntries(entries);
      for (const c of folder.collectors) c.entries.set(relativeInside(c.dir, folder.lexical) ?? "", skillEntries());
      let scopes = folder.scopes;
      if (source.kind === "fs" && entries.some((e) => e.name === ".gitignore" && e.type === "file")) {
        const matcher = readGitignore(path2.join(folder.real, ".gitignore"));
        if (matcher) scopes = [...scopes, { matcher, state: matcher.initial() }];
      }
      const subfolders = [];
      let collectors = folder.collectors;
      for (const entry of entries) {
        const found = this.entry(folder, folderName, source, scopes, entry);
        if (found?.skill) {
          found.skill.entries.set("", skillEntries());
          collectors = [...collectors, found.skill];
        }
        if (found?.folder) subfolders.push(found.folder);
      }
      for (const sub of subfolders) sub.collectors = collectors;
      subfolders.reverse();
      stack.push(...subfolders);
    }
  }
  /** One entry of a folder: a subfolder to enter, a config, a skill, a problem, or nothing. */
  entry(folder, folderName, source, scopes, entry) {
    const { name } = entry;
    const interesting = name === SKILL_FILE || isCandidate(name, folderName);
    if (!interesting && (entry.type === "file" || entry.type === "other")) return void 0;
    const full = childPath(folder.lexical, name);
    const realFull = childPath(folder.real, name);
    const type = entry.type === "unknown" || source.kind === "git" && interesting && entry.type === "file" ? lstatType(realFull) : entry.type;
    if (type === void 0) return void 0;
    let link;
    if (type === "symlink") link = resolveLink(realFull);
    const isDir = type === "dir" || type === "nested" || link !== void 0 && "isDir" in link && link.isDir;
    if (isDir && ALWAYS_SKIPPED.has(name)) return void 0;
    const childScopes = [];
    let ignoredByGit;
    for (const s of scopes) {
      const r = s.matcher.enter(s.state, name, type === "dir", type === "dir");
      if (r.verdict !== void 0) ignoredByGit = r.verdict;
      if (r.state) childScopes.push({ matcher: s.matcher, state: r.state });
    }
    if (ignoredByGit) return void 0;
    let extra;
    let hidden = folder.hidden;
    if (this.extraMatcher && folder.extra) {
      const r = this.extraMatcher.enter(folder.extra, name, isDir);
      if (r.verdict === true) hidden = true;
      extra = r.state;
    } else if (this.extraMatcher && this.extra && isDir && path2.resolve(full) === path2.resolve(this.extra.base)) {
      extra = this.extraMatcher.initial();
    }
    if (type === "nested") {
      if (!hidden) this.nested(full, realFull);
      return void 0;
    }
    if (isDir) {
      const sub = { lexical: full, parent: folder, scopes: childScopes, extra, hidden, collectors: [] };
      if (type === "dir") return { folder: { ...sub, real: realFull, links: folder.links } };
      if (hidden) return void 0;
      const target = link.real;
      const followed = this.followLink(folder, full, target, source);
      return followed ? { folder: { ...sub, real: target, links: folder.links + 1 } } : void 0;
    }
    if (!interesting) return void 0;
    const shown = this.shown(full);
    const realPath = link && "real" in link ? link.real : realFull;
    const problem = type === "file" ? void 0 : type === "other" ? "not a regular file or directory" : link && "error" in link ? link.error : this.fileLinkProblem(realPath, source.root);
    if (name === SKILL_FILE) {
      if (hidden) {
        if (!problem) this.hiddenSkills.push(this.shown(folder.lexical));
        return void 0;
      }
      if (problem) {
        this.problems.push({ displayPath: shown, reason: problem });
        return void 0;
      }
      const collector = source.kind === "fs" ? { dir: folder.lexical, entries: /* @__PURE__ */ new Map() } : void 0;
      const skill = { dir: folder.lexical, displayDir: this.shown(folder.lexical), root: source.root, realDir: folder.real, entries: collector ? fromMap(collector.entries) : gitEntries(source, folder.real) };
      this.addSkill(skill, folder.real, folder.links);
      keepFacts(folder);
      return collector ? { skill: collector } : void 0;
    }
    const host = dialectForPath(full);
    if (!host) return void 0;
    if (hidden) {
      if (!problem) this.hiddenConfigs.push(shown);
      return void 0;
    }
    if (problem) {
      this.problems.push({ displayPath: shown, reason: problem });
      return void 0;
    }
    this.addFile({ path: full, displayPath: shown, host: this.hostOverride ?? host, explicit: false, realPath, root: source.root }, folder.links);
    keepFacts(folder);
    return void 0;
  }
  /** Whether to enter a folder symlink: inside the tree, not a loop, within budget. A link out of the tree is a problem. */
  followLink(folder, full, target, source) {
    const rel = relativeInside(source.root, target);
    if (rel === void 0) {
      this.problems.push({ displayPath: this.shown(full), reason: "is a symbolic link to a folder outside the audited tree: not followed (audit that folder on its own if a host reads it)" });
      return false;
    }
    if (rel.split("/").some((s) => ALWAYS_SKIPPED.has(s))) return false;
    for (let f = folder; f; f = f.parent) if (f.real === target) return false;
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
  fileLinkProblem(real, root) {
    let stat;
    try {
      stat = fs2.statSync(real);
    } catch (error) {
      return describeFsError(error);
    }
    if (!stat.isFile()) return "not a regular file or directory";
    if (relativeInside(root, real) === void 0) return "is a symbolic link to a file outside the audited folder: not followed (name the target to audit it)";
    return void 0;
  }
  nested(full, real) {
    if (!fs2.existsSync(path2.join(real, ".git"))) return;
    this.walkInput(full);
  }
  addFile(file, links) {
    const key = `${file.realPath ?? file.path}\0${file.host?.id ?? ""}`;
    const known = this.fileIndex.get(key);
    if (known) {
      if (known.links > links) {
        this.files[known.at] = file;
        known.links = links;
      }
      return;
    }
    this.fileIndex.set(key, { at: this.files.length, links });
    this.files.push(file);
  }
  addSkill(skill, realDir, links) {
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
};
function keepFacts(folder) {
  for (let f = folder; f?.facts && keepListedFolder(f.lexical, f.facts); f = f.parent) ;
}
function childPath(dir, name) {
  if (path2.sep !== "/" || name === "" || name === "." || name === ".." || name.includes("/") || !dir.startsWith("/")) return path2.join(dir, name);
  return dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`;
}
function fromMap(map) {
  return (rel) => {
    const packed = map.get(rel);
    return packed === void 0 ? void 0 : unpackEntries(packed);
  };
}
function gitEntries(source, realDir) {
  return (rel) => {
    const listed = source.list(rel === "" ? realDir : path2.join(realDir, rel));
    if (!Array.isArray(listed)) return void 0;
    const out = [];
    for (const e of listed) {
      const type = e.type === "unknown" ? lstatType(path2.join(realDir, rel, e.name)) : e.type;
      if (type === void 0) continue;
      out.push(skillEntry({ name: e.name, type }));
    }
    return out;
  };
}
function lstatType(p) {
  try {
    const s = fs2.lstatSync(p);
    return s.isFile() ? "file" : s.isDirectory() ? "dir" : s.isSymbolicLink() ? "symlink" : "other";
  } catch {
    return void 0;
  }
}
function resolveLink(p) {
  let real;
  try {
    real = fs2.realpathSync(p);
  } catch (error) {
    return { error: describeFsError(error) };
  }
  try {
    return { real, isDir: fs2.statSync(real).isDirectory() };
  } catch (error) {
    return { error: describeFsError(error) };
  }
}
function treeOf(dir) {
  const real = realOr(dir);
  return findWorkTreeTop(real) ?? real;
}
function enclosingSkill(file, cwd) {
  for (let dir = path2.dirname(file); ; ) {
    try {
      if (fs2.statSync(path2.join(dir, SKILL_FILE)).isFile()) return dir;
    } catch {
    }
    const parent = path2.dirname(dir);
    if (parent === dir || fs2.existsSync(path2.join(dir, ".git")) || dir === cwd) return void 0;
    dir = parent;
  }
}
function readGitignore(file) {
  try {
    return IgnoreMatcher.parse(readRegularFile(file, { maxBytes: MAX_GITIGNORE_BYTES, followSymlink: true }).bytes.toString("utf8"));
  } catch (error) {
    if (error instanceof FileReadError) return void 0;
    throw error;
  }
}
function relativeInside(root, p) {
  const rel = relativePath(root, p);
  if (rel === "") return "";
  if (rel.startsWith("..") || path2.isAbsolute(rel)) return void 0;
  return rel.split(path2.sep).join("/");
}
function realOr(p) {
  try {
    return fs2.realpathSync(p);
  } catch {
    return p;
  }
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function safeLine(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
}
function resolveHost(file, text) {
  return file.host ?? guessHostFromText(text);
}
function isRegularFile(p) {
  try {
    return fs2.statSync(p).isFile();
  } catch {
    return false;
  }
}

export {
  IgnoreMatcher,
  discover,
  resolveHost
};
