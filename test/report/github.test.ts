import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, github } from "../../src/report/github.js";
import { audit, context, leaks, SHOWCASE, tempTree } from "./context.js";

describe("--format github", () => {
  it("prints one workflow command per finding of the showcase, then a summary", () => {
    const text = github(context(audit([SHOWCASE])));
    expect(text).toBe(
      [
        '::error file=fixtures/showcase/.mcp.json,line=7,col=26,endLine=7,endColumn=57,title=inline-secret::server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
        "::error file=fixtures/showcase/.mcp.json,line=13,col=22,endLine=13,endColumn=43,title=unpinned-package::server \"angular\" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package.json)",
        "::warning file=fixtures/showcase/.mcp.json,line=13,col=45,endLine=13,endColumn=50,title=missing-read-only::server \"angular\" runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)",
        "::warning file=fixtures/showcase/.vscode/mcp.json,line=9,col=9,endLine=9,endColumn=47,title=missing-read-only::server \"supabase\" runs @supabase/mcp-server-supabase without --project-ref: add --project-ref=<ref> so it reaches only that project instead of every project in the account, and does not register the account tools",
        "::warning file=fixtures/showcase/.vscode/mcp.json,line=9,col=9,endLine=9,endColumn=47,title=missing-read-only::server \"supabase\" runs @supabase/mcp-server-supabase without --read-only: add it so SQL runs as a read-only Postgres user and mutating tools are disabled",
        "::error file=fixtures/showcase/.vscode/mcp.json,line=9,col=9,endLine=9,endColumn=47,title=unpinned-package::server \"supabase\" runs @supabase/mcp-server-supabase@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @supabase/mcp-server-supabase@<version>",
        '::error file=fixtures/showcase/.vscode/mcp.json,line=11,col=9,endLine=11,endColumn=55,title=inline-secret::server "supabase" has a literal Supabase personal access token in argument "--access-token" (sbp_… (44 chars)): rotate it, then read it from ${input:supabase-access-token}',
        "mcp-audit: 7 problems (4 errors, 3 warnings, 0 info) in 2 files",
        "",
      ].join("\n"),
    );
    expect(leaks(text)).toEqual([]);
  });

  it("uses notice for info findings, and --quiet keeps only what fails", () => {
    const result = audit([`${SHOWCASE}/.mcp.json`], { settings: new Map([["missing-read-only", { severity: "info" as const }]]) });
    const lines = github(context(result)).split("\n");
    expect(lines[2]).toMatch(/^::notice file=fixtures\/showcase\/\.mcp\.json,line=13,col=45,endLine=13,endColumn=50,title=missing-read-only::server "angular" runs/);
    expect(lines[3]).toBe("mcp-audit: 3 problems (2 errors, 0 warnings, 1 info) in 1 file");
    const quiet = github(context(result, { quiet: true })).split("\n");
    expect(quiet.map((l) => l.slice(0, 9))).toEqual(["::error f", "::error f", "mcp-audit", ""]);
    const clean = github(context(audit([`${SHOWCASE}/.mcp.json`], { settings: new Map([["inline-secret", { severity: "off" as const }], ["unpinned-package", { severity: "off" as const }], ["missing-read-only", { severity: "off" as const }]]) }), { quiet: true }));
    expect(clean).toBe("");
  });

  it("escapes properties and messages as GitHub's toolkit does", () => {
    expect(escapeData("100% done\r\nnext")).toBe("100%25 done%0D%0Anext");
    expect(escapeProperty("a:b,c%d\ne")).toBe("a%3Ab%2Cc%25d%0Ae");
    // a real file under a folder whose name holds the property delimiters
    const dir = tempTree({ "team,a:b/.mcp.json": '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "some-mcp@latest"] } } }\n' });
    const result = audit(["."], { cwd: dir });
    const finding = result.files[0]!.findings[0]!;
    finding.message = "50% of\nthe line";
    expect(github(context(result))).toBe(
      "::error file=team%2Ca%3Ab/.mcp.json,line=1,col=59,endLine=1,endColumn=76,title=unpinned-package::50%25 of\\u{A}the line\nmcp-audit: 1 problem (1 error, 0 warnings, 0 info) in 1 file\n",
    );
  });

  it("cannot be made to emit a second command by a hostile value", () => {
    const result = audit([SHOWCASE]);
    const finding = result.files[0]!.findings[0]!;
    finding.message = "ok\n::add-mask::x\r::stop-commands::y tk_live_9f2c41d07ab8e6";
    finding.file = "x\n::error::y";
    const text = github(context(result));
    const lines = text.split("\n");
    expect(lines[0]).toBe(
      "::error file=x\\u{A}%3A%3Aerror%3A%3Ay,line=7,col=26,endLine=7,endColumn=57,title=inline-secret::ok\\u{A}::add-mask::x\\u{D}::stop-commands::y tk_l… (22 chars)",
    );
    expect(lines.filter((l) => l.startsWith("::"))).toHaveLength(7);
    expect(leaks(text)).toEqual([]);
  });

  it("reports paths that could not be audited and audit warnings", () => {
    const dir = tempTree({ "broken/.mcp.json": new Uint8Array([0xff, 0xfe, 0x7b, 0x00]) });
    const result = audit(["."], { cwd: dir });
    result.warnings.push("could not read package-lock.json; no version was taken from it");
    expect(github(context(result))).toBe(
      [
        "::warning title=mcp-audit::could not read package-lock.json; no version was taken from it",
        "::error file=broken/.mcp.json,title=mcp-audit::file is UTF-16 encoded; MCP hosts read UTF-8: re-save it as UTF-8",
        "mcp-audit: no problems in 0 files; 1 path could not be audited",
        "",
      ].join("\n"),
    );
  });

  it("counts applied fixes in the summary", () => {
    const result = audit([SHOWCASE]);
    result.files[0]!.fixed.push({ ruleId: "unpinned-package", safety: "unsafe", description: "pin @angular/cli to 22.1.8 (from package.json)", line: 13 });
    expect(github(context(result)).split("\n").at(-2)).toBe("mcp-audit: 7 problems (4 errors, 3 warnings, 0 info) in 2 files; 1 fixed");
  });
});
