// Known token formats in free text: the last line of defence of every output and written file,
// beside the secrets the rules found. It catches what no rule looked at: a token a broken config or
// lock echoes in an error, a token in a file name, a registry URL with credentials in an error.
// Linear and cheap on ordinary output (see `planned`): a few passes over the text, however many
// formats there are.
import { KeywordSearch } from "../core/keyword-search.js";
import { formatLiterals, PEM_HEADER } from "./format-literals.js";
import { isPlaceholder } from "./placeholders.js";
import { TOKEN_FORMATS, type TokenFormat } from "./token-formats.js";
import { redact } from "./redact.js";

/**
 * One pass over the text finds where tokens may be: the literal every case-sensitive format but the
 * private key starts with (`ghp_`, `AKIA`, `xox`…), all found by one keyword search (a few ns a
 * character; the alternation of every format that it replaces cost about 11 ns a byte, V8 trying
 * each alternative at every position). Where one starts, the formats' alternation is tried at that
 * position alone; only a line where it matched is then searched with every format, to get each
 * token's exact extent. A format with no literal start (`<prefix>_live_…`) has its lines searched
 * wherever its literal is. Formats that ignore case are searched on the lines holding their literal
 * (`://` for connection strings); private keys, which span lines, from each `-----BEGIN` in a
 * bounded window.
 */
interface Plan {
  hints: KeywordSearch;
  /** By hint: true when a format starts with it (the alternation is tried there), false when a format only holds it. */
  startsFormat: Map<string, boolean>;
  /**
   * By hint: the literals as the formats spell them (every swept format is case-sensitive). The
   * search ignores case, so `sk` (Twilio's `SK`) is found in every "skill": where no spelling is
   * there exactly, no format can match at that position (one whose literal is there has its own hit).
   */
  spelled: Map<string, string[]>;
  /** Every case-sensitive format but the private key, tried at one position. */
  sticky: RegExp;
  perLine: Compiled[];
  caseless: { compiled: Compiled; literal: string }[];
  pem: Compiled[];
}

let plan: Plan | undefined;

/** The plan's literals alone: what it searches for, without the keyword search and the alternation built from them. */
type Literals = Omit<Plan, "hints" | "sticky"> & { swept: Compiled[] };

let literalPlan: Literals | undefined;

function plannedLiterals(): Literals {
  if (literalPlan) return literalPlan;
  const all = formats();
  const isPem = (c: Compiled) => c.format.id === "private-key";
  const caselessOf = (c: Compiled) => formatLiterals(c.format).caseless;
  const swept = all.filter((c) => !isPem(c) && !caselessOf(c));
  const startsFormat = new Map<string, boolean>();
  const spelled = new Map<string, string[]>();
  const held: string[] = [];
  for (const c of swept) {
    const { place, literals } = formatLiterals(c.format);
    if (place === "starts") for (const l of literals) startsFormat.set(l.toLowerCase(), true);
    else held.push(...literals);
    for (const l of literals) {
      const spellings = spelled.get(l.toLowerCase()) ?? [];
      if (!spellings.includes(l)) spellings.push(l);
      spelled.set(l.toLowerCase(), spellings);
    }
  }
  // A held literal searches its whole line even when it also starts some format.
  for (const l of held) startsFormat.set(l.toLowerCase(), false);
  const caseless = all.filter((c) => !isPem(c) && caselessOf(c)).map((compiled) => ({ compiled, literal: formatLiterals(compiled.format).literals[0] ?? "" }));
  literalPlan = { swept, startsFormat, spelled, perLine: all.filter((c) => !isPem(c)), caseless, pem: all.filter(isPem) };
  return literalPlan;
}

function planned(): Plan {
  if (plan) return plan;
  const { swept, ...rest } = plannedLiterals();
  // Named groups cannot repeat in one regex: in the alternation they are plain groups.
  const sticky = new RegExp(swept.map((c) => `(?:${c.format.regex.source.replace(/\(\?<[A-Za-z]+>/g, "(")})`).join("|"), "y");
  plan = { ...rest, hints: new KeywordSearch([...rest.startsFormat.keys()]), sticky };
  return plan;
}

/** Texts up to this length are first asked whether they hold any literal at all, with plain searches. */
const SHORT_TEXT = 8192;

/**
 * Whether the text gives scanTokens nothing to look at: no hint that starts a format spelled as a
 * format spells it (scanTokens passes over any other spelling of one: "sk" in "skills"), no hint
 * held inside a format in any case (scanTokens searches the line of each), no case-insensitive
 * format's literal, no private key header. Then scanTokens finds no token and no literal, so while
 * its keyword search is not built, a short text is asked this first, with plain searches: building
 * that search costs a process ~1 ms, more than a run over a few configs spends in all the searches
 * its output needs (a few hundred short texts, each asked this in microseconds). Lower-casing can
 * only add hints (a non-ASCII letter whose lower case is ASCII): then the full scan runs.
 * Exported for its test.
 */
export function nothingToScan(text: string): boolean {
  const { startsFormat, spelled, caseless } = plannedLiterals();
  if (text.includes(PEM_HEADER)) return false;
  for (const { literal } of caseless) if (literal === "" || text.includes(literal)) return false;
  let lower: string | undefined;
  for (const [hint, starts] of startsFormat) {
    if (starts) {
      for (const spelling of spelled.get(hint)!) if (text.includes(spelling)) return false;
    } else if ((lower ??= text.toLowerCase()).includes(hint)) return false;
  }
  return true;
}

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
  return scanTokens(text, options).tokens;
}

export interface TokenScan {
  /** What findTokensInText returns. */
  tokens: TextSecret[];
  /**
   * Whether the text holds, spelled as its format spells it, the literal of some format (for a
   * format that ignores case, in any case), or a private key's header: false proves that no
   * substring of the text can be part of a token (every match of a format holds one of its literals).
   */
  holdsLiteral: boolean;
}

/** findTokensInText's tokens, and whether the text holds any format's literal, from the same pass. */
export function scanTokens(text: string, options: { json?: boolean } = {}): TokenScan {
  if (!plan && text.length <= SHORT_TEXT && nothingToScan(text)) return { tokens: [], holdsLiteral: false };
  const { hints, startsFormat, spelled, sticky, perLine, caseless, pem } = planned();
  const found: TextSecret[] = [];
  let holdsLiteral = false;
  const lineAt = (at: number) => {
    const newline = text.indexOf("\n", at);
    return { start: text.lastIndexOf("\n", at) + 1, end: newline === -1 ? text.length : newline };
  };
  const hits = hints.search(text);
  for (let k = 0, scannedTo = 0; k < hits.at.length; k++) {
    const at = hits.at[k]!;
    const keyword = hits.keyword[k]!;
    const starts = startsFormat.get(keyword)!;
    // A literal that starts formats, not spelled here as they spell it: no format matches at `at`.
    // (A held literal is looked for anywhere on the line, so its hit proves nothing.)
    if (starts && !isSpelledAt(text, at, spelled.get(keyword)!)) continue;
    holdsLiteral ||= starts || isSpelledAt(text, at, spelled.get(keyword)!);
    // A line is searched once: every format has searched it.
    if (at < scannedTo) continue;
    if (starts) {
      sticky.lastIndex = at;
      if (!sticky.test(text)) continue;
    }
    const line = lineAt(at);
    search(text, line.start, line.end, found, options, perLine);
    scannedTo = line.end;
  }
  for (const { compiled: c, literal } of caseless) {
    if (literal === "") {
      holdsLiteral = true;
      search(text, 0, text.length, found, options, [c]);
      continue;
    }
    for (let at = text.indexOf(literal), scannedTo = -1; at !== -1; at = text.indexOf(literal, Math.max(at + literal.length, scannedTo))) {
      holdsLiteral = true;
      const line = lineAt(at);
      search(text, line.start, line.end, found, options, [c]);
      scannedTo = line.end;
    }
  }
  // A private key spans lines: searched from its header on, in a bounded window. Windows start at
  // least half a window apart (each character is searched at most twice), so a key shorter than half
  // a window that starts inside the previous window also ends inside it.
  for (let at = text.indexOf(PEM_HEADER), scannedTo = -Infinity; at !== -1; at = text.indexOf(PEM_HEADER, at + PEM_HEADER.length)) {
    holdsLiteral = true;
    if (at < scannedTo - PEM_WINDOW / 2) continue;
    scannedTo = Math.min(text.length, at + PEM_WINDOW);
    search(text, at, scannedTo, found, options, pem);
  }
  if (found.length === 0) return { tokens: found, holdsLiteral };
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextSecret[] = [];
  for (const f of found) if (out.length === 0 || f.start >= out[out.length - 1]!.end) out.push(f);
  return { tokens: out, holdsLiteral };
}

/**
 * Whether no format's literal (spelled as scanTokens' `holdsLiteral` reads it) can be written with
 * these characters alone: then a text of only these characters holds no literal, so no token.
 */
export function alphabetSpellsNoLiteral(alphabet: string): boolean {
  const { spelled, caseless } = plannedLiterals();
  const within = (literal: string, caseFolds: boolean) => [...literal].every((c) => alphabet.includes(c) || (caseFolds && (alphabet.includes(c.toLowerCase()) || alphabet.includes(c.toUpperCase()))));
  for (const spellings of spelled.values()) for (const l of spellings) if (within(l, false)) return false;
  for (const { literal } of caseless) if (within(literal, true)) return false;
  return !within(PEM_HEADER, false);
}

function isSpelledAt(text: string, at: number, spellings: readonly string[]): boolean {
  for (const s of spellings) if (text.startsWith(s, at)) return true;
  return false;
}

function search(text: string, from: number, to: number, found: TextSecret[], options: { json?: boolean }, which: readonly Compiled[]): void {
  const slice = text.slice(from, to);
  for (const c of which) {
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
  return redactTokens(text, findTokensInText(text, options));
}

/** `text` with these tokens (findTokensInText's answer for it) replaced by their redactions. */
export function redactTokens(text: string, found: readonly TextSecret[]): string {
  if (found.length === 0) return text;
  let out = "";
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + redact(f.secret);
    at = f.end;
  }
  return out + text.slice(at);
}
