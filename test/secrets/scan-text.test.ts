// Tokens of known formats in free text (the output guard's last line of defence).
import { describe, expect, it } from "vitest";
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

  it("stays linear on inputs built to make it rescan: one long line of candidates, many URLs, many PEM headers", () => {
    // Work counted as CPU time over a doubling of the input: linear keeps the ratio near 2.
    const cpu = (f: () => void) => {
      const start = process.cpuUsage();
      f();
      const used = process.cpuUsage(start);
      return used.user + used.system;
    };
    const cases = [(n: number) => `${"abcdefghijklmnopqrstuvwxyz ".repeat(n)}`, (n: number) => "a://b ".repeat(n), (n: number) => "-----BEGIN x\n".repeat(n), (n: number) => `${"k".repeat(15)} `.repeat(n)];
    for (const make of cases) {
      const small = make(8_000);
      const large = make(16_000);
      findTokensInText(small); // warm up
      const ratios: number[] = [];
      for (let i = 0; i < 3; i++) ratios.push(cpu(() => findTokensInText(large)) / Math.max(1, cpu(() => findTokensInText(small))));
      expect(Math.min(...ratios), make(1)).toBeLessThan(3.5);
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
