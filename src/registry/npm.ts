// The npm ecosystem plug-in: packuments and advisories through npm-registry-fetch, which speaks to
// the registry the user's npm config names (scoped registries, tokens, proxy, CA) and keeps an HTTP
// cache on disk (fresh answers are served without a request, stale ones revalidated).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RegistryFetchError, RegistryResponse } from "npm-registry-fetch";
import { normalizeAdvisories, normalizePackument, RegistryDocumentError, reviveAdvisories, withoutUrls } from "./packument.js";
import { loadNpmSettings, type NpmSettings } from "./npmrc.js";
import { LookupError, type EcosystemPlugin, type PluginSettings } from "./plugin.js";
import type { Advisory, Packument } from "../packages/types.js";

/** npm's abbreviated metadata: what installs need, without readmes, scripts or publish times. */
const ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*";
const FULL = "application/json";

export async function createNpmPlugin(settings: PluginSettings): Promise<EcosystemPlugin> {
  const { default: registryFetch } = await import("npm-registry-fetch");
  const npm: NpmSettings = settings.npm ?? loadNpmSettings({ cwd: settings.cwd, env: settings.env, ...(settings.trustProjectNpmrc ? { trustProject: true } : {}) });
  const retry = { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2_000, ...npm.retry, ...settings.retry };
  const timeout = settings.timeoutMs ?? npm.timeout ?? 10_000;
  const base = {
    ...npm.options,
    retry,
    timeout,
    // npm's `maxsockets` when set (a proxy may limit connections), else enough for every lane.
    maxSockets: Number(npm.options.maxSockets) || Math.max(settings.concurrency, 12),
    userAgent: settings.userAgent,
  };
  let networkRequests = 0;
  let cachedAnswers = 0;
  const count = (res: RegistryResponse) => {
    const status = res.headers.get("x-local-cache-status");
    if (status === "hit" || status === "stale") cachedAnswers++;
    else networkRequests++;
  };

  async function get(url: string, times: boolean, preferOnline: boolean): Promise<RegistryResponse> {
    return registryFetch(url, {
      ...base,
      headers: { accept: times ? FULL : ABBREVIATED },
      // Abbreviated and full documents share a URL: separate caches, so one is never served for the other.
      cache: path.join(settings.cacheDir, times ? "npm-full" : "npm-abbreviated"),
      ...(preferOnline ? { preferOnline: true } : {}),
    });
  }

  return {
    ecosystem: "npm",
    registryFor: (name) => npm.registryFor(name),
    stats: () => ({ networkRequests, cachedAnswers }),
    notices: () => npm.notices,

    async packument(name: string, times: boolean): Promise<Packument | "missing"> {
      const registry = npm.registryFor(name);
      const url = `${registry}${name.replace("/", "%2f")}`;
      // A body can be cut short after the headers came: that is retried here, once, bypassing the cache.
      for (let attempt = 0; ; attempt++) {
        let res: RegistryResponse;
        try {
          res = await get(url, times, attempt > 0);
        } catch (error) {
          const e = error as RegistryFetchError;
          if (e.statusCode !== undefined) networkRequests++;
          if (e.statusCode === 404) return "missing";
          throw describeFailure(e, timeout);
        }
        count(res);
        try {
          const doc = JSON.parse(await readCapped(res, settings.maxBytes)) as unknown;
          return normalizePackument(doc, name);
        } catch (error) {
          if (error instanceof LookupError) throw error;
          if (attempt === 0 && !(error instanceof RegistryDocumentError)) continue;
          throw new LookupError(error instanceof RegistryDocumentError ? `its answer is not package metadata: ${error.message}` : "its answer was cut short or is not JSON");
        }
      }
    },

    async advisories(registry: string, request: Record<string, string[]>): Promise<Record<string, Advisory[]>> {
      const cache = advisoryCache(settings.cacheDir, registry, settings.advisoryTtlMs, settings.now);
      const answer: Record<string, Advisory[]> = {};
      const missing: Record<string, string[]> = {};
      for (const [name, versions] of Object.entries(request)) {
        for (const version of versions) {
          const hit = cache.get(name, version);
          if (hit) {
            (answer[name] ??= []).push(...hit.filter((a) => !answer[name]!.some((b) => b.id === a.id)));
            cachedAnswers++;
          } else (missing[name] ??= []).push(version);
        }
      }
      if (Object.keys(missing).length === 0) return answer;
      let res: RegistryResponse;
      try {
        res = await registryFetch(`${registry}-/npm/v1/security/advisories/bulk`, {
          ...base,
          method: "POST",
          body: missing,
          headers: { accept: "application/json" },
        });
      } catch (error) {
        const e = error as RegistryFetchError;
        if (e.statusCode !== undefined) networkRequests++;
        if (e.statusCode === 404 || e.statusCode === 405) throw new LookupError("it offers no advisory endpoint");
        throw describeFailure(e, timeout);
      }
      networkRequests++;
      let doc: unknown;
      try {
        doc = JSON.parse(await readCapped(res, settings.maxBytes));
      } catch (error) {
        if (error instanceof LookupError) throw error;
        throw new LookupError("its advisory answer was cut short or is not JSON");
      }
      const byName = typeof doc === "object" && doc !== null ? (doc as Record<string, unknown>) : {};
      for (const [name, versions] of Object.entries(missing)) {
        const advisories = normalizeAdvisories(byName[name]);
        for (const version of versions) cache.set(name, version, advisories);
        (answer[name] ??= []).push(...advisories.filter((a) => !answer[name]!.some((b) => b.id === a.id)));
      }
      return answer;
    },
  };
}

/** Read a body up to `max` bytes; beyond that the transfer is stopped (a registry cannot exhaust memory). */
async function readCapped(res: RegistryResponse, max: number): Promise<string> {
  const tooBig = () => new LookupError(`its answer is larger than ${formatBytes(max)}, the limit for one package's metadata`);
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    res.body.destroy?.();
    throw tooBig();
  }
  // Events rather than an async iterator: Minipass adds listeners per iteration step and warns on big bodies.
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    res.body.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        res.body.destroy?.();
        reject(tooBig());
      } else chunks.push(chunk);
    });
    res.body.on("end", () => resolve());
    res.body.on("error", reject);
  });
  return Buffer.concat(chunks).toString("utf8");
}

/** Why a request failed, in words, without the registry's name (the caller adds it) or credentials. */
export function describeFailure(e: RegistryFetchError, timeout: number): LookupError {
  if (e.statusCode === 401 || e.statusCode === 403) return new LookupError(`refused with ${e.statusCode}: check the token for this registry in your .npmrc`);
  if (typeof e.statusCode === "number") return new LookupError(`answered ${Math.trunc(e.statusCode)}`);
  if (e.type === "request-timeout" || e.type === "body-timeout") return new LookupError(`no answer within ${timeout} ms`, { unreachable: true });
  const code = typeof e.code === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(e.code) && e.code !== "FETCH_ERROR" ? e.code : withoutUrls(String(e.message));
  return new LookupError(`unreachable: ${code}`, { unreachable: true });
}

function formatBytes(n: number): string {
  return n >= 1048576 ? `${Math.round(n / 1048576)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} bytes`;
}

/** Advisories are POSTed (no HTTP cache): kept as small JSON files, fresh for a while. */
function advisoryCache(cacheDir: string, registry: string, ttlMs: number, now: () => number) {
  const dir = path.join(cacheDir, "advisories");
  const file = (name: string, version: string) => path.join(dir, `${createHash("sha256").update(`${registry}\0${name}@${version}`).digest("hex")}.json`);
  return {
    get(name: string, version: string): Advisory[] | undefined {
      try {
        const entry = JSON.parse(fs.readFileSync(file(name, version), "utf8")) as { at?: unknown; advisories?: unknown };
        return typeof entry.at === "number" && now() - entry.at < ttlMs ? reviveAdvisories(entry.advisories) : undefined;
      } catch {
        return undefined;
      }
    },
    set(name: string, version: string, advisories: Advisory[]): void {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const target = file(name, version);
        const temp = `${target}.${process.pid}.tmp`;
        fs.writeFileSync(temp, JSON.stringify({ at: now(), advisories }));
        fs.renameSync(temp, target);
      } catch {
        /* a cache that cannot be written only costs a request next time */
      }
    },
  };
}
