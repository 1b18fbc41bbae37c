// The token formats that guard every output, and find tokens in skill text, are linear in the text,
// whatever a hostile file repeats: each input doubles until the harness sees how its cost grows.
import { describe, it } from "vitest";
import { findTokensInText } from "../../src/secrets/scan-text.js";
import { matchFormat, TOKEN_FORMATS } from "../../src/secrets/token-formats.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";

const jwt = TOKEN_FORMATS.find((f) => f.id === "jwt")!;

describe("token formats on repeated pieces", { timeout: COMPLEXITY_TIMEOUT }, () => {
  // Before: every `eyJ` of one [\w-] run rescanned the run to its end (x4 per doubling, 6 s at 80 KB).
  it("a run of n `eyJ-` with no token in it, searched by the output guard", () => {
    expectLinear({ name: "eyJ- run, output guard", start: 2_000, input: (n) => "eyJ-".repeat(n), run: (text) => findTokensInText(text) });
  });

  it("the same run followed by a token, matched by the JWT format", () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdmMifQ.KX7feemdmwTl8Y6OCrmulsAQ";
    expectLinear({ name: "eyJ- run then a token, JWT format", start: 2_000, input: (n) => `${"eyJ-".repeat(n)} ${"eyJ".repeat(n)}.x ${token}`, run: (text) => matchFormat(jwt, text) });
  });

  // Three cases, each grown to a measurable size and retried under load (moved from test/secrets/scan-text.test.ts).
  it("stays linear on inputs built to make it rescan: one long line, many URLs, many PEM headers", () => {
    const cases: [string, number, (n: number) => string][] = [
      ["one long line of words and tokens", 1_000, (n) => `abcdefghijklmnopqrstuvwxyz ${"ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu "}`.repeat(n)],
      ["many URLs on one line", 8_000, (n) => "a://b ".repeat(n)],
      ["many PEM headers without an end", 2_000, (n) => "-----BEGIN PRIVATE KEY-----\nabc\n".repeat(n)],
    ];
    for (const [name, start, input] of cases) {
      expectLinear({ name: `findTokensInText: ${name}`, start, input, run: (text) => findTokensInText(text), doublings: 3, repetitions: 3 });
    }
  });
});
