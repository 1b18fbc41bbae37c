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
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    const redacted = redact(secret);
    // Inside JSON the redaction is escaped too, so scrubbed JSON output stays valid JSON.
    const spellings: [string, string][] = [[secret, redacted], [jsonEscaped(secret), jsonEscaped(redacted)], [encodeURIComponent(secret), redacted]];
    for (const [spelling, shown] of spellings) if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown);
  }
  if (replacement.size === 0) return (text) => text;
  const alternatives = [...replacement.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(alternatives.join("|"), "gi");
  return (text) => text.replace(pattern, (found) => replacement.get(found.toLowerCase()) ?? redact(found));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
