// Fixture cases of the supply-chain rules: fixtures/rules/<id>/{bad,good}/<case>/<host file>, with the
// project (package.json, lockfiles) and mcp-audit.lock.json that sit beside the config.
import fs from "node:fs";
import path from "node:path";
import type { McpRule } from "../../src/rules/types.js";
import { isHostId } from "../../src/hosts/index.js";
import { readLock } from "../../src/lock/index.js";
import { loadProjectFacts } from "../../src/project/versions.js";
import { mcpCases, type CaseKind } from "../fixture-cases.js";
import type { OnlineInput } from "./fixture-registry.js";

export function ruleFixtures(ruleId: string, rules: readonly McpRule[]) {
  const { root, caseNames, loadCase: loadMcpCase } = mcpCases(ruleId);
  const cases = (kind: CaseKind) => (fs.existsSync(path.join(root, kind)) ? caseNames(kind) : []);
  function loadCase(kind: CaseKind, name: string) {
    const { dir, file, path: rel, dialect: host, text } = loadMcpCase(kind, name);
    if (!isHostId(host)) throw new Error(`${file}: not a project host file`);
    const projectDir = host === "vscode" || host === "cursor" ? path.dirname(path.dirname(file)) : path.dirname(file);
    const lock = readLock(dir);
    const input: OnlineInput = { host, path: rel, rules, project: loadProjectFacts(projectDir, dir), lockKey: rel, ...(lock ? { lock } : {}) };
    return { file, rel, text, input };
  }
  return { root, cases, loadCase };
}
