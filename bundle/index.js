import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  Suppressions
} from "./chunk-XVJOWXRD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-AQY7MJY3.js";
import {
  auditLockRoot
} from "./chunk-XITK2LXG.js";
import {
  discover,
  resolveHost
} from "./chunk-LJIYFEGD.js";
import {
  HOSTS,
  HOST_IDS,
  MCP_RULES,
  dialectForPath,
  hostForPath,
  registryPackages,
  writtenVersion
} from "./chunk-EHLTFN4A.js";
import "./chunk-LQ224KYA.js";
import {
  skill_audit_exports,
  writeFix
} from "./chunk-K7C4NTWW.js";
import {
  SKILL_RULES,
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill,
  loadSkill
} from "./chunk-2OVDAXLO.js";
import {
  holdYoungGeneration,
  projectStart,
  repositoryPath
} from "./chunk-7W2JEOOW.js";
import {
  FileReadError,
  LockError,
  NO_PROJECT,
  SourceError,
  WriteError,
  buildModel,
  decodeSource,
  describeFsError,
  loadProjectFacts,
  parse,
  parseDocument,
  parseLaunch,
  parseToml,
  property,
  readLock,
  readRegularFile,
  readSourceFile,
  redact,
  sourceFromText,
  stringValue
} from "./chunk-GXXKHKKD.js";
import "./chunk-H5NEIHFH.js";

// src/audit/run.ts
import path2 from "node:path";

// src/audit/registry-facts.ts
import path from "node:path";
var MAX_BYTES = 4 * 1024 * 1024;
function jsonObject(text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  return errors.length === 0 && value !== null && typeof value === "object" && !Array.isArray(value) ? value : void 0;
}
function read(file) {
  try {
    return readRegularFile(file, { maxBytes: MAX_BYTES }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof FileReadError) return void 0;
    throw error;
  }
}
function manifestsBeside(serverJson, shown) {
  const dir = path.dirname(serverJson);
  const out = [];
  const pkgFile = path.join(dir, "package.json");
  const pkg = read(pkgFile);
  const json = pkg === void 0 ? void 0 : jsonObject(pkg);
  if (json) {
    out.push({
      file: shown(pkgFile),
      kind: "package.json",
      ...typeof json.name === "string" ? { name: json.name } : {},
      ...typeof json.version === "string" ? { version: json.version } : {},
      ...typeof json.mcpName === "string" ? { mcpName: json.mcpName } : {}
    });
  }
  const pyFile = path.join(dir, "pyproject.toml");
  const py = read(pyFile);
  if (py !== void 0) {
    const parsed = parseToml(py);
    if (!parsed.fatal && parsed.tree) {
      const project = property(parsed.tree, "project");
      const poetry = property(property(parsed.tree, "tool"), "poetry");
      const name = stringValue(property(project, "name")) ?? stringValue(property(poetry, "name"));
      const version = stringValue(property(project, "version")) ?? stringValue(property(poetry, "version"));
      out.push({ file: shown(pyFile), kind: "pyproject.toml", ...name !== void 0 ? { name } : {}, ...version !== void 0 ? { version } : {} });
    }
  }
  return out;
}
function repositoryLaunches(configs) {
  const out = [];
  for (const config of configs) {
    if (config.host.id === "mcp-registry") continue;
    const text = read(config.realPath ?? config.path);
    if (text === void 0) continue;
    const parsed = parseDocument(text, config.host);
    if (parsed.fatal) continue;
    for (const server of buildModel(config.host, parsed.tree).servers) {
      for (const pkg of registryPackages(server)) out.push({ file: config.displayPath, server: server.name, ecosystem: pkg.ecosystem, name: pkg.name, version: writtenVersion(pkg) });
    }
  }
  return out;
}
function registryFacts(serverJson, configs, shown) {
  return { manifests: manifestsBeside(serverJson, shown), launches: repositoryLaunches(configs) };
}

// src/audit/run.ts
function discoverAudit(options) {
  if (options.discovered) return options.discovered;
  return options.files ? { files: options.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })), skills: [], problems: [], skipped: [], notes: [], plugins: [] } : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns, ...options.config.source ? { source: options.config.source } : {} } : void 0);
}
function runAudit(options, sink) {
  const discovered = discoverAudit(options);
  const lockRoot = auditLockRoot(options);
  const tally = { files: 0, configs: 0, findings: { error: 0, warning: 0, info: 0 }, fatal: false };
  const result = { files: [], tally, skills: 0, lock: void 0, lockRoot, problems: [...discovered.problems], warnings: [...discovered.notes], secrets: /* @__PURE__ */ new Set() };
  const report = (file) => {
    tally.files++;
    if (file.kind === "mcp-config") tally.configs++;
    for (const f of file.findings) {
      tally.findings[f.severity]++;
      if (f.fatal) tally.fatal = true;
    }
    if (sink) sink.file(file);
    else result.files.push(file);
  };
  if (options.config && options.config.suppressions.length > 0 && !options.files) {
    result.suppressions = new Suppressions(options.config.suppressions, options.config.baseDir, options.config.source ?? "mcp-audit.config.json");
  }
  sink?.start?.(result);
  result.skipped = discovered.skipped;
  for (const shown of discovered.skipped) result.warnings.push(`${shown}: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill`);
  if (!options.files && (discovered.skills.length > 0 || discovered.files.length > 0)) {
    try {
      result.lock = readLock(lockRoot);
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
      result.problems.push({ displayPath: displayFrom(options.cwd, path2.join(lockRoot, error.file)), reason: error.reason });
    }
  }
  if (options.prefetched) {
    result.warnings.push(...options.prefetched.warnings);
    if (options.prefetched.inventory) result.inventory = options.prefetched.inventory;
  }
  const projects = /* @__PURE__ */ new Set();
  const configs = discovered.files.flatMap((f) => {
    const host = f.host ?? dialectForPath(f.path);
    return host ? [{ ...f, host }] : [];
  });
  const reports = [];
  const progress = { configs: 0, skills: 0, totalConfigs: discovered.files.length, totalSkills: discovered.skills.length };
  for (const file of discovered.files) {
    const done = contained(file.displayPath, result, () => auditFile(file, options, result, projects, configs));
    if (done) reports.push(done);
    progress.configs++;
    sink?.progress?.(progress);
  }
  for (const done of reports) report(done);
  reports.length = 0;
  if (discovered.skills.length > 0) {
    if (!skillSupport) throw new Error("skills were found but the skill support is not loaded: await prepareAudit() or loadSkillSupport() before runAudit (the library entry point loads it)");
    const rules = options.skillRules ?? skillSupport.SKILL_RULES;
    const support = skillSupport;
    const pluginsAudited = new Set(discovered.plugins);
    for (const skill of discovered.skills) {
      contained(skill.displayDir === "" ? "SKILL.md" : `${skill.displayDir}/SKILL.md`, result, () => support.auditSkill(skill, options, result, rules, report, pluginsAudited));
      progress.skills++;
      sink?.progress?.(progress);
    }
  }
  if (result.suppressions) {
    const rulesOff = new Set([...options.settings ?? /* @__PURE__ */ new Map()].filter(([, s]) => s.severity === "off").map(([id]) => id));
    const base = options.config.baseDir;
    const wholeProject = options.paths.length === 0 || options.paths.some((p) => !path2.relative(path2.resolve(options.cwd, p), base).startsWith(".."));
    result.warnings.push(...result.suppressions.unused({ wholeProject, rulesOff }));
  }
  for (const project of projects) for (const p of project.problems ?? []) result.warnings.push(`could not read ${p}; no version was taken from it`);
  return result;
}
function auditFile(file, options, result, projects, configs) {
  holdYoungGeneration();
  let source;
  let stat;
  try {
    ({ source, stat } = readSourceFile(file.realPath ?? file.path, file.displayPath, "a config", { followSymlink: file.realPath === void 0 }));
    source.path = file.path;
  } catch (error) {
    result.problems.push({ displayPath: file.displayPath, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return void 0;
  }
  const target = options.files?.find((t) => t.path === file.path);
  source.identityPath = target ? target.identityPath : repositoryPath(file.path);
  const host = file.host ?? dialectForPath(file.path) ?? resolveHost(file, source.text);
  const kind = host ? notThisKind(host, source.text) : "no server map";
  if (!host || kind) {
    if (file.explicit) {
      result.skipped = [...result.skipped ?? [], file.displayPath];
      result.warnings.push(`${file.displayPath}: skipped: ${kind === "no server map" ? 'not an MCP host config (it has no "mcpServers" or "servers"; use --host to read it as one)' : `not ${article(kind)}`}`);
    }
    return void 0;
  }
  const project = target ? NO_PROJECT : loadProjectFacts(projectStart(file.path, host));
  projects.add(project);
  const allow = options.config?.allow;
  const lintOptions = {
    rules: options.rules ?? MCP_RULES,
    project,
    ...options.prefetched?.registry ? { registry: options.prefetched.registry } : {},
    ...options.prefetched?.live ? { live: options.prefetched.live } : {},
    ...result.lock ? { lock: result.lock } : {},
    lockKey: target ? target.identityPath : path2.relative(result.lockRoot, file.path).split(path2.sep).join("/"),
    ...options.settings ? { settings: options.settings } : {},
    ...allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {},
    ...host.id === "mcp-registry" ? { repository: registryFacts(file.path, configs, (p) => displayFrom(options.cwd, p)) } : {},
    ...result.suppressions ? { suppressions: result.suppressions } : {}
  };
  if (options.fix) {
    const fixed = fixMcpSource(source, host, lintOptions, options.fix);
    for (const s of fixed.secretsSeen) result.secrets.add(s);
    if (fixed.applied.length > 0 && fixed.text !== source.text) {
      try {
        writeFix({ path: file.realPath ?? file.path, displayPath: file.displayPath, before: source.text, after: fixed.text, bom: source.bom, root: file.root ?? path2.dirname(file.path), expect: stat }, options, result);
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: file.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        return { displayPath: file.displayPath, kind: "mcp-config", host, findings: lintMcpSource(source, host, lintOptions).findings, fixed: [] };
      }
    }
    return { displayPath: file.displayPath, kind: "mcp-config", host, findings: fixed.result.findings, fixed: fixed.applied, ...options.withSources ? { source: fixed.text === source.text ? source : sourceFromText(source.path, source.displayPath, fixed.text) } : {} };
  }
  const linted = lintMcpSource(source, host, lintOptions);
  for (const s of linted.secrets) result.secrets.add(s);
  return { displayPath: file.displayPath, kind: "mcp-config", host, findings: linted.findings, fixed: [], ...options.withSources ? { source } : {} };
}
async function prefetchAudit(options, network) {
  const { prefetchForAudit } = await import("./prefetch-ELB7GUNM.js");
  return prefetchForAudit(options, network);
}
async function prepareAudit(options) {
  const discovered = discoverAudit(options);
  if (discovered.skills.length > 0) await loadSkillSupport();
  return { ...options, discovered };
}
var skillSupport;
async function loadSkillSupport() {
  skillSupport ??= await import("./skill-audit-MXZIL73T.js");
}
function notThisKind(host, text) {
  if (!host.recognizes) return void 0;
  const parsed = parseDocument(text, host);
  return host.recognizes(parsed.fatal ? void 0 : parsed.tree, text) ? void 0 : host.fileKind ?? `${host.displayName} config`;
}
function article(what) {
  return /^(?:[aeiou]|[FHLMNRSX][A-Z])/.test(what) || /^[aeiou]/i.test(what) ? `an ${what}` : `a ${what}`;
}
function provideSkillSupport(support) {
  skillSupport ??= support;
}
async function runAuditOnline(options, network, sink) {
  const prepared = await prepareAudit(options);
  return runAudit({ ...prepared, prefetched: await prefetchAudit(prepared, network) }, sink);
}
function displayFrom(cwd, absolute) {
  const rel = path2.relative(cwd, absolute);
  return (rel.startsWith("..") || path2.isAbsolute(rel) ? absolute : rel).split(path2.sep).join("/");
}
function contained(shown, result, audit) {
  try {
    return audit();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const what = error.message.charAt(0).toLowerCase() + error.message.slice(1);
    result.problems.push({ displayPath: shown, reason: `could not be audited: it exhausted an internal limit (${what}); this is a bug in mcp-audit, please report it` });
    return void 0;
  }
}

// src/index.ts
provideSkillSupport(skill_audit_exports);
export {
  ALL_RULES,
  HOSTS,
  HOST_IDS,
  MCP_RULES,
  SKILL_RULES,
  decodeSource,
  dialectForPath,
  discoverAudit,
  fixMcpSource,
  fixSkill,
  hostForPath,
  lintMcpSource,
  lintSkill,
  loadSkill,
  parseLaunch,
  prepareAudit,
  redact,
  ruleById,
  runAudit,
  runAuditOnline,
  sourceFromText
};
