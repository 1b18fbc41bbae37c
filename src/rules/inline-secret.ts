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
import { POSIX_SHELLS, POWERSHELLS, programName, shellCommandFlag } from "./data/commands.js";
import { allCommands, parseShell, type ShellCommand, type ShellWord } from "../skills/commands/shell.js";
import { invocationOf, sshCommandAt } from "../skills/commands/invocation.js";
import { passwordArgument, PASSWORD_VARIABLES } from "../skills/commands/password-options.js";

/** What holds the strings: a server, a hook, the settings' own env or rules; and how a variable is written there. */
interface Owner {
  /** How messages name it: `server "db"`, `hook Stop`, `this settings file`. */
  label: string;
  server: McpServer | undefined;
  /** A permission rule's command: Claude Code saved it when the user approved it; the rule is deleted, not edited. */
  rule?: true;
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
  /** Read from a shell line, and which: a moved secret is then written as a shell variable (none in PowerShell). */
  shell?: "sh" | "pwsh";
  /** A shell word holding an expansion (`$X`, `$(…)`): a `$` in what it matched is not literal. */
  expanded?: boolean;
  /** False: text a moved secret may not be written into (a comment, a heredoc body). */
  fixable?: false;
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
  /** A well-known default (`guest`, `root`): still literal, but anyone knew it already. */
  severity?: "warning";
  /** No place to scan: a line nested deeper than MAX_NESTING starts here, and is said not to be read. */
  tooDeep?: true;
}

/** Secrets reported per string: a string of thousands (a hostile hook) is summed up past this, in one finding. */
const MAX_PER_STRING = 100;
/** How deep `sh -c '…'` inside a shell line is followed. */
const MAX_NESTING = 3;

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
    // A secret is said once per string (a password option's value may also sit under a secret-sounding
    // flag); where a shell line writes it again, the one fix edits every place.
    const said = new Map<JsonNode, Map<string, Literal>>();
    const names = new Names(context.file.text);
    const settings: Owner = { label: context.host.sessionEnv?.file ?? "this settings file", server: undefined, scope: "" };
    const sessionMap = context.host.sessionEnv?.path.join(".") ?? "env";
    const over = new Map<JsonNode, { slot: Slot; secrets: string[] }>();
    const all = [
      ...[...context.model.servers, ...context.model.hooks].flatMap((server) => [...slots(server, context.host.hookShell === "unknown")]),
      ...context.model.sessionEnv.flatMap((e) => [...keyedSlot(settings, e, `${sessionMap} "${e.key}"`, `session-env:${e.key}`, envName(e.key))]),
      ...context.model.ruleCommands.flatMap((r) => {
        const rule: Owner = { label: "this settings file", server: undefined, scope: "", rule: true };
        const line: Line = { at: r.at, text: r.at.value.slice(r.start, r.end), base: r.start, from: r.start, to: r.end, dialect: r.shell };
        return [...shellSlots(rule, line, `the rule ${r.at.pointer.replace(/^\/permissions\/(\w+)\/(\d+)$/, "permissions.$1[$2]")}`)];
      }),
    ];
    const tooDeep = new Map<JsonNode, Slot>();
    for (const slot of all) {
      if (slot.tooDeep) {
        tooDeep.set(slot.word.at.node, slot);
        continue;
      }
      const part = slot.word.value.slice(slot.offset);
      if (!slot.word.shell && context.host.isVariableReference(part)) continue;
      for (const match of slot.found ? [slot.found] : findSecrets(slot.key, part)) {
        if (context.host.isVariableReference(match.secret) || (slot.word.expanded && match.secret.includes("$"))) continue;
        const seen = said.get(slot.word.at.node) ?? new Map<string, Literal>();
        said.set(slot.word.at.node, seen);
        const first = seen.get(match.secret);
        if (first) {
          if (first.again.length < MAX_PER_STRING) first.again.push({ slot, match });
          continue;
        }
        seen.set(match.secret, { slot, match, again: [] });
        if (seen.size > MAX_PER_STRING && !over.has(slot.word.at.node)) {
          // Each finding edits its string: thousands in one would make the run quadratic. What is past
          // the first hundred is scrubbed as the whole string (one spelling, not thousands).
          over.set(slot.word.at.node, { slot, secrets: [slot.word.at.value] });
        }
      }
    }
    for (const seen of said.values()) {
      let n = 0;
      for (const literal of seen.values()) if (n++ < MAX_PER_STRING) report(context, literal, vscodeInputs, takenIds, names);
    }
    // A cap that stops coverage is said, not passed over.
    for (const slot of tooDeep.values()) {
      context.report({ node: slot.word.at.node, pointer: slot.word.at.pointer, subject: "nested-too-deep", severity: "warning", message: `${slot.owner.label} nests shell lines (sh -c, ssh) more than ${MAX_NESTING} deep in ${slot.where}: the lines past that are read for token shapes only, not for password options or NAME=value; flatten the command (a script file) so it can be checked` });
    }
    for (const [, { slot, secrets }] of over) {
      const count = said.get(slot.word.at.node)!.size - MAX_PER_STRING;
      context.report({ node: slot.word.at.node, pointer: slot.word.at.pointer, subject: "more-secrets", secrets, message: `${slot.owner.label} has ${count} more literal secrets in the same string, not listed one by one: rotate them all and read each from a variable` });
    }
  },
};

/**
 * The variables moved secrets are read from, one per secret: a name is taken when another secret
 * has it, so two credentials never become one. A name made up for a shell line (after its program or
 * event) is also taken when the file reads it already (`\${CURL_PASSWORD}`, written by a fix's earlier
 * pass for another secret); a server's env or header key keeps the name the file may read elsewhere
 * (a second server reading `\${env:CONTEXT7_API_KEY}` holds the same service's key).
 */
class Names {
  private readonly given = new Map<string, string>();
  /** The next suffix to try for a name: a file of many secrets of one kind stays linear. */
  private readonly next = new Map<string, number>();
  /** Names the file reads already: `${NAME}`, `$NAME`, `${env:NAME}`, `$env:NAME`. */
  private readonly read: Set<string>;

  constructor(text: string) {
    this.read = new Set(Array.from(text.matchAll(/\$\{?(?:env:)?([A-Za-z_][A-Za-z0-9_]{0,127})/g), (m) => m[1]!));
  }

  /** What each secret was named after each proposal: the same secret keeps its name. */
  private readonly named = new Map<string, string>();

  for(name: string, secret: string, madeUp: boolean): string {
    const key = `${name}\0${secret}`;
    const known = this.named.get(key);
    if (known !== undefined) return known;
    for (let n = this.next.get(name) ?? 1; ; n++) {
      const candidate = n === 1 ? name : `${name}_${n}`;
      if (!this.given.has(candidate) && !(madeUp && this.read.has(candidate))) {
        this.given.set(candidate, secret);
        this.next.set(name, n + 1);
        this.named.set(key, candidate);
        return candidate;
      }
    }
  }
}

/** The text of a word as written, when quotes or escapes split its secret there: scrubbed from every output too. */
function writtenForms(word: Word): string[] {
  if (word.base !== undefined) return [];
  const written = word.at.value.slice(word.from, word.to);
  const escaped = JSON.stringify(written).slice(1, -1);
  return escaped === written ? [written] : [written, escaped];
}

/** A secret found in a string, and the other places the same string writes it. */
interface Literal {
  slot: Slot;
  match: SecretMatch;
  again: { slot: Slot; match: SecretMatch }[];
}

function report(context: McpRuleContext, literal: Literal, vscodeInputs: boolean, takenIds: Set<string>, names: Names): void {
  const { slot, match: m } = literal;
  const { host, file } = context;
  const { owner, word } = slot;
  const noun = slot.noun ?? nounFor(slot, m);
  const where = m.param === undefined ? slot.where : `${slot.where} (parameter "${m.param}")`;
  const head = `${owner.label} has a literal ${noun} in ${where} (${redact(m.secret)})`;
  // The secret as written at each place the string holds it (quotes can split it differently each time).
  const written = [...new Set([word, ...literal.again.map((a) => a.slot.word)].flatMap(writtenForms))];
  const descriptor = { node: word.at.node, pointer: word.at.pointer, subject: `${slot.subject}${m.param ? `?${m.param}` : ""}`, secrets: [m.secret, ...written], ...(slot.severity ? { severity: slot.severity } : {}) };
  if (owner.rule) {
    // Editing the rule would change what it approves: the rule goes, the approval is asked again.
    context.report({ ...descriptor, message: `${head}: rotate it and delete the rule (Claude Code saved the command as you approved it; it asks again next time)` });
    return;
  }
  if (!owner.server) {
    // Claude Code sets the settings' env as written, for every session: there is no variable to move
    // it to, and the name is the one it sets.
    context.report({ ...descriptor, message: `${head}: rotate it; ${(host.sessionEnv?.advice ?? "").replace("{name}", slot.key ?? "")}` });
    return;
  }
  // An http hook's url takes no variable: the message names none.
  const name = owner.server.kind === "hook" && owner.server.transport === "http" && slot.key === undefined ? "" : names.for(variableName(slot, m), m.secret, word.shell !== undefined || owner.server.kind === "hook");
  const range = locate(word, slot.offset + m.start, slot.offset + m.end, m.secret);
  if (word.fixable === false) {
    // Cursor documents no shell for a hook's command: the variable is read by the script it runs.
    const advice = host.hookShell === "unknown" && owner.server.kind === "hook" ? `, then have the script the hook runs read it from the environment (${host.displayName} documents no shell for hook commands, so none is written here)` : ", and take it out of the file";
    context.report({ ...descriptor, message: `${head}: rotate it${advice}` });
    return;
  }
  if (word.shell === "pwsh") {
    // PowerShell reads the environment as $env:NAME, and quotes and escapes its own way: no edit.
    context.report({ ...descriptor, message: `${head}: rotate it, then read it from $env:${name} and set ${name} in the environment ${host.displayName} starts from` });
    return;
  }
  if (word.shell) {
    // A shell line expands the variable itself, in any host; not inside single quotes. A word starts
    // outside any quote: its quoting is read from its own start.
    // Every place the line writes it, each in its own quoting: one that cannot take the variable leaves all as they are.
    const places = [{ word, range, quote: range && quotingAt(word.at.value, word.from, range[0]) }];
    for (const { slot: other, match } of literal.again) {
      const at = other.word.fixable === false ? undefined : locate(other.word, other.offset + match.start, other.offset + match.end, match.secret);
      places.push({ word: other.word, range: at, quote: at && quotingAt(other.word.at.value, other.word.from, at[0]) });
    }
    const quote = places.every((p) => p.range && p.quote !== undefined && p.quote !== "'") ? places[0]!.quote : undefined;
    if (!range || quote === undefined || quote === "'") {
      context.report({ ...descriptor, message: `${head}: rotate it, then read it from $${name} (outside single quotes) and set ${name} in the environment ${host.displayName} starts from` });
      return;
    }
    const referenceIn = (q: string | undefined) => (q === '"' ? `\${${name}}` : `"\${${name}}"`);
    const reference = referenceIn(quote);
    const edits = uniqueRanges(places).map((p) => replaceInString(file.text, p.word.at.node, p.range![0], p.range![1], referenceIn(p.quote)));
    const fix: Fix = { safety: "unsafe", description: `replace the literal ${noun} with ${reference} and set ${name} in the environment ${host.displayName} starts from; still rotate it: the old value stays in git history and any copy of the file`, edits };
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
    const advice = slot.key === undefined ? "an http hook's url expands no variable: send it in a header that reads a variable listed in its \"allowedEnvVars\"" : `write ${reference} there, list ${name} in the hook's "allowedEnvVars" and set ${name} in the environment ${host.displayName} starts from`;
    context.report({ ...descriptor, message: `${head}: rotate it; ${advice}` });
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

/** Places by their range, each once (a password option's value and a flag's can be the same text). */
function uniqueRanges<T extends { range: [number, number] | undefined }>(places: readonly T[]): T[] {
  const seen = new Set<number>();
  return places.filter((p) => !seen.has(p.range![0]) && seen.add(p.range![0]));
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
 * The quote a shell word is in at `pos`, read from its start `from`: "" (none), `"` or `'`; undefined
 * when it cannot be told (a command substitution, a backquote or an ANSI-C string before it).
 */
function quotingAt(line: string, from: number, pos: number): "" | '"' | "'" | undefined {
  let quote: "" | '"' | "'" = "";
  for (let i = from; i < pos; i++) {
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
function* slots(server: McpServer, shellUnknown: boolean): Generator<Slot> {
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
    const line = wholeLine(command, server.powershell ? "pwsh" : "sh");
    yield* shellSlots(owner, shellUnknown && server.kind === "hook" ? { ...line, noEdit: true } : line, server.kind === "hook" ? "its command" : "its command line");
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
    yield* shellSlots(owner, wholeLine(args[payload]!, POWERSHELLS.has(program) ? "pwsh" : "sh"), `the line ${program} runs (args[${args[payload]!.index}])`);
  }
  const words = args.map((a) => plainWord(a));
  yield* argSlots(owner, words, used, (i) => `args[${args[i]!.index}]`, undefined, "arg");
  yield* passwordSlots(owner, argvCommand([plainWord(command), ...words]), (i) => (i === 0 ? command : args[i - 1]!), "its arguments");
}

/** The index in `args` of the line a shell wrapper runs (`sh -c '…'`, `pwsh -Command '…'`). */
function shellPayload(program: string, args: readonly { value: string }[]): number | undefined {
  const flag = shellCommandFlag(program, args.map((a) => a.value));
  return flag?.kind === "command" && flag.index + 1 < args.length ? flag.index + 1 : undefined;
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
    // `--from-literal=password=…` (kubectl), `--build-arg=TOKEN=…`: a NAME=value inside a flag's value.
    const inner = flag?.[2] ? /^([A-Za-z_][A-Za-z0-9_.-]*)=/.exec(arg.value.slice(flag[0].length)) : null;
    if (inner && classifyKey(inner[1])) {
      const key = inner[1]!;
      yield { owner, word: arg, offset: flag![0].length + inner[0].length, key, where: `${key}=… of argument "${flag![1]}"${inLine}`, subject: `${subjectPrefix}:${flag![1]}:${key}=`, name: envName(key), scope: envName(key) };
      continue;
    }
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(arg.value);
    if (assignment && classifyKey(assignment[1])) {
      const key = assignment[1]!;
      yield { owner, word: arg, offset: assignment[0].length, key, where: `${key}=…${line === undefined ? ` (${whereOf(i)})` : inLine}`, subject: `${subjectPrefix}:${key}=`, name: envName(key), scope: envName(key) };
      continue;
    }
    // JSON written in a shell line (`curl -d '{"token":"…"}'`, an otelHeadersHelper's
    // `echo '{"Authorization": "Bearer …"}'`): each string member read by its key, the word as well.
    if (line !== undefined && arg.value.includes('":')) yield* jsonMembers(owner, arg, inLine, `${subjectPrefix}:${i}`);
    // Anything else is scanned for known token shapes and URL credentials only.
    yield { owner, word: arg, offset: 0, key: undefined, where: whereOf(i), subject: `${subjectPrefix}:${i}`, name: undefined, scope: owner.scope };
  }
}

/** `"key": "value"` members in a word (bounded: a value of at most 1,000 characters, no escapes). */
function* jsonMembers(owner: Owner, word: Word, inLine: string, subject: string): Generator<Slot> {
  for (const m of word.value.matchAll(/"([A-Za-z_][\w.-]{0,63})"[ \t]{0,8}:[ \t]{0,8}"([^"\\\n]{1,1000})"/g)) {
    const key = m[1]!;
    if (!classifyKey(key)) continue;
    const start = m.index! + m[0].length - m[2]!.length - 1;
    // Only the member's value is scanned: the slot's text is cut to it through an offset and a copy.
    yield { owner, word: { ...word, value: word.value.slice(0, start + m[2]!.length) }, offset: start, key, where: `"${key}" of JSON${inLine}`, subject: `${subject}:json:${key}`, name: envName(key), scope: envName(key) };
  }
}

/** A shell line inside a config string: the whole string, or the inside of a `sh -c '…'` word in one. */
interface Line {
  at: StringAt;
  text: string;
  /** Where `text` stands as written in `at.value`; undefined when quotes or escapes change it there. */
  base: number | undefined;
  /** The range of `at.value` it was read from. */
  from: number;
  to: number;
  dialect: "sh" | "pwsh";
  /**
   * No variable is written into it: another host runs it (ssh's remote command: a variable there would
   * be read there), or no source says a shell runs it (Cursor's hooks).
   */
  noEdit?: true;
}

/**
 * A shell line (a hook's command, the line of `sh -c`): each command's assignments, arguments,
 * here-strings and password options; its comments and heredoc bodies for token shapes and
 * `NAME=value` lines; and the line of an `sh -c '…'` inside it, as one.
 */
function* shellSlots(owner: Owner, line: Line, where: string, path = "", depth = 0): Generator<Slot> {
  const script = parseShell(line.text, line.dialect);
  for (const [c0, c1] of script.comments) yield* dataSlots(owner, line, c0, c1, `a comment in ${where}`, `comment${path}`);
  const commands = allCommands(script);
  for (let k = 0; k < commands.length; k++) {
    const cmd = commands[k]!;
    const subject = `command[${path}${k}]`;
    for (const a of cmd.assignments) {
      const eq = a.value.indexOf("=");
      const key = a.value.slice(0, eq);
      if (eq > 0) yield { owner, word: shellWord(line, a), offset: eq + 1, key, where: `${key}=… in ${where}`, subject: `${subject}:${key}=`, name: envName(key), scope: envName(key) };
    }
    const words = cmd.words.map((w) => shellWord(line, w));
    yield* argSlots(owner, words, new Set(), () => where, where, subject);
    yield* passwordSlots(owner, cmd, (i) => words[i]!, where, subject);
    for (const r of cmd.redirects) {
      if (r.heredoc) yield* dataSlots(owner, line, r.heredoc.start, r.heredoc.end, `a heredoc in ${where}`, `${subject}:heredoc`);
      else if (r.op === "<<<" && r.target) yield* argSlots(owner, [shellWord(line, r.target)], new Set(), () => where, where, `${subject}:<<<`);
    }
    // `bash -c 'mysql -p…'` and `ssh host 'mysql -p…'` inside the line: their own line, read the same way.
    const inv = line.dialect === "sh" && depth <= MAX_NESTING ? invocationOf(cmd) : undefined;
    const payload = inv && POSIX_SHELLS.has(inv.name) ? shellPayload(inv.name, inv.args) : undefined;
    const remote = inv?.name === "ssh" ? sshCommandAt(inv.values) : undefined;
    if (inv && depth === MAX_NESTING) {
      if (payload !== undefined || remote !== undefined) yield { owner, word: words[0]!, offset: 0, key: undefined, where, subject: "nested", name: undefined, scope: owner.scope, tooDeep: true };
      continue;
    }
    // A nested line takes no edit: its quotes are the outer line's too, and a variable written there
    // would be expanded, then parsed again, by each shell on the way.
    if (inv && payload !== undefined) yield* shellSlots(owner, { ...innerLine(line, inv.args[payload]!), noEdit: true }, where, `${path}${k}/`, depth + 1);
    if (inv && remote !== undefined) {
      const words = inv.args.slice(remote);
      const inner = words.length === 1 ? innerLine(line, words[0]!) : joinedLine(line, words);
      yield* shellSlots(owner, { ...inner, noEdit: true }, where, `${path}${k}/`, depth + 1);
    }
  }
}

/** The line inside a word (`'…'` or `"…"` around text that needs no escape keeps its place; else it is found by its text). */
function innerLine(line: Line, w: ShellWord): Line {
  const written = line.text.slice(w.pos, w.end);
  const from = line.base !== undefined ? line.base + w.pos : line.from;
  const to = line.base !== undefined ? line.base + w.end : line.to;
  const inPlace = line.base !== undefined && written.length >= 2 && (written[0] === "'" || written[0] === '"') && written.at(-1) === written[0] && written.slice(1, -1) === w.value;
  return { at: line.at, text: w.value, base: inPlace ? line.base! + w.pos + 1 : undefined, from, to, dialect: "sh", ...(line.noEdit ? { noEdit: true as const } : {}) };
}

/** Several words ssh joins into one remote line: read as that line, its secrets found by their text in the words' range. */
function joinedLine(line: Line, words: readonly ShellWord[]): Line {
  const from = line.base !== undefined ? line.base + words[0]!.pos : line.from;
  const to = line.base !== undefined ? line.base + words[words.length - 1]!.end : line.to;
  return { at: line.at, text: words.map((w) => w.value).join(" "), base: undefined, from, to, dialect: "sh", ...(line.noEdit ? { noEdit: true as const } : {}) };
}

/** A heredoc body: token shapes and URL credentials, and its `NAME=value` lines by their name. */
function* dataSlots(owner: Owner, line: Line, start: number, end: number, where: string, subject: string): Generator<Slot> {
  yield { owner, word: spanWord(line, start, end), offset: 0, key: undefined, where, subject, name: undefined, scope: owner.scope };
  const body = line.text.slice(start, end);
  // A quoted value runs to its closing quote (spaces and the other quote included).
  for (const m of body.matchAll(/^[ \t#]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]{0,127})=(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"']*))/gm)) {
    const key = m[1]!;
    if (!classifyKey(key)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    const at = start + m.index! + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
    yield { owner, word: spanWord(line, at, at + value.length), offset: 0, key, where: `${key}=… in ${where}`, subject: `${subject}:${key}=`, name: envName(key), scope: envName(key) };
  }
}

/**
 * A span of data in a line (a comment, a heredoc body) as a word: no variable is written there (a
 * comment expands nothing; a heredoc's expansion depends on its delimiter and on who reads it).
 */
function spanWord(line: Line, start: number, end: number): Word {
  const base = line.base === undefined ? undefined : line.base + start;
  return { at: line.at, value: line.text.slice(start, end), base, from: base ?? line.from, to: base === undefined ? line.to : base + end - start, shell: line.dialect, fixable: false };
}

/** A program's literal password option (`mysql -p…`, `sshpass -p …`, `curl -u user:…`). */
function* passwordSlots(owner: Owner, cmd: ShellCommand, wordAt: (i: number) => StringAt | Word, where: string, subject = "password"): Generator<Slot> {
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
  yield { owner, word, offset: start, key: undefined, where: `the ${found.option} option of ${where}`, subject: `${subject}:${found.option}`, name, scope: owner.scope, noun: "password", found: match, ...(found.wellKnown ? { severity: "warning" as const } : {}) };
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
  return { at, value: at.value, base: 0, from: 0, to: at.value.length };
}

/** A parsed word of a line: in place when written as its value, else found by its text in the range it came from. */
function shellWord(line: Line, w: ShellWord): Word {
  const written = line.text.slice(w.pos, w.end);
  const from = line.base === undefined ? line.from : line.base + w.pos;
  const to = line.base === undefined ? line.to : line.base + w.end;
  return { at: line.at, value: w.value, base: line.base !== undefined && written === w.value ? line.base + w.pos : undefined, from, to, shell: line.dialect, expanded: w.expansions.length > 0, ...(line.noEdit ? { fixable: false as const } : {}) };
}

/** A config string that is a shell line, whole. */
function wholeLine(at: StringAt, dialect: "sh" | "pwsh"): Line {
  return { at, text: at.value, base: 0, from: 0, to: at.value.length, dialect };
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
