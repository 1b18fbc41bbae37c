import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-VRRO5FJW.js";
import {
  SKILL_RULES
} from "./chunk-5TYNJKHB.js";
import "./chunk-HD6T6ZGF.js";
import "./chunk-ZE5MCWWN.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
