// Preloaded with `node --require` into every process the benchmark measures (mcp-audit, the floor,
// skill-check, bare node alike): at exit, writes the whole process's CPU time (user and system, µs, all
// threads) and peak RSS (KB) to the file MCP_AUDIT_BENCH_RUSAGE names, and on Linux the part of that CPU
// time spent on the main thread (the rest is V8's background threads: optimizing compiles, concurrent
// and parallel GC; and libuv's pool). The threads are read after the totals, so reading them is not
// counted. CommonJS, so loading it costs no ES module loader in a process that would not start one.
"use strict";
const target = process.env.MCP_AUDIT_BENCH_RUSAGE;
if (target) {
  process.on("exit", () => {
    const u = process.resourceUsage();
    const fs = require("node:fs");
    const out = { user: u.userCPUTime, system: u.systemCPUTime, maxRSS: u.maxRSS };
    try {
      // utime and stime, fields 14 and 15 of /proc/<pid>/task/<tid>/stat, in clock ticks (100 a second on Linux).
      const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.mainThread = (Number(fields[11]) + Number(fields[12])) * 10_000;
    } catch {
      // not Linux: no split
    }
    fs.writeFileSync(target, JSON.stringify(out));
  });
}
