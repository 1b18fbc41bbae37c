import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditLockRoot
} from "./chunk-XITK2LXG.js";
import {
  discover,
  resolveHost
} from "./chunk-LJIYFEGD.js";
import {
  MCP_RULES,
  dialectForPath,
  inventoryOf,
  registryPackages
} from "./chunk-EHLTFN4A.js";
import {
  createRegistryView,
  offlineRegistry
} from "./chunk-4FNCVGOK.js";
import "./chunk-LQ224KYA.js";
import {
  projectStart,
  repositoryPath
} from "./chunk-7W2JEOOW.js";
import {
  buildModel,
  loadProjectFacts,
  parseDocument,
  readLock,
  readSourceFile
} from "./chunk-GXXKHKKD.js";
import "./chunk-H5NEIHFH.js";

// src/audit/prefetch.ts
import path from "node:path";
async function prefetchForAudit(options, network) {
  const now = network.now ?? /* @__PURE__ */ new Date();
  const lookups = network.mode === "online" || network.mode === "fixes" && options.fix !== void 0;
  if (!lookups && !network.inventory) return { registry: network.mode === "offline" ? offlineRegistry(now) : void 0, warnings: [] };
  const configs = readConfigs(options);
  const queries = [];
  if (lookups) {
    const mode = network.mode;
    for (const rule of options.rules ?? MCP_RULES) {
      const setting = options.settings?.get(rule.meta.id);
      if (!rule.prefetch || setting?.severity === "off" || mode === "fixes" && rule.meta.network) continue;
      for (const config of configs) queries.push(...rule.prefetch({ ...config.context, options: setting?.options ?? {}, mode }));
    }
  }
  if (network.mode === "online") {
    for (const config of configs) for (const server of config.context.model.servers) for (const pkg of registryPackages(server)) if (pkg.ecosystem !== "npm") queries.push({ ecosystem: pkg.ecosystem, name: pkg.name });
  }
  let registry;
  let warnings = [];
  let stats;
  if (queries.length > 0) {
    const { prefetchRegistry } = await import("./prefetch-C6U5HCPK.js");
    const outcome = await prefetchRegistry(queries, {
      mode: network.mode,
      cwd: options.cwd,
      env: network.env,
      now,
      ...network.cacheDir !== void 0 ? { cacheDir: network.cacheDir } : {},
      ...network.timeoutMs !== void 0 ? { timeoutMs: network.timeoutMs } : {},
      ...network.concurrency !== void 0 ? { concurrency: network.concurrency } : {},
      ...network.plugins ? { plugins: network.plugins } : {},
      ...network.retry ? { retry: network.retry } : {},
      ...network.maxBytes !== void 0 ? { maxBytes: network.maxBytes } : {},
      ...network.trustProjectNpmrc ? { trustProjectNpmrc: true } : {}
    });
    ({ view: registry, warnings, stats } = outcome);
  } else if (network.mode !== "fixes") {
    registry = network.mode === "offline" ? offlineRegistry(now) : createRegistryView({ mode: "online", now });
  }
  const facts = { registry, warnings };
  if (stats) facts.stats = stats;
  if (network.inventory || network.mode === "online") {
    facts.inventory = { configs: configs.map((c) => c.lockKey), launches: configs.flatMap((c) => inventoryOf(c.lockKey, c.context.model, registry)) };
  }
  return facts;
}
function readConfigs(options) {
  const discovered = options.discovered ? options.discovered : options.files ? { files: options.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })) } : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns } : void 0);
  const lockRoot = auditLockRoot(options);
  let lock;
  try {
    lock = readLock(lockRoot);
  } catch {
    lock = void 0;
  }
  const out = [];
  for (const file of discovered.files) {
    let source;
    try {
      source = readSourceFile(file.realPath ?? file.path, file.displayPath, "a config", { followSymlink: file.realPath === void 0 }).source;
      source.path = file.path;
    } catch {
      continue;
    }
    source.identityPath = repositoryPath(file.path);
    const host = file.host ?? dialectForPath(file.path) ?? resolveHost(file, source.text);
    if (!host) continue;
    const parsed = parseDocument(source.text, host);
    const model = buildModel(host, parsed.fatal ? void 0 : parsed.tree);
    const lockKey = path.relative(lockRoot, file.path).split(path.sep).join("/");
    const project = loadProjectFacts(projectStart(file.path, host));
    out.push({ lockKey, context: { file: source, host, model, project, lockKey, ...lock ? { lock } : {} } });
  }
  return out;
}
export {
  prefetchForAudit,
  readConfigs
};
