// Loaded with `node --import` when GNU time is not available: on exit, writes the process's peak
// RSS (KB) to the file MCP_AUDIT_RSS_FILE names.
import fs from "node:fs";

const target = process.env.MCP_AUDIT_RSS_FILE;
if (target) process.on("exit", () => fs.writeFileSync(target, String(process.resourceUsage().maxRSS)));
