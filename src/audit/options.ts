// What an audit run is asked to do, shared by the sync run and the async phases before it.
import type { HostDialect } from "../hosts/index.js";
import type { DiscoveryResult } from "./discovery.js";
import type { ProjectConfig } from "../core/config.js";
import type { FixSafety, RuleSetting } from "../core/types.js";
import type { McpRule, SkillRule } from "../rules/types.js";
import type { PackageInventory } from "../lock/packages.js";
import type { LiveView } from "../lock/servers.js";
import type { PackageQuery, RegistryMode, RegistryView } from "../packages/types.js";
import type { EcosystemPlugin, PluginSettings } from "../registry/plugin.js";
import type { PrefetchOutcome } from "../registry/prefetch.js";
import { lockRootFor } from "../project/repository.js";

/** A file audited as named, with its dialect (`--user`): no discovery, no project, no audit lock. */
export interface AuditTarget {
  path: string;
  displayPath: string;
  host: HostDialect;
  /** Stable across machines (`~/.claude.json`): the file part of fingerprints. */
  identityPath: string;
}

export interface AuditOptions {
  cwd: string;
  paths: readonly string[];
  /** Audit exactly these files instead of discovering `paths` (user-level configs, outside any project). */
  files?: readonly AuditTarget[];
  hostOverride?: HostDialect;
  /** Apply fixes up to this safety and write the files. */
  fix?: FixSafety;
  /** With `fix`: write nothing, keep each fixed text in the result's `previews` (`--diff`, `--fix-dry-run`). */
  fixPreview?: boolean;
  rules?: readonly McpRule[];
  skillRules?: readonly SkillRule[];
  settings?: ReadonlyMap<string, Partial<RuleSetting>>;
  /** Front-matter key profile for skills (default: every documented key of the major hosts). */
  skillProfile?: string;
  /** Where mcp-audit.lock.json lives (default: the repository root of `cwd`, else `cwd`). */
  lockRoot?: string;
  /** The project configuration (ignore patterns, trusted servers and packages). */
  config?: ProjectConfig;
  /** Registry facts from `prefetchAudit` (the async step before this sync run), when a registry was involved. */
  prefetched?: PrefetchedFacts;
  /** What to audit, already discovered (`prepareAudit`): the run does not walk again. */
  discovered?: DiscoveryResult;
  /** Give each file's report its text (`FileReport.source`), for code frames: only for a streaming run, whose reports are not kept. */
  withSources?: boolean;
}

/** The lock root of an audit: as given, else none that applies to user-level files (`cwd`), else `lockRootFor(cwd)`. */
export function auditLockRoot(options: Pick<AuditOptions, "lockRoot" | "files" | "cwd">): string {
  return options.lockRoot ?? (options.files ? options.cwd : lockRootFor(options.cwd));
}

export interface NetworkOptions {
  /** online: --online; fixes: the default (look up only what a fix needs, when fixing); offline: --offline. */
  mode: RegistryMode;
  env: NodeJS.ProcessEnv;
  /** Per request, in ms (--registry-timeout; default npm's fetch-timeout, else 10 s). */
  timeoutMs?: number;
  /** --cache-dir (default $MCP_AUDIT_CACHE_DIR, else ~/.cache/mcp-audit). */
  cacheDir?: string;
  concurrency?: number;
  /** The time young-release compares with (default: now). */
  now?: Date;
  /**
   * Let the project's .npmrc choose the registry, scopes, credentials, proxy and CA (--trust-project-npmrc;
   * also MCP_AUDIT_TRUST_PROJECT_NPMRC=1). Off by default: the audited repository must not steer the network.
   */
  trustProjectNpmrc?: boolean;
  /** Also list every package the configs launch, with resolved versions (for `mcp-audit approve`). */
  inventory?: boolean;
  /** Tests and the bench: registry plug-ins, retry waits, the largest answer accepted. */
  plugins?: readonly EcosystemPlugin[];
  retry?: PluginSettings["retry"];
  maxBytes?: number;
}

/** What the prefetch step hands to runAudit (`AuditOptions.prefetched`). */
export interface PrefetchedFacts {
  /** Undefined when no registry was involved (the default run, without --fix). */
  registry: RegistryView | undefined;
  /** Unreachable registries, failed lookups, ecosystems checked offline only. */
  warnings: string[];
  inventory?: PackageInventory;
  stats?: PrefetchOutcome["stats"];
  /** What --live learned from the servers (see src/live), keyed `<config>#<server>`. */
  live?: LiveView;
}
