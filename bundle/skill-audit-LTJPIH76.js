import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-C42Y6427.js";
import {
  SKILL_RULES
} from "./chunk-WI5LZJN4.js";
import "./chunk-6KUFEKSN.js";
import "./chunk-NUPUVFBV.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
