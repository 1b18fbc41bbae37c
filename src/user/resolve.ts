// Turning the location templates into paths on this machine (or on a fake home, for tests).
import path from "node:path";
import type { UserOs } from "./locations.js";

export interface UserEnvironment {
  os: UserOs;
  /** The home directory whose files are audited. */
  home: string;
  /** Environment variables (APPDATA, XDG_CONFIG_HOME, CODEX_HOME, ProgramData, ProgramFiles). */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Where system-wide files are looked for: the file-system root by default. With a fake home and
   * no system root, system-wide files are not read at all (nothing outside the home is touched).
   */
  systemRoot: string | undefined;
  /** A fake home (`--home`, MCP_AUDIT_HOME): the environment's folders are ignored, defaults under it are used. */
  homeOverridden: boolean;
}

export interface ResolvedPath {
  /** Where to read it (undefined when the template cannot apply, e.g. a system file with a fake home). */
  path: string | undefined;
  /** How to show it: `~/…` under the home, else the path as the host documents it (forward slashes). */
  display: string;
}

/** An environment variable's value when the real environment may be read, and it is absolute. */
function fromEnv(env: UserEnvironment, name: string): string | undefined {
  if (env.homeOverridden) return undefined;
  const value = env.env[name];
  return value && (path.isAbsolute(value) || /^[A-Za-z]:[\\/]/.test(value)) ? value : undefined;
}

/** Folder variables: the environment variable, and the default under the home. */
const FOLDER_VARIABLES: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  $XDG_DATA_HOME: ["XDG_DATA_HOME", [".local", "share"]],
  "%LOCALAPPDATA%": ["LOCALAPPDATA", ["AppData", "Local"]],
  $CODEX_HOME: ["CODEX_HOME", [".codex"]],
  $VIBE_HOME: ["VIBE_HOME", [".vibe"]],
  $CLAUDE_CONFIG_DIR: ["CLAUDE_CONFIG_DIR", [".claude"]],
};

/** Expand one template (see locations.ts for the variables). */
export function resolveTemplate(template: string, env: UserEnvironment): ResolvedPath {
  const [head, ...rest] = template.split("/");
  const tail = rest.filter((s) => s !== "");
  const home = (...parts: string[]) => ({ base: env.home, parts: [...parts, ...tail] });
  // Where the file is on disk, and where the host's docs put it (for display).
  let disk: { base: string; parts: string[] } | undefined;
  let nominal: string;
  switch (head) {
    case "~":
      disk = home();
      nominal = ["~", ...tail].join("/");
      break;
    case "%APPDATA%": {
      const appData = fromEnv(env, "APPDATA");
      disk = appData ? { base: appData, parts: tail } : home("AppData", "Roaming");
      nominal = ["%APPDATA%", ...tail].join("/");
      break;
    }
    case "$XDG_CONFIG_HOME": {
      const xdg = fromEnv(env, "XDG_CONFIG_HOME");
      disk = xdg ? { base: xdg, parts: tail } : home(".config");
      nominal = ["$XDG_CONFIG_HOME", ...tail].join("/");
      break;
    }
    case "$XDG_DATA_HOME":
    case "%LOCALAPPDATA%":
    case "$CODEX_HOME":
    case "$VIBE_HOME":
    case "$CLAUDE_CONFIG_DIR": {
      const [name, fallback] = FOLDER_VARIABLES[head]!;
      const set = fromEnv(env, name);
      disk = set ? { base: set, parts: tail } : home(...fallback);
      nominal = [head, ...tail].join("/");
      break;
    }
    case "%ProgramData%":
    case "%ProgramFiles%": {
      const folder = head === "%ProgramData%" ? "ProgramData" : "Program Files";
      nominal = [`C:/${folder}`, ...tail].join("/");
      if (env.systemRoot !== undefined) disk = { base: env.systemRoot, parts: [folder, ...tail] };
      else if (!env.homeOverridden) disk = { base: fromEnv(env, head.slice(1, -1)) ?? `C:\\${folder}`, parts: tail };
      break;
    }
    case "<root>":
      nominal = `/${tail.join("/")}`;
      if (env.systemRoot !== undefined) disk = { base: env.systemRoot, parts: tail };
      else if (!env.homeOverridden) disk = { base: path.parse(process.cwd()).root, parts: tail };
      break;
    default:
      throw new Error(`location template must start with a known variable: ${template}`);
  }
  const resolved = disk ? path.join(disk.base, ...disk.parts) : undefined;
  return { path: resolved, display: resolved ? displayFor(resolved, env) ?? nominal : nominal };
}

/** `~/…` for a path under the home (forward slashes); undefined for one outside it. */
export function displayFor(absolute: string, env: UserEnvironment): string | undefined {
  const rel = path.relative(env.home, absolute);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return `~/${rel.split(path.sep).join("/")}`;
}
