import { describe, expect, it } from "vitest";
import { editDistance, editLimit, nearWellKnown } from "../../src/packages/names.js";
import { LOOKALIKES, WELL_KNOWN_PACKAGES } from "../../src/packages/popular-packages.js";
import { packageTyposquat } from "../../src/rules/package-typosquat.js";
import { lint, summarize } from "../helpers.js";
import { prepareOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [packageTyposquat];

ruleSuite({
  rule: packageTyposquat,
  online: {
    lookalikes: [
      `5:22 package-typosquat warning server "github" runs github-mcp-server, a third-party package, not GitHub's server (which is not on npm): check it is what you meant (most likely the image ghcr.io/github/github-mcp-server)`,
      '9:22 package-typosquat error server "git" runs @modelcontextprotocol/server-git, a name that looks official but is not published by its maintainers on npm (the reference git server is on PyPI); it is not on registry.npmjs.org, so anyone can publish it: check it is what you meant (most likely uvx mcp-server-git)',
      '13:16 package-typosquat warning server "memory" runs mcp-server-memory, a reserved placeholder on PyPI: check it is what you meant (most likely npx @modelcontextprotocol/server-memory)',
      '17:22 package-typosquat error server "thinking" runs @mcp-community/server-sequential-thinking, the name of the well-known @modelcontextprotocol/server-sequential-thinking (MCP reference servers) under another scope; it is not on registry.npmjs.org, so anyone can publish it: check who publishes it',
    ],
    "one-letter": [
      `5:22 package-typosquat error server "files" runs @modelcontextprotocol/server-filesytem, 1 edit away from the well-known @modelcontextprotocol/server-filesystem (MCP reference servers); it was first published 5 days ago and has 1 version on registry.npmjs.org: check the name, a typo runs someone else's code`,
      `9:22 package-typosquat error server "memory" runs @modelcontextprotocol/server-memroy, 1 edit away from the well-known @modelcontextprotocol/server-memory (MCP reference servers); it is not on registry.npmjs.org, so anyone can publish it: check the name, a typo runs someone else's code`,
      `13:16 package-typosquat warning server "fetch" runs mcp-server-fecth, 1 edit away from the well-known mcp-server-fetch (MCP reference servers): check the name, a typo runs someone else's code`,
    ],
  },
  // Offline, from the shipped list alone: the same suspects, at the default severity.
  offline: {
    lookalikes: [
      `5:22 package-typosquat warning server "github" runs github-mcp-server, a third-party package, not GitHub's server (which is not on npm): check it is what you meant (most likely the image ghcr.io/github/github-mcp-server)`,
      '9:22 package-typosquat warning server "git" runs @modelcontextprotocol/server-git, a name that looks official but is not published by its maintainers on npm (the reference git server is on PyPI): check it is what you meant (most likely uvx mcp-server-git)',
      '13:16 package-typosquat warning server "memory" runs mcp-server-memory, a reserved placeholder on PyPI: check it is what you meant (most likely npx @modelcontextprotocol/server-memory)',
      '17:22 package-typosquat warning server "thinking" runs @mcp-community/server-sequential-thinking, the name of the well-known @modelcontextprotocol/server-sequential-thinking (MCP reference servers) under another scope: check who publishes it',
    ],
    "one-letter": [
      `5:22 package-typosquat warning server "files" runs @modelcontextprotocol/server-filesytem, 1 edit away from the well-known @modelcontextprotocol/server-filesystem (MCP reference servers): check the name, a typo runs someone else's code`,
      `9:22 package-typosquat warning server "memory" runs @modelcontextprotocol/server-memroy, 1 edit away from the well-known @modelcontextprotocol/server-memory (MCP reference servers): check the name, a typo runs someone else's code`,
      `13:16 package-typosquat warning server "fetch" runs mcp-server-fecth, 1 edit away from the well-known mcp-server-fetch (MCP reference servers): check the name, a typo runs someone else's code`,
    ],
  },
});

describe("package-typosquat", () => {
  it("asks for the suspects' full documents (their age), online only", async () => {
    const text = `{"mcpServers": {"a": {"command": "npx", "args": ["@modelcontextprotocol/server-filesytem"]}, "b": {"command": "npx", "args": ["@playwright/mcp"]}}}`;
    expect((await prepareOnline(text, { rules })).queries).toEqual([{ ecosystem: "npm", name: "@modelcontextprotocol/server-filesytem", times: true }]);
    expect((await prepareOnline(text, { rules, mode: "fixes" })).queries).toEqual([]);
  });

  it("never flags a well-known name, nor one further than the limit", () => {
    for (const p of WELL_KNOWN_PACKAGES) expect(nearWellKnown(p.ecosystem, p.name), p.name).toBeUndefined();
    expect(nearWellKnown("npm", "@modelcontextprotocol/server-gitea")).toBeUndefined(); // 3 edits from server-github
    expect(nearWellKnown("npm", "@modelcontextprotocol/sdk")).toBeUndefined();
    expect(nearWellKnown("npm", "left-pad")).toBeUndefined();
    expect(nearWellKnown("npm", "@acme/mcp")).toBeUndefined(); // "mcp" is no one's in particular
    expect(nearWellKnown("npm", "@acme/mcp-server")).toBeUndefined(); // used by several well-known scopes
  });

  it("catches transpositions, scope typos, an unscoped copy and PyPI spellings PEP 503 normalises", () => {
    expect(nearWellKnown("npm", "@playwirght/mcp")).toMatchObject({ kind: "edit", distance: 1, target: { name: "@playwright/mcp" } });
    expect(nearWellKnown("npm", "@modelcontextprotocoll/server-memory")).toMatchObject({ kind: "edit", distance: 1 });
    expect(nearWellKnown("npm", "server-sequential-thinking")).toMatchObject({ kind: "scope", target: { name: "@modelcontextprotocol/server-sequential-thinking" } });
    expect(nearWellKnown("pypi", "MCP_Server.Fetch")).toBeUndefined();
    expect(nearWellKnown("pypi", "awslabs.aws-documentaion-mcp-server")).toMatchObject({ kind: "edit", target: { name: "awslabs.aws-documentation-mcp-server" } });
    // npm and PyPI lists are separate: the PyPI reference server's name is a lookalike on npm
    expect(nearWellKnown("npm", "mcp-server-sqlite")).toMatchObject({ kind: "lookalike" });
    expect(nearWellKnown("pypi", "mcp-server-sqlite")).toBeUndefined();
  });

  it("measures edits as Levenshtein plus adjacent transpositions, with an early cut-off", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("fetch", "fecth")).toBe(1);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abcdefgh", "zzzzzzzz", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
    expect([editLimit(4), editLimit(5), editLimit(15), editLimit(16)]).toEqual([0, 1, 1, 2]);
  });

  it("keeps a source beside every data entry, and no lookalike is also well known", () => {
    for (const entry of [...WELL_KNOWN_PACKAGES, ...LOOKALIKES]) expect(entry.source, entry.name).toMatch(/least-privilege\.md Table 2/);
    for (const l of LOOKALIKES) expect(WELL_KNOWN_PACKAGES.some((p) => p.ecosystem === l.ecosystem && p.name === l.name), l.name).toBe(false);
    const keys = WELL_KNOWN_PACKAGES.map((p) => `${p.ecosystem}:${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("honours allow", () => {
    const text = `{"mcpServers": {"a": {"command": "npx", "args": ["@modelcontextprotocol/server-filesytem"]}}}`;
    expect(lint(text, { rules }).findings).toHaveLength(1);
    expect(lint(text, { rules, options: { "package-typosquat": { allow: ["@modelcontextprotocol/server-filesytem"] } } }).findings).toEqual([]);
  });

  it("stays a warning online for an established package", async () => {
    const text = `{"mcpServers": {"gh": {"command": "npx", "args": ["github-mcp-server@1.3.1"]}}}`;
    const { lintOnline } = await import("../registry/fixture-registry.js");
    expect(summarize((await lintOnline(text, { rules })).findings).map((l) => l.split(" ")[2])).toEqual(["warning"]);
  });
});
