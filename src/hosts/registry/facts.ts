// What the repository around a server.json says about the same server: its own package manifests
// (package.json, pyproject.toml beside the server.json) and the packages its MCP configs launch.
// Gathered by the audit before the rules run (src/audit/registry-facts.ts); rules read it.
import type { Ecosystem } from "../../launchers/index.js";

export interface PublishedManifest {
  /** The manifest's path as shown (`package.json`, `pkg/pyproject.toml`). */
  file: string;
  kind: "package.json" | "pyproject.toml";
  name?: string;
  version?: string;
  /** package.json `mcpName`: the registry name npm packages prove ownership with. */
  mcpName?: string;
}

export interface RepositoryLaunch {
  /** The config's path as shown. */
  file: string;
  server: string;
  ecosystem: Ecosystem;
  name: string;
  /** The exact version (or image tag) written, when there is one. */
  version: string | undefined;
}

export interface RepositoryFacts {
  manifests: PublishedManifest[];
  launches: RepositoryLaunch[];
}
