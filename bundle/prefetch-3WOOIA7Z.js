import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchForAudit,
  readConfigs
} from "./chunk-IANGLAI3.js";
import "./chunk-4FNCVGOK.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-A5V7VXWZ.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-H6TQFPZD.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-LY626LDK.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-LKLGX5VU.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-3OWUWESI.js";
import "./chunk-DUCOGNXL.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchForAudit,
  readConfigs
};
