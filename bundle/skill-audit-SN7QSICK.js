import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-EIH5NHKZ.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-X2IRXFHF.js";
import {
  SKILL_RULES
} from "./chunk-UJS2GGI5.js";
import "./chunk-C62DOMU6.js";
import "./chunk-LI2KC5IK.js";
import "./chunk-EQXLQ53X.js";
import "./chunk-FNWKRVZ5.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-QC7GVMBT.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-T424GTRA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-II3GD5EO.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-LBNK5NAS.js";
import "./chunk-U2NMSOBP.js";
import "./chunk-5VLMOX73.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
import "./chunk-ZIYZMNLY.js";
export {
  SKILL_RULES,
  auditSkill
};
