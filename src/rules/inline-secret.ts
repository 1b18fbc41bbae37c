// inline-secret: a credential written into the config file. Whoever can read the file (the repository,
// a backup, a screenshot) holds it. The fix moves it to a variable in the host's own syntax; the
// leaked value must be rotated all the same.
import type { Node as JsonNode } from "jsonc-parser";
import { docsUrl } from "../core/docs.js";
import { appendProperty, insertArrayElement, insertIntoEmptyArray, replaceInString, serializeAt } from "../core/json.js";
import type { McpConfigModel, McpServer, StringAt } from "../hosts/model.js";
import type { Fix, TextEdit } from "../core/types.js";
import type { McpRule, McpRuleContext } from "./types.js";
import { findSecrets, type SecretMatch } from "../secrets/detect.js";
import { classifyKey } from "../secrets/key-names.js";
import { envName, inputId, scopedName, uniqueId } from "../secrets/naming.js";
import { redact } from "../secrets/redact.js";

/** One string of the config that may hold a secret, and how to talk about it. */
interface Slot {
  server: McpServer;
  at: StringAt;
  /** Where the scanned part starts in the string (after `--api-key=` or `KEY=`). */
  offset: number;
  key: string | undefined;
  where: string;
  subject: string;
  /** The variable for a secret that fills the slot; undefined: from the token format. */
  name: string | undefined;
  /** Prefix of the variable for a secret that is only part of the slot (a URL password). */
  scope: string;
}

export const inlineSecret: McpRule = {
  meta: {
    id: "inline-secret",
    description: "Credentials written into the config (env, headers, args, url) instead of read from variables",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("inline-secret"),
  },
  check(context) {
    const vscodeInputs = context.host.inputs && context.options["vscodeStyle"] !== "env";
    const takenIds = new Set(context.model.inputs.map((i) => i.id));
    for (const server of context.model.servers) {
      for (const slot of slots(server)) {
        const part = slot.at.value.slice(slot.offset);
        if (context.host.isVariableReference(part)) continue;
        for (const match of findSecrets(slot.key, part)) {
          if (context.host.isVariableReference(match.secret)) continue;
          report(context, slot, match, vscodeInputs, takenIds);
        }
      }
    }
  },
};

function report(context: McpRuleContext, slot: Slot, m: SecretMatch, vscodeInputs: boolean, takenIds: Set<string>): void {
  const { host, file } = context;
  const server = slot.server.name;
  const noun = nounFor(slot, m);
  const where = m.param === undefined ? slot.where : `${slot.where} (parameter "${m.param}")`;
  const head = `server "${server}" has a literal ${noun} in ${where} (${redact(m.secret)})`;
  const descriptor = { node: slot.at.node, pointer: slot.at.pointer, subject: `${slot.subject}${m.param ? `?${m.param}` : ""}`, secrets: [m.secret] };
  if (!host.envReference) {
    // Claude Desktop passes every value through as written: there is no variable to move it to.
    const advice = host.secretAdvice ?? `${host.displayName} expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}` });
    return;
  }
  const name = variableName(slot, m);
  const edits: TextEdit[] = [];
  let reference = host.envReference(name);
  let how = `set ${name} in the environment ${host.displayName} starts from`;
  if (vscodeInputs) {
    const id = uniqueId(inputId(name), takenIds);
    const description = `${describeFor(server, noun)} (mcp-audit moved it out of this file)`;
    const edit = inputsEdit(file.text, context.model, { type: "promptString", id, description, password: true });
    if (edit) {
      takenIds.add(id);
      edits.push(edit);
      reference = `\${input:${id}}`;
      how = `add a password prompt "${id}" to "inputs"`;
    }
  }
  edits.push(replaceInString(file.text, slot.at.node, slot.offset + m.start, slot.offset + m.end, reference));
  // The fix takes the value out of the file, not out of its history or copies: the reminder stays.
  const fix: Fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference} and ${how}; still rotate it: the old value stays in git history and any copy of the file`, edits };
  context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}`, fix });
}

/** Every string that can carry a credential: env, headers, url, args (flags, docker -e, anything token-shaped). */
function* slots(server: McpServer): Generator<Slot> {
  const s = server.name;
  const scope = envName(s);
  for (const e of server.env) {
    const at = keyed(e);
    if (at) yield { server, at, offset: 0, key: e.key, where: `env "${e.key}"`, subject: `env:${e.key}`, name: envName(e.key), scope: envName(e.key) };
  }
  for (const h of server.headers) {
    const at = keyed(h);
    if (at) yield headerSlot(server, at, 0, h.key, `header "${h.key}"`);
  }
  if (server.url) {
    const key = server.url.pointer.slice(server.url.pointer.lastIndexOf("/") + 1);
    yield { server, at: server.url, offset: 0, key: undefined, where: `"${key}"`, subject: key, name: undefined, scope };
  }
  const args = server.args;
  const used = new Set<number>();
  const launch = server.launch;
  if (launch?.runner === "docker run" || launch?.runner === "podman run") {
    for (const o of launch.options) {
      const eq = o.value?.indexOf("=") ?? -1;
      const at = args[o.valueIndex];
      if ((o.flag !== "-e" && o.flag !== "--env") || eq <= 0 || !at) continue;
      const key = o.value!.slice(0, eq);
      used.add(o.valueIndex);
      yield { server, at, offset: o.valueOffset + eq + 1, key, where: `"${launch.runner} ${o.flag} ${key}"`, subject: `container-env:${key}`, name: envName(key), scope: envName(key) };
    }
  }
  for (let i = 0; i < args.length; i++) {
    if (used.has(i)) continue;
    const arg = args[i]!;
    const next = args[i + 1]?.index === arg.index + 1 && !args[i + 1]!.value.startsWith("-") ? args[i + 1] : undefined;
    const flag = /^(--?[A-Za-z][\w-]*)(=?)/.exec(arg.value);
    const valueAt = flag?.[2] ? arg : next;
    const valueOffset = flag?.[2] ? flag[0].length : 0;
    if (flag && valueAt && HEADER_FLAGS.has(flag[1]!)) {
      // mcp-remote style `--header "Authorization: Bearer …"`.
      const header = /^([\w-]+):[ \t]*/.exec(valueAt.value.slice(valueOffset));
      if (header) {
        used.add(args.indexOf(valueAt));
        yield headerSlot(server, valueAt, valueOffset + header[0].length, header[1]!, `header "${header[1]}" of argument "${flag[1]}"`);
        continue;
      }
    }
    if (flag && valueAt && flag[1]!.startsWith("--") && classifyKey(flag[1])) {
      used.add(args.indexOf(valueAt));
      yield { server, at: valueAt, offset: valueOffset, key: flag[1], where: `argument "${flag[1]}"`, subject: `arg:${flag[1]}`, name: scopedName(s, flag[1]!), scope };
      continue;
    }
    // Anything else is scanned for known token shapes and URL credentials only.
    yield { server, at: arg, offset: 0, key: undefined, where: `args[${arg.index}]`, subject: `arg:${arg.index}`, name: undefined, scope };
  }
}

const HEADER_FLAGS = new Set(["--header", "-H", "--headers"]);

function headerSlot(server: McpServer, at: StringAt, offset: number, header: string, where: string): Slot {
  // The auth header's variable is the server's token: tickets + Authorization -> TICKETS_TOKEN.
  const part = /^(proxy-)?authorization$/i.test(header) ? "TOKEN" : header;
  return { server, at, offset, key: header, where, subject: `header:${header}`, name: scopedName(server.name, part), scope: envName(server.name) };
}

function keyed(e: { value: string | undefined; valueNode: JsonNode; pointer: string }): StringAt | undefined {
  return e.value === undefined ? undefined : { value: e.value, node: e.valueNode, pointer: e.pointer };
}

/** What the secret is, in words: the token format when it names a product, else what its key or scheme says. */
function nounFor(slot: Slot, m: SecretMatch): string {
  if (m.format && !m.format.generic) return m.format.description;
  if (m.scheme) return /^bearer$/i.test(m.scheme) ? "bearer token" : /^basic$/i.test(m.scheme) ? "basic auth credential" : "token";
  const info = classifyKey(m.param ?? slot.key);
  return info?.noun ?? m.format?.description ?? "secret";
}

/** The secret fills the slot (maybe after an auth scheme): the slot's own name; a part of it: scope + what part. */
function variableName(slot: Slot, m: SecretMatch): string {
  const part = slot.at.value.slice(slot.offset);
  const whole = m.param === undefined && m.end === part.length && (m.start === 0 || m.scheme !== undefined);
  if (whole) return slot.name ?? m.format?.envName ?? scopedName(slot.server.name, "TOKEN");
  const what = m.param ?? (m.format?.id === "connection-string-password" ? "PASSWORD" : "TOKEN");
  return scopedName(slot.scope, what);
}

/** `Tickets bearer token`, or just `GitHub personal access token` when the noun already names the server. */
function describeFor(server: string, noun: string): string {
  const text = noun.toLowerCase().startsWith(server.toLowerCase()) ? noun : `${server} ${noun}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Append a VS Code input to `inputs`, creating the array as the last top-level property when missing. */
function inputsEdit(text: string, model: McpConfigModel, input: Record<string, unknown>): TextEdit | undefined {
  const inputs = model.inputsNode;
  const items = inputs?.children ?? [];
  // an empty `inputs` keeps what is between its brackets (a comment, say)
  if (inputs?.type === "array" && items.length === 0) return insertIntoEmptyArray(text, inputs, input);
  if (inputs?.type === "array") return insertArrayElement(text, inputs, items.length, serializeAt(text, items[items.length - 1]!.offset, input));
  const root = model.root;
  const last = root?.children?.[root.children.length - 1];
  if (inputs !== undefined || root?.type !== "object" || !last) return undefined; // `inputs` is not an array: use ${env:}
  return appendProperty(text, root, "inputs", serializeAt(text, last.offset, [input]));
}
