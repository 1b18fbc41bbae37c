// The lazy semver wrapper answers plain versions itself: exactly as semver does, for any string.
import fc from "fast-check";
import semver from "semver";
import { describe, expect, it } from "vitest";
import * as lazy from "../../src/core/semver.js";

const part = fc.oneof(fc.nat({ max: 20 }).map(String), fc.constantFrom("0", "00", "01", "999999999999999", "9999999999999999", "9007199254740993", "-1", "x", ""));
const version = fc.oneof(
  fc.tuple(part, part, part).map(([a, b, c]) => `${a}.${b}.${c}`),
  fc.tuple(part, part, part, fc.constantFrom("-rc.1", "+build", " ", "\n", "v", "=")).map(([a, b, c, s]) => (s === "v" || s === "=" ? `${s}${a}.${b}.${c}` : `${a}.${b}.${c}${s}`)),
  fc.string({ maxLength: 12 }),
);

describe("core/semver", () => {
  it("valid: the same answer as semver, strict and loose", () => {
    fc.assert(
      fc.property(version, (v) => {
        expect(lazy.valid(v)).toBe(semver.valid(v));
        expect(lazy.valid(v, { loose: true })).toBe(semver.valid(v, { loose: true }));
      }),
      { numRuns: 500 },
    );
  });

  it("lt and gt: the same answer as semver (or the same error) for valid versions", () => {
    const valid = version.filter((v) => semver.valid(v) !== null);
    fc.assert(
      fc.property(valid, valid, (a, b) => {
        expect(lazy.lt(a, b)).toBe(semver.lt(a, b));
        expect(lazy.gt(a, b)).toBe(semver.gt(a, b));
      }),
      { numRuns: 500 },
    );
    expect(() => lazy.lt("1.2.3", "latest")).toThrow(TypeError);
  });

  it("plain versions with big numbers compare as numbers", () => {
    expect(lazy.lt("1.10.0", "1.9.0")).toBe(false);
    expect(lazy.gt("999999999999999.0.0", "99999999999999.0.0")).toBe(true);
    expect(lazy.valid("9999999999999999.0.0")).toBe(semver.valid("9999999999999999.0.0"));
  });
});
