// The live phase (--live), beside the registry prefetch: for every server of the audited configs,
// decide what may be contacted (remote servers; stdio servers only when named with --allow-exec),
// resolve the variables of their URLs, headers, commands and env from the environment (a variable not
// set means "not contacted": nothing is sent), then collect what each server exposes through the
// official client (src/live). The rules read the result synchronously. Loaded only with --live.
import path from "node:path";
import { lockServerKey } from "../lock/packages.js";
import type { LiveOutcome, LiveView } from "../lock/servers.js";
import type { McpServer } from "../hosts/model.js";
import { collectServers, LIVE_LIMITS, type LiveTarget } from "../live/servers.js";
import { resolveVariables } from "../live/variables.js";
import type { AuditOptions } from "./options.js";
import { readConfigs } from "./prefetch.js";

export interface LiveOptions {
  env: NodeJS.ProcessEnv;
  /** stdio servers that may be launched: "all", or their names. Undefined: none. */
  allowExec?: "all" | ReadonlySet<string>;
  timeoutMs?: number;
  concurrency?: number;
  maxResponseBytes?: number;
}

export interface LivePhase {
  view: LiveView;
  /** One line per server not contacted (not allowed, a variable unset) or answering with faults. */
  warnings: string[];
  /** Servers that could not be audited live (unreachable, OAuth, timeout, protocol errors): exit 2. */
  problems: { displayPath: string; reason: string }[];
  /** Names given to --allow-exec that match no stdio server. */
  unknownAllowed: string[];
  /** Lock keys of the configs read (their `servers` entries are replaced by approve --live). */
  configs: string[];
  /** Every server key seen in them. */
  servers: string[];
  /** Values substituted from the environment (header tokens, env secrets): redacted in every output. */
  secrets: string[];
}

export async function prefetchLive(options: AuditOptions, live: LiveOptions): Promise<LivePhase> {
  const configs = readConfigs(options);
  const targets: LiveTarget[] = [];
  const view = new Map<string, LiveOutcome>();
  const where = new Map<string, { displayPath: string; name: string }>();
  const secrets: string[] = [];
  const stdioNames = new Set<string>();
  for (const config of configs) {
    const projectDir = path.dirname(config.context.file.path);
    const bare = config.context.host.id === "gemini";
    for (const server of config.context.model.servers) {
      if (server.ignoredByHost || server.disabled) continue;
      const key = lockServerKey(config.lockKey, server.name);
      where.set(key, { displayPath: config.context.file.displayPath, name: server.name });
      const decided = target(server, key, live, { projectDir, bare });
      if (server.transport === "stdio" && server.command) stdioNames.add(server.name);
      if ("outcome" in decided) view.set(key, decided.outcome);
      else {
        targets.push(decided.target);
        secrets.push(...decided.secrets);
      }
    }
  }
  const collected = await collectServers(targets, {
    timeoutMs: live.timeoutMs ?? LIVE_LIMITS.timeoutMs,
    maxResponseBytes: live.maxResponseBytes ?? LIVE_LIMITS.maxResponseBytes,
    concurrency: live.concurrency ?? LIVE_LIMITS.concurrency,
    env: live.env,
    secrets,
  });
  for (const [key, outcome] of collected) view.set(key, outcome);

  const phase: LivePhase = { view, warnings: [], problems: [], unknownAllowed: [], configs: configs.map((c) => c.lockKey), servers: [...where.keys()], secrets };
  for (const [key, outcome] of view) {
    const { displayPath, name } = where.get(key)!;
    if (outcome.kind === "not-launched") phase.warnings.push(`${displayPath}: server "${name}" ${outcome.message}`);
    else if (outcome.kind === "failed") phase.problems.push({ displayPath, reason: `server "${name}" could not be audited live: ${outcome.message}` });
    else if (outcome.faults.length > 0) phase.warnings.push(`${displayPath}: server "${name}" wrote non-protocol output on stdout (${outcome.faults.join(", ")}): a protocol fault; hosts that read JSON-RPC from stdout fail on it`);
  }
  if (live.allowExec instanceof Set) phase.unknownAllowed = [...live.allowExec].filter((n) => !stdioNames.has(n)).sort();
  return phase;
}

function target(server: McpServer, key: string, live: LiveOptions, vars: { projectDir: string; bare: boolean }): { target: LiveTarget; secrets: string[] } | { outcome: LiveOutcome } {
  const notContacted = (missing: string[], what: string) => ({
    outcome: { kind: "not-launched" as const, message: `was not contacted: ${[...new Set(missing)].join(", ")} in its ${what} ${missing.length === 1 ? "is" : "are"} not set in the environment (nothing was sent)` },
  });
  if (server.transport === "stdio" || (server.transport === "unknown" && server.command)) {
    if (!server.command) return { outcome: { kind: "failed", message: "has no command to launch" } };
    const shown = [server.command.value, ...server.args.map((a) => a.value)].join(" ");
    const allowed = live.allowExec === "all" || (live.allowExec !== undefined && live.allowExec.has(server.name));
    if (!allowed) {
      return { outcome: { kind: "not-launched", message: `(stdio: ${clip(shown)}) was not launched: --live runs a stdio server only when named, with --allow-exec ${/^[\w.-]+$/.test(server.name) ? server.name : JSON.stringify(server.name)} (or --allow-exec all)` } };
    }
    const command = resolveVariables(server.command.value, live.env, vars);
    const args = server.args.map((a) => resolveVariables(a.value, live.env, vars));
    const env = server.env.map((e) => ({ key: e.key, ...resolveVariables(e.value ?? "", live.env, vars) }));
    const missing = [...command.missing, ...args.flatMap((a) => a.missing), ...env.flatMap((e) => e.missing)];
    if (missing.length > 0) return notContacted(missing, "command, args or env");
    return {
      target: { key, kind: "stdio", launch: { command: command.value, args: args.map((a) => a.value), env: Object.fromEntries(env.map((e) => [e.key, e.value])) } },
      secrets: [...env.flatMap((e) => e.secrets), ...args.flatMap((a) => a.secrets)],
    };
  }
  if (server.transport === "ws") return { outcome: { kind: "failed", message: "uses the ws transport, which the official client does not speak" } };
  if (!server.url) return { outcome: { kind: "failed", message: "has neither a command nor a url" } };
  const url = resolveVariables(server.url.value, live.env, vars);
  const headers = server.headers.map((h) => ({ key: h.key, ...resolveVariables(h.value ?? "", live.env, vars) }));
  const missing = [...url.missing, ...headers.flatMap((h) => h.missing)];
  if (missing.length > 0) return notContacted(missing, "url or headers");
  let parsed: URL;
  try {
    parsed = new URL(url.value);
  } catch {
    return { outcome: { kind: "failed", message: "has a url that does not parse" } };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { outcome: { kind: "failed", message: `has a ${parsed.protocol} url: only http(s) servers are contacted` } };
  return {
    target: { key, kind: server.transport === "sse" ? "sse" : "http", url: parsed, headers: Object.fromEntries(headers.map((h) => [h.key, h.value])) },
    secrets: [...url.secrets, ...headers.flatMap((h) => h.secrets)],
  };
}

function clip(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 79)}…`;
}
