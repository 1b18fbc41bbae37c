// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers. One run, every
// registered rule described in tool.driver.rules, one result per finding, files that could not be
// audited as tool execution notifications. Field choices follow GitHub's "SARIF support for code
// scanning" page: https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning
import type * as Sarif from "sarif";
import { atRelease, REPOSITORY_URL } from "../core/docs.js";
import type { Finding, Severity } from "../core/types.js";
import type { Rule } from "../rules/types.js";
import { ALL_RULES } from "../rules/index.js";
import { scrub } from "../secrets/redact.js";
import { rulePage } from "./docs-page.js";
import { occurrenceCounter } from "./identity.js";
import { safeText } from "./sanitize.js";
import { nested } from "./json.js";
import { collected, type ReportContext, type StreamContext, type StreamingReporter } from "./types.js";
import type { AuditResult } from "../audit/run.js";

/** The OASIS standard's schema (SARIF 2.1.0 with errata 01). */
export const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** The key of our fingerprint in `partialFingerprints`; bump the version if what is hashed changes. */
export const FINGERPRINT_KEY = "mcpAudit/v1";

/**
 * The key GitHub code scanning tracks alerts by. Left out, the upload action computes it from the
 * text of the result's line: it then changes when that line is edited, and results on one line share it.
 */
export const LINE_HASH_KEY = "primaryLocationLineHash";

/** The run's category when none is given (`--sarif-category`); GitHub keeps one analysis per category. */
export const DEFAULT_CATEGORY = "mcp-audit";

export const INFORMATION_URI = REPOSITORY_URL;

const LEVEL: Record<Severity, Sarif.Result.level> = { error: "error", warning: "warning", info: "note" };

/**
 * `security-severity` drives the severity GitHub shows on security alerts: 9.0+ critical,
 * 7.0–8.9 high, 4.0–6.9 medium, 0.1–3.9 low. By default it follows the rule's default level.
 */
const SECURITY_SEVERITY_BY_LEVEL: Record<Severity, string> = { error: "8.0", warning: "5.0", info: "2.0" };

interface RuleTraits {
  /** `security` makes GitHub treat the alerts as security alerts; CWE tags use CodeQL's spelling. */
  tags: string[];
  /** Overrides the by-level score; `null` for rules that are not about security (no score at all). */
  securitySeverity?: string | null;
  precision: "very-high" | "high" | "medium" | "low";
}

const DEFAULT_TRAITS: RuleTraits = { tags: ["security"], precision: "high" };

// CWE tags in CodeQL's spelling (`external/cwe/cwe-N`), only where a weakness fits the rule's finding.
const RULE_TRAITS: Record<string, RuleTraits> = {
  // A config the host cannot read is a broken config, not a vulnerability: with a score GitHub
  // would list a JSON syntax error as a "High" security alert.
  "invalid-config": { tags: ["correctness", "mcp"], securitySeverity: null, precision: "very-high" },
  // Critical: a live credential in a versioned file is usable by anyone who can read the repository
  // or any clone or fork of its history, with no further step; it stays exposed until rotated.
  "inline-secret": { tags: ["security", "mcp", "secrets", "external/cwe/cwe-798"], securitySeverity: "9.0", precision: "high" },
  "unpinned-package": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-829"], precision: "very-high" },
  "missing-read-only": { tags: ["security", "mcp", "least-privilege", "external/cwe/cwe-250"], precision: "high" },
  "insecure-transport": { tags: ["security", "mcp", "external/cwe/cwe-319"], precision: "very-high" },
  // Top of "high": download-and-run, eval, sudo and privileged containers run unreviewed code with
  // widened rights on the developer's machine; below inline-secret only because it needs the host
  // to start the server, where a leaked credential is exploitable at once.
  "risky-command": { tags: ["security", "mcp", "external/cwe/cwe-494", "external/cwe/cwe-250"], securitySeverity: "8.8", precision: "high" },
  // Tools the agent may call without asking: authorization the user never gives.
  "auto-approved-tools": { tags: ["security", "mcp", "least-privilege", "external/cwe/cwe-862"], precision: "high" },
  // The registry rules: components that are not what they seem (CWE-1357: insufficiently trustworthy
  // component), unmaintained (CWE-1104), vulnerable (CWE-1395), or that run code at install (CWE-829).
  "unknown-package": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-1357"], precision: "high" },
  "package-typosquat": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-1357"], precision: "medium" },
  "deprecated-package": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-1104"], precision: "very-high" },
  "young-release": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-1357"], precision: "medium" },
  "install-scripts": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-829"], precision: "high" },
  "known-vulnerability": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-1395"], precision: "high" },
  // A launch that no longer matches what was reviewed and pinned by integrity.
  "lock-drift": { tags: ["security", "mcp", "supply-chain", "external/cwe/cwe-494"], precision: "very-high" },
  // Skill rules about form (what the spec requires) are correctness; the rest are security.
  "skill-frontmatter": { tags: ["correctness", "skill"], securitySeverity: null, precision: "very-high" },
  "skill-name": { tags: ["correctness", "skill"], securitySeverity: null, precision: "very-high" },
  "skill-description": { tags: ["correctness", "skill"], securitySeverity: null, precision: "medium" },
  "skill-body": { tags: ["correctness", "skill"], securitySeverity: null, precision: "high" },
  "skill-broken-reference": { tags: ["correctness", "skill"], securitySeverity: null, precision: "high" },
  // Text a reviewer cannot see but the model reads: a misrepresentation of what the skill says.
  "skill-hidden-content": { tags: ["security", "skill", "external/cwe/cwe-451"], precision: "high" },
  // Same reasoning as risky-command: the skill's scripts run with the user's rights.
  "skill-risky-script": { tags: ["security", "skill", "external/cwe/cwe-494"], securitySeverity: "8.8", precision: "medium" },
  // Files that run or instruct without having been reviewed (no integrity check against the lock).
  "skill-unaudited-file": { tags: ["security", "skill", "supply-chain", "external/cwe/cwe-353"], precision: "very-high" },
  // A deploying skill the model may start on its own: an action taken without the user's say.
  "skill-guard-invocation": { tags: ["security", "skill", "external/cwe/cwe-862"], precision: "medium" },
};

/**
 * The notifications a run may carry. GitHub requires the same descriptor fields of them as of rules
 * (the multitool's GH2012), so each has a full description and help.
 */
const NOTIFICATIONS: Sarif.ReportingDescriptor[] = [
  {
    id: "file-not-audited",
    name: "FileNotAudited",
    shortDescription: { text: "A path that could not be read or decoded; nothing in it was audited." },
    fullDescription: {
      text: "A path that could not be read or decoded (missing, unreadable, not UTF-8, too large, a link that leaves the audited folder); nothing in it was audited, so the run is not successful and mcp-audit exits with 2.",
    },
    help: {
      text: "The message says why the path could not be audited and what to do. Fix the file or its permissions and run mcp-audit again: a path that was not read is never reported as clean.",
      markdown: "The message says why the path could not be audited and what to do. Fix the file or its permissions and run mcp-audit again: a path that was not read is never reported as clean.",
    },
    defaultConfiguration: { level: "error" },
  },
  {
    id: "audit-warning",
    name: "AuditWarning",
    shortDescription: { text: "A non-fatal note about the audit (a project lockfile that could not be read, so no version was taken from it)." },
    fullDescription: {
      text: "A non-fatal note about the audit: a project lockfile that could not be read (so no version was taken from it), a registry that could not be reached, an explicit file that was skipped. The audit itself completed.",
    },
    help: {
      text: "Read the message: it names the file or the registry and what was not used. Findings may be less precise (a fix without a version to pin), never missing.",
      markdown: "Read the message: it names the file or the registry and what was not used. Findings may be less precise (a fix without a version to pin), never missing.",
    },
    defaultConfiguration: { level: "warning" },
  },
];

/**
 * The SARIF log, written as the audit goes: each file's results as soon as the file is done, and what
 * needs the whole run (the rules, whose pages are scrubbed of every secret the run found; the
 * notifications) after them, so a report of a large tree is never held whole. The text is what
 * `JSON.stringify(sarifLog(ctx), null, 2)` prints: the run's `results` come first (key order means
 * nothing to SARIF readers, and GitHub's upload and Microsoft's validator take it).
 */
export function sarifStream(ctx: StreamContext): StreamingReporter {
  const s = (text: string) => safeText(text, ctx.secrets);
  const index = new Map(ALL_RULES.map((rule, i) => [rule.meta.id, i]));
  // Rules outside the registry (a caller's own), by first finding: their index follows the registry's.
  const unregistered: string[] = [];
  // Identical fingerprints (the same rule on the same subject twice) are told apart by their order.
  const lineHash = occurrenceCounter();
  let results = 0;
  let started = false;
  const head = () => {
    if (started) return "";
    started = true;
    return `{\n  "$schema": ${JSON.stringify(SARIF_SCHEMA_URI)},\n  "version": "2.1.0",\n  "runs": [\n    {\n      "results": [`;
  };
  return {
    file(report) {
      let out = head();
      for (const f of report.findings) {
        let ruleIndex = index.get(f.ruleId);
        if (ruleIndex === undefined) {
          ruleIndex = ALL_RULES.length + unregistered.length;
          index.set(f.ruleId, ruleIndex);
          unregistered.push(f.ruleId);
        }
        out += `${results++ === 0 ? "" : ","}\n        ${nested(result(f, ruleIndex, lineHash(f), s), 4)}`;
      }
      return out;
    },
    *end(audit) {
      // The run's other keys, as the run object (two levels down) prints them, after its results.
      const rest = nested(runRest(ctx, audit, unregistered, s), 2);
      yield `${head()}${results === 0 ? "]" : "\n      ]"},${rest.slice(1)}\n  ]\n}\n`;
    },
  };
}

export const sarif = collected(sarifStream);

/** The SARIF log as an object (tests and callers that embed it): what `sarif` prints. */
export function sarifLog(ctx: ReportContext): Sarif.Log {
  return JSON.parse(sarif(ctx)) as Sarif.Log;
}

/** Everything of the run but its results: what needs the whole audit. */
function runRest(ctx: Omit<ReportContext, "result">, audit: AuditResult, unregistered: readonly string[], s: (text: string) => string): Required<Pick<Sarif.Run, "tool" | "automationDetails" | "columnKind" | "invocations">> {
  // Our own pages keep their line breaks, but never show a secret of this run (a page's example may be one).
  const secrets = audit.secrets;
  const page = (text: string) => (secrets.size > 0 ? scrub(text, secrets) : text);
  const rules = ALL_RULES.map((rule) => ruleDescriptor(rule, ctx.toolVersion, s, page));
  // A finding from a rule outside the registry (a caller's own rules) still gets a descriptor.
  for (const ruleId of unregistered) {
    const id = s(ruleId);
    rules.push({ id: ruleId, shortDescription: { text: id }, fullDescription: { text: id }, help: { text: id, markdown: id } });
  }
  const notifications: Sarif.Notification[] = [
    ...audit.problems.map(
      (p): Sarif.Notification => ({
        descriptor: { id: "file-not-audited", index: 0 },
        level: "error",
        message: { text: `${s(p.displayPath)}: ${s(p.reason)}` },
        locations: [{ physicalLocation: { artifactLocation: artifactLocation(s(p.displayPath)) } }],
      }),
    ),
    ...audit.warnings.map((w): Sarif.Notification => ({ descriptor: { id: "audit-warning", index: 1 }, level: "warning", message: { text: s(w) } })),
  ];
  return {
    tool: {
      driver: {
        name: "mcp-audit",
        version: ctx.toolVersion,
        semanticVersion: ctx.toolVersion,
        informationUri: INFORMATION_URI,
        rules,
        notifications: NOTIFICATIONS.map((n) => ({ ...n, helpUri: atRelease(`${REPOSITORY_URL}/blob/main/docs/ci.md`, ctx.toolVersion) })),
      },
    },
    // GitHub keeps one analysis per category: everything up to the last "/" of this id. The
    // upload action's `category` input is ignored when the log already has one, so the Action passes it here.
    automationDetails: { id: `${s(ctx.sarifCategory ?? DEFAULT_CATEGORY)}/` },
    // Our columns count UTF-16 code units (as editors do), which is also SARIF's default.
    columnKind: "utf16CodeUnits",
    invocations: [{ executionSuccessful: audit.problems.length === 0, toolExecutionNotifications: notifications }],
  };
}

function ruleDescriptor(rule: Rule, version: string, s: (text: string) => string, scrubPage: (text: string) => string): Sarif.ReportingDescriptor {
  const { id, description, defaultSeverity, fix } = rule.meta;
  const docs = atRelease(rule.meta.docs, version);
  const traits = RULE_TRAITS[id] ?? DEFAULT_TRAITS;
  const score = traits.securitySeverity === undefined ? SECURITY_SEVERITY_BY_LEVEL[defaultSeverity] : traits.securitySeverity;
  const summary = s(sentence(description));
  const fixText =
    fix === "safe"
      ? "Fix: safe (nothing that runs changes), applied by `mcp-audit --fix`."
      : fix === "unsafe"
        ? "Fix: unsafe (it changes what runs), applied by `mcp-audit --fix=all`: review the change."
        : "Fix: none automatic; the rule's documentation says what to change.";
  // GitHub shows help.markdown on the alert page: the rule's whole page, as `mcp-audit explain` prints it.
  const page = rulePage(id, version);
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: s(description.replace(/\.$/, "")) },
    fullDescription: { text: `${summary} ${fixText}` },
    helpUri: docs,
    help: {
      text: `${summary}\n\n${fixText}\n\nDocumentation: ${docs}`,
      markdown: page !== undefined ? scrubPage(page) : `${summary}\n\n${fixText}\n\n[Documentation of \`${id}\`](${docs})`,
    },
    defaultConfiguration: { level: LEVEL[defaultSeverity] },
    properties: {
      tags: traits.tags,
      precision: traits.precision,
      ...(score !== null ? { "security-severity": score } : {}),
    },
  };
}

function result(f: Finding, ruleIndex: number, lineHash: string, s: (text: string) => string): Sarif.Result {
  const { start, end } = f.range;
  return {
    ruleId: f.ruleId,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: s(f.message) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(s(f.file)),
          region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column },
        },
      },
    ],
    // Both from the finding's fingerprint (rule, repository path, pointer, subject), never from the
    // line's text: an alert survives edits around it and its line moving, and results on one line stay apart.
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint, [LINE_HASH_KEY]: lineHash },
    // SARIF `fixes` need each edit as a line/column region; a finding carries its edits as offsets
    // and the reporter has no text to convert them with, so the fix is described, not spelled out.
    properties: {
      pointer: s(f.pointer),
      // A heuristic finding's own confidence (the rule's precision is the default in its descriptor).
      ...(f.confidence ? { precision: f.confidence } : {}),
      ...(f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {}),
      ...(f.fatal ? { fatal: true } : {}),
    },
  };
}

/**
 * A shown path as a SARIF artifact location: relative paths become relative URIs against
 * `%SRCROOT%` (the checkout, when run from the repository root), absolute ones `file:` URIs.
 * Shown paths use forward slashes on every platform. Every segment is percent-encoded, so spaces,
 * `#`, `%`, `\` or a `:` in a name stay a valid URI reference.
 */
export function artifactLocation(shownPath: string): Sarif.ArtifactLocation {
  const p = shownPath;
  const drive = /^[A-Za-z]:\//.test(p);
  if (drive || p.startsWith("/")) {
    const segments = p.split("/");
    const encoded = segments.map((seg, i) => (drive && i === 0 ? seg : encodeURIComponent(seg))).join("/");
    return { uri: drive ? `file:///${encoded}` : `file://${encoded}` };
  }
  return { uri: p.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" };
}

function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
