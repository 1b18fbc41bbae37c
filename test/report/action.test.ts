// The composite action (action.yml), run here as the runner would: each step's script with bash
// (`--noprofile --norc -eo pipefail`), with the GITHUB_* environment of a workflow run, the inputs
// and step outputs substituted where the action's expressions ask, and this repository as
// $GITHUB_ACTION_PATH, so the real bundle audits a real checkout. `uses:` steps are recorded, not run.
// A fake `npm`, `npx`, `yarn` and `pnpm` on PATH record any call: the action must make none.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { NO_REGISTRY } from "../cli/run.js";
import { REPO, sarifErrors, SHOWCASE, tempTree } from "./context.js";

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

interface Workflow {
  inputs?: Record<string, string>;
  /** The checkout's files (default: the showcase). */
  checkout?: Record<string, string | Uint8Array>;
  event?: { name: string; payload?: unknown };
  actor?: string;
  repository?: string;
  /** Environment for every step on top of the runner's (e.g. a PATH without node). */
  env?: Record<string, string>;
}

interface ActionRun {
  code: number;
  log: string;
  uploads: Record<string, string>[];
  outputs: Record<string, string>;
  /** Calls of npm, npx, yarn or pnpm: there must be none. */
  packageManagerCalls: string[];
  checkout: string;
}

function runAction(workflow: Workflow = {}): ActionRun {
  const dir = tempTree({});
  const checkout = path.join(dir, "checkout");
  const temp = path.join(dir, "runner-temp");
  const bin = path.join(dir, "bin");
  fs.mkdirSync(temp);
  fs.mkdirSync(bin);
  fs.mkdirSync(checkout);
  const files = workflow.checkout ?? Object.fromEntries(["fixtures/showcase/.mcp.json", "fixtures/showcase/.vscode/mcp.json"].map((f) => [path.relative(SHOWCASE, f), fs.readFileSync(path.join(REPO, f), "utf8")]));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(checkout, name)), { recursive: true });
    fs.writeFileSync(path.join(checkout, name), content);
  }
  const calls = path.join(dir, "package-manager-calls");
  for (const tool of ["npm", "npx", "yarn", "pnpm"]) fs.writeFileSync(path.join(bin, tool), `#!/usr/bin/env bash\necho "${tool} $*" >> "${calls}"\nexit 97\n`, { mode: 0o755 });
  const eventPath = path.join(dir, "event.json");
  fs.writeFileSync(eventPath, JSON.stringify(workflow.event?.payload ?? {}));

  const values: Record<string, string> = Object.fromEntries(Object.entries(ACTION.inputs).map(([k, v]) => [k, workflow.inputs?.[k] ?? v.default ?? ""]));
  const stepOutputs: Record<string, Record<string, string>> = {};
  const expr = (text: string) =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => {
      const m = /^(inputs|steps)\.([\w-]+)(?:\.outputs\.([\w-]+))?$/.exec(e);
      if (m?.[1] === "inputs") return values[m[2]!] ?? "";
      if (m?.[1] === "steps") return stepOutputs[m[2]!]?.[m[3]!] ?? "";
      throw new Error(`unsupported expression ${e}`);
    });
  // The conditions the action uses: `a == 'x'` or `a != 'x'`.
  const condition = (text: string) => {
    const m = /^\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*$/.exec(text);
    if (!m) throw new Error(`unsupported condition ${text}`);
    return (expr(`\${{ ${m[1]} }}`) === m[3]) === (m[2] === "==");
  };
  const runnerEnv = {
    PATH: `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: dir,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_ACTION_PATH: REPO,
    GITHUB_WORKSPACE: checkout,
    RUNNER_TEMP: temp,
    GITHUB_EVENT_NAME: workflow.event?.name ?? "push",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: workflow.repository ?? "acme/app",
    GITHUB_ACTOR: workflow.actor ?? "octocat",
    GITHUB_TRIGGERING_ACTOR: workflow.actor ?? "octocat",
    ...NO_REGISTRY,
    ...workflow.env,
  };

  let log = "";
  const uploads: Record<string, string>[] = [];
  let code = 0;
  for (const step of ACTION.runs.steps) {
    if (step.if && !condition(step.if)) continue;
    if (step.uses) {
      uploads.push(Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expr(v)])));
      continue;
    }
    const outputFile = path.join(dir, `output-${step.id ?? "x"}`);
    fs.writeFileSync(outputFile, "");
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expr(v)]));
    // GitHub runs `shell: bash` as `bash --noprofile --norc -eo pipefail {0}`, in the workspace.
    const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!], { cwd: checkout, env: { ...runnerEnv, GITHUB_OUTPUT: outputFile, ...env }, encoding: "utf8", timeout: 60_000 });
    log += r.stdout + r.stderr;
    if (step.id) stepOutputs[step.id] = Object.fromEntries(fs.readFileSync(outputFile, "utf8").split("\n").filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
    if (r.status !== 0) {
      code = r.status ?? -1;
      break;
    }
  }
  const outputs = Object.fromEntries(
    Object.entries(ACTION.outputs).map(([k, v]) => {
      const m = /steps\.([\w-]+)\.outputs\.([\w-]+)/.exec(v.value)!;
      return [k, stepOutputs[m[1]!]?.[m[2]!] ?? ""];
    }),
  );
  const packageManagerCalls = fs.existsSync(calls) ? fs.readFileSync(calls, "utf8").split("\n").filter(Boolean) : [];
  return { code, log, uploads, outputs, packageManagerCalls, checkout };
}

describe("action.yml", () => {
  it("is a composite action with the documented inputs and outputs, and no version to resolve", () => {
    expect(ACTION.runs.using).toBe("composite");
    expect(Object.keys(ACTION.inputs)).toEqual(["paths", "args", "fail-on", "sarif", "category", "checkout-path"]);
    expect(Object.keys(ACTION.outputs)).toEqual(["sarif-file", "exit-code", "result"]);
    expect(ACTION_TEXT).not.toMatch(/\bnpx\b|npm (install|ci|exec)|mcp-audit@/);
  });

  it("pins every action it uses by full commit SHA, with the version in a comment", () => {
    const uses = ACTION_TEXT.split("\n").filter((l) => /^\s*uses:/.test(l));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^\s*uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("never pastes an expression into a script (inputs go through the environment)", () => {
    for (const step of ACTION.runs.steps) if (step.run) expect(step.run).not.toContain("${{");
  });

  it("runs the action's own bundle once: annotations and a SARIF file; uploads it with the category and checkout path; fails with exit 1 on findings", () => {
    const run = runAction({ inputs: { category: "mcp-audit/web" } });
    expect(run.packageManagerCalls).toEqual([]);
    expect(run.log).toMatch(/^::error file=\.mcp\.json,line=7,col=26,endLine=7,endColumn=57,title=inline-secret::/m);
    expect(run.log).toContain("mcp-audit: 7 problems (4 errors, 3 warnings, 0 info) in 2 files");
    expect(run.outputs).toMatchObject({ "exit-code": "1", result: "findings" });
    const log = JSON.parse(fs.readFileSync(run.outputs["sarif-file"]!, "utf8")) as Sarif.Log;
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]!.results).toHaveLength(7);
    expect(log.runs[0]!.automationDetails).toEqual({ id: "mcp-audit/web/" });
    expect(log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation).toEqual({ uri: ".mcp.json", uriBaseId: "%SRCROOT%" });
    expect(run.uploads).toEqual([{ sarif_file: run.outputs["sarif-file"], category: "mcp-audit/web", checkout_path: fs.realpathSync(run.checkout) }]);
    expect(run.code).toBe(1);
  });

  it("passes when the audit passes", () => {
    const run = runAction({ checkout: { ".mcp.json": '{ "mcpServers": { "docs": { "type": "http", "url": "https://docs.example.com/mcp" } } }\n' } });
    expect(run.outputs).toMatchObject({ "exit-code": "0", result: "clean" });
    expect(run.uploads).toHaveLength(1);
    expect(run.code).toBe(0);
  });

  it("tells 'could not audit' (exit 2) from findings, and uploads what was audited", () => {
    const run = runAction({ checkout: { "broken/.mcp.json": new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]), "ok/.mcp.json": '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "some-mcp@latest"] } } }\n' } });
    expect(run.outputs).toMatchObject({ "exit-code": "2", result: "error" });
    expect(run.log).toContain("::error title=mcp-audit::the audit did not complete (exit 2)");
    expect(run.uploads).toHaveLength(1);
    expect(run.code).toBe(2);
  });

  it("a usage error is exit 2, with no report to upload", () => {
    const run = runAction({ inputs: { args: "--nope" } });
    expect(run.outputs).toMatchObject({ "exit-code": "2", result: "error", "sarif-file": "" });
    expect(run.uploads).toEqual([]);
    expect(run.code).toBe(2);
  });

  it("with too old a node, says so and exits 2", () => {
    const old = tempTree({ node: '#!/bin/sh\n[ "$1" = --version ] && echo v18.20.4 && exit 0\nexit 1\n' });
    fs.chmodSync(path.join(old, "node"), 0o755);
    const run = runAction({ env: { PATH: `${old}:/usr/bin:/bin` } });
    expect(run.log).toContain("::error title=mcp-audit::mcp-audit needs Node.js 20.19 or later on the runner (found: v18.20.4)");
    expect(run.outputs).toMatchObject({ "exit-code": "2", result: "error" });
    expect(run.code).toBe(2);
  });

  it("audits checkout-path, with report paths relative to it", () => {
    const run = runAction({ checkout: { "app/.mcp.json": fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json"), "utf8") }, inputs: { "checkout-path": "app" } });
    expect(run.log).toMatch(/^::error file=\.mcp\.json,/m);
    expect(run.uploads[0]!.checkout_path).toBe(fs.realpathSync(path.join(run.checkout, "app")));
  });

  it("skips the upload with a notice on a pull request from a fork and on Dependabot's runs (sarif: auto), not when asked", () => {
    const fork = { name: "pull_request", payload: { pull_request: { head: { repo: { full_name: "someone/app" } } } } };
    for (const workflow of [{ event: fork }, { actor: "dependabot[bot]" }] as Workflow[]) {
      const run = runAction(workflow);
      expect(run.uploads).toEqual([]);
      expect(run.log).toMatch(/::notice title=mcp-audit::SARIF upload skipped: (pull requests from forks|Dependabot runs) get a read-only token/);
      expect(run.log).toContain("::error file=.mcp.json");
      expect(run.code).toBe(1);
    }
    const own = runAction({ event: { name: "pull_request", payload: { pull_request: { head: { repo: { full_name: "acme/app" } } } } } });
    expect(own.uploads).toHaveLength(1);
    expect(runAction({ event: fork, inputs: { sarif: "true" } }).uploads).toHaveLength(1);
    const none = runAction({ inputs: { sarif: "false" } });
    expect(none.uploads).toEqual([]);
    expect(none.outputs["sarif-file"]).toBe("");
    expect(none.log).toContain("::error file=.mcp.json");
  });

  it("never resolves or installs anything in the checkout, whatever its .npmrc and package.json say", () => {
    const run = runAction({
      checkout: {
        ".mcp.json": fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json"), "utf8"),
        ".npmrc": "registry=http://127.0.0.1:9/\n",
        "package.json": JSON.stringify({ name: "app", scripts: { preinstall: "touch pwned", prepare: "touch pwned" } }),
        "node_modules/mcp-audit/bin/mcp-audit.js": "require('fs').writeFileSync('pwned', '')",
      },
    });
    expect(run.packageManagerCalls).toEqual([]);
    expect(fs.existsSync(path.join(run.checkout, "pwned"))).toBe(false);
    expect(run.log).toContain("::error file=.mcp.json");
  });

  it("refuses bad inputs with exit 2 before auditing", () => {
    for (const [inputs, message] of [
      [{ "fail-on": "fatal" }, 'input "fail-on" must be error, warning or info'],
      [{ sarif: "yes" }, 'input "sarif" must be "auto", "true" or "false"'],
      [{ category: "a b" }, 'input "category" takes letters'],
      [{ "checkout-path": "no/such/dir" }, 'input "checkout-path": no such folder'],
    ] as const) {
      const run = runAction({ inputs });
      expect(run.code).toBe(2);
      expect(run.log).toContain(`::error title=mcp-audit::${message}`);
      expect(run.log).not.toContain("::error file=");
    }
  });

  it("does not let an input run shell code", () => {
    const run = runAction({ inputs: { args: "$(touch pwned) `touch pwned2`", paths: "; touch pwned3" } });
    expect(run.code).toBe(2);
    expect(fs.readdirSync(run.checkout).filter((f) => f.startsWith("pwned"))).toEqual([]);
    // The words arrive as literal paths, which do not exist: a could-not-audit, not a command.
    expect(run.log).toContain("::error file=$(touch,title=mcp-audit::");
  });
});

describe("the action's bundle", () => {
  it("is what the repository runs (bin/ and bundle/ are committed, so a checkout of the pinned commit has them)", () => {
    const tracked = spawnSync("git", ["ls-files", "bin/code-cache.cjs", "bin/compiler-tuning.cjs", "bin/mcp-audit.js", "bin/package.json", "bundle/cli.cjs"], { cwd: REPO, encoding: "utf8" }).stdout.split("\n").filter(Boolean);
    expect(tracked).toEqual(["bin/code-cache.cjs", "bin/compiler-tuning.cjs", "bin/mcp-audit.js", "bin/package.json", "bundle/cli.cjs"]);
  });
});
