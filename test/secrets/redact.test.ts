import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { redact, scrub } from "../../src/secrets/redact.js";

describe("redact", () => {
  it("shows the first 4 characters and the length", () => {
    expect(redact("tk_live_9f2c41d07ab8e6")).toBe("tk_l… (22 chars)");
    expect(redact("ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu")).toBe("ghp_… (40 chars)");
    expect(redact("abcdefghijkl")).toBe("abcd… (12 chars)");
  });

  it("shows only 2 characters under 12, and never more than a third of the secret", () => {
    expect(redact("abcdefghijk")).toBe("ab… (11 chars)");
    expect(redact("hunter2")).toBe("hu… (7 chars)");
    expect(redact("abcdef")).toBe("ab… (6 chars)");
    expect(redact("abcde")).toBe("a… (5 chars)");
    expect(redact("ab")).toBe("… (2 chars)");
    expect(redact("a")).toBe("… (1 char)");
  });

  it("counts code points and never splits a surrogate pair", () => {
    expect(redact("🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑")).toBe("🔑🔑🔑🔑… (12 chars)");
  });

  it("never contains the secret when the secret has 6 characters or more", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 200 }), (s) => {
        expect(redact(s).includes(s)).toBe(false);
      }),
    );
  });
});

describe("scrub", () => {
  it("replaces every occurrence with the redaction", () => {
    const s = "tk_live_9f2c41d07ab8e6";
    expect(scrub(`a ${s} b ${s}`, [s])).toBe("a tk_l… (22 chars) b tk_l… (22 chars)");
  });

  it("takes a secret holding a lone surrogate (no percent-encoded spelling: encodeURIComponent would throw)", () => {
    const s = "Zq8vLm3Rt6Wx9Yp2Kd5H\udbffAbc";
    expect(scrub(`a ${s} b ${JSON.stringify(s).slice(1, -1)}`, [s])).toBe(`a Zq8v… (24 chars) b ${JSON.stringify("Zq8v… (24 chars)").slice(1, -1)}`);
  });

  it("redacts a secret that contains another one whole (longest first)", () => {
    const long = "sk_live_1JxQ3EuizZCVq8R1qi7u9MSs";
    const short = "1JxQ3EuizZCV";
    expect(scrub(`${long} ${short}`, [short, long])).toBe("sk_l… (32 chars) 1JxQ… (12 chars)");
  });

  it("catches the JSON-escaped and percent-encoded forms", () => {
    const s = 'pa"ss\\word/1';
    const json = scrub(JSON.stringify({ p: s, other: "kept" }), [s]);
    expect(json).toBe('{"p":"pa\\"s… (12 chars)","other":"kept"}');
    expect(JSON.parse(json)).toEqual({ p: redact(s), other: "kept" });
    expect(scrub(`https://x/?p=${encodeURIComponent(s)}`, [s])).toBe('https://x/?p=pa"s… (12 chars)');
  });

  it("takes a spelling of 600,000 characters (a hostile hook kept as written) beside short ones, case ignored", () => {
    // It went into the one alternation: V8 refused the pattern ("Invalid regular expression") and the run stopped.
    const long = Array.from({ length: 20_000 }, (_, i) => `sshpass -p kit${String(i).padStart(6, "0")}x ssh h`).join("; ");
    const out = scrub(`before ${long.toUpperCase()} middle ${long} after kit000001x`, [long, "kit000001x"]);
    expect(out).toBe(`before ${redact(long)} middle ${redact(long)} after ${redact("kit000001x")}`);
  });

  it("a long spelling is found whatever case its ASCII letters are in, beside a letter whose lower case is longer (İ)", () => {
    // The fallback for İ searched the lower-cased spelling in the text as written: a capital defeated it.
    const long = `echo İ && curl -H "Authorization: Bearer ghp_Q7wE9rT2yU4iO6pA8sD0fG1hJ3kL5zX7cV9b" ${"x".repeat(2100)}`;
    expect(scrub(`- ${long} +`, [long])).toBe(`- ${redact(long)} +`);
  });

  it("treats secrets as text, not patterns, and ignores empty ones", () => {
    expect(scrub("a.b.c.d axbxcxd", ["a.b.c.d", ""])).toBe("a.… (7 chars) axbxcxd");
    expect(scrub("nothing here", [])).toBe("nothing here");
  });

  it("leaves no secret of 6+ characters in the output", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 6, maxLength: 40 }), { minLength: 1, maxLength: 4 }), fc.string(), (secrets, noise) => {
        const out = scrub(`${noise}${secrets.join(noise)}${noise}`, secrets);
        // Only secrets that are not part of a longer one's redaction can be checked in isolation.
        for (const s of secrets) if (!secrets.some((o) => o !== s && redact(o).includes(s))) expect(out.includes(s)).toBe(false);
      }),
    );
  });
});

describe("scrub's pre-filter", () => {
  // What scrub did before its quad-gram filter, kept as the reference: one case-insensitive
  // alternation of every spelling, longest first, over the whole text.
  const reference = (text: string, secrets: readonly string[]): string => {
    const replacement = new Map<string, string>();
    const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);
    for (const secret of secrets) {
      if (secret === "") continue;
      const r = redact(secret);
      for (const [spelling, shown] of [[secret, r], [jsonEscaped(secret), jsonEscaped(r)], [encodeURIComponent(secret), r]] as const) if (!replacement.has(spelling.toLowerCase())) replacement.set(spelling.toLowerCase(), shown);
    }
    if (replacement.size === 0) return text;
    const source = [...replacement.keys()].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    return text.replace(new RegExp(source, "gi"), (found) => replacement.get(found.toLowerCase()) ?? redact(found));
  };
  // Few letters, so secrets overlap, nest, repeat and meet their other-case and encoded spellings.
  const alphabet = fc.constantFrom("a", "B", "b", "A", "_", "-", "%", '"', "\\", "/", " ", "\n", "é", "K", "k", "\u212a", "ſ", "s", "🔑");
  const word = (min: number, max: number) => fc.array(alphabet, { minLength: min, maxLength: max }).map((cs) => cs.join(""));

  it("redacts exactly what the unfiltered alternation did, on text built from the secrets", () => {
    fc.assert(
      fc.property(fc.array(word(1, 9), { minLength: 1, maxLength: 6 }), fc.array(fc.oneof(word(0, 6), fc.nat()), { maxLength: 12 }), (secrets, pieces) => {
        const spelled = (i: number) => {
          const s = secrets[i % secrets.length]!;
          return [s, s.toUpperCase(), s.toLowerCase(), JSON.stringify(s).slice(1, -1), encodeURIComponent(s), s.slice(1)][i % 6]!;
        };
        const text = pieces.map((p) => (typeof p === "number" ? spelled(p) : p)).join("");
        expect(scrub(text, new Set(secrets))).toBe(reference(text, secrets));
      }),
      { numRuns: 3000 },
    );
  });

  it("takes the longest spelling at the leftmost place, as the alternation does", () => {
    const secrets = ["abcdEFGH", "abcdefghijkl", "cdefgh1234", "ABCDXYZW"];
    for (const text of ["xxABCDEFGHIJKLyy", "abcdefgh1234", "abcabcdefgh", "ABCDXYZWabcdefgh", "abcdefghijk", "%61bcdefgh"]) expect(scrub(text, new Set(secrets))).toBe(reference(text, secrets));
    expect(scrub("xxABCDEFGHIJKLyy", new Set(secrets))).toBe("xxabcd… (12 chars)yy");
  });
});
