// The package's public entry points resolve (through package.json "exports") and work.
import { describe, expect, it } from "vitest";

describe("the package's exports", () => {
  it('"mcp-audit" is the engine as a library', async () => {
    const lib = await import("mcp-audit");
    const result = lib.runAudit({ cwd: new URL("../fixtures/showcase/", import.meta.url).pathname, paths: ["."] });
    expect(result.files.map((f) => f.displayPath)).toEqual([".mcp.json", ".vscode/mcp.json"]);
    expect(result.files[0]!.findings.map((f) => f.ruleId)).toEqual(["inline-secret", "unpinned-package", "missing-read-only"]);
    expect(lib.ALL_RULES.map((r) => r.meta.id)).toContain("skill-name");
    expect(lib.redact("tk_live_9f2c41d07ab8e6")).toBe("tk_l… (22 chars)");
  });

  it('"mcp-audit/eslint" is the ESLint plugin', async () => {
    const plugin = (await import("mcp-audit/eslint")).default as { meta: { name: string }; configs: { recommended: unknown[] } };
    expect(plugin.meta.name).toBe("mcp-audit");
    expect(plugin.configs.recommended.length).toBeGreaterThan(0);
  });
});
