// Properties of the skill engine (lintSkill / fixSkill) and of the CLI over arbitrary skill folders.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { decodeSource } from "../../src/core/source.js";
import { parseFrontMatter } from "../../src/skills/front-matter.js";
import { cli, tempDir } from "../cli/run.js";
import { fixSkillDir, lintSkillDir } from "../skill-helpers.js";
import { expectRangesInside, leakedSecrets, LONE_LF } from "./check.js";
import { skillArb, type SkillSpec } from "./skill-arbitraries.js";

const RUNS = Math.ceil(Number(process.env.MCP_AUDIT_PROPERTY_RUNS ?? 150) / 2);
const RAW_CONTROL = /[\u001b\u009b\u202e\u2066\u200b\u0007]/;

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

/** Write the skill under `<tmp>/skills/<folder>/`; returns the skill folder. */
function writeSkill(spec: SkillSpec): string {
  const root = tempDir();
  dirs.push(root);
  const dir = path.join(root, "skills", spec.folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "SKILL.md"), (spec.bom ? "\ufeff" : "") + spec.skillMd);
  for (const [rel, content] of Object.entries(spec.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content, { mode: rel.endsWith(".sh") ? 0o755 : 0o644 });
  }
  return dir;
}

function textOf(dir: string, display: string): string | undefined {
  // Findings name files as `<folder>/<path>`.
  const rel = display.split("/").slice(1).join("/");
  const file = path.join(dir, rel);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  return decodeSource(file, display, fs.readFileSync(file)).text;
}

describe("skill engine properties", () => {
  it("never throws; ranges inside their file; fixes keep the front matter, comments and line endings, and apply once", () => {
    fc.assert(
      fc.property(skillArb, (spec) => {
        const dir = writeSkill(spec);
        const secrets = spec.secrets.map((s) => s.secret);
        const linted = lintSkillDir(dir);
        for (const f of linted.findings) {
          const text = textOf(dir, f.file);
          if (text !== undefined) expectRangesInside(text, [f]);
          expect(leakedSecrets(f.message, secrets), f.message).toEqual([]);
        }

        const fixed = fixSkillDir(dir, "unsafe");
        const before = parseFrontMatter(spec.skillMd);
        const after = parseFrontMatter(fixed.text);
        if (before.problems.length === 0) expect(after.problems.map((p) => p.message)).toEqual([]);
        for (const c of spec.comments) expect(fixed.text.split(c).length - 1, c).toBe(1);
        if (spec.eol === "\r\n") expect(fixed.text).not.toMatch(LONE_LF);
        else expect(fixed.text).not.toMatch(/\r/);

        fs.writeFileSync(path.join(dir, "SKILL.md"), (spec.bom ? "\ufeff" : "") + fixed.text);
        const again = fixSkillDir(dir, "unsafe");
        expect(again.text).toBe(fixed.text);
        expect(again.applied).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

describe("skill cli properties", () => {
  it("prints no secret and nothing raw in any format; a second --fix changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(skillArb, async (spec) => {
        const dir = writeSkill(spec);
        const root = path.dirname(path.dirname(dir));
        const secrets = spec.secrets.map((s) => s.secret);
        for (const format of ["stylish", "json", "sarif", "github"]) {
          const r = await cli(["--offline", "--format", format, "."], { cwd: root });
          const out = r.stdout + r.stderr;
          expect([0, 1, 2]).toContain(r.code);
          expect(out).not.toMatch(/internal error|\n\s+at /);
          expect(leakedSecrets(out, secrets), `${format} output`).toEqual([]);
          expect(out, `${format} output`).not.toMatch(RAW_CONTROL);
        }
        const first = await cli(["--offline", "--fix=all", "."], { cwd: root });
        expect(leakedSecrets(first.stdout + first.stderr, secrets)).toEqual([]);
        const bytes = fs.readFileSync(path.join(dir, "SKILL.md"));
        expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(spec.bom);
        await cli(["--offline", "--fix=all", "."], { cwd: root });
        expect(fs.readFileSync(path.join(dir, "SKILL.md")).equals(bytes)).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 60_000);
});
