// One token pass per JSON report byte: the JSON reporter proves a stdout piece token-free (each value
// by its own token pass, what it prints as it is by holding no format's literal) and the output guard
// then skips its token pass for exactly that text. What must hold: a piece it marks holds no token
// the guard's pass would find; text that did not pass the per-value pass (or that changed since) is
// still scanned, so removing the backstop for it fails these tests.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FileReport } from "../../src/audit/run.js";
import type { Finding } from "../../src/core/types.js";
import { jsonStream } from "../../src/report/json.js";
import { OutputGuard, safeText, safeTextProven } from "../../src/report/sanitize.js";
import { alphabetSpellsNoLiteral, findTokensInText, redactTokensInText, scanTokens } from "../../src/secrets/scan-text.js";
import { formatLiterals, PEM_HEADER } from "../../src/secrets/format-literals.js";
import { TOKEN_FORMATS } from "../../src/secrets/token-formats.js";

const GHP = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";

/** Pieces of hostile values: formats' examples whole and cut, the characters JSON escapes, the literals alone. */
const examples = TOKEN_FORMATS.flatMap((f) => [...f.examples.truePositives, ...f.examples.falsePositives]);
const piece = fc.oneof(
  fc.constantFrom(...examples),
  fc.tuple(fc.constantFrom(...examples), fc.nat(40)).map(([e, n]) => e.slice(0, n)),
  fc.tuple(fc.constantFrom(...examples), fc.nat(40)).map(([e, n]) => e.slice(n)),
  fc.constantFrom("\tk_live_abcdefghijklmnop", "\udbff_live_abcdefghijklmn", "\t", " ", "\n", '"', "\\", "\\t", "\ud83d", "\udc00", "\u001b", "é", "x", "_", "-", ".", ":", "@", "sk", "SK", "SKILL.md", "://", "k_live_abcdefghijklmnop", "a_live_", "eyJ", "<your-token>", "${TOKEN}", PEM_HEADER, "-----END RSA PRIVATE KEY-----", "x://user:", "pass@host"),
  fc.string({ maxLength: 6 }),
);
const value = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

/** The plain definition of "holds a literal": a literal as its format spells it (any case for a caseless one), or a private key's header. */
function holdsLiteralPlain(text: string): boolean {
  if (text.includes(PEM_HEADER)) return true;
  return TOKEN_FORMATS.some((f) => {
    if (f.id === "private-key") return false;
    const { literals, caseless } = formatLiterals(f);
    return literals.some((l) => (caseless ? text.toLowerCase().includes(l) : text.includes(l)));
  });
}

describe("scanTokens", () => {
  it("says whether a text holds a literal as the plain definition does, and finds findTokensInText's tokens", () => {
    fc.assert(
      fc.property(value, fc.boolean(), (text, json) => {
        const scan = scanTokens(text, { json });
        expect(scan.tokens).toEqual(findTokensInText(text, { json }));
        expect(scan.holdsLiteral).toBe(holdsLiteralPlain(text));
        // No literal, no token (of any format, by its own regex).
        if (!scan.holdsLiteral) for (const f of TOKEN_FORMATS) expect(new RegExp(f.regex.source, f.regex.flags).test(text), f.id).toBe(false);
      }),
      { numRuns: 1500 },
    );
  });

  it("an alphabet spells no literal only when none of them can be written with it", () => {
    expect(alphabetSpellsNoLiteral('"0123456789abcdef')).toBe(true);
    expect(alphabetSpellsNoLiteral('"0123456789abcdefghp_')).toBe(false); // ghp_
    expect(alphabetSpellsNoLiteral("AKI")).toBe(false); // AKIA
    expect(alphabetSpellsNoLiteral("SK")).toBe(false); // Twilio's SK
    expect(alphabetSpellsNoLiteral("sk")).toBe(true); // case-sensitive: `sk` alone is no literal
    expect(alphabetSpellsNoLiteral(":/")).toBe(false); // :// (the connection string)
  });
});

describe("safeTextProven", () => {
  it("is safeText, and what it proves holds: its JSON string on a key's line holds no token the guard's pass finds", () => {
    fc.assert(
      fc.property(value, fc.array(piece, { maxLength: 2 }), (text, secretParts) => {
        // (Secrets without surrogates: scrub spells a secret percent-encoded too, which a lone one cannot be.)
        const secrets = new Set(secretParts.filter((s) => s.length >= 4 && !/[\ud800-\udfff]/.test(s)));
        const shown = safeTextProven(text, secrets);
        expect(shown.text).toBe(safeText(text, secrets));
        if (!shown.tokenFree) return;
        const line = `    {\n      "message": ${JSON.stringify(shown.text)},\n      "file": "a.json"\n    }`;
        expect(redactTokensInText(line, { json: true })).toBe(line);
      }),
      { numRuns: 3000 },
    );
  });

  it("does not prove a value whose JSON escape makes a token it did not hold (a tab before k_live_…)", () => {
    const text = "\tk_live_abcdefghijklmnop";
    expect(findTokensInText(text)).toEqual([]);
    expect(findTokensInText(JSON.stringify(text), { json: true })).not.toEqual([]);
    expect(safeTextProven(text, new Set()).tokenFree).toBe(false);
    // The same after a lone surrogate (its escape ends in letters: \udbff).
    expect(safeTextProven("\udbff_live_abcdefghijklmnop", new Set()).tokenFree).toBe(false);
  });

  it("proves ordinary messages, quotes and all, and never one it redacted", () => {
    expect(safeTextProven('server "github" runs ghcr.io/github/github-mcp-server', new Set()).tokenFree).toBe(true);
    expect(safeTextProven(`token ${GHP} in args`, new Set())).toEqual({ text: "token ghp_… (40 chars) in args", tokenFree: false });
    expect(safeTextProven(`server "x" connects to http://example.com`, new Set()).tokenFree).toBe(false); // a quote beside a literal (://)
  });
});

function finding(overrides: Partial<Finding>): Finding {
  return {
    ruleId: "inline-secret",
    severity: "error",
    message: 'server "x" has a secret',
    file: "a/.mcp.json",
    range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 5, offset: 4 } },
    pointer: "/mcpServers/x/env/TOKEN",
    fingerprint: "0123456789abcdef",
    ...overrides,
  };
}

function report(findings: Finding[], displayPath = "a/.mcp.json"): FileReport {
  return { displayPath, kind: "mcp-config", host: undefined, findings, fixed: [] };
}

/** jsonStream written through an OutputGuard in JSON mode, as the CLI does: the bytes written, and the pieces marked. */
function guarded(reports: FileReport[], secrets: Set<string> = new Set()): { out: string; marked: string[]; pieces: string[] } {
  let out = "";
  const guard = new OutputGuard({ stdout: (t) => (out += t), stderr: () => {} });
  guard.stdoutMode = "json";
  guard.addSecrets(secrets);
  const marked: string[] = [];
  const pieces: string[] = [];
  const reporter = jsonStream({ failOn: "error", quiet: false, color: false, fixMode: undefined, toolVersion: "0.1.0", secrets, markTokenFree: (t) => (marked.push(t), guard.markTokenFree(t)) });
  for (const r of reports) {
    const text = reporter.file(r);
    pieces.push(text);
    guard.stdout(text);
  }
  for (const p of reporter.end({ warnings: [], problems: [], skills: 0, secrets, files: [] } as never)) {
    pieces.push(p);
    guard.stdout(p);
  }
  return { out, marked, pieces };
}

describe("the JSON reporter and the output guard", () => {
  it("marks ordinary pieces, and the guard writes them as they are", () => {
    const { out, marked, pieces } = guarded([report([finding({})]), report([finding({ message: "plain" })], "b/.mcp.json")]);
    expect(marked).toEqual(pieces.slice(0, 2));
    expect(out).toBe(pieces.join(""));
    expect(JSON.parse(out).findings).toHaveLength(2);
  });

  it("every piece it marks holds no token the guard's pass finds, for hostile values anywhere (a property)", () => {
    const hostileFinding = fc.record({ message: value, file: value, pointer: value, ruleId: fc.oneof(fc.constant("inline-secret"), value), fingerprint: fc.oneof(fc.constant("0123456789abcdef"), value), group: fc.option(value, { nil: undefined }), fix: fc.option(value, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(fc.array(hostileFinding, { maxLength: 3 }), { minLength: 1, maxLength: 3 }), value, (files, displayPath) => {
        const reports = files.map((fs, i) => report(fs.map((f) => finding({ message: f.message, file: f.file, pointer: f.pointer, ruleId: f.ruleId, fingerprint: f.fingerprint, ...(f.group !== undefined ? { group: { key: f.group, id: "g", count: 1 } as never } : {}), ...(f.fix !== undefined ? { fix: { safety: "safe", description: f.fix } as never } : {}) })), `${displayPath}${i}`));
        const { out, marked, pieces } = guarded(reports);
        for (const m of marked) expect(redactTokensInText(m, { json: true })).toBe(m);
        // The guard's output is what it wrote before this change: every piece through the whole token pass.
        expect(out).toBe(pieces.map((p) => redactTokensInText(p, { json: true })).join(""));
      }),
      { numRuns: 400 },
    );
  });

  it("the backstop still scans what did not pass the per-value pass: a token printed as it is (rule id, fingerprint, host) is redacted", () => {
    for (const f of [finding({ fingerprint: GHP }), finding({ ruleId: GHP })]) {
      const { out, marked } = guarded([report([f])]);
      expect(marked).toEqual([]);
      expect(out).not.toContain(GHP);
      expect(out).toContain("ghp_… (40 chars)");
    }
    const hosted: FileReport = { ...report([finding({})]), host: { id: GHP } as never };
    const { out } = guarded([hosted]);
    expect(out).not.toContain(GHP);
  });
});

describe("OutputGuard.markTokenFree", () => {
  function guard(mode: "json" | "text" = "json") {
    let out = "";
    const g = new OutputGuard({ stdout: (t) => (out += t), stderr: () => {} });
    g.stdoutMode = mode;
    return { g, out: () => out };
  }
  const withToken = `{"message": "${GHP}"}\n`;

  it("skips the token pass only for exactly the marked text, once, in JSON mode", () => {
    // A wrong mark (a text that holds a token) shows what the skip is: the text as marked.
    const a = guard();
    a.g.markTokenFree(withToken);
    a.g.stdout(withToken);
    expect(a.out()).toBe(withToken);
    // Another text than the one marked is scanned.
    const b = guard();
    b.g.markTokenFree('{"message": "clean"}\n');
    b.g.stdout(withToken);
    expect(b.out()).not.toContain(GHP);
    // The mark is spent by the next write.
    const c = guard();
    c.g.markTokenFree(withToken);
    c.g.stdout("{}\n");
    c.g.stdout(withToken);
    expect(c.out()).not.toContain(GHP);
    // Text mode: scanned.
    const d = guard("text");
    d.g.markTokenFree(withToken);
    d.g.stdout(withToken);
    expect(d.out()).not.toContain(GHP);
  });

  it("scans a marked text after all when the run's secrets changed it", () => {
    const e = guard();
    const secrets = new Set(["s3cr3t-value-123"]);
    e.g.addSecrets(secrets);
    const text = `{"message": "s3cr3t-value-123 ${GHP}"}\n`;
    e.g.markTokenFree(text);
    e.g.stdout(text);
    expect(e.out()).not.toContain("s3cr3t-value-123");
    expect(e.out()).not.toContain(GHP);
  });
});
