// Pinning the packages MCP servers launch: what `mcp-audit approve` records in the `packages` section
// of mcp-audit.lock.json (exact version and, for npm, the tarball's sha512 integrity), and what
// `lock-drift` compares a config with. An entry is keyed `<ecosystem>:<name>` and lists the servers
// that launch it as `<config path from the lock's root>#<server name>`.
import semver from "semver";
import type { McpConfigModel, McpServer } from "../hosts/model.js";
import type { Ecosystem, PackageRef, SpecKind } from "../launchers/index.js";
import { isExactVersion, resolveSpec } from "../packages/resolve.js";
import type { RegistryView } from "../packages/types.js";
import type { AuditLock, LockedPackage } from "./index.js";

/** How a server is named in a lock entry. */
export function lockServerKey(lockKey: string, serverName: string): string {
  return `${lockKey}#${serverName}`;
}

export const lockPackageKey = (ecosystem: Ecosystem, name: string) => `${ecosystem}:${name}`;

/** One package one server launches, with the exact version that runs when it is known. */
export interface PackageLaunch {
  /** `<config path>#<server name>`. */
  server: string;
  ecosystem: Ecosystem;
  name: string;
  /** As written in the config (`@angular/cli@latest`). */
  written: string;
  specKind: SpecKind;
  /** The exact version that runs: the config's exact pin, or what the registry resolved the spec to. */
  version?: string;
  /** npm: the registry's integrity for that version (`sha512-…`). */
  integrity?: string;
}

/** Every package the audited configs launch, and which configs were audited (their old entries are replaced). */
export interface PackageInventory {
  /** Lock keys (paths from the lock's root) of every config that was read. */
  configs: string[];
  launches: PackageLaunch[];
}

/** The packages a server launches from a registry (git, URL and path sources have no version to record). */
export function registryPackages(server: McpServer): PackageRef[] {
  if (server.ignoredByHost || !server.launch) return [];
  return server.launch.packages.filter((p) => p.name !== "" && p.specKind !== "other" && !p.written.includes("${"));
}

/** The version written in the config when it is exact (`1.2.3`, PyPI `==1.2.3`, an image's `tag@digest`). */
export function writtenVersion(pkg: PackageRef): string | undefined {
  if (pkg.ecosystem === "oci") {
    if (pkg.specKind === "digest") return pkg.tag !== undefined ? `${pkg.tag}@${pkg.digest}` : pkg.digest;
    return pkg.tag;
  }
  if (pkg.specKind !== "exact" || pkg.spec === undefined) return undefined;
  return pkg.ecosystem === "npm" ? (semver.clean(pkg.spec, { loose: true }) ?? pkg.spec) : pkg.spec;
}

/** The launches of one config, versions resolved from the registry view where the config has none. */
export function inventoryOf(lockKey: string, model: McpConfigModel, registry: RegistryView | undefined): PackageLaunch[] {
  const launches: PackageLaunch[] = [];
  for (const server of model.servers) {
    for (const pkg of registryPackages(server)) {
      const launch: PackageLaunch = { server: lockServerKey(lockKey, server.name), ecosystem: pkg.ecosystem, name: pkg.name, written: pkg.written, specKind: pkg.specKind };
      const written = writtenVersion(pkg);
      if (pkg.ecosystem === "npm") {
        // Only exact versions reach the lock (the registry view holds no other, and a written pin is checked too).
        const resolved = resolveSpec(registry, "npm", pkg.name, pkg.spec);
        if (resolved.kind === "resolved" && isExactVersion(resolved.version)) {
          launch.version = resolved.version;
          if (resolved.facts.integrity) launch.integrity = resolved.facts.integrity;
        } else if (isExactVersion(written)) launch.version = written;
      } else if (written && (pkg.ecosystem === "pypi" || pkg.specKind === "digest" || pkg.specKind === "tag")) {
        launch.version = written;
      }
      launches.push(launch);
    }
  }
  return launches;
}

export interface RecordOutcome {
  /** Launches now recorded. */
  recorded: PackageLaunch[];
  /** Launches with no exact version to record (a tag or range not resolved: pin it, or approve with --online). */
  unresolved: PackageLaunch[];
  /** Launches of a package another server runs at another version (one version per package in the lock). */
  conflicts: { launch: PackageLaunch; recordedVersion: string }[];
}

/**
 * Record the inventory in `lock.packages` (mutates `lock`), for `mcp-audit approve`: every entry of the
 * audited configs is replaced by what they launch now; entries of configs not audited stay.
 */
export function recordPackagesInLock(lock: AuditLock, inventory: PackageInventory): RecordOutcome {
  const audited = (server: string) => inventory.configs.some((c) => server.startsWith(`${c}#`));
  for (const [key, entry] of Object.entries(lock.packages)) {
    entry.servers = entry.servers.filter((s) => !audited(s));
    if (entry.servers.length === 0) delete lock.packages[key];
  }
  const outcome: RecordOutcome = { recorded: [], unresolved: [], conflicts: [] };
  for (const launch of inventory.launches) {
    if (launch.version === undefined) {
      outcome.unresolved.push(launch);
      continue;
    }
    const key = lockPackageKey(launch.ecosystem, launch.name);
    const existing: LockedPackage | undefined = lock.packages[key];
    if (existing && existing.version !== launch.version) {
      outcome.conflicts.push({ launch, recordedVersion: existing.version });
      continue;
    }
    const entry: LockedPackage = existing ?? { ecosystem: launch.ecosystem, name: launch.name, version: launch.version, servers: [] };
    if (launch.integrity) entry.integrity = launch.integrity;
    entry.servers = [...new Set([...entry.servers, launch.server])].sort();
    lock.packages[key] = entry;
    outcome.recorded.push(launch);
  }
  return outcome;
}

/** The lock entry of a package for this server, and the entries recorded for the server at all. */
export function lockedFor(lock: AuditLock, server: string, ecosystem: Ecosystem, name: string): { entry: LockedPackage | undefined; forServer: LockedPackage[] } {
  const forServer = Object.values(lock.packages).filter((p) => p.servers.includes(server));
  return { entry: forServer.find((p) => p.ecosystem === ecosystem && p.name === name), forServer };
}
