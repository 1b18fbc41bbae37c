import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-UTDNRYU3.js";
import {
  SKILL_RULES
} from "./chunk-GSL2SZ6R.js";
import "./chunk-PUE7HB47.js";
import "./chunk-RGDEUXD7.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
