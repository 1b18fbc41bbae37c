import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-BDWS6UWT.js";
import {
  SKILL_RULES
} from "./chunk-QGDV4APF.js";
import "./chunk-ADKLIVRT.js";
import "./chunk-NKBYD7QB.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
