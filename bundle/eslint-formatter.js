import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-MQBPBXKX.js";
import {
  lintSkill,
  withSkillMdText
} from "./chunk-ZL46ETHA.js";
import {
  SKILL_RULES
} from "./chunk-LAZ2A5XX.js";
import "./chunk-CZ66VO2S.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-6VDNTI6V.js";
import {
  MCP_RULES
} from "./chunk-H6TQFPZD.js";
import "./chunk-SBB2ENPT.js";
import {
  lintMcpSource
} from "./chunk-DCZNACLG.js";
import "./chunk-LY626LDK.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-LKLGX5VU.js";
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
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import {
  scrub
} from "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import {
  hostForPath
} from "./chunk-3OWUWESI.js";
import "./chunk-DUCOGNXL.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
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
