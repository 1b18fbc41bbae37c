// Where commands hide in code files: string literals handed to a shell (`os.system("…")`,
// `subprocess.run(["curl", …])`, Ruby and PHP backticks), Dockerfile RUN/CMD/ENTRYPOINT lines,
// Makefile and justfile recipes, package.json scripts. Each extractor is one linear pass; the
// text it hands on keeps the file's offsets (other lines blanked) or says where its hits belong.
import { parseTree, findNodeAtLocation } from "jsonc-parser";
import { WATCHED_PROGRAMS } from "./checks.js";
import { programName } from "./invocation.js";
import { isSpaceUnit, lineStartNear, mayRunCommands, unquotedShell } from "./keywords.js";

export interface StringLiteral {
  /** Offsets of the literal's inside (quotes excluded). */
  start: number;
  end: number;
  /**
   * The inside with escapes resolved: Python's and JavaScript's as the language does (`"\x63url"` is
   * `curl`, a raw string keeps them), Ruby's, Perl's and PHP's as they share them (see readCLikeEscape;
   * single quotes keep all but `\\` and `\'`).
   */
  value: string;
  /** Backticks in Ruby, Perl and PHP: a command by itself. */
  command: boolean;
}

export interface CodeLexed {
  comments: [number, number][];
  strings: StringLiteral[];
}

type Lang = "python" | "javascript" | "ruby" | "perl" | "php";

/** Where each language's comments, strings and (Ruby, Perl) POD blocks can start: `=` only at a line's start. */
const LEX_STOPS: Record<Lang, RegExp> = {
  python: /["'`#]/g,
  javascript: /["'`/]/g,
  php: /["'`#/]/g,
  ruby: /["'`#]|(?<![^\n])=/g,
  perl: /["'`#]|(?<![^\n])=/g,
};

/** Comments and string literals of code, in one pass (not a full grammar: regex literals read as code). */
export function lexCode(text: string, language: Lang): CodeLexed {
  const comments: [number, number][] = [];
  const strings: StringLiteral[] = [];
  const hash = language !== "javascript";
  const slashes = language === "javascript" || language === "php";
  const backtickCommand = language === "ruby" || language === "perl" || language === "php";
  const n = text.length;
  const next = LEX_STOPS[language];
  // Where the last POD block ended: the line it ended still counts as starting there (`=cut=pod`).
  let podEnd = -1;
  for (let i = 0; i < n; ) {
    // Straight to the next character that can open a comment, a string or a POD block (a regex
    // scan: native, several times the speed of a loop over every character).
    if (i !== podEnd || text.charCodeAt(i) !== 61) {
      next.lastIndex = i;
      const found = next.exec(text);
      if (!found) break;
      i = found.index;
    }
    const c = text.charCodeAt(i);
    // Ruby =begin/=end and Perl POD blocks (at the start of a line).
    if (c === 61 /* = */ && (language === "ruby" || language === "perl") && (i === 0 || i === podEnd || text.charCodeAt(i - 1) === 10)) {
      const word = /^=(begin|pod|head\d|over|item|for|encoding|cut)\b/.exec(text.slice(i, i + 12));
      if (word && word[1] !== "cut") {
        const closer = language === "ruby" ? "\n=end" : "\n=cut";
        const close = text.indexOf(closer, i);
        const stop = close === -1 ? n : close + closer.length;
        comments.push([i, stop]);
        i = podEnd = stop;
        continue;
      }
    }
    if ((c === 35 /* # */ && hash && !(language === "php" && text.charCodeAt(i + 1) === 91)) || (slashes && c === 47 && text.charCodeAt(i + 1) === 47)) {
      const nl = text.indexOf("\n", i);
      const stop = nl === -1 ? n : nl;
      comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (slashes && c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      const stop = close === -1 ? n : close + 2;
      comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 34 || c === 39 || c === 96) {
      const triple = language === "python" && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c;
      const open = triple ? 3 : 1;
      // A single-quoted or double-quoted string ends at the line in these languages (except JS templates).
      const endsAtLine = !triple && c !== 96 && language !== "ruby" && language !== "perl" && language !== "php";
      let j = i + open;
      // Pieces of the value, only once an escape is met: most strings are their slice of the text.
      let parts: string[] | undefined;
      let style: EscapeStyle | undefined;
      let runStart = j;
      for (;;) {
        if (j >= n) break;
        const d = text.charCodeAt(j);
        if (d === 92 /* \ */ && j + 1 < n) {
          (parts ??= []).push(text.slice(runStart, j));
          style ??= escapeStyle(text, i, language, c);
          const [piece, next] = readEscape(text, j, style);
          parts.push(piece);
          j = next;
          runStart = j;
          continue;
        }
        if (d === c && (!triple || (text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === c))) break;
        if (d === 10 && endsAtLine) break;
        j++;
      }
      const tail = text.slice(runStart, Math.min(j, n));
      strings.push({ start: i + open, end: Math.min(j, n), value: parts ? (parts.push(tail), parts.join("")) : tail, command: c === 96 && backtickCommand });
      i = Math.min(n, j + open);
      continue;
    }
    i++;
  }
  return { comments, strings };
}

/** How a string literal's backslashes read: by its language, its quote and its prefix (`r"…"`, `b"…"`, String.raw`…`). */
type EscapeStyle = "python" | "python-bytes" | "javascript" | "javascript-template" | "c-like" | "single" | "raw";

function escapeStyle(text: string, quoteAt: number, language: Lang, quote: number): EscapeStyle {
  if (language === "python") {
    const prefix = /(?:^|[^\w])([rRbBfFuU]{1,2})$/.exec(text.slice(Math.max(0, quoteAt - 3), quoteAt))?.[1] ?? "";
    return /r/i.test(prefix) ? "raw" : /b/i.test(prefix) ? "python-bytes" : "python";
  }
  if (language === "javascript") return quote !== 96 ? "javascript" : text.slice(Math.max(0, quoteAt - 10), quoteAt) === "String.raw" ? "raw" : "javascript-template";
  // Ruby, Perl and PHP: double quotes and backticks read escapes as C does, single quotes only `\\` and `\'`.
  return quote === 39 ? "single" : "c-like";
}

/** One letter after the backslash (JavaScript's quotes and backslash are the letter itself, as is any unknown escape). */
const PYTHON_SIMPLE: Readonly<Record<string, string>> = { "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
const JS_SIMPLE: Readonly<Record<string, string>> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
const C_LIKE_SIMPLE: Readonly<Record<string, string>> = { a: "\x07", b: "\b", e: "\x1b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

const isOctalUnit = (c: number) => c >= 48 && c <= 55;

/** The value of `count` hex digits at text[at…], or -1 when one of them is not a hex digit. */
function hexDigits(text: string, at: number, count: number): number {
  let n = 0;
  for (let k = at; k < at + count; k++) {
    const c = text.charCodeAt(k);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d === -1) return -1;
    n = n * 16 + d;
  }
  return n;
}

/**
 * The escape whose backslash is at text[j]: what it stands for and where the string goes on. Python:
 * `\ooo`, `\xhh`, `\uhhhh`, `\Uhhhhhhhh` (not `\u` in bytes), an unknown escape keeps its backslash.
 * JavaScript: `\xhh`, `\uhhhh`, `\u{h…}`, legacy octal outside templates, an unknown escape is its letter.
 * Malformed ones (a syntax error to the language) are kept as written. Each reads at most 10 characters.
 */
function readEscape(text: string, j: number, style: EscapeStyle): [string, number] {
  const e = text[j + 1]!;
  if (style === "raw") return [text.slice(j, j + 2), j + 2];
  if (style === "single") return e === "\\" || e === "'" ? [e, j + 2] : [text.slice(j, j + 2), j + 2];
  if (style === "c-like") return readCLikeEscape(text, j, e);
  // A backslash before a line break continues the string on the next line.
  if (e === "\n" || e === "\u2028" || e === "\u2029") return ["", j + 2];
  if (e === "\r") return ["", text.charCodeAt(j + 2) === 10 ? j + 3 : j + 2];
  const e0 = e.charCodeAt(0);
  if (style === "python" || style === "python-bytes") {
    if (PYTHON_SIMPLE[e] !== undefined) return [PYTHON_SIMPLE[e], j + 2];
    if (isOctalUnit(e0)) {
      let k = j + 1;
      let n = 0;
      for (; k < j + 4 && isOctalUnit(text.charCodeAt(k)); k++) n = n * 8 + text.charCodeAt(k) - 48;
      return [String.fromCharCode(n), k];
    }
    const digits = e === "x" ? 2 : style === "python" && e === "u" ? 4 : style === "python" && e === "U" ? 8 : 0;
    const n = digits > 0 ? hexDigits(text, j + 2, digits) : -1;
    if (n >= 0 && n <= 0x10ffff) return [String.fromCodePoint(n), j + 2 + digits];
    return [text.slice(j, j + 2), j + 2];
  }
  if (JS_SIMPLE[e] !== undefined) return [JS_SIMPLE[e], j + 2];
  if (e === "x") {
    const n = hexDigits(text, j + 2, 2);
    return n >= 0 ? [String.fromCharCode(n), j + 4] : [text.slice(j, j + 2), j + 2];
  }
  if (e === "u") {
    if (text.charCodeAt(j + 2) === 123 /* { */) {
      // Up to six digits (a `}` searched no further: `\u{` without one costs no more).
      const close = text.slice(j + 3, j + 10).indexOf("}") + j + 3;
      const n = close > j + 3 ? hexDigits(text, j + 3, close - j - 3) : -1;
      return n >= 0 && n <= 0x10ffff ? [String.fromCodePoint(n), close + 1] : [text.slice(j, j + 2), j + 2];
    }
    const n = hexDigits(text, j + 2, 4);
    return n >= 0 ? [String.fromCharCode(n), j + 6] : [text.slice(j, j + 2), j + 2];
  }
  if (isOctalUnit(e0)) {
    // `\0` not before a digit is NUL everywhere; other octal escapes only outside templates (legacy, sloppy mode).
    if (style === "javascript-template") return e0 === 48 && !/[0-9]/.test(text[j + 2] ?? "") ? ["\0", j + 2] : [text.slice(j, j + 2), j + 2];
    // `\0`-`\377`: up to three digits from 0-3, two from 4-7.
    const most = e0 <= 51 ? 3 : 2;
    let k = j + 1;
    let n = 0;
    for (; k < j + 1 + most && isOctalUnit(text.charCodeAt(k)); k++) n = n * 8 + text.charCodeAt(k) - 48;
    return [String.fromCharCode(n), k];
  }
  return [e, j + 2];
}

/**
 * Ruby's, Perl's and PHP's double-quoted escapes, what the three share: `\xh`/`\xhh`, `\x{h…}` (Perl),
 * `\u{h…}` (Ruby, PHP), `\uhhhh` (Ruby), octal `\o` to `\ooo`, the C letters; any other is its letter.
 */
function readCLikeEscape(text: string, j: number, e: string): [string, number] {
  if (C_LIKE_SIMPLE[e] !== undefined) return [C_LIKE_SIMPLE[e], j + 2];
  if ((e === "x" || e === "u") && text.charCodeAt(j + 2) === 123 /* { */) {
    const close = text.slice(j + 3, j + 12).indexOf("}") + j + 3;
    const n = close > j + 3 ? hexDigits(text, j + 3, close - j - 3) : -1;
    return n >= 0 && n <= 0x10ffff ? [String.fromCodePoint(n), close + 1] : [text.slice(j, j + 2), j + 2];
  }
  if (e === "x") {
    const two = hexDigits(text, j + 2, 2);
    if (two >= 0) return [String.fromCharCode(two), j + 4];
    const one = hexDigits(text, j + 2, 1);
    return one >= 0 ? [String.fromCharCode(one), j + 3] : [text.slice(j, j + 2), j + 2];
  }
  if (e === "u") {
    const n = hexDigits(text, j + 2, 4);
    return n >= 0 ? [String.fromCharCode(n), j + 6] : [text.slice(j, j + 2), j + 2];
  }
  if (isOctalUnit(e.charCodeAt(0))) {
    let k = j + 1;
    let n = 0;
    for (; k < j + 4 && isOctalUnit(text.charCodeAt(k)); k++) n = n * 8 + text.charCodeAt(k) - 48;
    return [String.fromCharCode(n & 0xff), k];
  }
  return [e, j + 2];
}

/** A call on this line hands its string to a shell or runs a program. */
const EXEC_CALL = /\b(?:os\.system|os\.popen|popen|subprocess|check_output|check_call|getoutput|getstatusoutput|run|call|Popen|exec|execSync|execFileSync|execFile|spawn|spawnSync|execa|execaSync|\$`|shell_exec|passthru|proc_open|system|Open3\.\w+|IO\.popen|Process\.Start|sh\.|Command::new)\s{0,4}[(`]/;

export interface CommandCandidate {
  /** The shell text to read and where: a slice of the file (`text` is the file), or a built string with `place`. */
  text: string;
  start: number;
  end: number;
  place?: [number, number];
  /** Whether something on its line runs it (subprocess, system, exec…): else it may only be a message. */
  executed: boolean;
}

/** String literals (and lists of them) of code that read as a command some check looks at. */
export function commandStrings(text: string, lexed: CodeLexed): CommandCandidate[] {
  const out: CommandCandidate[] = [];
  const { strings } = lexed;
  for (let k = 0; k < strings.length; k++) {
    const s = strings[k]!;
    // Commands are written in lower case ("History rewrite failed" is a message, not `history`),
    // unless a call on the line runs the string: on macOS and Windows `Curl` runs curl.
    let runs: boolean | undefined;
    const runOnLine = () => (runs ??= mayRunCommands(text, lineStartNear(text, s.start, 200), s.start));
    const c0 = s.value.charCodeAt(0);
    // A quote or `\` first (`"c"url …`) is taken out by the shell too: read when something runs it.
    if (!mayStartLowerWord(c0) && !((isUpperUnit(c0) || c0 === 34 || c0 === 39 || c0 === 92) && runOnLine())) continue;
    // The words as a shell reads them: `c"ur"l` and `cu\rl` are curl.
    const words = unquotedShell(s.value);
    const first = firstWord(words);
    if (first === undefined || (!startsLowerWord(first.charCodeAt(0)) && !(isUpperUnit(first.charCodeAt(0)) && runOnLine()))) continue;
    // Neither a watched program first nor a `|`, `;`, `&` or `$(` to find one after: not a command, list or not.
    const firstWatched = WATCHED_PROGRAMS.has(programName(first));
    if (!firstWatched && !/[|;&]|\$\(/.test(words)) continue;
    // A list of literals: ["curl", "-fsSL", url] — the items up to the closing bracket.
    let last = k;
    while (last + 1 < strings.length && /^["']?\s{0,8},\s{0,8}["']?$/.test(text.slice(strings[last]!.end, strings[last + 1]!.start).replace(/[`"']/g, ""))) last++;
    const isList = last > k && /[[(]\s{0,8}["'`]?$/.test(text.slice(Math.max(0, s.start - 12), s.start));
    const watched = firstWatched || (!isList && /[|;&]|\$\(/.test(words) && words.slice(0, 2000).split(/[\s|;&()`]+/).some((w) => WATCHED_PROGRAMS.has(programName(w))));
    if (!watched) continue;
    const before = text.slice(lineStartNear(text, s.start, 200), s.start);
    const executed = s.command || EXEC_CALL.test(before);
    // A single word in a string (`"history"`, `"env"`) is a key or a name unless something runs it.
    if (!executed && !isList && !/\s/.test(s.value.trim())) continue;
    if (isList) {
      const items = strings.slice(k, last + 1);
      const built = items.map((x) => `'${x.value.replace(/'/g, "'\\''")}'`).join(" ");
      out.push({ text: built, start: 0, end: built.length, place: [s.start, items[items.length - 1]!.end], executed });
      k = last;
      continue;
    }
    const raw = text.slice(s.start, s.end);
    if (raw === s.value) out.push({ text, start: s.start, end: s.end, executed });
    else out.push({ text: s.value, start: 0, end: s.value.length, place: [s.start, s.end], executed });
  }
  return out;
}

/** `[A-Z]` for one code unit. */
function isUpperUnit(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** `[a-z0-9._/~-]` for one code unit. */
export function startsLowerWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 47 || c === 126 || c === 45;
}

/**
 * Whether a value whose first character is `c` may start with a word in lower case (`[a-z0-9._/-]`
 * after up to 8 spaces): false only for an ASCII character that is neither that nor a space (an
 * upper-case letter, a bracket…), the cheap answer for most strings of code.
 */
function mayStartLowerWord(c: number): boolean {
  if (c !== c || c >= 128) return true; // empty (NaN) and non-ASCII: the regex decides
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 47 || c === 45;
}

/**
 * `/^\s{0,8}([\w./\\:-]{1,200})/.exec(value)?.[1]`, read a code unit at a time (no match object
 * for each of a file's strings): more than 8 spaces first, or no word character after them, is none.
 */
export function firstWord(value: string): string | undefined {
  let k = 0;
  while (k < value.length && isSpaceUnit(value.charCodeAt(k))) if (++k > 8) return undefined;
  let e = k;
  const stop = Math.min(value.length, k + 200);
  while (e < stop && isPathWordUnit(value.charCodeAt(e))) e++;
  return e > k ? value.slice(k, e) : undefined;
}

/** `[\w./\\:-]` for one code unit. */
export function isPathWordUnit(c: number): boolean {
  return (c >= 48 && c <= 58) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 47 || c === 92 || c === 45;
}

/** Which lines of a file are shell, with every other line blanked (newlines kept): offsets stay the file's. */
export function shellView(text: string, language: "dockerfile" | "makefile" | "justfile"): { view: string; lists: CommandCandidate[] } {
  const lines = text.split("\n");
  const out: string[] = [];
  const lists: CommandCandidate[] = [];
  let offset = 0;
  let keep = false; // inside a kept logical line (continuation)
  let heredoc: string | undefined;
  let inRecipe = false;
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    if (heredoc !== undefined) {
      out.push(line);
      if (line.replace(/^\t+/, "").trimEnd() === heredoc) heredoc = undefined;
      continue;
    }
    if (language === "dockerfile") {
      if (keep) {
        out.push(line);
        keep = /\\\s*$/.test(line);
        continue;
      }
      const m = /^(\s*(?:RUN|CMD|ENTRYPOINT)\s+(?:--[\w-]+=\S+\s+)*)(.*)$/i.exec(line);
      if (!m) {
        out.push(blank(line));
        keep = false;
        // Continuations of other instructions are blanked too.
        if (/\\\s*$/.test(line)) keep = false;
        continue;
      }
      const body = m[2]!;
      if (/^\[/.test(body.trim())) {
        // Exec form: ["sh", "-c", "…"] as a list of arguments.
        try {
          const items = JSON.parse(body.trim()) as unknown;
          if (Array.isArray(items) && items.every((x) => typeof x === "string")) {
            const built = (items as string[]).map((x) => `'${x.replace(/'/g, "'\\''")}'`).join(" ");
            lists.push({ text: built, start: 0, end: built.length, place: [start + m[1]!.length, start + line.length], executed: true });
          }
        } catch {
          // not JSON: read as shell
          out.push(blank(m[1]!) + body);
          continue;
        }
        out.push(blank(line));
        continue;
      }
      out.push(blank(m[1]!) + body);
      keep = /\\\s*$/.test(line);
      const h = /<<-?\s*["']?([A-Za-z_]\w*)["']?/.exec(body);
      if (h) heredoc = h[1];
      continue;
    }
    if (language === "makefile") {
      if (line.startsWith("\t") || (keep && inRecipe)) {
        inRecipe = true;
        // Recipe prefixes (@ silent, - ignore errors, + always) and make's $$ are not shell.
        const m = /^(\t[@+-]{0,3})/.exec(line);
        const prefix = m ? m[1]!.length : 0;
        out.push(blank(line.slice(0, prefix)) + line.slice(prefix).replace(/\$\$/g, " $"));
        keep = /\\\s*$/.test(line);
        continue;
      }
      inRecipe = false;
      keep = false;
      out.push(blank(line));
      continue;
    }
    // justfile: indented lines after a recipe header.
    if (/^[ \t]+\S/.test(line) && inRecipe) {
      const m = /^([ \t]+[@-]{0,2})/.exec(line);
      out.push(blank(m![1]!) + line.slice(m![1]!.length));
      continue;
    }
    inRecipe = /^@?[A-Za-z_][\w-]*(?:\s[^:=]*)?:(?!=)/.test(line);
    out.push(blank(line));
  }
  return { view: out.join("\n"), lists };
}

function blank(s: string): string {
  return s.replace(/[^\r\n]/g, " ");
}

/** package.json `scripts`: each value as shell, in place when the JSON string has no escapes. */
export function packageScripts(text: string): CommandCandidate[] {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const scripts = tree ? findNodeAtLocation(tree, ["scripts"]) : undefined;
  if (!scripts || scripts.type !== "object") return [];
  const out: CommandCandidate[] = [];
  for (const prop of scripts.children ?? []) {
    const value = prop.children?.[1];
    if (!value || value.type !== "string" || typeof value.value !== "string") continue;
    const inner = [value.offset + 1, value.offset + value.length - 1] as [number, number];
    if (text.slice(inner[0], inner[1]) === value.value) out.push({ text, start: inner[0], end: inner[1], executed: true });
    else out.push({ text: value.value, start: 0, end: value.value.length, place: inner, executed: true });
  }
  return out;
}
