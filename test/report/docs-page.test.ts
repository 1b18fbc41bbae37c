// Rule pages as `explain` prints them and SARIF embeds them: relative links made absolute at the release.
import { describe, expect, it } from "vitest";
import { absoluteLinks, rulePage } from "../../src/report/docs-page.js";

const AT = "https://github.com/mcp-audit/mcp-audit/blob/v1.2.3";

describe("absoluteLinks", () => {
  it("resolves relative links against the page's folder, keeping fragments", () => {
    const page = "See [online](../online.md), [the rule](invalid-config.md#why) and [src](../../src/a.ts).\n[lock]: ../lock.md\n";
    expect(absoluteLinks(page, "docs/rules/x.md", "v1.2.3")).toBe(
      `See [online](${AT}/docs/online.md), [the rule](${AT}/docs/rules/invalid-config.md#why) and [src](${AT}/src/a.ts).\n[lock]: ${AT}/docs/lock.md\n`,
    );
  });

  it("leaves absolute URLs, fragments, code blocks, inline code and links out of the repository alone", () => {
    const page = [
      "[web](https://agentskills.io/specification) [here](#how-to-fix) [mail](mailto:a@b.c)",
      "Inline `[x](references/a.md)` stays.",
      "```markdown",
      "Read [the checklist](references/checklist.md).",
      "```",
      "~~~",
      "[y](../y.md)",
      "~~~",
      "[up](../../../outside.md)",
    ].join("\n");
    expect(absoluteLinks(page, "docs/rules/x.md", "v1.2.3")).toBe(page);
  });

  it("is linear: a long page of links and backticks is one pass", () => {
    const page = "[a](b.md) `c` ".repeat(50_000);
    const out = absoluteLinks(page, "docs/rules/x.md", "v1");
    expect(out.split("](https://").length - 1).toBe(50_000);
  });
});

describe("rulePage", () => {
  it("reads a shipped page, and nothing for an unknown or malformed id", () => {
    expect(rulePage("inline-secret", "1.2.3")).toMatch(/^# inline-secret\n/);
    expect(rulePage("no-such-rule", "1.2.3")).toBeUndefined();
    expect(rulePage("../README", "1.2.3")).toBeUndefined();
  });
});
