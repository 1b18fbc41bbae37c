import { describe, expect, it } from "vitest";
import { installScripts } from "../../src/rules/install-scripts.js";
import { youngRelease } from "../../src/rules/young-release.js";
import { summarize } from "../helpers.js";
import { lintOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [installScripts];

ruleSuite({
  rule: installScripts,
  online: {
    "native-driver": [
      '5:22 install-scripts warning server "sqlite" runs mcp-sqlite-native@1.4.0, which runs install scripts when it is fetched (npm view mcp-sqlite-native@1.4.0 scripts shows them): review them, and if the server works without them set npm_config_ignore_scripts=true in its env',
      '9:22 install-scripts warning server "sqlite-old" runs mcp-sqlite-native@1.3.2, which runs install scripts when it is fetched (npm view mcp-sqlite-native@1.3.2 scripts shows them): review them, and if the server works without them set npm_config_ignore_scripts=true in its env',
    ],
  },
});

const sqlite = `{"mcpServers": {"sqlite": {"command": "npx", "args": ["-y", "mcp-sqlite-native@1.4.0"]}}}`;

describe("install-scripts", () => {
  it("names the scripts when another rule made the prefetch fetch full documents", async () => {
    const findings = (await lintOnline(sqlite, { rules: [installScripts, youngRelease] })).findings.filter((f) => f.ruleId === "install-scripts");
    expect(summarize(findings)).toEqual([
      '1:61 install-scripts warning server "sqlite" runs mcp-sqlite-native@1.4.0, which runs install scripts when it is fetched (install: prebuild-install || node-gyp rebuild; postinstall: node scripts/postinstall.js): review them, and if the server works without them set npm_config_ignore_scripts=true in its env',
    ]);
  });

  it("is satisfied by --ignore-scripts on the runner or npm_config_ignore_scripts=true in env", async () => {
    const flag = sqlite.replace('"-y",', '"-y", "--ignore-scripts",');
    expect((await lintOnline(flag, { rules })).findings).toEqual([]);
    const envFalse = sqlite.replace('"]}}}', '"], "env": {"npm_config_ignore_scripts": "false"}}}}');
    expect((await lintOnline(envFalse, { rules })).findings).toHaveLength(1);
  });
});
