// The floor for the full audit: the least work any tool must do on the same tree. Walks it with the
// same skips (node_modules, .git, .hg, .svn, and what .gitignore files ignore, through the same
// `ignore` package), reads every MCP config the audit reads and parses it in its dialect (JSON and
// JSONC with jsonc-parser, YAML with yaml, TOML with toml-eslint-parser: the audit's own parsers),
// and reads every byte of every file of each skill folder once, decoding the text files (a NUL in the
// first 8 KB means binary) and parsing SKILL.md's front matter.
// Usage: node bench/floor.mjs <dir> [<dir>…]   (prints what it read, as JSON)
import fs from "node:fs";
import path from "node:path";
import ignore from "ignore";
import { parse as parseJsonc } from "jsonc-parser";
import { parseTOML } from "toml-eslint-parser";
import { parse as parseYaml } from "yaml";

const SKIPPED = new Set(["node_modules", ".git", ".hg", ".svn"]);
let configs = 0;
let skills = 0;
let skillFiles = 0;
let bytes = 0;

/** The parser of a project-level host file, by location (as src/hosts decides), or undefined. */
function configParser(dir, name) {
  const parent = path.basename(dir);
  const grand = path.basename(path.dirname(dir));
  if (name === ".mcp.json" || name === "claude_desktop_config.json") return "json";
  if (name === "mcp.json" && (parent === ".vscode" || parent === ".cursor" || parent === ".roo")) return "json";
  if (name === "settings.json" && (parent === ".gemini" || parent === ".zed")) return "json";
  if (name === "config.toml" && parent === ".codex") return "toml";
  if (name === "config.yaml" && parent === ".continue") return "yaml";
  if (/\.ya?ml$/.test(name) && parent === "mcpServers" && grand === ".continue") return "yaml";
  return undefined;
}

function parseConfig(kind, text) {
  try {
    if (kind === "json") parseJsonc(text, [], { allowTrailingComma: true });
    else if (kind === "yaml") parseYaml(text);
    else parseTOML(text);
  } catch {
    // a broken config costs the same to read
  }
}

function ignored(scopes, full, isDir) {
  for (const { base, matcher } of scopes) {
    const rel = path.relative(base, full).split(path.sep).join("/");
    if (rel && !rel.startsWith("..") && matcher.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

function readSkill(dir) {
  skills++;
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop();
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) stack.push(full);
      else if (e.isFile()) {
        const data = fs.readFileSync(full);
        bytes += data.length;
        skillFiles++;
        if (data.subarray(0, 8192).includes(0)) continue; // binary: read, not decoded
        const text = data.toString("utf8");
        if (e.name === "SKILL.md" && d === dir) {
          const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
          if (m) parseYaml(m[1]);
        }
      }
    }
  }
}

function walk(root) {
  const stack = [{ dir: root, scopes: [] }];
  while (stack.length > 0) {
    const { dir, scopes: parent } = stack.pop();
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    let scopes = parent;
    if (entries.some((e) => e.name === ".gitignore" && e.isFile())) scopes = [...parent, { base: dir, matcher: ignore().add(fs.readFileSync(path.join(dir, ".gitignore"), "utf8")) }];
    if (entries.some((e) => e.name === "SKILL.md" && e.isFile())) {
      readSkill(dir);
      continue;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIPPED.has(e.name) && !ignored(scopes, full, true)) stack.push({ dir: full, scopes });
      } else if (e.isFile()) {
        const kind = configParser(dir, e.name);
        if (kind === undefined || ignored(scopes, full, false)) continue;
        const text = fs.readFileSync(full, "utf8");
        bytes += text.length;
        configs++;
        parseConfig(kind, text);
      }
    }
  }
}

for (const dir of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["."]) walk(path.resolve(dir));
console.log(JSON.stringify({ configs, skills, skillFiles, bytes }));
