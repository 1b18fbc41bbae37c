import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_RULES
} from "./chunk-SR7CYNUN.js";
import "./chunk-FMEAMMLG.js";
import "./chunk-RFDAH6G3.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  SKILL_RULES
};
