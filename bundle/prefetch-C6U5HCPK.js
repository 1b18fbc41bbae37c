import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  LookupError,
  registryLabel,
  resolveCacheDir,
  withoutUrls
} from "./chunk-HINKCIB2.js";
import {
  createRegistryView,
  packageKey,
  versionKey
} from "./chunk-4FNCVGOK.js";
import {
  pickVersion
} from "./chunk-LQ224KYA.js";
import {
  __toESM,
  require_semver
} from "./chunk-H5NEIHFH.js";

// src/registry/prefetch.ts
var import_semver = __toESM(require_semver(), 1);
var DEFAULT_CONCURRENCY = 8;
var DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
var DEFAULT_ADVISORY_TTL_MS = 60 * 60 * 1e3;
var NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;
var ECOSYSTEM_NAMES = { npm: "npm packages", pypi: "PyPI packages", oci: "container images" };
async function prefetchRegistry(queries, options) {
  const now = options.now ?? /* @__PURE__ */ new Date();
  const wanted = /* @__PURE__ */ new Map();
  for (const q of queries) {
    if (q.ecosystem === "npm" && !NPM_NAME.test(q.name)) continue;
    const key = packageKey(q.ecosystem, q.name);
    const entry = wanted.get(key) ?? { ecosystem: q.ecosystem, name: q.name, times: false, advisorySpecs: /* @__PURE__ */ new Set() };
    entry.times ||= Boolean(q.times);
    if (q.advisories) entry.advisorySpecs.add(q.spec ?? "");
    wanted.set(key, entry);
  }
  const warnings = [];
  const packages = /* @__PURE__ */ new Map();
  const advisories = /* @__PURE__ */ new Map();
  const byEcosystem = /* @__PURE__ */ new Map();
  for (const w of wanted.values()) byEcosystem.set(w.ecosystem, [...byEcosystem.get(w.ecosystem) ?? [], w]);
  let plugins = options.plugins;
  if (!plugins && byEcosystem.has("npm")) {
    const { createNpmPlugin } = await import("./npm-GUGNNZOP.js");
    plugins = [
      await createNpmPlugin({
        cwd: options.cwd,
        env: options.env,
        cacheDir: resolveCacheDir(options.cacheDir, options.env, options.cwd),
        ...options.timeoutMs !== void 0 ? { timeoutMs: options.timeoutMs } : {},
        concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
        ...options.retry ? { retry: options.retry } : {},
        advisoryTtlMs: options.advisoryTtlMs ?? DEFAULT_ADVISORY_TTL_MS,
        now: () => now.getTime(),
        userAgent: options.userAgent ?? "mcp-audit",
        ...options.trustProjectNpmrc ? { trustProjectNpmrc: true } : {}
      })
    ];
  }
  for (const p of plugins ?? []) warnings.push(...p.notices?.() ?? []);
  const unsupported = [];
  const failures = [];
  for (const [ecosystem, list] of byEcosystem) {
    const plugin = plugins?.find((p) => p.ecosystem === ecosystem);
    if (!plugin) {
      unsupported.push(...list.map((w) => w.name));
      continue;
    }
    const down = /* @__PURE__ */ new Map();
    await pool(list, options.concurrency ?? DEFAULT_CONCURRENCY, async (w) => {
      const registry = plugin.registryFor(w.name);
      const label = registryLabel(registry);
      const key = packageKey(ecosystem, w.name);
      const skipped = down.get(registry);
      if (skipped !== void 0) {
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
    if (!plugin.advisories) continue;
    const requests = /* @__PURE__ */ new Map();
    for (const w of list) {
      const lookup = packages.get(packageKey(ecosystem, w.name));
      if (lookup?.status !== "found") continue;
      for (const spec of w.advisorySpecs) {
        const picked = pickVersion(lookup.packument, spec === "" ? void 0 : spec);
        if (!picked.ok) continue;
        const registry = plugin.registryFor(w.name);
        const request = requests.get(registry) ?? {};
        const versions = request[w.name] ??= [];
        if (!versions.includes(picked.version)) versions.push(picked.version);
        requests.set(registry, request);
      }
    }
    for (const [registry, request] of requests) {
      const label = registryLabel(registry);
      let answer;
      let reason = down.get(registry);
      if (reason === void 0) {
        try {
          answer = await plugin.advisories(registry, request);
        } catch (error) {
          reason = error instanceof LookupError ? error.message : `unexpected error: ${withoutUrls(error instanceof Error ? error.message : String(error))}`;
        }
      }
      for (const [name, versions] of Object.entries(request)) {
        if (!answer) failures.push({ registry: label, name, reason, what: "advisories" });
        for (const version of versions) {
          const key = versionKey(ecosystem, name, version);
          if (!answer) {
            advisories.set(key, { status: "failed", registry: label, reason });
            continue;
          }
          const affecting = (answer[name] ?? []).filter((a) => import_semver.default.validRange(a.vulnerableVersions) !== null && import_semver.default.satisfies(version, a.vulnerableVersions, { includePrerelease: true }));
          advisories.set(key, { status: "found", registry: label, advisories: affecting });
        }
      }
    }
  }
  const grouped = /* @__PURE__ */ new Map();
  for (const f of failures) {
    const key = `${f.registry}\0${f.reason}\0${f.what}`;
    const group = grouped.get(key) ?? { registry: f.registry, reason: f.reason, what: f.what, names: [] };
    group.names.push(f.name);
    grouped.set(key, group);
  }
  for (const g of grouped.values()) {
    const consequence = g.what === "advisories" ? "known-vulnerability did not check them" : options.mode === "online" ? "their online checks did not run and no version was pinned from the registry" : "no version was pinned from the registry";
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
function listNames(names) {
  const unique = [...new Set(names)];
  if (unique.length === 1) return unique[0];
  if (unique.length <= 4) return `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`;
  return `${unique.slice(0, 3).join(", ")} and ${unique.length - 3} more`;
}
async function pool(items, limit, worker) {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await worker(items[next++]);
  });
  await Promise.all(lanes);
}
export {
  DEFAULT_ADVISORY_TTL_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_BYTES,
  listNames,
  pool,
  prefetchRegistry
};
