// Tokens of known formats in free text (the output guard's last line of defence).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadingLiterals } from "../../src/secrets/format-literals.js";
import { findTokensInText, nothingToScan, redactTokensInText, scanTokens } from "../../src/secrets/scan-text.js";
import { isPlaceholder } from "../../src/secrets/placeholders.js";
import { scrub } from "../../src/secrets/redact.js";
import { TOKEN_FORMATS, matchFormat } from "../../src/secrets/token-formats.js";

describe("findTokensInText", () => {
  it("a text said to hold nothing to scan (the shortcut a short text takes before the keyword search is built) holds no token and no literal", () => {
    // Pieces of every format's examples, in any case, among ordinary output and a few non-ASCII letters.
    const pieces = [...TOKEN_FORMATS.flatMap((f) => [...f.examples.truePositives, ...f.examples.falsePositives]), "-----BEGIN", "://", "\u212a", "\u0130", '"files": [', " ", "\n", "x"];
    const piece = fc.oneof(
      fc.constantFrom(...pieces).chain((p) => fc.tuple(fc.nat(p.length), fc.nat(p.length)).map(([a, b]) => p.slice(Math.min(a, b), Math.max(a, b)))),
      fc.constantFrom(...pieces).map((p) => p.toUpperCase()),
      fc.string({ maxLength: 6 }),
    );
    let nothing = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join("")), (text) => {
        if (!nothingToScan(text)) return;
        nothing++;
        // scanTokens runs its full scan here: the keyword search is built by the first call below.
        findTokensInText("ghp_ eyJ xoxb- AKIA");
        expect(scanTokens(text)).toEqual({ tokens: [], holdsLiteral: false });
      }),
      { numRuns: 3000 },
    );
    expect(nothing).toBeGreaterThan(100);
    // Every true positive has something to scan.
    for (const format of TOKEN_FORMATS) for (const example of format.examples.truePositives) expect(nothingToScan(example), `${format.id}: ${example}`).toBe(false);
  });


  it("finds every format's true positives inside surrounding prose (the pre-filter lets each through)", () => {
    for (const format of TOKEN_FORMATS) {
      for (const example of format.examples.truePositives) {
        const expected = matchFormat(format, example)!.secret;
        const text = `mcp-audit: x.json: line 3: "${example}" is not a rule\nnext line\n`;
        const found = findTokensInText(text).map((f) => f.secret);
        expect(found, `${format.id}: ${example}`).toContain(expected);
        expect(redactTokensInText(text), format.id).not.toContain(expected);
      }
    }
  });

  it("leaves placeholders and ordinary output alone", () => {
    const text = 'server "github" has a literal GitHub personal access token in env (ghp_… (40 chars)): rotate it\n  "fingerprint": "4f1c2b7a9e0d3c5b",\n${GITHUB_TOKEN} ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n';
    expect(findTokensInText(text)).toEqual([]);
  });

  it("in JSON, never cuts across a string's end", () => {
    const json = JSON.stringify({ a: "postgres://u:", b: "x@h" });
    expect(redactTokensInText(json, { json: true })).toBe(json);
  });

  it("finds a private key across lines", () => {
    const key = `-----BEGIN PRIVATE KEY-----\n${"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n".repeat(4)}-----END PRIVATE KEY-----`;
    expect(redactTokensInText(`error: ${key}\n`)).toMatch(/^error: ----… \(\d+ chars\)\n$/);
  });
});

/** The plain definition: every format on every line (the private key on the whole text), placeholders left out, overlaps resolved by start then length. */
function plainTokens(text: string, json = false): { secret: string; start: number; end: number }[] {
  const found: { secret: string; start: number; end: number }[] = [];
  for (const format of TOKEN_FORMATS) {
    const pem = format.id === "private-key";
    const re = new RegExp(format.regex.source, format.regex.flags + "gd");
    const pieces: [string, number][] = pem ? [[text, 0]] : [];
    if (!pem) for (let at = 0; at <= text.length; ) {
      const nl = text.indexOf("\n", at);
      const end = nl === -1 ? text.length : nl;
      pieces.push([text.slice(at, end), at]);
      at = end + 1;
    }
    for (const [piece, from] of pieces) {
      for (const m of piece.matchAll(re)) {
        const [s, e] = m.indices!.groups?.["secret"] ?? m.indices![0]!;
        const secret = piece.slice(s, e);
        if (isPlaceholder(secret) || (json && /["\\]/.test(secret))) continue;
        found.push({ secret, start: from + s, end: from + e });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: typeof found = [];
  for (const f of found) if (out.length === 0 || f.start >= out[out.length - 1]!.end) out.push(f);
  return out;
}

describe("findTokensInText's pre-filter", () => {
  it("knows a literal every case-sensitive format starts with (or one it holds)", () => {
    expect(leadingLiterals(String.raw`\b(?:A3T[A-Z0-9]|AKIA)[A-Z2-7]{16}\b`)).toEqual(["A3T", "AKIA"]);
    expect(leadingLiterals(String.raw`\bxox[pe]-[0-9]`)).toEqual(["xox"]);
    expect(leadingLiterals(String.raw`\bhttps:\/\/hooks\.slack\.com\/x`)).toEqual(["https://hooks.slack.com/x"]);
    // What may be absent is no literal: a quantified last character, an optional group, a one-character alternative, a top-level alternative.
    expect(leadingLiterals("abc?d")).toEqual(["ab"]);
    expect(leadingLiterals("ab?c")).toBeUndefined();
    expect(leadingLiterals("(?:ab|cd)?x")).toBeUndefined();
    expect(leadingLiterals("(?:ab|c)x")).toBeUndefined();
    expect(leadingLiterals("ab|cd|e")).toBeUndefined();
    expect(leadingLiterals("(?!pk_)[a-z]{2,8}_live_")).toBeUndefined();
    for (const format of TOKEN_FORMATS) {
      if (format.regex.flags.includes("i") || format.id === "private-key") continue;
      const starts = leadingLiterals(format.regex.source);
      if (!starts) {
        // these two hold a literal instead (HELD_LITERALS): the line holding it is searched
        expect(["generic-live-key", "jwt"]).toContain(format.id);
        continue;
      }
      for (const example of format.examples.truePositives) {
        const secret = matchFormat(format, example)!.secret;
        expect(starts.some((l) => secret.startsWith(l)), `${format.id}: ${starts.join(" ")}`).toBe(true);
      }
    }
  });

  it("finds what every format finds on every line (a property over format examples cut, joined and bordered)", () => {
    const examples = TOKEN_FORMATS.flatMap((f) => [...f.examples.truePositives, ...f.examples.falsePositives]);
    const piece = fc.oneof(
      fc.constantFrom(...examples),
      fc.tuple(fc.constantFrom(...examples), fc.nat(40)).map(([e, n]) => e.slice(0, n)),
      fc.tuple(fc.constantFrom(...examples), fc.nat(40)).map(([e, n]) => e.slice(n)),
      fc.constantFrom(" ", "\n", "x", "_", "-", ".", '"', "é", "sk", "SK", "://", "a_live_", "eyJ", "SKILL.md"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), fc.boolean(), (parts, json) => {
        const text = parts.join("");
        expect(findTokensInText(text, { json })).toEqual(plainTokens(text, json));
      }),
      { numRuns: 500 },
    );
  });
});

describe("scrub ignores case", () => {
  it("redacts a secret shown lower-cased (a URL's host) or upper-cased", () => {
    const key = "AKIAJ7Q2XK4B5N3MZP6W";
    expect(scrub(`http://${key.toLowerCase()}.example.com`, [key])).toBe("http://AKIA… (20 chars).example.com");
    expect(scrub("GHP_6FIXKMQ8YBSCXIWMZMCIENOJ7E4007TWZNFU", ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu"])).toBe("ghp_… (40 chars)");
  });
});
