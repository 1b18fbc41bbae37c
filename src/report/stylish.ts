// Human output, grouped by file like ESLint's stylish: line:col, severity, message, rule id, then a
// summary. Written file by file as the audit goes (what a file's fixes were, then its findings);
// only counts are kept for the summary.
import pc from "picocolors";
import { SEVERITY_RANK, type Finding, type Severity } from "../core/types.js";
import { safeText } from "./sanitize.js";
import { collected, type StreamContext, type StreamingReporter } from "./types.js";

export function stylishStream(ctx: StreamContext): StreamingReporter {
  const colors = pc.createColors(ctx.color);
  const secrets = ctx.secrets;
  const severityLabel = (s: Severity) => (s === "error" ? colors.red("error") : s === "warning" ? colors.yellow("warning") : colors.blue("info"));
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let fixableSafe = 0;
  let fixableUnsafe = 0;
  // Safe pins --fix makes after a registry lookup, and the distinct lookups they need.
  let fixableAfterLookup = 0;
  const lookups = new Set<string>();
  let configs = 0;
  const text = (lines: string[]) => lines.map((l) => `${l}\n`).join("");

  return {
    file(file) {
      const out: string[] = [];
      if (file.kind === "mcp-config") configs++;
      if (file.fixed.length > 0) {
        out.push(colors.underline(safeText(file.displayPath, secrets)) + colors.green(`  fixed ${file.fixed.length} problem${file.fixed.length === 1 ? "" : "s"}`));
        for (const f of file.fixed) {
          out.push(`  ${colors.green("fixed")}  line ${f.line}: ${safeText(f.description, secrets)}  ${colors.dim(`${f.ruleId}${f.safety === "unsafe" ? ", unsafe" : ""}`)}`);
        }
        out.push("");
      }
      for (const f of file.findings) {
        counts[f.severity]++;
        if (f.fix?.safety === "safe") fixableSafe++;
        else if (f.fix?.safety === "unsafe") fixableUnsafe++;
        else if (f.fixAfterLookup) {
          fixableAfterLookup++;
          lookups.add(f.fixAfterLookup.lookup);
        }
      }
      const shown = file.findings.filter((f) => !ctx.quiet || SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn]);
      if (shown.length > 0) {
        out.push(colors.underline(safeText(file.displayPath, secrets)));
        const rows = shown.map((f): [string, Finding] => [`${f.range.start.line}:${f.range.start.column}`, f]);
        const posWidth = Math.max(...rows.map(([p]) => p.length));
        for (const [pos, f] of rows) {
          const sev = f.severity.padEnd(7);
          out.push(`  ${colors.dim(pos.padEnd(posWidth))}  ${severityLabel(f.severity)}${sev.slice(f.severity.length)}  ${safeText(f.message, secrets)}  ${colors.dim(f.ruleId)}`);
        }
        out.push("");
      }
      return text(out);
    },

    end(result) {
      const out: string[] = [];
      for (const w of result.warnings) out.push(`${colors.yellow("warning")}  ${safeText(w, secrets)}`);
      for (const p of result.problems) out.push(`${colors.red("error")}  ${safeText(p.displayPath, secrets)}: ${safeText(p.reason, secrets)}`);
      if (result.problems.length + result.warnings.length > 0) out.push("");
      const scope = () => {
        const parts = [];
        if (configs > 0 || result.skills === 0) parts.push(`${configs} config${configs === 1 ? "" : "s"}`);
        if (result.skills > 0) parts.push(`${result.skills} skill${result.skills === 1 ? "" : "s"}`);
        return parts.join(" and ");
      };
      const total = counts.error + counts.warning + counts.info;
      if (total === 0 && result.problems.length === 0) {
        if (!ctx.quiet) out.push(colors.green(`✔ no problems in ${scope()}`));
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
      return text(out);
    },
  };
}

/** The whole report at once (library callers, tests). */
export const stylish = collected(stylishStream);
