// Reading into a reused buffer (ScratchBuffer): the same bytes and the same refusals as a fresh
// buffer, and never more than the cap read, however large the scratch buffer has grown.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileReadError, openRegularFile, readOpened, readRegularFile, readSourceFile, ScratchBuffer } from "../../src/core/safe-read.js";
import { tempDir } from "../cli/run.js";

afterEach(() => {
  vi.restoreAllMocks();
});

function file(name: string, data: string | Buffer): string {
  const p = path.join(tempDir(), name);
  fs.writeFileSync(p, data);
  return p;
}

describe("reading into a scratch buffer", () => {
  it("gives the bytes a fresh read gives, file after file, growing as needed", () => {
    const scratch = new ScratchBuffer();
    const sizes = [0, 1, 100, 64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 300_000, 5, 1_000_000, 3];
    for (const size of sizes) {
      const data = Buffer.alloc(size, size % 251);
      const p = file(`f-${size}`, data);
      const fresh = readRegularFile(p, { maxBytes: 2_000_000 }).bytes;
      const reused = readRegularFile(p, { maxBytes: 2_000_000, scratch }).bytes;
      expect(Buffer.compare(reused, data), `size ${size}`).toBe(0);
      expect(Buffer.compare(fresh, data), `size ${size}`).toBe(0);
    }
  });

  it("never reads past the cap into a scratch buffer larger than the file claims to be", () => {
    const scratch = new ScratchBuffer();
    // Grow the scratch buffer well past the cap used below.
    readRegularFile(file("big", Buffer.alloc(400_000, 1)), { maxBytes: 1_000_000, scratch });
    // A file that is longer than its descriptor's size says (a /proc file, a growing file): fstat is
    // made to lie, and the read must still stop at cap + 1 bytes.
    const p = file("liar", Buffer.alloc(300_000, 2));
    const { fd, stat } = openRegularFile(p);
    const lying = Object.assign(Object.create(Object.getPrototypeOf(stat) as object) as fs.Stats, stat, { size: 10 });
    const reads: number[] = [];
    const realRead = fs.readSync;
    vi.spyOn(fs, "readSync").mockImplementation(((fdArg: number, buffer: Buffer, offset: number, length: number, position: null) => {
      reads.push(length);
      return (realRead as (...a: unknown[]) => number)(fdArg, buffer, offset, length, position);
    }) as typeof fs.readSync);
    try {
      expect(() => readOpened(fd, lying, 1000, scratch)).toThrow(FileReadError);
    } finally {
      fs.closeSync(fd);
    }
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1001);
  });

  it("refuses a file over the cap as a fresh read does", () => {
    const scratch = new ScratchBuffer();
    const p = file("over", Buffer.alloc(5000, 3));
    const kinds = [() => readRegularFile(p, { maxBytes: 4999 }), () => readRegularFile(p, { maxBytes: 4999, scratch })].map((read) => {
      try {
        read();
        return "read";
      } catch (error) {
        return error instanceof FileReadError ? `${error.kind} ${error.reason}` : "other";
      }
    });
    expect(kinds[0]).toMatch(/^too-large /);
    expect(kinds[1]).toBe(kinds[0]);
  });

  it("decodes a source from the scratch bytes into text of its own", () => {
    const scratch = new ScratchBuffer();
    const a = file("a.md", "\uFEFFfirst file, with a BOM\n");
    const b = file("b.md", "second file overwrites the scratch buffer\n");
    const first = readSourceFile(a, "a.md", "a SKILL.md", { scratch });
    readSourceFile(b, "b.md", "a SKILL.md", { scratch });
    expect([first.source.text, first.source.bom, first.size]).toEqual(["first file, with a BOM\n", true, Buffer.byteLength("\uFEFFfirst file, with a BOM\n")]);
  });
});
