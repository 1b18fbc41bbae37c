// The front-matter key profiles: every key typed and sourced, the union built from the hosts.
import { describe, expect, test } from "vitest";
import { CLAUDE_CODE_KEYS, DEFAULT_PROFILE, PROFILES, SPEC_KEYS, hostsDocumenting, keyDefinition, profileById, type KeyType } from "../../src/skills/profiles.js";

const TYPES: readonly KeyType[] = ["string", "boolean", "string-map", "string-or-list", "mapping"];
const ids = PROFILES.map((p) => p.id);

describe("profile data", () => {
  test("the profiles, default first", () => {
    expect(ids).toEqual(["default", "agentskills", "claude-code", "vscode", "cursor", "codex", "copilot", "gemini-cli"]);
    expect(DEFAULT_PROFILE).toBe("default");
  });

  test.each(PROFILES.map((p) => [p.id, p] as const))("%s: every key has a known type, a summary and an https source; no key twice", (_id, profile) => {
    expect(profile.sources.length).toBeGreaterThan(0);
    for (const source of profile.sources) expect(source).toMatch(/^https:\/\//);
    const keys = profile.keys.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of profile.keys) {
      expect(TYPES, k.key).toContain(k.type);
      expect(k.source, k.key).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
      expect(k.summary.length, k.key).toBeGreaterThan(5);
      if (k.maxLength !== undefined) expect(k.maxLength, k.key).toBeGreaterThan(0);
      if (k.replacedBy) expect(keys, k.key).toContain(k.replacedBy);
    }
  });

  test("every host profile holds the spec's keys (each host says it follows the spec)", () => {
    for (const profile of PROFILES) for (const k of SPEC_KEYS) expect(keyDefinition(profile, k.key), `${profile.id} ${k.key}`).toBeDefined();
  });

  test("the spec's limits: name 64, description 1024, compatibility 500; metadata a map of strings", () => {
    const spec = profileById("agentskills")!;
    expect(spec.keys.map((k) => k.key)).toEqual(["name", "description", "license", "compatibility", "metadata", "allowed-tools"]);
    expect(keyDefinition(spec, "name")?.maxLength).toBe(64);
    expect(keyDefinition(spec, "description")?.maxLength).toBe(1024);
    expect(keyDefinition(spec, "compatibility")?.maxLength).toBe(500);
    expect(keyDefinition(spec, "metadata")?.type).toBe("string-map");
    expect(keyDefinition(spec, "allowed-tools")).toMatchObject({ type: "string", experimental: true });
  });

  test("Claude Code's documented keys, typed", () => {
    const cc = profileById("claude-code")!;
    expect(keyDefinition(cc, "disable-model-invocation")?.type).toBe("boolean");
    expect(keyDefinition(cc, "user-invocable")?.type).toBe("boolean");
    expect(keyDefinition(cc, "argument-hint")?.type).toBe("string");
    expect(keyDefinition(cc, "model")?.type).toBe("string");
    expect(keyDefinition(cc, "hooks")?.type).toBe("mapping");
    // Claude Code's own definition of allowed-tools replaces the spec's.
    expect(keyDefinition(cc, "allowed-tools")?.type).toBe("string-or-list");
    expect(keyDefinition(cc, "allowed-tools")?.source).toContain("code.claude.com");
    expect(CLAUDE_CODE_KEYS.every((k) => k.source.startsWith("https://code.claude.com/"))).toBe(true);
  });

  test("the default profile is the union of every host's keys, with the widest type", () => {
    const union = profileById("default")!;
    const all = new Set(PROFILES.filter((p) => p.id !== "default").flatMap((p) => p.keys.map((k) => k.key)));
    expect(new Set(union.keys.map((k) => k.key))).toEqual(all);
    expect(keyDefinition(union, "allowed-tools")?.type).toBe("string-or-list");
    expect(keyDefinition(union, "allowed-tools")?.experimental).toBeUndefined();
    expect(keyDefinition(union, "compatibility")?.maxLength).toBe(500);
    expect(keyDefinition(union, "context")?.experimental).toBeUndefined();
  });

  test("spec-only hosts add nothing; hostsDocumenting names the hosts of an extra key", () => {
    for (const id of ["codex", "copilot", "gemini-cli"]) expect(profileById(id)!.keys).toEqual(profileById("agentskills")!.keys);
    expect(hostsDocumenting("disable-model-invocation").map((p) => p.id)).toEqual(["claude-code", "vscode", "cursor"]);
    expect(hostsDocumenting("model").map((p) => p.id)).toEqual(["claude-code"]);
    expect(hostsDocumenting("name")).toEqual([]);
    expect(profileById("nope")).toBeUndefined();
  });
});
