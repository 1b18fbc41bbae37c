// What the project itself already installs: the offline source of exact versions for pins.
// Filled in by the project lockfile readers (package-lock.json, pnpm-lock.yaml, yarn.lock, node_modules, package.json).

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
}

export const NO_PROJECT: ProjectFacts = { root: undefined, npmVersion: () => undefined };
