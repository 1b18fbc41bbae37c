// risky-command: launches that hide or widen what runs — shell wrappers, download-and-run, eval and
// base64 payloads, sudo, npm --unsafe-perm, and containers started with host-level privileges.
import type { McpRule, McpRuleContext } from "./types.js";
import type { Severity } from "../core/types.js";
import type { McpServer, StringAt } from "../hosts/model.js";
import type { LaunchOption } from "../launchers/index.js";
import { docsUrl } from "../core/docs.js";
import {
  CMD_METACHARACTERS,
  DANGEROUS_CAPABILITIES,
  ELEVATORS,
  PLAIN_LAUNCHERS,
  POSIX_SHELLS,
  POWERSHELLS,
  findBase64Exec,
  findDownloadExec,
  findElevation,
  findEval,
  findUnsafePerm,
  containerOptionValue,
  containerSocket,
  isUnconfinedSecurityOpt,
  mountSource,
  shellCommandFlag,
  programName,
  sensitivePath,
  volumeSource,
  type HostMount,
  type Match,
} from "./data/commands.js";

export const riskyCommand: McpRule = {
  meta: {
    id: "risky-command",
    description: "Launches that hide or widen what runs: shell wrappers, download-and-run, eval, sudo, privileged containers",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    // Every finding needs a decision only the user can make (what to run instead): the messages say how.
    fix: "none",
    network: false,
    docs: docsUrl("risky-command"),
  },
  check(context) {
    // Hooks are shell commands the host runs on events: read like a server's command line.
    for (const server of [...context.model.servers, ...context.model.hooks]) {
      if (!server.command) continue;
      const r = reporter(context, server);
      const program = programName(server.command.value);
      const wrapper = shellWrapper(server, program);
      if (wrapper) r(server.command, wrapper.severity, `shell:${wrapper.label}`, wrapper.message);

      const all = joinLine([server.command, ...server.args]);
      // A command string with spaces is a shell line for hosts that spawn through a shell.
      const payload = joinLine([...(/\s/.test(server.command.value.trim()) ? [server.command] : []), ...(wrapper?.payload ?? [])]);
      const download = findDownloadExec(all.text);
      if (download) {
        r(all.at(download), "error", `download:${download.label}`, `downloads code and runs it (${download.label}): what runs can change at any time and nobody reviews it; install a pinned release and call it directly`);
      }
      const base64 = findBase64Exec(all.text);
      if (base64) {
        r(all.at(base64), "error", `base64:${base64.label}`, `decodes a base64 payload and runs it (${base64.label}): the code is hidden from review; decode it, review it and call the program directly`);
      }
      const evaluated = download || base64 ? undefined : findEval(payload.text, wrapper?.powershell ?? false);
      if (evaluated) {
        r(payload.at(evaluated), "error", `eval:${evaluated.label}`, `runs code built at start-up (${evaluated.label}): nobody can review what runs; call the program directly`);
      }
      const elevation = ELEVATORS.has(program) ? { at: server.command, label: program } : matchAt(payload, findElevation(payload.text));
      if (elevation) {
        r(elevation.at, "error", `elevation:${elevation.label}`, `runs with elevated rights (${elevation.label}): an MCP server needs only your own rights; drop ${elevation.label} and grant only the access it needs`);
      }
      const unsafePerm = matchAt(all, findUnsafePerm(all.text)) ?? unsafePermEnv(server);
      if (unsafePerm) {
        r(unsafePerm.at, "warning", "unsafe-perm", `uses npm's --unsafe-perm: package scripts then keep root rights; remove it and do not run npm as root`);
      }
      checkContainer(server, r);
    }
  },
};

type Report = (at: StringAt, severity: Severity, subject: string, message: string) => void;

function reporter(context: McpRuleContext, server: McpServer): Report {
  return (at, severity, subject, message) =>
    context.report({ node: at.node, pointer: at.pointer, severity, subject, message: `${server.label ?? `server "${server.name}"`} ${message}` });
}

// ---- shell wrappers -----------------------------------------------------------------------

interface Wrapper {
  label: string;
  severity: Severity;
  message: string;
  /** The strings the shell interprets as a command line. */
  payload: StringAt[];
  powershell: boolean;
}

const THROUGH_SHELL = "the host cannot show what really runs; call the program directly";

function shellWrapper(server: McpServer, program: string): Wrapper | undefined {
  const args = server.args;
  const flag = shellCommandFlag(program, args.map((a) => a.value));
  if (flag && POSIX_SHELLS.has(program)) {
    const label = `${program} ${args[flag.index]!.value}`;
    return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload: args.slice(flag.index + 1, flag.index + 2), powershell: false };
  }
  if (program === "cmd") {
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!.value;
      if (/^\/[ck]$/i.test(a)) {
        const label = `cmd ${a}`;
        const payload = args.slice(i + 1);
        const line = payload.map((p) => p.value).join(" ");
        const launcher = programName(line.trim().split(/\s+/)[0] ?? "");
        // `cmd /c npx -y pkg` is how Windows starts .cmd launchers: note it, do not alarm.
        if (/^\/c$/i.test(a) && PLAIN_LAUNCHERS.has(launcher) && !CMD_METACHARACTERS.test(line)) {
          return { label, severity: "info", message: `starts ${launcher} through ${label}, a common Windows pattern: keep that line a plain launch, or call ${launcher} directly if the host can start it`, payload, powershell: false };
        }
        return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload, powershell: false };
      }
      if (!a.startsWith("/")) return undefined;
    }
    return undefined;
  }
  if (flag && POWERSHELLS.has(program)) {
    const label = `${program} ${args[flag.index]!.value}`;
    if (flag.kind === "encoded") {
      return { label, severity: "error", message: `runs a hidden base64 payload through a shell (${label}): the host cannot show what really runs; decode it, review it and call the program directly`, payload: [], powershell: true };
    }
    return { label, severity: "warning", message: `runs its command through a shell (${label}): ${THROUGH_SHELL}`, payload: args.slice(flag.index + 1), powershell: true };
  }
  return undefined;
}

// ---- command lines ------------------------------------------------------------------------

interface Line {
  text: string;
  /** The string a match at this index of `text` came from. */
  at(match: Match): StringAt;
}

/** Strings joined by spaces, as the shell would see them, remembering where each came from. */
function joinLine(parts: StringAt[]): Line {
  const starts: number[] = [];
  let text = "";
  for (const p of parts) {
    if (starts.length > 0) text += " ";
    starts.push(text.length);
    text += p.value;
  }
  return {
    text,
    at(match) {
      let i = 0;
      while (i + 1 < starts.length && starts[i + 1]! <= match.index) i++;
      return parts[i]!;
    },
  };
}

function matchAt(line: Line, match: Match | undefined): { at: StringAt; label: string } | undefined {
  return match ? { at: line.at(match), label: match.label } : undefined;
}

function unsafePermEnv(server: McpServer): { at: StringAt } | undefined {
  const e = server.env.find((v) => /^npm_config_unsafe_perm$/i.test(v.key) && /^(?:true|1)$/i.test(v.value ?? ""));
  return e && { at: { value: e.value!, node: e.valueNode, pointer: e.pointer } };
}

// ---- containers ---------------------------------------------------------------------------

function checkContainer(server: McpServer, r: Report): void {
  const launch = server.launch;
  if (launch?.runner !== "docker run" && launch?.runner !== "podman run") return;
  for (const option of launch.options) {
    // A launch packed into `command` ("docker run --privileged …"): the flag is in the command string.
    const flagAt = option.argIndex === -1 ? server.command : server.args[option.argIndex];
    if (!flagAt) continue;
    const at = server.args[option.valueIndex] ?? flagAt;
    const value = containerOptionValue(option)?.value ?? "";
    const shown = written(option, flagAt);
    const say = (severity: Severity, message: string) => r(at, severity, `container:${option.flag}:${value}`, message);
    switch (option.flag) {
      case "--privileged":
        if (option.value !== "false") say("error", `runs its container with ${shown}: the container gets full control of the host; remove the flag`);
        break;
      case "--cap-add":
        for (const cap of value.split(",")) {
          const name = cap.trim().toUpperCase().replace(/^CAP_/, "");
          const why = DANGEROUS_CAPABILITIES.get(name);
          if (why) say("error", `gives its container the ${name} capability (${shown}): ${why}; remove it`);
        }
        break;
      case "--pid":
        if (value === "host") say("error", `shares the host's processes with its container (${shown}): it can see and signal every process; remove it`);
        break;
      case "--network":
      case "--net":
        if (value === "host") say("warning", `puts its container on the host network (${shown}): it reaches every local service and listens on every interface; remove it and publish only the port it needs`);
        break;
      case "--security-opt":
        if (isUnconfinedSecurityOpt(value)) say("error", `turns off a container protection (${shown}): the container loses a barrier against escaping to the host; remove it`);
        break;
      case "-v":
      case "--volume":
        mount(volumeSource(value), shown, say);
        break;
      case "--mount":
        mount(mountSource(value), shown, say);
        break;
    }
  }
}

function mount(source: HostMount | undefined, shown: string, say: (severity: Severity, message: string) => void): void {
  if (!source) return;
  const engine = containerSocket(source.path);
  if (engine) {
    say("error", `mounts the ${engine} socket into its container (${shown}): that is full control of the host; remove the mount`);
    return;
  }
  const sensitive = sensitivePath(source.path);
  if (sensitive) say("error", `mounts ${sensitive.what} into its container (${shown}): ${sensitive.consequence}; mount only the folder the server needs`);
}

/** The option as the user wrote it: `--pid=host`, `-v /:/host`. */
function written(option: LaunchOption, flagAt: StringAt): string {
  if (option.argIndex === -1) return option.value === undefined ? option.flag : `${option.flag} ${option.value}`;
  if (option.value === undefined || option.valueIndex === option.argIndex) return flagAt.value;
  return `${option.flag} ${option.value}`;
}
