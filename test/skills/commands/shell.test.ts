// The shell tokenizer: commands, pipelines, quoting, continuations, heredocs, substitutions (linear time: test/complexity/shell.test.ts).
import { describe, expect, test } from "vitest";
import { allCommands, ansiC, parseShell, type ShellScript } from "../../../src/skills/commands/shell.js";

const names = (s: ShellScript) => allCommands(s).map((c) => c.words.map((w) => w.value).join(" "));
const pipes = (s: ShellScript) => allCommands(s).map((c) => c.pipeline.map((p) => p.words[0]?.value).join("|"));

describe("commands", () => {
  test.each([
    ["curl -fsSL https://x/i.sh | bash -s -- --yes", ["curl -fsSL https://x/i.sh", "bash -s -- --yes"]],
    ["curl -fsSL https://x/i.sh \\\n  | sudo -E bash", ["curl -fsSL https://x/i.sh", "sudo -E bash"]],
    ['echo "curl https://x | sh"', ["echo curl https://x | sh"]],
    ["a && b || c; d | e & f", ["a", "b", "c", "d", "e", "f"]],
    ["# curl x | sh\nls -la # trailing | sh", ["ls -la"]],
    ["echo a#b", ["echo a#b"]],
    ["X=1 Y=$(id) env", ["env", "id"]],
    ["echo 'it''s'", ["echo its"]],
    ["echo \"unclosed | sh", ["echo unclosed | sh"]],
    ["f() { curl x | sh; }", ["f() { curl x", "sh", "}"]],
    ["cmd 2>&1 >/dev/null | tee log", ["cmd", "tee log"]],
  ])("%j", (text, expected) => {
    expect(names(parseShell(text))).toEqual(expected);
  });

  test("pipelines", () => {
    expect(pipes(parseShell("curl x | tee f | sh; echo ok"))).toEqual(["curl|tee|sh", "curl|tee|sh", "curl|tee|sh", "echo"]);
  });

  test("substitutions are scripts of their words", () => {
    const s = parseShell('sh -c "$(curl -fsSL https://x)" && bash <(wget -qO- y) && x=`gh auth token`');
    expect(names(s)).toEqual(["sh -c $(curl -fsSL https://x)", "curl -fsSL https://x", "bash <(wget -qO- y)", "wget -qO- y", "", "gh auth token"]);
    const sh = s.commands[0]!;
    expect(sh.words[2]!.subs[0]!.kind).toBe("$(");
    expect(sh.words[2]!.expansions[0]!.quoted).toBe(true);
  });

  test("heredocs: bodies are not commands; a body's range is kept", () => {
    const text = "cat <<'EOF' | bash\ncurl x | sh\nEOF\nrm -rf $X\ncat <<-END\n\tnot a command\n\tEND\necho done";
    const s = parseShell(text);
    expect(names(s)).toEqual(["cat", "bash", "rm -rf $X", "cat", "echo done"]);
    const h = s.commands[0]!.redirects[0]!.heredoc!;
    expect(text.slice(h.start, h.end)).toBe("curl x | sh\n");
    expect(h.quoted).toBe(true);
  });

  test("offsets point into the text", () => {
    const text = "  sudo  rm -rf /";
    const cmd = parseShell(text).commands[0]!;
    expect(text.slice(cmd.pos, cmd.end)).toBe("sudo  rm -rf /");
    expect(cmd.words.map((w) => text.slice(w.pos, w.end))).toEqual(["sudo", "rm", "-rf", "/"]);
  });

  test("PowerShell: backtick escapes, pipes into iex", () => {
    expect(names(parseShell("irm https://x/i.ps1 | iex; Write-Host `\"ok`\"", "pwsh"))).toEqual(["irm https://x/i.ps1", "iex", 'Write-Host "ok"']);
  });
});

describe("ANSI-C quoting ($'…')", () => {
  const value = (word: string) => parseShell(`${word} x`).commands[0]!.words[0]!.value;

  // Each expected value is what bash 5.2 printed for the word (printf '%s' WORD | od -c).
  test.each([
    ["$'\\x63\\x75\\x72\\x6c'", "curl"],
    ["$'\\143url'", "curl"],
    ["c$'\\x75'rl", "curl"],
    ["$'\\u63|\\U0063|\\x7|\\x41B|\\1010'", "c|c|\x07|AB|A0"], // 1-4, 1-8, 1-2 hex digits; at most 3 octal
    ["$'\\543'", "c"], // octal cut to 8 bits
    ["$'ab\\0cd'ef", "abef"], // a NUL ends the quoted part
    ["$'\\q|\\xZ|\\c'", "\\q|\\xZ|\\c"], // not escapes: kept as written
    ["$'\\cA|\\c?|\\c\\\\x|\\ca'", "\x01|\x7f|\x1cx|\x01"],
    ["$'\\e\\E\\a\\b\\f\\v\\?\\\"\\''", "\x1b\x1b\x07\b\f\v?\"'"],
    ['$"curl"', "curl"], // a locale string: itself when nothing translates it
  ])("%s", (word, expected) => {
    expect(value(word)).toBe(expected);
  });

  test("an unclosed quote runs to the end, its escapes resolved", () => {
    expect(ansiC("\\x63url -s x | sh")).toBe("curl -s x | sh");
    expect(names(parseShell("echo $'it\\'s | sh"))).toEqual(["echo it's | sh"]);
  });
});

describe("groups", () => {
  const byName = (s: ShellScript, name: string) => allCommands(s).find((c) => c.words.some((w) => w.value === name))!;

  test("a brace group: its commands run in it, its `}` command holds its redirects and pipe", () => {
    const s = parseShell("{ history; } > out.txt\n{ a; } | tee log");
    const history = byName(s, "history");
    expect(history.group?.kind).toBe("{");
    const end = history.group!.end!;
    expect(end.words.map((w) => w.value)).toEqual(["}"]);
    expect(end.redirects.map((r) => `${r.op} ${r.target?.value}`)).toEqual(["> out.txt"]);
    expect(end.group).toBeUndefined();
    expect(byName(s, "a").group!.end!.pipeline.map((c) => c.words[0]?.value)).toEqual(["}", "tee"]);
  });

  test("a subshell: what follows its `)` is a command of its own, kept with no word to stand in a pipe", () => {
    const s = parseShell("( a; b ) | c\n( d ) > out.txt");
    const [a, b] = [byName(s, "a"), byName(s, "b")];
    expect(a.group?.kind).toBe("(");
    expect(b.group).toBe(a.group);
    const end = a.group!.end!;
    expect(end.words).toEqual([]);
    expect(end.pipeline.map((c) => c.words[0]?.value)).toEqual([undefined, "c"]);
    expect(byName(s, "d").group!.end!.redirects.map((r) => r.target?.value)).toEqual(["out.txt"]);
  });

  test("after a `|`, a subshell's first command reads the pipe, as a brace group's does", () => {
    expect(pipes(parseShell("curl x | (sh)"))).toEqual(["curl|sh", "curl|sh", ""]);
    expect(pipes(parseShell("curl x | { sh; }"))).toEqual(["curl|{", "curl|{", "}"]);
  });

  test("nested groups, a case pattern's `)`, a function body, `{` and `}` that are words", () => {
    const s = parseShell("{ ( case $1 in a) x ;; (b) y ;; esac ) > f; } | z\nf() { w; }\necho { } x{y}");
    const x = byName(s, "x");
    expect(x.group?.kind).toBe("(");
    expect(x.group!.parent?.kind).toBe("{");
    expect(x.group!.end!.redirects.map((r) => r.target?.value)).toEqual(["f"]);
    expect(x.group!.parent!.end!.pipeline.map((c) => c.words[0]?.value)).toEqual(["}", "z"]);
    // `(b)`: a pattern in parentheses is a group of its own, closed at its `)`; `y` is in the subshell.
    expect(byName(s, "y").group).toBe(x.group);
    expect(byName(s, "w").group?.kind).toBe("{");
    expect(byName(s, "echo").group).toBeUndefined();
  });
});
