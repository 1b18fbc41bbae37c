// Reading YAML, TOML and front matter is linear in keys, and refusing a too-deep file is linear in
// its depth: each pathological input doubles until the harness sees how its cost grows.
import { describe, expect, it } from "vitest";
import { lintMcpSource } from "../../src/audit/engine.js";
import { lintSkill } from "../../src/audit/skill-engine.js";
import { parseJson } from "../../src/core/json.js";
import { parseToml } from "../../src/hosts/formats/toml.js";
import { parseYaml } from "../../src/hosts/formats/yaml.js";
import { readPnpmLock } from "../../src/project/lockfiles.js";
import { MCP_RULES, SKILL_RULES } from "../../src/rules/index.js";
import { parseFrontMatter } from "../../src/skills/front-matter.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";
import { dialect, FRONT, lines, memorySkill, source } from "./inputs.js";

const continueFile = ".continue/mcpServers/tools.yaml";
const codexFile = ".codex/config.toml";

describe("many keys in one mapping", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("a Continue YAML file with n env keys (the whole lint)", () => {
    const host = dialect(continueFile);
    expectLinear({
      name: "continue env keys",
      start: 1_000,
      input: (n) => source(continueFile, `name: tools\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: db\n    command: node\n    args: [server.js]\n    env:\n${lines(n, (i) => `      KEY_${i}: value-${i}`)}\n`),
      run: (file) => lintMcpSource(file, host, { rules: MCP_RULES }),
    });
  });

  it("YAML duplicate keys are still found, in linear time", () => {
    const text = (n: number) => `${lines(n, (i) => `k${i % (n / 2)}: ${i}`)}\n`;
    expect(parseYaml(text(8)).problems.map((p) => p.message)).toEqual(Array(4).fill("Map keys must be unique"));
    expectLinear({ name: "yaml duplicates", start: 100, input: text, run: (t) => parseYaml(t) });
  });

  it("a front matter of n keys (parsed, and every skill rule)", () => {
    const md = (n: number) => `---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\nmetadata:\n${lines(n, (i) => `  key-${i}: value ${i}`)}\n---\n# Demo\n`;
    expectLinear({ name: "front-matter keys, parsed and every skill rule", start: 100, input: md, run: (t) => lintSkill(memorySkill(t), { rules: SKILL_RULES }) });
  });

  it("a pnpm-lock.yaml of n packages, each looked up", () => {
    const lock = (n: number) => ({
      text: `lockfileVersion: '9.0'\nimporters:\n  .:\n    dependencies:\n      direct:\n        specifier: 1.0.0\n        version: 1.0.0\npackages:\n${lines(n, (i) => `  pkg-${i}@1.${i}.0:\n    resolution: {integrity: sha512-${i}}`)}\nsnapshots:\n${lines(n, (i) => `  pkg-${i}@1.${i}.0: {}`)}\n`,
      n,
    });
    const readAndAsk = ({ text, n }: { text: string; n: number }) => {
      const lookup = readPnpmLock(text);
      for (let i = 0; i < n; i++) lookup.versionOf(`pkg-${i}`, { importer: "", declared: undefined });
    };
    const small = lock(3);
    expect(readPnpmLock(small.text).versionOf("pkg-2", { importer: "", declared: undefined })).toBe("1.2.0");
    expectLinear({ name: "pnpm packages", start: 100, input: lock, run: readAndAsk });
  });

  it("a Codex config.toml with n server tables (the whole lint)", () => {
    const host = dialect(codexFile);
    expectLinear({
      name: "toml tables",
      start: 100,
      input: (n) => source(codexFile, lines(n, (i) => `[mcp_servers.s${i}]\ncommand = "node"\nargs = ["server-${i}.js"]\n`)),
      run: (file) => lintMcpSource(file, host, { rules: MCP_RULES }),
    });
  });

  it("TOML keys of one table, dotted", () => {
    expectLinear({ name: "toml dotted keys", start: 100, input: (n) => lines(n, (i) => `k${i}.v = ${i}`), run: (t) => parseToml(t) });
  });
});

describe("nesting, refused in time linear in the depth", { timeout: COMPLEXITY_TIMEOUT }, () => {
  const deep = (open: string, close: string) => (n: number) => open.repeat(n) + close.repeat(n);
  it("TOML arrays and inline tables", () => {
    expect(parseToml(`a = ${deep("[", "]")(300)}`).problems[0]?.message).toMatch(/^TOML nested deeper than 256 levels/);
    expect(parseToml(`a = ${deep("{b=", "}")(300)}`).problems[0]?.message).toMatch(/^TOML nested deeper than 256 levels/);
    expectLinear({ name: "toml nesting", start: 100, input: (n) => `a = ${deep("{b=", "}")(n)}`, run: (t) => parseToml(t) });
  });

  it("TOML dotted keys and table headers as deep", () => {
    expect(parseToml(`a${".a".repeat(300)} = 1`).problems[0]?.message).toMatch(/^TOML nested deeper/);
    expect(parseToml(`[a${".a".repeat(300)}]`).problems[0]?.message).toMatch(/^TOML nested deeper/);
    expectLinear({ name: "toml dotted depth", start: 100, input: (n) => `a${".a".repeat(n)} = 1`, run: (t) => parseToml(t) });
  });

  it("YAML flow and block collections", () => {
    expect(parseYaml(`a: ${deep("[", "]")(300)}`).problems[0]?.message).toMatch(/^YAML nested deeper than 256 levels/);
    expect(parseYaml(`${"- ".repeat(300)}x`).problems[0]?.message).toMatch(/^YAML nested deeper than 256 levels/);
    expectLinear({ name: "yaml flow nesting", start: 100, input: (n) => `a: ${deep("[", "]")(n)}`, run: (t) => parseYaml(t) });
    expectLinear({ name: "yaml block nesting", start: 100, input: (n) => `${"- ".repeat(n)}x`, run: (t) => parseYaml(t) });
  });

  it("front matter", () => {
    const md = (n: number) => `${FRONT.slice(0, -4)}x: ${deep("{a: ", "}")(n).replace(/\{a: \}/, "{a: 1}")}\n---\n# Demo\n`;
    expect(parseFrontMatter(md(100)).problems.map((p) => p.code)).toContain("NESTING");
    expectLinear({ name: "front-matter nesting", start: 100, input: md, run: (t) => parseFrontMatter(t) });
  });

  it("JSON", () => {
    expectLinear({ name: "json nesting", start: 100, input: deep('{"a":', "}"), run: (t) => parseJson(t, true) });
  });
});

describe("front matter problems", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n duplicate keys, each reported", () => {
    const md = (n: number) => `---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\n${lines(n, (i) => `k${i}: 1\nk${i}: 2`)}\n---\n# Demo\n`;
    const findings = lintSkill(memorySkill(md(3)), { rules: SKILL_RULES }).findings.filter((f) => f.message.includes("duplicate front-matter key"));
    expect(findings.map((f) => f.message.match(/key "(\w+)"/)?.[1])).toEqual(["k0", "k1", "k2"]);
    expectLinear({ name: "front-matter duplicates", start: 400, input: md, run: (t) => lintSkill(memorySkill(t), { rules: SKILL_RULES }) });
  });
});
