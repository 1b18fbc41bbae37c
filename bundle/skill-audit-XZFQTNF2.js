import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-3J2V7SUB.js";
import {
  SKILL_RULES
} from "./chunk-GZ4AGE7Y.js";
import "./chunk-JYHQBQOQ.js";
import "./chunk-HTQ5VPUC.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
