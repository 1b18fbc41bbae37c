// read-only-unverified: the least-privilege data's promise checked against what the server exposes.
import { describe, expect, test } from "vitest";
import { readOnlyUnverified } from "../../src/rules/read-only-unverified.js";
import { serverCases } from "./server-cases.js";

const { names, lintCase } = serverCases(readOnlyUnverified);

describe("fixtures (offline, from the lock)", () => {
  test("bad/destructive-in-read-only: tools that say they write, and more tools than the mode leaves", () => {
    expect(lintCase("bad", "destructive-in-read-only")).toEqual([
      '3:5 read-only-unverified error server "angular" is run with --read-only (@angular/cli mcp), which leaves 6 of 9 tools, yet exposes 9 (as pinned in mcp-audit.lock.json): the read-only mode does not hold: check the server\'s version and switch',
      '3:5 read-only-unverified error server "angular" is run with --read-only (@angular/cli mcp), yet exposes 2 tools that say they write (as pinned in mcp-audit.lock.json): devserver_start (readOnlyHint: false), run_target (destructiveHint: true); the read-only mode does not hold: check the server\'s version and switch, and do not rely on it',
    ]);
  });
  test.each(names("good"))("good/%s has no finding", (name) => {
    expect(lintCase("good", name)).toEqual([]);
  });
});
