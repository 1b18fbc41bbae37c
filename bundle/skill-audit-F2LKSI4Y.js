import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-DIDEXEU5.js";
import {
  SKILL_RULES
} from "./chunk-WMV2PPSL.js";
import "./chunk-ADKLIVRT.js";
import "./chunk-NKBYD7QB.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
