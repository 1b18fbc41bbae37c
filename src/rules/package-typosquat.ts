// package-typosquat: a name a small edit away from a well-known MCP server package (or a known
// lookalike of one) is how a typo, or a squatter, gets code run with the user's tokens. Offline from
// the shipped list; online, a suspect that does not exist, is days old or has one or two versions is
// an error rather than a warning.
import { docsUrl } from "../core/docs.js";
import type { McpRule } from "./types.js";
import type { Severity } from "../core/types.js";
import { launchedPackages, packageNode } from "../packages/launches.js";
import { nearWellKnown, type NearMatch } from "../packages/names.js";
import { daysBetween, isOnline } from "../packages/resolve.js";
import type { RegistryView } from "../packages/types.js";

/** Online: a suspect first published within this many days, or with at most this many versions, is likely a squat. */
const YOUNG_DAYS = 90;
const TINY_VERSIONS = 2;

export const packageTyposquat: McpRule = {
  meta: {
    id: "package-typosquat",
    description: "Package names close to a well-known MCP server package (but not it) are likely typos or typosquats.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("package-typosquat"),
  },
  check(context) {
    for (const launched of launchedPackages(context.model, context.options, ["npm", "pypi"])) {
      const { server, pkg } = launched;
      const near = nearWellKnown(pkg.ecosystem as "npm" | "pypi", pkg.name);
      if (!near) continue;
      const evidence = pkg.ecosystem === "npm" ? onlineEvidence(context.registry, pkg.name) : undefined;
      const severity: Severity | undefined = evidence ? "error" : undefined;
      const { what, advice } = describe(near);
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}, ${what}${evidence ? `; ${evidence}` : ""}: ${advice}`,
        subject: `${pkg.ecosystem}:${pkg.name}`,
        ...(severity ? { severity } : {}),
      });
    }
  },
  // Online, the suspects' age and size raise the confidence: the full document has `time.created`.
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options)
      .filter(({ pkg }) => nearWellKnown("npm", pkg.name))
      .map(({ pkg }) => ({ ecosystem: "npm" as const, name: pkg.name, times: true }));
  },
};

function describe(near: NearMatch): { what: string; advice: string } {
  switch (near.kind) {
    case "lookalike":
      return { what: near.lookalike.is, advice: `check it is what you meant (most likely ${near.lookalike.meant})` };
    case "edit":
      return {
        what: `${near.distance === 1 ? "1 edit" : `${near.distance} edits`} away from the well-known ${near.target.name} (${near.target.owner})`,
        advice: "check the name, a typo runs someone else's code",
      };
    case "scope":
      return { what: `the name of the well-known ${near.target.name} (${near.target.owner}) under another scope`, advice: "check who publishes it" };
  }
}

/** What the registry says that makes a squat likely, or undefined (offline, or an established package). */
function onlineEvidence(view: RegistryView | undefined, name: string): string | undefined {
  if (!isOnline(view)) return undefined;
  const lookup = view.lookup("npm", name);
  if (lookup?.status === "missing") return `it is not on ${lookup.registry}, so anyone can publish it`;
  if (lookup?.status !== "found") return undefined;
  const versions = Object.keys(lookup.packument.versions).length;
  const created = lookup.packument.created ? new Date(lookup.packument.created) : undefined;
  const age = created ? daysBetween(created, view.now) : undefined;
  const young = age !== undefined && age < YOUNG_DAYS;
  if (!young && versions > TINY_VERSIONS) return undefined;
  const count = `${versions} version${versions === 1 ? "" : "s"}`;
  const since = age !== undefined ? `was first published ${age === 1 ? "1 day" : `${age} days`} ago and has ${count}` : `has ${count}`;
  return `it ${since} on ${lookup.registry}`;
}
