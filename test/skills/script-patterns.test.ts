// The risky-script table checks itself: every pattern's true positives are found, its false positives are not.
import { describe, expect, it, test } from "vitest";
import {
  SCRIPT_PATTERNS,
  blankComments,
  fenceLanguage,
  isGuarded,
  markdownFences,
  npmPinned,
  pipPinned,
  scanScript,
  scriptLanguage,
  shebangLanguage,
  unpinned,
  type ScriptLanguage,
} from "../../src/skills/script-patterns.js";

const languageOf = (p: (typeof SCRIPT_PATTERNS)[number]): ScriptLanguage => (p.languages === "any" ? "shell" : p.languages[0]!);

describe("script pattern table", () => {
  it("has unique ids and bounded, non-global regexes", () => {
    const ids = SCRIPT_PATTERNS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of SCRIPT_PATTERNS) {
      expect(p.regex.flags).not.toMatch(/[gy]/);
      // No unbounded `.*` / `[^…]*` spans: they are what makes a long line quadratic.
      expect(p.regex.source, p.id).not.toMatch(/(?<!\\)[.\]]\*|(?<!\\)[.\]]\+(?!\?)/);
      expect(p.examples.bad.length, p.id).toBeGreaterThan(0);
      expect(p.examples.good.length, p.id).toBeGreaterThan(0);
    }
  });

  for (const pattern of SCRIPT_PATTERNS) {
    describe(pattern.id, () => {
      for (const bad of pattern.examples.bad) {
        it(`finds ${JSON.stringify(bad)}`, () => {
          const hits = scanScript(bad, languageOf(pattern), [pattern]);
          expect(hits.map((h) => h.pattern.id)).toEqual([pattern.id]);
          expect(hits[0]!.label).not.toMatch(/undefined|^\s|\s$/);
        });
      }
      for (const good of pattern.examples.good) {
        it(`leaves ${JSON.stringify(good)}`, () => {
          expect(scanScript(good, languageOf(pattern), [pattern])).toEqual([]);
        });
      }
    });
  }
});

describe("scanner", () => {
  test("the article's script passes", () => {
    const script = [
      "#!/usr/bin/env bash",
      "# Liste les operations qui detruisent ou renomment des donnees dans une migration.",
      "# Usage : scripts/operations-destructives.sh <fichier de migration .cs>",
      "set -euo pipefail",
      '[ -f "$1" ] || { echo "Fichier introuvable : $1" >&2; exit 2; }',
      "grep -nE 'migrationBuilder\\.(DropTable|DropColumn|RenameColumn|RenameTable|AlterColumn)\\(' \"$1\" \\",
      '  || echo "Aucune operation destructive."',
      "",
    ].join("\n");
    expect(scanScript(script, "shell")).toEqual([]);
  });

  test("hits carry the offset and length of the command, not of its separator", () => {
    const text = "echo start\nmake && sudo make install\n";
    const [hit] = scanScript(text, "shell");
    expect(text.slice(hit!.offset, hit!.offset + hit!.length)).toBe("sudo");
  });

  test("one hit per pattern per line", () => {
    expect(scanScript("sudo a; sudo b\nsudo c\n", "shell").map((h) => h.offset)).toEqual([0, 15]);
  });

  test.each([
    ["curl ", "shell"],
    ["curl | a || ", "shell"],
    ["rm -rf $X ", "shell"],
    ["iex (", "powershell"],
    ["scp a b:c ", "shell"],
    ["eval(base64.b64decode(", "python"],
  ] as const)("a 1 MB line of %j is scanned in bounded time", (seed, language) => {
    const line = seed.repeat(Math.ceil((1024 * 1024) / seed.length));
    const start = performance.now();
    scanScript(line, language);
    // Catastrophic backtracking takes minutes; the bounded scan well under a second on a laptop.
    expect(performance.now() - start).toBeLessThan(10_000);
  });

  test("a file of many guarded deletes stays linear (guards are tracked incrementally)", () => {
    const text = `X=build\n${'rm -rf "$X"/\n'.repeat(50_000)}`;
    const start = performance.now();
    expect(scanScript(text, "shell")).toEqual([]);
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});

describe("comments", () => {
  test("shell: whole-line and trailing comments, not # inside words or quotes", () => {
    expect(blankComments('echo "a # b" # c\necho ${#x} # d\n# e', "shell")).toBe('echo "a # b"    \necho ${#x}    \n   ');
  });
  test("python: # anywhere outside strings", () => {
    expect(blankComments("x = 1# note\ny = '#'", "python")).toBe("x = 1      \ny = '#'");
  });
  test("javascript: // and /* */ blocks, not inside strings", () => {
    expect(blankComments('a("http://x") // c\n/* one\ntwo */ b()', "javascript")).toBe('a("http://x")     \n      \n       b()');
  });
  test("powershell: <# … #> blocks", () => {
    expect(blankComments("<# a\nb #> c\nd # e", "powershell")).toBe("    \n     c\nd    ");
  });
  test("batch: REM and ::", () => {
    expect(blankComments("REM x\n:: y\necho z", "batch")).toBe("     \n    \necho z");
  });
  test("ruby =begin/=end and perl POD", () => {
    expect(blankComments("=begin\nsudo x\n=end\nok", "ruby")).toBe("      \n      \n    \nok");
    expect(blankComments("=pod\nsudo x\n=cut\nok", "perl")).toBe("    \n      \n    \nok");
  });
});

describe("which files are scripts", () => {
  test.each([
    ["scripts/run.sh", false, "", "shell"],
    ["tools/x.ps1", false, "", "powershell"],
    ["x.cmd", false, "", "batch"],
    ["lib/a.mjs", false, "", "javascript"],
    ["bin/tool", false, "#!/usr/bin/env python3", "python"],
    ["bin/tool", false, "#!/usr/bin/env -S node --no-warnings", "javascript"],
    ["bin/tool", false, "#!/bin/zsh", "shell"],
    ["bin/tool", true, "", "shell"],
    ["scripts/helper", false, "", "shell"],
    ["bin/tool", true, "#!/usr/bin/awk -f", undefined],
    ["notes", false, "", undefined],
    ["scripts/README.md", true, "", undefined],
    ["assets/data.json", true, "", undefined],
  ] as const)("%s (executable: %s, first line %j) -> %s", (file, executable, firstLine, language) => {
    expect(scriptLanguage(file, executable, firstLine)).toBe(language);
  });

  test("shebangs", () => {
    expect(shebangLanguage("#!/usr/bin/env bash")).toBe("shell");
    expect(shebangLanguage("#!/usr/local/bin/pwsh")).toBe("powershell");
    expect(shebangLanguage("#!/usr/bin/env ruby")).toBe("ruby");
    expect(shebangLanguage("# not a shebang")).toBeUndefined();
  });
});

describe("Markdown fences", () => {
  test("info strings, indented fences, tildes, unclosed fences", () => {
    const text = "a\n```bash\nx\n```\n1. step\n   ~~~ {.python}\n   y\n   ~~~\n````\nz\n";
    expect(markdownFences(text).map((f) => [f.info, text.slice(f.start, f.end)])).toEqual([
      ["bash", "x\n"],
      ["python", "   y\n"],
      ["", "z\n"],
    ]);
  });
  test("languages", () => {
    expect(fenceLanguage("")).toBe("shell");
    expect(fenceLanguage("console")).toBe("console");
    expect(fenceLanguage("pwsh")).toBe("powershell");
    expect(fenceLanguage("text")).toBeUndefined();
    expect(fenceLanguage("json")).toBeUndefined();
  });
  test("console blocks: only $ lines are commands", () => {
    expect(scanScript("$ sudo make install\nsudo: password for me\n", "console").map((h) => h.offset)).toEqual([2]);
  });
});

describe("guards and pins", () => {
  const at = (code: string) => ({ code, matchStart: code.length, memo: new Map<string, unknown>() });
  test.each([
    ['D="${1:?}"\n', true],
    ['[ -n "$D" ] || exit 1\n', true],
    ['[[ -d $D ]] && ', true],
    ["test -d $D\n", true],
    ["D=build\n", true],
    ['D="$(mktemp -d)"\n', true],
    ['D="$ROOT/out"\n', true],
    ['D="$1"\n', false],
    ["D=\n", false],
    ['D=build\nD="$2"\n', false],
    ['rm -f "$D"\n', false],
    ["", false],
  ])("%j guards $D: %s", (code, guarded) => expect(isGuarded("D", at(code))).toBe(guarded));

  test.each([
    ["requests==2.32.3", true],
    ["requests===2.32.3", true],
    ["requests>=2", false],
    ["requests==2.*", false],
    ["requests", false],
  ])("pip %s pinned: %s", (spec, pinned) => expect(pipPinned(spec)).toBe(pinned));

  test.each([
    ["typescript@5.9.2", true],
    ["@angular/cli@22.1.8", true],
    ["@angular/cli@latest", false],
    ["pnpm@^9", false],
    ["serve", false],
  ])("npm %s pinned: %s", (spec, pinned) => expect(npmPinned(spec)).toBe(pinned));

  test("unpinned lists registry packages only (not files, paths, URLs or option values)", () => {
    const withValue = new Set(["-r", "-i"]);
    expect(unpinned(" -r req.txt -i https://mirror.example/simple rich ./local.whl https://x.example/a.tgz black==24.8.0 'httpx>=0.27'", pipPinned, withValue)).toEqual(["rich", "httpx"]);
  });
});

describe("Markdown fences in bounded time", () => {
  test("a fence line followed by 1 MB of spaces and a backtick", () => {
    const text = `\`\`\`${" ".repeat(1024 * 1024)}\`\n`;
    const start = performance.now();
    markdownFences(text);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
