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
