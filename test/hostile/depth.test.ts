// Hostile nesting, against the real process: a file nested deeper than any parser should follow is a
// problem of that file (named, exit 2), never the end of the run, and the other files' findings are
// all still reported. Before the guards, a 4 KB config.toml nested 2,000 deep ended the whole run with
// "internal error: Maximum call stack size exceeded", and so did a lock with a deep front-matter value.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { built, expectClean, project, removeProjects, runCli, snapshot, type BoundedRun } from "./run.js";

afterAll(removeProjects);

/** A config with one finding of its own, to prove the run went on past the deep file. */
const PINNED_LATER = JSON.stringify({ mcpServers: { later: { command: "npx", args: ["-y", "some-server@latest"] } } });
const LATER_FINDING = ['server "later" runs some-server@latest'];

/** The other config's file header and finding are in the output: the deep file did not end the run. */
function expectLater(r: BoundedRun): void {
  expect(r.stdout).toMatch(/^\.mcp\.json$/m);
  expectClean(r, { code: 2, line: LATER_FINDING });
}

const SKILL = (extra = "") => `---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\n${extra}---\n# Demo\n`;

describe.runIf(built())("hostile nesting (real process)", () => {
  it("a config.toml nested 2,000 deep is named and the run goes on", () => {
    const d = 2_000;
    const dir = project({
      ".codex/config.toml": `[mcp_servers.a]\ncommand = "node"\nargs = ${"[".repeat(d)}${"]".repeat(d)}\n`,
      ".mcp.json": PINNED_LATER,
    });
    expect(fs.statSync(path.join(dir, ".codex/config.toml")).size).toBeLessThan(5_000);
    const before = snapshot(dir);
    const r = runCli(["--fix=all", "."], { cwd: dir });
    expectClean(r, { code: 2, line: ["invalid TOML: TOML nested deeper than 256 levels"] });
    expect(r.stdout).toMatch(/^\.codex\/config\.toml$/m);
    expectLater(r);
    expect(snapshot(dir)).toEqual(before);
  });

  it("TOML inline tables, dotted keys and table headers nested as deep", () => {
    const d = 3_000;
    for (const toml of [`a = ${"{b = ".repeat(d)}1${"}".repeat(d)}`, `a${".b".repeat(d)} = 1`, `[a${".b".repeat(d)}]\nc = 1`]) {
      const dir = project({ ".codex/config.toml": toml, ".mcp.json": PINNED_LATER });
      const r = runCli(["."], { cwd: dir });
      expectClean(r, { code: 2, line: ["invalid TOML: TOML nested deeper than 256 levels"] });
      expectLater(r);
    }
  });

  it("a Continue YAML file nested deep, in flow and block style", () => {
    const d = 5_000;
    for (const yaml of [`mcpServers: ${"[".repeat(d)}${"]".repeat(d)}\n`, `mcpServers:\n${"- ".repeat(d)}x\n`]) {
      const dir = project({ ".continue/mcpServers/deep.yaml": yaml, ".mcp.json": PINNED_LATER });
      const r = runCli(["."], { cwd: dir });
      expectClean(r, { code: 2, line: ["invalid YAML: YAML nested deeper than 256 levels"] });
      expect(r.stdout).toMatch(/^\.continue\/mcpServers\/deep\.yaml$/m);
      expectLater(r);
    }
  });

  it("a SKILL.md front matter nested deep, directly or by stacking aliases", () => {
    const flow = `x: ${"{a: ".repeat(5_000)}1${"}".repeat(5_000)}\n`;
    // two values 60 deep, one inside the other through an alias: shallow text, deep data
    const stacked = `a0: &a0 ${"[".repeat(60)}1${"]".repeat(60)}\na1: ${"[".repeat(60)}*a0${"]".repeat(60)}\n`;
    for (const extra of [flow, stacked]) {
      const dir = project({ "skills/demo/SKILL.md": SKILL(extra), ".mcp.json": PINNED_LATER });
      const r = runCli(["."], { cwd: dir });
      expectClean(r, { code: 2, line: ['skill "demo": the front matter is nested deeper than 64 levels'] });
      expect(r.stdout).toMatch(/^skills\/demo\/SKILL\.md$/m);
      expectLater(r);
    }
  });

  it("a schema-valid lock with a deep front-matter value: the audit and approve name the lock", () => {
    const d = 200_000;
    const deep = `${'{"a":'.repeat(d)}1${"}".repeat(d)}`;
    const lock = `{"lockfileVersion":1,"skills":{"skills/demo":{"name":"demo","frontmatter":{"x":${deep}},"files":[]}},"packages":{}}`;
    // The current front matter has `x` too, so the lock's value is compared, not just listed.
    const dir = project({ "skills/demo/SKILL.md": SKILL("x: 1\n"), "mcp-audit.lock.json": lock, ".mcp.json": PINNED_LATER });
    const before = snapshot(dir);
    const audit = runCli(["."], { cwd: dir });
    expectClean(audit, { code: 2, line: ["mcp-audit.lock.json", "is nested deeper than 256 levels"] });
    expectLater(audit);
    for (const args of [["approve", "."], ["approve", "--dry-run", "."]]) {
      expectClean(runCli(args, { cwd: dir }), { code: 2, line: ["mcp-audit.lock.json", "is nested deeper than 256 levels"] });
    }
    expect(snapshot(dir)).toEqual(before);
  });
});
