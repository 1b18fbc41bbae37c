// An agent skill: a folder holding SKILL.md (YAML front matter + Markdown body) and the files
// the agent reads and runs. Built without executing anything; file contents are read lazily.
import fs from "node:fs";
import path from "node:path";
import { decodeSource, MAX_FILE_BYTES, SourceError, type SourceFile } from "../core/source.js";
import { bodyStart, parseFrontMatter, type FrontMatter } from "./front-matter.js";

export const SKILL_FILE = "SKILL.md";

/** A skill folder with more entries than this is not a skill anybody reviewed; stop listing. */
const MAX_SKILL_FILES = 5_000;

export interface SkillFile {
  /** Path inside the skill folder, forward slashes (`scripts/run.sh`). */
  path: string;
  absolute: string;
  kind: "file" | "symlink" | "other";
  size: number;
  /** Any execute bit set. */
  executable: boolean;
  /** For symlinks: the resolved target (undefined when dangling or looping). */
  target?: string;
  /** For symlinks: whether the target lies outside the skill folder. */
  escapes?: boolean;
}

export interface Skill {
  /** Absolute path of the folder. */
  dir: string;
  /** Folder as shown to the user. */
  displayDir: string;
  /** Folder from the repository root (fingerprints, lock keys). */
  identityDir: string;
  folderName: string;
  skillMd: SourceFile;
  frontMatter: FrontMatter;
  /** Where the Markdown body starts in SKILL.md's text. */
  bodyOffset: number;
  files: SkillFile[];
  /** True when the listing stopped at MAX_SKILL_FILES. */
  truncated: boolean;
  /** A text file of the skill, decoded; undefined when missing, binary, not UTF-8 or too large. */
  readText(relativePath: string): SourceFile | undefined;
  /** Raw bytes of a file of the skill (for digests); undefined when unreadable. */
  readBytes(relativePath: string): Buffer | undefined;
}

export function loadSkill(dir: string, displayDir: string, identityDir: string): Skill {
  const skillMdPath = path.join(dir, SKILL_FILE);
  const skillMdDisplay = joinDisplay(displayDir, SKILL_FILE);
  const stat = fs.statSync(skillMdPath);
  if (stat.size > MAX_FILE_BYTES) throw new SourceError(skillMdDisplay, `file is ${(stat.size / 1048576).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1048576} MB limit for a SKILL.md`);
  const skillMd = decodeSource(skillMdPath, skillMdDisplay, fs.readFileSync(skillMdPath));
  skillMd.identityPath = joinDisplay(identityDir, SKILL_FILE);
  const frontMatter = parseFrontMatter(skillMd.text);
  const { files, truncated } = listSkillFiles(dir);
  const texts = new Map<string, SourceFile | undefined>([[SKILL_FILE, skillMd]]);
  return {
    dir,
    displayDir,
    identityDir,
    folderName: path.basename(dir),
    skillMd,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(skillMd.text, frontMatter.end) : 0,
    files,
    truncated,
    readText(relativePath) {
      if (texts.has(relativePath)) return texts.get(relativePath);
      const file = files.find((f) => f.path === relativePath && f.kind === "file");
      let source: SourceFile | undefined;
      if (file && file.size <= MAX_FILE_BYTES) {
        try {
          source = decodeSource(file.absolute, joinDisplay(displayDir, relativePath), fs.readFileSync(file.absolute));
          source.identityPath = joinDisplay(identityDir, relativePath);
        } catch {
          source = undefined;
        }
      }
      texts.set(relativePath, source);
      return source;
    },
    readBytes(relativePath) {
      const file = files.find((f) => f.path === relativePath && f.kind !== "other");
      if (!file) return undefined;
      try {
        return fs.readFileSync(file.absolute);
      } catch {
        return undefined;
      }
    },
  };
}

export function joinDisplay(dir: string, relative: string): string {
  return dir === "" || dir === "." ? relative : `${dir.replace(/\/$/, "")}/${relative}`;
}

// ---- files ------------------------------------------------------------------------------------

const SKIPPED_DIRS = new Set([".git", "node_modules"]);

function listSkillFiles(root: string): { files: SkillFile[]; truncated: boolean } {
  const files: SkillFile[] = [];
  const stack = [""];
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    realRoot = root;
  }
  while (stack.length > 0) {
    const rel = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relPath = rel === "" ? entry.name : `${rel}/${entry.name}`;
      const absolute = path.join(root, relPath);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) stack.push(relPath);
        continue;
      }
      if (files.length >= MAX_SKILL_FILES) return { files, truncated: true };
      if (entry.isSymbolicLink()) {
        let target: string | undefined;
        try {
          target = fs.realpathSync(absolute);
        } catch {
          target = undefined;
        }
        const escapes = target === undefined ? true : !isInside(realRoot, target);
        let size = 0;
        try {
          size = target ? fs.statSync(target).size : 0;
        } catch {
          size = 0;
        }
        files.push({ path: relPath, absolute, kind: "symlink", size, executable: false, ...(target ? { target } : {}), escapes });
        continue;
      }
      let stat: fs.Stats;
      try {
        stat = fs.statSync(absolute);
      } catch {
        continue;
      }
      files.push({ path: relPath, absolute, kind: entry.isFile() ? "file" : "other", size: stat.size, executable: (stat.mode & 0o111) !== 0 });
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, truncated: false };
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
