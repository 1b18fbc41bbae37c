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

/** Run `mcp-audit args` as a real process (always --offline: tests never use the network). */
export function runCli(args: string[], options: { cwd: string; timeoutMs?: number }): BoundedRun {
  const rss = rssFile();
  const started = performance.now();
  const r = spawnSync(process.execPath, ["--import", PRELOAD, BIN, "--offline", ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", MCP_AUDIT_RSS_FILE: rss, MCP_AUDIT_CACHE_DIR: path.join(path.dirname(rss), "cache") },
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
export function runCliAsync(args: string[], options: { cwd: string; timeoutMs?: number }): Promise<BoundedRun> {
  const rss = rssFile();
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", PRELOAD, BIN, "--offline", ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "", MCP_AUDIT_RSS_FILE: rss, MCP_AUDIT_CACHE_DIR: path.join(path.dirname(rss), "cache") },
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
// What must never reach a terminal raw: ESC, C1 CSI, BEL, bidi overrides/isolates, zero-width characters.
const RAW = /[\u001b\u009b\u0007\u202a-\u202e\u2066-\u2069\u200b-\u200f\u2060\ufeff]/;

export function expectClean(r: BoundedRun, e: Expectation): void {
  const out = r.stdout + r.stderr;
  expect(r.timedOut, `timed out after ${Math.round(r.ms)} ms`).toBe(false);
  expect(r.code, out).toBe(e.code);
  expect(out).not.toMatch(STACK);
  expect(out).not.toMatch(RAW);
  if (e.line) {
    const lines = out.split("\n").filter((l) => e.line!.every((part) => l.includes(part)));
    expect(lines, `a line with ${JSON.stringify(e.line)} in:\n${out}`).not.toEqual([]);
  }
  expect(r.ms).toBeLessThan(e.maxMs ?? 10_000);
  expect(r.rssMB ?? 0).toBeLessThan(e.maxRssMB ?? 300);
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
