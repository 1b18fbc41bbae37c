// skill-broken-reference: exact findings for every fixture, and the reference scanner's rules.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { codeSpanPath, findReferences, linkTarget, resolveTarget, skillBrokenReference } from "../../src/rules/skill-broken-reference.js";
import { summarize } from "../helpers.js";
import { skillCases, type CaseKind } from "../fixture-cases.js";
import { lintSkillDir } from "../skill-helpers.js";

const RULES = [skillBrokenReference];

const { caseNames, skillDir } = skillCases("skill-broken-reference");
const lintCase = (kind: CaseKind, name: string) => lintSkillDir(skillDir(kind, name), { rules: RULES });

const E = 'skill-broken-reference error skill "deploy-check": SKILL.md refers to';
const MISSING = "which is not in the skill folder: add the file or fix the path";
const OUTSIDE = "outside the skill folder: hosts install and load the skill folder alone; copy the file into the skill (e.g. references/) and refer to it relatively";

const BAD: Record<string, string[]> = {
  "missing-files": [
    `8:9 ${E} scripts/preflight.sh, ${MISSING}`,
    `8:56 ${E} references/checklist.md, ${MISSING}`,
    `9:29 ${E} assets/deploy flow.png, ${MISSING}`,
    `10:25 ${E} references/CONVENTION.md, which is not in the skill folder: did you mean references/CONVENTIONS.md?`,
    `13:8 ${E} templates/report.md, ${MISSING}`,
  ],
  outside: [
    `8:29 ${E} ../shared/style.md, a path ${OUTSIDE}`,
    `9:32 ${E} /etc/deploy/overrides.md, an absolute path ${OUTSIDE}`,
    `9:70 ${E} ~/notes/deploy.md, a path in the home folder ${OUTSIDE}`,
    `10:23 ${E} ../release-tools/scripts/run.sh, a path ${OUTSIDE}`,
  ],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });
  test.each(Object.keys(BAD))("%s", (name) => {
    const { findings } = lintCase("bad", name);
    expect(summarize(findings)).toEqual(BAD[name]);
    // The range covers exactly the target as written in SKILL.md.
    const text = fs.readFileSync(path.join(skillDir("bad", name), "SKILL.md"), "utf8");
    for (const f of findings) expect(f.message).toContain(decodeURIComponent(text.slice(f.range.start.offset, f.range.end.offset)).replace(/#.*$/, ""));
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s", (name) => {
    expect(lintCase("good", name).findings).toEqual([]);
  });

  test("the article's skill: both references exist, src/Infrastructure inside a command is not one", () => {
    const dir = path.resolve(import.meta.dirname, "../../fixtures/skills/migrations-ef");
    expect(lintSkillDir(dir, { rules: RULES }).findings).toEqual([]);
    const text = fs.readFileSync(path.join(dir, "SKILL.md"), "utf8");
    const spans = findReferences(text).filter((r) => r.kind === "code");
    const paths = spans.map((r) => codeSpanPath(r.raw, new Set(["SKILL.md", "references", "scripts"]))).filter((p) => p !== undefined);
    expect(paths).toEqual(["scripts/operations-destructives.sh", "references/CONVENTIONS.md"]);
  });
});

describe("findReferences", () => {
  const targets = (text: string) => findReferences(text).map((r) => `${r.kind} ${r.raw} -> ${r.target ?? "(none)"}`);

  test("links, images, definitions and code spans, with the exact offset of each target", () => {
    const text = "See [a](references/a.md#top) ![i](<assets/my pic.png> 'title') and `scripts/x.sh`.\n[ref]: templates/t.md\n";
    expect(targets(text)).toEqual([
      "code scripts/x.sh -> scripts/x.sh",
      "link references/a.md#top -> references/a.md",
      "image assets/my pic.png -> assets/my pic.png",
      "definition templates/t.md -> templates/t.md",
    ]);
    for (const r of findReferences(text)) expect(text.slice(r.offset, r.offset + r.length)).toBe(r.raw);
  });

  test("nothing inside fenced code blocks; a link inside backticks is text", () => {
    const text = "```md\n[a](x.md)\n```\n~~~~\n`y/z.md`\n~~~~\n`[b](w.md)`\n";
    expect(targets(text)).toEqual(["code [b](w.md) -> [b](w.md)"]);
  });

  test("double-backtick spans and unbalanced backticks", () => {
    expect(targets("``scripts/a `b` .sh`` and `scripts/c.sh` then ` open")).toEqual(["code scripts/a `b` .sh -> scripts/a `b` .sh", "code scripts/c.sh -> scripts/c.sh"]);
  });

  test("a text with only one kind of reference: each kind's mark alone is enough to be read, and a range without it holds none", () => {
    // Links need `](`, definitions `]:`, code spans a backtick: a text without the three is not read.
    expect(targets("Intro.\n\n[ref]: templates/t.md\n")).toEqual(["definition templates/t.md -> templates/t.md"]);
    expect(targets("Run `scripts/x.sh` first.\n")).toEqual(["code scripts/x.sh -> scripts/x.sh"]);
    expect(targets("See [guide](references/guide.md).\n")).toEqual(["link references/guide.md -> references/guide.md"]);
    expect(findReferences("Run `scripts/x.sh` first.\n", 0, 26, true)).toEqual([]);
    expect(findReferences("[ref]: templates/t.md\n", 0, 22, true)).toMatchObject([{ kind: "definition", raw: "templates/t.md" }]);
    // A range that ends before the only `](`, or starts after it.
    const text = "Prose.\nSee [guide](references/guide.md).\nMore prose.\n";
    expect(findReferences(text, 0, 7)).toEqual([]);
    expect(findReferences(text, text.indexOf("More"))).toEqual([]);
    expect(findReferences(text, 7)).toMatchObject([{ kind: "link", raw: "references/guide.md" }]);
  });

  test("stays linear on pathological lines", () => {
    // Backtick runs of every length up to 1500 (none closes), runs of brackets, parentheses and spaces.
    const runs = Array.from({ length: 1500 }, (_, i) => `${"`".repeat(i + 1)}x`).join("");
    const brackets = "[".repeat(100_000) + "](" + "(".repeat(100_000);
    const spaces = `[a](${" ".repeat(100_000)}x\n[a](b${" ".repeat(100_000)}x\n${"![".repeat(50_000)}](`;
    // A quadratic scanner would blow the test timeout here; speed itself is for `npm run bench`.
    expect(findReferences(`${runs}\n${brackets}\n${spaces}\n`)).toEqual([]);
  });

  test("offsets hold for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("[", "]", "(", ")", "!", "`", "``", "a/b.md", " ", "\n", "```", "<", ">", "#x", "~~~", "[r]: ", "%20"), { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        for (const r of findReferences(text)) {
          expect(r.offset).toBeGreaterThanOrEqual(0);
          expect(text.slice(r.offset, r.offset + r.length)).toBe(r.raw);
        }
      }),
    );
  });
});

describe("links only (skill-body's nesting check)", () => {
  test("are exactly findReferences' links, definitions and images, for any text", () => {
    const part = fc.constantFrom("[", "]", "(", ")", "](", "!", "`", "``", "```", "~~~", "a/b.md", "x.md", " ", "   ", "\n", "\r\n", "<", ">", "#x", "[r]: ", "[r]: <a b>", "%20", "    ```", "[t](a.md)", "![i](b.png)", "`[c](d.md)`", "[u](<e f.md>)", "\n```\n", "\n~~~\n", "\n```sh\n", "\n[d]: g.md\n", "\n  ~~~~\n");
    fc.assert(
      fc.property(fc.array(part, { maxLength: 80 }), fc.nat(40), (parts, cut) => {
        const text = parts.join("");
        const start = Math.min(cut, text.length);
        expect(findReferences(text, 0, text.length, true)).toEqual(findReferences(text).filter((r) => r.kind !== "code"));
        // From a later start (a body after its front matter) as well, at a line start.
        const from = text.lastIndexOf("\n", start) + 1;
        expect(findReferences(text, from, text.length, true)).toEqual(findReferences(text, from).filter((r) => r.kind !== "code"));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("targets", () => {
  test("URLs, mail and anchors are not paths; the rest is decoded and stripped", () => {
    expect(linkTarget("https://example.com/a.md")).toBeUndefined();
    expect(linkTarget("mailto:ops@example.com")).toBeUndefined();
    expect(linkTarget("//cdn.example.com/x.png")).toBeUndefined();
    expect(linkTarget("#usage")).toBeUndefined();
    expect(linkTarget("references/a%20b.md?plain=1#top")).toBe("references/a b.md");
    expect(linkTarget("scripts\\win.ps1")).toBe("scripts/win.ps1");
    expect(linkTarget("C:\\tools\\x.md")).toBe("C:/tools/x.md");
    expect(linkTarget("100%.md")).toBe("100%.md");
  });

  test("resolution against the skill folder", () => {
    expect(resolveTarget("./references/../scripts/x.sh")).toEqual({ kind: "inside", path: "scripts/x.sh" });
    expect(resolveTarget("references/")).toEqual({ kind: "inside", path: "references" });
    expect(resolveTarget("references/../../x.md")).toEqual({ kind: "outside", why: "parent" });
    expect(resolveTarget("/etc/x.md")).toEqual({ kind: "outside", why: "absolute" });
    expect(resolveTarget("C:/x.md")).toEqual({ kind: "outside", why: "absolute" });
    expect(resolveTarget("~/x.md")).toEqual({ kind: "outside", why: "home" });
    expect(resolveTarget("../SKILL.md", "references")).toEqual({ kind: "inside", path: "SKILL.md" });
  });

  test.each([
    ["scripts/x.sh", "scripts/x.sh"],
    ["./references/CONVENTIONS.md", "references/CONVENTIONS.md"],
    ["templates/", "templates/"],
    ["docs/guide.md", "docs/guide.md"],
    ["../other/scripts/run.sh", "../other/scripts/run.sh"],
  ])("backticked %s is a reference", (span, expected) => {
    expect(codeSpanPath(span, new Set(["docs"]))).toBe(expected);
  });

  test.each([
    "dotnet ef migrations add <Nom> --project src/Infrastructure",
    "scripts/<name>.sh",
    "scripts/*.sh",
    "src/app/main.ts",
    "/etc/hosts",
    "~/.kube/config",
    "../gradlew",
    "https://example.com/a.md",
    "--project",
    "RenameColumn",
    "scripts",
    "$HOME/x.md",
  ])("backticked %s is not", (span) => {
    expect(codeSpanPath(span, new Set(["docs"]))).toBeUndefined();
  });
});
