// The rules over agent skill folders (SKILL.md and the files beside it), in the order they run.
// Loaded only when a skill is audited (src/rules/registry/lazy.ts): they and their data (script patterns,
// Unicode tables, front-matter profiles) are most of what a config-only run would otherwise load.
// Keep SKILL_RULE_IDS in src/rules/registry/lazy.ts in step (a test checks).
import type { SkillRule } from "../types.js";
import { skillFrontmatter } from "../skill-frontmatter.js";
import { skillName } from "../skill-name.js";
import { skillDescription } from "../skill-description.js";
import { skillBody } from "../skill-body.js";
import { skillBrokenReference } from "../skill-broken-reference.js";
import { skillHiddenContent } from "../skill-hidden-content.js";
import { skillRiskyScript } from "../skill-risky-script.js";
import { skillUnauditedFile } from "../skill-unaudited-file.js";
import { skillGuardInvocation } from "../skill-guard-invocation.js";
import { skillNotServable } from "../skill-not-servable.js";

export const SKILL_RULES: readonly SkillRule[] = [
  skillFrontmatter,
  skillName,
  skillDescription,
  skillBody,
  skillBrokenReference,
  skillHiddenContent,
  skillRiskyScript,
  skillUnauditedFile,
  skillGuardInvocation,
  skillNotServable,
];
