// "Did you mean": the bounded edit distance agrees with the full one, and a Suggester over a large
// list answers well and within its budget.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closest, editDistance, editDistanceWithin, Suggester } from "../../src/core/suggest.js";

describe("editDistanceWithin", () => {
  it("is editDistance when that is at most max, else max + 1", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "/", "."), maxLength: 12 });
    fc.assert(fc.property(word, word, fc.integer({ min: 0, max: 6 }), (a, b, max) => editDistanceWithin(a, b, max) === Math.min(editDistance(a, b), max + 1)));
    expect(editDistanceWithin("tpye", "type", 1)).toBe(1);
    expect(editDistanceWithin("a".repeat(100_000), "b", 3)).toBe(4);
  });
});

describe("Suggester", () => {
  it("answers as closest does on a small list", () => {
    const files = ["scripts/run.sh", "references/api.md", "references/guide.md", "assets/logo.png", "SKILL.md", "references/apis.md"];
    const s = new Suggester(files);
    for (const word of ["scripts/rnu.sh", "references/api.m", "references/giude.md", "assets/logo.jpg", "skill.md", "references/ap", "refe", "references/apis.md", "nothing/like/it.txt", "REFERENCES/API.MD", "scripts"]) {
      for (const max of [1, 2, 3]) expect(s.closest(word, max), `${word} within ${max}`).toBe(closest(word, files, max));
    }
  });

  it("finds typos at the start, middle and end of paths in a folder of 5,000 files, and in other folders", () => {
    const files = Array.from({ length: 5_000 }, (_, i) => `references/topic-${i}.md`);
    files.push("docs/deep/setup-guide.md");
    const s = new Suggester(files);
    expect(s.closest("references/tpoic-4321.md", 3)).toBe("references/topic-4321.md");
    expect(s.closest("references/topic-4321.mdd", 3)).toBe("references/topic-4321.md");
    expect(s.closest("refrences/topic-17.md", 3)).toBe("references/topic-17.md");
    expect(s.closest("doc/deep/setup-guide.md", 3)).toBe("docs/deep/setup-guide.md");
    expect(s.closest("references/nothing-like-this-here.md", 3)).toBeUndefined();
    // every one of 1,000 typos in the folder is found
    const found = Array.from({ length: 1_000 }, (_, i) => s.closest(`references/tpoic-${i * 5}.md`, 3) === `references/topic-${i * 5}.md`);
    expect(found.every(Boolean)).toBe(true);
  });

  it("stops suggesting once its budget is spent, rather than working on", () => {
    const files = Array.from({ length: 1_000 }, (_, i) => `references/topic-${i}.md`);
    const s = new Suggester(files, 10_000);
    const answers = Array.from({ length: 100 }, (_, i) => s.closest(`references/tpoic-${i}.md`, 3));
    expect(answers[0]).toBe("references/topic-0.md");
    expect(answers.at(-1)).toBeUndefined();
  });
});
