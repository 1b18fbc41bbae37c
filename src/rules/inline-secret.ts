// inline-secret: a credential written into the config file. Whoever can read the file (the repository,
// a backup, a screenshot) holds it. The fix moves it to a variable in the host's own syntax (in a
// shell line, the shell's); the leaked value must be rotated all the same. Read: servers (env,
// headers, url, args, the line a shell wrapper runs), hooks and helper commands (their shell lines,
// parsed into commands: assignments, flags, headers, each program's password options), http hooks,
// and the env a host sets for every session.
import type { Node as JsonNode } from "jsonc-parser";
import { docsUrl } from "../core/docs.js";
import { appendProperty, insertArrayElement, insertIntoEmptyArray, property, replaceInString, serializeAt } from "../core/json.js";
import type { KeyedString, McpConfigModel, McpServer, StringAt } from "../hosts/model.js";
import type { Fix, TextEdit } from "../core/types.js";
import type { McpRule, McpRuleContext, ReportDescriptor } from "./types.js";
import { findSecrets, type SecretMatch } from "../secrets/detect.js";
import { classifyKey } from "../secrets/key-names.js";
import { envName, inputId, scopedName, uniqueId } from "../secrets/naming.js";
import { redact } from "../secrets/redact.js";
import { POSIX_SHELLS, POWERSHELLS, powershellParameter, programName } from "./data/commands.js";
import { allCommands, parseShell, type ShellCommand, type ShellWord } from "../skills/commands/shell.js";
import { invocationOf } from "../skills/commands/invocation.js";
import { passwordArgument, PASSWORD_VARIABLES } from "../skills/commands/password-options.js";

/** What holds the strings: a server, a hook, the settings' own env; and how a variable is written there. */
interface Owner {
  /** How messages name it: `server "db"`, `hook Stop`, `this settings file`. */
  label: string;
  server: McpServer | undefined;
  /** Prefix of the variables its secrets move to (`TICKETS` for server "tickets"). */
  scope: string;
}

/** A string of the config, or a word of a shell line in one, as the scans read it. */
interface Word {
  at: StringAt;
  value: string;
  /** Where `value` stands as written in `at.value`; undefined when quotes or escapes change it there. */
  base: number | undefined;
  /** The range of `at.value` it was read from: a secret in quotes is found there by its text. */
  from: number;
  to: number;
  /** Read from a shell line: a moved secret is then written as a shell variable. */
  shell: boolean;
  /** A shell word holding an expansion (`$X`, `$(…)`): a `$` in what it matched is not literal. */
  expanded?: boolean;
}

/** One place that may hold a secret, and how to talk about it. */
interface Slot {
  owner: Owner;
  word: Word;
  /** Where the scanned part starts in the word (after `--api-key=` or `KEY=`). */
  offset: number;
  key: string | undefined;
  where: string;
  subject: string;
  /** The variable for a secret that fills the slot; undefined: from the token format. */
  name: string | undefined;
  /** Prefix of the variable for a secret that is only part of the slot (a URL password). */
  scope: string;
  /** What the secret is, when the slot says it (a program's password option). */
  noun?: string;
  /** The secret the slot holds, when the slot found it itself (a password option's value). */
  found?: SecretMatch;
}

export const inlineSecret: McpRule = {
  meta: {
    id: "inline-secret",
    description: "Credentials written into the config (env, headers, args, url, hook commands) instead of read from variables",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("inline-secret"),
  },
  check(context) {
    const vscodeInputs = context.host.inputs && context.options["vscodeStyle"] !== "env";
    const takenIds = new Set(context.model.inputs.map((i) => i.id));
    // A secret is said once per string: a password option's value may also sit under a secret-sounding flag.
    const said = new Map<JsonNode, Set<string>>();
    const settings: Owner = { label: "this settings file", server: undefined, scope: "" };
    const all = [
      ...[...context.model.servers, ...context.model.hooks].flatMap((server) => [...slots(server)]),
      ...context.model.sessionEnv.flatMap((e) => [...keyedSlot(settings, e, `env "${e.key}"`, `session-env:${e.key}`, envName(e.key))]),
    ];
    for (const slot of all) {
      const part = slot.word.value.slice(slot.offset);
      if (!slot.word.shell && context.host.isVariableReference(part)) continue;
      for (const match of slot.found ? [slot.found] : findSecrets(slot.key, part)) {
        if (context.host.isVariableReference(match.secret) || (slot.word.expanded && match.secret.includes("$"))) continue;
        const seen = said.get(slot.word.at.node) ?? new Set<string>();
        if (seen.has(match.secret)) continue;
        said.set(slot.word.at.node, seen.add(match.secret));
        report(context, slot, match, vscodeInputs, takenIds);
      }
    }
  },
};

function report(context: McpRuleContext, slot: Slot, m: SecretMatch, vscodeInputs: boolean, takenIds: Set<string>): void {
  const { host, file } = context;
  const { owner, word } = slot;
  const noun = slot.noun ?? nounFor(slot, m);
  const where = m.param === undefined ? slot.where : `${slot.where} (parameter "${m.param}")`;
  const head = `${owner.label} has a literal ${noun} in ${where} (${redact(m.secret)})`;
  const descriptor = { node: word.at.node, pointer: word.at.pointer, subject: `${slot.subject}${m.param ? `?${m.param}` : ""}`, secrets: [m.secret] };
  const name = variableName(slot, m);
  if (!owner.server) {
    // Claude Code sets the settings' env as written, for every session: there is no variable to move it to.
    context.report({ ...descriptor, message: `${head}: rotate it; ${host.displayName} sets this env as written for every session, so remove it here and set ${name} in the environment ${host.displayName} starts from (or have apiKeyHelper print a key)` });
    return;
  }
  const range = locate(word, slot.offset + m.start, slot.offset + m.end, m.secret);
  if (word.shell) {
    // A shell line expands the variable itself, in any host; not inside single quotes.
    const quote = range && quotingAt(word.at.value, range[0]);
    if (!range || quote === undefined || quote === "'") {
      context.report({ ...descriptor, message: `${head}: rotate it, then read it from $${name} (outside single quotes) and set ${name} in the environment ${host.displayName} starts from` });
      return;
    }
    const reference = quote === '"' ? `\${${name}}` : `"\${${name}}"`;
    const fix: Fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference} and set ${name} in the environment ${host.displayName} starts from; still rotate it: the old value stays in git history and any copy of the file`, edits: [replaceInString(file.text, word.at.node, range[0], range[1], reference)] };
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}`, fix });
    return;
  }
  if (owner.server.kind === "hook" && owner.server.transport === "http") {
    httpHookReport(context, slot, range, { head, descriptor, name, noun });
    return;
  }
  if (!host.envReference) {
    // Claude Desktop passes every value through as written: there is no variable to move it to.
    const advice = host.secretAdvice ?? `${host.displayName} expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}` });
    return;
  }
  const edits: TextEdit[] = [];
  let reference = host.envReference(name);
  let how = `set ${name} in the environment ${host.displayName} starts from`;
  if (vscodeInputs) {
    const id = uniqueId(inputId(name), takenIds);
    const description = `${describeFor(owner.server.name, noun)} (mcp-audit moved it out of this file)`;
    const edit = inputsEdit(file.text, context.model, { type: "promptString", id, description, password: true });
    if (edit) {
      takenIds.add(id);
      edits.push(edit);
      reference = `\${input:${id}}`;
      how = `add a password prompt "${id}" to "inputs"`;
    }
  }
  if (!range) {
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}` });
    return;
  }
  edits.push(replaceInString(file.text, word.at.node, range[0], range[1], reference));
  // The fix takes the value out of the file, not out of its history or copies: the reminder stays.
  const fix: Fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference} and ${how}; still rotate it: the old value stays in git history and any copy of the file`, edits };
  context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference}`, fix });
}

/**
 * An http hook's header: Claude Code expands `${NAME}` there only for the names its `allowedEnvVars`
 * lists, so the fix writes both. Its url expands nothing.
 */
function httpHookReport(context: McpRuleContext, slot: Slot, range: [number, number] | undefined, said: { head: string; descriptor: Omit<ReportDescriptor, "message">; name: string; noun: string }): void {
  const { file, host } = context;
  const hook = slot.owner.server!.node;
  const { head, descriptor, name, noun } = said;
  const reference = `\${${name}}`;
  const allowed = allowedEnvVarsEdit(file.text, hook, name);
  if (slot.key === undefined || !range || allowed === undefined) {
    const advice = slot.key === undefined ? "an http hook's url expands no variable: send it in a header instead" : `write ${reference} there and list ${name} in the hook's "allowedEnvVars"`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}, and set ${name} in the environment ${host.displayName} starts from` });
    return;
  }
  const edits = [replaceInString(file.text, slot.word.at.node, range[0], range[1], reference), ...(allowed ? [allowed] : [])];
  const fix: Fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference}, list ${name} in "allowedEnvVars" and set it in the environment ${host.displayName} starts from; still rotate it: the old value stays in git history and any copy of the file`, edits };
  context.report({ ...descriptor, message: `${head}: rotate it, then read it from ${reference} (listed in "allowedEnvVars")`, fix });
}

/** The edit that lists `name` in the hook's `allowedEnvVars`: null when it is listed; undefined when that is not an array. */
function allowedEnvVarsEdit(text: string, hook: JsonNode, name: string): TextEdit | null | undefined {
  const list = property(hook, "allowedEnvVars");
  if (list === undefined) return appendProperty(text, hook, "allowedEnvVars", JSON.stringify([name]));
  if (list.type !== "array") return undefined;
  const items = list.children ?? [];
  if (items.some((i) => i.value === name)) return null;
  return items.length === 0 ? insertIntoEmptyArray(text, list, name) : insertArrayElement(text, list, items.length, JSON.stringify(name));
}

/** The prefix of a server's or hook's variables: a hook is named by its event (`PostToolUse[0]` -> POST_TOOL_USE_HOOK). */
function scopeOf(server: McpServer): string {
  if (server.kind !== "hook") return envName(server.name);
  const event = /^(\w+)\[\d+\]$/.exec(server.name);
  return event ? envName(event[1]!.replace(/([a-z0-9])([A-Z])/g, "$1_$2"), "HOOK") : envName(server.name);
}

/** Where `[start, end)` of the word's value is in its string: as written, or found by its text when quoted. */
function locate(word: Word, start: number, end: number, secret: string): [number, number] | undefined {
  if (word.base !== undefined) return [word.base + start, word.base + end];
  const written = word.at.value.slice(word.from, word.to);
  const at = written.indexOf(secret);
  // Written twice in the word, or not as one run (`-p'It'"'"'s'`): no place to edit.
  if (at === -1 || written.indexOf(secret, at + 1) !== -1) return undefined;
  return [word.from + at, word.from + at + secret.length];
}

/**
 * The quote a shell line is in at `pos`: "" (none), `"` or `'`; undefined when it cannot be told from
 * the line's start (a command substitution, a backquote or an ANSI-C string before it).
 */
function quotingAt(line: string, pos: number): "" | '"' | "'" | undefined {
  let quote: "" | '"' | "'" = "";
  for (let i = 0; i < pos; i++) {
    const c = line[i];
    if (quote === "'") {
      if (c === "'") quote = "";
      continue;
    }
    if (c === "\\") i++;
    else if (c === "`" || (c === "$" && (line[i + 1] === "(" || (quote === "" && line[i + 1] === "'")))) return undefined;
    else if (c === '"') quote = quote === '"' ? "" : '"';
    else if (c === "'" && quote === "") quote = "'";
  }
  return quote;
}

/** Every place of a server or hook that can carry a credential. */
function* slots(server: McpServer): Generator<Slot> {
  const owner: Owner = { label: server.label ?? `server "${server.name}"`, server, scope: scopeOf(server) };
  for (const e of server.env) yield* keyedSlot(owner, e, `env "${e.key}"`, `env:${e.key}`, envName(e.key));
  for (const h of server.headers) {
    const at = keyed(h);
    if (at) yield headerSlot(owner, plainWord(at), 0, h.key, `header "${h.key}"`);
  }
  if (server.url) {
    const key = server.url.pointer.slice(server.url.pointer.lastIndexOf("/") + 1);
    yield { owner, word: plainWord(server.url), offset: 0, key: undefined, where: `"${key}"`, subject: key, name: undefined, scope: owner.scope };
  }
  const command = server.command;
  if (!command) return;
  // A hook without `args`, or a command line with spaces and no args: a shell runs it.
  if (server.kind === "hook" ? server.argsNode === undefined : server.args.length === 0 && /\s/.test(command.value.trim())) {
    yield* shellSlots(owner, command, server.kind === "hook" ? "its command" : "its command line");
    return;
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
      yield { owner, word: plainWord(at), offset: o.valueOffset + eq + 1, key, where: `"${launch.runner} ${o.flag} ${key}"`, subject: `container-env:${key}`, name: envName(key), scope: envName(key) };
    }
  }
  // `bash -c '…'`, `pwsh -Command '…'`: the line a shell runs, read as one.
  const program = programName(command.value);
  const payload = shellPayload(program, args);
  if (payload !== undefined) {
    used.add(payload);
    yield* shellSlots(owner, args[payload]!, `the line ${program} runs (args[${args[payload]!.index}])`);
  }
  const words = args.map((a) => plainWord(a));
  yield* argSlots(owner, words, used, (i) => `args[${args[i]!.index}]`, undefined, "arg");
  yield* passwordSlots(owner, argvCommand([plainWord(command), ...words]), (i) => (i === 0 ? command : args[i - 1]!), "its arguments");
}

/** The index in `args` of the line a shell wrapper runs (`sh -c '…'`, `pwsh -Command '…'`). */
function shellPayload(program: string, args: readonly StringAt[]): number | undefined {
  for (let i = 0; i + 1 < args.length; i++) {
    const a = args[i]!.value;
    if (POSIX_SHELLS.has(program) ? /^-[A-Za-z]*c[A-Za-z]*$/.test(a) : POWERSHELLS.has(program) && powershellParameter(a) === "command") return i + 1;
    if (!a.startsWith("-")) return undefined;
  }
  return undefined;
}

function* keyedSlot(owner: Owner, e: KeyedString, where: string, subject: string, name: string): Generator<Slot> {
  const at = keyed(e);
  if (at) yield { owner, word: plainWord(at), offset: 0, key: e.key, where, subject, name, scope: name };
}

/**
 * Arguments: `--api-key=…` and `--api-key …` (a flag with a secret-sounding name), `--header
 * "Authorization: Bearer …"`, `NAME=value` with a secret-sounding name (`-e`, `env`, `export`,
 * `make`), and anything else for known token shapes and URL credentials.
 */
function* argSlots(owner: Owner, words: readonly Word[], used: Set<number>, whereOf: (i: number) => string, line: string | undefined, subjectPrefix: string): Generator<Slot> {
  const inLine = line === undefined ? "" : ` in ${line}`;
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const arg = words[i]!;
    const following = words[i + 1];
    const next = following && !used.has(i + 1) && !following.value.startsWith("-") ? following : undefined;
    const flag = /^(--?[A-Za-z][\w-]*)(=?)/.exec(arg.value);
    const valueAt = flag?.[2] ? arg : next;
    const valueOffset = flag?.[2] ? flag[0].length : 0;
    if (flag && valueAt && HEADER_FLAGS.has(flag[1]!)) {
      // mcp-remote style `--header "Authorization: Bearer …"`.
      const header = /^([\w-]+):[ \t]*/.exec(valueAt.value.slice(valueOffset));
      if (header) {
        used.add(words.indexOf(valueAt));
        yield headerSlot(owner, valueAt, valueOffset + header[0].length, header[1]!, `header "${header[1]}" of argument "${flag[1]}"${inLine}`);
        continue;
      }
    }
    if (flag && valueAt && flag[1]!.startsWith("--") && classifyKey(flag[1])) {
      used.add(words.indexOf(valueAt));
      yield { owner, word: valueAt, offset: valueOffset, key: flag[1], where: `argument "${flag[1]}"${inLine}`, subject: `${subjectPrefix}:${flag[1]}`, name: scopedName(owner.scope, flag[1]!), scope: owner.scope };
      continue;
    }
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(arg.value);
    if (assignment && classifyKey(assignment[1])) {
      const key = assignment[1]!;
      yield { owner, word: arg, offset: assignment[0].length, key, where: `${key}=…${line === undefined ? ` (${whereOf(i)})` : inLine}`, subject: `${subjectPrefix}:${key}=`, name: envName(key), scope: envName(key) };
      continue;
    }
    // Anything else is scanned for known token shapes and URL credentials only.
    yield { owner, word: arg, offset: 0, key: undefined, where: whereOf(i), subject: `${subjectPrefix}:${i}`, name: undefined, scope: owner.scope };
  }
}

/** A shell line (a hook's command, the line of `sh -c`): each command's assignments, arguments and password options. */
function* shellSlots(owner: Owner, at: StringAt, where: string): Generator<Slot> {
  const line = at.value;
  for (const cmd of allCommands(parseShell(line, "sh"))) {
    for (const a of cmd.assignments) {
      const eq = a.value.indexOf("=");
      const key = a.value.slice(0, eq);
      if (eq > 0) yield { owner, word: shellWord(at, a), offset: eq + 1, key, where: `${key}=… in ${where}`, subject: `command:${key}=`, name: envName(key), scope: envName(key) };
    }
    const words = cmd.words.map((w) => shellWord(at, w));
    yield* argSlots(owner, words, new Set(), () => where, where, "command");
    yield* passwordSlots(owner, cmd, (i) => words[i]!, where);
  }
}

/** A program's literal password option (`mysql -p…`, `sshpass -p …`, `curl -u user:…`). */
function* passwordSlots(owner: Owner, cmd: ShellCommand, wordAt: (i: number) => StringAt | Word, where: string): Generator<Slot> {
  const inv = invocationOf(cmd);
  const found = inv && passwordArgument(inv);
  if (!inv || !found) return;
  const held = wordAt(cmd.words.indexOf(found.word));
  const word = "base" in held ? held : plainWord(held);
  const start = word.value.lastIndexOf(found.password);
  if (start === -1) return;
  const match: SecretMatch = { secret: found.password, reason: "key-name", start: 0, end: found.password.length };
  // The variable the program itself reads (`sshpass -e` reads SSHPASS), else one named after it.
  const name = PASSWORD_VARIABLES[inv.name] ?? envName(inv.name, "PASSWORD");
  yield { owner, word, offset: start, key: undefined, where: `the ${found.option} option of ${where}`, subject: `password:${found.option}`, name, scope: owner.scope, noun: "password", found: match };
}

/** An argv (a server's command and args, an exec-form hook) as a parsed command, for the command checks. */
function argvCommand(words: readonly Word[]): ShellCommand {
  const cmd: ShellCommand = { pos: 0, end: 0, assignments: [], words: [], redirects: [], pipeline: [], pipeIndex: 0, group: undefined };
  cmd.pipeline.push(cmd);
  // A host variable (`${DB_PASS}`) is no literal: read like a shell expansion.
  for (const w of words) cmd.words.push({ pos: 0, end: 0, value: w.value, quoted: false, expansions: w.value.includes("$") || /%\w+%/.test(w.value) ? [{ text: w.value, quoted: false, at: 0 }] : [], subs: [] });
  return cmd;
}

function plainWord(at: StringAt): Word {
  return { at, value: at.value, base: 0, from: 0, to: at.value.length, shell: false };
}

function shellWord(at: StringAt, w: ShellWord): Word {
  const written = at.value.slice(w.pos, w.end);
  return { at, value: w.value, base: written === w.value ? w.pos : undefined, from: w.pos, to: w.end, shell: true, expanded: w.expansions.length > 0 };
}

const HEADER_FLAGS = new Set(["--header", "-H", "--headers"]);

function headerSlot(owner: Owner, word: Word, offset: number, header: string, where: string): Slot {
  // The auth header's variable is the server's token: tickets + Authorization -> TICKETS_TOKEN.
  const part = /^(proxy-)?authorization$/i.test(header) ? "TOKEN" : header;
  return { owner, word, offset, key: header, where, subject: `header:${header}`, name: owner.server?.kind === "hook" && part === "TOKEN" ? undefined : scopedName(owner.scope, part), scope: owner.scope };
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
  const part = slot.word.value.slice(slot.offset);
  const whole = m.param === undefined && m.end === part.length && (m.start === 0 || m.scheme !== undefined);
  if (whole) return slot.name ?? m.format?.envName ?? scopedName(slot.owner.scope, "TOKEN");
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
