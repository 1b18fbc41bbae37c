import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/packages/view.ts
var packageKey = (ecosystem, name) => `${ecosystem}:${name}`;
var versionKey = (ecosystem, name, version) => `${ecosystem}:${name}@${version}`;
function createRegistryView(facts) {
  const packages = facts.packages ?? /* @__PURE__ */ new Map();
  const advisories = facts.advisories ?? /* @__PURE__ */ new Map();
  return Object.freeze({
    mode: facts.mode,
    now: facts.now ?? /* @__PURE__ */ new Date(),
    lookup: (ecosystem, name) => packages.get(packageKey(ecosystem, name)),
    advisories: (ecosystem, name, version) => advisories.get(versionKey(ecosystem, name, version))
  });
}
function offlineRegistry(now) {
  return createRegistryView({ mode: "offline", ...now ? { now } : {} });
}

export {
  packageKey,
  versionKey,
  createRegistryView,
  offlineRegistry
};
