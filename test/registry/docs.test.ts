// Each supply-chain rule's page: its bad example produces exactly the findings it shows (with --online,
// against the recorded registry), its good example none, and its facts match the rule's meta.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AuditLock } from "../../src/lock/index.js";
import { MCP_RULES } from "../../src/rules/index.js";
import { lintOnline } from "./fixture-registry.js";

const IDS = ["unknown-package", "package-typosquat", "deprecated-package", "young-release", "install-scripts", "known-vulnerability", "lock-drift"];
const DOCS = path.resolve(import.meta.dirname, "../../docs/rules");

/** The n-th fenced block after a marker line, without its fences. */
function blockAfter(page: string, marker: string, n = 0): string {
  const blocks = [...page.slice(page.indexOf(marker)).matchAll(/```[a-z]*\n([\s\S]*?)```/g)];
  return blocks[n]![1]!;
}

describe("supply-chain rule pages", () => {
  for (const id of IDS) {
    const rule = MCP_RULES.find((r) => r.meta.id === id)!;
    const page = fs.readFileSync(path.join(DOCS, `${id}.md`), "utf8");
    // lock-drift's page shows the lock its example is read with.
    const lock = id === "lock-drift" ? (JSON.parse(blockAfter(page, "With this lock:")) as AuditLock) : undefined;
    // the page shortens the integrity; the one recorded at approval is the registry's own
    for (const entry of Object.values(lock?.packages ?? {})) delete entry.integrity;
    const input = { rules: [rule], lockKey: ".mcp.json", ...(lock ? { lock } : {}) };

    it(`${id}: the bad example shows what it really produces`, async () => {
      const shown = blockAfter(page, "Bad:", 1).trim();
      const { findings } = await lintOnline(blockAfter(page, "Bad:"), input);
      expect(findings.map((f) => `${f.range.start.line}:${f.range.start.column}  ${f.severity.padEnd(7)}  ${f.message}`).join("\n")).toBe(shown);
    });

    it(`${id}: the good example has no findings`, async () => {
      expect((await lintOnline(blockAfter(page, "Good:"), input)).findings).toEqual([]);
    });

    it(`${id}: the page opens with the rule's description and says whether it needs the network`, () => {
      expect(page.startsWith(`# ${id}\n\n${rule.meta.description}\n`)).toBe(true);
      expect(page).toMatch(rule.meta.network ? /\| Network \| yes/ : /\| Network \| no/);
    });
  }
});
