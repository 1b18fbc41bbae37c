import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  safeText
} from "./chunk-K6UPVGWH.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-ZIYZMNLY.js";

// src/report/json.ts
var JSON_SCHEMA_VERSION = 1;
function json(ctx) {
  const secrets = ctx.result.secrets;
  const s = (text) => safeText(text, secrets);
  const findings = ctx.result.files.flatMap(
    (file) => file.findings.map((f) => ({
      ruleId: f.ruleId,
      severity: f.severity,
      message: s(f.message),
      file: s(f.file),
      kind: file.kind,
      host: file.host?.id ?? null,
      line: f.range.start.line,
      column: f.range.start.column,
      endLine: f.range.end.line,
      endColumn: f.range.end.column,
      pointer: s(f.pointer),
      fingerprint: f.fingerprint,
      confidence: f.confidence ?? "high",
      ...f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {},
      ...f.fatal ? { fatal: true } : {}
    }))
  );
  const count = (sev) => findings.filter((f) => f.severity === sev).length;
  const doc = {
    schemaVersion: JSON_SCHEMA_VERSION,
    tool: { name: "mcp-audit", version: ctx.toolVersion },
    files: ctx.result.files.map((f) => ({ file: s(f.displayPath), kind: f.kind, host: f.host?.id ?? null, findings: f.findings.length })),
    findings,
    fixed: ctx.result.files.flatMap((file) => file.fixed.map((x) => ({ file: s(file.displayPath), ruleId: x.ruleId, safety: x.safety, description: s(x.description), line: x.line }))),
    warnings: ctx.result.warnings.map(s),
    problems: ctx.result.problems.map((p) => ({ file: s(p.displayPath), message: s(p.reason) })),
    summary: { files: ctx.result.files.length, skills: ctx.result.skills, errors: count("error"), warnings: count("warning"), infos: count("info"), problems: ctx.result.problems.length }
  };
  return `${JSON.stringify(doc, null, 2)}
`;
}
export {
  JSON_SCHEMA_VERSION,
  json
};
