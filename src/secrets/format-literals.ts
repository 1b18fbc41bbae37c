// The literal text a match of each token format must hold, read from the format's own regex: what
// lets a scan skip a format's regex where it cannot match. scan-text.ts plans its one keyword pass
// over an output from it; detect.ts runs a format on a value only when the value holds one of its
// literals, so an ordinary value runs no regex (each of the ~35 costs a compile on its first runs in
// a process, most of what the secret check cost a pre-commit run over a few files).
import type { TokenFormat } from "./token-formats.js";

/**
 * The literals a match of `source` starts with, one per alternative, after an optional `\\b`
 * (`\\b(?:AKIA|ASIA)[A-Z2-7]{16}` → AKIA, ASIA); undefined when some alternative does not start
 * with a literal of two characters or more.
 */
export function leadingLiterals(source: string): string[] | undefined {
  const alternatives = topLevel(source);
  if (alternatives.length > 1) {
    const out: string[] = [];
    for (const a of alternatives) {
      const l = leadingLiterals(a);
      if (!l) return undefined;
      out.push(...l);
    }
    return out;
  }
  const s = source.startsWith("\\b") ? source.slice(2) : source;
  if (s.startsWith("(?:")) {
    const close = 3 + topLevel(s.slice(3), true).join("|").length;
    // A quantifier after the group (`(?:…)?`) would let a match start past it.
    if (close >= s.length || QUANTIFIERS.has(s[close + 1]!)) return undefined;
    return leadingLiterals(s.slice(3, close));
  }
  let literal = "";
  let i = 0;
  for (; i < s.length; i++) {
    const c = s[i]!;
    if (/[A-Za-z0-9_:/-]/.test(c)) literal += c;
    else if (c === "\\" && /[./:-]/.test(s[i + 1] ?? "")) literal += s[++i];
    else break;
  }
  // A quantified last character (`ab?`) is not certain to be there.
  if (QUANTIFIERS.has(s[i]!)) literal = literal.slice(0, -1);
  return literal.length >= 2 ? [literal] : undefined;
}

/** `source` cut at its top-level `|`; with `toClose`, only up to the `)` that closes the group it is inside. */
function topLevel(source: string, toClose = false): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (c === ")" && toClose) {
      out.push(source.slice(from, i));
      return out;
    } else if (c === "|" && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/** What makes the atom before it optional (`+` does not: one is there). */
const QUANTIFIERS: ReadonlySet<string> = new Set(["?", "*", "{"]);

/** The literal a case-sensitive format that starts with none must hold (its lines alone are searched). */
const HELD_LITERALS: Record<string, string> = { "generic-live-key": "_live_", jwt: "eyJ" };

/** A literal each case-insensitive format needs (its lines alone are searched); without one, the whole text is. */
const CASELESS_LITERALS: Record<string, string> = { "connection-string-password": "://" };

/** Where a private key starts: its format's leading literal, and what the output guard looks for. */
export const PEM_HEADER = "-----BEGIN";

/** What a match of a format must hold. */
export interface FormatLiterals {
  /** The match starts with one of them (`starts`) or holds one (`holds`); `none`: no literal is known, the regex always runs. */
  place: "starts" | "holds" | "none";
  /** Exact, or lower case when the format ignores case. */
  literals: readonly string[];
  caseless: boolean;
}

const known = new WeakMap<TokenFormat, FormatLiterals>();

/** What a match of `format` must hold, derived once per format. */
export function formatLiterals(format: TokenFormat): FormatLiterals {
  let out = known.get(format);
  if (out) return out;
  const caseless = format.regex.flags.includes("i");
  if (caseless) {
    const literal = CASELESS_LITERALS[format.id];
    out = literal === undefined ? { place: "none", literals: [], caseless } : { place: "holds", literals: [literal.toLowerCase()], caseless };
  } else {
    const starts = leadingLiterals(format.regex.source);
    const held = HELD_LITERALS[format.id];
    if (starts) out = { place: "starts", literals: starts, caseless };
    else if (held !== undefined) out = { place: "holds", literals: [held], caseless };
    else throw new Error(`token format ${format.id} starts with no literal and has none in HELD_LITERALS`);
  }
  known.set(format, out);
  return out;
}

/**
 * False only when `format` cannot match anywhere in `text` (it lacks every literal the format's
 * matches hold). `lower`: `text.toLowerCase()`, computed once by the caller for caseless formats.
 */
export function mayMatch(format: TokenFormat, text: string, lower: () => string): boolean {
  const { place, literals, caseless } = formatLiterals(format);
  if (place === "none") return true;
  const haystack = caseless ? lower() : text;
  for (const l of literals) if (haystack.includes(l)) return true;
  return false;
}
