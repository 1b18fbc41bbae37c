// Hostile bytes and names (fixtures/hostile/): each one gets a clear line naming the file, the
// documented exit code, bounded time and memory, no stack trace, nothing raw on the terminal, and
// no file modified even under --fix=all.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, copyFixture, tempDir } from "../cli/run.js";
import { built, expectClean, runCli, snapshot, type Expectation } from "./run.js";

interface Case {
  fixture: string;
  expect: Expectation;
  /** What the escaped name looks like in the output (proof the name is shown, not dropped). */
  shows?: string[];
}

const UNPINNED = "pin an exact version";

const CASES: Case[] = [
  { fixture: "invalid-utf8", expect: { code: 2, line: [".mcp.json", "file is not valid UTF-8 (first bad byte at offset 28): re-save it as UTF-8"] } },
  { fixture: "nul-byte", expect: { code: 2, line: [".mcp.json", "file contains a NUL byte at offset 48: it looks binary, not a config"] } },
  { fixture: "utf16le", expect: { code: 2, line: [".mcp.json", "file is UTF-16 encoded; MCP hosts read UTF-8: re-save it as UTF-8"] } },
  { fixture: "utf16be", expect: { code: 2, line: ["desktop/claude_desktop_config.json", "file is UTF-16 encoded"] } },
  // Without a BOM, UTF-16 text is full of NUL bytes: refused as binary.
  { fixture: "utf16le-no-bom", expect: { code: 2, line: [".mcp.json", "NUL byte at offset 1"] } },
  {
    fixture: "duplicate-keys",
    expect: { code: 1, line: ["duplicate server \"git\": Claude Code keeps only the last one"] },
    shows: ['duplicate key "mcpServers"', 'server "git": duplicate key "command"', 'server "fetch": duplicate key "A"'],
  },
  { fixture: "ansi-escaped", expect: { code: 1, line: [UNPINNED] }, shows: ['server "evil\\u{1B}[2J\\u{1B}[H\\u{1B}]0;pwned\\u{7}"', 'server "\\u{1B}[32mok\\u{1B}[0m"'] },
  { fixture: "ansi-raw", expect: { code: 2, line: ["3:5", "invalid JSON: invalid character in string (control characters must be escaped)"] } },
  { fixture: "bidi", expect: { code: 1, line: [UNPINNED] }, shows: ['server "safe\\u{202E}gnp.exe"', 'server "\\u{2066}admin\\u{2069}\\u{200F}"'] },
  { fixture: "zero-width", expect: { code: 1, line: [UNPINNED] }, shows: ['server "g\\u{200B}it"', 'server "g\\u{FEFF}it\\u{2060}"'] },
  { fixture: "c1-controls", expect: { code: 1, line: [UNPINNED] }, shows: ['server "x\\u{9B}2J\\u{85}\\u{2028}y"'] },
];

describe.runIf(built())("hostile bytes and names (real process)", () => {
  for (const c of CASES) {
    it(`${c.fixture}: ${c.expect.code === 2 ? "refused" : "reported"} with a clear line, nothing raw, nothing written`, async () => {
      const dir = copyFixture(`fixtures/hostile/${c.fixture}`);
      const before = snapshot(dir);
      const stylish = runCli(["--fix=all", "."], { cwd: dir });
      expectClean(stylish, c.expect);
      for (const s of c.shows ?? []) expect(stylish.stdout).toContain(s);
      // The machine formats (in process: the real process was timed above): same exit code, nothing raw.
      for (const format of ["json", "sarif", "github"]) {
        const r = await cli(["--offline", "--fix=all", "--format", format, "."], { cwd: dir });
        expectClean({ ...r, ms: 0, rssMB: undefined, timedOut: false }, { ...c.expect, line: [] });
      }
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it("a secret holding a lone surrogate (a JSON \\udbff escape) is redacted and does not stop the run", () => {
    const dir = tempDir();
    const secret = "Zq8vLm3Rt6Wx9Yp2Kd5H\udbffAbc";
    fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { x: { command: "npx", args: ["-y", "a@1.0.0"], env: { API_KEY: secret } } } })); // JSON.stringify writes the lone surrogate as \udbff
    for (const format of ["json", "stylish", "sarif"]) {
      const r = runCli(["--format", format, "."], { cwd: dir });
      expectClean(r, { code: 1 });
      expect(r.stdout).toContain("inline-secret");
      expect(r.stdout + r.stderr).not.toContain("Zq8vLm3Rt6Wx9Yp2Kd5H");
    }
  });

  it("escapes control characters in paths too (a directory named with ESC and U+202E)", () => {
    const dir = copyFixture("fixtures/hostile/nul-byte");
    const evil = "evil\u001b[2J\u202e";
    fs.mkdirSync(path.join(dir, evil));
    fs.renameSync(path.join(dir, ".mcp.json"), path.join(dir, evil, ".mcp.json"));
    const r = runCli(["."], { cwd: dir });
    expectClean(r, { code: 2, line: ["evil\\u{1B}[2J\\u{202E}/.mcp.json", "NUL byte"] });
  });
});
