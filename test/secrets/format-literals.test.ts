import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findSecrets } from "../../src/secrets/detect.js";
import { formatLiterals, leadingLiterals, mayMatch, PEM_HEADER } from "../../src/secrets/format-literals.js";
import { matchFormat, TOKEN_FORMATS } from "../../src/secrets/token-formats.js";

const lowerOf = (s: string) => () => s.toLowerCase();

describe("the literals a token format's matches hold", () => {
  it("are known for every format but those that ignore case and name none", () => {
    for (const f of TOKEN_FORMATS) {
      const l = formatLiterals(f);
      if (l.place === "none") expect(f.regex.flags, f.id).toContain("i");
      else expect(l.literals.length, f.id).toBeGreaterThan(0);
      for (const literal of l.literals) expect(literal.length, f.id).toBeGreaterThanOrEqual(2);
    }
    expect(formatLiterals(TOKEN_FORMATS.find((f) => f.id === "private-key")!).literals).toEqual([PEM_HEADER]);
    expect(formatLiterals(TOKEN_FORMATS.find((f) => f.id === "jwt")!)).toEqual({ place: "holds", literals: ["eyJ"], caseless: false });
    expect(formatLiterals(TOKEN_FORMATS.find((f) => f.id === "aws-access-key-id")!).literals).toEqual(["A3T", "AKIA", "ASIA", "ABIA", "ACCA"]);
  });

  it("refuse a case-sensitive format that neither starts with a literal nor names one it holds", () => {
    const format = { ...TOKEN_FORMATS[0]!, id: "made-up", regex: /[a-z]{4}_tok_[0-9]{8}/ };
    expect(() => formatLiterals(format)).toThrow(/made-up starts with no literal/);
    expect(leadingLiterals(format.regex.source)).toBeUndefined();
  });

  it("are in every true positive, and a value without them is passed over", () => {
    for (const f of TOKEN_FORMATS) {
      for (const tp of f.examples.truePositives) expect(mayMatch(f, tp, lowerOf(tp)), `${f.id}: ${tp}`).toBe(true);
      const l = formatLiterals(f);
      if (l.place !== "none") expect(mayMatch(f, "plain configuration value", lowerOf("plain configuration value")), f.id).toBe(false);
    }
  });

  // Soundness, which is all findSecrets relies on: whenever a format matches, mayMatch said it might.
  it("never rule out a text a format matches (property)", () => {
    const pieces = TOKEN_FORMATS.flatMap((f) => [...f.examples.truePositives, ...f.examples.falsePositives]);
    const flip = (s: string, mask: number) => [...s].map((c, i) => ((mask >> i % 31) & 1 ? c.toUpperCase() : c.toLowerCase())).join("");
    const text = fc
      .array(
        fc.oneof(
          fc.constantFrom(...pieces),
          fc.tuple(fc.constantFrom(...pieces), fc.integer()).map(([p, mask]) => flip(p, mask)),
          fc.tuple(fc.constantFrom(...pieces), fc.nat(), fc.nat()).map(([p, a, b]) => p.slice(Math.min(a, b) % (p.length + 1), Math.max(a, b) % (p.length + 1) || undefined)),
          fc.string({ unit: fc.constantFrom("a", "Z", "0", "_", "-", ".", ":", "/", "@", " ", "\n", "İ", "\u212A", "ſ") }),
        ),
        { maxLength: 4 },
      )
      .map((parts) => parts.join(""));
    let matched = 0;
    fc.assert(
      fc.property(text, (t) => {
        for (const f of TOKEN_FORMATS) {
          if (!matchFormat(f, t)) continue;
          matched++;
          if (!mayMatch(f, t, lowerOf(t))) return false;
        }
        return true;
      }),
      { numRuns: 3000 },
    );
    // The property saw matches, not only texts no format matches.
    expect(matched).toBeGreaterThan(200);
  });

  it("leave findSecrets' answers as every format's regex gives them", () => {
    const reference = (value: string) => TOKEN_FORMATS.flatMap((format) => (matchFormat(format, value) ? [format.id] : []));
    for (const f of TOKEN_FORMATS) {
      for (const tp of f.examples.truePositives) {
        const value = `x ${tp} y`;
        const found = findSecrets(undefined, value).filter((m) => m.reason === "format").map((m) => m.format!.id);
        // Overlapping matches keep the first format: each one found is one the regexes match, and the first match is found.
        for (const id of found) expect(reference(value)).toContain(id);
        expect(found[0]).toBe(reference(value)[0]);
      }
    }
  });
});
