// The plugin object, its recommended config, the adapter's one-run-per-file cache and its
// positions in any language, and the CLI's promise never to load ESLint.
import fs from "node:fs";
import path from "node:path";
import json from "@eslint/json";
import { Linter, type ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { createEslintRule, type DocumentKind } from "../../src/eslint/adapter.js";
import plugin, { ESLINT_LEVEL } from "../../src/eslint/index.js";
import { computeLineStarts, positionAt } from "../../src/core/source.js";
import type { Finding } from "../../src/core/types.js";
import type { RuleMeta } from "../../src/rules/types.js";
import { MCP_RULES, SKILL_RULES } from "../../src/rules/index.js";
import { REPO } from "../cli/run.js";

// Compile-time: the plugin and its configs are what ESLint's own types accept.
const asPlugin: ESLint.Plugin = plugin;
const asConfigs: Linter.Config[] = plugin.configs.recommended;

describe("the plugin object", () => {
  it("names itself and carries the package version", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string };
    expect(plugin.meta).toEqual({ name: "mcp-audit", version: pkg.version, namespace: "mcp-audit" });
    expect(asPlugin.meta?.name).toBe("mcp-audit");
  });

  it("describes each rule from its core meta", () => {
    for (const core of MCP_RULES) {
      const meta = plugin.rules[core.meta.id]!.meta;
      // The page of this release, not of the moving main branch.
      expect(meta.docs).toEqual({ description: core.meta.description, recommended: true, url: core.meta.docs.replace("/blob/main/", `/blob/v${plugin.meta.version}/`) });
      // The rules read only the text: they run in whatever language a later config gives the file.
      expect(meta.languages).toEqual(["*"]);
      expect(meta.type).toBe("problem");
      // A rule that can fix offers safe fixes (fixable) and unsafe ones (suggestions); one that cannot declares neither.
      expect(meta.fixable).toBe(core.meta.fix === "none" ? undefined : "code");
      expect(meta.hasSuggestions).toBe(core.meta.fix === "none" ? undefined : true);
    }
    expect(plugin.rules["risky-command"]!.meta.fixable).toBeUndefined();
  });

  it("recommends each rule at its core severity, scoped to the files mcp-audit owns, in its own languages, with no languageOptions", () => {
    const levels = Object.fromEntries(MCP_RULES.map((r) => [`mcp-audit/${r.meta.id}`, ESLINT_LEVEL[r.meta.defaultSeverity]]));
    const skillLevels = Object.fromEntries(SKILL_RULES.map((r) => [`mcp-audit/${r.meta.id}`, ESLINT_LEVEL[r.meta.defaultSeverity]]));
    expect(levels["mcp-audit/inline-secret"]).toBe("error");
    expect(levels["mcp-audit/missing-read-only"]).toBe("warn");
    const [configs, skills] = asConfigs as (Linter.Config & { settings: Record<string, unknown> })[];
    expect({ ...configs, settings: undefined }).toEqual({
      name: "mcp-audit/recommended/mcp-configs",
      files: ["**/.mcp.json", "**/.vscode/mcp.json", "**/.cursor/mcp.json", "**/claude_desktop_config.json"],
      language: "mcp-audit/jsonc",
      plugins: { "mcp-audit": plugin },
      rules: levels,
      settings: undefined,
    });
    expect({ ...skills, settings: undefined }).toEqual({
      name: "mcp-audit/recommended/skills",
      files: ["**/SKILL.md"],
      language: "mcp-audit/markdown",
      plugins: { "mcp-audit": plugin },
      rules: skillLevels,
      settings: undefined,
    });
    expect(asConfigs).toHaveLength(2);
    expect(Object.keys(plugin.languages)).toEqual(["jsonc", "markdown"]);
    // The cache key of these files covers what their findings read (see test/eslint/coexistence.test.ts).
    expect(JSON.stringify(configs!.settings)).toMatch(/^\{"mcp-audit":\{"inputs":"[0-9a-f]{64}"\}\}$/);
  });

  it("maps info to warn: ESLint has no lower level that still reports", () => {
    expect(ESLINT_LEVEL).toEqual({ error: "error", warning: "warn", info: "warn" });
  });
});

// ---- the adapter, with a document kind we control ---------------------------------------------

function meta(id: string, fix: RuleMeta["fix"] = "unsafe"): RuleMeta {
  return { id, description: `${id} does things`, defaultSeverity: "error", appliesTo: "mcp-config", fix, network: false, docs: `https://example.test/${id}` };
}

function finding(text: string, ruleId: string, offset: number, length: number, message: string, fix?: Finding["fix"]): Finding {
  const file = { path: "x", displayPath: "x", text, bom: false, lineStarts: computeLineStarts(text) };
  return {
    ruleId,
    severity: "error",
    message,
    file: "x",
    range: { start: positionAt(file, offset), end: positionAt(file, offset + length) },
    pointer: "",
    fingerprint: "0",
    ...(fix ? { fix } : {}),
  };
}

/** A kind whose lint is counted and returns canned findings (for `only` runs: those of that rule, tagged). */
function countingKind(make: (text: string) => Finding[]) {
  const calls: { filename: string; only: string | undefined }[] = [];
  const kind: DocumentKind = {
    id: "test",
    lint({ filename, text }, only) {
      calls.push({ filename, only: only && `${only.ruleId} ${JSON.stringify(only.options)}` });
      if (!filename.endsWith(".mcp.json")) return undefined;
      const all = make(text);
      return only ? all.filter((f) => f.ruleId === only.ruleId).map((f) => ({ ...f, message: `${f.message} (with options)` })) : all;
    },
  };
  return { kind, calls };
}

describe("the adapter", () => {
  const TEXT = '{\n  "a": "x",\n  "b": "y"\n}\n';
  const canned = (text: string) => [
    finding(text, "rule-a", text.indexOf('"x"'), 3, "a is wrong", { safety: "safe", description: "fix a", edits: [{ offset: text.indexOf('"x"'), length: 3, content: '"X"' }] }),
    finding(text, "rule-b", text.indexOf('"y"'), 3, "b is wrong", {
      safety: "unsafe",
      description: "fix b",
      edits: [
        { offset: text.indexOf('"y"'), length: 3, content: '"Y"' },
        { offset: text.indexOf('"b"'), length: 3, content: '"B"' },
      ],
    }),
    finding(text, "rule-c", 0, 1, "c is wrong"),
  ];

  function lintWith(kind: DocumentKind, rules: Record<string, unknown>, filename = "/p/.mcp.json", language = "json/json") {
    const linter = new Linter({ configType: "flat", cwd: "/p" });
    const test = { rules: Object.fromEntries(["rule-a", "rule-b", "rule-c"].map((id) => [id, createEslintRule(meta(id), kind, "0.1.0")])) };
    const config = { files: ["**/*.json", "**/*.js"], plugins: { json, test }, language, rules } as Linter.Config;
    return linter.verify(TEXT, [config], filename);
  }

  it("runs the engine once per file for all its rules, and reports each rule's own findings", () => {
    const { kind, calls } = countingKind(canned);
    const messages = lintWith(kind, { "test/rule-a": "error", "test/rule-b": "warn", "test/rule-c": "error" });
    expect(calls).toEqual([{ filename: "/p/.mcp.json", only: undefined }]);
    expect(messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.endLine, m.endColumn, m.message])).toEqual([
      ["test/rule-c", 2, 1, 1, 1, 2, "c is wrong"],
      ["test/rule-a", 2, 2, 8, 2, 11, "a is wrong"],
      ["test/rule-b", 1, 3, 8, 3, 11, "b is wrong"],
    ]);
  });

  it("turns a safe fix into an ESLint fix and an unsafe one into a suggestion (several edits in one)", () => {
    const { kind } = countingKind(canned);
    const messages = lintWith(kind, { "test/rule-a": "error", "test/rule-b": "error" });
    const a = messages.find((m) => m.ruleId === "test/rule-a")!;
    const b = messages.find((m) => m.ruleId === "test/rule-b")!;
    expect(a.fix).toEqual({ range: [TEXT.indexOf('"x"'), TEXT.indexOf('"x"') + 3], text: '"X"' });
    expect(a.suggestions).toBeUndefined();
    expect(b.fix).toBeUndefined();
    expect(b.suggestions).toHaveLength(1);
    expect(b.suggestions![0]!.desc).toBe("fix b");
    const { range, text } = b.suggestions![0]!.fix;
    expect(TEXT.slice(0, range[0]) + text + TEXT.slice(range[1])).toBe('{\n  "a": "x",\n  "B": "Y"\n}\n');
  });

  it("runs a rule configured with options on its own, with them", () => {
    const { kind, calls } = countingKind(canned);
    const messages = lintWith(kind, { "test/rule-a": ["error", { allow: ["x"] }], "test/rule-b": "error", "test/rule-c": ["error", {}] });
    expect(calls).toEqual([
      { filename: "/p/.mcp.json", only: 'rule-a {"allow":["x"]}' },
      { filename: "/p/.mcp.json", only: undefined },
    ]);
    expect(messages.map((m) => m.message)).toEqual(["c is wrong", "a is wrong (with options)", "b is wrong"]);
  });

  it("reports nothing on files the kind does not own", () => {
    const { kind, calls } = countingKind(canned);
    expect(lintWith(kind, { "test/rule-a": "error", "test/rule-b": "error" }, "/p/package.json")).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("never shows a token-shaped string or a raw control character in a message (ESLint prints messages raw)", () => {
    const token = "ghp_r8xk2lq9vm3tn7yb5wc1zd4fg6hj0ks2pa8q"; // a host lower-cased into a message
    const kind: DocumentKind = { id: "any", lint: ({ text }) => [finding(text, "rule-c", 0, 1, `connects to ${token}.example.com\u001b[2J\u202e`)] };
    const messages = lintWith(kind, { "test/rule-c": "error" });
    expect(messages.map((m) => m.message)).toEqual(["connects to ghp_… (40 chars).example.com\\u{1B}[2J\\u{202E}"]);
  });

  it("reports the same line and column whichever base the language counts columns from", () => {
    const source = "const a = 1;\r\nconst b = 'é';\n";
    const core = finding(source, "rule-c", source.indexOf("'é'"), 3, "c is wrong");
    expect([core.range.start.line, core.range.start.column, core.range.end.column]).toEqual([2, 11, 14]);
    const kind: DocumentKind = { id: "any", lint: () => [core] };
    const linter = new Linter({ configType: "flat", cwd: "/p" });
    const config = { files: ["**/*.js"], plugins: { test: { rules: { "rule-c": createEslintRule(meta("rule-c", "none"), kind, "0.1.0") } } }, rules: { "test/rule-c": "error" } } as Linter.Config;
    const [message] = linter.verify(source, [config], "/p/check.js");
    expect([message?.line, message?.column, message?.endLine, message?.endColumn]).toEqual([2, 11, 2, 14]);
  });
});

// ---- the CLI never loads ESLint -----------------------------------------------------------------

/** Every module the CLI can reach through static and dynamic imports, from src/cli/main.ts. */
function cliImportGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)) {
      const spec = match[1]!;
      if (spec.startsWith(".")) visit(path.resolve(path.dirname(file), spec).replace(/\.js$/, ".ts"));
      else packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
    }
  };
  visit(path.join(REPO, "src/cli/main.ts"));
  return { files, packages };
}

describe("the CLI's startup path", () => {
  it("never imports the ESLint plugin, eslint or its languages", () => {
    const { files, packages } = cliImportGraph();
    expect(files.size).toBeGreaterThan(5); // the walk follows the CLI into the core
    expect([...files].filter((f) => f.includes(`${path.sep}eslint${path.sep}`))).toEqual([]);
    expect([...packages].filter((p) => p === "eslint" || p.startsWith("@eslint/"))).toEqual([]);
  });
});
