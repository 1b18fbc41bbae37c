import type { AuditResult } from "../audit/run.js";
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
}

export type Reporter = (context: ReportContext) => string;
