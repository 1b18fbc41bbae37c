import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-X3F6L66E.js";
import {
  SKILL_RULES
} from "./chunk-GSL2SZ6R.js";
import "./chunk-LFQTVBHZ.js";
import "./chunk-RGDEUXD7.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
