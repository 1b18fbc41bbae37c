import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-W2OWD3XJ.js";
import "./chunk-NFS75RTI.js";
import {
  SKILL_RULES
} from "./chunk-2YUEJBD7.js";
import "./chunk-7JYJZISD.js";
import "./chunk-ADJ3T6E5.js";
import "./chunk-LYH5XCFZ.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-HZXFFGZS.js";
import "./chunk-6C5YGYLX.js";
import "./chunk-L2FF5SBO.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-P5O64WHN.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
