// Cases the properties found, kept as plain tests so each one names its bug.
import { describe, expect, it } from "vitest";
import { fix, lint } from "../helpers.js";

describe("fix runs found by the properties", () => {
  // Every inline-secret fix of a VS Code file appends its input at the same offset (the end of
  // `inputs`, or where `inputs` is created). Appends of `, entry` at one point now apply together;
  // the first, which creates `inputs`, needs a pass of its own.
  it("fixes a VS Code file with 12 literal secrets in one run (a second run changes nothing)", () => {
    const env: Record<string, string> = {};
    for (let i = 0; i < 12; i++) env[`TOKEN_${i}`] = `ghp_${String(i).padStart(2, "0")}6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzN`;
    const text = JSON.stringify({ servers: { github: { command: "node", args: ["server.js"], env } } }, null, 2) + "\n";
    const once = fix(text, "unsafe", { host: "vscode" });
    expect(lint(once.text, { host: "vscode" }).findings.filter((f) => f.ruleId === "inline-secret")).toEqual([]);
    expect(fix(once.text, "unsafe", { host: "vscode" }).text).toBe(once.text);
  });

  // missing-read-only used to turn `--no-read-only` into `--read-only` on a version that predates the
  // switch, then report at the same place that the version predates it. Now: no fix for such a version.
  it("does not offer a fix that leaves its own rule reporting at the same place", () => {
    const text = JSON.stringify({ mcpServers: { a: { command: "npx", args: ["-y", "@angular/cli@1.2.3", "mcp", "--no-read-only"] } } }, null, 2) + "\n";
    const before = lint(text).findings.filter((f) => f.ruleId === "missing-read-only");
    expect(before.map((f) => [f.message, f.fix !== undefined])).toEqual([
      ['server "a" runs @angular/cli mcp with --no-read-only: use --read-only so only read-only tools are registered (6 of 9 tools) (after upgrading to 20.2.0 or later: the pinned @angular/cli@1.2.3 predates it)', false],
    ]);
    expect(fix(text, "unsafe").text).toBe(text);
  });
});
