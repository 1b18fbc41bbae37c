// unknown-package: the package, or the version the config asks for, does not exist on the registry:
// a typo, or a package that was unpublished. Either way the server cannot start, and a name nobody
// owns is one anybody can claim.
import { docsUrl } from "../core/docs.js";
import type { McpRule } from "./types.js";
import { launchedPackages, packageNode } from "../packages/launches.js";
import { isOnline, resolveSpec } from "../packages/resolve.js";

export const unknownPackage: McpRule = {
  meta: {
    id: "unknown-package",
    description: "The package (or the version, tag or range asked for) must exist on the registry.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("unknown-package"),
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      const runs = `server "${server.name}" runs ${pkg.written}`;
      let message: string | undefined;
      if (found.kind === "missing-package") {
        message = `${runs}, but ${found.registry} has no package named ${pkg.name}: check the name (a typo, or an unpublished package that anyone could now claim)`;
      } else if (found.kind === "missing-version") {
        const latest = found.packument.distTags.latest;
        const hint = latest && found.packument.versions[latest] ? ` (latest is ${latest})` : "";
        if (found.why === "no-such-tag") {
          const tags = Object.keys(found.packument.distTags).sort().join(", ");
          message = `${runs}, but ${found.registry} has no "${pkg.spec}" tag for it (tags: ${tags || "none"}): use an exact version`;
        } else if (found.why === "no-such-version") {
          message = `${runs}, but ${found.registry} has no version ${pkg.spec} of it${hint}: pin a published version`;
        } else {
          message = `${runs}, but no version on ${found.registry} satisfies ${pkg.spec}${hint}: pin a published version`;
        }
      }
      if (message) context.report({ ...packageNode(launched), message, subject: `npm:${pkg.name}` });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm" as const, name: pkg.name, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) }));
  },
};
