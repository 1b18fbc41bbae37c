// Properties of the CLI (in process) over arbitrary configs written to disk: exit codes, every
// output format free of secrets and raw control characters, fixes written as the engine computes
// them (BOM kept), and a second run that changes nothing. Always --offline: tests never use the network.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fixMcpSource, lintMcpSource } from "../../src/audit/engine.js";
import { decodeSource } from "../../src/core/source.js";
import { HOSTS, type HostId } from "../../src/hosts/index.js";
import { loadProjectFacts } from "../../src/project/versions.js";
import { MCP_RULES } from "../../src/rules/index.js";
import { redact } from "../../src/secrets/redact.js";
import { cli, tempDir } from "../cli/run.js";
import { configArb, HOST_FILES, PROJECT_VERSIONS, render } from "./arbitraries.js";
import { leakedSecrets } from "./check.js";

const HOST_IDS = Object.keys(HOST_FILES) as HostId[];
const RUNS = Math.ceil(Number(process.env.MCP_AUDIT_PROPERTY_RUNS ?? 150) / 6);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

/** Output formats this build accepts (sarif and github join the list when they exist). */
async function availableFormats(): Promise<string[]> {
  const dir = tempDir();
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, ".mcp.json"), "{}\n");
  const formats: string[] = [];
  for (const format of ["stylish", "json", "sarif", "github"]) {
    const r = await cli(["--offline", "--format", format, "."], { cwd: dir });
    if (!/unknown --format/.test(r.stderr)) formats.push(format);
  }
  return formats;
}
const FORMATS = await availableFormats();

// Raw bytes that would drive a terminal: ESC (colours, titles, cursor moves), C1 CSI, bidi override, zero-width.
const RAW_CONTROL = /[\u001b\u009b\u202e\u2066\u200b\u0007]/;
const STACK = /\n\s+at /;

function write(dir: string, host: HostId, bytes: Buffer, withProject: boolean): string {
  const file = path.join(dir, HOST_FILES[host]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  if (withProject) fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ devDependencies: PROJECT_VERSIONS }, null, 2));
  return file;
}

interface JsonReport {
  findings: { fatal?: boolean; severity: string }[];
  problems: unknown[];
}

describe("the formats under test", () => {
  it("include stylish and json", () => {
    expect(FORMATS).toEqual(expect.arrayContaining(["stylish", "json"]));
  });
});

describe.each(HOST_IDS)("cli properties: %s", (hostId) => {
  const host = HOSTS[hostId];

  it("prints no secret and no raw control character in any format, exits as documented, writes what the engine computes", async () => {
    await fc.assert(
      fc.asyncProperty(configArb(hostId), fc.boolean(), async ({ spec, style }, withProject) => {
        const { text } = render(spec.root, style);
        const bytes = Buffer.from((style.bom ? "\ufeff" : "") + text, "utf8");
        const dir = tempDir();
        dirs.push(dir);
        const file = write(dir, hostId, bytes, withProject);
        const secrets = spec.secrets.map((s) => s.secret);
        const project = loadProjectFacts(path.dirname(hostId === "vscode" || hostId === "cursor" ? path.dirname(file) : file));
        const options = { rules: MCP_RULES, project };
        const source = decodeSource(file, HOST_FILES[hostId], bytes);
        const linted = lintMcpSource(source, host, options);
        fc.pre(!host.inputs || linted.findings.filter((f) => f.ruleId === "inline-secret" && f.fix).length <= 8); // see engine.cases.test.ts

        for (const format of FORMATS) {
          const r = await cli(["--offline", "--format", format, "."], { cwd: dir });
          const out = r.stdout + r.stderr;
          expect(leakedSecrets(out, secrets), `${format} output`).toEqual([]);
          expect(out, `${format} output`).not.toMatch(RAW_CONTROL);
          expect(out).not.toMatch(STACK);
          expect([0, 1, 2]).toContain(r.code);
          // Not vacuous: a secret the engine found is shown, redacted, where the finding is.
          if (format === "stylish") for (const found of secrets.filter((x) => linted.secrets.includes(x))) expect(out).toContain(redact(found));
          if (format === "json") {
            const report = JSON.parse(r.stdout) as JsonReport;
            const fatal = report.problems.length > 0 || report.findings.some((f) => f.fatal);
            const failing = report.findings.some((f) => f.severity === "error");
            expect(r.code).toBe(fatal ? 2 : failing ? 1 : 0);
          }
        }
        expect(fs.readFileSync(file)).toEqual(bytes);

        // --fix=all writes exactly what the engine computes, BOM and all, and says so without leaking.
        const expected = fixMcpSource(source, host, options, "unsafe");
        const fixRun = await cli(["--offline", "--fix=all", "--format", FORMATS.includes("json") ? "json" : "stylish", "."], { cwd: dir });
        // What the engine saw as secrets, too (the ones it moved out of the file); short ones such as a
        // header "true" sent over http are left out: the word also appears in output for other reasons.
        const seen = expected.secretsSeen.filter((s) => s.length >= 8);
        expect(leakedSecrets(fixRun.stdout + fixRun.stderr, [...secrets, ...seen]), "--fix output").toEqual([]);
        expect(fixRun.stdout + fixRun.stderr).not.toMatch(RAW_CONTROL);
        const written = fs.readFileSync(file);
        const fixedBytes = Buffer.from((style.bom ? "\ufeff" : "") + expected.text, "utf8");
        expect(written.equals(fixedBytes), "file on disk equals the engine's fix").toBe(true);
        expect(fs.readdirSync(path.dirname(file)).filter((n) => n.includes("mcp-audit-tmp"))).toEqual([]);

        // A second run changes nothing, byte for byte, and its output leaks nothing either.
        const again = await cli(["--offline", "--fix=all", "."], { cwd: dir });
        expect(leakedSecrets(again.stdout + again.stderr, [...secrets, ...seen]), "second --fix").toEqual([]);
        expect(fs.readFileSync(file).equals(fixedBytes), "second --fix").toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("prints no secret of a file it cannot parse (cut short, or spliced), in any format", async () => {
    const broken = configArb(hostId).chain(({ spec, style }) => {
      const { text } = render(spec.root, style);
      return fc.tuple(fc.constant(spec), fc.constant(text), fc.nat(text.length), fc.constantFrom("", "{", "\"", ",,", "\u0000"));
    });
    await fc.assert(
      fc.asyncProperty(broken, async ([spec, text, cut, splice]) => {
        const dir = tempDir();
        dirs.push(dir);
        write(dir, hostId, Buffer.from(text.slice(0, cut) + splice, "utf8"), false);
        for (const format of FORMATS) {
          const r = await cli(["--offline", "--format", format, "."], { cwd: dir });
          expect(leakedSecrets(r.stdout + r.stderr, spec.secrets.map((x) => x.secret)), `${format} output`).toEqual([]);
          expect(r.stdout + r.stderr).not.toMatch(STACK);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 60_000);
});
