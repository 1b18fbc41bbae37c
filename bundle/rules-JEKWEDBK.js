import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-QT5WZM45.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-4XTSLTE4.js";
import "./chunk-PEM6GM4N.js";
import "./chunk-LVFIPYK6.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-WIPE5FIP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-42NJEJ6N.js";
import "./chunk-NG6FD377.js";
import "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-7IDXSE7X.js";
import "./chunk-ZIYZMNLY.js";
export {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
};
