// The source line under a finding (stylish, on a terminal wide enough), with carets under its range:
//
//       7 │       "Authorization": "Bearer tk_l… (22 chars)"
//         │                        ^^^^^^^^^^^^^^^^^^^^^^^^^
//
// The line is the scanned file's own text, so it is what a hostile repository controls: it is shown only
// in its safe form. The whole line is made safe first (the run's secrets, every token of a known format,
// any value a credential-named key holds or that looks random: redacted; control, bidi and invisible
// characters: escaped), and only that is printed; the raw text is used to place the carets, never shown.
// A line too long to show whole (minified JSON) gets no frame rather than a cut that could split a secret.
import { detectSecret, looksLikeCredential } from "../secrets/detect.js";
import { redact, scrub } from "../secrets/redact.js";
import type { SourceFile } from "../core/source.js";
import type { Range } from "../core/types.js";
import { safeText } from "./sanitize.js";

/** Longer lines get no frame (a frame is for reading; cutting one could split a secret in two). */
const MAX_FRAME_LINE = 1000;

/** `"key": "value"` and `key=value` / `key: value` on a line: values a credential-named key holds. */
const KEY_VALUE = /"((?:[^"\\\n]|\\.){1,200})"\s*:\s*"((?:[^"\\\n]|\\.){1,4000})"|\b([A-Za-z_][\w.-]{0,100})\s*[=:]\s*['"]?([^\s'",;]{1,4000})/g;
/** Words that could be a credential by their look alone (long, mixed, random). */
const WORD = /[A-Za-z0-9+/=_.~-]{12,}/g;

/** A line with every value that may be a secret replaced by its redaction: a second net under the run's own list. */
function redactLikelySecrets(line: string): string {
  const spans: { start: number; end: number }[] = [];
  const add = (start: number, end: number) => {
    if (end > start && !spans.some((s) => start < s.end && s.start < end)) spans.push({ start, end });
  };
  KEY_VALUE.lastIndex = 0;
  for (let m = KEY_VALUE.exec(line); m !== null; m = KEY_VALUE.exec(line)) {
    const key = m[1] ?? m[3]!;
    const value = m[2] ?? m[4]!;
    const found = detectSecret(key, value);
    if (!found) continue;
    const at = m.index + m[0].lastIndexOf(value);
    add(at + found.start, at + found.end);
  }
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m !== null; m = WORD.exec(line)) {
    if (looksLikeCredential(m[0], "credential")) add(m.index, m.index + m[0].length);
  }
  if (spans.length === 0) return line;
  spans.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += line.slice(at, s.start) + redact(line.slice(s.start, s.end));
    at = s.end;
  }
  return out + line.slice(at);
}

/** The columns a string takes on a terminal: East Asian wide and fullwidth characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** One line of `source` (1-based), without its line ending; undefined past the end. */
function lineText(source: SourceFile, line: number): string | undefined {
  const start = source.lineStarts[line - 1];
  if (start === undefined) return undefined;
  const next = source.lineStarts[line];
  return source.text.slice(start, next ?? source.text.length).replace(/\r?\n$/, "");
}

/**
 * The frame's two lines (without the indent the reporter adds), or undefined when there is no line to
 * show or it would not fit in `width` columns. `gutter` is the width of the line-number column.
 */
export function codeFrame(source: SourceFile, range: Range, secrets: ReadonlySet<string>, width: number, gutter: number): string[] | undefined {
  const raw = lineText(source, range.start.line);
  if (raw === undefined || raw.trim() === "" || raw.length > MAX_FRAME_LINE) return undefined;
  // A tab is one column of the range: shown as one space, the carets stay under what they mark.
  const plain = raw.replace(/\t/g, " ");
  // The run's own secrets first: the second net cuts values at quotes, and could split a secret's
  // written form (`mon''key77`) before the run's list sees it whole.
  const safe = (text: string) => safeText(redactLikelySecrets(secrets.size > 0 ? scrub(text, secrets) : text), secrets);
  // The line's indentation is not shown (config lines are deep): the carets move left with it.
  const indent = /^ */.exec(plain)![0].length;
  const shown = safe(plain).slice(indent);
  const startCol = range.start.column - 1;
  const endCol = range.end.line === range.start.line ? Math.max(range.end.column - 1, startCol + 1) : plain.length;
  // The carets go where the safe prefix of the raw line ends, when the safe line starts with it (a
  // redaction across the range's edge moves the edge to the redaction's end).
  const before = safe(plain.slice(0, Math.max(startCol, indent))).slice(indent);
  const upTo = safe(plain.slice(0, Math.max(Math.min(endCol, plain.length), indent))).slice(indent);
  const caretStart = shown.startsWith(before) ? displayWidth(before) : 0;
  const caretEnd = shown.startsWith(upTo) ? displayWidth(upTo) : displayWidth(shown);
  const number = String(range.start.line).padStart(gutter);
  const room = width - gutter - 3;
  const lineWidth = displayWidth(shown);
  if (room < 20) return undefined;
  let text = shown;
  let offset = 0;
  if (lineWidth > room) {
    // Too wide: a window of the safe line around the range's start, marked with "…" where it was cut.
    const from = Math.max(0, Math.min(caretStart - Math.floor(room / 3), lineWidth - room + 1));
    text = sliceColumns(shown, from, from + room - 2);
    text = (from > 0 ? "…" : "") + text + (from + room - 2 < lineWidth ? "…" : "");
    offset = from - (from > 0 ? 1 : 0);
  }
  const visibleStart = Math.max(0, caretStart - offset);
  const visibleEnd = Math.min(displayWidth(text), Math.max(visibleStart + 1, caretEnd - offset));
  const carets = " ".repeat(visibleStart) + "^".repeat(Math.max(1, visibleEnd - visibleStart));
  return [`${number} │ ${text.trimEnd()}`, `${" ".repeat(gutter)} │ ${carets}`];
}

/** The characters of `text` between two display columns. */
function sliceColumns(text: string, from: number, to: number): string {
  let out = "";
  let col = 0;
  for (const ch of text) {
    const w = isWide(ch.codePointAt(0)!) ? 2 : 1;
    if (col >= from && col + w <= to) out += ch;
    col += w;
    if (col >= to) break;
  }
  return out;
}
