// A skill's folder listings, packed by the discovery walk until the skill is read: what loadSkill gets
// back is exactly what the folder holds, and the walk's listing is what loadSkill uses (no folder read twice).
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discover } from "../../src/audit/discovery.js";
import { packEntries, unpackEntries, type ListedEntry } from "../../src/audit/packed-entries.js";
import { loadSkill } from "../../src/skills/model.js";
import { tempDir } from "../cli/run.js";

afterEach(() => vi.restoreAllMocks());

describe("packEntries / unpackEntries", () => {
  it("gives back every entry, in order, with its type (a nested repository is a folder, an unknown type is other)", () => {
    const listed: ListedEntry[] = [
      { name: "SKILL.md", type: "file" },
      { name: "scripts", type: "dir" },
      { name: "vendor", type: "nested" },
      { name: "link", type: "symlink" },
      { name: "fifo", type: "other" },
      { name: "odd", type: "unknown" },
      // Names hold anything but "/" and NUL: spaces, line breaks, backslashes, letters of any script, a lone letter.
      { name: "a b\nc\\d", type: "file" },
      { name: "résumé-日本.md", type: "file" },
      { name: "x", type: "dir" },
    ];
    const packed = packEntries(listed);
    expect(typeof packed).toBe("string");
    expect(unpackEntries(packed)).toEqual([
      { name: "SKILL.md", type: "file" },
      { name: "scripts", type: "dir" },
      { name: "vendor", type: "dir" },
      { name: "link", type: "symlink" },
      { name: "fifo", type: "other" },
      { name: "odd", type: "other" },
      { name: "a b\nc\\d", type: "file" },
      { name: "résumé-日本.md", type: "file" },
      { name: "x", type: "dir" },
    ]);
  });

  it("an empty folder and a folder of one entry", () => {
    expect(unpackEntries(packEntries([]))).toEqual([]);
    expect(unpackEntries(packEntries([{ name: "only", type: "file" }]))).toEqual([{ name: "only", type: "file" }]);
  });

  it("a listing past the character budget stays an array, with the same entries", () => {
    const listed: ListedEntry[] = Array.from({ length: 50 }, (_, i) => ({ name: `file-${i}.txt`, type: i % 2 ? "file" : "dir" }));
    const packed = packEntries(listed, 100);
    expect(Array.isArray(packed)).toBe(true);
    expect(unpackEntries(packed)).toEqual(listed.map((e) => ({ name: e.name, type: e.type })));
    expect(unpackEntries(packEntries(listed))).toEqual(unpackEntries(packed));
  });

  it("packs into one flat string: each entry costs its name and two characters", () => {
    const listed: ListedEntry[] = Array.from({ length: 1000 }, (_, i) => ({ name: `n${i}`, type: "file" }));
    const packed = packEntries(listed) as string;
    expect(packed.length).toBe(listed.reduce((n, e) => n + e.name.length + 2, 0) - 1);
  });
});

describe("the walk hands each skill its folders", () => {
  it("loadSkill gets the folders as they are on disk and lists none of them again", () => {
    const root = tempDir();
    const skill = path.join(root, "skills", "office");
    for (const rel of ["SKILL.md", "scripts/run.sh", "scripts/lib/util.py", "references/a b.md", "assets/logo.png"]) {
      fs.mkdirSync(path.dirname(path.join(skill, rel)), { recursive: true });
      fs.writeFileSync(path.join(skill, rel), rel === "SKILL.md" ? "---\nname: office\ndescription: Use when editing documents.\n---\n# Office\n" : `${rel}\n`);
    }
    fs.symlinkSync("scripts/run.sh", path.join(skill, "run"));
    const found = discover([root], root);
    expect(found.skills.map((s) => s.displayDir)).toEqual(["skills/office"]);
    const entries = found.skills[0]!.entries!;
    const onDisk = (rel: string) =>
      fs
        .readdirSync(path.join(skill, rel), { withFileTypes: true })
        .map((d) => ({ name: d.name, type: d.isFile() ? "file" : d.isDirectory() ? "dir" : d.isSymbolicLink() ? "symlink" : "other" }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const rel of ["", "scripts", "scripts/lib", "references", "assets"]) expect(entries(rel)).toEqual(onDisk(rel));
    expect(entries("missing")).toBeUndefined();
    const readdir = vi.spyOn(fs, "readdirSync");
    const loaded = loadSkill(found.skills[0]!.dir, "skills/office", "skills/office", { entries });
    expect(readdir).not.toHaveBeenCalled();
    expect(loaded.files.map((f) => f.path)).toEqual(["SKILL.md", "assets/logo.png", "references/a b.md", "run", "scripts/lib/util.py", "scripts/run.sh"]);
  });
});
