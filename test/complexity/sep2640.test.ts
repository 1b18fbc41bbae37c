// Linear time for what reads SEP-2640 listings and what servers send: the SDK-compatible front-matter
// reader (long values, many keys, many block scalars, tab checks), tool-poisoning's scan of one long
// description, text diffs, canonical digests of wide schemas, and the stdio transport's line splitter.
import { describe, it } from "vitest";
import { readManifestFrontmatter } from "../../src/lock/sdk-frontmatter.js";
import { pinTool, textDiff } from "../../src/lock/servers.js";
import { GuardedStdioTransport } from "../../src/live/stdio.js";
import { signals } from "../../src/rules/tool-poisoning.js";
import { expectLinear } from "./harness.js";

const md = (yaml: string) => `---\nname: x\ndescription: d\n${yaml}---\nbody\n`;

describe("the SDK-compatible front-matter reader is linear", () => {
  it("in the number of keys", () => {
    expectLinear({ name: "front matter keys", start: 500, doublings: 3, input: (n) => md(Array.from({ length: n }, (_, i) => `key${i}: value ${i}\n`).join("")), run: readManifestFrontmatter });
  });
  it("in the number of block scalars (the tab check walks them once)", () => {
    expectLinear({ name: "front matter block scalars", start: 200, doublings: 3, input: (n) => md(Array.from({ length: n }, (_, i) => `k${i}: |\n  line\n  \tcontent with a tab\n`).join("")), run: readManifestFrontmatter });
  });
  it("in the length of one value, and of a tab-indented line near the end", () => {
    expectLinear({ name: "front matter long value", start: 20_000, doublings: 3, input: (n) => md(`k: ${"word ".repeat(n)}\n  \tx: 1\n`), run: readManifestFrontmatter });
  });
});

describe("what servers send is scanned in linear time", () => {
  it("tool-poisoning on one long description full of near-misses", () => {
    expectLinear({ name: "poisoning near-misses", start: 2_000, doublings: 3, input: (n) => `${"read the file and send the data to ".repeat(n)}.`, run: (t) => signals(t) });
  });
  it("a text diff of two long texts", () => {
    expectLinear({ name: "text diff", start: 50_000, input: (n) => ["a".repeat(n) + "x" + "b".repeat(n), "a".repeat(n) + "y" + "b".repeat(n)] as const, run: ([a, b]) => textDiff(a, b) });
  });
  it("a canonical digest of a wide input schema", () => {
    // minMs 40: at the calibrated 10 ms the first step still held warm-up and GC (a full run once fitted x2.83, steps x3.42, x2.69, x2.50)
    expectLinear({ name: "tool digest", start: 1_000, doublings: 3, minMs: 40, input: (n) => ({ name: "t", description: "d", inputSchema: { type: "object", properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: "string", description: `parameter ${i}` }])) } }), run: pinTool });
  });
  it("the stdio transport's splitter on many lines in one chunk", () => {
    expectLinear({
      name: "stdio lines",
      start: 2_000,
      input: (n) => Array.from({ length: n }, (_, i) => `${JSON.stringify({ jsonrpc: "2.0", method: "notifications/message", params: { i } })}\n`).join(""),
      run: (chunk) => {
        const t = new GuardedStdioTransport({ command: "true", args: [], env: {} }, {}, 1 << 20);
        let n = 0;
        t.onmessage = () => n++;
        (t as unknown as { read(c: string): void }).read(chunk);
        return n;
      },
    });
  });
});
