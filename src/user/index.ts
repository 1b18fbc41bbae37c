// `mcp-audit --user`: the MCP configs of this machine outside any repository, for every host.
// Which files exist is all this module finds out; the audit itself is the usual one (runAudit with
// explicit files and their dialects).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeFsError } from "../core/fs-errors.js";
import { DIALECTS } from "../hosts/index.js";
import type { HostDialect } from "../hosts/types.js";
import { USER_LOCATIONS, USER_OSES, type UserLocation, type UserOs } from "./locations.js";
import { resolveTemplate, type UserEnvironment } from "./resolve.js";

export type { UserEnvironment } from "./resolve.js";
export { USER_LOCATIONS, USER_OSES, type UserLocation, type UserOs } from "./locations.js";

export interface UserConfigFile {
  /** Where it is on disk. */
  path: string;
  /** `~/.claude.json`, `/etc/claude-code/managed-mcp.json`: no user name, the same on every machine. */
  displayPath: string;
  host: HostDialect;
  location: UserLocation;
}

export interface UserScan {
  files: UserConfigFile[];
  /** Places that exist but could not be looked at (permission denied): not silently skipped. */
  problems: { displayPath: string; reason: string }[];
  /** How many places were looked at (for the "nothing found" message). */
  looked: number;
}

export interface UserEnvironmentOptions {
  /** A fake home (`--home`, MCP_AUDIT_HOME). */
  home?: string;
  os?: string;
  systemRoot?: string;
}

/** This machine's environment, or a fake one for tests (`--home`, MCP_AUDIT_HOME, MCP_AUDIT_USER_OS, MCP_AUDIT_SYSTEM_ROOT). */
export function userEnvironment(env: Readonly<Record<string, string | undefined>>, options: UserEnvironmentOptions = {}): UserEnvironment {
  const fakeHome = options.home ?? nonEmpty(env.MCP_AUDIT_HOME);
  const osName = options.os ?? nonEmpty(env.MCP_AUDIT_USER_OS) ?? process.platform;
  if (!isUserOs(osName)) throw new UserLocationError(`unknown OS "${osName}": use ${USER_OSES.join(", ")}`);
  const systemRoot = options.systemRoot ?? nonEmpty(env.MCP_AUDIT_SYSTEM_ROOT);
  return {
    os: osName,
    home: path.resolve(fakeHome ?? os.homedir()),
    env,
    systemRoot: systemRoot === undefined ? undefined : path.resolve(systemRoot),
    homeOverridden: fakeHome !== undefined,
  };
}

export class UserLocationError extends Error {}

export function isUserOs(value: string): value is UserOs {
  return (USER_OSES as readonly string[]).includes(value);
}

/** Every user-level config that exists, in the order of USER_LOCATIONS; missing files are skipped silently. */
export function findUserConfigs(env: UserEnvironment, locations: readonly UserLocation[] = USER_LOCATIONS): UserScan {
  const scan: UserScan = { files: [], problems: [], looked: 0 };
  const seen = new Set<string>();
  for (const location of locations) {
    for (const template of location.paths[env.os] ?? []) {
      const { path: resolved, display } = resolveTemplate(template, env);
      if (resolved === undefined) continue;
      for (const candidate of expand(resolved, display, scan)) {
        scan.looked++;
        const kind = fileKind(candidate.path);
        if (kind === "missing" || seen.has(candidate.path)) continue;
        if (kind !== "file") {
          scan.problems.push({ displayPath: candidate.display, reason: kind });
          continue;
        }
        seen.add(candidate.path);
        scan.files.push({ path: candidate.path, displayPath: candidate.display, host: DIALECTS[location.host], location });
      }
    }
  }
  return scan;
}

/** A template path, or every file its `*` in the last segment matches (in name order). */
function expand(resolved: string, display: string, scan: UserScan): { path: string; display: string }[] {
  const base = path.basename(resolved);
  if (!base.includes("*")) return [{ path: resolved, display }];
  const dir = path.dirname(resolved);
  const pattern = new RegExp(`^${base.split("*").map(escapeRegExp).join("[^/\\\\]*")}$`);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") scan.problems.push({ displayPath: display.slice(0, display.lastIndexOf("/")), reason: describeFsError(error) });
    return [];
  }
  const shownDir = display.slice(0, display.lastIndexOf("/"));
  return names
    .filter((n) => pattern.test(n))
    .sort()
    .map((n) => ({ path: path.join(dir, n), display: `${shownDir}/${n}` }));
}

/** "file", "missing" (silently skipped), or why it cannot be read. */
function fileKind(file: string): "file" | "missing" | string {
  try {
    return fs.statSync(file).isFile() ? "file" : "not a regular file";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR" ? "missing" : describeFsError(error);
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

/** "11 configs of 10 hosts" and one line per file, for the output header. */
export function describeFound(files: readonly UserConfigFile[]): { summary: string; lines: string[] } {
  const hosts = new Set(files.map((f) => f.host.displayName));
  const summary = `${files.length} user config${files.length === 1 ? "" : "s"} of ${hosts.size} host${hosts.size === 1 ? "" : "s"}`;
  const width = Math.max(0, ...files.map((f) => f.host.displayName.length));
  return { summary, lines: files.map((f) => `${f.host.displayName.padEnd(width)}  ${f.displayPath}  (${f.location.label})`) };
}
