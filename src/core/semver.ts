// semver, loaded on first use. Loading it builds some 120 regular expressions (about 10 ms, a tenth of
// a pre-commit run over three configs), and most versions in a config are plain `x.y.z`, which
// `valid`, `lt` and `gt` answer here exactly as semver does, without it.
import { createRequire } from "node:module";
import type * as Semver from "semver";

const requireLazily = createRequire(import.meta.url);
let lib: typeof Semver | undefined;
const semver = (): typeof Semver => (lib ??= requireLazily("semver") as typeof Semver);

/**
 * `1.2.3`: three numbers without leading zeros, each short enough to be a safe integer (semver's
 * limit). semver accepts every such string as a version and formats it back unchanged.
 */
const PLAIN = /^(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})$/;

function plain(version: unknown): [number, number, number] | undefined {
  const m = typeof version === "string" ? PLAIN.exec(version) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** Plain versions compared as semver compares them: major, minor, then patch. */
function comparePlain(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

type Options = Semver.Options;

// A plain version is valid, strict or loose, and compares the same under any options.
export function valid(version: string | null | undefined, options?: Options): string | null {
  return plain(version) ? version! : semver().valid(version, options);
}

export function lt(a: string, b: string, options?: Options): boolean {
  const pa = plain(a);
  const pb = plain(b);
  return pa && pb ? comparePlain(pa, pb) < 0 : semver().lt(a, b, options);
}

export function gt(a: string, b: string, options?: Options): boolean {
  const pa = plain(a);
  const pb = plain(b);
  return pa && pb ? comparePlain(pa, pb) > 0 : semver().gt(a, b, options);
}

export const validRange = (range: string | null | undefined, options?: Options): string | null => semver().validRange(range, options);
export const satisfies = (version: string, range: string, options?: Semver.RangeOptions): boolean => semver().satisfies(version, range, options);
export const clean = (version: string, options?: Options): string | null => semver().clean(version, options);
export const coerce = (version: string): Semver.SemVer | null => semver().coerce(version);
export const compare = (a: string, b: string, options?: Options): -1 | 0 | 1 => semver().compare(a, b, options);
export const rcompare = (a: string, b: string, options?: Options): -1 | 0 | 1 => semver().rcompare(a, b, options);
export const eq = (a: string, b: string, options?: Options): boolean => semver().eq(a, b, options);
export const prerelease = (version: string, options?: Options): ReadonlyArray<string | number> | null => semver().prerelease(version, options);
