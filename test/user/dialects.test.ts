// Where each dialect's servers live, with exact pointers; which dialect a path belongs to.
import { describe, expect, it } from "vitest";
import { buildModel } from "../../src/hosts/model.js";
import { DIALECTS, dialectForPath, type DialectId } from "../../src/hosts/index.js";
import { parseDocument } from "../../src/hosts/formats/index.js";
import { validateConfig } from "../../src/hosts/schemas/index.js";
import { lint } from "../helpers.js";

function model(id: DialectId, text: string) {
  const host = DIALECTS[id];
  const parsed = parseDocument(text, host);
  expect(parsed.fatal).toBe(false);
  return buildModel(host, parsed.tree);
}

/** Each server as `name pointer`, plus its parts' pointers. */
const shape = (m: ReturnType<typeof model>) =>
  m.servers.map((s) => ({
    name: s.name,
    pointer: s.pointer,
    command: s.command?.pointer,
    args: s.args.map((a) => a.pointer),
    env: s.env.map((e) => e.pointer),
    headers: s.headers.map((h) => h.pointer),
    url: s.url?.pointer,
    ignored: s.ignoredByHost,
    disabled: s.disabled ?? false,
  }));

describe("~/.claude.json", () => {
  const text = JSON.stringify({
    numStartups: 3,
    projects: {
      "/home/me/app": { allowedTools: [], mcpServers: { db: { command: "npx", args: ["-y", "pg-mcp@1.0.0"], env: { TOKEN: "x" } } } },
      "C:/work/a~b": { mcpServers: { "x/y": { type: "http", url: "https://x.example/mcp", headers: { A: "b" } } } },
      "/home/me/empty": { mcpServers: {} },
    },
    mcpServers: { playwright: { command: "npx", args: ["@playwright/mcp@0.0.41"] } },
    servers: { stray: { command: "node" } },
  });

  it("reads the top-level servers and every project's, with exact pointers (/ as ~1, ~ as ~0)", () => {
    expect(shape(model("claude-code-user", text))).toEqual([
      { name: "playwright", pointer: "/mcpServers/playwright", command: "/mcpServers/playwright/command", args: ["/mcpServers/playwright/args/0"], env: [], headers: [], url: undefined, ignored: false, disabled: false },
      { name: "stray", pointer: "/servers/stray", command: "/servers/stray/command", args: [], env: [], headers: [], url: undefined, ignored: true, disabled: false },
      {
        name: "db",
        pointer: "/projects/~1home~1me~1app/mcpServers/db",
        command: "/projects/~1home~1me~1app/mcpServers/db/command",
        args: ["/projects/~1home~1me~1app/mcpServers/db/args/0", "/projects/~1home~1me~1app/mcpServers/db/args/1"],
        env: ["/projects/~1home~1me~1app/mcpServers/db/env/TOKEN"],
        headers: [],
        url: undefined,
        ignored: false,
        disabled: false,
      },
      {
        name: "x/y",
        pointer: "/projects/C:~1work~1a~0b/mcpServers/x~1y",
        command: undefined,
        args: [],
        env: [],
        headers: ["/projects/C:~1work~1a~0b/mcpServers/x~1y/headers/A"],
        url: "/projects/C:~1work~1a~0b/mcpServers/x~1y/url",
        ignored: false,
        disabled: false,
      },
    ]);
  });

  it("validates project servers with the schema too", () => {
    const errors = validateConfig("claude-code-user", JSON.parse(text.replace('"pg-mcp@1.0.0"', "1")));
    expect(errors.map((e) => e.instancePath)).toEqual(["/projects/~1home~1me~1app/mcpServers/db/args/1"]);
  });
});

describe("other dialects", () => {
  it("VS Code settings.json: mcp.servers", () => {
    expect(shape(model("vscode-settings", '{\n  // editor\n  "editor.fontSize": 14,\n  "mcp": { "servers": { "m": { "command": "npx", "args": ["a@1"] } } },\n}\n'))).toEqual([
      { name: "m", pointer: "/mcp/servers/m", command: "/mcp/servers/m/command", args: ["/mcp/servers/m/args/0"], env: [], headers: [], url: undefined, ignored: false, disabled: false },
    ]);
  });

  it("Zed: context_servers, command as a string or as { path, args, env }", () => {
    const m = model(
      "zed",
      JSON.stringify({
        context_servers: {
          old: { source: "custom", command: { path: "npx", args: ["-y", "a@1"], env: { K: "v" } }, settings: {} },
          new: { command: "uvx", args: ["b==1"], env: {}, enabled: false },
          remote: { url: "https://r.example/mcp", headers: { Authorization: "Bearer x" } },
        },
      }),
    );
    expect(shape(m)).toEqual([
      { name: "old", pointer: "/context_servers/old", command: "/context_servers/old/command/path", args: ["/context_servers/old/command/args/0", "/context_servers/old/command/args/1"], env: ["/context_servers/old/command/env/K"], headers: [], url: undefined, ignored: false, disabled: false },
      { name: "new", pointer: "/context_servers/new", command: "/context_servers/new/command", args: ["/context_servers/new/args/0"], env: [], headers: [], url: undefined, ignored: false, disabled: true },
      { name: "remote", pointer: "/context_servers/remote", command: undefined, args: [], env: [], headers: ["/context_servers/remote/headers/Authorization"], url: "/context_servers/remote/url", ignored: false, disabled: false },
    ]);
    expect(m.servers[0]!.launch).toMatchObject({ runner: "npx", packages: [{ name: "a", spec: "1" }] });
  });

  it("Codex: [mcp_servers.*], literal headers in http_headers, enabled = false", () => {
    const m = model("codex", '[mcp_servers.docs]\nurl = "https://d.example/mcp"\nheaders = { Ignored = "x" }\nenabled = false\n\n[mcp_servers.docs.http_headers]\nX-Key = "k"\n');
    expect(shape(m)).toEqual([
      { name: "docs", pointer: "/mcp_servers/docs", command: undefined, args: [], env: [], headers: ["/mcp_servers/docs/http_headers/X-Key"], url: "/mcp_servers/docs/url", ignored: false, disabled: true },
    ]);
  });

  it("Continue: a list of servers named by `name`, entries without a name skipped", () => {
    const m = model("continue", "mcpServers:\n  - name: A\n    command: npx\n    args: [a@1]\n  - command: orphan\n  - name: B\n    type: sse\n    url: https://b.example/sse\n");
    expect(shape(m)).toEqual([
      { name: "A", pointer: "/mcpServers/0", command: "/mcpServers/0/command", args: ["/mcpServers/0/args/0"], env: [], headers: [], url: undefined, ignored: false, disabled: false },
      { name: "B", pointer: "/mcpServers/2", command: undefined, args: [], env: [], headers: [], url: "/mcpServers/2/url", ignored: false, disabled: false },
    ]);
    expect(m.servers.map((s) => s.transport)).toEqual(["stdio", "sse"]);
  });

  it("Cline and Roo Code: disabled: true", () => {
    expect(model("cline", '{"mcpServers":{"a":{"command":"x","disabled":true},"b":{"command":"y","disabled":false}}}').servers.map((s) => s.disabled ?? false)).toEqual([true, false]);
    expect(model("roo", '{"mcpServers":{"a":{"command":"x","disabled":true}}}').servers.map((s) => s.disabled)).toEqual([true]);
  });

  it("Windsurf serverUrl and Gemini CLI httpUrl are the server's URL", () => {
    expect(model("windsurf", '{"mcpServers":{"a":{"serverUrl":"https://a.example/mcp"}}}').servers[0]!.url?.pointer).toBe("/mcpServers/a/serverUrl");
    expect(model("gemini", '{"mcpServers":{"a":{"httpUrl":"https://a.example/mcp"}}}').servers[0]!.url?.pointer).toBe("/mcpServers/a/httpUrl");
  });
});

describe("each dialect's variable syntax", () => {
  const secret = "ghp_KiwFpmAKlki6Iy2GqxuZHOcEUz73U7eBilRR";
  it("is what the secret's fix writes, or no fix where the host expands nothing", () => {
    const fixOf = (id: DialectId, text: string) => lint(text, { dialect: id }).findings.find((f) => f.ruleId === "inline-secret")?.fix?.edits.map((e) => e.content);
    const config = JSON.stringify({ mcpServers: { gh: { command: "gh-mcp", env: { GITHUB_TOKEN: secret } } } });
    expect(fixOf("claude-code-user", config)).toEqual(["${GITHUB_TOKEN}"]);
    expect(fixOf("windsurf", config)).toEqual(["${env:GITHUB_TOKEN}"]);
    expect(fixOf("gemini", config)).toEqual(["${GITHUB_TOKEN}"]);
    expect(fixOf("roo", config)).toEqual(["${env:GITHUB_TOKEN}"]);
    expect(fixOf("cline", config)).toBeUndefined();
    expect(fixOf("vscode-settings", JSON.stringify({ mcp: { servers: { gh: { command: "gh-mcp", env: { GITHUB_TOKEN: secret } } } } }))).toEqual(["${env:GITHUB_TOKEN}"]);
    expect(fixOf("zed", JSON.stringify({ context_servers: { gh: { command: "gh-mcp", env: { GITHUB_TOKEN: secret } } } }))).toBeUndefined();
  });

  it("recognises the host's own references as not literal", () => {
    expect(DIALECTS.gemini.isVariableReference("$GITHUB_PAT")).toBe(true);
    expect(DIALECTS.gemini.isVariableReference("Bearer ${GITHUB_PAT}")).toBe(true);
    expect(DIALECTS.continue.isVariableReference("${{ secrets.GITHUB_TOKEN }}")).toBe(true);
    expect(DIALECTS.windsurf.isVariableReference("${file:/run/secrets/token}")).toBe(true);
    expect(DIALECTS.codex.isVariableReference("${GITHUB_TOKEN}")).toBe(false);
    expect(DIALECTS.continue.envReference!("GITHUB_TOKEN")).toBe("${{ secrets.GITHUB_TOKEN }}");
  });
});

describe("dialectForPath", () => {
  it.each([
    ["/home/me/.claude.json", "claude-code-user"],
    ["/etc/claude-code/managed-mcp.json", "claude-code"],
    ["C:\\Program Files\\ClaudeCode\\managed-mcp.json", "claude-code"],
    ["/home/me/.codeium/windsurf/mcp_config.json", "windsurf"],
    ["/home/me/.gemini/settings.json", "gemini"],
    ["repo/.gemini/settings.json", "gemini"],
    ["/home/me/.codex/config.toml", "codex"],
    ["/home/me/.config/zed/settings.json", "zed"],
    ["C:\\Users\\me\\AppData\\Roaming\\Zed\\settings.json", "zed"],
    ["repo/.zed/settings.json", "zed"],
    ["/home/me/.continue/config.yaml", "continue"],
    ["repo/.continue/mcpServers/playwright-mcp.yaml", "continue"],
    ["/home/me/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json", "cline"],
    ["/home/me/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json", "roo"],
    ["repo/.roo/mcp.json", "roo"],
    ["/home/me/.config/Code/User/mcp.json", "vscode"],
    ["/Users/me/Library/Application Support/Code - Insiders/User/profiles/-3f2a/mcp.json", "vscode"],
    ["C:\\Users\\me\\AppData\\Roaming\\Code\\User\\settings.json", "vscode-settings"],
    [".mcp.json", "claude-code"],
    [".vscode/mcp.json", "vscode"],
  ])("%s is %s", (file, id) => {
    expect(dialectForPath(file)?.id).toBe(id);
  });

  it.each([["settings.json"], [".vscode/settings.json"], ["config.toml"], ["/home/me/.config/Other/User/settings.json"], ["mcp_settings.json"], ["config.yaml"]])("%s is no host's", (file) => {
    expect(dialectForPath(file)).toBeUndefined();
  });
});
