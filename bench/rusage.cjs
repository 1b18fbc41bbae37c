// Preloaded with `node --require` into every process the benchmark measures (mcp-audit, the floor,
// skill-check, bare node alike): at exit, writes the whole process's CPU time (user and system, µs, all
// threads) and peak RSS (KB) to the file MCP_AUDIT_BENCH_RUSAGE names. CommonJS, so loading it costs
// no ES module loader in a process that would not start one.
"use strict";
const target = process.env.MCP_AUDIT_BENCH_RUSAGE;
if (target) {
  process.on("exit", () => {
    const u = process.resourceUsage();
    require("node:fs").writeFileSync(target, JSON.stringify({ user: u.userCPUTime, system: u.systemCPUTime, maxRSS: u.maxRSS }));
  });
}
