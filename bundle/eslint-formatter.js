import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-AQY7MJY3.js";
import {
  MCP_RULES,
  hostForPath
} from "./chunk-EHLTFN4A.js";
import "./chunk-LQ224KYA.js";
import {
  SKILL_FILE,
  SKILL_RULES,
  lintMcpSource,
  lintSkill,
  loadSkill,
  withSkillMdText
} from "./chunk-2OVDAXLO.js";
import {
  scrub,
  sourceFromText
} from "./chunk-GXXKHKKD.js";
import "./chunk-H5NEIHFH.js";

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
