import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-PIZ6POXU.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-Z6DCUJPQ.js";
import "./chunk-ASVP622M.js";
import "./chunk-SNNPNMHP.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_RULES
} from "./chunk-L7HH2366.js";
import "./chunk-7VFK25UT.js";
import "./chunk-5V4VT7N7.js";
import "./chunk-T3HH4IM4.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
