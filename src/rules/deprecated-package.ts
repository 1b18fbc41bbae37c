// deprecated-package: the version a server runs, or the whole package, is deprecated by its
// maintainers: it gets no fixes, and the deprecation message usually names what replaced it.
import { docsUrl } from "../core/docs.js";
import type { McpRule } from "./types.js";
import { WELL_KNOWN_PACKAGES } from "../packages/popular-packages.js";
import { launchedPackages, packageNode } from "../packages/launches.js";
import { isOnline, resolveSpec } from "../packages/resolve.js";

export const deprecatedPackage: McpRule = {
  meta: {
    id: "deprecated-package",
    description: "Servers must not run a deprecated package or version; move to the replacement its maintainers name.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("deprecated-package"),
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved") continue;
      const latest = found.packument.versions[found.packument.distTags.latest ?? ""];
      // The version that runs, or, when only later versions carry it, the package as a whole.
      const notice = found.facts.deprecated ?? latest?.deprecated;
      if (!notice) continue;
      const which = found.facts.deprecated ? `${pkg.name}@${found.version}, which is deprecated` : `${pkg.name}@${found.version}, whose latest version ${latest!.version} is deprecated`;
      const replacement = replacementIn(notice) ?? knownReplacement(pkg.name);
      const advice = replacement
        ? `move to ${replacement}`
        : found.facts.deprecated && latest && !latest.deprecated
          ? `upgrade to ${latest.version}, which is not deprecated`
          : "move to a maintained package";
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${which} ("${quote(notice)}"): ${advice}`,
        subject: `npm:${pkg.name}`,
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm" as const, name: pkg.name, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) }));
  },
};

/** Words that introduce a replacement in deprecation messages ("moved to x", "use x instead", …). */
const POINTERS = /\b(?:moved to|has moved to|replaced by|superseded by|migrate to|renamed to|in favou?r of|use|switch to|now (?:at|lives at|maintained at|developed at|published as))\s*:?\s+[`"'(]?((?:https?:\/\/)?[@\w][\w@./:-]*[\w/])/gi;
const STOPWORDS = new Set(["the", "this", "that", "a", "an", "it", "our", "its", "their", "version", "versions", "latest", "instead", "newer", "another", "other", "https", "http"]);

/** The package, repository or URL a deprecation message points to, if it names one. */
export function replacementIn(message: string): string | undefined {
  for (const m of message.matchAll(POINTERS)) {
    let token = m[1]!.replace(/[.:/]+$/, "");
    token = token.replace(/^https?:\/\/(?:www\.)?github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:\/.*)?$/i, "$1");
    if (STOPWORDS.has(token.toLowerCase()) || token.length < 3) continue;
    // A bare word could be anything ("use caution"): a name needs a scope, a slash, a dot or a hyphen.
    if (!/[@/.-]/.test(token)) continue;
    return token;
  }
  return undefined;
}

/** The replacement recorded in the well-known package list (from the reference table). */
function knownReplacement(name: string): string | undefined {
  return WELL_KNOWN_PACKAGES.find((p) => p.ecosystem === "npm" && p.name === name)?.replacement;
}

function quote(text: string): string {
  const t = text.replace(/"/g, "'");
  return t.length > 160 ? `${t.slice(0, 159).trimEnd()}…` : t;
}
