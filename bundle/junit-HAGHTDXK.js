import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  safeText
} from "./chunk-RHPYR6QV.js";
import {
  atRelease,
  docsUrl
} from "./chunk-TTKOCA6W.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";

// src/report/junit.ts
var NOT_AUDITED_SUITE = "mcp-audit: paths not audited";
function junit(ctx) {
  const s = (text) => xmlText(safeText(text, ctx.result.secrets));
  const failing = (f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn];
  const suites = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  for (const file of ctx.result.files) {
    const name = s(file.displayPath);
    const cases = [];
    let suiteFailures = 0;
    for (const f of file.findings) {
      const where = `${f.range.start.line}:${f.range.start.column}`;
      const caseName = `${s(f.ruleId)} at ${where}`;
      const details = [`${name}:${where}: ${f.severity}: ${s(f.message)}`, `rule: ${s(f.ruleId)} (${xmlText(atRelease(docsUrl(f.ruleId), ctx.toolVersion))})`].join("\n");
      if (failing(f)) {
        suiteFailures++;
        cases.push(`    <testcase name="${caseName}" classname="${name}">
      <failure type="${s(f.ruleId)}" message="${s(f.message)}">${details}</failure>
    </testcase>`);
      } else if (!ctx.quiet) {
        cases.push(`    <testcase name="${caseName}" classname="${name}">
      <system-out>${details}</system-out>
    </testcase>`);
      }
    }
    if (file.findings.length === 0) cases.push(`    <testcase name="no problems" classname="${name}"/>`);
    if (cases.length === 0) continue;
    tests += cases.length;
    failures += suiteFailures;
    suites.push(`  <testsuite name="${name}" tests="${cases.length}" failures="${suiteFailures}" errors="0" skipped="0" file="${name}">
${cases.join("\n")}
  </testsuite>`);
  }
  const problems = ctx.result.problems;
  if (problems.length > 0) {
    const cases = problems.map((p) => `    <testcase name="${s(p.displayPath)}" classname="mcp-audit">
      <error type="file-not-audited" message="${s(p.reason)}">${s(p.displayPath)}: ${s(p.reason)}</error>
    </testcase>`);
    tests += cases.length;
    errors += cases.length;
    suites.push(`  <testsuite name="${NOT_AUDITED_SUITE}" tests="${cases.length}" failures="0" errors="${cases.length}" skipped="0">
${cases.join("\n")}
  </testsuite>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-audit ${xmlText(ctx.toolVersion)}" tests="${tests}" failures="${failures}" errors="${errors}">`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}
function xmlText(text) {
  return text.replace(/[&<>"']|[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (ch) => XML_ENTITY[ch] ?? `\\u{${ch.charCodeAt(0).toString(16).toUpperCase()}}`);
}
var XML_ENTITY = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export {
  NOT_AUDITED_SUITE,
  junit,
  xmlText
};
