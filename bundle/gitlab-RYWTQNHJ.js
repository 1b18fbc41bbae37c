import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  occurrenceKeys
} from "./chunk-XTEWG7HV.js";
import {
  safeText
} from "./chunk-RHPYR6QV.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";

// src/report/gitlab.ts
import { createHash } from "node:crypto";
var SEVERITY = { error: "critical", warning: "major", info: "info" };
function gitlab(ctx) {
  const s = (text) => safeText(text, ctx.result.secrets);
  const findings = ctx.result.files.flatMap((file) => file.findings);
  const keys = occurrenceKeys(findings);
  const issues = findings.map((f, i) => ({
    type: "issue",
    check_name: s(f.ruleId),
    description: s(f.message),
    categories: ["Security"],
    fingerprint: digest(keys[i]),
    severity: SEVERITY[f.severity],
    location: { path: s(f.file), lines: { begin: f.range.start.line, end: f.range.end.line } }
  }));
  for (const p of ctx.result.problems) {
    issues.push({
      type: "issue",
      check_name: "file-not-audited",
      description: s(`${p.displayPath}: ${p.reason}`),
      categories: ["Bug Risk"],
      fingerprint: digest(`file-not-audited\0${p.displayPath}`),
      severity: "blocker",
      location: { path: s(p.displayPath), lines: { begin: 1, end: 1 } }
    });
  }
  return `${JSON.stringify(issues, null, 2)}
`;
}
function digest(key) {
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}
export {
  gitlab
};
