// Which version a spec means today, the way npm picks it (npm-pick-manifest): a tag is that tag; an
// exact version is itself; a range (or no spec) prefers `latest` when it fits and is not deprecated,
// else the highest fitting version, non-deprecated first. Pure and sync: rules call it.
import * as semver from "../core/semver.js";
import type { Ecosystem } from "../launchers/index.js";
import type { Packument, RegistryView, VersionFacts } from "./types.js";

/**
 * An exact semver version as npm publishes them (`1.2.3`, `1.2.3-rc.1`): the only thing mcp-audit
 * ever writes where a version goes, or records in the lock. Not a range, a tag, a URL, a loose
 * spelling (`v1.2.3`, `=1.2.3`) or anything with build metadata, spaces or control characters.
 */
export function isExactVersion(value: unknown): value is string {
  return typeof value === "string" && value.length <= 256 && semver.valid(value) === value;
}

export type PickResult =
  | { ok: true; version: string; facts: VersionFacts }
  | { ok: false; why: "no-such-version" | "no-such-tag" | "no-match" | "unsupported" }
  /** The registry answered something that is not a version for the tag the spec asks (see Packument.unusableTags). */
  | { ok: false; why: "unusable"; tag: string; reason: string };

export function pickVersion(packument: Packument, spec: string | undefined): PickResult {
  const wanted = spec?.trim() ?? "";
  const facts = (v: string | undefined) => (v === undefined ? undefined : packument.versions[v]);
  // `npm:other@1` aliases another package: resolved through that one, not this one.
  if (/^npm:/i.test(wanted)) return { ok: false, why: "unsupported" };
  // No spec runs the `latest` tag, a tag spec runs that tag: when the registry's value for it was
  // unusable, nothing is resolved (what npx would run from such an answer is anyone's guess).
  const tag = wanted === "" ? "latest" : semver.valid(wanted, { loose: true }) || semver.validRange(wanted, { loose: true }) ? undefined : wanted;
  const unusable = tag === undefined ? undefined : packument.unusableTags?.[tag];
  if (tag !== undefined && unusable !== undefined) return { ok: false, why: "unusable", tag, reason: unusable };
  const exact = wanted === "" ? null : semver.valid(wanted, { loose: true });
  if (exact) {
    const found = facts(exact) ?? facts(wanted);
    return found ? { ok: true, version: found.version, facts: found } : { ok: false, why: "no-such-version" };
  }
  const range = wanted === "" ? "*" : semver.validRange(wanted, { loose: true }) ? wanted : undefined;
  if (range === undefined) {
    const found = facts(packument.distTags[wanted]);
    return found ? { ok: true, version: found.version, facts: found } : { ok: false, why: "no-such-tag" };
  }
  const latest = facts(packument.distTags.latest);
  if (latest && !latest.deprecated && semver.satisfies(latest.version, range, { loose: true })) {
    return { ok: true, version: latest.version, facts: latest };
  }
  const fitting = Object.values(packument.versions)
    .filter((v) => semver.valid(v.version, { loose: true }) && semver.satisfies(v.version, range, { loose: true }))
    .sort((a, b) => Number(Boolean(a.deprecated)) - Number(Boolean(b.deprecated)) || semver.rcompare(a.version, b.version, { loose: true }));
  const best = fitting[0];
  return best ? { ok: true, version: best.version, facts: best } : { ok: false, why: "no-match" };
}

/** What a rule learns about a package spec from the prefetched facts. */
export type Resolution =
  /** Not looked up: offline, not asked for, an ecosystem with no registry plug-in yet. */
  | { kind: "unknown" }
  | { kind: "failed"; registry: string; reason: string }
  | { kind: "missing-package"; registry: string }
  | { kind: "missing-version"; registry: string; packument: Packument; why: "no-such-version" | "no-such-tag" | "no-match" }
  /** The registry's answer for the tag the spec asks is not a version it publishes: never pinned from. */
  | { kind: "unusable"; registry: string; packument: Packument; tag: string; reason: string }
  | { kind: "resolved"; registry: string; packument: Packument; version: string; facts: VersionFacts };

export function resolveSpec(view: RegistryView | undefined, ecosystem: Ecosystem, name: string, spec: string | undefined): Resolution {
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

/** Whether the online rules run: only with --online, where every launched package was looked up. */
export function isOnline(view: RegistryView | undefined): view is RegistryView {
  return view?.mode === "online";
}

/** Whole days between two instants (floored), for "published 2 days ago". */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}
