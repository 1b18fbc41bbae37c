// Before an audit that may use a registry: read every config, ask each rule what it will read from a
// registry, and fetch it all at once (de-duplicated across files, concurrently, cached). The audit
// then runs sync, the rules reading the frozen view. Imported lazily: an offline run never loads it.
import fs from "node:fs";
import path from "node:path";
import { auditLockRoot, type AuditOptions, type NetworkOptions, type PrefetchedFacts } from "./options.js";
import type { PrefetchOutcome } from "../registry/prefetch.js";
import { projectStart, repositoryPath } from "../project/repository.js";
import { discover, resolveHost, type DiscoveredFile } from "./discovery.js";
import { parseDocument } from "../hosts/formats/index.js";
import { dialectForPath } from "../hosts/index.js";
import { buildModel } from "../hosts/model.js";
import { readSourceFile } from "../core/safe-read.js";
import type { McpPrefetchContext } from "../rules/types.js";
import { readLock, type AuditLock } from "../lock/index.js";
import { inventoryOf, registryPackages, type PackageInventory } from "../lock/packages.js";
import { loadProjectFacts } from "../project/versions.js";
import { MCP_RULES } from "../rules/registry/mcp-rules.js";
import type { PackageQuery, RegistryMode, RegistryView } from "../packages/types.js";
import { createRegistryView, offlineRegistry } from "../packages/view.js";


export interface ReadConfig {
  lockKey: string;
  context: Omit<McpPrefetchContext, "mode" | "options">;
}

export async function prefetchForAudit(options: AuditOptions, network: NetworkOptions): Promise<PrefetchedFacts> {
  const now = network.now ?? new Date();
  const lookups = network.mode === "online" || (network.mode === "fixes" && options.fix !== undefined);
  if (!lookups && !network.inventory) return { registry: network.mode === "offline" ? offlineRegistry(now) : undefined, warnings: [] };

  const configs = readConfigs(options);
  const queries: PackageQuery[] = [];
  if (lookups) {
    const mode = network.mode as "online" | "fixes";
    for (const rule of options.rules ?? MCP_RULES) {
      const setting = options.settings?.get(rule.meta.id);
      if (!rule.prefetch || setting?.severity === "off" || (mode === "fixes" && rule.meta.network)) continue;
      for (const config of configs) queries.push(...rule.prefetch({ ...config.context, options: setting?.options ?? {}, mode }));
    }
  }

  // Online, every launch is accounted for: ecosystems with no registry plug-in yet are noted as checked offline only.
  if (network.mode === "online") {
    for (const config of configs) for (const server of config.context.model.servers) for (const pkg of registryPackages(server)) if (pkg.ecosystem !== "npm") queries.push({ ecosystem: pkg.ecosystem, name: pkg.name });
  }

  let registry: RegistryView | undefined;
  let warnings: string[] = [];
  let stats: PrefetchOutcome["stats"] | undefined;
  if (queries.length > 0) {
    const { prefetchRegistry } = await import("../registry/prefetch.js");
    const outcome = await prefetchRegistry(queries, {
      mode: network.mode as "online" | "fixes",
      cwd: options.cwd,
      env: network.env,
      now,
      ...(network.cacheDir !== undefined ? { cacheDir: network.cacheDir } : {}),
      ...(network.timeoutMs !== undefined ? { timeoutMs: network.timeoutMs } : {}),
      ...(network.concurrency !== undefined ? { concurrency: network.concurrency } : {}),
      ...(network.plugins ? { plugins: network.plugins } : {}),
      ...(network.retry ? { retry: network.retry } : {}),
      ...(network.maxBytes !== undefined ? { maxBytes: network.maxBytes } : {}),
      ...(network.trustProjectNpmrc ? { trustProjectNpmrc: true } : {}),
    });
    ({ view: registry, warnings, stats } = outcome);
  } else if (network.mode !== "fixes") {
    registry = network.mode === "offline" ? offlineRegistry(now) : createRegistryView({ mode: "online", now });
  }
  const facts: PrefetchedFacts = { registry, warnings };
  if (stats) facts.stats = stats;
  if (network.inventory || network.mode === "online") {
    facts.inventory = { configs: configs.map((c) => c.lockKey), launches: configs.flatMap((c) => inventoryOf(c.lockKey, c.context.model, registry)) };
  }
  return facts;
}

/** Every config the audit will read, parsed; files that cannot be read are left to runAudit to report. */
export function readConfigs(options: AuditOptions): ReadConfig[] {
  // The same files runAudit reads: the --user list as given, else discovery.
  const discovered = options.discovered
    ? options.discovered
    : options.files
    ? { files: options.files.map((f): DiscoveredFile => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })) }
    : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns } : undefined);
  // The same root runAudit uses (user-level files belong to no project's lock).
  const lockRoot = auditLockRoot(options);
  let lock: AuditLock | undefined;
  try {
    lock = readLock(lockRoot);
  } catch {
    lock = undefined; // runAudit reports a corrupt lock
  }
  const out: ReadConfig[] = [];
  for (const file of discovered.files) {
    let source;
    try {
      source = readSourceFile(file.realPath ?? file.path, file.displayPath, "a config", { followSymlink: file.realPath === undefined }).source;
      source.path = file.path;
    } catch {
      continue;
    }
    source.identityPath = repositoryPath(file.path);
    const host = file.host ?? dialectForPath(file.path) ?? resolveHost(file, source.text);
    if (!host) continue; // not an MCP config: the audit skips it with a note
    // JSON, JSONC, YAML or TOML, as the host writes it (~/.claude.json projects, Continue, Codex).
    const parsed = parseDocument(source.text, host);
    const model = buildModel(host, parsed.fatal ? undefined : parsed.tree);
    const lockKey = path.relative(lockRoot, file.path).split(path.sep).join("/");
    const project = loadProjectFacts(projectStart(file.path, host));
    out.push({ lockKey, context: { file: source, host, model, project, lockKey, ...(lock ? { lock } : {}) } });
  }
  return out;
}
