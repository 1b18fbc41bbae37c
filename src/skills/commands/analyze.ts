// Runs the command checks over shell text: each command as an invocation (wrappers off), the
// checks of its program, then the code it hands to a shell (`sh -c '…'`, `eval '…'`, a heredoc fed
// to `bash`), read again as shell, to a bounded depth.
import { CHECKS_BY_PROGRAM, ROOT_WRAPPERS, runsStdin, type CheckContext, type CheckResult, type CommandCheck, type PipePlace } from "./checks.js";
import { invocationOf, sshCommandAt, sshLocalCommands, type Invocation } from "./invocation.js";
import { allCommands, parseShell, type ShellCommand, type ShellDialect, type ShellWord } from "./shell.js";
import type { Hit } from "./types.js";

/** Pipeline members a check sees on each side of a command. */
const PIPE_REACH = 16;
/** Code handed to a shell inside code handed to a shell…: followed this deep. */
const MAX_NESTING = 4;
/**
 * Rescans of argument text per scanned region, beside one for every 4 characters of the region (no
 * command that hands code on is shorter: `eval x;`). Each rescan reads at most its word's kept length,
 * and the words of one level are disjoint parts of the text: the work stays linear whatever the count.
 * Fixed at 256, ordinary lines (300 `ssh host uptime` in a fleet script) used it up and a download
 * handed to a shell after them was no finding.
 */
const MAX_RESCANS = 256;

export interface ShellScan {
  hits: Hit[];
  /** Ranges of text that are commands (not comments, not what `echo` prints, not heredoc data), with their program. */
  live: [number, number, string][];
}

const ECHOES = new Set(["echo", "printf", "print", "write-host", "write-output", "say", ":"]);
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh"]);

/**
 * Commands of text[start, end). `place`: when the text is not the file's (a string built from a
 * list of arguments in code), every hit points at this range of the file instead.
 */
export function scanShell(text: string, dialect: ShellDialect = "sh", start = 0, end = text.length, place?: [number, number]): ShellScan {
  const out: ShellScan = { hits: [], live: [] };
  const budget = { rescans: MAX_RESCANS + ((end - start) >> 2) };
  scanRegion(text, dialect, start, end, 0, out, budget, place);
  return out;
}

/**
 * `place`: where hits go when the region is a copy of a word's value rather than a slice of the
 * scanned text (the word's own range), so offsets always point into the file.
 */
function scanRegion(text: string, dialect: ShellDialect, start: number, end: number, depth: number, out: ShellScan, budget: { rescans: number }, place: [number, number] | undefined): void {
  const script = parseShell(text, dialect, start, end);
  const commands = allCommands(script).sort((a, b) => a.pos - b.pos);
  // What the commands before do to variables matters only to a check that asks (rm of a variable):
  // the commands are observed when one asks, up to and including the current one, not all of them
  // up front (most regions never ask).
  const guards = new Guards();
  let observed = 0;
  let current = 0;
  const guarded = (name: string) => {
    while (observed <= current) guards.observe(commands[observed++]!);
    return guards.isGuarded(name);
  };
  // Pipeline members' invocations, for the checks that look along a pipe (few): the loop computes
  // each command's own without this map, whose object keys cost a hash each.
  const invocations = new Map<ShellCommand, Invocation | undefined>();
  const invocation = (c: ShellCommand) => {
    let inv = invocations.get(c);
    if (inv === undefined && !invocations.has(c)) invocations.set(c, (inv = invocationOf(c)));
    return inv;
  };
  // The region's own commands, against those inside its substitutions (asked by few checks).
  let ownCommands: Set<ShellCommand> | undefined;
  const captured = (c: ShellCommand) => !(ownCommands ??= new Set(script.commands)).has(c);
  const push = (hit: Omit<Hit, "offset" | "length">, pos: number, endAt: number) => {
    const [s, e] = place ?? [pos, endAt];
    out.hits.push({ ...hit, offset: s, length: Math.max(1, e - s) });
  };
  for (; current < commands.length; current++) {
    const cmd = commands[current]!;
    const inv = invocationOf(cmd);
    if (!inv) continue;
    if (!ECHOES.has(inv.name)) out.live.push(place ? [place[0], place[1], inv.name] : [cmd.pos, cmd.end, inv.name]);
    for (const w of inv.wrappers) {
      if (ROOT_WRAPPERS.has(w.name)) push({ id: "run-as-root", category: "privilege-destruction", confidence: "high", description: "runs commands as root", label: w.name }, w.word.pos, w.word.end);
    }
    const checks = checksFor(inv.name);
    if (checks.length > 0) {
      const context = new CommandContext(cmd, guarded, invocation, captured);
      for (const check of checks) {
        const r = check.match(inv, context);
        if (r === undefined) continue;
        const result: CheckResult = typeof r === "string" ? { label: r } : r;
        push(
          { id: check.id, category: check.category, confidence: result.confidence ?? check.confidence, description: check.description, label: result.label, ...(result.severity ? { severity: result.severity } : {}), ...(result.secrets ? { secrets: result.secrets } : {}) },
          result.pos ?? inv.command.pos,
          result.end ?? inv.command.end,
        );
      }
    }
    if (depth < MAX_NESTING) rescanHandedCode(text, dialect, inv, cmd, depth, out, budget, place, invocation);
  }
}

/** A word's value with each `$(…)` and `` `…` `` it holds (kept as written) turned to spaces. */
function blankSubstitutions(w: ShellWord): string {
  let value = w.value;
  let from = 0;
  for (const e of w.expansions) {
    if (!e.text.startsWith("$(") && !e.text.startsWith("`")) continue;
    const at = value.indexOf(e.text, from);
    if (at === -1) continue;
    value = value.slice(0, at) + " ".repeat(e.text.length) + value.slice(at + e.text.length);
    from = at + e.text.length;
  }
  return value;
}

/** The code a command hands to a shell: `sh -c '…'`, `eval '…'`, `bash <<EOF … EOF`, `cat <<EOF | bash`. */
function rescanHandedCode(
  text: string,
  dialect: ShellDialect,
  inv: Invocation,
  cmd: ShellCommand,
  depth: number,
  out: ShellScan,
  budget: { rescans: number },
  place: [number, number] | undefined,
  invocation: (c: ShellCommand) => Invocation | undefined,
): void {
  const shell = SHELLS.has(inv.name) || inv.name === "pwsh" || inv.name === "powershell";
  const innerDialect: ShellDialect = inv.name === "pwsh" || inv.name === "powershell" ? "pwsh" : "sh";
  const words: ShellWord[] = [];
  if (shell) {
    const c = inv.values.findIndex((v) => /^-[a-zA-Z]*c$/.test(v) || /^-command$/i.test(v));
    if (c !== -1 && inv.args[c + 1]) words.push(inv.args[c + 1]!);
  } else if (inv.name === "eval" || inv.name === "su") {
    const c = inv.name === "su" ? inv.values.indexOf("-c") : -1;
    words.push(...(inv.name === "su" ? (c !== -1 && inv.args[c + 1] ? [inv.args[c + 1]!] : []) : inv.args));
  } else if (inv.name === "iex" || inv.name === "invoke-expression") {
    words.push(...inv.args.filter((w) => w.subs.length === 0));
  }
  // `ssh host 'curl … | sh'`, `ssh host mysql -p…`: the remote shell runs the words after the host,
  // joined by spaces (one quoted word is read in place as `sh -c`'s is).
  if (inv.name === "ssh") {
    // `-o ProxyCommand=…` runs here, through a shell: read as a copy placed on its word.
    for (const [k, from] of sshLocalCommands(inv.values)) {
      if (budget.rescans <= 0) break;
      budget.rescans--;
      const w = inv.args[k]!;
      const value = blankSubstitutions(w).slice(from);
      scanRegion(value, "sh", 0, value.length, depth + 1, out, budget, place ?? [w.pos, w.end]);
    }
    const at = sshCommandAt(inv.values);
    if (at !== undefined && at === inv.args.length - 1) words.push(inv.args[at]!);
    else if (at !== undefined && budget.rescans > 0) {
      budget.rescans--;
      const rest = inv.args.slice(at);
      const value = rest.map(blankSubstitutions).join(" ");
      scanRegion(value, "sh", 0, value.length, depth + 1, out, budget, place ?? [rest[0]!.pos, rest[rest.length - 1]!.end]);
    }
  }
  for (const w of words) {
    // A word with a `$(…)` is read again too: `bash -c "cd $(mktemp -d) && curl … | sh"` runs the rest.
    if (budget.rescans <= 0) continue;
    budget.rescans--;
    const raw = text.slice(w.pos, w.end);
    // A word that is one quoted string: read its inside in place, so offsets stay exact.
    if (place === undefined && raw.length >= 2 && (raw[0] === "'" || raw[0] === '"') && raw[raw.length - 1] === raw[0] && raw.slice(1, -1) === w.value) {
      scanRegion(text, innerDialect, w.pos + 1, w.end - 1, depth + 1, out, budget, undefined);
    } else {
      // A copy of the value: its substitutions were read where they stand, so they are blanked here
      // (read again from the copy, their hits would land on the word's first line a second time).
      const value = blankSubstitutions(w);
      scanRegion(value, innerDialect, 0, value.length, depth + 1, out, budget, place ?? [w.pos, w.end]);
    }
  }
  // Heredocs and here-strings fed to a shell (this command's, or the first of its pipeline's), here
  // or through ssh to a remote shell (`ssh host sh <<'EOF'`).
  if (!(SHELLS.has(inv.name) && runsItsInput(inv)) && !(inv.name === "ssh" && runsStdin(inv))) return;
  const first = cmd.pipeline[0];
  const sources = [cmd, ...(first && first !== cmd && invocation(first)?.name === "cat" ? [first] : [])];
  for (const source of sources) {
    for (const r of source.redirects) {
      if (r.heredoc && r.heredoc.end > r.heredoc.start && budget.rescans > 0) {
        budget.rescans--;
        scanRegion(text, "sh", r.heredoc.start, r.heredoc.end, depth + 1, out, budget, place);
      } else if (r.op === "<<<" && r.target && r.target.subs.length === 0 && budget.rescans > 0) {
        budget.rescans--;
        scanRegion(r.target.value, "sh", 0, r.target.value.length, depth + 1, out, budget, place ?? [r.target.pos, r.target.end]);
      }
    }
  }
  void dialect;
}

/**
 * What a check sees around its command. A class, not an object literal with a getter: one is made
 * for every command (the checks of "*" apply to all), and a literal's getter costs an allocation of
 * its own each time.
 */
class CommandContext implements CheckContext {
  private members: (Invocation | undefined)[] | undefined;
  readonly index: number;

  constructor(
    private readonly cmd: ShellCommand,
    /** Shared by the region's commands (checks call it unbound). */
    readonly guarded: (name: string) => boolean,
    private readonly invocation: (c: ShellCommand) => Invocation | undefined,
    private readonly isCaptured: (c: ShellCommand) => boolean,
  ) {
    this.index = Math.min(cmd.pipeIndex, PIPE_REACH);
  }

  captured(): boolean {
    return this.isCaptured(this.cmd);
  }

  get pipeline(): (Invocation | undefined)[] {
    return (this.members ??= this.membersAround(this.cmd));
  }

  groups(): PipePlace[] {
    // Asked by few checks, for a command in a group: at most MAX_DEPTH groups (shell.ts), each end's reach.
    const out: PipePlace[] = [];
    for (let g = this.cmd.group; g !== undefined; g = g.parent) {
      if (g.end) out.push({ redirects: g.end.redirects, pipeline: this.membersAround(g.end), index: Math.min(g.end.pipeIndex, PIPE_REACH) });
    }
    return out;
  }

  /**
   * The members a check may look at: this one and PIPE_REACH on each side, the command at
   * min(pipeIndex, PIPE_REACH). Only those are read, not the whole pipeline: each member of a pipe of
   * thousands asks (`curl x | curl x | …` was quadratic). Members further on stand as one unknown.
   */
  private membersAround(cmd: ShellCommand): (Invocation | undefined)[] {
    const members: (Invocation | undefined)[] = [];
    const last = Math.min(cmd.pipeline.length - 1, cmd.pipeIndex + PIPE_REACH);
    for (let k = Math.max(0, cmd.pipeIndex - PIPE_REACH); k <= last; k++) members.push(this.invocation(cmd.pipeline[k]!));
    if (last < cmd.pipeline.length - 1) members.push(undefined);
    return members;
  }
}

const CHECKS_FOR = new Map<string, readonly CommandCheck[]>();

/** The checks of a program and those of every command ("*"), one array per program name. */
function checksFor(name: string): readonly CommandCheck[] {
  let list = CHECKS_FOR.get(name);
  if (!list) {
    list = [...(CHECKS_BY_PROGRAM.get(name) ?? []), ...(CHECKS_BY_PROGRAM.get("*") ?? [])];
    if (CHECKS_FOR.size < 10_000) CHECKS_FOR.set(name, list);
  }
  return list;
}

function runsItsInput(inv: Invocation): boolean {
  return !inv.values.some((v) => /^-[a-zA-Z]*c$/.test(v)) && !inv.values.some((v) => !v.startsWith("-"));
}

/**
 * What the script did to each variable before the current command: a test (`[ -n "$V" ]`, `-z`,
 * `-d`, `-e`, `-f`), `${V:?}` or an assignment with a literal part or from `mktemp` makes it
 * guarded; an assignment from nothing or only other variables makes it unguarded again.
 */
class Guards {
  private readonly state = new Map<string, boolean>();

  isGuarded(name: string): boolean {
    return this.state.get(name) ?? false;
  }

  observe(cmd: ShellCommand): void {
    for (const a of cmd.assignments) this.assign(a);
    const first = cmd.words[0]?.value;
    if (first === "local" || first === "export" || first === "readonly" || first === "declare" || first === "typeset") for (const w of cmd.words.slice(1)) if (/^[A-Za-z_]\w*=/.test(w.value)) this.assign(w);
    if (first === "for" || first === "select") {
      const v = cmd.words[1]?.value;
      if (v && /^[A-Za-z_]\w*$/.test(v)) this.state.set(v, true);
    }
    const tests = first === "[" || first === "[[" || first === "test" || first === "if" || first === "while" || first === "elif" || first === "!";
    for (let i = 0; i < cmd.words.length; i++) {
      const w = cmd.words[i]!;
      for (const e of w.expansions) {
        const m = /^\$\{([A-Za-z_]\w*|[0-9]+):?\?/.exec(e.text);
        if (m) this.state.set(m[1]!, true);
      }
      if (tests && /^-[nzdefs]$/.test(w.value)) {
        const next = cmd.words[i + 1];
        const m = next ? /^\$\{?([A-Za-z_]\w*|[0-9]+)\}?/.exec(next.value) : null;
        if (m) this.state.set(m[1]!, true);
      }
    }
  }

  private assign(w: ShellWord): void {
    const eq = w.value.indexOf("=");
    const name = w.value.slice(0, eq).replace(/\+$/, "").replace(/\[.*$/, "");
    const value = w.value.slice(eq + 1);
    const literal = w.expansions.reduce((s, e) => s.replace(e.text, ""), value).replace(/["'/\\]/g, "");
    const fromMktemp = w.subs.some((s) => allCommands(s).some((c) => c.words[0]?.value === "mktemp"));
    this.state.set(name, literal.length > 0 || fromMktemp || /\$\{\w+:?\?/.test(value));
  }
}
