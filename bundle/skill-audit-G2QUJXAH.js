import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-KYXEAOE7.js";
import {
  SKILL_RULES
} from "./chunk-Z5AC3I4J.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-FJPIS75I.js";
import "./chunk-SCNQDPPA.js";
export {
  SKILL_RULES,
  auditSkill
};
