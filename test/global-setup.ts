// Everything the suite writes to a temporary folder goes under one folder of its own, removed at the
// end: TMPDIR (which os.tmpdir() reads on every call, in the workers and in every CLI, git or
// pre-commit they start) points into it. Without it a run left ~500 folders in /tmp.
// Every CLI a test starts would also keep its V8 code cache (bin/code-cache.cjs) in the tester's own
// ~/.cache: the suite gets a cache directory of its own instead, inside that folder;
// test/bundle/code-cache.test.ts sets its own per case. Set before the test workers start, so each
// inherits them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-suite-"));
  const tmp = path.join(root, "tmp");
  const cache = path.join(root, "cache");
  fs.mkdirSync(tmp);
  fs.mkdirSync(cache);
  const saved = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP };
  process.env.TMPDIR = process.env.TMP = process.env.TEMP = tmp;
  process.env.XDG_CACHE_HOME = cache;
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
}
