// The registry packages a config launches, as every package rule walks them: servers the host reads,
// packages from a registry (not git, URL or path sources), versions not taken from a variable, and
// not exempted by the rule's `allow` option (which also receives the project config's allow.packages).
import type { McpConfigModel, McpServer } from "../hosts/model.js";
import type { Ecosystem, PackageRef } from "../launchers/index.js";
import { replaceInString } from "../core/json.js";
import type { TextEdit } from "../core/types.js";

export type ServerArg = McpServer["args"][number];

export interface LaunchedPackage {
  server: McpServer;
  pkg: PackageRef;
  /** The `args` string holding the package; undefined when the command itself is the package. */
  arg: ServerArg | undefined;
}

export function launchedPackages(model: McpConfigModel, options: Readonly<Record<string, unknown>>, ecosystems: readonly Ecosystem[] = ["npm"]): LaunchedPackage[] {
  const allowed = allowList(options.allow);
  const out: LaunchedPackage[] = [];
  for (const server of model.servers) {
    if (!server.launch) continue;
    for (const pkg of server.launch.packages) {
      if (pkg.name === "" || pkg.specKind === "other" || pkg.written.includes("${") || !ecosystems.includes(pkg.ecosystem) || allowed(pkg)) continue;
      // `foo@npm:bar@1` runs bar: an alias is resolved through another package, not judged by this name.
      if (pkg.ecosystem === "npm" && /^npm:/i.test(pkg.spec ?? "")) continue;
      out.push({ server, pkg, arg: argHolding(server, pkg) });
    }
  }
  return out;
}

/** Where a finding about a launched package points: the argument, else the command. */
export function packageNode(launched: LaunchedPackage): { node: NonNullable<McpServer["command"]>["node"]; pointer: string } {
  const at = launched.arg ?? launched.server.command!;
  return { node: at.node, pointer: at.pointer };
}

/** The `args` element holding the package (checked against its text, so a stale index cannot misplace an edit). */
export function argHolding(server: McpServer, pkg: PackageRef): ServerArg | undefined {
  const holds = (arg: ServerArg | undefined) => arg !== undefined && pkg.nameStart >= 0 && arg.value.slice(pkg.nameStart, pkg.versionEnd) === pkg.written;
  // A launch packed into `command` ("docker run … image:1"): the package's offsets are inside the command string.
  if (pkg.argIndex === -1) {
    const command = server.command && { ...server.command, index: -1 };
    return holds(command) ? command : undefined;
  }
  const byPosition = server.args[pkg.argIndex];
  if (holds(byPosition)) return byPosition;
  const byIndex = server.args.find((a) => a.index === pkg.argIndex);
  return holds(byIndex) ? byIndex : undefined;
}

/** `allow: ["@playwright/mcp", "@acme/*", "ghcr.io/acme/server"]`; PyPI names compare normalised (PEP 503). */
export function allowList(option: unknown): (pkg: PackageRef) => boolean {
  const entries = Array.isArray(option) ? option.filter((e): e is string => typeof e === "string") : [];
  return (pkg) =>
    entries.some((entry) => {
      if (entry.endsWith("/*")) return pkg.name.startsWith(entry.slice(0, -1));
      return pkg.ecosystem === "pypi" ? pep503(entry) === pep503(pkg.name) : entry === pkg.name;
    });
}

/** PyPI's name normalisation (https://peps.python.org/pep-0503/#normalized-names). */
export function pep503(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** The edit that pins an npm package's argument to `version` (only the version bytes change). */
export function pinEdit(text: string, launched: LaunchedPackage, version: string): TextEdit | undefined {
  if (!launched.arg || launched.pkg.ecosystem !== "npm") return undefined;
  return replaceInString(text, launched.arg.node, launched.pkg.versionStart, launched.pkg.versionEnd, `@${version}`);
}
