// `--format gitlab`: a GitLab Code Quality report (`artifacts:reports:codequality`), the Code Climate
// issue subset GitLab reads: description, check_name, fingerprint, severity, location.path and
// location.lines.begin. GitLab shows new and resolved issues on a merge request by comparing
// fingerprints with the target branch's report, so each issue's fingerprint is its finding's identity
// (rule, repository path, pointer, subject, occurrence), never a line number. A path that could not be
// audited is a blocker issue on that path: the report never reads as clean when it is not.
import { createHash } from "node:crypto";
import type { Severity } from "../core/types.js";
import { occurrenceKeys } from "./identity.js";
import { safeText } from "./sanitize.js";
import type { ReportContext } from "./types.js";

type CodeQualitySeverity = "info" | "minor" | "major" | "critical" | "blocker";

interface CodeQualityIssue {
  type: "issue";
  check_name: string;
  description: string;
  categories: string[];
  fingerprint: string;
  severity: CodeQualitySeverity;
  location: { path: string; lines: { begin: number; end: number } };
}

// As GitLab's own analyzers map linters' levels: error critical, warning major.
const SEVERITY: Record<Severity, CodeQualitySeverity> = { error: "critical", warning: "major", info: "info" };

export function gitlab(ctx: ReportContext): string {
  const s = (text: string) => safeText(text, ctx.result.secrets);
  const findings = ctx.result.files.flatMap((file) => file.findings);
  const keys = occurrenceKeys(findings);
  const issues: CodeQualityIssue[] = findings.map((f, i) => ({
    type: "issue",
    check_name: s(f.ruleId),
    description: s(f.message),
    categories: ["Security"],
    fingerprint: digest(keys[i]!),
    severity: SEVERITY[f.severity],
    location: { path: s(f.file), lines: { begin: f.range.start.line, end: f.range.end.line } },
  }));
  for (const p of ctx.result.problems) {
    issues.push({
      type: "issue",
      check_name: "file-not-audited",
      description: s(`${p.displayPath}: ${p.reason}`),
      categories: ["Bug Risk"],
      fingerprint: digest(`file-not-audited\0${p.displayPath}`),
      severity: "blocker",
      location: { path: s(p.displayPath), lines: { begin: 1, end: 1 } },
    });
  }
  return `${JSON.stringify(issues, null, 2)}\n`;
}

/** GitLab documents an MD5-like hex string; any unique string works. 32 hex characters of SHA-256. */
function digest(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}
