// Pinning the packages MCP servers launch: what `mcp-audit approve` records in the `packages` section
// of mcp-audit.lock.json (exact version and, for npm, the tarball's sha512 integrity), and what
// `lock-drift` compares a config with. An entry is keyed `<ecosystem>:<name>` and lists the servers
// that launch it as `<config path from the lock's root>#<server name>`.
import * as semver from "../core/semver.js";
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
  /**
   * What the registry said (npm): `resolved` (version and integrity come from it), `failed` (unreachable or
   * an error: nothing could be re-verified), `not-asked` (offline, or no lookup was made).
   */
  lookup?: "resolved" | "failed" | "not-asked" | "missing";
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
        launch.lookup = resolved.kind === "resolved" ? "resolved" : resolved.kind === "failed" ? "failed" : resolved.kind === "unknown" ? "not-asked" : "missing";
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

/** One server's use of one package, as the lock records it. */
export interface PackagePair {
  server: string;
  ecosystem: Ecosystem;
  name: string;
  version: string;
  integrity?: string;
}

export interface RecordOutcome {
  /** Pairs new in the lock. */
  added: PackagePair[];
  /** Pairs whose version moved. */
  moved: { before: PackagePair; after: PackagePair }[];
  /** Pairs the lock had and the audited configs no longer launch: dropped from the lock. */
  removed: PackagePair[];
  /** Packages whose integrity was unknown and is recorded now. */
  integrityAdded: PackagePair[];
  /** Pairs whose version or integrity could not be re-verified (offline, registry unreachable): what the lock knew is kept. */
  kept: { pair: PackagePair; launch: PackageLaunch; what: "version" | "integrity" }[];
  /** The registry gave another integrity for a version the lock records: the recorded one is kept. */
  integrityMismatch: { pair: PackagePair; served: string }[];
  /** Launches with no exact version to record and nothing in the lock for them (a tag or range not resolved). */
  unresolved: PackageLaunch[];
  /** Launches of a package another server runs at another version (one version per package in the lock): the old pair is kept. */
  conflicts: { launch: PackageLaunch; recordedVersion: string }[];
  /** Every launch recorded or re-confirmed. */
  recorded: PackageLaunch[];
}

const pairKey = (server: string, key: string) => `${server}\u0000${key}`;

/**
 * What `mcp-audit approve` records in `packages`, computed without touching `before`: every pair of an
 * audited config is replaced by what it launches now, pairs of configs not audited stay. Nothing the lock
 * knows is lost by accident: a version or integrity that cannot be re-verified (a tag not resolved offline,
 * an unreachable registry) is kept and said so; a pair the configs no longer launch is reported as removed.
 */
export function planPackages(before: Readonly<Record<string, LockedPackage>>, inventory: PackageInventory): { packages: Record<string, LockedPackage>; outcome: RecordOutcome } {
  const audited = (server: string) => inventory.configs.some((c) => server.startsWith(`${c}#`));
  const oldPairs = new Map<string, LockedPackage>();
  const packages: Record<string, LockedPackage> = {};
  for (const [key, entry] of Object.entries(before)) {
    for (const s of entry.servers) if (audited(s)) oldPairs.set(pairKey(s, key), entry);
    const copy: LockedPackage = { ...entry, servers: entry.servers.filter((s) => !audited(s)) };
    Object.defineProperty(packages, key, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  const outcome: RecordOutcome = { added: [], moved: [], removed: [], integrityAdded: [], kept: [], integrityMismatch: [], unresolved: [], conflicts: [], recorded: [] };
  const pairOf = (server: string, entry: LockedPackage): PackagePair => ({ server, ecosystem: entry.ecosystem, name: entry.name, version: entry.version, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
  const keepOld = (key: string, server: string, old: LockedPackage) => {
    const entry = Object.hasOwn(packages, key) ? packages[key]! : undefined;
    if (entry && entry.version === old.version) entry.servers = [...new Set([...entry.servers, server])].sort();
    else if (!entry || entry.servers.length === 0) packages[key] = { ...old, servers: [server] };
  };
  const integrityNoted = new Set<string>();
  for (const launch of inventory.launches) {
    const key = lockPackageKey(launch.ecosystem, launch.name);
    const old = oldPairs.get(pairKey(launch.server, key));
    if (launch.version === undefined) {
      // A tag or range that could not be resolved now: the version reviewed before still stands.
      if (old) {
        keepOld(key, launch.server, old);
        outcome.kept.push({ pair: pairOf(launch.server, old), launch, what: "version" });
      } else outcome.unresolved.push(launch);
      continue;
    }
    const existing = Object.hasOwn(packages, key) ? packages[key] : undefined;
    if (existing && existing.servers.length > 0 && existing.version !== launch.version) {
      outcome.conflicts.push({ launch, recordedVersion: existing.version });
      if (old) keepOld(key, launch.server, old);
      continue;
    }
    let entry: LockedPackage;
    if (existing && existing.version === launch.version) entry = existing;
    else {
      entry = { ecosystem: launch.ecosystem, name: launch.name, version: launch.version, servers: [] };
      packages[key] = entry;
    }
    const firstForEntry = !integrityNoted.has(key);
    integrityNoted.add(key);
    if (launch.integrity !== undefined) {
      if (entry.integrity === undefined) {
        entry.integrity = launch.integrity;
        if (firstForEntry && old && old.version === launch.version) outcome.integrityAdded.push(pairOf(launch.server, entry));
      } else if (entry.integrity !== launch.integrity) {
        // Same version, other bytes: never replaced quietly (npm calls this EINTEGRITY).
        if (firstForEntry) outcome.integrityMismatch.push({ pair: pairOf(launch.server, entry), served: launch.integrity });
      }
    } else if (entry.integrity !== undefined && firstForEntry && launch.lookup !== "resolved") {
      outcome.kept.push({ pair: pairOf(launch.server, entry), launch, what: "integrity" });
    }
    entry.servers = [...new Set([...entry.servers, launch.server])].sort();
    outcome.recorded.push(launch);
    const now = pairOf(launch.server, entry);
    if (!old) outcome.added.push(now);
    else if (old.version !== entry.version) outcome.moved.push({ before: pairOf(launch.server, old), after: now });
  }
  for (const [pk, old] of oldPairs) {
    const [server, key] = pk.split("\u0000") as [string, string];
    const entry = Object.hasOwn(packages, key) ? packages[key] : undefined;
    if (!entry || !entry.servers.includes(server)) {
      if (!outcome.moved.some((m) => m.before.server === server && lockPackageKey(m.before.ecosystem, m.before.name) === key)) outcome.removed.push(pairOf(server, old));
    }
  }
  for (const [key, entry] of Object.entries(packages)) if (entry.servers.length === 0) delete packages[key];
  return { packages, outcome };
}

/** `planPackages`, written into `lock.packages` (mutates `lock`). */
export function recordPackagesInLock(lock: AuditLock, inventory: PackageInventory): RecordOutcome {
  const { packages, outcome } = planPackages(lock.packages, inventory);
  lock.packages = packages;
  return outcome;
}

/** The lock entry of a package for this server, and the entries recorded for the server at all. */
export function lockedFor(lock: AuditLock, server: string, ecosystem: Ecosystem, name: string): { entry: LockedPackage | undefined; forServer: LockedPackage[] } {
  const forServer = Object.values(lock.packages).filter((p) => p.servers.includes(server));
  return { entry: forServer.find((p) => p.ecosystem === ecosystem && p.name === name), forServer };
}
