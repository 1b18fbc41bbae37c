// The recorded registry (fixtures/registry) for tests: documents, the abbreviated form npm derives
// from them, an in-memory plug-in, and lint/fix helpers that run the real prefetch phase first.
import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { fixMcpSource, lintMcpSource } from "../../src/audit/engine.js";
import { parseJson } from "../../src/core/json.js";
import { buildModel } from "../../src/hosts/model.js";
import { sourceFromText } from "../../src/core/source.js";
import type { FixSafety } from "../../src/core/types.js";
import type { McpRule } from "../../src/rules/types.js";
import { HOSTS, type HostId } from "../../src/hosts/index.js";
import type { AuditLock } from "../../src/lock/index.js";
import { normalizeAdvisories, normalizePackument } from "../../src/registry/packument.js";
import type { EcosystemPlugin } from "../../src/registry/plugin.js";
import { prefetchRegistry } from "../../src/registry/prefetch.js";
import type { PackageQuery, RegistryView } from "../../src/packages/types.js";
import { NO_PROJECT, type ProjectFacts } from "../../src/project/versions.js";

export const REGISTRY_FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/registry");
/** The tests' clock: publish times in the fixtures are set around it. */
export const NOW = new Date("2026-06-15T12:00:00.000Z");

type Doc = Record<string, unknown> & { name: string; versions: Record<string, Record<string, unknown>> };

export function loadDocs(): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        const doc = JSON.parse(fs.readFileSync(full, "utf8")) as Doc;
        docs.set(doc.name, doc);
      }
    }
  };
  walk(path.join(REGISTRY_FIXTURES, "packuments"));
  return docs;
}

export function loadAdvisories(): Record<string, Record<string, unknown>[]> {
  return JSON.parse(fs.readFileSync(path.join(REGISTRY_FIXTURES, "advisories.json"), "utf8")) as Record<string, Record<string, unknown>[]>;
}

const CORGI_FIELDS = ["name", "version", "dependencies", "optionalDependencies", "peerDependencies", "peerDependenciesMeta", "bundleDependencies", "bin", "directories", "dist", "engines", "cpu", "os", "deprecated", "license", "funding", "_hasShrinkwrap"];

/** The abbreviated document npm serves for `application/vnd.npm.install-v1+json`. */
export function abbreviate(doc: Doc): Record<string, unknown> {
  const versions: Record<string, unknown> = {};
  for (const [v, manifest] of Object.entries(doc.versions)) {
    const out: Record<string, unknown> = {};
    for (const k of CORGI_FIELDS) if (manifest[k] !== undefined) out[k] = manifest[k];
    const scripts = (manifest.scripts ?? {}) as Record<string, string>;
    if (scripts.preinstall || scripts.install || scripts.postinstall) out.hasInstallScript = true;
    versions[v] = out;
  }
  const time = doc.time as Record<string, string> | undefined;
  return { name: doc.name, modified: time?.modified, "dist-tags": doc["dist-tags"], versions };
}

/** Advisories of the recorded registry for the versions asked, as the bulk endpoint answers. */
export function bulkAdvisories(request: Record<string, string[]>): Record<string, Record<string, unknown>[]> {
  const all = loadAdvisories();
  const answer: Record<string, Record<string, unknown>[]> = {};
  for (const [name, versions] of Object.entries(request)) {
    const hits = (all[name] ?? []).filter((a) => versions.some((v) => semver.satisfies(v, String(a.vulnerable_versions))));
    if (hits.length > 0) answer[name] = hits;
  }
  return answer;
}

/** An in-memory npm plug-in over the fixtures: the whole prefetch phase, minus HTTP. */
export function fixturePlugin(calls: { name: string; times: boolean }[] = []): EcosystemPlugin {
  const docs = loadDocs();
  return {
    ecosystem: "npm",
    registryFor: () => "https://registry.npmjs.org/",
    async packument(name, times) {
      calls.push({ name, times });
      const doc = docs.get(name);
      return doc ? normalizePackument(times ? doc : abbreviate(doc), name) : "missing";
    },
    async advisories(_registry, request) {
      const answer = bulkAdvisories(request);
      return Object.fromEntries(Object.entries(answer).map(([name, list]) => [name, normalizeAdvisories(list)]));
    },
  };
}

export interface OnlineInput {
  host?: HostId;
  path?: string;
  rules: readonly McpRule[];
  project?: ProjectFacts;
  options?: Record<string, Record<string, unknown>>;
  lock?: AuditLock;
  /** Default: the file's path. */
  lockKey?: string;
  mode?: "online" | "fixes";
  plugins?: EcosystemPlugin[];
}

const DEFAULT_PATH: Record<HostId, string> = { "claude-code": ".mcp.json", vscode: ".vscode/mcp.json", cursor: ".cursor/mcp.json", "claude-desktop": "claude_desktop_config.json" };

/** Ask the rules what they need, prefetch it from the recorded registry, and return the lint inputs. */
export async function prepareOnline(text: string, input: OnlineInput) {
  const host = HOSTS[input.host ?? "claude-code"];
  const filePath = input.path ?? DEFAULT_PATH[input.host ?? "claude-code"];
  const file = sourceFromText(filePath, filePath, text);
  const parsed = parseJson(text, host.jsonc);
  const model = buildModel(host, parsed.fatal ? undefined : parsed.tree);
  const project = input.project ?? NO_PROJECT;
  const lockKey = input.lockKey ?? filePath;
  const mode = input.mode ?? "online";
  const queries: PackageQuery[] = [];
  for (const rule of input.rules) {
    if (mode === "fixes" && rule.meta.network) continue;
    queries.push(...(rule.prefetch?.({ file, host, model, project, options: input.options?.[rule.meta.id] ?? {}, lockKey, mode, ...(input.lock ? { lock: input.lock } : {}) }) ?? []));
  }
  const { view, warnings } = await prefetchRegistry(queries, { mode, cwd: "/", env: {}, now: NOW, plugins: input.plugins ?? [fixturePlugin()] });
  const settings = new Map(Object.entries(input.options ?? {}).map(([id, options]) => [id, { options }]));
  const lintOptions = { rules: input.rules, project, settings, registry: view, lockKey, ...(input.lock ? { lock: input.lock } : {}) };
  return { file, host, lintOptions, view, warnings, queries };
}

export async function lintOnline(text: string, input: OnlineInput) {
  const { file, host, lintOptions } = await prepareOnline(text, input);
  return lintMcpSource(file, host, lintOptions);
}

export async function fixOnline(text: string, level: FixSafety, input: OnlineInput) {
  const { file, host, lintOptions } = await prepareOnline(text, input);
  return fixMcpSource(file, host, lintOptions, level);
}

/** A view built from the recorded registry for given names, without asking any rule (unit tests). */
export async function fixtureView(queries: PackageQuery[], mode: "online" | "fixes" = "online"): Promise<RegistryView> {
  return (await prefetchRegistry(queries, { mode, cwd: "/", env: {}, now: NOW, plugins: [fixturePlugin()] })).view;
}
