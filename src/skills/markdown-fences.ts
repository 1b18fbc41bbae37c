// Fenced code blocks of Markdown, found in one linear pass. Its own module: the hidden-comment scan and the
// server rules need the fences without loading the whole command scanner.

export interface Fence {
  /** The info string's first word, lower case (`bash`), "" when none. */
  info: string;
  /** Offsets of the content (the lines between the fences) in the text. */
  start: number;
  end: number;
  /** Offset of the opening fence line. */
  open: number;
}

/** The last texts' fences: SKILL.md is read for them by the command scanner, the hidden-comment scan and skill-guard-invocation. */
const recent: { text: string; fences: readonly Fence[] }[] = [];
/** Closing-fence patterns by marker (``` of length 3, ~~~~ of length 4…), compiled once. */
const closers = new Map<string, RegExp>();

/**
 * Fenced code blocks (``` or ~~~, CommonMark §4.5); an unclosed fence runs to the end of the text.
 * Linear. A text without three backticks or tildes in a row has none, and is not read line by line.
 */
export function markdownFences(text: string): readonly Fence[] {
  for (const r of recent) if (r.text === text) return r.fences;
  const fences = text.includes("```") || text.includes("~~~") ? findFences(text) : [];
  recent.unshift({ text, fences });
  if (recent.length > 2) recent.pop();
  return fences;
}

function findFences(text: string): Fence[] {
  const fences: Fence[] = [];
  // Bounded spans: a 1 MB line of spaces after a fence must not backtrack quadratically.
  const open = /^[ \t]{0,16}(`{3,64}|~{3,64})[ \t]{0,16}([^\n`]{0,1000})$/gm;
  let m: RegExpExecArray | null;
  while ((m = open.exec(text))) {
    const marker = m[1]!;
    // `bash`, `{.python}`, `python title="x"`: the first word, without Pandoc's braces and dot.
    const info = (m[2] ?? "").trim().replace(/^\{\s{0,4}\.?/, "").split(/[\s{},]/)[0]!.replace(/^\./, "").toLowerCase();
    const start = Math.min(text.length, m.index + m[0].length + 1);
    let close = closers.get(marker);
    if (!close) {
      close = new RegExp(String.raw`^[ \t]{0,16}${marker[0] === "`" ? "`" : "~"}{${marker.length},}[ \t]{0,1000}\r?$`, "gm");
      closers.set(marker, close);
    }
    close.lastIndex = start;
    const c = close.exec(text);
    const end = c ? c.index : text.length;
    fences.push({ info: info.replace(/\r$/, ""), start, end: Math.max(start, end), open: m.index });
    open.lastIndex = c ? c.index + c[0].length : text.length;
    if (!c) break;
  }
  return fences;
}
