import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-PBZSLVU4.js";
import {
  SKILL_RULES
} from "./chunk-TD7EW2YD.js";
import "./chunk-IN3OXDG2.js";
import "./chunk-KEOVFN3Y.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
