import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-ZFGGZ3CF.js";
import {
  SKILL_RULES
} from "./chunk-JGAY43HN.js";
import "./chunk-6KUFEKSN.js";
import "./chunk-NUPUVFBV.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
