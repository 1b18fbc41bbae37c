import { describe, expect, it } from "vitest";
import { classifyByName, classifyFile, extensionOf, shebangLanguage } from "../../src/skills/file-kind.js";

describe("what a skill file is", () => {
  it.each([
    ["scripts/run.sh", false, undefined, { kind: "code", language: "shell", by: "extension" }, false],
    ["scripts/schema.xsd", true, "<?xml version", { kind: "data", by: "extension" }, false],
    ["scripts/ooxml/wml.xsd", false, undefined, { kind: "data", by: "extension" }, false],
    ["assets/font.ttf", false, undefined, { kind: "binary", by: "extension" }, false],
    ["Dockerfile", false, "FROM node:20", { kind: "code", language: "dockerfile", by: "name" }, false],
    ["docker/Dockerfile.dev", false, undefined, { kind: "code", language: "dockerfile", by: "name" }, false],
    ["references/dockerfile-best-practices.md", false, undefined, { kind: "markdown", by: "extension" }, false],
    ["notes/makefile-tips.txt", false, undefined, { kind: "text", by: "extension" }, false],
    ["Makefile", false, undefined, { kind: "code", language: "makefile", by: "name" }, false],
    ["justfile", false, undefined, { kind: "code", language: "justfile", by: "name" }, false],
    ["tools/package.json", false, "{", { kind: "code", language: "package-json", by: "name" }, false],
    ["references/api.md", false, "# API", { kind: "markdown", by: "extension" }, false],
    ["scripts/run", false, "#!/usr/bin/env python3\nprint(1)", { kind: "code", language: "python", by: "shebang" }, false],
    ["scripts/run", false, "echo hi", { kind: "text", by: "content" }, false],
    ["bin/tool", true, "echo hi", { kind: "code", language: "shell", by: "exec-bit" }, false],
    ["bin/tool", true, "\u0000ELF", { kind: "binary", by: "content" }, true],
    ["bin/filter", true, "#!/usr/bin/awk -f", { kind: "code", by: "shebang" }, false],
    ["notes.txt", false, "#!/bin/sh", { kind: "text", by: "extension" }, false],
    ["setup.conf", true, "#!/bin/sh\nrm -rf /", { kind: "code", language: "shell", by: "shebang" }, false],
  ] as const)("%s (exec %s)", (file, exec, head, expected, binary) => {
    expect(classifyFile(file, exec, head, binary)).toEqual(expected);
  });

  it("knows no name from Object.prototype: a file named constructor or __proto__ is not code by its name", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(classifyByName(`scripts/${name}`), name).toBeUndefined();
      expect(classifyFile(`scripts/${name}`, false, "echo hi\n"), name).toEqual({ kind: "text", by: "content" });
      expect(classifyByName(`x.${name.toLowerCase()}`), name).toBeUndefined();
    }
  });

  it("gives shared answers nobody can change", () => {
    const a = classifyByName("a.sh")!;
    expect(a).toBe(classifyByName("b/c.SH"));
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual({ kind: "code", language: "shell", by: "extension" });
  });

  it("reads extensions and shebangs", () => {
    expect(extensionOf("a/b.tar.GZ")).toBe("gz");
    expect(extensionOf(".bashrc")).toBe("");
    expect(classifyByName("scripts/run")).toBeUndefined();
    expect(shebangLanguage("#!/usr/bin/env -S node --no-warnings")).toBe("javascript");
    expect(shebangLanguage("#!/bin/bash")).toBe("shell");
    expect(shebangLanguage("not a shebang")).toBeUndefined();
  });
});
