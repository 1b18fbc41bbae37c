// Inline ignores, where the format has comments:
//   JSONC     // mcp-audit-ignore[rule-id] reason        (on the line before, or at the end of the line)
//   Markdown  <!-- mcp-audit-ignore[rule-id] reason -->
//   Scripts   # mcp-audit-ignore[rule-id] reason   (shell, Python, Ruby, PowerShell, Dockerfile, Makefile…)
//             // mcp-audit-ignore[rule-id] reason  (JavaScript/TypeScript; PHP takes both)
// Several ids may be listed: [inline-secret, unpinned-package]. A directive without a reason, or
// one that suppresses nothing, is itself reported, so ignores stay deliberate and do not rot.
import { fingerprint } from "./fingerprint.js";
import { rangeAt, type SourceFile } from "./source.js";
import type { Finding } from "./types.js";

export const IGNORE_DIRECTIVE_RULE = "ignore-directive";

const JSONC_DIRECTIVE = /\/\/[ \t]*mcp-audit-ignore\[([^\]]*)\]([^\r\n]*)|\/\*[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)\*\//g;
const MARKDOWN_DIRECTIVE = /<!--[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)-->/g;
const HASH_DIRECTIVE = /#[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g;
const HASH_OR_SLASH_DIRECTIVE = /(?:#|\/\/)[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g;

/** How a file writes its comments, for its ignore directives. */
export type IgnoreSyntax = "jsonc" | "markdown" | "hash" | "hash-or-slash";

interface Directive {
  offset: number;
  length: number;
  line: number;
  ruleIds: string[];
  reason: string;
  used: boolean;
}

export function findDirectives(file: SourceFile, syntax: IgnoreSyntax): Directive[] {
  const pattern = syntax === "jsonc" ? JSONC_DIRECTIVE : syntax === "markdown" ? MARKDOWN_DIRECTIVE : syntax === "hash" ? HASH_DIRECTIVE : HASH_OR_SLASH_DIRECTIVE;
  const out: Directive[] = [];
  // Cheap pre-check: most files have no directive at all.
  if (!file.text.includes("mcp-audit-ignore")) return out;
  for (const m of file.text.matchAll(pattern)) {
    const ids = (m[1] ?? m[3] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const reason = (m[2] ?? m[4] ?? "").trim();
    const start = rangeAt(file, m.index, m[0].length);
    out.push({ offset: m.index, length: m[0].length, line: start.start.line, ruleIds: ids, reason, used: false });
  }
  return out;
}

/**
 * Drop the findings a directive covers: a directive on line L covers findings that start on L
 * (trailing comment) or on L + 1 (comment on the line before).
 */
export function applyInlineIgnores(file: SourceFile, syntax: IgnoreSyntax, findings: Finding[], knownRuleIds: ReadonlySet<string>): Finding[] {
  const directives = findDirectives(file, syntax);
  if (directives.length === 0) return findings;
  const kept = findings.filter((f) => {
    if (f.fatal) return true;
    const d = directives.find((x) => x.ruleIds.includes(f.ruleId) && (f.range.start.line === x.line || f.range.start.line === x.line + 1));
    if (!d) return true;
    d.used = true;
    return false;
  });
  for (const d of directives) {
    const report = (message: string, subject: string) =>
      kept.push({
        ruleId: IGNORE_DIRECTIVE_RULE,
        severity: "warning",
        message,
        file: file.displayPath,
        range: rangeAt(file, d.offset, d.length),
        pointer: `#L${d.line}`,
        fingerprint: fingerprint(IGNORE_DIRECTIVE_RULE, file.identityPath ?? file.displayPath, `#L${d.line}`, subject),
      });
    const unknown = d.ruleIds.filter((id) => !knownRuleIds.has(id));
    if (d.ruleIds.length === 0) report("mcp-audit-ignore[] names no rule: write the rule id between the brackets", "empty");
    else if (unknown.length > 0) report(`mcp-audit-ignore names an unknown rule "${unknown[0]}": see mcp-audit --list-rules`, `unknown:${unknown.join(",")}`);
    else if (d.reason === "") report(`mcp-audit-ignore[${d.ruleIds.join(", ")}] has no reason: say why after the brackets, so the next reader knows`, `no-reason:${d.ruleIds.join(",")}`);
    else if (!d.used) report(`mcp-audit-ignore[${d.ruleIds.join(", ")}] suppresses nothing on this line or the next: remove it`, `unused:${d.ruleIds.join(",")}`);
  }
  return kept;
}
