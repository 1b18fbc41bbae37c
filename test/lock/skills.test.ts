import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSkillAt } from "../skill-helpers.js";
import { emptyLock, LOCK_FILE_NAME, LOCK_VERSION, LockError, lockedFiles, readLock, readLockFile, serializeLock, writeLock, type AuditLock, type LockedFile, type LockedSkill } from "../../src/lock/index.js";
import { approveSkills, codeKind, describeDiff, describeDiffFiles, diffSkill, lockEntryForSkill, shortDigests, snapshotSkill } from "../../src/lock/skills.js";
import { lockedSkillName } from "../../src/lock/index.js";

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) fs.rmSync(t, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-lock-"));
  temps.push(dir);
  return dir;
}
function put(file: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
const hex = (b: string | Uint8Array) => `sha256:${createHash("sha256").update(b).digest("hex")}`;
const posix = process.platform !== "win32";

const DEPLOY_MD = "---\nname: deploy\ndescription: Deploys the app. Use when the user asks to ship.\ndisable-model-invocation: true\n---\n\n# Deploy\n";
const RUN_SH = "#!/bin/sh\nset -eu\nmake deploy\n";
const ROLLBACK = "# Rollback\n\nRun `make rollback`.\n";

/** A project folder with skills/deploy (SKILL.md, scripts/run.sh, references/rollback.md). */
function project(): { root: string; deploy: string } {
  const root = tempDir();
  const deploy = path.join(root, "skills/deploy");
  put(path.join(deploy, "SKILL.md"), DEPLOY_MD);
  put(path.join(deploy, "scripts/run.sh"), RUN_SH);
  put(path.join(deploy, "references/rollback.md"), ROLLBACK);
  return { root, deploy };
}
const load = (dir: string) => loadSkillAt(dir);
const paths = (entry: LockedSkill) => lockedFiles(entry).map((f) => f.path);
/** A lock entry of folder `folder` from files by path (the test's shorthand). */
function entryOf(folder: string, frontmatter: Record<string, unknown>, files: LockedFile[]): LockedSkill {
  const uri = (p: string) => `skill://${folder}/${p}`;
  return { uri: uri("SKILL.md"), frontmatter, resources: files.map((f) => ({ uri: uri(f.path), digest: f.digest, size: f.size })).sort((a, b) => (a.uri < b.uri ? -1 : 1)) };
}

describe("lockEntryForSkill", () => {
  it("is a SEP-2640 entry: every file by URI, sha256 of its bytes and size, sorted by URI, with the parsed front matter", () => {
    const { deploy } = project();
    expect(lockEntryForSkill(load(deploy))).toEqual({
      uri: "skill://deploy/SKILL.md",
      frontmatter: { name: "deploy", description: "Deploys the app. Use when the user asks to ship.", "disable-model-invocation": true },
      resources: [
        { uri: "skill://deploy/SKILL.md", digest: hex(DEPLOY_MD), size: Buffer.byteLength(DEPLOY_MD) },
        { uri: "skill://deploy/references/rollback.md", digest: hex(ROLLBACK), size: Buffer.byteLength(ROLLBACK) },
        { uri: "skill://deploy/scripts/run.sh", digest: hex(RUN_SH), size: Buffer.byteLength(RUN_SH) },
      ],
    });
  });

  it("percent-encodes names as the SDK does, and sorts by the encoded URI", () => {
    const dir = path.join(tempDir(), "odd");
    put(path.join(dir, "SKILL.md"), "---\nname: odd\ndescription: x\n---\n");
    put(path.join(dir, "a b/Q&A #1.md"), "q\n");
    put(path.join(dir, "é.md"), "e\n");
    put(path.join(dir, "z.md"), "z\n");
    const entry = lockEntryForSkill(load(dir));
    expect(entry.resources.map((r) => r.uri)).toEqual(["skill://odd/%C3%A9.md", "skill://odd/SKILL.md", "skill://odd/a%20b/Q&A%20%231.md", "skill://odd/z.md"]);
    expect(paths(entry)).toEqual(["é.md", "SKILL.md", "a b/Q&A #1.md", "z.md"]);
  });

  it("hashes SKILL.md's bytes as on disk, BOM and CRLF included", () => {
    const dir = path.join(tempDir(), "crlf");
    const text = "\uFEFF---\r\nname: crlf\r\ndescription: x\r\n---\r\nbody\r\n";
    put(path.join(dir, "SKILL.md"), text);
    const [md] = lockEntryForSkill(load(dir)).resources;
    expect(md).toEqual({ uri: "skill://crlf/SKILL.md", size: Buffer.byteLength(text), digest: hex(text) });
  });

  it("uses the folder's name when the front matter has no name, and {} when it does not parse", () => {
    const dir = path.join(tempDir(), "nameless");
    put(path.join(dir, "SKILL.md"), "---\ndescription: [unclosed\n---\n");
    const entry = lockEntryForSkill(load(dir));
    expect(entry.uri).toBe("skill://nameless/SKILL.md");
    expect(lockedSkillName(entry)).toBe("nameless");
    expect(entry.frontmatter).toEqual({});
  });

  it.runIf(posix)("records a symlink inside the folder with its target's bytes, and skips one that leaves it", () => {
    const { root, deploy } = project();
    fs.symlinkSync("run.sh", path.join(deploy, "scripts/latest.sh"));
    put(path.join(root, "outside.sh"), "echo outside\n");
    fs.symlinkSync("../../../outside.sh", path.join(deploy, "scripts/shared.sh"));
    fs.symlinkSync("scripts", path.join(deploy, "bin"));
    const { entry, skipped } = snapshotSkill(load(deploy));
    expect(paths(entry)).toEqual(["SKILL.md", "references/rollback.md", "scripts/latest.sh", "scripts/run.sh"]);
    expect(entry.resources[2]).toEqual({ uri: "skill://deploy/scripts/latest.sh", size: Buffer.byteLength(RUN_SH), digest: hex(RUN_SH) });
    expect(skipped).toEqual([
      { path: "bin", reason: "symlink to a folder (its files are recorded where they really are)" },
      { path: "scripts/shared.sh", reason: "symlink that leaves the skill folder: never approvable" },
    ]);
  });
});

describe("diffSkill", () => {
  const baseFiles: LockedFile[] = [
    { path: "SKILL.md", size: 100, digest: `sha256:${"a".repeat(64)}` },
    { path: "references/old.md", size: 10, digest: `sha256:${"b".repeat(64)}` },
    { path: "scripts/run.sh", size: 412, digest: `sha256:${"c".repeat(60)}abcd` },
  ];
  const base = entryOf("deploy", { name: "deploy", description: "Deploys.", metadata: { owner: "ops", tier: "1" } }, baseFiles);
  const clone = (s: LockedSkill): LockedSkill => JSON.parse(JSON.stringify(s)) as LockedSkill;

  it("says new when nothing was locked", () => {
    const diff = diffSkill(undefined, base, "skills/deploy");
    expect(diff).toMatchObject({ key: "skills/deploy", status: "new", added: baseFiles, removed: [], changed: [] });
    expect(describeDiff(diff)).toBe('skills/deploy: new skill "deploy", 3 files (522 bytes)');
    expect(describeDiffFiles(diff)).toEqual(["SKILL.md (100 bytes)", "references/old.md (10 bytes)", "scripts/run.sh (412 bytes)"]);
  });

  it("says unchanged for the same entry, whatever the key order of the front matter", () => {
    const current = clone(base);
    current.frontmatter = { metadata: { tier: "1", owner: "ops" }, description: "Deploys.", name: "deploy" };
    const diff = diffSkill(base, current, "skills/deploy");
    expect(diff.status).toBe("unchanged");
    expect(describeDiff(diff)).toBe("skills/deploy: unchanged");
  });

  it("lists files changed (size, or digest alone), added and removed, and front-matter keys", () => {
    const current = entryOf("deploy", { name: "deploy", description: "Deploys to prod.", metadata: { owner: "ops", tier: "2" }, "disable-model-invocation": true }, [
      { path: "SKILL.md", size: 100, digest: `sha256:${"a".repeat(63)}f` },
      { path: "references/new.md", size: 90, digest: `sha256:${"d".repeat(64)}` },
      { path: "scripts/run.sh", size: 415, digest: `sha256:${"c".repeat(60)}ef01` },
    ]);
    const diff = diffSkill(base, current, "skills/deploy");
    expect(diff.status).toBe("changed");
    expect(diff.changed.map((c) => c.path)).toEqual(["SKILL.md", "scripts/run.sh"]);
    expect(diff.added.map((f) => f.path)).toEqual(["references/new.md"]);
    expect(diff.removed.map((f) => f.path)).toEqual(["references/old.md"]);
    expect(diff.frontmatter).toEqual(["description", "disable-model-invocation", "metadata"]);
    expect(describeDiff(diff)).toBe("skills/deploy: 2 files changed, 1 added, 1 removed, front matter changed (description, disable-model-invocation, metadata)");
    expect(describeDiffFiles(diff)).toEqual([
      "SKILL.md changed (100 bytes, sha256 …aaaa → …aaaf)",
      "scripts/run.sh changed (412 → 415 bytes)",
      "references/new.md added (90 bytes)",
      "references/old.md removed",
    ]);
  });

  it("notices a removed front-matter key and a rename without a name key", () => {
    const locked = clone(base);
    locked.frontmatter = { description: "Deploys.", license: "MIT" };
    // The same files in a folder now named deploy-v2 (the name the skill goes by without a name key).
    const current = entryOf("deploy-v2", { description: "Deploys." }, baseFiles);
    const diff = diffSkill(locked, current, "skills/deploy");
    expect(diff.frontmatter).toEqual(["license"]);
    expect(diff.renamed).toEqual({ before: "deploy", after: "deploy-v2" });
    expect(describeDiff(diff)).toBe('skills/deploy: front matter changed (license), renamed "deploy" → "deploy-v2"');
  });

  it("shortens digests to the shortest distinct suffix, at least 4 digits", () => {
    expect(shortDigests(`sha256:${"0".repeat(60)}abcd`, `sha256:${"0".repeat(60)}ef01`)).toEqual(["…abcd", "…ef01"]);
    expect(shortDigests(`sha256:${"0".repeat(58)}1a2bcd`, `sha256:${"0".repeat(58)}2a2bcd`)).toEqual(["…1a2bcd", "…2a2bcd"]);
  });
});

describe("approveSkills", () => {
  it("records new and changed skills, reports them, and leaves the input lock and other entries alone", () => {
    const { deploy } = project();
    const other = entryOf("other", {}, []);
    const input: AuditLock = { ...emptyLock(), skills: { "tools/other": other }, packages: { "npm:x": { ecosystem: "npm", name: "x", version: "1.0.0", servers: [".mcp.json#x"] } } };
    const before = serializeLock(input);
    const { lock, changes } = approveSkills(input, [{ key: "skills/deploy", skill: load(deploy) }]);
    expect(serializeLock(input)).toBe(before);
    expect(Object.keys(lock.skills).sort()).toEqual(["skills/deploy", "tools/other"]);
    expect(lock.skills["tools/other"]).toEqual(other);
    expect(lock.packages).toEqual(input.packages);
    expect(changes.map((c) => [c.key, c.status])).toEqual([["skills/deploy", "new"]]);

    put(path.join(deploy, "scripts/run.sh"), `${RUN_SH}echo done\n`);
    put(path.join(deploy, "references/extra.md"), "x\n");
    const again = approveSkills(lock, [{ key: "skills/deploy", skill: load(deploy) }]);
    expect(again.changes.map(describeDiff)).toEqual(["skills/deploy: 1 file changed, 1 added"]);
    expect(again.changes.map(describeDiffFiles)).toEqual([[`scripts/run.sh changed (${Buffer.byteLength(RUN_SH)} → ${Buffer.byteLength(RUN_SH) + 10} bytes)`, "references/extra.md added (2 bytes)"]]);
    expect(paths(again.lock.skills["skills/deploy"]!)).toEqual(["SKILL.md", "references/extra.md", "references/rollback.md", "scripts/run.sh"]);
  });

  it("is byte-identical on re-approve: sorted keys, no timestamps, no change reported", () => {
    const { root, deploy } = project();
    const first = approveSkills(emptyLock(), [{ key: "skills/deploy", skill: load(deploy) }]).lock;
    writeLock(root, first);
    const text = fs.readFileSync(path.join(root, LOCK_FILE_NAME), "utf8");
    const reread = readLock(root)!;
    const second = approveSkills(reread, [{ key: "skills/deploy", skill: load(deploy) }]);
    expect(second.changes).toEqual([]);
    expect(serializeLock(second.lock)).toBe(text);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // Keys are sorted at every depth (the file diffs line by line).
    expect(text.indexOf('"lockfileVersion"')).toBeLessThan(text.indexOf('"packages"'));
    expect(text.indexOf('"packages"')).toBeLessThan(text.indexOf('"skills"'));
    expect(text).toContain('"frontmatter": {\n        "description": "Deploys the app. Use when the user asks to ship.",\n        "disable-model-invocation": true,\n        "name": "deploy"\n      }');
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("does not depend on the order the skills are given in", () => {
    const { root, deploy } = project();
    const tools = path.join(root, "skills/tools");
    put(path.join(tools, "SKILL.md"), "---\nname: tools\ndescription: t\n---\n");
    const a = approveSkills(emptyLock(), [{ key: "skills/deploy", skill: load(deploy) }, { key: "skills/tools", skill: load(tools) }]);
    const b = approveSkills(emptyLock(), [{ key: "skills/tools", skill: load(tools) }, { key: "skills/deploy", skill: load(deploy) }]);
    expect(serializeLock(a.lock)).toBe(serializeLock(b.lock));
    expect(a.changes.map((c) => c.key)).toEqual(["skills/deploy", "skills/tools"]);
    expect(b.changes.map((c) => c.key)).toEqual(["skills/deploy", "skills/tools"]);
  });

  it("prunes only entries in scope that are not among the skills given", () => {
    const { deploy } = project();
    const gone = entryOf("gone", {}, [{ path: "SKILL.md", size: 1, digest: `sha256:${"e".repeat(64)}` }]);
    const lock: AuditLock = { ...emptyLock(), skills: { "skills/gone": gone, "skills-extra/kept": gone, "tools/kept": gone } };
    const skills = [{ key: "skills/deploy", skill: load(deploy) }];
    expect(Object.keys(approveSkills(lock, skills).lock.skills).sort()).toEqual(["skills-extra/kept", "skills/deploy", "skills/gone", "tools/kept"]);
    const scoped = approveSkills(lock, skills, { prune: { within: ["skills/"] } });
    expect(Object.keys(scoped.lock.skills).sort()).toEqual(["skills-extra/kept", "skills/deploy", "tools/kept"]);
    expect(scoped.changes.map(describeDiff)).toEqual([
      expect.stringMatching(/^skills\/deploy: new skill "deploy"/),
      'skills/gone: removed from the lock (no skill "gone" there any more)',
    ]);
    expect(Object.keys(approveSkills(lock, skills, { prune: { within: ["."] } }).lock.skills)).toEqual(["skills/deploy"]);
  });

  it.runIf(posix)("says which files it could not record", () => {
    const { root, deploy } = project();
    put(path.join(root, "outside.sh"), "echo outside\n");
    fs.symlinkSync("../../../outside.sh", path.join(deploy, "scripts/shared.sh"));
    const first = approveSkills(emptyLock(), [{ key: "skills/deploy", skill: load(deploy) }]);
    expect(describeDiff(first.changes[0]!)).toMatch(/; not recorded: scripts\/shared\.sh \(symlink that leaves the skill folder: never approvable\)$/);
    // Approving again changes nothing, but the refusal is still reported.
    const again = approveSkills(first.lock, [{ key: "skills/deploy", skill: load(deploy) }]);
    expect(again.changes.map(describeDiff)).toEqual(["skills/deploy: unchanged; not recorded: scripts/shared.sh (symlink that leaves the skill folder: never approvable)"]);
  });
});

describe("the lock file", () => {
  it("round-trips through writeLock and readLock", () => {
    const { root, deploy } = project();
    const { lock } = approveSkills(emptyLock(), [{ key: "skills/deploy", skill: load(deploy) }]);
    writeLock(root, lock);
    expect(readLock(root)).toEqual(lock);
  });

  it("is a LockError when corrupt, and is never replaced", () => {
    const { root } = project();
    const file = path.join(root, LOCK_FILE_NAME);
    for (const text of ['{"lockfileVersion": 2, "skills": {', '{"lockfileVersion": 1, "skills": {"a": {"name": "a", "frontmatter": {}, "files": [{"path": "SKILL.md", "size": 1, "digest": "md5:x"}]}}, "packages": {}}']) {
      fs.writeFileSync(file, text);
      expect(() => readLock(root)).toThrow(LockError);
      expect(fs.readFileSync(file, "utf8")).toBe(text);
    }
    expect(() => readLock(root)).toThrow(/does not match the lock format at \/skills\/a\/files\/0\/digest/);
    fs.writeFileSync(file, '{"lockfileVersion": 2, "skills": {"a": {"uri": "skill://a/SKILL.md", "frontmatter": {}, "resources": [{"uri": "skill://a/SKILL.md", "size": 1, "digest": "sha256:AB"}]}}, "packages": {}}');
    expect(() => readLock(root)).toThrow(/does not match the lock format at \/skills\/a\/resources\/0\/digest/);
    fs.writeFileSync(file, '{"lockfileVersion": 3, "skills": {}, "packages": {}}');
    expect(() => readLock(root)).toThrow(/lockfileVersion 3, written by a newer mcp-audit/);
  });

  it("says where a lock that is not JSON breaks, without quoting its text (V8's message would)", () => {
    const { root } = project();
    const secret = "ghp_R8xk2Lq9Vm3Tn7Yb5Wc1Zd4Fg6Hj0Ks2Pa8Q";
    fs.writeFileSync(path.join(root, LOCK_FILE_NAME), `{"lockfileVersion": 2,\n "note": "${secret}" "\u0007x": 1}`);
    let message = "";
    try {
      readLock(root);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(`${LOCK_FILE_NAME}: is not valid JSON (line 2, column ${13 + secret.length}: invalid character in string (control characters must be escaped)); fix it or restore it from version control, then run mcp-audit approve`);
  });

  it("reads a version 1 lock and migrates it without losing a review: same sizes and digests, under the SDK's URIs", () => {
    const root = path.join(tempDir(), "project");
    const v1 = {
      lockfileVersion: 1,
      packages: { "npm:x": { ecosystem: "npm", name: "x", version: "1.0.0", servers: [".mcp.json#x"] } },
      skills: {
        ".": { name: "project", frontmatter: {}, files: [{ path: "SKILL.md", size: 3, digest: `sha256:${"1".repeat(64)}` }] },
        "skills/deploy": {
          name: "deploy",
          frontmatter: { name: "deploy", description: "Deploys." },
          files: [
            { path: "SKILL.md", size: 100, digest: `sha256:${"a".repeat(64)}` },
            { path: "a b/Q&A.md", size: 7, digest: `sha256:${"b".repeat(64)}` },
          ],
        },
      },
    };
    put(path.join(root, LOCK_FILE_NAME), JSON.stringify(v1));
    const read = readLockFile(root)!;
    expect(read.fileVersion).toBe(1);
    expect(read.lock.lockfileVersion).toBe(LOCK_VERSION);
    expect(read.lock.packages).toEqual(v1.packages);
    expect(read.lock.skills["skills/deploy"]).toEqual({
      uri: "skill://deploy/SKILL.md",
      frontmatter: { name: "deploy", description: "Deploys." },
      resources: [
        { uri: "skill://deploy/SKILL.md", digest: `sha256:${"a".repeat(64)}`, size: 100 },
        { uri: "skill://deploy/a%20b/Q&A.md", digest: `sha256:${"b".repeat(64)}`, size: 7 },
      ],
    });
    expect(read.lock.skills["."]!.uri).toBe("skill://project/SKILL.md");
    // Every reviewed file survives, by path, size and digest.
    for (const [key, old] of Object.entries(v1.skills)) expect(lockedFiles(read.lock.skills[key]!)).toEqual(expect.arrayContaining(old.files));
    // Written back, it is a version 2 lock that reads to the same entries.
    writeLock(root, read.lock);
    expect(readLockFile(root)).toMatchObject({ fileVersion: LOCK_VERSION, lock: read.lock });
  });

  it("is undefined when there is none", () => {
    expect(readLock(tempDir())).toBeUndefined();
  });
});

describe("codeKind", () => {
  it("knows scripts by extension and shebang (what src/skills/file-kind.ts says is code), and executables by their bit", () => {
    expect(codeKind("scripts/run", false, false)).toBe("script"); // no known extension: may be run by name
    expect(codeKind("scripts/README.md", false, false)).toBeUndefined(); // Markdown
    expect(codeKind("scripts/office/schemas/dml-main.xsd", false, false)).toBeUndefined(); // data
    expect(codeKind("scripts/fonts/Inter.ttf", false, false)).toBeUndefined(); // binary
    expect(codeKind("scripts/tool.conf", true, true)).toBe("script"); // a shebang makes it code
    expect(codeKind("tools/x.PS1", false, false)).toBe("script");
    expect(codeKind("tools/x.py", false, false)).toBe("script");
    expect(codeKind("bin/check", false, true)).toBe("script");
    expect(codeKind("bin/tool", true, false)).toBe("executable file");
    expect(codeKind("references/scripts/x.md", false, false)).toBeUndefined();
    expect(codeKind("assets/logo.png", false, false)).toBeUndefined();
  });
});

describe("approve and audit agree on keys", () => {
  it("a skill approved under its folder's path from the lock's root passes the audit; a changed script fails it", async () => {
    const { runAudit } = await import("../../src/audit/run.js");
    const { skillUnauditedFile } = await import("../../src/rules/skill-unaudited-file.js");
    const { root, deploy } = project();
    // The key the CLI's approve must use: the folder from the lock's root, forward slashes.
    const key = path.relative(root, deploy).split(path.sep).join("/");
    expect(key).toBe("skills/deploy");
    writeLock(root, approveSkills(emptyLock(), [{ key, skill: loadSkillAt(deploy) }]).lock);
    const audit = () => runAudit({ cwd: root, paths: ["."], lockRoot: root, rules: [], skillRules: [skillUnauditedFile] });
    expect(audit().files.flatMap((f) => f.findings)).toEqual([]);
    put(path.join(deploy, "scripts/run.sh"), `${RUN_SH}#\n`);
    expect(audit().files.flatMap((f) => f.findings.map((x) => `${f.displayPath} ${x.severity}`))).toEqual(["skills/deploy/scripts/run.sh error"]);
  });
});
