// unpinned-package: a server launched through npx, uvx, docker run… without an exact version runs
// whatever the registry serves at each start: code nobody reviewed, changed without a diff.
import * as semver from "../core/semver.js";
import type { McpServer } from "../hosts/model.js";
import type { McpRule, McpRuleContext } from "./types.js";
import type { Fix, Severity } from "../core/types.js";
import { docsUrl } from "../core/docs.js";
import { replaceInString } from "../core/json.js";
import type { Launch, PackageRef } from "../launchers/index.js";
import { lockPackageKey } from "../lock/packages.js";
import { allowList, argHolding, launchedPackages, type ServerArg } from "../packages/launches.js";
import { isExactVersion, resolveSpec, type Resolution } from "../packages/resolve.js";
import type { PackageQuery } from "../packages/types.js";

export const unpinnedPackage: McpRule = {
  meta: {
    id: "unpinned-package",
    description: "Servers launched from a registry package or image must pin an exact version (or a digest).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "safe",
    network: false,
    docs: docsUrl("unpinned-package"),
  },
  check(context) {
    const allowed = allowList(context.options.allow);
    for (const server of context.model.servers) {
      // Servers under a key the host ignores are judged too: they run once the key is renamed.
      if (!server.launch) continue;
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
          ...(verdict.fixAfterLookup && arg ? { fixAfterLookup: verdict.fixAfterLookup } : {}),
        });
      }
    }
  },
  // Online (--online): every unpinned npm package; otherwise (--fix) only those no local source pins.
  prefetch(context) {
    const queries: PackageQuery[] = [];
    for (const { pkg } of launchedPackages(context.model, context.options)) {
      if (pkg.specKind === "exact") continue;
      if (context.mode === "fixes" && localPin(context, pkg)) continue;
      queries.push({ ecosystem: "npm", name: pkg.name, ...(pkg.spec !== undefined ? { spec: pkg.spec } : {}) });
    }
    return queries;
  },
};

interface Verdict {
  message: string;
  severity: Severity;
  fix?: (arg: ServerArg) => Fix;
  fixAfterLookup?: { lookup: string };
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
    const why = "mcp-audit does not look PyPI versions up yet";
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (${why})` };
  }

  // Pin order: the project's own lockfiles, then mcp-audit.lock.json, then the registry.
  const today = aliased(pkg) ? ({ kind: "unknown" } as const) : resolveSpec(context.registry, "npm", pkg.name, pkg.spec);
  const todayVersion = today.kind === "resolved" ? today.version : undefined;
  const pin = (version: string, says: string, from: string): Verdict => ({
    severity,
    message: `${runs} ${what}: pin an exact version (${says})`,
    // Safe when it is what runs today (the registry says so); otherwise the pin may change what runs
    // (22.2.0 today, the project's 22.1.8 after the fix): unsafe.
    // The last gate before a write: whatever the source, only an exact version is ever written.
    ...(isExactVersion(version)
      ? {
          fix: (arg: ServerArg): Fix => ({
            safety: version === todayVersion ? "safe" : "unsafe",
            description: `pin ${pkg.name} to ${version} (${from})`,
            edits: [replaceInString(context.file.text, arg.node, pkg.versionStart, pkg.versionEnd, `@${version}`)],
          }),
        }
      : {}),
  });

  // Only an exact semver version is ever written: a lockfile, a lock or a registry answer holding
  // anything else (`git+https://…`, control characters) is never pinned from.
  const project = usable(context.project.npmVersion(pkg.name));
  if (project && allows(pkg, project.version)) return pin(project.version, `the project uses ${project.version}, from ${project.source}`, `from ${project.source}`);
  const locked = lockedVersion(context, pkg);
  if (locked && allows(pkg, locked)) return pin(locked, `mcp-audit.lock.json records ${locked}`, "from mcp-audit.lock.json");
  if (today.kind === "resolved") {
    const asked = pkg.spec ?? "latest";
    return pin(today.version, `${asked} resolves to ${today.version} on ${today.registry} today`, `what ${asked} resolves to on ${today.registry} today`);
  }

  if (project) {
    return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (the project uses ${project.version}, from ${project.source}, which ${pkg.spec} does not allow)` };
  }
  const why = context.project.root === undefined ? "no project lockfile was found" : "the project does not install it";
  // A run that did not involve the registry (no --fix, no --online, no --offline): --fix pins it after one lookup.
  if (context.registry === undefined && !aliased(pkg)) {
    const asked = pkg.spec ?? "latest";
    return {
      severity,
      message: `${runs} ${what}: pin an exact version: run mcp-audit --fix to pin what ${asked} resolves to today (one registry lookup), or write one, e.g. ${example}`,
      fixAfterLookup: { lookup: `npm:${pkg.name}@${asked}` },
    };
  }
  return { severity, message: `${runs} ${what}: pin an exact version, e.g. ${example} (${why}, and ${registryClause(context, today, pkg)})` };
}

/** Why the registry did not give the version. */
function registryClause(context: McpRuleContext, today: Resolution, pkg: PackageRef): string {
  if (context.registry?.mode === "offline") return "--offline forbids the registry lookup that would pin it";
  switch (today.kind) {
    case "failed":
      return `the lookup on ${today.registry} failed: ${today.reason}`;
    case "missing-package":
      return `${today.registry} has no package of that name`;
    case "missing-version":
      return `${today.registry} has no version matching ${pkg.spec}`;
    case "unusable":
      return `the registry's answer for ${today.tag} on ${today.registry} is unusable (${today.reason}): nothing was pinned from it`;
    default:
      return "the registry was not asked about it";
  }
}

/** A version a local source (project lockfiles, then mcp-audit.lock.json) pins, when the spec allows it. */
function localPin(context: Pick<McpRuleContext, "project" | "lock">, pkg: PackageRef): boolean {
  const project = usable(context.project.npmVersion(pkg.name));
  if (project && allows(pkg, project.version)) return true;
  const locked = lockedVersion(context, pkg);
  return locked !== undefined && allows(pkg, locked);
}

function lockedVersion(context: Pick<McpRuleContext, "lock">, pkg: PackageRef): string | undefined {
  const version = context.lock?.packages[lockPackageKey("npm", pkg.name)]?.version;
  return isExactVersion(version) ? version : undefined;
}

/** A project lockfile's version, when it is one a config may be pinned to. */
function usable<T extends { version: string }>(found: T | undefined): T | undefined {
  return found && isExactVersion(found.version) ? found : undefined;
}

function allows(pkg: PackageRef, version: string): boolean {
  return pkg.specKind !== "range" || semver.satisfies(version, pkg.spec!);
}

function aliased(pkg: PackageRef): boolean {
  return /^npm:/i.test(pkg.spec ?? "");
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
