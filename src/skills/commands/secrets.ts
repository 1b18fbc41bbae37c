// Hard-coded secrets in skill files, found by the project's one secret detector (src/secrets: the
// same token formats, placeholders and redaction as inline-secret). This file only finds the
// candidates cheaply: a literal search for the formats' prefixes, and `NAME = value` where the
// name says secret; the detector decides.
import { findSecrets } from "../../secrets/detect.js";
import { classifyKey } from "../../secrets/key-names.js";
import { redact } from "../../secrets/redact.js";
import { isSpaceUnit, keywordsOf, lineStartNear, lowerBound, SECRET_NAME_HINTS, TOKEN_HINTS } from "./keywords.js";

const TOKEN_HINT_SET: ReadonlySet<string> = new Set(TOKEN_HINTS);
const NAME_HINT_SET: ReadonlySet<string> = new Set(SECRET_NAME_HINTS);
/** Twilio's `SK` + 32 hex has no longer literal start: its own search, `SK` by indexOf (thrice the regex's speed) and the rest tried there. */
const TWILIO_HINT = /\bSK[0-9a-fA-F]{32}\b/y;
const TWILIO_LENGTH = 34;

export interface SecretHit {
  offset: number;
  length: number;
  secret: string;
  /** "GitHub personal access token ghp_… (40 chars)": the format and the redaction, never the value. */
  label: string;
  byFormat: boolean;
}

/** `NAME=value`, `NAME: value`, `NAME := value` (Go, make), `env["NAME"] = value`: the value, its quote and its auth scheme. */
const ASSIGNED_VALUE = /^["']?\]?\s{0,4}(?::=|[:=])\s{0,4}(["'`]?)((?:Bearer|Basic|token)\s{1,4})?([^\s"'`,;()}{\]<>]{6,300})/;
/**
 * What may stand before a name whose unquoted value can only be a literal: a shell's assignment words
 * (`export`, cmd's `set`, Dockerfile `ENV`), a YAML list item, an option that sets a variable
 * (`docker run -e`, `--build-arg`, `helm --set`), a scope of .npmrc (`//registry.example.com/:_authToken=…`).
 * At a line's start (LINE_START) or in a string (OPENING_QUOTE) the value may be code (`token = make()`).
 */
const LITERAL_CONTEXT = /^\s{0,8}(?:(?:export|set|setx|env|declare|local|readonly|typeset|ENV|ARG)\s{1,8}|\/\/\S{1,200}:|-\s{1,4})$|(?:^|\s)(?:-e|--env|--build-arg|--set|--set-string|-var)(?:\s{1,4}|=)$/;
/** A line's start: a .env line or YAML, but also code (`password := os.Getenv(…)`), so a code-shaped value is left out there. */
const LINE_START = /^\s{0,8}$/;
/** A quote that opens a string holding the pair (`"Authorization: Bearer …"`), not the name's own quotes (`"password": x`). */
const OPENING_QUOTE = /["'][\w-]{0,64}$/;
/**
 * An unquoted value that is code, not a literal: a call or an index (`os.Getenv(`, `os.environ[`), a
 * member without a digit (`cfg.Password`; `Acme.Corp2024` and `dp.st.prd.aB3d…` are secrets), a
 * variable (`$env:KEY`).
 */
const CODE_VALUE = /^(?:[A-Za-z_$][A-Za-z_$]{0,64}(?:\.[A-Za-z_$][A-Za-z_$]{0,64}){1,8}|\$[\w:]{1,64})$/;
/** `--token value`, `--token=value`; the next option is no value (`--password --quiet` prompts). */
const FLAG_VALUE = /^(?:=|\s{1,4})(["'`]?)()(?!-)([^\s"'`,;()}{\]<>]{6,300})/;
const MAX_TOKEN = 600;

/** Code units of `[\s"'`<>()[\]{},;|\\]` (1), and of `=` too (2): a token's borders, read a unit at a time without a regex. */
const BORDER = new Uint8Array(128);
for (const ch of " \t\n\v\f\r\"'`<>()[]{},;|\\") BORDER[ch.charCodeAt(0)] = 1;
BORDER[61] = 2;

/**
 * Code units that end a URL (`scheme://user:password@host`) in text: a password may hold `(`, `;`,
 * `,`, `|` and brackets, which end every other token; a URL ends at a blank, a quote or `<>`.
 */
const URL_BORDER = new Uint8Array(128);
for (const ch of " \t\n\v\f\r\"'`<>\\") URL_BORDER[ch.charCodeAt(0)] = 1;

function bordersUrl(c: number): boolean {
  return c < 128 ? URL_BORDER[c] === 1 : isSpaceUnit(c);
}

/** Whether a code unit ends a token: the class above, with `=` when looking back for where it starts. */
export function bordersToken(c: number, withEquals: boolean): boolean {
  if (c < 128) return withEquals ? BORDER[c] !== 0 : BORDER[c] === 1;
  return isSpaceUnit(c);
}

/** `[\w.]` (and `-` with `dash`), for one code unit. */
export function isKeyUnit(c: number, dash: boolean): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || (dash && c === 45);
}

/** Whether text[at, end) starts as ASSIGNED_VALUE needs (`/^["']?\]?\s{0,4}[:=]/`): an optional quote and `]`, at most 4 spaces, `:` or `=`. */
export function assignsAt(text: string, at: number, end: number): boolean {
  let i = at;
  if (i < end && (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39)) i++;
  if (i < end && text.charCodeAt(i) === 93) i++;
  for (let k = 0; k < 4 && i < end && isSpaceUnit(text.charCodeAt(i)); k++) i++;
  return i < end && (text.charCodeAt(i) === 58 || text.charCodeAt(i) === 61);
}

function flagBefore(text: string, at: number): boolean {
  return text[at - 1] === "-" && text[at - 2] === "-";
}

export function findTextSecrets(text: string, start = 0, end = text.length): SecretHit[] {
  const out: SecretHit[] = [];
  const seen = new Set<string>();
  const add = (secret: string, at: number, label: string, byFormat: boolean) => {
    // Overlaps come from the two searches meeting the same token: the last few hits are enough to compare.
    if (seen.has(`${at}:${secret}`)) return;
    for (let j = Math.max(0, out.length - 8); j < out.length; j++) if (at < out[j]!.offset + out[j]!.length && out[j]!.offset < at + secret.length) return;
    seen.add(`${at}:${secret}`);
    out.push({ offset: at, length: secret.length, secret, label, byFormat });
  };
  const found = keywordsOf(text);
  const tokenAt: { index: number; hint: string }[] = [];
  const nameAt: { index: number; hint: string }[] = [];
  for (let i = lowerBound(found.at, start); i < found.at.length && found.at[i]! < end; i++) {
    const k = found.keyword[i]!;
    if (TOKEN_HINT_SET.has(k)) tokenAt.push({ index: found.at[i]!, hint: k });
    else if (NAME_HINT_SET.has(k)) nameAt.push({ index: found.at[i]!, hint: k });
  }
  for (let i = text.indexOf("SK", start); i !== -1 && i < end; ) {
    TWILIO_HINT.lastIndex = i;
    if (TWILIO_HINT.test(text)) {
      tokenAt.push({ index: i, hint: "sk" });
      i = text.indexOf("SK", i + TWILIO_LENGTH);
    } else i = text.indexOf("SK", i + 1);
  }
  tokenAt.sort((a, b) => a.index - b.index);
  let coveredUntil = start;
  let urlUntil = start;
  for (const m of tokenAt) {
    if (m.index < coveredUntil) continue;
    let s = m.index;
    while (s > start && m.index - s < 64 && !bordersToken(text.charCodeAt(s - 1), true)) s--;
    let e = m.index + m.hint.length;
    const pem = m.hint === "-----begin";
    const limit = Math.min(end, m.index + (pem ? 10_000 : MAX_TOKEN));
    if (pem) {
      const close = text.indexOf("-----END", m.index);
      e = close === -1 || close > limit ? limit : Math.min(limit, text.indexOf("-----", close + 8) + 5);
      if (e < close) e = limit;
    } else while (e < limit && !bordersToken(text.charCodeAt(e), false)) e++;
    coveredUntil = e;
    // A URL's password runs past the token's borders; the hints after them still get their own token
    // (findSecrets finds one match of each format in a token), what both find is added once. A `://`
    // inside the last URL read is not read as a URL again: each character is read in at most one.
    if (m.hint === "://" && m.index >= urlUntil) {
      while (e < limit && !bordersUrl(text.charCodeAt(e))) e++;
      urlUntil = e;
    }
    const token = text.slice(s, e);
    for (const f of findSecrets(undefined, token)) {
      add(f.secret, s + f.start, `${f.format?.description ?? "secret"} ${redact(f.secret)}`, true);
    }
  }
  // NAME = "value", NAME: value, --token value, Authorization: Bearer value.
  let namesUntil = start;
  for (const m of nameAt) {
    if (m.index < namesUntil) continue;
    let ks = m.index;
    while (ks > start && m.index - ks < 64 && isKeyUnit(text.charCodeAt(ks - 1), false)) ks--;
    let ke = m.index + m.hint.length;
    while (ke < end && ke - m.index < 64 && isKeyUnit(text.charCodeAt(ke), true)) ke++;
    namesUntil = ke;
    // Only a name followed by `=`/`:` (or an option's value) can hold one: skip prose cheaply.
    const nameQuoted = text.charCodeAt(ke) === 34 || text.charCodeAt(ke) === 39;
    const next = nameQuoted ? text[ke + 1] : text[ke];
    if (!(flagBefore(text, ks) || next === "=" || next === ":" || next === " " || next === "\t" || next === "]")) continue;
    // `NAME = value` or `NAME: value`; a bare space only after a command-line option (`--token value`).
    // Looked for before the name is classified: most names in prose are followed by neither.
    const flag = flagBefore(text, ks);
    // A word after a name in prose ("the token is…") fails ASSIGNED_VALUE at its `[:=]`: told without the regex.
    if (!flag && !assignsAt(text, ke, end)) continue;
    const after = (flag ? FLAG_VALUE : ASSIGNED_VALUE).exec(text.slice(ke, Math.min(end, ke + 400)));
    if (!after) continue;
    const key = text.slice(ks, ke);
    if (!classifyKey(key)) continue;
    // A literal is quoted, or stands where only a literal can (LITERAL_CONTEXT); else it is code (`token = make()`).
    if (after[1] === "" && !flag) {
      const before = text.slice(lineStartNear(text, ks, 200), ks);
      // Where only a literal stands (after export, ENV, -e…), the value is one; at a line's start or
      // in a string it may be code.
      if (!LITERAL_CONTEXT.test(before)) {
        if (!LINE_START.test(before) && (nameQuoted || !OPENING_QUOTE.test(before))) continue;
        const valueEnd = ke + after[0].length;
        if (CODE_VALUE.test(after[3]!) || text.charCodeAt(valueEnd) === 40 || text.charCodeAt(valueEnd) === 91) continue;
      }
    }
    const valueStart = ke + after[0].length - after[3]!.length;
    const value = (after[2] ?? "") + after[3]!;
    for (const found of findSecrets(key, value)) {
      const at = valueStart - (after[2]?.length ?? 0) + found.start;
      add(found.secret, at, `${found.format?.description ?? `secret in ${key.length > 40 ? "a variable" : key}`} ${redact(found.secret)}`, found.reason === "format");
    }
  }
  return out;
}
