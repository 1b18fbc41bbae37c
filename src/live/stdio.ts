// Launching a stdio MCP server for a live audit — only when the user named it (--allow-exec). Exactly
// the configured command and args run (no shell), with a minimal inherited environment plus the
// configured env, in a fresh temporary working directory, in their own process group so the whole tree
// is killed afterwards. stdout must carry only JSON-RPC messages: any other line (a server that logs to
// stdout) is kept, escaped, as a protocol fault and never delivered; a line over the cap is dropped.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";

export interface StdioLaunch {
  command: string;
  args: string[];
  /** The configured env, variables already resolved. */
  env: Record<string, string>;
}

/** What a host passes down by default (as the official SDK's stdio transport does): nothing secret. */
const INHERITED = process.platform === "win32"
  ? ["APPDATA", "COMSPEC", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATH", "PATHEXT", "PROCESSOR_ARCHITECTURE", "PROGRAMDATA", "PROGRAMFILES", "PROGRAMFILES(X86)", "SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE", "WINDIR"]
  : ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"];

export function inheritedEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of INHERITED) {
    const v = env[k];
    if (v !== undefined && !v.startsWith("()")) out[k] = v;
  }
  return out;
}

type Message = Record<string, unknown>;

/**
 * A Transport for the official client. It has `pid` and `stderr`, so the client treats it as stdio
 * (a silent version-negotiation probe means a 2025-11-25 server, not an outage).
 */
export class GuardedStdioTransport {
  onmessage?: (message: Message) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  /** Non-protocol lines the server wrote on stdout, escaped and clipped (the first few). */
  readonly faults: string[] = [];
  /** The server's temporary working directory: made by start, removed when the process closes or by close. */
  private cwd: string | undefined;
  private child: ChildProcess | undefined;
  private buffer = "";
  private dropping = false;
  private readonly errTail = new PassThrough();
  private stderrText = "";
  private closed = false;
  private exited: Promise<void> | undefined;

  constructor(
    private readonly launch: StdioLaunch,
    private readonly parentEnv: NodeJS.ProcessEnv,
    private readonly maxMessageBytes: number,
  ) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  get stderr(): PassThrough {
    return this.errTail;
  }

  /** The last bytes the server wrote on stderr (for a failure message; the caller scrubs secrets). */
  get stderrTail(): string {
    return this.stderrText;
  }

  start(): Promise<void> {
    if (this.cwd !== undefined) throw new Error("already started"); // set with the child, kept after it
    // Made here, not in the constructor: a transport that is never started leaves nothing behind.
    this.cwd = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-live-"));
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, this.launch.args, {
        cwd: this.cwd,
        env: { ...inheritedEnvironment(this.parentEnv), ...this.launch.env },
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        windowsHide: true,
        detached: process.platform !== "win32",
      });
      this.child = child;
      this.exited = new Promise((done) => child.once("exit", () => done()));
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once("spawn", () => resolve());
      child.once("close", () => {
        this.child = undefined;
        if (!this.closed) {
          this.closed = true;
          this.cleanup();
          this.onclose?.();
        }
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.setEncoding("utf8");
      child.stdout?.on("data", (chunk: string) => this.read(chunk));
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (chunk: string) => {
        this.stderrText = (this.stderrText + chunk).slice(-2048);
      });
    });
  }

  private read(chunk: string): void {
    const all = this.buffer + chunk;
    let start = 0;
    for (let nl = all.indexOf("\n"); nl !== -1; nl = all.indexOf("\n", start)) {
      const line = all.slice(start, nl).replace(/\r$/, "");
      start = nl + 1;
      if (this.dropping) {
        this.dropping = false;
        continue;
      }
      this.line(line);
    }
    let text = all.slice(start);
    // Characters are at most 3 UTF-8 bytes per UTF-16 unit: a cheap bound before measuring.
    if (text.length * 3 > this.maxMessageBytes && Buffer.byteLength(text) > this.maxMessageBytes) {
      if (!this.dropping) this.fault(`a stdout line longer than ${this.maxMessageBytes} bytes (not read)`);
      this.dropping = true;
      text = "";
    }
    this.buffer = text;
  }

  private line(line: string): void {
    if (line.trim() === "") return;
    if (Buffer.byteLength(line) > this.maxMessageBytes) {
      this.fault(`a stdout line longer than ${this.maxMessageBytes} bytes (not read)`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      message = undefined;
    }
    if (message && typeof message === "object" && !Array.isArray(message) && (message as Message).jsonrpc === "2.0") {
      this.onmessage?.(message as Message);
      return;
    }
    this.fault(JSON.stringify(line.length > 120 ? `${line.slice(0, 119)}…` : line));
  }

  private fault(what: string): void {
    if (this.faults.length < 3) this.faults.push(what);
  }

  send(message: Message): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin) return reject(new Error("the server process is not running"));
      stdin.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Stop the server: SIGTERM to its whole process group, SIGKILL a second later, then wait for it. */
  async close(): Promise<void> {
    const child = this.child;
    if (child?.pid !== undefined) {
      const kill = (signal: NodeJS.Signals) => {
        try {
          if (process.platform !== "win32") process.kill(-child.pid!, signal);
          else child.kill(signal);
        } catch {
          /* already gone */
        }
      };
      child.stdin?.end();
      kill("SIGTERM");
      const timer = setTimeout(() => kill("SIGKILL"), 1000);
      await this.exited;
      clearTimeout(timer);
      kill("SIGKILL"); // what the server itself started
    }
    if (!this.closed) {
      this.closed = true;
      this.cleanup();
      this.onclose?.();
    }
  }

  private cleanup(): void {
    if (this.cwd !== undefined) fs.rmSync(this.cwd, { recursive: true, force: true });
  }
}
