// PLACEHOLDER: being written; replaced by the real rule.
import type { SkillRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const skillUnauditedFile: SkillRule = {
  meta: {
    id: "skill-unaudited-file",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-unaudited-file"),
  },
  check() {},
};
