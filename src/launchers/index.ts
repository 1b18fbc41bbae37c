// command + args -> what package a server launches and with which version spec.
// Rules reason about `Launch`, never about raw argument strings.
import * as semver from "../core/semver.js";

export type Ecosystem = "npm" | "pypi" | "oci";

export type Runner =
  | "npx"
  | "npm exec"
  | "pnpm dlx"
  | "yarn dlx"
  | "bunx"
  | "uvx"
  | "uv run"
  | "pipx run"
  | "docker run"
  | "podman run";

/**
 * exact: one version (npm `1.2.3`, PyPI `==1.2.3`); digest: an image pinned by digest;
 * range: `^1`, `1.x`, `>=1`; tag: a moving name (`latest`, `next`, an image tag);
 * none: no version at all; other: git, URL or path specs that no registry resolves.
 */
export type SpecKind = "exact" | "digest" | "range" | "tag" | "none" | "other";

export interface PackageRef {
  ecosystem: Ecosystem;
  /** Package name (npm, PyPI as written) or image repository. */
  name: string;
  /** The package token exactly as written (`@angular/cli@latest`, `mcp-grafana==0.7.9`, `ghcr.io/x/y:1`). */
  written: string;
  /** The version spec as written (`latest`, `^1`, `==1.2.3` -> `1.2.3`), undefined when none. */
  spec: string | undefined;
  specKind: SpecKind;
  /** Index in `args` of the string holding this package; -1 when it is the command itself. */
  argIndex: number;
  /** Offsets inside that string: the name, and the version part including its separator. */
  nameStart: number;
  nameEnd: number;
  /** Start/end of `@spec`, `==spec`, `:tag` (equal to nameEnd when there is none). */
  versionStart: number;
  versionEnd: number;
  /** OCI only: tag and digest. */
  tag?: string;
  digest?: string;
}

export interface LaunchOption {
  /** The flag as written (`-e`, `--env`, `--privileged`). */
  flag: string;
  value: string | undefined;
  /** Index in args of the flag. */
  argIndex: number;
  /** Index in args of the value (same as argIndex for `--flag=value`), -1 when there is none. */
  valueIndex: number;
  /** Offset of the value inside args[valueIndex]. */
  valueOffset: number;
}

export interface Launch {
  runner: Runner;
  ecosystem: Ecosystem;
  /** The packages the runner fetches (several with `npx -p a -p b`); the first is the main one. */
  packages: PackageRef[];
  /** The program run, when it differs from the package name (`npx -p pkg bin`, `uvx --from pkg bin`). */
  bin: string | undefined;
  /** Index in args of the first argument handed to the launched program (args.length when none). */
  programArgsStart: number;
  /** Runner options before the package (docker flags, `--from`, `-y`...). */
  options: LaunchOption[];
  /** Index of the args element where arguments start, after a `cmd /c`-style wrapper. */
  argsOffset: number;
  /** `uv run --with-requirements <file>`: requirement files whose packages are installed too (their pins are in the file). */
  requirementFiles?: { path: string; argIndex: number }[];
  /**
   * The command line was packed into `command` (`"docker run -i --rm ghcr.io/x/y:1"`): indexes below
   * 0 are words of the command; a package or option there has `argIndex` -1 and offsets inside the command string.
   */
  packed?: boolean;
}

type Args = readonly string[];

/** Options that take a value in the next argument (when not written `--opt=value`). */
const VALUE_OPTIONS: Record<string, Set<string>> = {
  // npm exec / npx: https://docs.npmjs.com/cli/commands/npm-exec (plus the npm config flags seen in configs)
  npm: new Set(["-p", "--package", "-c", "--call", "--registry", "--cache", "--userconfig", "--prefix", "-w", "--workspace", "--loglevel", "--node-options", "--script-shell",
    "--proxy", "--https-proxy", "--ca", "--cafile", "--scope", "--otp", "--globalconfig", "--location", "--include", "--omit", "--before", "--tag"]),
  // pnpm dlx: https://pnpm.io/cli/dlx
  pnpm: new Set(["--package", "--registry", "-C", "--dir", "--reporter", "--filter", "-F", "--allow-build"]),
  // yarn dlx: https://yarnpkg.com/cli/dlx
  yarn: new Set(["-p", "--package", "--cwd"]),
  // bunx: https://bun.sh/docs/cli/bunx
  bun: new Set(["-p", "--package", "--registry", "--cwd"]),
  // uv tool run: https://docs.astral.sh/uv/reference/cli/#uv-tool-run
  uv: new Set([
    "--from", "--with", "-w", "--with-editable", "--with-requirements", "--python", "-p", "--index", "--index-url",
    "--extra-index-url", "--default-index", "--find-links", "-f", "--constraints", "-c", "--overrides", "--env-file",
    "--directory", "--project", "--cache-dir", "--python-preference", "--index-strategy", "--keyring-provider",
    "--resolution", "--prerelease", "--exclude-newer", "--config-file", "--color", "--build-constraints", "-b",
    "--config-setting", "-C", "--link-mode", "--refresh-package", "--reinstall-package", "--upgrade-package", "-P",
    "--no-binary-package", "--no-build-package", "--allow-insecure-host", "--python-platform", "--torch-backend",
  ]),
  // pipx run: https://pipx.pypa.io/stable/docs/#pipx-run
  pipx: new Set(["--spec", "--python", "--index-url", "-i", "--pip-args", "--backend", "--fetch-python"]),
  // docker run / podman run: https://docs.docker.com/reference/cli/docker/container/run/, https://docs.podman.io/en/latest/markdown/podman-run.1.html
  docker: new Set([
    "-e", "--env", "--env-file", "-v", "--volume", "--mount", "-p", "--publish", "--name", "--network", "--net", "-w",
    "--workdir", "-u", "--user", "--entrypoint", "-l", "--label", "--label-file", "-h", "--hostname", "--cap-add",
    "--cap-drop", "--device", "--add-host", "--dns", "--ipc", "--pid", "--platform", "--pull", "--restart", "--runtime",
    "--security-opt", "--shm-size", "--tmpfs", "--ulimit", "--userns", "--uts", "--volumes-from", "-m", "--memory",
    "--cpus", "--cpu-shares", "-c", "--gpus", "--log-driver", "--log-opt", "--mac-address", "--ip", "--ip6",
    "--network-alias", "--stop-signal", "--stop-timeout", "--cidfile", "--cgroupns", "--cgroup-parent", "--group-add",
    "--health-cmd", "--health-interval", "--health-retries", "--health-timeout", "--health-start-period",
    "--health-start-interval", "--attach", "-a", "--expose", "--link", "--link-local-ip", "--sysctl", "--storage-opt",
    "--isolation", "--kernel-memory", "--memory-swap", "--memory-reservation", "--memory-swappiness", "--oom-score-adj",
    "--pids-limit", "--blkio-weight", "--blkio-weight-device", "--cpu-period", "--cpu-quota", "--cpu-rt-period",
    "--cpu-rt-runtime", "--cpuset-cpus", "--cpuset-mems", "--cpu-count", "--cpu-percent", "--detach-keys", "--domainname",
    "--dns-option", "--dns-opt", "--dns-search", "--device-cgroup-rule", "--device-read-bps", "--device-read-iops",
    "--device-write-bps", "--device-write-iops", "--io-maxbandwidth", "--io-maxiops", "--volume-driver", "--annotation",
    "--secret",
    // podman-only
    "--arch", "--os", "--variant", "--authfile", "--cert-dir", "--creds", "--decryption-key", "--cgroups", "--conmon-pidfile",
    "--gidmap", "--uidmap", "--subgidname", "--subuidname", "--hostuser", "--image-volume", "--init-ctr", "--pod",
    "--pod-id-file", "--preserve-fds", "--requires", "--sdnotify", "--seccomp-policy", "--systemd", "--timeout", "--tz",
    "--umask", "--unsetenv", "--passwd-entry", "--group-entry", "--chrootdirs", "--personality", "--pidfile",
    "--rdt-class", "--retry", "--retry-delay", "--log-level", "--init-path", "--env-merge", "--hosts-file",
  ]),
  // docker exec / podman exec: https://docs.docker.com/reference/cli/docker/container/exec/
  dockerExec: new Set(["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--preserve-fds"]),
  // global options written before the subcommand (`docker --context x run`, `podman --remote run`)
  dockerGlobal: new Set(["--context", "-c", "--host", "-H", "--config", "--log-level", "-l", "--tlscacert", "--tlscert", "--tlskey", "--connection", "--url", "--identity", "--root", "--runroot", "--storage-driver", "--cgroup-manager", "--events-backend", "--network-cmd-path", "--tmpdir", "--module"]),
};

/** Short boolean flags docker lets you bundle (`-it`, `-dit`). */
const DOCKER_BUNDLABLE = new Set(["i", "t", "d", "q", "P"]);

export function parseLaunch(command: string, args: Args): Launch | undefined {
  const whole = parseFrom(executableName(command), args, 0);
  if (whole || !/\s/.test(command.trim())) return whole;
  return parsePacked(command, args);
}

/**
 * A whole launch written in `command` (`"docker run -i --rm image"`, `"npx -y pkg"`): hosts that
 * spawn through a shell, and Mistral Vibe (which splits it with shlex), run it as that line. The
 * words are parsed as arguments, then every index is mapped back: a word of the command gets
 * argIndex -1 and offsets inside the command string (only for words written without quotes, so an
 * edit computed from them lands on the same characters).
 */
function parsePacked(command: string, args: Args): Launch | undefined {
  const words = commandWords(command);
  if (words.length < 2 || !KNOWN_EXECUTABLES.has(executableName(words[0]!.value))) return undefined;
  const packed = words.slice(1);
  const k = packed.length;
  const launch = parseFrom(executableName(words[0]!.value), [...packed.map((w) => w.value), ...args], 0);
  if (!launch) return undefined;
  const shift = (index: number) => (index < 0 ? index : index < k ? -1 : index - k);
  const base = (index: number) => (index >= 0 && index < k && packed[index]!.plain ? packed[index]!.start : undefined);
  for (const pkg of launch.packages) {
    const at = pkg.argIndex;
    if (at >= 0 && at < k) {
      const b = base(at);
      if (b === undefined) {
        // Quoted: no offsets into the command text (a fix must not guess where the characters are).
        pkg.nameStart = pkg.nameEnd = pkg.versionStart = pkg.versionEnd = -1;
      } else {
        pkg.nameStart += b;
        pkg.nameEnd += b;
        pkg.versionStart += b;
        pkg.versionEnd += b;
      }
    }
    pkg.argIndex = shift(at);
  }
  for (const option of launch.options) {
    const b = base(option.valueIndex);
    if (option.valueIndex >= 0 && option.valueIndex < k) option.valueOffset = b === undefined ? -1 : option.valueOffset + b;
    option.argIndex = shift(option.argIndex);
    option.valueIndex = shift(option.valueIndex);
  }
  for (const file of launch.requirementFiles ?? []) file.argIndex = shift(file.argIndex);
  launch.programArgsStart = Math.max(0, launch.programArgsStart - k);
  launch.argsOffset = Math.max(0, launch.argsOffset - k);
  launch.packed = true;
  return launch;
}

/** The programs `parseFrom` knows: only a line starting with one is read as a packed launch. */
const KNOWN_EXECUTABLES = new Set(["cmd", "env", "npx", "npm", "pnpm", "pnpx", "yarn", "bunx", "bun", "uvx", "uv", "pipx", "docker", "podman"]);

interface Word {
  value: string;
  /** Offset of the word in the command string. */
  start: number;
  /** Written as is: no quotes or backslashes, so the value is the text at `start`. */
  plain: boolean;
}

/** POSIX-shell-like words: blanks split, '…' and "…" quote, a backslash escapes (no expansion). Linear. */
export function commandWords(line: string): Word[] {
  const words: Word[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i]!)) i++;
    if (i >= line.length) break;
    const start = i;
    let value = "";
    let plain = true;
    while (i < line.length && !/\s/.test(line[i]!)) {
      const c = line[i]!;
      if (c === "'" || c === '"') {
        plain = false;
        const close = line.indexOf(c, i + 1);
        const end = close === -1 ? line.length : close;
        value += line.slice(i + 1, end);
        i = end + 1;
      } else if (c === "\\" && i + 1 < line.length) {
        plain = false;
        value += line[i + 1];
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    words.push({ value, start, plain });
  }
  return words;
}

function executableName(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}

function parseFrom(exe: string, args: Args, offset: number): Launch | undefined {
  switch (exe) {
    case "cmd": {
      // Windows wrapper: `cmd /c npx -y pkg` (also `/k`, and switches such as `/d /s` before it) runs npx.
      let i = offset;
      while (i < args.length && /^\/[a-z]$/i.test(args[i]!) && !/^\/[ck]$/i.test(args[i]!)) i++;
      if (i < args.length && /^\/[ck]$/i.test(args[i]!) && args[i + 1] !== undefined) {
        return parseFrom(executableName(args[i + 1]!), args, i + 2);
      }
      return undefined;
    }
    case "env": {
      // `env [-i] [-u NAME] [NAME=value…] npx …`: the environment changes, the launch does not.
      let i = offset;
      while (i < args.length) {
        const arg = args[i]!;
        if (arg === "-u" || arg === "--unset") i += 2;
        else if (arg.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(arg)) i++;
        else break;
      }
      return args[i] === undefined ? undefined : parseFrom(executableName(args[i]!), args, i + 1);
    }
    case "npx":
      return parseNodeRunner("npx", "npm", args, offset, []);
    case "npm":
      return subcommand(args, offset, VALUE_OPTIONS.npm!, ["exec", "x"], (at, before) => parseNodeRunner("npm exec", "npm", args, at, before));
    case "pnpm":
      // `pnpm --package=a dlx b` is the documented spelling of extra packages.
      return subcommand(args, offset, VALUE_OPTIONS.pnpm!, ["dlx"], (at, before) => parseNodeRunner("pnpm dlx", "pnpm", args, at, before));
    case "pnpx":
      return parseNodeRunner("pnpm dlx", "pnpm", args, offset, []);
    case "yarn":
      return subcommand(args, offset, VALUE_OPTIONS.yarn!, ["dlx"], (at, before) => parseNodeRunner("yarn dlx", "yarn", args, at, before));
    case "bunx":
      return parseNodeRunner("bunx", "bun", args, offset, []);
    case "bun":
      return subcommand(args, offset, VALUE_OPTIONS.bun!, ["x"], (at, before) => parseNodeRunner("bunx", "bun", args, at, before));
    case "uvx":
      return parsePythonRunner("uvx", args, offset, []);
    case "uv":
      return subcommand(args, offset, VALUE_OPTIONS.uv!, ["tool", "run"], (at, before) => {
        // `uv run --with pkg cmd`: the project's environment plus packages fetched for this run.
        if (args[at - 1] === "run") return parseUvRun(args, at, before);
        return args[at] === "run" ? parsePythonRunner("uvx", args, at + 1, before) : undefined;
      });
    case "pipx":
      return subcommand(args, offset, VALUE_OPTIONS.pipx!, ["run"], (at, before) => parsePythonRunner("pipx run", args, at, before));
    case "docker":
    case "podman": {
      const runner: Runner = exe === "docker" ? "docker run" : "podman run";
      return subcommand(args, offset, VALUE_OPTIONS.dockerGlobal!, ["run", "container", "exec"], (at, before) => {
        if (args[at - 1] === "run") return parseContainerRun(runner, args, at, before);
        if (args[at - 1] === "exec") return parseContainerExec(args, at);
        if (args[at] === "exec") return parseContainerExec(args, at + 1);
        return args[at] === "run" ? parseContainerRun(runner, args, at + 1, before) : undefined;
      });
    }
    default:
      return undefined;
  }
}

/**
 * `tool [global options] <subcommand> …`: skip the options written before the subcommand and hand
 * the parser the index just after it, with those options (they still configure the run).
 */
function subcommand(
  args: Args,
  offset: number,
  valueOptions: Set<string>,
  names: string[],
  then: (after: number, before: LaunchOption[]) => Launch | undefined,
): Launch | undefined {
  const scanned = scanOptions(args, offset, valueOptions);
  if (scanned.dashDash) return undefined;
  const word = args[scanned.positional];
  if (word === undefined || !names.includes(word)) return undefined;
  return then(scanned.positional + 1, scanned.options);
}

interface ScannedOptions {
  options: LaunchOption[];
  /** Index of the first positional argument (args.length when none). */
  positional: number;
  /** Whether a `--` separated options from the positional. */
  dashDash: boolean;
}

/**
 * Walk runner options up to the first positional, honouring `--opt value`, `--opt=value` and `--`.
 * With `bundlable` (docker/podman, whose CLI parses POSIX short flags), `-it`, `-eKEY=v` and
 * `-itp 8080:80` are read the way the runtime reads them: flags in a bundle until one takes a value.
 */
function scanOptions(args: Args, start: number, valueOptions: Set<string>, bundlable?: Set<string>): ScannedOptions {
  const options: LaunchOption[] = [];
  let i = start;
  while (i < args.length) {
    const arg = args[i]!;
    if (arg === "--") return { options, positional: i + 1, dashDash: true };
    if (!arg.startsWith("-") || arg === "-") break;
    const eq = arg.indexOf("=");
    if (arg.startsWith("--") && eq !== -1) {
      options.push({ flag: arg.slice(0, eq), value: arg.slice(eq + 1), argIndex: i, valueIndex: i, valueOffset: eq + 1 });
      i++;
      continue;
    }
    if (valueOptions.has(arg)) {
      const value = args[i + 1];
      options.push({ flag: arg, value, argIndex: i, valueIndex: value === undefined ? -1 : i + 1, valueOffset: 0 });
      i += value === undefined ? 1 : 2;
      continue;
    }
    if (!arg.startsWith("--") && arg.length > 2) {
      if (bundlable) {
        // POSIX bundle: `-it` -> -i -t; `-itp 80:80` -> -i -t -p 80:80; `-eKEY=v` -> -e KEY=v.
        let consumed = 1;
        for (let k = 1; k < arg.length; k++) {
          const short = `-${arg[k]}`;
          if (valueOptions.has(short)) {
            if (k + 1 < arg.length) {
              options.push({ flag: short, value: arg.slice(k + 1), argIndex: i, valueIndex: i, valueOffset: k + 1 });
            } else {
              const value = args[i + 1];
              options.push({ flag: short, value, argIndex: i, valueIndex: value === undefined ? -1 : i + 1, valueOffset: 0 });
              if (value !== undefined) consumed = 2;
            }
            break;
          }
          options.push({ flag: short, value: undefined, argIndex: i, valueIndex: -1, valueOffset: 0 });
        }
        i += consumed;
        continue;
      }
      // `-pvalue`: a short value option glued to its value.
      if (valueOptions.has(arg.slice(0, 2))) {
        options.push({ flag: arg.slice(0, 2), value: arg.slice(2), argIndex: i, valueIndex: i, valueOffset: 2 });
        i++;
        continue;
      }
    }
    options.push({ flag: arg, value: undefined, argIndex: i, valueIndex: -1, valueOffset: 0 });
    i++;
  }
  return { options, positional: i, dashDash: false };
}

function parseNodeRunner(runner: Runner, family: "npm" | "pnpm" | "yarn" | "bun", args: Args, start: number, before: LaunchOption[]): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]!);
  const options = [...before, ...scanned.options];
  const fromOptions = options
    .filter((o) => (o.flag === "-p" || o.flag === "--package") && o.value !== undefined && o.valueIndex !== -1)
    .map((o) => npmPackageRef(o.value!, o.valueIndex, o.valueOffset));
  const positional = scanned.positional;
  const head = args[positional];
  if (fromOptions.length > 0) {
    // With --package, the first positional is the command to run (`npx -p @scope/pkg bin`).
    return {
      runner,
      ecosystem: "npm",
      packages: fromOptions,
      bin: head,
      programArgsStart: head === undefined ? args.length : positional + 1,
      options,
      argsOffset: start,
    };
  }
  if (head === undefined) return undefined;
  return {
    runner,
    ecosystem: "npm",
    packages: [npmPackageRef(head, positional, 0)],
    bin: undefined,
    programArgsStart: positional + 1,
    options,
    argsOffset: start,
  };
}

function parsePythonRunner(runner: Runner, args: Args, start: number, before: LaunchOption[]): Launch | undefined {
  const family = runner === "uvx" ? "uv" : "pipx";
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]!);
  const options = [...before, ...scanned.options];
  const fromFlag = runner === "uvx" ? "--from" : "--spec";
  const from = options.find((o) => o.flag === fromFlag && o.value !== undefined && o.valueIndex !== -1);
  // uv's `--with a,b` installs more packages next to the tool: they run too.
  const extras = runner === "uvx" ? options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== undefined && o.valueIndex !== -1).flatMap((o) => withRequirements(o)) : [];
  const head = args[scanned.positional];
  if (from) {
    return {
      runner,
      ecosystem: "pypi",
      packages: [pypiPackageRef(from.value!, from.valueIndex, from.valueOffset), ...extras],
      bin: head,
      programArgsStart: head === undefined ? args.length : scanned.positional + 1,
      options,
      argsOffset: start,
    };
  }
  if (head === undefined) return undefined;
  return {
    runner,
    ecosystem: "pypi",
    packages: [pypiPackageRef(head, scanned.positional, 0), ...extras],
    bin: undefined,
    programArgsStart: scanned.positional + 1,
    options,
    argsOffset: start,
  };
}

/** `--with a,b>=1,<2`: split at commas that start a new requirement (a name), not a specifier. */
function withRequirements(option: LaunchOption): PackageRef[] {
  const value = option.value!;
  const refs: PackageRef[] = [];
  let from = 0;
  for (let k = 0; k <= value.length; k++) {
    if (k === value.length || (value[k] === "," && /[A-Za-z0-9]/.test(value[k + 1] ?? ""))) {
      const token = value.slice(from, k);
      if (token.trim() !== "") refs.push(pypiPackageRef(token, option.valueIndex, option.valueOffset + from));
      from = k + 1;
    }
  }
  return refs;
}

function parseContainerRun(runner: Runner, args: Args, start: number, before: LaunchOption[]): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.docker!, DOCKER_BUNDLABLE);
  const image = args[scanned.positional];
  if (image === undefined) return undefined;
  return {
    runner,
    ecosystem: "oci",
    packages: [imageRef(image, scanned.positional)],
    bin: undefined,
    programArgsStart: scanned.positional + 1,
    options: [...before, ...scanned.options],
    argsOffset: start,
  };
}

/**
 * `docker exec [options] <container> npx -y pkg`: the container already runs; what this starts in it
 * is the launch that follows the container's name (npx, uvx, …), read as if typed there.
 * Source: https://docs.docker.com/reference/cli/docker/container/exec/ (options).
 */
function parseContainerExec(args: Args, start: number): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.dockerExec!, DOCKER_BUNDLABLE);
  const program = args[scanned.positional + 1];
  if (args[scanned.positional] === undefined || program === undefined) return undefined;
  return parseFrom(executableName(program), args, scanned.positional + 2);
}

/**
 * `uv run [options] <command>`: runs in the project's environment; `--with <req>` adds packages
 * fetched for this run, `--with-requirements <file>` those a file lists. Without either it fetches
 * nothing (the project's own lockfile decides): not a package launch.
 * Source: https://docs.astral.sh/uv/reference/cli/#uv-run
 */
function parseUvRun(args: Args, start: number, before: LaunchOption[]): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.uv!);
  const options = [...before, ...scanned.options];
  const withs = options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== undefined && o.valueIndex !== -1);
  const files = options.filter((o) => o.flag === "--with-requirements" && o.value !== undefined && o.valueIndex !== -1);
  if (withs.length === 0 && files.length === 0) return undefined;
  const head = args[scanned.positional];
  const launch: Launch = {
    runner: "uv run",
    ecosystem: "pypi",
    packages: withs.flatMap((o) => withRequirements(o)),
    bin: head,
    programArgsStart: head === undefined ? args.length : scanned.positional + 1,
    options,
    argsOffset: start,
  };
  if (files.length > 0) launch.requirementFiles = files.map((o) => ({ path: o.value!, argIndex: o.valueIndex }));
  return launch;
}

// ---- package spec parsing ----------------------------------------------------------------

/** Specs no registry resolves by version: git hosts, URLs, local paths. */
const NPM_SOURCE_SPEC = /^(git\+|git:|git@|ssh:|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|portal:|workspace:|patch:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i;

/** `@scope/name@spec`, `name@spec`, `name`; git, URL and path specs are "other". */
export function npmPackageRef(token: string, argIndex: number, base: number): PackageRef {
  const scoped = token.startsWith("@");
  const at = token.indexOf("@", scoped ? 1 : 0);
  const name = at === -1 ? token : token.slice(0, at);
  const spec = at === -1 ? undefined : token.slice(at + 1);
  // `user/repo` is npm's GitHub shorthand; a path or URL is not a registry package either.
  const looksLikeSource = NPM_SOURCE_SPEC.test(token) || (!scoped && name.includes("/")) || (scoped && !name.includes("/"));
  return {
    ecosystem: "npm",
    name: looksLikeSource ? token : name,
    written: token,
    spec: looksLikeSource ? undefined : spec,
    specKind: looksLikeSource ? "other" : classifyNpmSpec(spec),
    argIndex,
    nameStart: base,
    nameEnd: base + (looksLikeSource ? token.length : name.length),
    versionStart: base + (looksLikeSource ? token.length : name.length),
    versionEnd: base + token.length,
  };
}

export function classifyNpmSpec(spec: string | undefined): SpecKind {
  // `npm:other@1.2.3` is an alias: the registry still resolves it, by the inner spec (a loop: an
  // alias of an alias of … is no reason to recurse).
  while (spec !== undefined && /^npm:/i.test(spec)) {
    const inner = spec.slice(4);
    const at = inner.indexOf("@", inner.startsWith("@") ? 1 : 0);
    spec = at === -1 ? undefined : inner.slice(at + 1);
  }
  if (spec === undefined || spec === "") return "none";
  let kind = specKinds.get(spec);
  if (kind === undefined) {
    if (specKinds.size >= MAX_REMEMBERED_SPECS) specKinds.clear();
    specKinds.set(spec, (kind = classifyPlainSpec(spec)));
  }
  return kind;
}

/**
 * Specs already classified: semver's range parser throws (and builds a stack trace) on every tag,
 * which made `name@latest` cost most of the model of a config of 100,000 servers.
 */
const specKinds = new Map<string, SpecKind>();
const MAX_REMEMBERED_SPECS = 10_000;

function classifyPlainSpec(spec: string): SpecKind {
  if (NPM_SOURCE_SPEC.test(spec) || spec.includes("/") || spec.includes(":")) return "other";
  if (semver.valid(spec)) return "exact";
  if (semver.validRange(spec)) return "range";
  return "tag";
}

/** PEP 440 public version with an optional local part (https://peps.python.org/pep-0440/). */
const PEP440_VERSION = /^v?(\d+!)?\d+(\.\d+)*([-_.]?(a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?([-_.]?(post|rev|r)[-_.]?\d*|-\d+)?([-_.]?dev[-_.]?\d*)?(\+[a-z0-9]+([-_.][a-z0-9]+)*)?$/i;

/** `name==1.2.3`, `name@1.2.3` (uvx), `name@latest`, `name>=1`, `name[extra]==1`, `git+https://…`. */
export function pypiPackageRef(token: string, argIndex: number, base: number): PackageRef {
  if (/^(git\+|hg\+|svn\+|bzr\+|https?:|file:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i.test(token)) {
    return { ecosystem: "pypi", name: token, written: token, spec: undefined, specKind: "other", argIndex, nameStart: base, nameEnd: base + token.length, versionStart: base + token.length, versionEnd: base + token.length };
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\s*\[[^\]]*\])?/.exec(token);
  const nameLen = m ? m[1]!.length : token.length;
  const afterExtras = m ? m[0].length : token.length;
  const rest = token.slice(afterExtras);
  let spec: string | undefined;
  let kind: SpecKind;
  if (rest.trim() === "") {
    spec = undefined;
    kind = "none";
  } else if (/^\s*@/.test(rest)) {
    // uvx `name@version` / `name@latest`; PEP 508 `name @ url` is a direct reference.
    spec = rest.replace(/^\s*@\s*/, "");
    kind = spec === "latest" ? "tag" : PEP440_VERSION.test(spec) ? "exact" : "other";
  } else if (/^\s*===?/.test(rest)) {
    spec = rest.replace(/^\s*===?\s*/, "");
    kind = /[*,;<>!~]/.test(spec) ? "range" : "exact";
  } else {
    spec = rest.trim();
    kind = "range";
  }
  return {
    ecosystem: "pypi",
    name: token.slice(0, nameLen),
    written: token,
    spec,
    specKind: kind,
    argIndex,
    nameStart: base,
    nameEnd: base + nameLen,
    versionStart: base + afterExtras,
    versionEnd: base + token.length,
  };
}

/** `[registry[:port]/]repo[:tag][@sha256:…]` */
export function imageRef(token: string, argIndex: number): PackageRef {
  const at = token.indexOf("@");
  const digest = at === -1 ? undefined : token.slice(at + 1);
  const nameAndTag = at === -1 ? token : token.slice(0, at);
  // A colon before the last slash is a registry port (`localhost:5000/x`), not a tag.
  const lastSlash = nameAndTag.lastIndexOf("/");
  const colon = nameAndTag.indexOf(":", lastSlash + 1);
  const name = colon === -1 ? nameAndTag : nameAndTag.slice(0, colon);
  const tag = colon === -1 ? undefined : nameAndTag.slice(colon + 1);
  const kind: SpecKind = digest ? "digest" : tag === undefined ? "none" : "tag";
  const ref: PackageRef = {
    ecosystem: "oci",
    name,
    written: token,
    spec: digest ?? tag,
    specKind: kind,
    argIndex,
    nameStart: 0,
    nameEnd: name.length,
    versionStart: name.length,
    versionEnd: token.length,
  };
  if (tag !== undefined) ref.tag = tag;
  if (digest !== undefined) ref.digest = digest;
  return ref;
}

/** How the package is written back with a new exact version, in the runner's own syntax. */
export function pinnedSpelling(ref: PackageRef, version: string): string {
  switch (ref.ecosystem) {
    case "npm":
      return `@${version}`;
    case "pypi":
      return `==${version}`;
    case "oci":
      return `:${version}`;
  }
}
