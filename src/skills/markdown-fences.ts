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

/** Fenced code blocks (``` or ~~~, CommonMark §4.5); an unclosed fence runs to the end of the text. Linear. */
export function markdownFences(text: string): Fence[] {
  const fences: Fence[] = [];
  // Bounded spans: a 1 MB line of spaces after a fence must not backtrack quadratically.
  const open = /^[ \t]{0,16}(`{3,64}|~{3,64})[ \t]{0,16}([^\n`]{0,1000})$/gm;
  let m: RegExpExecArray | null;
  while ((m = open.exec(text))) {
    const marker = m[1]!;
    // `bash`, `{.python}`, `python title="x"`: the first word, without Pandoc's braces and dot.
    const info = (m[2] ?? "").trim().replace(/^\{\s{0,4}\.?/, "").split(/[\s{},]/)[0]!.replace(/^\./, "").toLowerCase();
    const start = Math.min(text.length, m.index + m[0].length + 1);
    const close = new RegExp(String.raw`^[ \t]{0,16}${marker[0] === "`" ? "`" : "~"}{${marker.length},}[ \t]{0,1000}\r?$`, "gm");
    close.lastIndex = start;
    const c = close.exec(text);
    const end = c ? c.index : text.length;
    fences.push({ info: info.replace(/\r$/, ""), start, end: Math.max(start, end), open: m.index });
    open.lastIndex = c ? c.index + c[0].length : text.length;
    if (!c) break;
  }
  return fences;
}
