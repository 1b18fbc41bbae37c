// Skill rules over pathological SKILL.md bodies and folders: each input doubles (references, files,
// spans and links on one line, lines) and the cost must grow linearly.
import { describe, expect, it } from "vitest";
import { lintSkill } from "../../src/audit/skill-engine.js";
import { KeywordSearch } from "../../src/core/keyword-search.js";
import { Suggester } from "../../src/core/suggest.js";
import { servedSkill } from "../../src/lock/servable.js";
import { findReferences } from "../../src/rules/skill-broken-reference.js";
import { findActions } from "../../src/skills/deploy-actions.js";
import { markdownFences } from "../../src/skills/markdown-fences.js";
import { findHiddenRuns } from "../../src/skills/unicode.js";
import { SKILL_RULES } from "../../src/rules/index.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";
import { FRONT, lines, memorySkill } from "./inputs.js";

const lint = (skill: ReturnType<typeof memorySkill>) => lintSkill(skill, { rules: SKILL_RULES });

/** A skill of n reference files, and a body naming n files that are not there (each one typo away). */
function missingReferences(n: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) files[`references/topic-${i}.md`] = `# Topic ${i}\n`;
  const body = lines(n, (i) => `- see [topic ${i}](references/tpoic-${i}.md) and \`references/topic-${i}.mdx\``);
  return memorySkill(`${FRONT}# Demo\n\n${body}\n`, files);
}

describe("skill rules on pathological bodies", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n missing references in a skill of n files: 'did you mean' stays bounded", () => {
    const findings = lint(missingReferences(1_000)).findings.filter((f) => f.ruleId === "skill-broken-reference");
    expect(findings).toHaveLength(2_000);
    expect(findings.filter((f) => /did you mean references\/topic-\d+\.md\?/.test(f.message)).length).toBeGreaterThan(1_900);
    expectLinear({ name: "missing references × files", start: 50, input: missingReferences, run: lint });
  });

  it("n code spans on one line", () => {
    const md = (n: number) => `${FRONT}${"`x` ".repeat(n)}\n`;
    expect(findReferences("a `b` [c](d.md)")).toMatchObject([{ kind: "code", raw: "b" }, { kind: "link", raw: "d.md", offset: 10 }]);
    expectLinear({ name: "code spans on one line", start: 1_000, input: (n) => memorySkill(md(n)), run: lint });
  });

  it("n links, and n links inside code spans, on one line", () => {
    expectLinear({ name: "links on one line", start: 500, input: (n) => memorySkill(`${FRONT}${"[a](  scripts/x.sh) ".repeat(n)}\n`), run: lint });
    expectLinear({ name: "links in code spans", start: 500, input: (n) => memorySkill(`${FRONT}${"`[a](b.md)` [c](  d.md) ".repeat(n)}\n`), run: lint });
  });

  it("lines of backtick runs, each longer than every later one (no run closes: nothing past its line is searched)", () => {
    // about n characters: k lines with runs of k, k - 1, … 1 backticks
    const runs = (n: number) => {
      const k = Math.max(1, Math.floor(Math.sqrt(2 * n)));
      return lines(k, (i) => `${"`".repeat(k - i)}x`);
    };
    expectLinear({ name: "descending backtick runs", start: 20_000, input: (n) => memorySkill(`${FRONT}${runs(n)}\n`), run: lint });
  });

  it("one long line of brackets, parentheses and backticks that open nothing", () => {
    for (const fill of ["[", "[a](b(", "``` "]) {
      expectLinear({ name: `line of ${JSON.stringify(fill)}`, start: 2_000, input: (n) => memorySkill(`${FRONT}${fill.repeat(n)}\n`), run: lint });
    }
  });

  it("links only (skill-body's nesting check): n lines of spans, links in spans, fences and definitions", () => {
    const text = (n: number) => lines(n, (i) => (i % 7 === 0 ? "```" : i % 5 === 0 ? `[d${i}]: references/d-${i}.md` : `\`x\` \`[a](b.md)\` text [c](references/c-${i}.md) \`\`y\`\``));
    expect(findReferences("`[a](b.md)` [c](d.md) `e`", 0, 25, true)).toMatchObject([{ kind: "link", raw: "d.md" }]);
    expectLinear({ name: "links only", start: 20_000, input: text, run: (t) => findReferences(t, 0, t.length, true) });
  });

  it("n lines of references and fences", () => {
    expectLinear({ name: "lines", start: 200, input: (n) => memorySkill(`${FRONT}${lines(n, (i) => (i % 10 === 0 ? "```" : `line ${i} with \`scripts/run-${i}.sh\` and [doc](references/doc-${i}.md)`))}\n`), run: lint });
  });
});

describe("deploy actions", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n code blocks and n requests after them: each request finds its block by binary search", () => {
    const body = (n: number) => "```\nx\n```\n".repeat(n) + "Then deploy it.\n".repeat(n);
    expect(findActions(body(3), markdownFences(body(3)))).toHaveLength(3);
    expectLinear({ name: "deploy actions × code blocks", start: 500, input: (n) => ({ text: body(n), fences: markdownFences(body(n)) }), run: ({ text, fences }) => findActions(text, fences) });
  });
});

describe("suggestions", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("n questions over n candidates cost linear work", () => {
    const build = (n: number) => ({ files: Array.from({ length: n }, (_, i) => `references/topic-${i}.md`), n });
    expectLinear({
      name: "suggester",
      start: 100,
      input: build,
      run: ({ files, n }) => {
        const s = new Suggester(files);
        for (let i = 0; i < n; i++) s.closest(`references/tpoic-${i}.md`, 3);
      },
    });
  });
});

describe("skill scanner building blocks", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("the keyword search over text where keywords overlap and end at almost every character", () => {
    const search = new KeywordSearch(["token", "sk-", "$(", "${", ".bashrc", "curl", "://", "secret_", "-----begin"], ["rm", "sh", "git"]);
    const piece = "sk-token$(rm ${curl https://x .bashrc secret_token -----BEGIN git sh ";
    expect(search.search(piece).keyword).toContain(".bashrc");
    expectLinear({ name: "dense keywords", start: 2_000, minMs: 25, input: (n) => piece.repeat(n), run: (text) => search.search(text) });
  });

  it("a run of invisible characters in a skill file (the hidden-content scan)", () => {
    expectLinear({ name: "invisible run", start: 16 * 1024, input: (n) => "\u200d".repeat(n), run: (text) => findHiddenRuns(text) });
  });

  it("servedSkill over n files in nested folders (each path split once for the sort)", () => {
    const skill = (n: number) => {
      const files: Record<string, string> = {};
      for (let i = 0; i < n; i++) files[`d${i % 17}/s${i % 5}/f-${i}.md`] = "x\n";
      return memorySkill(FRONT, files);
    };
    expect(servedSkill(skill(3), ["demo"]).files.map((f) => f.uri)).toEqual(["skill://demo/SKILL.md", "skill://demo/d0/s0/f-0.md", "skill://demo/d1/s1/f-1.md", "skill://demo/d2/s2/f-2.md"]);
    expectLinear({ name: "served files", start: 500, minMs: 25, input: skill, run: (s) => servedSkill(s, ["demo"]) });
  });
});
