import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-4OX6YHJL.js";
import {
  SKILL_RULES
} from "./chunk-J4T2KI7A.js";
import "./chunk-ZJBJUL5X.js";
import "./chunk-KKDSXCGD.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
