import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  PluginLocator,
  SKILL_FILE,
  SKILL_RULES,
  describeUnread,
  fixSkill,
  groupByFile,
  lintSkill,
  loadSkill
} from "./chunk-2OVDAXLO.js";
import {
  holdYoungGeneration,
  repositoryPath,
  skillLockKey
} from "./chunk-7W2JEOOW.js";
import {
  ScratchBuffer,
  SourceError,
  WriteError,
  describeFsError,
  writeBackup,
  writeFileSafely
} from "./chunk-GXXKHKKD.js";
import {
  __export
} from "./chunk-H5NEIHFH.js";

// src/audit/skill-audit.ts
var skill_audit_exports = {};
__export(skill_audit_exports, {
  SKILL_RULES: () => SKILL_RULES,
  auditSkill: () => auditSkill
});
import path2 from "node:path";

// src/audit/fix-write.ts
import path from "node:path";
function writeFix(target, options, out) {
  if (options.fixPreview) {
    (out.previews ??= []).push({ displayPath: target.displayPath, before: target.before, after: target.after });
    return;
  }
  if (outsideRepository(target.path)) {
    writeBackup(target.path, target.before, { bom: target.bom, root: target.root });
    (out.backups ??= []).push(`${target.displayPath}.mcp-audit.bak`);
  }
  writeFileSafely(target.path, target.after, { bom: target.bom, root: target.root, ...target.expect ? { expect: target.expect } : {} });
}
function outsideRepository(file) {
  return path.isAbsolute(repositoryPath(path.resolve(file)));
}

// src/audit/skill-audit.ts
var perRun = /* @__PURE__ */ new WeakMap();
function runStateOf(result) {
  let state = perRun.get(result);
  if (!state) {
    state = { locator: new PluginLocator(), scratch: new ScratchBuffer() };
    perRun.set(result, state);
  }
  return state;
}
function auditSkill(found, options, result, skillRules, report, pluginsAudited = /* @__PURE__ */ new Set()) {
  holdYoungGeneration();
  let skill;
  const identityDir = repositoryPath(found.dir);
  const run = runStateOf(result);
  try {
    skill = loadSkill(found.dir, found.displayDir, identityDir, { scratch: run.scratch, digests: result.lock ? "at-read" : "when-asked", ...found.entries ? { entries: found.entries } : {}, ...found.realDir ? { realDir: found.realDir } : {} });
  } catch (error) {
    delete found.entries;
    const shown = found.displayDir === "" ? SKILL_FILE : `${found.displayDir}/${SKILL_FILE}`;
    result.problems.push({ displayPath: shown, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return;
  }
  delete found.entries;
  result.skills++;
  const lockKey = skillLockKey(result.lockRoot, found.dir);
  const skillOptions = {
    rules: skillRules,
    lock: result.lock,
    lockKey,
    pluginsAudited,
    pluginLocator: run.locator,
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
        writeFix({ path: skill.skillMd.path, displayPath: skill.skillMd.displayPath, before: skill.skillMd.text, after: outcome.text, bom: skill.skillMd.bom, root: found.root ?? found.dir }, options, result);
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
  if (result.suppressions && !result.suppressions.empty) {
    const suppressions = result.suppressions;
    findings = [...groupByFile(findings)].flatMap(([file, list]) => suppressions.apply(path2.resolve(options.cwd, file), list));
  }
  if (skill.unread.length > 0 && !findings.some((f) => f.fatal)) {
    result.problems.push({ displayPath: found.displayDir || ".", reason: `skill not fully audited: ${describeUnread(skill.unread)}` });
  }
  const byFile = /* @__PURE__ */ new Map();
  if (fixed.length > 0) byFile.set(skill.skillMd.displayPath, []);
  for (const [file, list] of groupByFile(findings)) {
    const have = byFile.get(file);
    if (have) have.push(...list);
    else byFile.set(file, list);
  }
  const prefix = skill.displayDir === "" ? "" : `${skill.displayDir}/`;
  for (const [displayPath, list] of byFile) {
    const framed = options.withSources && displayPath.startsWith(prefix) && !(fixed.length > 0 && displayPath === skill.skillMd.displayPath);
    const source = framed ? skill.readText(displayPath.slice(prefix.length)) : void 0;
    report({ displayPath, kind: "skill", host: void 0, findings: list, fixed: displayPath === skill.skillMd.displayPath ? fixed : [], ...source ? { source } : {} });
  }
}

export {
  writeFix,
  auditSkill,
  skill_audit_exports
};
