import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-7RK2ST6F.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-XBXCCC72.js";
import {
  SKILL_RULES
} from "./chunk-RYXQV6DH.js";
import "./chunk-GRGKJN4M.js";
import "./chunk-L4MFCUUS.js";
import "./chunk-5MLEUQ3A.js";
import "./chunk-2JPJ2VLM.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-GHC3PBYO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-VHZINBXH.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-M2LIJEGA.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  SKILL_RULES,
  auditSkill
};
