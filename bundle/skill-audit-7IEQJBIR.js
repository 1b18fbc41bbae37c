import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-TF5GRFOG.js";
import {
  SKILL_RULES
} from "./chunk-52UGMM4H.js";
import "./chunk-JBUJDZ5Z.js";
import "./chunk-76GASPQD.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
