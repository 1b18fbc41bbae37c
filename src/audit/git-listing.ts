// Inside a git work tree, git says what belongs to the repository: every tracked file (whatever
// .gitignore says: a secret committed with `git add -f` is audited) and every untracked file git does
// not ignore (.gitignore files at every level, negations, .git/info/exclude, core.excludesFile, exactly
// as git applies them). mcp-audit asks `git ls-files` rather than re-implementing those rules.
//
// Running git on a tree must not run what the tree controls. A downloaded archive can carry a .git
// folder whose config names programs (core.fsmonitor runs one on every status-like command; a pager
// runs on a terminal) or redirects the work tree (core.worktree), or a `.git` file pointing at a git
// folder planted inside the tree. So: fsmonitor, untracked cache and hooks are switched off on the
// command line, the work tree is given explicitly, no GIT_* variable of the caller reaches git, git
// may not climb above the folder holding `.git`, a `.git` file or link that leads back inside the tree
// is not trusted, output never goes to a terminal (no pager), and the call has a time limit. A
// repository git refuses (dubious ownership), a missing git, or any failure: the caller walks instead.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FileReadError, readRegularFile } from "../core/safe-read.js";

/** What the index says an entry is; "unknown" for untracked files (git does not say). */
export type GitEntryType = "file" | "symlink" | "gitlink" | "unknown";

export interface GitEntry {
  /** From the top of the work tree, forward slashes. */
  path: string;
  type: GitEntryType;
}

export type GitListing =
  | { kind: "listed"; top: string; entries: GitEntry[]; nested: string[] }
  | { kind: "not-git" }
  | { kind: "refused"; top: string; reason: string };

const TIME_LIMIT_MS = 60_000;
const MAX_OUTPUT = 512 * 1024 * 1024;

/** The folder holding `.git` at or above `dir` (lexically: no git process), or undefined. */
export function findWorkTreeTop(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; ) {
    try {
      fs.lstatSync(path.join(d, ".git"));
      return d;
    } catch {
      // not here
    }
    const parent = path.dirname(d);
    if (parent === d) return undefined;
    d = parent;
  }
}

/**
 * The files of the work tree under `prefix` (from its top; "" for all), as git lists them. Untracked
 * nested repositories (and submodules) are returned in `nested`: git does not look inside them.
 */
export function gitListing(top: string, prefix = ""): GitListing {
  const trust = trustGitDir(top);
  if (trust) return { kind: "refused", top, reason: trust };
  const pathspec = prefix === "" ? [] : ["--", prefix];
  const cached = runGit(top, ["ls-files", "-z", "--stage", "--cached", ...pathspec]);
  // A `.git` that git does not take for a repository (an empty folder marking a project root): no repository.
  if (!cached.ok) return cached.notRepository ? { kind: "not-git" } : { kind: "refused", top, reason: cached.reason };
  const others = runGit(top, ["ls-files", "-z", "--others", "--exclude-standard", ...pathspec]);
  if (!others.ok) return { kind: "refused", top, reason: others.reason };
  const entries: GitEntry[] = [];
  const nested: string[] = [];
  const seen = new Set<string>();
  for (const record of cached.out.split("\0")) {
    // `<mode> <object> <stage>\t<path>`; a conflict lists a path once per stage.
    const tab = record.indexOf("\t");
    if (tab === -1) continue;
    const mode = record.slice(0, record.indexOf(" "));
    const p = record.slice(tab + 1);
    if (seen.has(p)) continue;
    seen.add(p);
    const type: GitEntryType = mode === "120000" ? "symlink" : mode === "160000" ? "gitlink" : "file";
    if (type === "gitlink") nested.push(p);
    else entries.push({ path: p, type });
  }
  for (const p of others.out.split("\0")) {
    if (p === "" || seen.has(p)) continue;
    seen.add(p);
    // An untracked folder git lists whole is a repository of its own.
    if (p.endsWith("/")) nested.push(p.slice(0, -1));
    else entries.push({ path: p, type: "unknown" });
  }
  return { kind: "listed", top, entries, nested };
}

/** Why the git folder of `top` is not trusted, or undefined when it is `top/.git` or lies outside the tree. */
function trustGitDir(top: string): string | undefined {
  const dotGit = path.join(top, ".git");
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(dotGit);
  } catch {
    return "it has no .git";
  }
  if (stat.isDirectory()) return undefined;
  let gitDir: string;
  if (stat.isSymbolicLink()) {
    try {
      gitDir = fs.realpathSync(dotGit);
    } catch {
      return ".git is a broken symbolic link";
    }
  } else if (stat.isFile()) {
    let text: string;
    try {
      text = readRegularFile(dotGit, { maxBytes: 4096, knownRegular: true }).bytes.toString("utf8");
    } catch (error) {
      return `its .git file cannot be read (${error instanceof FileReadError ? error.reason : "error"})`;
    }
    const m = /^gitdir: ?(.+?)\r?$/m.exec(text);
    if (!m) return "its .git file names no git folder";
    try {
      gitDir = fs.realpathSync(path.resolve(top, m[1]!));
    } catch {
      return "its .git file names a git folder that does not exist";
    }
  } else return ".git is not a folder, a file or a link";
  let realTop: string;
  try {
    realTop = fs.realpathSync(top);
  } catch {
    realTop = top;
  }
  const rel = path.relative(realTop, gitDir);
  // A worktree's or a submodule's git folder lives elsewhere; one planted in the tree itself is the tree's say.
  if (rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel))) return "its .git leads to a git folder inside the tree itself, which the tree could have planted";
  return undefined;
}

/** A child environment without the caller's GIT_* variables (no GIT_DIR, GIT_WORK_TREE, GIT_CONFIG_* …). */
function gitEnvironment(top: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("GIT_") && v !== undefined) env[k] = v;
  env.GIT_CEILING_DIRECTORIES = path.dirname(top);
  env.GIT_OPTIONAL_LOCKS = "0";
  env.GIT_TERMINAL_PROMPT = "0";
  env.LC_ALL = "C";
  return env;
}

function runGit(top: string, args: string[]): { ok: true; out: string } | { ok: false; reason: string; notRepository?: boolean } {
  // Required on first use: a run over files named on the command line asks git nothing.
  const { spawnSync } = createRequire(import.meta.url)("node:child_process") as typeof import("node:child_process");
  const r = spawnSync(
    "git",
    [
      "--no-pager",
      "--literal-pathspecs",
      "-c", "core.fsmonitor=false",
      "-c", "core.untrackedCache=false",
      "-c", "core.hooksPath=/dev/null",
      "-c", "core.quotePath=false",
      "--work-tree", top,
      ...args,
    ],
    { cwd: top, env: gitEnvironment(top), encoding: "utf8", timeout: TIME_LIMIT_MS, killSignal: "SIGKILL", maxBuffer: MAX_OUTPUT, stdio: ["ignore", "pipe", "pipe"] },
  );
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { ok: false, reason: "git is not installed" };
    if (code === "ETIMEDOUT") return { ok: false, reason: `git did not answer within ${TIME_LIMIT_MS / 1000} s` };
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
