import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  packageVersion
} from "./chunk-C4H3TBXV.js";
import {
  lintMcpSource,
  lintSkill,
  withSkillMdText
} from "./chunk-M3METONT.js";
import {
  loadProjectFacts,
  lockRootFor,
  projectStart,
  skillLockKey
} from "./chunk-4OUERMEK.js";
import "./chunk-DVYPNYWB.js";
import {
  hostForPath
} from "./chunk-S5KVMLUD.js";
import {
  MCP_RULES,
  SKILL_RULES,
  readLock
} from "./chunk-DOYGWQFV.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-G3M64UOZ.js";
import "./chunk-TI5XZFJ4.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-MXZTHT44.js";
import "./chunk-XGECS6YB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-GSTHWJQ6.js";
import {
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-6EEGWGKK.js";
import "./chunk-ZIYZMNLY.js";

// src/eslint/index.ts
import json from "@eslint/json";

// src/eslint/adapter.ts
var runs = /* @__PURE__ */ new WeakMap();
function findingsFor(kind, context, text, only) {
  const { sourceCode } = context;
  let cached = runs.get(sourceCode);
  if (!cached) {
    cached = /* @__PURE__ */ new Map();
    runs.set(sourceCode, cached);
  }
  const key = [kind.id, context.filename, only ? `${only.ruleId}\0${JSON.stringify(only.options)}` : "*"].join("\0");
  if (!cached.has(key)) cached.set(key, kind.lint({ filename: context.filename, cwd: context.cwd, text }, only));
  return cached.get(key);
}
function createEslintRule(meta, kind) {
  const fixes = meta.fix !== "none";
  return {
    meta: {
      type: "problem",
      docs: { description: meta.description, recommended: true, url: meta.docs },
      languages: [...kind.languages],
      // A rule that can fix may offer safe fixes and unsafe suggestions: declare both.
      ...fixes ? { fixable: "code", hasSuggestions: true } : {},
      // The core rule's own options (e.g. unpinned-package `allow`), passed through as they are.
      schema: [{ type: "object" }]
    },
    create(context) {
      return {
        [kind.rootNode]: () => {
          const { text } = context.sourceCode;
          if (typeof text !== "string") return;
          const options = context.options[0];
          const only = options && typeof options === "object" && Object.keys(options).length > 0 ? { ruleId: meta.id, options } : void 0;
          for (const finding of findingsFor(kind, context, text, only) ?? []) {
            if (finding.ruleId === meta.id) context.report(toReport(finding, context.sourceCode, fixes));
          }
        }
      };
    }
  };
}
function toReport(finding, sourceCode, fixes) {
  const { start, end } = finding.range;
  const descriptor = { loc: { start: locAt(sourceCode, start), end: locAt(sourceCode, end) }, message: finding.message };
  const fix = fixes && finding.fix && applicable(finding.fix) ? finding.fix : void 0;
  if (fix) {
    const apply = (fixer) => fix.edits.map((e) => fixer.replaceTextRange([e.offset, e.offset + e.length], e.content));
    if (fix.safety === "safe") descriptor.fix = apply;
    else descriptor.suggest = [{ desc: fix.description, fix: apply }];
  }
  return descriptor;
}
function locAt(sourceCode, position) {
  if (typeof sourceCode.getLocFromIndex === "function") return sourceCode.getLocFromIndex(position.offset);
  return { line: position.line, column: position.column };
}
function applicable(fix) {
  if (fix.edits.length === 0) return false;
  const sorted = [...fix.edits].sort((a, b) => a.offset - b.offset);
  return sorted.every((e, i) => i === 0 || e.offset >= sorted[i - 1].offset + sorted[i - 1].length);
}

// src/eslint/documents.ts
import path from "node:path";
var MCP_CONFIG = {
  id: "mcp-config",
  languages: ["json/json", "json/jsonc"],
  rootNode: "Document",
  lint({ filename, cwd, text }, only) {
    const host = hostForPath(filename);
    if (!host) return void 0;
    const absolute = path.resolve(cwd ?? process.cwd(), filename);
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    return lintMcpSource(sourceFromText(absolute, filename, text), host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      ...rule && only ? { settings: /* @__PURE__ */ new Map([[rule.meta.id, { options: only.options }]]) } : {}
    }).findings;
  }
};
var SKILL_MD = {
  id: "skill",
  languages: ["markdown/commonmark", "markdown/gfm"],
  rootNode: "root",
  lint({ filename, cwd, text }, only) {
    if (path.basename(filename) !== SKILL_FILE) return void 0;
    const absolute = path.resolve(cwd ?? process.cwd(), filename);
    const dir = path.dirname(absolute);
    const root = lockRootFor(cwd ?? dir);
    const key = skillLockKey(root, dir);
    let skill;
    try {
      skill = withSkillMdText(loadSkill(dir, key, key), text);
    } catch {
      return void 0;
    }
    const rule = only ? SKILL_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    const shown = skill.skillMd.displayPath;
    return lintSkill(skill, {
      rules: rule ? [rule] : SKILL_RULES,
      lock: readLockQuietly(root),
      lockKey: key,
      ...rule && only ? { settings: /* @__PURE__ */ new Map([[rule.meta.id, { options: only.options }]]) } : {}
    }).findings.filter((f) => f.file === shown);
  }
};
function readLockQuietly(root) {
  try {
    return readLock(root);
  } catch {
    return void 0;
  }
}

// src/eslint/index.ts
var markdown = await import("@eslint/markdown").then((m) => m.default, () => void 0);
var NAMESPACE = "mcp-audit";
var STRICT_JSON_FILES = ["**/.mcp.json", "**/.cursor/mcp.json", "**/claude_desktop_config.json"];
var JSONC_FILES = ["**/.vscode/mcp.json"];
var ESLINT_LEVEL = { error: "error", warning: "warn", info: "warn" };
var version = packageVersion();
var rules = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG)]),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD)])
]);
var levels = Object.fromEntries(MCP_RULES.map((rule) => [`${NAMESPACE}/${rule.meta.id}`, ESLINT_LEVEL[rule.meta.defaultSeverity]]));
var skillLevels = Object.fromEntries(SKILL_RULES.map((rule) => [`${NAMESPACE}/${rule.meta.id}`, ESLINT_LEVEL[rule.meta.defaultSeverity]]));
var plugin = {
  meta: { name: "mcp-audit", version, namespace: NAMESPACE },
  rules,
  configs: { recommended: [] }
};
var plugins = { json, [NAMESPACE]: plugin };
plugin.configs.recommended.push(
  // Strict-JSON hosts are parsed as JSONC too, so a comment or trailing comma reaches invalid-config
  // (which says the host will fail to load the file, and fixes the comma) instead of stopping ESLint's parser.
  { name: "mcp-audit/recommended/json", files: STRICT_JSON_FILES, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, plugins, rules: { ...levels } },
  // VS Code reads .vscode/mcp.json as JSONC, trailing commas included.
  { name: "mcp-audit/recommended/jsonc", files: JSONC_FILES, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, plugins, rules: { ...levels } }
);
if (markdown) {
  plugin.configs.recommended.push({
    name: "mcp-audit/recommended/skills",
    files: ["**/SKILL.md"],
    language: "markdown/commonmark",
    languageOptions: { frontmatter: "yaml" },
    plugins: { markdown, [NAMESPACE]: plugin },
    rules: { ...skillLevels }
  });
}
var eslint_default = plugin;
export {
  ESLINT_LEVEL,
  eslint_default as default
};
