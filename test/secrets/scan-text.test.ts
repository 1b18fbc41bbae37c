// Tokens of known formats in free text (the output guard's last line of defence).
import { describe, expect, it } from "vitest";
import { expectLinear } from "../complexity/harness.js";
import { findTokensInText, redactTokensInText } from "../../src/secrets/scan-text.js";
import { scrub } from "../../src/secrets/redact.js";
import { TOKEN_FORMATS, matchFormat } from "../../src/secrets/token-formats.js";

describe("findTokensInText", () => {
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

describe("scrub ignores case", () => {
  it("redacts a secret shown lower-cased (a URL's host) or upper-cased", () => {
    const key = "AKIAJ7Q2XK4B5N3MZP6W";
    expect(scrub(`http://${key.toLowerCase()}.example.com`, [key])).toBe("http://AKIA… (20 chars).example.com");
    expect(scrub("GHP_6FIXKMQ8YBSCXIWMZMCIENOJ7E4007TWZNFU", ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu"])).toBe("ghp_… (40 chars)");
  });
});
