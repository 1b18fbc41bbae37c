// Auditing one skill folder inside a run: load it, lint (and fix) it, hand each of its files' reports
// on. With the skill rules and the skill model it is loaded only when a run finds a skill
// (`loadSkillSupport` in ./run.ts): a run over a few configs never loads any of it.
import path from "node:path";
import type { AuditOptions } from "./options.js";
import type { AuditResult, FileReport } from "./run.js";
import type { AppliedFix } from "./engine.js";
import type { DiscoveredSkill } from "./discovery.js";
import { fixSkill, groupByFile, lintSkill } from "./skill-engine.js";
import { describeFsError } from "../core/fs-errors.js";
import { SourceError } from "../core/source.js";
import type { Finding } from "../core/types.js";
import { WriteError } from "../core/write.js";
import { writeFix } from "./fix-write.js";
import { repositoryPath, skillLockKey } from "../project/repository.js";
import type { SkillRule } from "../rules/types.js";
import { describeUnread, loadSkill, SKILL_FILE, type Skill } from "../skills/model.js";
import { ScratchBuffer } from "../core/safe-read.js";
import { PluginLocator } from "../skills/plugin.js";
import { holdYoungGeneration } from "../core/young-generation.js";

/**
 * One plugin locator and one read buffer per run: the run's result is the object that lives exactly
 * as long as the run. The run loads its skills one after the other, so each skill's files are read
 * into the buffer the previous skill's were (see ScratchBuffer).
 */
const perRun = new WeakMap<AuditResult, { locator: PluginLocator; scratch: ScratchBuffer }>();

function runStateOf(result: AuditResult): { locator: PluginLocator; scratch: ScratchBuffer } {
  let state = perRun.get(result);
  if (!state) {
    state = { locator: new PluginLocator(), scratch: new ScratchBuffer() };
    perRun.set(result, state);
  }
  return state;
}

export { SKILL_RULES } from "../rules/registry/skill-rules.js";

export function auditSkill(found: DiscoveredSkill, options: AuditOptions, result: AuditResult, skillRules: readonly SkillRule[], report: (file: FileReport) => void, pluginsAudited: ReadonlySet<string> = new Set()): void {
  holdYoungGeneration();
  let skill: Skill;
  const identityDir = repositoryPath(found.dir);
  const run = runStateOf(result);
  try {
    // With a lock every file's digest is compared: hashed from the bytes of its read. Without one only
    // the digests of what may run and of binaries are named (the rest are hashed if anything asks).
    skill = loadSkill(found.dir, found.displayDir, identityDir, { scratch: run.scratch, digests: result.lock ? "at-read" : "when-asked", ...(found.entries ? { entries: found.entries } : {}), ...(found.realDir ? { realDir: found.realDir } : {}) });
  } catch (error) {
    delete found.entries;
    const shown = found.displayDir === "" ? SKILL_FILE : `${found.displayDir}/${SKILL_FILE}`;
    result.problems.push({ displayPath: shown, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return;
  }
  // The walk's listing of the folder served its one use: released now, not held until the run ends.
  delete found.entries;
  result.skills++;
  const lockKey = skillLockKey(result.lockRoot, found.dir);
  const skillOptions = {
    rules: skillRules,
    lock: result.lock,
    lockKey,
    pluginsAudited,
    pluginLocator: run.locator,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.skillProfile ? { profile: options.skillProfile } : {}),
  };
  let findings: Finding[];
  let fixed: AppliedFix[] = [];
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
  // The config's scoped suppressions, file by file (skill findings name no server).
  if (result.suppressions && !result.suppressions.empty) {
    const suppressions = result.suppressions;
    findings = [...groupByFile(findings)].flatMap(([file, list]) => suppressions.apply(path.resolve(options.cwd, file), list));
  }
  // A cap that stopped coverage is never a quiet pass: skill-unaudited-file reports it as a fatal error,
  // and if that rule is off the run still says so.
  if (skill.unread.length > 0 && !findings.some((f) => f.fatal)) {
    result.problems.push({ displayPath: found.displayDir || ".", reason: `skill not fully audited: ${describeUnread(skill.unread)}` });
  }
  // One report per file of the skill that has findings (SKILL.md first), so output groups by file.
  const byFile = new Map<string, Finding[]>();
  if (fixed.length > 0) byFile.set(skill.skillMd.displayPath, []);
  for (const [file, list] of groupByFile(findings)) {
    const have = byFile.get(file);
    if (have) have.push(...list);
    else byFile.set(file, list);
  }
  const prefix = skill.displayDir === "" ? "" : `${skill.displayDir}/`;
  for (const [displayPath, list] of byFile) {
    // (A fixed SKILL.md's findings refer to the new text, which the skill model does not hold: no frame for it.)
    const framed = options.withSources && displayPath.startsWith(prefix) && !(fixed.length > 0 && displayPath === skill.skillMd.displayPath);
    const source = framed ? skill.readText(displayPath.slice(prefix.length)) : undefined;
    report({ displayPath, kind: "skill", host: undefined, findings: list, fixed: displayPath === skill.skillMd.displayPath ? fixed : [], ...(source ? { source } : {}) });
  }
}
