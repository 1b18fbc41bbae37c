// Properties of lintMcpSource / fixMcpSource over arbitrary configs of every host.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixMcpSource, lintMcpSource } from "../../src/audit/engine.js";
import { decodeSource } from "../../src/core/source.js";
import { HOSTS, type HostId } from "../../src/hosts/index.js";
import { NO_PROJECT } from "../../src/project/versions.js";
import { MCP_RULES } from "../../src/rules/index.js";
import { projectWith } from "../helpers.js";
import { configArb, HOST_FILES, PROJECT_VERSIONS, render, secretArb, SEED_COUNT } from "./arbitraries.js";
import { expectRangesInside, hostSyntaxErrors, leakedSecrets, LONE_CR, LONE_LF } from "./check.js";

const HOST_IDS = Object.keys(HOST_FILES) as HostId[];
// Bounded: the whole property suite must stay well under a minute on 2 cores.
const RUNS = Number(process.env.MCP_AUDIT_PROPERTY_RUNS ?? 150);

/** No project, or one whose lockfile knows every npm package the generators launch (so pins get fixed). */
const PROJECTS = [NO_PROJECT, projectWith(PROJECT_VERSIONS)];

function source(host: HostId, text: string, bom: boolean) {
  const bytes = Buffer.from((bom ? "\ufeff" : "") + text, "utf8");
  return decodeSource(`/project/${HOST_FILES[host]}`, HOST_FILES[host], bytes);
}

describe("generators", () => {
  it("draw format-valid secrets from every token format's examples", () => {
    expect(SEED_COUNT).toBeGreaterThan(30);
    const ids = new Set(fc.sample(secretArb, { numRuns: 2000, seed: 1 }).map((s) => s.formatId));
    // Mutation keeps most formats reachable; a format whose examples cannot mutate stays a seed.
    expect(ids.size).toBeGreaterThan(25);
  });
});

describe.each(HOST_IDS)("engine properties: %s", (hostId) => {
  const host = HOSTS[hostId];

  it("never throws; ranges, fixes, idempotence, comments, line endings, redaction", () => {
    fc.assert(
      fc.property(configArb(hostId), fc.nat(PROJECTS.length - 1), ({ spec, style }, projectIndex) => {
        const { text, comments } = render(spec.root, style);
        const file = source(hostId, text, style.bom);
        expect(file.text).toBe(text);
        const options = { rules: MCP_RULES, project: PROJECTS[projectIndex]! };
        const secrets = spec.secrets.map((s) => s.secret);

        const linted = lintMcpSource(file, host, options);
        expectRangesInside(text, linted.findings);
        // Known bug (engine.cases.test.ts): VS Code input fixes apply one per pass, and there are 10 passes.
        fc.pre(!host.inputs || linted.findings.filter((f) => f.ruleId === "inline-secret" && f.fix).length <= 8);
        for (const f of linted.findings) {
          // Messages and fix descriptions are printed as they are: they must never hold a secret.
          expect(leakedSecrets(f.message, secrets), f.message).toEqual([]);
          expect(leakedSecrets(f.fix?.description ?? "", secrets), f.fix?.description).toEqual([]);
        }

        const fixed = fixMcpSource(file, host, options, "unsafe");
        const out = fixed.text;
        expectRangesInside(out, fixed.result.findings);

        // Still parses for its host, whenever it did before.
        if (hostSyntaxErrors(text, host.jsonc).length === 0) expect(hostSyntaxErrors(out, host.jsonc)).toEqual([]);
        // Trailing commas in a strict host are the one syntax problem a (safe) fix removes.
        if (!host.jsonc && comments.length === 0 && !linted.fatal) expect(hostSyntaxErrors(out, false)).toEqual([]);

        // No fix is left to apply, and the findings that had one are gone.
        const relinted = lintMcpSource(source(hostId, out, false), host, options);
        const stillFixable = relinted.findings.filter((f) => f.fix);
        expect(stillFixable.map((f) => `${f.ruleId}: ${f.message}`)).toEqual([]);
        // (Same fingerprint and message: a rule may report a new problem at the same place, a known
        // bug kept in engine.cases.test.ts, "does not offer a fix that leaves its own rule reporting".)
        const fixedBefore = new Set(linted.findings.filter((f) => f.fix).map((f) => `${f.fingerprint} ${f.message}`));
        expect(relinted.findings.filter((f) => fixedBefore.has(`${f.fingerprint} ${f.message}`)).map((f) => `${f.ruleId}: ${f.message}`)).toEqual([]);

        // A second run changes nothing.
        const again = fixMcpSource(source(hostId, out, false), host, options, "unsafe");
        expect(again.text).toBe(out);
        expect(again.applied).toEqual([]);

        // Comments survive (each one still there, once) and no line ending of the other kind appears.
        for (const c of comments) expect(out.split(c).length - 1, c).toBe(1);
        if (style.eol === "\r\n") expect(out).not.toMatch(LONE_LF);
        else expect(out).not.toMatch(/\r/);
        if (style.eol === "\r\n") expect(out).not.toMatch(LONE_CR);

        // The applied fixes name lines of the file, and their descriptions hold no secret.
        for (const a of fixed.applied) {
          expect(a.line).toBeGreaterThanOrEqual(1);
          expect(leakedSecrets(a.description, secrets)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("survives comments anywhere (the strict-JSON error path) without a fix that removes them", () => {
    fc.assert(
      fc.property(configArb(hostId, { comments: true }), ({ spec, style }) => {
        const { text, comments } = render(spec.root, style);
        const file = source(hostId, text, false);
        const options = { rules: MCP_RULES, project: NO_PROJECT };
        const linted = lintMcpSource(file, host, options);
        expectRangesInside(text, linted.findings);
        if (!host.jsonc && comments.length > 0) {
          expect(linted.findings.filter((f) => f.ruleId === "invalid-config" && f.message.startsWith("comments are not valid")).length).toBeGreaterThan(0);
        }
        const fixed = fixMcpSource(file, host, options, "unsafe");
        for (const c of comments) expect(fixed.text.split(c).length - 1, c).toBe(1);
        expect(fixMcpSource(source(hostId, fixed.text, false), host, options, "unsafe").text).toBe(fixed.text);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("never throws on arbitrary text, and keeps ranges inside it", () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 200, unit: "binary" }),
      fc.json({ maxDepth: 6 }),
      // Valid configs cut short or spliced: the parser's error recovery must keep offsets sane.
      configArb(hostId).chain(({ spec, style }) => {
        const { text } = render(spec.root, style);
        return fc.tuple(fc.nat(text.length), fc.nat(text.length), fc.string({ maxLength: 8 })).map(([a, b, ins]) => text.slice(0, Math.min(a, b)) + ins + text.slice(Math.max(a, b)));
      }),
    );
    fc.assert(
      fc.property(junk, (text) => {
        if (text.includes("\u0000")) return; // refused before linting (decodeSource), covered by the hostile tests
        const file = source(hostId, text, false);
        const linted = lintMcpSource(file, host, { rules: MCP_RULES, project: NO_PROJECT });
        expectRangesInside(file.text, linted.findings);
        const fixed = fixMcpSource(file, host, { rules: MCP_RULES, project: NO_PROJECT }, "unsafe");
        if (fixed.applied.length > 0) expect(fixMcpSource(source(hostId, fixed.text, false), host, { rules: MCP_RULES, project: NO_PROJECT }, "unsafe").text).toBe(fixed.text);
      }),
      { numRuns: RUNS },
    );
  });
});
