// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers. One run, every
// registered rule described in tool.driver.rules, one result per finding, files that could not be
// audited as tool execution notifications. Field choices follow GitHub's "SARIF support for code
// scanning" page: https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning
import type * as Sarif from "sarif";
import { DOCS_BASE } from "../core/docs.js";
import type { Finding, Severity } from "../core/types.js";
import type { Rule } from "../rules/types.js";
import { ALL_RULES } from "../rules/index.js";
import { safeText } from "./sanitize.js";
import type { ReportContext } from "./types.js";

/** The OASIS standard's schema (SARIF 2.1.0 with errata 01). */
export const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** The key of our fingerprint in `partialFingerprints`; bump the version if what is hashed changes. */
export const FINGERPRINT_KEY = "mcpAudit/v1";

/** The repository's home page: the docs base without `/blob/<branch>/docs/rules/`. */
export const INFORMATION_URI = DOCS_BASE.replace(/\/blob\/[^/]+\/docs\/rules\/?$/, "");

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
  // Skill rules about form (what the spec requires) are correctness; the rest are security.
  "skill-frontmatter": { tags: ["correctness", "skill"], securitySeverity: null, precision: "very-high" },
  "skill-name": { tags: ["correctness", "skill"], securitySeverity: null, precision: "very-high" },
  "skill-description": { tags: ["correctness", "skill"], securitySeverity: null, precision: "medium" },
  "skill-body": { tags: ["correctness", "skill"], securitySeverity: null, precision: "high" },
  "skill-broken-reference": { tags: ["correctness", "skill"], securitySeverity: null, precision: "high" },
  "skill-hidden-content": { tags: ["security", "skill"], precision: "high" },
  // Same reasoning as risky-command: the skill's scripts run with the user's rights.
  "skill-risky-script": { tags: ["security", "skill", "external/cwe/cwe-494"], securitySeverity: "8.8", precision: "medium" },
  "skill-unaudited-file": { tags: ["security", "skill", "supply-chain"], precision: "very-high" },
  "skill-guard-invocation": { tags: ["security", "skill"], precision: "medium" },
};

export function sarif(ctx: ReportContext): string {
  return `${JSON.stringify(sarifLog(ctx), null, 2)}\n`;
}

/** The SARIF log as an object (tests and callers that embed it). */
export function sarifLog(ctx: ReportContext): Sarif.Log {
  const secrets = ctx.result.secrets;
  const s = (text: string) => safeText(text, secrets);

  const rules = ALL_RULES.map((rule) => ruleDescriptor(rule, s));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const findings = ctx.result.files.flatMap((file) => file.findings);
  // A finding from a rule outside the registry (a caller's own rules) still gets a descriptor.
  for (const f of findings) {
    if (!index.has(f.ruleId)) {
      index.set(f.ruleId, rules.length);
      rules.push({ id: f.ruleId, shortDescription: { text: s(f.ruleId) } });
    }
  }

  const notifications: Sarif.Notification[] = [
    ...ctx.result.problems.map(
      (p): Sarif.Notification => ({
        descriptor: { id: "file-not-audited", index: 0 },
        level: "error",
        message: { text: `${s(p.displayPath)}: ${s(p.reason)}` },
        locations: [{ physicalLocation: { artifactLocation: artifactLocation(s(p.displayPath)) } }],
      }),
    ),
    ...ctx.result.warnings.map(
      (w): Sarif.Notification => ({ descriptor: { id: "audit-warning", index: 1 }, level: "warning", message: { text: s(w) } }),
    ),
  ];

  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "mcp-audit",
            version: ctx.toolVersion,
            semanticVersion: ctx.toolVersion,
            informationUri: INFORMATION_URI,
            rules,
            notifications: [
              { id: "file-not-audited", shortDescription: { text: "A path that could not be read or decoded; nothing in it was audited." } },
              { id: "audit-warning", shortDescription: { text: "A non-fatal note about the audit (a project lockfile that could not be read, so no version was taken from it)." } },
            ],
          },
        },
        invocations: [{ executionSuccessful: ctx.result.problems.length === 0, toolExecutionNotifications: notifications }],
        // Our columns count UTF-16 code units (as editors do), which is also SARIF's default.
        columnKind: "utf16CodeUnits",
        results: findings.map((f) => result(f, index.get(f.ruleId)!, s)),
      },
    ],
  };
}

function ruleDescriptor(rule: Rule, s: (text: string) => string): Sarif.ReportingDescriptor {
  const { id, description, defaultSeverity, fix, docs } = rule.meta;
  const traits = RULE_TRAITS[id] ?? DEFAULT_TRAITS;
  const score = traits.securitySeverity === undefined ? SECURITY_SEVERITY_BY_LEVEL[defaultSeverity] : traits.securitySeverity;
  const summary = s(sentence(description));
  const fixText =
    fix === "safe"
      ? "Fix: safe (nothing that runs changes), applied by `mcp-audit --fix`."
      : fix === "unsafe"
        ? "Fix: unsafe (it changes what runs), applied by `mcp-audit --fix=all`: review the change."
        : "Fix: none automatic; the rule's documentation says what to change.";
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: s(description.replace(/\.$/, "")) },
    fullDescription: { text: `${summary} ${fixText}` },
    helpUri: docs,
    help: {
      text: `${summary}\n\n${fixText}\n\nDocumentation: ${docs}`,
      markdown: `${summary}\n\n${fixText}\n\n[Documentation of \`${id}\`](${docs})`,
    },
    defaultConfiguration: { level: LEVEL[defaultSeverity] },
    properties: {
      tags: traits.tags,
      precision: traits.precision,
      ...(score !== null ? { "security-severity": score } : {}),
    },
  };
}

function result(f: Finding, ruleIndex: number, s: (text: string) => string): Sarif.Result {
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
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    // SARIF `fixes` need each edit as a line/column region; a finding carries its edits as offsets
    // and the reporter has no text to convert them with, so the fix is described, not spelled out.
    properties: {
      pointer: s(f.pointer),
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
