// missing-read-only: a server that has a read-only (least-privilege) switch runs without it, or is
// handed a switch that widens what it may do. The servers and their switches are data:
// ./data/least-privilege.ts, transcribed from the confirmed rows of the knowledge table.
import type { Node as JsonNode } from "jsonc-parser";
import { docsUrl } from "../core/docs.js";
import { appendProperty, insertArrayElement, replaceInString, replaceString, serializeAt } from "../core/json.js";
import type { McpServer, StringAt } from "../hosts/model.js";
import type { Fix, TextEdit } from "../core/types.js";
import type { McpRule, McpRuleContext } from "./types.js";
import type { PackageRef } from "../launchers/index.js";
import {
  LEAST_PRIVILEGE,
  NO_SWITCH_NOTICES,
  normalizeImageName,
  normalizePypiName,
  canonicalValue,
  flagNames,
  inRange,
  pinnedVersion,
  predates,
  sameName,
  testValue,
  type LeastPrivilegeEntry,
  type ServerMatch,
  type Switch,
} from "./data/least-privilege.js";

const ID = "missing-read-only";

export const missingReadOnly: McpRule = {
  meta: {
    id: ID,
    description: "Servers with a read-only or least-privilege switch must run with it, and without switches that widen their access.",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const ignore = new Set(Array.isArray(context.options.ignore) ? context.options.ignore.filter((x): x is string => typeof x === "string") : []);
    for (const server of context.model.servers) {
      if (ignore.has(server.name) || !mayMatch(server)) continue;
      for (const notice of NO_SWITCH_NOTICES) {
        if (ignore.has(notice.id)) continue;
        const target = matchServer(context, server, notice.match);
        if (!target?.pkg) continue;
        context.report({
          node: target.anchor.node,
          pointer: target.anchor.pointer,
          severity: "info",
          subject: notice.id,
          message: `server "${server.name}" runs ${target.pkg.name}, ${notice.message}`,
        });
      }
      for (const entry of LEAST_PRIVILEGE) {
        if (ignore.has(entry.id)) continue;
        const target = matchServer(context, server, entry.match);
        if (target) checkEntry(context, entry, target);
      }
    }
  },
};

/** A server running in the read-only mode of a least-privilege entry: which entry, and how it is launched. */
export interface ReadOnlyMode {
  entry: LeastPrivilegeEntry;
  /** `@angular/cli mcp`, an image, a remote host and path. */
  what: string;
  /** The switch that turns it on, as written (`--read-only`), or `default` for a read-only default. */
  via: string;
}

/**
 * The read-only modes this server runs in, per the least-privilege data: an ADD switch that is on and
 * not undone, or a DEFAULT-RO server without the switch that turns the default off. For
 * read-only-unverified, which checks the live tools against the promise.
 */
export function readOnlyModes(context: McpRuleContext, server: McpServer): ReadOnlyMode[] {
  const out: ReadOnlyMode[] = [];
  for (const entry of LEAST_PRIVILEGE) {
    if (entry.kind === "INVERSE") continue;
    const target = matchServer(context, server, entry.match);
    if (!target) continue;
    const off = (entry.disabledBy ?? []).some((sw) => findHits(context, target, sw).some((h) => h.state === "on"));
    if (off) continue;
    if (entry.kind === "DEFAULT-RO") {
      out.push({ entry, what: target.what, via: "default" });
      continue;
    }
    const on = (entry.satisfiedBy ?? []).flatMap((sw) => findHits(context, target, sw)).find((h) => h.state === "on");
    if (on) out.push({ entry, what: target.what, via: on.written });
  }
  return out;
}

// ---- what a server launches ------------------------------------------------------------------

type Arg = StringAt & { index: number };

/** A variable the server process sees; `value` undefined when it cannot be known. */
interface EnvVar {
  name: string;
  value: string | undefined;
  node: JsonNode;
  pointer: string;
  set: (value: string) => TextEdit;
}

/** One server, seen through an entry's match. */
interface Target {
  server: McpServer;
  via: "program" | "docker" | "remote";
  /** How messages name it: `@angular/cli mcp`, an image, `api.githubcopilot.com/mcp/`. */
  what: string;
  pkg: PackageRef | undefined;
  version: string | undefined;
  /** Arguments the server's own parser reads (up to any `--`). */
  programArgs: Arg[];
  /** Array index where an added flag goes: right after the subcommand, or right after the package. */
  insertIndex: number | undefined;
  anchor: { node: JsonNode; pointer: string };
  /** Undefined when it cannot be known (docker `--env-file`). */
  env: EnvVar[] | undefined;
  image: Arg | undefined;
}

/**
 * A server's URL, parsed once for the 40-odd entries matched against it (keyed by the server object
 * of one lint: nothing outlives it); null when it does not parse.
 */
const parsedUrls = new WeakMap<McpServer, URL | null>();

function serverUrl(server: McpServer, written: string): URL | null {
  let url = parsedUrls.get(server);
  if (url === undefined) {
    try {
      url = new URL(written);
    } catch {
      url = null;
    }
    parsedUrls.set(server, url);
  }
  return url;
}

/**
 * Every name an entry or notice matches (packages, images, commands, remote hosts), as written and in
 * each normalised form sameName compares: a server none of whose names is here matches no entry, so
 * its ~50 entries need not be tried one by one (most servers of a config are in no entry).
 */
const MATCHED_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  const add = (name: string) => names.add(name).add(normalizePypiName(name)).add(normalizeImageName(name));
  for (const { match } of [...LEAST_PRIVILEGE, ...NO_SWITCH_NOTICES]) {
    for (const name of [...(match.npm ?? []), ...(match.pypi ?? []), ...(match.docker ?? []), ...(match.bins ?? [])]) add(name);
    for (const r of match.remote ?? []) add(r.host);
  }
  return names;
})();

const known = (name: string) => MATCHED_NAMES.has(name) || MATCHED_NAMES.has(normalizePypiName(name)) || MATCHED_NAMES.has(normalizeImageName(name));

/** Whether matchServer can match this server to any entry: false only when none of its names is one an entry knows. */
function mayMatch(server: McpServer): boolean {
  if (server.url) {
    const url = serverUrl(server, server.url.value);
    if (url && known(url.hostname.toLowerCase())) return true;
  }
  if (server.launch) return server.launch.packages.some((p) => known(p.name));
  const bin = server.command?.value.split(/[\\/]/).pop()?.replace(/\.(exe|cmd|bat)$/i, "");
  return bin !== undefined && known(bin);
}

function matchServer(context: McpRuleContext, server: McpServer, match: ServerMatch): Target | undefined {
  const launch = server.launch;
  if (server.url && match.remote) {
    const url = serverUrl(server, server.url.value);
    if (!url) return undefined;
    const host = url.hostname.toLowerCase();
    const hit = match.remote.some((r) => r.host === host && r.paths.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)));
    if (!hit) return undefined;
    const anchor = { node: server.url.node, pointer: server.url.pointer };
    return { server, via: "remote", what: `${host}${url.pathname}`, pkg: undefined, version: undefined, programArgs: [], insertIndex: undefined, anchor, env: [], image: undefined };
  }
  if (launch?.ecosystem === "oci") {
    const image = launch.packages[0];
    const imageArg = image ? server.args[image.argIndex] : undefined;
    if (!image || !imageArg || !match.docker?.some((d) => sameName("oci", d, image.name))) return undefined;
    return {
      server,
      via: "docker",
      what: image.name,
      pkg: image,
      version: pinnedVersion("oci", image.spec, image.specKind),
      programArgs: untilDashDash(server.args.slice(launch.programArgsStart)),
      insertIndex: imageArg.index + 1,
      anchor: imageArg,
      env: dockerEnv(context, server),
      image: imageArg,
    };
  }
  if (launch) {
    const pkg = launch.packages.find((p) => (p.ecosystem === "npm" ? match.npm : match.pypi)?.some((n) => sameName(p.ecosystem, n, p.name)));
    if (!pkg) return undefined;
    const pkgArg = server.args[pkg.argIndex];
    const anchor = pkgArg ?? server.command!;
    return program(server, match, pkg.name, pkg, launch.programArgsStart, anchor);
  }
  const bin = server.command?.value.split(/[\\/]/).pop()?.replace(/\.(exe|cmd|bat)$/i, "");
  if (!server.command || bin === undefined || !match.bins?.includes(bin)) return undefined;
  return program(server, match, bin, undefined, 0, server.command);
}

function program(
  server: McpServer,
  match: ServerMatch,
  name: string,
  pkg: PackageRef | undefined,
  start: number,
  anchor: StringAt,
): Target | undefined {
  const programArgs = untilDashDash(server.args.slice(start));
  const target: Target = {
    server,
    via: "program",
    what: name,
    pkg,
    version: pkg ? pinnedVersion(pkg.ecosystem, pkg.spec, pkg.specKind) : undefined,
    programArgs,
    // right after the package: before anything else, so never after a `--`
    insertIndex: server.args[start]?.index,
    anchor,
    env: server.env.map((e) => ({ name: e.key, value: e.value, node: e.keyNode, pointer: e.pointer, set: (v: string) => replaceString(e.valueNode, v) })),
    image: undefined,
  };
  if (match.subcommand) {
    const found = findWords(programArgs, match.subcommand.words);
    if (!found) return match.subcommand.required ? undefined : target;
    target.what = `${name} ${found.words.join(" ")}`;
    target.insertIndex = found.last.index + 1;
    target.anchor = found.last;
  }
  return target;
}

function untilDashDash(args: Arg[]): Arg[] {
  const end = args.findIndex((a) => a.value === "--");
  return end === -1 ? args : args.slice(0, end);
}

function findWords(args: Arg[], alternatives: string[][]): { words: string[]; last: Arg } | undefined {
  for (let i = 0; i < args.length; i++) {
    for (const words of alternatives) {
      if (words.every((w, k) => args[i + k]?.value === w)) return { words, last: args[i + words.length - 1]! };
    }
  }
  return undefined;
}

/** `-e NAME=value` / `--env NAME` options of a docker run: the only environment the container sees. */
function dockerEnv(context: McpRuleContext, server: McpServer): EnvVar[] | undefined {
  const options = server.launch?.options ?? [];
  if (options.some((o) => o.flag === "--env-file")) return undefined;
  const out: EnvVar[] = [];
  for (const o of options) {
    if ((o.flag !== "-e" && o.flag !== "--env") || o.value === undefined) continue;
    const arg = server.args[o.valueIndex];
    if (!arg) continue;
    const eq = o.value.indexOf("=");
    if (eq === -1) {
      // `-e NAME` passes the variable from the docker process, i.e. from this server's `env`
      const from = server.env.find((e) => e.key === o.value);
      out.push({
        name: o.value,
        value: from?.value,
        node: from?.keyNode ?? arg.node,
        pointer: from?.pointer ?? arg.pointer,
        set: (v) => (from ? replaceString(from.valueNode, v) : replaceString(arg.node, `${o.value}=${v}`)),
      });
      continue;
    }
    const start = o.valueOffset + eq + 1;
    const end = o.valueOffset + o.value.length;
    out.push({
      name: o.value.slice(0, eq),
      value: o.value.slice(eq + 1),
      node: arg.node,
      pointer: arg.pointer,
      set: (v) => replaceInString(context.file.text, arg.node, start, end, v),
    });
  }
  return out;
}

// ---- where a switch appears ------------------------------------------------------------------

/** One appearance of a switch. `on`: it does what the switch means; `unknown`: a variable decides. */
interface Hit {
  written: string;
  state: "on" | "off" | "unknown";
  /** Why an appearance does not count. */
  why?: string;
  verb: string;
  node: JsonNode;
  pointer: string;
  /** Write this value into the switch. */
  set?: (value: string) => TextEdit | undefined;
  /** Rewrite the whole flag (and its separate value) as this one argument. */
  replace?: (arg: string) => TextEdit | undefined;
  /** Drop the flag when it is one array element. */
  remove?: () => TextEdit | undefined;
}

function findHits(context: McpRuleContext, target: Target, sw: Switch): Hit[] {
  const text = context.file.text;
  const isVar = (v: string) => context.host.isVariableReference(v);
  const judge = (value: string | undefined, test: Parameters<typeof testValue>[0]): Hit["state"] =>
    value === undefined || isVar(value) ? "unknown" : testValue(test, value) ? "on" : "off";
  const server = target.server;
  const hits: Hit[] = [];
  if ("flag" in sw) {
    const args = target.programArgs;
    for (let j = 0; j < args.length; j++) {
      const a = args[j]!;
      const name = flagNames(sw).find((n) => a.value === n || a.value.startsWith(`${n}=`));
      if (name === undefined) continue;
      const base = { verb: "passes", node: a.node, pointer: a.pointer, remove: () => removeElement(text, server.argsNode, a.node) };
      if (a.value === name) {
        const next = args[j + 1];
        if (!sw.bare && sw.separate && sw.value && next && !next.value.startsWith("-")) {
          j++;
          hits.push({
            ...base,
            written: `${name} ${next.value}`,
            state: judge(next.value, sw.value),
            set: (v) => replaceString(next.node, v),
            replace: (arg) => replaceSpan(text, a.node, next.node, arg),
            remove: () => undefined,
          });
        } else {
          const state = sw.bare || !sw.value ? "on" : "off";
          const why = state === "off" ? "needs a value (bare, it is ignored or takes the next argument as its value)" : undefined;
          hits.push({ ...base, written: name, state, ...(why ? { why } : {}), set: (v) => replaceString(a.node, `${name}=${v}`), replace: (arg) => replaceString(a.node, arg) });
        }
        continue;
      }
      const value = a.value.slice(name.length + 1);
      hits.push({
        ...base,
        written: a.value,
        state: sw.value ? judge(value, sw.value) : "off",
        ...(sw.value ? {} : { why: "takes no value" }),
        set: (v) => replaceInString(text, a.node, name.length + 1, a.value.length, v),
        replace: (arg) => replaceString(a.node, arg),
      });
    }
  } else if ("env" in sw) {
    for (const e of target.env ?? []) {
      if (e.name !== sw.env) continue;
      hits.push({ written: `${e.name}=${e.value ?? "…"}`, state: judge(e.value, sw.value), verb: "sets", node: e.node, pointer: e.pointer, set: e.set });
    }
  } else if ("header" in sw) {
    for (const h of server.headers) {
      if (h.key.toLowerCase() !== sw.header.toLowerCase()) continue;
      const set = (v: string) => replaceString(h.valueNode, v);
      hits.push({ written: `${h.key}: ${h.value ?? "…"}`, state: judge(h.value, sw.value), verb: "sends", node: h.keyNode, pointer: h.pointer, set });
    }
  } else if (server.url) {
    const url = server.url;
    const parts = urlParts(url.value);
    if ("pathSuffix" in sw) {
      if (parts.path.replace(/\/+$/, "").endsWith(sw.pathSuffix)) hits.push({ written: sw.pathSuffix, state: "on", verb: "uses", node: url.node, pointer: url.pointer });
    } else {
      for (const p of parts.params) {
        if (p.name !== sw.query) continue;
        const set = (v: string) => replaceInString(text, url.node, p.valueStart, p.valueEnd, v);
        hits.push({ written: `${p.name}=${p.value}`, state: judge(p.value, sw.value), verb: "uses", node: url.node, pointer: url.pointer, set });
      }
    }
  }
  return hits;
}

/** Path and query parameters of a URL string, with offsets in the string. */
function urlParts(raw: string): { pathStart: number; pathEnd: number; path: string; queryEnd: number; params: { name: string; value: string; valueStart: number; valueEnd: number }[] } {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(raw);
  const pathStart = authority ? authority[0].length : 0;
  const stop = raw.slice(pathStart).search(/[?#]/);
  const pathEnd = stop === -1 ? raw.length : pathStart + stop;
  const hash = raw.indexOf("#", pathEnd);
  const queryEnd = hash === -1 ? raw.length : hash;
  const params: { name: string; value: string; valueStart: number; valueEnd: number }[] = [];
  if (raw[pathEnd] === "?") {
    let at = pathEnd + 1;
    for (const piece of raw.slice(pathEnd + 1, queryEnd).split("&")) {
      const eq = piece.indexOf("=");
      const name = safeDecode(eq === -1 ? piece : piece.slice(0, eq));
      const valueStart = eq === -1 ? at + piece.length : at + eq + 1;
      params.push({ name, value: safeDecode(eq === -1 ? "" : piece.slice(eq + 1)), valueStart, valueEnd: at + piece.length });
      at += piece.length + 1;
    }
  }
  return { pathStart, pathEnd, path: raw.slice(pathStart, pathEnd), queryEnd, params };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

// ---- the checks ------------------------------------------------------------------------------

function checkEntry(context: McpRuleContext, entry: LeastPrivilegeEntry, target: Target): void {
  if (entry.versions) {
    const v = target.version;
    if (v === undefined ? !entry.versions.whenUnknown : !inRange(v, entry.versions.range)) return;
  }
  const name = target.server.name;
  // switches that widen access (and, for DEFAULT-RO, that turn the default off)
  const widening = [...(entry.kind === "ADD" ? [] : (entry.disabledBy ?? [])), ...(entry.widenedBy ?? [])];
  for (const sw of widening) {
    if (sw.only && !(target.pkg && sw.only.some((n) => sameName(target.pkg!.ecosystem, n, target.pkg!.name)))) continue;
    for (const hit of findHits(context, target, sw)) {
      if (hit.state !== "on") continue;
      const undo = sw.undo;
      const edit = undo === undefined ? undefined : undo === "remove" ? hit.remove?.() : "set" in undo ? hit.set?.(undo.set) : hit.replace?.(undo.replace);
      const advice =
        sw.advice ??
        (undo === undefined || undo === "remove" ? "remove it unless the agent really needs it" : "set" in undo ? `set it to ${undo.set} unless the agent really needs it` : `use ${undo.replace} instead`);
      const how = undo === "remove" ? `remove ${hit.written}` : undo && "set" in undo ? `set ${hit.written.split(/[=:\s]/)[0]} to ${undo.set}` : undo ? `use ${undo.replace}` : "";
      context.report({
        node: hit.node,
        pointer: hit.pointer,
        subject: `${entry.id}:${hit.written}`,
        message: `server "${name}" ${hit.verb} ${hit.written} ${hit.verb === "sets" ? "for" : "to"} ${target.what}, which ${sw.effect ?? "widens its access"}: ${advice}`,
        ...(edit ? { fix: unsafe(how, edit) } : {}),
      });
    }
  }
  if (entry.kind === "ADD") checkReadOnly(context, entry, target);
  if (entry.alsoRequire) {
    const req = entry.alsoRequire;
    const present = req.satisfiedBy.some((sw) => findHits(context, target, sw).some((h) => h.state !== "off"));
    if (!present) {
      context.report({
        node: target.anchor.node,
        pointer: target.anchor.pointer,
        subject: `${entry.id}:${req.id}`,
        message: `server "${name}" runs ${target.what} without ${req.display}: ${req.advice} so ${req.restricts}`,
      });
    }
  }
}

function checkReadOnly(context: McpRuleContext, entry: LeastPrivilegeEntry, target: Target): void {
  const satisfiers = entry.satisfiedBy ?? [];
  const restricts = entry.restricts ?? "it runs with fewer privileges";
  const name = target.server.name;
  const verb = target.via === "remote" ? "connects to" : "runs";
  const sinceOf = (sw: Switch | undefined) => sinceOfSwitch(entry, sw);
  // docker --env-file: the environment is unknown, so an env switch may well be there
  if (target.env === undefined && satisfiers.some((sw) => "env" in sw)) return;
  const hits = satisfiers.flatMap((sw) => findHits(context, target, sw).map((hit) => ({ sw, hit })));
  const present = hits.filter((h) => h.hit.state !== "off");
  if (present.some((h) => !predates(target.version, sinceOf(h.sw)))) return;
  const base = { subject: `${entry.id}:read-only` };

  const stale = present[0];
  if (stale) {
    const since = sinceOf(stale.sw)!;
    context.report({
      ...base,
      node: stale.hit.node,
      pointer: stale.hit.pointer,
      message: `server "${name}" ${stale.hit.verb} ${stale.hit.written}, but the pinned ${target.pkg!.written} predates it (added in ${since}): upgrade to ${since} or later so ${restricts}`,
    });
    return;
  }

  const remedy = chooseRemedy(context, entry, target);
  // switches written so that they do not turn read-only on: fix them in place
  const offs: { hit: Hit; use: string; edit: TextEdit | undefined }[] = [];
  for (const { sw, hit } of hits) {
    const canonical = canonicalValue(sw);
    if ("flag" in sw && sw.bare) {
      const flag = hit.written.split(/[=\s]/)[0]!;
      offs.push({ hit, use: flag, edit: hit.replace?.(flag) });
    } else if (canonical !== undefined) {
      const key = hit.written.split(/[=:\s]/)[0]!;
      const use = "header" in sw ? `${key}: ${canonical}` : `${key}=${canonical}`;
      offs.push({ hit, use, edit: hit.set?.(canonical) });
    } else {
      offs.push({ hit, use: remedy.display, edit: undefined });
    }
  }
  // negations (`--no-read-only`)
  for (const sw of entry.disabledBy ?? []) {
    const replace = sw.undo && sw.undo !== "remove" && "replace" in sw.undo ? sw.undo.replace : undefined;
    for (const hit of findHits(context, target, sw)) {
      if (hit.state === "on") offs.push({ hit, use: replace ?? remedy.display, edit: replace ? hit.replace?.(replace) : undefined });
    }
  }
  if (offs.length > 0) {
    // A version older than the switch would reject it: say so, and offer no fix that breaks the launch.
    const tooOld = predates(target.version, sinceOf(remedy.sw));
    for (const off of offs) {
      context.report({
        ...base,
        node: off.hit.node,
        pointer: off.hit.pointer,
        message: `server "${name}" ${verb} ${target.what} with ${off.hit.written}${off.hit.why ? `, which ${off.hit.why}` : ""}: use ${off.use} so ${restricts}${tooOld ? ` (after upgrading to ${sinceOf(remedy.sw)} or later: the pinned ${target.pkg!.written} predates it)` : ""}`,
        ...(off.edit && !tooOld ? { fix: unsafe(`use ${off.use}`, off.edit) } : {}),
      });
    }
    return;
  }

  const since = sinceOf(remedy.sw);
  if (predates(target.version, since)) {
    context.report({
      ...base,
      node: target.anchor.node,
      pointer: target.anchor.pointer,
      message: `server "${name}" pins ${target.pkg!.written}, which predates ${remedy.display} (added in ${since}): upgrade to ${since} or later and add it so ${restricts}`,
    });
    return;
  }
  context.report({
    ...base,
    node: target.anchor.node,
    pointer: target.anchor.pointer,
    message: `server "${name}" ${verb} ${target.what} without ${remedy.display}: ${remedy.how} so ${restricts}`,
    ...(remedy.edit ? { fix: unsafe(remedy.description, remedy.edit) } : {}),
  });
}

interface Remedy {
  /** The switch as the message names it. */
  display: string;
  /** "add it", "append it to the URL", … */
  how: string;
  description: string;
  /** The satisfier it writes (for its version). */
  sw: Switch | undefined;
  edit: TextEdit | undefined;
}

/** The switch the fix adds and where, for this kind of launch. */
function chooseRemedy(context: McpRuleContext, entry: LeastPrivilegeEntry, target: Target): Remedy {
  const text = context.file.text;
  const fix = entry.fix ?? {};
  const satisfiers = entry.satisfiedBy ?? [];
  const flagSw = (arg: string) => satisfiers.find((sw) => "flag" in sw && flagNames(sw).includes(arg.split("=")[0]!));
  const envSw = (env: string) => satisfiers.find((sw) => "env" in sw && sw.env === env);
  const server = target.server;
  if (target.via === "remote") {
    const url = server.url!;
    const parts = urlParts(url.value);
    if (fix.pathSuffix) {
      // `/mcp/` -> `/mcp/readonly`, `/mcp` -> `/mcp/readonly`
      const suffix = parts.path.endsWith("/") ? fix.pathSuffix.replace(/^\//, "") : fix.pathSuffix;
      const edit = replaceInString(text, url.node, parts.pathEnd, parts.pathEnd, suffix);
      const sw = satisfiers.find((s) => "pathSuffix" in s);
      return { display: `the ${fix.pathSuffix} path suffix`, how: "append it to the URL path", description: `append ${fix.pathSuffix} to the URL path`, sw, edit };
    }
    if (fix.query) {
      const pair = `${fix.query.name}=${fix.query.value}`;
      const hasQuery = url.value[parts.pathEnd] === "?";
      const empty = hasQuery && parts.queryEnd === parts.pathEnd + 1;
      const insert = hasQuery ? (empty ? pair : `&${pair}`) : `?${pair}`;
      const at = hasQuery ? parts.queryEnd : parts.pathEnd;
      const edit = replaceInString(text, url.node, at, at, insert);
      const sw = satisfiers.find((s) => "query" in s && s.query === fix.query!.name);
      return { display: pair, how: "add it to the URL query", description: `add ${pair} to the URL query`, sw, edit };
    }
  }
  if (target.via === "docker") {
    const args = server.argsNode;
    const envUsable = fix.env && !predates(target.version, sinceOfSwitch(entry, envSw(fix.env.name)));
    if (fix.env && envUsable && target.image && args?.type === "array") {
      const pair = `${fix.env.name}=${fix.env.value}`;
      // args after the image replace its CMD: pass the switch to the container's environment
      const edit = insertElements(text, args, target.image.index, ["-e", pair]);
      return { display: pair, how: `add -e ${pair} before the image`, description: `add -e ${pair} before the image`, sw: envSw(fix.env.name), edit };
    }
    if (fix.dockerCmd && fix.arg && target.image && args?.type === "array") {
      // an image too old for the env form: name the subcommand again after the image, with the flag
      const sub = entry.match.subcommand ? findWords(target.programArgs, entry.match.subcommand.words) : undefined;
      const display = fix.dockerCmd.join(" ");
      const sw = flagSw(fix.arg);
      if (target.programArgs.length === 0) {
        const edit = insertElements(text, args, target.image.index + 1, fix.dockerCmd);
        const why = fix.env ? ` (${target.pkg!.written} predates ${fix.env.name})` : "";
        return { display: fix.arg, how: `add ${display} after the image${why}`, description: `add ${display} after the image`, sw, edit };
      }
      const edit = sub ? insertArrayElement(text, args, sub.last.index + 1, JSON.stringify(fix.arg)) : undefined;
      return { display: fix.arg, how: sub ? `add it after ${sub.words.join(" ")}` : `pass ${display} after the image`, description: `add ${fix.arg}`, sw, edit };
    }
    if (fix.arg && fix.dockerArgs && args?.type === "array") {
      const edit = insertArrayElement(text, args, target.insertIndex ?? (args.children ?? []).length, JSON.stringify(fix.arg));
      return { display: fix.arg, how: "add it after the image", description: `add ${fix.arg} after the image`, sw: flagSw(fix.arg), edit };
    }
    const display = fix.arg ?? (fix.env ? `${fix.env.name}=${fix.env.value}` : "read-only mode");
    return { display, how: "pass it to the server", description: "", sw: fix.arg ? flagSw(fix.arg) : undefined, edit: undefined };
  }
  if (fix.arg) {
    return { display: fix.arg, how: "add it", description: `add ${fix.arg}`, sw: flagSw(fix.arg), edit: addArg(text, server, target.insertIndex, fix.arg) };
  }
  if (fix.env) {
    const pair = `${fix.env.name}=${fix.env.value}`;
    return { display: pair, how: "add it to env", description: `add ${pair} to env`, sw: envSw(fix.env.name), edit: addEnv(text, server, fix.env.name, fix.env.value) };
  }
  return { display: "read-only mode", how: "turn it on", description: "", sw: undefined, edit: undefined };
}

function sinceOfSwitch(entry: LeastPrivilegeEntry, sw: Switch | undefined): string | undefined {
  return sw?.since ?? entry.sinceVersion;
}

// ---- edits -----------------------------------------------------------------------------------

function unsafe(description: string, edit: TextEdit): Fix {
  return { safety: "unsafe", description, edits: [edit] };
}

function addArg(text: string, server: McpServer, index: number | undefined, arg: string): TextEdit | undefined {
  if (!server.argsNode) return appendProperty(text, server.node, "args", JSON.stringify([arg]));
  if (server.argsNode.type !== "array") return undefined;
  return insertArrayElement(text, server.argsNode, index ?? (server.argsNode.children ?? []).length, JSON.stringify(arg));
}

function addEnv(text: string, server: McpServer, name: string, value: string): TextEdit | undefined {
  if (server.envNode) return server.envNode.type === "object" ? appendProperty(text, server.envNode, name, JSON.stringify(value)) : undefined;
  const props = server.node.children ?? [];
  const first = props[0];
  const multiline = first !== undefined && /[\r\n]/.test(text.slice(server.node.offset, first.offset));
  const last = props[props.length - 1];
  const json = multiline && last ? serializeAt(text, last.offset, { [name]: value }) : `{ ${JSON.stringify(name)}: ${JSON.stringify(value)} }`;
  return appendProperty(text, server.node, "env", json);
}

/** Several elements before `index`, with the separator the array already uses. */
function insertElements(text: string, array: JsonNode, index: number, values: string[]): TextEdit {
  const first = JSON.stringify(values[0]);
  const one = insertArrayElement(text, array, index, first);
  const json = values.map((v) => JSON.stringify(v));
  // appending yields `<sep><value>`, inserting before an element `<value><sep>`
  if (index >= (array.children ?? []).length) {
    const sep = one.content.slice(0, one.content.length - first.length);
    return { offset: one.offset, length: 0, content: json.map((v) => sep + v).join("") };
  }
  const sep = one.content.slice(first.length);
  return { offset: one.offset, length: 0, content: json.map((v) => v + sep).join("") };
}

/** Drop one array element with the separator next to it; nothing when a comment sits in the way. */
function removeElement(text: string, array: JsonNode | undefined, element: JsonNode): TextEdit | undefined {
  const items = array?.children ?? [];
  const i = items.indexOf(element);
  if (i === -1) return undefined;
  const next = items[i + 1];
  const prev = items[i - 1];
  const end = element.offset + element.length;
  const [start, stop] = next ? [element.offset, next.offset] : prev ? [prev.offset + prev.length, end] : [element.offset, end];
  const around = text.slice(start, element.offset) + text.slice(end, stop);
  if (/\/[/*]/.test(around)) return undefined;
  return { offset: start, length: stop - start, content: "" };
}

/** Rewrite `"--flag", "value"` as one element. */
function replaceSpan(text: string, from: JsonNode, to: JsonNode, arg: string): TextEdit | undefined {
  const between = text.slice(from.offset + from.length, to.offset);
  if (/\/[/*]/.test(between)) return undefined;
  return { offset: from.offset, length: to.offset + to.length - from.offset, content: JSON.stringify(arg) };
}
