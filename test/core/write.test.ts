// writeFileSafely and readRegularFile in-process: the cases a real process cannot time (a folder
// swapped for a symlink between the temp file and the rename) and the exact refusals.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FileReadError, readRegularFile } from "../../src/core/safe-read.js";
import { SafeFileWriter, writeFileSafely, WriteError } from "../../src/core/write.js";
import { tempDir } from "../cli/run.js";

const isRoot = process.getuid?.() === 0;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A tree `root/repo` (the audited folder) and `root/outside` holding a sentinel file. */
function layout() {
  const root = tempDir();
  dirs.push(root);
  const repo = path.join(root, "repo");
  const outside = path.join(root, "outside");
  fs.mkdirSync(path.join(repo, "cfg"), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(repo, "cfg/mcp.json"), "old\n");
  fs.writeFileSync(path.join(outside, "mcp.json"), "sentinel\n");
  return { root, repo, outside };
}

function refused(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(WriteError);
    return (error as WriteError).reason;
  }
  throw new Error("expected the write to be refused");
}

describe("writeFileSafely", () => {
  it("replaces the file atomically, keeping its mode and leaving no temp file", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    fs.chmodSync(file, 0o640);
    writeFileSafely(file, "new\n", { root: repo, bom: true });
    expect(fs.readFileSync(file, "utf8")).toBe("\uFEFFnew\n");
    expect(fs.statSync(file).mode & 0o7777).toBe(0o640);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["mcp.json"]);
  });

  it("writes through a symlink that stays in the tree, and keeps the link", () => {
    const { repo } = layout();
    fs.symlinkSync("cfg/mcp.json", path.join(repo, ".mcp.json"));
    writeFileSafely(path.join(repo, ".mcp.json"), "new\n", { root: repo });
    expect(fs.lstatSync(path.join(repo, ".mcp.json")).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(repo, "cfg/mcp.json"), "utf8")).toBe("new\n");
  });

  it("refuses a symlink (to the file, or a folder above it) leading out of the tree", () => {
    const { repo, outside } = layout();
    fs.symlinkSync(path.join(outside, "mcp.json"), path.join(repo, "baseline.json"));
    fs.symlinkSync(outside, path.join(repo, "ci"));
    expect(refused(() => writeFileSafely(path.join(repo, "baseline.json"), "x", { root: repo }))).toMatch(/symbolic link .* outside the audited folder: not written/);
    expect(refused(() => writeFileSafely(path.join(repo, "ci/mcp.json"), "x", { root: repo }))).toMatch(/outside the audited folder/);
    expect(refused(() => writeFileSafely(path.join(repo, "ci/new.json"), "x", { root: repo }))).toMatch(/outside the audited folder/);
    expect(fs.readdirSync(outside)).toEqual(["mcp.json"]);
    expect(fs.readFileSync(path.join(outside, "mcp.json"), "utf8")).toBe("sentinel\n");
  });

  it("writes a file named outside the tree through no link, as asked", () => {
    const { repo, outside } = layout();
    writeFileSafely(path.join(outside, "asked.json"), "x", { root: repo });
    expect(fs.readFileSync(path.join(outside, "asked.json"), "utf8")).toBe("x");
  });

  it("refuses to write inside .git", () => {
    const { repo } = layout();
    fs.mkdirSync(path.join(repo, ".git/hooks"), { recursive: true });
    fs.writeFileSync(path.join(repo, ".git/hooks/pre-commit"), "#!/bin/sh\n");
    fs.symlinkSync(".git/hooks/pre-commit", path.join(repo, "mcp-audit.lock.json"));
    expect(refused(() => writeFileSafely(path.join(repo, "mcp-audit.lock.json"), "{}", { root: repo }))).toMatch(/inside a \.git folder/);
    expect(fs.readFileSync(path.join(repo, ".git/hooks/pre-commit"), "utf8")).toBe("#!/bin/sh\n");
  });

  it("re-checks the folder before the rename: a folder swapped for a symlink does not redirect the write", () => {
    const { repo, outside } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    const reason = refused(() =>
      writeFileSafely(file, "new\n", {
        root: repo,
        beforeRename: () => {
          fs.renameSync(path.join(repo, "cfg"), path.join(repo, "cfg-moved"));
          fs.symlinkSync(outside, path.join(repo, "cfg"));
        },
      }),
    );
    expect(reason).toMatch(/its folder changed while mcp-audit was writing/);
    expect(fs.readFileSync(path.join(outside, "mcp.json"), "utf8")).toBe("sentinel\n");
    expect(fs.readdirSync(outside)).toEqual(["mcp.json"]);
    expect(fs.readFileSync(path.join(repo, "cfg-moved/mcp.json"), "utf8")).toBe("old\n");
  });

  it("refuses a file replaced since it was read (another inode)", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    const read = fs.statSync(file);
    fs.writeFileSync(`${file}.other`, "someone else's\n");
    fs.renameSync(`${file}.other`, file);
    expect(refused(() => writeFileSafely(file, "new\n", { root: repo, expect: read }))).toMatch(/changed on disk/);
    expect(fs.readFileSync(file, "utf8")).toBe("someone else's\n");
  });

  it("respects a read-only file: refused, not rewritten", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    fs.chmodSync(file, 0o444);
    expect(refused(() => writeFileSafely(file, "new\n", { root: repo }))).toBe("is read-only: not rewritten (make it writable to let mcp-audit change it)");
    expect(fs.readFileSync(file, "utf8")).toBe("old\n");
  });

  it("says a failed write is a write failure", () => {
    const { repo } = layout();
    expect(refused(() => writeFileSafely(path.join(repo, "missing/mcp.json"), "x", { root: repo }))).toBe("its folder does not exist");
  });

  it.runIf(isRoot)("as root, keeps the owner and group of a user's file", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    fs.chownSync(file, 1234, 2345);
    fs.chmodSync(file, 0o600);
    writeFileSafely(file, "new\n", { root: repo });
    const st = fs.statSync(file);
    expect([st.uid, st.gid, st.mode & 0o7777]).toEqual([1234, 2345, 0o600]);
    expect(fs.readFileSync(file, "utf8")).toBe("new\n");
  });
});

describe("SafeFileWriter (a report written as the audit goes)", () => {
  it("leaves the file as it was until the commit, then replaces it whole with every piece, keeping its mode", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    fs.chmodSync(file, 0o640);
    const writer = SafeFileWriter.open(file, { root: repo });
    writer.write("{\n");
    writer.write(`  "é": ${"1".repeat(70_000)}\n`);
    // Mid-run: the old file is intact, the pieces are in a temp file beside it.
    expect(fs.readFileSync(file, "utf8")).toBe("old\n");
    expect(fs.readdirSync(path.dirname(file))).toHaveLength(2);
    writer.write("}\n");
    writer.commit();
    expect(fs.readFileSync(file, "utf8")).toBe(`{\n  "é": ${"1".repeat(70_000)}\n}\n`);
    expect(fs.statSync(file).mode & 0o7777).toBe(0o640);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["mcp.json"]);
    expect(refused(() => writer.write("more"))).toBe("was already written or abandoned");
    writer.abort(); // after a commit: nothing to undo
    expect(fs.readFileSync(file, "utf8")).toContain('"é"');
  });

  it("abandoned (the run failed), leaves the file as it was and no temp file", () => {
    const { repo } = layout();
    const file = path.join(repo, "cfg/mcp.json");
    const writer = SafeFileWriter.open(file, { root: repo });
    writer.write("half a report");
    writer.abort();
    expect(fs.readFileSync(file, "utf8")).toBe("old\n");
    expect(fs.readdirSync(path.dirname(file))).toEqual(["mcp.json"]);
    expect(refused(() => writer.commit())).toBe("was already written or abandoned");
  });

  it("refuses a link out of the tree when opened, before anything is written", () => {
    const { repo, outside } = layout();
    fs.symlinkSync(path.join(outside, "mcp.json"), path.join(repo, "report.sarif"));
    expect(refused(() => SafeFileWriter.open(path.join(repo, "report.sarif"), { root: repo }))).toMatch(/outside|leads out|leaves/);
    expect(fs.readFileSync(path.join(outside, "mcp.json"), "utf8")).toBe("sentinel\n");
    expect(fs.readdirSync(repo).sort()).toEqual(["cfg", "report.sarif"]);
  });
});

describe("readRegularFile", () => {
  it("refuses a FIFO without blocking, a device without reading, and a file over the cap", () => {
    const dir = tempDir();
    dirs.push(dir);
    execFileSync("mkfifo", [path.join(dir, "pipe")]);
    const kind = (file: string, options = {}) => {
      try {
        readRegularFile(file, { maxBytes: 10, ...options });
        return "read";
      } catch (error) {
        return (error as FileReadError).kind;
      }
    };
    expect(kind(path.join(dir, "pipe"))).toBe("not-regular");
    expect(kind("/dev/zero", { followSymlink: true })).toBe("not-regular");
    fs.writeFileSync(path.join(dir, "big"), "x".repeat(11));
    expect(kind(path.join(dir, "big"))).toBe("too-large");
    fs.symlinkSync("big", path.join(dir, "link"));
    expect(kind(path.join(dir, "link"))).toBe("symlink");
    fs.writeFileSync(path.join(dir, "ok"), "0123456789");
    expect(readRegularFile(path.join(dir, "ok"), { maxBytes: 10 }).bytes.toString()).toBe("0123456789");
  });

  it.runIf(process.platform === "linux")("reads no more than the cap + 1 from a file whose size says 0 (/proc)", () => {
    expect(() => readRegularFile("/proc/self/maps", { maxBytes: 16, followSymlink: true })).toThrow(FileReadError);
    expect(readRegularFile("/proc/self/maps", { maxBytes: 4 << 20, followSymlink: true }).bytes.length).toBeGreaterThan(16);
  });
});
