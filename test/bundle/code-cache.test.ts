// The V8 code cache the CLI starts from (bin/code-cache.cjs): written after a first run into the user's
// own cache directory, used by the next, never used from a directory another user could write, and
// never handed to V8 when its bytes are not the ones written. Whatever happens to it, the output is the
// output of a plain load.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NO_REGISTRY, REPO, tempDir } from "../cli/run.js";

const BIN = path.join(REPO, "bin/mcp-audit.js");
const ENTRY = /^[\w.-]+-[0-9a-f]{64}\.v8cache$/;
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const posix = process.platform !== "win32";

/** A small CommonJS "bundle" (unique text, so its cache entry is its own) and a fresh cache root. */
function fixture(): { file: string; env: NodeJS.ProcessEnv; dir: string } {
  const root = tempDir();
  const file = path.join(root, "bundle.cjs");
  fs.writeFileSync(file, `"use strict";\nexports.version = ${JSON.stringify(path.basename(root))};\nexports.answer = function answer() { let n = 0; for (let i = 0; i < 100; i++) n += i % 7; return n; };\n`);
  const cacheRoot = path.join(root, "xdg");
  return { file, env: { XDG_CACHE_HOME: cacheRoot }, dir: path.join(cacheRoot, "mcp-audit", "code-cache") };
}

const LOADER = path.join(REPO, "bin/code-cache.cjs");

/**
 * Loads the file as bin/ does, runs it and settles, in a process of its own: V8 keeps what a process
 * compiled, so only a new process shows whether it took the cache from disk or refused it.
 */
function load(file: string, env: NodeJS.ProcessEnv): { state: string; answer: number; version: string } {
  const script = `const l = require(${JSON.stringify(LOADER)}).loadWithCodeCache(${JSON.stringify(file)}, process.env); const answer = l.exports.answer(); l.settle(); process.stdout.write(JSON.stringify({ state: l.state, answer, version: l.exports.version }));`;
  const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, timeout: 30_000 });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as { state: string; answer: number; version: string };
}

const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => ENTRY.test(f)) : []);

describe.runIf(posix)("the code cache", () => {
  it("is written after the first load (0600, in a 0700 folder) and used by the next one", () => {
    const { file, env, dir } = fixture();
    const first = load(file, env);
    expect(first.state).toBe("written");
    const [entry] = entries(dir);
    expect(entry).toMatch(/^bundle\.cjs-[0-9a-f]{64}\.v8cache$/);
    expect(fs.statSync(path.join(dir, entry!)).mode & 0o777).toBe(0o600);
    for (const folder of [dir, path.dirname(dir)]) expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dir)).toEqual([entry]); // no temporary file left behind
    const second = load(file, env);
    expect(second).toEqual({ ...first, state: "used" });
  });

  it("is keyed on the exact source: the same length with other bytes is a new entry", () => {
    const { file, env, dir } = fixture();
    load(file, env);
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace("i % 7", "i % 9"));
    const changed = load(file, env);
    expect(changed.state).toBe("written");
    expect(changed.answer).toBe(Array.from({ length: 100 }, (_, i) => i % 9).reduce((a, b) => a + b, 0));
    expect(entries(dir)).toHaveLength(2);
  });

  it("never hands V8 an entry whose bytes were changed, cut or replaced: a plain load, then a fresh entry", () => {
    const { file, env, dir } = fixture();
    const first = load(file, env);
    const entry = path.join(dir, entries(dir)[0]!);
    const good = fs.readFileSync(entry);
    const damaged = [
      Buffer.concat([good.subarray(0, good.length - 1), Buffer.from([good[good.length - 1]! ^ 0xff])]), // a flipped byte
      good.subarray(0, good.length >> 1), // cut
      Buffer.alloc(0), // empty
      Buffer.from("not a code cache at all"),
    ];
    for (const bytes of damaged) {
      fs.writeFileSync(entry, bytes, { mode: 0o600 });
      const again = load(file, env);
      expect(again).toEqual({ ...first, state: "written" });
      expect(load(file, env).state).toBe("used");
    }
  });

  it("falls back when V8 rejects an entry whose digest is right (bytecode of another source)", () => {
    const { file, env, dir } = fixture();
    const first = load(file, env);
    const entry = path.join(dir, entries(dir)[0]!);
    // A well-formed entry holding random bytes: it passes the check (its CRC-32), V8 refuses it.
    const payload = randomBytes(4096);
    const magic = fs.readFileSync(entry).subarray(0, "mcp-audit v8 code cache 2\n".length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(payload));
    fs.writeFileSync(entry, Buffer.concat([magic, check, payload]), { mode: 0o600 });
    expect(load(file, env)).toEqual({ ...first, state: "written" });
    expect(load(file, env).state).toBe("used");
  });

  it("is named by the build digest the bundle's last line holds, and the bytes read: a file edited after its build is a new entry", () => {
    const { file, env, dir } = fixture();
    const text = fs.readFileSync(file, "utf8");
    const digest = createHash("sha256").update(text).digest("hex");
    fs.writeFileSync(file, `${text}// mcp-audit build sha256 ${digest}\n`);
    const first = load(file, env);
    expect(first.state).toBe("written");
    expect(entries(dir)).toEqual([expect.stringMatching(new RegExp(`^bundle\\.cjs-${digest.slice(0, 48)}[0-9a-f]{16}\\.v8cache$`))]);
    // The same build line over other code of the same length: not the entry of the build.
    fs.writeFileSync(file, `${text.replace("i % 7", "i % 9")}// mcp-audit build sha256 ${digest}\n`);
    const edited = load(file, env);
    expect(edited.state).toBe("written");
    expect(edited.answer).toBe(Array.from({ length: 100 }, (_, i) => i % 9).reduce((a, b) => a + b, 0));
    expect(entries(dir)).toHaveLength(2);
    expect(load(file, env)).toEqual({ ...edited, state: "used" });
  });

  it("reads a file that is not ASCII as UTF-8, written and used alike", () => {
    const { file, env } = fixture();
    fs.writeFileSync(file, `"use strict";\nexports.version = "caf\u00e9 \u{1F600} ${path.basename(path.dirname(file))}";\nexports.answer = () => 42;\n`);
    const first = load(file, env);
    expect(first).toEqual({ state: "written", answer: 42, version: `caf\u00e9 \u{1F600} ${path.basename(path.dirname(file))}` });
    expect(load(file, env)).toEqual({ ...first, state: "used" });
  });

  it("is off when the home folder it would fall back to is not an absolute path", () => {
    const { file } = fixture();
    const cwd = tempDir();
    const script = `const l = require(${JSON.stringify(LOADER)}).loadWithCodeCache(${JSON.stringify(file)}, process.env); l.settle(); process.stdout.write(l.state);`;
    const r = spawnSync(process.execPath, ["-e", script], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: "home" }, timeout: 30_000 });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("off");
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it("the shipped bundle's last line is the SHA-256 of the text before it", () => {
    const text = fs.readFileSync(path.join(REPO, "bundle/cli.cjs"), "latin1");
    const cut = text.lastIndexOf("\n", text.length - 2) + 1;
    expect(text.slice(cut)).toBe(`// mcp-audit build sha256 ${createHash("sha256").update(text.slice(0, cut), "latin1").digest("hex")}\n`);
  });

  it("is not used from a folder that a group or other users can write, or that is a symbolic link", () => {
    for (const spoil of ["world-writable", "group-writable", "parent world-writable", "symbolic link", "entry world-writable"] as const) {
      const { file, env, dir } = fixture();
      const first = load(file, env);
      const entry = path.join(dir, entries(dir)[0]!);
      if (spoil === "world-writable") fs.chmodSync(dir, 0o777);
      if (spoil === "group-writable") fs.chmodSync(dir, 0o770);
      if (spoil === "parent world-writable") fs.chmodSync(path.dirname(dir), 0o777);
      if (spoil === "entry world-writable") fs.chmodSync(entry, 0o666);
      if (spoil === "symbolic link") {
        const elsewhere = path.join(tempDir(), "elsewhere");
        fs.renameSync(dir, elsewhere);
        fs.symlinkSync(elsewhere, dir);
      }
      const before = fs.statSync(entry);
      const again = load(file, env);
      expect(again.answer, spoil).toBe(first.answer);
      // Not read (an entry only another user could have planted is never used): a plain load.
      expect(again.state, spoil).toBe(spoil === "entry world-writable" ? "written" : "off");
      if (spoil !== "entry world-writable") expect(fs.statSync(entry).ino, spoil).toBe(before.ino);
      else expect(fs.statSync(entry).mode & 0o777, spoil).toBe(0o600);
    }
  });

  it.runIf(isRoot)("is not used from a folder owned by another user", () => {
    const { file, env, dir } = fixture();
    load(file, env);
    fs.chownSync(dir, 4242, 4242);
    expect(load(file, env).state).toBe("off");
    fs.chownSync(dir, 0, 0);
    fs.chownSync(path.join(dir, entries(dir)[0]!), 4242, 4242);
    expect(load(file, env).state).toBe("written");
  });

  it.runIf(isRoot)("creates no folder inside one another user owns (root with that user's HOME): the cache is off", () => {
    const { file } = fixture();
    const home = path.join(tempDir(), "someone");
    fs.mkdirSync(home, { mode: 0o755 });
    fs.chownSync(home, 4242, 4242);
    for (const env of [{ HOME: home }, { XDG_CACHE_HOME: path.join(home, ".cache") }]) {
      expect(load(file, env).state).toBe("off");
      expect(fs.readdirSync(home)).toEqual([]);
    }
    // Its own home: the folders are made, 0700.
    fs.chownSync(home, 0, 0);
    expect(load(file, { HOME: home }).state).toBe("written");
    expect(fs.statSync(path.join(home, ".cache", "mcp-audit", "code-cache")).mode & 0o777).toBe(0o700);
  });

  it("is made under a HOME that is a link to this user's own folder, and under an XDG_CACHE_HOME whose parents are missing", () => {
    const { file } = fixture();
    const real = path.join(tempDir(), "real-home");
    fs.mkdirSync(real, { mode: 0o755 });
    const link = path.join(tempDir(), "home-link");
    fs.symlinkSync(real, link);
    expect(load(file, { HOME: link }).state).toBe("written");
    const xdg = path.join(tempDir(), "a", "b", "cache");
    expect(load(file, { XDG_CACHE_HOME: xdg }).state).toBe("written");
    expect(fs.statSync(path.join(xdg, "mcp-audit", "code-cache")).mode & 0o777).toBe(0o700);
  });

  it("does not follow a link named by XDG_CACHE_HOME with a trailing slash", () => {
    const { file } = fixture();
    const target = path.join(tempDir(), "target");
    fs.mkdirSync(target, { mode: 0o700 });
    const link = path.join(tempDir(), "cache-link");
    fs.symlinkSync(target, link);
    expect(load(file, { XDG_CACHE_HOME: `${link}/` }).state).toBe("off");
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it("is off with MCP_AUDIT_NO_CODE_CACHE=1, and writes nothing", () => {
    const { file, env, dir } = fixture();
    expect(load(file, { ...env, MCP_AUDIT_NO_CODE_CACHE: "1" }).state).toBe("off");
    expect(fs.existsSync(path.dirname(dir))).toBe(false);
  });

  it("keeps the newest few entries of a folder", () => {
    const { file, env, dir } = fixture();
    const text = fs.readFileSync(file, "utf8");
    for (let i = 0; i < 7; i++) {
      fs.writeFileSync(file, `${text}// ${i}\n`);
      load(file, env);
    }
    expect(entries(dir).length).toBe(4);
  });
});

describe.runIf(posix)("the CLI with and without its code cache", () => {
  const run = (args: string[], cwd: string, env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...NO_REGISTRY, ...env }, timeout: 60_000 });

  it("is written by a short run, not by a long one (whose entry every later start would deserialise)", () => {
    // 300 folders walked: a long run (more than 256 folders and files, src/core/young-generation.ts).
    const long = tempDir();
    for (let d = 0; d < 300; d++) fs.mkdirSync(path.join(long, `p${d}`));
    fs.writeFileSync(path.join(long, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }));
    const xdg = path.join(tempDir(), "xdg");
    const dir = path.join(xdg, "mcp-audit", "code-cache");
    const longRun = run(["--format", "json", "."], long, { XDG_CACHE_HOME: xdg });
    expect(longRun.status, longRun.stderr).toBe(0);
    expect(entries(dir)).toEqual([]);
    for (let d = 0; d < 300; d++) fs.rmdirSync(path.join(long, `p${d}`));
    const shortRun = run(["--format", "json", "."], long, { XDG_CACHE_HOME: xdg });
    expect(shortRun.stdout).toBe(longRun.stdout);
    expect(entries(dir).length).toBe(1);
  });

  it("prints the same, byte for byte: off, writing, using, and from a damaged entry", () => {
    const project = path.join(REPO, "fixtures/showcase");
    for (const args of [["--format", "json", "."], ["."]]) {
      const xdg = path.join(tempDir(), "xdg");
      const dir = path.join(xdg, "mcp-audit", "code-cache");
      const plain = run(args, project, { XDG_CACHE_HOME: xdg, MCP_AUDIT_NO_CODE_CACHE: "1" });
      expect(plain.status).toBe(1);
      expect(entries(dir)).toEqual([]);
      const writing = run(args, project, { XDG_CACHE_HOME: xdg });
      const [entry] = entries(dir);
      expect(entry).toMatch(/^cli\.cjs-/);
      const inode = fs.statSync(path.join(dir, entry!)).ino;
      const using = run(args, project, { XDG_CACHE_HOME: xdg });
      expect(fs.statSync(path.join(dir, entry!)).ino).toBe(inode); // used, not rewritten
      const bytes = fs.readFileSync(path.join(dir, entry!));
      bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
      fs.writeFileSync(path.join(dir, entry!), bytes);
      const damaged = run(args, project, { XDG_CACHE_HOME: xdg });
      for (const r of [writing, using, damaged]) expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: plain.status, stdout: plain.stdout, stderr: plain.stderr });
    }
  });

  it("leaves V8's flags as they were: Node's own code caches of built-in modules stay valid, and the entry is written under the flags it is read with", () => {
    const { file, env } = fixture();
    // Any flag changed while a process runs changes the hash V8 checks every code cache against (the
    // built-in modules' too): neither a run that writes an entry nor one that uses it changes one.
    const script = `const v8 = require("node:v8"); const before = v8.cachedDataVersionTag(); const l = require(${JSON.stringify(LOADER)}).loadWithCodeCache(${JSON.stringify(file)}, process.env); const during = v8.cachedDataVersionTag() === before; l.settle(); process.stdout.write(JSON.stringify({ state: l.state, during, after: v8.cachedDataVersionTag() === before }));`;
    const flags = () => {
      const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, timeout: 30_000 });
      expect(r.stderr).toBe("");
      return JSON.parse(r.stdout) as { state: string; during: boolean; after: boolean };
    };
    expect(flags()).toEqual({ state: "written", during: true, after: true });
    expect(flags()).toEqual({ state: "used", during: true, after: true });
  });

  it("keeps an entry for the runs that walk a folder (which set an inlining limit first, bin/compiler-tuning.cjs) and one for the others, and each uses its own", () => {
    const project = tempDir();
    fs.writeFileSync(path.join(project, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }));
    const xdg = path.join(tempDir(), "xdg");
    const dir = path.join(xdg, "mcp-audit", "code-cache");
    const inodes = () => Object.fromEntries(entries(dir).map((e) => [e, fs.statSync(path.join(dir, e)).ino]));
    const folder = run(["--format", "json", "."], project, { XDG_CACHE_HOME: xdg });
    expect(entries(dir).length).toBe(1);
    const file = run(["--format", "json", ".mcp.json"], project, { XDG_CACHE_HOME: xdg });
    expect(entries(dir).length).toBe(2);
    const written = inodes();
    // Each entry was made under the flags it is read with: used, not refused and written again.
    expect(run(["--format", "json", "."], project, { XDG_CACHE_HOME: xdg }).stdout).toBe(folder.stdout);
    expect(run(["--format", "json", ".mcp.json"], project, { XDG_CACHE_HOME: xdg }).stdout).toBe(file.stdout);
    expect(inodes()).toEqual(written);
  });

  it("a cache root that is not absolute ($XDG_CACHE_HOME=relative) falls back to ~/.cache, never the scanned folder", () => {
    const project = tempDir();
    fs.writeFileSync(path.join(project, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }));
    const home = tempDir();
    const r = run(["--format", "json", "."], project, { XDG_CACHE_HOME: "cache", HOME: home });
    expect(r.status, r.stderr).toBe(0);
    expect(fs.readdirSync(project)).toEqual([".mcp.json"]);
    expect(entries(path.join(home, ".cache", "mcp-audit", "code-cache")).length).toBe(1);
  });
});
