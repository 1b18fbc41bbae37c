import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-J3IVZUWZ.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-ONBQUCSV.js";
import {
  SKILL_RULES
} from "./chunk-WE76K7FI.js";
import "./chunk-CF5VYBFL.js";
import "./chunk-QFEGQ2TC.js";
import "./chunk-ELX5J6IC.js";
import "./chunk-3EKX672N.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-VK5H5AZL.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-HTRB2IB6.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AT75Z4VP.js";
import "./chunk-LPJRQZWY.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
