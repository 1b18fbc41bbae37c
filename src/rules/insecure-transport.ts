// insecure-transport: plain http/ws to another machine, credentials sent over it, the deprecated SSE
// transport, and local servers that listen on every interface instead of 127.0.0.1.
import type { Node as JsonNode } from "jsonc-parser";
import type { McpRule, McpRuleContext } from "./types.js";
import type { McpServer, StringAt } from "../hosts/model.js";
import { replaceInString } from "../core/json.js";
import { docsUrl } from "../core/docs.js";
import {
  BIND_FLAGS,
  REMOTE_BRIDGES,
  SECURE_SCHEME,
  allInterfaces,
  bindEnvKey,
  canonicalHost,
  isCredentialHeader,
  isCredentialParam,
  isLocalHost,
  publishOnAll,
  queryParams,
  splitUrl,
} from "./data/transport.js";
import { containerOptionValue } from "./data/commands.js";
import { isPlaceholder } from "../secrets/placeholders.js";
import { references } from "../hosts/references.js";

export const insecureTransport: McpRule = {
  meta: {
    id: "insecure-transport",
    description: "Remote servers reached over plain http/ws, credentials sent in clear, the deprecated SSE transport, local servers listening on every interface",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("insecure-transport"),
  },
  check(context) {
    for (const server of context.model.servers) {
      if (server.url) checkRemote(context, server, server.url, urlHeaderCredentials(server), "");
      checkBridge(context, server);
      if (server.type?.value === "sse") {
        context.report({
          node: server.type.node,
          pointer: server.type.pointer,
          severity: "warning",
          subject: "sse",
          // No fix: only the server knows whether it also speaks Streamable HTTP.
          message: `server "${server.name}" uses the SSE transport, deprecated since the 2025-03-26 MCP spec: use "http" (Streamable HTTP) if the server supports it`,
        });
      }
      if (server.command) checkListenAddress(context, server);
    }
  },
};

/** A credential that would travel with the request, and where it sits. */
interface Credential {
  where: string;
  node: JsonNode;
  pointer: string;
  secrets: string[];
}

function checkRemote(context: McpRuleContext, server: McpServer, url: StringAt, extra: Credential[], via: string): void {
  const parts = splitUrl(url.value);
  const secure = parts && SECURE_SCHEME[parts.scheme];
  if (!parts || !secure) return;
  const host = canonicalHost(parts.host);
  // A host set by a variable may well be localhost: say nothing rather than guess.
  if (host === undefined || isLocalHost(host)) return;
  const credentials: Credential[] = [...extra];
  if (parts.userinfo !== undefined) {
    credentials.push({ where: "the url user info", node: url.node, pointer: url.pointer, secrets: literal([parts.userinfo, userinfoSecret(parts.userinfo)]) });
  }
  for (const param of queryParams(parts.query ?? "")) {
    if (isCredentialParam(param.name)) {
      credentials.push({ where: `query parameter "${param.name}"`, node: url.node, pointer: url.pointer, secrets: literal([param.value]) });
    }
  }
  const scheme = parts.scheme;
  if (credentials.length === 0) {
    context.report({
      node: url.node,
      pointer: url.pointer,
      subject: `plain:${host}`,
      message: `server "${server.name}" connects over plain ${scheme} to ${host}${via}: use ${secure}`,
    });
    return;
  }
  // The stronger finding replaces the plain one: the credential is what an eavesdropper takes.
  for (const c of credentials) {
    context.report({
      node: c.node,
      pointer: c.pointer,
      subject: `credential:${c.where}`,
      message: `server "${server.name}" sends credentials in ${c.where} over plain ${scheme} to ${host}${via}: use ${secure}`,
      secrets: c.secrets,
    });
  }
}

function urlHeaderCredentials(server: McpServer): Credential[] {
  return server.headers
    .filter((h) => h.value !== undefined && h.value.trim() !== "" && isCredentialHeader(h.key))
    .map((h) => ({ where: `header "${h.key}"`, node: h.keyNode, pointer: h.pointer, secrets: literal(headerSecrets(h.value!)) }));
}

/** `npx mcp-remote http://…`: the bridge's URL and `--header` arguments, checked like a `url`. */
function checkBridge(context: McpRuleContext, server: McpServer): void {
  const launch = server.launch;
  const bridge = launch && REMOTE_BRIDGES.get(launch.packages[0]?.name ?? "");
  if (!launch || !bridge) return;
  const programArgs = server.args.slice(launch.programArgsStart);
  const url = programArgs.find((a) => /^(?:https?|wss?):\/\//i.test(a.value));
  if (!url) return;
  const credentials: Credential[] = [];
  programArgs.forEach((arg, i) => {
    const value = programArgs[i + 1];
    if (!bridge.headerFlag || arg.value !== bridge.headerFlag || !value) return;
    const colon = value.value.indexOf(":");
    const name = value.value.slice(0, colon).trim();
    const headerValue = value.value.slice(colon + 1).trim();
    if (colon > 0 && headerValue !== "" && isCredentialHeader(name)) {
      credentials.push({ where: `header "${name}"`, node: value.node, pointer: value.pointer, secrets: literal(headerSecrets(headerValue)) });
    }
  });
  checkRemote(context, server, url, credentials, ` through ${launch.packages[0]!.name}`);
}

/** A header value and, for `Bearer x` / `Basic x`, the credential alone. */
function headerSecrets(value: string): string[] {
  const scheme = /^\s*[A-Za-z-]+\s+(\S+)\s*$/.exec(value);
  return scheme ? [value, scheme[1]!] : [value];
}

/** `user:password` -> the password; a lone user name is the token (`ghp_…@github.com`). */
function userinfoSecret(userinfo: string): string {
  // Blank out `${…}` (a colon inside a reference is not the user:password separator), in linear time.
  let masked = userinfo;
  for (const ref of references(userinfo)) masked = masked.slice(0, ref.start) + "_".repeat(ref.end - ref.start) + masked.slice(ref.end);
  const colon = masked.indexOf(":");
  return colon === -1 ? userinfo : userinfo.slice(colon + 1);
}

/**
 * Values worth scrubbing from output. Anything holding `${…}` is left out: either the host or a bridge
 * such as mcp-remote expands it (a name, not a secret), or it is a literal that is no credential either.
 */
function literal(values: string[]): string[] {
  // Scrubbing replaces every occurrence in the output: a short or plain lower-case word ("true",
  // "enabled") is no credential, and scrubbing it would mangle ordinary text of the report.
  return values.filter((v) => v.length >= 8 && !v.includes("${") && !/^[a-z]+$/.test(v) && !isPlaceholder(v));
}

// ---- listen address -----------------------------------------------------------------------

const LOOPBACK = "127.0.0.1";

function checkListenAddress(context: McpRuleContext, server: McpServer): void {
  const launch = server.launch;
  if (launch?.ecosystem === "oci") {
    // Inside a container the server must listen on 0.0.0.0 for -p to reach it: what matters is where -p
    // publishes, unless the container shares the host's network, where its 0.0.0.0 is the host's.
    checkPublish(context, server);
    const hostNetwork = launch.options.some((o) => (o.flag === "--network" || o.flag === "--net") && o.value === "host");
    if (!hostNetwork) return;
    checkListenArgs(context, server, launch.programArgsStart);
    for (const option of launch.options) {
      const value = containerOptionValue(option);
      const at = server.args[option.valueIndex];
      const eq = value?.value.indexOf("=") ?? -1;
      if ((option.flag !== "-e" && option.flag !== "--env") || !value || !at || eq === -1) continue;
      const key = bindEnvKey(value.value.slice(0, eq));
      if (key) reportListen(context, server, at, value.offset + eq + 1, key.emptyHostMeansAll, `${option.flag} ${value.value.slice(0, eq)}`);
    }
    return;
  }
  checkListenArgs(context, server, 0);
  for (const entry of server.env) {
    const key = bindEnvKey(entry.key);
    if (!key || entry.value === undefined) continue;
    reportListen(context, server, { value: entry.value, node: entry.valueNode, pointer: entry.pointer }, 0, key.emptyHostMeansAll, `env ${entry.key}`);
  }
}

/** `--host 0.0.0.0` and `--host=0.0.0.0` among the args from `from` on. */
function checkListenArgs(context: McpRuleContext, server: McpServer, from: number): void {
  server.args.forEach((arg, i) => {
    if (i < from) return;
    const eq = arg.value.indexOf("=");
    if (arg.value.startsWith("--") && eq !== -1) {
      const flag = arg.value.slice(0, eq);
      const emptyHostMeansAll = BIND_FLAGS.get(flag);
      if (emptyHostMeansAll !== undefined) reportListen(context, server, arg, eq + 1, emptyHostMeansAll, flag);
      return;
    }
    const emptyHostMeansAll = BIND_FLAGS.get(arg.value);
    const next = server.args[i + 1];
    if (emptyHostMeansAll !== undefined && next && next.index === arg.index + 1) reportListen(context, server, next, 0, emptyHostMeansAll, arg.value);
  });
}

function reportListen(context: McpRuleContext, server: McpServer, at: StringAt, offset: number, emptyHostMeansAll: boolean, where: string): void {
  const all = allInterfaces(at.value.slice(offset), emptyHostMeansAll);
  if (!all) return;
  context.report({
    node: at.node,
    pointer: at.pointer,
    severity: "warning",
    subject: `listen:${where}`,
    message: `server "${server.name}" listens on ${all.shown} (${where}): bind it to ${LOOPBACK} so the local network cannot reach it`,
    fix: {
      safety: "unsafe",
      description: `listen on ${LOOPBACK} instead of ${all.shown}`,
      edits: [replaceInString(context.file.text, at.node, offset + all.start, offset + all.end, LOOPBACK)],
    },
  });
}

function checkPublish(context: McpRuleContext, server: McpServer): void {
  for (const option of server.launch?.options ?? []) {
    const flagNode = server.args[option.argIndex];
    if (!flagNode) continue;
    if (option.flag === "--publish-all" ? option.value !== "false" : /^-[itdqP]*P[itdqP]*$/.test(option.flag)) {
      context.report({
        node: flagNode.node,
        pointer: flagNode.pointer,
        severity: "warning",
        subject: "publish-all",
        message: `server "${server.name}" publishes every exposed port on 0.0.0.0 (${flagNode.value}): publish only the port it needs with -p ${LOOPBACK}:<port>:<port>`,
      });
      continue;
    }
    const value = containerOptionValue(option);
    if ((option.flag !== "-p" && option.flag !== "--publish") || !value) continue;
    const valueAt = server.args[option.valueIndex];
    const publish = publishOnAll(value.value);
    if (!valueAt || !publish) continue;
    const written = option.valueIndex === option.argIndex ? valueAt.value : `${option.flag} ${value.value}`;
    context.report({
      node: valueAt.node,
      pointer: valueAt.pointer,
      severity: "warning",
      subject: `publish:${value.value}`,
      message: `server "${server.name}" publishes its port on ${publish.shown} (${written}): bind it to ${LOOPBACK} so the local network cannot reach it`,
      fix: {
        safety: "unsafe",
        description: `publish on ${LOOPBACK} only`,
        edits: [replaceInString(context.file.text, valueAt.node, value.offset + publish.start, value.offset + publish.end, publish.replacement)],
      },
    });
  }
}
