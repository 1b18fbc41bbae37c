// Conformance with the real SDK (@modelcontextprotocol/server@2.4.0, offline): for every skill folder in
// the repository's fixtures and for generated skill trees, `mcp-audit skills listing` prints exactly the
// entries the SDK's own catalog (loadSkills) serves for the same bytes, `verify-listing` of the SDK's
// listing passes, and one changed byte, one extra file or one edited front-matter value fails it with
// the SDK's reason.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cli, REPO, tempDir } from "../cli/run.js";
import { sdkEntries } from "./sdk-server.js";
import { lockEntryForSkill } from "../../src/lock/skills.js";
import { loadSkillAt } from "../skill-helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});
const temp = () => {
  const t = tempDir();
  temps.push(t);
  return t;
};

/** Every folder holding a SKILL.md under fixtures/ (not through links). */
function fixtureSkills(): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visit(p);
      else if (e.name === "SKILL.md") out.push(dir);
    }
  };
  visit(path.join(REPO, "fixtures"));
  return out.sort();
}

async function listing(args: string[], cwd = REPO) {
  const r = await cli(["skills", "listing", ...args], { cwd });
  return { ...r, doc: r.stdout === "" ? undefined : (JSON.parse(r.stdout) as { skills: { uri: string }[]; ttlMs: number; cacheScope: string }) };
}

function writeListing(dir: string, skills: unknown[]): string {
  const file = path.join(dir, "listing.json");
  fs.writeFileSync(file, JSON.stringify({ skills, ttlMs: 0, cacheScope: "private" }));
  return file;
}

describe("skills listing equals the SDK's catalog", () => {
  const skills = fixtureSkills();

  it("has skill fixtures to compare (so the pass means something)", () => {
    expect(skills.length).toBeGreaterThan(50);
  });

  it("for every skill fixture in the repository, served or skipped exactly as the SDK does", async () => {
    let served = 0;
    for (const dir of skills) {
      const name = path.basename(dir);
      const sdk = (await sdkEntries(path.dirname(dir))).filter((e) => (e as { uri: string }).uri.startsWith(`skill://${encodeURIComponent(name)}/`));
      const ours = await listing([dir]);
      expect(ours.doc?.skills ?? [], path.relative(REPO, dir)).toEqual(sdk);
      expect(ours.code, `${path.relative(REPO, dir)}: ${ours.stderr}`).toBe(/would skip|refuses/.test(ours.stderr) ? 1 : 0);
      if (sdk.length === 0) expect(ours.code, path.relative(REPO, dir)).toBe(1);
      served += sdk.length;
      // The lock records the same entry (plus the dot files local agents see, which the SDK does not serve):
      // approve pins exactly what a verifying host would load.
      const own = sdk.find((e) => (e as { uri: string }).uri === `skill://${encodeURIComponent(name)}/SKILL.md`);
      if (own) {
        const locked = lockEntryForSkill(loadSkillAt(dir));
        const served = { ...locked, resources: locked.resources.filter((r) => !r.uri.split("/").slice(3).some((s) => s.startsWith("."))) };
        expect(served, path.relative(REPO, dir)).toEqual(own);
      }
    }
    // Most fixtures are servable; many are not (bad names, descriptions, front matter): both are covered.
    expect(served).toBeGreaterThan(20);
    expect(served).toBeLessThan(skills.length);
  }, 120_000);

  it("verify-listing of the SDK's own listing passes for every servable fixture", async () => {
    const out = temp();
    for (const dir of skills) {
      const name = path.basename(dir);
      const sdk = (await sdkEntries(path.dirname(dir))).filter((e) => (e as { uri: string }).uri === `skill://${encodeURIComponent(name)}/SKILL.md`);
      if (sdk.length === 0) continue;
      const r = await cli(["skills", "verify-listing", writeListing(out, sdk), dir]);
      expect(r, path.relative(REPO, dir)).toMatchObject({ code: 0, stderr: "" });
    }
  }, 120_000);
});

// ---- generated skill trees ---------------------------------------------------------------------

const segment = fc.constantFrom("references", "scripts", "assets", "a b", "Q&A", "naïve", "日本", "x#y", "100%", "c'est", "[x]", "deep");
const fileName = fc.constantFrom("guide.md", "run.sh", "data.json", "Q&A.md", "a b.txt", "é.md", "empty.txt", "logo.png", "x%41.md", "#hash.md", "z~.md", "UPPER.MD");
const content = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 200, unit: "grapheme" }),
  fc.constant("line one\r\nline two\r\n"),
  fc.constant("\uFEFF# with a BOM\n"),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  fc.integer({ min: 100_000, max: 300_000 }).map((n) => "x".repeat(n)),
);
const fmValue = fc.oneof(
  fc.constantFrom("plain text", "'single quoted'", '"double \\t quoted"', "42", "3.5", "true", "null", "[a, b, 1]", "{k: v, n: 2}", "|\n  literal\n  block\n", ">-\n  folded\n  block\n", "\n  - x\n  - y\n", "\n  nested: value\n  more: 1\n", "0o17", "0x1F", "~", "Plain: no"),
  fc.string({ maxLength: 30, unit: "grapheme" }).map((s) => JSON.stringify(s)),
);
const skillTree = fc.record({
  name: fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,5})?$/),
  description: fc.string({ minLength: 1, maxLength: 80, unit: "grapheme" }),
  extra: fc.dictionary(fc.constantFrom("license", "allowed-tools", "argument-hint", "owner", "x-custom", "tags", "Key With Space"), fmValue, { maxKeys: 4 }),
  eol: fc.constantFrom("\n", "\r\n"),
  bom: fc.boolean(),
  files: fc.array(fc.tuple(fc.array(segment, { maxLength: 2 }), fileName, content), { maxLength: 6 }),
});

function writeTree(root: string, s: SkillSpec): string {
  const dir = path.join(root, s.name);
  fs.mkdirSync(dir, { recursive: true });
  const lines = ["---", `name: ${s.name}`, `description: ${JSON.stringify(s.description)}`, ...Object.entries(s.extra).map(([k, v]) => `${/ /.test(k) ? JSON.stringify(k) : k}:${v.startsWith("\n") ? "" : " "}${v.replace(/\n$/, "")}`), "---", "", `# ${s.name}`, ""];
  fs.writeFileSync(path.join(dir, "SKILL.md"), (s.bom ? "\uFEFF" : "") + lines.join("\n").split("\n").join(s.eol));
  for (const [segments, name, body] of s.files) {
    const file = path.join(dir, ...segments, name);
    if (fs.existsSync(file) || segments.some((_, i) => fs.existsSync(path.join(dir, ...segments.slice(0, i + 1))) && !fs.statSync(path.join(dir, ...segments.slice(0, i + 1))).isDirectory())) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
  return dir;
}

interface SkillSpec {
  name: string;
  description: string;
  extra: Record<string, string>;
  eol: string;
  bom: boolean;
  files: [string[], string, string | Buffer][];
}

describe("generated skill trees", () => {
  it("listing deep-equals the SDK's entries, and verify of the SDK's listing exits 0", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(skillTree, { minLength: 1, maxLength: 3, selector: (s) => s.name }), async (specs) => {
        const root = temp();
        for (const spec of specs) writeTree(root, spec as SkillSpec);
        const sdk = await sdkEntries(root);
        const ours = await listing([root]);
        expect(ours.doc?.skills ?? []).toEqual(sdk);
        if (sdk.length === 0) return;
        const r = await cli(["skills", "verify-listing", writeListing(temp(), sdk), root]);
        expect(r, r.stdout).toMatchObject({ code: 0, stderr: "" });
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("one changed byte, one extra file, one edited front-matter value: exit 1 with the SDK's reason", async () => {
    await fc.assert(
      fc.asyncProperty(skillTree, fc.nat(), fc.constantFrom("byte", "extra", "frontmatter"), async (spec, pick, mutation) => {
        const root = temp();
        const dir = writeTree(root, spec as SkillSpec);
        const sdk = await sdkEntries(root);
        fc.pre(sdk.length === 1);
        const file = writeListing(temp(), sdk);
        const entry = sdk[0] as { resources: { uri: string; size: number }[] };
        let expected: RegExp;
        if (mutation === "byte") {
          // SKILL.md is the front-matter case; a flipped byte there may also stop it being UTF-8.
          const candidates = entry.resources.filter((r) => r.size > 0 && !r.uri.endsWith("/SKILL.md"));
          fc.pre(candidates.length > 0);
          const target = candidates[pick % candidates.length]!;
          const local = path.join(dir, ...target.uri.slice(`skill://${spec.name}/`.length).split("/").map(decodeURIComponent));
          const bytes = fs.readFileSync(local);
          const at = pick % bytes.length;
          bytes[at] = bytes[at] === 0x41 ? 0x42 : 0x41;
          fs.writeFileSync(local, bytes);
          expected = /^error +digest +.*has digest sha256:/;
        } else if (mutation === "extra") {
          fs.writeFileSync(path.join(dir, `extra-${pick}.md`), "not reviewed\n");
          expected = /^error +unlisted +skill:\/\/[^ ]+\/extra-\d+\.md is not a file of the skill/;
        } else {
          const md = path.join(dir, "SKILL.md");
          fs.writeFileSync(md, fs.readFileSync(md, "utf8").replace(/^description: .*$/m, 'description: "edited"'));
          expected = /^error +frontmatter +the frontmatter of .* differs from the skill entry: description: the entry has .*, SKILL\.md has "edited"/;
        }
        const r = await cli(["skills", "verify-listing", file, dir]);
        expect(r.code, r.stdout).toBe(1);
        expect(r.stdout.split("\n").some((l) => expected.test(l)), `${mutation}:\n${r.stdout}`).toBe(true);
      }),
      { numRuns: 24 },
    );
  }, 120_000);
});
