// Types of bench/generate.mjs, for the tests that build a generated tree (test/golden).
export const GROUPS: number;

export interface TreeOptions {
  configs?: number;
  noise?: number;
  skills?: number;
  /** "real" (default): skills of the real size and file mix; "small": SKILL.md, a script, a reference. */
  skillSize?: "real" | "small";
}

export interface TreeStats {
  configs: number;
  dialects: Record<string, number>;
  noise: number;
  sources: number;
  skills: number;
  skillFiles: number;
  skillBytes: number;
  binaryFiles: number;
  decoys: number;
  bytes: number;
}

export function generateTree(root: string, options?: TreeOptions): TreeStats;
export function groupPaths(root: string, fraction: number): string[];
export function packageDir(root: string, i: number, configs: number): string;
