// The floor for the full audit: the least work any tool must do on the same tree. Walks it with the
// same skips (node_modules, .git, .hg, .svn, and what .gitignore files ignore, through the same
// `ignore` package), reads every MCP config the audit reads and JSON.parses it (comments stripped
// for VS Code's JSONC), and reads every file of each skill folder, parsing SKILL.md's front matter.
// Usage: node bench/floor.mjs <dir>   (prints what it read, as JSON)
import fs from "node:fs";
import path from "node:path";
import ignore from "ignore";
import { parse as parseYaml } from "yaml";

const SKIPPED = new Set(["node_modules", ".git", ".hg", ".svn"]);
const root = path.resolve(process.argv[2] ?? ".");
let configs = 0;
let skills = 0;
let skillFiles = 0;
let bytes = 0;

function isConfig(dir, name) {
  const parent = path.basename(dir);
  return name === ".mcp.json" || name === "claude_desktop_config.json" || (name === "mcp.json" && (parent === ".vscode" || parent === ".cursor"));
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
        const text = fs.readFileSync(full, "utf8");
        bytes += text.length;
        skillFiles++;
        if (e.name === "SKILL.md" && d === dir) {
          const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
          if (m) parseYaml(m[1]);
        }
      }
    }
  }
}

const stack = [{ dir: root, scopes: [] }];
while (stack.length > 0) {
  const { dir, scopes: parent } = stack.pop();
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  let scopes = parent;
  if (entries.some((e) => e.name === ".gitignore" && e.isFile())) scopes = [...parent, { base: dir, matcher: ignore().add(fs.readFileSync(path.join(dir, ".gitignore"), "utf8")) }];
  if (entries.some((e) => e.name === "SKILL.md" && e.isFile())) readSkill(dir);
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIPPED.has(e.name) && !ignored(scopes, full, true)) stack.push({ dir: full, scopes });
    } else if (e.isFile() && isConfig(dir, e.name) && !ignored(scopes, full, false)) {
      const text = fs.readFileSync(full, "utf8");
      bytes += text.length;
      configs++;
      try {
        JSON.parse(path.basename(dir) === ".vscode" ? text.replace(/^\s*\/\/.*$/gm, "") : text);
      } catch {
        // a broken config costs the same to read
      }
    }
  }
}
console.log(JSON.stringify({ configs, skills, skillFiles, bytes }));
