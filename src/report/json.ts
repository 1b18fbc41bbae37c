// Machine output. The shape is versioned (`schemaVersion`) and documented in docs/json-format.md.
// Written as the audit goes: the findings array grows file by file, and only the small per-file
// entries (`files`, `fixed`) and the counts wait for the end. The text is what
// `JSON.stringify(document, null, 2)` would print for the same document.
import type { FileReport } from "../audit/run.js";
import { safeText } from "./sanitize.js";
import { collected, type StreamContext, type StreamingReporter } from "./types.js";

export const JSON_SCHEMA_VERSION = 1;

/**
 * `value` as `JSON.stringify(value, null, 2)` prints it `depth` levels down (its first line not
 * indented), for the plain objects, arrays and scalars a report holds. Hand-rolled because it runs
 * once per finding: stringify-then-reindent costs a second pass over every entry.
 */
export function nested(value: unknown, depth: number): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const inner = "\n" + "  ".repeat(depth + 1);
  const parts: string[] = [];
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    for (const item of value) parts.push(item === undefined || typeof item === "function" ? "null" : nested(item, depth + 1));
    return `[${inner}${parts.join(`,${inner}`)}\n${"  ".repeat(depth)}]`;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === "function") continue;
    parts.push(`${JSON.stringify(key)}: ${nested(item, depth + 1)}`);
  }
  if (parts.length === 0) return "{}";
  return `{${inner}${parts.join(`,${inner}`)}\n${"  ".repeat(depth)}}`;
}

export function jsonStream(ctx: StreamContext): StreamingReporter {
  const s = (text: string) => safeText(text, ctx.secrets);
  const counts = { error: 0, warning: 0, info: 0 };
  let files = 0;
  let findings = 0;
  let started = false;
  // Entries of the two small arrays, already printed (an object per file would weigh more).
  const fileEntries: string[] = [];
  const fixedEntries: string[] = [];

  const head = () => {
    if (started) return "";
    started = true;
    return `{\n  "schemaVersion": ${JSON_SCHEMA_VERSION},\n  "tool": ${nested({ name: "mcp-audit", version: ctx.toolVersion }, 1)},\n  "findings": [`;
  };

  return {
    file(file: FileReport) {
      let out = head();
      files++;
      for (const f of file.findings) {
        counts[f.severity]++;
        const entry = {
          ruleId: f.ruleId,
          severity: f.severity,
          message: s(f.message),
          file: s(f.file),
          kind: file.kind,
          host: file.host?.id ?? null,
          line: f.range.start.line,
          column: f.range.start.column,
          endLine: f.range.end.line,
          endColumn: f.range.end.column,
          pointer: s(f.pointer),
          fingerprint: f.fingerprint,
          confidence: f.confidence ?? "high",
          // One cause, many files (a skill's unreviewed files): stylish shows them as one line; here each stays a finding.
          ...(f.group ? { group: s(f.group.key) } : {}),
          ...(f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {}),
          ...(f.fatal ? { fatal: true } : {}),
        };
        out += `${findings++ === 0 ? "" : ","}\n    ${nested(entry, 2)}`;
      }
      fileEntries.push(nested({ file: s(file.displayPath), kind: file.kind, host: file.host?.id ?? null, findings: file.findings.length }, 2));
      for (const x of file.fixed) fixedEntries.push(nested({ file: s(file.displayPath), ruleId: x.ruleId, safety: x.safety, description: s(x.description), line: x.line }, 2));
      return out;
    },

    end(result) {
      const list = (entries: string[]) => (entries.length === 0 ? "[]" : `[\n    ${entries.join(",\n    ")}\n  ]`);
      const rest = {
        warnings: result.warnings.map(s),
        problems: result.problems.map((p) => ({ file: s(p.displayPath), message: s(p.reason) })),
        summary: { files, skills: result.skills, errors: counts.error, warnings: counts.warning, infos: counts.info, problems: result.problems.length },
      };
      return [
        head(),
        findings === 0 ? "]" : "\n  ]",
        `,\n  "files": ${list(fileEntries)}`,
        `,\n  "fixed": ${list(fixedEntries)}`,
        `,\n  "warnings": ${nested(rest.warnings, 1)}`,
        `,\n  "problems": ${nested(rest.problems, 1)}`,
        `,\n  "summary": ${nested(rest.summary, 1)}`,
        "\n}\n",
      ].join("");
    },
  };
}

/** The whole report at once (library callers, tests). */
export const json = collected(jsonStream);
