// Which directory is "the project" of a config file, and where its lockfile lives.
import fs from "node:fs";
import path from "node:path";
import { listedExists } from "../core/listed-folders.js";

/** Lockfiles in the order their answers are trusted (npm reads a shrinkwrap before a package lock). */
export const LOCKFILES = ["npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock"] as const;
export type LockfileName = (typeof LOCKFILES)[number];

export interface ProjectLocation {
  /** The nearest directory that holds a package.json or a lockfile. */
  root: string;
  /** The directory at which the search stops (the repository root, or the caller's stopDir). */
  boundary: string | undefined;
}

function exists(dir: string, name: string): boolean {
  const listed = listedExists(dir, name);
  if (listed !== undefined) return listed;
  const file = path.join(dir, name);
  try {
    // Most probes miss: an absent file answers undefined instead of an exception (and its stack trace).
    return fs.statSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

function isBoundary(dir: string, stopDir: string | undefined): boolean {
  return dir === stopDir || exists(dir, ".git");
}

/**
 * The nearest ancestor of `startDir` (itself included) holding `package.json` or a lockfile,
 * without climbing past `stopDir` or a directory that holds `.git` (the repository root).
 */
export function findProjectRoot(startDir: string, stopDir?: string): ProjectLocation | undefined {
  const stop = stopDir === undefined ? undefined : path.resolve(stopDir);
  let dir = path.resolve(startDir);
  for (;;) {
    if (exists(dir, "package.json") || LOCKFILES.some((f) => exists(dir, f))) {
      return { root: dir, boundary: findBoundary(dir, stop) };
    }
    if (isBoundary(dir, stop)) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function findBoundary(from: string, stop: string | undefined): string | undefined {
  let dir = from;
  for (;;) {
    if (isBoundary(dir, stop)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The directories that may hold the project's lockfile: the root, then (for a workspace package
 * whose lockfile sits at the monorepo root) its ancestors up to the boundary.
 */
export function lockfileCandidates(location: ProjectLocation): string[] {
  const dirs: string[] = [];
  let dir = location.root;
  for (;;) {
    dirs.push(dir);
    if (dir === location.boundary) return dirs;
    const parent = path.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}
