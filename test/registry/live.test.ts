// Opt-in: MCP_AUDIT_LIVE=1 pins real packages against the registry the user's npm config names (the
// real npm registry by default) and checks each answer against `npm view`. Never runs by default.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prefetchRegistry } from "../../src/registry/prefetch.js";
import { pickVersion } from "../../src/packages/resolve.js";

const LIVE = process.env.MCP_AUDIT_LIVE === "1";
const PACKAGES = ["@modelcontextprotocol/server-filesystem", "@playwright/mcp", "mcp-remote"];

describe.runIf(LIVE)("live npm registry (MCP_AUDIT_LIVE=1)", () => {
  it("pins @latest to what `npm view` says, with a sha512 integrity", { timeout: 60_000 }, async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-live-"));
    const { view, warnings } = await prefetchRegistry(
      PACKAGES.map((name) => ({ ecosystem: "npm" as const, name, spec: "latest" })),
      { mode: "online", cwd: process.cwd(), env: process.env, cacheDir },
    );
    expect(warnings).toEqual([]);
    for (const name of PACKAGES) {
      const lookup = view.lookup("npm", name);
      if (lookup?.status !== "found") throw new Error(`${name}: ${JSON.stringify(lookup)}`);
      const picked = pickVersion(lookup.packument, "latest");
      const npmView = execFileSync("npm", ["view", `${name}@latest`, "version"], { encoding: "utf8" }).trim();
      expect(picked.ok && picked.version, name).toBe(npmView);
      const integrity = execFileSync("npm", ["view", `${name}@${npmView}`, "dist.integrity"], { encoding: "utf8" }).trim();
      expect(picked.ok && picked.facts.integrity, name).toBe(integrity);
      expect(integrity).toMatch(/^sha512-/);
    }
  });
});
