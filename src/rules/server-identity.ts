// server-identity: the server that answered is not the package the config pins. It names itself in
// `serverInfo` (name, version); when that name is the package's and the version differs from the
// pinned one, or when the server reported exactly the package's version at approval and no longer does,
// something else is answering: a cached or globally installed copy, a proxy, a different package behind
// the same command. Judged live, or on the snapshot in the lock.
import * as semver from "../core/semver.js";
import { docsUrl } from "../core/docs.js";
import { lockedFor, registryPackages, writtenVersion } from "../lock/packages.js";
import { serversWithSnapshots } from "../lock/servers.js";
import type { McpRule } from "./types.js";

const ID = "server-identity";

export const serverIdentity: McpRule = {
  meta: {
    id: ID,
    description: "serverInfo (name and version) does not match the pinned package that launches the server.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    for (const { server, key, found } of serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "")) {
      if (!found) continue;
      for (const pkg of registryPackages(server)) {
        const pinned = writtenVersion(pkg) ?? (context.lock ? lockedFor(context.lock, key, pkg.ecosystem, pkg.name).entry?.version : undefined);
        if (pinned === undefined) continue;
        const { name, version } = found.snapshot.serverInfo;
        const at = found.locked?.package;
        // Either the server reported its package's version when it was approved, or it carries the package's name.
        const reportsPackageVersion = at !== undefined && at.name === pkg.name && found.locked!.serverInfo.version === at.version;
        if (!reportsPackageVersion && !sameProduct(name, pkg.name)) continue;
        if (sameVersion(version, pinned)) continue;
        const from = found.source === "live" ? "live" : "as pinned in mcp-audit.lock.json";
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${pkg.name}@${pinned}:${name}@${version}`,
          message: `server "${server.name}" launches ${pkg.name}@${pinned} but answers as ${JSON.stringify(name)} ${JSON.stringify(version)} (${from}): another program may be answering (a cached or global install, a wrapper); check what the command really runs`,
        });
      }
    }
  },
};

function sameVersion(a: string, b: string): boolean {
  if (a === b) return true;
  const x = semver.valid(a, { loose: true });
  const y = semver.valid(b, { loose: true });
  return x !== null && y !== null && semver.eq(x, y);
}

/** `@acme/mcp-server-tickets` and `tickets-mcp`: one product (names without scope, `mcp` and `server` words). */
function sameProduct(serverName: string, packageName: string): boolean {
  const core = (s: string) =>
    s
      .toLowerCase()
      .replace(/^@[^/]+\//, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== "" && w !== "mcp" && w !== "server" && w !== "modelcontextprotocol")
      .join("-");
  const a = core(serverName);
  const b = core(packageName);
  return a !== "" && b !== "" && (a === b || a.includes(b) || b.includes(a));
}
