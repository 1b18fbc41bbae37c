import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-K7C4NTWW.js";
import {
  SKILL_RULES
} from "./chunk-2OVDAXLO.js";
import "./chunk-7W2JEOOW.js";
import "./chunk-GXXKHKKD.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
