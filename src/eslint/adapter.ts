// Turns a core rule into an ESLint rule: same id, message and range, no second implementation.
// Every adapter of a file shares one engine run (all core rules at once), cached on ESLint's
// SourceCode object, so N ESLint rules cost one run per file and per fix pass.
import type { Finding, Fix } from "../core/types.js";
import { atRelease } from "../core/docs.js";
import { escapeUnsafe } from "../report/sanitize.js";
import { redactTokensInText } from "../secrets/scan-text.js";
import type { RuleMeta } from "../rules/types.js";

/** The part of ESLint's rule context the adapter uses (ESLint 9 and 10, any language). */
export interface EslintRuleContext {
  /** The file's name as ESLint knows it (absolute for files on disk; `<text>` or a virtual name otherwise). */
  filename: string;
  cwd?: string;
  sourceCode: EslintSourceCode;
  options: readonly unknown[];
  report(descriptor: EslintReportDescriptor): void;
}

export interface EslintSourceCode {
  ast: unknown;
  /** The text ESLint parsed (BOM excluded, as our offsets are); absent for binary languages. */
  text?: string;
  /** Present in ESLint 9.x's text-based SourceCode implementations; answers in the language's own line/column base. */
  getLocFromIndex?(index: number): EslintPosition;
}

export interface EslintPosition {
  line: number;
  column: number;
}

export interface EslintTextEdit {
  range: [number, number];
  text: string;
}

export interface EslintFixer {
  replaceTextRange(range: [number, number], text: string): EslintTextEdit;
}

export interface EslintReportDescriptor {
  loc: { start: EslintPosition; end: EslintPosition };
  message: string;
  fix?: (fixer: EslintFixer) => EslintTextEdit[];
  suggest?: { desc: string; fix: (fixer: EslintFixer) => EslintTextEdit[] }[];
}

/** The parts of ESLint's Language interface (ESLint 9 and 10) the plugin's own languages use. */
export interface EslintLanguageContext {
  languageOptions?: Record<string, unknown>;
}

export interface EslintSourceCodeLike {
  text?: string;
}

export interface EslintFile {
  body: string | Uint8Array;
  path: string;
}

export type EslintParseResult = { ok: true; ast: unknown } | { ok: false; errors: { message: string; line: number; column: number }[] };

export interface EslintLanguage {
  fileType: "text";
  lineStart: 0 | 1;
  columnStart: 0 | 1;
  nodeTypeKey: string;
  visitorKeys?: Record<string, string[]>;
  defaultLanguageOptions?: Record<string, unknown>;
  validateLanguageOptions(options: Record<string, unknown>): void;
  parse(file: EslintFile, context?: EslintLanguageContext): EslintParseResult;
  createSourceCode(file: EslintFile, parsed: EslintParseResult & { ok: true }, context?: EslintLanguageContext): EslintSourceCodeLike;
  matchesSelectorClass?(className: string, node: unknown, ancestry: unknown[]): boolean;
}

/**
 * The root node of the languages an owned file may end up in: mcp-audit's own and @eslint/json's
 * (`Document`), eslint-plugin-jsonc's and JavaScript's (`Program`), @eslint/markdown's (`root`). A
 * later config may give the file another language; the rules read only the text, so they run in any.
 */
const ROOT_NODES = ["Document", "Program", "root"] as const;

export interface EslintRule {
  meta: {
    type: "problem";
    docs: { description: string; recommended: boolean; url: string };
    /** Checked by ESLint 10 against the config's `language` ("*": any; ESLint 9 ignores it). */
    languages: string[];
    fixable?: "code";
    hasSuggestions?: boolean;
    schema: object[];
  };
  create(context: EslintRuleContext): Record<string, () => void>;
}

/** When a rule is configured with options, only it runs, with them (its findings may differ). */
export interface RuleOnly {
  ruleId: string;
  options: Record<string, unknown>;
}

/** A kind of document the core lints (MCP configs, SKILL.md) and how to lint it. */
export interface DocumentKind {
  id: string;
  /** The findings of every rule of this kind (or of `only`); undefined when the file is not of this kind. */
  lint(file: { filename: string; cwd: string | undefined; text: string }, only?: RuleOnly): Finding[] | undefined;
}

// One entry per SourceCode object: ESLint builds one per file and fix pass, and its text never
// changes, so the object stands for the text; inside, keyed by kind, file name and options.
const runs = new WeakMap<object, Map<string, Finding[] | undefined>>();

function findingsFor(kind: DocumentKind, context: EslintRuleContext, text: string, only: RuleOnly | undefined): Finding[] | undefined {
  const { sourceCode } = context;
  let cached = runs.get(sourceCode);
  if (!cached) {
    cached = new Map();
    runs.set(sourceCode, cached);
  }
  const key = [kind.id, context.filename, only ? `${only.ruleId}\0${JSON.stringify(only.options)}` : "*"].join("\0");
  if (!cached.has(key)) cached.set(key, kind.lint({ filename: context.filename, cwd: context.cwd, text }, only));
  return cached.get(key);
}

/** The ESLint rule for one core rule; `version` makes its docs link the page of this release. */
export function createEslintRule(meta: RuleMeta, kind: DocumentKind, version: string): EslintRule {
  const fixes = meta.fix !== "none";
  return {
    meta: {
      type: "problem",
      docs: { description: meta.description, recommended: true, url: atRelease(meta.docs, version) },
      languages: ["*"],
      // A rule that can fix may offer safe fixes and unsafe suggestions: declare both.
      ...(fixes ? { fixable: "code" as const, hasSuggestions: true } : {}),
      // The core rule's own options (e.g. unpinned-package `allow`), passed through as they are.
      schema: [{ type: "object" }],
    },
    create(context) {
      let done = false;
      const lint = () => {
        if (done) return;
        done = true;
        const { text } = context.sourceCode;
        if (typeof text !== "string") return;
        const options = context.options[0];
        const only = options && typeof options === "object" && Object.keys(options).length > 0 ? { ruleId: meta.id, options: options as Record<string, unknown> } : undefined;
        for (const finding of findingsFor(kind, context, text, only) ?? []) {
          if (finding.ruleId === meta.id) context.report(toReport(finding, context.sourceCode, fixes));
        }
      };
      return Object.fromEntries(ROOT_NODES.map((node) => [node, lint]));
    },
  };
}

function toReport(finding: Finding, sourceCode: EslintSourceCode, fixes: boolean): EslintReportDescriptor {
  const { start, end } = finding.range;
  // ESLint prints messages raw, in every formatter: a token-shaped string (a URL's host lower-cased in a
  // message) is redacted and unprintable code points escaped here, as the CLI's output guard does.
  const descriptor: EslintReportDescriptor = { loc: { start: locAt(sourceCode, start), end: locAt(sourceCode, end) }, message: escapeUnsafe(redactTokensInText(finding.message)) };
  const fix = fixes && finding.fix && applicable(finding.fix) ? finding.fix : undefined;
  if (fix) {
    const apply = (fixer: EslintFixer) => fix.edits.map((e) => fixer.replaceTextRange([e.offset, e.offset + e.length], e.content));
    // Safe fixes change nothing that runs: `--fix` and fix-on-save may apply them. Unsafe ones wait for a click.
    if (fix.safety === "safe") descriptor.fix = apply;
    else descriptor.suggest = [{ desc: fix.description, fix: apply }];
  }
  return descriptor;
}

/**
 * ESLint reads a report's columns in the language's own base (1 for @eslint/json and
 * @eslint/markdown, 0 for JavaScript): ask the SourceCode when it can tell, else keep ours (1-based).
 */
function locAt(sourceCode: EslintSourceCode, position: Finding["range"]["start"]): EslintPosition {
  if (typeof sourceCode.getLocFromIndex === "function") return sourceCode.getLocFromIndex(position.offset);
  return { line: position.line, column: position.column };
}

/** ESLint throws on a fix whose edits overlap; the engine skips such a fix, and so do we. */
function applicable(fix: Fix): boolean {
  if (fix.edits.length === 0) return false;
  const sorted = [...fix.edits].sort((a, b) => a.offset - b.offset);
  return sorted.every((e, i) => i === 0 || e.offset >= sorted[i - 1]!.offset + sorted[i - 1]!.length);
}
