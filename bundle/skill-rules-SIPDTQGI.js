import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_RULES
} from "./chunk-JL73V4IJ.js";
import "./chunk-AUIHW3O5.js";
import "./chunk-ZNMJST73.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-GOKKKTPB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES
};
