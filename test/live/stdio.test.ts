// The stdio transport's temporary working directory: made only when a server is launched, and gone
// once it has closed, whether it ran, exited on its own, or could not be spawned at all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GuardedStdioTransport } from "../../src/live/stdio.js";

let root: string;
let saved: string | undefined;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-stdio-"));
  saved = process.env.TMPDIR;
  process.env.TMPDIR = root; // os.tmpdir() reads it on every call
});
afterEach(() => {
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
  fs.rmSync(root, { recursive: true, force: true });
});

const made = () => fs.readdirSync(root);
const closed = (t: GuardedStdioTransport) => new Promise<void>((done) => (t.onclose = done));

describe("the stdio transport's working directory", () => {
  it("is not made for a transport that is never started", async () => {
    const t = new GuardedStdioTransport({ command: "true", args: [], env: {} }, {}, 1 << 20);
    expect(made()).toEqual([]);
    await t.close();
    expect(made()).toEqual([]);
  });

  it("is made on start, in the temporary folder, and removed when the server exits on its own", async () => {
    const t = new GuardedStdioTransport({ command: process.execPath, args: ["-e", "setTimeout(() => {}, 200)"], env: {} }, {}, 1 << 20);
    const done = closed(t);
    await t.start();
    expect(made()).toHaveLength(1);
    expect(made()[0]).toMatch(/^mcp-audit-live-/);
    await done;
    expect(made()).toEqual([]);
  });

  it("is removed when the command cannot be spawned", async () => {
    const t = new GuardedStdioTransport({ command: path.join(root, "no-such-server"), args: [], env: {} }, {}, 1 << 20);
    t.onerror = () => undefined;
    const done = closed(t);
    await expect(t.start()).rejects.toThrow(/ENOENT/);
    await done;
    expect(made()).toEqual([]);
  });

  it("is removed by close on a server still running", async () => {
    const t = new GuardedStdioTransport({ command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"], env: {} }, {}, 1 << 20);
    await t.start();
    expect(made()).toHaveLength(1);
    await t.close();
    expect(made()).toEqual([]);
    expect(() => t.start()).toThrow(/already started/); // one launch per transport
  });
});
