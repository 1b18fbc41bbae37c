import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-FX2QKMAB.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-72C4JVYR.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-7OY4Y4XX.js";
import "./chunk-AD2E7L2W.js";
import "./chunk-PY4ONN7X.js";
import "./chunk-2NAMB325.js";
import "./chunk-LHEDMF5J.js";
import "./chunk-QS3CQQ2L.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
import "./chunk-RLJ674YX.js";
export {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
};
