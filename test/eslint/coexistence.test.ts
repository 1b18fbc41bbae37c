// configs.recommended beside the configs projects already have, in either order, with real ESLint 9
// and 10: nothing crashes, mcp-audit's findings are the CLI's, and the other configs' rules still
// run where they apply. Then what the editor must agree with the CLI on: mcp-audit.config.json and
// the audit lock. Then `eslint --cache` (a real ESLint process): results follow the other files a
// finding reads. And the JSON formatter that does not copy a secret into `source`.
// The plugin is the shipped one (bundle/eslint.js), as a project that installed mcp-audit gets it.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import js from "@eslint/js";
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import { ESLint as ESLint10, type Linter } from "eslint";
import { ESLint as ESLint9 } from "eslint9";
import jsonc from "eslint-plugin-jsonc";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { effectiveSettings, loadConfig } from "../../src/core/config.js";
import { ALL_RULES } from "../../src/rules/index.js";
import { REPO, tempDir } from "../cli/run.js";

type Plugin = { configs: { recommended: Linter.Config[] } };
const BUNDLED = path.join(REPO, "bundle/eslint.js");
const FORMATTER = path.join(REPO, "bundle/eslint-formatter.js");
let mcpAudit: Plugin;
beforeAll(async () => {
  mcpAudit = ((await import(pathToFileURL(BUNDLED).href)) as { default: Plugin }).default;
});

/** A token of a known format made at run time (never a literal in this repository). */
function token(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `ghp_${[...randomBytes(36)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/** A small project: MCP configs (one JSONC), a skill, and the JavaScript, TypeScript, JSON and Markdown around them. */
function project(secret = token()): string {
  const dir = tempDir();
  const files: Record<string, string> = {
    ".mcp.json": JSON.stringify({ mcpServers: { tickets: { command: "npx", args: ["-y", "@acme/tickets-mcp@latest"], env: { API_TOKEN: secret } }, db: { command: "npx", args: ["-y", "@acme/db-mcp@1.2.3"] } } }, null, 2) + "\n",
    ".vscode/mcp.json": '{\n  // VS Code reads this file as JSONC\n  "servers": { "pg": { "command": "npx", "args": ["-y", "pg-mcp@latest"] } }\n}\n',
    "skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploys the app to production. Use when the user asks to deploy or release.\n---\n\nRun `scripts/deploy.sh`, then read [the checklist](references/checklist.md).\n",
    "skills/deploy/scripts/deploy.sh": "#!/bin/sh\nnpm publish\n",
    "skills/deploy/references/checklist.md": "# Checklist\n",
    "src/a.js": "const unused = 1;\nexport const b = 2;\n",
    "src/b.ts": "const unusedToo: number = 1;\nexport const d = 2;\n",
    "tsconfig.json": '{ "compilerOptions": { "strict": true, }, }\n',
    "README.md": "# A project\n\n### Too deep\n",
    "package.json": '{ "name": "p", "version": "1.0.0", "type": "module" }\n',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.mkdirSync(path.join(dir, ".git"));
  return dir;
}

interface Row {
  file: string;
  rule: string;
  line: number;
  column: number;
  message: string;
}
const order = (a: Row, b: Row) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule) || a.message.localeCompare(b.message);

/** What the CLI reports for the files ESLint lints (MCP configs, and SKILL.md for skills). */
function cliRows(dir: string): Row[] {
  // As the CLI runs it: the config, and the settings it gives (with no --rule on top).
  const config = loadConfig(dir, ALL_RULES.map((r) => r.meta.id));
  const result = runAudit({ cwd: dir, paths: ["."], config, settings: effectiveSettings(config, new Map()), ...(config.skillProfile ? { skillProfile: config.skillProfile } : {}) });
  return result.files
    .filter((f) => f.kind === "mcp-config" || f.displayPath.endsWith("SKILL.md"))
    .flatMap((f) => f.findings.map((x) => ({ file: x.file, rule: x.ruleId, line: x.range.start.line, column: x.range.start.column, message: x.message })))
    .sort(order);
}

async function lint(ESLint: typeof ESLint10, dir: string, config: Linter.Config[]) {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(["."]);
  const mine: Row[] = [];
  const others: string[] = [];
  const fatal: string[] = [];
  for (const r of results) {
    const file = path.relative(dir, r.filePath).split(path.sep).join("/");
    for (const m of r.messages) {
      if (m.fatal) fatal.push(`${file}: ${m.message}`);
      else if (m.ruleId?.startsWith("mcp-audit/")) mine.push({ file, rule: m.ruleId.slice("mcp-audit/".length), line: m.line, column: m.column, message: m.message });
      else others.push(`${file} ${m.ruleId}`);
    }
  }
  return { mine: mine.sort(order), others, fatal };
}

const ESLINTS = [
  ["ESLint 10", ESLint10],
  ["ESLint 9", ESLint9 as unknown as typeof ESLint10],
] as const;

/** The common configs, each as its documentation shows it (unscoped where it is), and what each must still report. */
const COMMON: [string, () => Linter.Config[], string[]][] = [
  ["@eslint/js recommended, unscoped", () => [js.configs.recommended as Linter.Config], ["src/a.js no-unused-vars"]],
  ["typescript-eslint's quick start (@eslint/js and typescript-eslint recommended, unscoped)", () => [js.configs.recommended as Linter.Config, ...(tseslint.configs.recommended as Linter.Config[])], ["src/a.js @typescript-eslint/no-unused-vars", "src/b.ts @typescript-eslint/no-unused-vars"]],
  ["eslint-plugin-jsonc recommended-with-json", () => jsonc.configs["flat/recommended-with-json"] as Linter.Config[], ["tsconfig.json jsonc/comma-dangle"]],
  ["eslint-plugin-jsonc recommended-with-jsonc", () => jsonc.configs["flat/recommended-with-jsonc"] as Linter.Config[], []],
  ["@eslint/markdown recommended", () => markdown.configs.recommended as Linter.Config[], ["README.md markdown/heading-increment"]],
];

describe("configs.recommended beside the common configs", () => {
  for (const [eslintName, ESLint] of ESLINTS) {
    for (const [name, configs, expected] of COMMON) {
      for (const order of ["after", "before"] as const) {
        it(`${eslintName}: mcp-audit's ${order} ${name}`, async () => {
          const dir = project();
          const config = order === "after" ? [...configs(), ...mcpAudit.configs.recommended] : [...mcpAudit.configs.recommended, ...configs()];
          const { mine, others, fatal } = await lint(ESLint, dir, config);
          expect(fatal).toEqual([]);
          expect(mine).toEqual(cliRows(dir));
          expect(mine.map((r) => r.rule)).toEqual(expect.arrayContaining(["inline-secret", "unpinned-package", "skill-guard-invocation"]));
          for (const e of expected) expect(others).toContain(e);
        });
      }
    }

    it(`${eslintName}: a user's **/*.json block after mcp-audit's (@eslint/json recommended, json/json)`, async () => {
      const dir = project();
      // As @eslint/json's README writes it (its recommended config registers the plugin itself).
      const userBlock = { files: ["**/*.json"], ignores: ["package-lock.json"], language: "json/json", ...json.configs.recommended } as Linter.Config;
      const { mine, others, fatal } = await lint(ESLint, dir, [...mcpAudit.configs.recommended, userBlock]);
      // The user's language is strict JSON: the JSONC files (VS Code's, tsconfig.json) stop its parser, as that config says.
      expect(fatal.map((f) => f.split(":")[0])).toEqual([".vscode/mcp.json", "tsconfig.json"]);
      expect(mine).toEqual(cliRows(dir).filter((r) => r.file !== ".vscode/mcp.json"));
      expect(others).toEqual([]);
      // and a user's JSONC block after it keeps every finding
      const jsoncBlock = { files: ["**/*.json"], plugins: { json }, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, rules: { "json/no-duplicate-keys": "error" } } as Linter.Config;
      const lenient = await lint(ESLint, dir, [...mcpAudit.configs.recommended, jsoncBlock]);
      expect(lenient.fatal).toEqual([]);
      expect(lenient.mine).toEqual(cliRows(dir));
    });

    it(`${eslintName}: lints no file mcp-audit does not own, and gives none its language`, async () => {
      const dir = project();
      const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: mcpAudit.configs.recommended });
      const results = await eslint.lintFiles(["."]);
      // ESLint's own default config lints *.js (with no rule on): everything else linted is mcp-audit's.
      const linted = results.map((r) => path.relative(dir, r.filePath).split(path.sep).join("/")).filter((f) => !f.endsWith(".js")).sort();
      expect(linted).toEqual([".mcp.json", ".vscode/mcp.json", "skills/deploy/SKILL.md"]);
      expect(results.filter((r) => r.filePath.endsWith(".js")).flatMap((r) => r.messages)).toEqual([]);
    });
  }
});

describe("the editor agrees with the CLI on the project's files", () => {
  for (const [eslintName, ESLint] of ESLINTS) {
    it(`${eslintName}: mcp-audit.config.json (severities, options, allow-lists, ignorePatterns)`, async () => {
      const dir = project();
      fs.writeFileSync(path.join(dir, ".mcp.json.extra"), "");
      fs.mkdirSync(path.join(dir, "vendor"), { recursive: true });
      fs.copyFileSync(path.join(dir, ".mcp.json"), path.join(dir, "vendor/.mcp.json"));
      fs.writeFileSync(path.join(dir, "mcp-audit.config.json"), JSON.stringify({ rules: { "skill-guard-invocation": "off" }, allow: { servers: ["db"], packages: ["@acme/tickets-mcp"] }, ignorePatterns: ["vendor/"] }));
      const { mine, fatal } = await lint(ESLint, dir, mcpAudit.configs.recommended);
      expect(fatal).toEqual([]);
      expect(mine).toEqual(cliRows(dir));
      expect(mine.map((r) => r.rule)).not.toContain("skill-guard-invocation");
      expect(mine.filter((r) => r.file === ".mcp.json").map((r) => r.rule)).toEqual(["inline-secret"]);
      expect(mine.filter((r) => r.file === ".vscode/mcp.json").map((r) => r.rule)).toEqual(["unpinned-package"]);
      expect(mine.map((r) => r.file)).not.toContain("vendor/.mcp.json");
      expect(mine.map((r) => r.rule)).toContain("inline-secret");
    });

    it(`${eslintName}: an invalid mcp-audit.config.json is said on each file, not silently skipped`, async () => {
      const dir = project();
      fs.writeFileSync(path.join(dir, "mcp-audit.config.json"), '{ "rulez": {} }');
      const { mine } = await lint(ESLint, dir, mcpAudit.configs.recommended);
      expect(mine.filter((r) => r.message.startsWith("mcp-audit: invalid configuration: mcp-audit.config.json: unknown key \"rulez\"")).map((r) => r.file)).toEqual([".mcp.json", ".vscode/mcp.json", "skills/deploy/SKILL.md"]);
    });
  }
});

describe("eslint --cache", () => {
  it("follows the other files a finding reads: the project config, a skill's files, the lockfile (real ESLint 10 and 9 processes)", () => {
    for (const cli of [path.join(REPO, "node_modules/eslint/bin/eslint.js"), path.join(REPO, "node_modules/eslint9/bin/eslint.js")]) {
      const dir = project();
      fs.writeFileSync(path.join(dir, "eslint.config.js"), `import mcpAudit from ${JSON.stringify(pathToFileURL(BUNDLED).href)};\nexport default [...mcpAudit.configs.recommended];\n`);
      const run = () => {
        const r = spawnSync(process.execPath, [cli, "--cache", "--cache-location", path.join(dir, ".eslintcache"), "-f", "json", "."], { cwd: dir, encoding: "utf8", timeout: 120_000 });
        expect(r.stderr).toBe("");
        const results = JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string; message: string }[] }[];
        return results.flatMap((x) => x.messages.map((m) => `${path.relative(dir, x.filePath)} ${m.ruleId}`)).sort();
      };
      const first = run();
      expect(first).toContain(".mcp.json mcp-audit/unpinned-package");
      expect(first).not.toContain("skills/deploy/SKILL.md mcp-audit/skill-broken-reference");
      expect(fs.existsSync(path.join(dir, ".eslintcache"))).toBe(true);
      expect(run()).toEqual(first); // unchanged inputs: the cache answers the same

      // The config allows the package: the untouched .mcp.json loses its finding.
      fs.writeFileSync(path.join(dir, "mcp-audit.config.json"), JSON.stringify({ allow: { packages: ["@acme/tickets-mcp"] } }));
      const allowed = run();
      expect(allowed).not.toContain(".mcp.json mcp-audit/unpinned-package");
      // A file the untouched SKILL.md links to disappears: the broken reference shows.
      fs.rmSync(path.join(dir, "skills/deploy/references/checklist.md"));
      expect(run()).toContain("skills/deploy/SKILL.md mcp-audit/skill-broken-reference");
      // A lockfile appears that pins the package: the message of the untouched config changes.
      fs.rmSync(path.join(dir, "mcp-audit.config.json"));
      const before = spawnSync(process.execPath, [cli, "--cache", "--cache-location", path.join(dir, ".eslintcache"), "-f", "json", ".mcp.json"], { cwd: dir, encoding: "utf8" }).stdout;
      fs.writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ name: "p", version: "1.0.0", lockfileVersion: 3, requires: true, packages: { "": { name: "p", version: "1.0.0", devDependencies: { "@acme/tickets-mcp": "4.5.6" } }, "node_modules/@acme/tickets-mcp": { version: "4.5.6", dev: true } } }));
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "p", version: "1.0.0", type: "module", devDependencies: { "@acme/tickets-mcp": "4.5.6" } }));
      const after = spawnSync(process.execPath, [cli, "--cache", "--cache-location", path.join(dir, ".eslintcache"), "-f", "json", ".mcp.json"], { cwd: dir, encoding: "utf8" }).stdout;
      expect(before).not.toContain("4.5.6");
      expect(after).toContain("4.5.6");
    }
  }, 240_000);
});

describe("the JSON formatter", () => {
  it("is ESLint's json output without the secrets ESLint copies into `source`", async () => {
    const secret = token();
    const dir = project(secret);
    const eslint = new ESLint10({ cwd: dir, overrideConfigFile: true, overrideConfig: mcpAudit.configs.recommended });
    const results = await eslint.lintFiles(["."]);
    const stock = (await eslint.loadFormatter("json")).format(results, { cwd: dir, rulesMeta: eslint.getRulesMetaForResults(results) } as never) as string;
    expect(stock).toContain(secret); // what the issue was
    const ours = (await eslint.loadFormatter(FORMATTER)).format(results, { cwd: dir, rulesMeta: eslint.getRulesMetaForResults(results) } as never) as string;
    expect(ours).not.toContain(secret);
    expect(ours).toContain(`${secret.slice(0, 4)}… (${secret.length} chars)`);
    const parsed = JSON.parse(ours) as { filePath: string; source?: string; messages: unknown[] }[];
    const stockParsed = JSON.parse(stock) as typeof parsed;
    expect(parsed.map((r) => [r.filePath, r.messages])).toEqual(stockParsed.map((r) => [r.filePath, r.messages]));
    expect(parsed.find((r) => r.filePath.endsWith(".mcp.json"))!.source).toBe(stockParsed.find((r) => r.filePath.endsWith(".mcp.json"))!.source!.replace(secret, `${secret.slice(0, 4)}… (${secret.length} chars)`));
  });
});
