// The walk's listings answer the existence probes made after it (.git, package.json, lockfiles, a
// plugin manifest) exactly as fs.existsSync would, and leave to the kernel what a listing cannot tell.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discover } from "../../src/audit/discovery.js";
import { forgetListedFolders, listedExists, PLUGIN_MANIFEST_PATH } from "../../src/core/listed-folders.js";
import { findProjectRoot } from "../../src/project/root.js";
import { enclosingPlugin, PluginLocator } from "../../src/skills/plugin.js";
import { loadSkill } from "../../src/skills/model.js";
import { tempDir } from "../cli/run.js";

const NAMES = [".git", "package.json", "npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock", ".claude-plugin", PLUGIN_MANIFEST_PATH];

function write(root: string, rel: string, data = "{}\n"): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), data);
}

const SKILL = "---\nname: s\ndescription: Use when testing.\n---\n\n# S\n";

/** A tree outside git with every case a listing must get right. */
function tree(): string {
  const root = fs.realpathSync(tempDir());
  write(root, "app/package.json");
  write(root, "app/yarn.lock", "# yarn lockfile v1\n");
  write(root, "app/.mcp.json", '{"mcpServers":{}}\n');
  // A plugin whose skill sorts before `.claude-plugin` (`-` < `.`): listed before the manifest's folder.
  write(root, "plugins/p/.claude-plugin/plugin.json", '{"name":"p"}\n');
  write(root, "plugins/p/-early/SKILL.md", SKILL);
  write(root, "plugins/p/skills/s/SKILL.md", SKILL);
  // `.claude-plugin` as a file: nothing can be inside it.
  write(root, "plugins/q/.claude-plugin", "not a folder\n");
  write(root, "plugins/q/skills/s/SKILL.md", SKILL);
  // A manifest folder without the manifest.
  fs.mkdirSync(path.join(root, "plugins/r/.claude-plugin"), { recursive: true });
  write(root, "plugins/r/skills/s/SKILL.md", SKILL);
  // Links: a listing cannot tell whether they lead anywhere.
  write(root, "linked/real-package.json");
  fs.symlinkSync("real-package.json", path.join(root, "linked/package.json"));
  fs.symlinkSync("nowhere", path.join(root, "linked/yarn.lock"));
  write(root, "linked/.mcp.json", '{"mcpServers":{}}\n');
  write(root, "linked-plugin/target/plugin.json", '{"name":"l"}\n');
  fs.symlinkSync("target", path.join(root, "linked-plugin/.claude-plugin"));
  write(root, "linked-plugin/skills/s/SKILL.md", SKILL);
  // Noise: a folder with nothing found below it.
  write(root, "noise/deep/package.json");
  return root;
}

function folders(root: string): string[] {
  const out = [root];
  for (const e of fs.readdirSync(root, { withFileTypes: true, recursive: true })) if (e.isDirectory()) out.push(path.join(e.parentPath, e.name));
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetListedFolders();
});

describe("folders listed by the walk", () => {
  it("answer every probe as fs.existsSync does, or leave it to the kernel", () => {
    const root = tree();
    const found = discover([root], root);
    expect(found.skills.length).toBe(5);
    let answered = 0;
    for (const dir of folders(root)) {
      for (const name of NAMES) {
        const listed = listedExists(dir, name);
        if (listed === undefined) continue;
        answered++;
        expect({ dir, name, listed }).toEqual({ dir, name, listed: fs.existsSync(path.join(dir, name)) });
      }
    }
    // The folders above what was found are answered; links, and folders with nothing found below, are not.
    expect(answered).toBeGreaterThan(60);
    expect(listedExists(path.join(root, "app"), "yarn.lock")).toBe(true);
    expect(listedExists(path.join(root, "app"), "pnpm-lock.yaml")).toBe(false);
    expect(listedExists(path.join(root, "plugins/p"), PLUGIN_MANIFEST_PATH)).toBe(true);
    expect(listedExists(path.join(root, "plugins/q"), PLUGIN_MANIFEST_PATH)).toBe(false);
    expect(listedExists(path.join(root, "plugins/r"), PLUGIN_MANIFEST_PATH)).toBe(false);
    expect(listedExists(path.join(root, "plugins/r/skills/s"), ".git")).toBe(false);
    expect(listedExists(path.join(root, "linked"), "package.json")).toBeUndefined();
    expect(listedExists(path.join(root, "linked"), "yarn.lock")).toBeUndefined();
    expect(listedExists(path.join(root, "linked"), "npm-shrinkwrap.json")).toBe(false);
    expect(listedExists(path.join(root, "linked-plugin"), PLUGIN_MANIFEST_PATH)).toBeUndefined();
    expect(listedExists(path.join(root, "noise/deep"), "package.json")).toBeUndefined();
    expect(listedExists(path.dirname(root), ".git")).toBeUndefined();
    // A new walk starts from nothing.
    forgetListedFolders();
    expect(listedExists(path.join(root, "app"), "yarn.lock")).toBeUndefined();
  });

  it("spare the kernel: plugin and project probes inside the walked tree make no existsSync or stat call", () => {
    const root = tree();
    const found = discover([root], root);
    const exists = vi.spyOn(fs, "existsSync");
    const stat = vi.spyOn(fs, "statSync");
    const inside = (calls: unknown[][]) => calls.map((c) => String(c[0])).filter((p) => p.startsWith(`${root}${path.sep}`));
    const locator = new PluginLocator();
    const plugins = new Map<string, string | undefined>();
    for (const s of found.skills) {
      const skill = loadSkill(s.dir, s.displayDir, s.displayDir, { entries: s.entries });
      plugins.set(path.relative(root, s.dir), enclosingPlugin(skill, locator)?.root);
    }
    expect(findProjectRoot(path.join(root, "app"))?.root).toBe(path.join(root, "app"));
    const probed = [...inside(exists.mock.calls), ...inside(stat.mock.calls)].filter((p) => !/SKILL\.md$|real-package|target/.test(p));
    // Only the links (which the kernel must follow) were asked.
    expect(probed.every((p) => p.startsWith(path.join(root, "linked")))).toBe(true);
    expect(Object.fromEntries(plugins)).toEqual({
      "plugins/p/-early": path.join(root, "plugins/p"),
      "plugins/p/skills/s": path.join(root, "plugins/p"),
      "plugins/q/skills/s": undefined,
      "plugins/r/skills/s": undefined,
      "linked-plugin/skills/s": path.join(root, "linked-plugin"),
    });
  });
});
