// Loaded with `node --import` before the CLI: on exit, writes the process's peak RSS (KB) where
// MCP_AUDIT_RSS_FILE says, so a test can bound memory without parsing the CLI's output.
import fs from "node:fs";

const target = process.env.MCP_AUDIT_RSS_FILE;
if (target) process.on("exit", () => fs.writeFileSync(target, String(process.resourceUsage().maxRSS)));
