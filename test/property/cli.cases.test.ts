// Output cases the CLI properties found, kept as plain tests so each one names its bug.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../src/rules/index.js";
import { cli, tempDir } from "../cli/run.js";

describe("output scrubbing found by the properties", () => {
  // insecure-transport passed the header value itself as a secret (`secrets: ["true"]`) for
  // `"Authorization": "true"` sent over http; the reporters then replace every "true" in the
  // output: SARIF's rule text "…without disable-model-invocation: true" became
  // "…disable-model-invocation: t… (4 chars)". Now plain and short words are never registered.
  it("does not mangle ordinary words of the output when a header value is a plain word", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, ".vscode"));
    fs.writeFileSync(path.join(dir, ".vscode/mcp.json"), JSON.stringify({ servers: { x: { url: "http://api.example.com/mcp", headers: { Authorization: "true" } } } }, null, 2));
    const r = await cli(["--offline", "--format", "sarif", "."], { cwd: dir });
    const sarif = JSON.parse(r.stdout) as { runs: { tool: { driver: { rules: { id: string; shortDescription: { text: string } }[] } } }[] };
    for (const rule of sarif.runs[0]!.tool.driver.rules) {
      const meta = ALL_RULES.find((x) => x.meta.id === rule.id);
      if (meta) expect(rule.shortDescription.text).toBe(meta.meta.description.replace(/\.$/, ""));
    }
  });
});
