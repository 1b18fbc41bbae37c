// Where a file stands in its repository: the root (nearest `.git`), paths from it, the lock's keys.
import path from "node:path";
import { existsIn } from "../core/listed-folders.js";
import { relativePath } from "../core/relative-path.js";
import type { HostDialect } from "../hosts/types.js";

/** Where to look for the project a config belongs to: `.vscode/mcp.json` belongs to the folder above `.vscode`. */
export function projectStart(filePath: string, host: HostDialect): string {
  const dir = path.dirname(filePath);
  return host.id === "vscode" || host.id === "cursor" ? path.dirname(dir) : dir;
}

/** Where mcp-audit.lock.json lives: the repository root of `cwd` (nearest `.git`), else `cwd`. */
export function lockRootFor(cwd: string): string {
  return repositoryRoot(cwd) ?? cwd;
}

/** A skill's key in the lock: its folder from the lock root, forward slashes, "." for the root itself. */
export function skillLockKey(lockRoot: string, skillDir: string): string {
  return relativePath(lockRoot, skillDir).split(path.sep).join("/") || ".";
}

const repositoryRoots = new Map<string, string | null>();

/** The nearest folder holding `.git` (cached per folder: big trees ask for the same parents often). */
function repositoryRoot(dir: string): string | null {
  const cached = repositoryRoots.get(dir);
  if (cached !== undefined) return cached;
  const parent = path.dirname(dir);
  const root = existsIn(dir, ".git") ? dir : parent === dir ? null : repositoryRoot(parent);
  repositoryRoots.set(dir, root);
  return root;
}

/** The file's path from the root of its repository, else its absolute path (forward slashes). */
export function repositoryPath(filePath: string): string {
  const root = repositoryRoot(path.dirname(filePath));
  return (root ? relativePath(root, filePath) : filePath).split(path.sep).join("/");
}
