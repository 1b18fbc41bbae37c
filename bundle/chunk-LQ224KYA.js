import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  rcompare,
  satisfies,
  valid,
  validRange
} from "./chunk-H5NEIHFH.js";

// src/packages/resolve.ts
function isExactVersion(value) {
  return typeof value === "string" && value.length <= 256 && valid(value) === value;
}
function pickVersion(packument, spec) {
  const wanted = spec?.trim() ?? "";
  const facts = (v) => v === void 0 ? void 0 : packument.versions[v];
  if (/^npm:/i.test(wanted)) return { ok: false, why: "unsupported" };
  const tag = wanted === "" ? "latest" : valid(wanted, { loose: true }) || validRange(wanted, { loose: true }) ? void 0 : wanted;
  const unusable = tag === void 0 ? void 0 : packument.unusableTags?.[tag];
  if (tag !== void 0 && unusable !== void 0) return { ok: false, why: "unusable", tag, reason: unusable };
  const exact = wanted === "" ? null : valid(wanted, { loose: true });
  if (exact) {
    const found = facts(exact) ?? facts(wanted);
    return found ? { ok: true, version: found.version, facts: found } : { ok: false, why: "no-such-version" };
  }
  const range = wanted === "" ? "*" : validRange(wanted, { loose: true }) ? wanted : void 0;
  if (range === void 0) {
    const found = facts(packument.distTags[wanted]);
    return found ? { ok: true, version: found.version, facts: found } : { ok: false, why: "no-such-tag" };
  }
  const latest = facts(packument.distTags.latest);
  if (latest && !latest.deprecated && satisfies(latest.version, range, { loose: true })) {
    return { ok: true, version: latest.version, facts: latest };
  }
  const fitting = Object.values(packument.versions).filter((v) => valid(v.version, { loose: true }) && satisfies(v.version, range, { loose: true })).sort((a, b) => Number(Boolean(a.deprecated)) - Number(Boolean(b.deprecated)) || rcompare(a.version, b.version, { loose: true }));
  const best = fitting[0];
  return best ? { ok: true, version: best.version, facts: best } : { ok: false, why: "no-match" };
}
function resolveSpec(view, ecosystem, name, spec) {
  const lookup = view?.lookup(ecosystem, name);
  if (!lookup) return { kind: "unknown" };
  if (lookup.status === "failed") return { kind: "failed", registry: lookup.registry, reason: lookup.reason };
  if (lookup.status === "missing") return { kind: "missing-package", registry: lookup.registry };
  const picked = pickVersion(lookup.packument, spec);
  if (picked.ok) return { kind: "resolved", registry: lookup.registry, packument: lookup.packument, version: picked.version, facts: picked.facts };
  if (picked.why === "unsupported") return { kind: "unknown" };
  if (picked.why === "unusable") return { kind: "unusable", registry: lookup.registry, packument: lookup.packument, tag: picked.tag, reason: picked.reason };
  return { kind: "missing-version", registry: lookup.registry, packument: lookup.packument, why: picked.why };
}
function isOnline(view) {
  return view?.mode === "online";
}
function daysBetween(from, to) {
  return Math.floor((to.getTime() - from.getTime()) / 864e5);
}

export {
  isExactVersion,
  pickVersion,
  resolveSpec,
  isOnline,
  daysBetween
};
