import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_FILE,
  fileFacts
} from "./chunk-RFDAH6G3.js";
import {
  SKILL_MANIFEST,
  compareUris,
  joinSkillUri,
  representableUri
} from "./chunk-4JPVPORZ.js";

// src/lock/sdk-frontmatter.ts
import { CST, isAlias, isMap, isPair, isScalar, isSeq, Lexer, parseDocument } from "./vendor/yaml.cjs";
var MAX_DEPTH = 32;
var CLOSE_FENCE = /^---[\t ]*$/m;
function readManifestFrontmatter(text, parsed) {
  let t = text.replace(/\r\n/g, "\n");
  if (t.charCodeAt(0) === 65279) t = t.slice(1);
  if (!t.startsWith("---\n")) return fail(`${SKILL_MD} must begin with a "---" line`, 1);
  const rest = t.slice(4);
  const close = CLOSE_FENCE.exec(rest);
  if (!close) return fail('frontmatter has no closing "---" line');
  const yaml = rest.slice(0, close.index);
  return readFrontmatterYaml(yaml, parsed?.tokens !== void 0 && parsed.text === yaml ? parsed : void 0);
}
var SKILL_MD = "SKILL.md";
function readFrontmatterYaml(yaml, parsed) {
  const lineOf = (offset) => 2 + countNewlines(yaml, offset);
  const lexical = lexicalProblem(parsed?.tokens ?? new Lexer().lex(yaml));
  if (lexical) return fail(lexical.message, lineOf(lexical.offset));
  const doc = parsed?.document ?? parseDocument(yaml, { version: "1.2", schema: "core", uniqueKeys: false, strict: true, prettyErrors: false });
  const error = parsed ? parsed.libraryErrors[0] : doc.errors[0];
  if (error) return fail(firstLine(error.message), lineOf(error.pos[0]));
  const root = doc.contents;
  if (root === null || isScalar(root) && root.value === null && root.range[0] === root.range[1]) {
    return tabProblem(yaml, []) ?? { ok: true, frontmatter: {} };
  }
  if (!isMap(root) || root.flow) return fail("frontmatter must be a mapping of keys to values", lineOf(root.range?.[0] ?? 0));
  const blockScalars = [];
  const structural = nodeProblem(root, 0, false, yaml, blockScalars);
  if (structural) return fail(structural.message, lineOf(structural.offset));
  const tabs = tabProblem(yaml, blockScalars);
  if (tabs) return tabs;
  const value = doc.toJS({ maxAliasCount: 0 });
  return { ok: true, frontmatter: value };
}
function fail(message, line) {
  return { ok: false, problem: line === void 0 ? message : `line ${line}: ${message}` };
}
function lexicalProblem(tokens) {
  let offset = 0;
  const flows = [];
  for (const token of tokens) {
    const type = CST.tokenType(token);
    const inSource = !/^[\u0002\u0018\u001f]/.test(token);
    const at = offset;
    if (inSource) offset += token.length;
    switch (type) {
      case "anchor":
      case "alias":
      case "tag":
        return { offset: at, message: "anchors, aliases and tags are not supported" };
      case "explicit-key-ind":
        return { offset: at, message: 'complex keys ("?") are not supported' };
      case "directive-line":
      case "doc-start":
      case "doc-end":
        return { offset: at, message: "unexpected content" };
      case "byte-order-mark":
        return { offset: at, message: "a byte order mark inside the frontmatter is not supported" };
      case "block-scalar-header":
        if (/\d/.test(token)) return { offset: at, message: "block scalar indentation indicators are not supported" };
        break;
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        if (token.includes("\n")) return { offset: at, message: "a quoted value must close on the same line (multi-line quoted values are not supported)" };
        break;
      case "flow-map-start":
      case "flow-seq-start":
        flows.push(token);
        break;
      case "flow-map-end":
      case "flow-seq-end":
        flows.pop();
        break;
      case "map-value-ind":
        if (flows.at(-1) === "[") return { offset: at, message: "mappings inside flow collections are not supported; quote the value" };
        break;
      case "newline":
        if (flows.length > 0) return { offset: at, message: "a flow collection must close on the same line" };
        break;
      default:
        break;
    }
  }
  return void 0;
}
function nodeProblem(node, depth, inFlow, yaml, blockScalars) {
  if (node === null) return void 0;
  const offset = node.range?.[0] ?? 0;
  if (isAlias(node)) return { offset, message: "anchors, aliases and tags are not supported" };
  if (isScalar(node)) {
    const [start, end, nodeEnd] = node.range ?? [offset, offset, offset];
    if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") blockScalars.push([start, nodeEnd]);
    if (node.type === "PLAIN") {
      const first = yaml[offset] ?? "";
      const next = yaml[offset + 1] ?? " ";
      if (inFlow ? "|>%@`#".includes(first) || "-?:".includes(first) && " 	,[]{}".includes(next) : "%@`,]}".includes(first)) {
        return { offset, message: `"${first}" cannot start a plain value; quote it` };
      }
      if (typeof node.value === "number" && !Number.isFinite(node.value)) return { offset, message: `"${yaml.slice(start, end)}" cannot be represented in JSON; quote it` };
    }
    return void 0;
  }
  if (isMap(node) || isSeq(node)) {
    if (depth > MAX_DEPTH) return { offset, message: `nesting deeper than ${MAX_DEPTH} levels is not supported` };
    const flow = inFlow || Boolean(node.flow);
    const keys = /* @__PURE__ */ new Set();
    for (const item of node.items) {
      if (isPair(item) && isScalar(item.key)) {
        if (keys.has(item.key.value)) return { offset: item.key.range?.[0] ?? offset, message: `duplicate key "${String(item.key.value)}"` };
        keys.add(item.key.value);
      }
      const problem = isPair(item) ? pairProblem(item, depth, flow, Boolean(node.flow) && isMap(node), yaml, blockScalars) : nodeProblem(item, depth + 1, flow, yaml, blockScalars);
      if (problem) return problem;
    }
  }
  return void 0;
}
function pairProblem(pair, depth, inFlow, inFlowMap, yaml, blockScalars) {
  const key = pair.key;
  const at = key?.range?.[0] ?? pair.value?.range?.[0] ?? 0;
  if (!isScalar(key)) return { offset: at, message: "complex keys are not supported" };
  if (key.type === "PLAIN" && typeof key.value !== "string") return { offset: at, message: `key "${yaml.slice(at, key.range?.[1] ?? at)}" must be a string; quote it` };
  if (key.value === "__proto__") return { offset: at, message: 'the key "__proto__" is not supported' };
  if (inFlowMap && (pair.value === null || isScalar(pair.value) && pair.value.range?.[0] === pair.value.range?.[1])) return { offset: at, message: 'expected "key: value" in a flow mapping' };
  return nodeProblem(key, depth + 1, inFlow, yaml, blockScalars) ?? nodeProblem(pair.value, depth + 1, inFlow, yaml, blockScalars);
}
function tabProblem(yaml, blockScalars) {
  let lineStart = 0;
  let line = 2;
  let scalar = 0;
  while (lineStart <= yaml.length) {
    const end = yaml.indexOf("\n", lineStart);
    const lineEnd = end === -1 ? yaml.length : end;
    let i = lineStart;
    while (yaml[i] === " ") i++;
    if (yaml[i] === "	") {
      let j = i;
      while (yaml[j] === " " || yaml[j] === "	") j++;
      while (scalar < blockScalars.length && blockScalars[scalar][1] <= lineStart) scalar++;
      const inBlockScalar = scalar < blockScalars.length && lineStart > blockScalars[scalar][0];
      if (j < lineEnd && yaml[j] !== "#" && !inBlockScalar) return fail("tabs cannot be used for indentation", line);
    }
    if (end === -1) break;
    lineStart = end + 1;
    line++;
  }
  return void 0;
}
function countNewlines(text, end) {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function firstLine(message) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}

// src/lock/servable.ts
var SEP2640_LIMITS = Object.freeze({ files: 512, bytes: 16 * 1024 * 1024 });
var PLAIN_PATH = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;
function servedSkill(skill, segments) {
  const skipped = [];
  const unserved = [];
  const served = [];
  for (const file of skill.files) {
    if (file.path.split("/").some((s) => s.startsWith("."))) unserved.push(file.path);
    else served.push(file);
  }
  served.sort((a, b) => compareSegments(a.path, b.path));
  if (skill.truncated) skipped.push({ reason: "incomplete", path: "", message: `the folder holds more files than mcp-audit lists (${skill.files.length} listed): its entry cannot be computed` });
  for (const file of served) {
    if (file.kind === "symlink") skipped.push({ reason: "symlink", path: file.path, message: `${file.path} is a symlink, and the SDK follows no symlinks` });
    else if (file.kind === "other") skipped.push({ reason: "special-file", path: file.path, message: `${file.path} is not a regular file (a FIFO, socket or device)` });
  }
  const uris = /* @__PURE__ */ new Map();
  const rootUri = representableUri(segments);
  if (rootUri === void 0) skipped.push({ reason: "uri", path: "", message: `the skill's path ${segments.join("/")} cannot be represented in a URI` });
  for (const file of served) {
    const uri = rootUri !== void 0 && segments.length > 0 && PLAIN_PATH.test(file.path) ? `${rootUri}/${file.path}` : representableUri([...segments, ...file.path.split("/")]);
    if (uri === void 0) skipped.push({ reason: "uri", path: file.path, message: `${file.path}: this name cannot be represented in a URI` });
    else uris.set(file.path, uri);
  }
  const manifest = readManifestFrontmatter((skill.skillMd.bom ? "\uFEFF" : "") + skill.skillMd.text, skill.frontMatter.syntax);
  let frontmatter;
  if (!manifest.ok) skipped.push({ reason: "frontmatter", path: SKILL_FILE, message: `${SKILL_FILE} frontmatter: ${manifest.problem}` });
  else if (typeof manifest.frontmatter.name !== "string" || typeof manifest.frontmatter.description !== "string") {
    skipped.push({ reason: "fields", path: SKILL_FILE, message: `${SKILL_FILE} frontmatter must contain string "name" and "description"` });
  } else {
    frontmatter = manifest.frontmatter;
    for (const { field, message } of entryRuleProblems(frontmatter, segments.at(-1) ?? "")) skipped.push({ reason: "entry", path: SKILL_FILE, message, field });
  }
  const resources = [];
  let bytes = 0;
  for (const file of served) {
    const uri = uris.get(file.path);
    if (uri === void 0 || file.kind !== "file") continue;
    const facts = fileFacts(skill, file);
    if (!facts.ok) {
      skipped.push({ reason: "unreadable", path: file.path, message: `${file.path} cannot be read` });
      continue;
    }
    resources.push({ uri, digest: facts.digest, size: facts.size });
    bytes += facts.size;
  }
  resources.sort((a, b) => compareUris(a.uri, b.uri));
  const files = served.filter((f) => uris.has(f.path) && f.kind === "file").map((f) => ({ path: f.path, uri: uris.get(f.path) }));
  files.sort((a, b) => compareUris(a.uri, b.uri));
  const result = { skipped, unserved, files, totals: { files: resources.length, bytes } };
  if (skipped.length === 0 && frontmatter && rootUri !== void 0) {
    result.entry = { uri: joinSkillUri([...segments, SKILL_MANIFEST]), frontmatter, resources };
    if (resources.length > SEP2640_LIMITS.files || bytes > SEP2640_LIMITS.bytes) result.overLimits = { files: resources.length, bytes };
  }
  return result;
}
function entryRuleProblems(frontmatter, folder) {
  const problems = [];
  const name = String(frontmatter.name);
  const description = String(frontmatter.description);
  if (name.length === 0 || name.length > 64 || !/^[\da-z]+(?:-[\da-z]+)*$/.test(name)) problems.push({ field: "name", message: `frontmatter name "${name}" must be 1-64 lowercase letters, digits and single hyphens` });
  else if (name !== folder) problems.push({ field: "name", message: `frontmatter name "${name}" must match the last path segment "${folder}"` });
  if (description === "" || codePoints(description) > 1024) problems.push({ field: "description", message: "frontmatter description must be 1-1024 characters" });
  const compatibility = frontmatter.compatibility;
  if (compatibility !== void 0 && (typeof compatibility !== "string" || compatibility === "" || codePoints(compatibility) > 500)) problems.push({ field: "compatibility", message: "frontmatter compatibility must be a string of 1-500 characters" });
  const metadata = frontmatter.metadata;
  if (metadata !== void 0 && !(typeof metadata === "object" && metadata !== null && !Array.isArray(metadata) && Object.values(metadata).every((v) => typeof v === "string"))) {
    problems.push({ field: "metadata", message: "frontmatter metadata must map strings to strings" });
  }
  return problems;
}
function codePoints(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
function compareSegments(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compareUris(x[i], y[i]);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

export {
  SEP2640_LIMITS,
  servedSkill
};
