// Before the rules run on an MCP Registry server.json: read what the rest of the repository says
// about the same server (the manifests beside it, the packages its configs launch), so the
// server-json-consistency rule can compare without reading files itself. Only done when a
// server.json is audited; every read is the safe, capped one, and nothing that cannot be read stops the audit.
import path from "node:path";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { property, stringValue } from "../core/json.js";
import { parseDocument } from "../hosts/formats/index.js";
import { parseToml } from "../hosts/formats/toml.js";
import { buildModel } from "../hosts/model.js";
import type { HostDialect } from "../hosts/types.js";
import type { PublishedManifest, RepositoryFacts, RepositoryLaunch } from "../hosts/registry/facts.js";
import { registryPackages, writtenVersion } from "../lock/packages.js";
import { parse, type ParseError } from "jsonc-parser";

const MAX_BYTES = 4 * 1024 * 1024;

export interface ConfigFile {
  path: string;
  /** Where to read it (links resolved). */
  realPath?: string;
  displayPath: string;
  host: HostDialect;
}

/** A JSON object read for its facts only: undefined when the text is not one. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true }) as unknown;
  return errors.length === 0 && value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function read(file: string): string | undefined {
  try {
    return readRegularFile(file, { maxBytes: MAX_BYTES }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof FileReadError) return undefined;
    throw error;
  }
}

/** The manifests beside a server.json. */
export function manifestsBeside(serverJson: string, shown: (absolute: string) => string): PublishedManifest[] {
  const dir = path.dirname(serverJson);
  const out: PublishedManifest[] = [];
  const pkgFile = path.join(dir, "package.json");
  const pkg = read(pkgFile);
  const json = pkg === undefined ? undefined : jsonObject(pkg);
  if (json) {
    out.push({
      file: shown(pkgFile),
      kind: "package.json",
      ...(typeof json.name === "string" ? { name: json.name } : {}),
      ...(typeof json.version === "string" ? { version: json.version } : {}),
      ...(typeof json.mcpName === "string" ? { mcpName: json.mcpName } : {}),
    });
  }
  const pyFile = path.join(dir, "pyproject.toml");
  const py = read(pyFile);
  if (py !== undefined) {
    const parsed = parseToml(py);
    if (!parsed.fatal && parsed.tree) {
      const project = property(parsed.tree, "project");
      const poetry = property(property(parsed.tree, "tool"), "poetry");
      const name = stringValue(property(project, "name")) ?? stringValue(property(poetry, "name"));
      const version = stringValue(property(project, "version")) ?? stringValue(property(poetry, "version"));
      out.push({ file: shown(pyFile), kind: "pyproject.toml", ...(name !== undefined ? { name } : {}), ...(version !== undefined ? { version } : {}) });
    }
  }
  return out;
}

/** The registry packages every other config of the audit launches, with the version each writes. */
export function repositoryLaunches(configs: readonly ConfigFile[]): RepositoryLaunch[] {
  const out: RepositoryLaunch[] = [];
  for (const config of configs) {
    if (config.host.id === "mcp-registry") continue;
    const text = read(config.realPath ?? config.path);
    if (text === undefined) continue;
    const parsed = parseDocument(text, config.host);
    if (parsed.fatal) continue;
    for (const server of buildModel(config.host, parsed.tree).servers) {
      for (const pkg of registryPackages(server)) out.push({ file: config.displayPath, server: server.name, ecosystem: pkg.ecosystem, name: pkg.name, version: writtenVersion(pkg) });
    }
  }
  return out;
}

export function registryFacts(serverJson: string, configs: readonly ConfigFile[], shown: (absolute: string) => string): RepositoryFacts {
  return { manifests: manifestsBeside(serverJson, shown), launches: repositoryLaunches(configs) };
}
