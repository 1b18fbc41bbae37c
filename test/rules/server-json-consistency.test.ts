// server-json-consistency: what the published schema cannot check in a server.json: exact versions,
// identifiers that fit their registry type, secrets marked isSecret, https remotes, the namespace
// against the repository, and (from a real tree) the versions its manifests and configs say.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { serverJsonConsistency } from "../../src/rules/server-json-consistency.js";
import { describeMcpFixtures, mcpFixtureCases } from "../mcp-fixture-suite.js";
import { cli, REPO } from "../cli/run.js";
import { lint } from "../helpers.js";

const rules = [serverJsonConsistency];
const { loadCase } = mcpFixtureCases("server-json-consistency", rules);

const EXPECTED: Record<string, string[]> = {
  "identifiers": [
    '7:44 server-json-consistency error package 0 (npm @example/weather-mcp@1.2.0): the identifier carries a version ("@1.2.0"): write the package name alone and the version in "version"',
    '8:44 server-json-consistency error package 1 (npm ghcr.io/example/weather-mcp:1.2.0): "ghcr.io/example/weather-mcp:1.2.0" is not an npm package name (lower case, an optional @scope/): it looks like a container image: use registryType "oci"',
    '9:45 server-json-consistency error package 2 (pypi weather-mcp==1.2.0): the identifier carries a version specifier ("==1.2.0"): write the project name alone and the version in "version"',
    '10:44 server-json-consistency error package 3 (oci @example/weather-mcp): "@example/weather-mcp" is not a container image reference (registry/namespace/repository:tag): it looks like an npm package: use registryType "npm"',
    '11:49 server-json-consistency warning package 4 (npm weather-mcp) comes from https://npm.example.com, but the official registry accepts only https://registry.npmjs.org for npm: publish it there, or drop registryBaseUrl',
    '12:23 server-json-consistency warning package 5 (gem weather-mcp) has registryType "gem", which no MCP client installs from: use npm, pypi, oci, nuget, mcpb, cargo or go',
  ],
  "namespace": [
    "3:11 server-json-consistency warning \"name\" \"io.github.example/weather-mcp\" is in the namespace of GitHub account \"example\", but \"repository.url\" belongs to \"someone-else\": name it io.github.someone-else/…, or point the repository at example's",
  ],
  "namespace-host": [
    "6:26 server-json-consistency warning \"name\" \"io.github.example/weather-mcp\" is in a GitHub namespace, but \"repository.url\" is not on github.com (https://gitlab.com/example/weather-mcp): the registry checks the namespace against the GitHub account that publishes; use that account's repository",
  ],
  "secrets": [
    '12:55 server-json-consistency warning argument "--api-key" holds an API key but is not marked "isSecret": true: clients show and store it as plain text; mark it secret',
    '14:19 server-json-consistency warning environment variable "WEATHER_API_KEY" holds an API key but is not marked "isSecret": true: clients show and store it as plain text; mark it secret',
    '15:88 server-json-consistency error environment variable "GITHUB_TOKEN" has a literal secret in "default" (ghp_… (40 chars)): server.json is published, so rotate it; leave "default" out and mark the environment variable "isSecret": true so each user gives their own',
    '24:109 server-json-consistency warning header "Authorization" holds a credential but is not marked "isSecret": true: clients show and store it as plain text; mark it secret',
  ],
  "transport": [
    '10:41 server-json-consistency error remote 0 is reached over plain http (weather.example.com): tokens and tool calls cross the network readable by anyone on the path; publish an https URL',
    '11:29 server-json-consistency error remote 1 is reached over plain http ({region}.weather.example.com): tokens and tool calls cross the network readable by anyone on the path; publish an https URL',
  ],
  "versions": [
    '7:79 server-json-consistency error package 0 (npm @example/weather-mcp) has version "^1.2.0", which is not one exact version: clients install whatever matches at the time; write the exact version (e.g. "1.2.0")',
    '8:71 server-json-consistency error package 1 (pypi weather-mcp) has version ">=1.2", which is not one exact version: clients install whatever matches at the time; write the exact version (e.g. "1.2.0")',
    '9:46 server-json-consistency error package 2 (nuget Example.WeatherMcp) has no "version": clients install whatever is newest; set the exact version this server.json publishes (1.2.0)',
    '10:44 server-json-consistency error package 3 (oci ghcr.io/example/weather-mcp): image ghcr.io/example/weather-mcp has no tag or digest, which means :latest: append the version tag (and its digest), e.g. ghcr.io/example/weather-mcp:1.2.0',
    '11:44 server-json-consistency error package 4 (oci docker.io/example/weather-mcp:latest): image docker.io/example/weather-mcp:latest uses the tag "latest", which moves with every release: use the version tag (and its digest)',
    "12:45 server-json-consistency error package 5 (mcpb https://github.com/example/weather-mcp/releases/download/v1.2.0/weather-mcp.mcpb) has no \"fileSha256\": a client cannot tell the bundle it downloads from the one you built; add the file's sha256 (the official registry requires it)",
  ],
};

describeMcpFixtures("server-json-consistency", rules, EXPECTED, { safeFixes: false });

describe("server-json-consistency secrets", () => {
  it("never prints a literal secret it found, and hands it to the output scrubber", () => {
    const c = loadCase("bad", "secrets");
    const result = lint(c.text, c.input);
    expect(JSON.stringify(result.findings)).not.toContain("ghp_vF7C7ArTUD9ZACQl63AfCvpjwmzExiLJsC4K");
    expect(result.secrets).toEqual(["ghp_vF7C7ArTUD9ZACQl63AfCvpjwmzExiLJsC4K"]);
  });
});

describe("server-json-consistency in a repository", () => {
  const dir = path.join(REPO, "fixtures/server-json");

  it("compares the version with package.json and pyproject.toml beside it, and with what the repository's configs launch", () => {
    const result = runAudit({ cwd: dir, paths: ["."], rules });
    const found = result.files.flatMap((f) => f.findings.map((x) => `${f.displayPath} ${x.range.start.line}:${x.range.start.column} ${x.severity} ${x.message}`));
    expect(found).toEqual([
      'weather/server.json 8:44 warning package 0 (npm @example/weather-mcp): weather/package.json has no "mcpName", so the registry cannot tell the package is this server\'s; add "mcpName": "io.github.example/weather-mcp" to it',
      'weather/server.json 8:79 warning package 0 (npm @example/weather-mcp) is published as 1.2.0, but weather/.mcp.json launches it at 1.1.0 (server "weather"): test and publish the same version',
      "weather/server.json 8:79 error package 0 (npm @example/weather-mcp) is published as 1.2.0, but weather/package.json says 1.3.0: publish the version the repository builds",
      "weather/server.json 9:71 error package 1 (pypi weather-mcp) is published as 1.2.0, but weather/pyproject.toml says 1.1.0: publish the version the repository builds",
      'weather/server.json 10:44 warning package 2 (oci ghcr.io/example/weather-mcp:1.2.0) is published as 1.2.0, but weather/.vscode/mcp.json launches it at 1.0.0 (server "weather"): test and publish the same version',
    ]);
    // Another tool's server.json in the same walk is not the registry's: passed over in silence.
    expect(result.files.map((f) => f.displayPath)).not.toContain("other-tool/server.json");
    expect(result.warnings).toEqual([]);
  });

  it("named on the command line, another tool's server.json is skipped with a note (exit 0)", async () => {
    const r = await cli(["other-tool/server.json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect([r.stderr, r.stdout.split("\n").filter((l) => l.includes("skipped"))]).toEqual(["", ["warning  other-tool/server.json: skipped: not an MCP Registry server.json"]]);
  });
});
