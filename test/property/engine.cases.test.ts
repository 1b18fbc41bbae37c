// Cases the properties found, kept as plain tests so each one names its bug.
import { describe, expect, it } from "vitest";
import { fix, lint } from "../helpers.js";

describe("fix runs found by the properties", () => {
  // Every inline-secret fix of a VS Code file appends its input at the same offset (the end of
  // `inputs`, or where `inputs` is created), so only one of them applies per pass, and the engine
  // stops after MAX_FIX_PASSES (10): the 11th secret is left for a second `--fix` run.
  it.fails("fixes a VS Code file with 12 literal secrets in one run (a second run changes nothing)", () => {
    const env: Record<string, string> = {};
    for (let i = 0; i < 12; i++) env[`TOKEN_${i}`] = `ghp_${String(i).padStart(2, "0")}6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzN`;
    const text = JSON.stringify({ servers: { github: { command: "node", args: ["server.js"], env } } }, null, 2) + "\n";
    const once = fix(text, "unsafe", { host: "vscode" });
    expect(lint(once.text, { host: "vscode" }).findings.filter((f) => f.ruleId === "inline-secret")).toEqual([]);
    expect(fix(once.text, "unsafe", { host: "vscode" }).text).toBe(once.text);
  });

  // missing-read-only turns `--no-read-only` into `--read-only`, then reports at the same place (same
  // fingerprint) that the pinned version predates `--read-only`: the fix leads to a launch that the
  // old version rejects, and the rule keeps reporting. Expected: no such fix for a version that
  // predates the switch (or a finding that the fix makes go away).
  it.fails("does not offer a fix that leaves its own rule reporting at the same place", () => {
    const text = JSON.stringify({ mcpServers: { a: { command: "npx", args: ["-y", "@angular/cli@1.2.3", "mcp", "--no-read-only"] } } }, null, 2) + "\n";
    const before = lint(text).findings.filter((f) => f.ruleId === "missing-read-only" && f.fix);
    expect(before).toHaveLength(1);
    const after = lint(fix(text, "unsafe").text).findings.filter((f) => f.ruleId === "missing-read-only");
    expect(after.filter((f) => f.fingerprint === before[0]!.fingerprint).map((f) => f.message)).toEqual([]);
  });
});
