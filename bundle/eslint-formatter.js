import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-PZIPFRLN.js";
import {
  lintSkill,
  withSkillMdText
} from "./chunk-FFF4BBOR.js";
import {
  SKILL_RULES
} from "./chunk-SR7CYNUN.js";
import "./chunk-FMEAMMLG.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-RFDAH6G3.js";
import {
  MCP_RULES
} from "./chunk-V4UHRZMD.js";
import {
  lintMcpSource
} from "./chunk-4ZLUN7A4.js";
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
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import {
  scrub
} from "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import {
  hostForPath
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

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
