// How a detected secret is shown anywhere mcp-audit prints: a short prefix and its length, never more.

/**
 * `tk_live_9f2c41d07ab8e6` -> `tk_l… (22 chars)`. Secrets under 12 characters show 2 characters,
 * and never more than a third of the secret (a 4-character password shows 1, a 2-character one none).
 */
export function redact(secret: string): string {
  const chars = Array.from(secret); // code points: never cut a surrogate pair in half
  const n = chars.length;
  const shown = n >= 12 ? 4 : Math.min(2, Math.floor(n / 3));
  return `${chars.slice(0, shown).join("")}… (${n} ${n === 1 ? "char" : "chars"})`;
}

/**
 * Replace every occurrence of each secret in `text` with its redaction. Also catches the
 * secret as it appears inside JSON (escaped, and replaced by the escaped redaction) and in a URL
 * (percent-encoded). One left-to-right pass with the longest spelling tried first, so a secret that
 * contains another is redacted whole and a redaction is never scanned again.
 */
export function scrub(text: string, secrets: Iterable<string>): string {
  return scrubberFor(secrets)(text);
}

export type Scrubber = (text: string) => string;

// A run prints thousands of strings against the same set of secrets: build the matcher once per set.
const scrubbers = new WeakMap<object, { size: number; scrubber: Scrubber }>();

/** The scrubber of a set of secrets, built once (and again only when the set has grown). */
export function scrubberFor(secrets: Iterable<string>): Scrubber {
  const key = typeof secrets === "object" && secrets !== null ? secrets : undefined;
  const size = secrets instanceof Set ? secrets.size : -1;
  const cached = key ? scrubbers.get(key) : undefined;
  if (cached && cached.size === size && size !== -1) return cached.scrubber;
  const scrubber = buildScrubber(secrets);
  if (key && size !== -1) scrubbers.set(key, { size, scrubber });
  return scrubber;
}

function buildScrubber(secrets: Iterable<string>): Scrubber {
  // Keyed by the lower-cased spelling: matching ignores case, because a message may show a secret
  // lower-cased (a URL's host is: `https://AKIA….example.com` prints as `akia…`), and for a key that is
  // all capitals, such as an AWS key id, the lower-cased form gives the key away.
  const replacement = new Map<string, string>();
  const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);
  // A very long spelling (a whole hook command kept as written) is searched for on its own: in the
  // alternation it could pass V8's limit on a pattern's size, and the run would stop there. It is kept
  // with ASCII letters lower-cased only, which never changes a length (İ lower-cases to two characters).
  const long = new Map<string, string>();
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    const redacted = redact(secret);
    // Inside JSON the redaction is escaped too, so scrubbed JSON output stays valid JSON.
    const spellings: [string, string][] = [[secret, redacted], [jsonEscaped(secret), jsonEscaped(redacted)]];
    const encoded = percentEncoded(secret);
    if (encoded !== undefined) spellings.push([encoded, redacted]);
    for (const [spelling, shown] of spellings) {
      if (spelling.length > MAX_REGEX_SPELLING) {
        if (!long.has(asciiLower(spelling))) long.set(asciiLower(spelling), shown);
      } else if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown);
    }
  }
  if (replacement.size === 0 && long.size === 0) return (text) => text;
  const rest = replacement.size > 0 ? scrubberOf([...replacement.keys()].sort((a, b) => b.length - a.length), replacement) : (text: string) => text;
  if (long.size === 0) return rest;
  const ordered = [...long.keys()].sort((a, b) => b.length - a.length);
  return (text) => rest(replaceLong(text, ordered, long));
}

/** Spellings longer than this are replaced by a plain search, not through the regular expression. */
const MAX_REGEX_SPELLING = 2048;

function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** Each long spelling's occurrences (ASCII case ignored) replaced, longest first. */
function replaceLong(text: string, long: readonly string[], replacement: ReadonlyMap<string, string>): string {
  let out = text;
  for (const spelling of long) {
    const haystack = asciiLower(out);
    let at = haystack.indexOf(spelling);
    if (at === -1) continue;
    let built = "";
    let copied = 0;
    for (; at !== -1; at = haystack.indexOf(spelling, at + spelling.length)) {
      built += out.slice(copied, at) + replacement.get(spelling)!;
      copied = at + spelling.length;
    }
    out = built + out.slice(copied);
  }
  return out;
}

function scrubberOf(spellings: readonly string[], replacement: ReadonlyMap<string, string>): Scrubber {
  const source = spellings.map(escapeRegExp).join("|");
  const shown = (found: string) => replacement.get(found.toLowerCase()) ?? redact(found);
  const filter = quadgramFilter(spellings);
  if (!filter) {
    const pattern = new RegExp(source, "gi");
    return (text) => text.replace(pattern, shown);
  }
  // The same alternation, tried only where the filter says a spelling may start: what it matches,
  // and where, is what `text.replace(/…/gi)` would (leftmost, then the longest spelling first).
  const at = new RegExp(source, "iy");
  const { step, table, shift } = filter;
  return (text) => {
    let out = "";
    let copied = 0;
    // Every spelling is at least `step + 3` characters long, so one that starts at i holds the
    // sample at the first multiple of `step` past `copied` at or after i, with 4 characters to spare.
    for (let sample = copied + step - 1; sample + QUAD <= text.length; sample += step) {
      const k = Math.imul(quadAt(text, sample), HASH) >>> shift;
      if ((table[k >>> 5]! & (1 << (k & 31))) === 0) continue;
      for (let start = Math.max(copied, sample - step + 1); start <= sample; start++) {
        at.lastIndex = start;
        const m = at.exec(text);
        if (m === null) continue;
        out += text.slice(copied, start) + shown(m[0]);
        copied = start + m[0].length;
        sample = copied - 1;
        break;
      }
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}

/**
 * The secret as a URL would percent-encode it; undefined when it holds a lone surrogate, which has no
 * UTF-8 form (encodeURIComponent throws: a config value `"\\udbff…"` must not stop the run).
 */
function percentEncoded(secret: string): string | undefined {
  try {
    return encodeURIComponent(secret);
  } catch {
    return undefined;
  }
}

/** Characters the filter reads per sample. */
const QUAD = 4;
/** The filter's table has about this many bits per entry (a false candidate in ~256 samples), at most 2^22 (512 KB). */
const BITS_PER_ENTRY = 256;
const MAX_FILTER_BITS = 22;

/**
 * A text character as the filter compares it with a lower-cased ASCII spelling: ASCII letters
 * lower-cased, other ASCII as it is, anything else 0xff (under `/i` without the `u` flag a character
 * outside ASCII never matches an ASCII one, so it can be part of no spelling of an all-ASCII set).
 */
function foldAscii(unit: number): number {
  return unit >= 0x80 ? 0xff : unit >= 0x41 && unit <= 0x5a ? unit | 0x20 : unit;
}

/** The 4 characters at `i`, folded, one a byte: what the filter's table is keyed by. */
function quadAt(text: string, i: number): number {
  return ((foldAscii(text.charCodeAt(i)) << 24) | (foldAscii(text.charCodeAt(i + 1)) << 16) | (foldAscii(text.charCodeAt(i + 2)) << 8) | foldAscii(text.charCodeAt(i + 3))) >>> 0;
}

/** Multiplicative hashing (Knuth): the top bits of quad * HASH pick the table's bit. */
const HASH = 0x9e3779b1;

interface QuadgramFilter {
  /** Samples are this far apart: every spelling is at least `step + 3` characters long. */
  step: number;
  /** One bit per slot: set when the 4 characters of some spelling at one of its first `step` offsets hash there. */
  table: Uint32Array;
  /** `Math.imul(quad, HASH) >>> shift` is a quad's slot. */
  shift: number;
}

/**
 * The alternation alone costs ~20 ns a character of output with hundreds of secrets (every position
 * tries each alternative whose first character fits). The filter reads 4 characters every `step`
 * positions and looks them up in a table of every 4 characters a spelling holds in its first
 * `step + 3`: almost every sample misses, and only around a hit is the alternation tried. Built when
 * every spelling is ASCII and at least 4 characters long (a real token or password); otherwise the
 * alternation runs alone.
 */
function quadgramFilter(spellings: readonly string[]): QuadgramFilter | undefined {
  if (spellings.some((s) => s.length < QUAD || !/^[\x00-\x7f]*$/.test(s))) return undefined;
  // A loop, not Math.min(...spellings): a repository with tens of thousands of secrets must not overflow the call's arguments.
  let shortest = Infinity;
  for (const s of spellings) if (s.length < shortest) shortest = s.length;
  const step = shortest - QUAD + 1;
  const bits = Math.min(MAX_FILTER_BITS, Math.max(5, Math.ceil(Math.log2(spellings.length * step * BITS_PER_ENTRY))));
  const table = new Uint32Array(1 << (bits - 5));
  const shift = 32 - bits;
  for (const s of spellings) {
    for (let offset = 0; offset < step; offset++) {
      const k = Math.imul(quadAt(s, offset), HASH) >>> shift;
      table[k >>> 5]! |= 1 << (k & 31);
    }
  }
  return { step, table, shift };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
