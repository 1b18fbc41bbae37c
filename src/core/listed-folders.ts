// What the discovery walk saw of a few names in the folders it listed from disk, so the probes made
// later in the same run ("is there a .git here?", "a package.json?", "a plugin manifest?") are answered
// from the listing instead of one access()/stat() per folder and name (20,000 failing calls on a tree
// of 5,000 skills).
//
// Only folders above something the walk found (a config, a skill) are kept: every probe climbs from
// one of those, and noise folders cost nothing. A listing answers only what it saw for sure: a name
// listed as a symlink (where existsSync follows the link) and a folder not listed (ignored, above the
// walk, listed by git, which omits untracked files) leave the answer to the kernel.
//
// Module state, like the project caches beside it (project/versions.ts, project/repository.ts): an
// audit does not write the tree while it runs. discover() starts a fresh record each time.
import fs from "node:fs";
import path from "node:path";

/** The names a probe asks about, each with its bit (present, not a link) and its bit << 1 (a symlink). */
const NAMES = new Map<string, number>([
  [".git", 1 << 0],
  ["package.json", 1 << 2],
  ["npm-shrinkwrap.json", 1 << 4],
  ["package-lock.json", 1 << 6],
  ["pnpm-lock.yaml", 1 << 8],
  ["yarn.lock", 1 << 10],
  [".claude-plugin", 1 << 12],
]);
/** `.claude-plugin/plugin.json`: present (not a link), a link, and whether `.claude-plugin` was listed at all. */
const MANIFEST = 1 << 14;
const MANIFEST_LINK = 1 << 15;
const MANIFEST_KNOWN = 1 << 16;
const PLUGIN_DIR = NAMES.get(".claude-plugin")!;
/** `.claude-plugin` listed as a plain folder (not a link, not a file). */
const PLUGIN_IS_DIR = 1 << 17;

export const PLUGIN_MANIFEST_PATH = ".claude-plugin/plugin.json";

/** What one listed folder holds of NAMES; mutable while the walk runs (a `.claude-plugin` is listed after its parent). */
export interface FolderFacts {
  bits: number;
}

export type ListedType = "file" | "dir" | "symlink" | "other";

let known = new Map<string, FolderFacts>();

/** Forget every listing (discover() calls this when it starts). */
export function forgetListedFolders(): void {
  known = new Map();
}

/** The facts of one listing: one Map lookup per entry. */
export function factsOfListing(entries: readonly { name: string; type: string }[]): FolderFacts {
  let bits = 0;
  for (const e of entries) {
    const bit = NAMES.get(e.name);
    if (bit === undefined) continue;
    bits |= e.type === "symlink" ? bit << 1 : bit;
    if (bit === PLUGIN_DIR && e.type === "dir") bits |= PLUGIN_IS_DIR;
  }
  return { bits };
}

/** A listed `.claude-plugin` folder: what its parent holds at `.claude-plugin/plugin.json`. */
export function notePluginFolder(parent: FolderFacts, entries: readonly { name: string; type: string }[]): void {
  let bits = MANIFEST_KNOWN;
  for (const e of entries) if (e.name === "plugin.json") bits |= e.type === "symlink" ? MANIFEST_LINK : MANIFEST;
  parent.bits |= bits;
}

/** Keep a listed folder's facts (the walk calls this for the folders above what it found). False when already kept. */
export function keepListedFolder(dir: string, facts: FolderFacts): boolean {
  if (known.has(dir)) return false;
  known.set(dir, facts);
  return true;
}

/**
 * Whether `dir/name` exists (as fs.existsSync answers, links followed) when the walk's listing of
 * `dir` tells for sure; undefined when only the kernel can tell.
 */
export function listedExists(dir: string, name: string): boolean | undefined {
  const facts = known.get(dir);
  if (facts === undefined) return undefined;
  const { bits } = facts;
  if (name === PLUGIN_MANIFEST_PATH) {
    if ((bits & (PLUGIN_DIR | (PLUGIN_DIR << 1))) === 0) return false;
    if ((bits & PLUGIN_DIR << 1) !== 0) return undefined; // `.claude-plugin` is a link
    if ((bits & PLUGIN_IS_DIR) === 0) return false; // a file or a special file: nothing inside it
    if ((bits & MANIFEST_KNOWN) === 0) return undefined; // the folder was not listed
    if ((bits & MANIFEST_LINK) !== 0) return undefined;
    return (bits & MANIFEST) !== 0;
  }
  const bit = NAMES.get(name);
  if (bit === undefined || (bits & bit << 1) !== 0) return undefined;
  return (bits & bit) !== 0;
}

/** fs.existsSync(path.join(dir, name)), answered from the walk's listing when it can. */
export function existsIn(dir: string, name: string): boolean {
  return listedExists(dir, name) ?? fs.existsSync(path.join(dir, name));
}
