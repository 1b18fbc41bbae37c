import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-CCVR7GLB.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-6UU2SULB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-N3N4K6GB.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-JBXBF334.js";
import "./chunk-GG72DJKT.js";
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
