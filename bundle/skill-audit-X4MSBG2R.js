import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-S2SACGIQ.js";
import {
  SKILL_RULES
} from "./chunk-7UXK4CQY.js";
import "./chunk-ZGC5CKG7.js";
import "./chunk-VP3BP7FD.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
