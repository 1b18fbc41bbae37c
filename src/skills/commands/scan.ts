// The skill command scanner's entry point: given a file's text and what the file is (from
// src/skills/file-kind.ts), every risky command and secret in it, each with its category and a
// confidence that its place lowers (a warning in Markdown, a test fixture). Cheap before dear: a
// Markdown file parses only its code blocks and the inline spans that start like a command, code
// in other languages only the strings that start like one, and text patterns run only on lines
// that hold one of their keywords.
import type { FileClass } from "../file-kind.js";
import { scanShell, type ShellScan } from "./analyze.js";
import { commandStrings, lexCode, packageScripts, shellView, type CommandCandidate } from "./code.js";
import { commandLines, fenceLanguage, inlineSpans, isShellTag, markdownFences, MarkdownRoles, promptCommands, readsAsCommand, type Fence } from "./markdown.js";
import { findTextSecrets } from "./secrets.js";
import { lineStartNear, mayHoldCommand, mayHoldShellCommand, mayRunCommands } from "./keywords.js";
import type { ShellDialect } from "./shell.js";
import { scanText, type PatternScope, type TextPattern } from "./text-patterns.js";
import type { Confidence, Hit } from "./types.js";

/** Paths of test fixtures and test code: what they hold shows what to catch, not what to run. */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec|specs|fixtures?|testdata|test-data|__fixtures__|evals?)\/|(?:^|\/)(?:test_[\w-]+\.py|[\w-]+_test\.(?:py|go|sh|rb)|[\w.-]+\.(?:test|spec)\.[cm]?[jt]sx?)$/;

export interface ScanOptions {
  /** Path inside the skill (or plugin), forward slashes: test fixtures lower confidence. */
  path: string;
  /** How the file's commands are run, when not by its kind (a plugin hook's command). */
  form?: "hook";
}

/** Every risky command and secret in a file, sorted by offset; at most one per category and line. */
export function scanFile(text: string, kind: FileClass, options: ScanOptions): Hit[] {
  const hits: Hit[] = [];
  if (kind.kind === "code") scanCode(text, kind, hits);
  else if (kind.kind === "markdown") scanMarkdown(text, hits);
  for (const s of findTextSecrets(text)) hits.push(secretHit(s));
  if (TEST_PATH.test(options.path)) for (const h of hits) lower(h, "in a test fixture");
  return finishHits(text, hits);
}

/** Hits of one text as reported: each secret also as written, at most one per category and line. */
export function finishHits(text: string, hits: Hit[]): Hit[] {
  return dedupe(text, withWrittenSecrets(text, hits));
}

/**
 * A secret a command check found is the value the shell or the language gives the program
 * (`-p'Wq7v'\$K…` runs with Wq7v$K…): the text it is written as is a secret too, or the output
 * guard, which scrubs what it is given, would print a code frame of the line with it whole.
 */
function withWrittenSecrets(text: string, hits: Hit[]): Hit[] {
  for (const h of hits) {
    if (h.secrets === undefined) continue;
    const written = text.slice(h.offset, h.offset + h.length);
    const add = written.includes("\n") ? writtenLines(written) : [written];
    h.secrets = [...new Set([...h.secrets, ...add])];
  }
  return hits;
}

/**
 * A written form that spans lines (`ssh db mysql … \` then `-p'…'` on the next): a code frame shows
 * one line at a time, so each line's part is a secret too (6 characters or more: shorter parts are
 * words the scrubber would blank everywhere, and hold no password whole with its option).
 */
function writtenLines(written: string): string[] {
  return written.split("\n").map((l) => l.replace(/\r$/, "").trim()).filter((l) => l.length >= 6);
}

/** Shell text from a place that runs it (a plugin hook's command, a package.json script): its commands, text patterns and secrets. */
export function scanCommandText(text: string, start: number, end: number, hits: Hit[]): void {
  shellAndText(text, "sh", start, end, hits, "shell");
  for (const s of findTextSecrets(text, start, end)) hits.push(secretHit(s));
}

function secretHit(s: ReturnType<typeof findTextSecrets>[number]): Hit {
  return { id: "hardcoded-secret", category: "hardcoded-secret", confidence: s.byFormat ? "high" : "medium", description: "holds a literal secret", label: s.label, offset: s.offset, length: s.length, secrets: [s.secret] };
}

function lower(h: Hit, why: string): void {
  if (h.confidence === "high") {
    h.confidence = "medium";
    h.lowered = why;
  }
}

function scanCode(text: string, kind: FileClass, hits: Hit[]): void {
  switch (kind.language) {
    case "shell":
      shellAndText(text, "sh", 0, text.length, hits, "shell");
      return;
    case "powershell":
      shellAndText(text, "pwsh", 0, text.length, hits, "powershell");
      return;
    case "batch": {
      const view = text.replace(/^[ \t]*@?(?:rem(?:[ \t][^\n]*)?|::[^\n]*)$/gim, (line) => " ".repeat(line.length));
      shellAndText(view, "cmd", 0, view.length, hits, "batch");
      return;
    }
    case "dockerfile":
    case "makefile":
    case "justfile": {
      const { view, lists } = shellView(text, kind.language);
      shellAndText(view, "sh", 0, view.length, hits, kind.language);
      for (const c of lists) candidate(c, hits, "high");
      return;
    }
    case "package-json":
      for (const c of packageScripts(text)) candidate(c, hits, "high");
      return;
    case "python":
    case "javascript":
    case "ruby":
    case "perl":
    case "php":
      codeFile(text, kind.language, 0, text.length, hits);
      return;
    default:
      return; // code of a language we do not read (awk, expect): skill-unaudited-file names it
  }
}

/** Shell commands of text[start, end) and the text patterns over what is live (not comments, not echoed). */
function shellAndText(text: string, dialect: ShellDialect, start: number, end: number, hits: Hit[], language: NonNullable<FileClass["language"]> | "markdown"): ShellScan | undefined {
  // Cheap before dear: no program a check looks at and no keyword, even with the quotes out, nothing to parse.
  if (!mayHoldShellCommand(text, dialect, start, end)) return undefined;
  const scan = scanShell(text, dialect, start, end);
  hits.push(...scan.hits);
  for (const t of scanText(text, start, end, "code", language, liveAccept(scan.live))) hits.push(textHit(t));
  return scan;
}

function candidate(c: CommandCandidate, hits: Hit[], confidence: Confidence): void {
  const scan = scanShell(c.text, "sh", c.start, c.end, c.place);
  for (const h of scan.hits) {
    if (confidence === "medium") lower(h, "in a string nothing on its line runs");
    hits.push(h);
  }
  if (c.place) {
    for (const t of scanText(c.text, c.start, c.end, "code", "shell")) hits.push({ ...textHit(t), offset: c.place[0], length: c.place[1] - c.place[0] });
  } else {
    for (const t of scanText(c.text, c.start, c.end, "code", "shell", liveAccept(scan.live))) hits.push(textHit(t));
  }
}

function codeFile(text: string, language: "python" | "javascript" | "ruby" | "perl" | "php", start: number, end: number, hits: Hit[]): void {
  // Text patterns need one of their keywords; command strings need a call that runs them too, and
  // what the strings hand to a shell is read with its quotes out (`run('c"ur"l … | sh')`) and its
  // escapes resolved (`\x63` and octal are gate words; a `\u` that makes a letter is looked for here).
  if (!mayHoldCommand(text, start, end) && !(mayRunCommands(text, start, end) && (mayHoldShellCommand(text, "sh", start, end) || escapesLetter(text, start, end)))) return;
  const region = start === 0 && end === text.length ? text : text.slice(start, end);
  const lexed = lexCode(region, language);
  const comments = lexed.comments.map(([s, e]) => [s + start, e + start] as [number, number]);
  for (const t of scanText(text, start, end, "code", language, (o) => !inRanges(comments, o))) hits.push(textHit(t));
  for (const c of commandStrings(region, lexed)) {
    const shifted: CommandCandidate = c.place
      ? { ...c, place: [c.place[0] + start, c.place[1] + start] }
      : { ...c, text, start: c.start + start, end: c.end + start };
    candidate(shifted, hits, c.executed ? "high" : "medium");
  }
}

function textHit(t: ReturnType<typeof scanText>[number]): Hit {
  const p = t.pattern;
  return { id: p.id, category: p.category, confidence: p.confidence, description: p.description, label: t.label, offset: t.offset, length: t.length };
}

// ---- Markdown -----------------------------------------------------------------------------------

function scanMarkdown(text: string, hits: Hit[]): void {
  const fences = markdownFences(text);
  let roles: MarkdownRoles | undefined;
  const role = () => (roles ??= new MarkdownRoles(text, fences));
  const place = (from: number, kind: "fence" | "inline" | "prose", fence?: Fence) => {
    const found: Hit[] = [];
    return {
      found,
      done() {
        for (const h of found) {
          const why = role().warningAt(h.offset, kind, fence);
          if (why) lower(h, why);
          hits.push(h);
        }
      },
    };
  };
  for (const fence of fences) {
    const content = text.slice(fence.start, fence.end);
    const language = fenceLanguage(fence.info, content);
    const out = place(fence.start, "fence", fence);
    switch (language) {
      case "shell":
        shellAndText(text, "sh", fence.start, fence.end, out.found, "markdown");
        break;
      case "console":
        for (const [s, e] of promptCommands(text, fence.start, fence.end)) shellAndText(text, "sh", s, e, out.found, "markdown");
        // A shell block with a `$ ` line: its other lines that read as commands run too (one among a
        // prompt's output lines may be output: medium).
        if (isShellTag(fence.info)) {
          for (const line of commandLines(text, fence.start, fence.end)) {
            const before = out.found.length;
            shellAndText(text, "sh", line.start, line.end, out.found, "markdown");
            if (line.output) for (const h of out.found.slice(before)) lower(h, "in a line that may be a command's output");
          }
        }
        break;
      case "pwsh":
        shellAndText(text, "pwsh", fence.start, fence.end, out.found, "powershell");
        break;
      case "cmd":
        shellAndText(text, "cmd", fence.start, fence.end, out.found, "batch");
        break;
      case "python":
      case "javascript":
      case "ruby":
      case "perl":
      case "php":
        codeFile(text, language, fence.start, fence.end, out.found);
        break;
      case "dockerfile":
      case "makefile":
      case "justfile": {
        const { view, lists } = shellView(content, language);
        const shifted = " ".repeat(fence.start) + view;
        shellAndText(shifted, "sh", fence.start, shifted.length, out.found, language);
        for (const c of lists) candidate({ ...c, place: [c.place![0] + fence.start, c.place![1] + fence.start] }, out.found, "high");
        break;
      }
      default:
        for (const t of scanText(text, fence.start, fence.end, "prose", "markdown")) out.found.push(textHit(t));
    }
    out.done();
  }
  // Inline spans that start like a command. In a table cell a command is described, not prescribed.
  const inline = place(0, "inline");
  for (const span of inlineSpans(text, fences)) {
    // A span that starts like a command, or that joins commands (`true && curl … | sh`, `(curl …)`).
    if (!readsAsCommand(text.slice(span.start, Math.min(span.end, span.start + 120))) && !joinsCommands(text, span.start, span.end)) continue;
    const before = inline.found.length;
    shellAndText(text, "sh", span.start, span.end, inline.found, "markdown");
    if (/^\s{0,3}\|/.test(text.slice(span.lineStart, span.lineStart + 8))) for (const h of inline.found.slice(before)) lower(h, "in a table cell");
  }
  inline.done();
  // Prose: only what is a risk wherever it is written (the agents' bypass switches).
  const prose = place(0, "prose");
  const inFence = mergeRanges(fences.map((f) => [f.open, f.end] as [number, number]));
  for (const t of scanText(text, 0, text.length, "prose" as PatternScope, "markdown", (o) => !inRanges(inFence, o))) {
    const h = textHit(t);
    // A switch written as one (`--yolo`) or a setting (`"defaultMode": "bypassPermissions"`) is an instruction; the bare name in a sentence is a mention.
    const written = text.slice(t.offset, t.offset + t.length);
    const lineStart = lineStartNear(text, t.offset);
    if (!written.startsWith("--") && !/[:=]\s{0,4}["']?$/.test(text.slice(Math.max(lineStart, t.offset - 40), t.offset))) lower(h, "named in a sentence");
    else if (/^\s{0,3}\|/.test(text.slice(lineStart, lineStart + 8))) lower(h, "in a table cell");
    prose.found.push(h);
  }
  prose.done();
}

// ---- helpers ------------------------------------------------------------------------------------

/** A `\u` escape of a printable ASCII character (`\u0063`, `\u{75}`, `\U00000063`): code has no other reason to write one. */
const LETTER_ESCAPE = /\\(?:u00[2-7][0-9a-fA-F]|u\{0{0,4}[2-7][0-9a-fA-F]\}|U0000[2-7][0-9a-fA-F])/;

function escapesLetter(text: string, start: number, end: number): boolean {
  return LETTER_ESCAPE.test(start === 0 && end === text.length ? text : text.slice(start, end));
}

/** An inline span that joins commands (`|`, `;`, `&&`, `$(`, or a `(` subshell first) some check may look at: `` `f(x)` `` does not. */
function joinsCommands(text: string, start: number, end: number): boolean {
  return /[|;]|&&|\$\(|^\s{0,8}\(/.test(text.slice(start, Math.min(end, start + 2000))) && mayHoldShellCommand(text, "sh", start, end);
}

/** Accept a text hit inside a live command whose program the pattern does not exempt (innermost command wins). */
function liveAccept(live: readonly [number, number, string][]): (offset: number, pattern: TextPattern) => boolean {
  // Sorted and merged when a text pattern first matches: most regions have no match to accept.
  let sorted: [number, number, string][] = [];
  let merged: [number, number][] | undefined;
  return (offset, pattern) => {
    if (!merged) {
      sorted = live.slice().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
      merged = mergeRanges(sorted.map(([s, e]) => [s, e] as [number, number]));
    }
    if (!inRanges(merged, offset)) return false;
    if (!pattern.exceptPrograms) return true;
    // The innermost command holding the offset: the last one starting at or before it that still covers it.
    let program: string | undefined;
    for (let lo = 0, hi = sorted.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]![0] <= offset) lo = mid + 1;
      else hi = mid - 1;
      if (lo > hi) {
        for (let k = hi; k >= 0 && k > hi - 64; k--) {
          const [s, e, name] = sorted[k]!;
          if (s <= offset && offset < e) {
            program = name;
            break;
          }
        }
      }
    }
    return program === undefined || !pattern.exceptPrograms.includes(program);
  };
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = ranges.slice().sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

function inRanges(ranges: readonly [number, number][], offset: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [s, e] = ranges[mid]!;
    if (offset < s) hi = mid - 1;
    else if (offset >= e) lo = mid + 1;
    else return true;
  }
  return false;
}

/** One hit per category and line (the first, preferring high confidence), sorted by offset. */
function dedupe(text: string, hits: Hit[]): Hit[] {
  if (hits.length <= 1) return hits;
  hits.sort((a, b) => a.offset - b.offset || (a.confidence === b.confidence ? 0 : a.confidence === "high" ? -1 : 1));
  const lineStarts: number[] = [];
  const lineOf = (offset: number) => {
    // Lines are counted lazily, only up to the hits.
    let line = 0;
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (lineStarts[mid]! <= offset) {
        line = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return line;
  };
  for (let i = 0, at = 0; at !== -1 && at <= hits[hits.length - 1]!.offset; ) {
    lineStarts.push(at);
    const nl = text.indexOf("\n", at);
    at = nl === -1 ? -1 : nl + 1;
    i++;
  }
  const kept = new Map<string, Hit>();
  for (const h of hits) {
    const key = `${lineOf(h.offset)}:${h.category}`;
    const prev = kept.get(key);
    if (!prev) kept.set(key, h);
    else {
      const [keep, drop] = prev.confidence === "medium" && h.confidence === "high" ? [h, prev] : [prev, h];
      kept.set(key, keep);
      // The finding left out still names secrets the output must scrub: the one kept carries them.
      if (drop.secrets) keep.secrets = [...new Set([...(keep.secrets ?? []), ...drop.secrets])];
    }
  }
  return [...kept.values()].sort((a, b) => a.offset - b.offset);
}
