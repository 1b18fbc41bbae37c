// The lock's `plugins` section: the commit each git-sourced plugin of a Claude Code marketplace was
// approved at, keyed `<marketplace path>#<plugin name>`. A marketplace entry without `sha` installs
// whatever its ref (or the default branch) points at: `approve` records the commit it points at
// today, so unpinned-plugin-source can offer that commit as the pin, and reports a pinned commit that
// differs from the approved one.
import { createRequire } from "node:module";
import type { Node as JsonNode } from "jsonc-parser";
import { gitUrlOf, isCommit, pluginEntries, pluginSource, type PluginSource } from "../hosts/claude-plugins.js";

// node:os on first use, not at start-up: the rule that imports this module (unpinned-plugin-source)
// runs git only for `approve`.
const os = () => createRequire(import.meta.url)("node:os") as typeof import("node:os");

export interface LockedPluginSource {
  /** `github:owner/repo` or the git URL, as the marketplace writes it. */
  location: string;
  /** The monorepo folder (`git-subdir`). */
  path?: string;
  /** The branch or tag the entry names, when it names one. */
  ref?: string;
  /** The 40-hex commit approved. */
  commit: string;
}

/** The JSON Schema of the section (src/lock/index.ts validates the lock with it). */
export const PLUGINS_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "object",
    required: ["location", "commit"],
    additionalProperties: false,
    properties: {
      location: { type: "string", minLength: 1 },
      path: { type: "string" },
      ref: { type: "string" },
      commit: { type: "string", pattern: "^[0-9a-f]{40}$" },
    },
  },
} as const;

export function pluginLockKey(marketplaceKey: string, plugin: string): string {
  return `${marketplaceKey}#${plugin}`;
}

/** A git-sourced plugin of a marketplace, as approve sees it. */
export interface MarketplacePlugin {
  key: string;
  name: string;
  source: PluginSource;
}

/** The git-sourced plugins of a marketplace's parse tree. */
export function gitPlugins(marketplaceKey: string, root: JsonNode | undefined): MarketplacePlugin[] {
  if (root?.type !== "object") return [];
  const out: MarketplacePlugin[] = [];
  for (const entry of pluginEntries(root)) {
    const source = pluginSource(entry);
    if (!entry.name || !source || gitUrlOf(source) === undefined) continue;
    out.push({ key: pluginLockKey(marketplaceKey, entry.name), name: entry.name, source });
  }
  return out;
}

/** How approve learns the commit a ref points at; undefined (with why) when it cannot. */
export type CommitResolver = (url: string, ref: string | undefined) => Promise<{ commit: string } | { reason: string }>;

export interface PluginApproval {
  recorded: { key: string; location: string; commit: string; ref?: string }[];
  unresolved: { key: string; location: string; reason: string }[];
}

/**
 * Record the commit of every git-sourced plugin: the `sha` the entry pins, else what its ref resolves
 * to now (`resolve`, none offline). Entries of the given marketplaces that are gone are dropped.
 */
export async function approvePluginSources(
  plugins: Record<string, LockedPluginSource>,
  marketplaces: readonly { key: string; plugins: readonly MarketplacePlugin[] }[],
  resolve: CommitResolver | undefined,
): Promise<PluginApproval> {
  const outcome: PluginApproval = { recorded: [], unresolved: [] };
  for (const marketplace of marketplaces) {
    const keep = new Set(marketplace.plugins.map((p) => p.key));
    for (const key of Object.keys(plugins)) if (key.startsWith(`${marketplace.key}#`) && !keep.has(key)) delete plugins[key];
    for (const plugin of marketplace.plugins) {
      const { source } = plugin;
      let commit = isCommit(source.sha) ? source.sha : undefined;
      if (!commit) {
        const url = gitUrlOf(source)!;
        const found = resolve ? await resolve(url, source.ref) : { reason: "--offline: the commit its ref points at was not looked up" };
        if ("reason" in found) {
          outcome.unresolved.push({ key: plugin.key, location: source.location, reason: found.reason });
          continue;
        }
        commit = found.commit;
      }
      const entry: LockedPluginSource = { location: source.location, commit, ...(source.subdir !== undefined ? { path: source.subdir } : {}), ...(source.ref !== undefined ? { ref: source.ref } : {}) };
      const before = plugins[plugin.key];
      if (before && JSON.stringify(before) === JSON.stringify(entry)) continue;
      plugins[plugin.key] = entry;
      outcome.recorded.push({ key: plugin.key, location: source.location, commit, ...(source.ref !== undefined ? { ref: source.ref } : {}) });
    }
  }
  return outcome;
}

// ---- git ls-remote ---------------------------------------------------------------------------------

const TIME_LIMIT_MS = 30_000;
const MAX_OUTPUT = 16 * 1024 * 1024;

/**
 * Which URLs approve asks git about: https, and plain http only to this machine (a test server).
 * Never ssh (it would offer your keys to whatever host a repository names) nor git's other
 * transports (`ext::` runs a command).
 */
export function askableUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== "" || parsed.password !== "") return false;
  if (parsed.protocol === "https:") return true;
  return parsed.protocol === "http:" && /^(127\.0\.0\.1|localhost|\[::1\])$/.test(parsed.host.replace(/:\d+$/, ""));
}

/**
 * The commit a ref (default: HEAD) of a remote points at, from `git ls-remote`: a tag's peeled
 * commit, else the branch or tag itself. Git runs outside any repository, with none of the caller's
 * GIT_* variables, no prompt, only http(s), and a time limit.
 */
export const lsRemote: CommitResolver = async (url, ref) => {
  if (!askableUrl(url)) return { reason: `${url} is not an https URL: its commit is not looked up; add "sha" yourself` };
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", HOME: os().homedir(), GIT_TERMINAL_PROMPT: "0", GIT_ALLOW_PROTOCOL: "https:http", GIT_CONFIG_NOSYSTEM: "1", LC_ALL: "C" };
  const args = ["-c", "credential.helper=", "-c", "core.askPass=", "ls-remote", "--", url, ...(ref === undefined ? ["HEAD"] : [ref, `${ref}^{}`])];
  const result = await run("git", args, env);
  if ("reason" in result) return result;
  const lines = result.out.split("\n").map((l) => l.split("\t")).filter((p) => p.length === 2 && isCommit(p[0]));
  const pick = (name: string) => lines.find((l) => l[1] === name)?.[0];
  const commit = ref === undefined ? pick("HEAD") : (pick(`refs/tags/${ref}^{}`) ?? pick(`refs/tags/${ref}`) ?? pick(`refs/heads/${ref}`) ?? (isCommit(ref) ? ref : undefined));
  return commit ? { commit } : { reason: `${url} has no ref ${JSON.stringify(ref ?? "HEAD")}` };
};

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ out: string } | { reason: string }> {
  return new Promise((resolve) => {
    let out = "";
    let err = "";
    let settled = false;
    const done = (value: { out: string } | { reason: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    // child_process (and the net and stream modules it loads) is required here, on first use: only
    // `approve` runs git, and a run over a few configs starts faster without it (bin/code-cache.cjs).
    const { spawn } = createRequire(import.meta.url)("node:child_process") as typeof import("node:child_process");
    const child = spawn(program, args, { cwd: os().tmpdir(), env, stdio: ["ignore", "pipe", "pipe"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      done({ reason: `git ls-remote took longer than ${TIME_LIMIT_MS / 1000} s` });
    }, TIME_LIMIT_MS);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      if (out.length > MAX_OUTPUT) child.kill("SIGKILL");
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      if (err.length < 4096) err += chunk;
    });
    child.on("error", (error) => done({ reason: `git could not run (${error.message})` }));
    child.on("close", (code) => done(code === 0 ? { out } : { reason: `git ls-remote failed: ${firstLine(err) || `exit ${code}`}` }));
  });
}

function firstLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return (text.split("\n").find((l) => l.trim() !== "") ?? "").replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 200);
}
