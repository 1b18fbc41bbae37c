// The interface a registry plugs in through. npm is the only one today; PyPI and container
// registries cannot be reached from the machines this was built on, so their launches are reported
// as checked offline only. A new ecosystem is one module implementing `EcosystemPlugin`.
import os from "node:os";
import path from "node:path";
import type { Ecosystem } from "../launchers/index.js";
import type { NpmSettings } from "./npmrc.js";
import type { Advisory, Packument } from "../packages/types.js";

export interface EcosystemPlugin {
  readonly ecosystem: Ecosystem;
  /** The registry URL a package's metadata comes from (shown by its host, never with credentials). */
  registryFor(name: string): string;
  /** The package's metadata ("missing" when the registry says it does not exist); throws LookupError. */
  packument(name: string, times: boolean): Promise<Packument | "missing">;
  /** Advisories affecting the given versions, by package name; throws LookupError. */
  advisories?(registry: string, request: Record<string, string[]>): Promise<Record<string, Advisory[]>>;
  /** One-line notices about the plug-in's configuration (a project .npmrc that was not used). */
  notices?(): readonly string[];
  /** How many answers came from the network and from the cache so far. */
  stats?(): { networkRequests: number; cachedAnswers: number };
}

/** A lookup that failed, with a reason a user can act on (never containing credentials). */
export class LookupError extends Error {
  /** The registry itself is out of reach: further lookups there are skipped. */
  readonly unreachable: boolean;
  constructor(reason: string, options: { unreachable?: boolean } = {}) {
    super(reason);
    this.name = "LookupError";
    this.unreachable = options.unreachable ?? false;
  }
}

export interface PluginSettings {
  cwd: string;
  env: NodeJS.ProcessEnv;
  cacheDir: string;
  /** Per request (npm's `fetch-timeout` otherwise, else 10 s). */
  timeoutMs?: number;
  concurrency: number;
  /** Largest answer accepted for one document. */
  maxBytes: number;
  /** Overrides npm's `fetch-retry-*` settings (tests use short waits). */
  retry?: { retries?: number; factor?: number; minTimeout?: number; maxTimeout?: number };
  advisoryTtlMs: number;
  now: () => number;
  userAgent: string;
  /** Let the project's .npmrc choose the registry, credentials, proxy and CA (see loadNpmSettings). */
  trustProjectNpmrc?: boolean;
  /** Already loaded npm settings (else read from cwd and env). */
  npm?: NpmSettings;
}

/**
 * Where lookups are cached: `--cache-dir`, else `$MCP_AUDIT_CACHE_DIR`, else `$XDG_CACHE_HOME/mcp-audit`,
 * else `~/.cache/mcp-audit` (`%LOCALAPPDATA%\mcp-audit\Cache` on Windows).
 */
export function resolveCacheDir(flag: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  if (flag) return path.resolve(cwd, flag);
  if (env.MCP_AUDIT_CACHE_DIR) return path.resolve(cwd, env.MCP_AUDIT_CACHE_DIR);
  if (env.XDG_CACHE_HOME) return path.join(env.XDG_CACHE_HOME, "mcp-audit");
  if (process.platform === "win32" && env.LOCALAPPDATA) return path.join(env.LOCALAPPDATA, "mcp-audit", "Cache");
  return path.join(env.HOME || os.homedir(), ".cache", "mcp-audit");
}
