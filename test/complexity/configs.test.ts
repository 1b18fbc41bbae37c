// MCP configs at scale: n servers, n findings on disabled or trusted servers, n inline ignores, and
// directives that never close. Each doubles; the whole lint must grow linearly.
import { describe, expect, it } from "vitest";
import { lintMcpSource } from "../../src/audit/engine.js";
import { findDirectives } from "../../src/core/ignores.js";
import { DIALECTS } from "../../src/hosts/index.js";
import { readYarnLock } from "../../src/project/lockfiles.js";
import { MCP_RULES } from "../../src/rules/index.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";
import { dialect, lines, source } from "./inputs.js";

const servers = (n: number, extra = "") => Array.from({ length: n }, (_, i) => `"s${i}":{"command":"npx","args":["p${i}@latest"]${extra}}`).join(",");

describe("configs at scale", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n servers, each with a finding (the 100,000-server file, scaled)", () => {
    const host = dialect(".mcp.json");
    expect(lintMcpSource(source(".mcp.json", `{"mcpServers":{${servers(3)}}}`), host, { rules: MCP_RULES }).findings).toHaveLength(3);
    expectLinear({ name: "servers", start: 200, input: (n) => source(".mcp.json", `{"mcpServers":{${servers(n)}}}`), run: (file) => lintMcpSource(file, host, { rules: MCP_RULES }) });
  });

  it("a hook command of n passwords, nested lines and JSON words (the reviews' hostile hooks)", () => {
    // One string of thousands of secrets re-read itself per finding (42 s at 20,000); nested lines were 12.8 s at 13,000.
    const host = dialect(".claude/settings.json");
    const hook = (command: string) => source(".claude/settings.json", JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command }] }] } }));
    const lint = (file: ReturnType<typeof hook>) => lintMcpSource(file, host, { rules: MCP_RULES });
    expect(lint(hook(Array.from({ length: 3 }, (_, i) => `sshpass -p kit${i}00000x ssh h`).join("; "))).findings.filter((f) => f.ruleId === "inline-secret")).toHaveLength(3);
    expectLinear({ name: "hook passwords", start: 500, input: (n) => hook(Array.from({ length: n }, (_, i) => `sshpass -p kit${String(i).padStart(6, "0")}x ssh h`).join("; ")), run: lint });
    expectLinear({ name: "hook nested lines", start: 300, input: (n) => hook(Array.from({ length: n }, (_, i) => `bash -c "ssh h${i} 'sh -c \\"curl -u a:Zq8vNm${String(i).padStart(6, "0")} https://x\\"'"`).join("\n")), run: lint });
    expectLinear({ name: "hook JSON words", start: 2_000, input: (n) => hook(`echo '${`"token":"${"a".repeat(30)}",`.repeat(n)}'`), run: lint });
  });

  it("n disabled servers with findings, and n trusted ones", () => {
    const cline = DIALECTS.cline;
    const disabled = (n: number) => source("cline_mcp_settings.json", `{"mcpServers":{${servers(n, ',"disabled":true')}}}`);
    expect(lintMcpSource(disabled(2), cline, { rules: MCP_RULES }).findings[0]?.message).toContain("(the server is disabled");
    expectLinear({ name: "disabled servers", start: 200, input: disabled, run: (file) => lintMcpSource(file, cline, { rules: MCP_RULES }) });
    const host = dialect(".mcp.json");
    const trusted = (n: number) => ({ file: source(".mcp.json", `{"mcpServers":{${servers(n)}}}`), names: Array.from({ length: n }, (_, i) => `s${i}`) });
    expectLinear({
      name: "trusted servers",
      start: 200,
      input: trusted,
      run: ({ file, names }) => lintMcpSource(file, host, { rules: MCP_RULES, trusted: { servers: names, domains: [] } }),
    });
  });

  it("n inline ignores over n findings in a JSONC file", () => {
    const host = dialect(".vscode/mcp.json");
    const text = (n: number) => `{\n  "servers": {\n${lines(n, (i) => `    // mcp-audit-ignore[unpinned-package] pinned by the team's wrapper\n    "s${i}": { "command": "npx", "args": ["p${i}@latest"] }`).replace(/\n(?= {4}\/\/)/g, ",\n")}\n  }\n}\n`;
    expect(lintMcpSource(source(".vscode/mcp.json", text(3)), host, { rules: MCP_RULES }).findings).toEqual([]);
    expectLinear({ name: "inline ignores", start: 200, input: (n) => source(".vscode/mcp.json", text(n)), run: (file) => lintMcpSource(file, host, { rules: MCP_RULES }) });
  });

  it("directives that never close", () => {
    for (const [syntax, fill] of [
      ["jsonc", "/* mcp-audit-ignore[a] "],
      ["markdown", "<!-- mcp-audit-ignore[a] <!-- mcp-audit-ignore[b "],
    ] as const) {
      expectLinear({ name: `unclosed ${JSON.stringify(fill)}`, start: 1_000, input: (n) => source("x", fill.repeat(n)), run: (file) => findDirectives(file, syntax) });
    }
    // script comments: the rule list must close on its own line; one `]` at the very end closes none
    expectLinear({ name: "unclosed hash lines", start: 1_000, input: (n) => source("x", `${"# mcp-audit-ignore[a\n".repeat(n)}]`), run: (file) => findDirectives(file, "hash") });
  });

  it("a yarn.lock with n descriptors of one package, and n entries of it asked n times", () => {
    const wide = (n: number) => `${Array.from({ length: n }, (_, i) => `a@^1.${i}.0`).join(", ")}:\n  version "1.2.3"\n`;
    expect(readYarnLock(wide(3)).versionOf("a", { importer: "", declared: "^1.1.0" })).toBe("1.2.3");
    expectLinear({ name: "yarn descriptors", start: 1_000, input: wide, run: (t) => readYarnLock(t) });
    const long = (n: number) => lines(n, (i) => `a@^${i}.0.0:\n  version "${i}.0.0"\n`);
    // n entries of that one package, and n questions about it (n servers launching it)
    expectLinear({
      name: "yarn questions",
      start: 500,
      input: (n) => ({ lookup: readYarnLock(long(n)), n }),
      run: ({ lookup, n }) => {
        for (let i = 0; i < n; i++) lookup.versionOf("a", { importer: "", declared: "^5.0.0" });
      },
    });
  });
});
