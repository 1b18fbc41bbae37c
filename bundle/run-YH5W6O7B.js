import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-JLXHKZ7Y.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-GQFVLXPB.js";
import "./chunk-C267NYH5.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import "./chunk-V4UHRZMD.js";
import "./chunk-4ZLUN7A4.js";
import "./chunk-HNKOAWAS.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
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
