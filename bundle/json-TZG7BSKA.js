import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  collected
} from "./chunk-CHJRTSHJ.js";
import {
  safeText
} from "./chunk-RHPYR6QV.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
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
var FILE_ENTRIES_PER_CHUNK = 512;
function jsonStream(ctx) {
  const s = (text) => safeText(text, ctx.secrets);
  const counts = { error: 0, warning: 0, info: 0 };
  let files = 0;
  let findings = 0;
  let started = false;
  const fileSlots = [];
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
      const host = file.host?.id ?? null;
      for (const f of file.findings) {
        counts[f.severity]++;
        out += `${findings++ === 0 ? "" : ","}
    ${findingEntry(f, file.kind, host, s)}`;
      }
      fileSlots.push(s(file.displayPath), file.kind, host, file.findings.length);
      for (const x of file.fixed) fixedEntries.push(nested({ file: s(file.displayPath), ruleId: x.ruleId, safety: x.safety, description: s(x.description), line: x.line }, 2));
      return out;
    },
    *end(result) {
      const list = (entries) => entries.length === 0 ? "[]" : `[
    ${entries.join(",\n    ")}
  ]`;
      const rest = {
        warnings: result.warnings.map(s),
        problems: result.problems.map((p) => ({ file: s(p.displayPath), message: s(p.reason) })),
        summary: { files, skills: result.skills, errors: counts.error, warnings: counts.warning, infos: counts.info, problems: result.problems.length }
      };
      let chunk = head() + (findings === 0 ? "]" : "\n  ]") + ',\n  "files": ';
      if (fileSlots.length === 0) chunk += "[]";
      for (let i = 0; i < fileSlots.length; i += 4) {
        const entry = nested({ file: fileSlots[i], kind: fileSlots[i + 1], host: fileSlots[i + 2], findings: fileSlots[i + 3] }, 2);
        chunk += `${i === 0 ? "[" : ","}
    ${entry}`;
        if (i / 4 % FILE_ENTRIES_PER_CHUNK === FILE_ENTRIES_PER_CHUNK - 1) {
          yield chunk;
          chunk = "";
        }
      }
      if (fileSlots.length > 0) chunk += "\n  ]";
      fileSlots.length = 0;
      yield [
        chunk,
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
var IN = "\n      ";
function findingEntry(f, kind, host, s) {
  const message = s(f.message);
  const file = s(f.file);
  const pointer = s(f.pointer);
  const confidence = f.confidence ?? "high";
  const group = f.group ? s(f.group.key) : void 0;
  const { start, end } = f.range;
  if (typeof f.ruleId !== "string" || typeof f.severity !== "string" || typeof f.fingerprint !== "string" || typeof confidence !== "string" || ![start.line, start.column, end.line, end.column].every(Number.isSafeInteger) || f.fatal !== void 0 && f.fatal !== true) {
    const entry = {
      ruleId: f.ruleId,
      severity: f.severity,
      message,
      file,
      kind,
      host,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      pointer,
      fingerprint: f.fingerprint,
      confidence,
      ...group !== void 0 ? { group } : {},
      ...f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {},
      ...f.fatal ? { fatal: true } : {}
    };
    return nested(entry, 2);
  }
  const q = JSON.stringify;
  let out = `{${IN}"ruleId": ${q(f.ruleId)},${IN}"severity": ${q(f.severity)},${IN}"message": ${q(message)},${IN}"file": ${q(file)},${IN}"kind": ${q(kind)},${IN}"host": ${q(host)},`;
  out += `${IN}"line": ${start.line},${IN}"column": ${start.column},${IN}"endLine": ${end.line},${IN}"endColumn": ${end.column},`;
  out += `${IN}"pointer": ${q(pointer)},${IN}"fingerprint": ${q(f.fingerprint)},${IN}"confidence": ${q(confidence)}`;
  if (group !== void 0) out += `,${IN}"group": ${q(group)}`;
  if (f.fix) out += `,${IN}"fix": ${nested({ safety: f.fix.safety, description: s(f.fix.description) }, 3)}`;
  if (f.fatal) out += `,${IN}"fatal": true`;
  return `${out}
    }`;
}
var json = collected(jsonStream);
export {
  JSON_SCHEMA_VERSION,
  json,
  jsonStream,
  nested
};
