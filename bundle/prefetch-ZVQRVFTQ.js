import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchForAudit,
  readConfigs
} from "./chunk-XZAJGDE3.js";
import "./chunk-4FNCVGOK.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-3W3G42WV.js";
import "./chunk-CVMPVAI3.js";
import "./chunk-DCPUGWCF.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
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
import "./chunk-5DB65PJQ.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchForAudit,
  readConfigs
};
