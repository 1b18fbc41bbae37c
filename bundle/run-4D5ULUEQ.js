import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-J3XGNVA2.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-6TEPZIXW.js";
import "./chunk-SBB2ENPT.js";
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
import "./chunk-GVUCWYBO.js";
import "./chunk-5DB65PJQ.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-ZIYZMNLY.js";
export {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
};
