import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  safeText
} from "./chunk-RHPYR6QV.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";

// src/report/github.ts
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function command(name, properties, message) {
  const props = properties.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${name}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}
function github(ctx) {
  const s = (text) => safeText(text, ctx.result.secrets);
  const out = [];
  const counts = { error: 0, warning: 0, info: 0 };
  for (const file of ctx.result.files) {
    for (const f of file.findings) {
      counts[f.severity]++;
      if (ctx.quiet && SEVERITY_RANK[f.severity] < SEVERITY_RANK[ctx.failOn]) continue;
      const { start, end } = f.range;
      out.push(
        command(
          COMMAND[f.severity],
          [
            ["file", s(f.file)],
            ["line", start.line],
            ["col", start.column],
            ["endLine", end.line],
            ["endColumn", end.column],
            ["title", f.ruleId]
          ],
          s(f.message)
        )
      );
    }
  }
  for (const w of ctx.result.warnings) out.push(command("warning", [["title", "mcp-audit"]], s(w)));
  for (const p of ctx.result.problems) out.push(command("error", [["file", s(p.displayPath)], ["title", "mcp-audit"]], s(p.reason)));
  const total = counts.error + counts.warning + counts.info;
  const files = ctx.result.files.length;
  const fixed = ctx.result.files.reduce((n, f) => n + f.fixed.length, 0);
  const parts = [];
  if (total > 0) parts.push(`${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${counts.info} info) in ${plural(files, "file")}`);
  else parts.push(`no problems in ${plural(files, "file")}`);
  if (fixed > 0) parts.push(`${fixed} fixed`);
  if (ctx.result.problems.length > 0) parts.push(`${plural(ctx.result.problems.length, "path")} could not be audited`);
  if (!(ctx.quiet && total === 0 && ctx.result.problems.length === 0)) out.push(`mcp-audit: ${parts.join("; ")}`);
  return out.length > 0 ? `${out.join("\n")}
` : "";
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
export {
  escapeData,
  escapeProperty,
  github
};
