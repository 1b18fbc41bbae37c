// A progress line on stderr for a run that takes a while: only on a terminal, only for people (never
// with a machine format, never when stderr is a file or a pipe), first drawn after a second, redrawn
// at most ten times a second, erased before any other output and at the end.
import type { AuditProgress } from "../audit/run.js";

export const PROGRESS_DELAY_MS = 1000;
const REDRAW_MS = 100;

export interface ProgressOutput {
  stderrStatus(text: string): void;
  stderrStatusClear(): void;
}

export class ProgressLine {
  private readonly started: number;
  private lastDraw = -Infinity;
  private drawn = false;

  constructor(
    private readonly out: ProgressOutput,
    private readonly columns: number,
    private readonly delay: number = PROGRESS_DELAY_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  update(done: AuditProgress): void {
    const t = this.now();
    if (t - this.started < this.delay || (this.drawn && t - this.lastDraw < REDRAW_MS)) return;
    this.lastDraw = t;
    const parts: string[] = [];
    if (done.totalConfigs > 0) parts.push(`${done.configs}/${done.totalConfigs} configs`);
    if (done.totalSkills > 0) parts.push(`${done.skills}/${done.totalSkills} skills`);
    const line = `mcp-audit: auditing… ${parts.join(", ")}`;
    this.out.stderrStatus(line.slice(0, Math.max(10, this.columns - 1)));
    this.drawn = true;
  }

  /** A phase that waits (the registry, live servers): drawn once it has lasted a second, then kept fresh by a timer. */
  async during<T>(what: string, work: Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      if (this.now() - this.started < this.delay) return;
      this.out.stderrStatus(`mcp-audit: ${what}`.slice(0, Math.max(10, this.columns - 1)));
      this.drawn = true;
    }, REDRAW_MS);
    try {
      return await work;
    } finally {
      clearInterval(timer);
      this.clear();
    }
  }

  /** Erase the line if it is shown (before stdout is written to the same terminal). */
  clear(): void {
    if (!this.drawn) return;
    this.out.stderrStatusClear();
    this.drawn = false;
  }
}
