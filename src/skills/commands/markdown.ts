// Commands in Markdown that an agent is told to run: fenced blocks (by their info string, or
// untagged blocks that read as shell), `$ ` prompt lines, and inline backticked commands. Also the
// role of each place — a heading, a lead-in sentence, a table header or a comment that warns
// against what follows lowers a finding's confidence (a deny-list is not an instruction).
import { WATCHED_PROGRAMS } from "./checks.js";
import { programName } from "./invocation.js";
import { lineEndNear, lineStartNear, mayHoldShellCommand, unquotedShell } from "./keywords.js";
import type { Fence } from "../markdown-fences.js";

export { markdownFences, type Fence } from "../markdown-fences.js";

export type FenceLanguage = "shell" | "console" | "pwsh" | "cmd" | "python" | "javascript" | "ruby" | "perl" | "php" | "dockerfile" | "makefile" | "justfile" | "data";

/** Info strings of shell blocks (`bash`, `sh`…), as fenceLanguage reads them. */
const SHELL_TAG = /^(?:sh|bash|shell|zsh|ksh|fish|shellscript|bash-script|sh-script)$/;

/**
 * The language word of an info string: `bash:install.sh`, `bash title="x"`, `{.bash}` and `bash,ignore`
 * all say bash (the filename, attribute and class forms of common renderers).
 */
export function infoLanguage(info: string): string {
  return info.replace(/^[{.]+/, "").split(/[\s:=,{}]/, 1)[0]!.toLowerCase();
}

/** Whether a block's info string names a shell (its `$ ` lines are prompts, its other lines commands too). */
export function isShellTag(info: string): boolean {
  return SHELL_TAG.test(infoLanguage(info));
}

/** What a fenced block holds, by its info string; "" (untagged) is decided by its lines. */
export function fenceLanguage(rawInfo: string, content: string): FenceLanguage {
  const info = infoLanguage(rawInfo);
  if (SHELL_TAG.test(info)) return /^[ \t]{0,8}\$ /m.test(content) ? "console" : "shell";
  if (/^(?:console|shell-session|shellsession|terminal|sh-session|bash-session|zsh-session)$/.test(info)) return "console";
  if (/^(?:powershell|ps1|pwsh|ps|posh)$/.test(info)) return "pwsh";
  if (/^(?:bat|batch|cmd|dos)$/.test(info)) return "cmd";
  if (/^(?:python|py|python3|ipython)$/.test(info)) return "python";
  if (/^(?:js|javascript|node|mjs|cjs|ts|typescript|jsx|tsx)$/.test(info)) return "javascript";
  if (/^(?:ruby|rb)$/.test(info)) return "ruby";
  if (/^(?:perl|pl)$/.test(info)) return "perl";
  if (info === "php") return "php";
  if (/^(?:dockerfile|docker|containerfile)$/.test(info)) return "dockerfile";
  if (/^(?:makefile|make|mk)$/.test(info)) return "makefile";
  if (/^(?:just|justfile)$/.test(info)) return "justfile";
  if (info !== "") return "data";
  // Untagged: decided by its first line that is not a comment (`# install the helper` may come first):
  // a `$ ` prompt is a transcript, a command makes it shell. Not any line: help text and configs hold
  // lines that start with a program's name (`  history    Show past runs`).
  const lines = /^[ \t]{0,8}(\S[^\n]{0,200})/gm;
  for (let m = lines.exec(content), first = true; m !== null; m = lines.exec(content), first = false) {
    const line = m[1]!;
    if (first && line.startsWith("#!")) return "shell";
    if (line.startsWith("#")) continue;
    if (/^\$ /.test(line)) return "console";
    return readsAsCommand(line) ? "shell" : "data";
  }
  return "data";
}

/** Common first words of shell lines, besides those a check looks at. */
const COMMON_COMMANDS = new Set(["cd", "ls", "git", "mkdir", "export", "echo", "cat", "cp", "mv", "make", "docker", "kubectl", "python", "python3", "node", "npm", "pnpm", "yarn", "pip", "pip3", "brew", "apt", "apt-get", "set", "source", "chmod", "curl", "wget", "sudo", "uv", "uvx", "npx", "bunx", "gh", "claude", "codex", "gemini", "bash", "sh", "zsh", "rm", "tar", "unzip", "./", "go", "cargo", "rustup", "deno", "bun", "find", "grep", "sed", "awk", "ssh", "scp", "rsync", "systemctl", "launchctl", "crontab", "env", "eval", "exec", "open", "code", "touch", "ln", "kill", "pkill", "ps", "az", "aws", "gcloud", "terraform", "helm", "poetry", "pipx", "conda", "gem", "dotnet"]);

/** Whether a line starts like a command (`curl -fsSL …`, `sudo rm …`), not like prose or data. */
export function readsAsCommand(line: string): boolean {
  if (startsWithCommand(line)) return true;
  // A program named with its letters quoted or escaped (`c"ur"l`) is the program to a shell.
  const bare = unquotedShell(line);
  return bare !== line && startsWithCommand(bare);
}

function startsWithCommand(line: string): boolean {
  // After what may come first on a command line: `sudo`, a `VAR=x` assignment, `if`/`then`/`time`/`!`, `(` or `{`.
  const m = /^\s{0,8}(?:(?:sudo|if|then|else|do|time|!|exec|command)\s{1,8}|[({]\s{0,8}|[A-Za-z_]\w{0,64}=[^\s;|&]{0,200}\s{1,8}){0,4}((?:\.{0,2}\/)?[A-Za-z][\w.+/-]{0,100})(?=\s|$)/.exec(line);
  if (!m) return false;
  const name = programName(m[1]!);
  return WATCHED_PROGRAMS.has(name) || COMMON_COMMANDS.has(name);
}

export interface InlineSpan {
  start: number;
  end: number;
  /** The line it sits in (for its role). */
  lineStart: number;
  lineEnd: number;
}

/**
 * Inline code spans outside fences, one line at a time (a span does not cross a line here). A run of
 * backticks no run of the same length closes is text (as CommonMark reads it): the spans after it on
 * the line still count.
 */
export function inlineSpans(text: string, fences: readonly Fence[]): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let f = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    // Lines without a backtick hold no span: go straight to the line of the next one.
    const tick = text.indexOf("`", lineStart);
    if (tick === -1) break;
    lineStart = text.lastIndexOf("\n", tick) + 1;
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    while (f < fences.length && fences[f]!.end < lineStart) f++;
    const fence = fences[f];
    const inFence = fence !== undefined && lineStart >= fence.open && lineStart <= fence.end;
    if (!inFence) {
      for (const [open, close, run] of codeSpans(text.slice(lineStart, lineEnd))) spans.push({ start: lineStart + open + run, end: lineStart + close, lineStart, lineEnd });
    }
    lineStart = lineEnd + 1;
  }
  return spans;
}

/**
 * The code spans of a line as [opening run, closing run, run length]: a run of n backticks opens a
 * span that the next run of exactly n backticks closes. Linear: each run is looked at once, and
 * each length's runs are consumed in order.
 */
export function codeSpans(line: string): [number, number, number][] {
  if (!line.includes("`")) return [];
  // the runs as two number arrays (offset, length): a line of a million backticks makes no objects
  const runAt: number[] = [];
  const runLength: number[] = [];
  for (let i = line.indexOf("`"); i !== -1; ) {
    let n = 1;
    while (line.charCodeAt(i + n) === 0x60) n++;
    runAt.push(i);
    runLength.push(n);
    i = line.indexOf("`", i + n);
  }
  const byLength = new Map<number, number[]>();
  for (let index = 0; index < runAt.length; index++) {
    const list = byLength.get(runLength[index]!);
    if (list) list.push(index);
    else byLength.set(runLength[index]!, [index]);
  }
  const next = new Map<number, number>();
  const spans: [number, number, number][] = [];
  for (let i = 0; i < runAt.length; ) {
    const n = runLength[i]!;
    const list = byLength.get(n)!;
    let k = next.get(n) ?? 0;
    while (k < list.length && list[k]! <= i) k++;
    next.set(n, k);
    if (k === list.length) {
      i++;
      continue;
    }
    const j = list[k]!;
    spans.push([runAt[i]!, runAt[j]!, n]);
    i = j + 1;
  }
  return spans;
}

/** A prompt at a line's start: `$ `, `% `, `PS C:\> `. */
const PROMPT = /^[ \t]{0,8}(?:\$|%|PS[^>\n]{0,80}>)[ \t]/;

/**
 * The commands of a shell block with `$ ` prompts that are commands without one, each a line and the
 * lines a trailing `\` continues it onto (as the shell joins them). The lines right after a prompt, up
 * to a blank line, are its output: only a command that joins commands (`|`, `;`, `&&`) is read there
 * (`output`: true, for a lower confidence); other commands are read when they start like a command.
 * A prompt's own continued lines are its command (promptCommands reads them), not output.
 */
export function commandLines(text: string, start: number, end: number): { start: number; end: number; output: boolean }[] {
  const out: { start: number; end: number; output: boolean }[] = [];
  let afterPrompt = false;
  for (let lineStart = start; lineStart < end; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    const cmdEnd = continuedEnd(text, lineStart, lineEnd, end);
    const head = text.slice(lineStart, Math.min(lineEnd, lineStart + 120));
    if (PROMPT.test(head)) afterPrompt = true;
    else if (/^\s*$/.test(head)) afterPrompt = false;
    else {
      const joins = /[|;]|&&/.test(cmdEnd === lineEnd ? head : text.slice(lineStart, cmdEnd));
      if (readsAsCommand(head) || (joins && mayHoldShellCommand(text, "sh", lineStart, cmdEnd))) {
        // Outside a prompt's output, a command that starts like one or joins commands some check looks at.
        if (!afterPrompt) out.push({ start: lineStart, end: cmdEnd, output: false });
        else if (joins) out.push({ start: lineStart, end: cmdEnd, output: true });
      }
    }
    lineStart = cmdEnd + 1;
  }
  return out;
}

/** `$ ` prompt lines of a console block (and the lines a trailing `\` continues onto): [start, end) of each command. */
export function promptCommands(text: string, start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let lineStart = start;
  while (lineStart < end) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    const m = PROMPT.exec(text.slice(lineStart, Math.min(lineEnd, lineStart + 100)));
    if (m) {
      const cmdStart = lineStart + m[0].length;
      const cmdEnd = continuedEnd(text, cmdStart, lineEnd, end);
      out.push([cmdStart, cmdEnd]);
      lineStart = cmdEnd + 1;
      continue;
    }
    lineStart = lineEnd + 1;
  }
  return out;
}

/**
 * Where a command that starts at `from` on a line ending at `lineEnd` ends: past the lines each odd
 * run of `\` at a line's end (before an optional `\r`) continues it onto, and past the next line
 * after a line that ends with `|`, `&&` or `||` (the shell reads on for the rest of the pipe or list),
 * unless that line is a prompt's (a new command) or a `> ` continuation prompt's (not read: the prompt
 * is not the command's text). Each line's end is looked at once.
 */
function continuedEnd(text: string, from: number, lineEnd: number, end: number): number {
  let cmdEnd = lineEnd;
  while (cmdEnd < end) {
    let k = text.charCodeAt(cmdEnd - 1) === 13 ? cmdEnd - 1 : cmdEnd;
    let backslashes = 0;
    while (k > from && text.charCodeAt(k - 1) === 92) {
      backslashes++;
      k--;
    }
    if (backslashes % 2 === 0 && !(pipeOpenAt(text, from, k) && continuesOnNextLine(text, cmdEnd + 1, end))) break;
    const next = text.indexOf("\n", cmdEnd + 1);
    cmdEnd = next === -1 || next > end ? end : next;
  }
  return cmdEnd;
}

/**
 * Whether the command read so far, text[from, at), waits for more on the next line: its last line ends,
 * blanks and a `# comment` aside, with `|`, `&&` or `||`; or that line is a comment and the line before
 * it did (the shell reads on past comment lines). Looks back over at most 8 comment lines.
 */
function pipeOpenAt(text: string, from: number, at: number): boolean {
  let end = at;
  for (let n = 0; n < 8 && end > from; n++) {
    const start = Math.max(from, text.lastIndexOf("\n", end - 1) + 1);
    const line = text.slice(start, end);
    if (/^[ \t]*#/.test(line)) {
      end = start - 1;
      continue;
    }
    return PIPE_AT_END.test(line.length > 2_000 ? line.slice(-2_000) : line);
  }
  return false;
}
/** `|`, `&&` or `||` at a line's end, before blanks and a comment (`curl … | # fetch`). */
const PIPE_AT_END = /(?:\||&&)[ \t]{0,64}(?:#[^\n]{0,200})?$/;

/** Whether the line at `at` holds the rest of a command: not a prompt's, not a `> ` continuation prompt's, not blank only. */
function continuesOnNextLine(text: string, at: number, end: number): boolean {
  if (at >= end) return false;
  const head = text.slice(at, Math.min(end, at + 120));
  return !PROMPT.test(head) && !/^[ \t]{0,8}>/.test(head) && /^[ \t]{0,64}\S/.test(head);
}

// ---- role ---------------------------------------------------------------------------------------

/** Words that say the text around a command warns against it, forbids it, or shows an attack. */
export const WARNING_CUE = /\b(?:never|don'?t|do not|must not|mustn'?t|should not|shouldn'?t|avoid|no one should)\s{1,4}(?:[\w'-]{1,20}\s{1,4}){0,2}?(?:run|running|use|using|pipe|piping|execute|executing|call|do|type|paste|install|invoke|add|put|set|enable|pass|try|commit|push|start|launch|curl|sudo|chmod|rm|this|these|that)\b|\b(?:forbid(?:s|den)?|prohibit(?:s|ed)?|not allowed|disallow(?:s|ed)?|blocked|blocklist|den(?:y|ies|ied)|deny-?list|black-?list|dangerous|unsafe|insecure|anti-?patterns?|bad|wrong|incorrect|malicious|attack(?:er|ers|s)?|exploit(?:s|ed)?|vulnerab\w{0,10}|risky|harmful|instead of|rather than|what not to do|pitfalls?|red flags?|suspicious|never do)\b|❌|⛔|🚫|✗|✘/i;
/** Words that say what follows is the right way again (after a warning). */
const GOOD_CUE = /\b(?:good|correct|right|instead|do this|safe(?:r|ly)?|recommended|preferred|better)\b|✅|✔/i;

/** For each offset of a Markdown text, whether its context warns against what it shows. Built once per file. */
export class MarkdownRoles {
  private readonly headings: { at: number; level: number; warning: boolean }[] = [];
  constructor(
    private readonly text: string,
    private readonly fences: readonly Fence[],
  ) {
    const re = /^ {0,3}(#{1,6})[ \t]+([^\n]{0,300})/gm;
    let f = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      while (f < fences.length && fences[f]!.end < m.index) f++;
      const fence = fences[f];
      if (fence && m.index >= fence.open && m.index < fence.end) continue;
      this.headings.push({ at: m.index, level: m[1]!.length, warning: WARNING_CUE.test(m[2]!) });
    }
  }

  /** Why the place at `offset` is not an instruction to run it, or undefined when it is one. */
  warningAt(offset: number, kind: "fence" | "inline" | "prose", fence?: Fence): string | undefined {
    if (this.underWarningHeading(offset)) return "under a heading that warns against it";
    const line = this.lineAt(offset);
    if (kind === "fence" && fence) {
      if (WARNING_CUE.test(this.leadIn(fence.open))) return "after a sentence that warns against it";
      if (this.commentAbove(fence, line[0])) return "after a comment that warns against it";
      return undefined;
    }
    const lineText = this.text.slice(line[0], line[1]);
    if (WARNING_CUE.test(lineText)) return "in a sentence that warns against it";
    if (/^\s{0,3}\|/.test(lineText) && WARNING_CUE.test(this.tableHeader(line[0]))) return "in a table of what not to do";
    // A list item under a lead-in that warns ("Never run:").
    if (/^\s{0,8}(?:[-*+]|\d{1,3}[.)])\s/.test(lineText) && WARNING_CUE.test(this.leadIn(line[0], true))) return "in a list of what not to do";
    return undefined;
  }

  private underWarningHeading(offset: number): boolean {
    // The nearest heading above, and its parents (lower levels) above it.
    let level = 7;
    for (let k = this.binarySearch(offset); k >= 0; k--) {
      const h = this.headings[k]!;
      if (h.level < level) {
        if (h.warning) return true;
        level = h.level;
        if (level === 1) break;
      }
    }
    return false;
  }

  private binarySearch(offset: number): number {
    let lo = 0;
    let hi = this.headings.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.headings[mid]!.at <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  private lineAt(offset: number): [number, number] {
    return [lineStartNear(this.text, offset), lineEndNear(this.text, offset)];
  }

  /** The nearest non-blank line above `at` (within three lines), unless it is a heading; with `list`, the line that opens the list. */
  private leadIn(at: number, list = false): string {
    let end = at - 1;
    for (let k = 0; k < (list ? 30 : 3) && end > 0; k++) {
      const start = lineStartNear(this.text, end);
      const line = this.text.slice(start, end);
      end = start - 1;
      if (line.trim() === "") {
        if (list) break;
        continue;
      }
      if (list && /^\s{0,8}(?:[-*+]|\d{1,3}[.)])\s/.test(line)) continue;
      return /^ {0,3}#/.test(line) ? "" : line;
    }
    return "";
  }

  /** A comment line inside the fence, above this line with no blank line between, that warns (`# BAD:`). */
  private commentAbove(fence: Fence, lineStart: number): boolean {
    let end = lineStart - 1;
    for (let k = 0; k < 8 && end >= fence.start; k++) {
      const start = Math.max(fence.start, lineStartNear(this.text, end));
      const line = this.text.slice(start, end).trim();
      end = start - 1;
      if (line === "") return false;
      if (/^(?:#|\/\/|--|rem\b|<!--)/i.test(line)) {
        if (GOOD_CUE.test(line) && !WARNING_CUE.test(line)) return false;
        if (WARNING_CUE.test(line)) return true;
      }
    }
    return false;
  }

  /** Where each table row's table starts (rows met on the way up are remembered: a long table costs its length once). */
  private readonly tableStarts = new Map<number, number>();

  /** The first row of the table holding the line at `lineStart`. */
  private tableHeader(lineStart: number): string {
    let start = lineStart;
    const visited: number[] = [];
    for (;;) {
      const known = this.tableStarts.get(start);
      if (known !== undefined) {
        start = known;
        break;
      }
      visited.push(start);
      if (start === 0) break;
      const prev = lineStartNear(this.text, start - 1);
      if (!/^\s{0,3}\|/.test(this.text.slice(prev, prev + 8))) break;
      start = prev;
    }
    for (const v of visited) this.tableStarts.set(v, start);
    return this.text.slice(start, lineEndNear(this.text, start)) + " " + this.leadIn(start);
  }
}
