// command + args -> what package a server launches and with which version spec.
// Rules reason about `Launch`, never about raw argument strings.
import semver from "semver";

export type Ecosystem = "npm" | "pypi" | "oci";

export type Runner =
  | "npx"
  | "npm exec"
  | "pnpm dlx"
  | "yarn dlx"
  | "bunx"
  | "uvx"
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
}

type Args = readonly string[];

/** Options that take a value in the next argument (when not written `--opt=value`). */
const VALUE_OPTIONS: Record<string, Set<string>> = {
  npm: new Set(["-p", "--package", "-c", "--call", "--registry", "--cache", "--userconfig", "--prefix", "-w", "--workspace", "--loglevel", "--node-options"]),
  pnpm: new Set(["--package", "--registry", "-C", "--dir", "--reporter"]),
  yarn: new Set(["-p", "--package"]),
  bun: new Set(["-p", "--package", "--registry"]),
  uv: new Set([
    "--from", "--with", "-w", "--with-editable", "--with-requirements", "--python", "-p", "--index", "--index-url",
    "--extra-index-url", "--default-index", "--find-links", "-f", "--constraints", "-c", "--overrides", "--env-file",
    "--directory", "--project", "--cache-dir", "--python-preference", "--index-strategy", "--keyring-provider",
    "--resolution", "--prerelease", "--exclude-newer", "--config-file", "--color",
  ]),
  pipx: new Set(["--spec", "--python", "--index-url", "-i", "--pip-args", "--backend"]),
  docker: new Set([
    "-e", "--env", "--env-file", "-v", "--volume", "--mount", "-p", "--publish", "--name", "--network", "--net", "-w",
    "--workdir", "-u", "--user", "--entrypoint", "-l", "--label", "--label-file", "-h", "--hostname", "--cap-add",
    "--cap-drop", "--device", "--add-host", "--dns", "--ipc", "--pid", "--platform", "--pull", "--restart", "--runtime",
    "--security-opt", "--shm-size", "--tmpfs", "--ulimit", "--userns", "--uts", "--volumes-from", "-m", "--memory",
    "--cpus", "--cpu-shares", "-c", "--gpus", "--log-driver", "--log-opt", "--mac-address", "--ip", "--ip6",
    "--network-alias", "--stop-signal", "--stop-timeout", "--cidfile", "--cgroupns", "--cgroup-parent", "--group-add",
    "--health-cmd", "--health-interval", "--health-retries", "--health-timeout", "--health-start-period",
    "--attach", "-a", "--expose", "--link", "--sysctl", "--storage-opt", "--isolation", "--kernel-memory",
    "--memory-swap", "--memory-reservation", "--oom-score-adj", "--pids-limit", "--blkio-weight", "--cpu-period",
    "--cpu-quota", "--cpuset-cpus", "--cpuset-mems", "--detach-keys", "--domainname", "--dns-option", "--dns-search",
    "--annotation", "--secret",
  ]),
};

/** Short boolean flags docker lets you bundle (`-it`, `-dit`). */
const DOCKER_BUNDLABLE = new Set(["i", "t", "d", "q", "P"]);

export function parseLaunch(command: string, args: Args): Launch | undefined {
  return parseFrom(executableName(command), args, 0);
}

function executableName(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}

function parseFrom(exe: string, args: Args, offset: number): Launch | undefined {
  const first = args[offset];
  switch (exe) {
    case "cmd":
      // Windows wrapper: `cmd /c npx -y pkg` runs npx.
      if (first !== undefined && /^\/c$/i.test(first) && args[offset + 1] !== undefined) {
        return parseFrom(executableName(args[offset + 1]!), args, offset + 2);
      }
      return undefined;
    case "npx":
      return parseNodeRunner("npx", "npm", args, offset);
    case "npm":
      if (first === "exec" || first === "x") return parseNodeRunner("npm exec", "npm", args, offset + 1);
      return undefined;
    case "pnpm":
      if (first === "dlx") return parseNodeRunner("pnpm dlx", "pnpm", args, offset + 1);
      return undefined;
    case "pnpx":
      return parseNodeRunner("pnpm dlx", "pnpm", args, offset);
    case "yarn":
      if (first === "dlx") return parseNodeRunner("yarn dlx", "yarn", args, offset + 1);
      return undefined;
    case "bunx":
      return parseNodeRunner("bunx", "bun", args, offset);
    case "bun":
      if (first === "x") return parseNodeRunner("bunx", "bun", args, offset + 1);
      return undefined;
    case "uvx":
      return parsePythonRunner("uvx", args, offset);
    case "uv":
      if (first === "tool" && args[offset + 1] === "run") return parsePythonRunner("uvx", args, offset + 2);
      return undefined;
    case "pipx":
      if (first === "run") return parsePythonRunner("pipx run", args, offset + 1);
      return undefined;
    case "docker":
    case "podman": {
      const runner: Runner = exe === "docker" ? "docker run" : "podman run";
      if (first === "run") return parseContainerRun(runner, args, offset + 1);
      if (first === "container" && args[offset + 1] === "run") return parseContainerRun(runner, args, offset + 2);
      return undefined;
    }
    default:
      return undefined;
  }
}

interface ScannedOptions {
  options: LaunchOption[];
  /** Index of the first positional argument (args.length when none). */
  positional: number;
  /** Whether a `--` separated options from the positional. */
  dashDash: boolean;
}

/** Walk runner options up to the first positional, honouring `--opt value`, `--opt=value` and `--`. */
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
      i += 2;
      continue;
    }
    // `-eKEY=v` / `-p8080:80`: a short value option glued to its value.
    if (!arg.startsWith("--") && arg.length > 2 && valueOptions.has(arg.slice(0, 2)) && !(bundlable && [...arg.slice(1)].every((c) => bundlable.has(c)))) {
      options.push({ flag: arg.slice(0, 2), value: arg.slice(2), argIndex: i, valueIndex: i, valueOffset: 2 });
      i++;
      continue;
    }
    options.push({ flag: arg, value: undefined, argIndex: i, valueIndex: -1, valueOffset: 0 });
    i++;
  }
  return { options, positional: i, dashDash: false };
}

function parseNodeRunner(runner: Runner, family: "npm" | "pnpm" | "yarn" | "bun", args: Args, start: number): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]!);
  const fromOptions = scanned.options
    .filter((o) => (o.flag === "-p" || o.flag === "--package") && o.value !== undefined && o.valueIndex !== -1)
    .map((o) => npmPackageRef(o.value!, o.valueIndex, o.valueOffset));
  let positional = scanned.positional;
  // `npm exec -- pkg args`: npm reads the package after the separator.
  if (positional < args.length && args[positional] === "--") positional++;
  const head = args[positional];
  if (fromOptions.length > 0) {
    return {
      runner,
      ecosystem: "npm",
      packages: fromOptions,
      bin: head,
      programArgsStart: head === undefined ? args.length : positional + 1,
      options: scanned.options,
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
    options: scanned.options,
    argsOffset: start,
  };
}

function parsePythonRunner(runner: Runner, args: Args, start: number): Launch | undefined {
  const family = runner === "uvx" ? "uv" : "pipx";
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]!);
  const fromFlag = runner === "uvx" ? "--from" : "--spec";
  const from = scanned.options.find((o) => o.flag === fromFlag && o.value !== undefined && o.valueIndex !== -1);
  const head = args[scanned.positional];
  if (from) {
    return {
      runner,
      ecosystem: "pypi",
      packages: [pypiPackageRef(from.value!, from.valueIndex, from.valueOffset)],
      bin: head,
      programArgsStart: head === undefined ? args.length : scanned.positional + 1,
      options: scanned.options,
      argsOffset: start,
    };
  }
  if (head === undefined) return undefined;
  return {
    runner,
    ecosystem: "pypi",
    packages: [pypiPackageRef(head, scanned.positional, 0)],
    bin: undefined,
    programArgsStart: scanned.positional + 1,
    options: scanned.options,
    argsOffset: start,
  };
}

function parseContainerRun(runner: Runner, args: Args, start: number): Launch | undefined {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.docker!, DOCKER_BUNDLABLE);
  const image = args[scanned.positional];
  if (image === undefined) return undefined;
  return {
    runner,
    ecosystem: "oci",
    packages: [imageRef(image, scanned.positional)],
    bin: undefined,
    programArgsStart: scanned.positional + 1,
    options: scanned.options,
    argsOffset: start,
  };
}

// ---- package spec parsing ----------------------------------------------------------------

/** `@scope/name@spec`, `name@spec`, `name`; also `npm:` aliases are left as "other". */
export function npmPackageRef(token: string, argIndex: number, base: number): PackageRef {
  const scoped = token.startsWith("@");
  const at = token.indexOf("@", scoped ? 1 : 0);
  const name = at === -1 ? token : token.slice(0, at);
  const spec = at === -1 ? undefined : token.slice(at + 1);
  const looksLikeSource = /^(git\+|git:|github:|gitlab:|bitbucket:|https?:|file:|\.{0,2}\/)/.test(token) || (!scoped && name.includes("/"));
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
  if (spec === undefined || spec === "") return "none";
  if (semver.valid(spec)) return "exact";
  if (semver.validRange(spec)) return "range";
  if (/^(git\+|git:|github:|https?:|file:|npm:)/.test(spec)) return "other";
  return "tag";
}

const PEP440_VERSION = /^v?\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?(\+[a-z0-9.]+)?$/i;

/** `name==1.2.3`, `name@1.2.3` (uvx), `name@latest`, `name>=1`, `name[extra]==1`, `git+https://…`. */
export function pypiPackageRef(token: string, argIndex: number, base: number): PackageRef {
  if (/^(git\+|https?:|file:|\.{0,2}\/)/.test(token)) {
    return { ecosystem: "pypi", name: token, written: token, spec: undefined, specKind: "other", argIndex, nameStart: base, nameEnd: base + token.length, versionStart: base + token.length, versionEnd: base + token.length };
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?/.exec(token);
  const nameLen = m ? m[1]!.length : token.length;
  const afterExtras = m ? m[0].length : token.length;
  const rest = token.slice(afterExtras);
  let spec: string | undefined;
  let kind: SpecKind;
  if (rest === "") {
    spec = undefined;
    kind = "none";
  } else if (rest.startsWith("@")) {
    spec = rest.slice(1);
    kind = spec === "latest" ? "tag" : PEP440_VERSION.test(spec) ? "exact" : "other";
  } else if (/^===?/.test(rest)) {
    spec = rest.replace(/^===?/, "");
    kind = spec.includes("*") || spec.includes(",") ? "range" : "exact";
  } else {
    spec = rest;
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

/** `[registry/]repo[:tag][@sha256:…]` */
export function imageRef(token: string, argIndex: number): PackageRef {
  const at = token.indexOf("@");
  const digest = at === -1 ? undefined : token.slice(at + 1);
  const nameAndTag = at === -1 ? token : token.slice(0, at);
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
