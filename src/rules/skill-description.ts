// PLACEHOLDER: being written; replaced by the real rule.
import type { SkillRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const skillDescription: SkillRule = {
  meta: {
    id: "skill-description",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-description"),
  },
  check() {},
};
