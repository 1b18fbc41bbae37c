// `--baseline <file>`: accept today's findings and report only new ones. The file records each
// finding by its fingerprint (rule + repository path + JSON pointer + subject: it survives line
// moves and unrelated edits), with the rule, file and redacted message so a reviewer can read it.
// It is stable and diff-friendly: sorted, no line numbers, no timestamps, never a secret.
import fs from "node:fs";
import path from "node:path";
import type { AuditResult, FileReport } from "../audit/run.js";
import { describeFsError } from "../core/fs-errors.js";
import type { Finding } from "../core/types.js";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { writeFileSafely, WriteError } from "../core/write.js";
import { strictJsonSyntaxError } from "../core/json.js";
import { safeText } from "./sanitize.js";

export const BASELINE_VERSION = 1;
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

export interface BaselineEntry {
  fingerprint: string;
  ruleId: string;
  /** For humans: the path as shown when the baseline was written. Matching uses the fingerprint only. */
  file: string;
  /** For humans: the finding's message, redacted. */
  message: string;
}

export interface Baseline {
  version: typeof BASELINE_VERSION;
  tool: "mcp-audit";
  about: string;
  findings: BaselineEntry[];
}

export interface BaselineOutcome {
  /** The audit result without the findings the baseline accepts. */
  result: AuditResult;
  /** How many findings the baseline suppressed. */
  suppressed: number;
  /** Baseline entries that matched no finding (fixed since): `--update-baseline` drops them. */
  unmatched: number;
}

/** A baseline that cannot be read, parsed or written; `message` is one line for the user. */
export class BaselineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BaselineError";
  }
}

const ABOUT = "Findings accepted as known. `mcp-audit --baseline <this file>` reports only findings not listed here; `--update-baseline` rewrites it.";

/**
 * Fatal findings (a file that could not be parsed, so was not audited) are never recorded: a
 * baseline must not hide that a file is no longer checked. Paths that could not be read are not
 * findings and are not recorded either.
 */
function recordable(f: Finding): boolean {
  return !f.fatal;
}

/** The baseline document for a result (pure; `writeBaseline` writes it). */
export function createBaseline(result: AuditResult): Baseline {
  const s = (text: string) => safeText(text, result.secrets);
  const findings = result.files
    .flatMap((file) => file.findings.filter(recordable))
    .map((f) => ({ fingerprint: f.fingerprint, ruleId: f.ruleId, file: s(f.file), message: s(f.message) }))
    .sort((a, b) => cmp(a.file, b.file) || cmp(a.ruleId, b.ruleId) || cmp(a.fingerprint, b.fingerprint) || cmp(a.message, b.message));
  return { version: BASELINE_VERSION, tool: "mcp-audit", about: ABOUT, findings };
}

export function serializeBaseline(baseline: Baseline): string {
  return `${JSON.stringify(baseline, null, 2)}\n`;
}

/**
 * Record the result's findings in `file` (replacing it atomically). `root` is the project: a baseline
 * that is a symlink leading out of it (committed by the repository) is refused. Returns the baseline
 * written, so the run filters with it without reading the file back.
 */
export function writeBaseline(file: string, result: AuditResult, root: string = path.dirname(file)): Baseline {
  const baseline = createBaseline(result);
  storeBaseline(file, baseline, root);
  return baseline;
}

/** Replace `file` with `baseline` atomically; a refused or failed write is a `BaselineError`. */
function storeBaseline(file: string, baseline: Baseline, root: string): void {
  try {
    writeFileSafely(file, serializeBaseline(baseline), { root });
  } catch (error) {
    if (error instanceof WriteError) throw new BaselineError(`cannot write baseline ${file}: ${error.reason}`);
    throw error;
  }
}

/**
 * Read and check a baseline file; every way it can be wrong is a `BaselineError`. With `root` (the
 * project), a baseline that is a symlink leading out of it is refused unread: its text would reach
 * error messages (a committed link to ~/.aws/credentials must not be quoted into a CI log).
 */
export function readBaseline(file: string, root?: string): Baseline {
  let text: string;
  try {
    if (root !== undefined && leadsOutside(file, root)) throw new BaselineError(`baseline ${file} is a symbolic link leading outside the project: not read`);
    // A FIFO or a link to /dev/zero is refused without blocking; a size cap, not a read to the end.
    text = readRegularFile(file, { maxBytes: MAX_BASELINE_BYTES, followSymlink: true }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof BaselineError) throw error;
    if (error instanceof FileReadError && error.code === "ENOENT") throw new BaselineError(`baseline ${file} does not exist: create it with --update-baseline`);
    throw new BaselineError(`cannot read baseline ${file}: ${error instanceof FileReadError ? error.reason : describeFsError(error)}`);
  }
  return parseBaseline(text, file);
}

export function parseBaseline(text: string, file: string): Baseline {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new BaselineError(`baseline ${file} is not valid JSON (${strictJsonSyntaxError(text.replace(/^\uFEFF/, ""))}): fix it or rewrite it with --update-baseline`);
  }
  const bad = (what: string) => new BaselineError(`baseline ${file} is not an mcp-audit baseline: ${what}; rewrite it with --update-baseline`);
  if (!isObject(doc)) throw bad("expected a JSON object");
  if (typeof doc.version === "number" && doc.version > BASELINE_VERSION) {
    throw new BaselineError(`baseline ${file} has version ${doc.version}, newer than this mcp-audit reads (${BASELINE_VERSION}): upgrade mcp-audit`);
  }
  if (doc.version !== BASELINE_VERSION) throw bad(`"version" must be ${BASELINE_VERSION}`);
  if (!Array.isArray(doc.findings)) throw bad(`"findings" must be an array`);
  doc.findings.forEach((entry: unknown, i: number) => {
    if (!isObject(entry) || typeof entry.fingerprint !== "string" || entry.fingerprint === "") throw bad(`findings[${i}] has no "fingerprint" string`);
    for (const key of ["ruleId", "file", "message"] as const) {
      if (entry[key] !== undefined && typeof entry[key] !== "string") throw bad(`findings[${i}].${key} must be a string`);
    }
  });
  return doc as unknown as Baseline;
}

/**
 * Drop the findings the baseline accepts. Matching is by fingerprint and by count: a baseline that
 * recorded one finding with a fingerprint suppresses one, so a second, identical new finding is
 * still reported. Fatal findings and unreadable paths are always kept.
 */
export function filterByBaseline(baseline: Baseline, result: AuditResult): BaselineOutcome {
  const filter = baselineFilter(baseline);
  const files = result.files.map((file) => filter.apply(file));
  return { result: { ...result, files }, suppressed: filter.suppressed(), unmatched: filter.unmatched() };
}

/** The same filtering one file's report at a time, for a run that streams its reports. */
export function baselineFilter(baseline: Baseline): { apply(file: FileReport): FileReport; suppressed(): number; unmatched(): number } {
  const remaining = new Map<string, number>();
  for (const entry of baseline.findings) remaining.set(entry.fingerprint, (remaining.get(entry.fingerprint) ?? 0) + 1);
  let suppressed = 0;
  return {
    apply(file) {
      return {
        ...file,
        findings: file.findings.filter((f) => {
          const left = remaining.get(f.fingerprint) ?? 0;
          if (!recordable(f) || left === 0) return true;
          remaining.set(f.fingerprint, left - 1);
          suppressed++;
          return false;
        }),
      };
    },
    suppressed: () => suppressed,
    unmatched: () => [...remaining.values()].reduce((a, b) => a + b, 0),
  };
}

/** Whether `file` exists and its real path differs from its path and lies outside `root`. */
function leadsOutside(file: string, root: string): boolean {
  let real: string;
  let realRoot: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return false; // missing: reported by the read
  }
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    realRoot = root;
  }
  const rel = path.relative(realRoot, real);
  return real !== path.resolve(file) && (rel.startsWith("..") || path.isAbsolute(rel));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `--prune-baseline`: drop the entries no current finding matches (fixed since), keep the others as
 * they are, add nothing (new findings stay reported). Returns the baseline as it now stands and how
 * many entries were dropped.
 */
export function pruneBaseline(file: string, result: AuditResult, root: string = path.dirname(file)): { baseline: Baseline; pruned: number } {
  const read = readBaseline(file, root);
  const current = new Map<string, number>();
  for (const f of result.files.flatMap((r) => r.findings.filter(recordable))) current.set(f.fingerprint, (current.get(f.fingerprint) ?? 0) + 1);
  const findings = read.findings.filter((entry) => {
    const left = current.get(entry.fingerprint) ?? 0;
    if (left === 0) return false;
    current.set(entry.fingerprint, left - 1);
    return true;
  });
  const pruned = read.findings.length - findings.length;
  if (pruned === 0) return { baseline: read, pruned };
  const baseline = { ...read, findings };
  storeBaseline(file, baseline, root);
  return { baseline, pruned };
}
