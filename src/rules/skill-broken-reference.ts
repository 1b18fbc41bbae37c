// PLACEHOLDER: being written; replaced by the real rule.
import type { SkillRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const skillBrokenReference: SkillRule = {
  meta: {
    id: "skill-broken-reference",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-broken-reference"),
  },
  check() {},
};
