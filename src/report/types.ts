import type { AuditResult, FileReport } from "../audit/run.js";
import type { Severity } from "../core/types.js";

export interface ReportContext {
  result: AuditResult;
  failOn: Severity;
  quiet: boolean;
  color: boolean;
  /** Whether fixes were applied in this run (and at which level). */
  fixMode: "safe" | "unsafe" | undefined;
  toolVersion: string;
  /** SARIF: the run's category (`--sarif-category`; default "mcp-audit"). */
  sarifCategory?: string;
  /** Stylish: show the source line under each finding, in this many columns (undefined: no frames). */
  codeFrame?: number;
  /** Stylish: counts per rule and severity and the top files instead of every finding (`--statistics`). */
  statistics?: boolean;
  /** Stylish: say how to start the audit lock when the project has none (not for user-level configs). */
  lockHint?: boolean;
}

/** A reporter over a whole result (SARIF, GitHub annotations): needs every finding at once. */
export type Reporter = (context: ReportContext) => string;

/** What a streaming reporter knows before the run: everything of ReportContext but the result. */
export interface StreamContext extends Omit<ReportContext, "result"> {
  /** The run's secrets so far (`AuditResult.secrets`, filled as files are linted): scrubbed from every line. */
  secrets: ReadonlySet<string>;
  /** JSON: the output guard's `markTokenFree`, told of each piece proven to hold no token just before it is returned. */
  markTokenFree?: (text: string) => void;
}

/**
 * A reporter that writes as the audit goes (stylish, JSON): `file` returns the text for one file's
 * report, `end` the rest once the run is over, in pieces to write one after the other (JSON's list
 * of files is long on a large tree: never one string). It keeps only what its summary needs.
 */
export interface StreamingReporter {
  file(report: FileReport): string;
  end(result: AuditResult): Iterable<string>;
}

export type StreamingReporterFactory = (context: StreamContext) => StreamingReporter;

/** A whole-result reporter from a streaming one: the same text, all at once. */
export function collected(factory: StreamingReporterFactory): Reporter {
  return (ctx) => {
    const { result, ...rest } = ctx;
    const reporter = factory({ ...rest, secrets: result.secrets });
    let out = "";
    for (const file of result.files) out += reporter.file(file);
    for (const piece of reporter.end(result)) out += piece;
    return out;
  };
}
