import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-2RO5NRPI.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-GQFVLXPB.js";
import "./chunk-DKULN2VT.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import "./chunk-ML2CBPR2.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-BVZMNACA.js";
import "./chunk-HQVHLBYC.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-OZA2EQYA.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
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
