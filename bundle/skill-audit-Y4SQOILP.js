import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-QQBMGC45.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-ZL46ETHA.js";
import {
  SKILL_RULES
} from "./chunk-LAZ2A5XX.js";
import "./chunk-CZ66VO2S.js";
import "./chunk-6VDNTI6V.js";
import "./chunk-DCZNACLG.js";
import "./chunk-LY626LDK.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-LKLGX5VU.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
