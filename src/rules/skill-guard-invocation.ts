// PLACEHOLDER: being written; replaced by the real rule.
import type { SkillRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const skillGuardInvocation: SkillRule = {
  meta: {
    id: "skill-guard-invocation",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-guard-invocation"),
  },
  check() {},
};
