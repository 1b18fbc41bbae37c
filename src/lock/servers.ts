// What an MCP server really exposes, pinned in the audit lock: protocol version, serverInfo, its
// instructions, and every tool, prompt, resource and resource template as the model would read them.
// Each definition is stored in canonical form (keys sorted, only the fields that reach the model) with
// the sha256 of that form, plus a digest of the definition without its name, so a rename (same content,
// new name) is told from a change. The text is stored, not only digests: the offline rules
// (tool-poisoning) judge what the model reads from the lock alone, in CI, with no network.
import { lazyCrypto } from "../core/lazy-crypto.js";
import { canonicalJson } from "../core/canonical-json.js";
import { lockServerKey } from "./packages.js";

/** The fields of a tool that reach the model (and the host's approval UI). */
export const TOOL_FIELDS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations"] as const;
const PROMPT_FIELDS = ["name", "title", "description", "arguments"] as const;
const RESOURCE_FIELDS = ["uri", "name", "title", "description", "mimeType"] as const;
const TEMPLATE_FIELDS = ["uriTemplate", "name", "title", "description", "mimeType"] as const;

export type Definition = Record<string, unknown>;

export interface PinnedDefinition {
  /** `sha256:` of the canonical definition. */
  digest: string;
  /** `sha256:` of the canonical definition without its name (`name`, or `uri`/`uriTemplate`): same value = a rename. */
  contentDigest: string;
  /** The canonical definition (sorted keys, model-visible fields only). */
  definition: Definition;
}

export interface PinnedText {
  digest: string;
  text: string;
}

/** One server as a live session saw it (and as `approve --live` records it). */
export interface ServerSnapshot {
  protocolVersion: string;
  serverInfo: { name: string; version: string; title?: string };
  instructions?: PinnedText;
  tools: Record<string, PinnedDefinition>;
  prompts: Record<string, PinnedDefinition>;
  resources: Record<string, PinnedDefinition>;
  resourceTemplates: Record<string, PinnedDefinition>;
}

/** `mcp-audit.lock.json` `servers[<config>#<server>]`: the snapshot, and the package that was launched then. */
export interface LockedServer extends ServerSnapshot {
  /** The package that ran when it was approved (from the lock's `packages`), when there was one. */
  package?: { ecosystem: string; name: string; version: string };
}

/** What the live phase learned about a configured server (keyed `<config>#<server>`, like lock entries). */
export type LiveOutcome =
  | {
      kind: "snapshot";
      snapshot: ServerSnapshot;
      /** A stdio server that wrote non-protocol bytes on stdout (escaped). */
      faults: string[];
      /** Its tools listed again at the end of the session differ from the first list: what changed. */
      changedDuringSession?: ServerChange[];
    }
  | { kind: "not-launched"; message: string }
  | { kind: "failed"; message: string };

/** The live phase's results, read by the rules (sync). */
export type LiveView = ReadonlyMap<string, LiveOutcome>;

// The rule that imports this module (tool-poisoning) hashes only what a live phase or a lock gives it.
export function sha256Text(text: string): string {
  return `sha256:${lazyCrypto().createHash("sha256").update(text, "utf8").digest("hex")}`;
}

/** The canonical definition: only `fields`, present ones, as plain JSON (a server's extra keys never reach the lock). */
function pick(raw: Record<string, unknown>, fields: readonly string[]): Definition {
  const out: Definition = {};
  for (const f of fields) {
    const v = raw[f];
    if (v !== undefined && v !== null) out[f] = JSON.parse(JSON.stringify(v)) as unknown;
  }
  return out;
}

function pin(definition: Definition, nameKey: string): PinnedDefinition {
  const { [nameKey]: _name, ...content } = definition;
  return { digest: sha256Text(canonicalJson(definition)), contentDigest: sha256Text(canonicalJson(content)), definition: JSON.parse(canonicalJson(definition)) as Definition };
}

export function pinTool(raw: Record<string, unknown>): PinnedDefinition {
  return pin(pick(raw, TOOL_FIELDS), "name");
}

/** A snapshot from the raw lists a session returned (entries without their key field are dropped). */
export function snapshotOf(raw: {
  protocolVersion: string;
  serverInfo: { name?: unknown; version?: unknown; title?: unknown } | undefined;
  instructions: string | undefined;
  tools: Record<string, unknown>[];
  prompts: Record<string, unknown>[];
  resources: Record<string, unknown>[];
  resourceTemplates: Record<string, unknown>[];
}): ServerSnapshot {
  const keyed = (items: Record<string, unknown>[], key: string, fields: readonly string[]) => {
    const out: Record<string, PinnedDefinition> = {};
    for (const item of items) {
      const k = item[key];
      if (typeof k !== "string") continue;
      Object.defineProperty(out, k, { value: pin(pick(item, fields), key), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  const info = raw.serverInfo ?? {};
  const snapshot: ServerSnapshot = {
    protocolVersion: raw.protocolVersion,
    serverInfo: { name: String(info.name ?? ""), version: String(info.version ?? ""), ...(typeof info.title === "string" ? { title: info.title } : {}) },
    tools: keyed(raw.tools, "name", TOOL_FIELDS),
    prompts: keyed(raw.prompts, "name", PROMPT_FIELDS),
    resources: keyed(raw.resources, "uri", RESOURCE_FIELDS),
    resourceTemplates: keyed(raw.resourceTemplates, "uriTemplate", TEMPLATE_FIELDS),
  };
  if (raw.instructions !== undefined && raw.instructions !== "") snapshot.instructions = { digest: sha256Text(raw.instructions), text: raw.instructions };
  return snapshot;
}

// ---- what the model reads ----------------------------------------------------------------------

/** One text the model reads, and where it comes from (for messages and pointers). */
export interface ModelText {
  /** `instructions`, `tool "x" description`, `tool "x" parameter "path" description`, … */
  where: string;
  /** The tool, prompt or resource it belongs to (undefined for instructions). */
  owner?: string;
  text: string;
}

/** Every text of a snapshot that reaches the model: instructions, names, titles, descriptions, schema descriptions. */
export function modelTexts(snapshot: ServerSnapshot): ModelText[] {
  const out: ModelText[] = [];
  if (snapshot.instructions) out.push({ where: "instructions", text: snapshot.instructions.text });
  for (const [name, tool] of Object.entries(snapshot.tools)) {
    const d = tool.definition;
    for (const f of ["title", "description"] as const) if (typeof d[f] === "string") out.push({ where: `tool "${name}" ${f}`, owner: name, text: d[f] as string });
    schemaTexts(d.inputSchema, `tool "${name}"`, name, out, 0);
    schemaTexts(d.outputSchema, `tool "${name}" output`, name, out, 0);
  }
  for (const [name, prompt] of Object.entries(snapshot.prompts)) {
    const d = prompt.definition;
    if (typeof d.description === "string") out.push({ where: `prompt "${name}" description`, owner: name, text: d.description });
    for (const arg of Array.isArray(d.arguments) ? (d.arguments as Record<string, unknown>[]) : []) {
      if (typeof arg?.description === "string") out.push({ where: `prompt "${name}" argument "${String(arg.name)}" description`, owner: name, text: arg.description });
    }
  }
  for (const [uri, resource] of [...Object.entries(snapshot.resources), ...Object.entries(snapshot.resourceTemplates)]) {
    if (typeof resource.definition.description === "string") out.push({ where: `resource "${uri}" description`, owner: uri, text: resource.definition.description });
  }
  return out;
}

const MAX_SCHEMA_DEPTH = 16;

/** Descriptions (and titles, defaults, enum values that are strings) inside a JSON Schema, by property path. */
function schemaTexts(schema: unknown, label: string, owner: string, out: ModelText[], depth: number, path = ""): void {
  if (!schema || typeof schema !== "object" || depth > MAX_SCHEMA_DEPTH) return;
  const s = schema as Record<string, unknown>;
  const where = path === "" ? label : `${label} parameter "${path}"`;
  if (path !== "") {
    for (const f of ["description", "title"] as const) if (typeof s[f] === "string") out.push({ where: `${where} ${f}`, owner, text: s[f] as string });
    if (typeof s.default === "string") out.push({ where: `${where} default`, owner, text: s.default });
  }
  if (s.properties && typeof s.properties === "object") {
    for (const [k, v] of Object.entries(s.properties as Record<string, unknown>)) schemaTexts(v, label, owner, out, depth + 1, path === "" ? k : `${path}.${k}`);
  }
  if (s.items) schemaTexts(s.items, label, owner, out, depth + 1, `${path}[]`);
}

// ---- drift -------------------------------------------------------------------------------------

export interface ServerChange {
  kind: "tool-added" | "tool-removed" | "tool-renamed" | "tool-changed" | "instructions" | "version" | "name" | "prompt" | "resource";
  /** The tool (or prompt, resource) concerned. */
  subject?: string;
  /** One line, e.g. `tool "query" description: "Runs a query." → "Runs a query. <IMPORTANT>…"`. */
  detail: string;
}

/** What differs between the pinned server and the live one. Sorted: instructions, identity, tools by name, the rest. */
export function diffServers(pinned: ServerSnapshot, live: ServerSnapshot): ServerChange[] {
  const out: ServerChange[] = [];
  if ((pinned.instructions?.digest ?? "") !== (live.instructions?.digest ?? "")) {
    out.push({ kind: "instructions", detail: `instructions: ${textDiff(pinned.instructions?.text, live.instructions?.text)}` });
  }
  if (pinned.serverInfo.name !== live.serverInfo.name) out.push({ kind: "name", detail: `serverInfo name: "${clip(pinned.serverInfo.name)}" → "${clip(live.serverInfo.name)}"` });
  if (pinned.serverInfo.version !== live.serverInfo.version) out.push({ kind: "version", detail: `serverInfo version: ${clip(pinned.serverInfo.version)} → ${clip(live.serverInfo.version)}` });

  const removed = Object.keys(pinned.tools).filter((n) => !Object.hasOwn(live.tools, n));
  const added = Object.keys(live.tools).filter((n) => !Object.hasOwn(pinned.tools, n));
  const renamedTo = new Map<string, string>();
  for (const r of removed) {
    const same = added.find((a) => !renamedTo.has(a) && live.tools[a]!.contentDigest === pinned.tools[r]!.contentDigest);
    if (same !== undefined) renamedTo.set(same, r);
  }
  const changes: ServerChange[] = [];
  for (const [to, from] of renamedTo) changes.push({ kind: "tool-renamed", subject: to, detail: `tool "${clip(from)}" renamed to "${clip(to)}" (same definition otherwise)` });
  for (const r of removed) if (![...renamedTo.values()].includes(r)) changes.push({ kind: "tool-removed", subject: r, detail: `tool "${clip(r)}" removed` });
  for (const a of added) if (!renamedTo.has(a)) changes.push({ kind: "tool-added", subject: a, detail: `tool "${clip(a)}" added${describeNew(live.tools[a]!)}` });
  for (const [name, before] of Object.entries(pinned.tools)) {
    const after = Object.hasOwn(live.tools, name) ? live.tools[name] : undefined;
    if (!after || after.digest === before.digest) continue;
    changes.push({ kind: "tool-changed", subject: name, detail: `tool "${clip(name)}" ${fieldDiff(before.definition, after.definition)}` });
  }
  changes.sort((a, b) => (a.subject! < b.subject! ? -1 : a.subject! > b.subject! ? 1 : 0));
  out.push(...changes);
  for (const [kind, label, a, b] of [
    ["prompt", "prompt", pinned.prompts, live.prompts],
    ["resource", "resource", pinned.resources, live.resources],
    ["resource", "resource template", pinned.resourceTemplates, live.resourceTemplates],
  ] as const) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" removed` });
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" added` });
      else if (a[k]!.digest !== b[k]!.digest) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" ${fieldDiff(a[k]!.definition, b[k]!.definition)}` });
    }
  }
  return out;
}

function describeNew(tool: PinnedDefinition): string {
  const d = tool.definition.description;
  return typeof d === "string" ? `: ${JSON.stringify(clip(d, 80))}` : "";
}

/** `description: "a" → "b"` for the first field that differs, and the names of the others. */
function fieldDiff(before: Definition, after: Definition): string {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k])).sort();
  const [first, ...rest] = fields;
  if (first === undefined) return "changed";
  const a = before[first];
  const b = after[first];
  const json = typeof a !== "string" && typeof b !== "string";
  const asText = (v: unknown) => (v === undefined ? undefined : typeof v === "string" ? v : canonicalJson(v));
  const shown = textDiff(asText(a), asText(b), !json);
  return `${first} changed: ${shown}${rest.length > 0 ? ` (also ${rest.join(", ")})` : ""}`;
}

/** The part of two texts that differs, with a little context: `"…runs a query.[ <IMPORTANT>read ~/.ssh]…"`. */
export function textDiff(before: string | undefined, after: string | undefined, quoted = true): string {
  const q = (t: string) => (quoted ? JSON.stringify(t) : t);
  if (before === undefined) return `added ${q(clip(after ?? "", 80))}`;
  if (after === undefined) return `removed (was ${q(clip(before, 80))})`;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && before[endA - 1] === after[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - 20);
  const show = (t: string, end: number) => `${from > 0 ? "…" : ""}${t.slice(from, start)}[${clip(t.slice(start, end), 80)}]${clip(t.slice(end, end + 20), 20)}${end + 20 < t.length ? "…" : ""}`;
  return `${q(show(before, endA))} → ${q(show(after, endB))}`;
}

function clip(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// ---- what the rules read -----------------------------------------------------------------------

export interface SnapshotSource {
  snapshot: ServerSnapshot;
  /** Live (this run, --live) or the lock (what approve --live recorded). */
  source: "live" | "lock";
  /** The lock's entry, when there is one. */
  locked?: LockedServer;
  /** The live outcome, when --live ran. */
  live?: LiveOutcome;
}

/** The snapshot a rule judges for one server: the live one when --live collected it, else the lock's. */
export function snapshotFor(lock: { servers?: Record<string, LockedServer> } | undefined, live: LiveView | undefined, key: string): SnapshotSource | undefined {
  const locked = lock?.servers && Object.hasOwn(lock.servers, key) ? lock.servers[key] : undefined;
  const outcome = live?.get(key);
  if (outcome?.kind === "snapshot") return { snapshot: outcome.snapshot, source: "live", ...(locked ? { locked } : {}), live: outcome };
  if (locked) return { snapshot: locked, source: "lock", locked, ...(outcome ? { live: outcome } : {}) };
  return undefined;
}

/** The servers a config's host reads, each with its key and the snapshot a rule judges (none without a lock entry or --live). */
export function serversWithSnapshots<S extends { name: string; ignoredByHost?: boolean }>(
  servers: readonly S[],
  lock: { servers?: Record<string, LockedServer> } | undefined,
  live: LiveView | undefined,
  lockKey: string,
): { server: S; key: string; found: SnapshotSource | undefined }[] {
  if (!lock?.servers && !live) return [];
  return servers.filter((s) => !s.ignoredByHost).map((server) => {
    const key = lockServerKey(lockKey, server.name);
    return { server, key, found: snapshotFor(lock, live, key) };
  });
}

// ---- approve --live ----------------------------------------------------------------------------

/**
 * Record what each server exposed (mutates `lock`), for `mcp-audit approve --live`. Servers of the
 * audited configs that answered replace their entries; one that could not be reached keeps its old
 * entry (a review is never lost to an outage); entries of audited configs whose server is gone are
 * dropped. Returns one line per server for the user.
 */
export function recordServersInLock(
  lock: { servers?: Record<string, LockedServer>; packages: Record<string, { ecosystem: string; name: string; version: string; servers: string[] }> },
  phase: { view: LiveView; configs: readonly string[]; servers: readonly string[] },
): string[] {
  const servers: Record<string, LockedServer> = { ...(lock.servers ?? {}) };
  const lines: string[] = [];
  const audited = (key: string) => phase.configs.some((c) => key.startsWith(`${c}#`));
  for (const key of Object.keys(servers)) {
    if (audited(key) && !phase.servers.includes(key)) {
      delete servers[key];
      lines.push(`${key}: removed from the lock (no such server in the config any more)`);
    }
  }
  for (const key of [...phase.servers].sort()) {
    const outcome = phase.view.get(key);
    const before = Object.hasOwn(servers, key) ? servers[key] : undefined;
    if (outcome?.kind !== "snapshot") {
      lines.push(`${key}: not pinned${before ? " again (the lock keeps what was approved before)" : ""}: ${outcome?.message ?? "not contacted"}`);
      continue;
    }
    const pkg = Object.values(lock.packages).find((p) => p.servers.includes(key));
    const entry: LockedServer = { ...outcome.snapshot, ...(pkg ? { package: { ecosystem: pkg.ecosystem, name: pkg.name, version: pkg.version } } : {}) };
    Object.defineProperty(servers, key, { value: entry, enumerable: true, writable: true, configurable: true });
    const s = outcome.snapshot;
    const counts = `${count(s.tools, "tool")}, ${count(s.prompts, "prompt")}, ${count(s.resources, "resource")}`;
    if (!before) lines.push(`${key}: pinned ${s.serverInfo.name} ${s.serverInfo.version} (protocol ${s.protocolVersion}): ${counts}${s.instructions ? ", instructions" : ""}`);
    else {
      const changes = diffServers(before, s);
      if (changes.length > 0) lines.push(`${key}: ${changes.map((c) => c.detail).join("; ")}`);
    }
  }
  if (Object.keys(servers).length > 0) lock.servers = servers;
  else delete lock.servers;
  return lines;
}

function count(items: Record<string, unknown>, noun: string): string {
  const n = Object.keys(items).length;
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
