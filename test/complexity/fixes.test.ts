// --fix with many fixes: applied in one pass (sorted sweep, one join), with no per-fix whole-text
// work, so the cost grows with the fixes and the file, not their product.
import { describe, expect, it } from "vitest";
import { applyNonOverlapping, fixMcpSource } from "../../src/audit/engine.js";
import { fixSkill } from "../../src/audit/skill-engine.js";
import type { Fix } from "../../src/core/types.js";
import { MCP_RULES, SKILL_RULES } from "../../src/rules/index.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";
import { dialect, lines, memorySkill, source } from "./inputs.js";

/** A GitHub-token-shaped literal, different for each i (pseudo-random, so it reads as a real one). */
function TOKEN(i: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let x = i * 2654435761 + 12345;
  let s = "ghp_";
  for (let k = 0; k < 36; k++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[x % 62];
  }
  return s;
}

/** n servers each passing a literal token in env: n unsafe fixes, each moving one to a variable. */
function claudeSecrets(n: number, layout: "lines" | "one-line") {
  const servers = Array.from({ length: n }, (_, i) => `"s${i}": { "command": "node", "args": ["s.js"], "env": { "GITHUB_TOKEN": "${TOKEN(i)}" } }`);
  const text = layout === "lines" ? `{\n  "mcpServers": {\n    ${servers.join(",\n    ")}\n  }\n}\n` : `{"mcpServers":{${servers.join(",")}}}`;
  return source(".mcp.json", text);
}

/** n VS Code servers with a literal header token: n fixes, each adding an input and a reference. */
function vscodeSecrets(n: number, inputs: string) {
  const servers = Array.from({ length: n }, (_, i) => `    "s${i}": { "type": "http", "url": "https://mcp.example.com/${i}", "headers": { "Authorization": "Bearer ${TOKEN(i)}" } }`);
  return source(".vscode/mcp.json", `{\n  "inputs": ${inputs},\n  "servers": {\n${servers.join(",\n")}\n  }\n}\n`);
}

describe("--fix with many fixes", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n literal secrets moved to variables in .mcp.json", () => {
    const host = dialect(".mcp.json");
    const fixed = fixMcpSource(claudeSecrets(3, "lines"), host, { rules: MCP_RULES }, "unsafe");
    expect(fixed.applied).toHaveLength(3);
    // all on one line: any per-edit scan from the start of the file or of its line shows at once
    expectLinear({ name: "claude secrets, one line", start: 50, input: (n) => claudeSecrets(n, "one-line"), run: (file) => fixMcpSource(file, host, { rules: MCP_RULES }, "unsafe") });
  });

  it("n VS Code secrets moved to inputs (empty, absent, and already long inputs)", () => {
    const host = dialect(".vscode/mcp.json");
    const fixed = fixMcpSource(vscodeSecrets(3, "[]"), host, { rules: MCP_RULES }, "unsafe");
    expect(fixed.applied).toHaveLength(3);
    const existing = (n: number) => `[\n${lines(n, (i) => `    { "type": "promptString", "id": "old-${i}", "description": "old ${i}", "password": true }`).replace(/\n(?=    \{)/g, ",\n").replace(/^\[,/, "[")}\n  ]`;
    for (const [name, inputs] of [["empty", () => "[]"], ["long", existing]] as const) {
      expectLinear({ name: `vscode secrets, ${name} inputs`, start: 50, input: (n) => vscodeSecrets(n, inputs(n)), run: (file) => fixMcpSource(file, host, { rules: MCP_RULES }, "unsafe") });
    }
  });

  it("applying n non-overlapping edits, and n edits all at one point", () => {
    const text = (n: number) => "x".repeat(n * 10);
    const spread = (n: number): { text: string; fixes: Fix[] } => ({
      text: text(n),
      fixes: Array.from({ length: n }, (_, i) => ({ safety: "safe", description: "", edits: [{ offset: ((i * 7919) % n) * 10, length: 3, content: "yy" }, { offset: n * 10, length: 0, content: `,${i}` }] })),
    });
    const small = spread(4);
    expect(applyNonOverlapping(small.text, small.fixes).text).toBe("yyxxxxxxxyyxxxxxxxyyxxxxxxxyyxxxxxxx,0,3,2,1");
    expectLinear({ name: "apply spread edits", start: 1_000, input: spread, run: ({ text, fixes }) => applyNonOverlapping(text, fixes) });
    const same = (n: number) => ({ text: text(n), fixes: Array.from({ length: n }, (): Fix => ({ safety: "safe", description: "", edits: [{ offset: 5, length: 1, content: "z" }] })) });
    expectLinear({ name: "apply conflicting edits", start: 1_000, input: same, run: ({ text, fixes }) => applyNonOverlapping(text, fixes) });
  });

  it("SKILL.md fixes", () => {
    const md = (n: number) => `---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\n---\n# Demo\n${lines(n, (i) => `Step ${i}: run \`scripts/step-${i}.sh\`.`)}\n`;
    expectLinear({ name: "skill fixes", start: 100, input: (n) => memorySkill(md(n)), run: (skill) => fixSkill(skill, { rules: SKILL_RULES }, "unsafe") });
  });
});
