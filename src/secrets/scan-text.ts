// Known token formats in free text: the last line of defence of every output and written file,
// beside the secrets the rules found. It catches what no rule looked at: a token a broken config or
// lock echoes in an error, a token in a file name, a registry URL with credentials in an error.
// Linear and cheap on ordinary output: only lines holding a long token-like word, a URL or a PEM
// header are searched with every format (each format then makes one pass over that line).
import { isPlaceholder } from "./placeholders.js";
import { TOKEN_FORMATS, type TokenFormat } from "./token-formats.js";
import { redact } from "./redact.js";

/**
 * Where a token could start. Every format but three needs a run of 16 or more of these characters;
 * connection strings and Slack webhooks are URLs (`://`); private keys open with `-----BEGIN`.
 * (test/secrets/scan-text.test.ts checks every format's examples pass this filter.)
 */
const CANDIDATE = /[A-Za-z0-9_.=+-]{16,}|:\/\//g;
const PEM_HEADER = "-----BEGIN";

/** How far past its header a private key is looked for (its body spans lines). */
const PEM_WINDOW = 16_384;

interface Compiled {
  format: TokenFormat;
  regex: RegExp;
}

let compiled: Compiled[] | undefined;

function formats(): Compiled[] {
  compiled ??= TOKEN_FORMATS.map((format) => ({ format, regex: new RegExp(format.regex.source, format.regex.flags.replace(/[gyd]/g, "") + "gd") }));
  return compiled;
}

export interface TextSecret {
  secret: string;
  start: number;
  end: number;
}

/**
 * Every token of a known format in `text`, without overlaps, in order. `json`: the text is JSON, so
 * a match holding a quote or a backslash (which would straddle a string's end or an escape) is left
 * out rather than cut in a way that breaks the document.
 */
export function findTokensInText(text: string, options: { json?: boolean } = {}): TextSecret[] {
  const found: TextSecret[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const newline = text.indexOf("\n", m.index + m[0].length);
    const lineEnd = newline === -1 ? text.length : newline;
    search(text, lineStart, lineEnd, found, options, (c) => c.format.id !== "private-key");
    // Go on after this line: every format has searched it.
    CANDIDATE.lastIndex = lineEnd;
  }
  // A private key spans lines: searched from its header on, in a bounded window. Windows start at
  // least half a window apart (each character is searched at most twice), so a key shorter than half
  // a window that starts inside the previous window also ends inside it.
  for (let at = text.indexOf(PEM_HEADER), scannedTo = -Infinity; at !== -1; at = text.indexOf(PEM_HEADER, at + PEM_HEADER.length)) {
    if (at < scannedTo - PEM_WINDOW / 2) continue;
    scannedTo = Math.min(text.length, at + PEM_WINDOW);
    search(text, at, scannedTo, found, options, (c) => c.format.id === "private-key");
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextSecret[] = [];
  for (const f of found) if (out.length === 0 || f.start >= out[out.length - 1]!.end) out.push(f);
  return out;
}

function search(text: string, from: number, to: number, found: TextSecret[], options: { json?: boolean }, which: (c: Compiled) => boolean): void {
  const slice = text.slice(from, to);
  for (const c of formats()) {
    if (!which(c)) continue;
    c.regex.lastIndex = 0;
    for (let m = c.regex.exec(slice); m !== null; m = c.regex.exec(slice)) {
      if (m[0].length === 0) c.regex.lastIndex++;
      const [start, end] = m.indices?.groups?.["secret"] ?? m.indices![0]!;
      const secret = slice.slice(start, end);
      if (isPlaceholder(secret)) continue;
      if (options.json && /["\\]/.test(secret)) continue;
      found.push({ secret, start: from + start, end: from + end });
    }
  }
}

/** `text` with every token of a known format replaced by its redaction (first 4 characters and length). */
export function redactTokensInText(text: string, options: { json?: boolean } = {}): string {
  const found = findTokensInText(text, options);
  if (found.length === 0) return text;
  let out = "";
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + redact(f.secret);
    at = f.end;
  }
  return out + text.slice(at);
}
