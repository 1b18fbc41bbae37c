// A parsed command seen as what runs: wrappers (`sudo`, `env`, `nohup`, `xargs`…) taken off, the
// program named by its base name, its arguments as values. Shared by every command check.
import type { ShellCommand, ShellWord } from "./shell.js";

export interface Invocation {
  /** Program base name, lower case, without `.exe` (`/usr/bin/curl` -> `curl`). */
  name: string;
  /** The word naming it. */
  nameWord: ShellWord;
  args: ShellWord[];
  /** Argument values (quotes removed). */
  values: string[];
  /** Wrappers taken off, outermost first (`sudo`, `env`). */
  wrappers: { name: string; word: ShellWord }[];
  command: ShellCommand;
}

/** Words that open or close shell syntax rather than name a program. */
const KEYWORDS = new Set(["{", "}", "!", "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "for", "case", "esac", "in", "function", "select", "time", "coproc", "[[", "]]", "&"]);

/** Wrappers and how many of their leading arguments (options and their values) to skip. */
const WRAPPERS = new Set(["sudo", "doas", "env", "nohup", "exec", "command", "builtin", "nice", "ionice", "timeout", "stdbuf", "caffeinate", "xargs", "time", "gsudo", "chronic", "unbuffer", "torsocks", "proxychains", "proxychains4"]);
const WRAPPER_VALUE_OPTIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  sudo: new Set(["-u", "-g", "-C", "-p", "-r", "-t", "-U", "-h", "-D", "--user", "--group", "--prompt", "--chdir"]),
  doas: new Set(["-u", "-C"]),
  env: new Set(["-u", "--unset", "-C", "--chdir", "-S", "--split-string"]),
  nice: new Set(["-n", "--adjustment"]),
  ionice: new Set(["-c", "-n", "-p"]),
  timeout: new Set(["-s", "--signal", "-k", "--kill-after"]),
  stdbuf: new Set(["-i", "-o", "-e"]),
  xargs: new Set(["-I", "-i", "-n", "-P", "-d", "-L", "-l", "-s", "-E", "-e", "-a", "--arg-file", "--delimiter", "--max-args", "--max-procs", "--replace"]),
  caffeinate: new Set(["-t", "-w"]),
};

export function programName(value: string): string {
  const base = value.slice(Math.max(value.lastIndexOf("/"), value.lastIndexOf("\\")) + 1).toLowerCase();
  return base.endsWith(".exe") ? base.slice(0, -4) : base;
}

/** The program a command runs, and what wrapped it; undefined for a command of only assignments or syntax. */
export function invocationOf(command: ShellCommand): Invocation | undefined {
  const words = command.words;
  const wrappers: Invocation["wrappers"] = [];
  let i = assignedTo(words);
  /** The program name of words[i], once the loop stops at a word that is not a wrapper. */
  let program: string | undefined;
  while (i < words.length) {
    const value = words[i]!.value;
    if (KEYWORDS.has(value) || value.endsWith("()")) {
      i++;
      continue;
    }
    const name = programName(value);
    const inside = containerCommandAt(words, i, name);
    if (inside !== undefined) {
      // `docker exec db mysql -p…`: the command runs in the container, its checks apply to it.
      wrappers.push({ name: `${name} exec`, word: words[i]! });
      i = inside;
      continue;
    }
    if (!WRAPPERS.has(name)) {
      program = name;
      break;
    }
    wrappers.push({ name, word: words[i]! });
    i++;
    const withValue = WRAPPER_VALUE_OPTIONS[name];
    // Options of the wrapper, then (env) VAR=value words, then (timeout) a duration.
    while (i < words.length) {
      const v = words[i]!.value;
      if (v === "--") {
        i++;
        break;
      }
      if (v.startsWith("-") && v.length > 1) {
        i += withValue?.has(v) ? 2 : 1;
        continue;
      }
      if (name === "env" && /^[A-Za-z_]\w*=/.test(v)) {
        i++;
        continue;
      }
      if (name === "timeout" && /^\d/.test(v)) {
        i++;
        continue;
      }
      break;
    }
  }
  const nameWord = words[i];
  if (!nameWord) {
    // A wrapper with nothing after it runs itself (`env` prints the environment).
    const last = wrappers.pop();
    if (!last) return undefined;
    const at = words.indexOf(last.word);
    return { name: last.name, nameWord: last.word, args: words.slice(at + 1), values: words.slice(at + 1).map((w) => w.value), wrappers, command };
  }
  const args = words.slice(i + 1);
  return { name: program ?? programName(nameWord.value), nameWord, args, values: args.map((w) => w.value), wrappers, command };
}

/** ssh's options that take a value (OpenSSH's getopt string), glued (`-p2222`) or the next word. */
const SSH_VALUE_OPTIONS = new Set("bceilmopDEFIJLOQRSwW");

/**
 * Where the remote command starts among ssh's arguments, undefined for none. OpenSSH reads its
 * options before the host and again after it (`ssh host -t 'cmd'`); `--` ends them.
 */
export function sshCommandAt(values: readonly string[]): number | undefined {
  let host = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === "--") return host ? (i + 1 < values.length ? i + 1 : undefined) : i + 2 < values.length ? i + 2 : undefined;
    if (v.startsWith("-") && v.length > 1) {
      for (let k = 1; k < v.length; k++) {
        if (!SSH_VALUE_OPTIONS.has(v[k]!)) continue;
        if (k === v.length - 1) i++; // the value is the next word
        break;
      }
      continue;
    }
    if (host) return i;
    host = true;
  }
  return undefined;
}

/** The values ssh's `-o` gives a local command (`-o ProxyCommand=…`, `-oProxyCommand …`): [argument index, offset of the command in its value]. */
export function sshLocalCommands(values: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const at = v === "-o" ? i + 1 : v.startsWith("-o") ? i : -1;
    if (at === -1 || at >= values.length) continue;
    const option = at === i ? v.slice(2) : values[at]!;
    const m = /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)[ =]\s*/i.exec(option);
    if (m) out.push([at, (at === i ? 2 : 0) + m[0].length]);
    if (at !== i) i++;
  }
  return out;
}

/** `docker exec`'s and `docker compose exec`'s options that take a value (the rest are flags: -i, -t, -d, -T, --privileged). */
const EXEC_VALUE_OPTIONS = new Set(["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--index"]);
/** Words between a container tool and its `exec`: `docker compose exec`, `docker container exec`. */
const EXEC_GROUPS = new Set(["compose", "container"]);

/**
 * Where the command run by `docker|podman|nerdctl [compose|container] exec [options] container …`,
 * `docker-compose|podman-compose exec [options] service …` or `kubectl|oc [options] exec … -- …`
 * starts, when words[at] (named `name`) is such a program; else undefined.
 */
function containerCommandAt(words: readonly ShellWord[], at: number, name: string): number | undefined {
  if (name === "kubectl" || name === "oc") {
    // Global options may come before `exec` (`kubectl -n prod exec …`); the command follows `--`.
    let k = at + 1;
    while (k < words.length && k < at + 16 && words[k]!.value !== "exec") k++;
    if (words[k]?.value !== "exec") return undefined;
    for (; k < words.length && k < at + 64; k++) if (words[k]!.value === "--") return k + 1 < words.length ? k + 1 : undefined;
    return undefined;
  }
  let k = at + 1;
  if (name === "docker" || name === "podman" || name === "nerdctl") {
    if (EXEC_GROUPS.has(words[k]?.value ?? "")) k++;
  } else if (name !== "docker-compose" && name !== "podman-compose") return undefined;
  if (words[k]?.value !== "exec") return undefined;
  k++;
  while (k < words.length && words[k]!.value.startsWith("-")) k += EXEC_VALUE_OPTIONS.has(words[k]!.value) ? 2 : 1;
  // The container or service, then its command.
  return k + 1 < words.length ? k + 1 : undefined;
}

/**
 * How many leading words assign the command's output to PowerShell variables (`$r = iwr …`,
 * `$r= iwr …`, `[string]$s = …`, `[string] $s = …`, `$a = $b = …`, `$x ??= …`). In sh such words would
 * run the program a variable names, which no script does. At most 8 assignments are taken off.
 */
function assignedTo(words: readonly ShellWord[]): number {
  let i = 0;
  for (let n = 0; n < 8; n++) {
    const first = words[i]?.value;
    if (first === undefined || !(first.charCodeAt(0) === 36 /* $ */ || first.charCodeAt(0) === 91) /* [ */) return i;
    // A type apart from its variable (`[string] $s = …`) is one word more.
    const typed = PS_TYPE.test(first) && assignmentAt(words, i + 1) > 0 ? 1 : 0;
    const length = assignmentAt(words, i + typed);
    if (length === 0) return i;
    i += typed + length;
  }
  return i;
}

/** The words of an assignment at words[i] with something after it: 1 (`$x=`), 2 (`$x` `=`), or 0. */
function assignmentAt(words: readonly ShellWord[], i: number): number {
  const w = words[i]?.value;
  if (w === undefined) return 0;
  if (PS_VARIABLE_ASSIGNED.test(w) && i + 1 < words.length) return 1;
  return PS_VARIABLE.test(w) && i + 2 < words.length && PS_ASSIGNMENT.has(words[i + 1]!.value) ? 2 : 0;
}
const PS_TYPE_SOURCE = String.raw`\[[\w.\[\]]{1,100}\]`;
const PS_NAME = String.raw`\$(?:[A-Za-z_][\w:.]{0,200}|\{[^}]{1,200}\})`;
const PS_TYPE = new RegExp(`^${PS_TYPE_SOURCE}$`);
const PS_VARIABLE = new RegExp(`^(?:${PS_TYPE_SOURCE})?${PS_NAME}$`);
const PS_VARIABLE_ASSIGNED = new RegExp(`^(?:${PS_TYPE_SOURCE})?${PS_NAME}(?:[-+*/]|\\?\\?)?=$`);
const PS_ASSIGNMENT = new Set(["=", "+=", "-=", "*=", "/=", "??="]);

/** Whether an option is present: long names exactly or as `--name=…`; short letters alone or inside a cluster (`-fsSL`). */
export function hasOption(values: readonly string[], long: readonly string[], short = ""): boolean {
  for (const v of values) {
    if (v === "--") return false;
    if (v.startsWith("--")) {
      const name = v.includes("=") ? v.slice(0, v.indexOf("=")) : v;
      if (long.includes(name)) return true;
    } else if (short !== "" && v.startsWith("-") && v.length > 1 && /^-[A-Za-z]+$/.test(v)) {
      for (const ch of v.slice(1)) if (short.includes(ch)) return true;
    }
  }
  return false;
}

/** The value of an option (`--from x`, `--from=x`, `-p x`), else undefined. */
export function optionValue(values: readonly string[], names: readonly string[]): string | undefined {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    for (const n of names) {
      if (v === n) return values[i + 1];
      if (n.startsWith("--") && v.startsWith(`${n}=`)) return v.slice(n.length + 1);
    }
  }
  return undefined;
}

/** Arguments that are not options, skipping the values of the options named. */
export function operands(values: readonly string[], withValue: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  let rest = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (rest) out.push(v);
    else if (v === "--") rest = true;
    else if (v.startsWith("-") && v.length > 1) {
      if (withValue.has(v)) i++;
    } else out.push(v);
  }
  return out;
}
