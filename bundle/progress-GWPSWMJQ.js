import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import "./chunk-RLJ674YX.js";

// src/cli/progress.ts
var PROGRESS_DELAY_MS = 1e3;
var REDRAW_MS = 100;
var ProgressLine = class {
  constructor(out, columns, delay = PROGRESS_DELAY_MS, now = () => performance.now()) {
    this.out = out;
    this.columns = columns;
    this.delay = delay;
    this.now = now;
    this.started = now();
  }
  out;
  columns;
  delay;
  now;
  started;
  lastDraw = -Infinity;
  drawn = false;
  update(done) {
    const t = this.now();
    if (t - this.started < this.delay || this.drawn && t - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = t;
    const parts = [];
    if (done.totalConfigs > 0) parts.push(`${done.configs}/${done.totalConfigs} configs`);
    if (done.totalSkills > 0) parts.push(`${done.skills}/${done.totalSkills} skills`);
    const line = `mcp-audit: auditing\u2026 ${parts.join(", ")}`;
    this.out.stderrStatus(line.slice(0, Math.max(10, this.columns - 1)));
    this.drawn = true;
  }
  /** A phase that waits (the registry, live servers): drawn once it has lasted a second, then kept fresh by a timer. */
  async during(what, work) {
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
  clear() {
    if (!this.drawn) return;
    this.out.stderrStatusClear();
    this.drawn = false;
  }
};
export {
  PROGRESS_DELAY_MS,
  ProgressLine
};
