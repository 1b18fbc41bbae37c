import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  LookupError,
  RegistryDocumentError,
  loadNpmSettings,
  normalizeAdvisories,
  normalizePackument,
  reviveAdvisories,
  withoutUrls
} from "./chunk-HINKCIB2.js";
import "./chunk-LQ224KYA.js";
import "./chunk-H5NEIHFH.js";

// src/registry/npm.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
var ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*";
var FULL = "application/json";
async function createNpmPlugin(settings) {
  const { default: registryFetch } = await import("./vendor/npm-registry-fetch.cjs");
  const npm = settings.npm ?? loadNpmSettings({ cwd: settings.cwd, env: settings.env, ...settings.trustProjectNpmrc ? { trustProject: true } : {} });
  const retry = { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2e3, ...npm.retry, ...settings.retry };
  const timeout = settings.timeoutMs ?? npm.timeout ?? 1e4;
  const base = {
    ...npm.options,
    retry,
    timeout,
    // npm's `maxsockets` when set (a proxy may limit connections), else enough for every lane.
    maxSockets: Number(npm.options.maxSockets) || Math.max(settings.concurrency, 12),
    userAgent: settings.userAgent
  };
  let networkRequests = 0;
  let cachedAnswers = 0;
  const count = (res) => {
    const status = res.headers.get("x-local-cache-status");
    if (status === "hit" || status === "stale") cachedAnswers++;
    else networkRequests++;
  };
  async function get(url, times, preferOnline) {
    return registryFetch(url, {
      ...base,
      headers: { accept: times ? FULL : ABBREVIATED },
      // Abbreviated and full documents share a URL: separate caches, so one is never served for the other.
      cache: path.join(settings.cacheDir, times ? "npm-full" : "npm-abbreviated"),
      ...preferOnline ? { preferOnline: true } : {}
    });
  }
  return {
    ecosystem: "npm",
    registryFor: (name) => npm.registryFor(name),
    stats: () => ({ networkRequests, cachedAnswers }),
    notices: () => npm.notices,
    async packument(name, times) {
      const registry = npm.registryFor(name);
      const url = `${registry}${name.replace("/", "%2f")}`;
      for (let attempt = 0; ; attempt++) {
        let res;
        try {
          res = await get(url, times, attempt > 0);
        } catch (error) {
          const e = error;
          if (e.statusCode !== void 0) networkRequests++;
          if (e.statusCode === 404) return "missing";
          throw describeFailure(e, timeout);
        }
        count(res);
        try {
          const doc = JSON.parse(await readCapped(res, settings.maxBytes));
          return normalizePackument(doc, name);
        } catch (error) {
          if (error instanceof LookupError) throw error;
          if (attempt === 0 && !(error instanceof RegistryDocumentError)) continue;
          throw new LookupError(error instanceof RegistryDocumentError ? `its answer is not package metadata: ${error.message}` : "its answer was cut short or is not JSON");
        }
      }
    },
    async advisories(registry, request) {
      const cache = advisoryCache(settings.cacheDir, registry, settings.advisoryTtlMs, settings.now);
      const answer = {};
      const missing = {};
      for (const [name, versions] of Object.entries(request)) {
        for (const version of versions) {
          const hit = cache.get(name, version);
          if (hit) {
            (answer[name] ??= []).push(...hit.filter((a) => !answer[name].some((b) => b.id === a.id)));
            cachedAnswers++;
          } else (missing[name] ??= []).push(version);
        }
      }
      if (Object.keys(missing).length === 0) return answer;
      let res;
      try {
        res = await registryFetch(`${registry}-/npm/v1/security/advisories/bulk`, {
          ...base,
          method: "POST",
          body: missing,
          headers: { accept: "application/json" }
        });
      } catch (error) {
        const e = error;
        if (e.statusCode !== void 0) networkRequests++;
        if (e.statusCode === 404 || e.statusCode === 405) throw new LookupError("it offers no advisory endpoint");
        throw describeFailure(e, timeout);
      }
      networkRequests++;
      let doc;
      try {
        doc = JSON.parse(await readCapped(res, settings.maxBytes));
      } catch (error) {
        if (error instanceof LookupError) throw error;
        throw new LookupError("its advisory answer was cut short or is not JSON");
      }
      const byName = typeof doc === "object" && doc !== null ? doc : {};
      for (const [name, versions] of Object.entries(missing)) {
        const advisories = normalizeAdvisories(byName[name]);
        for (const version of versions) cache.set(name, version, advisories);
        (answer[name] ??= []).push(...advisories.filter((a) => !answer[name].some((b) => b.id === a.id)));
      }
      return answer;
    }
  };
}
async function readCapped(res, max) {
  const tooBig = () => new LookupError(`its answer is larger than ${formatBytes(max)}, the limit for one package's metadata`);
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    res.body.destroy?.();
    throw tooBig();
  }
  const chunks = [];
  let size = 0;
  await new Promise((resolve, reject) => {
    res.body.on("data", (chunk) => {
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
function describeFailure(e, timeout) {
  if (e.statusCode === 401 || e.statusCode === 403) return new LookupError(`refused with ${e.statusCode}: check the token for this registry in your .npmrc`);
  if (typeof e.statusCode === "number") return new LookupError(`answered ${Math.trunc(e.statusCode)}`);
  if (e.type === "request-timeout" || e.type === "body-timeout") return new LookupError(`no answer within ${timeout} ms`, { unreachable: true });
  const code = typeof e.code === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(e.code) && e.code !== "FETCH_ERROR" ? e.code : withoutUrls(String(e.message));
  return new LookupError(`unreachable: ${code}`, { unreachable: true });
}
function formatBytes(n) {
  return n >= 1048576 ? `${Math.round(n / 1048576)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} bytes`;
}
function advisoryCache(cacheDir, registry, ttlMs, now) {
  const dir = path.join(cacheDir, "advisories");
  const file = (name, version) => path.join(dir, `${createHash("sha256").update(`${registry}\0${name}@${version}`).digest("hex")}.json`);
  return {
    get(name, version) {
      try {
        const entry = JSON.parse(fs.readFileSync(file(name, version), "utf8"));
        return typeof entry.at === "number" && now() - entry.at < ttlMs ? reviveAdvisories(entry.advisories) : void 0;
      } catch {
        return void 0;
      }
    },
    set(name, version, advisories) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const target = file(name, version);
        const temp = `${target}.${process.pid}.tmp`;
        fs.writeFileSync(temp, JSON.stringify({ at: now(), advisories }));
        fs.renameSync(temp, target);
      } catch {
      }
    }
  };
}
export {
  createNpmPlugin,
  describeFailure
};
