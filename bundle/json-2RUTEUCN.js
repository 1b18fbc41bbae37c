import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  collected
} from "./chunk-OVBHL4RJ.js";
import {
  safeText
} from "./chunk-YX6AWI2M.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";

// src/report/json.ts
var JSON_SCHEMA_VERSION = 1;
function nested(value, depth) {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const inner = "\n" + "  ".repeat(depth + 1);
  const parts = [];
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    for (const item of value) parts.push(item === void 0 || typeof item === "function" ? "null" : nested(item, depth + 1));
    return `[${inner}${parts.join(`,${inner}`)}
${"  ".repeat(depth)}]`;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === void 0 || typeof item === "function") continue;
    parts.push(`${JSON.stringify(key)}: ${nested(item, depth + 1)}`);
  }
  if (parts.length === 0) return "{}";
  return `{${inner}${parts.join(`,${inner}`)}
${"  ".repeat(depth)}}`;
}
function jsonStream(ctx) {
  const s = (text) => safeText(text, ctx.secrets);
  const counts = { error: 0, warning: 0, info: 0 };
  let files = 0;
  let findings = 0;
  let started = false;
  const fileEntries = [];
  const fixedEntries = [];
  const head = () => {
    if (started) return "";
    started = true;
    return `{
  "schemaVersion": ${JSON_SCHEMA_VERSION},
  "tool": ${nested({ name: "mcp-audit", version: ctx.toolVersion }, 1)},
  "findings": [`;
  };
  return {
    file(file) {
      let out = head();
      files++;
      for (const f of file.findings) {
        counts[f.severity]++;
        const entry = {
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
          // One cause, many files (a skill's unreviewed files): stylish shows them as one line; here each stays a finding.
          ...f.group ? { group: s(f.group.key) } : {},
          ...f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {},
          ...f.fatal ? { fatal: true } : {}
        };
        out += `${findings++ === 0 ? "" : ","}
    ${nested(entry, 2)}`;
      }
      fileEntries.push(nested({ file: s(file.displayPath), kind: file.kind, host: file.host?.id ?? null, findings: file.findings.length }, 2));
      for (const x of file.fixed) fixedEntries.push(nested({ file: s(file.displayPath), ruleId: x.ruleId, safety: x.safety, description: s(x.description), line: x.line }, 2));
      return out;
    },
    end(result) {
      const list = (entries) => entries.length === 0 ? "[]" : `[
    ${entries.join(",\n    ")}
  ]`;
      const rest = {
        warnings: result.warnings.map(s),
        problems: result.problems.map((p) => ({ file: s(p.displayPath), message: s(p.reason) })),
        summary: { files, skills: result.skills, errors: counts.error, warnings: counts.warning, infos: counts.info, problems: result.problems.length }
      };
      return [
        head(),
        findings === 0 ? "]" : "\n  ]",
        `,
  "files": ${list(fileEntries)}`,
        `,
  "fixed": ${list(fixedEntries)}`,
        `,
  "warnings": ${nested(rest.warnings, 1)}`,
        `,
  "problems": ${nested(rest.problems, 1)}`,
        `,
  "summary": ${nested(rest.summary, 1)}`,
        "\n}\n"
      ].join("");
    }
  };
}
var json = collected(jsonStream);
export {
  JSON_SCHEMA_VERSION,
  json,
  jsonStream,
  nested
};
