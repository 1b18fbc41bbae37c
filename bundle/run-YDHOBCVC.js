import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  discoverAudit,
  loadSkillSupport,
  prefetchAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-VN6PWBCX.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-DBU6YV3G.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-QS5DQOFP.js";
import "./chunk-CE5JH7EZ.js";
import "./chunk-345A7LRR.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-HTG2LZVU.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-UQNAJ6WB.js";
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
