// YAML and TOML documents become the same tree shape as JSON: offsets, property nodes, parents,
// values; parse errors are fatal with the syntax's own words; fixes are dropped there.
import fc from "fast-check";
import { findNodeAtLocation, getNodePath, type Node as JsonNode } from "jsonc-parser";
import { getStaticTOMLValue, parseTOML } from "toml-eslint-parser";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { parseToml } from "../../src/hosts/formats/toml.js";
import { parseYaml } from "../../src/hosts/formats/yaml.js";
import { fix, lint, summarize } from "../helpers.js";

/** The plain value a tree stands for (as invalid-config's schema check reads it). */
function toValue(node: JsonNode): unknown {
  switch (node.type) {
    case "object":
      return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value, toValue(p.children![1]!)]));
    case "array":
      return (node.children ?? []).map(toValue);
    default:
      return node.value;
  }
}

/** The source text of a node. */
const textOf = (text: string, node: JsonNode | undefined) => (node ? text.slice(node.offset, node.offset + node.length) : undefined);

describe("YAML", () => {
  const text = [
    "name: Local Assistant",
    "mcpServers:",
    "  - name: GitHub",
    "    command: npx",
    '    args: ["-y", \'@modelcontextprotocol/server-github@2025.4.8\']',
    "    env:",
    "      TOKEN: ghp_x # a comment",
    "      EMPTY:",
    "",
  ].join("\n");
  const { tree, fatal, problems } = parseYaml(text);

  it("keeps every node's source range, quotes included", () => {
    expect([fatal, problems]).toEqual([false, []]);
    expect(textOf(text, findNodeAtLocation(tree!, ["mcpServers", 0, "command"]))).toBe("npx");
    expect(textOf(text, findNodeAtLocation(tree!, ["mcpServers", 0, "args", 1]))).toBe("'@modelcontextprotocol/server-github@2025.4.8'");
    expect(textOf(text, findNodeAtLocation(tree!, ["mcpServers", 0, "env", "TOKEN"]))).toBe("ghp_x");
    expect(findNodeAtLocation(tree!, ["mcpServers", 0, "env", "EMPTY"])).toMatchObject({ type: "null", value: null });
  });

  it("has jsonc-parser's shape: property nodes [key, value] and parent links", () => {
    const token = findNodeAtLocation(tree!, ["mcpServers", 0, "env", "TOKEN"])!;
    expect(getNodePath(token)).toEqual(["mcpServers", 0, "env", "TOKEN"]);
    const property = token.parent!;
    expect(property.type).toBe("property");
    expect(property.children![0]).toMatchObject({ type: "string", value: "TOKEN" });
    expect(textOf(text, property.children![0])).toBe("TOKEN");
  });

  it("stands for the same value as the yaml package parses", () => {
    expect(toValue(tree!)).toEqual(YAML.parse(text));
  });

  it("stands for the same value for any JSON-like data written as YAML", () => {
    const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k.trim() === k && !k.includes("\u0000"));
    const leaf = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("node"), { maxLength: 4 }), fc.dictionary(key, tie("node"), { maxKeys: 4 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (data) => {
        const yaml = YAML.stringify(data);
        const parsed = parseYaml(yaml);
        expect(parsed.fatal).toBe(false);
        expect(toValue(parsed.tree!)).toEqual(YAML.parse(yaml) ?? {});
      }),
      { numRuns: 200 },
    );
  });

  it("reads an empty document as an empty object, and reports syntax errors as fatal, in YAML's words", () => {
    expect(toValue(parseYaml("# nothing yet\n").tree!)).toEqual({});
    expect(parseYaml("a: 1\na: 2\n")).toMatchObject({ fatal: true, problems: [{ offset: 5, length: 1, kind: "syntax", message: "Map keys must be unique" }] });
    expect(parseYaml("a: 1\n---\nb: 2\n").problems.map((p) => p.message)).toEqual(["Source contains multiple documents; please use YAML.parseAllDocuments()"]);
  });

  it("refuses an alias bomb instead of expanding it", () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ...Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(", ")}]`)].join("\n");
    const parsed = parseYaml(bomb);
    expect(parsed.fatal).toBe(true);
    expect(parsed.problems.map((p) => p.message)).toEqual(["YAML expands to more than 200000 values (aliases repeating aliases): no MCP config needs this, the file is likely corrupt or hostile"]);
  });
});

describe("TOML", () => {
  const text = [
    'model = "gpt-5-codex"',
    "",
    "[mcp_servers.github]",
    'command = "npx"',
    "args = ['-y', \"@modelcontextprotocol/server-github@2025.4.8\"]",
    'env = { TOKEN = "ghp_x" }',
    "",
    '[mcp_servers."my docs".http_headers]',
    'X-Api-Key = "k"',
    "",
    "[[profiles.extra]]",
    "a.b = 1",
    "when = 1979-05-27T07:32:00Z",
    "",
  ].join("\n");
  const { tree, fatal } = parseToml(text);

  it("merges tables into one tree, keys pointing at where they are written", () => {
    expect(fatal).toBe(false);
    expect(textOf(text, findNodeAtLocation(tree!, ["mcp_servers", "github", "command"]))).toBe('"npx"');
    expect(textOf(text, findNodeAtLocation(tree!, ["mcp_servers", "github", "args", 0]))).toBe("'-y'");
    expect(textOf(text, findNodeAtLocation(tree!, ["mcp_servers", "github", "env", "TOKEN"]))).toBe('"ghp_x"');
    expect(textOf(text, findNodeAtLocation(tree!, ["mcp_servers", "my docs", "http_headers", "X-Api-Key"]))).toBe('"k"');
    const server = findNodeAtLocation(tree!, ["mcp_servers", "github"])!;
    expect(textOf(text, server.parent!.children![0])).toBe("github");
    const quoted = findNodeAtLocation(tree!, ["mcp_servers", "my docs"])!;
    expect(textOf(text, quoted.parent!.children![0])).toBe('"my docs"');
    expect(getNodePath(findNodeAtLocation(tree!, ["mcp_servers", "github", "env", "TOKEN"])!)).toEqual(["mcp_servers", "github", "env", "TOKEN"]);
  });

  it("stands for the same value as the TOML parser's own reading (dates as ISO strings)", () => {
    const expected = JSON.parse(JSON.stringify(getStaticTOMLValue(parseTOML(text)))) as unknown;
    expect(toValue(tree!)).toEqual(expected);
  });

  it("reports TOML's own errors as fatal: duplicate keys, redefined tables, bad values", () => {
    expect(parseToml('a = 1\na = 2\n')).toMatchObject({ fatal: true, problems: [{ offset: 6, kind: "syntax", message: "defining a key multiple times is invalid" }] });
    expect(parseToml("[a]\n[a]\n").fatal).toBe(true);
    expect(parseToml("a = \n").problems.map((p) => p.message)).toEqual(["unspecified values are invalid"]);
  });
});

describe("the engine on YAML and TOML", () => {
  it("reports a file that does not parse once, as invalid YAML / TOML, and runs no rule on it", () => {
    expect(summarize(lint("mcpServers:\n  - name: a\n    command: npx\n  command: x\n", { dialect: "continue" }).findings)).toEqual([
      "4:1 invalid-config error invalid YAML: All mapping items must start at the same column",
    ]);
    const r = lint('[mcp_servers.a]\ncommand = "npx"\ncommand = "uvx"\n', { dialect: "codex" });
    expect(r.fatal).toBe(true);
    expect(summarize(r.findings)).toEqual(["3:1 invalid-config error invalid TOML: defining a key multiple times is invalid"]);
  });

  it("drops fixes: rules write JSON, which has no place in YAML or TOML", () => {
    const toml = '[mcp_servers.a]\ncommand = "npx"\nargs = ["-y", "some-mcp@latest"]\n';
    const linted = lint(toml, { dialect: "codex" });
    expect(summarize(linted.findings)).toEqual([
      '3:15 unpinned-package error server "a" runs some-mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. some-mcp@<version>',
    ]);
    expect(linted.findings.every((f) => f.fix === undefined)).toBe(true);
    expect(fix(toml, "unsafe", { dialect: "codex" }).text).toBe(toml);
    const yaml = "mcpServers:\n  - name: a\n    command: npx\n    args: [some-mcp@latest]\n";
    expect(fix(yaml, "unsafe", { dialect: "continue" }).text).toBe(yaml);
  });

  it("says nothing about a settings file without servers", () => {
    expect(lint('model = "gpt-5"\n', { dialect: "codex" }).findings).toEqual([]);
    expect(lint("name: x\nversion: 1.0.0\n", { dialect: "continue" }).findings).toEqual([]);
    expect(lint('{ "theme": "One Dark" }\n', { dialect: "zed" }).findings).toEqual([]);
    expect(lint('{ "numStartups": 3, "projects": {} }\n', { dialect: "claude-code-user" }).findings).toEqual([]);
    // A file whose only job is servers still gets the warning.
    expect(summarize(lint("{}\n", { dialect: "windsurf" }).findings)).toEqual([
      '1:1 invalid-config warning mcp_config.json has no "mcpServers" object: Windsurf finds no servers in it; add your servers under "mcpServers"',
    ]);
  });
});
