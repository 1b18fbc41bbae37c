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

const MARKER = "mcp-audit-ignore";

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

/** What opens a directive's comment, and whether it runs to the end of the line or to a closing mark. */
const OPENERS: Readonly<Record<IgnoreSyntax, readonly { open: string; close?: string }[]>> = {
  jsonc: [{ open: "//" }, { open: "/*", close: "*/" }],
  markdown: [{ open: "<!--", close: "-->" }],
  hash: [{ open: "#" }],
  "hash-or-slash": [{ open: "//" }, { open: "#" }],
};

/**
 * The directives of a file, in order. Equivalent to matching, left to right without overlaps,
 *   jsonc          //[ \t]*mcp-audit-ignore\[([^\]]*)\]([^\r\n]*)  |  /\*[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)\*\/
 *   markdown       <!--[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)-->
 *   hash           #[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)
 *   hash-or-slash  (?:#|\/\/)[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)
 * but in one pass: those patterns, tried at every marker, scanned to the end of the file (or line)
 * for each unclosed `[`, `/*` or `<!--` (a file of unclosed directives took quadratic time). Here each
 * search for a closing `]`, `*\/`, `-->` or line break resumes from the last one found.
 */
export function findDirectives(file: SourceFile, syntax: IgnoreSyntax): Directive[] {
  const text = file.text;
  const out: Directive[] = [];
  // Cheap pre-check: most files have no directive at all.
  if (!text.includes(MARKER)) return out;
  const openers = OPENERS[syntax];
  // Script comments end at the line: their rule list may not run onto the next one.
  const idsStopAtLine = syntax === "hash" || syntax === "hash-or-slash";
  const bracket = new NextOf(text, "]");
  const newline = new NextOf(text, "\n");
  const closers = new Map(openers.filter((o) => o.close).map((o) => [o.close!, new NextOf(text, o.close!)]));
  let resume = 0;
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, at + 1)) {
    // what opens the comment: one of the syntax's openers, then spaces or tabs, then the marker
    let spaces = at;
    while (spaces > 0 && (text[spaces - 1] === " " || text[spaces - 1] === "\t")) spaces--;
    const opener = openers.find((o) => text.startsWith(o.open, spaces - o.open.length));
    if (!opener) continue;
    const open = spaces - opener.open.length;
    if (open < resume || text[at + MARKER.length] !== "[") continue;
    const idsStart = at + MARKER.length + 1;
    const idsEnd = bracket.from(idsStart);
    if (idsEnd === -1) break; // no `]` anywhere after: no directive can close from here on
    if (idsStopAtLine) {
      const nl = newline.from(idsStart);
      if (nl !== -1 && nl < idsEnd) continue;
    }
    let end: number;
    let reason: string;
    if (opener.close === undefined) {
      end = lineEnd(text, idsEnd + 1);
      reason = text.slice(idsEnd + 1, end);
    } else {
      const close = closers.get(opener.close)!.from(idsEnd + 1);
      if (close === -1) continue;
      reason = text.slice(idsEnd + 1, close);
      end = close + opener.close.length;
    }
    const ids = text.slice(idsStart, idsEnd).split(",").map((s) => s.trim()).filter(Boolean);
    const range = rangeAt(file, open, end - open);
    out.push({ offset: open, length: end - open, line: range.start.line, ruleIds: ids, reason: reason.trim(), used: false });
    resume = end;
    at = end - 1;
  }
  return out;
}

/** The first occurrence of `needle` at or after a position, searching on from the last answer. */
class NextOf {
  private last = -2;
  private asked = -1;
  constructor(
    private readonly text: string,
    private readonly needle: string,
  ) {}
  from(position: number): number {
    // an answer at or after `position`, found from an earlier position, is still the first
    if (this.asked !== -1 && this.asked <= position && (this.last === -1 || this.last >= position)) return this.last;
    this.asked = position;
    this.last = this.text.indexOf(this.needle, position);
    return this.last;
  }
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (text[i] === "\n" || text[i] === "\r") return i;
  return text.length;
}

/** A comment that reads like a directive mcp-audit does not have (`# mcp-audit-disable[…]`, `mcp-audit-ignore` without brackets). */
interface UnknownDirective {
  offset: number;
  length: number;
  line: number;
  word: string;
}

/** What every directive, known or not, starts with: a text without it holds none (callers pre-check with it). */
export const DIRECTIVE_PREFIX = "mcp-audit-";

/**
 * Comments opening with `mcp-audit-<word>` that are not `mcp-audit-ignore[`: a directive written wrong
 * suppresses nothing, so it is reported rather than passed over. One pass over the prefix's occurrences.
 */
export function findUnknownDirectives(file: SourceFile, syntax: IgnoreSyntax): UnknownDirective[] {
  const text = file.text;
  const out: UnknownDirective[] = [];
  if (!text.includes(DIRECTIVE_PREFIX)) return out;
  const openers = OPENERS[syntax];
  for (let at = text.indexOf(DIRECTIVE_PREFIX); at !== -1; at = text.indexOf(DIRECTIVE_PREFIX, at + 1)) {
    let spaces = at;
    while (spaces > 0 && (text[spaces - 1] === " " || text[spaces - 1] === "\t")) spaces--;
    const opener = openers.find((o) => text.startsWith(o.open, spaces - o.open.length));
    if (!opener) continue;
    let end = at + DIRECTIVE_PREFIX.length;
    while (end < text.length && /[a-z-]/.test(text[end]!)) end++;
    const word = text.slice(at, end);
    if (word === MARKER && text[end] === "[") continue;
    if (word === DIRECTIVE_PREFIX) continue;
    out.push({ offset: spaces - opener.open.length, length: end - (spaces - opener.open.length), line: rangeAt(file, at, 0).start.line, word });
    at = end - 1;
  }
  return out;
}

/**
 * Drop the findings a directive covers: a directive on line L covers findings that start on L
 * (trailing comment) or on L + 1 (comment on the line before).
 */
export function applyInlineIgnores(file: SourceFile, syntax: IgnoreSyntax, findings: Finding[], knownRuleIds: ReadonlySet<string>): Finding[] {
  const directives = findDirectives(file, syntax);
  const unknownDirectives = findUnknownDirectives(file, syntax);
  if (directives.length === 0 && unknownDirectives.length === 0) return findings;
  // by line: a finding looks at the directives of its line and the line before, not at all of them
  const byLine = new Map<number, Directive[]>();
  for (const d of directives) {
    const list = byLine.get(d.line);
    if (list) list.push(d);
    else byLine.set(d.line, [d]);
  }
  const kept = findings.filter((f) => {
    if (f.fatal) return true;
    const line = f.range.start.line;
    // the first in file order: the line before comes first
    const d = [...(byLine.get(line - 1) ?? []), ...(byLine.get(line) ?? [])].find((x) => x.ruleIds.includes(f.ruleId));
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
  for (const u of unknownDirectives) {
    const said = u.word === MARKER ? "mcp-audit-ignore without [rule-id]" : `${u.word} is not a directive mcp-audit knows`;
    kept.push({
      ruleId: IGNORE_DIRECTIVE_RULE,
      severity: "warning",
      message: `${said}, so it suppresses nothing: write mcp-audit-ignore[rule-id] reason, on the line before the finding or at the end of its line`,
      file: file.displayPath,
      range: rangeAt(file, u.offset, u.length),
      pointer: `#L${u.line}`,
      fingerprint: fingerprint(IGNORE_DIRECTIVE_RULE, file.identityPath ?? file.displayPath, `#L${u.line}`, `unknown-directive:${u.word}`),
    });
  }
  return kept;
}
