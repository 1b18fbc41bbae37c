// unpinned-package: a server launched through npx, uvx, docker run… without an exact version runs
// whatever the registry serves at each start: code nobody reviewed, changed without a diff.
import semver from "semver";
import type { McpServer } from "../core/model.js";
import type { McpRule, McpRuleContext, Fix, Severity } from "../core/types.js";
import { docsUrl } from "../core/docs.js";
import { replaceInString } from "../core/json.js";
import type { Launch, PackageRef } from "../launchers/index.js";

export const unpinnedPackage: McpRule = {
  meta: {
    id: "unpinned-package",
    description: "Servers launched from a registry package or image must pin an exact version (or a digest).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("unpinned-package"),
  },
  check(context) {
    const allowed = allowList(context.options.allow);
    for (const server of context.model.servers) {
      // Servers under a key this host ignores never run; invalid-config reports them.
      if (server.ignoredByHost || !server.launch) continue;
      for (const pkg of server.launch.packages) {
        if (pkg.name === "" || allowed(pkg)) continue;
        // `pkg@${VERSION}`: the version is decided outside this file.
        if (pkg.written.includes("${")) continue;
        const verdict = judge(context, server, server.launch, pkg);
        if (!verdict) continue;
        const arg = argHolding(server, pkg);
        context.report({
          node: arg?.node ?? server.command!.node,
          pointer: arg?.pointer ?? server.command!.pointer,
          message: verdict.message,
          subject: `${pkg.ecosystem}:${pkg.name}`,
          severity: verdict.severity,
          ...(verdict.fix && arg ? { fix: verdict.fix(arg) } : {}),
        });
      }
    }
  },
};

type Arg = McpServer["args"][number];

interface Verdict {
  message: string;
  severity: Severity;
  fix?: (arg: Arg) => Fix;
}

function judge(context: McpRuleContext, server: McpServer, launch: Launch, pkg: PackageRef): Verdict | undefined {
  const runs = `server "${server.name}" runs`;
  if (pkg.ecosystem === "oci") {
    const suggestion = `${pkg.name}:<version>@sha256:<digest>`;
    if (pkg.specKind === "none") {
      return { severity: "warning", message: `${runs} image ${pkg.name} with no tag, which means :latest: pin a version tag and its digest, e.g. ${suggestion}` };
    }
    if (pkg.specKind === "tag" && pkg.tag === "latest") {
      return { severity: "warning", message: `${runs} image ${pkg.written}, a tag that moves with every release: pin a version tag and its digest, e.g. ${suggestion}` };
    }
    if (pkg.specKind === "tag") {
      return { severity: "info", message: `${runs} image ${pkg.written} without a digest: a tag can be moved, pin the digest: ${pkg.written}@sha256:…` };
    }
    return undefined;
  }

  if (pkg.specKind === "exact") return undefined;
  if (pkg.specKind === "other") return judgeSource(runs, pkg);
  if (pkg.specKind === "digest") return undefined;

  const what = pkg.specKind === "none" ? `${pkg.name} with no version` : pkg.specKind === "range" ? `${pkg.written}, a version range` : pkg.written;
  const severity: Severity = pkg.specKind === "range" ? "warning" : "error";
  const example = `${pkg.name}${exampleSeparator(launch, pkg)}<version>`;
  if (pkg.ecosystem === "pypi") {
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (the registry is not consulted offline)` };
  }

  const known = context.project.npmVersion(pkg.name);
  if (!known) {
    const why = context.project.root === undefined ? "no project lockfile was found" : "the project does not install it";
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (${why}, and the registry is not consulted offline)` };
  }
  const from = `${known.version}, from ${known.source}`;
  if (pkg.specKind === "range" && !semver.satisfies(known.version, pkg.spec!)) {
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (the project uses ${from}, which ${pkg.spec} does not allow)` };
  }
  return {
    severity,
    message: `${runs} ${what}: pin an exact version (the project uses ${from})`,
    // Unsafe: the pin may differ from what the runner resolves today (22.2.0 -> the project's 22.1.8).
    fix: (arg) => ({
      safety: "unsafe",
      description: `pin ${pkg.name} to ${known.version} (from ${known.source})`,
      edits: [replaceInString(context.file.text, arg.node, pkg.versionStart, pkg.versionEnd, `@${known.version}`)],
    }),
  };
}

/** git, URL and path specs: no registry version to pin, but a git commit can be. */
function judgeSource(runs: string, pkg: PackageRef): Verdict | undefined {
  // `pkg@github:org/repo` -> the spec; `github:org/repo`, `git+https://…` -> the whole token.
  const token = pkg.spec ?? pkg.written;
  // Local folders and files are part of the repository, reviewed with it.
  if (/^(file:|link:|\.{1,2}[\\/]|\/|~\/|[A-Za-z]:[\\/])/i.test(token)) return undefined;
  // A full commit hash (`#<sha>` for npm, `@<sha>` for pip VCS URLs) is a pin.
  if (/[#@][0-9a-f]{40}(?:[#&]|$)/i.test(token)) return undefined;
  const git = /^(git\+|git:|git@|ssh:|github:|gitlab:|bitbucket:|gist:|hg\+|svn\+|bzr\+)/i.test(token) || /^[^:@]+\/[^:@]+$/.test(token) || /\.git(#|@|$)/.test(token);
  const how = git ? (pkg.ecosystem === "pypi" ? "pin a commit (…@<commit sha>)" : "pin a commit (…#<commit sha>)") : "install it from a registry at an exact version instead";
  return { severity: "warning", message: `${runs} ${pkg.written}, which is not from a registry and cannot be pinned by version: ${how}` };
}

/** How the runner spells a version: npm `@`, uvx `name@1.2.3` in its positional form, pip `==`. */
function exampleSeparator(launch: Launch, pkg: PackageRef): string {
  if (pkg.ecosystem === "npm") return "@";
  const positional = launch.runner === "uvx" && !launch.options.some((o) => o.valueIndex === pkg.argIndex);
  return positional || pkg.spec === "latest" ? "@" : "==";
}

/** The `args` element holding the package (checked against its text, so a stale index cannot misplace an edit). */
function argHolding(server: McpServer, pkg: PackageRef): Arg | undefined {
  const holds = (arg: Arg | undefined) => arg !== undefined && arg.value.slice(pkg.nameStart, pkg.versionEnd) === pkg.written;
  const byPosition = server.args[pkg.argIndex];
  if (holds(byPosition)) return byPosition;
  const byIndex = server.args.find((a) => a.index === pkg.argIndex);
  return holds(byIndex) ? byIndex : undefined;
}

/** `allow: ["@playwright/mcp", "@acme/*", "ghcr.io/acme/server"]`; PyPI names compare normalised (PEP 503). */
function allowList(option: unknown): (pkg: PackageRef) => boolean {
  const entries = Array.isArray(option) ? option.filter((e): e is string => typeof e === "string") : [];
  const pep503 = (name: string) => name.toLowerCase().replace(/[-_.]+/g, "-");
  return (pkg) =>
    entries.some((entry) => {
      if (entry.endsWith("/*")) return pkg.name.startsWith(entry.slice(0, -1));
      return pkg.ecosystem === "pypi" ? pep503(entry) === pep503(pkg.name) : entry === pkg.name;
    });
}
