import { describe, expect, it } from "vitest";
import { deprecatedPackage, replacementIn } from "../../src/rules/deprecated-package.js";
import { summarize } from "../helpers.js";
import { lintOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [deprecatedPackage];

ruleSuite({
  rule: deprecatedPackage,
  online: {
    "archived-github": [
      '5:22 deprecated-package warning server "github" runs @modelcontextprotocol/server-github@2025.4.8, which is deprecated ("Package no longer supported. Development has moved to github/github-mcp-server: https://github.com/github/github-mcp-server"): move to github/github-mcp-server',
    ],
    "deprecated-version": [
      '6:16 deprecated-package warning server "playwright" runs @playwright/mcp@0.0.40, which is deprecated ("0.0.40 can crash on startup, upgrade to 0.0.41"): upgrade to 0.0.41, which is not deprecated',
    ],
  },
});

describe("deprecated-package", () => {
  it("judges the version the spec resolves to today (npm skips a deprecated version for a range when it can)", async () => {
    const text = (spec: string) => `{"mcpServers": {"p": {"command": "npx", "args": ["@playwright/mcp@${spec}"]}}}`;
    expect((await lintOnline(text("~0.0.40"), { rules })).findings).toEqual([]);
    expect((await lintOnline(text("0.0.41"), { rules })).findings).toEqual([]);
    expect(summarize((await lintOnline(text("0.0.40"), { rules })).findings)).toHaveLength(1);
  });

  it("reads the replacement out of deprecation messages", () => {
    expect(replacementIn("Package no longer supported. Development has moved to github/github-mcp-server: https://github.com/github/github-mcp-server")).toBe("github/github-mcp-server");
    expect(replacementIn("This package is deprecated, use @brave/brave-search-mcp-server instead.")).toBe("@brave/brave-search-mcp-server");
    expect(replacementIn("Renamed to mcp-for-blender.")).toBe("mcp-for-blender");
    expect(replacementIn("Deprecated in favor of https://github.com/acme/new-server")).toBe("acme/new-server");
    expect(replacementIn("Migrate to: @scope/next-gen")).toBe("@scope/next-gen");
    // no replacement named: a word after "use" is not a package
    expect(replacementIn("Use caution: unmaintained")).toBeUndefined();
    expect(replacementIn("Package no longer supported. Contact Support at https://www.npmjs.com/support for more info.")).toBeUndefined();
    expect(replacementIn("use the latest version instead")).toBeUndefined();
  });
});
