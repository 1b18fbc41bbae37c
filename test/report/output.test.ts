// `--output`: one run writes reports to files and prints another on stdout (the Action writes SARIF
// and prints annotations from a single audit); and the new formats reached through the CLI.
import fs from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { describe, expect, it, vi } from "vitest";
import { cli, tempDir } from "../cli/run.js";
import { REPO, sarifErrors, SHOWCASE } from "./context.js";

const showcase = path.join(REPO, SHOWCASE);

describe("--output", () => {
  it("<format>=<file> writes that format and keeps --format on stdout: one audit, SARIF and annotations", async () => {
    const dir = tempDir();
    const sarifFile = path.join(dir, "mcp-audit.sarif");
    const run = await cli(["--format", "github", "--output", `sarif=${sarifFile}`, "--sarif-category", "mcp-audit/web", showcase]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=.*\.mcp\.json,line=7,col=26,/);
    const log = JSON.parse(fs.readFileSync(sarifFile, "utf8")) as Sarif.Log;
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]!.results).toHaveLength(7);
    expect(log.runs[0]!.automationDetails).toEqual({ id: "mcp-audit/web/" });
    // written whole, through a temp file that does not stay behind
    expect(fs.readdirSync(dir)).toEqual(["mcp-audit.sarif"]);
  });

  it("<file> alone takes the --format report instead of stdout, without colour", async () => {
    const dir = tempDir();
    const run = await cli(["--output", "report.txt", "--color", showcase], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const text = fs.readFileSync(path.join(dir, "report.txt"), "utf8");
    expect(text).toContain("7 problems (4 errors, 3 warnings, 0 info)");
    expect(text).not.toContain("\u001b[");
  });

  it("writes several formats at once, and the exit code does not change", async () => {
    const dir = tempDir();
    const run = await cli(["--format", "json", "--output", "junit=r.xml", "--output", "gitlab=gl.json", "--fail-on", "warning", showcase], { cwd: dir });
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as { summary: { errors: number } }).summary.errors).toBe(4);
    expect(fs.readFileSync(path.join(dir, "r.xml"), "utf8")).toContain('<testsuites name="mcp-audit 0.1.0" tests="7" failures="7" errors="0">');
    expect((JSON.parse(fs.readFileSync(path.join(dir, "gl.json"), "utf8")) as unknown[]).length).toBe(7);
  });

  it("refuses ambiguous or impossible outputs with exit 2", async () => {
    const dir = tempDir();
    for (const [args, message] of [
      [["--output", "a", "--output", "b"], "--output <file> takes the --format report once"],
      [["--output", "sarif=a", "--output", "junit=a"], '--output names "a" twice'],
      [["--output", ""], "--output needs a file name"],
      [["--sarif-category", "a b"], "--sarif-category takes letters"],
      [["--format", "xml"], 'unknown --format "xml": use stylish, json, sarif, github, junit, gitlab'],
    ] as const) {
      const run = await cli([...args, showcase], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    }
    const missing = await cli(["--output", "sarif=no/such/dir/x.sarif", showcase], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^mcp-audit: could not write the sarif report to no\/such\/dir\/x\.sarif: /);
    // Refused before the audit runs: no report anywhere, no temp file left.
    expect(missing.stdout).toBe("");
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("is written as the audit goes, and each file is what a run that collects every finding writes, secrets redacted", async () => {
    // JUnit needs every finding at once: a run that asks for it collects, and writes the other reports from the whole result.
    const streamed = tempDir();
    const whole = tempDir();
    const reports = ["--output", "sarif=r.sarif", "--output", "json=r.json", "--output", "stylish=r.txt", "--output", "github=r.gh"];
    const a = await cli(["--format", "json", ...reports, showcase], { cwd: streamed });
    const b = await cli(["--format", "json", ...reports, "--output", "junit=r.xml", showcase], { cwd: whole });
    expect([a.code, b.code]).toEqual([1, 1]);
    expect(a.stdout).toBe(b.stdout);
    for (const file of ["r.sarif", "r.json", "r.txt", "r.gh"]) {
      const text = fs.readFileSync(path.join(streamed, file), "utf8");
      expect(text, file).toBe(fs.readFileSync(path.join(whole, file), "utf8"));
      // The showcase's bearer token, shown only redacted.
      expect(text, file).toContain("tk_l… (22 chars)");
      expect(text, file).not.toMatch(/tk_live_[0-9a-f]{6}/);
    }
    expect(fs.readdirSync(streamed).sort()).toEqual(["r.gh", "r.json", "r.sarif", "r.txt"]);
    expect(sarifErrors(JSON.parse(fs.readFileSync(path.join(streamed, "r.sarif"), "utf8")) as Sarif.Log)).toEqual([]);
  });

  it("a report file that fails mid-run (a full disk) is exit 2 and left unwritten, and stdout's report still ends", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "r.sarif"), "the last report\n");
    const realWrite = fs.writeSync;
    // Every write into a temp file beside a report fails as a full disk does.
    const spy = vi.spyOn(fs, "writeSync").mockImplementation(function (this: unknown, fd: number, ...rest: unknown[]) {
      if (fs.readdirSync(dir).some((name) => name.includes(".mcp-audit-tmp-"))) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      return (realWrite as (...args: unknown[]) => number).call(this, fd, ...rest);
    } as typeof fs.writeSync);
    let run;
    try {
      run = await cli(["--format", "json", "--output", "sarif=r.sarif", showcase], { cwd: dir });
    } finally {
      spy.mockRestore();
    }
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-audit: could not write the sarif report to r\.sarif: /m);
    expect((JSON.parse(run.stdout) as { summary: { errors: number } }).summary.errors).toBe(4);
    expect(fs.readFileSync(path.join(dir, "r.sarif"), "utf8")).toBe("the last report\n");
    expect(fs.readdirSync(dir)).toEqual(["r.sarif"]);
  });

  it("a file named like a format is still a file", async () => {
    const dir = tempDir();
    const run = await cli(["--output", "nosuchformat=x.txt", showcase], { cwd: dir });
    expect(run.code).toBe(1);
    expect(fs.existsSync(path.join(dir, "nosuchformat=x.txt"))).toBe(true);
  });
});

describe("--format junit and --format gitlab through the CLI", () => {
  it("print the report with the audit's exit code", async () => {
    const junit = await cli(["--format", "junit", showcase]);
    expect(junit.code).toBe(1);
    expect(junit.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    const gitlab = await cli(["--format", "gitlab", showcase]);
    expect(gitlab.code).toBe(1);
    expect((JSON.parse(gitlab.stdout) as unknown[]).length).toBe(7);
  });
});
