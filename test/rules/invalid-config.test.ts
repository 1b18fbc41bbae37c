import fs from "node:fs";
// invalid-config: exact findings for every fixture, the fixes, and the helpers behind them.
import { describe, expect, test, vi } from "vitest";
import { HOSTS, type HostId } from "../../src/hosts/index.js";
import { envName, fileLabel, invalidConfig } from "../../src/rules/invalid-config.js";
import { HOST_SCHEMAS, validateConfig } from "../../src/hosts/schemas/index.js";
import { closest, editDistance, typoBudget } from "../../src/core/suggest.js";
import { mcpCases, type McpCase } from "../fixture-cases.js";
import { fix, lint, summarize } from "../helpers.js";

const RULES = [invalidConfig];
const { caseNames, loadCase: loadFixture } = mcpCases("invalid-config");

function lintFixture(f: McpCase, text = f.text) {
  return lint(text, { dialect: f.dialect, path: f.path, rules: RULES });
}

function fixFixture(f: McpCase, level: "safe" | "unsafe", text = f.text) {
  return fix(text, level, { dialect: f.dialect, path: f.path, rules: RULES });
}

/** Exact findings per bad case (`line:col rule severity message`). */
const BAD: Record<string, string[]> = {
  "opencode-claude-shape": [
    "3:14 invalid-config error server \"fetch\" has key \"args\", which opencode refuses (it will not load the file): put the arguments in the \"command\" array after the program",
    "3:44 invalid-config error server \"fetch\": \"command\" must be an array, got string",
    "4:13 invalid-config error server \"docs\" has no \"url\": add it",
    "4:23 invalid-config error server \"docs\" has type \"remote\" but a \"command\": set \"type\" to \"local\" to launch it locally, or give its \"url\"",
    "5:12 invalid-config error server \"old\" has no \"type\": add it",
  ],
  "ignored-map-servers": [
    "3:3 invalid-config error VS Code ignores \"mcpServers\" in .vscode/mcp.json: rename it to \"servers\"",
    "4:5 invalid-config error server \"half-done\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one (under \"mcpServers\", which VS Code does not read: this runs once the key is renamed to \"servers\")",
    "5:5 invalid-config error server \"typo\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one (under \"mcpServers\", which VS Code does not read: this runs once the key is renamed to \"servers\")",
    "5:15 invalid-config warning server \"typo\" has unknown key \"comand\", which VS Code ignores: did you mean \"command\"? (under \"mcpServers\", which VS Code does not read: this runs once the key is renamed to \"servers\")",
  ],
  "goose-keys": [
    "2:3 invalid-config error server \"github\" has neither \"cmd\" nor \"uri\": add \"cmd\" to launch a local server or \"uri\" to reach a remote one",
    "5:5 invalid-config warning server \"github\" has unknown key \"cmdd\", which Goose ignores: did you mean \"cmd\"?",
    "9:11 invalid-config error server \"sse-only\" has unsupported type \"websocket\": Goose accepts \"stdio\", \"sse\", \"streamable_http\", \"builtin\", \"platform\", \"frontend\" or \"inline_python\"",
  ],
  "vibe-transport": [
    "3:13 invalid-config error server \"events\" has unsupported transport \"sse\": Mistral Vibe accepts \"stdio\", \"http\" or \"streamable-http\"",
    "10:1 invalid-config error server \"both\" has both \"command\" and \"url\": a server is either launched locally or reached remotely; remove one",
  ],
  "plugin-paths": [
    "1:1 invalid-config error the file has no \"name\": add it",
    "3:13 invalid-config error \"skills\" must be a path inside the plugin, starting with \"./\", got \"../shared-skills\"",
    "4:35 invalid-config error \"hooks\"[1] must be a path inside the plugin, starting with \"./\", got \"/etc/hooks.json\"",
  ],
  "both-map-keys-vscode": [
    "5:3 invalid-config error VS Code ignores \"mcpServers\" in .vscode/mcp.json: move its servers into \"servers\"",
  ],
  "duplicate-keys": [
    "3:5 invalid-config error duplicate server \"tickets\": Claude Code keeps only the last one; remove or rename this one",
    "9:7 invalid-config error server \"angular\": duplicate key \"args\": only the last one counts; remove this one",
    "15:20 invalid-config error server \"tickets\": duplicate key \"X-Team\": only the last one counts; remove this one",
    "18:3 invalid-config error duplicate key \"version\": only the last one counts; remove this one",
  ],
  "duplicate-keys-vscode": [
    "4:5 invalid-config error duplicate server \"memory\": VS Code keeps only the last one; remove or rename this one",
  ],
  "empty-file": [
    "1:1 invalid-config error invalid JSON: the file holds no value",
  ],
  "input-in-claude-code": [
    "6:45 invalid-config error server \"github\": Claude Code does not expand ${input:github-token} (a VS Code input): the server receives it as literal text; use ${GITHUB_TOKEN} to read an environment variable",
  ],
  "input-in-cursor": [
    "6:32 invalid-config error server \"db\": Cursor does not expand ${input:db.password} (a VS Code input): the server receives it as literal text; use ${env:DB_PASSWORD} to read an environment variable",
  ],
  "key-typos": [
    "3:5 invalid-config error server \"angular\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one",
    "4:7 invalid-config warning server \"angular\" has unknown key \"comand\", which Claude Code ignores: did you mean \"command\"?",
    "5:7 invalid-config warning server \"angular\" has unknown key \"arg\", which Claude Code ignores: did you mean \"args\"?",
    "6:7 invalid-config warning server \"angular\" has unknown key \"enviroment\", which Claude Code ignores: did you mean \"env\"?",
    "11:5 invalid-config error server \"tickets\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one",
    "13:7 invalid-config warning server \"tickets\" has unknown key \"URL\", which Claude Code ignores: did you mean \"url\"?",
    "14:7 invalid-config warning server \"tickets\" has unknown key \"header\", which Claude Code ignores: did you mean \"headers\"?",
  ],
  "mcpservers-key-vscode": [
    "3:3 invalid-config error VS Code ignores \"mcpServers\" in .vscode/mcp.json: rename it to \"servers\"",
  ],
  "no-server-map": [
    "1:1 invalid-config warning .mcp.json has no \"mcpServers\" object: Claude Code finds no servers in it; add your servers under \"mcpServers\"",
  ],
  "root-not-object": [
    "1:1 invalid-config error .mcp.json must hold a JSON object with \"mcpServers\", not an array: Claude Code finds no servers in it",
  ],
  "servers-key-claude-code": [
    "2:3 invalid-config error Claude Code ignores \"servers\" in .mcp.json: rename it to \"mcpServers\"",
  ],
  "servers-key-claude-desktop": [
    "2:3 invalid-config error Claude Desktop ignores \"servers\" in claude_desktop_config.json: rename it to \"mcpServers\"",
  ],
  "servers-key-cursor": [
    "1:2 invalid-config error Cursor ignores \"servers\" in .cursor/mcp.json: rename it to \"mcpServers\"",
  ],
  "strict-json-claude-code": [
    "2:3 invalid-config error comments are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comment",
    "7:65 invalid-config error trailing commas are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comma",
    "7:67 invalid-config error trailing commas are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comma",
    "8:6 invalid-config error trailing commas are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comma",
  ],
  "strict-json-claude-desktop": [
    "3:5 invalid-config error comments are not valid in claude_desktop_config.json: Claude Desktop reads strict JSON and will fail to load the file; remove the comment",
    "6:97 invalid-config error trailing commas are not valid in claude_desktop_config.json: Claude Desktop reads strict JSON and will fail to load the file; remove the comma",
  ],
  "strict-json-cursor": [
    "4:46 invalid-config error comments are not valid in .cursor/mcp.json: Cursor reads strict JSON and will fail to load the file; remove the comment",
    "5:63 invalid-config error trailing commas are not valid in .cursor/mcp.json: Cursor reads strict JSON and will fail to load the file; remove the comma",
    "5:66 invalid-config error trailing commas are not valid in .cursor/mcp.json: Cursor reads strict JSON and will fail to load the file; remove the comma",
    "6:6 invalid-config error trailing commas are not valid in .cursor/mcp.json: Cursor reads strict JSON and will fail to load the file; remove the comma",
    "7:4 invalid-config error trailing commas are not valid in .cursor/mcp.json: Cursor reads strict JSON and will fail to load the file; remove the comma",
  ],
  "syntax-error": [
    "8:1 invalid-config error invalid JSON: '}' expected",
  ],
  "syntax-error-vscode": [
    "6:7 invalid-config error invalid JSON: ',' expected",
  ],
  "transport-claude-code": [
    "3:5 invalid-config error server \"nothing\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one",
    "4:57 invalid-config error server \"both\" has both \"command\" and \"url\": a server is either launched locally or reached remotely; remove one",
    "5:23 invalid-config error server \"typo\" has unsupported type \"htpp\": Claude Code accepts \"stdio\", \"http\" or \"sse\"; did you mean \"http\"?",
    "6:28 invalid-config error server \"stdio-url\" has type \"stdio\" but a \"url\": set \"type\" to \"http\" to reach it remotely, or launch it with \"command\"",
    "7:31 invalid-config error server \"http-command\" has type \"http\" but a \"command\": set \"type\" to \"stdio\" to launch it locally, or give its \"url\"",
    "8:29 invalid-config error server \"streamable\" has unsupported type \"streamable-http\": Claude Code accepts \"stdio\", \"http\" or \"sse\"",
  ],
  "transport-claude-desktop": [
    "3:17 invalid-config error server \"remote\" has \"url\" but no \"command\": Claude Desktop only launches local servers from this file; give the \"command\" that starts it, or add the remote server in the app",
    "4:106 invalid-config error server \"mixed\" has \"url\", which Claude Desktop ignores: it only launches local servers from this file; remove \"url\"",
    "5:24 invalid-config error server \"typed\" has unsupported type \"http\": Claude Desktop accepts \"stdio\"",
    "6:5 invalid-config error server \"blank\" has no \"command\": add the program Claude Desktop should launch",
  ],
  "transport-cursor": [
    "3:21 invalid-config error server \"ws\" has unsupported type \"websocket\": Cursor accepts \"stdio\", \"http\", \"sse\" or \"streamable-http\"",
    "4:24 invalid-config error server \"local\" has unsupported type \"stdi\": Cursor accepts \"stdio\", \"http\", \"sse\" or \"streamable-http\"; did you mean \"stdio\"?",
    "5:5 invalid-config error server \"empty\" has neither \"command\" nor \"url\": add \"command\" to launch a local server or \"url\" to reach a remote one",
  ],
  "transport-vscode": [
    "3:25 invalid-config error server \"remote\" has unsupported type \"HTTP\": VS Code accepts \"stdio\", \"http\" or \"sse\"; did you mean \"http\"?",
    "4:25 invalid-config error server \"windsurf-style\" has both \"command\" and \"serverUrl\": a server is either launched locally or reached remotely; remove one",
    "5:30 invalid-config error server \"sse-command\" has type \"sse\" but a \"command\": set \"type\" to \"stdio\" to launch it locally, or give its \"url\"",
  ],
  "value-types-claude-code": [
    "4:18 invalid-config error server \"db\": \"command\" must be a string, got array",
    "5:26 invalid-config error server \"db\": \"args\"[1] must be a string, got number",
    "5:32 invalid-config error server \"db\": \"args\"[2] must be a string, got boolean",
    "6:27 invalid-config error server \"db\": \"env\".\"DB_PORT\" must be a string, got number",
    "7:14 invalid-config error server \"db\": \"cwd\" must be a string, got number",
    "12:18 invalid-config error server \"tickets\": \"headers\" must be an object, got array",
    "14:15 invalid-config error server \"broken\" must be an object, got string",
  ],
  "value-types-claude-desktop": [
    "5:15 invalid-config error server \"sqlite\": \"args\" must be an array, got string",
    "6:25 invalid-config error server \"sqlite\": \"env\".\"DEBUG\" must be a string, got boolean",
  ],
  "value-types-map-not-object": [
    "2:17 invalid-config error \"mcpServers\" must be an object, got array",
  ],
  "value-types-vscode": [
    "3:86 invalid-config error \"inputs\"[0].\"password\" must be a boolean, got string",
    "4:15 invalid-config error \"inputs\"[1].\"type\" must be \"promptString\", \"pickString\" or \"command\", got \"prompt\": did you mean \"promptString\"?",
    "5:61 invalid-config error \"inputs\"[2].\"options\"[1] must be a string or an object, got number",
    "6:5 invalid-config error \"inputs\"[3] has no \"type\": add it",
    "6:13 invalid-config error \"inputs\"[3].\"id\" must be a string, got number",
    "14:18 invalid-config error server \"api\": \"envFile\" must be a string, got boolean",
  ],
  "variables-claude-desktop": [
    "7:42 invalid-config warning server \"github\": Claude Desktop expands no variables: the server receives ${GITHUB_TOKEN} as literal text; replace it with the value the server needs",
    "8:25 invalid-config error server \"github\": Claude Desktop does not expand ${input:host} (a VS Code input): the server receives it as literal text, and it expands no other variable either",
    "8:43 invalid-config warning server \"github\": Claude Desktop expands no variables: the server receives ${HOST} as literal text; replace it with the value the server needs",
  ],
  "vscode-inputs": [
    "4:37 invalid-config warning input \"old-token\" is never used: remove it",
    "5:37 invalid-config error duplicate input id \"github-token\": ids must be unique; rename or remove this entry",
    "15:59 invalid-config error server \"db\": ${input:db-password} has no \"inputs\" entry: add one with \"id\": \"db-password\"",
    "16:28 invalid-config error server \"db\": ${input:db-user} has no \"inputs\" entry: add one with \"id\": \"db-user\"",
  ],
};

describe("bad fixtures", () => {
  test("every bad fixture has its expected findings here", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  for (const [name, expected] of Object.entries(BAD)) {
    test(name, () => {
      const f = loadFixture("bad", name);
      expect(summarize(lintFixture(f).findings)).toEqual(expected);
      const fixed = fixFixture(f, "unsafe");
      if (f.fixed === undefined) {
        expect(fixed.text).toBe(f.text); // no fix offered for this case
      } else {
        expect(fixed.text).toBe(f.fixed);
        expect(fixFixture(f, "unsafe", f.fixed).text).toBe(f.fixed); // idempotent
        expect(lintFixture(f, f.fixed).findings.filter((x) => x.fix)).toEqual([]);
      }
    });
  }
});

describe("good fixtures", () => {
  const names = caseNames("good");
  test("there is a good fixture for every project host and every host added since (real shapes, from each host's docs)", () => {
    expect([...new Set(names.map((n) => loadFixture("good", n).dialect))].sort()).toEqual(
      ["claude-code", "vscode", "cursor", "claude-desktop", "opencode", "goose", "kiro", "amazon-q", "amazon-q-agent", "copilot-cli", "crush", "vibe", "lmstudio", "junie", "claude-code-settings", "claude-plugin", "claude-marketplace", "claude-hooks", "cursor-hooks", "codex-hooks", "copilot-hooks", "mcp-registry"].sort(),
    );
  });
  for (const name of names) {
    test(name, () => {
      const f = loadFixture("good", name);
      expect(summarize(lintFixture(f).findings)).toEqual([]);
    });
  }
});

describe("syntax", () => {
  test("a syntax error is fatal and stops the audit of the file", () => {
    const result = lint(`{"mcpServers": {"a": {"command": "npx"}}`, { rules: RULES });
    expect(result.fatal).toBe(true);
    expect(result.findings.map((f) => [f.message, f.fatal, f.range.start.offset])).toEqual([["invalid JSON: '}' expected", true, 40]]);
  });

  test("comments and trailing commas in a strict host are errors, not fatal", () => {
    const result = lint(`{"mcpServers": {} /* c */,}`, { rules: RULES });
    expect(result.fatal).toBe(false);
    expect(result.findings.map((f) => [f.range.start.offset, f.range.end.offset, f.fatal ?? false])).toEqual([
      [18, 25, false],
      [25, 26, false],
    ]);
  });

  test("the same comment in .vscode/mcp.json is accepted", () => {
    expect(lint(`{"servers": {} /* c */,}`, { host: "vscode", rules: RULES }).findings).toEqual([]);
  });

  test("the trailing-comma fix is safe and removes only the comma byte, keeping CRLF line ends", () => {
    const text = '{\r\n  "mcpServers": {\r\n    "a": { "command": "node", "args": ["s.js",] },\r\n  },\r\n}\r\n';
    const result = fix(text, "safe", { rules: RULES });
    expect(result.text).toBe('{\r\n  "mcpServers": {\r\n    "a": { "command": "node", "args": ["s.js"] }\r\n  }\r\n}\r\n');
    expect(result.applied.map((a) => a.safety)).toEqual(["safe", "safe", "safe"]);
    expect(fix(result.text, "safe", { rules: RULES }).text).toBe(result.text);
  });

  test("the server-map rename is unsafe: not applied by a safe fix", () => {
    const text = `{"servers": {"a": {"command": "node"}}}`;
    expect(fix(text, "safe", { rules: RULES }).text).toBe(text);
    expect(fix(text, "unsafe", { rules: RULES }).text).toBe(`{"mcpServers": {"a": {"command": "node"}}}`);
  });

  test("no rename when the right key is already there", () => {
    const findings = lint(`{"mcpServers": {}, "servers": {"a": {"command": "node"}}}`, { rules: RULES }).findings;
    expect(findings.map((f) => f.fix)).toEqual([undefined]);
  });
});

describe("value types", () => {
  test("findings point at the exact value, with a JSON pointer", () => {
    const text = `{"mcpServers": {"db": {"command": "x", "args": ["a", 2]}}}`;
    const [finding] = lint(text, { rules: RULES }).findings;
    expect(finding?.pointer).toBe("/mcpServers/db/args/1");
    expect(text.slice(finding!.range.start.offset, finding!.range.end.offset)).toBe("2");
  });

  test("a duplicated key is validated as the host reads it: the last one", () => {
    const text = `{"mcpServers": {"db": {"command": 1, "command": "node"}}}`;
    expect(summarize(lint(text, { rules: RULES }).findings)).toEqual([
      '1:24 invalid-config error server "db": duplicate key "command": only the last one counts; remove this one',
    ]);
  });

  test("a server named __proto__ is an ordinary server", () => {
    const text = `{"mcpServers": {"__proto__": {"command": 1}}}`;
    expect(summarize(lint(text, { rules: RULES }).findings)).toEqual(['1:42 invalid-config error server "__proto__": "command" must be a string, got number']);
  });

  test("keys with / and ~ are located through the escaped pointer", () => {
    const text = `{"mcpServers": {"a/b~c": {"command": "node", "env": {"X/Y": 1}}}}`;
    const [finding] = lint(text, { rules: RULES }).findings;
    expect(finding?.pointer).toBe("/mcpServers/a~1b~0c/env/X~1Y");
    expect(finding?.message).toBe('server "a/b~c": "env"."X/Y" must be a string, got number');
  });
});

describe("variables", () => {
  test("a reference is pointed at exactly inside its string", () => {
    const text = `{"mcpServers": {"a": {"command": "node", "env": {"K": "pre \${input:key} post"}}}}`;
    const [finding] = lint(text, { rules: RULES }).findings;
    expect(text.slice(finding!.range.start.offset, finding!.range.end.offset)).toBe("${input:key}");
  });

  test("a string written with escapes is pointed at whole", () => {
    const text = `{"mcpServers": {"a": {"command": "node", "env": {"K": "\\u0041 \${input:key}"}}}}`;
    const [finding] = lint(text, { rules: RULES }).findings;
    expect(text.slice(finding!.range.start.offset, finding!.range.end.offset)).toBe('"\\u0041 ${input:key}"');
  });

  test("an input used only outside the servers still counts as used", () => {
    const text = `{"inputs": [{"type": "promptString", "id": "a", "default": "\${input:b}"}, {"type": "promptString", "id": "b"}], "servers": {"s": {"command": "node", "args": ["\${input:a}"]}}}`;
    expect(lint(text, { host: "vscode", rules: RULES }).findings).toEqual([]);
  });

  test("envName turns an input id into an environment variable name", () => {
    expect(envName("api-key")).toBe("API_KEY");
    expect(envName("db.password")).toBe("DB_PASSWORD");
    expect(envName("--x--")).toBe("X");
    expect(envName("1password")).toBe("_1PASSWORD");
  });
});

describe("fileLabel", () => {
  test("names the file as users know it", () => {
    expect(fileLabel(HOSTS["claude-code"], "/repo/.mcp.json")).toBe(".mcp.json");
    expect(fileLabel(HOSTS.vscode, "repo\\.vscode\\mcp.json")).toBe(".vscode/mcp.json");
    expect(fileLabel(HOSTS.cursor, ".cursor/mcp.json")).toBe(".cursor/mcp.json");
    expect(fileLabel(HOSTS["claude-desktop"], "/Users/me/Library/Application Support/Claude/claude_desktop_config.json")).toBe("claude_desktop_config.json");
    expect(fileLabel(HOSTS["claude-code"], "/home/me/.claude.json")).toBe(".claude.json");
  });
});

describe("host schemas", () => {
  const valid: Record<HostId, unknown> = {
    "claude-code": {
      mcpServers: {
        tickets: { type: "http", url: "https://tickets.example.com/mcp", headers: { Authorization: "Bearer ${TICKETS_TOKEN}" } },
        angular: { type: "stdio", command: "npx", args: ["-y", "@angular/cli@22.1.8", "mcp"], env: {} },
        extra: { command: "node", disabled: true, autoApprove: ["x"] },
      },
    },
    vscode: {
      inputs: [
        { type: "promptString", id: "token", description: "Token", password: true },
        { type: "pickString", id: "region", options: ["eu", { label: "US", value: "us" }], default: "eu" },
        { type: "command", id: "pick", command: "extension.pick" },
      ],
      servers: {
        github: { type: "http", url: "https://api.githubcopilot.com/mcp/", headers: { Authorization: "Bearer ${input:token}" } },
        local: { type: "stdio", command: "node", args: ["s.js"], envFile: "${workspaceFolder}/.env", cwd: "${workspaceFolder}", dev: { watch: "src/**" } },
      },
    },
    cursor: {
      mcpServers: {
        linear: { url: "https://mcp.linear.app/mcp", headers: { Authorization: "Bearer ${env:LINEAR_API_KEY}" } },
        time: { command: "uvx", args: ["mcp-server-time==0.6.2"], env: { TZ: "UTC" } },
      },
    },
    "claude-desktop": {
      mcpServers: { filesystem: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "/tmp"] } },
      globalShortcut: "Ctrl+Space",
    },
  };

  test("uses the precompiled validators: no schema is compiled at run time", async () => {
    vi.resetModules();
    const fresh = await import("../../src/hosts/schemas/index.js");
    const first = fresh.schemaValidator("cursor");
    expect(fresh.schemaValidator("cursor")).toBe(first);
    fresh.validateConfig("vscode", {});
    fresh.validateConfig("codex", {});
    expect(fresh.compiledSchemaCount()).toBe(0);
  });

  test("the generated validators are current (else: npm run build && node scripts/generate-validators.mjs)", async () => {
    // @ts-expect-error: a plain .mjs script without types
    const { generate } = await import("../../scripts/generate-validators.mjs");
    const files: Map<string, string> = await generate(new URL("../../src/hosts/schemas/index.ts", import.meta.url).href);
    const dir = new URL("../../src/hosts/schemas/validators/", import.meta.url);
    expect(fs.readdirSync(dir).sort()).toEqual([...files.keys()].sort());
    for (const [name, text] of files) expect(fs.readFileSync(new URL(name, dir), "utf8"), name).toBe(text);
  });

  for (const host of Object.keys(HOST_SCHEMAS) as HostId[]) {
    test(`${host}: a real-world config passes`, () => {
      expect(validateConfig(host, valid[host])).toEqual([]);
    });
  }

  test.each([
    ["claude-code", { mcpServers: [] }, "/mcpServers", "type"],
    ["claude-code", { mcpServers: { a: "npx x" } }, "/mcpServers/a", "type"],
    ["claude-code", { mcpServers: { a: { command: ["npx"] } } }, "/mcpServers/a/command", "type"],
    ["claude-code", { mcpServers: { a: { command: "x", args: ["a", 1] } } }, "/mcpServers/a/args/1", "type"],
    ["claude-code", { mcpServers: { a: { url: "u", headers: { A: 1 } } } }, "/mcpServers/a/headers/A", "type"],
    ["cursor", { mcpServers: { a: { command: "x", env: { PORT: 80 } } } }, "/mcpServers/a/env/PORT", "type"],
    ["cursor", { mcpServers: { a: { url: 1 } } }, "/mcpServers/a/url", "type"],
    ["claude-desktop", { mcpServers: { a: { command: "x", cwd: false } } }, "/mcpServers/a/cwd", "type"],
    ["claude-desktop", { mcpServers: { a: { command: "x", args: "a b" } } }, "/mcpServers/a/args", "type"],
    ["vscode", { servers: { a: { command: "x", envFile: 1 } } }, "/servers/a/envFile", "type"],
    ["vscode", { servers: {}, inputs: {} }, "/inputs", "type"],
    ["vscode", { servers: {}, inputs: [{ id: "x" }] }, "/inputs/0", "required"],
    ["vscode", { servers: {}, inputs: [{ type: "secret", id: "x" }] }, "/inputs/0/type", "enum"],
    ["vscode", { servers: {}, inputs: [{ type: "promptString", id: "x", password: "true" }] }, "/inputs/0/password", "type"],
    ["vscode", { servers: {}, inputs: [{ type: "pickString", id: "x", options: [1] }] }, "/inputs/0/options/0", "type"],
  ] as [HostId, unknown, string, string][])("%s: %j fails at %s (%s)", (host, value, instancePath, keyword) => {
    const errors = validateConfig(host, value);
    expect(errors.map((e) => [e.instancePath, e.keyword])).toContainEqual([instancePath, keyword]);
  });

  test("each host's schema describes only its own server map", () => {
    // VS Code ignores mcpServers, the others ignore servers: the rule reports that, not the schema.
    expect(validateConfig("vscode", { mcpServers: { a: { command: 1 } } })).toEqual([]);
    expect(validateConfig("claude-code", { servers: { a: { command: 1 } } })).toEqual([]);
  });

  test("Claude Desktop's schema has no remote keys", () => {
    const desktop = JSON.stringify(HOST_SCHEMAS["claude-desktop"]);
    expect(desktop).not.toContain('"url"');
    expect(desktop).not.toContain('"headers"');
  });
});

describe("suggest", () => {
  test("editDistance counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("http", "http")).toBe(0);
    expect(editDistance("htp", "http")).toBe(1);
    expect(editDistance("tpye", "type")).toBe(1);
    expect(editDistance("comand", "command")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  test("typoBudget allows one edit per three letters, at least one", () => {
    expect([typoBudget("ur"), typoBudget("htp"), typoBudget("comand"), typoBudget("enviroment")]).toEqual([1, 1, 2, 3]);
  });

  test("closest picks the nearest candidate within the budget", () => {
    const transports = ["stdio", "http", "sse"];
    expect(closest("htp", transports)).toBe("http");
    expect(closest("HTTP", transports)).toBe("http");
    expect(closest("stdi", transports)).toBe("stdio");
    expect(closest("http", transports)).toBeUndefined(); // exact: not a typo
    expect(closest("websocket", transports)).toBeUndefined();
    expect(closest("arg", ["args", "argv"])).toBe("args"); // ties: the first candidate
  });

  test("closest reads a 4+ letter prefix as a shortening", () => {
    expect(closest("prompt", ["promptString", "pickString", "command"])).toBe("promptString");
    expect(closest("pro", ["promptString"])).toBeUndefined();
  });
});
