// Human output, grouped by file like ESLint's stylish: line:col, severity, message, rule id, then a summary.
import pc from "picocolors";
import { SEVERITY_RANK, type Finding, type Severity } from "../core/types.js";
import { safeText } from "./sanitize.js";
import type { ReportContext } from "./types.js";

export function stylish(ctx: ReportContext): string {
  const colors = pc.createColors(ctx.color);
  const secrets = ctx.result.secrets;
  const out: string[] = [];
  const severityLabel = (s: Severity) => (s === "error" ? colors.red("error") : s === "warning" ? colors.yellow("warning") : colors.blue("info"));
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let fixableSafe = 0;
  let fixableUnsafe = 0;

  for (const file of ctx.result.files) {
    if (file.fixed.length > 0) {
      out.push(colors.underline(safeText(file.displayPath, secrets)) + colors.green(`  fixed ${file.fixed.length} problem${file.fixed.length === 1 ? "" : "s"}`));
      for (const f of file.fixed) {
        out.push(`  ${colors.green("fixed")}  line ${f.line}: ${safeText(f.description, secrets)}  ${colors.dim(`${f.ruleId}${f.safety === "unsafe" ? ", unsafe" : ""}`)}`);
      }
      out.push("");
    }
  }

  for (const file of ctx.result.files) {
    const shown = file.findings.filter((f) => !ctx.quiet || SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn]);
    for (const f of file.findings) {
      counts[f.severity]++;
      if (f.fix?.safety === "safe") fixableSafe++;
      else if (f.fix?.safety === "unsafe") fixableUnsafe++;
    }
    if (shown.length === 0) continue;
    out.push(colors.underline(safeText(file.displayPath, secrets)));
    const rows = shown.map((f) => [`${f.range.start.line}:${f.range.start.column}`, f]);
    const posWidth = Math.max(...rows.map(([p]) => (p as string).length));
    for (const [pos, f] of rows as [string, Finding][]) {
      const sev = f.severity.padEnd(7);
      out.push(`  ${colors.dim(pos.padEnd(posWidth))}  ${severityLabel(f.severity)}${sev.slice(f.severity.length)}  ${safeText(f.message, secrets)}  ${colors.dim(f.ruleId)}`);
    }
    out.push("");
  }

  for (const w of ctx.result.warnings) out.push(`${colors.yellow("warning")}  ${safeText(w, secrets)}`);
  for (const p of ctx.result.problems) {
    out.push(`${colors.red("error")}  ${safeText(p.displayPath, secrets)}: ${safeText(p.reason, secrets)}`);
  }
  if (ctx.result.problems.length + ctx.result.warnings.length > 0) out.push("");

  const total = counts.error + counts.warning + counts.info;
  if (total === 0 && ctx.result.problems.length === 0) {
    if (!ctx.quiet) out.push(colors.green(`✔ no problems in ${scope(ctx)}`));
  } else if (total > 0) {
    const mark = counts.error > 0 ? colors.red("✖") : colors.yellow("⚠");
    out.push(
      `${mark} ${total} problem${total === 1 ? "" : "s"} (${counts.error} error${counts.error === 1 ? "" : "s"}, ${counts.warning} warning${counts.warning === 1 ? "" : "s"}, ${counts.info} info) in ${scope(ctx)}`,
    );
    const hints: string[] = [];
    if (fixableSafe > 0) hints.push(`${fixableSafe} fixable with --fix`);
    if (fixableUnsafe > 0) hints.push(`${fixableUnsafe} more with --fix=all (unsafe: review the change)`);
    if (hints.length > 0) out.push(`  ${hints.join(", ")}`);
  }
  return out.length > 0 ? `${out.join("\n")}\n` : "";
}

/** "2 configs and 3 skills": what the run covered. */
function scope(ctx: ReportContext): string {
  const configs = ctx.result.files.filter((f) => f.kind === "mcp-config").length;
  const skills = ctx.result.skills;
  const parts = [];
  if (configs > 0 || skills === 0) parts.push(`${configs} config${configs === 1 ? "" : "s"}`);
  if (skills > 0) parts.push(`${skills} skill${skills === 1 ? "" : "s"}`);
  return parts.join(" and ");
}
