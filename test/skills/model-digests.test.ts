// Digests computed when asked (`digests: "when-asked"`, a run with no lock) against digests computed
// at read: the same content for every file, whatever the file holds (BOM, CRLF, non-ASCII, NUL, bytes
// that are not UTF-8) and whatever the rules did first (decoded a data file, read its first line, or
// nothing). Each digest is also the SHA-256 of the file's bytes on disk, SKILL.md's included.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fileFacts } from "../../src/lock/skills.js";
import { loadSkill } from "../../src/skills/model.js";
import { tempDir } from "../cli/run.js";

const root = tempDir();
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const PIECE = fc.constantFrom("a", "line\n", "\r\n", "é", "\u200b", "😀", "#!/bin/sh\n", "\0", "\xff", "\uFEFF", "<x/>", "`scripts/a.sh`");
const NAME = fc.constantFrom("notes.md", "data.json", "schema.xsd", "readme.txt", "run.sh", "tool", "logo.png", "scripts/gen", "references/guide.md", "assets/table.csv");
const sha256 = (bytes: Buffer) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

describe("digests when asked", () => {
  it("equal the digests at read and the files' own, for any bytes and any order of asking", () => {
    let n = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: NAME, pieces: fc.array(PIECE, { maxLength: 12 }), bom: fc.boolean(), exec: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        fc.array(PIECE.filter((p) => p !== "\0" && p !== "\xff"), { maxLength: 8 }),
        fc.constantFrom("text-first", "line-first", "digest-first", "released-first"),
        (files, skillMdPieces, order) => {
          const dir = path.join(root, `s${n++}`);
          fs.mkdirSync(dir);
          const written = new Map<string, Buffer>();
          const write = (rel: string, bytes: Buffer, exec = false) => {
            fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
            fs.writeFileSync(path.join(dir, rel), bytes, { mode: exec ? 0o755 : 0o644 });
            written.set(rel, bytes);
          };
          write("SKILL.md", Buffer.from(`---\nname: s\ndescription: x\n---\n${skillMdPieces.join("")}`, "utf8"));
          for (const f of files) {
            const text = (f.bom ? "\uFEFF" : "") + f.pieces.join("");
            // "\xff" stands for a byte that is not UTF-8.
            const bytes = Buffer.concat(text.split("\xff").flatMap((part, i) => (i === 0 ? [Buffer.from(part, "utf8")] : [Buffer.from([0xff]), Buffer.from(part, "utf8")])));
            write(f.name, bytes, f.exec);
          }
          const atRead = loadSkill(dir, "s", "s");
          const whenAsked = loadSkill(dir, "s", "s", { digests: "when-asked" });
          for (const file of whenAsked.files) {
            if (order === "text-first") whenAsked.readText(file.path);
            if (order === "line-first") whenAsked.readFirstLine(file.path);
            // Decoded, then let go as the engine does after a file's checks: the digest is still the bytes'.
            if (order === "released-first") {
              whenAsked.readText(file.path);
              whenAsked.release?.(file.path);
            }
          }
          for (const file of whenAsked.files) {
            const lazy = fileFacts(whenAsked, file);
            const eager = fileFacts(atRead, atRead.files.find((f) => f.path === file.path)!);
            expect({ ...lazy }).toEqual({ ...eager });
            expect(lazy.ok && lazy.digest).toBe(sha256(written.get(file.path)!));
            // The text is unchanged by the digest being asked.
            expect(whenAsked.readText(file.path)?.text).toBe(atRead.readText(file.path)?.text);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
