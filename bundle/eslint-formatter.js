import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-DH23U4MA.js";
import {
  lintSkill,
  withSkillMdText
} from "./chunk-G2ML3GBW.js";
import {
  SKILL_RULES
} from "./chunk-CV7Y7TD6.js";
import "./chunk-REFNAZHL.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-4C34Y5SJ.js";
import {
  MCP_RULES
} from "./chunk-ML2CBPR2.js";
import "./chunk-SBB2ENPT.js";
import {
  lintMcpSource
} from "./chunk-BVZMNACA.js";
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
import "./chunk-DVYPNYWB.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import {
  scrub
} from "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import {
  hostForPath
} from "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import {
  sourceFromText
} from "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-ZIYZMNLY.js";

// src/eslint/formatter.ts
import path from "node:path";
function formatJson(results) {
  return JSON.stringify(results.map(redactResult));
}
function redactResult(result) {
  const secrets = /* @__PURE__ */ new Set([...secretsIn(result.filePath, result.source), ...secretsIn(result.filePath, result.output)]);
  if (secrets.size === 0) return result;
  const s = (text) => scrub(text, secrets);
  return {
    ...result,
    ...result.source !== void 0 ? { source: s(result.source) } : {},
    ...result.output !== void 0 ? { output: s(result.output) } : {},
    messages: result.messages.map((m) => ({
      ...m,
      message: s(m.message),
      ...m.fix ? { fix: { ...m.fix, text: s(m.fix.text) } } : {},
      ...m.suggestions ? { suggestions: m.suggestions.map((x) => ({ ...x, desc: s(x.desc), fix: { ...x.fix, text: s(x.fix.text) } })) } : {}
    }))
  };
}
function secretsIn(filePath, text) {
  if (text === void 0) return [];
  const host = hostForPath(filePath);
  if (host) return lintMcpSource(sourceFromText(filePath, filePath, text), host, { rules: MCP_RULES }).secrets;
  if (path.basename(filePath) === SKILL_FILE) {
    try {
      const dir = path.dirname(filePath);
      return lintSkill(withSkillMdText(loadSkill(dir, dir, dir), text), { rules: SKILL_RULES }).secrets;
    } catch {
      return [];
    }
  }
  return [];
}
export {
  formatJson as default,
  redactResult
};
