// The registry prefetch reads the same user-level files as the audit: YAML, TOML and ~/.claude.json projects too.
import { describe, expect, it } from "vitest";
import { cli, copyFixture } from "../cli/run.js";

describe("--user with the registry step", () => {
  it("asks about the packages of TOML and YAML configs as well (here: --offline says what it forbade)", async () => {
    const home = copyFixture("fixtures/home/linux");
    const r = await cli(["--user", "--home", home, "--offline", "--fix", "--format", "json"], { env: { MCP_AUDIT_USER_OS: "linux" } });
    const unpinned = (JSON.parse(r.stdout).findings as { ruleId: string; file: string; message: string }[]).filter((f) => f.ruleId === "unpinned-package");
    for (const file of ["~/.codex/config.toml", "~/.continue/config.yaml", "~/.claude.json"]) {
      expect(unpinned.filter((f) => f.file === file).map((f) => f.message).join("\n")).toContain("--offline forbids the registry lookup that would pin it");
    }
  });
});
