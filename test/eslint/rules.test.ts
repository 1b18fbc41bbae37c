// ESLint's RuleTester over every core rule, through the plugin: exact messages, positions, fixes
// and suggestions, with the @eslint/json languages the recommended config uses.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import json from "@eslint/json";
import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";
import { MCP_RULES, SKILL_RULES } from "../../src/rules/index.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Two throwaway projects, each closed by a .git folder so the project search stops there:
// `project` installs @angular/cli 22.1.8 (an offline pin), `bare` knows nothing.
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-eslint-"));
fs.mkdirSync(path.join(TMP, "project/.git"), { recursive: true });
fs.writeFileSync(path.join(TMP, "project/package.json"), JSON.stringify({ name: "shop", private: true, devDependencies: { "@angular/cli": "22.1.8" } }));
fs.mkdirSync(path.join(TMP, "bare/.git"), { recursive: true });

const inProject = (file: string) => path.join(TMP, "project", file);
const bare = (file: string) => path.join(TMP, "bare", file);
const JSONC = { language: "json/jsonc", languageOptions: { allowTrailingCommas: true } };

const ruleTester = new RuleTester({ plugins: { json }, language: "json/json" });
const tested = new Set<string>();

function run(id: string, tests: Parameters<RuleTester["run"]>[2]) {
  tested.add(id);
  ruleTester.run(id, rule(id), tests);
}

function rule(id: string) {
  const r = plugin.rules[id];
  if (!r) throw new Error(`no ESLint rule ${id}`);
  // RuleTester's types describe JavaScript rules; ours declare the json languages instead.
  return r as unknown as Parameters<RuleTester["run"]>[1];
}

describe("the rules", () => {
  it("are exactly the core rules, and each MCP rule has its RuleTester run below (skill rules: skill-rules.test.ts)", () => {
    expect(Object.keys(plugin.rules)).toEqual([...MCP_RULES, ...SKILL_RULES].map((r) => r.meta.id));
    expect([...tested].sort()).toEqual(MCP_RULES.map((r) => r.meta.id).sort());
  });
});

run("invalid-config", {
  valid: [
    { filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["server.js"] }\n  }\n}\n' },
    { filename: bare(".vscode/mcp.json"), ...JSONC, code: '{\n  // team servers\n  "servers": {\n    "memory": { "command": "node", "args": ["server.js"] },\n  },\n}\n' },
    // Not an MCP config: a JSON file elsewhere is left alone.
    { filename: bare("package.json"), code: '{ "servers": 1 }' },
  ],
  invalid: [
    {
      name: "the VS Code map key in .mcp.json: an unsafe rename, offered as a suggestion",
      filename: bare(".mcp.json"),
      code: '{\n  "servers": {\n    "memory": { "command": "node", "args": ["server.js"] }\n  }\n}\n',
      errors: [
        {
          message: 'Claude Code ignores "servers" in .mcp.json: rename it to "mcpServers"',
          line: 2,
          column: 3,
          endLine: 2,
          endColumn: 12,
          suggestions: [
            {
              desc: 'rename "servers" to "mcpServers"',
              output: '{\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["server.js"] }\n  }\n}\n',
            },
          ],
        },
      ],
    },
    {
      name: "the Claude Code map key in .vscode/mcp.json (JSONC, comments and trailing commas kept)",
      filename: bare(".vscode/mcp.json"),
      ...JSONC,
      code: '{\n  // team servers\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["server.js"] },\n  },\n}\n',
      errors: [
        {
          message: 'VS Code ignores "mcpServers" in .vscode/mcp.json: rename it to "servers"',
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 15,
          suggestions: [
            {
              desc: 'rename "mcpServers" to "servers"',
              output: '{\n  // team servers\n  "servers": {\n    "memory": { "command": "node", "args": ["server.js"] },\n  },\n}\n',
            },
          ],
        },
      ],
    },
    {
      name: "a typo and a server with nothing to run: no fix",
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "angular": {\n      "comand": "npx"\n    }\n  }\n}\n',
      errors: [
        {
          message: 'server "angular" has neither "command" nor "url": add "command" to launch a local server or "url" to reach a remote one',
          line: 3,
          column: 5,
          endLine: 3,
          endColumn: 14,
        },
        { message: 'server "angular" has unknown key "comand", which Claude Code ignores: did you mean "command"?', line: 4, column: 7, endLine: 4, endColumn: 15 },
      ],
    },
    {
      // With json/json ESLint refuses the comma before any rule runs; a project that parses its
      // strict-JSON configs as JSONC gets our message and the safe fix (ESLint's --fix, fix on save).
      name: "a trailing comma in strict JSON, parsed as JSONC: a safe fix",
      filename: bare(".mcp.json"),
      ...JSONC,
      code: '{\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["server.js",] },\n  }\n}\n',
      output: '{\n  "mcpServers": {\n    "memory": { "command": "node", "args": ["server.js"] }\n  }\n}\n',
      errors: [
        {
          message: "trailing commas are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comma",
          line: 3,
          column: 56,
          endLine: 3,
          endColumn: 57,
        },
        {
          message: "trailing commas are not valid in .mcp.json: Claude Code reads strict JSON and will fail to load the file; remove the comma",
          line: 3,
          column: 60,
          endLine: 3,
          endColumn: 61,
        },
      ],
    },
  ],
});

run("inline-secret", {
  valid: [
    {
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "tickets": {\n      "type": "http",\n      "url": "https://tickets.exemple.fr/mcp",\n      "headers": { "Authorization": "Bearer ${TICKETS_TOKEN}" }\n    }\n  }\n}\n',
    },
  ],
  invalid: [
    {
      name: "the article's bearer token: the fix moves it to a variable (unsafe: a suggestion)",
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "tickets": {\n      "type": "http",\n      "url": "https://tickets.exemple.fr/mcp",\n      "headers": { "Authorization": "Bearer tk_live_9f2c41d07ab8e6" }\n    }\n  }\n}\n',
      errors: [
        {
          message: 'server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
          line: 6,
          column: 37,
          endLine: 6,
          endColumn: 68,
          suggestions: [
            {
              desc: "replace the literal bearer token with ${TICKETS_TOKEN} and set TICKETS_TOKEN in the environment Claude Code starts from; still rotate it: the old value stays in git history and any copy of the file",
              output: '{\n  "mcpServers": {\n    "tickets": {\n      "type": "http",\n      "url": "https://tickets.exemple.fr/mcp",\n      "headers": { "Authorization": "Bearer ${TICKETS_TOKEN}" }\n    }\n  }\n}\n',
            },
          ],
        },
      ],
    },
    {
      name: "VS Code: one suggestion with two edits (the reference, and a new inputs entry)",
      filename: bare(".vscode/mcp.json"),
      ...JSONC,
      code: '{\n  // GitHub for this repository\n  "servers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],\n      "env": {\n        "GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_aP4FtWUjYnXIHva4lvmtT1AFa0E5Qyyl4Glz",\n      },\n    },\n  },\n}\n',
      errors: [
        {
          message:
            'server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${input:github-personal-access-token}',
          line: 8,
          column: 41,
          endLine: 8,
          endColumn: 83,
          suggestions: [
            {
              desc: 'replace the literal GitHub personal access token with ${input:github-personal-access-token} and add a password prompt "github-personal-access-token" to "inputs"; still rotate it: the old value stays in git history and any copy of the file',
              output:
                '{\n  // GitHub for this repository\n  "servers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],\n      "env": {\n        "GITHUB_PERSONAL_ACCESS_TOKEN": "${input:github-personal-access-token}",\n      },\n    },\n  },\n  "inputs": [\n    {\n      "type": "promptString",\n      "id": "github-personal-access-token",\n      "description": "GitHub personal access token (mcp-audit moved it out of this file)",\n      "password": true\n    }\n  ],\n}\n',
            },
          ],
        },
      ],
    },
    {
      name: "Claude Desktop expands no variables: no fix to offer",
      filename: bare("claude_desktop_config.json"),
      code: '{\n  "mcpServers": {\n    "slack": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-slack@2025.4.25"],\n      "env": { "SLACK_BOT_TOKEN": "xoxb-124078187757-3488076721034-2nG0QlJgzSjiHCSuWf94NP2b" }\n    }\n  }\n}\n',
      errors: [
        {
          message:
            'server "slack" has a literal Slack bot token in env "SLACK_BOT_TOKEN" (xoxb… (56 chars)): rotate it; Claude Desktop expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)',
          line: 6,
          column: 35,
          endLine: 6,
          endColumn: 93,
          suggestions: [],
        },
      ],
    },
  ],
});

const ANGULAR_LATEST = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] }\n  }\n}\n';
const ANGULAR_NO_VERSION = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli", "mcp", "--read-only"] }\n  }\n}\n';

run("unpinned-package", {
  valid: [
    { filename: inProject(".mcp.json"), code: ANGULAR_LATEST.replace("@latest", "@22.1.8") },
    // The core rule's options pass through as the ESLint rule's first option.
    { name: "an allowed package", filename: bare(".mcp.json"), code: ANGULAR_NO_VERSION, options: [{ allow: ["@angular/cli"] }] },
  ],
  invalid: [
    {
      name: "@latest with the project's version known offline: the pin is a suggestion",
      filename: inProject(".mcp.json"),
      code: ANGULAR_LATEST,
      errors: [
        {
          message: 'server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package.json)',
          line: 3,
          column: 51,
          endLine: 3,
          endColumn: 72,
          suggestions: [{ desc: "pin @angular/cli to 22.1.8 (from package.json)", output: ANGULAR_LATEST.replace("@latest", "@22.1.8") }],
        },
      ],
    },
    {
      name: ".vscode/mcp.json belongs to the project above .vscode",
      filename: inProject(".vscode/mcp.json"),
      ...JSONC,
      code: '{\n  "servers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] },\n  },\n}\n',
      errors: [
        {
          message: 'server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package.json)',
          line: 3,
          column: 51,
          suggestions: [
            {
              desc: "pin @angular/cli to 22.1.8 (from package.json)",
              output: '{\n  "servers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] },\n  },\n}\n',
            },
          ],
        },
      ],
    },
    {
      name: "no version and no project: the message says what to do, no fix",
      filename: bare(".cursor/mcp.json"),
      code: ANGULAR_NO_VERSION,
      errors: [
        {
          message:
            'server "angular" runs @angular/cli with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @angular/cli@<version>',
          line: 3,
          column: 51,
          endLine: 3,
          endColumn: 65,
          suggestions: [],
        },
      ],
    },
    {
      name: "an allow list that names another package changes nothing",
      filename: bare(".mcp.json"),
      code: ANGULAR_NO_VERSION,
      options: [{ allow: ["@acme/*"] }],
      errors: [
        {
          message:
            'server "angular" runs @angular/cli with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @angular/cli@<version>',
          line: 3,
          column: 51,
          suggestions: [],
        },
      ],
    },
  ],
});

run("missing-read-only", {
  valid: [{ filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] }\n  }\n}\n' }],
  invalid: [
    {
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp"] }\n  }\n}\n',
      errors: [
        {
          message: 'server "angular" runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)',
          line: 3,
          column: 74,
          endLine: 3,
          endColumn: 79,
          suggestions: [
            {
              desc: "add --read-only",
              output: '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] }\n  }\n}\n',
            },
          ],
        },
      ],
    },
  ],
});

run("insecure-transport", {
  valid: [{ filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "tickets": { "type": "http", "url": "https://tickets.example.com/mcp" }\n  }\n}\n' }],
  invalid: [
    {
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "tickets": { "type": "http", "url": "http://tickets.example.com/mcp" },\n    "notes": { "command": "uvx", "args": ["notes-mcp==1.2.0", "--host", "0.0.0.0"] }\n  }\n}\n',
      errors: [
        { message: 'server "tickets" connects over plain http to tickets.example.com: use https', line: 3, column: 41, endLine: 3, endColumn: 73, suggestions: [] },
        {
          message: 'server "notes" listens on 0.0.0.0 (--host): bind it to 127.0.0.1 so the local network cannot reach it',
          line: 4,
          column: 73,
          endLine: 4,
          endColumn: 82,
          suggestions: [
            {
              desc: "listen on 127.0.0.1 instead of 0.0.0.0",
              output: '{\n  "mcpServers": {\n    "tickets": { "type": "http", "url": "http://tickets.example.com/mcp" },\n    "notes": { "command": "uvx", "args": ["notes-mcp==1.2.0", "--host", "127.0.0.1"] }\n  }\n}\n',
            },
          ],
        },
      ],
    },
  ],
});

run("risky-command", {
  valid: [{ filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "system": { "command": "npx", "args": ["-y", "system-mcp@2.0.1"] }\n  }\n}\n' }],
  invalid: [
    {
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "system": { "command": "sudo", "args": ["-E", "npx", "-y", "system-mcp@2.0.1"] }\n  }\n}\n',
      errors: [
        {
          message: 'server "system" runs with elevated rights (sudo): an MCP server needs only your own rights; drop sudo and grant only the access it needs',
          line: 3,
          column: 28,
          endLine: 3,
          endColumn: 34,
        },
      ],
    },
  ],
});

run("package-typosquat", {
  valid: [{ filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "memory": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory@2025.4.25"] }\n  }\n}\n' }],
  invalid: [
    {
      name: "one letter off a reference server, offline: the shipped list is enough",
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "memory": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-memroy@2025.4.25"] }\n  }\n}\n',
      errors: [
        {
          message:
            'server "memory" runs @modelcontextprotocol/server-memroy, 1 edit away from the well-known @modelcontextprotocol/server-memory (MCP reference servers): check the name, a typo runs someone else\'s code',
          line: 3,
          column: 50,
        },
      ],
    },
  ],
});

// Only hosts with a no-confirmation switch (Gemini CLI, Cline, Roo Code) have findings here, and their
// user-level files are not among the ones the plugin lints yet (see docs/user-configs.md): project
// hosts stay silent, whatever keys another host would read.
run("auto-approved-tools", {
  valid: [{ name: "Claude Code has no trust or autoApprove switch", filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "fs": { "command": "fs-mcp", "trust": true, "autoApprove": ["*"] }\n  }\n}\n' }],
  invalid: [],
});

// A server that starts another agent with its approvals off is in a file the plugin lints; the host
// settings files (Claude Code's settings.json, Codex's config.toml, …) are the CLI's.
run("host-wide-approval", {
  valid: [
    { name: "an agent CLI with its approvals on", filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "gemini": { "command": "gemini", "args": ["--experimental-acp"] }\n  }\n}\n' },
    { name: "a host setting another host would read", filename: bare(".mcp.json"), code: '{\n  "enableAllProjectMcpServers": true,\n  "mcpServers": {}\n}\n' },
  ],
  invalid: [
    {
      name: "Gemini CLI started with --yolo",
      filename: bare(".mcp.json"),
      code: '{\n  "mcpServers": {\n    "gemini": { "command": "gemini", "args": ["--yolo", "--experimental-acp"] }\n  }\n}\n',
      errors: [{ message: 'server "gemini" starts Gemini CLI with --yolo: every tool call of that agent runs without asking anyone; drop it (or use --approval-mode=auto_edit, which approves only file edits)', line: 3, column: 47, endLine: 3, endColumn: 55 }],
    },
  ],
});

// server.json and marketplace.json are not among the files the plugin lints: these stay silent there.
for (const id of ["server-json-schema", "server-json-consistency", "unpinned-plugin-source"]) {
  run(id, { valid: [{ name: `${id} has nothing to say about .mcp.json`, filename: bare(".mcp.json"), code: '{\n  "mcpServers": {\n    "a": { "command": "npx", "args": ["-y", "pkg@1.0.0"] }\n  }\n}\n' }], invalid: [] });
}

// These read registry facts (or the audit lock) that ESLint has no way to fetch: rules there are
// synchronous and the plugin passes no registry. They stay silent rather than guess.
const REGISTRY_ONLY = '{\n  "mcpServers": {\n    "old": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@0.0.1", "--no-such-flag"] },\n    "made-up": { "command": "npx", "args": ["-y", "@acme/no-such-mcp-server@9.9.9"] }\n  }\n}\n';
for (const id of ["unknown-package", "deprecated-package", "young-release", "install-scripts", "known-vulnerability", "lock-drift", "tool-poisoning", "tool-drift", "read-only-unverified", "server-identity"]) {
  run(id, { valid: [{ name: `${id} reports nothing without registry facts or an audit lock`, filename: bare(".mcp.json"), code: REGISTRY_ONLY }], invalid: [] });
}
