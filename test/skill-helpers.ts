// Load, lint and fix skill folders the way every skill-rule test does.
import fs from "node:fs";
import path from "node:path";
import type { FixSafety } from "../src/core/types.js";
import type { SkillRule } from "../src/rules/types.js";
import type { AuditLock } from "../src/lock/index.js";
import { SKILL_RULES } from "../src/rules/index.js";
import { fixSkill, lintSkill } from "../src/audit/skill-engine.js";
import { loadSkill, type Skill } from "../src/skills/model.js";

export interface SkillLintInput {
  rules?: readonly SkillRule[];
  options?: Record<string, Record<string, unknown>>;
  profile?: string;
  lock?: AuditLock;
  /** The skill's key in the lock; default: the folder's name. */
  lockKey?: string;
}

/** Load a skill folder; display paths start at the folder's name (`my-skill/SKILL.md`). */
export function loadSkillAt(dir: string): Skill {
  const name = path.basename(dir);
  return loadSkill(dir, name, name);
}

function settings(input: SkillLintInput) {
  return new Map(Object.entries(input.options ?? {}).map(([id, options]) => [id, { options }]));
}

export function lintSkillDir(dir: string, input: SkillLintInput = {}) {
  const skill = loadSkillAt(dir);
  return lintSkill(skill, {
    rules: input.rules ?? SKILL_RULES,
    settings: settings(input),
    ...(input.profile ? { profile: input.profile } : {}),
    lock: input.lock,
    lockKey: input.lockKey ?? path.basename(dir),
  });
}

export function fixSkillDir(dir: string, level: FixSafety, input: SkillLintInput = {}) {
  const skill = loadSkillAt(dir);
  return fixSkill(skill, { rules: input.rules ?? SKILL_RULES, settings: settings(input), lock: input.lock, lockKey: input.lockKey ?? path.basename(dir), ...(input.profile ? { profile: input.profile } : {}) }, level);
}

/** The skill folders of a fixture case directory: `<case>/<skill-name>/SKILL.md`. */
export function skillFoldersIn(caseDir: string): string[] {
  return fs
    .readdirSync(caseDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(caseDir, e.name, "SKILL.md")))
    .map((e) => path.join(caseDir, e.name));
}
