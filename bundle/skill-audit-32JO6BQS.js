import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-3LFSDKY6.js";
import {
  SKILL_RULES
} from "./chunk-EO3QELVY.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-VCVVIMIM.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
