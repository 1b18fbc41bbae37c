// servability (what skill-not-servable reads) against its definition: servedSkill's `skipped` and
// `totals`, on generated skills. servability hashes nothing and sorts only the files it skips, so
// these must be the same values in the same order for any mix of names, links, special and unreadable
// files, dot folders and names a URI cannot hold.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { servability, servedSkill } from "../../src/lock/servable.js";
import { parseFrontMatter } from "../../src/skills/front-matter.js";
import { sourceFromText } from "../../src/core/source.js";
import type { FileContent, Skill, SkillFile } from "../../src/skills/model.js";

// Segments that sort differently by code unit and by segment (`a-b` < `a/b`, `a.b`), dots, and
// characters a URI writes encoded or cannot hold (a lone surrogate).
const SEGMENT = fc.constantFrom("a", "b", "a-b", "a.b", "A", "_x", ".hidden", "sp ace", "é", "q?", "%2E", "a#b", "\uD800", "ref", "SKILL.md", "x.sh");
const FILE = fc.record({
  segments: fc.array(SEGMENT, { minLength: 1, maxLength: 3 }),
  kind: fc.constantFrom<SkillFile["kind"]>("file", "file", "file", "symlink", "other"),
  readable: fc.boolean(),
  size: fc.nat(1_000_000),
});

function fakeSkill(specs: { segments: string[]; kind: SkillFile["kind"]; readable: boolean; size: number }[], truncated: boolean, frontMatter: string): { skill: Skill; digestsRead: () => number } {
  const files = new Map<string, SkillFile>();
  const contents = new Map<string, FileContent>();
  let digestsRead = 0;
  for (const spec of specs) {
    const path = spec.segments.join("/");
    if (files.has(path) || [...files.keys()].some((p) => p.startsWith(`${path}/`) || path.startsWith(`${p}/`))) continue;
    files.set(path, { path, absolute: `/skill/${path}`, kind: spec.kind, size: spec.size, executable: false });
    contents.set(
      path,
      spec.readable
        ? {
            ok: true,
            size: spec.size,
            get digest() {
              digestsRead++;
              return `sha256:${"0".repeat(64)}`;
            },
            binary: false,
            shebang: false,
            executable: false,
          }
        : { ok: false, reason: "unreadable" },
    );
  }
  const text = `---\n${frontMatter}\n---\n# body\n`;
  const skill: Skill = {
    dir: "/skill",
    displayDir: "skill",
    identityDir: "skill",
    folderName: "deploy",
    skillMd: sourceFromText("/skill/SKILL.md", "skill/SKILL.md", text),
    frontMatter: parseFrontMatter(text),
    bodyOffset: 0,
    files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    truncated,
    unread: truncated ? [{ path: "x", reason: "cap" }] : [],
    readText: () => undefined,
    readFirstLine: () => undefined,
    readBytes: () => undefined,
    content: (p) => contents.get(p) ?? { ok: false, reason: "unreadable" },
  };
  return { skill, digestsRead: () => digestsRead };
}

describe("servability", () => {
  it("gives servedSkill's skipped reasons (same order) and totals, and reads no digest", () => {
    fc.assert(
      fc.property(
        fc.array(FILE, { maxLength: 24 }),
        fc.boolean(),
        fc.constantFrom("name: deploy\ndescription: Use it.", "name: Deploy\ndescription: x", "name: deploy", "a: &x 1", "description: [a: b]"),
        fc.constantFrom(["deploy"], ["acme", "deploy"], ["a b"], ["\uD800"]),
        (specs, truncated, frontMatter, segments) => {
          const { skill, digestsRead } = fakeSkill(specs, truncated, frontMatter);
          const fast = servability(skill, segments);
          expect(digestsRead()).toBe(0);
          const full = servedSkill(skill, segments);
          expect(fast).toEqual({ skipped: full.skipped, totals: full.totals });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
