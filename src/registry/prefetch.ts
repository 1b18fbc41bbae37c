// The prefetch phase: what the rules asked for, de-duplicated across every file, fetched with a bound
// on concurrency, then frozen into the read-only view the rules read synchronously. A registry that
// cannot be reached becomes a warning naming it and what was skipped; it never throws.
import semver from "semver";
import type { Ecosystem } from "../launchers/index.js";
import { registryLabel } from "./npmrc.js";
import { withoutUrls } from "./packument.js";
import { LookupError, resolveCacheDir, type EcosystemPlugin, type PluginSettings } from "./plugin.js";
import { pickVersion } from "../packages/resolve.js";
import type { Advisory, AdvisoryLookup, PackageLookup, PackageQuery, RegistryView } from "../packages/types.js";
import { createRegistryView, packageKey, versionKey } from "../packages/view.js";

export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_ADVISORY_TTL_MS = 60 * 60 * 1000;

/** npm package names (validate-npm-package-name, legacy capitals allowed): also keeps URLs well-formed. */
const NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;

const ECOSYSTEM_NAMES: Record<Ecosystem, string> = { npm: "npm packages", pypi: "PyPI packages", oci: "container images" };

export interface PrefetchOptions {
  mode: "online" | "fixes";
  cwd: string;
  env: NodeJS.ProcessEnv;
  cacheDir?: string;
  timeoutMs?: number;
  concurrency?: number;
  maxBytes?: number;
  retry?: PluginSettings["retry"];
  advisoryTtlMs?: number;
  /** The time rules compare publish dates with (default: now). */
  now?: Date;
  /** Registry plug-ins (default: npm, loaded only now). */
  plugins?: readonly EcosystemPlugin[];
  userAgent?: string;
  /** Let the project's .npmrc choose the registry, credentials, proxy and CA (see loadNpmSettings). */
  trustProjectNpmrc?: boolean;
}

export interface PrefetchOutcome {
  view: RegistryView;
  warnings: string[];
  stats: { lookups: number; networkRequests: number; cachedAnswers: number };
}

interface Wanted {
  ecosystem: Ecosystem;
  name: string;
  times: boolean;
  /** Specs whose resolved version needs advisories. */
  advisorySpecs: Set<string>;
}

export async function prefetchRegistry(queries: readonly PackageQuery[], options: PrefetchOptions): Promise<PrefetchOutcome> {
  const now = options.now ?? new Date();
  const wanted = new Map<string, Wanted>();
  for (const q of queries) {
    if (q.ecosystem === "npm" && !NPM_NAME.test(q.name)) continue;
    const key = packageKey(q.ecosystem, q.name);
    const entry = wanted.get(key) ?? { ecosystem: q.ecosystem, name: q.name, times: false, advisorySpecs: new Set<string>() };
    entry.times ||= Boolean(q.times);
    if (q.advisories) entry.advisorySpecs.add(q.spec ?? "");
    wanted.set(key, entry);
  }

  const warnings: string[] = [];
  const packages = new Map<string, PackageLookup>();
  const advisories = new Map<string, AdvisoryLookup>();
  const byEcosystem = new Map<Ecosystem, Wanted[]>();
  for (const w of wanted.values()) byEcosystem.set(w.ecosystem, [...(byEcosystem.get(w.ecosystem) ?? []), w]);

  let plugins = options.plugins;
  if (!plugins && byEcosystem.has("npm")) {
    const { createNpmPlugin } = await import("./npm.js");
    plugins = [
      await createNpmPlugin({
        cwd: options.cwd,
        env: options.env,
        cacheDir: resolveCacheDir(options.cacheDir, options.env, options.cwd),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
        ...(options.retry ? { retry: options.retry } : {}),
        advisoryTtlMs: options.advisoryTtlMs ?? DEFAULT_ADVISORY_TTL_MS,
        now: () => now.getTime(),
        userAgent: options.userAgent ?? "mcp-audit",
        ...(options.trustProjectNpmrc ? { trustProjectNpmrc: true } : {}),
      }),
    ];
  }

  // Configuration notices first (a project .npmrc that was not used): they explain what follows.
  for (const p of plugins ?? []) warnings.push(...(p.notices?.() ?? []));

  const unsupported: string[] = [];
  const failures: { registry: string; name: string; reason: string; what: "metadata" | "advisories" }[] = [];
  for (const [ecosystem, list] of byEcosystem) {
    const plugin = plugins?.find((p) => p.ecosystem === ecosystem);
    if (!plugin) {
      unsupported.push(...list.map((w) => w.name));
      continue;
    }
    // Per registry: once it is out of reach, the remaining lookups there are skipped, not each timed out.
    const down = new Map<string, string>();
    await pool(list, options.concurrency ?? DEFAULT_CONCURRENCY, async (w) => {
      const registry = plugin.registryFor(w.name);
      const label = registryLabel(registry);
      const key = packageKey(ecosystem, w.name);
      const skipped = down.get(registry);
      if (skipped !== undefined) {
        packages.set(key, { status: "failed", registry: label, reason: skipped });
        failures.push({ registry: label, name: w.name, reason: skipped, what: "metadata" });
        return;
      }
      try {
        const doc = await plugin.packument(w.name, w.times);
        packages.set(key, doc === "missing" ? { status: "missing", registry: label } : { status: "found", registry: label, packument: doc });
      } catch (error) {
        const reason = error instanceof LookupError ? error.message : `unexpected error: ${withoutUrls(error instanceof Error ? error.message : String(error))}`;
        if (error instanceof LookupError && error.unreachable) down.set(registry, reason);
        packages.set(key, { status: "failed", registry: label, reason });
        failures.push({ registry: label, name: w.name, reason, what: "metadata" });
      }
    });

    // Advisories once versions are known: one bulk request per registry.
    if (!plugin.advisories) continue;
    const requests = new Map<string, Record<string, string[]>>();
    for (const w of list) {
      const lookup = packages.get(packageKey(ecosystem, w.name));
      if (lookup?.status !== "found") continue;
      for (const spec of w.advisorySpecs) {
        const picked = pickVersion(lookup.packument, spec === "" ? undefined : spec);
        if (!picked.ok) continue;
        const registry = plugin.registryFor(w.name);
        const request = requests.get(registry) ?? {};
        const versions = (request[w.name] ??= []);
        if (!versions.includes(picked.version)) versions.push(picked.version);
        requests.set(registry, request);
      }
    }
    for (const [registry, request] of requests) {
      const label = registryLabel(registry);
      let answer: Record<string, Advisory[]> | undefined;
      let reason = down.get(registry);
      if (reason === undefined) {
        try {
          answer = await plugin.advisories(registry, request);
        } catch (error) {
          reason = error instanceof LookupError ? error.message : `unexpected error: ${withoutUrls(error instanceof Error ? error.message : String(error))}`;
        }
      }
      for (const [name, versions] of Object.entries(request)) {
        if (!answer) failures.push({ registry: label, name, reason: reason!, what: "advisories" });
        for (const version of versions) {
          const key = versionKey(ecosystem, name, version);
          if (!answer) {
            advisories.set(key, { status: "failed", registry: label, reason: reason! });
            continue;
          }
          const affecting = (answer[name] ?? []).filter((a) => semver.validRange(a.vulnerableVersions) !== null && semver.satisfies(version, a.vulnerableVersions, { includePrerelease: true }));
          advisories.set(key, { status: "found", registry: label, advisories: affecting });
        }
      }
    }
  }

  // One warning per registry and reason, naming what was skipped.
  const grouped = new Map<string, { registry: string; reason: string; what: string; names: string[] }>();
  for (const f of failures) {
    const key = `${f.registry}\0${f.reason}\0${f.what}`;
    const group = grouped.get(key) ?? { registry: f.registry, reason: f.reason, what: f.what, names: [] };
    group.names.push(f.name);
    grouped.set(key, group);
  }
  for (const g of grouped.values()) {
    const consequence =
      g.what === "advisories"
        ? "known-vulnerability did not check them"
        : options.mode === "online"
          ? "their online checks did not run and no version was pinned from the registry"
          : "no version was pinned from the registry";
    const noun = g.what === "advisories" ? "advisories for" : "";
    warnings.push(`could not look up ${noun ? `${noun} ` : ""}${listNames(g.names)} on ${g.registry} (${g.reason}): ${consequence}`);
  }
  if (unsupported.length > 0 && options.mode === "online") {
    const kinds = [...byEcosystem.keys()].filter((e) => !plugins?.some((p) => p.ecosystem === e)).map((e) => ECOSYSTEM_NAMES[e]);
    warnings.push(`${kinds.join(" and ")} are not looked up in a registry yet: ${listNames(unsupported)} ${unsupported.length === 1 ? "was" : "were"} checked offline only`);
  }

  const stats = { lookups: wanted.size, networkRequests: 0, cachedAnswers: 0 };
  for (const p of plugins ?? []) {
    const s = p.stats?.();
    if (s) {
      stats.networkRequests += s.networkRequests;
      stats.cachedAnswers += s.cachedAnswers;
    }
  }
  return { view: createRegistryView({ mode: options.mode, now, packages, advisories }), warnings, stats };
}

/** `a, b and c`; beyond four names, `a, b, c and 5 more`. */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length === 1) return unique[0]!;
  if (unique.length <= 4) return `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`;
  return `${unique.slice(0, 3).join(", ")} and ${unique.length - 3} more`;
}

/** Run `worker` over `items` with at most `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await worker(items[next++]!);
  });
  await Promise.all(lanes);
}
