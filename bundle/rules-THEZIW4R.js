import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-3I5GLVKU.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-UH72ZJM6.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
};
