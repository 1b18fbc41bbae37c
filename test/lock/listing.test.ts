// The plain-data side of listings: comparing a served entry with a lock entry in the SDK's terms,
// matching entries to local skills by URI (or by folder name, for a lock under a prefix).
import { describe, expect, it } from "vitest";
import { compareWithLock, frontmatterDifferences, matchEntries, readListingDocument } from "../../src/lock/listing.js";
import type { LockedSkill } from "../../src/lock/index.js";

const d = (c: string) => `sha256:${c.repeat(64)}`;
const locked: LockedSkill = {
  uri: "skill://deploy/SKILL.md",
  frontmatter: { name: "deploy", description: "Deploys.", metadata: { owner: "ops" } },
  resources: [
    { uri: "skill://deploy/.env", digest: d("0"), size: 3 },
    { uri: "skill://deploy/SKILL.md", digest: d("a"), size: 10 },
    { uri: "skill://deploy/Q&A.md", digest: d("b"), size: 20 },
    { uri: "skill://deploy/run.sh", digest: d("c"), size: 30 },
  ],
};

describe("compareWithLock", () => {
  it("finds nothing when the server serves the reviewed entry (dot files are the lock's alone; spellings may differ)", () => {
    const served = { ...locked, resources: [locked.resources[1]!, { ...locked.resources[2]!, uri: "skill://deploy/Q%26A.md" }, locked.resources[3]!] };
    expect(compareWithLock(served, locked)).toEqual([]);
  });

  it("names every difference: size, digest, a reviewed file not listed, a listed file not reviewed, front-matter fields", () => {
    const served = {
      uri: "skill://deploy/SKILL.md",
      frontmatter: { name: "deploy", description: "Deploys anything.", metadata: { owner: "ops", tier: "1" } },
      resources: [
        { uri: "skill://deploy/SKILL.md", digest: d("a"), size: 11 },
        { uri: "skill://deploy/run.sh", digest: d("f"), size: 30 },
        { uri: "skill://deploy/new.sh", digest: d("e"), size: 5 },
      ],
    };
    expect(compareWithLock(served, locked).map((m) => `${m.reason}: ${m.message}`)).toEqual([
      "size: skill://deploy/SKILL.md is 11 bytes in the listing; the lock recorded 10",
      `digest: skill://deploy/run.sh has digest ${d("f")} in the listing; the lock recorded ${d("c")}`,
      "unreviewed: skill://deploy/new.sh is served but was never reviewed (not in the lock): review it, then run mcp-audit approve",
      "unlisted: skill://deploy/Q&A.md was reviewed but is not in the listing: a client refuses to read it",
      'frontmatter: the frontmatter of skill://deploy/SKILL.md differs from the lock: description: the entry has "Deploys anything.", the lock has "Deploys."; metadata.tier: the entry has "1", the lock has nothing',
    ]);
  });
});

describe("frontmatterDifferences", () => {
  it("compares objects in any key order, arrays in order, leaves strictly", () => {
    expect(frontmatterDifferences({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(frontmatterDifferences({ a: 1, t: [1, 2] }, { a: "1", t: [2, 1] })).toEqual(['a: the entry has 1, SKILL.md has "1"', "t[0]: the entry has 1, SKILL.md has 2", "t[1]: the entry has 2, SKILL.md has 1"]);
    expect(frontmatterDifferences({ t: [1] }, { t: [1, 2] })).toEqual(["t: the entry has 1 items, SKILL.md has 2"]);
  });
});

describe("matchEntries", () => {
  const entry = (uri: string) => ({ index: 0, entry: { uri, frontmatter: {}, resources: [] } });
  it("matches by canonical URI, and by folder name only when asked (a lock under a prefix)", () => {
    const locals = [{ uri: "skill://deploy/SKILL.md" }, { uri: "skill://lint/SKILL.md" }];
    const exact = matchEntries([entry("skill://deploy/SKILL.md"), entry("skill://acme/lint/SKILL.md")], locals);
    expect(exact.matched.map((m) => m.local.uri)).toEqual(["skill://deploy/SKILL.md"]);
    expect(exact.unmatched.map((u) => u.entry.uri)).toEqual(["skill://acme/lint/SKILL.md"]);
    expect(exact.unlisted).toEqual([{ uri: "skill://lint/SKILL.md" }]);
    const byName = matchEntries([entry("skill://deploy/SKILL.md"), entry("skill://acme/lint/SKILL.md")], locals, true);
    expect(byName.matched.map((m) => [m.entry.uri, m.local.uri])).toEqual([
      ["skill://deploy/SKILL.md", "skill://deploy/SKILL.md"],
      ["skill://acme/lint/SKILL.md", "skill://lint/SKILL.md"],
    ]);
  });
});

describe("readListingDocument", () => {
  it("refuses mixed kinds and empty arrays", () => {
    expect(() => readListingDocument([])).toThrow(/empty array/);
    expect(() => readListingDocument([{ skills: [] }, { skill: { uri: "skill://a/SKILL.md" } }])).toThrow(/mixes list and get results/);
  });
});
