// The fixture cases of the rules that judge what servers expose: each case holds a .mcp.json, the
// mcp-audit.lock.json that `approve --live` wrote for it against the real fixture servers
// (fixtures/live), and for tool-drift a live.json: what a later live session returned.
import fs from "node:fs";
import path from "node:path";
import { lintMcpSource } from "../../src/audit/engine.js";
import { sourceFromText } from "../../src/core/source.js";
import { HOSTS } from "../../src/hosts/index.js";
import type { LiveOutcome } from "../../src/lock/servers.js";
import type { McpRule } from "../../src/rules/types.js";
import { summarize } from "../helpers.js";
import { REPO } from "../cli/run.js";

export function serverCases(rule: McpRule) {
  const root = path.join(REPO, "fixtures/rules", rule.meta.id);
  const names = (kind: "bad" | "good") => fs.readdirSync(path.join(root, kind)).sort();
  const lintCase = (kind: "bad" | "good", name: string, options: { live?: boolean; withLock?: boolean } = {}) => {
    const dir = path.join(root, kind, name);
    const text = fs.readFileSync(path.join(dir, ".mcp.json"), "utf8");
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8"));
    const liveFile = path.join(dir, "live.json");
    const live = options.live && fs.existsSync(liveFile) ? new Map<string, LiveOutcome>(Object.entries(JSON.parse(fs.readFileSync(liveFile, "utf8"))).map(([k, v]) => [k, { kind: "snapshot", snapshot: v as never, faults: [] }])) : undefined;
    const findings = lintMcpSource(sourceFromText(".mcp.json", ".mcp.json", text), HOSTS["claude-code"], { rules: [rule], ...(options.withLock === false ? {} : { lock }), lockKey: ".mcp.json", ...(live ? { live } : {}) }).findings;
    return summarize(findings);
  };
  return { names, lintCase };
}
