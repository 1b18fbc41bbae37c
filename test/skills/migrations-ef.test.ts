// The source article's migrations-ef skill, built faithfully from the article: the five content
// rules (front matter, name, description, body, references) report nothing on it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { skillBody } from "../../src/rules/skill-body.js";
import { skillBrokenReference } from "../../src/rules/skill-broken-reference.js";
import { skillDescription } from "../../src/rules/skill-description.js";
import { skillFrontmatter } from "../../src/rules/skill-frontmatter.js";
import { skillName } from "../../src/rules/skill-name.js";
import { PROFILES } from "../../src/skills/profiles.js";
import { lintSkillDir, loadSkillAt } from "../skill-helpers.js";

const DIR = path.resolve(import.meta.dirname, "../../fixtures/skills/migrations-ef");
const ARTICLE = path.resolve(import.meta.dirname, "../../../shared/seeds/000_c11e2f41157bd7a2.txt");
const RULES = [skillFrontmatter, skillName, skillDescription, skillBody, skillBrokenReference];

describe("migrations-ef (the article's skill)", () => {
  test("has the article's three files, the script executable", () => {
    const skill = loadSkillAt(DIR);
    expect(skill.files.map((f) => f.path)).toEqual(["SKILL.md", "references/CONVENTIONS.md", "scripts/operations-destructives.sh"]);
    expect(skill.files.find((f) => f.path === "scripts/operations-destructives.sh")?.executable).toBe(true);
    expect(skill.frontMatter.data).toEqual({
      name: "migrations-ef",
      description:
        "Ajoute et relit des migrations Entity Framework Core selon les conventions de l'équipe. À utiliser quand on demande de créer, renommer ou relire une migration, ou quand une entité ou un DbContext change.",
    });
  });

  // The article sits beside the repository in the workspace, not in it.
  test.skipIf(!fs.existsSync(ARTICLE))("SKILL.md and the script are the article's text", () => {
    const article = fs.readFileSync(ARTICLE, "utf8");
    expect(article).toContain(fs.readFileSync(path.join(DIR, "SKILL.md"), "utf8"));
    expect(article).toContain(fs.readFileSync(path.join(DIR, "scripts/operations-destructives.sh"), "utf8"));
  });

  test.each(PROFILES.map((p) => p.id))("the five rules report nothing under the %s profile", (profile) => {
    expect(lintSkillDir(DIR, { rules: RULES, profile }).findings).toEqual([]);
  });
});
