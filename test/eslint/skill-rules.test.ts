// RuleTester for every skill rule, on SKILL.md parsed by @eslint/markdown with YAML front matter.
// Each invalid case is a skill fixture; its expected errors are the core's findings in SKILL.md
// (whose exact messages the core tests pin), so the adapter must carry them over unchanged.
import fs from "node:fs";
import path from "node:path";
import markdown from "@eslint/markdown";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { applyNonOverlapping } from "../../src/audit/engine.js";
import plugin from "../../src/eslint/index.js";
import { SKILL_RULES } from "../../src/rules/index.js";
import { lintSkillDir, skillFoldersIn } from "../skill-helpers.js";
import { REPO } from "../cli/run.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ plugins: { markdown }, language: "markdown/commonmark", languageOptions: { frontmatter: "yaml" } });

for (const rule of SKILL_RULES) {
  const id = rule.meta.id;
  const root = path.join(REPO, "fixtures/rules", id);
  const cases = (kind: "bad" | "good") => (fs.existsSync(path.join(root, kind)) ? fs.readdirSync(path.join(root, kind)).flatMap((c) => skillFoldersIn(path.join(root, kind, c))) : []);
  const invalid = cases("bad")
    .map((dir) => {
      const skillMd = path.join(dir, "SKILL.md");
      const code = fs.readFileSync(skillMd, "utf8");
      const errors = lintSkillDir(dir, { rules: [rule] })
        .findings.filter((f) => f.file.endsWith(`${path.basename(dir)}/SKILL.md`))
        .map((f) => ({
          message: f.message,
          line: f.range.start.line,
          column: f.range.start.column,
          // Unsafe fixes reach the editor as a suggestion that edits the same bytes.
          ...(f.fix?.safety === "unsafe" ? { suggestions: [{ desc: f.fix.description, output: applyNonOverlapping(code, [f.fix]).text }] } : {}),
        }));
      return { dir, skillMd, errors };
    })
    .filter((c) => c.errors.length > 0);
  // Every rule that can report in SKILL.md must have invalid cases here, or this file tests nothing for it.
  if (invalid.length === 0 && id !== "skill-unaudited-file") throw new Error(`no bad fixture of ${id} reports in SKILL.md`);
  ruleTester.run(id, plugin.rules[id] as never, {
    valid: [
      { filename: path.join(REPO, "fixtures/skills/migrations-ef/SKILL.md"), code: fs.readFileSync(path.join(REPO, "fixtures/skills/migrations-ef/SKILL.md"), "utf8") },
      // Good fixtures that need no rule options (those with options are the core tests' business).
      ...cases("good")
        .filter((dir) => lintSkillDir(dir, { rules: [rule] }).findings.every((f) => !f.file.endsWith("/SKILL.md")))
        .map((dir) => ({ filename: path.join(dir, "SKILL.md"), code: fs.readFileSync(path.join(dir, "SKILL.md"), "utf8") })),
      // Not a SKILL.md: left alone.
      { filename: path.join(REPO, "README.md"), code: "# hello <b>x</b>\n" },
    ].filter((c) => id !== "skill-unaudited-file" || !c.filename.includes("migrations-ef")),
    invalid: invalid.map((c) => {
      const code = fs.readFileSync(c.skillMd, "utf8");
      const fixedFile = path.join(path.dirname(c.dir), "SKILL.md.fixed");
      const withFix = rule.meta.fix === "safe" && fs.existsSync(fixedFile) ? { output: fs.readFileSync(fixedFile, "utf8") } : {};
      return { filename: c.skillMd, code, errors: c.errors, ...withFix };
    }),
  });
}
