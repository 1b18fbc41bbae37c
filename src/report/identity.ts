// One identity per reported finding, for the formats whose consumers track findings across runs
// (GitHub code scanning's line hash, GitLab Code Quality's fingerprint): the finding's fingerprint
// (rule, repository path, pointer, subject; never the line's text) plus its occurrence among equal
// fingerprints, so two findings of one rule on one subject stay apart and keep their identity.
import type { Finding } from "../core/types.js";

/** `<fingerprint>:<n>` for each finding, n counting from 1 among equal fingerprints, in report order. */
export function occurrenceKeys(findings: readonly Finding[]): string[] {
  return findings.map(occurrenceCounter());
}

/** occurrenceKeys one finding at a time (a report written as the audit goes): call it on each, in report order. */
export function occurrenceCounter(): (finding: Finding) => string {
  const seen = new Map<string, number>();
  return (f) => {
    const n = (seen.get(f.fingerprint) ?? 0) + 1;
    seen.set(f.fingerprint, n);
    return `${f.fingerprint}:${n}`;
  };
}
