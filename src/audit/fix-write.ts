// Where a fix's new text goes: nowhere (`--diff`, `--fix-dry-run`: kept as a preview), or into the
// file, atomically, with a backup first when the file is outside any git work tree (a home directory
// under `--user`): there, nothing else could undo an unsafe fix.
import path from "node:path";
import { writeBackup, writeFileSafely } from "../core/write.js";
import { repositoryPath } from "../project/repository.js";
import type { AuditOptions } from "./options.js";

/** A fix not written (`--diff`, `--fix-dry-run`): the file as read and as the fixes would leave it. */
export interface FixPreview {
  displayPath: string;
  before: string;
  after: string;
}

export interface FixOutputs {
  previews?: FixPreview[];
  /** Backups written (`<file>.mcp-audit.bak`, shown paths). */
  backups?: string[];
}

export interface FixTarget {
  /** The file written (the real path discovery resolved). */
  path: string;
  displayPath: string;
  before: string;
  after: string;
  bom: boolean;
  root: string;
  expect?: { dev: number; ino: number };
}

/** Preview or write one fixed file (throws `WriteError`, nothing written then). */
export function writeFix(target: FixTarget, options: Pick<AuditOptions, "fixPreview">, out: FixOutputs): void {
  if (options.fixPreview) {
    (out.previews ??= []).push({ displayPath: target.displayPath, before: target.before, after: target.after });
    return;
  }
  if (outsideRepository(target.path)) {
    writeBackup(target.path, target.before, { bom: target.bom, root: target.root });
    (out.backups ??= []).push(`${target.displayPath}.mcp-audit.bak`);
  }
  writeFileSafely(target.path, target.after, { bom: target.bom, root: target.root, ...(target.expect ? { expect: target.expect } : {}) });
}

/** No `.git` above the file: its path from a repository root is its absolute path. */
function outsideRepository(file: string): boolean {
  return path.isAbsolute(repositoryPath(path.resolve(file)));
}
