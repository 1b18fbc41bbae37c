import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchForAudit,
  readConfigs
} from "./chunk-RPHLVC3S.js";
import "./chunk-4FNCVGOK.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-7N6PYCYI.js";
import "./chunk-SNNPNMHP.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-T3HH4IM4.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-5DB65PJQ.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchForAudit,
  readConfigs
};
