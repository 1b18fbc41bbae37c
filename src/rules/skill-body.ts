// PLACEHOLDER: being written; replaced by the real rule.
import type { SkillRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const skillBody: SkillRule = {
  meta: {
    id: "skill-body",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-body"),
  },
  check() {},
};
