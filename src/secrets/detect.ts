// Is this (key, value) a literal credential? Known token formats first, then what the key name
// says combined with how random the value looks. Placeholders and plain configuration never are.
import { mayMatch } from "./format-literals.js";
import { classifyKey, type KeyKind } from "./key-names.js";
import { isPlaceholder } from "./placeholders.js";
import { matchFormat, TOKEN_FORMATS, type TokenFormat } from "./token-formats.js";

export interface SecretMatch {
  /** The literal secret, exactly as it appears in the value. */
  secret: string;
  format?: TokenFormat;
  reason: "format" | "key-name";
  /** Where the secret sits in the value: an auth scheme (`Bearer `) or the rest of a URL stays outside. */
  start: number;
  end: number;
  /** The auth scheme written before it (`Bearer`, `Basic`, `token`). */
  scheme?: string;
  /** The URL query parameter that holds it (`api_key`), when it was found there. */
  param?: string;
}

/** `Bearer x`, `Basic x`, `token x` (GitHub), … : the scheme is kept, only the credential moves. */
const AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|ApiKey|Api-Key|SSWS|OAuth|Digest)[ \t]+(?=\S+$)/i;
/** Schemes that make the value a credential whatever its key is called. */
const STRONG_SCHEME = /^(Bearer|Basic)$/i;
const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The most telling secret in the value, if any (format matches first). */
export function detectSecret(key: string | undefined, value: string): SecretMatch | undefined {
  return findSecrets(key, value)[0];
}

/** Every secret in the value, without overlaps: format matches, URL query parameters, then the value by its key. */
export function findSecrets(key: string | undefined, value: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  const scheme = AUTH_SCHEME.exec(value);
  const add = (m: SecretMatch) => {
    if (isPlaceholder(m.secret) || found.some((f) => m.start < f.end && f.start < m.end)) return;
    if (scheme && m.start === scheme[0].length) m.scheme = scheme[1]!;
    found.push(m);
  };
  let lower: string | undefined;
  const lowered = () => (lower ??= value.toLowerCase());
  for (const format of TOKEN_FORMATS) {
    // Cheap before dear: a value without any of a format's literals runs none of its regex.
    if (!mayMatch(format, value, lowered)) continue;
    const m = matchFormat(format, value);
    if (m) add({ ...m, format, reason: "format" });
  }
  if (URL_LIKE.test(value)) {
    for (const q of queryParameters(value)) {
      const info = classifyKey(q.name);
      if (info && looksLikeCredential(q.value, info.kind)) add({ secret: q.value, reason: "key-name", start: q.start, end: q.start + q.value.length, param: q.name });
    }
    return found;
  }
  if (found.length > 0) return found;
  const start = scheme ? scheme[0].length : 0;
  const candidate = value.slice(start);
  const kind: KeyKind | undefined = classifyKey(key)?.kind ?? (scheme && STRONG_SCHEME.test(scheme[1]!) ? "password" : undefined);
  if (kind && looksLikeCredential(candidate, kind)) add({ secret: candidate, reason: "key-name", start, end: value.length });
  return found;
}

/**
 * Whether a value under a secret-sounding key is a credential rather than configuration.
 * `password` slots take any non-trivial literal; `credential` slots need a random-looking value.
 */
export function looksLikeCredential(value: string, kind: KeyKind): boolean {
  if (value.length < 6 || /\s/.test(value) || isPlainConfig(value) || isPlaceholder(value)) return false;
  const h = shannonEntropy(value);
  const lower = /[a-z]/.test(value);
  const upper = /[A-Z]/.test(value);
  const digit = /[0-9]/.test(value);
  const symbol = /[^A-Za-z0-9]/.test(value);
  const letter = lower || upper;
  const classes = [lower, upper, digit, symbol].filter(Boolean).length;
  if (kind === "password") return classes >= 2 || h >= 2.5;
  if (isSlug(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return h >= 3;
  if (value.length >= 20 && /^[A-Za-z0-9+/=_.-]+$/.test(value) && h >= 3.5 && ((letter && digit) || (lower && upper))) return true;
  if (value.length >= 12 && letter && digit && h >= 3.2) return true;
  return value.length >= 10 && classes >= 3 && h >= 3;
}

/** Values that configure rather than authenticate: booleans, numbers, versions, URLs, paths, emails, levels. */
export function isPlainConfig(value: string): boolean {
  return (
    /^(true|false|yes|no|on|off|enabled|disabled|null|none|debug|info|warn|warning|error|trace|fatal|silent|verbose)$/i.test(value) ||
    /^[+-]?\d+(\.\d+)?(ms|s|m|h|d|k|kb|mb|gb)?$/i.test(value) ||
    /^v?\d+(\.\d+)+([-+][\w.]+)?$/.test(value) ||
    URL_LIKE.test(value) ||
    /^(~|\.{1,2})?[\\/]/.test(value) ||
    /^[A-Za-z]:[\\/]/.test(value) ||
    (value.includes("/") && /\.[a-z][a-z0-9]{0,4}$/.test(value)) ||
    /^[^@\s:/]+@[^@\s:/]+\.[a-z]{2,}$/i.test(value)
  );
}

/**
 * Lower-case words joined by `-` or `.` (`gpt-4o-mini`, `claude-sonnet-4-5-20250929`, `eu-west-1`):
 * names of things, not keys. A UUID is not one (its segments mix letters and digits at length 8+).
 */
function isSlug(value: string): boolean {
  if (!/^[a-z0-9]+([-.][a-z0-9]+)+$/.test(value)) return false;
  const segments = value.split(/[-.]/);
  return segments.some((s) => /^[a-z]{3,}$/.test(s)) && !segments.some((s) => s.length >= 8 && /[a-z]/.test(s) && /[0-9]/.test(s));
}

/** Bits per character of the value's own character distribution. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** `?a=1&token=x#f` -> the parameters with the offset of each value in the whole string. */
function queryParameters(url: string): { name: string; value: string; start: number }[] {
  const q = url.indexOf("?");
  if (q === -1) return [];
  const hash = url.indexOf("#", q);
  const end = hash === -1 ? url.length : hash;
  const out: { name: string; value: string; start: number }[] = [];
  let at = q + 1;
  for (const pair of url.slice(q + 1, end).split("&")) {
    const eq = pair.indexOf("=");
    if (eq > 0) out.push({ name: safeDecode(pair.slice(0, eq)), value: pair.slice(eq + 1), start: at + eq + 1 });
    at += pair.length + 1;
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
