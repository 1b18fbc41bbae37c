import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-MZZHTOWK.js";
import {
  SKILL_RULES
} from "./chunk-GZ4AGE7Y.js";
import "./chunk-2GNIUIJN.js";
import "./chunk-HTQ5VPUC.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
