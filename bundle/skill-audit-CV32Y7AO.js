import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-F6LKVW7Z.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-UPA3F7QV.js";
import {
  SKILL_RULES
} from "./chunk-ZIY3KZ3A.js";
import "./chunk-6CYT4LYD.js";
import "./chunk-ZUCZTHXN.js";
import "./chunk-TUWHOSB7.js";
import "./chunk-NLOJNWJG.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-OZA2EQYA.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-UY355DHP.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
