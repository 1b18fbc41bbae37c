import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { skillCases } from "../fixture-cases.js";
import { summarize } from "../helpers.js";
import { lintSkillDir, loadSkillAt, skillFoldersIn } from "../skill-helpers.js";
import { emptyLock, lockedFiles, readLock, type AuditLock } from "../../src/lock/index.js";
import { approveSkills, sha256 } from "../../src/lock/skills.js";
import { skillUnauditedFile } from "../../src/rules/skill-unaudited-file.js";

const RULES = [skillUnauditedFile];
const FIXTURES = fileURLToPath(new URL("../../fixtures/", import.meta.url));
const { caseNames, caseDir } = skillCases("skill-unaudited-file");

function runCase(kind: "bad" | "good", name: string): string[] {
  const folder = caseDir(kind, name);
  const lock = readLock(folder);
  return skillFoldersIn(folder).flatMap((dir) => summarize(lintSkillDir(dir, { rules: RULES, ...(lock ? { lock } : {}) }).findings));
}

const RN = 'skill-unaudited-file error skill "release-notes"';
const RN_WARN = 'skill-unaudited-file warning skill "release-notes"';
const APPROVE_CODE = "run mcp-audit approve after reading it";
const APPROVE_BINARY = "it cannot be reviewed as text; run mcp-audit approve once you trust where it comes from";
const REVIEW_CHANGE = "review the change, then run mcp-audit approve";

const EXPECTED: Record<string, string[]> = {
  "changed-script": [`1:1 ${RN}: script scripts/collect.sh changed since it was approved (sha256 …4a7e → …3856, 122 → 128 bytes): ${REVIEW_CHANGE}`],
  drift: [
    `1:1 ${RN_WARN}: binary file assets/logo.png is new since the last review: ${APPROVE_BINARY}`,
    `1:1 ${RN_WARN}: file references/STYLE.md changed since it was approved (sha256 …dd4f → …7906, 75 → 115 bytes): ${REVIEW_CHANGE}`,
    '1:1 skill-unaudited-file info skill "release-notes": references/OLD.md was approved but is gone: run mcp-audit approve to record its removal',
    `1:1 ${RN_WARN}: SKILL.md changed since it was approved (front matter: description; sha256 …1bd2 → …ec22, 287 → 301 bytes): ${REVIEW_CHANGE}`,
  ],
  "escaping-symlink": [
    `1:1 ${RN}: scripts/lint.sh is a symlink that leaves the skill folder (→ ../../shared/lint.sh): the file it reads can change without the skill changing and can never be approved; copy the file into the skill or remove the link`,
  ],
  "new-scripts": [
    `1:1 ${RN}: script bin/check is new since the last review: ${APPROVE_CODE}`,
    `1:1 ${RN}: script scripts/publish.py is new since the last review: ${APPROVE_CODE}`,
    `1:1 ${RN}: script tools/format.js is new since the last review: ${APPROVE_CODE}`,
  ],
  "no-lock": [
    `1:1 ${RN_WARN}: binary file assets/logo.png has never been reviewed (no mcp-audit.lock.json): ${APPROVE_BINARY}`,
    `1:1 ${RN_WARN}: script scripts/collect.sh has never been reviewed (no mcp-audit.lock.json): ${APPROVE_CODE}`,
  ],
  "same-size-change": [`1:1 ${RN}: script scripts/collect.sh changed since it was approved (sha256 …4a7e → …96ea, 122 bytes): ${REVIEW_CHANGE}`],
  "skill-not-in-lock": [
    `1:1 ${RN_WARN}: binary file assets/logo.png is new since the last review: ${APPROVE_BINARY}`,
    `1:1 ${RN}: script scripts/collect.sh is new since the last review: ${APPROVE_CODE}`,
  ],
};

describe("skill-unaudited-file fixtures", () => {
  it("has an expectation for every bad case", () => {
    expect(caseNames("bad")).toEqual(Object.keys(EXPECTED).sort());
  });
  for (const [name, lines] of Object.entries(EXPECTED)) {
    it(`bad/${name}`, () => expect(runCase("bad", name)).toEqual(lines));
  }
  for (const name of caseNames("good")) {
    it(`good/${name} has no finding`, () => expect(runCase("good", name)).toEqual([]));
  }
  it("good/approved really holds a binary and an inside symlink (so the pass means something)", () => {
    const skill = loadSkillAt(path.join(caseDir("good", "approved"), "release-notes"));
    expect(skill.files.map((f) => `${f.path}:${f.kind}`)).toEqual(["SKILL.md:file", "assets/logo.png:file", "references/STYLE.md:file", "scripts/collect-latest.sh:symlink", "scripts/collect.sh:file"]);
  });
});

// ---- temp folders: execute bits, broken links, special files ------------------------------------

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) fs.rmSync(t, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-unaudited-"));
  temps.push(dir);
  return dir;
}
function put(file: string, content: string | Uint8Array, mode?: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (mode !== undefined) fs.chmodSync(file, mode);
}
const SKILL_MD = "---\nname: tools\ndescription: Formats the code base. Use when the user asks to format files.\n---\n\n# Tools\n";
function toolsSkill(): string {
  const dir = path.join(tempDir(), "tools");
  put(path.join(dir, "SKILL.md"), SKILL_MD);
  return dir;
}
const lint = (dir: string, lock?: AuditLock) => summarize(lintSkillDir(dir, { rules: RULES, ...(lock ? { lock } : {}) }).findings);
const approved = (dir: string) => approveSkills(emptyLock(), [{ key: "tools", skill: loadSkillAt(dir) }]).lock;
const posix = process.platform !== "win32";

describe("skill-unaudited-file on temp folders", () => {
  it.runIf(posix)("treats a file with an execute bit as code, wherever it is and whatever its name", () => {
    const dir = toolsSkill();
    put(path.join(dir, "bin/format"), "format everything\n", 0o755);
    put(path.join(dir, "notes.txt"), "plain notes\n", 0o644);
    expect(lint(dir, emptyLock())).toEqual(['1:1 skill-unaudited-file error skill "tools": executable file bin/format is new since the last review: run mcp-audit approve after reading it']);
  });

  it.runIf(posix)("says an executable binary cannot be reviewed as text", () => {
    const dir = toolsSkill();
    put(path.join(dir, "bin/fmt"), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), 0o755);
    expect(lint(dir, emptyLock())).toEqual([
      '1:1 skill-unaudited-file error skill "tools": executable file bin/fmt is new since the last review: it is binary and cannot be reviewed as text; run mcp-audit approve once you trust where it comes from',
    ]);
  });

  // A NUL byte anywhere makes a file binary (it was "in the first 8 KB"): text that no reader can decode
  // must not pass as reviewable text, or a late NUL would hide a file from every text scan. Bytes that
  // are not UTF-8 anywhere (no NUL) are reported too, as text that is not UTF-8.
  it("detects binaries by a NUL byte anywhere, and text that is not UTF-8 anywhere", () => {
    const dir = toolsSkill();
    put(path.join(dir, "assets/late-nul.txt"), Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]));
    put(path.join(dir, "assets/latin1.txt"), Buffer.concat([Buffer.alloc(2 << 20, 0x61), Buffer.from("caf\xe9\n", "latin1")]));
    put(path.join(dir, "assets/cut.txt"), Buffer.from([0x61, 0xe2, 0x82]));
    put(path.join(dir, "assets/utf8.txt"), "café ✓\n");
    const lines = lint(dir, emptyLock());
    expect(lines).toEqual([
      '1:1 skill-unaudited-file warning skill "tools": file assets/cut.txt is new since the last review: it is not valid UTF-8 text, which can hide what it says from a reviewer; re-save it as UTF-8, then run mcp-audit approve after reading it',
      '1:1 skill-unaudited-file warning skill "tools": binary file assets/late-nul.txt is new since the last review: it cannot be reviewed as text; run mcp-audit approve once you trust where it comes from',
      '1:1 skill-unaudited-file warning skill "tools": file assets/latin1.txt is new since the last review: it is not valid UTF-8 text, which can hide what it says from a reviewer; re-save it as UTF-8, then run mcp-audit approve after reading it',
    ]);
  });

  it.runIf(posix)("reports a dangling symlink that points out of the folder as an escape, one inside as broken", () => {
    const dir = toolsSkill();
    fs.mkdirSync(path.join(dir, "scripts"));
    fs.symlinkSync("../../../elsewhere/run.sh", path.join(dir, "scripts/run.sh"));
    fs.symlinkSync("missing.sh", path.join(dir, "scripts/typo.sh"));
    fs.symlinkSync("loop-b", path.join(dir, "scripts/loop-a"));
    fs.symlinkSync("loop-a", path.join(dir, "scripts/loop-b"));
    expect(lint(dir, approved(dir))).toEqual([
      '1:1 skill-unaudited-file warning skill "tools": scripts/loop-a is a broken symlink (→ loop-b): remove it or point it at a file inside the skill',
      '1:1 skill-unaudited-file warning skill "tools": scripts/loop-b is a broken symlink (→ loop-a): remove it or point it at a file inside the skill',
      '1:1 skill-unaudited-file error skill "tools": scripts/run.sh is a symlink that leaves the skill folder (→ ../../../elsewhere/run.sh): the file it reads can change without the skill changing and can never be approved; copy the file into the skill or remove the link',
      '1:1 skill-unaudited-file warning skill "tools": scripts/typo.sh is a broken symlink (→ missing.sh): remove it or point it at a file inside the skill',
    ]);
  });

  it.runIf(posix)("reports an escaping symlink whatever the lock says, and never reads through it", () => {
    const dir = toolsSkill();
    const outside = path.join(path.dirname(dir), "secret.txt");
    put(outside, "not the skill's\n");
    fs.symlinkSync(outside, path.join(dir, "notes.md"));
    // A lock that claims to have approved the link's target bytes changes nothing.
    const lock = approved(dir);
    lock.skills.tools!.resources.push({ uri: "skill://tools/notes.md", size: 16, digest: sha256(Buffer.from("not the skill's\n")) });
    expect(lockedFiles(lock.skills.tools!).map((f) => f.path)).toEqual(["SKILL.md", "notes.md"]);
    expect(lockedFiles(approved(dir).skills.tools!).map((f) => f.path)).toEqual(["SKILL.md"]);
    expect(lint(dir)).toEqual(lint(dir, lock)); // no lock at all: still an error
    expect(lint(dir, lock)).toEqual([
      `1:1 skill-unaudited-file error skill "tools": notes.md is a symlink that leaves the skill folder (→ ${outside}): the file it reads can change without the skill changing and can never be approved; copy the file into the skill or remove the link`,
    ]);
  });

  it.runIf(posix)("never opens a FIFO (would hang) and reports it", () => {
    const dir = toolsSkill();
    try {
      execFileSync("mkfifo", [path.join(dir, "pipe")]);
    } catch {
      return; // no mkfifo on this system
    }
    expect(lint(dir, approved(dir))).toEqual(['1:1 skill-unaudited-file warning skill "tools": pipe is not a regular file (a FIFO, socket or device): remove it from the skill']);
  });

  it("points at the first line of a text script", () => {
    const dir = toolsSkill();
    put(path.join(dir, "scripts/run.sh"), "#!/bin/sh\necho hi\n");
    const [finding] = lintSkillDir(dir, { rules: RULES, lock: emptyLock() }).findings;
    expect(finding?.file).toBe("tools/scripts/run.sh");
    expect(finding?.pointer).toBe("scripts/run.sh");
    expect(finding?.range).toEqual({ start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 10, offset: 9 } });
  });

  it("gives a new fingerprint to new bytes, so a baseline of one version does not hide the next", () => {
    const dir = toolsSkill();
    put(path.join(dir, "scripts/run.sh"), "echo 1\n");
    const first = lintSkillDir(dir, { rules: RULES }).findings[0]!.fingerprint;
    expect(lintSkillDir(dir, { rules: RULES }).findings[0]!.fingerprint).toBe(first);
    put(path.join(dir, "scripts/run.sh"), "echo 2\n");
    expect(lintSkillDir(dir, { rules: RULES }).findings[0]!.fingerprint).not.toBe(first);
  });

  it("looks entries up by own key only (a folder named constructor or __proto__ is just new)", () => {
    for (const key of ["constructor", "__proto__", "toString"]) {
      const dir = toolsSkill();
      put(path.join(dir, "scripts/run.sh"), "echo 1\n");
      expect(summarize(lintSkillDir(dir, { rules: RULES, lock: emptyLock(), lockKey: key }).findings)).toEqual([
        '1:1 skill-unaudited-file error skill "tools": script scripts/run.sh is new since the last review: run mcp-audit approve after reading it',
      ]);
    }
  });

  it("uses the lock key it is given, not the folder name", () => {
    const dir = toolsSkill();
    put(path.join(dir, "scripts/run.sh"), "echo 1\n");
    const lock = approveSkills(emptyLock(), [{ key: ".claude/skills/tools", skill: loadSkillAt(dir) }]).lock;
    expect(lintSkillDir(dir, { rules: RULES, lock, lockKey: ".claude/skills/tools" }).findings).toEqual([]);
    expect(lintSkillDir(dir, { rules: RULES, lock }).findings).toHaveLength(1);
  });
});

// ---- the source article's migrations-ef skill --------------------------------------------------

// From the article (seeds/000): SKILL.md and the script verbatim; CONVENTIONS.md is not shown there.
const ARTICLE_SKILL_MD = `---
name: migrations-ef
description: Ajoute et relit des migrations Entity Framework Core selon les conventions de l'équipe. À utiliser quand on demande de créer, renommer ou relire une migration, ou quand une entité ou un DbContext change.
---

# Migrations Entity Framework Core

## Ajouter une migration

1. Nommer la migration d'après l'intention, au présent : \`AjouterDateLivraison\`,
   jamais \`Migration12\`.
2. Lancer \`dotnet ef migrations add <Nom> --project src/Infrastructure\`.
3. Passer le fichier généré à \`scripts/operations-destructives.sh\` et recopier
   sa sortie dans la réponse. Un code de sortie non nul signifie que le
   fichier n'a pas été lu : ne rien conclure.

## Si le script signale une opération

- \`RenameColumn\` ou \`RenameTable\` : lire \`references/CONVENTIONS.md\` avant
  toute modification ; un renommage se fait en deux migrations.
- \`AlterColumn\` : vérifier que le nouveau type ne tronque aucune valeur
  existante, et le dire dans la réponse.
- \`DropColumn\` ou \`DropTable\` : ne rien appliquer, demander confirmation.

Ne jamais lancer \`dotnet ef database update\` : l'application des migrations
passe par le pipeline.
`;
const ARTICLE_SCRIPT = `#!/usr/bin/env bash
# Liste les operations qui detruisent ou renomment des donnees dans une migration.
# Usage : scripts/operations-destructives.sh <fichier de migration .cs>
set -euo pipefail
[ -f "$1" ] || { echo "Fichier introuvable : $1" >&2; exit 2; }
grep -nE 'migrationBuilder\\.(DropTable|DropColumn|RenameColumn|RenameTable|AlterColumn)\\(' "$1" \\
  || echo "Aucune operation destructive."
`;
const ARTICLE_CONVENTIONS = "# Conventions\n\nUn renommage se fait en deux migrations : ajouter la nouvelle colonne et copier les données, puis supprimer l'ancienne.\n";

/** A temp copy of fixtures/skills/migrations-ef (built by the skills fixture set), else of the article's text. */
function migrationsEf(): string {
  const dir = path.join(tempDir(), "migrations-ef");
  const fixture = path.join(FIXTURES, "skills/migrations-ef");
  if (fs.existsSync(path.join(fixture, "SKILL.md"))) {
    fs.cpSync(fixture, dir, { recursive: true });
  } else {
    put(path.join(dir, "SKILL.md"), ARTICLE_SKILL_MD);
    put(path.join(dir, "scripts/operations-destructives.sh"), ARTICLE_SCRIPT, 0o755);
    put(path.join(dir, "references/CONVENTIONS.md"), ARTICLE_CONVENTIONS);
  }
  return dir;
}

describe("the article's migrations-ef skill", () => {
  const SCRIPT = "scripts/operations-destructives.sh";
  const approve = (dir: string) => approveSkills(emptyLock(), [{ key: "migrations-ef", skill: loadSkillAt(dir) }]);

  it("has the article's files", () => {
    expect(loadSkillAt(migrationsEf()).files.map((f) => f.path)).toEqual(["SKILL.md", "references/CONVENTIONS.md", SCRIPT]);
  });

  it("reports its script as not reviewed without a lock, and as new with a lock that lacks it", () => {
    const dir = migrationsEf();
    expect(lint(dir)).toEqual([`1:1 skill-unaudited-file warning skill "migrations-ef": script ${SCRIPT} has never been reviewed (no mcp-audit.lock.json): run mcp-audit approve after reading it`]);
    expect(lint(dir, emptyLock())).toEqual([`1:1 skill-unaudited-file error skill "migrations-ef": script ${SCRIPT} is new since the last review: run mcp-audit approve after reading it`]);
  });

  it("passes once approved", () => {
    const dir = migrationsEf();
    const { lock, changes } = approve(dir);
    expect(changes.map((c) => [c.key, c.status])).toEqual([["migrations-ef", "new"]]);
    expect(lint(dir, lock)).toEqual([]);
  });

  it("reports the script as changed after a one-byte edit", () => {
    const dir = migrationsEf();
    const { lock } = approve(dir);
    const file = path.join(dir, SCRIPT);
    const before = fs.readFileSync(file);
    const after = Buffer.from(before);
    after[after.indexOf("Aucune")] = "a".charCodeAt(0); // "Aucune" -> "aucune": same size, other bytes
    fs.writeFileSync(file, after);
    const [a, b] = [sha256(before).slice(-4), sha256(after).slice(-4)];
    expect(a).not.toBe(b);
    expect(lint(dir, lock)).toEqual([
      `1:1 skill-unaudited-file error skill "migrations-ef": script ${SCRIPT} changed since it was approved (sha256 …${a} → …${b}, ${before.length} bytes): review the change, then run mcp-audit approve`,
    ]);
    // One byte more: the size is in the message too.
    fs.writeFileSync(file, Buffer.concat([before, Buffer.from("\n")]));
    const c = sha256(fs.readFileSync(file)).slice(-4);
    expect(lint(dir, lock)).toEqual([
      `1:1 skill-unaudited-file error skill "migrations-ef": script ${SCRIPT} changed since it was approved (sha256 …${a} → …${c}, ${before.length} → ${before.length + 1} bytes): review the change, then run mcp-audit approve`,
    ]);
  });
});
