// The shell tokenizer is linear on pathological input: nesting, unclosed quotes and heredocs, long
// pipelines (CPU time on doubling inputs).
import { describe, test } from "vitest";
import { parseShell } from "../../src/skills/commands/shell.js";
import { expectLinear, GC_BOUNDS } from "./harness.js";

describe("parseShell is linear", () => {
  const pathological: Record<string, (n: number) => string> = {
    "nested $(": (n) => "$(".repeat(n) + "x" + ")".repeat(n),
    "unclosed nested $(": (n) => "$(".repeat(n),
    "unclosed $( per line": (n) => ("$(".repeat(32) + "x\n").repeat(Math.ceil(n / 33)),
    "nested \"$(": (n) => '"$('.repeat(n),
    "nested <(": (n) => "<(".repeat(n),
    "unclosed double quote": (n) => 'echo "' + "a b ".repeat(n / 4),
    "unclosed single quote": (n) => "echo '" + "a\n".repeat(n / 2),
    "unclosed heredocs": (n) => "cat <<A <<B <<C\n".repeat(Math.ceil(n / 16)),
    "heredoc never closed": (n) => "cat <<EOF\n" + "line\n".repeat(n / 5),
    "long line": (n) => "echo " + "a ".repeat(n / 2),
    arithmetic: (n) => "$((".repeat(n / 3),
    "${ unclosed": (n) => "${".repeat(n / 2),
    backslashes: (n) => "\\".repeat(n),
    pipes: (n) => "a | ".repeat(n / 4),
    parens: (n) => "(".repeat(n),
    "array parens": (n) => "a=(" + "(".repeat(n),
    "unclosed ANSI-C quote of escapes": (n) => "$'" + "\\x6\\u00\\cA\\1\\".repeat(n / 13),
    "ANSI-C quotes in words": (n) => "c$'\\u0075'rl ".repeat(n / 13),
    braces: (n) => "{ ".repeat(n / 2),
    "nested groups, closed": (n) => "{ ( ".repeat(n / 8) + ") } ".repeat(n / 8),
  };
  // One pipeline of many commands: measured past the size where its members leave the young generation.
  const START: Record<string, number> = { pipes: 320_000 };
  test.each(Object.keys(pathological))("%s", (name) => {
    expectLinear({ name: `parseShell: ${name}`, start: START[name] ?? 20_000, input: pathological[name]!, run: (text) => parseShell(text), doublings: START[name] ? 2 : 3, ...GC_BOUNDS });
  });
});
