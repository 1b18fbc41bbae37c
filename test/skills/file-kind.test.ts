import { describe, expect, it } from "vitest";
import { classifyByName, classifyFile, extensionOf, shebangLanguage } from "../../src/skills/file-kind.js";

describe("what a skill file is", () => {
  it.each([
    ["scripts/run.sh", false, undefined, { kind: "code", language: "shell", by: "extension" }],
    ["scripts/schema.xsd", true, "<?xml version", { kind: "data", by: "extension" }],
    ["scripts/ooxml/wml.xsd", false, undefined, { kind: "data", by: "extension" }],
    ["assets/font.ttf", false, undefined, { kind: "binary", by: "extension" }],
    ["Dockerfile", false, "FROM node:20", { kind: "code", language: "dockerfile", by: "name" }],
    ["docker/Dockerfile.dev", false, undefined, { kind: "code", language: "dockerfile", by: "name" }],
    ["Makefile", false, undefined, { kind: "code", language: "makefile", by: "name" }],
    ["justfile", false, undefined, { kind: "code", language: "justfile", by: "name" }],
    ["tools/package.json", false, "{", { kind: "code", language: "package-json", by: "name" }],
    ["references/api.md", false, "# API", { kind: "markdown", by: "extension" }],
    ["scripts/run", false, "#!/usr/bin/env python3\nprint(1)", { kind: "code", language: "python", by: "shebang" }],
    ["scripts/run", false, "echo hi", { kind: "text", by: "content" }],
    ["bin/tool", true, "echo hi", { kind: "code", language: "shell", by: "exec-bit" }],
    ["bin/tool", true, "\u0000ELF", { kind: "binary", by: "content" }, true],
    ["bin/filter", true, "#!/usr/bin/awk -f", { kind: "code", by: "shebang" }],
    ["notes.txt", false, "#!/bin/sh", { kind: "text", by: "extension" }],
    ["setup.conf", true, "#!/bin/sh\nrm -rf /", { kind: "code", language: "shell", by: "shebang" }],
  ] as const)("%s (exec %s)", (file, exec, head, expected, binary = false) => {
    expect(classifyFile(file, exec, head, binary)).toEqual(expected);
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
