// `--format junit`, validated against Jenkins' junit-10.xsd with libxml2 (xmllint-wasm), and read
// back for its counts, which must say what the exit code says.
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { describe, expect, it } from "vitest";
import { junit, xmlText } from "../../src/report/junit.js";
import { audit, context, leaks, REPO, SHOWCASE, tempTree } from "./context.js";

const XSD = fs.readFileSync(path.join(REPO, "test/report/junit-10.xsd"), "utf8");

async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: "report.xml", contents: xml }, schema: { fileName: "junit-10.xsd", contents: XSD } });
  return result.errors.map((e) => e.message);
}

/** The attributes of every element with this tag, in order (the report is ours: one element per line). */
function elements(xml: string, tag: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${tag}( [^>]*?)/?>`, "g"))].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
}

describe("--format junit", () => {
  it("is valid against junit-10.xsd, with one failed case per finding at or above --fail-on", async () => {
    const xml = junit(context(audit([SHOWCASE])));
    expect(await xsdErrors(xml)).toEqual([]);
    expect(elements(xml, "testsuites")).toEqual([{ name: "mcp-audit 0.1.0", tests: "7", failures: "4", errors: "0" }]);
    expect(elements(xml, "testsuite").map((s) => [s.name, s.tests, s.failures])).toEqual([
      ["fixtures/showcase/.mcp.json", "3", "2"],
      ["fixtures/showcase/.vscode/mcp.json", "4", "2"],
    ]);
    expect(elements(xml, "failure")[0]).toEqual({
      type: "inline-secret",
      message: 'server &quot;tickets&quot; has a literal bearer token in header &quot;Authorization&quot; (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
    });
    expect(xml).toContain('<testcase name="inline-secret at 7:26" classname="fixtures/showcase/.mcp.json">');
    expect(xml).toContain("rule: inline-secret (https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/inline-secret.md)");
    // warnings below the default fail level are passing cases that say what they saw
    expect(xml).toMatch(/<testcase name="missing-read-only at 13:\d+" classname="fixtures\/showcase\/.mcp.json">\n {6}<system-out>/);
    expect(leaks(xml)).toEqual([]);
  });

  it("counts by --fail-on, and --quiet keeps only the failures", async () => {
    const result = audit([SHOWCASE]);
    expect(elements(junit(context(result, { failOn: "warning" })), "testsuites")[0]).toMatchObject({ tests: "7", failures: "7" });
    const quiet = junit(context(result, { quiet: true }));
    expect(await xsdErrors(quiet)).toEqual([]);
    expect(elements(quiet, "testsuites")[0]).toMatchObject({ tests: "4", failures: "4" });
  });

  it("a clean file is a passing case; a path that could not be audited is an error", async () => {
    const dir = tempTree({
      "clean/.mcp.json": '{ "mcpServers": {} }\n',
      "broken/.mcp.json": new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    });
    const xml = junit(context(audit(["."], { cwd: dir })));
    expect(await xsdErrors(xml)).toEqual([]);
    expect(elements(xml, "testsuites")[0]).toMatchObject({ tests: "2", failures: "0", errors: "1" });
    expect(xml).toContain('<testcase name="no problems" classname="clean/.mcp.json"/>');
    expect(elements(xml, "error")).toEqual([{ type: "file-not-audited", message: "file is not valid UTF-8 (first bad byte at offset 2): re-save it as UTF-8" }]);
  });

  it("stays well-formed and valid with hostile names: markup, quotes, controls, non-characters, lone surrogates", async () => {
    const result = audit([SHOWCASE]);
    const finding = result.files[0]!.findings[0]!;
    finding.message = `a <b>&"quotes'</b> ]]> \u0007 bell \uFFFE \uD800 lone tk_live_9f2c41d07ab8e6`;
    result.files[0]!.displayPath = finding.file = "evil\u202E</testsuite>.json";
    const xml = junit(context(result));
    expect(await xsdErrors(xml)).toEqual([]);
    expect(xml).toContain("a &lt;b&gt;&amp;&quot;quotes&apos;&lt;/b&gt; ]]&gt; \\u{7} bell \\u{FFFE} \\u{D800} lone tk_l… (22 chars)");
    expect(xml).toContain('name="evil\\u{202E}&lt;/testsuite&gt;.json"');
    expect(leaks(xml)).toEqual([]);
  });

  it("the schema check is not a no-op", async () => {
    const xml = junit(context(audit([SHOWCASE]))).replace(/ failures="\d+" errors="0" skipped="0" file=/, " errors=\"0\" file=");
    expect(await xsdErrors(xml)).toEqual([expect.stringContaining("The attribute 'failures' is required but missing")]);
  });
});

describe("xmlText", () => {
  it("keeps surrogate pairs, escapes what XML cannot hold", () => {
    expect(xmlText("😀 \uDC00x \uD83D")).toBe("😀 \\u{DC00}x \\u{D83D}");
  });
});
