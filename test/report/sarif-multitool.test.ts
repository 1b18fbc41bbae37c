// The SARIF that mcp-audit prints, validated by Microsoft's SARIF multitool (the SARIF SDK's own
// validator) with its SARIF rules and GitHub's ("Gh": what GitHub Advanced Security requires), under
// the SDK's GitHub policy (test/report/sarif-multitool-github.xml). Stronger than the JSON Schema:
// it checks what the schema cannot (descriptor fields GitHub needs, URIs, fingerprints, regions).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type * as Sarif from "sarif";
import { beforeAll, describe, expect, it } from "vitest";
import { cli } from "../cli/run.js";
import { REPO, SHOWCASE, tempTree } from "./context.js";

const MULTITOOL = createRequire(import.meta.url)("@microsoft/sarif-multitool-linux") as string;
const POLICY = path.join(REPO, "test/report/sarif-multitool-github.xml");

interface Verdict {
  level: string;
  ruleId: string;
  where: string;
}

/**
 * The multitool's errors and warnings on each log (notes are style advice, e.g. "prefer message
 * ids"), by name. One process for all of them: the tool's start-up is most of its cost.
 */
function validate(logs: Record<string, string>): Record<string, Verdict[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-multitool-"));
  const output = path.join(dir, "verdict.sarif");
  const inputs = Object.entries(logs).map(([name, text]) => {
    const file = path.join(dir, `${name}.sarif`);
    fs.writeFileSync(file, text);
    return file;
  });
  // Arguments without a shell: the package's own bin wrapper passes them through one, where `;` splits the command.
  const run = spawnSync(MULTITOOL, ["validate", ...inputs, "--rule-kind", "Sarif;Gh", "--level", "Error;Warning", "--config", POLICY, "--output", output, "--log", "ForceOverwrite"], {
    encoding: "utf8",
    env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: "1" },
  });
  if (!fs.existsSync(output)) throw new Error(`sarif-multitool did not run (status ${run.status}): ${run.stdout}${run.stderr}`);
  const verdict = JSON.parse(fs.readFileSync(output, "utf8").replace(/^\uFEFF/, "")) as Sarif.Log;
  // A failure of the tool itself (it could not read a log) is not a pass.
  const fatal = (verdict.runs[0]!.invocations?.[0]?.toolExecutionNotifications ?? []).filter((n) => n.level === "error");
  if (fatal.length > 0) throw new Error(`sarif-multitool failed: ${fatal.map((n) => n.message.text).join("; ")}`);
  const byName: Record<string, Verdict[]> = Object.fromEntries(Object.keys(logs).map((name) => [name, []]));
  for (const r of verdict.runs[0]!.results ?? []) {
    if (r.level !== "error" && r.level !== "warning") continue;
    const uri = r.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? "";
    const name = path.basename(decodeURIComponent(uri), ".sarif");
    if (!(name in byName)) throw new Error(`a verdict on an unknown file: ${uri}`);
    byName[name]!.push({ level: r.level, ruleId: r.ruleId!, where: String(r.message.arguments?.[0] ?? "") });
  }
  return byName;
}

describe("SARIF multitool validation (SARIF and GitHub rules)", () => {
  let verdicts: Record<string, Verdict[]>;
  let problemsLog: Sarif.Log;

  beforeAll(async () => {
    const showcase = await cli(["--format", "sarif", SHOWCASE]);
    expect(showcase.code).toBe(1);
    const dir = tempTree({
      "broken/.mcp.json": new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      "ok/.mcp.json": '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "some-mcp@latest"] } } }\n',
      "ok/package-lock.json": "{ not json",
    });
    const problems = await cli(["--format", "sarif", "."], { cwd: dir });
    expect(problems.code).toBe(2);
    problemsLog = JSON.parse(problems.stdout) as Sarif.Log;
    // The control: today's log with the notification descriptors as they were before GitHub's rules were met.
    const stripped = JSON.parse(showcase.stdout) as Sarif.Log;
    for (const n of stripped.runs[0]!.tool.driver.notifications!) {
      delete n.fullDescription;
      delete n.help;
    }
    verdicts = validate({ showcase: showcase.stdout, problems: problems.stdout, stripped: JSON.stringify(stripped) });
  }, 120_000);

  it("passes for the showcase, as the CLI prints it", () => {
    expect(verdicts.showcase).toEqual([]);
  });

  it("passes for a run with a path that could not be audited and a warning (notification descriptors)", () => {
    const notes = problemsLog.runs[0]!.invocations![0]!.toolExecutionNotifications!;
    expect(notes.map((n) => n.descriptor!.id)).toEqual(["file-not-audited", "audit-warning"]);
    expect(verdicts.problems).toEqual([]);
  });

  it("is not a no-op: descriptors without fullDescription and help fail GitHub's GH2012", () => {
    expect(verdicts.stripped!.filter((v) => v.ruleId === "GH2012").map((v) => v.where)).toEqual([
      "runs[0].tool.driver.notifications[0]",
      "runs[0].tool.driver.notifications[0]",
      "runs[0].tool.driver.notifications[1]",
      "runs[0].tool.driver.notifications[1]",
    ]);
  });
});
