import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-5TDTPNKA.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-G2ML3GBW.js";
import {
  SKILL_RULES
} from "./chunk-CV7Y7TD6.js";
import "./chunk-REFNAZHL.js";
import "./chunk-4C34Y5SJ.js";
import "./chunk-BVZMNACA.js";
import "./chunk-HQVHLBYC.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-OZA2EQYA.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RYKQTHF2.js";
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
