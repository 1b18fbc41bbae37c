// A bounded shell tokenizer: splits shell text into commands (words, assignments, redirects,
// pipelines, the `{ …; }` and `( … )` groups they run in), keeping quoting, `\` continuations,
// `&&`/`||`/`;`/`|`, comments, heredocs and the scripts inside `$(…)`, `` `…` ``, `<(…)` and `>(…)`.
// It never rejects input and visits each character once: single quotes and heredoc lines are
// skipped with indexOf, nesting deeper than MAX_DEPTH is read as text, and every loop moves forward. Not a full bash grammar: enough to know
// which words form a command, which commands a pipe joins, and what is only quoted or commented.
//
// Why not a library: unbash 6.0.4 (evaluated first) parses these constructs correctly, but it is
// quadratic on unclosed nested `$(` (13 KB: 0.4 s, 106 KB: 4.3 s) and reads 5–40 MB/s on real
// scripts, which a hostile skill or the audit's CPU budget cannot afford.

export type ShellDialect = "sh" | "pwsh" | "cmd";

export interface ShellWord {
  /** Offsets of the word in the scanned text. */
  pos: number;
  end: number;
  /** Quotes removed and escapes resolved; expansions (`$VAR`, `${…}`, `$(…)`) kept as written. */
  value: string;
  /** Some part of it was quoted. */
  quoted: boolean;
  /** Expansions in it, in order, and whether each stood inside double quotes. */
  expansions: { text: string; quoted: boolean; at: number }[];
  /** The scripts of its `$(…)`, `` `…` ``, `<(…)`, `>(…)`. */
  subs: ShellScript[];
  /** How many characters its `$'…'` parts spelled with `\x`, octal or `\u` escapes (absent: none): an encoded payload's mark. */
  encoded?: number;
}

export interface ShellRedirect {
  op: string;
  target?: ShellWord;
  /** A heredoc's body (offsets in the scanned text) and whether its delimiter was quoted. */
  heredoc?: { start: number; end: number; quoted: boolean };
}

export interface ShellCommand {
  pos: number;
  end: number;
  /** `NAME=value` words before the command name. */
  assignments: ShellWord[];
  /** The command name and its arguments (redirect targets excluded). */
  words: ShellWord[];
  redirects: ShellRedirect[];
  /** The pipeline it belongs to (shared by its members, in order), and its place in it. */
  pipeline: ShellCommand[];
  pipeIndex: number;
  /** The innermost `{ …; }` or `( … )` it runs in: that group's redirects and pipe take its output too. */
  group: ShellGroup | undefined;
}

/** A brace group or a subshell. */
export interface ShellGroup {
  kind: "{" | "(";
  /**
   * The command that closes it: the one of `}` (and what follows it: `} > out.txt`, `} | curl …`), or
   * one made at `)` for what follows it (kept even when nothing does). Its redirects and its place in
   * a pipeline are the group's. Undefined while the group is open.
   */
  end: ShellCommand | undefined;
  parent: ShellGroup | undefined;
  /** Groups around it and itself (at most MAX_DEPTH are followed: one deeper is read as before). */
  depth: number;
}

export interface ShellScript {
  kind: "top" | "$(" | "`" | "<(" | ">(";
  pos: number;
  end: number;
  /** Commands in source order (those of nested scripts are in the words' `subs`). */
  commands: ShellCommand[];
  /** Comment ranges, for callers that look at raw text. */
  comments: [number, number][];
}

/** Nesting of `$(`, backticks and process substitutions followed; deeper text is read as text. */
export const MAX_DEPTH = 24;
/** Words kept per command: a command line of more words is not one anybody reviews word by word. */
const MAX_WORDS = 2_000;
/** Characters of a substitution or `${…}` kept in its word's value. */
const MAX_KEPT = 1_000;

interface WordBuilder {
  pos: number;
  /** The value while it is one piece (most words), then `parts` holds the pieces. */
  single: string | undefined;
  parts: string[] | undefined;
  quoted: boolean;
  expansions: ShellWord["expansions"];
  subs: ShellScript[];
  /** Unquoted `(` opened inside the word (`arr=(a b)`, `@(…)`): their `)` are text. */
  parens: number;
  /** Characters in `parts` so far. */
  length: number;
  /** See ShellWord.encoded. */
  encoded: number;
}

/** Characters of a word's value kept: a longer word is cut (its commands are still read). */
const MAX_VALUE = 8_192;
/** Expansions recorded per word. */
const MAX_EXPANSIONS = 64;

/** Shared empty lists: most words have no expansion and most commands no redirect, so none is allocated. */
const NONE: never[] = [];

function pushTo<T>(owner: { [k: string]: unknown }, key: string, item: T): void {
  const list = owner[key] as T[];
  if (list === NONE) owner[key] = [item];
  else list.push(item);
}

function addPart(w: WordBuilder, part: string): void {
  if (w.length >= MAX_VALUE) return;
  if (w.parts !== undefined) w.parts.push(part);
  else if (w.single === undefined) w.single = part;
  else w.parts = [w.single, part];
  w.length += part.length;
}

interface Frame {
  script: ShellScript;
  closer: ")" | "`" | "";
  command: ShellCommand | undefined;
  pipeline: ShellCommand[];
  word: WordBuilder | undefined;
  /** The next word is the target of this redirect. */
  redirect: ShellRedirect | undefined;
  pendingHeredocs: { redirect: ShellRedirect; delimiter: string; strip: boolean }[];
  /** The word of the enclosing frame this script belongs to, and whether it sat in double quotes. */
  parentWord: WordBuilder | undefined;
  inDoubleQuotes: boolean;
  /** `$(`/`(` opened past MAX_DEPTH: their `)` are text. */
  literalParens: number;
  /** The innermost open group, and the groups opened past MAX_DEPTH (not followed, their closers only counted). */
  group: ShellGroup | undefined;
  deeperGroups: number;
  /** The command a `)` made for its group: pushed even with no word (it stands for the group in a pipe). */
  groupEnd: ShellCommand | undefined;
  /** The innermost group when each open `case` began: a `)` there ends a pattern (`a)`), not a subshell. */
  cases: (ShellGroup | undefined)[];
  /** A `|` waits for its next command: a newline (or a comment and a newline) does not end the pipeline. */
  pipeOpen: boolean;
}

/** Characters that end a run of plain word characters, outside quotes and inside double quotes (the escape character is checked apart). */
const BREAKS = tableOf(" \t\r\n\"#$&'();<>`|");
const DQ_BREAKS = tableOf('"$`');

function tableOf(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let k = 0; k < 32; k++) if (chars.includes(" ")) t[k] = 1;
  for (const ch of chars) t[ch.charCodeAt(0)] = 1;
  return t;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 13;
const isNameChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Tokenize shell text (or the part from `start` to `end`). Offsets are into `text`. */
export function parseShell(text: string, dialect: ShellDialect = "sh", start = 0, end = text.length): ShellScript {
  const escape = dialect === "pwsh" ? 96 /* ` */ : dialect === "cmd" ? 94 /* ^ */ : 92; /* \ */
  const top: ShellScript = { kind: "top", pos: start, end, commands: [], comments: [] };
  const stack: Frame[] = [newFrame(top, "", undefined, false)];
  let frame = stack[0]!;
  // Inside double quotes of the current frame's word.
  let dq = false;
  let i = start;

  const word = (): WordBuilder => {
    if (frame.word === undefined) {
      frame.pipeOpen = false;
      frame.word = { pos: i, single: undefined, parts: undefined, quoted: false, expansions: NONE, subs: NONE, parens: 0, length: 0, encoded: 0 };
    }
    return frame.word;
  };
  const finishWord = (at: number) => {
    const w = frame.word;
    if (!w) return;
    frame.word = undefined;
    const built: ShellWord = { pos: w.pos, end: at, value: w.parts !== undefined ? w.parts.join("") : (w.single ?? ""), quoted: w.quoted, expansions: w.expansions, subs: w.subs };
    if (w.encoded > 0) built.encoded = w.encoded;
    if (frame.redirect) {
      frame.redirect.target = built;
      if (frame.redirect.op === "<<" || frame.redirect.op === "<<-") {
        frame.pendingHeredocs.push({ redirect: frame.redirect, delimiter: built.value, strip: frame.redirect.op === "<<-" });
        frame.redirect.heredoc = { start: at, end: at, quoted: built.quoted };
      }
      frame.redirect = undefined;
      return;
    }
    const cmd = (frame.command ??= newCommand(w.pos, frame.pipeline, frame.group));
    if (dialect === "sh" && !built.quoted) reservedWord(cmd, built.value);
    if (cmd.words.length === 0 && isAssignment(built.value) && dialect === "sh") pushTo(cmd as never, "assignments", built);
    else if (cmd.words.length < MAX_WORDS) cmd.words.push(built);
    cmd.end = at;
  };
  const finishCommand = (at: number) => {
    finishWord(at);
    const cmd = frame.command;
    frame.command = undefined;
    if (cmd && (cmd.words.length > 0 || cmd.assignments.length > 0 || cmd.redirects.length > 0 || cmd === frame.groupEnd)) {
      cmd.end = Math.max(cmd.end, at);
      cmd.pipeIndex = frame.pipeline.length;
      frame.pipeline.push(cmd);
      frame.script.commands.push(cmd);
    }
  };
  const endPipeline = (at: number) => {
    finishCommand(at);
    frame.pipeline = [];
    frame.pipeOpen = false;
  };
  const addRedirect = (op: string, at: number) => {
    finishWord(at);
    const cmd = (frame.command ??= newCommand(at, frame.pipeline, frame.group));
    const r: ShellRedirect = { op };
    pushTo(cmd as never, "redirects", r);
    frame.redirect = r;
  };
  const openGroup = (kind: ShellGroup["kind"]) => {
    const parent = frame.group;
    if (frame.deeperGroups > 0 || (parent?.depth ?? 0) >= MAX_DEPTH) frame.deeperGroups++;
    else frame.group = { kind, end: undefined, parent, depth: (parent?.depth ?? 0) + 1 };
  };
  /** Closes the innermost group of this kind with `end`; false when that is not the innermost one open. */
  const closeGroup = (kind: ShellGroup["kind"], end: ShellCommand | undefined): boolean => {
    if (frame.deeperGroups > 0) {
      frame.deeperGroups--;
      return false;
    }
    const g = frame.group;
    if (!g || g.kind !== kind) return false;
    g.end = end;
    frame.group = g.parent;
    return true;
  };
  /** `{` and `}` where a command starts (bash's reserved words), `case` and `esac`. */
  const reservedWord = (cmd: ShellCommand, value: string) => {
    const n = cmd.words.length;
    if (value === "{" && (n === 0 || GROUP_LEADS.has(cmd.words[n - 1]!.value) || cmd.words[n - 1]!.value.endsWith("()") || cmd.words[n - 2]?.value === "function")) {
      openGroup("{");
      cmd.group = frame.group; // the command it starts runs inside it (`{ history; }`: history)
    } else if (n === 0 && value === "}") {
      // The `}` command ends the group: its redirects and pipe are the group's.
      if (closeGroup("{", cmd)) cmd.group = frame.group;
    } else if (n === 0 && value === "case") frame.cases.push(frame.group);
    else if (n === 0 && value === "esac") frame.cases.pop();
  };
  const push = (kind: ShellScript["kind"], closer: ")" | "`", at: number) => {
    const parent = word();
    const script: ShellScript = { kind, pos: at, end: at, commands: [], comments: [] };
    pushTo(parent as never, "subs", script);
    const f = newFrame(script, closer, parent, dq);
    stack.push(f);
    frame = f;
    dq = false;
  };
  const pop = (at: number) => {
    endPipeline(at);
    consumeNothingPending(frame);
    const done = stack.pop()!;
    done.script.end = at;
    frame = stack[stack.length - 1]!;
    dq = done.inDoubleQuotes;
    const w = done.parentWord!;
    // The word keeps the substitution's text (bounded: its commands are in `subs`).
    const raw = text.slice(done.script.pos, Math.min(end, at + 1, done.script.pos + MAX_KEPT));
    addPart(w, raw);
    if (w.expansions.length < MAX_EXPANSIONS) pushTo(w as never, "expansions", { text: raw, quoted: dq, at: done.script.pos });
    if (dq) w.quoted = true;
  };

  while (i < end) {
    const c = text.charCodeAt(i);
    // ---- inside double quotes ----
    if (dq) {
      if (c === 34 /* " */) {
        dq = false;
        i++;
        continue;
      }
      if (c === escape && i + 1 < end) {
        const n = text[i + 1]!;
        if (n === "\n") i += 2;
        else {
          addPart(word(), dialect === "sh" && !'$`"\\'.includes(n) ? text[i]! + n : n);
          i += 2;
        }
        continue;
      }
      if (c === 36 /* $ */ && dialect !== "cmd") {
        const used = dollar(i);
        if (used > 0) {
          i += used;
          continue;
        }
      }
      if (c === 96 && dialect === "sh") {
        if (stack.length < MAX_DEPTH) push("`", "`", i);
        else addPart(word(), "`");
        i++;
        continue;
      }
      // Copy a run of plain characters at once.
      let j = i + 1;
      while (j < end) {
        const d = text.charCodeAt(j);
        if ((d < 128 && DQ_BREAKS[d] === 1) || d === escape) break;
        j++;
      }
      addPart(word(), text.slice(i, j));
      i = j;
      continue;
    }
    // ---- outside quotes ----
    if (c === 10 /* \n */) {
      if (frame.closer === "" || frame.closer === ")" || frame.closer === "`") {
        // sh and PowerShell read on past a line that ends with `|`: `curl … |` then `sh` on the next line.
        // Not into a line that starts with `|` (a table's next row; no shell takes it).
        if (frame.pipeOpen && frame.word === undefined && frame.command === undefined && frame.redirect === undefined && !nextLineStartsWithPipe(text, i + 1, end)) {
          i = consumeHeredocs(frame, i + 1);
          continue;
        }
        endPipeline(i);
        i = consumeHeredocs(frame, i + 1);
        continue;
      }
    }
    if (isSpace(c)) {
      finishWord(i);
      i++;
      continue;
    }
    if (c === frame.closer.charCodeAt(0) && frame.closer !== "" && !(c === 41 && (frame.word?.parens ?? 0) > 0) && !(c === 41 && frame.literalParens > 0)) {
      pop(i);
      i++;
      continue;
    }
    if (c === escape && i + 1 < end) {
      const n = text[i + 1]!;
      if (n === "\n") i += 2; // continuation
      else if (n === "\r" && text[i + 2] === "\n") i += 3;
      else {
        addPart(word(), n);
        word().quoted = true;
        i += 2;
      }
      continue;
    }
    if (c === 35 /* # */ && frame.word === undefined && dialect !== "cmd") {
      const nl = text.indexOf("\n", i);
      const stop = nl === -1 || nl > end ? end : nl;
      frame.script.comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 60 /* < */ && dialect === "pwsh" && text.charCodeAt(i + 1) === 35) {
      const close = text.indexOf("#>", i + 2);
      const stop = close === -1 || close > end ? end : close + 2;
      frame.script.comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 39 /* ' */ && dialect !== "cmd") {
      const w = word();
      w.quoted = true;
      let j = i + 1;
      for (;;) {
        const close = text.indexOf("'", j);
        const stop = close === -1 || close >= end ? end : close;
        addPart(w, text.slice(j, stop));
        // PowerShell writes a quote inside single quotes as ''.
        if (dialect === "pwsh" && stop < end && text.charCodeAt(stop + 1) === 39) {
          addPart(w, "'");
          j = stop + 2;
          continue;
        }
        i = stop + 1;
        break;
      }
      continue;
    }
    if (c === 34) {
      word().quoted = true;
      dq = true;
      i++;
      continue;
    }
    if (c === 36 && dialect !== "cmd") {
      if (dialect === "sh" && text.charCodeAt(i + 1) === 39) {
        // $'…' (ANSI-C quoting): bash resolves its escapes before it runs the word (`$'\x63url'` is curl).
        const w = word();
        w.quoted = true;
        let j = i + 2;
        while (j < end && text.charCodeAt(j) !== 39) j += text.charCodeAt(j) === 92 ? 2 : 1;
        const body = text.slice(i + 2, Math.min(j, end));
        if (body.includes("\\")) w.encoded += body.match(ENCODED_ESCAPE)?.length ?? 0;
        addPart(w, ansiC(body));
        i = j + 1;
        continue;
      }
      if (dialect === "sh" && text.charCodeAt(i + 1) === 34) {
        // $"…" (a string for the locale to translate): with no translation it is the string, `$"curl"` runs curl.
        word();
        i++;
        continue;
      }
      const used = dollar(i);
      if (used > 0) {
        i += used;
        continue;
      }
    }
    if (c === 96 && dialect === "sh") {
      if (stack.length < MAX_DEPTH) push("`", "`", i);
      else addPart(word(), "`");
      i++;
      continue;
    }
    if (c === 124 /* | */) {
      if (text.charCodeAt(i + 1) === 124) {
        endPipeline(i);
        i += 2;
      } else {
        finishCommand(i);
        i += text.charCodeAt(i + 1) === 38 ? 2 : 1; // |&
        frame.pipeOpen = dialect !== "cmd";
      }
      continue;
    }
    if (c === 38 /* & */) {
      const n = text.charCodeAt(i + 1);
      if (n === 62 /* &> */) {
        const op = text.charCodeAt(i + 2) === 62 ? "&>>" : "&>";
        addRedirect(op, i);
        i += op.length;
      } else {
        endPipeline(i);
        i += n === 38 ? 2 : 1;
      }
      continue;
    }
    if (c === 59 /* ; */) {
      endPipeline(i);
      i += text.charCodeAt(i + 1) === 59 || text.charCodeAt(i + 1) === 38 ? 2 : 1;
      continue;
    }
    if ((c === 60 || c === 62) && dialect !== "cmd" && text.charCodeAt(i + 1) === 40 && dialect === "sh") {
      // <(…) / >(…): a script whose output or input is a file.
      if (stack.length < MAX_DEPTH) push(c === 60 ? "<(" : ">(", ")", i);
      else {
        addPart(word(), text.slice(i, i + 2));
        frame.literalParens++;
      }
      i += 2;
      continue;
    }
    if (c === 60 || c === 62) {
      // A file descriptor written just before (`2>`) is part of the operator, not a word.
      if (frame.word && frame.word.pos === i - 1 && /^[0-9]$/.test(text[i - 1]!)) frame.word = undefined;
      const op = redirectOperator(text, i);
      addRedirect(op, i);
      i += op.length;
      if (op === ">&" || op === "<&") {
        // `2>&1`: the target is a descriptor.
        let j = i;
        while (j < end && /[0-9-]/.test(text[j]!)) j++;
        if (j > i) {
          frame.redirect = undefined;
          i = j;
        }
      }
      continue;
    }
    if (c === 40 /* ( */) {
      if (frame.word) {
        frame.word.parens++;
        addPart(frame.word, "(");
      } else if (dialect === "pwsh") {
        word().parens++;
        addPart(word(), "(");
      } else if (dialect === "sh") {
        // A subshell: its commands are commands. After a `|` its first one reads the pipe (as a
        // brace group's does): `curl … | (sh)`.
        if (frame.command) endPipeline(i);
        openGroup("(");
      } else endPipeline(i);
      i++;
      continue;
    }
    if (c === 41 /* ) */) {
      if (frame.word && frame.word.parens > 0) {
        frame.word.parens--;
        addPart(frame.word, ")");
      } else if (frame.literalParens > 0) {
        frame.literalParens--;
        addPart(word(), ")");
      } else {
        endPipeline(i);
        // The end of a subshell (not a case pattern's `a)`): what follows it is the group's (`) > out.txt`, `) | curl …`).
        if (dialect === "sh" && frame.deeperGroups === 0 && frame.group?.kind === "(" && frame.cases[frame.cases.length - 1] !== frame.group) {
          const end = newCommand(i, frame.pipeline, frame.group.parent);
          closeGroup("(", end);
          frame.command = frame.groupEnd = end;
        } else if (dialect === "sh" && frame.deeperGroups > 0) frame.deeperGroups--;
      }
      i++;
      continue;
    }
    // A run of plain characters.
    let j = i + 1;
    while (j < end) {
      const d = text.charCodeAt(j);
      if ((d < 128 && BREAKS[d] === 1) || d === escape) break;
      j++;
    }
    addPart(word(), text.slice(i, j));
    i = j;
  }
  // Close whatever is still open at the end (unclosed quotes and substitutions run to the end).
  while (stack.length > 1) pop(end);
  endPipeline(end);
  return top;

  /** `$…` at i: an expansion appended to the word; returns the characters used (0: a plain `$`). */
  function dollar(at: number): number {
    const n = text.charCodeAt(at + 1);
    if (n === 40 /* ( */) {
      if (text.charCodeAt(at + 2) === 40) {
        // $((…)): arithmetic, skipped to its matching `))` with a paren count.
        let depth = 0;
        let j = at + 1;
        for (; j < end; j++) {
          const d = text.charCodeAt(j);
          if (d === 40) depth++;
          else if (d === 41 && --depth === 0) break;
        }
        appendExpansion(text.slice(at, Math.min(end, j + 1, at + MAX_KEPT)), at);
        return Math.min(end, j + 1) - at;
      }
      if (stack.length < MAX_DEPTH) {
        push("$(", ")", at);
        return 2;
      }
      frame.literalParens++;
      addPart(word(), "$(");
      return 2;
    }
    if (n === 123 /* { */) {
      let depth = 0;
      let j = at + 1;
      for (; j < end; j++) {
        const d = text.charCodeAt(j);
        if (d === 123) depth++;
        else if (d === 125 && --depth === 0) break;
        else if (d === 10 && depth > 0 && j - at > 2_000) break; // an unclosed ${ does not swallow the file
      }
      appendExpansion(text.slice(at, Math.min(end, j + 1, at + MAX_KEPT)), at);
      return Math.min(end, j + 1) - at;
    }
    let j = at + 1;
    if (isNameChar(n)) {
      while (j < end && isNameChar(text.charCodeAt(j))) j++;
      if (dialect === "pwsh" && text.charCodeAt(j) === 58 /* $env:NAME */) {
        j++;
        while (j < end && isNameChar(text.charCodeAt(j))) j++;
      }
    } else if (n === 64 || n === 42 || n === 35 || n === 63 || n === 33 || n === 45 || n === 36) j++; // $@ $* $# $? $! $- $$
    else return 0;
    appendExpansion(text.slice(at, j), at);
    return j - at;
  }

  function appendExpansion(raw: string, at: number): void {
    const w = word();
    addPart(w, raw);
    if (w.expansions.length < MAX_EXPANSIONS) pushTo(w as never, "expansions", { text: raw, quoted: dq, at });
  }

  /** Heredoc bodies waiting for this newline: each runs to its delimiter line. Returns where reading resumes. */
  function consumeHeredocs(f: Frame, from: number): number {
    let at = from;
    for (const pending of f.pendingHeredocs) {
      const bodyStart = at;
      let bodyEnd = end;
      let resume = end;
      while (at < end) {
        const nl = text.indexOf("\n", at);
        const lineEnd = nl === -1 || nl > end ? end : nl;
        let line = text.slice(at, lineEnd);
        if (line.endsWith("\r")) line = line.slice(0, -1);
        if (pending.strip) line = line.replace(/^\t+/, "");
        if (line === pending.delimiter) {
          bodyEnd = at;
          resume = lineEnd === end ? end : lineEnd + 1;
          at = resume;
          break;
        }
        at = lineEnd === end ? end : lineEnd + 1;
      }
      if (at >= end && bodyEnd === end) resume = end;
      pending.redirect.heredoc = { start: bodyStart, end: bodyEnd, quoted: pending.redirect.heredoc?.quoted ?? false };
      at = resume;
    }
    f.pendingHeredocs = [];
    return at;
  }

  function consumeNothingPending(f: Frame): void {
    // A heredoc opened inside `$(…)` whose body never came: leave it empty.
    f.pendingHeredocs = [];
  }
}

/** Whether the line from `at` starts, after blanks, with `|` (looked at up to 64 blanks in). */
function nextLineStartsWithPipe(text: string, at: number, end: number): boolean {
  let j = at;
  while (j < end && j - at < 64 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  return text.charCodeAt(j) === 124;
}

function newFrame(script: ShellScript, closer: Frame["closer"], parentWord: WordBuilder | undefined, inDoubleQuotes: boolean): Frame {
  return { script, closer, command: undefined, pipeline: [], word: undefined, redirect: undefined, pendingHeredocs: [], parentWord, inDoubleQuotes, literalParens: 0, group: undefined, deeperGroups: 0, groupEnd: undefined, cases: [], pipeOpen: false };
}

function newCommand(pos: number, pipeline: ShellCommand[], group: ShellGroup | undefined): ShellCommand {
  return { pos, end: pos, assignments: NONE, words: [], redirects: NONE, pipeline, pipeIndex: 0, group };
}

/** Words after which a `{` starts a brace group (`if {`, `then {`, `! {`, `{ {`). */
const GROUP_LEADS = new Set(["{", "!", "if", "then", "else", "elif", "do", "while", "until", "time"]);

function isAssignment(value: string): boolean {
  // Asked of every command's first word: most hold no `=`, which the pattern needs.
  return value.includes("=") && /^[A-Za-z_][A-Za-z0-9_]{0,200}(?:\[[^\]]{0,200}\])?\+?=/.test(value);
}

function redirectOperator(text: string, i: number): string {
  const two = text.slice(i, i + 3);
  if (two.startsWith("<<<")) return "<<<";
  if (two.startsWith("<<-")) return "<<-";
  for (const op of ["<<", ">>", "<&", ">&", "<>", ">|"]) if (two.startsWith(op)) return op;
  return text[i]!;
}

/** An escape in `$'…'` that spells a character by its number (`\x63`, `\143`, `\u0063`). */
const ENCODED_ESCAPE = /\\(?:x[0-9a-fA-F]|[0-7]|[uU][0-9a-fA-F])/g;

/** What bash makes of `\a`, `\n`, `\\` and the like inside `$'…'`. */
const ANSI_C_SIMPLE: Readonly<Record<string, string>> = { a: "\x07", b: "\b", e: "\x1b", E: "\x1b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };

const isOctalDigit = (c: number) => c >= 48 && c <= 55;
const hexValue = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * The inside of `$'…'` as bash reads it (bash 5.2, checked by hand): `\a \b \e \E \f \n \r \t \v \\ \' \" \?`,
 * `\nnn` (1-3 octal digits, cut to 8 bits: `\543` is `c`), `\xHH` (1-2 hex digits), `\uHHHH` and
 * `\UHHHHHHHH` (1-4 and 1-8), `\cX` (control-X; `\c\\` takes both backslashes). Any other escape stays
 * as written (`\q`, `\xZ`, a `\c` at the end); a NUL ends the value (`$'cu\0rl'` is `cu`). A byte of
 * 0x80 and over (`\xff`) becomes the character of that number: no program a check looks at holds one.
 * One pass, each character read once.
 */
export function ansiC(body: string): string {
  let k = body.indexOf("\\");
  if (k === -1) return body;
  const out: string[] = [];
  let from = 0;
  while (k !== -1) {
    out.push(body.slice(from, k));
    const e = body[k + 1];
    let value: string | undefined;
    let next = k + 2;
    if (e === undefined) next = k + 1;
    else if (ANSI_C_SIMPLE[e] !== undefined) value = ANSI_C_SIMPLE[e];
    else if (isOctalDigit(e.charCodeAt(0))) {
      let n = 0;
      for (next = k + 1; next < k + 4 && isOctalDigit(body.charCodeAt(next)); next++) n = n * 8 + body.charCodeAt(next) - 48;
      value = String.fromCharCode(n & 0xff);
    } else if (e === "x" || e === "u" || e === "U") {
      let n = 0;
      const stop = k + 2 + (e === "x" ? 2 : e === "u" ? 4 : 8);
      for (; next < stop && hexValue(body.charCodeAt(next)) !== -1; next++) n = n * 16 + hexValue(body.charCodeAt(next));
      if (next > k + 2) value = e === "x" ? String.fromCharCode(n) : n <= 0x10ffff ? String.fromCodePoint(n) : "\ufffd";
    } else if (e === "c" && k + 2 < body.length) {
      const c = body.charCodeAt(k + 2);
      next = c === 92 && body.charCodeAt(k + 3) === 92 ? k + 4 : k + 3;
      value = c === 63 /* ? */ ? "\x7f" : String.fromCharCode((c >= 97 && c <= 122 ? c - 32 : c) & 31);
    }
    if (value === "\0") return out.join("");
    out.push(value ?? body.slice(k, next));
    from = next;
    k = body.indexOf("\\", next);
  }
  out.push(body.slice(from));
  return out.join("");
}

/** Every command of a script, nested scripts included (depth first, in source order). */
export function allCommands(script: ShellScript): ShellCommand[] {
  const out: ShellCommand[] = [];
  const visit = (s: ShellScript) => {
    for (const cmd of s.commands) {
      out.push(cmd);
      for (const w of cmd.assignments) for (const sub of w.subs) visit(sub);
      for (const w of cmd.words) for (const sub of w.subs) visit(sub);
      for (const r of cmd.redirects) if (r.target) for (const sub of r.target.subs) visit(sub);
    }
  };
  visit(script);
  return out;
}
