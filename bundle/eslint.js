import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  ConfigError,
  effectiveSettings,
  loadConfig
} from "./chunk-HBYLTSCE.js";
import {
  packageVersion
} from "./chunk-C4H3TBXV.js";
import {
  discover,
  lockRootFor,
  projectStart,
  repositoryPath,
  require_ignore,
  skillLockKey
} from "./chunk-JODRBQJU.js";
import {
  lintMcpSource,
  lintSkill,
  withSkillMdText
} from "./chunk-3RP2Y5WK.js";
import {
  LOCKFILES,
  findProjectRoot,
  loadProjectFacts,
  lockfileCandidates
} from "./chunk-UALBWAKZ.js";
import "./chunk-DVYPNYWB.js";
import {
  hostForPath
} from "./chunk-547AQT2J.js";
import {
  ALL_RULES,
  LOCK_FILE_NAME,
  LockError,
  MCP_RULES,
  SKILL_RULES,
  readLock
} from "./chunk-GIPGRCBL.js";
import "./chunk-XGECS6YB.js";
import {
  atRelease
} from "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-G66TRMVE.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-GSTHWJQ6.js";
import {
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-6EEGWGKK.js";
import "./chunk-5TLXKZSW.js";
import {
  __toESM
} from "./chunk-ZIYZMNLY.js";

// src/eslint/index.ts
import json from "@eslint/json";

// src/hosts/locations.ts
var CONFIG_LOCATIONS = [
  { glob: "**/.mcp.json", dialect: "claude-code", scope: "project" },
  { glob: "**/.vscode/mcp.json", dialect: "vscode", scope: "project" },
  { glob: "**/.cursor/mcp.json", dialect: "cursor", scope: "project" },
  { glob: "**/claude_desktop_config.json", dialect: "claude-desktop", scope: "user" },
  { glob: "**/.gemini/settings.json", dialect: "gemini", scope: "project" },
  { glob: "**/.codex/config.toml", dialect: "codex", scope: "project" },
  { glob: "**/.zed/settings.json", dialect: "zed", scope: "project" },
  { glob: "**/.continue/config.yaml", dialect: "continue", scope: "project" },
  { glob: "**/.continue/mcpServers/*.yaml", dialect: "continue", scope: "project" },
  { glob: "**/.continue/mcpServers/*.yml", dialect: "continue", scope: "project" },
  { glob: "**/.roo/mcp.json", dialect: "roo", scope: "project" },
  { glob: "**/.claude.json", dialect: "claude-code-user", scope: "user" },
  { glob: "**/managed-mcp.json", dialect: "claude-code", scope: "user" },
  { glob: "**/windsurf/mcp_config.json", dialect: "windsurf", scope: "user" },
  { glob: "**/zed/settings.json", dialect: "zed", scope: "user" },
  { glob: "**/Zed/settings.json", dialect: "zed", scope: "user" },
  { glob: "**/cline_mcp_settings.json", dialect: "cline", scope: "user" },
  { glob: "**/rooveterinaryinc.roo-cline/settings/mcp_settings.json", dialect: "roo", scope: "user" },
  { glob: "**/User/mcp.json", dialect: "vscode", scope: "user" },
  { glob: "**/profiles/*/mcp.json", dialect: "vscode", scope: "user" },
  { glob: "**/Code/User/settings.json", dialect: "vscode-settings", scope: "user" },
  { glob: "**/Code - Insiders/User/settings.json", dialect: "vscode-settings", scope: "user" },
  { glob: "**/VSCodium/User/settings.json", dialect: "vscode-settings", scope: "user" }
];

// src/eslint/adapter.ts
var ROOT_NODES = ["Document", "Program", "root"];
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
function createEslintRule(meta, kind, version2) {
  const fixes = meta.fix !== "none";
  return {
    meta: {
      type: "problem",
      docs: { description: meta.description, recommended: true, url: atRelease(meta.docs, version2) },
      languages: ["*"],
      // A rule that can fix may offer safe fixes and unsafe suggestions: declare both.
      ...fixes ? { fixable: "code", hasSuggestions: true } : {},
      // The core rule's own options (e.g. unpinned-package `allow`), passed through as they are.
      schema: [{ type: "object" }]
    },
    create(context) {
      let done = false;
      const lint = () => {
        if (done) return;
        done = true;
        const { text } = context.sourceCode;
        if (typeof text !== "string") return;
        const options = context.options[0];
        const only = options && typeof options === "object" && Object.keys(options).length > 0 ? { ruleId: meta.id, options } : void 0;
        for (const finding of findingsFor(kind, context, text, only) ?? []) {
          if (finding.ruleId === meta.id) context.report(toReport(finding, context.sourceCode, fixes));
        }
      };
      return Object.fromEntries(ROOT_NODES.map((node) => [node, lint]));
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

// src/eslint/cache-key.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
var MAX_SKILL_FILES = 512;
function inputsDigestSetting(cwd) {
  return { toJSON: () => inputsDigest(cwd()) };
}
function inputsDigest(cwd) {
  const hash = createHash("sha256");
  const seen = /* @__PURE__ */ new Set();
  const add = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    let content;
    try {
      content = fs.statSync(file).isFile() ? fs.readFileSync(file) : "(not a file)";
    } catch {
      content = "(absent)";
    }
    hash.update(`${file}\0${createHash("sha256").update(content).digest("hex")}
`);
  };
  for (let dir = cwd; ; ) {
    add(path.join(dir, CONFIG_FILE_NAME));
    add(path.join(dir, "package.json"));
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) break;
    dir = parent;
  }
  add(path.join(lockRootFor(cwd), LOCK_FILE_NAME));
  const found = discover(["."], cwd);
  for (const file of found.files) {
    if (!file.host) continue;
    const location = findProjectRoot(projectStart(file.path, file.host));
    if (!location) continue;
    add(path.join(location.root, "package.json"));
    for (const dir of lockfileCandidates(location)) for (const lockfile of LOCKFILES) add(path.join(dir, lockfile));
  }
  for (const skill of found.skills) {
    const files = listFiles(skill.dir);
    hash.update(`skill ${skill.dir} ${files.length}
`);
    for (const file of files.slice(0, MAX_SKILL_FILES)) add(file);
  }
  return hash.digest("hex");
}
function listFiles(dir) {
  const out = [];
  const stack = [dir];
  while (stack.length > 0 && out.length <= MAX_SKILL_FILES) {
    const current = stack.pop();
    let entries;
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== ".git") stack.push(full);
      } else {
        out.push(full);
      }
    }
  }
  return out.sort();
}

// src/eslint/documents.ts
import path3 from "node:path";

// src/eslint/project.ts
var import_ignore = __toESM(require_ignore(), 1);
import fs2 from "node:fs";
import path2 from "node:path";
var contexts = /* @__PURE__ */ new Map();
function projectContext(cwd) {
  const lockRoot = lockRootFor(cwd);
  const signature = inputSignature(cwd, lockRoot);
  const cached = contexts.get(cwd);
  if (cached?.signature === signature) return cached.context;
  const context = load(cwd, lockRoot);
  contexts.set(cwd, { signature, context });
  return context;
}
function load(cwd, lockRoot) {
  let config;
  let configProblem;
  try {
    config = loadConfig(cwd, ALL_RULES.map((r) => r.meta.id));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configProblem = `invalid configuration: ${error.message}`;
  }
  let lock;
  let lockProblem;
  try {
    lock = readLock(lockRoot);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    lockProblem = `${error.file}: ${error.reason}`;
  }
  const matcher = config && config.ignorePatterns.length > 0 ? (0, import_ignore.default)().add(config.ignorePatterns) : void 0;
  return {
    config,
    configProblem,
    settings: config ? effectiveSettings(config, /* @__PURE__ */ new Map()) : /* @__PURE__ */ new Map(),
    ignored: (absolute) => {
      if (!matcher || !config) return false;
      const rel = path2.relative(config.baseDir, absolute).split(path2.sep).join("/");
      return rel !== "" && !rel.startsWith("..") && !path2.isAbsolute(rel) && matcher.ignores(rel);
    },
    lockRoot,
    lock,
    lockProblem
  };
}
function inputSignature(cwd, lockRoot) {
  const parts = [];
  const stat = (file) => {
    try {
      const s = fs2.statSync(file);
      parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      parts.push(`${file}:-`);
    }
  };
  for (let dir = cwd; ; ) {
    stat(path2.join(dir, CONFIG_FILE_NAME));
    stat(path2.join(dir, "package.json"));
    const parent = path2.dirname(dir);
    if (parent === dir || fs2.existsSync(path2.join(dir, ".git"))) break;
    dir = parent;
  }
  stat(path2.join(lockRoot, LOCK_FILE_NAME));
  return parts.join("\n");
}

// src/eslint/documents.ts
var MCP_CONFIG = {
  id: "mcp-config",
  lint({ filename, cwd, text }, only) {
    const host = hostForPath(filename);
    if (!host) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path3.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    const source = sourceFromText(absolute, filename, text);
    source.identityPath = repositoryPath(absolute);
    const allow = project.config?.allow;
    const findings = lintMcpSource(source, host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      settings: withOnly(project.settings, only),
      ...project.lock ? { lock: project.lock } : {},
      lockKey: path3.relative(project.lockRoot, absolute).split(path3.sep).join("/"),
      ...allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}
    }).findings;
    return [...contextProblems(project, "invalid-config"), ...findings];
  }
};
var SKILL_MD = {
  id: "skill",
  lint({ filename, cwd, text }, only) {
    if (path3.basename(filename) !== SKILL_FILE) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path3.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const dir = path3.dirname(absolute);
    const key = skillLockKey(project.lockRoot, dir);
    let skill;
    try {
      skill = withSkillMdText(loadSkill(dir, key, key), text);
    } catch {
      return void 0;
    }
    const rule = only ? SKILL_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    const shown = skill.skillMd.displayPath;
    const profile = project.config?.skillProfile;
    const findings = lintSkill(skill, {
      rules: rule ? [rule] : SKILL_RULES,
      lock: project.lock,
      lockKey: key,
      settings: withOnly(project.settings, only),
      ...profile ? { profile } : {}
    }).findings.filter((f) => f.file === shown);
    return [...contextProblems(project, "skill-frontmatter"), ...findings];
  }
};
function withOnly(settings2, only) {
  if (!only) return settings2;
  const merged = new Map(settings2);
  merged.set(only.ruleId, { ...settings2.get(only.ruleId), options: only.options });
  return merged;
}
function contextProblems(project, ruleId) {
  const problems = [project.configProblem, project.lockProblem ? `the audit lock cannot be read (${project.lockProblem}): the lock's pins were not compared` : void 0].filter((p) => p !== void 0);
  const at = { line: 1, column: 1, offset: 0 };
  return problems.map((message) => ({ ruleId, severity: "error", message: `mcp-audit: ${message}`, file: "", range: { start: at, end: at }, pointer: "", fingerprint: "" }));
}

// src/eslint/languages.ts
function acceptForeignRules(sourceCode) {
  if (typeof sourceCode.getAllComments !== "function") {
    Object.defineProperty(sourceCode, "getAllComments", { value: () => [], configurable: true });
  }
  if (sourceCode.parserServices === void 0) {
    Object.defineProperty(sourceCode, "parserServices", { value: {}, configurable: true });
  }
  return sourceCode;
}
function ownedLanguage(base, fixedOptions) {
  const context = (given) => ({ ...given, languageOptions: { ...fixedOptions } });
  return {
    fileType: base.fileType,
    lineStart: base.lineStart,
    columnStart: base.columnStart,
    nodeTypeKey: base.nodeTypeKey,
    visitorKeys: base.visitorKeys,
    defaultLanguageOptions: {},
    // Options belong to other languages (a JavaScript parser, sourceType, globals): not ours to refuse.
    validateLanguageOptions() {
    },
    parse: (file, given) => base.parse(file, context(given)),
    createSourceCode: (file, parsed, given) => acceptForeignRules(base.createSourceCode(file, parsed, context(given))),
    ...base.matchesSelectorClass ? { matchesSelectorClass: base.matchesSelectorClass.bind(base) } : {}
  };
}

// src/eslint/index.ts
var markdown = await import("@eslint/markdown").then((m) => m.default, () => void 0);
var NAMESPACE = "mcp-audit";
var MCP_CONFIG_FILES = CONFIG_LOCATIONS.filter((l) => hostForPath(`/p/${l.glob.slice(3).replace(/\*/g, "x")}`) !== void 0).map((l) => l.glob);
var SKILL_FILES = ["**/SKILL.md"];
var ESLINT_LEVEL = { error: "error", warning: "warn", info: "warn" };
var version = packageVersion();
var rules = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG, version)]),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD, version)])
]);
function levels(ruleIds) {
  let configured = /* @__PURE__ */ new Map();
  try {
    configured = loadConfig(process.cwd(), ALL_RULES.map((r) => r.meta.id)).settings;
  } catch {
  }
  return Object.fromEntries(
    ruleIds.map((id) => {
      const severity = configured.get(id)?.severity ?? ALL_RULES.find((r) => r.meta.id === id).meta.defaultSeverity;
      return [`${NAMESPACE}/${id}`, severity === "off" ? "off" : ESLINT_LEVEL[severity]];
    })
  );
}
var baseLanguage = (plugin2, id) => plugin2.languages[id];
var languages = {
  // JSONC with trailing commas for every host: a comment or trailing comma in a strict-JSON file reaches
  // invalid-config (which says the host will fail to load it, and fixes the comma) instead of stopping the parser.
  jsonc: ownedLanguage(baseLanguage(json, "jsonc"), { allowTrailingCommas: true }),
  ...markdown ? { markdown: ownedLanguage(baseLanguage(markdown, "commonmark"), { frontmatter: "yaml" }) } : {}
};
var plugin = {
  meta: { name: "mcp-audit", version, namespace: NAMESPACE },
  languages,
  rules,
  configs: { recommended: [] }
};
var settings = { [NAMESPACE]: { inputs: inputsDigestSetting(() => process.cwd()) } };
plugin.configs.recommended.push({
  name: "mcp-audit/recommended/mcp-configs",
  files: MCP_CONFIG_FILES,
  language: `${NAMESPACE}/jsonc`,
  plugins: { [NAMESPACE]: plugin },
  rules: levels(MCP_RULES.map((r) => r.meta.id)),
  settings
});
if (markdown) {
  plugin.configs.recommended.push({
    name: "mcp-audit/recommended/skills",
    files: SKILL_FILES,
    language: `${NAMESPACE}/markdown`,
    plugins: { [NAMESPACE]: plugin },
    rules: levels(SKILL_RULES.map((r) => r.meta.id)),
    settings
  });
}
var eslint_default = plugin;
export {
  ESLINT_LEVEL,
  MCP_CONFIG_FILES,
  SKILL_FILES,
  eslint_default as default
};
