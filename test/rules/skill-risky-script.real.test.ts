// skill-risky-script on real skills from public repositories (fixtures/real-skills/SOURCES.md):
// exactly the reviewed findings of fixtures/real-skills/expected.txt, and nothing at high confidence
// in the benign set (the same number of skills as the risky set).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { skillRiskyScript } from "../../src/rules/skill-risky-script.js";
import { loadSkill } from "../../src/skills/model.js";
import { lintSkill } from "../../src/audit/skill-engine.js";

const ROOT = path.resolve(import.meta.dirname, "../../fixtures/real-skills");
const sets = ["risky", "benign"] as const;
const skills = (kind: (typeof sets)[number]) => fs.readdirSync(path.join(ROOT, kind)).sort();

function findings(kind: (typeof sets)[number], name: string): string[] {
  const display = `${kind}/${name}`;
  const skill = loadSkill(path.join(ROOT, kind, name), display, display);
  return lintSkill(skill, { rules: [skillRiskyScript] }).findings.map((f) => {
    const m = /\(([^)]*(?:\([^)]*\))?[^)]*)\) \[([a-z-]+)\]/.exec(f.message);
    return `${f.file}:${f.range.start.line}:${f.range.start.column} ${m?.[2]} ${f.confidence} ${m?.[1]}`;
  });
}

describe("real skills", () => {
  test("the benign set is as large as the risky set", () => {
    expect(skills("benign").length).toBe(skills("risky").length);
  });

  test("every finding is the reviewed one (file, line, column, category, confidence, idiom)", () => {
    const expected = fs.readFileSync(path.join(ROOT, "expected.txt"), "utf8").split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#")).map((l) => l.replace(/\s+#.*$/, ""));
    const actual = sets.flatMap((kind) => skills(kind).flatMap((name) => findings(kind, name)));
    expect(actual).toEqual(expected);
  });

  test("the benign set has no high-confidence finding", () => {
    const high = skills("benign").flatMap((name) => findings("benign", name)).filter((l) => l.includes(" high "));
    expect(high).toEqual([]);
  });
});
