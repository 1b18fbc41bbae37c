// Scoped suppressions from mcp-audit.config.json: accept one reviewed finding without turning its rule
// off everywhere. Per rule, a list of entries, each naming where (a gitignore-style path from the
// config's folder, optionally a line or a server) and why (required), and optionally until when:
//
//   "ignore": {
//     "inline-secret": [{ "path": "examples/demo/.mcp.json", "server": "demo", "reason": "a revoked demo token", "until": "2026-12-31" }],
//     "unpinned-package": [{ "path": "tools/.mcp.json:12", "reason": "the internal mirror serves one build" }]
//   }
//
// `path` may carry the line or server itself (`file:12`, `file#server`). An expired entry no longer
// suppresses (its findings come back, saying so); an entry that suppressed nothing is reported at the
// end of the run, like ESLint's unused disable directives.
import path from "node:path";
import { IgnoreMatcher } from "./ignore-patterns.js";
import type { Finding } from "./types.js";

export interface SuppressionEntry {
  ruleId: string;
  /** gitignore-style, from the config's folder. */
  path: string;
  line?: number;
  server?: string;
  reason: string;
  /** `YYYY-MM-DD`: suppresses through that day. */
  until?: string;
  /** Where the entry is written: `ignore["inline-secret"][0]`, for messages. */
  where: string;
}

/** One entry as the config writes it (before the `path:line` / `path#server` forms are split). */
export interface WrittenSuppression {
  path: string;
  line?: number;
  server?: string;
  reason: string;
  until?: string;
}

export const SUPPRESSION_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "array",
    items: {
      type: "object",
      required: ["path", "reason"],
      additionalProperties: false,
      properties: {
        path: { type: "string", minLength: 1 },
        line: { type: "integer", minimum: 1 },
        server: { type: "string", minLength: 1 },
        reason: { type: "string", minLength: 1, pattern: "\\S" },
        until: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      },
    },
  },
} as const;

/** `file:12` and `file#server` split off the path (a path with neither is a glob as written). */
export function parseSuppression(ruleId: string, index: number, written: WrittenSuppression): SuppressionEntry {
  let p = written.path;
  let line = written.line;
  let server = written.server;
  const hash = p.lastIndexOf("#");
  if (hash > 0 && server === undefined) {
    server = p.slice(hash + 1);
    p = p.slice(0, hash);
  }
  const colon = /:(\d+)$/.exec(p);
  if (colon && line === undefined) {
    line = Number(colon[1]);
    p = p.slice(0, colon.index);
  }
  return {
    ruleId,
    path: p.replace(/^\.\//, ""),
    ...(line !== undefined ? { line } : {}),
    ...(server !== undefined && server !== "" ? { server } : {}),
    reason: written.reason.trim(),
    ...(written.until !== undefined ? { until: written.until } : {}),
    where: `ignore["${ruleId}"][${index}]`,
  };
}

/** Whether a `YYYY-MM-DD` is a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** What the run learned about one entry. */
interface Usage {
  /** Findings it suppressed. */
  used: number;
  /** Audited files its path matched. */
  matchedFile: boolean;
}

/**
 * The config's suppressions for one run: `apply` per file drops what they cover, `unused` at the end
 * names the entries that covered nothing.
 */
export class Suppressions {
  private readonly usage: Usage[];
  private readonly matchers: IgnoreMatcher[];
  private readonly today: string;

  constructor(
    readonly entries: readonly SuppressionEntry[],
    /** The config's folder: entry paths are relative to it. */
    private readonly baseDir: string,
    /** The config file as shown, for messages. */
    private readonly source: string,
    now: Date = new Date(),
  ) {
    this.usage = entries.map(() => ({ used: 0, matchedFile: false }));
    this.matchers = entries.map((e) => IgnoreMatcher.parse([e.path]));
    this.today = now.toISOString().slice(0, 10);
  }

  get empty(): boolean {
    return this.entries.length === 0;
  }

  /**
   * The findings of one file (`absolute`) that no live entry covers. `serverOf` names the server a
   * finding is about (MCP configs; undefined elsewhere). An expired entry's findings are kept, their
   * message saying the suppression ran out.
   */
  apply(absolute: string, findings: Finding[], serverOf: (f: Finding) => string | undefined = () => undefined): Finding[] {
    if (this.entries.length === 0) return findings;
    const rel = path.relative(this.baseDir, absolute).split(path.sep).join("/");
    if (rel === "" || rel.startsWith("../") || path.isAbsolute(rel)) return findings;
    const here: number[] = [];
    this.entries.forEach((_, i) => {
      if (this.pathMatches(i, rel)) {
        here.push(i);
        this.usage[i]!.matchedFile = true;
      }
    });
    if (here.length === 0) return findings;
    const kept: Finding[] = [];
    for (const f of findings) {
      const i = f.fatal ? undefined : here.find((k) => this.covers(this.entries[k]!, f, serverOf));
      if (i === undefined) {
        kept.push(f);
        continue;
      }
      const entry = this.entries[i]!;
      if (entry.until !== undefined && entry.until < this.today) {
        kept.push({ ...f, message: `${f.message} (its suppression in ${this.source}, ${entry.where}, expired on ${entry.until}: review it again, then renew or remove it)` });
        this.usage[i]!.used++;
        continue;
      }
      this.usage[i]!.used++;
    }
    return kept;
  }

  /**
   * Entries that suppressed nothing: those whose file was audited, and, when the whole project was
   * audited, those that matched no file at all. Entries of rules that are off are not judged.
   */
  unused(options: { wholeProject: boolean; rulesOff: ReadonlySet<string> }): string[] {
    const out: string[] = [];
    this.entries.forEach((e, i) => {
      const u = this.usage[i]!;
      if (u.used > 0 || options.rulesOff.has(e.ruleId)) return;
      if (!u.matchedFile && !options.wholeProject) return;
      const what = [e.path, e.line !== undefined ? `line ${e.line}` : "", e.server !== undefined ? `server "${e.server}"` : ""].filter(Boolean).join(", ");
      out.push(`${this.source}: ${e.where} (${what}) suppresses nothing${u.matchedFile ? "" : ": no audited file matches its path"}; remove it`);
    });
    return out;
  }

  private pathMatches(i: number, rel: string): boolean {
    const matcher = this.matchers[i]!;
    const parts = rel.split("/");
    // A pattern naming a folder covers what lies under it.
    for (let k = 1; k < parts.length; k++) if (matcher.test(parts.slice(0, k).join("/"), true) === true) return true;
    return matcher.test(rel, false) === true;
  }

  private covers(entry: SuppressionEntry, f: Finding, serverOf: (f: Finding) => string | undefined): boolean {
    if (entry.ruleId !== f.ruleId) return false;
    if (entry.line !== undefined && f.range.start.line !== entry.line) return false;
    if (entry.server !== undefined && serverOf(f) !== entry.server) return false;
    return true;
  }
}
