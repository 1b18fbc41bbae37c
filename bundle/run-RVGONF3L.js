import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-F53MLPHC.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-7XRI7LPK.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-YJKHF53F.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-H5RR2R5W.js";
import "./chunk-CZZGMUC7.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-GTUAKENL.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-HTRB2IB6.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-JBNLXBQ5.js";
import "./chunk-4AHLUP72.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AT75Z4VP.js";
import "./chunk-LPJRQZWY.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
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
