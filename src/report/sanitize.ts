// The one sanitiser every byte mcp-audit prints goes through. The CLI wraps its stdout and stderr in
// an OutputGuard before anything runs, so every format, every subcommand and every error path
// (usage errors and "internal error" included) is covered at the I/O boundary, whatever the code
// that produced the text. What it guarantees, per stream:
//  - no secret in full: secrets the run found (matched ignoring case) and any token of a known format
//    are replaced by their redaction (first 4 characters and length);
//  - no raw control, bidi, invisible or format code point (the test is `isUnprintable`, built on the
//    hidden-content rule's own table): text shows `\u{1B}`, JSON gets `\u001b` inside its strings
//    (the document stays valid JSON), text formats keep newline and tab;
//  - no workflow command a CI runner would obey: a line that would start with `::` (after blanks)
//    and any `##[` are defused, except the `::` commands `--format github` itself writes (its
//    reporter escapes their data and properties by the workflow-command rules).
// Reporters may still clean single values (`safeText`) so a message stays on one line; the guard is
// what makes it impossible to forget.
import { isUnprintable } from "../skills/unicode.js";
import { scrub } from "../secrets/redact.js";
import { redactTokens, redactTokensInText, scanTokens } from "../secrets/scan-text.js";

/** How a stream is encoded: text (stylish, help, messages), JSON (json, sarif, listings), or GitHub workflow commands. */
export type OutputMode = "text" | "json" | "github";

/** The output mode of a `--format` value: JSON documents, workflow commands, else text (junit's XML too). */
export function outputModeFor(format: string): OutputMode {
  return format === "json" || format === "sarif" || format === "gitlab" ? "json" : format === "github" ? "github" : "text";
}

/**
 * Per `keep` string: a text of printable ASCII and kept characters only is returned as it is after one
 * native test (the common case: JSON output is ASCII with newlines), and the loop jumps from one
 * character that may need escaping to the next, past the kept ones. Kept characters that are not
 * ASCII change nothing (only ASCII is ever kept), so they are not in the class.
 */
interface PlainPatterns {
  plain: RegExp;
  notPlain: RegExp;
}
// Keyed by the callers' few constant `keep` strings ("\t", "\n", "\n\t"): patterns of a pure function of the key.
const plainPatterns = new Map<string, PlainPatterns>();

function plainFor(keep: string): PlainPatterns {
  let patterns = plainPatterns.get(keep);
  if (patterns === undefined) {
    let kept = "";
    for (const c of new Set(keep)) {
      const unit = c.charCodeAt(0);
      if (c.length === 1 && unit < 0x80 && (unit < 0x20 || unit === 0x7f)) kept += `\\x${unit.toString(16).padStart(2, "0")}`;
    }
    patterns = { plain: new RegExp(`^[\\x20-\\x7e${kept}]*$`), notPlain: new RegExp(`[^\\x20-\\x7e${kept}]`, "g") };
    if (plainPatterns.size < 16) plainPatterns.set(keep, patterns);
  }
  return patterns;
}

function hex(cp: number): string {
  return cp.toString(16).toUpperCase();
}

function jsonUnit(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, "0")}`;
}

/**
 * Every unprintable code point of `text` escaped, but the characters in `keep`: as `\u{1B}` in text,
 * as JSON `\u001b` (a surrogate pair for astral code points) in JSON.
 */
export function escapeCodePoints(text: string, mode: "text" | "json", keep: string): string {
  const { plain, notPlain } = plainFor(keep);
  if (plain.test(text)) return text;
  let out = "";
  let from = 0;
  // Jump from one character outside printable ASCII (and not kept) to the next: most output has few.
  notPlain.lastIndex = 0;
  for (let m = notPlain.exec(text); m !== null; m = notPlain.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    notPlain.lastIndex = i + width;
    if (!isUnprintable(cp)) continue;
    out += text.slice(from, i);
    if (mode === "text") out += `\\u{${hex(cp)}}`;
    else for (let j = 0; j < width; j++) out += jsonUnit(text.charCodeAt(i + j));
    from = i + width;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A value shown inside a line (a name, a path, a message): every unprintable code point escaped, newlines too; tabs kept. */
export function escapeUnsafe(text: string): string {
  return escapeCodePoints(text, "text", "\t");
}

/** Make a string safe for any output or written file: no secret in full (the run's, or any known token format), no raw control or bidi characters. */
export function safeText(text: string, secrets: ReadonlySet<string>): string {
  return escapeUnsafe(redactTokensInText(secrets.size > 0 ? scrub(text, secrets) : text));
}

/** A value made safe by safeText, and whether it is proven token-free once printed as a JSON string (see safeTextProven). */
export interface ProvenText {
  text: string;
  tokenFree: boolean;
}

/** Printable ASCII but the quote and the backslash: text JSON.stringify only puts between quotes. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** Printable ASCII: no tab, no surrogate. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What JSON.stringify escapes with a letter after the backslash that the text did not hold (escapeUnsafe leaves no other control). */
const ESCAPE_LETTERS = /[\t\ud800-\udfff]/;

/**
 * safeText (the same text), and whether the output guard's token pass over JSON (`json: true`) is
 * proven to find nothing in `JSON.stringify(text)` alone on its line after a constant key (how the
 * JSON reporter prints a value). Proven when the value's own token pass, over exactly the text shown,
 * found nothing, and its JSON form can show no token the value did not:
 *  - nothing was redacted or escaped (so the text scanned is the text shown);
 *  - no tab and no surrogate: their escapes (`\t`, `\ud83d`) put a letter after the backslash that
 *    the value did not hold, which could start a token (`\tk_live_…`);
 *  - a value holding a quote or a backslash holds no format's literal at all: between escapes the
 *    JSON text is the value's own, but a guard match may begin where the value's own scan skipped
 *    (a longer match through the raw quote consumed it), so only "no literal, so no match" is proof.
 * Without escapes the JSON string is the value between two quotes, where every format's match and
 * boundary reads as at the value's ends (a quote is neither a word character nor in any token's
 * class but the connection string's and the private key's, whose matches then hold the quote and
 * the guard leaves out).
 */
export function safeTextProven(text: string, secrets: ReadonlySet<string>): ProvenText {
  const scrubbed = secrets.size > 0 ? scrub(text, secrets) : text;
  const { tokens, holdsLiteral } = scanTokens(scrubbed);
  const shown = escapeUnsafe(redactTokens(scrubbed, tokens));
  let tokenFree: boolean;
  if (tokens.length > 0 || shown !== scrubbed) tokenFree = false;
  else if (PLAIN_JSON.test(shown)) tokenFree = true;
  else tokenFree = !holdsLiteral && (PRINTABLE_ASCII.test(shown) || !ESCAPE_LETTERS.test(shown));
  return { text: shown, tokenFree };
}

/**
 * Whether printed text (a JSON string the reporter writes as it is: a rule id, a fingerprint; its own
 * constant text) is proven to hold no token: it holds no format's literal, and every match of a
 * format holds one.
 */
export function holdsNoTokenLiteral(printed: string): boolean {
  return !scanTokens(printed).holdsLiteral;
}

/**
 * Text about to be written to a stream, made safe: secrets redacted, unprintable code points escaped
 * for the mode, workflow commands defused. `atLineStart` says whether the stream's last write ended
 * a line (a `::` at the start of this text then starts a line too).
 */
export function sanitizeOutput(text: string, mode: OutputMode, options: SanitizeOptions = {}): string {
  let out = text;
  // Each set keeps its compiled scrubber (a run's set is the one the reporters already used).
  for (const set of options.secrets === undefined ? [] : "size" in options.secrets ? [options.secrets] : options.secrets) if (set.size > 0) out = scrub(out, set);
  // A JSON piece proven token-free (see OutputGuard.markTokenFree) skips the token pass, but only if
  // the scrub above left it exactly as proven.
  const proven = options.tokenFree === true && mode === "json" && out === text;
  if (options.redactTokens !== false && !proven) out = redactTokensInText(out, { json: mode === "json" });
  if (mode === "json") out = escapeCodePoints(out, "json", "\n");
  else if (options.color && out.includes("\u001b")) out = escapeKeepingColors(out);
  else out = escapeCodePoints(out, "text", "\n\t");
  return defuseWorkflowCommands(out, mode, options.atLineStart ?? true, options.ownCommands ?? false);
}

export interface SanitizeOptions {
  /** Secrets the run found: redacted wherever they appear, ignoring case. */
  secrets?: ReadonlySet<string> | readonly ReadonlySet<string>[];
  /** Whether the stream's last write ended a line. */
  atLineStart?: boolean;
  /** The `--format github` stream: its `::` lines are commands on purpose. */
  ownCommands?: boolean;
  /** Colour is on: the reporters' own SGR colour codes pass (see OWN_COLORS), any other escape does not. */
  color?: boolean;
  /** Redact tokens of known formats (default true; off only for mcp-audit's own documentation pages). */
  redactTokens?: boolean;
  /**
   * JSON only: `text` is proven to hold no token the token pass could find (the JSON reporter's
   * piece, every value of which passed safeTextProven): the pass is skipped unless the scrub changed it.
   */
  tokenFree?: boolean;
}

/**
 * The colour codes mcp-audit's reporters write through picocolors: bold, dim, underline and their
 * resets, red, green, yellow, blue, magenta, cyan, grey, default colour. Never black, conceal or
 * inverse (text a hostile value could hide with), never cursor or title sequences.
 */
const OWN_COLORS = /\u001b\[(?:1|2|4|22|24|3[1-6]|39|90)m/g;

function escapeKeepingColors(text: string): string {
  let out = "";
  let from = 0;
  OWN_COLORS.lastIndex = 0;
  for (let m = OWN_COLORS.exec(text); m !== null; m = OWN_COLORS.exec(text)) {
    out += escapeCodePoints(text.slice(from, m.index), "text", "\n\t") + m[0];
    from = m.index + m[0].length;
  }
  return out + escapeCodePoints(text.slice(from), "text", "\n\t");
}

/**
 * GitHub's runner obeys a line that starts with `::` once leading blanks are trimmed, and the older
 * `##[command]` form anywhere in a line. Text that would form one (a file name or a registry answer
 * holding "\n::error::…") has its colon or bracket escaped. `ownCommands`: the `--format github`
 * reporter's stream, whose lines are commands on purpose (their contents are escaped by it).
 */
function defuseWorkflowCommands(text: string, mode: OutputMode, atLineStart: boolean, ownCommands: boolean): string {
  let out = text;
  if (out.includes("##[")) out = out.replaceAll("##[", mode === "json" ? "##\\u005b" : "##\\u{5B}");
  if (ownCommands || mode === "json" || !out.includes("::")) return out;
  return out.replace(/(^|\n)([ \t]*)::/g, (whole, newline: string, blanks: string, offset: number) => (offset === 0 && newline === "" && !atLineStart ? whole : `${newline}${blanks}\\u{3A}:`));
}

/** How much sanitised stdout text the guard holds back, when batching, before it writes. */
const STDOUT_BLOCK = 64 * 1024;

export interface OutputStreams {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * stdout and stderr behind the sanitiser. `secrets` collects what the run found (the CLI adds a
 * result's secrets before printing it); `stdoutMode` follows `--format` (stderr is always text).
 */
export class OutputGuard {
  /** Secrets added one by one; whole sets are kept by reference (see addSecrets). */
  readonly secrets = new Set<string>();
  private readonly secretSets: ReadonlySet<string>[] = [this.secrets];
  stdoutMode: OutputMode = "text";
  /** Colour output is on (stdout): the reporters' own colour codes pass. */
  color = false;
  private stdoutAtLineStart = true;
  private stderrAtLineStart = true;
  /**
   * Collect stdout into blocks of STDOUT_BLOCK characters before writing (see flush): a streamed report
   * writes once per file, and a write to a file or pipe is a system call. Off for a terminal, where
   * each file's findings should show as soon as they are known.
   */
  batchStdout = false;
  private pending: string[] = [];
  private pendingLength = 0;

  constructor(private readonly raw: OutputStreams) {}

  readonly stdout = (text: string): void => {
    this.writeStdout(text, {});
  };

  /** mcp-audit's own documentation (`explain`): escaped like everything else, but its example tokens are shown as written. */
  readonly stdoutDocs = (text: string): void => {
    this.writeStdout(text, { redactTokens: false });
  };

  /** The one text marked by markTokenFree, until the next stdout write. */
  private tokenFree: string | undefined;

  /**
   * The next stdout write, if it is exactly this text, is proven to hold no token (the JSON
   * reporter's piece, each value of which passed safeTextProven, the rest its own constant text): the
   * guard's token pass skips it, so each byte of the report is scanned for tokens once. Everything
   * else still holds: the run's secrets are scrubbed from it, and if that changes it the token pass
   * runs after all; code points are escaped and workflow commands defused. Any other text written,
   * or this one in a mode other than JSON, is scanned in full.
   */
  readonly markTokenFree = (text: string): void => {
    this.tokenFree = text;
  };

  private writeStdout(text: string, extra: SanitizeOptions): void {
    const tokenFree = this.tokenFree !== undefined && text === this.tokenFree;
    this.tokenFree = undefined;
    if (text === "") return;
    const clean = sanitizeOutput(text, this.stdoutMode, { secrets: this.secretSets, atLineStart: this.stdoutAtLineStart, ownCommands: this.stdoutMode === "github", color: this.color, tokenFree, ...extra });
    this.stdoutAtLineStart = clean.endsWith("\n");
    if (!this.batchStdout) {
      this.raw.stdout(clean);
      return;
    }
    this.pending.push(clean);
    this.pendingLength += clean.length;
    if (this.pendingLength >= STDOUT_BLOCK) this.flush();
  }

  /**
   * Write what stdout holds back. Called before anything goes to stderr (so the two streams keep their
   * order when they share a file or terminal) and when the run ends. Each piece was sanitised alone,
   * exactly as it would have been written alone: joining them changes no byte.
   */
  flush(): void {
    if (this.pendingLength === 0) return;
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join("");
    this.pending = [];
    this.pendingLength = 0;
    this.raw.stdout(text);
  }

  readonly stderr = (text: string): void => {
    if (text === "") return;
    this.flush();
    const clean = sanitizeOutput(text, "text", { secrets: this.secretSets, atLineStart: this.stderrAtLineStart });
    this.stderrAtLineStart = clean.endsWith("\n");
    this.raw.stderr(clean);
  };

  /**
   * A progress line on stderr (a terminal): the text made safe and kept to one line, drawn over the
   * previous one. Only these two sequences pass raw: carriage return and erase-to-end-of-line.
   */
  readonly stderrStatus = (text: string): void => {
    const clean = sanitizeOutput(text.replace(/[\r\n\t]/g, " "), "text", { secrets: this.secretSets });
    this.flush();
    this.raw.stderr(`\r\u001b[K${clean}`);
  };

  /** Erase the progress line (before other output reaches the terminal). */
  readonly stderrStatusClear = (): void => {
    this.flush();
    this.raw.stderr("\r\u001b[K");
  };

  /**
   * Redact these wherever they appear from now on. A Set is kept by reference (a run's secrets, which
   * the reporters scrub with too: its compiled scrubber is shared, and what it gains later counts).
   */
  addSecrets(secrets: Iterable<string>): void {
    if (secrets instanceof Set) {
      if (!this.secretSets.includes(secrets)) this.secretSets.push(secrets);
      return;
    }
    for (const s of secrets) if (s !== "") this.secrets.add(s);
  }
}
