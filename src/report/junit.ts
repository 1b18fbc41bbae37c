// `--format junit`: JUnit XML, the test report every CI reads (GitLab `artifacts:reports:junit`,
// Jenkins, Azure Pipelines, CircleCI, Buildkite). One test suite per audited file; a finding at or
// above --fail-on is a failed test case, one below it a passing case that says what it saw, a clean
// file one passing case, and a path that could not be audited an errored case: the counts tell what
// the exit code tells. Shape: Jenkins' junit-10.xsd (the schema the tests validate against).
import { SEVERITY_RANK, type Finding } from "../core/types.js";
import { atRelease, docsUrl } from "../core/docs.js";
import { safeText } from "./sanitize.js";
import type { ReportContext } from "./types.js";

/** The suite of paths that could not be audited. */
export const NOT_AUDITED_SUITE = "mcp-audit: paths not audited";

export function junit(ctx: ReportContext): string {
  const s = (text: string) => xmlText(safeText(text, ctx.result.secrets));
  const failing = (f: Finding) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn];
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;

  for (const file of ctx.result.files) {
    const name = s(file.displayPath);
    const cases: string[] = [];
    let suiteFailures = 0;
    for (const f of file.findings) {
      const where = `${f.range.start.line}:${f.range.start.column}`;
      const caseName = `${s(f.ruleId)} at ${where}`;
      const details = [`${name}:${where}: ${f.severity}: ${s(f.message)}`, `rule: ${s(f.ruleId)} (${xmlText(atRelease(docsUrl(f.ruleId), ctx.toolVersion))})`].join("\n");
      if (failing(f)) {
        suiteFailures++;
        cases.push(`    <testcase name="${caseName}" classname="${name}">\n      <failure type="${s(f.ruleId)}" message="${s(f.message)}">${details}</failure>\n    </testcase>`);
      } else if (!ctx.quiet) {
        // Below the fail level: reported, not failed (as the exit code treats it).
        cases.push(`    <testcase name="${caseName}" classname="${name}">\n      <system-out>${details}</system-out>\n    </testcase>`);
      }
    }
    if (file.findings.length === 0) cases.push(`    <testcase name="no problems" classname="${name}"/>`);
    if (cases.length === 0) continue;
    tests += cases.length;
    failures += suiteFailures;
    suites.push(`  <testsuite name="${name}" tests="${cases.length}" failures="${suiteFailures}" errors="0" skipped="0" file="${name}">\n${cases.join("\n")}\n  </testsuite>`);
  }

  const problems = ctx.result.problems;
  if (problems.length > 0) {
    const cases = problems.map((p) => `    <testcase name="${s(p.displayPath)}" classname="mcp-audit">\n      <error type="file-not-audited" message="${s(p.reason)}">${s(p.displayPath)}: ${s(p.reason)}</error>\n    </testcase>`);
    tests += cases.length;
    errors += cases.length;
    suites.push(`  <testsuite name="${NOT_AUDITED_SUITE}" tests="${cases.length}" failures="0" errors="${cases.length}" skipped="0">\n${cases.join("\n")}\n  </testsuite>`);
  }

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-audit ${xmlText(ctx.toolVersion)}" tests="${tests}" failures="${failures}" errors="${errors}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}

/**
 * Text safe in XML content and in double-quoted attributes. The input has passed `safeText` (no raw
 * control characters); what XML 1.0 still cannot hold (U+FFFE, U+FFFF, a lone surrogate half) is
 * shown escaped the same way, `\u{…}`.
 */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']|[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (ch) => XML_ENTITY[ch] ?? `\\u{${ch.charCodeAt(0).toString(16).toUpperCase()}}`);
}

const XML_ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
