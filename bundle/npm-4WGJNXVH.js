import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  LookupError,
  loadNpmSettings
} from "./chunk-OXVJV72G.js";
import "./chunk-ZIYZMNLY.js";

// src/registry/npm.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// src/registry/packument.ts
var INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"];
var RegistryDocumentError = class extends Error {
};
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]+/g;
function cleanText(text, max = 300) {
  const line = text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}\u2026`;
}
function strongestIntegrity(value) {
  if (typeof value !== "string" || value.trim() === "") return void 0;
  const tokens = value.trim().split(/\s+/);
  return tokens.find((t) => t.startsWith("sha512-")) ?? tokens[0];
}
function versionFacts(version, manifest) {
  const facts = { version };
  if (typeof manifest.deprecated === "string" && manifest.deprecated.trim() !== "") facts.deprecated = cleanText(manifest.deprecated);
  const dist = isObject(manifest.dist) ? manifest.dist : {};
  const integrity = strongestIntegrity(dist.integrity);
  if (integrity) facts.integrity = integrity;
  if (isObject(manifest.scripts)) {
    const scripts = {};
    for (const name of INSTALL_SCRIPTS) {
      const command = manifest.scripts[name];
      if (typeof command === "string" && command.trim() !== "") scripts[name] = cleanText(command, 160);
    }
    if (Object.keys(scripts).length > 0) facts.installScripts = scripts;
  }
  if (manifest.hasInstallScript === true || facts.installScripts) facts.hasInstallScript = true;
  return facts;
}
function normalizePackument(doc, expectedName) {
  if (!isObject(doc)) throw new RegistryDocumentError("the answer is not a JSON object");
  if (doc.name !== expectedName) throw new RegistryDocumentError(`the answer describes ${typeof doc.name === "string" ? `"${cleanText(doc.name, 80)}"` : "no package"}, not ${expectedName}`);
  const versions = {};
  if (isObject(doc.versions)) {
    for (const [version, manifest] of Object.entries(doc.versions)) {
      if (isObject(manifest)) versions[version] = versionFacts(version, manifest);
    }
  }
  const distTags = {};
  if (isObject(doc["dist-tags"])) {
    for (const [tag, version] of Object.entries(doc["dist-tags"])) if (typeof version === "string") distTags[tag] = version;
  }
  const packument = { name: expectedName, distTags, versions };
  if (isObject(doc.time)) {
    const times = {};
    for (const [key, value] of Object.entries(doc.time)) {
      if (typeof value !== "string" || Number.isNaN(Date.parse(value))) continue;
      if (key === "created") packument.created = value;
      else if (key !== "modified" && versions[key]) times[key] = value;
    }
    packument.times = times;
  }
  return packument;
}
var SEVERITIES = ["critical", "high", "moderate", "low", "info"];
function normalizeAdvisories(entries) {
  if (!Array.isArray(entries)) return [];
  const advisories = [];
  for (const entry of entries) {
    if (!isObject(entry) || typeof entry.vulnerable_versions !== "string") continue;
    const url = typeof entry.url === "string" ? entry.url : "";
    const ghsa = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/i.exec(url)?.[0];
    const severity = SEVERITIES.find((s) => s === entry.severity) ?? "moderate";
    advisories.push({
      id: ghsa ?? (typeof entry.id === "number" || typeof entry.id === "string" ? String(entry.id) : "advisory"),
      title: typeof entry.title === "string" ? cleanText(entry.title, 120) : "",
      severity,
      vulnerableVersions: entry.vulnerable_versions,
      url: cleanText(url, 200)
    });
  }
  return advisories;
}

// src/registry/npm.ts
var ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*";
var FULL = "application/json";
async function createNpmPlugin(settings) {
  const { default: registryFetch } = await import("./lib-2DLRFKVQ.js");
  const npm = settings.npm ?? loadNpmSettings({ cwd: settings.cwd, env: settings.env });
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
  if (e.statusCode !== void 0) return new LookupError(`answered ${e.statusCode}`);
  if (e.type === "request-timeout" || e.type === "body-timeout") return new LookupError(`no answer within ${timeout} ms`, { unreachable: true });
  const code = e.code && e.code !== "FETCH_ERROR" ? e.code : oneLine(e.message);
  return new LookupError(`unreachable: ${code}`, { unreachable: true });
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").slice(0, 120);
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
        return now() - entry.at < ttlMs && Array.isArray(entry.advisories) ? entry.advisories : void 0;
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
  createNpmPlugin
};
