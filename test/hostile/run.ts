// The real CLI process under a time limit, with its peak memory, and the checks every hostile
// input must pass: exit code, a message naming the file, no stack trace, nothing raw reaching the
// terminal, no file modified.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "vitest";
import { REPO, tempDir } from "../cli/run.js";
import { isUnprintable } from "../../src/skills/unicode.js";

const BIN = path.join(REPO, "bin/mcp-audit.js");
const PRELOAD = pathToFileURL(path.join(REPO, "test/hostile/rss-preload.mjs")).href;

export interface BoundedRun {
  /** null when the process was killed (time limit). */
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Peak resident set size in MB, when the process exited normally. */
  rssMB: number | undefined;
  timedOut: boolean;
}

function rssFile(): string {
  return path.join(tempDir(), "rss");
}

function readRss(file: string): number | undefined {
  try {
    return Number(fs.readFileSync(file, "utf8")) / 1024;
  } catch {
    return undefined;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export interface RunOptions {
  cwd: string;
  timeoutMs?: number;
  /** Added to the environment (HOME, npm_config_*, a CI secret…). */
  env?: Record<string, string>;
  /**
   * Let the run use the network (no --offline added; subcommand first, as given). Only for tests
   * that start their own registry on 127.0.0.1 and point the environment at it.
   */
  network?: boolean;
}

function argv(args: string[], options: RunOptions): string[] {
  const node = ["--import", PRELOAD, BIN];
  if (options.network) return [...node, ...args];
  // A subcommand comes first: approve takes --offline after it; skills never uses the network.
  if (args[0] === "approve") return [...node, "approve", "--offline", ...args.slice(1)];
  if (args[0] === "skills") return [...node, ...args];
  return [...node, "--offline", ...args];
}

/** Run `mcp-audit args` as a real process (--offline unless `network`: tests never use the internet). */
export function runCli(args: string[], options: RunOptions): BoundedRun {
  const rss = rssFile();
  const started = performance.now();
  const r = spawnSync(process.execPath, argv(args, options), {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", MCP_AUDIT_RSS_FILE: rss, MCP_AUDIT_CACHE_DIR: path.join(path.dirname(rss), "cache"), ...options.env },
    encoding: "utf8",
    timeout: options.timeoutMs ?? 15_000,
    killSignal: "SIGKILL",
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const timedOut = (r.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT";
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", ms, rssMB: readRss(rss), timedOut };
}

/** The same, without blocking: several slow cases can run side by side. */
export function runCliAsync(args: string[], options: RunOptions): Promise<BoundedRun> {
  const rss = rssFile();
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv(args, options), {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", MCP_AUDIT_RSS_FILE: rss, MCP_AUDIT_CACHE_DIR: path.join(path.dirname(rss), "cache"), ...options.env },
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs ?? 15_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started, rssMB: readRss(rss), timedOut });
    });
  });
}

export interface Expectation {
  code: number;
  /** Strings the output must hold on one line together (the file's name and the reason). */
  line?: string[];
  maxMs?: number;
  maxRssMB?: number;
}

const STACK = /\n\s+at /;

/**
 * What must never reach a terminal or a CI log raw: any code point the output sanitiser escapes
 * (controls but newline and tab, bidi, zero-width, invisible and format characters, tags, variation
 * selectors, separators…), and a CR above all (a CI runner starts a new log line at it).
 */
export function rawCodePoints(text: string): string[] {
  return Array.from(text)
    .filter((ch) => ch !== "\n" && ch !== "\t" && isUnprintable(ch.codePointAt(0)!))
    .map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
}

/** A line a GitHub runner would obey as a workflow command, outside `--format github`'s own stdout. */
export const WORKFLOW_COMMAND = /(^|\n)[ \t]*::|##\[/;

export function expectClean(r: BoundedRun, e: Expectation): void {
  const out = r.stdout + r.stderr;
  expect(r.timedOut, `timed out after ${Math.round(r.ms)} ms`).toBe(false);
  expect(r.code, out).toBe(e.code);
  expect(out).not.toMatch(STACK);
  expect(rawCodePoints(r.stdout), r.stdout).toEqual([]);
  expect(rawCodePoints(r.stderr), r.stderr).toEqual([]);
  expect(r.stderr).not.toMatch(WORKFLOW_COMMAND);
  if (e.line) {
    const lines = out.split("\n").filter((l) => e.line!.every((part) => l.includes(part)));
    expect(lines, `a line with ${JSON.stringify(e.line)} in:\n${out}`).not.toEqual([]);
  }
  expect(r.ms).toBeLessThan(e.maxMs ?? 10_000);
  expect(r.rssMB ?? 0).toBeLessThan(e.maxRssMB ?? 300);
}

/**
 * No secret in full anywhere: not on either stream, not in any file under `dirs` (the project, the
 * cache, the home folder: baseline, lock and cache included), in any spelling a reader could undo
 * (as written, lower-cased, upper-cased, JSON-escaped, percent-encoded).
 */
export function expectNoSecret(r: Pick<BoundedRun, "stdout" | "stderr">, secrets: readonly string[], dirs: readonly string[] = []): void {
  const spellings = (s: string) => [s, s.toLowerCase(), s.toUpperCase(), JSON.stringify(s).slice(1, -1), encodeURIComponent(s)];
  for (const secret of secrets) {
    for (const spelling of spellings(secret)) {
      expect(r.stdout.includes(spelling), `stdout holds ${secret}:\n${r.stdout}`).toBe(false);
      expect(r.stderr.includes(spelling), `stderr holds ${secret}:\n${r.stderr}`).toBe(false);
    }
    for (const dir of dirs) {
      for (const file of filesUnder(dir)) {
        const text = fs.readFileSync(file, "latin1");
        for (const spelling of spellings(secret)) expect(text.includes(spelling), `${file} holds ${secret}`).toBe(false);
      }
    }
  }
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[];
    try {
      names = fs.readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(d, name);
      const st = fs.lstatSync(full);
      if (st.isDirectory()) walk(full);
      else if (st.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/**
 * Every entry under `dir` (symlinks not followed): type, and content hash or link target. FIFOs
 * and sockets are recorded by type only: opening one would block.
 */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d)) {
      const full = path.join(d, name);
      const rel = path.relative(dir, full);
      const st = fs.lstatSync(full);
      if (st.isSymbolicLink()) out[rel] = `link ${fs.readlinkSync(full)}`;
      else if (st.isDirectory()) {
        out[rel] = "dir";
        walk(full);
      } else if (st.isFile()) out[rel] = `file ${st.mode & 0o7777} ${createHash("sha256").update(fs.readFileSync(full)).digest("hex")}`;
      else out[rel] = "special";
    }
  };
  walk(dir);
  return out;
}

const created: string[] = [];

/** Remove the temp projects made so far (the large ones hold tens of MB): call from afterAll. */
export function removeProjects(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A temp project holding these files (string or bytes); removed by removeProjects(). */
export function project(files: Record<string, string | Buffer>): string {
  const dir = tempDir();
  created.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Whether the built CLI is there (npm test builds it first). */
export function built(): boolean {
  return fs.existsSync(path.join(REPO, "dist/cli/main.js"));
}
