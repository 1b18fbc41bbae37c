import { describe, expect, it } from "vitest";
import { lint, summarize } from "../helpers.js";

const VSCODE = (comment: string) => `{
  "servers": {
    "git": {
      "command": "uvx",
      ${comment}
      "args": ["mcp-server-git"]
    }
  }
}
`;

describe("inline ignores in JSONC", () => {
  it("a directive with a reason on the line before suppresses that rule there", () => {
    const r = lint(VSCODE("// mcp-audit-ignore[unpinned-package] pinned by our internal mirror"), { host: "vscode" });
    expect(summarize(r.findings).filter((l) => l.includes("unpinned-package") || l.includes("ignore-directive"))).toEqual([]);
  });

  it("trailing directives work, and several ids may be listed", () => {
    const text = VSCODE("").replace('"args": ["mcp-server-git"]', '"args": ["mcp-server-git"] // mcp-audit-ignore[missing-read-only, unpinned-package] reviewed 2026-11');
    expect(summarize(lint(text, { host: "vscode" }).findings).filter((l) => / (unpinned-package|ignore-directive) /.test(l))).toEqual([]);
  });

  it("reports a directive without a reason, for an unknown rule, or that suppresses nothing", () => {
    const cases: [string, string][] = [
      ["// mcp-audit-ignore[unpinned-package]", "5:7 ignore-directive warning mcp-audit-ignore[unpinned-package] has no reason: say why after the brackets, so the next reader knows"],
      ["// mcp-audit-ignore[unpinned-pkg] because", '5:7 ignore-directive warning mcp-audit-ignore names an unknown rule "unpinned-pkg": see mcp-audit --list-rules'],
      ["// mcp-audit-ignore[inline-secret] no secret here anyway", "5:7 ignore-directive warning mcp-audit-ignore[inline-secret] suppresses nothing on this line or the next: remove it"],
      ["// mcp-audit-ignore[] hmm", "5:7 ignore-directive warning mcp-audit-ignore[] names no rule: write the rule id between the brackets"],
    ];
    for (const [comment, expected] of cases) {
      expect(summarize(lint(VSCODE(comment), { host: "vscode" }).findings).filter((l) => l.includes("ignore-directive"))).toEqual([expected]);
    }
  });

  it("does not reach findings two lines below", () => {
    const text = VSCODE("// mcp-audit-ignore[unpinned-package] reason\n");
    expect(summarize(lint(text, { host: "vscode" }).findings).some((l) => l.includes("unpinned-package"))).toBe(true);
  });
});
