// lock-drift: mcp-audit.lock.json records which package and exact version each server was approved
// with (and npm's integrity of it). A config, or a moving tag, that now runs something else did so
// without review; `mcp-audit approve` records the new state once someone has looked.
import * as semver from "../core/semver.js";
import { docsUrl } from "../core/docs.js";
import type { McpRule, McpRuleContext } from "./types.js";
import { lockPackageKey, lockedFor, lockServerKey, registryPackages, writtenVersion } from "../lock/packages.js";
import { argHolding, allowList, pinEdit } from "../packages/launches.js";
import { isExactVersion, isOnline, resolveSpec } from "../packages/resolve.js";

export const lockDrift: McpRule = {
  meta: {
    id: "lock-drift",
    description: "Servers must launch the package and version mcp-audit.lock.json recorded; run mcp-audit approve after review.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("lock-drift"),
  },
  check(context) {
    const lock = context.lock;
    // No package was ever approved in this project: nothing to drift from.
    if (!lock || Object.keys(lock.packages).length === 0 || context.lockKey === undefined) return;
    const allowed = allowList(context.options.allow);
    for (const server of context.model.servers) {
      const key = lockServerKey(context.lockKey, server.name);
      for (const pkg of registryPackages(server)) {
        // One finding per cause: a launch that is not pinned exactly is unpinned-package's (whose fix pins
        // it, to the locked version first); the lock is compared with once the version is exact.
        if (allowed(pkg) || !pinnedExactly(pkg)) continue;
        const arg = argHolding(server, pkg);
        const at = arg ?? server.command!;
        const report = (message: string, fix?: { version: string }) => {
          const edit = fix && arg ? pinEdit(context.file.text, { server, pkg, arg }, fix.version) : undefined;
          context.report({
            node: at.node,
            pointer: at.pointer,
            message,
            subject: lockPackageKey(pkg.ecosystem, pkg.name),
            ...(edit ? { fix: { safety: "unsafe" as const, description: `pin ${pkg.name} back to ${fix!.version}, the approved version`, edits: [edit] } } : {}),
          });
        };
        const runs = `server "${server.name}" runs ${pkg.written}`;
        const { entry, forServer } = lockedFor(lock, key, pkg.ecosystem, pkg.name);
        if (!entry) {
          const before = forServer.map((p) => `${p.name}@${p.version}`).join(", ");
          report(before ? `${runs}, but mcp-audit.lock.json recorded ${before} for it: review the change, then run mcp-audit approve` : `${runs}, which mcp-audit.lock.json does not record: review it, then run mcp-audit approve`);
          continue;
        }
        const drift = versionDrift(context, pkg, entry.version);
        if (drift !== undefined) {
          report(`${runs}${drift}, but mcp-audit.lock.json recorded ${entry.version}: review the change, then run mcp-audit approve`, pkg.ecosystem === "npm" && isExactVersion(entry.version) ? { version: entry.version } : undefined);
          continue;
        }
        // Same version, other bytes: the registry (or a mirror) serves something that was not approved.
        if (pkg.ecosystem === "npm" && entry.integrity && isOnline(context.registry)) {
          const found = resolveSpec(context.registry, "npm", pkg.name, entry.version);
          const served = found.kind === "resolved" ? found.facts.integrity : undefined;
          if (served && served !== entry.integrity) {
            report(`${runs}: ${found.kind === "resolved" ? found.registry : "the registry"} now serves ${pkg.name}@${entry.version} with integrity ${short(served)}, not the ${short(entry.integrity)} that mcp-audit.lock.json recorded: do not run it until you know why`);
          }
        }
      }
    }
  },
  // Online: what moving tags resolve to now, and the integrity of approved versions.
  prefetch(context) {
    if (context.mode !== "online" || !context.lock || context.lockKey === undefined) return [];
    const queries = [];
    for (const server of context.model.servers) {
      for (const pkg of registryPackages(server)) {
        if (pkg.ecosystem === "npm" && pinnedExactly(pkg) && lockedFor(context.lock, lockServerKey(context.lockKey, server.name), "npm", pkg.name).entry) {
          queries.push({ ecosystem: "npm" as const, name: pkg.name, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) });
        }
      }
    }
    return queries;
  },
};

/**
 * An exact version (npm, PyPI), an image digest or version tag: unpinned-package reports the rest (a tag,
 * a range, no version, `:latest`) on the same span. A version tag without a digest gets only its info note
 * there, while a tag changed in the config is a change nobody reviewed: judged here.
 */
function pinnedExactly(pkg: Parameters<typeof writtenVersion>[0]): boolean {
  if (pkg.ecosystem === "oci") return pkg.specKind === "digest" || (pkg.specKind === "tag" && pkg.tag !== "latest");
  return pkg.specKind === "exact";
}

/** How the config's version differs from the recorded one (" (latest resolves to 2.0.0 today)"), or undefined. */
function versionDrift(context: McpRuleContext, pkg: Parameters<typeof writtenVersion>[0], recorded: string): string | undefined {
  const written = writtenVersion(pkg);
  // PyPI and images: only exact pins are recorded, so anything else written now is a change.
  if (pkg.ecosystem !== "npm") return written !== recorded ? "" : undefined;
  if (pkg.specKind === "exact") return written !== recorded ? "" : undefined;
  // A tag or range: online, what it resolves to today; offline, a range that excludes the recorded version.
  const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
  if (found.kind === "resolved") return found.version !== recorded ? ` (${pkg.spec ?? "latest"} resolves to ${found.version} on ${found.registry} today)` : undefined;
  if (pkg.specKind === "range" && semver.validRange(pkg.spec!) && semver.valid(recorded) && !semver.satisfies(recorded, pkg.spec!)) return "";
  return undefined;
}

/** `sha512-AbCd…` (first 12 characters of the hash): enough to tell two apart in a message. */
function short(integrity: string): string {
  return integrity.length > 19 ? `${integrity.slice(0, 19)}…` : integrity;
}
