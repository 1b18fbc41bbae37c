// Fixture cases of the supply-chain rules: fixtures/rules/<id>/{bad,good}/<case>/<host file>, with the
// project (package.json, lockfiles) and mcp-audit.lock.json that sit beside the config.
import fs from "node:fs";
import path from "node:path";
import type { McpRule } from "../../src/core/types.js";
import { hostForPath, isHostId } from "../../src/hosts/index.js";
import { readLock } from "../../src/lock/index.js";
import { loadProjectFacts } from "../../src/project/versions.js";
import type { OnlineInput } from "./fixture-registry.js";

const HOST_FILES = [".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", "claude_desktop_config.json"];

export function ruleFixtures(ruleId: string, rules: readonly McpRule[]) {
  const root = path.resolve(import.meta.dirname, "../../fixtures/rules", ruleId);
  const cases = (kind: "bad" | "good") => (fs.existsSync(path.join(root, kind)) ? fs.readdirSync(path.join(root, kind)).sort() : []);
  function loadCase(kind: "bad" | "good", name: string) {
    const dir = path.join(root, kind, name);
    const rel = HOST_FILES.find((f) => fs.existsSync(path.join(dir, f)));
    if (!rel) throw new Error(`no host file in ${dir}`);
    const file = path.join(dir, rel);
    const host = hostForPath(file)!;
    if (!isHostId(host.id)) throw new Error(`${file}: not a project host file`);
    const projectDir = host.id === "vscode" || host.id === "cursor" ? path.dirname(path.dirname(file)) : path.dirname(file);
    const lock = readLock(dir);
    const input: OnlineInput = { host: host.id, path: rel, rules, project: loadProjectFacts(projectDir, dir), lockKey: rel, ...(lock ? { lock } : {}) };
    return { file, rel, text: fs.readFileSync(file, "utf8"), input };
  }
  return { root, cases, loadCase };
}
