// The one keyword pass over a file: the text patterns' keywords, the secret formats' literal
// starts and the names that may hold a secret, found together (src/core/keyword-search.ts)
// and kept for the file's regions (its code blocks, inline spans, strings) to read.
import { KeywordSearch, type KeywordMatches } from "../../core/keyword-search.js";
import { WATCHED_PROGRAMS } from "./checks.js";
import { ansiC, type ShellDialect } from "./shell.js";
import { TEXT_PATTERNS } from "./text-patterns.js";
/**
 * Words without which no command check can fire (each check's program or the option or path that
 * makes it risky): a region without one, and without a text pattern's keyword, is not parsed.
 * test/skills/script-patterns.test.ts checks that every bad example of every check holds one.
 */
export const RISK_PROGRAMS = [
  "curl", "wget", "xh", "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "aria2c", "npx", "bunx", "pnpx", "dlx", "uvx", "pipx", "gemini", "qwen",
  "crontab", "launchctl", "systemctl", "schtasks", "register-scheduledtask", "new-service", "nc", "ncat", "netcat", "socat", "telnet", "scp", "rsync", "sftp",
  "base64", "base32", "basenc", "xxd", "openssl", "pwsh", "powershell", "sudo", "doas", "gsudo", "su", "pkexec", "runas", "chmod", "rm", "dd", "mkfs", "diskutil", "wipefs", "shred",
  "secret-tool", "kwallet-query", "cmdkey", "vaultcmd", "doppler", "unlink", "pip", "pip3", "npm", "pnpm", "yarn", "bun", "cargo", "gem", "brew", "dotnet", "claude", "codex", "git",
] as const;
export const RISK_PHRASES = [
  "go run", "go install", "deno run", "uv tool", "uv pip", "--no-verify", "hookspath", "commit -n", "dangerously", "--yolo", "--permission-mode",
  "ask-for-approval", "sandbox_mode", "--sandbox", "auth token", "--show-token", "find-generic-password", "find-internet-password", "dump-keychain", "print-access-token", "print-identity-token", "get-access-token",
  "aws_secret_access_key", "aws_session_token", "export-credentials", "credential.helper", "credential fill", "credential approve", "--raw", "op read", "op item", "pass show", "vault kv",
  "sc create", "currentversion\\run", ".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin", ".kshrc", ".tcshrc", ".cshrc", "config.fish",
  "autostart", "systemd", "launchagents", "launchdaemons", "/etc/cron", "/etc/profile", "bash.bashrc", "zsh/zshrc", "rc.local", "init.d", "spool/cron", "$profile", "start menu", ".git/hooks",
  "-delete", "\\x", "$(", "${",
] as const;

/** Literal starts of the secret detector's token formats (test/skills/script-patterns.test.ts checks it against every format). */
export const TOKEN_HINTS = [
  "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "gldt-", "glrt-", "glcbt-", "glft-", "glsoat-", "gloas-", "glimt-", "glagent-", "glffct-", "glwt-", "glptt-",
  "xoxb-", "xoxp-", "xoxe-", "xoxa-", "xapp-", "hooks.slack.com/", "a3t", "akia", "asia", "abia", "acca", "sk_live_", "rk_live_", "rk_test_", "sk_test_", "sk-", "sbp_", "sb_secret_",
  "npm_", "hf_", "aiza", "eyj", "sg.", "lin_api_", "ntn_", "secret_", "figd_", "sntrys_", "sntryu_", "-----begin", "_live_", "://",
] as const;

/** Words in a name that may hold a secret (`GITHUB_TOKEN`, `api_key`, `--password`). */
export const SECRET_NAME_HINTS = ["api_key", "api-key", "apikey", "token", "secret", "password", "passwd", "pwd", "_pass", "sshpass", "passphrase", "auth", "credential", "private_key", "private-key"] as const;

/**
 * Programs some check looks at that are words of nearly every shell text (`echo`, `cat`, `sh`,
 * `python`, `find`…): as gate words they would open it for every region and fill each file's keyword
 * list. Each check on them needs a second word the gate holds (a download, a decoder, `\x` or an
 * octal escape, a credential's path, a start-up file, `rm`, `$(`): test/skills/script-patterns.test.ts
 * checks that every bad example of every check passes the gate without them.
 */
export const COMMON_PROGRAMS: ReadonlySet<string> = new Set([
  ".", "source", "eval", "exec", "sh", "bash", "zsh", "dash", "ksh", "ash", "fish", "mksh",
  "python", "python2", "python3", "py", "pypy", "pypy3", "python3.8", "python3.9", "python3.10", "python3.11", "python3.12", "python3.13", "python3.14",
  "node", "nodejs", "deno", "perl", "ruby", "php", "cat", "less", "more", "head", "tail", "grep", "egrep", "rg", "awk", "sed", "strings", "cp",
  "get-content", "gc", "type", "export", "xargs", "echo", "printf", "find",
]);

/**
 * The gate for shell text (scripts, Markdown blocks and inline commands, strings code runs) holds
 * every other program some check looks at, not only RISK_PROGRAMS: a check fires on its program, so
 * a region without one is sound to skip. test/skills/commands/gates.test.ts checks the list.
 */
export const SHELL_GATE_PROGRAMS: readonly string[] = [...WATCHED_PROGRAMS].filter((p) => !COMMON_PROGRAMS.has(p) && !(RISK_PROGRAMS as readonly string[]).includes(p));
/** Octal escapes (`printf '\143\165…' | sh`): a decoded payload the checks read, like `\x`. */
export const SHELL_GATE_PHRASES = ["\\0", "\\1", "\\2", "\\3", "\\4", "\\5", "\\6", "\\7"] as const;
/** A command name made of two expansions (`$a$b`, `"$a""$b"`, `${a}${b}`, `$1$2`): the built-command-name check's input. */
const BUILT_NAME = /\$\{?(?:[A-Za-z_]\w{0,64}|[0-9@*#?!$-])\}?["']{0,8}\$/;

let search: KeywordSearch | undefined; // built on first use (text-patterns.ts imports this module)

/** Calls in code that run a command: a code file's strings are read only when it has one. */
export const EXEC_HINTS = ["subprocess", "os.system", "popen", "child_process", "execsync", "execfilesync", "spawn", "shell_exec", "passthru", "proc_open", "system(", "exec(", "execa", "open3", "process.start", "command::new"] as const;

/** Whether text[start, end) holds a keyword, a program some check looks at, or (with `exec`) a call that runs one. */
export function mayHoldCommand(text: string, start: number, end: number, needExec = false): boolean {
  gate ??= new Set<string>([...TEXT_PATTERNS.flatMap((p) => p.keywords), ...RISK_PROGRAMS, ...RISK_PHRASES]);
  return holdsGateKeyword(keywordsOf(text), start, end, needExec, gate);
}

function holdsGateKeyword(found: KeywordMatches, start: number, end: number, needExec: boolean, words: ReadonlySet<string>): boolean {
  execHints ??= new Set<string>(EXEC_HINTS);
  let risk = false;
  let exec = !needExec;
  for (let i = lowerBound(found.at, start); i < found.at.length && found.at[i]! < end; i++) {
    const k = found.keyword[i]!;
    if (!risk && words.has(k)) risk = true;
    if (!exec && execHints.has(k)) exec = true;
    if (risk && exec) return true;
  }
  return false;
}

/**
 * What a shell takes out of a word before it runs it, by dialect: in sh `c"ur"l`, `c''url`,
 * `c$'u'rl`, `cu\rl` and `cu\<newline>rl` all run curl; PowerShell drops its backticks (i`wr),
 * cmd its carets (`c^url`). The parser resolves them as the shell does; the gate must see the
 * program too, or quoting one letter of it would hide the command from every check.
 */
const SHELL_QUOTING: Record<ShellDialect, { glued: RegExp; all: RegExp }> = {
  sh: { glued: /[^\s|;&<>()](?:[\\"']|\$["']|\\\r?\n)+\w/, all: /\\\r?\n|\$?["']|\\/g },
  pwsh: { glued: /[^\s|;&<>()](?:[`"']|`\r?\n)+\w/, all: /`\r?\n|["'`]/g },
  cmd: { glued: /[^\s|;&<>()](?:[\^"]|\^\r?\n)+\w/, all: /\^\r?\n|["^]/g },
};

/**
 * The gate for shell text: mayHoldCommand, and when that finds nothing, the same search over the
 * text with the dialect's quotes and escapes taken out. Only where one touches a word (`c"u`, `."env"`):
 * quotes around a whole word (`"curl"`) hide nothing from the first search, and most text has none.
 */
export function mayHoldShellCommand(text: string, dialect: ShellDialect, start: number, end: number): boolean {
  shellGate ??= new Set<string>([...TEXT_PATTERNS.flatMap((p) => p.keywords), ...RISK_PROGRAMS, ...RISK_PHRASES, ...SHELL_GATE_PROGRAMS, ...SHELL_GATE_PHRASES]);
  if (holdsGateKeyword(keywordsOf(text), start, end, false, shellGate)) return true;
  const region = text.slice(start, end);
  if (BUILT_NAME.test(region)) return true;
  const quoting = SHELL_QUOTING[dialect];
  // `$'\u0063url'`: bash resolves the escapes of ANSI-C quotes (so does parseShell), the search reads them resolved.
  const escaped = dialect === "sh" && ANSI_C_ESCAPE.test(region);
  if (!escaped && !quoting.glued.test(region)) return false;
  const bare = (escaped ? resolveAnsiC(region) : region).replace(quoting.all, "");
  return holdsGateKeyword(searcher().search(bare), 0, bare.length, false, shellGate);
}

/** An ANSI-C quote (`$'…'`) holding an escape that can make a letter: octal, `\x`, `\u`, `\U`. */
const ANSI_C_ESCAPE = /\$'(?:[^'\\]|\\[^0-7xuU])*\\[0-7xuU]/;
const ANSI_C_QUOTE = /\$'((?:[^'\\]|\\[\s\S])*)'/g;

/** Text with each `$'…'` replaced by what bash makes of it (`$'\x63'url` -> `curl`). */
function resolveAnsiC(text: string): string {
  return text.replace(ANSI_C_QUOTE, (_quote, body: string) => ansiC(body));
}

/** Whether text[start, end) holds a call that runs a command (`subprocess`, `execSync`…). */
export function mayRunCommands(text: string, start: number, end: number): boolean {
  execHints ??= new Set<string>(EXEC_HINTS);
  return holdsGateKeyword(keywordsOf(text), start, end, false, execHints);
}

/** A shell line's words as the shell reads them (quotes and escapes out), when it holds any: else the line itself. */
export function unquotedShell(line: string): string {
  if (!/["'\\]/.test(line)) return line;
  return (line.includes("$'") ? resolveAnsiC(line) : line).replace(SHELL_QUOTING.sh.all, "");
}

let gate: Set<string> | undefined;
let shellGate: Set<string> | undefined;
let execHints: Set<string> | undefined;

/** The last few texts searched: a file is searched once, then each of its regions reads the result. */
const searched: { text: string; found: KeywordMatches }[] = [];

export function keywordsOf(text: string): KeywordMatches {
  for (const s of searched) if (s.text === text) return s.found;
  const found = searcher().search(text);
  // The file stays first: a string built from a list of arguments takes the second place, never the first.
  if (searched.length > 0 && text.length < 4096 && searched[0]!.text.length >= text.length) searched.splice(1, 0, { text, found });
  else searched.unshift({ text, found });
  if (searched.length > 4) searched.pop();
  return found;
}

function searcher(): KeywordSearch {
  return (search ??= new KeywordSearch([...TEXT_PATTERNS.flatMap((p) => p.keywords), ...TOKEN_HINTS, ...SECRET_NAME_HINTS, ...EXEC_HINTS, ...RISK_PHRASES, ...SHELL_GATE_PHRASES], [...RISK_PROGRAMS, ...SHELL_GATE_PROGRAMS]));
}

export function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where the line holding `at` starts, looking back at most `reach` characters (a huge line costs no more). */
export function lineStartNear(text: string, at: number, reach = 1_000): number {
  const stop = Math.max(0, at - reach);
  for (let i = at - 1; i >= stop; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return stop;
}

/** Where the line holding `at` ends, looking ahead at most `reach` characters. */
export function lineEndNear(text: string, at: number, reach = 1_000): number {
  const stop = Math.min(text.length, at + reach);
  for (let i = at; i < stop; i++) if (text.charCodeAt(i) === 10) return i;
  return stop;
}

/** Whether the code unit is one `\s` matches (the scanners read units through tables, not a regex per character). */
export function isSpaceUnit(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
