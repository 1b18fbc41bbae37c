// skill-not-servable: exact findings for every fixture, each verdict checked against the SDK's own
// catalog (loadSkills), the limits read from the SDK's exported constants, and the cases a fixture
// cannot hold (a FIFO, 513 files, 16 MiB and one byte).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SKILL_LIMITS } from "@modelcontextprotocol/server/ext/skills";
import { afterEach, describe, expect, it, test } from "vitest";
import { SEP2640_LIMITS, servedSkill } from "../../src/lock/servable.js";
import { skillNotServable } from "../../src/rules/skill-not-servable.js";
import { skillCases, type CaseKind } from "../fixture-cases.js";
import { summarize } from "../helpers.js";
import { lintSkillDir, loadSkillAt } from "../skill-helpers.js";
import { sdkEntries } from "../live/sdk-server.js";

const { caseNames, skillDir } = skillCases("skill-not-servable");
const lintCase = (kind: CaseKind, name: string) => lintSkillDir(skillDir(kind, name), { rules: [skillNotServable] });
const W = 'skill-not-servable warning skill "release-notes": an SDK 2.4.0 server (loadSkills) would skip this skill, so hosts loading skills over MCP never see it';
const YAML_HINT = "write the front matter in the YAML the SDK reads (no anchors, aliases, tags or multi-line quoted values)";

const BAD: Record<string, { file: string; line: string }[]> = {
  anchors: [{ file: "release-notes/SKILL.md", line: `3:1 ${W}: SKILL.md frontmatter: line 3: anchors, aliases and tags are not supported; ${YAML_HINT}` }],
  "description-not-string": [{ file: "release-notes/SKILL.md", line: `3:1 ${W}: SKILL.md frontmatter must contain string "name" and "description"; give it string name and description values` }],
  "multi-line-quoted": [{ file: "release-notes/SKILL.md", line: `3:1 ${W}: SKILL.md frontmatter: line 3: a quoted value must close on the same line (multi-line quoted values are not supported); ${YAML_HINT}` }],
  symlink: [{ file: "release-notes/references/latest.md", line: `1:1 ${W}: references/latest.md is a symlink, and the SDK follows no symlinks; copy the file into the skill instead of linking it` }],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });
  test.each(Object.keys(BAD))("%s", async (name) => {
    const { findings } = lintCase("bad", name);
    expect(findings.map((f) => ({ file: f.file, line: summarize([f])[0] }))).toEqual(BAD[name]);
    // The SDK's own catalog agrees: it serves nothing from this folder.
    expect(await sdkEntries(path.dirname(skillDir("bad", name)))).toEqual([]);
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s has no finding, and is served exactly as the SDK serves it", async (name) => {
    expect(lintCase("good", name).findings).toEqual([]);
    const dir = skillDir("good", name);
    const served = servedSkill(loadSkillAt(dir), [path.basename(dir)]);
    expect([served.entry]).toEqual(await sdkEntries(path.dirname(dir)));
    // Its dot file is seen by local agents, not served.
    expect(served.unserved).toEqual([".notes"]);
  });
});

describe("limits and special files", () => {
  const temps: string[] = [];
  afterEach(() => {
    for (const t of temps.splice(0)) fs.rmSync(t, { recursive: true, force: true });
  });
  function skill(files: Record<string, string | Buffer> = {}): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-servable-"));
    temps.push(root);
    const dir = path.join(root, "bulk");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "SKILL.md"), "---\nname: bulk\ndescription: Holds many files. Use when testing limits.\n---\n");
    for (const [p, c] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      fs.writeFileSync(path.join(dir, p), c);
    }
    return dir;
  }
  const lint = (dir: string) => summarize(lintSkillDir(dir, { rules: [skillNotServable] }).findings);

  it("reads its limits from the SDK: SKILL_LIMITS of @modelcontextprotocol 2.4.0", () => {
    expect(SEP2640_LIMITS).toEqual({ ...SKILL_LIMITS });
  });

  it("warns past SKILL_LIMITS.files, and the SDK still serves the skill (with the same count)", async () => {
    const at = skill(Object.fromEntries(Array.from({ length: SKILL_LIMITS.files - 1 }, (_, i) => [`assets/${i}.txt`, `${i}\n`])));
    expect(lint(at)).toEqual([]);
    const over = skill(Object.fromEntries(Array.from({ length: SKILL_LIMITS.files }, (_, i) => [`assets/${i}.txt`, `${i}\n`])));
    const [finding] = lint(over);
    expect(finding).toMatch(/^1:1 skill-not-servable warning skill "bulk": 513 files \/ \d+ bytes exceeds SKILL_LIMITS \(512 files \/ 16777216 bytes\): SEP-2640 hosts must accept skills up to those limits and may decline larger ones; move large assets out of the skill$/);
    const [entry] = (await sdkEntries(path.dirname(over))) as { resources: unknown[] }[];
    expect(entry!.resources).toHaveLength(513);
  });

  it("warns past SKILL_LIMITS.bytes, counting every served file", () => {
    const size = SKILL_LIMITS.bytes - 100;
    expect(lint(skill({ "assets/big.bin": Buffer.alloc(size) }))).toEqual([]);
    expect(lint(skill({ "assets/big.bin": Buffer.alloc(size), "assets/more.bin": Buffer.alloc(200) }))[0]).toMatch(/: 3 files \/ 16777\d{3} bytes exceeds SKILL_LIMITS/);
  });

  it.runIf(process.platform !== "win32")("reports a FIFO as a special file (never opened), as the SDK skips the skill", async () => {
    const dir = skill();
    execFileSync("mkfifo", [path.join(dir, "pipe")]);
    expect(lint(dir)).toEqual([`1:1 skill-not-servable warning skill "bulk": an SDK 2.4.0 server (loadSkills) would skip this skill, so hosts loading skills over MCP never see it: pipe is not a regular file (a FIFO, socket or device); remove it from the skill`]);
    expect(await sdkEntries(path.dirname(dir))).toEqual([]);
  });

  it("does not count or serve dot files, as the SDK does not", async () => {
    const dir = skill({ ".env": "SECRET=1\n", ".git/config": "x\n", "docs/.hidden/x.md": "x\n", "docs/a.md": "a\n" });
    const served = servedSkill(loadSkillAt(dir), ["bulk"]);
    expect(served.unserved.sort()).toEqual([".env", "docs/.hidden/x.md"]);
    expect([served.entry]).toEqual(await sdkEntries(path.dirname(dir)));
  });

  it("includes a nested skill's files in the outer skill, and serves the nested one too, as the SDK does", async () => {
    const dir = skill({ "inner/SKILL.md": "---\nname: inner\ndescription: Nested. Use when nesting.\n---\n", "inner/x.md": "x\n" });
    const outer = servedSkill(loadSkillAt(dir), ["bulk"]).entry!;
    const inner = servedSkill(loadSkillAt(path.join(dir, "inner")), ["bulk", "inner"]).entry!;
    expect([outer, inner]).toEqual(await sdkEntries(path.dirname(dir)));
  });
});
