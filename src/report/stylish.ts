// Human output, grouped by file like ESLint's stylish: line:col, severity, message, rule id (and, on a
// terminal wide enough, the source line under it), then a summary. Written file by file as the audit
// goes; only counts are kept for the summary. Findings of one cause (a skill's unreviewed files, see
// FindingGroup) are one line per cause: the files of a skill are held until the skill is done, then
// written with each group of two or more as one line. Every count counts findings, as in every format.
// `--statistics` replaces the listing with counts per rule and severity and the top files.
import pc from "picocolors";
import { SEVERITY_RANK, type Finding, type FindingGroup, type Severity } from "../core/types.js";
import { docsUrl, atRelease } from "../core/docs.js";
import type { FileReport } from "../audit/run.js";
import { codeFrame } from "./code-frame.js";
import { safeText } from "./sanitize.js";
import { collected, type StreamContext, type StreamingReporter } from "./types.js";

/** How many file names a group line lists before "and N more". */
const GROUP_NAMES_SHOWN = 3;
/** How many files `--statistics` lists. */
const TOP_FILES = 10;

interface Group {
  group: FindingGroup;
  ruleId: string;
  severity: Severity;
  count: number;
  items: Map<string, number>;
  names: string[];
}

export function stylishStream(ctx: StreamContext): StreamingReporter {
  const colors = pc.createColors(ctx.color);
  const secrets = ctx.secrets;
  const safe = (s: string) => safeText(s, secrets);
  const severityLabel = (s: Severity) => (s === "error" ? colors.red("error") : s === "warning" ? colors.yellow("warning") : colors.blue("info"));
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let fixableSafe = 0;
  let fixableUnsafe = 0;
  // Safe pins --fix makes after a registry lookup, and the distinct lookups they need.
  let fixableAfterLookup = 0;
  const lookups = new Set<string>();
  let configs = 0;
  /** Rules with a shown finding, for the docs links. */
  const rulesShown = new Set<string>();
  /** --statistics: findings per rule and severity, and per file. */
  const perRule = new Map<string, { severity: Record<Severity, number>; safe: number; unsafe: number }>();
  const perFile = new Map<string, number>();
  /** The files of the scope (a skill folder) whose groups are still open, held until it ends. */
  let held: { scope: string; reports: FileReport[] } | undefined;
  const text = (lines: string[]) => lines.map((l) => `${l}\n`).join("");
  const shownOf = (file: FileReport) => file.findings.filter((f) => !ctx.quiet || SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn]);

  const row = (f: Finding, posWidth: number, file: FileReport): string[] => {
    const pos = `${f.range.start.line}:${f.range.start.column}`;
    const sev = f.severity.padEnd(7);
    rulesShown.add(f.ruleId);
    const lines = [`  ${colors.dim(pos.padEnd(posWidth))}  ${severityLabel(f.severity)}${sev.slice(f.severity.length)}  ${safe(f.message)}  ${colors.dim(f.ruleId)}`];
    if (ctx.codeFrame !== undefined && file.source && !(f.range.start.line === 1 && f.range.start.column === 1 && f.range.end.offset === 0)) {
      const frame = codeFrame(file.source, f.range, secrets, ctx.codeFrame - 4, String(f.range.start.line).length);
      if (frame) lines.push(...frame.map((l) => `    ${colors.dim(l)}`), "");
    }
    return lines;
  };

  /** A file's fixes and its findings but those in `collapsed` groups. */
  const renderFile = (file: FileReport, collapsed: ReadonlySet<string>): string[] => {
    const out: string[] = [];
    if (file.fixed.length > 0) {
      out.push(colors.underline(safe(file.displayPath)) + colors.green(`  fixed ${file.fixed.length} problem${file.fixed.length === 1 ? "" : "s"}`));
      for (const f of file.fixed) out.push(`  ${colors.green("fixed")}  line ${f.line}: ${safe(f.description)}  ${colors.dim(`${f.ruleId}${f.safety === "unsafe" ? ", unsafe" : ""}`)}`);
      out.push("");
    }
    const shown = shownOf(file).filter((f) => !f.group || !collapsed.has(groupKey(f)));
    if (shown.length > 0) {
      out.push(colors.underline(safe(file.displayPath)));
      const posWidth = Math.max(...shown.map((f) => `${f.range.start.line}:${f.range.start.column}`.length));
      for (const f of shown) out.push(...row(f, posWidth, file));
      if (out[out.length - 1] !== "") out.push("");
    }
    return out;
  };

  /** The held files, then one line per group of two or more under the scope's heading. */
  const release = (): string => {
    if (!held) return "";
    const groups = new Map<string, Group>();
    for (const file of held.reports) {
      for (const f of shownOf(file)) {
        if (!f.group) continue;
        const key = groupKey(f);
        let g = groups.get(key);
        if (!g) groups.set(key, (g = { group: f.group, ruleId: f.ruleId, severity: f.severity, count: 0, items: new Map(), names: [] }));
        g.count++;
        g.items.set(f.group.item, (g.items.get(f.group.item) ?? 0) + 1);
        if (g.names.length < GROUP_NAMES_SHOWN) g.names.push(f.pointer);
      }
    }
    // Errors first, then in the order the files came.
    const collapsed = new Set(
      [...groups]
        .filter(([, g]) => g.count > 1)
        .sort((a, b) => SEVERITY_RANK[b[1].severity] - SEVERITY_RANK[a[1].severity])
        .map(([k]) => k),
    );
    const out: string[] = [];
    for (const file of held.reports) out.push(...renderFile(file, collapsed));
    if (collapsed.size > 0) {
      out.push(colors.underline(safe(held.scope === "." ? "./" : `${held.scope}/`)));
      for (const key of collapsed) {
        const g = groups.get(key)!;
        rulesShown.add(g.ruleId);
        const files = `${g.count} files (${[...g.items].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([item, n]) => `${n} ${n === 1 ? item : plural(item)}`).join(", ")})`;
        out.push(`  ${severityLabel(g.severity)}${g.severity.padEnd(7).slice(g.severity.length)}  ${safe(g.group.message.replace("{files}", files))}  ${colors.dim(g.ruleId)}`);
        const more = g.count - g.names.length;
        out.push(`           ${colors.dim(safe(g.names.join(", ") + (more > 0 ? ` and ${more} more` : "")))}`);
      }
      out.push("");
    }
    held = undefined;
    return text(out);
  };

  return {
    file(file) {
      if (file.kind === "mcp-config") configs++;
      for (const f of file.findings) {
        counts[f.severity]++;
        if (f.fix?.safety === "safe") fixableSafe++;
        else if (f.fix?.safety === "unsafe") fixableUnsafe++;
        else if (f.fixAfterLookup) {
          fixableAfterLookup++;
          lookups.add(f.fixAfterLookup.lookup);
        }
      }
      if (ctx.statistics) {
        for (const f of shownOf(file)) {
          let r = perRule.get(f.ruleId);
          if (!r) perRule.set(f.ruleId, (r = { severity: { error: 0, warning: 0, info: 0 }, safe: 0, unsafe: 0 }));
          r.severity[f.severity]++;
          if (f.fix) r[f.fix.safety]++;
          perFile.set(file.displayPath, (perFile.get(file.displayPath) ?? 0) + 1);
        }
        return file.fixed.length > 0 ? text(renderFile({ ...file, findings: [] }, new Set())) : "";
      }
      let out = "";
      if (held && !file.displayPath.startsWith(held.scope === "." ? "" : `${held.scope}/`)) out += release();
      const scope = file.findings.find((f) => f.group)?.group?.scope;
      if (held || scope !== undefined) {
        held ??= { scope: scope!, reports: [] };
        held.reports.push(file);
        return out;
      }
      return out + text(renderFile(file, new Set()));
    },

    end(result) {
      const out: string[] = [];
      const released = release();
      if (released !== "") out.push(released.replace(/\n$/, ""));
      if (ctx.statistics) out.push(...statistics(perRule, perFile, colors, safe));
      for (const w of result.warnings) out.push(`${colors.yellow("warning")}  ${safe(w)}`);
      for (const p of result.problems) out.push(`${colors.red("error")}  ${safe(p.displayPath)}: ${safe(p.reason)}`);
      if (result.problems.length + result.warnings.length > 0) out.push("");
      const scope = () => {
        const parts = [];
        if (configs > 0 || result.skills === 0) parts.push(`${configs} config${configs === 1 ? "" : "s"}`);
        if (result.skills > 0) parts.push(`${result.skills} skill${result.skills === 1 ? "" : "s"}`);
        return parts.join(" and ");
      };
      const total = counts.error + counts.warning + counts.info;
      const nothingAudited = configs === 0 && result.skills === 0;
      if (total === 0 && result.problems.length === 0) {
        // Nothing found to audit: the CLI's notice on stderr says so; "no problems in 0 configs" would not help.
        if (!ctx.quiet && !nothingAudited) out.push(colors.green(`✔ no problems in ${scope()}`));
      } else if (total > 0) {
        const mark = counts.error > 0 ? colors.red("✖") : colors.yellow("⚠");
        out.push(
          `${mark} ${total} problem${total === 1 ? "" : "s"} (${counts.error} error${counts.error === 1 ? "" : "s"}, ${counts.warning} warning${counts.warning === 1 ? "" : "s"}, ${counts.info} info) in ${scope()}`,
        );
        const hints: string[] = [];
        const safe = fixableSafe + fixableAfterLookup;
        if (safe > 0) hints.push(`${safe} fixable with --fix${lookups.size > 0 ? ` (${lookups.size} registry lookup${lookups.size === 1 ? "" : "s"})` : ""}`);
        if (fixableUnsafe > 0) hints.push(`${fixableUnsafe} more with --fix=all (unsafe: review the change)`);
        if (hints.length > 0) out.push(`  ${hints.join(", ")}`);
      }
      if (!ctx.quiet && rulesShown.size > 0 && !ctx.statistics) {
        out.push("", colors.dim(`What each rule checks and how to fix it (or mcp-audit explain <rule>):`));
        const width = Math.max(...[...rulesShown].map((r) => r.length));
        for (const id of [...rulesShown].sort()) out.push(colors.dim(`  ${id.padEnd(width)}  ${atRelease(docsUrl(id), ctx.toolVersion)}`));
      }
      if (ctx.lockHint && !ctx.quiet && total > 0 && result.lock === undefined && !nothingAudited && !result.problems.some((p) => p.displayPath.endsWith("mcp-audit.lock.json"))) {
        const what = result.skills > 0 ? (configs > 0 ? "the skills' files and the launched packages" : "the skills' files") : "the launched packages";
        out.push("", `${colors.cyan("hint")}  no mcp-audit.lock.json yet: once you have reviewed ${what}, run \`mcp-audit approve\``, `      to record them; from then on a run reports what is new or changed since that review`);
      }
      return [text(out)];
    },
  };
}

/** Findings of one group line: the same cause and the same severity (a changed script and a changed binary differ). */
function groupKey(f: Finding): string {
  return `${f.group!.key}\u0000${f.severity}`;
}

function plural(item: string): string {
  return item.endsWith("y") && !/[aeiou]y$/.test(item) ? `${item.slice(0, -1)}ies` : `${item}s`;
}

/** The `--statistics` table: per rule, counts by severity and what --fix can do; then the files with most findings. */
function statistics(
  perRule: Map<string, { severity: Record<Severity, number>; safe: number; unsafe: number }>,
  perFile: Map<string, number>,
  colors: ReturnType<typeof pc.createColors>,
  safe: (s: string) => string,
): string[] {
  if (perRule.size === 0) return [];
  const rows = [...perRule].map(([rule, r]) => ({ rule, ...r, total: r.severity.error + r.severity.warning + r.severity.info }));
  rows.sort((a, b) => b.total - a.total || (a.rule < b.rule ? -1 : 1));
  const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
  const num = (n: number) => (n === 0 ? "-" : String(n));
  const line = (count: string, rule: string, e: string, w: string, i: string, fixable: string) => `${count.padStart(7)}  ${rule.padEnd(ruleWidth)}  ${e.padStart(5)}${w.padStart(9)}${i.padStart(6)}  ${fixable}`.trimEnd();
  const out = [colors.bold(line("count", "rule", "error", "warning", "info", "fixable"))];
  for (const r of rows) {
    const fixable = [r.safe > 0 ? `${r.safe} with --fix` : "", r.unsafe > 0 ? `${r.unsafe} with --fix=all` : ""].filter(Boolean).join(", ");
    out.push(line(String(r.total), r.rule, num(r.severity.error), num(r.severity.warning), num(r.severity.info), fixable));
  }
  const files = [...perFile].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  out.push("", colors.bold(`Top files (${Math.min(TOP_FILES, files.length)} of ${files.length}):`));
  for (const [file, n] of files.slice(0, TOP_FILES)) out.push(`${String(n).padStart(7)}  ${safe(file)}`);
  out.push("");
  return out;
}

/** The whole report at once (library callers, tests). */
export const stylish = collected(stylishStream);
