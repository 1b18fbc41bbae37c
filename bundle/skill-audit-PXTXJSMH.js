import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-SDGRAKOR.js";
import {
  SKILL_RULES
} from "./chunk-IBFXOTGD.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-F4DDOZWE.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
