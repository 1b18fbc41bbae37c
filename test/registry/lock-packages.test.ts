import { describe, expect, it } from "vitest";
import { parseJson } from "../../src/core/json.js";
import { buildModel } from "../../src/hosts/model.js";
import { HOSTS } from "../../src/hosts/index.js";
import { emptyLock, serializeLock } from "../../src/lock/index.js";
import { inventoryOf, lockServerKey, recordPackagesInLock, type PackageInventory } from "../../src/lock/packages.js";
import { fixtureView } from "./fixture-registry.js";

const config = `{"mcpServers": {
  "angular": {"command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"]},
  "files": {"command": "npx", "args": ["@modelcontextprotocol/server-filesystem@2025.7.29", "."]},
  "range": {"command": "npx", "args": ["@playwright/mcp@~0.0.40"]},
  "fetch": {"command": "uvx", "args": ["mcp-server-fetch==2025.4.7"]},
  "time": {"command": "uvx", "args": ["mcp-server-time"]},
  "image": {"command": "docker", "args": ["run", "-i", "mcp/time:1.0.0@sha256:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"]},
  "git": {"command": "npx", "args": ["github:org/repo"]},
  "var": {"command": "npx", "args": ["pkg@\${V}"]}
}}`;
const model = buildModel(HOSTS["claude-code"], parseJson(config, false).tree);
const SHA = "sha256:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";

describe("inventoryOf", () => {
  it("offline: only what the config pins exactly", () => {
    expect(inventoryOf(".mcp.json", model, undefined).map((l) => [l.server, l.name, l.version ?? null, l.integrity ?? null])).toEqual([
      [".mcp.json#angular", "@angular/cli", null, null],
      [".mcp.json#files", "@modelcontextprotocol/server-filesystem", "2025.7.29", null],
      [".mcp.json#range", "@playwright/mcp", null, null],
      [".mcp.json#fetch", "mcp-server-fetch", "2025.4.7", null],
      [".mcp.json#time", "mcp-server-time", null, null],
      [".mcp.json#image", "mcp/time", `1.0.0@${SHA}`, null],
    ]);
  });

  it("online: tags and ranges resolved to what runs today, with npm's integrity", async () => {
    const view = await fixtureView([
      { ecosystem: "npm", name: "@angular/cli", spec: "latest" },
      { ecosystem: "npm", name: "@modelcontextprotocol/server-filesystem" },
      { ecosystem: "npm", name: "@playwright/mcp", spec: "~0.0.40" },
    ]);
    const launches = inventoryOf(".mcp.json", model, view);
    expect(launches.filter((l) => l.ecosystem === "npm").map((l) => [l.name, l.version, l.integrity?.slice(0, 14)])).toEqual([
      ["@angular/cli", "22.1.8", "sha512-ZLdHzVp"],
      ["@modelcontextprotocol/server-filesystem", "2025.7.29", expect.stringMatching(/^sha512-/)],
      ["@playwright/mcp", "0.0.41", expect.stringMatching(/^sha512-/)],
    ]);
  });
});

describe("recordPackagesInLock (what `mcp-audit approve` calls)", () => {
  const launch = (server: string, name: string, version: string | undefined, integrity?: string) => ({
    server,
    ecosystem: "npm" as const,
    name,
    written: `${name}@${version ?? "latest"}`,
    specKind: "exact" as const,
    ...(version ? { version } : {}),
    ...(integrity ? { integrity } : {}),
  });

  it("records every resolved launch with its integrity, sorted and stable", () => {
    const lock = emptyLock();
    const inventory: PackageInventory = {
      configs: [".mcp.json", ".vscode/mcp.json"],
      launches: [launch(".vscode/mcp.json#b", "a-pkg", "1.0.0", "sha512-aaa"), launch(".mcp.json#a", "a-pkg", "1.0.0"), launch(".mcp.json#c", "c-pkg", undefined)],
    };
    const outcome = recordPackagesInLock(lock, inventory);
    expect(outcome.recorded).toHaveLength(2);
    expect(outcome.unresolved.map((l) => l.name)).toEqual(["c-pkg"]);
    expect(lock.packages).toEqual({ "npm:a-pkg": { ecosystem: "npm", name: "a-pkg", version: "1.0.0", integrity: "sha512-aaa", servers: [".mcp.json#a", ".vscode/mcp.json#b"] } });
    expect(serializeLock(lock)).toBe(serializeLock(JSON.parse(serializeLock(lock))));
  });

  it("replaces the audited configs' entries, keeps other configs', drops emptied entries", () => {
    const lock = emptyLock();
    lock.packages["npm:old"] = { ecosystem: "npm", name: "old", version: "1.0.0", servers: [".mcp.json#gone"] };
    lock.packages["npm:shared"] = { ecosystem: "npm", name: "shared", version: "2.0.0", servers: [".mcp.json#s", "other/.mcp.json#s"] };
    recordPackagesInLock(lock, { configs: [".mcp.json"], launches: [launch(".mcp.json#n", "new", "3.0.0")] });
    expect(Object.keys(lock.packages).sort()).toEqual(["npm:new", "npm:shared"]);
    expect(lock.packages["npm:shared"]!.servers).toEqual(["other/.mcp.json#s"]);
  });

  it("reports two servers running two versions of one package as a conflict (one version per package)", () => {
    const lock = emptyLock();
    const outcome = recordPackagesInLock(lock, { configs: [".mcp.json"], launches: [launch(".mcp.json#a", "p", "1.0.0"), launch(".mcp.json#b", "p", "2.0.0")] });
    expect(outcome.conflicts).toEqual([{ launch: expect.objectContaining({ server: ".mcp.json#b" }), recordedVersion: "1.0.0" }]);
    expect(lock.packages["npm:p"]!.servers).toEqual([".mcp.json#a"]);
  });

  it("names servers by config path and server name", () => {
    expect(lockServerKey(".vscode/mcp.json", "github")).toBe(".vscode/mcp.json#github");
  });
});
