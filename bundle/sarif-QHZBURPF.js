import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  occurrenceKeys
} from "./chunk-XTEWG7HV.js";
import {
  rulePage
} from "./chunk-IZET54DF.js";
import "./chunk-C4H3TBXV.js";
import {
  safeText
} from "./chunk-YZ5IGPF7.js";
import {
  ALL_RULES
} from "./chunk-PZIPFRLN.js";
import "./chunk-SR7CYNUN.js";
import "./chunk-FMEAMMLG.js";
import "./chunk-RFDAH6G3.js";
import "./chunk-V4UHRZMD.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import {
  REPOSITORY_URL,
  atRelease
} from "./chunk-TTKOCA6W.js";
import "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RJC5ITPU.js";
import {
  scrub
} from "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var FINGERPRINT_KEY = "mcpAudit/v1";
var LINE_HASH_KEY = "primaryLocationLineHash";
var DEFAULT_CATEGORY = "mcp-audit";
var INFORMATION_URI = REPOSITORY_URL;
var LEVEL = { error: "error", warning: "warning", info: "note" };
var SECURITY_SEVERITY_BY_LEVEL = { error: "8.0", warning: "5.0", info: "2.0" };
var DEFAULT_TRAITS = { tags: ["security"], precision: "high" };
var RULE_TRAITS = {
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
  "skill-guard-invocation": { tags: ["security", "skill", "external/cwe/cwe-862"], precision: "medium" }
};
var NOTIFICATIONS = [
  {
    id: "file-not-audited",
    name: "FileNotAudited",
    shortDescription: { text: "A path that could not be read or decoded; nothing in it was audited." },
    fullDescription: {
      text: "A path that could not be read or decoded (missing, unreadable, not UTF-8, too large, a link that leaves the audited folder); nothing in it was audited, so the run is not successful and mcp-audit exits with 2."
    },
    help: {
      text: "The message says why the path could not be audited and what to do. Fix the file or its permissions and run mcp-audit again: a path that was not read is never reported as clean.",
      markdown: "The message says why the path could not be audited and what to do. Fix the file or its permissions and run mcp-audit again: a path that was not read is never reported as clean."
    },
    defaultConfiguration: { level: "error" }
  },
  {
    id: "audit-warning",
    name: "AuditWarning",
    shortDescription: { text: "A non-fatal note about the audit (a project lockfile that could not be read, so no version was taken from it)." },
    fullDescription: {
      text: "A non-fatal note about the audit: a project lockfile that could not be read (so no version was taken from it), a registry that could not be reached, an explicit file that was skipped. The audit itself completed."
    },
    help: {
      text: "Read the message: it names the file or the registry and what was not used. Findings may be less precise (a fix without a version to pin), never missing.",
      markdown: "Read the message: it names the file or the registry and what was not used. Findings may be less precise (a fix without a version to pin), never missing."
    },
    defaultConfiguration: { level: "warning" }
  }
];
function sarif(ctx) {
  return `${JSON.stringify(sarifLog(ctx), null, 2)}
`;
}
function sarifLog(ctx) {
  const secrets = ctx.result.secrets;
  const s = (text) => safeText(text, secrets);
  const page = (text) => secrets.size > 0 ? scrub(text, secrets) : text;
  const rules = ALL_RULES.map((rule) => ruleDescriptor(rule, ctx.toolVersion, s, page));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const findings = ctx.result.files.flatMap((file) => file.findings);
  for (const f of findings) {
    if (!index.has(f.ruleId)) {
      index.set(f.ruleId, rules.length);
      const id = s(f.ruleId);
      rules.push({ id: f.ruleId, shortDescription: { text: id }, fullDescription: { text: id }, help: { text: id, markdown: id } });
    }
  }
  const notifications = [
    ...ctx.result.problems.map(
      (p) => ({
        descriptor: { id: "file-not-audited", index: 0 },
        level: "error",
        message: { text: `${s(p.displayPath)}: ${s(p.reason)}` },
        locations: [{ physicalLocation: { artifactLocation: artifactLocation(s(p.displayPath)) } }]
      })
    ),
    ...ctx.result.warnings.map(
      (w) => ({ descriptor: { id: "audit-warning", index: 1 }, level: "warning", message: { text: s(w) } })
    )
  ];
  const lineHashes = occurrenceKeys(findings);
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
            notifications: NOTIFICATIONS.map((n) => ({ ...n, helpUri: atRelease(`${REPOSITORY_URL}/blob/main/docs/ci.md`, ctx.toolVersion) }))
          }
        },
        // GitHub keeps one analysis per category: everything up to the last "/" of this id. The
        // upload action's `category` input is ignored when the log already has one, so the Action passes it here.
        automationDetails: { id: `${s(ctx.sarifCategory ?? DEFAULT_CATEGORY)}/` },
        invocations: [{ executionSuccessful: ctx.result.problems.length === 0, toolExecutionNotifications: notifications }],
        // Our columns count UTF-16 code units (as editors do), which is also SARIF's default.
        columnKind: "utf16CodeUnits",
        results: findings.map((f, i) => result(f, index.get(f.ruleId), lineHashes[i], s))
      }
    ]
  };
}
function ruleDescriptor(rule, version, s, scrubPage) {
  const { id, description, defaultSeverity, fix } = rule.meta;
  const docs = atRelease(rule.meta.docs, version);
  const traits = RULE_TRAITS[id] ?? DEFAULT_TRAITS;
  const score = traits.securitySeverity === void 0 ? SECURITY_SEVERITY_BY_LEVEL[defaultSeverity] : traits.securitySeverity;
  const summary = s(sentence(description));
  const fixText = fix === "safe" ? "Fix: safe (nothing that runs changes), applied by `mcp-audit --fix`." : fix === "unsafe" ? "Fix: unsafe (it changes what runs), applied by `mcp-audit --fix=all`: review the change." : "Fix: none automatic; the rule's documentation says what to change.";
  const page = rulePage(id, version);
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: s(description.replace(/\.$/, "")) },
    fullDescription: { text: `${summary} ${fixText}` },
    helpUri: docs,
    help: {
      text: `${summary}

${fixText}

Documentation: ${docs}`,
      markdown: page !== void 0 ? scrubPage(page) : `${summary}

${fixText}

[Documentation of \`${id}\`](${docs})`
    },
    defaultConfiguration: { level: LEVEL[defaultSeverity] },
    properties: {
      tags: traits.tags,
      precision: traits.precision,
      ...score !== null ? { "security-severity": score } : {}
    }
  };
}
function result(f, ruleIndex, lineHash, s) {
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
          region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column }
        }
      }
    ],
    // Both from the finding's fingerprint (rule, repository path, pointer, subject), never from the
    // line's text: an alert survives edits around it and its line moving, and results on one line stay apart.
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint, [LINE_HASH_KEY]: lineHash },
    // SARIF `fixes` need each edit as a line/column region; a finding carries its edits as offsets
    // and the reporter has no text to convert them with, so the fix is described, not spelled out.
    properties: {
      pointer: s(f.pointer),
      // A heuristic finding's own confidence (the rule's precision is the default in its descriptor).
      ...f.confidence ? { precision: f.confidence } : {},
      ...f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {},
      ...f.fatal ? { fatal: true } : {}
    }
  };
}
function artifactLocation(shownPath) {
  const p = shownPath;
  const drive = /^[A-Za-z]:\//.test(p);
  if (drive || p.startsWith("/")) {
    const segments = p.split("/");
    const encoded = segments.map((seg, i) => drive && i === 0 ? seg : encodeURIComponent(seg)).join("/");
    return { uri: drive ? `file:///${encoded}` : `file://${encoded}` };
  }
  return { uri: p.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" };
}
function pascalCase(id) {
  return id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
}
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
export {
  DEFAULT_CATEGORY,
  FINGERPRINT_KEY,
  INFORMATION_URI,
  LINE_HASH_KEY,
  SARIF_SCHEMA_URI,
  artifactLocation,
  sarif,
  sarifLog
};
