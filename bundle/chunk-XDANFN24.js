import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditLockRoot
} from "./chunk-5GD6FG2A.js";
import {
  discover,
  projectStart,
  repositoryPath,
  resolveHost,
  skillLockKey
} from "./chunk-A3BAXXWP.js";
import {
  fixMcpSource,
  fixSkill,
  groupByFile,
  lintMcpSource,
  lintSkill
} from "./chunk-EB5YC4LC.js";
import {
  NO_PROJECT,
  loadProjectFacts
} from "./chunk-OHV5M7RW.js";
import {
  LockError,
  MCP_RULES,
  SKILL_RULES,
  readLock
} from "./chunk-3I5GLVKU.js";
import {
  SKILL_FILE,
  describeUnread,
  loadSkill
} from "./chunk-UH72ZJM6.js";
import {
  readSourceFile
} from "./chunk-M4U2DELX.js";
import {
  dialectForPath
} from "./chunk-5DB65PJQ.js";
import {
  SourceError
} from "./chunk-XQIKUDHJ.js";
import {
  WriteError,
  writeFileSafely
} from "./chunk-EMFC5X6B.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";

// src/audit/run.ts
import path from "node:path";
function runAudit(options) {
  const discovered = options.files ? { files: options.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })), skills: [], problems: [], skipped: [], notes: [] } : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns, ...options.config.source ? { source: options.config.source } : {} } : void 0);
  const lockRoot = auditLockRoot(options);
  const result = { files: [], skills: 0, lock: void 0, lockRoot, problems: [...discovered.problems], warnings: [...discovered.notes], secrets: /* @__PURE__ */ new Set() };
  result.skipped = discovered.skipped;
  for (const shown of discovered.skipped) result.warnings.push(`${shown}: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill`);
  if (!options.files && (discovered.skills.length > 0 || discovered.files.length > 0)) {
    try {
      result.lock = readLock(lockRoot);
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
      result.problems.push({ displayPath: displayFrom(options.cwd, path.join(lockRoot, error.file)), reason: error.reason });
    }
  }
  if (options.prefetched) {
    result.warnings.push(...options.prefetched.warnings);
    if (options.prefetched.inventory) result.inventory = options.prefetched.inventory;
  }
  const projects = /* @__PURE__ */ new Set();
  for (const file of discovered.files) {
    const report = contained(file.displayPath, result, () => auditFile(file, options, result, projects));
    if (report) result.files.push(report);
  }
  for (const skill of discovered.skills) contained(skill.displayDir === "" ? SKILL_FILE : `${skill.displayDir}/${SKILL_FILE}`, result, () => auditSkill(skill, options, result));
  for (const project of projects) for (const p of project.problems ?? []) result.warnings.push(`could not read ${p}; no version was taken from it`);
  return result;
}
function auditFile(file, options, result, projects) {
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
  const project = target ? NO_PROJECT : loadProjectFacts(projectStart(file.path, host));
  projects.add(project);
  const allow = options.config?.allow;
  const lintOptions = {
    rules: options.rules ?? MCP_RULES,
    project,
    ...options.prefetched?.registry ? { registry: options.prefetched.registry } : {},
    ...result.lock ? { lock: result.lock } : {},
    lockKey: target ? target.identityPath : path.relative(result.lockRoot, file.path).split(path.sep).join("/"),
    ...options.settings ? { settings: options.settings } : {},
    ...allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}
  };
  if (options.fix) {
    const fixed = fixMcpSource(source, host, lintOptions, options.fix);
    for (const s of fixed.secretsSeen) result.secrets.add(s);
    if (fixed.applied.length > 0 && fixed.text !== source.text) {
      try {
        writeFileSafely(file.realPath ?? file.path, fixed.text, { bom: source.bom, root: file.root ?? path.dirname(file.path), expect: stat });
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: file.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        return { displayPath: file.displayPath, kind: "mcp-config", host, findings: lintMcpSource(source, host, lintOptions).findings, fixed: [] };
      }
    }
    return { displayPath: file.displayPath, kind: "mcp-config", host, findings: fixed.result.findings, fixed: fixed.applied };
  }
  const linted = lintMcpSource(source, host, lintOptions);
  for (const s of linted.secrets) result.secrets.add(s);
  return { displayPath: file.displayPath, kind: "mcp-config", host, findings: linted.findings, fixed: [] };
}
async function prefetchAudit(options, network) {
  const { prefetchForAudit } = await import("./prefetch-EUMIFATT.js");
  return prefetchForAudit(options, network);
}
async function runAuditOnline(options, network) {
  return runAudit({ ...options, prefetched: await prefetchAudit(options, network) });
}
function auditSkill(found, options, result) {
  let skill;
  const identityDir = repositoryPath(found.dir);
  try {
    skill = loadSkill(found.dir, found.displayDir, identityDir, { ...found.entries ? { entries: found.entries } : {}, ...found.realDir ? { realDir: found.realDir } : {} });
  } catch (error) {
    const shown = found.displayDir === "" ? SKILL_FILE : `${found.displayDir}/${SKILL_FILE}`;
    result.problems.push({ displayPath: shown, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return;
  }
  result.skills++;
  const lockKey = skillLockKey(result.lockRoot, found.dir);
  const skillOptions = {
    rules: options.skillRules ?? SKILL_RULES,
    lock: result.lock,
    lockKey,
    ...options.settings ? { settings: options.settings } : {},
    ...options.skillProfile ? { profile: options.skillProfile } : {}
  };
  let findings;
  let fixed = [];
  if (options.fix) {
    const outcome = fixSkill(skill, skillOptions, options.fix);
    findings = outcome.result.findings;
    for (const s of outcome.result.secrets) result.secrets.add(s);
    if (outcome.applied.length > 0 && outcome.text !== skill.skillMd.text) {
      try {
        writeFileSafely(skill.skillMd.path, outcome.text, { bom: skill.skillMd.bom, root: found.root ?? found.dir });
        fixed = outcome.applied;
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: skill.skillMd.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        findings = lintSkill(skill, skillOptions).findings;
      }
    }
  } else {
    const linted = lintSkill(skill, skillOptions);
    findings = linted.findings;
    for (const s of linted.secrets) result.secrets.add(s);
  }
  if (skill.unread.length > 0 && !findings.some((f) => f.fatal)) {
    result.problems.push({ displayPath: found.displayDir || ".", reason: `skill not fully audited: ${describeUnread(skill.unread)}` });
  }
  const byFile = /* @__PURE__ */ new Map();
  if (fixed.length > 0) byFile.set(skill.skillMd.displayPath, []);
  for (const [file, list] of groupByFile(findings)) byFile.set(file, [...byFile.get(file) ?? [], ...list]);
  for (const [displayPath, list] of byFile) {
    result.files.push({ displayPath, kind: "skill", host: void 0, findings: list, fixed: displayPath === skill.skillMd.displayPath ? fixed : [] });
  }
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
function displayFrom(cwd, absolute) {
  const rel = path.relative(cwd, absolute);
  return (rel.startsWith("..") || path.isAbsolute(rel) ? absolute : rel).split(path.sep).join("/");
}

export {
  runAudit,
  prefetchAudit,
  runAuditOnline
};
