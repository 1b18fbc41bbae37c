// Small inputs built to stall the audit with superlinear work, against the real process. Each took
// from half a minute to twenty minutes before it was made linear (measured on the issue's tree):
// YAML with tens of thousands of keys in one mapping (the yaml package's duplicate check compares each
// key with every earlier one), "did you mean" over every file for every missing reference, code spans
// masked by re-slicing a long line per span, and --fix applying thousands of fixes edit by edit.
// The growth itself is proven in test/complexity; here the real CLI must finish, exit as documented
// and print nothing raw. The time limits are generous (a shared, loaded machine): they catch a stall,
// not a slowdown.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { built, expectClean, project, removeProjects, runCliAsync } from "./run.js";

afterAll(removeProjects);

const LIMIT = { timeoutMs: 60_000 };
const SLOW = { maxMs: 60_000, maxRssMB: 900 };
const FRONT = "---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\n";

function lines(n: number, line: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => line(i)).join("\n");
}

/** A GitHub-token-shaped literal, different for each i. */
function token(i: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let x = i * 2654435761 + 12345;
  let s = "ghp_";
  for (let k = 0; k < 36; k++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[x % 62];
  }
  return s;
}

describe.runIf(built())("stalls (real process)", () => {
  it("YAML with 40,000 keys in one mapping: front matter, a Continue file, a 2 MB pnpm-lock.yaml", async () => {
    const frontMatter = project({ "skills/demo/SKILL.md": `${FRONT}metadata:\n${lines(40_000, (i) => `  key-${i}: value ${i}`)}\n---\n# Demo\n` });
    const continueFile = project({
      ".continue/mcpServers/db.yaml": `name: db\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: db\n    command: node\n    args: [server.js]\n    env:\n${lines(40_000, (i) => `      KEY_${i}: value-${i}`)}\n`,
    });
    const pnpm = project({
      "package.json": JSON.stringify({ name: "app", dependencies: {} }),
      "pnpm-lock.yaml": `lockfileVersion: '9.0'\nimporters:\n  .: {}\npackages:\n${lines(20_000, (i) => `  pkg-${i}@1.${i}.0:\n    resolution: {integrity: sha512-${"A".repeat(40)}${i}}`)}\nsnapshots:\n${lines(20_000, (i) => `  pkg-${i}@1.${i}.0: {}`)}\n`,
      ".mcp.json": JSON.stringify({ mcpServers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`s${i}`, { command: "npx", args: ["-y", `pkg-${i * 100}`] }])) }),
    });
    expect(fs.statSync(path.join(pnpm, "pnpm-lock.yaml")).size).toBeGreaterThan(2 * 1024 * 1024);
    const [a, b, c] = await Promise.all([frontMatter, continueFile, pnpm].map((cwd) => runCliAsync(["."], { cwd, ...LIMIT })));
    expectClean(a!, { code: 0, ...SLOW });
    expectClean(b!, { code: 0, ...SLOW });
    // each launch is unpinned, and each package was looked up and found in the lockfile
    expectClean(c!, { code: 1, line: ['server "s199" runs pkg-19900 with no version', "the project uses 1.19900.0, from pnpm-lock.yaml"], ...SLOW });
  }, 180_000);

  it("1,000 missing references in a skill of 2,000 files, and 400 KB of code spans and links on one line", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 2_000; i++) files[`skills/demo/references/topic-${i}.md`] = `# Topic ${i}\n`;
    files["skills/demo/SKILL.md"] = `${FRONT}---\n# Demo\n${lines(1_000, (i) => `- see [topic](references/tpoic-${i}.md)`)}\n`;
    const references = project(files);
    const spans = project({ "skills/demo/SKILL.md": `${FRONT}---\n# Demo\n${"`x` [a](b.md) ".repeat(30_000)}\n` });
    expect(fs.statSync(path.join(spans, "skills/demo/SKILL.md")).size).toBeGreaterThan(400_000);
    const [a, b] = await Promise.all([references, spans].map((cwd) => runCliAsync(["."], { cwd, ...LIMIT })));
    expectClean(a!, { code: 1, line: ["SKILL.md refers to references/tpoic-999.md", "did you mean references/topic-999.md?"], ...SLOW });
    expectClean(b!, { code: 1, line: ["SKILL.md refers to b.md, which is not in the skill folder"], ...SLOW });
  }, 180_000);

  it("--fix=all with 16,000 VS Code secrets moves every one to an input, keeping the comment in the empty inputs", async () => {
    const servers = lines(16_000, (i) => `    "s${i}": { "type": "http", "url": "https://mcp.example.com/${i}", "headers": { "Authorization": "Bearer ${token(i)}" } }`).replace(/\n(?= {4}")/g, ",\n");
    const dir = project({ ".vscode/mcp.json": `{\n  "inputs": [\n    // prompts for the secrets below\n  ],\n  "servers": {\n${servers}\n  }\n}\n` });
    const r = await runCliAsync(["--fix=all", "."], { cwd: dir, ...LIMIT });
    expectClean(r, { code: 0, ...SLOW });
    const fixed = fs.readFileSync(path.join(dir, ".vscode/mcp.json"), "utf8");
    expect(fixed).toContain('  "inputs": [\n    // prompts for the secrets below\n    {\n      "type": "promptString",');
    expect(fixed.match(/"Bearer \$\{input:[\w-]+\}"/g)).toHaveLength(16_000);
    expect(fixed).not.toContain("ghp_");
  }, 120_000);

  it("100,000 servers in a 5 MB config, each with a finding", async () => {
    const servers = Array.from({ length: 100_000 }, (_, i) => `"s${i}":{"command":"npx","args":["p${i}@latest"]}`).join(",");
    const dir = project({ ".mcp.json": `{"mcpServers":{${servers}}}` });
    const r = await runCliAsync(["."], { cwd: dir, ...LIMIT });
    expectClean(r, { code: 1, line: ["100000 problems"], ...SLOW });
  }, 120_000);
});
