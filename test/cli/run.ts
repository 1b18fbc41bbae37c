// Run the CLI in-process with captured output, or as a real process against the built bin.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/main.js";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Tests never reach the internet: every run's npm registry is a closed port on loopback, so a lookup
 * nobody meant fails at once (and shows up as a registry warning) instead of asking the real registry.
 * Tests of the online layer start their own registry and pass its address.
 */
export const NO_REGISTRY = { npm_config_registry: "http://127.0.0.1:9/" } as const;

/**
 * The environment of a CLI run in `dir` that asks only the local registry at `registryUrl`: no user or
 * global npm config, no retries, a cache of its own.
 */
export function localRegistryEnv(dir: string, registryUrl: string): NodeJS.ProcessEnv {
  return {
    HOME: dir,
    npm_config_userconfig: path.join(dir, "no-npmrc"),
    npm_config_globalconfig: path.join(dir, "no-npmrc"),
    npm_config_registry: registryUrl,
    npm_config_fetch_retries: "0",
    MCP_AUDIT_CACHE_DIR: path.join(dir, ".cache"),
  };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; isTTY?: boolean; columns?: number; stderrIsTTY?: boolean } = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: options.cwd ?? REPO,
    env: { ...NO_REGISTRY, ...options.env },
    isTTY: options.isTTY ?? false,
    ...(options.columns !== undefined ? { columns: options.columns } : {}),
    stderrIsTTY: options.stderrIsTTY ?? false,
  });
  return { code, stdout, stderr };
}

/** The real executable (needs `npm run build`, which `npm test` does first). */
export function cliProcess(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliRun {
  const r = spawnSync(process.execPath, [path.join(REPO, "bin/mcp-audit.js"), ...args], {
    cwd: options.cwd ?? REPO,
    env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...NO_REGISTRY, ...options.env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A private copy of a fixture directory, so fixes can write to it. */
export function copyFixture(relative: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-test-"));
  fs.cpSync(path.join(REPO, relative), dir, { recursive: true });
  return dir;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-test-"));
}
