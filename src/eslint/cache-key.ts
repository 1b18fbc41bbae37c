// `eslint --cache` keeps a file's result while the file and its config are unchanged. mcp-audit's
// findings also depend on other files: the project config (allow-lists, severities), the audit lock
// (lock-drift, skill-unaudited-file), the lockfiles and manifests a config's project pins versions in
// (unpinned-package's suggestion), and a skill's other files (skill-broken-reference,
// skill-guard-invocation, …). ESLint has no way to declare such inputs per file, but it hashes each
// file's whole config into its cache key: the configs that own these files carry a setting whose JSON
// form is a digest of all those inputs, so a change to any of them invalidates mcp-audit's cached
// results (and only theirs). The digest is computed when ESLint serialises the config, which it does
// only for --cache (and --print-config): an uncached run never pays for it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { discover } from "../audit/discovery.js";
import { CONFIG_FILE_NAME } from "../core/config.js";
import { LOCK_FILE_NAME } from "../lock/index.js";
import { projectStart, lockRootFor } from "../project/repository.js";
import { findProjectRoot, lockfileCandidates, LOCKFILES } from "../project/root.js";

/** Skill folders hold at most 512 files (SEP-2640's limit); more are not hashed one by one. */
const MAX_SKILL_FILES = 512;

/** A value for `settings`: it serialises as the digest of the inputs of the project at `cwd()`. */
export function inputsDigestSetting(cwd: () => string): { toJSON(): string } {
  return { toJSON: () => inputsDigest(cwd()) };
}

export function inputsDigest(cwd: string): string {
  const hash = createHash("sha256");
  const seen = new Set<string>();
  const add = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    let content: Buffer | string;
    try {
      content = fs.statSync(file).isFile() ? fs.readFileSync(file) : "(not a file)";
    } catch {
      content = "(absent)";
    }
    hash.update(`${file}\0${createHash("sha256").update(content).digest("hex")}\n`);
  };
  for (let dir = cwd; ; ) {
    add(path.join(dir, CONFIG_FILE_NAME));
    add(path.join(dir, "package.json"));
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) break;
    dir = parent;
  }
  add(path.join(lockRootFor(cwd), LOCK_FILE_NAME));
  const found = discover(["."], cwd);
  for (const file of found.files) {
    if (!file.host) continue;
    const location = findProjectRoot(projectStart(file.path, file.host));
    if (!location) continue;
    add(path.join(location.root, "package.json"));
    for (const dir of lockfileCandidates(location)) for (const lockfile of LOCKFILES) add(path.join(dir, lockfile));
  }
  for (const skill of found.skills) {
    const files = listFiles(skill.dir);
    hash.update(`skill ${skill.dir} ${files.length}\n`);
    for (const file of files.slice(0, MAX_SKILL_FILES)) add(file);
  }
  return hash.digest("hex");
}

/** A skill folder's files, sorted, without following links (as the skill model reads them). */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0 && out.length <= MAX_SKILL_FILES) {
    const current = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== ".git") stack.push(full);
      } else {
        out.push(full);
      }
    }
  }
  return out.sort();
}
