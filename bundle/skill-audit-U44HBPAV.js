import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-XKJL42U4.js";
import {
  SKILL_RULES,
  pluginHookSecrets
} from "./chunk-BS7EXFYX.js";
import "./chunk-3RQIAXHC.js";
import "./chunk-KW6EWR4Q.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill,
  pluginHookSecrets
};
