// What the project itself already installs: the offline source of exact versions for pins.
// Read from package-lock.json / npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, node_modules and
// package.json, in that order; lazily (a file is read the first time a version is asked), cached per
// root, never executing anything, and never throwing on a corrupt file (it becomes a `problem`).
import fs from "node:fs";
import path from "node:path";
import { existsIn, listedExists } from "../core/listed-folders.js";
import { exactVersion, LockfileError, readManifest, readNpmLock, readPnpmLock, readYarnLock, type PackageManifest, type VersionLookup } from "./lockfiles.js";
import { findProjectRoot, LOCKFILES, lockfileCandidates, type LockfileName, type ProjectLocation } from "./root.js";

export interface ProjectVersion {
  version: string;
  /** The file the version was read from, relative to the project root (e.g. `package-lock.json`). */
  source: string;
}

export interface ProjectFacts {
  /** The directory the facts were read from, undefined when no project was found. */
  root: string | undefined;
  /** The exact version of an npm package the project installs, if any local source says so. */
  npmVersion(name: string): ProjectVersion | undefined;
  /**
   * Files that could not be read or parsed (`<path>: <reason>`), for the CLI to warn about. Filled
   * as files are read, so it is complete only after the rules have asked their questions.
   */
  problems?: string[];
}

export const NO_PROJECT: ProjectFacts = { root: undefined, npmVersion: () => undefined };

/** Lockfiles can be large (tens of MB in big monorepos); beyond this we do not read them. */
const MAX_PROJECT_FILE_BYTES = 64 * 1024 * 1024;

/** npm package names (https://github.com/npm/validate-npm-package-name): also keeps `..` out of paths. */
const NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;

const READERS: Record<LockfileName, (text: string) => VersionLookup> = {
  "npm-shrinkwrap.json": readNpmLock,
  "package-lock.json": readNpmLock,
  "pnpm-lock.yaml": readPnpmLock,
  "yarn.lock": readYarnLock,
};

const factsByRoot = new Map<string, ProjectFacts>();

/**
 * The lockfiles each directory holds, asked once: the projects of a monorepo share their ancestors,
 * and each project's search for its lockfile climbs through them (1,000 packages asked the same
 * few folders 24,000 times). Same lifetime as the facts themselves (a project's lockfile folder is
 * decided once per facts too): cleared with them.
 */
const lockfilesByDir = new Map<string, readonly LockfileName[]>();

function lockfilesIn(dir: string): readonly LockfileName[] {
  let present = lockfilesByDir.get(dir);
  if (present === undefined) {
    present = LOCKFILES.filter((f) => existsIn(dir, f));
    lockfilesByDir.set(dir, present);
  }
  return present;
}

/**
 * The facts of the project a config belongs to. `startDir` is the config's directory (for
 * `.vscode/mcp.json`, the folder above `.vscode`); the root is the nearest ancestor holding a
 * package.json or a lockfile, without climbing past `stopDir` or a directory with `.git`.
 */
export function loadProjectFacts(startDir: string, stopDir?: string): ProjectFacts {
  const location = findProjectRoot(startDir, stopDir);
  if (!location) return NO_PROJECT;
  const key = `${location.root}\0${location.boundary ?? ""}`;
  let facts = factsByRoot.get(key);
  if (!facts) {
    facts = createFacts(location);
    factsByRoot.set(key, facts);
  }
  return facts;
}

/** Forget every cached project (tests; long-lived processes after an install). */
export function clearProjectFactsCache(): void {
  factsByRoot.clear();
  lockfilesByDir.clear();
}

interface Cached<T> {
  signature: string;
  value: T | undefined;
}

function createFacts(location: ProjectLocation): ProjectFacts {
  const { root } = location;
  const problems: string[] = [];
  const files = new Map<string, Cached<unknown>>();

  /** Read and parse a file once per version of it on disk (size + mtime); undefined when absent or broken. */
  function load<T>(file: string, parse: (text: string) => T): T | undefined {
    // The walk's listing may already say it is absent (the usual answer): no stat then.
    if (listedExists(path.dirname(file), path.basename(file)) === false) return undefined;
    let stat: fs.Stats | undefined;
    try {
      // An absent file (the usual answer) is undefined, not an exception with a stack trace.
      stat = fs.statSync(file, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
    if (!stat?.isFile()) return undefined;
    const signature = `${stat.size}:${stat.mtimeMs}`;
    const cached = files.get(file);
    if (cached?.signature === signature) return cached.value as T | undefined;
    let value: T | undefined;
    try {
      if (stat.size > MAX_PROJECT_FILE_BYTES) throw new LockfileError(`larger than ${MAX_PROJECT_FILE_BYTES / 1024 / 1024} MB`);
      value = parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      const reason = error instanceof LockfileError ? error.message : `could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
      const problem = `${file}: ${reason}; the versions it holds are ignored`;
      if (!problems.includes(problem)) problems.push(problem);
    }
    files.set(file, { signature, value });
    return value;
  }

  const manifestAt = (dir: string) => load<PackageManifest>(path.join(dir, "package.json"), readManifest);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

  // The lockfile directory: the root's own, else a monorepo root's whose lockfile lists this workspace.
  let lockDir: { dir: string; importer: string } | null | undefined;
  function findLockDir(): { dir: string; importer: string } | null {
    for (const dir of lockfileCandidates(location)) {
      const present = lockfilesIn(dir);
      if (present.length === 0) continue;
      const importer = path.relative(dir, root).split(path.sep).join("/");
      if (importer === "") return { dir, importer };
      const covers = present.some((f) => {
        const lookup = load(path.join(dir, f), READERS[f]);
        return lookup?.hasImporter(importer) === true || (f === "yarn.lock" && manifestAt(dir)?.workspaces === true);
      });
      // A lockfile further up that does not know this package belongs to another project.
      return covers ? { dir, importer } : null;
    }
    return null;
  }

  function npmVersion(name: string): ProjectVersion | undefined {
    if (!NPM_NAME.test(name)) return undefined;
    const declared = manifestAt(root)?.declared.get(name);
    lockDir ??= findLockDir();
    if (lockDir) {
      for (const lockfile of LOCKFILES) {
        const file = path.join(lockDir.dir, lockfile);
        const version = load(file, READERS[lockfile])?.versionOf(name, { importer: lockDir.importer, declared });
        if (version) return { version, source: relative(file) };
      }
    }
    const moduleDirs = lockDir && lockDir.dir !== root ? [root, lockDir.dir] : [root];
    for (const dir of moduleDirs) {
      const file = path.join(dir, "node_modules", ...name.split("/"), "package.json");
      const installed = load(file, readManifest);
      if (installed && installed.name === name && installed.version) return { version: installed.version, source: relative(file) };
    }
    const exact = exactVersion(declared);
    return exact ? { version: exact, source: "package.json" } : undefined;
  }

  return { root, npmVersion, problems };
}
