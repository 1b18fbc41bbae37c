// mcp-audit's reading of SKILL.md front matter against the SDK's own reader (the one skillEntry() and
// SkillsClient use): where the SDK accepts, the values are the same; where it refuses, so do we.
import fc from "fast-check";
import { skillEntry } from "@modelcontextprotocol/server/ext/skills";
import { describe, expect, it } from "vitest";
import { parseYaml } from "../../src/core/yaml.js";
import { readManifestFrontmatter } from "../../src/lock/sdk-frontmatter.js";
import { parseFrontMatter } from "../../src/skills/front-matter.js";

/** The SDK's verdict on a front matter (after a valid name and description). */
async function sdk(extra: string): Promise<{ ok: true; value: unknown } | { ok: false; problem: string }> {
  try {
    const entry = await skillEntry("x", { "SKILL.md": md(extra) });
    return { ok: true, value: entry.frontmatter };
  } catch (error) {
    return { ok: false, problem: String((error as { problems?: { message: string }[] }).problems?.[0]?.message ?? error) };
  }
}
const md = (extra: string) => `---\nname: x\ndescription: d\n${extra}\n---\nbody\n`;

async function agree(extra: string): Promise<void> {
  const theirs = await sdk(extra);
  const ours = readManifestFrontmatter(md(extra));
  // The audit passes its own parse of the front matter (one lex, one compose): same verdict.
  expect(readManifestFrontmatter(md(extra), parseFrontMatter(md(extra)).syntax), JSON.stringify(extra)).toEqual(ours);
  if (theirs.ok) expect(ours, JSON.stringify(extra)).toEqual({ ok: true, frontmatter: theirs.value });
  else expect(ours.ok, `${JSON.stringify(extra)}: the SDK says ${theirs.problem}`).toBe(false);
}

const CASES = [
  // scalars and YAML 1.2 core typing
  "a: 1", "a: 0o17", "a: 0x1F", "a: +12", "a: 012", "a: 1.", "a: .5", "a: -0", "a: 1e3", "a: ~", "a: Null", "a: TRUE", "a: yes", "a: 2024-01-01", "a: 1_000", "a: 0b101",
  'a: "esc \\t \\u00e9 \\x41 \\N \\/"', "a: 'it''s'", "a: x:y", "a: x#y", "a: x :y", "a: -x", "a: :x", "k: \u00a0x", "k: x ", "k: v\u2028w", "k: v\u0085w", "d: a\rb", "d: 'a\rb'", 'd: "a\rb"', "d: x\r", "d: |\n  a\rb", "a: 1\rb: 2", "d: a\r::error::x",
  // collections
  "a: [1, [2, [3]]]", "a: {b: {c: {}}}", "a: [1, {b: 2}]", "a: [a b, c]", "a: [x, ]", 'a: {"q":1}', "a:\n  - x\n  - y: 1\n    z: 2", "a:\n- x\n- y", "a:\n  b:\n    c: 1", " a: 1\n b: 2",
  // block scalars and multi-line plain
  "a: |\n  line1\n\n  line2\n", "a: >\n  folded\n  text\n\n  para\n", "a: |+\n  keep\n\n", "a: >-\n  strip\n", "a: multi\n  line\n\n  plain", "a: >\n    more\n  less", "a: |\n\n  x", "a: |\n   \n  x", "a: >\n  a\n    b\n  c",
  "a: |\n  x\n  \ty", "a:\t1", "# only comment", "", "a: x #c\nb: 2", "a: 'x' # c",
  // refused by the SDK (and so by us)
  "a: &x 1", "a: !!str 1", "a: *y", "a: !x", "a: |2\n  x", "a: 'x\n  y'", "a: [1,\n  2]", "a: [x: y]", "a: {x}", "a: {x: }", "a: %x", "a: `x", "1: x", "null: x", "'1': x", "a: .inf", "a: -.inf", "a: .NaN", "a: 1e999",
  "a: b # c\n  d", "\ta: 1", "a:\n\t- b", "__proto__: 1", "a: b: c", "a: [, x]", "a: - x", "a: ? x", "a: [-x, ?y, :z]", "a: [- x]", "a: [#x]", "? a\n: b", 'a: "x" y', "a: x\n...", "%YAML 1.2", "a: [a:b]", "a: {a:b}", "a: 'x'\n  ", "a: 1\na: 2", "a: {k: 1, k: 2}", "a:\n  k: 1\n  k: 2", "'a': 1\na: 2",
];

describe("readManifestFrontmatter agrees with the SDK's reader", () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c]))("%s", async (_, extra) => {
    await agree(extra);
  });

  it("splits SKILL.md as the SDK does: BOM and CRLF removed, an opening fence of exactly ---", async () => {
    expect(readManifestFrontmatter("\uFEFF---\r\nname: x\r\ndescription: d\r\n---\r\nbody")).toEqual({ ok: true, frontmatter: { name: "x", description: "d" } });
    expect(readManifestFrontmatter("--- \nname: x\n---\n")).toEqual({ ok: false, problem: 'line 1: SKILL.md must begin with a "---" line' });
    expect(readManifestFrontmatter("---\nname: x\n")).toEqual({ ok: false, problem: 'frontmatter has no closing "---" line' });
    expect(readManifestFrontmatter("---\n---\n")).toEqual({ ok: true, frontmatter: {} });
    expect(readManifestFrontmatter("---\nname: x\n---  \nbody")).toEqual({ ok: true, frontmatter: { name: "x" } });
  });

  it("reuses the audit's parse only when it is of exactly the YAML the SDK reads", () => {
    const text = "---\nname: x\n---\nbody\n";
    const syntax = parseFrontMatter(text).syntax!;
    expect(syntax.text).toBe("name: x\n");
    // A parse of other YAML presented as this text is believed: proof the parse is reused, not redone.
    const other = { ...parseYaml("name: y\n", { strict: true }), text: "name: x\n" };
    expect(readManifestFrontmatter(text, other)).toEqual({ ok: true, frontmatter: { name: "y" } });
    // CRLF: the SDK reads other text (CRs removed) than the audit parsed, so it parses its own.
    const crlf = "---\r\nname: x\r\n---\r\n";
    expect(parseFrontMatter(crlf).syntax!.text).toBe("name: x\r\n");
    expect(readManifestFrontmatter(crlf, { ...parseYaml("name: y\r\n", { strict: true }), text: "name: x\r\n" })).toEqual({ ok: true, frontmatter: { name: "x" } });
    // Refused for depth: no tokens, so no reuse.
    const deep = `---\na: ${"[".repeat(70)}${"]".repeat(70)}\n---\n`;
    expect(parseFrontMatter(deep).syntax!.tokens).toBeUndefined();
    expect(readManifestFrontmatter(deep, parseFrontMatter(deep).syntax)).toEqual(readManifestFrontmatter(deep));
  });

  const key = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), fc.constantFrom('"quoted key"', "'single'", "with space", "UPPER", "x_y"));
  const scalar = fc.oneof(
    fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
    fc.string({ maxLength: 20 }).map((s) => `'${s.replace(/'/g, "''").replace(/[\r\n]/g, " ")}'`),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,_/()-]{0,20}$/),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.constantFrom("true", "False", "~", "null", "0o7", "0xff", "-.5", "1e5", "yes", "on", ".inf", "@x", "&a x", "*a", "!!int 3", "a: b", "a #b", "[a, b]", "{a: 1}", "[]", "{}", "[a, {b: c}]", "[1,2,,]"),
  );
  const block = fc.tuple(fc.constantFrom("|", ">", "|-", ">+", "|2"), fc.array(fc.stringMatching(/^[ a-z]{0,12}$/), { minLength: 1, maxLength: 4 })).map(([h, ls]) => `${h}\n${ls.map((l) => (l === "" ? "" : `  ${l}`)).join("\n")}`);
  const value = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: block }, { weight: 1, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 3 }).map((items) => `\n${items.map((i) => `  - ${i}`).join("\n")}`) });
  const mapping = fc.uniqueArray(fc.tuple(key, value, fc.option(fc.constantFrom(" # note", "  #x"), { nil: "" })), { maxLength: 5, selector: ([k]) => k.replace(/^["']|["']$/g, "") });

  it("property: generated front matters are read as the SDK reads them, or refused when it refuses them", async () => {
    await fc.assert(
      fc.asyncProperty(mapping, async (pairs) => {
        const extra = pairs
          .filter(([k]) => !["name", "description"].includes(k.replace(/^["']|["']$/g, "")))
          .map(([k, v, c]) => (v.startsWith("\n") ? `${k}:${c}${v}` : v.startsWith("|") || v.startsWith(">") ? `${k}: ${v}` : `${k}: ${v}${c}`))
          .join("\n");
        await agree(extra);
      }),
      { numRuns: 400 },
    );
  });
});
