import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  canonicalJson
} from "./chunk-KYX5FRLT.js";
import {
  isExactVersion,
  resolveSpec
} from "./chunk-GAKXEWR3.js";
import {
  clean
} from "./chunk-VHZINBXH.js";

// src/lock/servers.ts
import { createHash } from "node:crypto";

// src/lock/packages.ts
function lockServerKey(lockKey, serverName) {
  return `${lockKey}#${serverName}`;
}
var lockPackageKey = (ecosystem, name) => `${ecosystem}:${name}`;
function registryPackages(server) {
  if (server.ignoredByHost || !server.launch) return [];
  return server.launch.packages.filter((p) => p.name !== "" && p.specKind !== "other" && !p.written.includes("${"));
}
function writtenVersion(pkg) {
  if (pkg.ecosystem === "oci") {
    if (pkg.specKind === "digest") return pkg.tag !== void 0 ? `${pkg.tag}@${pkg.digest}` : pkg.digest;
    return pkg.tag;
  }
  if (pkg.specKind !== "exact" || pkg.spec === void 0) return void 0;
  return pkg.ecosystem === "npm" ? clean(pkg.spec, { loose: true }) ?? pkg.spec : pkg.spec;
}
function inventoryOf(lockKey, model, registry) {
  const launches = [];
  for (const server of model.servers) {
    for (const pkg of registryPackages(server)) {
      const launch = { server: lockServerKey(lockKey, server.name), ecosystem: pkg.ecosystem, name: pkg.name, written: pkg.written, specKind: pkg.specKind };
      const written = writtenVersion(pkg);
      if (pkg.ecosystem === "npm") {
        const resolved = resolveSpec(registry, "npm", pkg.name, pkg.spec);
        launch.lookup = resolved.kind === "resolved" ? "resolved" : resolved.kind === "failed" ? "failed" : resolved.kind === "unknown" ? "not-asked" : "missing";
        if (resolved.kind === "resolved" && isExactVersion(resolved.version)) {
          launch.version = resolved.version;
          if (resolved.facts.integrity) launch.integrity = resolved.facts.integrity;
        } else if (isExactVersion(written)) launch.version = written;
      } else if (written && (pkg.ecosystem === "pypi" || pkg.specKind === "digest" || pkg.specKind === "tag")) {
        launch.version = written;
      }
      launches.push(launch);
    }
  }
  return launches;
}
var pairKey = (server, key) => `${server}\0${key}`;
function planPackages(before, inventory) {
  const audited = (server) => inventory.configs.some((c) => server.startsWith(`${c}#`));
  const oldPairs = /* @__PURE__ */ new Map();
  const packages = {};
  for (const [key, entry] of Object.entries(before)) {
    for (const s of entry.servers) if (audited(s)) oldPairs.set(pairKey(s, key), entry);
    const copy = { ...entry, servers: entry.servers.filter((s) => !audited(s)) };
    Object.defineProperty(packages, key, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  const outcome = { added: [], moved: [], removed: [], integrityAdded: [], kept: [], integrityMismatch: [], unresolved: [], conflicts: [], recorded: [] };
  const pairOf = (server, entry) => ({ server, ecosystem: entry.ecosystem, name: entry.name, version: entry.version, ...entry.integrity ? { integrity: entry.integrity } : {} });
  const keepOld = (key, server, old) => {
    const entry = Object.hasOwn(packages, key) ? packages[key] : void 0;
    if (entry && entry.version === old.version) entry.servers = [.../* @__PURE__ */ new Set([...entry.servers, server])].sort();
    else if (!entry || entry.servers.length === 0) packages[key] = { ...old, servers: [server] };
  };
  const integrityNoted = /* @__PURE__ */ new Set();
  for (const launch of inventory.launches) {
    const key = lockPackageKey(launch.ecosystem, launch.name);
    const old = oldPairs.get(pairKey(launch.server, key));
    if (launch.version === void 0) {
      if (old) {
        keepOld(key, launch.server, old);
        outcome.kept.push({ pair: pairOf(launch.server, old), launch, what: "version" });
      } else outcome.unresolved.push(launch);
      continue;
    }
    const existing = Object.hasOwn(packages, key) ? packages[key] : void 0;
    if (existing && existing.servers.length > 0 && existing.version !== launch.version) {
      outcome.conflicts.push({ launch, recordedVersion: existing.version });
      if (old) keepOld(key, launch.server, old);
      continue;
    }
    let entry;
    if (existing && existing.version === launch.version) entry = existing;
    else {
      entry = { ecosystem: launch.ecosystem, name: launch.name, version: launch.version, servers: [] };
      packages[key] = entry;
    }
    const firstForEntry = !integrityNoted.has(key);
    integrityNoted.add(key);
    if (launch.integrity !== void 0) {
      if (entry.integrity === void 0) {
        entry.integrity = launch.integrity;
        if (firstForEntry && old && old.version === launch.version) outcome.integrityAdded.push(pairOf(launch.server, entry));
      } else if (entry.integrity !== launch.integrity) {
        if (firstForEntry) outcome.integrityMismatch.push({ pair: pairOf(launch.server, entry), served: launch.integrity });
      }
    } else if (entry.integrity !== void 0 && firstForEntry && launch.lookup !== "resolved") {
      outcome.kept.push({ pair: pairOf(launch.server, entry), launch, what: "integrity" });
    }
    entry.servers = [.../* @__PURE__ */ new Set([...entry.servers, launch.server])].sort();
    outcome.recorded.push(launch);
    const now = pairOf(launch.server, entry);
    if (!old) outcome.added.push(now);
    else if (old.version !== entry.version) outcome.moved.push({ before: pairOf(launch.server, old), after: now });
  }
  for (const [pk, old] of oldPairs) {
    const [server, key] = pk.split("\0");
    const entry = Object.hasOwn(packages, key) ? packages[key] : void 0;
    if (!entry || !entry.servers.includes(server)) {
      if (!outcome.moved.some((m) => m.before.server === server && lockPackageKey(m.before.ecosystem, m.before.name) === key)) outcome.removed.push(pairOf(server, old));
    }
  }
  for (const [key, entry] of Object.entries(packages)) if (entry.servers.length === 0) delete packages[key];
  return { packages, outcome };
}
function recordPackagesInLock(lock, inventory) {
  const { packages, outcome } = planPackages(lock.packages, inventory);
  lock.packages = packages;
  return outcome;
}
function lockedFor(lock, server, ecosystem, name) {
  const forServer = Object.values(lock.packages).filter((p) => p.servers.includes(server));
  return { entry: forServer.find((p) => p.ecosystem === ecosystem && p.name === name), forServer };
}

// src/lock/servers.ts
var TOOL_FIELDS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations"];
var PROMPT_FIELDS = ["name", "title", "description", "arguments"];
var RESOURCE_FIELDS = ["uri", "name", "title", "description", "mimeType"];
var TEMPLATE_FIELDS = ["uriTemplate", "name", "title", "description", "mimeType"];
function sha256Text(text) {
  return `sha256:${createHash("sha256").update(text, "utf8").digest("hex")}`;
}
function pick(raw, fields) {
  const out = {};
  for (const f of fields) {
    const v = raw[f];
    if (v !== void 0 && v !== null) out[f] = JSON.parse(JSON.stringify(v));
  }
  return out;
}
function pin(definition, nameKey) {
  const { [nameKey]: _name, ...content } = definition;
  return { digest: sha256Text(canonicalJson(definition)), contentDigest: sha256Text(canonicalJson(content)), definition: JSON.parse(canonicalJson(definition)) };
}
function pinTool(raw) {
  return pin(pick(raw, TOOL_FIELDS), "name");
}
function snapshotOf(raw) {
  const keyed = (items, key, fields) => {
    const out = {};
    for (const item of items) {
      const k = item[key];
      if (typeof k !== "string") continue;
      Object.defineProperty(out, k, { value: pin(pick(item, fields), key), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  const info = raw.serverInfo ?? {};
  const snapshot = {
    protocolVersion: raw.protocolVersion,
    serverInfo: { name: String(info.name ?? ""), version: String(info.version ?? ""), ...typeof info.title === "string" ? { title: info.title } : {} },
    tools: keyed(raw.tools, "name", TOOL_FIELDS),
    prompts: keyed(raw.prompts, "name", PROMPT_FIELDS),
    resources: keyed(raw.resources, "uri", RESOURCE_FIELDS),
    resourceTemplates: keyed(raw.resourceTemplates, "uriTemplate", TEMPLATE_FIELDS)
  };
  if (raw.instructions !== void 0 && raw.instructions !== "") snapshot.instructions = { digest: sha256Text(raw.instructions), text: raw.instructions };
  return snapshot;
}
function modelTexts(snapshot) {
  const out = [];
  if (snapshot.instructions) out.push({ where: "instructions", text: snapshot.instructions.text });
  for (const [name, tool] of Object.entries(snapshot.tools)) {
    const d = tool.definition;
    for (const f of ["title", "description"]) if (typeof d[f] === "string") out.push({ where: `tool "${name}" ${f}`, owner: name, text: d[f] });
    schemaTexts(d.inputSchema, `tool "${name}"`, name, out, 0);
    schemaTexts(d.outputSchema, `tool "${name}" output`, name, out, 0);
  }
  for (const [name, prompt] of Object.entries(snapshot.prompts)) {
    const d = prompt.definition;
    if (typeof d.description === "string") out.push({ where: `prompt "${name}" description`, owner: name, text: d.description });
    for (const arg of Array.isArray(d.arguments) ? d.arguments : []) {
      if (typeof arg?.description === "string") out.push({ where: `prompt "${name}" argument "${String(arg.name)}" description`, owner: name, text: arg.description });
    }
  }
  for (const [uri, resource] of [...Object.entries(snapshot.resources), ...Object.entries(snapshot.resourceTemplates)]) {
    if (typeof resource.definition.description === "string") out.push({ where: `resource "${uri}" description`, owner: uri, text: resource.definition.description });
  }
  return out;
}
var MAX_SCHEMA_DEPTH = 16;
function schemaTexts(schema, label, owner, out, depth, path = "") {
  if (!schema || typeof schema !== "object" || depth > MAX_SCHEMA_DEPTH) return;
  const s = schema;
  const where = path === "" ? label : `${label} parameter "${path}"`;
  if (path !== "") {
    for (const f of ["description", "title"]) if (typeof s[f] === "string") out.push({ where: `${where} ${f}`, owner, text: s[f] });
    if (typeof s.default === "string") out.push({ where: `${where} default`, owner, text: s.default });
  }
  if (s.properties && typeof s.properties === "object") {
    for (const [k, v] of Object.entries(s.properties)) schemaTexts(v, label, owner, out, depth + 1, path === "" ? k : `${path}.${k}`);
  }
  if (s.items) schemaTexts(s.items, label, owner, out, depth + 1, `${path}[]`);
}
function diffServers(pinned, live) {
  const out = [];
  if ((pinned.instructions?.digest ?? "") !== (live.instructions?.digest ?? "")) {
    out.push({ kind: "instructions", detail: `instructions: ${textDiff(pinned.instructions?.text, live.instructions?.text)}` });
  }
  if (pinned.serverInfo.name !== live.serverInfo.name) out.push({ kind: "name", detail: `serverInfo name: "${clip(pinned.serverInfo.name)}" \u2192 "${clip(live.serverInfo.name)}"` });
  if (pinned.serverInfo.version !== live.serverInfo.version) out.push({ kind: "version", detail: `serverInfo version: ${clip(pinned.serverInfo.version)} \u2192 ${clip(live.serverInfo.version)}` });
  const removed = Object.keys(pinned.tools).filter((n) => !Object.hasOwn(live.tools, n));
  const added = Object.keys(live.tools).filter((n) => !Object.hasOwn(pinned.tools, n));
  const renamedTo = /* @__PURE__ */ new Map();
  for (const r of removed) {
    const same = added.find((a) => !renamedTo.has(a) && live.tools[a].contentDigest === pinned.tools[r].contentDigest);
    if (same !== void 0) renamedTo.set(same, r);
  }
  const changes = [];
  for (const [to, from] of renamedTo) changes.push({ kind: "tool-renamed", subject: to, detail: `tool "${clip(from)}" renamed to "${clip(to)}" (same definition otherwise)` });
  for (const r of removed) if (![...renamedTo.values()].includes(r)) changes.push({ kind: "tool-removed", subject: r, detail: `tool "${clip(r)}" removed` });
  for (const a of added) if (!renamedTo.has(a)) changes.push({ kind: "tool-added", subject: a, detail: `tool "${clip(a)}" added${describeNew(live.tools[a])}` });
  for (const [name, before] of Object.entries(pinned.tools)) {
    const after = Object.hasOwn(live.tools, name) ? live.tools[name] : void 0;
    if (!after || after.digest === before.digest) continue;
    changes.push({ kind: "tool-changed", subject: name, detail: `tool "${clip(name)}" ${fieldDiff(before.definition, after.definition)}` });
  }
  changes.sort((a, b) => a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0);
  out.push(...changes);
  for (const [kind, label, a, b] of [
    ["prompt", "prompt", pinned.prompts, live.prompts],
    ["resource", "resource", pinned.resources, live.resources],
    ["resource", "resource template", pinned.resourceTemplates, live.resourceTemplates]
  ]) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" removed` });
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" added` });
      else if (a[k].digest !== b[k].digest) out.push({ kind, subject: k, detail: `${label} "${clip(k)}" ${fieldDiff(a[k].definition, b[k].definition)}` });
    }
  }
  return out;
}
function describeNew(tool) {
  const d = tool.definition.description;
  return typeof d === "string" ? `: ${JSON.stringify(clip(d, 80))}` : "";
}
function fieldDiff(before, after) {
  const fields = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k])).sort();
  const [first, ...rest] = fields;
  if (first === void 0) return "changed";
  const a = before[first];
  const b = after[first];
  const json = typeof a !== "string" && typeof b !== "string";
  const asText = (v) => v === void 0 ? void 0 : typeof v === "string" ? v : canonicalJson(v);
  const shown = textDiff(asText(a), asText(b), !json);
  return `${first} changed: ${shown}${rest.length > 0 ? ` (also ${rest.join(", ")})` : ""}`;
}
function textDiff(before, after, quoted = true) {
  const q = (t) => quoted ? JSON.stringify(t) : t;
  if (before === void 0) return `added ${q(clip(after ?? "", 80))}`;
  if (after === void 0) return `removed (was ${q(clip(before, 80))})`;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && before[endA - 1] === after[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - 20);
  const show = (t, end) => `${from > 0 ? "\u2026" : ""}${t.slice(from, start)}[${clip(t.slice(start, end), 80)}]${clip(t.slice(end, end + 20), 20)}${end + 20 < t.length ? "\u2026" : ""}`;
  return `${q(show(before, endA))} \u2192 ${q(show(after, endB))}`;
}
function clip(text, max = 60) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function snapshotFor(lock, live, key) {
  const locked = lock?.servers && Object.hasOwn(lock.servers, key) ? lock.servers[key] : void 0;
  const outcome = live?.get(key);
  if (outcome?.kind === "snapshot") return { snapshot: outcome.snapshot, source: "live", ...locked ? { locked } : {}, live: outcome };
  if (locked) return { snapshot: locked, source: "lock", locked, ...outcome ? { live: outcome } : {} };
  return void 0;
}
function serversWithSnapshots(servers, lock, live, lockKey) {
  if (!lock?.servers && !live) return [];
  return servers.filter((s) => !s.ignoredByHost).map((server) => {
    const key = lockServerKey(lockKey, server.name);
    return { server, key, found: snapshotFor(lock, live, key) };
  });
}
function recordServersInLock(lock, phase) {
  const servers = { ...lock.servers ?? {} };
  const lines = [];
  const audited = (key) => phase.configs.some((c) => key.startsWith(`${c}#`));
  for (const key of Object.keys(servers)) {
    if (audited(key) && !phase.servers.includes(key)) {
      delete servers[key];
      lines.push(`${key}: removed from the lock (no such server in the config any more)`);
    }
  }
  for (const key of [...phase.servers].sort()) {
    const outcome = phase.view.get(key);
    const before = Object.hasOwn(servers, key) ? servers[key] : void 0;
    if (outcome?.kind !== "snapshot") {
      lines.push(`${key}: not pinned${before ? " again (the lock keeps what was approved before)" : ""}: ${outcome?.message ?? "not contacted"}`);
      continue;
    }
    const pkg = Object.values(lock.packages).find((p) => p.servers.includes(key));
    const entry = { ...outcome.snapshot, ...pkg ? { package: { ecosystem: pkg.ecosystem, name: pkg.name, version: pkg.version } } : {} };
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
function count(items, noun) {
  const n = Object.keys(items).length;
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export {
  lockServerKey,
  lockPackageKey,
  registryPackages,
  writtenVersion,
  inventoryOf,
  recordPackagesInLock,
  lockedFor,
  TOOL_FIELDS,
  sha256Text,
  pinTool,
  snapshotOf,
  modelTexts,
  diffServers,
  textDiff,
  snapshotFor,
  serversWithSnapshots,
  recordServersInLock
};
