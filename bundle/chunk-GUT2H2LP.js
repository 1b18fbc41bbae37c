import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  valid,
  validRange
} from "./chunk-VHZINBXH.js";

// src/launchers/index.ts
var VALUE_OPTIONS = {
  // npm exec / npx: https://docs.npmjs.com/cli/commands/npm-exec (plus the npm config flags seen in configs)
  npm: /* @__PURE__ */ new Set([
    "-p",
    "--package",
    "-c",
    "--call",
    "--registry",
    "--cache",
    "--userconfig",
    "--prefix",
    "-w",
    "--workspace",
    "--loglevel",
    "--node-options",
    "--script-shell",
    "--proxy",
    "--https-proxy",
    "--ca",
    "--cafile",
    "--scope",
    "--otp",
    "--globalconfig",
    "--location",
    "--include",
    "--omit",
    "--before",
    "--tag"
  ]),
  // pnpm dlx: https://pnpm.io/cli/dlx
  pnpm: /* @__PURE__ */ new Set(["--package", "--registry", "-C", "--dir", "--reporter", "--filter", "-F", "--allow-build"]),
  // yarn dlx: https://yarnpkg.com/cli/dlx
  yarn: /* @__PURE__ */ new Set(["-p", "--package", "--cwd"]),
  // bunx: https://bun.sh/docs/cli/bunx
  bun: /* @__PURE__ */ new Set(["-p", "--package", "--registry", "--cwd"]),
  // uv tool run: https://docs.astral.sh/uv/reference/cli/#uv-tool-run
  uv: /* @__PURE__ */ new Set([
    "--from",
    "--with",
    "-w",
    "--with-editable",
    "--with-requirements",
    "--python",
    "-p",
    "--index",
    "--index-url",
    "--extra-index-url",
    "--default-index",
    "--find-links",
    "-f",
    "--constraints",
    "-c",
    "--overrides",
    "--env-file",
    "--directory",
    "--project",
    "--cache-dir",
    "--python-preference",
    "--index-strategy",
    "--keyring-provider",
    "--resolution",
    "--prerelease",
    "--exclude-newer",
    "--config-file",
    "--color",
    "--build-constraints",
    "-b",
    "--config-setting",
    "-C",
    "--link-mode",
    "--refresh-package",
    "--reinstall-package",
    "--upgrade-package",
    "-P",
    "--no-binary-package",
    "--no-build-package",
    "--allow-insecure-host",
    "--python-platform",
    "--torch-backend"
  ]),
  // pipx run: https://pipx.pypa.io/stable/docs/#pipx-run
  pipx: /* @__PURE__ */ new Set(["--spec", "--python", "--index-url", "-i", "--pip-args", "--backend", "--fetch-python"]),
  // docker run / podman run: https://docs.docker.com/reference/cli/docker/container/run/, https://docs.podman.io/en/latest/markdown/podman-run.1.html
  docker: /* @__PURE__ */ new Set([
    "-e",
    "--env",
    "--env-file",
    "-v",
    "--volume",
    "--mount",
    "-p",
    "--publish",
    "--name",
    "--network",
    "--net",
    "-w",
    "--workdir",
    "-u",
    "--user",
    "--entrypoint",
    "-l",
    "--label",
    "--label-file",
    "-h",
    "--hostname",
    "--cap-add",
    "--cap-drop",
    "--device",
    "--add-host",
    "--dns",
    "--ipc",
    "--pid",
    "--platform",
    "--pull",
    "--restart",
    "--runtime",
    "--security-opt",
    "--shm-size",
    "--tmpfs",
    "--ulimit",
    "--userns",
    "--uts",
    "--volumes-from",
    "-m",
    "--memory",
    "--cpus",
    "--cpu-shares",
    "-c",
    "--gpus",
    "--log-driver",
    "--log-opt",
    "--mac-address",
    "--ip",
    "--ip6",
    "--network-alias",
    "--stop-signal",
    "--stop-timeout",
    "--cidfile",
    "--cgroupns",
    "--cgroup-parent",
    "--group-add",
    "--health-cmd",
    "--health-interval",
    "--health-retries",
    "--health-timeout",
    "--health-start-period",
    "--health-start-interval",
    "--attach",
    "-a",
    "--expose",
    "--link",
    "--link-local-ip",
    "--sysctl",
    "--storage-opt",
    "--isolation",
    "--kernel-memory",
    "--memory-swap",
    "--memory-reservation",
    "--memory-swappiness",
    "--oom-score-adj",
    "--pids-limit",
    "--blkio-weight",
    "--blkio-weight-device",
    "--cpu-period",
    "--cpu-quota",
    "--cpu-rt-period",
    "--cpu-rt-runtime",
    "--cpuset-cpus",
    "--cpuset-mems",
    "--cpu-count",
    "--cpu-percent",
    "--detach-keys",
    "--domainname",
    "--dns-option",
    "--dns-opt",
    "--dns-search",
    "--device-cgroup-rule",
    "--device-read-bps",
    "--device-read-iops",
    "--device-write-bps",
    "--device-write-iops",
    "--io-maxbandwidth",
    "--io-maxiops",
    "--volume-driver",
    "--annotation",
    "--secret",
    // podman-only
    "--arch",
    "--os",
    "--variant",
    "--authfile",
    "--cert-dir",
    "--creds",
    "--decryption-key",
    "--cgroups",
    "--conmon-pidfile",
    "--gidmap",
    "--uidmap",
    "--subgidname",
    "--subuidname",
    "--hostuser",
    "--image-volume",
    "--init-ctr",
    "--pod",
    "--pod-id-file",
    "--preserve-fds",
    "--requires",
    "--sdnotify",
    "--seccomp-policy",
    "--systemd",
    "--timeout",
    "--tz",
    "--umask",
    "--unsetenv",
    "--passwd-entry",
    "--group-entry",
    "--chrootdirs",
    "--personality",
    "--pidfile",
    "--rdt-class",
    "--retry",
    "--retry-delay",
    "--log-level",
    "--init-path",
    "--env-merge",
    "--hosts-file"
  ]),
  // docker exec / podman exec: https://docs.docker.com/reference/cli/docker/container/exec/
  dockerExec: /* @__PURE__ */ new Set(["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--preserve-fds"]),
  // global options written before the subcommand (`docker --context x run`, `podman --remote run`)
  dockerGlobal: /* @__PURE__ */ new Set(["--context", "-c", "--host", "-H", "--config", "--log-level", "-l", "--tlscacert", "--tlscert", "--tlskey", "--connection", "--url", "--identity", "--root", "--runroot", "--storage-driver", "--cgroup-manager", "--events-backend", "--network-cmd-path", "--tmpdir", "--module"])
};
var DOCKER_BUNDLABLE = /* @__PURE__ */ new Set(["i", "t", "d", "q", "P"]);
function parseLaunch(command, args) {
  const whole = parseFrom(executableName(command), args, 0);
  if (whole || !/\s/.test(command.trim())) return whole;
  return parsePacked(command, args);
}
function parsePacked(command, args) {
  const words = commandWords(command);
  if (words.length < 2 || !KNOWN_EXECUTABLES.has(executableName(words[0].value))) return void 0;
  const packed = words.slice(1);
  const k = packed.length;
  const launch = parseFrom(executableName(words[0].value), [...packed.map((w) => w.value), ...args], 0);
  if (!launch) return void 0;
  const shift = (index) => index < 0 ? index : index < k ? -1 : index - k;
  const base = (index) => index >= 0 && index < k && packed[index].plain ? packed[index].start : void 0;
  for (const pkg of launch.packages) {
    const at = pkg.argIndex;
    if (at >= 0 && at < k) {
      const b = base(at);
      if (b === void 0) {
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
    if (option.valueIndex >= 0 && option.valueIndex < k) option.valueOffset = b === void 0 ? -1 : option.valueOffset + b;
    option.argIndex = shift(option.argIndex);
    option.valueIndex = shift(option.valueIndex);
  }
  for (const file of launch.requirementFiles ?? []) file.argIndex = shift(file.argIndex);
  launch.programArgsStart = Math.max(0, launch.programArgsStart - k);
  launch.argsOffset = Math.max(0, launch.argsOffset - k);
  launch.packed = true;
  return launch;
}
var KNOWN_EXECUTABLES = /* @__PURE__ */ new Set(["cmd", "env", "npx", "npm", "pnpm", "pnpx", "yarn", "bunx", "bun", "uvx", "uv", "pipx", "docker", "podman"]);
function commandWords(line) {
  const words = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i])) i++;
    if (i >= line.length) break;
    const start = i;
    let value = "";
    let plain = true;
    while (i < line.length && !/\s/.test(line[i])) {
      const c = line[i];
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
function executableName(command) {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}
function parseFrom(exe, args, offset) {
  switch (exe) {
    case "cmd": {
      let i = offset;
      while (i < args.length && /^\/[a-z]$/i.test(args[i]) && !/^\/[ck]$/i.test(args[i])) i++;
      if (i < args.length && /^\/[ck]$/i.test(args[i]) && args[i + 1] !== void 0) {
        return parseFrom(executableName(args[i + 1]), args, i + 2);
      }
      return void 0;
    }
    case "env": {
      let i = offset;
      while (i < args.length) {
        const arg = args[i];
        if (arg === "-u" || arg === "--unset") i += 2;
        else if (arg.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(arg)) i++;
        else break;
      }
      return args[i] === void 0 ? void 0 : parseFrom(executableName(args[i]), args, i + 1);
    }
    case "npx":
      return parseNodeRunner("npx", "npm", args, offset, []);
    case "npm":
      return subcommand(args, offset, VALUE_OPTIONS.npm, ["exec", "x"], (at, before) => parseNodeRunner("npm exec", "npm", args, at, before));
    case "pnpm":
      return subcommand(args, offset, VALUE_OPTIONS.pnpm, ["dlx"], (at, before) => parseNodeRunner("pnpm dlx", "pnpm", args, at, before));
    case "pnpx":
      return parseNodeRunner("pnpm dlx", "pnpm", args, offset, []);
    case "yarn":
      return subcommand(args, offset, VALUE_OPTIONS.yarn, ["dlx"], (at, before) => parseNodeRunner("yarn dlx", "yarn", args, at, before));
    case "bunx":
      return parseNodeRunner("bunx", "bun", args, offset, []);
    case "bun":
      return subcommand(args, offset, VALUE_OPTIONS.bun, ["x"], (at, before) => parseNodeRunner("bunx", "bun", args, at, before));
    case "uvx":
      return parsePythonRunner("uvx", args, offset, []);
    case "uv":
      return subcommand(args, offset, VALUE_OPTIONS.uv, ["tool", "run"], (at, before) => {
        if (args[at - 1] === "run") return parseUvRun(args, at, before);
        return args[at] === "run" ? parsePythonRunner("uvx", args, at + 1, before) : void 0;
      });
    case "pipx":
      return subcommand(args, offset, VALUE_OPTIONS.pipx, ["run"], (at, before) => parsePythonRunner("pipx run", args, at, before));
    case "docker":
    case "podman": {
      const runner = exe === "docker" ? "docker run" : "podman run";
      return subcommand(args, offset, VALUE_OPTIONS.dockerGlobal, ["run", "container", "exec"], (at, before) => {
        if (args[at - 1] === "run") return parseContainerRun(runner, args, at, before);
        if (args[at - 1] === "exec") return parseContainerExec(args, at);
        if (args[at] === "exec") return parseContainerExec(args, at + 1);
        return args[at] === "run" ? parseContainerRun(runner, args, at + 1, before) : void 0;
      });
    }
    default:
      return void 0;
  }
}
function subcommand(args, offset, valueOptions, names, then) {
  const scanned = scanOptions(args, offset, valueOptions);
  if (scanned.dashDash) return void 0;
  const word = args[scanned.positional];
  if (word === void 0 || !names.includes(word)) return void 0;
  return then(scanned.positional + 1, scanned.options);
}
function scanOptions(args, start, valueOptions, bundlable) {
  const options = [];
  let i = start;
  while (i < args.length) {
    const arg = args[i];
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
      options.push({ flag: arg, value, argIndex: i, valueIndex: value === void 0 ? -1 : i + 1, valueOffset: 0 });
      i += value === void 0 ? 1 : 2;
      continue;
    }
    if (!arg.startsWith("--") && arg.length > 2) {
      if (bundlable) {
        let consumed = 1;
        for (let k = 1; k < arg.length; k++) {
          const short = `-${arg[k]}`;
          if (valueOptions.has(short)) {
            if (k + 1 < arg.length) {
              options.push({ flag: short, value: arg.slice(k + 1), argIndex: i, valueIndex: i, valueOffset: k + 1 });
            } else {
              const value = args[i + 1];
              options.push({ flag: short, value, argIndex: i, valueIndex: value === void 0 ? -1 : i + 1, valueOffset: 0 });
              if (value !== void 0) consumed = 2;
            }
            break;
          }
          options.push({ flag: short, value: void 0, argIndex: i, valueIndex: -1, valueOffset: 0 });
        }
        i += consumed;
        continue;
      }
      if (valueOptions.has(arg.slice(0, 2))) {
        options.push({ flag: arg.slice(0, 2), value: arg.slice(2), argIndex: i, valueIndex: i, valueOffset: 2 });
        i++;
        continue;
      }
    }
    options.push({ flag: arg, value: void 0, argIndex: i, valueIndex: -1, valueOffset: 0 });
    i++;
  }
  return { options, positional: i, dashDash: false };
}
function parseNodeRunner(runner, family, args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]);
  const options = [...before, ...scanned.options];
  const fromOptions = options.filter((o) => (o.flag === "-p" || o.flag === "--package") && o.value !== void 0 && o.valueIndex !== -1).map((o) => npmPackageRef(o.value, o.valueIndex, o.valueOffset));
  const positional = scanned.positional;
  const head = args[positional];
  if (fromOptions.length > 0) {
    return {
      runner,
      ecosystem: "npm",
      packages: fromOptions,
      bin: head,
      programArgsStart: head === void 0 ? args.length : positional + 1,
      options,
      argsOffset: start
    };
  }
  if (head === void 0) return void 0;
  return {
    runner,
    ecosystem: "npm",
    packages: [npmPackageRef(head, positional, 0)],
    bin: void 0,
    programArgsStart: positional + 1,
    options,
    argsOffset: start
  };
}
function parsePythonRunner(runner, args, start, before) {
  const family = runner === "uvx" ? "uv" : "pipx";
  const scanned = scanOptions(args, start, VALUE_OPTIONS[family]);
  const options = [...before, ...scanned.options];
  const fromFlag = runner === "uvx" ? "--from" : "--spec";
  const from = options.find((o) => o.flag === fromFlag && o.value !== void 0 && o.valueIndex !== -1);
  const extras = runner === "uvx" ? options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== void 0 && o.valueIndex !== -1).flatMap((o) => withRequirements(o)) : [];
  const head = args[scanned.positional];
  if (from) {
    return {
      runner,
      ecosystem: "pypi",
      packages: [pypiPackageRef(from.value, from.valueIndex, from.valueOffset), ...extras],
      bin: head,
      programArgsStart: head === void 0 ? args.length : scanned.positional + 1,
      options,
      argsOffset: start
    };
  }
  if (head === void 0) return void 0;
  return {
    runner,
    ecosystem: "pypi",
    packages: [pypiPackageRef(head, scanned.positional, 0), ...extras],
    bin: void 0,
    programArgsStart: scanned.positional + 1,
    options,
    argsOffset: start
  };
}
function withRequirements(option) {
  const value = option.value;
  const refs = [];
  let from = 0;
  for (let k = 0; k <= value.length; k++) {
    if (k === value.length || value[k] === "," && /[A-Za-z0-9]/.test(value[k + 1] ?? "")) {
      const token = value.slice(from, k);
      if (token.trim() !== "") refs.push(pypiPackageRef(token, option.valueIndex, option.valueOffset + from));
      from = k + 1;
    }
  }
  return refs;
}
function parseContainerRun(runner, args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.docker, DOCKER_BUNDLABLE);
  const image = args[scanned.positional];
  if (image === void 0) return void 0;
  return {
    runner,
    ecosystem: "oci",
    packages: [imageRef(image, scanned.positional)],
    bin: void 0,
    programArgsStart: scanned.positional + 1,
    options: [...before, ...scanned.options],
    argsOffset: start
  };
}
function parseContainerExec(args, start) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.dockerExec, DOCKER_BUNDLABLE);
  const program = args[scanned.positional + 1];
  if (args[scanned.positional] === void 0 || program === void 0) return void 0;
  return parseFrom(executableName(program), args, scanned.positional + 2);
}
function parseUvRun(args, start, before) {
  const scanned = scanOptions(args, start, VALUE_OPTIONS.uv);
  const options = [...before, ...scanned.options];
  const withs = options.filter((o) => (o.flag === "--with" || o.flag === "-w") && o.value !== void 0 && o.valueIndex !== -1);
  const files = options.filter((o) => o.flag === "--with-requirements" && o.value !== void 0 && o.valueIndex !== -1);
  if (withs.length === 0 && files.length === 0) return void 0;
  const head = args[scanned.positional];
  const launch = {
    runner: "uv run",
    ecosystem: "pypi",
    packages: withs.flatMap((o) => withRequirements(o)),
    bin: head,
    programArgsStart: head === void 0 ? args.length : scanned.positional + 1,
    options,
    argsOffset: start
  };
  if (files.length > 0) launch.requirementFiles = files.map((o) => ({ path: o.value, argIndex: o.valueIndex }));
  return launch;
}
var NPM_SOURCE_SPEC = /^(git\+|git:|git@|ssh:|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|portal:|workspace:|patch:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i;
function npmPackageRef(token, argIndex, base) {
  const scoped = token.startsWith("@");
  const at = token.indexOf("@", scoped ? 1 : 0);
  const name = at === -1 ? token : token.slice(0, at);
  const spec = at === -1 ? void 0 : token.slice(at + 1);
  const looksLikeSource = NPM_SOURCE_SPEC.test(token) || !scoped && name.includes("/") || scoped && !name.includes("/");
  return {
    ecosystem: "npm",
    name: looksLikeSource ? token : name,
    written: token,
    spec: looksLikeSource ? void 0 : spec,
    specKind: looksLikeSource ? "other" : classifyNpmSpec(spec),
    argIndex,
    nameStart: base,
    nameEnd: base + (looksLikeSource ? token.length : name.length),
    versionStart: base + (looksLikeSource ? token.length : name.length),
    versionEnd: base + token.length
  };
}
function classifyNpmSpec(spec) {
  while (spec !== void 0 && /^npm:/i.test(spec)) {
    const inner = spec.slice(4);
    const at = inner.indexOf("@", inner.startsWith("@") ? 1 : 0);
    spec = at === -1 ? void 0 : inner.slice(at + 1);
  }
  if (spec === void 0 || spec === "") return "none";
  let kind = specKinds.get(spec);
  if (kind === void 0) {
    if (specKinds.size >= MAX_REMEMBERED_SPECS) specKinds.clear();
    specKinds.set(spec, kind = classifyPlainSpec(spec));
  }
  return kind;
}
var specKinds = /* @__PURE__ */ new Map();
var MAX_REMEMBERED_SPECS = 1e4;
function classifyPlainSpec(spec) {
  if (NPM_SOURCE_SPEC.test(spec) || spec.includes("/") || spec.includes(":")) return "other";
  if (valid(spec)) return "exact";
  if (validRange(spec)) return "range";
  return "tag";
}
var PEP440_VERSION = /^v?(\d+!)?\d+(\.\d+)*([-_.]?(a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?([-_.]?(post|rev|r)[-_.]?\d*|-\d+)?([-_.]?dev[-_.]?\d*)?(\+[a-z0-9]+([-_.][a-z0-9]+)*)?$/i;
function pypiPackageRef(token, argIndex, base) {
  if (/^(git\+|hg\+|svn\+|bzr\+|https?:|file:|\.{0,2}\/|~\/|[A-Za-z]:[\\/])/i.test(token)) {
    return { ecosystem: "pypi", name: token, written: token, spec: void 0, specKind: "other", argIndex, nameStart: base, nameEnd: base + token.length, versionStart: base + token.length, versionEnd: base + token.length };
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\s*\[[^\]]*\])?/.exec(token);
  const nameLen = m ? m[1].length : token.length;
  const afterExtras = m ? m[0].length : token.length;
  const rest = token.slice(afterExtras);
  let spec;
  let kind;
  if (rest.trim() === "") {
    spec = void 0;
    kind = "none";
  } else if (/^\s*@/.test(rest)) {
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
    versionEnd: base + token.length
  };
}
function imageRef(token, argIndex) {
  const at = token.indexOf("@");
  const digest = at === -1 ? void 0 : token.slice(at + 1);
  const nameAndTag = at === -1 ? token : token.slice(0, at);
  const lastSlash = nameAndTag.lastIndexOf("/");
  const colon = nameAndTag.indexOf(":", lastSlash + 1);
  const name = colon === -1 ? nameAndTag : nameAndTag.slice(0, colon);
  const tag = colon === -1 ? void 0 : nameAndTag.slice(colon + 1);
  const kind = digest ? "digest" : tag === void 0 ? "none" : "tag";
  const ref = {
    ecosystem: "oci",
    name,
    written: token,
    spec: digest ?? tag,
    specKind: kind,
    argIndex,
    nameStart: 0,
    nameEnd: name.length,
    versionStart: name.length,
    versionEnd: token.length
  };
  if (tag !== void 0) ref.tag = tag;
  if (digest !== void 0) ref.digest = digest;
  return ref;
}

export {
  parseLaunch,
  pypiPackageRef,
  imageRef
};
