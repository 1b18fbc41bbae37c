// `--format github`: GitHub Actions workflow commands, so findings show as annotations on the
// pull request's diff (`::error file=…,line=…::message`). Syntax and escaping as in
// @actions/core's command.ts; see docs.github.com "Workflow commands for GitHub Actions".
import { SEVERITY_RANK, type Severity } from "../core/types.js";
import { safeText } from "./sanitize.js";
import { collected, type StreamContext, type StreamingReporter } from "./types.js";

const COMMAND: Record<Severity, "error" | "warning" | "notice"> = { error: "error", warning: "warning", info: "notice" };

/** Escaping of a command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escaping of a property value: also `:` and `,`, which delimit the properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function command(name: string, properties: [string, string | number][], message: string): string {
  const props = properties.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${name}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}

/** Annotations as the audit goes: each file's lines once it is done; warnings, problems and the summary line at the end. */
export function githubStream(ctx: StreamContext): StreamingReporter {
  const s = (text: string) => safeText(text, ctx.secrets);
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let files = 0;
  let fixed = 0;
  return {
    file(report) {
      files++;
      fixed += report.fixed.length;
      let out = "";
      for (const f of report.findings) {
        counts[f.severity]++;
        if (ctx.quiet && SEVERITY_RANK[f.severity] < SEVERITY_RANK[ctx.failOn]) continue;
        const { start, end } = f.range;
        const properties: [string, string | number][] = [
          ["file", s(f.file)],
          ["line", start.line],
          ["col", start.column],
          ["endLine", end.line],
          ["endColumn", end.column],
          ["title", f.ruleId],
        ];
        out += `${command(COMMAND[f.severity], properties, s(f.message))}\n`;
      }
      return out;
    },
    *end(result) {
      const out: string[] = [];
      for (const w of result.warnings) out.push(command("warning", [["title", "mcp-audit"]], s(w)));
      for (const p of result.problems) out.push(command("error", [["file", s(p.displayPath)], ["title", "mcp-audit"]], s(p.reason)));
      const total = counts.error + counts.warning + counts.info;
      const parts: string[] = [];
      if (total > 0) parts.push(`${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${counts.info} info) in ${plural(files, "file")}`);
      else parts.push(`no problems in ${plural(files, "file")}`);
      if (fixed > 0) parts.push(`${fixed} fixed`);
      if (result.problems.length > 0) parts.push(`${plural(result.problems.length, "path")} could not be audited`);
      // A plain log line (not a command): it never starts with "::".
      if (!(ctx.quiet && total === 0 && result.problems.length === 0)) out.push(`mcp-audit: ${parts.join("; ")}`);
      if (out.length > 0) yield `${out.join("\n")}\n`;
    },
  };
}

export const github = collected(githubStream);

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
