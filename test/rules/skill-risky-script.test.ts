// skill-risky-script: exact findings for every fixture — each category in each form (script, Dockerfile,
// Makefile, justfile, package.json, Markdown fence, `$ ` prompt, inline command, plugin file and hook) —
// and the look-alikes that must stay quiet or only medium (a warning, a table of forbidden commands, a
// test fixture). Messages are compared without their advice, which follows the category (tested apart).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { MAX_FINDINGS_PER_FILE, MAX_SCAN_BYTES, skillRiskyScript } from "../../src/rules/skill-risky-script.js";
import { CATEGORY_ADVICE, type Category } from "../../src/skills/commands/types.js";
import type { Finding } from "../../src/core/types.js";
import { skillCases } from "../fixture-cases.js";
import { lintSkillDir } from "../skill-helpers.js";

const ARTICLE_SKILL = path.resolve(import.meta.dirname, "../../fixtures/skills/migrations-ef");
const RULES = [skillRiskyScript];
const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/rules/skill-risky-script");

const { caseNames } = skillCases("skill-risky-script");

/** The skill folders of a case, at any depth (a plugin case holds `<plugin>/skills/<skill>/SKILL.md`). */
function skillDirs(dir: string): string[] {
  if (fs.existsSync(path.join(dir, "SKILL.md"))) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => skillDirs(path.join(dir, e.name)));
}

/** `file line:col severity confidence message` with the advice (after the last ": ") cut. */
const located = (findings: Finding[]) => findings.map((f) => `${f.file} ${f.range.start.line}:${f.range.start.column} ${f.severity} ${f.confidence} ${f.message.replace(/: [^:]*$/, "")}`);
const lintCase = (kind: "bad" | "good", name: string) => skillDirs(path.join(FIXTURES, kind, name)).flatMap((dir) => lintSkillDir(dir, { rules: RULES }).findings);

const BAD: Record<string, string[]> = {
"bypass": [
  "night-shift/SKILL.md 8:44 error high skill \"night-shift\" runs an agent with its safety checks turned off (claude --dangerously-skip-permissions) [safety-bypass]",
  "night-shift/SKILL.md 11:1 error high skill \"night-shift\" runs an agent with its safety checks turned off (codex --dangerously-bypass-approvals-and-sandbox) [safety-bypass]",
  "night-shift/SKILL.md 12:1 error high skill \"night-shift\" skips the repository's commit checks (git commit --no-verify) [safety-bypass]",
  "night-shift/SKILL.md 18:36 error high skill \"night-shift\" turns off the agent's safety checks (bypassPermissions) [safety-bypass]",
  "night-shift/SKILL.md 21:27 error high skill \"night-shift\" turns off the agent's safety checks (--yolo) [safety-bypass]"
],
"code-blocks": [
  "quick-install/SKILL.md 12:1 error high skill \"quick-install\" downloads code and runs it (curl | bash) [download-execute]",
  "quick-install/SKILL.md 19:3 error high skill \"quick-install\" downloads a package and runs it without pinning it (npx @example/cli) [download-execute]",
  "quick-install/SKILL.md 21:3 warning high skill \"quick-install\" runs commands as root (sudo) [privilege-destruction]",
  "quick-install/SKILL.md 21:3 warning high skill \"quick-install\" installs packages without pinning them (npm install -g @example/cli) [unpinned-install]"
],
"credentials": [
  "backup-helper/scripts/collect.py 9:25 error high skill \"backup-helper\" reads credentials (SSH keys) [credential-access]",
  "backup-helper/scripts/collect.py 10:32 error high skill \"backup-helper\" reads credentials (AWS credentials) [credential-access]",
  "backup-helper/scripts/collect.py 11:7 error high skill \"backup-helper\" reads credentials (.env file) [credential-access]",
  "backup-helper/scripts/collect.py 12:26 error high skill \"backup-helper\" reads credentials (gh auth token) [credential-access]",
  "backup-helper/scripts/collect.py 13:16 error high skill \"backup-helper\" sends data to a request catcher (webhook.site) [exfiltration]",
  "backup-helper/scripts/collect.py 14:27 error high skill \"backup-helper\" reads credentials (Google Cloud credentials) [credential-access]",
  "backup-helper/scripts/collect.py 14:46 error high skill \"backup-helper\" sends data off the machine (nc host port) [exfiltration]",
  "backup-helper/scripts/collect.py 15:18 error medium skill \"backup-helper\" copies files to another machine (scp to a remote host) [exfiltration]"
],
"exfiltration": [
  "telemetry/scripts/report.sh 2:7 error high skill \"telemetry\" sends data off the machine (curl with piped secrets) [exfiltration]",
  "telemetry/scripts/report.sh 3:1 error high skill \"telemetry\" sends data off the machine (curl -F file) [exfiltration]",
  "telemetry/scripts/report.sh 3:18 error high skill \"telemetry\" reads credentials (SSH keys) [credential-access]",
  "telemetry/scripts/report.sh 4:15 error high skill \"telemetry\" opens a raw connection to another machine (/dev/tcp host port) [exfiltration]",
  "telemetry/scripts/report.sh 5:1 error medium skill \"telemetry\" sends data off the machine (curl --data-binary @file) [exfiltration]"
],
"extensionless": [
  "sync-notes/tools/sync 2:1 error medium skill \"sync-notes\" copies files to another machine (rsync to a remote host) [exfiltration]"
],
"forms": [
  "toolbox/Dockerfile 4:8 error high skill \"toolbox\" downloads code and runs it (curl | bash) [download-execute]",
  "toolbox/Dockerfile 5:5 error high skill \"toolbox\" downloads code and runs it (wget | sh) [download-execute]",
  "toolbox/justfile 2:5 error high skill \"toolbox\" downloads a package and runs it without pinning it (npx @example/toolbox) [download-execute]",
  "toolbox/Makefile 3:3 warning high skill \"toolbox\" installs packages without pinning them (pip install requests) [unpinned-install]",
  "toolbox/Makefile 4:2 warning high skill \"toolbox\" runs commands as root (sudo) [privilege-destruction]",
  "toolbox/package.json 5:21 error high skill \"toolbox\" downloads code and runs it (curl | sh) [download-execute]",
  "toolbox/SKILL.md 9:3 error high skill \"toolbox\" downloads code and runs it (curl | bash) [download-execute]",
  "toolbox/SKILL.md 11:3 warning high skill \"toolbox\" installs packages without pinning them (pipx install ruff) [unpinned-install]",
  "toolbox/SKILL.md 14:11 warning high skill \"toolbox\" runs commands as root (sudo) [privilege-destruction]",
  "toolbox/SKILL.md 14:35 error high skill \"toolbox\" downloads a package and runs it without pinning it (npx @example/toolbox) [download-execute]"
],
"installer": [
  "dev-setup/scripts/clean.sh 4:1 warning high skill \"dev-setup\" deletes a path built from a variable that may be empty (rm -rf \"$BUILD_DIR\"/) [privilege-destruction]",
  "dev-setup/scripts/clean.sh 5:1 warning medium skill \"dev-setup\" deletes a path built from a variable that may be empty (rm -rf $CACHE_DIR) [privilege-destruction]",
  "dev-setup/scripts/clean.sh 6:1 warning high skill \"dev-setup\" deletes a whole system or home directory (rm -rf ~) [privilege-destruction]",
  "dev-setup/scripts/install.sh 5:1 error high skill \"dev-setup\" downloads code and runs it (curl | sh) [download-execute]",
  "dev-setup/scripts/install.sh 6:1 error high skill \"dev-setup\" downloads code and runs it (bash <(wget …)) [download-execute]",
  "dev-setup/scripts/install.sh 7:23 error high skill \"dev-setup\" decodes a hidden payload and runs it (base64 -d | bash) [obfuscation]",
  "dev-setup/scripts/install.sh 8:1 warning high skill \"dev-setup\" runs commands as root (sudo) [privilege-destruction]",
  "dev-setup/scripts/install.sh 9:1 warning high skill \"dev-setup\" makes files writable by everyone (chmod 777) [privilege-destruction]",
  "dev-setup/scripts/install.sh 10:1 warning high skill \"dev-setup\" installs packages without pinning them (pip install requests) [unpinned-install]",
  "dev-setup/scripts/install.sh 11:1 warning high skill \"dev-setup\" installs packages without pinning them (npm install -g typescript) [unpinned-install]",
  "dev-setup/scripts/install.sh 12:1 error high skill \"dev-setup\" downloads a package and runs it without pinning it (npx create-vite) [download-execute]",
  "dev-setup/scripts/install.sh 13:1 warning high skill \"dev-setup\" installs packages without pinning them (go install …@latest) [unpinned-install]"
],
"persistence": [
  "keep-alive/scripts/install.sh 3:68 warning high skill \"keep-alive\" installs something that keeps running (crontab) [persistence]",
  "keep-alive/scripts/install.sh 4:1 warning high skill \"keep-alive\" changes a file that runs at every start (launchd) [persistence]",
  "keep-alive/scripts/install.sh 5:1 warning high skill \"keep-alive\" installs something that keeps running (launchctl load) [persistence]",
  "keep-alive/scripts/install.sh 6:1 warning high skill \"keep-alive\" changes a file that runs at every start (shell start-up file) [persistence]",
  "keep-alive/scripts/install.sh 7:1 warning high skill \"keep-alive\" changes a file that runs at every start (git hook) [persistence]",
  "keep-alive/scripts/install.sh 8:1 warning high skill \"keep-alive\" installs something that keeps running (systemctl enable) [persistence]"
],
"plugin": [
  "../hooks/hooks.json 6:44 error high skill \"helper\" (runs the plugin's hook in ../hooks/hooks.json) downloads code and runs it (curl | bash) [download-execute]",
  "../hooks/start.sh 2:1 error high skill \"helper\" (runs ../hooks/start.sh) reads credentials (gh auth token) [credential-access]",
  "../scripts/shared.sh 2:1 warning high skill \"helper\" (runs ../scripts/shared.sh) runs commands as root (sudo) [privilege-destruction]",
  "../scripts/tool.mjs 2:15 error high skill \"helper\" (runs ../scripts/tool.mjs) reads credentials (AWS credentials) [credential-access]"
],
"powershell": [
  "win-setup/scripts/setup.ps1 5:1 error high skill \"win-setup\" downloads code and runs it (iex (iwr …)) [download-execute]",
  "win-setup/scripts/setup.ps1 6:1 error high skill \"win-setup\" decodes a hidden payload and runs it (powershell -EncodedCommand) [obfuscation]",
  "win-setup/scripts/setup.ps1 9:20 warning high skill \"win-setup\" runs commands as root (Start-Process -Verb RunAs) [privilege-destruction]"
],
"quoted-names": [
  "fetch-tools/scripts/fetch.ps1 1:1 error high skill \"fetch-tools\" downloads code and runs it (iwr | iex) [download-execute]",
  "fetch-tools/scripts/fetch.py 3:17 error high skill \"fetch-tools\" downloads code and runs it (curl | sh) [download-execute]",
  "fetch-tools/scripts/fetch.sh 3:1 error high skill \"fetch-tools\" downloads code and runs it (curl | sh) [download-execute]",
  "fetch-tools/SKILL.md 11:1 error high skill \"fetch-tools\" downloads code and runs it (curl | bash) [download-execute]",
  "fetch-tools/SKILL.md 14:19 error high skill \"fetch-tools\" downloads code and runs it (wget | sh) [download-execute]",
],
"secrets": [
  "issue-bot/.env 1:17 error high skill \"issue-bot\" holds a literal secret (Slack bot token xoxb… (54 chars)) [hardcoded-secret]",
  "issue-bot/scripts/backup.sh 4:18 error high skill \"issue-bot\" holds a literal secret (password in mysqldump -p W7qL… (12 chars)) [hardcoded-secret]",
  "issue-bot/scripts/backup.sh 5:12 error medium skill \"issue-bot\" holds a literal secret (secret in PGPASSWORD Hn4s… (12 chars)) [hardcoded-secret]",
  "issue-bot/scripts/backup.sh 6:1 error medium skill \"issue-bot\" sends data off the machine (curl -T) [exfiltration]",
  "issue-bot/scripts/backup.sh 6:14 error high skill \"issue-bot\" holds a literal secret (password in curl -u user:… Jt5r… (12 chars)) [hardcoded-secret]",
  "issue-bot/scripts/file_issue.py 4:17 error high skill \"issue-bot\" holds a literal secret (GitHub personal access token ghp_… (40 chars)) [hardcoded-secret]"
],
};

/** Look-alikes: no high-confidence finding; these medium ones, each lowered for a reason the docs give. */
const GOOD: Record<string, string[]> = {

"careful": [
  "release-check/references/NOTES.md 6:1 error medium skill \"release-check\" downloads code and runs it (curl | sh) [download-execute]"
],
"look-alikes": [
  "careful-setup/SKILL.md 8:38 error medium skill \"careful-setup\" downloads code and runs it (curl | sh) [download-execute]",
  "careful-setup/SKILL.md 12:4 warning medium skill \"careful-setup\" runs commands as root (sudo) [privilege-destruction]",
  "careful-setup/SKILL.md 13:4 warning medium skill \"careful-setup\" makes files writable by everyone (chmod 777) [privilege-destruction]",
  "careful-setup/SKILL.md 30:1 error medium skill \"careful-setup\" downloads code and runs it (curl | bash) [download-execute]",
  "careful-setup/SKILL.md 30:37 warning medium skill \"careful-setup\" runs commands as root (sudo) [privilege-destruction]",
  "careful-setup/tests/fixtures/evil.sh 3:1 error medium skill \"careful-setup\" downloads code and runs it (curl | sh) [download-execute]"
],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  test.each(Object.keys(BAD))("%s", (name) => {
    const findings = lintCase("bad", name);
    expect(located(findings)).toEqual(BAD[name]);
    // No fix: what to run instead is the user's decision.
    expect(findings.filter((f) => f.fix)).toEqual([]);
  });

  test("each message ends with its category's advice, and names no secret", () => {
    for (const name of Object.keys(BAD)) {
      for (const f of lintCase("bad", name)) {
        const category = /\[([a-z-]+)\]: /.exec(f.message)?.[1] as Category;
        expect(f.message.endsWith(`: ${CATEGORY_ADVICE[category]}`), f.message).toBe(true);
        expect(f.message).not.toMatch(/ghp_6fiX|xoxb-1234/);
      }
    }
  });

  test("pointers name the file and line", () => {
    const findings = lintCase("bad", "installer");
    expect(findings.slice(0, 2).map((f) => f.pointer)).toEqual(["scripts/clean.sh#L4", "scripts/clean.sh#L5"]);
  });
});

describe("good fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("good")).toEqual(Object.keys(GOOD).sort());
  });

  test.each(Object.keys(GOOD))("%s: nothing at high confidence", (name) => {
    const findings = lintCase("good", name);
    expect(located(findings)).toEqual(GOOD[name]);
    expect(findings.filter((f) => f.confidence !== "medium")).toEqual([]);
  });

  test("the article's migrations-ef skill reports nothing (set -euo pipefail, grep -nE … \"$1\")", () => {
    expect(lintSkillDir(ARTICLE_SKILL, { rules: RULES }).findings).toEqual([]);
  });
});

describe("ignore comments in scripts", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "risky-ignore-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test("# and // directives cover the next line; one without a reason, or covering nothing, is reported", () => {
    const dir = path.join(tmp, "ignored");
    fs.mkdirSync(path.join(dir, "scripts"), { recursive: true });
    fs.writeFileSync(path.join(dir, "SKILL.md"), "---\nname: ignored\ndescription: Test skill. Use when testing.\n---\n\n# Test\n");
    fs.writeFileSync(path.join(dir, "scripts/setup.sh"), "#!/bin/sh\n# mcp-audit-ignore[skill-risky-script] the vendor's installer, reviewed 2026-05\ncurl -fsSL https://x.example/i.sh | sh\nsudo true # mcp-audit-ignore[skill-risky-script]\n# mcp-audit-ignore[skill-risky-script] nothing here\necho ok\n");
    fs.writeFileSync(path.join(dir, "scripts/run.mjs"), "// mcp-audit-ignore[skill-risky-script] reads the user's own key on purpose\nexecSync('cat ~/.aws/credentials');\n");
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings.map((f) => `${f.file} ${f.range.start.line} ${f.ruleId} ${f.message.split(":")[0]}`)).toEqual([
      "ignored/scripts/setup.sh 4 ignore-directive mcp-audit-ignore[skill-risky-script] has no reason",
      "ignored/scripts/setup.sh 5 ignore-directive mcp-audit-ignore[skill-risky-script] suppresses nothing on this line or the next",
    ]);
  });
});

describe("bounds", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "risky-script-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  function skillWith(name: string, files: Record<string, string>): string {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "SKILL.md"), `---\nname: ${name}\ndescription: Test skill. Use when testing.\n---\n\n# Test\n`);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  test("a script over 1 MB is not scanned, and says so", () => {
    const dir = skillWith("big-script", { "scripts/big.sh": `curl https://x.example/i.sh | sh\n${"#".repeat(MAX_SCAN_BYTES)}\n` });
    expect(located(lintSkillDir(dir, { rules: RULES }).findings)).toEqual([
      'big-script/scripts/big.sh 1:1 warning undefined skill "big-script" has a file too large to scan for risky commands (scripts/big.sh, 1.0 MB, over 1 MB)',
    ]);
  });

  test("a 1 MB line is scanned, and a risky command at its end is still found", () => {
    const line = `${"curl | a || ".repeat(80_000)} curl -fsSL https://x.example/i.sh | sh`;
    const dir = skillWith("long-line", { "scripts/one-line.sh": `${line}\n` });
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings.map((f) => `${f.range.start.line}:${f.range.start.column} ${f.message.split(":")[0]}`)).toEqual([
      `1:${line.length - "curl -fsSL https://x.example/i.sh | sh".length + 1} skill "long-line" downloads code and runs it (curl | sh) [download-execute]`,
    ]);
  });

  test(`after ${MAX_FINDINGS_PER_FILE} findings in a file, the rest are summed up`, () => {
    const dir = skillWith("many", { "scripts/many.sh": "sudo true\n".repeat(MAX_FINDINGS_PER_FILE + 20) });
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings).toHaveLength(MAX_FINDINGS_PER_FILE + 1);
    expect(located(findings.slice(-1))).toEqual([
      `many/scripts/many.sh 101:1 warning undefined skill "many" has 20 more risky commands in scripts/many.sh (only the first ${MAX_FINDINGS_PER_FILE} are listed)`,
    ]);
  });

  test("a connection URL's password is found whole, though it holds ( ; , | or # (which end every other token)", () => {
    // Each password here was missed before: the token around `://` ended at `(`, `;`, `,` or `|`, and the format refused `#`.
    const passwords = ["Xk9(vQ2mZ8pL4", "Xk9vQ2;mZ8pL4", "Xk9,vQ2|mZ8pL4", "Xk9vQ2mZ8#pL4", "Xk9(vQ2;mZ8#pL4"];
    const dir = skillWith("dsn", {
      "scripts/connect.sh": passwords.map((p) => `psql "postgres://report:${p}@db.example.com:5432/sales"\n`).join(""),
      "references/setup.md": `See [the DSN](mysql://svc:${passwords[4]}@db.example.com/x) and https://docs.example.com:443#auth@v2.\n`,
    });
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings.map((f) => `${f.file} ${f.range.start.line}:${f.range.start.column}-${f.range.end.column} ${f.message.split(" [")[0]}`)).toEqual([
      'dsn/references/setup.md 1:27-42 skill "dsn" holds a literal secret (password in a connection URL Xk9(… (15 chars))',
      ...passwords.map((p) => `dsn/scripts/connect.sh ${passwords.indexOf(p) + 1}:${'psql "postgres://report:'.length + 1}-${'psql "postgres://report:'.length + 1 + p.length} skill "dsn" holds a literal secret (password in a connection URL ${p.slice(0, 4)}… (${p.length} chars))`),
    ]);
    // The report never holds a password whole.
    for (const f of findings) for (const p of passwords) expect(f.message).not.toContain(p);
  });

  test("a name's unquoted value is a literal where only one can stand: -e, set, an .npmrc scope, a header string, env[\"NAME\"], :=", () => {
    // Each of these was missed before: an unquoted value counted only at the start of a line.
    const dir = skillWith("contexts", {
      "scripts/run.sh": [
        "docker run -e POSTGRES_PASSWORD=Hn4sK8wQ2mZp postgres:16.4",
        'curl -H "Authorization: Bearer Qm9vLk2pX7rT4wZ9aB3c" https://api.example.com/v1',
        "curl -H 'X-Api-Key: Zq8vR2mT5kWx9pLs3nBd' https://api.example.com/v1",
        "helm install db ./chart --set auth.password=Tg6yP1qX4vNm",
        "docker run -e DB_PASSWORD=$DB_PASSWORD app:1.2.3",
        'curl -H "Authorization: Bearer token123" https://example.com/mcp',
        "",
      ].join("\n"),
      "scripts/setup.cmd": "set DB_PASSWORD=Rb3wK9sL2xQv\n",
      ".npmrc": "//npm.example.com/:_authToken=Vc7nH2kP9wQx4mLt8sZd\n",
      "scripts/conf.py": 'import os\nos.environ["DB_PASSWORD"] = "Pw5tJ8mQ3xLk"\ntoken = make_token()\nheaders["Authorization"] = f"Bearer {tok}"\n',
      "scripts/conf.go": 'package conf\n\nconst Password := "Gy2hN7vB4kPs"\n',
      // A dot does not make a value code where only a literal stands (nor in a .env line).
      ".env": "DB_PASSWORD=Acme.Corp2024\nexport DOPPLER_TOKEN=dp.st.prd.aB3dE5fG7hJ9kL1mN3pQ5rsT7uV9wX1yZ3aB5cD7eF9\n",
    });
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings.filter((f) => f.message.includes("[hardcoded-secret]")).map((f) => `${f.file} ${f.range.start.line}:${f.range.start.column} ${f.message.split(" [")[0]!.replace(/^.*?\(/, "")}`)).toEqual([
      "contexts/.env 1:13 secret in DB_PASSWORD Acme… (13 chars))",
      "contexts/.env 2:22 secret in DOPPLER_TOKEN dp.s… (53 chars))",
      "contexts/.npmrc 1:31 secret in _authToken Vc7n… (20 chars))",
      "contexts/scripts/conf.go 3:20 secret in Password Gy2h… (12 chars))",
      "contexts/scripts/conf.py 2:30 secret in DB_PASSWORD Pw5t… (12 chars))",
      "contexts/scripts/run.sh 1:33 secret in POSTGRES_PASSWORD Hn4s… (12 chars))",
      "contexts/scripts/run.sh 2:32 secret in Authorization Qm9v… (20 chars))",
      "contexts/scripts/run.sh 3:21 secret in Api-Key Zq8v… (20 chars))",
      "contexts/scripts/run.sh 4:45 secret in auth.password Tg6y… (12 chars))",
      "contexts/scripts/setup.cmd 1:17 secret in DB_PASSWORD Rb3w… (12 chars))",
    ]);
  });

  test("what the review of the secrets' change found reported wrongly stays quiet", () => {
    const dir = skillWith("look-alikes", {
      "references/jdbc.properties": "spring.datasource.url=jdbc:sqlserver://myserver.database.windows.net:1433;database=mydb;user=myadmin@myserver;password={your_password_here};encrypt=true\n",
      "scripts/ops.sh": [
        "mongosh --host db -u admin -p --authenticationDatabase admin",
        'htpasswd -bBC 12 .htpasswd alice "$PW"',
        "docker run -d --name login -p 5432:5432 acme/login-service:1.0",
        "az login --service-principal -u http://azure-cli-2016 -p ~/mycertfile.pem --tenant contoso.onmicrosoft.com",
        "helm install db ./chart --set auth.secretKeys.adminPasswordKey=postgres-password --set global.postgresql.auth.existingSecret=my_db_secret2",
        "redis-cli -a REDIS_PASS ping",
        "curl -u USERNAME:APP_PASSWORD https://api.example.com",
        'curl.exe -H "Authorization: Bearer $env:GITHUB_TOKEN" https://api.github.com/user',
        'mongosh "mongodb://db" --username admin --password --quiet',
        "mysql --user=app --password --host=db.internal sales",
        "",
      ].join("\n"),
      "scripts/config.js": '  "password": process.env.DB_PASSWORD,\n  "Authorization": authHeader,\nheaders["Authorization"] = bearerToken;\n',
      "scripts/app.py": 'cfg = {"password": os.environ["DB_PASSWORD"]}\nos.environ["DB_PASSWORD"] = vault_password\n',
      "scripts/main.go": 'package main\n\nfunc main() {\n\tpassword := os.Getenv("DB_PASSWORD")\n\tdbPassword := cfg.Password\n}\n',
    });
    expect(lintSkillDir(dir, { rules: RULES }).findings.filter((f) => f.message.includes("[hardcoded-secret]")).map((f) => `${f.file} ${f.range.start.line}`)).toEqual([]);
  });

  test("which files are read: code by extension, shebang or execute bit, Markdown, data only for secrets; not schemas under scripts/", () => {
    const risky = "sudo true\n";
    const dir = skillWith("which-files", {
      "run.py": `import os\nos.system("${risky.trim()}")\n`,
      "tool": `#!/usr/bin/env python3\nimport os\nos.system("sudo true")\n`,
      "notes.txt": risky,
      "data/config.json": `{"cmd": "${risky.trim()}"}\n`,
      "scripts/helper": risky,
      "scripts/schema.xsd": `<xs:schema><!-- ${risky.trim()} --></xs:schema>\n`,
      "references/guide.md": "```bash\nsudo true\n```\n",
      "bin/awkward": `#!/usr/bin/awk -f\n{ print "sudo true" }\n`,
    });
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(findings.map((f) => f.file)).toEqual(["which-files/references/guide.md", "which-files/run.py", "which-files/tool"]);
  });
});

describe("docs page", () => {
  test("every message it shows is one the rule writes on the fixtures", () => {
    const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/rules/skill-risky-script.md"), "utf8");
    const shown = [...page.matchAll(/`(skill "[^`]*)`/g)].map((m) => m[1]!.replace(/\\\|/g, "|"));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const written = new Set(Object.keys(BAD).flatMap((name) => lintCase("bad", name).map((f) => f.message)));
    for (const message of shown) expect(written).toContain(message);
  });
});

describe("a plugin walked whole", () => {
  test("its hook command is reported once, by risky-command; the script the hook runs is still this rule's", async () => {
    const { runAudit, provideSkillSupport } = await import("../../src/audit/run.js");
    provideSkillSupport(await import("../../src/audit/skill-audit.js"));
    const result = runAudit({ cwd: path.join(FIXTURES, "bad", "plugin"), paths: ["."] });
    const hookLines = result.files
      .flatMap((f) => f.findings)
      .filter((f) => f.file.includes("hooks/"))
      .map((f) => `${f.file.replace(/^.*helper-plugin\//, "")} ${f.range.start.line} ${f.ruleId}`)
      .sort();
    expect(hookLines).toEqual(["hooks/hooks.json 6 risky-command", "hooks/start.sh 2 skill-risky-script"]);
  });

  /** The plugin fixture copied, its hooks/hooks.json rewritten by `hooks`, audited whole: the findings. */
  async function auditPluginWithHooks(hooks: (current: { hooks: { SessionStart: { hooks: object[] }[] } }) => string): Promise<{ plugin: string; findings: Finding[] }> {
    const { runAudit, provideSkillSupport } = await import("../../src/audit/run.js");
    provideSkillSupport(await import("../../src/audit/skill-audit.js"));
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "risky-plugin-"));
    try {
      fs.cpSync(path.join(FIXTURES, "bad", "plugin"), root, { recursive: true });
      const plugin = fs.readdirSync(root)[0]!;
      const hooksFile = path.join(root, plugin, "hooks/hooks.json");
      fs.writeFileSync(hooksFile, hooks(JSON.parse(fs.readFileSync(hooksFile, "utf8"))));
      return { plugin, findings: runAudit({ cwd: root, paths: ["."] }).files.flatMap((f) => f.findings) };
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  test("a hook file too large to read is said, not passed over", async () => {
    const { plugin, findings } = await auditPluginWithHooks(() => JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: "command", command: "mysql -u root -pHa2vK2mX9wL4 -e 'select 1'" }] }] }, padding: "x".repeat(1_100_000) }));
    const notes = findings.filter((f) => f.ruleId === "skill-risky-script" && f.message.includes("too large"));
    expect(notes.map((f) => f.message.replace(/: review.*$/, ""))).toEqual([`skill "helper" has a file too large to scan for risky commands (${plugin}/hooks/hooks.json, 1.0 MB, over 1 MB)`]);
  });

  test("a hook command's password is reported once, by inline-secret on the hooks file, written with escapes or not", async () => {
    // Before, this rule reported them from the plugin's first skill; now the config rules own the
    // commands of a plugin audited whole, secrets included, and this rule says nothing of them.
    const { findings } = await auditPluginWithHooks((hooks) => {
      hooks.hooks.SessionStart[0]!.hooks.push({ type: "command", command: "mysql -u root -pHa2v\\$K2mX9wL4 -e 'select 1'" }, { type: "command", command: "sshpass -p Ha3vK2mX9wL4 ssh h true" });
      return JSON.stringify(hooks, null, 2).replace("Ha3vK2mX9wL4", "Ha3v\\u004b2mX9wL4");
    });
    const secrets = findings.filter((f) => f.message.includes("literal password") || f.message.includes("[hardcoded-secret]"));
    expect(secrets.map((f) => `${f.file.replace(/^.*hooks\//, "hooks/")} ${f.ruleId} ${f.message.replace(/: rotate.*$/, "")}`)).toEqual([
      'hooks/hooks.json inline-secret hook SessionStart has a literal password in the mysql -p option of its command (Ha2v… (13 chars))',
      'hooks/hooks.json inline-secret hook SessionStart has a literal password in the sshpass -p option of its command (Ha3v… (12 chars))',
    ]);
    for (const f of secrets) expect(f.message).not.toContain("K2mX9wL4");
  });
});
