// install-scripts: the version a server runs declares preinstall/install/postinstall scripts, which
// npx runs on first launch, before the server itself and outside anything the MCP host shows.
import { docsUrl } from "../core/docs.js";
import type { McpRule } from "./types.js";
import type { McpServer } from "../hosts/model.js";
import { launchedPackages, packageNode } from "../packages/launches.js";
import { isOnline, resolveSpec } from "../packages/resolve.js";

export const installScripts: McpRule = {
  meta: {
    id: "install-scripts",
    description: "Packages a server runs should not run install scripts (preinstall, install, postinstall) when fetched.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl("install-scripts"),
  },
  check(context) {
    if (!isOnline(context.registry)) return;
    for (const launched of launchedPackages(context.model, context.options)) {
      const { server, pkg } = launched;
      if (scriptsDisabled(server)) continue;
      const found = resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
      if (found.kind !== "resolved" || !found.facts.hasInstallScript) continue;
      const scripts = found.facts.installScripts;
      // Abbreviated metadata only says that there are some; the full document says which.
      const which = scripts
        ? Object.entries(scripts)
            .map(([name, command]) => `${name}: ${command}`)
            .join("; ")
        : `npm view ${pkg.name}@${found.version} scripts shows them`;
      context.report({
        ...packageNode(launched),
        message: `server "${server.name}" runs ${pkg.name}@${found.version}, which runs install scripts when it is fetched (${which}): review them, and if the server works without them set npm_config_ignore_scripts=true in its env`,
        subject: `npm:${pkg.name}`,
      });
    }
  },
  prefetch(context) {
    if (context.mode !== "online") return [];
    return launchedPackages(context.model, context.options).map(({ pkg }) => ({ ecosystem: "npm" as const, name: pkg.name, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) }));
  },
};

/** `npm_config_ignore_scripts=true` in the server's env, or `--ignore-scripts` on the runner: npm then skips them. */
function scriptsDisabled(server: McpServer): boolean {
  const env = server.env.some((e) => e.key.toLowerCase() === "npm_config_ignore_scripts" && e.value?.toLowerCase() === "true");
  const flag = server.launch?.options.some((o) => o.flag === "--ignore-scripts" && (o.value === undefined || o.value === "true")) ?? false;
  return env || flag;
}
