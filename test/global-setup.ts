// Every CLI a test starts would keep its V8 code cache (bin/code-cache.cjs) in the tester's own
// ~/.cache: the suite gets a cache directory of its own instead, removed at the end. Set before the
// test workers start, so each inherits it; test/bundle/code-cache.test.ts sets its own per case.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-test-cache-"));
  process.env.XDG_CACHE_HOME = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
