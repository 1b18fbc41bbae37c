import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-7EOBYML3.js";
import {
  SKILL_RULES
} from "./chunk-6WK6UPF2.js";
import "./chunk-EDIN2H4P.js";
import "./chunk-JMNADLIE.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
