// young-release: the version a server runs was published only days ago. Hijacked releases are usually
// caught and pulled within days; a cooldown (as pinact and Renovate offer) lets that happen before
// the code runs with the user's rights.
import * as semver from "../core/semver.js";
import { docsUrl } from "../core/docs.js";
import type { McpRule } from "./types.js";
import { launchedPackages, packageNode, pinEdit } from "../packages/launches.js";
import { isOnline, resolveSpec } from "../packages/resolve.js";
import type { Packument } from "../packages/types.js";

const DEFAULT_DAYS = 7;
const DAY = 86_400_000;

export const youngRelease: McpRule = {
  meta: {
    id: "young-release",
    description: "Servers should not run a version published less than N days ago (default 7): a cooldown for hijacked releases.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: true,
    docs: docsUrl("young-release"),
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    const days = typeof context.options.days === "number" && context.options.days >= 0 ? context.options.days : DEFAULT_DAYS;
    const now = context.registry.now.getTime();
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved") continue;
      const published = Date.parse(found.packument.times?.[found.version] ?? "");
      if (Number.isNaN(published) || now - published >= days * DAY) continue;
      const previous = olderRelease(found.packument, found.version, now - days * DAY);
      const instead = previous ? `, or pin ${previous.version} (published ${day(previous.time)})` : "";
      const edit = previous ? pinEdit(context.file.text, launched, previous.version) : undefined;
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}@${found.version}, published ${ago(now - published)} (${day(published)}): wait until it is ${days} days old${instead}`,
        subject: `npm:${pkg.name}`,
        ...(edit ? { fix: { safety: "unsafe" as const, description: `pin ${pkg.name} to ${previous!.version}, published more than ${days} days ago`, edits: [edit] } } : {}),
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm" as const, name: pkg.name, times: true, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) }));
  },
};

/** The newest stable, non-deprecated release below `version` that was published before `before`. */
function olderRelease(packument: Packument, version: string, before: number): { version: string; time: number } | undefined {
  let best: { version: string; time: number } | undefined;
  for (const v of Object.values(packument.versions)) {
    const time = Date.parse(packument.times?.[v.version] ?? "");
    if (Number.isNaN(time) || time > before || v.deprecated || !semver.valid(v.version) || semver.prerelease(v.version) || !semver.lt(v.version, version)) continue;
    if (!best || semver.gt(v.version, best.version)) best = { version: v.version, time };
  }
  return best;
}

function ago(ms: number): string {
  const hours = Math.max(0, Math.floor(ms / 3_600_000));
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
