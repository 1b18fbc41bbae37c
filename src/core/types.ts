// The contracts every part of mcp-audit shares: positions, findings, fixes. The rule contract is in src/rules/types.ts.

export type Severity = "error" | "warning" | "info";

export const SEVERITY_RANK: Record<Severity, number> = { info: 1, warning: 2, error: 3 };

/** 1-based line and column (UTF-16 code units, as editors count), plus the 0-based offset. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** One text edit against the file's text (BOM excluded). */
export interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/** A rule's severity and options as the project configuration and the command line set them. */
export interface RuleSetting {
  severity: Severity | "off";
  options: Record<string, unknown>;
}

export type FixSafety = "safe" | "unsafe";

export interface Fix {
  safety: FixSafety;
  /** What the fix does, shown by `--fix` and as the ESLint suggestion text. */
  description: string;
  edits: TextEdit[];
}

export interface Finding {
  ruleId: string;
  severity: Severity;
  /** Already redacted: never contains a detected secret in full. */
  message: string;
  /** Path as shown to the user (relative to the working directory when inside it). */
  file: string;
  range: Range;
  /** JSON pointer (`/mcpServers/tickets/headers/Authorization`) or front-matter key. */
  pointer: string;
  /** Stable across unrelated edits: rule + file + pointer + hash of the subject. */
  fingerprint: string;
  fix?: Fix;
  /**
   * A safe fix `--fix` would make after one registry lookup (a pin to what a tag resolves to today), when
   * the run did not look it up: counted as fixable, with the lookups it needs. `lookup` names the query
   * (`npm:<name>@<spec>`), so findings sharing one are counted once.
   */
  fixAfterLookup?: { lookup: string };
  /** Set when the finding stopped the audit of its file (unparsable): drives exit code 2. */
  fatal?: boolean;
  /**
   * How sure the rule is that this is what it says (`--min-confidence`, SARIF `precision`). Absent:
   * the rule is exact (a schema error, a literal secret format), which counts as high.
   */
  confidence?: Confidence;
  /** Set when this finding is one of many of one cause (a skill's unreviewed files): see FindingGroup. */
  group?: FindingGroup;
}

/**
 * Findings of one cause that a person reads best as one line: the stylish output shows each group of
 * two or more as one line (`skill "x": 59 files never reviewed (57 scripts, 2 binaries): …`); machine
 * formats keep every finding (each file its own location, fingerprint and baseline entry), and every
 * count counts findings.
 */
export interface FindingGroup {
  /** Same key (and severity), same cause: `skill-unaudited-file:skills/x:unreviewed`. */
  key: string;
  /** The folder the group is about, as shown (a skill's folder): the heading of its line. */
  scope: string;
  /** The cause in one line; `{files}` stands for the count and kinds ("59 files (57 scripts, 2 binaries)"). */
  message: string;
  /** What this finding's file is, in the singular, counted in `{files}`: "script", "binary", "data file". */
  item: string;
}

export type Confidence = "high" | "medium";

export type FixSupport = "safe" | "unsafe" | "none";
