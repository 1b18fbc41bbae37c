import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-KKN53EEK.js";
import {
  SKILL_RULES
} from "./chunk-IA4FXRVE.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-FJPIS75I.js";
import "./chunk-SCNQDPPA.js";
export {
  SKILL_RULES,
  auditSkill
};
