// server-json-schema: a server.json validated against the published schema its $schema names (the
// six versions shipped as data, each checked against its recorded sha256); obsolete, unknown and
// missing versions are findings, never a crash.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverJsonSchema } from "../../src/rules/server-json-schema.js";
import { mcpRegistry, OBSOLETE_VERSIONS, PUBLISHED_SERVER_SCHEMAS, validateServerJson } from "../../src/hosts/registry/index.js";
import { parseJson } from "../../src/core/json.js";
import { describeMcpFixtures } from "../mcp-fixture-suite.js";
import { lint } from "../helpers.js";

const rules = [serverJsonSchema];
const EXPECTED: Record<string, string[]> = {
  "invalid": [
    '1:1 server-json-schema error server.json has no "description", which is required (server.json schema 2025-12-11)',
    '3:11 server-json-schema error "name" must match ^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$, got "weather-mcp" (server.json schema 2025-12-11)',
    '5:17 server-json-schema error "repository" has no "source", which is required (server.json schema 2025-12-11)',
    '6:66 server-json-schema error "icons"[0]."mimeType" must be one of "image/png", "image/jpeg", "image/jpg", "image/svg+xml", "image/webp", got "image/gif" (server.json schema 2025-12-11)',
    '8:79 server-json-schema error "packages"[0]."version" must not be "latest" (server.json schema 2025-12-11)',
    '9:93 server-json-schema error "packages"[1]."transport" matches none of the forms the schema allows (server.json schema 2025-12-11)',
    '11:15 server-json-schema error "remotes"[0] matches none of the forms the schema allows (server.json schema 2025-12-11)',
  ],
  "missing-schema": [
    '1:1 server-json-schema warning server.json has no "$schema": name the version it follows (checked against 2025-12-11, the newest published), e.g. "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  ],
  "not-a-server-schema": [
    '2:14 server-json-schema warning "$schema" is not a published server.json schema (https://static.modelcontextprotocol.io/schemas/<version>/server.schema.json): not validated; use "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  ],
  "obsolete-version": [
    "2:14 server-json-schema error \"$schema\" names server.json version 2025-07-09, which the registry no longer accepts (breaking changes since: camelCase keys (breaking); status and the registry's _meta removed (breaking)): move to 2025-12-11",
  ],
  "unknown-version": [
    '2:14 server-json-schema warning "$schema" names server.json version 2026-03-01, which mcp-audit does not know (it ships 2025-07-09 to 2025-12-11): not validated against a schema; update mcp-audit, or use 2025-12-11',
  ],
};

describeMcpFixtures("server-json-schema", rules, EXPECTED, { safeFixes: false });

describe("the published schemas", () => {
  // From the files of github.com/modelcontextprotocol/static at the commits each entry names.
  const PUBLISHED = {
    "2025-07-09": "9e349ba6b321bdf99432666f67e019b4b27e58ecc816fede4c08adc797e4f88a",
    "2025-09-16": "a5c19f122907b4e0684ca08f36b944c3d0972799bc6223d575d5677f94717b0b",
    "2025-09-29": "80fede68c01e868b7170b966f247bd32b9932c46f3fbef2e3b0d0a18996bf54f",
    "2025-10-11": "64135841ae0929143b22b70cbe0dda1483f7ee011adf9e19a3cee38392476808",
    "2025-10-17": "2cc1552fb3a00ad83d9ae4ee0445a21617098963b58e9bae7b94d680d841b4cc",
    "2025-12-11": "3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0",
  };

  it("are the six published versions, byte for byte, each with its source", () => {
    expect(Object.fromEntries(PUBLISHED_SERVER_SCHEMAS.map((s) => [s.version, crypto.createHash("sha256").update(s.text).digest("hex")]))).toEqual(PUBLISHED);
    for (const s of PUBLISHED_SERVER_SCHEMAS) {
      expect(s.sha256).toBe(PUBLISHED[s.version as keyof typeof PUBLISHED]);
      expect(s.source).toMatch(new RegExp(`^https://github\\.com/modelcontextprotocol/static/blob/[0-9a-f]{40}/schemas/${s.version}/server\\.schema\\.json$`));
      expect(JSON.parse(s.text).$schema).toBe("http://json-schema.org/draft-07/schema#");
    }
    expect([...OBSOLETE_VERSIONS].every((v) => v in PUBLISHED)).toBe(true);
  });

  it("each accept a server.json written in their own spelling", () => {
    const camel = { name: "io.github.a/b", description: "d", version: "1.0.0", packages: [{ registryType: "npm", identifier: "b", version: "1.0.0", transport: { type: "stdio" } }] };
    const snake = { name: "io.github.a/b", description: "d", version: "1.0.0", packages: [{ registry_type: "npm", identifier: "b", version: "1.0.0", transport: { type: "stdio" } }] };
    for (const s of PUBLISHED_SERVER_SCHEMAS) expect([s.version, validateServerJson(s.version, s.version === "2025-07-09" ? snake : camel)]).toEqual([s.version, []]);
    expect(validateServerJson("2025-12-11", snake).length).toBeGreaterThan(0);
  });

  it("a version nobody published is a finding, never a crash", () => {
    for (const version of ["2026-07-29", "draft", "", "../../etc", "2025-12-11x"]) {
      const text = JSON.stringify({ $schema: `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`, name: "io.github.a/b", description: "d", version: "1" });
      expect(() => lint(text, { dialect: "mcp-registry", rules })).not.toThrow();
      expect(lint(text, { dialect: "mcp-registry", rules }).findings.map((f) => f.severity)).toEqual(["warning"]);
    }
  });
});

describe("which server.json files are the registry's", () => {
  const recognizes = (text: string) => {
    const parsed = parseJson(text, false);
    return mcpRegistry.recognizes!(parsed.fatal ? undefined : parsed.tree, text);
  };

  it("by $schema, else by a registry name beside packages or remotes", () => {
    expect(recognizes('{"$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"}')).toBe(true);
    expect(recognizes('{"name": "io.github.a/b", "packages": []}')).toBe(true);
    expect(recognizes('{"name": "com.example/b", "remotes": []}')).toBe(true);
    // Other tools' server.json: a JSON Server database, a dev-server config, a schema of another kind.
    expect(recognizes('{"posts": [{"id": 1}], "comments": []}')).toBe(false);
    expect(recognizes('{"name": "my-server", "port": 3000}')).toBe(false);
    expect(recognizes('{"$schema": "https://json.schemastore.org/package.json", "name": "io.github.a/b", "packages": []}')).toBe(false);
    expect(recognizes("[1, 2]")).toBe(false);
    expect(recognizes("{")).toBe(false);
  });
});
