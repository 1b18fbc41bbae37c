import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-CQZST4NN.js";
import {
  SKILL_RULES
} from "./chunk-QAHSTWAN.js";
import "./chunk-OF7KBLGP.js";
import "./chunk-VOJZS5HR.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
