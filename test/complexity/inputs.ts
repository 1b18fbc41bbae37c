// Generators and in-memory fixtures for the complexity tests: every pathological input is built at
// test time, at the size the harness asks for.
import { createHash } from "node:crypto";
import { dialectForPath, type HostDialect } from "../../src/hosts/index.js";
import { sourceFromText, type SourceFile } from "../../src/core/source.js";
import { bodyStart, parseFrontMatter } from "../../src/skills/front-matter.js";
import { SKILL_FILE, type Skill, type SkillFile } from "../../src/skills/model.js";

/** The host dialect that reads a file at this path (fails the test when none does). */
export function dialect(filePath: string): HostDialect {
  const host = dialectForPath(filePath);
  if (!host) throw new Error(`no dialect for ${filePath}`);
  return host;
}

export function source(filePath: string, text: string): SourceFile {
  return sourceFromText(`/virtual/${filePath}`, filePath, text);
}

/** `count` lines built by `line(i)`, joined with newlines. */
export function lines(count: number, line: (i: number) => string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(line(i));
  return out.join("\n");
}

/** A skill held in memory: SKILL.md's text and the other files' texts (paths inside the folder). */
export function memorySkill(skillMd: string, files: Record<string, string> = {}, folderName = "demo"): Skill {
  const md = sourceFromText(`/virtual/${folderName}/${SKILL_FILE}`, `${folderName}/${SKILL_FILE}`, skillMd);
  md.identityPath = `${folderName}/${SKILL_FILE}`;
  const texts = new Map<string, SourceFile>([[SKILL_FILE, md]]);
  for (const [p, text] of Object.entries(files)) texts.set(p, sourceFromText(`/virtual/${folderName}/${p}`, `${folderName}/${p}`, text));
  const listed: SkillFile[] = [...texts.keys()].sort().map((p) => ({
    path: p,
    absolute: `/virtual/${folderName}/${p}`,
    kind: "file",
    size: texts.get(p)!.text.length,
    executable: false,
  }));
  const frontMatter = parseFrontMatter(skillMd);
  return {
    dir: `/virtual/${folderName}`,
    displayDir: folderName,
    identityDir: folderName,
    folderName,
    skillMd: md,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(skillMd, frontMatter.end) : 0,
    files: listed,
    truncated: false,
    unread: [],
    readText: (p) => texts.get(p),
    readFirstLine: (p) => texts.get(p)?.text.match(/^[^\r\n]*/)![0],
    readBytes: (p) => (texts.has(p) ? Buffer.from(texts.get(p)!.text) : undefined),
    content: (p) => {
      const text = texts.get(p)?.text;
      if (text === undefined) return { ok: false, reason: "not-read" };
      const bytes = Buffer.from(text);
      return { ok: true, size: bytes.length, digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`, binary: false, shebang: text.startsWith("#!"), executable: false };
    },
  };
}

/** A valid SKILL.md head for the folder `demo`. */
export const FRONT = "---\nname: demo\ndescription: Runs the demo checks. Use when the user asks for a demo.\n---\n";
