// The last line of defence in the run: every parser bounds its nesting, but an input that still
// exhausts the stack in some rule is a problem of that file, and every other file is still audited.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { MCP_RULES } from "../../src/rules/index.js";
import type { McpRule } from "../../src/rules/types.js";
import { tempDir } from "../cli/run.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A rule that recurses without end on one file, as a missed depth guard would. */
const overflowing: McpRule = {
  meta: { ...MCP_RULES[0]!.meta, id: "overflowing" },
  check(context) {
    if (context.file.displayPath !== ".cursor/mcp.json") return;
    const down = (n: number): number => down(n + 1) + 1;
    down(0);
  },
};

describe("runAudit", () => {
  it("turns a stack overflow in one file into a problem naming it, and audits the rest", () => {
    const dir = tempDir();
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, ".cursor"));
    fs.writeFileSync(path.join(dir, ".cursor/mcp.json"), JSON.stringify({ mcpServers: { deep: { command: "node" } } }));
    fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { later: { command: "npx", args: ["-y", "some-server@latest"] } } }));
    const result = runAudit({ cwd: dir, paths: ["."], rules: [...MCP_RULES, overflowing] });
    expect(result.problems).toEqual([
      { displayPath: ".cursor/mcp.json", reason: "could not be audited: it exhausted an internal limit (maximum call stack size exceeded); this is a bug in mcp-audit, please report it" },
    ]);
    expect(result.files.map((f) => [f.displayPath, f.findings.map((x) => x.ruleId)])).toEqual([[".mcp.json", ["unpinned-package"]]]);
  });
});
