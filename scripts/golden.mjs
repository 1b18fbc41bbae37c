#!/usr/bin/env node
// Regenerates the golden findings (test/golden/) on purpose, after a change that means to change them.
//   node scripts/golden.mjs                      every rule's files and _run.json
//   node scripts/golden.mjs skill-risky-script   only that rule's files (and _run.json); others still compared
// Then review `git diff test/golden` like any other change: every line is one finding.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rules = process.argv.slice(2);
for (const r of rules) {
  if (!/^[a-z0-9-]+$/.test(r)) {
    console.error(`golden: "${r}" is not a rule id`);
    process.exit(2);
  }
}
const r = spawnSync(process.execPath, [path.join(repo, "node_modules/vitest/vitest.mjs"), "run", "test/golden"], {
  cwd: repo,
  stdio: "inherit",
  env: { ...process.env, MCP_AUDIT_GOLDEN_UPDATE: rules.length > 0 ? rules.join(",") : "all" },
});
process.exit(r.status ?? 2);
