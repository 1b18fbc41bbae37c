import { describe, expect, it } from "vitest";
import { youngRelease } from "../../src/rules/young-release.js";
import { summarize } from "../helpers.js";
import { lintOnline, prepareOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [youngRelease];

ruleSuite({
  rule: youngRelease,
  online: {
    "exact-pin": [
      '5:22 young-release warning server "linear" runs mcp-remote@0.1.30, published 2 days ago (2026-06-13): wait until it is 7 days old, or pin 0.1.29 (published 2026-05-26)',
    ],
    "latest-two-days": [
      '5:22 young-release warning server "linear" runs mcp-remote@0.1.30, published 2 days ago (2026-06-13): wait until it is 7 days old, or pin 0.1.29 (published 2026-05-26)',
    ],
  },
  fixes: {
    "exact-pin": ["pin mcp-remote to 0.1.29, published more than 7 days ago"],
    "latest-two-days": ["pin mcp-remote to 0.1.29, published more than 7 days ago"],
  },
});

const remote = (spec: string) => `{"mcpServers": {"r": {"command": "npx", "args": ["mcp-remote@${spec}", "https://mcp.example.com/sse"]}}}`;

describe("young-release", () => {
  it("asks for publish times (the full document), online only", async () => {
    expect((await prepareOnline(remote("latest"), { rules })).queries).toEqual([{ ecosystem: "npm", name: "mcp-remote", spec: "latest", times: true }]);
    expect((await prepareOnline(remote("latest"), { rules, mode: "fixes" })).queries).toEqual([]);
  });

  it("takes the cooldown from the days option", async () => {
    const options = { "young-release": { days: 30 } };
    expect(summarize((await lintOnline(remote("0.1.29"), { rules, options })).findings)).toEqual([
      '1:50 young-release warning server "r" runs mcp-remote@0.1.29, published 20 days ago (2026-05-26): wait until it is 30 days old, or pin 0.1.28 (published 2026-04-30)',
    ]);
    expect((await lintOnline(remote("0.1.30"), { rules, options: { "young-release": { days: 2 } } })).findings).toEqual([]);
    expect((await lintOnline(remote("0.1.30"), { rules, options: { "young-release": { days: "soon" } } })).findings).toHaveLength(1);
  });

  it("offers no pin when no release is old enough", async () => {
    const [finding] = (await lintOnline(remote("0.1.30"), { rules, options: { "young-release": { days: 400 } } })).findings;
    expect(finding!.message).toBe('server "r" runs mcp-remote@0.1.30, published 2 days ago (2026-06-13): wait until it is 400 days old');
    expect(finding!.fix).toBeUndefined();
  });
});
