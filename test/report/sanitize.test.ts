// The one output sanitiser: what each mode lets through, and properties that must hold for any input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE_CODE_POINTS as HOSTILE } from "../helpers.js";
import { escapeCodePoints, escapeUnsafe, OutputGuard, outputModeFor, sanitizeOutput } from "../../src/report/sanitize.js";
import { HIDDEN_NAMES, isUnprintable } from "../../src/skills/unicode.js";

/** Any code point that must never be written raw (tab and newline are checked separately). */
function rawUnprintable(text: string): string[] {
  return Array.from(text).filter((ch) => ch !== "\n" && ch !== "\t" && isUnprintable(ch.codePointAt(0)!));
}

describe("isUnprintable", () => {
  it("covers every code point the hidden-content table names, controls and format characters", () => {
    for (const cp of HIDDEN_NAMES.keys()) expect(isUnprintable(cp), cp.toString(16)).toBe(true);
    for (const cp of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x9b, 0x2028, 0x2029, 0xfff9, 0xe0041, 0xfe0f, 0xd800, 0xe000, 0x0600]) expect(isUnprintable(cp), cp.toString(16)).toBe(true);
    for (const ch of "aZ09 ~é中文✔⚠✖…🔑") expect(isUnprintable(ch.codePointAt(0)!), ch).toBe(false);
  });
});

describe("sanitizeOutput", () => {
  it("text: escapes every unprintable code point, keeps newline and tab", () => {
    const out = sanitizeOutput(`${HOSTILE}\n\tnext\n`, "text");
    expect(out).toBe(
      "a\\u{1B}[2J\\u{9B}\\u{7}\\u{D}\\u{202E}\\u{2066}\\u{200B}\\u{2060}\\u{FEFF}\\u{206F}\\u{FFF9}\\u{AD}\\u{3164}\\u{E0041}\\u{FE0F}\\u{FE0F}\\u{2028}\\u{D800}z\n\tnext\n",
    );
    expect(rawUnprintable(out)).toEqual([]);
  });

  it("json: escapes inside strings as \\uXXXX, so the document stays valid and means the same", () => {
    const doc = { message: HOSTILE, list: [HOSTILE] };
    const out = sanitizeOutput(JSON.stringify(doc, null, 2), "json");
    expect(rawUnprintable(out)).toEqual([]);
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("defuses workflow commands: a line starting with :: (after blanks) and any ##[", () => {
    expect(sanitizeOutput("mcp-audit: bad\n  ::error::pwned\n", "text")).toBe("mcp-audit: bad\n  \\u{3A}:error::pwned\n");
    expect(sanitizeOutput("::add-mask::x", "text", { atLineStart: true })).toBe("\\u{3A}:add-mask::x");
    // in the middle of a line, "::" is just text
    expect(sanitizeOutput("a::b", "text", { atLineStart: false })).toBe("a::b");
    expect(sanitizeOutput("x ##[set-env name=A]b", "text")).toBe("x ##\\u{5B}set-env name=A]b");
    expect(JSON.parse(sanitizeOutput(JSON.stringify({ m: "##[error]x" }), "json"))).toEqual({ m: "##[error]x" });
    // --format github writes commands on purpose (its reporter escapes their contents)
    expect(sanitizeOutput("::error file=a::m\n", "github", { ownCommands: true })).toBe("::error file=a::m\n");
    // a raw CR can never start a new log line, in any mode
    expect(sanitizeOutput("::error::m\r::warning::x\n", "github", { ownCommands: true })).toBe("::error::m\\u{D}::warning::x\n");
  });

  it("redacts the run's secrets ignoring case, and tokens of known formats", () => {
    const secrets = new Set(["AKIAJ7Q2XK4B5N3MZP6W"]);
    expect(sanitizeOutput("host akiaj7q2xk4b5n3mzp6w.example.com\n", "text", { secrets })).toBe("host AKIA… (20 chars).example.com\n");
    expect(sanitizeOutput("token ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu here", "text")).toBe("token ghp_… (40 chars) here");
    const json = sanitizeOutput(JSON.stringify({ url: "postgres://app:Zq81nBv0LkP4xx@db/app" }), "json");
    expect(JSON.parse(json)).toEqual({ url: "postgres://app:Zq81… (14 chars)@db/app" });
  });

  it("lets through only the reporters' own colour codes, and only with colour on", () => {
    const colored = "\u001b[31merror\u001b[39m \u001b[2mdim\u001b[22m \u001b[8mhidden\u001b[0m \u001b]0;title\u0007";
    expect(sanitizeOutput(colored, "text", { color: true })).toBe("\u001b[31merror\u001b[39m \u001b[2mdim\u001b[22m \\u{1B}[8mhidden\\u{1B}[0m \\u{1B}]0;title\\u{7}");
    expect(rawUnprintable(sanitizeOutput(colored, "text"))).toEqual([]);
  });

  it("holds for any input: nothing unprintable in text; JSON parses back to the same value", () => {
    const anyText = fc.string({ unit: "binary", maxLength: 80 });
    fc.assert(
      fc.property(anyText, (s) => {
        expect(rawUnprintable(sanitizeOutput(s, "text"))).toEqual([]);
        expect(rawUnprintable(escapeUnsafe(s)).length + (escapeUnsafe(s).includes("\n") ? 1 : 0)).toBe(0);
        const json = sanitizeOutput(JSON.stringify({ s }), "json");
        expect(rawUnprintable(json)).toEqual([]);
        const back = (JSON.parse(json) as { s: string }).s;
        // same text, but for tokens a known format redacts (random text practically never forms one)
        if (!back.includes("…")) expect(back).toBe(s);
      }),
      { numRuns: 300 },
    );
  });
});

/** escapeCodePoints as it was before its fast path: every code point outside printable ASCII looked at. */
function escapeCodePointsReference(text: string, mode: "text" | "json", keep: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const kept = cp < 0x80 && keep.includes(String.fromCharCode(cp));
    if (!isUnprintable(cp) || kept) out += text.slice(i, i + width);
    else if (mode === "text") out += `\\u{${cp.toString(16).toUpperCase()}}`;
    else for (let j = 0; j < width; j++) out += `\\u${text.charCodeAt(i + j).toString(16).padStart(4, "0")}`;
    i += width;
  }
  return out;
}

describe("escapeCodePoints", () => {
  it("escapes exactly what the per-code-point definition escapes, for every keep set (its ASCII fast path included)", () => {
    // Mostly printable ASCII, as real output is, with every kind of character mixed in.
    const unit = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
      { weight: 2, arbitrary: fc.constantFrom("\n", "\t", "\r", "\u0000", "\u001b", "\u007f", "\u0085", "\u00a0", "\u00e9") },
      { weight: 2, arbitrary: fc.constantFrom(...HIDDEN_NAMES.keys()).map((cp) => String.fromCodePoint(cp)) },
      { weight: 1, arbitrary: fc.constantFrom("\u{1F600}", "\u{E0041}", "\ud800", "\udc00", "\ufeff", "\u202e") },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 3 }) },
    );
    const text = fc.array(unit, { maxLength: 60 }).map((parts) => parts.join(""));
    const keep = fc.constantFrom("", "\t", "\n", "\n\t", "\t\n", "\r", "\u001b", "\u00e9", "\n\u202e", "a\n");
    fc.assert(
      fc.property(text, fc.constantFrom<"text" | "json">("text", "json"), keep, (s, mode, k) => {
        expect(escapeCodePoints(s, mode, k)).toBe(escapeCodePointsReference(s, mode, k));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("OutputGuard", () => {
  it("remembers line starts across writes, switches stdout modes, and redacts secrets added later", () => {
    let stdout = "";
    let stderr = "";
    const guard = new OutputGuard({ stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
    guard.stderr("mcp-audit: a");
    guard.stderr("::b\n");
    guard.stderr("::c\n");
    expect(stderr).toBe("mcp-audit: a::b\n\\u{3A}:c\n");
    guard.addSecrets(["tk_live_9f2c41d07ab8e6"]);
    guard.stdoutMode = outputModeFor("sarif");
    guard.stdout(JSON.stringify({ m: "TK_LIVE_9F2C41D07AB8E6 \u202e" }));
    expect(JSON.parse(stdout)).toEqual({ m: "tk_l… (22 chars) \u202e" });
    expect(stdout).not.toContain("\u202e");
    expect(outputModeFor("github")).toBe("github");
    expect(outputModeFor("junit")).toBe("text");
  });

  it("batching stdout writes in blocks the very bytes an unbatched guard writes, and never lets stderr overtake stdout", () => {
    const pieces = ["::a\n", "b \u202e ", "::c", "\n##[x tk_live_9f2c41d07ab8e6\n", "x".repeat(70_000), "\n::d\n"];
    const run = (batch: boolean) => {
      const log: [string, string][] = [];
      const guard = new OutputGuard({ stdout: (t) => log.push(["out", t]), stderr: (t) => log.push(["err", t]) });
      guard.batchStdout = batch;
      guard.addSecrets(["tk_live_9f2c41d07ab8e6"]);
      for (const p of pieces) guard.stdout(p);
      guard.stderr("warning\n");
      guard.stdout("::e\n");
      guard.stderrStatus("status");
      guard.stdout("f\n");
      guard.stderrStatusClear();
      guard.stdout("g\n");
      guard.flush();
      return log;
    };
    const plain = run(false);
    const batched = run(true);
    const joined = (log: [string, string][]) => log.map(([stream, text]) => `${stream}:${text}`).join("|");
    // fewer writes, same bytes, in the same order between the two streams
    expect(batched.filter(([stream]) => stream === "out").length).toBeLessThan(plain.filter(([stream]) => stream === "out").length);
    const merge = (log: [string, string][]) => {
      const out: [string, string][] = [];
      for (const [stream, text] of log) {
        const last = out[out.length - 1];
        if (last && last[0] === stream && stream === "out") last[1] += text;
        else out.push([stream, text]);
      }
      return out;
    };
    expect(joined(merge(batched))).toBe(joined(merge(plain)));
    expect(batched.find(([, text]) => text.includes("tk_live_9f2c"))).toBeUndefined();
  });
});
