// The composite action (action.yml): its steps are run here with bash, as the runner would, with a
// fake `npx` on PATH that records its arguments; `uses:` steps are recorded, not run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO, tempTree } from "./context.js";

interface Step {
  name: string;
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const ACTION_TEXT = fs.readFileSync(path.join(REPO, "action.yml"), "utf8");
const ACTION = parse(ACTION_TEXT) as {
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
};
const PACKAGE_VERSION = (JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version;

interface ActionRun {
  code: number;
  log: string;
  /** The argument lists `npx` was called with, one per call. */
  npx: string[][];
  uploads: Record<string, string>[];
  outputs: Record<string, string>;
}

/** Run the action's steps in order, like the runner: stop at the first failing step. */
function runAction(inputs: Record<string, string>, fake: { stdout: string; code: number }): ActionRun {
  const dir = tempTree({});
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  const calls = path.join(dir, "npx-calls");
  // One line per call, arguments separated by a unit separator, so spaces inside one stay visible.
  fs.writeFileSync(path.join(bin, "npx"), `#!/usr/bin/env bash\n(IFS=$'\\x1f'; echo "$*") >> "${calls}"\nprintf '%s' "$FAKE_STDOUT"\nexit "$FAKE_CODE"\n`, { mode: 0o755 });
  const values: Record<string, string> = Object.fromEntries(Object.entries(ACTION.inputs).map(([k, v]) => [k, inputs[k] ?? v.default ?? ""]));
  const stepOutputs: Record<string, Record<string, string>> = {};
  const expr = (text: string) =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => {
      const m = /^(inputs|steps)\.([\w-]+)(?:\.outputs\.([\w-]+))?$/.exec(e);
      if (e === "runner.temp") return dir;
      if (m?.[1] === "inputs") return values[m[2]!] ?? "";
      if (m?.[1] === "steps") return stepOutputs[m[2]!]?.[m[3]!] ?? "";
      throw new Error(`unsupported expression ${e}`);
    });
  // The conditions the action uses: `a == 'x'` joined by `&&`.
  const condition = (text: string) =>
    text.split("&&").every((part) => {
      const m = /^\s*([\w.-]+)\s*==\s*'([^']*)'\s*$/.exec(part);
      if (!m) throw new Error(`unsupported condition ${part}`);
      return expr(`\${{ ${m[1]} }}`) === m[2];
    });

  let log = "";
  const uploads: Record<string, string>[] = [];
  for (const step of ACTION.runs.steps) {
    if (step.if && !condition(step.if)) continue;
    if (step.uses) {
      uploads.push(Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expr(v)])));
      continue;
    }
    const outputFile = path.join(dir, `output-${step.id ?? "x"}`);
    fs.writeFileSync(outputFile, "");
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expr(v)]));
    // GitHub runs `shell: bash` as `bash --noprofile --norc -eo pipefail {0}`.
    const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!], {
      cwd: dir,
      env: { PATH: `${bin}:${process.env.PATH ?? ""}`, GITHUB_OUTPUT: outputFile, FAKE_STDOUT: fake.stdout, FAKE_CODE: String(fake.code), ...env },
      encoding: "utf8",
    });
    log += r.stdout + r.stderr;
    if (step.id) stepOutputs[step.id] = Object.fromEntries(fs.readFileSync(outputFile, "utf8").split("\n").filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
    if (r.status !== 0) {
      return { code: r.status ?? -1, log, npx: readCalls(calls), uploads, outputs: outputsOf(stepOutputs) };
    }
  }
  return { code: 0, log, npx: readCalls(calls), uploads, outputs: outputsOf(stepOutputs) };

  function outputsOf(steps: Record<string, Record<string, string>>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(ACTION.outputs).map(([k, v]) => {
        const m = /steps\.([\w-]+)\.outputs\.([\w-]+)/.exec(v.value)!;
        return [k, steps[m[1]!]?.[m[2]!] ?? ""];
      }),
    );
  }
}

function readCalls(file: string): string[][] {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => l.split("\x1f")) : [];
}

describe("action.yml", () => {
  it("is a composite action with the documented inputs", () => {
    expect(ACTION.runs.using).toBe("composite");
    expect(Object.keys(ACTION.inputs)).toEqual(["paths", "args", "fail-on", "sarif", "version"]);
    expect(ACTION.inputs.version!.default).toBe(PACKAGE_VERSION);
    expect(Object.keys(ACTION.outputs)).toEqual(["sarif-file", "exit-code"]);
  });

  it("pins every action it uses by full commit SHA, with the version in a comment", () => {
    const uses = ACTION_TEXT.split("\n").filter((l) => /^\s*uses:/.test(l));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^\s*uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("never pastes an expression into a script (inputs go through the environment)", () => {
    for (const step of ACTION.runs.steps) if (step.run) expect(step.run).not.toContain("${{");
  });

  it("runs the pinned version twice: SARIF to a file, then annotations; uploads; fails with the audit", () => {
    const run = runAction({ paths: "config/.mcp.json .vscode", args: "--baseline .mcp-audit-baseline.json --rule missing-read-only=error", "fail-on": "warning" }, { stdout: "{}\n", code: 1 });
    const tail = ["--baseline", ".mcp-audit-baseline.json", "--rule", "missing-read-only=error", "--", "config/.mcp.json", ".vscode"];
    expect(run.npx).toEqual([
      ["--yes", `mcp-audit@${PACKAGE_VERSION}`, "--format", "sarif", "--fail-on", "warning", ...tail],
      ["--yes", `mcp-audit@${PACKAGE_VERSION}`, "--format", "github", "--fail-on", "warning", ...tail],
    ]);
    expect(run.uploads).toEqual([{ sarif_file: run.outputs["sarif-file"], category: "mcp-audit" }]);
    expect(fs.readFileSync(run.outputs["sarif-file"]!, "utf8")).toBe("{}\n");
    expect(run.outputs["exit-code"]).toBe("1");
    expect(run.code).toBe(1);
  });

  it("passes when the audit passes, and defaults to the whole checkout", () => {
    const run = runAction({}, { stdout: "{}\n", code: 0 });
    expect(run.npx.map((args) => args.slice(-2))).toEqual([["--", "."], ["--", "."]]);
    expect(run.code).toBe(0);
  });

  it("without sarif: one run, no upload", () => {
    const run = runAction({ sarif: "false" }, { stdout: "", code: 0 });
    expect(run.npx.map((a) => a[3])).toEqual(["github"]);
    expect(run.uploads).toEqual([]);
  });

  it("uploads nothing when the run printed no report (a usage error), and fails with its exit code", () => {
    const run = runAction({ args: "--nope" }, { stdout: "", code: 2 });
    expect(run.uploads).toEqual([]);
    expect(run.code).toBe(2);
  });

  it("refuses a version that is not exact, and bad fail-on or sarif values", () => {
    for (const [inputs, message] of [
      [{ version: "latest" }, 'input "version" must be an exact version'],
      [{ version: "^0.1.0" }, 'input "version" must be an exact version'],
      [{ "fail-on": "fatal" }, 'input "fail-on" must be error, warning or info'],
      [{ sarif: "yes" }, 'input "sarif" must be "true" or "false"'],
    ] as const) {
      const run = runAction(inputs, { stdout: "", code: 0 });
      expect(run.code).toBe(2);
      expect(run.npx).toEqual([]);
      expect(run.log).toContain(`::error title=mcp-audit::${message}`);
    }
  });

  it("does not let an input run shell code", () => {
    const run = runAction({ args: "$(touch pwned) `touch pwned2`", paths: "; touch pwned3" }, { stdout: "", code: 0 });
    expect(run.npx[0]).toEqual(["--yes", `mcp-audit@${PACKAGE_VERSION}`, "--format", "sarif", "--fail-on", "error", "$(touch", "pwned)", "`touch", "pwned2`", "--", ";", "touch", "pwned3"]);
    const dir = path.dirname(run.outputs["sarif-file"]!);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("pwned"))).toEqual([]);
  });
});
