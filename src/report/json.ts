// Machine output. The shape is versioned (`schemaVersion`) and documented in docs/json-format.md.
// Written as the audit goes: the findings array grows file by file, and only the small per-file
// entries (`files`, `fixed`) and the counts wait for the end. The text is what
// `JSON.stringify(document, null, 2)` would print for the same document.
import type { FileReport } from "../audit/run.js";
import type { Finding } from "../core/types.js";
import { alphabetSpellsNoLiteral } from "../secrets/scan-text.js";
import { holdsNoTokenLiteral, safeTextProven, type ProvenText } from "./sanitize.js";
import { collected, type StreamContext, type StreamingReporter } from "./types.js";

export const JSON_SCHEMA_VERSION = 1;

/**
 * `value` as `JSON.stringify(value, null, 2)` prints it `depth` levels down (its first line not
 * indented), for the plain objects, arrays and scalars a report holds. Hand-rolled because it runs
 * once per finding: stringify-then-reindent costs a second pass over every entry.
 */
export function nested(value: unknown, depth: number): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const inner = "\n" + "  ".repeat(depth + 1);
  const parts: string[] = [];
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    for (const item of value) parts.push(item === undefined || typeof item === "function" ? "null" : nested(item, depth + 1));
    return `[${inner}${parts.join(`,${inner}`)}\n${"  ".repeat(depth)}]`;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === "function") continue;
    parts.push(`${JSON.stringify(key)}: ${nested(item, depth + 1)}`);
  }
  if (parts.length === 0) return "{}";
  return `{${inner}${parts.join(`,${inner}`)}\n${"  ".repeat(depth)}}`;
}

/** A fingerprint as printed: lower-case hex between quotes. */
const LOWER_HEX = /^"[0-9a-f]*"$/;

/** Texts the reporter remembers having made safe (see `s` in jsonStream), each at most SHOWN_CACHE_CHARS long: at most ~4 MB. */
const SHOWN_CACHE_ENTRIES = 4096;
const SHOWN_CACHE_CHARS = 1024;

/** The `files` list's entries are written this many at a time: a chunk of the document, not all of it at once. */
const FILE_ENTRIES_PER_CHUNK = 512;

export function jsonStream(ctx: StreamContext): StreamingReporter {
  // Whether every value of the piece being built is proven token-free (safeTextProven, or
  // holdsNoTokenLiteral for what is printed as it is): then the output guard is told so
  // (ctx.markTokenFree) and scans that piece for tokens no more. Of the pieces built at the end only
  // the chunks of whole `files` entries are marked.
  let tokenFree = true;
  // Texts made safe, while the run's secret set has not grown (see lastGroup): findings repeat their
  // pointers and many of their messages. Bounded: it starts over past SHOWN_CACHE_ENTRIES.
  const shownCache = new Map<string, ProvenText>();
  let shownCacheSecrets = -1;
  const s = (text: string) => {
    if (shownCacheSecrets !== ctx.secrets.size) {
      shownCache.clear();
      shownCacheSecrets = ctx.secrets.size;
    }
    let shown = shownCache.get(text);
    if (shown === undefined) {
      shown = safeTextProven(text, ctx.secrets);
      if (text.length <= SHOWN_CACHE_CHARS) {
        if (shownCache.size >= SHOWN_CACHE_ENTRIES) shownCache.clear();
        shownCache.set(text, shown);
      }
    }
    if (!shown.tokenFree) tokenFree = false;
    return shown.text;
  };
  // The files of one skill share its group key: the last one made safe is kept, and used again while
  // the run's secret set has not grown (it only grows, so an unchanged size is an unchanged set).
  let lastGroup: { key: string; secrets: number; shown: string; tokenFree: boolean } | undefined;
  const group = (key: string) => {
    if (lastGroup?.key !== key || lastGroup.secrets !== ctx.secrets.size) {
      const shown = safeTextProven(key, ctx.secrets);
      lastGroup = { key, secrets: ctx.secrets.size, shown: shown.text, tokenFree: shown.tokenFree };
    }
    if (!lastGroup.tokenFree) tokenFree = false;
    return lastGroup.shown;
  };
  // Values the reporter prints as they are (rule ids, severities, kinds, host ids, fingerprints), as
  // printed: proven by holdsNoTokenLiteral, a pure function of the text; the few that repeat are remembered.
  const printedProven = new Map<string, boolean>();
  const isProvenPrinted = (text: string, repeats: boolean) => {
    let proven = printedProven.get(text);
    if (proven === undefined) {
      proven = holdsNoTokenLiteral(text);
      if (repeats && printedProven.size < 1024) printedProven.set(text, proven);
    }
    return proven;
  };
  const printed = (text: string, repeats: boolean) => {
    if (!isProvenPrinted(text, repeats)) tokenFree = false;
    return text;
  };
  // Fingerprints are lower-case hex: such a text, quoted, holds no token when no literal can be spelled
  // with those characters (asked of the formats once a report); any other is scanned.
  let hexSpellsNoLiteral: boolean | undefined;
  const fingerprint = (text: string) => {
    hexSpellsNoLiteral ??= alphabetSpellsNoLiteral('"0123456789abcdef');
    return hexSpellsNoLiteral && LOWER_HEX.test(text) ? text : printed(text, false);
  };
  const unproven = () => {
    tokenFree = false;
  };
  const counts = { error: 0, warning: 0, info: 0 };
  let files = 0;
  let findings = 0;
  let started = false;
  // What the `files` list needs, four slots a file (its shown path, kind, host id, findings): a file
  // with findings costs its path and 16 bytes until the end, not its printed entry.
  const fileSlots: (string | number | null)[] = [];
  // The slots (their index) of files whose entry is not proven token-free (see `tokenFree`): few.
  const unprovenSlots = new Set<number>();
  // Entries of the `fixed` list, already printed (--fix only: a few).
  const fixedEntries: string[] = [];

  const head = () => {
    if (started) return "";
    started = true;
    return `{\n  "schemaVersion": ${JSON_SCHEMA_VERSION},\n  "tool": ${nested({ name: "mcp-audit", version: ctx.toolVersion }, 1)},\n  "findings": [`;
  };

  return {
    file(file: FileReport) {
      tokenFree = true;
      let out = head();
      // The head is constant text but for the tool's version.
      if (out !== "") printed(out, false);
      files++;
      const host = file.host?.id ?? null;
      // A file's findings name the file: its path is made safe once.
      const path = safeTextProven(file.displayPath, ctx.secrets);
      const shownPath = path.text;
      const filePath = (p: string) => {
        if (p !== file.displayPath) return s(p);
        if (!path.tokenFree) unproven();
        return shownPath;
      };
      const shown: Shown = { s, group, printed, fingerprint, unproven, path: filePath };
      for (const f of file.findings) {
        counts[f.severity]++;
        out += `${findings++ === 0 ? "" : ","}\n    ${findingEntry(f, file.kind, host, shown)}`;
      }
      if (!path.tokenFree || !isProvenPrinted(JSON.stringify(file.kind), true) || !isProvenPrinted(JSON.stringify(host), true)) unprovenSlots.add(fileSlots.length);
      fileSlots.push(shownPath, file.kind, host, file.findings.length);
      for (const x of file.fixed) fixedEntries.push(nested({ file: shownPath, ruleId: x.ruleId, safety: x.safety, description: s(x.description), line: x.line }, 2));
      if (tokenFree && out !== "") ctx.markTokenFree?.(out);
      return out;
    },

    *end(result) {
      const list = (entries: string[]) => (entries.length === 0 ? "[]" : `[\n    ${entries.join(",\n    ")}\n  ]`);
      const rest = {
        warnings: result.warnings.map(s),
        problems: result.problems.map((p) => ({ file: s(p.displayPath), message: s(p.reason) })),
        summary: { files, skills: result.skills, errors: counts.error, warnings: counts.warning, infos: counts.info, problems: result.problems.length },
      };
      let chunk = head() + (findings === 0 ? "]" : "\n  ]") + ',\n  "files": ';
      if (fileSlots.length === 0) chunk += "[]";
      // A chunk of whole `files` entries, each proven (its path by safeTextProven when its file was
      // reported, its kind and host as printed), is marked token-free; the chunk that begins the list
      // holds the end of the findings too, and is not.
      let proven = false;
      for (let i = 0; i < fileSlots.length; i += 4) {
        const entry = fileEntry(fileSlots[i]!, fileSlots[i + 1]!, fileSlots[i + 2]!, fileSlots[i + 3]!);
        chunk += `${i === 0 ? "[" : ","}\n    ${entry}`;
        if (unprovenSlots.has(i)) proven = false;
        if ((i / 4) % FILE_ENTRIES_PER_CHUNK === FILE_ENTRIES_PER_CHUNK - 1) {
          if (proven) ctx.markTokenFree?.(chunk);
          yield chunk;
          chunk = "";
          proven = true;
        }
      }
      if (fileSlots.length > 0) chunk += "\n  ]";
      fileSlots.length = 0;
      unprovenSlots.clear();
      yield [
        chunk,
        `,\n  "fixed": ${list(fixedEntries)}`,
        `,\n  "warnings": ${nested(rest.warnings, 1)}`,
        `,\n  "problems": ${nested(rest.problems, 1)}`,
        `,\n  "summary": ${nested(rest.summary, 1)}`,
        "\n}\n",
      ].join("");
    },
  };
}

/**
 * One entry of the `files` list, as `nested(entry, 2)` prints it, without building the entry object
 * (the list has an entry per reported file: 23,265 on the benchmark tree, and the generic nested()
 * in this loop was a 200 ms TurboFan compile of a loop that runs once).
 */
function fileEntry(file: string | number | null, kind: string | number | null, host: string | number | null, findings: string | number | null): string {
  if (typeof file !== "string" || typeof kind !== "string" || (host !== null && typeof host !== "string") || typeof findings !== "number") return nested({ file, kind, host, findings }, 2);
  return `{${IN}"file": ${JSON.stringify(file)},${IN}"kind": ${JSON.stringify(kind)},${IN}"host": ${JSON.stringify(host)},${IN}"findings": ${findings}\n    }`;
}

// One finding's entry, as `nested(entry, 2)` prints it, without building the entry object first
// (it runs once per finding). A value of an unexpected type takes the general path.
const IN = "\n      ";
/**
 * How an entry's values are made safe: `s` for any text, `path` and `group` for values that repeat
 * (see jsonStream); `printed` proves a JSON value written as it is (or the piece is not proven), and
 * `unproven` says the piece is not.
 */
interface Shown {
  s: (text: string) => string;
  path: (path: string) => string;
  group: (key: string) => string;
  printed: (json: string, repeats: boolean) => string;
  fingerprint: (json: string) => string;
  unproven: () => void;
}
// Each value on its own line after a constant key: how safeTextProven's proof reads the piece.
function findingEntry(f: Finding, kind: string, host: string | null, { s, path, group: groupKey, printed, fingerprint, unproven }: Shown): string {
  const message = s(f.message);
  const file = path(f.file);
  const pointer = s(f.pointer);
  const confidence = f.confidence ?? "high";
  const group = f.group ? groupKey(f.group.key) : undefined;
  const { start, end } = f.range;
  if (typeof f.ruleId !== "string" || typeof f.severity !== "string" || typeof f.fingerprint !== "string" || typeof confidence !== "string" || ![start.line, start.column, end.line, end.column].every(Number.isSafeInteger) || (f.fatal !== undefined && f.fatal !== true)) {
    const entry = {
      ruleId: f.ruleId, severity: f.severity, message, file, kind, host, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, pointer, fingerprint: f.fingerprint, confidence,
      ...(group !== undefined ? { group } : {}),
      ...(f.fix ? { fix: { safety: f.fix.safety, description: s(f.fix.description) } } : {}),
      ...(f.fatal ? { fatal: true } : {}),
    };
    // Not the layout the proof reads: the guard scans this piece in full.
    unproven();
    return nested(entry, 2);
  }
  const q = JSON.stringify;
  // Printed as they are: proven as printed (the few that repeat are remembered).
  const p = (value: string | null) => printed(q(value), true);
  let out = `{${IN}"ruleId": ${p(f.ruleId)},${IN}"severity": ${p(f.severity)},${IN}"message": ${q(message)},${IN}"file": ${q(file)},${IN}"kind": ${p(kind)},${IN}"host": ${p(host)},`;
  out += `${IN}"line": ${start.line},${IN}"column": ${start.column},${IN}"endLine": ${end.line},${IN}"endColumn": ${end.column},`;
  out += `${IN}"pointer": ${q(pointer)},${IN}"fingerprint": ${fingerprint(q(f.fingerprint))},${IN}"confidence": ${p(confidence)}`;
  if (group !== undefined) out += `,${IN}"group": ${q(group)}`;
  if (f.fix) {
    if (typeof f.fix.safety === "string") p(f.fix.safety);
    else unproven();
    out += `,${IN}"fix": ${nested({ safety: f.fix.safety, description: s(f.fix.description) }, 3)}`;
  }
  if (f.fatal) out += `,${IN}"fatal": true`;
  return `${out}\n    }`;
}

/** The whole report at once (library callers, tests). */
export const json = collected(jsonStream);
