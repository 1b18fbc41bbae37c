import { describe, expect, it } from "vitest";
import { lintMcpSource } from "../../src/audit/engine.js";
import { sourceFromText } from "../../src/core/source.js";
import { HOSTS } from "../../src/hosts/index.js";
import { createRegistryView } from "../../src/packages/view.js";
import { unknownPackage } from "../../src/rules/unknown-package.js";
import { summarize } from "../helpers.js";
import { lintOnline, prepareOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [unknownPackage];

ruleSuite({
  rule: unknownPackage,
  online: {
    "missing-package": [
      '5:22 unknown-package error server "tickets" runs @acme/mcp-tickets@1.2.0, but registry.npmjs.org has no package named @acme/mcp-tickets: check the name (a typo, or an unpublished package that anyone could now claim)',
      '9:22 unknown-package error server "filesystem" runs @modelcontextprotocol/server-filesystem@2025.9.99, but registry.npmjs.org has no version 2025.9.99 of it (latest is 2025.8.21): pin a published version',
    ],
    "tag-and-range": [
      '4:65 unknown-package error server "playwright" runs @playwright/mcp@beta, but registry.npmjs.org has no "beta" tag for it (tags: latest): use an exact version',
      '5:68 unknown-package error server "angular" runs @angular/cli@^30.0.0, but no version on registry.npmjs.org satisfies ^30.0.0 (latest is 22.1.8): pin a published version',
    ],
  },
});

const config = (arg: string) => `{"mcpServers": {"s": {"command": "npx", "args": ["-y", ${JSON.stringify(arg)}]}}}`;

describe("unknown-package", () => {
  it("asks the prefetch phase for every launched npm package with its spec, and only online", async () => {
    const text = `{"mcpServers": {
      "a": {"command": "npx", "args": ["@angular/cli@latest"]},
      "b": {"command": "npx", "args": ["@angular/cli@22.1.8"]},
      "c": {"command": "uvx", "args": ["mcp-server-fetch"]},
      "d": {"command": "npx", "args": ["github:org/repo"]},
      "e": {"command": "npx", "args": ["pkg@\${V}"]}
    }}`;
    expect((await prepareOnline(text, { rules })).queries).toEqual([
      { ecosystem: "npm", name: "@angular/cli", spec: "latest" },
      { ecosystem: "npm", name: "@angular/cli", spec: "22.1.8" },
    ]);
    expect((await prepareOnline(text, { rules, mode: "fixes" })).queries).toEqual([]);
  });

  it("skips itself cleanly without --online: no registry, --offline, or lookups made only for fixes", async () => {
    const text = config("@acme/mcp-tickets@1.2.0");
    const file = sourceFromText(".mcp.json", ".mcp.json", text);
    expect(lintMcpSource(file, HOSTS["claude-code"], { rules }).findings).toEqual([]);
    expect(lintMcpSource(file, HOSTS["claude-code"], { rules, registry: createRegistryView({ mode: "offline" }) }).findings).toEqual([]);
    const missing = new Map([["npm:@acme/mcp-tickets", { status: "missing" as const, registry: "registry.npmjs.org" }]]);
    expect(lintMcpSource(file, HOSTS["claude-code"], { rules, registry: createRegistryView({ mode: "fixes", packages: missing }) }).findings).toEqual([]);
    expect(lintMcpSource(file, HOSTS["claude-code"], { rules, registry: createRegistryView({ mode: "online", packages: missing }) }).findings).toHaveLength(1);
  });

  it("says nothing when the lookup failed (the run warns about the registry instead)", () => {
    const failed = new Map([["npm:@acme/mcp-tickets", { status: "failed" as const, registry: "registry.npmjs.org", reason: "answered 500" }]]);
    const file = sourceFromText(".mcp.json", ".mcp.json", config("@acme/mcp-tickets@1.2.0"));
    expect(lintMcpSource(file, HOSTS["claude-code"], { rules, registry: createRegistryView({ mode: "online", packages: failed }) }).findings).toEqual([]);
  });

  it("honours allow, and leaves npm aliases alone", async () => {
    expect((await lintOnline(config("@acme/mcp-tickets@1.2.0"), { rules, options: { "unknown-package": { allow: ["@acme/*"] } } })).findings).toEqual([]);
    expect((await lintOnline(config("tickets@npm:@acme/mcp-tickets@1.2.0"), { rules })).findings).toEqual([]);
  });

  it("names an unknown tag with the tags that exist", async () => {
    expect(summarize((await lintOnline(config("@angular/cli@lts"), { rules })).findings)).toEqual([
      '1:56 unknown-package error server "s" runs @angular/cli@lts, but registry.npmjs.org has no "lts" tag for it (tags: latest, next, v21-lts): use an exact version',
    ]);
  });
});
