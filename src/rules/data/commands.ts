// What the risky-command rule knows about shells, download-and-run idioms and container flags.

/** `C:\Windows\System32\cmd.exe` -> `cmd`, `/bin/bash` -> `bash`. */
export function programName(command: string): string {
  const trimmed = command.trim().replace(/^["']|["']$/g, "");
  // `"command": "sudo npx pkg"`: hosts that spawn through a shell read the first word. Paths may hold spaces.
  const head = /^(?:[A-Za-z]:[\\/]|\/)/.test(trimmed) ? trimmed : (trimmed.split(/\s+/)[0] ?? "");
  const base = head.split(/[\\/]/).pop() ?? head;
  return base.replace(/\.(?:exe|cmd|bat|com|ps1)$/i, "").toLowerCase();
}

/** POSIX shells whose `-c` takes a command string (bash(1), dash(1), zsh(1), ksh(1), BusyBox ash, fish(1)). */
export const POSIX_SHELLS: ReadonlySet<string> = new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "fish"]);

/** PowerShell executables (Windows PowerShell 5.1 and PowerShell 7). */
export const POWERSHELLS: ReadonlySet<string> = new Set(["powershell", "pwsh"]);

/**
 * Programs a Windows config starts through `cmd /c` only because they are `.cmd` scripts (or to get a
 * PATH lookup): `cmd /c npx -y pkg` is the pattern the MCP docs show for Windows.
 */
export const PLAIN_LAUNCHERS: ReadonlySet<string> = new Set([
  "npx", "npm", "pnpm", "pnpx", "yarn", "bunx", "bun", "uvx", "uv", "pipx", "node", "deno", "python", "python3", "py",
  "docker", "podman", "dotnet", "java",
]);

/** Characters that make a cmd.exe line more than one plain command (cmd /? : `&`, `&&`, `||`, `|`, `<`, `>`, `^` escapes). */
export const CMD_METACHARACTERS = /[&|<>^]/;

/**
 * PowerShell parameters take any unambiguous prefix (about_Pwsh): `-EncodedCommand` is also `-e`, `-ec`,
 * `-enc`…; `-Command` is `-c`, `-com`…; PowerShell 7.4 adds `-CommandWithArgs` / `-cwa`. `/` works on Windows.
 * https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_pwsh
 */
export function powershellParameter(arg: string): "encoded" | "command" | "file" | undefined {
  const m = /^[-/]([A-Za-z]+)$/.exec(arg);
  if (!m) return undefined;
  const p = m[1]!.toLowerCase();
  // `-en`, `-enc`… also prefix the internal -EncodedArguments, but PowerShell binds them to -EncodedCommand.
  if (p === "e" || p === "ec" || (p.length >= 2 && "encodedcommand".startsWith(p))) return "encoded";
  if (p === "c" || p === "cwa" || (p.length >= 3 && ("command".startsWith(p) || "commandwithargs".startsWith(p)))) return "command";
  if (p === "f" || (p.length >= 2 && "file".startsWith(p))) return "file";
  return undefined;
}

/**
 * Where a shell's arguments say what it runs: the `-c` cluster of a POSIX shell (its next argument is
 * the line), PowerShell's -Command or -EncodedCommand (the rest is the line or the payload); undefined
 * when a script file comes first. Shared by risky-command (the wrapper) and inline-secret (the line).
 */
export function shellCommandFlag(program: string, values: readonly string[]): { index: number; kind: "command" | "encoded" } | undefined {
  if (POSIX_SHELLS.has(program)) {
    for (let i = 0; i < values.length; i++) {
      const a = values[i]!;
      if (/^-[A-Za-z]*c[A-Za-z]*$/.test(a)) return { index: i, kind: "command" };
      if (/^[-+][oO]$/.test(a)) i++; // `-o pipefail`: the option's value
      else if (!/^[-+]/.test(a)) return undefined; // a script file: what runs is that file
    }
    return undefined;
  }
  if (POWERSHELLS.has(program)) {
    for (let i = 0; i < values.length; i++) {
      const kind = powershellParameter(values[i]!);
      if (kind === "encoded" || kind === "command") return { index: i, kind };
      if (kind === "file") return undefined;
    }
  }
  return undefined;
}

// ---- patterns in command lines ------------------------------------------------------------

const DOWNLOADER = String.raw`curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod`;
const INTERPRETER = String.raw`sh|bash|zsh|dash|ksh|ash|fish|python[0-9.]*|py|node|deno|bun|perl|ruby|php|iex|invoke-expression|pwsh|powershell`;
/** The end of a command word. */
const WORD_END = String.raw`(?=$|[\s;&|)"'\`])`;
/** `| sudo -E bash`, `| /bin/sh`: what a pipe feeds. */
const PIPE_TO = String.raw`\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:[^\s|;&]*[\\/])?(${INTERPRETER})${WORD_END}`;

export interface Match {
  index: number;
  /** Short description of the idiom, safe to print (`curl | sh`). */
  label: string;
}

/**
 * Download-and-execute: `curl … | sh`, `wget -O- … | python`, `bash <(curl …)`, `sh -c "$(curl …)"`,
 * `iex (iwr …)`, `iwr … | iex`, `iex ((New-Object Net.WebClient).DownloadString(…))`.
 */
// Built once: constructing them on every call was a fifth of the run on a config of 100,000 servers.
const DOWNLOAD_PIPE = new RegExp(String.raw`\b(${DOWNLOADER})\b[^;&\n]*?${PIPE_TO}`, "i");
const RUN_DOWNLOAD = new RegExp(String.raw`\b(${INTERPRETER}|source|eval)\s+(?:-\S+\s+)*["']?(<\(|\$\(|\`)\s*(${DOWNLOADER})\b`, "i");
const BASE64_PIPE = new RegExp(String.raw`\bbase64\s+(?:-\S+\s+)*?(-d|--decode|-D)\b[^;&\n]*?${PIPE_TO}`, "i");
const RUN_BASE64 = new RegExp(String.raw`\b(${INTERPRETER}|eval)\s+(?:-\S+\s+)*["']?(?:\$\(|\`)[^)\`]*\bbase64\s+(?:-\S+\s+)*?(-d|--decode|-D)\b`, "i");

/**
 * Literals every pattern of a family needs (same flags, so a match implies one): a command without
 * them skips the patterns, whose first use compiles them (milliseconds of a small run).
 */
const DOWNLOAD_WORD = /curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|webclient/i;
const BASE64_WORD = /base64/i;

export function findDownloadExec(text: string): Match | undefined {
  if (!DOWNLOAD_WORD.test(text)) return undefined;
  let m = DOWNLOAD_PIPE.exec(text);
  if (m) return { index: m.index, label: `${m[1]!.toLowerCase()} | ${m[2]!.toLowerCase()}` };
  m = RUN_DOWNLOAD.exec(text);
  if (m) return { index: m.index, label: `${m[1]!.toLowerCase()} ${m[2] === "`" ? "$(" : m[2]}${m[3]!.toLowerCase()})` };
  m = /(?:^|[\s;&|(])(iex|invoke-expression)[\s(]*(iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/i.exec(text);
  if (m) return { index: m.index + (m[0].length - m[0].trimStart().length), label: `${m[1]!.toLowerCase()} (${m[2]!.toLowerCase().replace(/\s+/g, " ")})` };
  return undefined;
}

/** `base64 -d | sh`, `eval "$(echo … | base64 --decode)"`, PowerShell `FromBase64String(…) | iex`. */
export function findBase64Exec(text: string): Match | undefined {
  if (!BASE64_WORD.test(text)) return undefined;
  let m = BASE64_PIPE.exec(text);
  if (m) return { index: m.index, label: `base64 ${m[1]!} | ${m[2]!.toLowerCase()}` };
  m = RUN_BASE64.exec(text);
  if (m) return { index: m.index, label: `${m[1]!.toLowerCase()} $(base64 ${m[2]!})` };
  m = /frombase64string[\s\S]*?(?:^|[\s;|(])(iex|invoke-expression)\b|(?:^|[\s;|(])(iex|invoke-expression)\b[\s\S]*?frombase64string/i.exec(text);
  if (m) return { index: m.index, label: `FromBase64String | ${(m[1] ?? m[2])!.toLowerCase()}` };
  return undefined;
}

/** `eval` in a shell line, `iex` / `Invoke-Expression` in a PowerShell one: code built at start-up. */
export function findEval(text: string, powershell: boolean): Match | undefined {
  const re = powershell ? /(?:^|[\s;&|({])(iex|invoke-expression)(?=$|[\s(])/i : /(?:^|[\s;&|({`])(eval)(?=$|\s)/;
  const m = re.exec(text);
  if (!m) return undefined;
  return { index: m.index + m[0].length - m[1]!.length, label: m[1]!.toLowerCase() };
}

/** Programs that run a command with someone else's (usually root's) rights. */
export const ELEVATORS: ReadonlySet<string> = new Set(["sudo", "doas", "pkexec", "runas", "gsudo"]);

/** `sudo` at the head of a command inside a shell line (after `;`, `&&`, `|`, `(`, `$(`, `then`, `do`). */
export function findElevation(text: string): Match | undefined {
  const m = /(?:^|[;&|(`{\n]|\$\(|\bthen\b|\bdo\b)\s*(sudo|doas|pkexec|runas|gsudo)(?=$|\s)/i.exec(text);
  if (!m) return undefined;
  return { index: m.index + m[0].length - m[1]!.length, label: m[1]!.toLowerCase() };
}

/** `--unsafe-perm` (npm ≤ 6: package scripts keep root rights), unless written `=false`. */
export function findUnsafePerm(text: string): Match | undefined {
  const m = /(?:^|\s)(--unsafe-perm)(?:=(?:true|1))?(?=$|\s)/i.exec(text);
  return m ? { index: m.index + m[0].length - m[0].trimStart().length, label: m[1]! } : undefined;
}

// ---- containers ----------------------------------------------------------------------------

/**
 * Capabilities that hand a container the host (Docker run reference "Runtime privilege and Linux
 * capabilities"; OWASP Docker Security Cheat Sheet rule #3; capabilities(7)).
 */
export const DANGEROUS_CAPABILITIES: ReadonlyMap<string, string> = new Map([
  ["ALL", "every capability, nearly the same as --privileged"],
  ["SYS_ADMIN", "mount, namespaces and most of root's powers: a known container escape"],
  ["SYS_MODULE", "loading kernel modules: full control of the host kernel"],
  ["SYS_PTRACE", "tracing and injecting code into processes"],
  ["SYS_RAWIO", "raw access to devices and host memory"],
  ["DAC_READ_SEARCH", "reading any file by handle: a known container escape (shocker)"],
  ["BPF", "loading eBPF programs into the host kernel"],
]);

/** `--security-opt` values that switch off a container protection (docker run reference, "Security configuration"). */
export function isUnconfinedSecurityOpt(value: string): boolean {
  return /^(?:seccomp|apparmor|systempaths)[=:]unconfined$/i.test(value) || /^label[=:]disable$/i.test(value) || /^no-new-privileges[=:]false$/i.test(value);
}

export interface HostMount {
  /** The host source as written. */
  source: string;
  /** Normalised: `~` for home, `/` separators, no trailing slash. */
  path: string;
}

/** The host side of `-v src:dst[:opts]`; undefined for named or anonymous volumes. */
export function volumeSource(spec: string): HostMount | undefined {
  let i = /^[A-Za-z]:[\\/]/.test(spec) ? 2 : 0;
  while (i < spec.length && spec[i] !== ":") {
    if (spec.startsWith("${", i)) {
      const close = spec.indexOf("}", i);
      i = close === -1 ? spec.length : close + 1;
    } else i++;
  }
  if (i >= spec.length) return undefined; // `-v /data`: an anonymous volume at that container path
  return hostMount(spec.slice(0, i));
}

/** The host side of `--mount type=bind,source=/,target=/host`; undefined when it is not a bind mount. */
export function mountSource(spec: string): HostMount | undefined {
  const fields = new Map<string, string>();
  for (const part of spec.split(",")) {
    const eq = part.indexOf("=");
    fields.set((eq === -1 ? part : part.slice(0, eq)).trim().toLowerCase(), eq === -1 ? "" : part.slice(eq + 1).trim());
  }
  const type = fields.get("type");
  const source = fields.get("source") ?? fields.get("src");
  if (source === undefined || (type !== undefined && type !== "bind")) return undefined;
  return hostMount(source);
}

function hostMount(source: string): HostMount | undefined {
  // A name without a path separator or home marker is a named volume, not a host path.
  if (!/^(?:[/\\~.$%]|[A-Za-z]:)/.test(source)) return undefined;
  let p = source
    .replace(/^(?:\$\{HOME\}|\$HOME|\$\{env:HOME\}|\$\{env:USERPROFILE\}|\$\{userHome\}|%USERPROFILE%|%HOMEDRIVE%%HOMEPATH%|~)(?=$|[\\/])/i, "~")
    .replace(/\\/g, "/")
    .replace(/^\/\/\.\/pipe\//i, "//./pipe/");
  if (!p.startsWith("//./")) p = p.replace(/\/{2,}/g, "/");
  p = p.replace(/\/\.(?=\/|$)/g, "");
  p = p.replace(/^(?:\/home|\/Users|[A-Za-z]:\/Users)\/[^/]+(?=$|\/)/i, "~");
  p = p.replace(/^[A-Za-z]:\/?$/, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "");
  return { source, path: p };
}

export interface SensitivePath {
  path: string;
  /** Whether paths below it are just as sensitive (`~/.ssh/id_ed25519`), or only the path itself (`/etc`). */
  below: boolean;
  /** What it is, in the message: "your SSH keys". */
  what: string;
  /** What the server can then do. */
  consequence: string;
}

const HOME_SECRETS = "the server can read and use them";

/**
 * Host paths a container should not see. Sources: Docker docs "Docker daemon attack surface" (socket,
 * `/` mounts); OWASP Docker Security Cheat Sheet rule #1 (socket) and #8; the credential files of the
 * CLIs most MCP users have (ssh, aws, gcloud, azure, kube, gh, npm, pypi, git, docker, gnupg).
 */
export const SENSITIVE_PATHS: readonly SensitivePath[] = [
  { path: "/", below: false, what: "the host's whole file system", consequence: "the server can read and change every file" },
  { path: "~", below: false, what: "your whole home directory", consequence: "the server can read every key and token you keep there" },
  { path: "/home", below: false, what: "every user's home directory", consequence: "the server can read every key and token kept there" },
  { path: "/Users", below: false, what: "every user's home directory", consequence: "the server can read every key and token kept there" },
  { path: "/root", below: true, what: "root's home directory", consequence: "the server can read root's keys and tokens" },
  { path: "/etc", below: false, what: "the host's /etc", consequence: "the server can read system configuration and password hashes" },
  { path: "/etc/shadow", below: false, what: "the host's password hashes", consequence: HOME_SECRETS },
  { path: "/etc/sudoers", below: false, what: "the host's sudo rules", consequence: "a writable mount gives root on the host" },
  { path: "/etc/ssh", below: true, what: "the host's SSH configuration and keys", consequence: HOME_SECRETS },
  { path: "/proc", below: false, what: "the host's /proc", consequence: "the server can inspect and tamper with host processes" },
  { path: "/sys", below: false, what: "the host's /sys", consequence: "the server can change kernel settings" },
  { path: "/dev", below: false, what: "the host's /dev", consequence: "the server can reach raw disks and devices" },
  { path: "/boot", below: false, what: "the host's /boot", consequence: "the server can change the kernel the host boots" },
  { path: "/var/lib/docker", below: true, what: "Docker's data directory", consequence: "the server can read and change every container and image" },
  { path: "~/.ssh", below: true, what: "your SSH keys", consequence: HOME_SECRETS },
  { path: "~/.gnupg", below: true, what: "your GPG keys", consequence: HOME_SECRETS },
  { path: "~/.aws", below: true, what: "your AWS credentials", consequence: HOME_SECRETS },
  { path: "~/.azure", below: true, what: "your Azure credentials", consequence: HOME_SECRETS },
  { path: "~/.config/gcloud", below: true, what: "your Google Cloud credentials", consequence: HOME_SECRETS },
  { path: "~/.kube", below: true, what: "your Kubernetes credentials", consequence: HOME_SECRETS },
  { path: "~/.docker", below: true, what: "your Docker credentials", consequence: HOME_SECRETS },
  { path: "~/.config/gh", below: true, what: "your GitHub CLI token", consequence: HOME_SECRETS },
  { path: "~/.npmrc", below: false, what: "your npm token", consequence: HOME_SECRETS },
  { path: "~/.pypirc", below: false, what: "your PyPI token", consequence: HOME_SECRETS },
  { path: "~/.netrc", below: false, what: "your .netrc passwords", consequence: HOME_SECRETS },
  { path: "~/.git-credentials", below: false, what: "your git credentials", consequence: HOME_SECRETS },
];

/** The engine whose API socket this is (Docker, Podman, containerd; Docker Desktop's Windows named pipe), if any. */
export function containerSocket(path: string): string | undefined {
  if (/^\/\/\.\/pipe\/docker_engine$/i.test(path)) return "Docker";
  const m = /(?:^|\/)(docker|podman|containerd)\.sock$/i.exec(path);
  if (!m) return undefined;
  const engine = m[1]!.toLowerCase();
  return engine === "docker" ? "Docker" : engine === "podman" ? "Podman" : "containerd";
}

/** The most specific sensitive entry a host path falls under. */
export function sensitivePath(path: string): SensitivePath | undefined {
  let best: SensitivePath | undefined;
  for (const entry of SENSITIVE_PATHS) {
    const hit = path === entry.path || (entry.below && path.startsWith(`${entry.path}/`));
    if (hit && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/**
 * A container option's value and its offset in its argument. Docker's flag parser (spf13/pflag) reads
 * `-p=8080` as `-p 8080`; the launcher parser keeps the `=`, so drop it here.
 */
export function containerOptionValue(option: { flag: string; value: string | undefined; argIndex: number; valueIndex: number; valueOffset: number }): { value: string; offset: number } | undefined {
  if (option.value === undefined) return undefined;
  if (!option.flag.startsWith("--") && option.valueIndex === option.argIndex && option.value.startsWith("=")) {
    return { value: option.value.slice(1), offset: option.valueOffset + 1 };
  }
  return { value: option.value, offset: option.valueOffset };
}
