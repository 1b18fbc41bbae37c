import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { classifyNpmSpec, imageRef, npmPackageRef, parseLaunch, pinnedSpelling, pypiPackageRef, type Launch, type PackageRef } from "../src/launchers/index.js";

/** What a rule sees of one package, with the offsets turned back into the text they cover. */
function pkgView(args: readonly string[], p: PackageRef) {
  const arg = args[p.argIndex]!;
  return {
    ecosystem: p.ecosystem,
    name: p.name,
    spec: p.spec,
    specKind: p.specKind,
    argIndex: p.argIndex,
    nameText: arg.slice(p.nameStart, p.nameEnd),
    versionText: arg.slice(p.versionStart, p.versionEnd),
  };
}

function view(command: string, args: string[]) {
  const l: Launch | undefined = parseLaunch(command, args);
  if (!l) return undefined;
  return { runner: l.runner, packages: l.packages.map((p) => pkgView(args, p)), bin: l.bin, programArgsStart: l.programArgsStart };
}

const npm = (name: string, spec: string | undefined, specKind: string, argIndex: number, versionText: string, nameText = name) => ({
  ecosystem: "npm",
  name,
  spec,
  specKind,
  argIndex,
  nameText,
  versionText,
});

describe("npx", () => {
  it("reads the article's launch: -y, a scoped package with @latest, program args after it", () => {
    expect(view("npx", ["-y", "@angular/cli@latest", "mcp"])).toEqual({
      runner: "npx",
      packages: [npm("@angular/cli", "latest", "tag", 1, "@latest")],
      bin: undefined,
      programArgsStart: 2,
    });
  });

  it("reads --yes and an exact version", () => {
    expect(view("npx", ["--yes", "@playwright/mcp@0.0.41", "--headless"])).toEqual({
      runner: "npx",
      packages: [npm("@playwright/mcp", "0.0.41", "exact", 1, "@0.0.41")],
      bin: undefined,
      programArgsStart: 2,
    });
  });

  it("reads a package with no version (insertion point at the end of the name)", () => {
    const args = ["-y", "@playwright/mcp"];
    const l = parseLaunch("npx", args)!;
    expect(view("npx", args)?.packages).toEqual([npm("@playwright/mcp", undefined, "none", 1, "")]);
    expect(l.packages[0]!.versionStart).toBe("@playwright/mcp".length);
    expect(l.packages[0]!.versionEnd).toBe("@playwright/mcp".length);
    expect(l.programArgsStart).toBe(2);
  });

  it("reads an unscoped package and ranges", () => {
    expect(view("npx", ["mcp-remote@^0.1.0", "https://x.example/mcp"])?.packages).toEqual([npm("mcp-remote", "^0.1.0", "range", 0, "@^0.1.0")]);
    expect(view("npx", ["mcp-remote@1", "https://x.example/mcp"])?.packages[0]?.specKind).toBe("range");
  });

  it("reads -p: the package comes from the option, the first positional is the program", () => {
    expect(view("npx", ["-y", "-p", "@modelcontextprotocol/server-github@2025.4.8", "mcp-server-github", "--verbose"])).toEqual({
      runner: "npx",
      packages: [npm("@modelcontextprotocol/server-github", "2025.4.8", "exact", 2, "@2025.4.8")],
      bin: "mcp-server-github",
      programArgsStart: 4,
    });
  });

  it("reads --package value and --package=value, with offsets inside the `--package=` string", () => {
    expect(view("npx", ["--package", "cowsay@next", "cowsay"])?.packages).toEqual([npm("cowsay", "next", "tag", 1, "@next")]);
    const args = ["--package=@scope/tool@1.x", "tool"];
    const l = parseLaunch("npx", args)!;
    const p = l.packages[0]!;
    expect(p.nameStart).toBe("--package=".length);
    expect(p.nameEnd).toBe("--package=@scope/tool".length);
    expect(p.versionStart).toBe("--package=@scope/tool".length);
    expect(p.versionEnd).toBe(args[0]!.length);
    expect(pkgView(args, p)).toEqual(npm("@scope/tool", "1.x", "range", 0, "@1.x"));
    expect(l.bin).toBe("tool");
    expect(l.programArgsStart).toBe(2);
  });

  it("reads several -p packages in order", () => {
    expect(view("npx", ["-p", "a@1.0.0", "-p", "@s/b", "--package=c@latest", "run-it", "x"])).toEqual({
      runner: "npx",
      packages: [npm("a", "1.0.0", "exact", 1, "@1.0.0"), npm("@s/b", undefined, "none", 3, ""), npm("c", "latest", "tag", 4, "@latest", "c")],
      bin: "run-it",
      programArgsStart: 6,
    });
  });

  it("reads -p with nothing else (programArgsStart = args.length)", () => {
    const l = parseLaunch("npx", ["-p", "pkg@1.0.0"])!;
    expect(l.bin).toBeUndefined();
    expect(l.programArgsStart).toBe(2);
  });

  it("reads `--`: the package follows it, and `-` args after the package belong to the program", () => {
    expect(view("npx", ["-y", "--", "pkg@2.0.0", "--port", "3000"])).toEqual({
      runner: "npx",
      packages: [npm("pkg", "2.0.0", "exact", 2, "@2.0.0")],
      bin: undefined,
      programArgsStart: 3,
    });
    expect(view("npx", ["-p", "pkg@2.0.0", "--", "bin", "-x"])).toMatchObject({ bin: "bin", programArgsStart: 4 });
  });

  it("skips npm value options so their value is not taken for the package", () => {
    expect(view("npx", ["--registry", "https://npm.example", "-y", "pkg@1.2.3"])?.packages).toEqual([npm("pkg", "1.2.3", "exact", 3, "@1.2.3")]);
  });

  it("returns undefined when there is no package", () => {
    expect(parseLaunch("npx", [])).toBeUndefined();
    expect(parseLaunch("npx", ["-y"])).toBeUndefined();
    expect(parseLaunch("npx", ["-c", "echo hi"])).toBeUndefined();
  });

  it("classifies git, URL, GitHub shorthand and path packages as other, covering the whole token", () => {
    for (const token of ["github:org/repo", "git+https://github.com/org/repo.git", "org/repo", "https://example.com/pkg.tgz", "./local", "../up", "file:../x"]) {
      const v = view("npx", ["-y", token]);
      expect(v?.packages[0]).toEqual({ ecosystem: "npm", name: token, spec: undefined, specKind: "other", argIndex: 1, nameText: token, versionText: "" });
    }
    expect(view("npx", ["pkg@github:org/repo"])?.packages[0]?.specKind).toBe("other");
    expect(view("npx", ["pkg@gitlab:org/repo"])?.packages[0]?.specKind).toBe("other");
  });
});

describe("npm exec / npm x", () => {
  it("reads npm exec with --package= and --", () => {
    expect(view("npm", ["exec", "--package=@playwright/mcp@latest", "--", "mcp-server-playwright", "--headless"])).toEqual({
      runner: "npm exec",
      packages: [npm("@playwright/mcp", "latest", "tag", 1, "@latest")],
      bin: "mcp-server-playwright",
      programArgsStart: 4,
    });
  });

  it("reads npm x with -y and a positional package", () => {
    expect(view("npm", ["x", "-y", "pkg@~1.2.0", "serve"])).toEqual({
      runner: "npm exec",
      packages: [npm("pkg", "~1.2.0", "range", 2, "@~1.2.0")],
      bin: undefined,
      programArgsStart: 3,
    });
  });

  it("reads npm exec -- pkg", () => {
    expect(view("npm", ["exec", "--", "pkg@1.0.0", "a"])).toMatchObject({ runner: "npm exec", packages: [npm("pkg", "1.0.0", "exact", 2, "@1.0.0")], programArgsStart: 3 });
  });

  it("reads npm options written before exec", () => {
    expect(view("npm", ["--yes", "exec", "pkg"])).toMatchObject({ runner: "npm exec", packages: [npm("pkg", undefined, "none", 2, "")], programArgsStart: 3 });
  });

  it("ignores other npm commands", () => {
    expect(parseLaunch("npm", ["run", "mcp"])).toBeUndefined();
    expect(parseLaunch("npm", ["start"])).toBeUndefined();
    expect(parseLaunch("npm", [])).toBeUndefined();
  });
});

describe("pnpm dlx, yarn dlx, bunx", () => {
  it("reads pnpm dlx", () => {
    expect(view("pnpm", ["dlx", "@playwright/mcp@0.0.41"])).toEqual({
      runner: "pnpm dlx",
      packages: [npm("@playwright/mcp", "0.0.41", "exact", 1, "@0.0.41")],
      bin: undefined,
      programArgsStart: 2,
    });
  });

  it("reads pnpm --package=x dlx bin (pnpm's documented form) and pnpm dlx --package", () => {
    expect(view("pnpm", ["--package=yo@5.0.0", "--package=generator-webapp", "dlx", "yo", "webapp"])).toEqual({
      runner: "pnpm dlx",
      packages: [npm("yo", "5.0.0", "exact", 0, "@5.0.0"), npm("generator-webapp", undefined, "none", 1, "")],
      bin: "yo",
      programArgsStart: 4,
    });
    expect(view("pnpm", ["dlx", "--package", "a@latest", "a-bin"])).toMatchObject({ packages: [npm("a", "latest", "tag", 2, "@latest")], bin: "a-bin", programArgsStart: 4 });
  });

  it("reads pnpx as pnpm dlx", () => {
    expect(view("pnpx", ["pkg@1.0.0"])?.runner).toBe("pnpm dlx");
  });

  it("reads yarn dlx with -p", () => {
    expect(view("yarn", ["dlx", "-p", "pkg@^2", "pkg-bin"])).toEqual({
      runner: "yarn dlx",
      packages: [npm("pkg", "^2", "range", 2, "@^2")],
      bin: "pkg-bin",
      programArgsStart: 4,
    });
    expect(parseLaunch("yarn", ["install"])).toBeUndefined();
  });

  it("reads bunx and bun x", () => {
    expect(view("bunx", ["--bun", "pkg@latest", "--flag"])).toEqual({
      runner: "bunx",
      packages: [npm("pkg", "latest", "tag", 1, "@latest")],
      bin: undefined,
      programArgsStart: 2,
    });
    expect(view("bun", ["x", "@s/p@1.0.0"])).toEqual({
      runner: "bunx",
      packages: [npm("@s/p", "1.0.0", "exact", 1, "@1.0.0")],
      bin: undefined,
      programArgsStart: 2,
    });
    expect(parseLaunch("bun", ["run", "x.ts"])).toBeUndefined();
  });
});

const pypi = (name: string, spec: string | undefined, specKind: string, argIndex: number, versionText: string, nameText = name) => ({
  ecosystem: "pypi",
  name,
  spec,
  specKind,
  argIndex,
  nameText,
  versionText,
});

describe("uvx / uv tool run / pipx run", () => {
  it("reads uvx --from pkg==1.2.3 cmd", () => {
    expect(view("uvx", ["--from", "mcp-grafana==0.7.9", "mcp-grafana", "--debug"])).toEqual({
      runner: "uvx",
      packages: [pypi("mcp-grafana", "0.7.9", "exact", 1, "==0.7.9")],
      bin: "mcp-grafana",
      programArgsStart: 3,
    });
  });

  it("reads uvx pkg==1.2.3, pkg@1.2.3, pkg@latest, pkg>=1, pkg", () => {
    expect(view("uvx", ["mcp-server-git==2025.1.14", "--repository", "."])).toEqual({
      runner: "uvx",
      packages: [pypi("mcp-server-git", "2025.1.14", "exact", 0, "==2025.1.14")],
      bin: undefined,
      programArgsStart: 1,
    });
    expect(view("uvx", ["mcp-server-git@2025.1.14"])?.packages).toEqual([pypi("mcp-server-git", "2025.1.14", "exact", 0, "@2025.1.14")]);
    expect(view("uvx", ["mcp-server-fetch@latest"])?.packages).toEqual([pypi("mcp-server-fetch", "latest", "tag", 0, "@latest")]);
    expect(view("uvx", ["mcp-server-fetch>=1"])?.packages).toEqual([pypi("mcp-server-fetch", ">=1", "range", 0, ">=1")]);
    expect(view("uvx", ["mcp-server-fetch~=1.2"])?.packages[0]?.specKind).toBe("range");
    expect(view("uvx", ["mcp-server-fetch==1.*"])?.packages[0]?.specKind).toBe("range");
    expect(view("uvx", ["mcp-server-fetch"])?.packages).toEqual([pypi("mcp-server-fetch", undefined, "none", 0, "")]);
  });

  it("reads extras: the version part starts after them", () => {
    const args = ["--from", "mcp-pkg[cli,redis]==1.0.0", "mcp-pkg"];
    const l = parseLaunch("uvx", args)!;
    expect(pkgView(args, l.packages[0]!)).toEqual(pypi("mcp-pkg", "1.0.0", "exact", 1, "==1.0.0"));
    expect(view("uvx", ["mcp-pkg[cli]"])?.packages).toEqual([pypi("mcp-pkg", undefined, "none", 0, "")]);
  });

  it("skips uv value options (-p python, --with) and reports --with packages after the main one", () => {
    expect(view("uvx", ["--python", "3.12", "--with", "a==1.0,b", "tool==2.0"])).toEqual({
      runner: "uvx",
      packages: [pypi("tool", "2.0", "exact", 4, "==2.0"), pypi("a", "1.0", "exact", 3, "==1.0"), pypi("b", undefined, "none", 3, "")],
      bin: undefined,
      programArgsStart: 5,
    });
    // a comma inside a specifier does not split the requirement
    expect(view("uvx", ["--with", "a>=1,<2", "tool==2.0"])?.packages[1]).toEqual(pypi("a", ">=1,<2", "range", 1, ">=1,<2"));
  });

  it("reads uv tool run", () => {
    expect(view("uv", ["tool", "run", "--from", "pkg@0.3.0", "bin"])).toEqual({
      runner: "uvx",
      packages: [pypi("pkg", "0.3.0", "exact", 3, "@0.3.0")],
      bin: "bin",
      programArgsStart: 5,
    });
    expect(parseLaunch("uv", ["run", "server.py"])).toBeUndefined();
    expect(parseLaunch("uv", ["tool", "install", "x"])).toBeUndefined();
  });

  it("reads pipx run, with and without --spec", () => {
    expect(view("pipx", ["run", "--spec", "mcp-pkg==1.2.3", "mcp-pkg-server"])).toEqual({
      runner: "pipx run",
      packages: [pypi("mcp-pkg", "1.2.3", "exact", 2, "==1.2.3")],
      bin: "mcp-pkg-server",
      programArgsStart: 4,
    });
    expect(view("pipx", ["run", "mcp-pkg"])).toEqual({
      runner: "pipx run",
      packages: [pypi("mcp-pkg", undefined, "none", 1, "")],
      bin: undefined,
      programArgsStart: 2,
    });
    expect(parseLaunch("pipx", ["install", "x"])).toBeUndefined();
  });

  it("classifies VCS and URL requirements as other", () => {
    expect(view("uvx", ["--from", "git+https://github.com/org/repo", "tool"])?.packages[0]?.specKind).toBe("other");
    expect(view("uvx", ["pkg@git+https://github.com/org/repo"])?.packages[0]?.specKind).toBe("other");
  });
});

const oci = (name: string, spec: string | undefined, specKind: string, argIndex: number, versionText: string) => ({
  ecosystem: "oci",
  name,
  spec,
  specKind,
  argIndex,
  nameText: name,
  versionText,
});

describe("docker / podman run", () => {
  it("skips options with values, bundled -it, -e KEY=v and --env=K=v", () => {
    const args = ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "--env=A=b", "-v", "/tmp:/tmp", "ghcr.io/github/github-mcp-server:v0.5.0", "stdio"];
    expect(view("docker", args)).toEqual({
      runner: "docker run",
      packages: [oci("ghcr.io/github/github-mcp-server", "v0.5.0", "tag", 8, ":v0.5.0")],
      bin: undefined,
      programArgsStart: 9,
    });
    const l = parseLaunch("docker", args)!;
    expect(l.options.map((o) => [o.flag, o.value, o.argIndex, o.valueIndex, o.valueOffset])).toEqual([
      ["-i", undefined, 1, -1, 0],
      ["--rm", undefined, 2, -1, 0],
      ["-e", "GITHUB_PERSONAL_ACCESS_TOKEN", 3, 4, 0],
      ["--env", "A=b", 5, 5, 6],
      ["-v", "/tmp:/tmp", 6, 7, 0],
    ]);
  });

  it("reads -it as two flags, and -e KEY=v with the value in the next argument", () => {
    const args = ["run", "-it", "-e", "KEY=v", "mcp/fetch"];
    const l = parseLaunch("docker", args)!;
    expect(l.options.map((o) => o.flag)).toEqual(["-i", "-t", "-e"]);
    expect(pkgView(args, l.packages[0]!)).toEqual(oci("mcp/fetch", undefined, "none", 4, ""));
  });

  it("reads glued and bundled short options the way docker does", () => {
    const l = parseLaunch("docker", ["run", "-eKEY=v", "-itp", "8080:80", "img:1"])!;
    expect(l.options.map((o) => [o.flag, o.value, o.valueIndex, o.valueOffset])).toEqual([
      ["-e", "KEY=v", 1, 2],
      ["-i", undefined, -1, 0],
      ["-t", undefined, -1, 0],
      ["-p", "8080:80", 3, 0],
    ]);
    expect(l.packages[0]!.argIndex).toBe(4);
  });

  it("tells a registry port from a tag", () => {
    expect(view("docker", ["run", "localhost:5000/x:1"])?.packages).toEqual([oci("localhost:5000/x", "1", "tag", 1, ":1")]);
    expect(view("docker", ["run", "localhost:5000/x"])?.packages).toEqual([oci("localhost:5000/x", undefined, "none", 1, "")]);
  });

  it("reads digests, tag+digest, latest and no tag", () => {
    const d = "sha256:" + "a".repeat(64);
    expect(view("docker", ["run", `mcp/fetch@${d}`])?.packages).toEqual([oci("mcp/fetch", d, "digest", 1, `@${d}`)]);
    const both = parseLaunch("docker", ["run", `mcp/fetch:1.0@${d}`])!.packages[0]!;
    expect(both).toMatchObject({ specKind: "digest", tag: "1.0", digest: d, spec: d, nameEnd: 9, versionStart: 9 });
    expect(view("docker", ["run", "mcp/fetch:latest"])?.packages).toEqual([oci("mcp/fetch", "latest", "tag", 1, ":latest")]);
    expect(view("docker", ["run", "--rm", "mcp/fetch"])?.packages).toEqual([oci("mcp/fetch", undefined, "none", 2, "")]);
  });

  it("reads docker container run, podman run and global options before run", () => {
    expect(view("docker", ["container", "run", "-i", "img:2"])).toEqual({ runner: "docker run", packages: [oci("img", "2", "tag", 3, ":2")], bin: undefined, programArgsStart: 4 });
    expect(view("podman", ["run", "--rm", "-i", "quay.io/org/img:3", "serve"])).toEqual({
      runner: "podman run",
      packages: [oci("quay.io/org/img", "3", "tag", 3, ":3")],
      bin: undefined,
      programArgsStart: 4,
    });
    expect(view("docker", ["--context", "remote", "run", "img:4"])?.packages).toEqual([oci("img", "4", "tag", 3, ":4")]);
    expect(parseLaunch("docker", ["ps"])).toBeUndefined();
    expect(parseLaunch("docker", ["run", "--rm"])).toBeUndefined();
    expect(parseLaunch("docker", ["exec", "-i", "c", "x"])).toBeUndefined();
  });
});

describe("wrappers and executable spellings", () => {
  it("reads cmd /c npx … with indices into the full args", () => {
    expect(view("cmd", ["/c", "npx", "-y", "@angular/cli@latest", "mcp"])).toEqual({
      runner: "npx",
      packages: [npm("@angular/cli", "latest", "tag", 3, "@latest")],
      bin: undefined,
      programArgsStart: 4,
    });
    expect(parseLaunch("cmd", ["/c", "npx", "-y", "x"])!.argsOffset).toBe(2);
    expect(view("cmd.exe", ["/d", "/s", "/C", "npm", "exec", "pkg@1.0.0"])?.packages).toEqual([npm("pkg", "1.0.0", "exact", 5, "@1.0.0")]);
    expect(parseLaunch("cmd", ["/c"])).toBeUndefined();
    expect(parseLaunch("cmd", ["npx", "x"])).toBeUndefined();
  });

  it("reads env NAME=value npx …", () => {
    expect(view("env", ["NODE_OPTIONS=--no-warnings", "npx", "-y", "pkg@1.0.0"])?.packages).toEqual([npm("pkg", "1.0.0", "exact", 3, "@1.0.0")]);
  });

  it("reads full paths and Windows extensions", () => {
    expect(view("/usr/local/bin/npx", ["-y", "pkg"])?.runner).toBe("npx");
    expect(view("npx.cmd", ["-y", "pkg"])?.runner).toBe("npx");
    expect(view("C:\\Program Files\\nodejs\\NPX.CMD", ["-y", "pkg"])?.runner).toBe("npx");
    expect(view("/opt/homebrew/bin/uvx", ["pkg"])?.runner).toBe("uvx");
    expect(view("docker.exe", ["run", "img"])?.runner).toBe("docker run");
  });

  it("returns undefined for commands that are not package runners", () => {
    expect(parseLaunch("node", ["server.js"])).toBeUndefined();
    expect(parseLaunch("python", ["-m", "server"])).toBeUndefined();
  });
});

describe("spec helpers", () => {
  it("classifies npm specs", () => {
    expect(
      ["", "1.2.3", "v1.2.3", "1.0.0-beta.1", "^1", "1", "1.x", ">=1", "~1.2", "*", "latest", "next", "beta", "npm:other@1.2.3", "npm:@s/o@^2", "github:a/b", "a/b"].map((s) => [s, classifyNpmSpec(s)]),
    ).toEqual([
      ["", "none"],
      ["1.2.3", "exact"],
      ["v1.2.3", "exact"],
      ["1.0.0-beta.1", "exact"],
      ["^1", "range"],
      ["1", "range"],
      ["1.x", "range"],
      [">=1", "range"],
      ["~1.2", "range"],
      ["*", "range"],
      ["latest", "tag"],
      ["next", "tag"],
      ["beta", "tag"],
      ["npm:other@1.2.3", "exact"],
      ["npm:@s/o@^2", "range"],
      ["github:a/b", "other"],
      ["a/b", "other"],
    ]);
    expect(classifyNpmSpec(undefined)).toBe("none");
  });

  it("reads PEP 440 versions after @ as exact", () => {
    for (const v of ["1.2.3", "1!2.0", "1.0rc1", "1.0.post2", "1.0.dev3", "2025.1.14", "1.0+local.1"]) {
      expect(pypiPackageRef(`pkg@${v}`, 0, 0).specKind, v).toBe("exact");
    }
    expect(pypiPackageRef("pkg@main", 0, 0).specKind).toBe("other");
  });

  it("spells a pin in each ecosystem's syntax", () => {
    expect(pinnedSpelling(npmPackageRef("a", 0, 0), "1.0.0")).toBe("@1.0.0");
    expect(pinnedSpelling(pypiPackageRef("a", 0, 0), "1.0.0")).toBe("==1.0.0");
    expect(pinnedSpelling(imageRef("a", 0), "1.0.0")).toBe(":1.0.0");
  });

  it("offsets always slice the token back together (property)", () => {
    const name = fc.stringMatching(/^(@[a-z][a-z0-9-]{0,8}\/)?[a-z][a-z0-9._-]{0,12}$/);
    const spec = fc.oneof(fc.constant(""), fc.constantFrom("@latest", "@1.2.3", "@^1", "@next", "@1.x", "@>=2"));
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }).map((s) => s.replace(/[^a-z-]/g, "")), name, spec, (prefix, n, s) => {
        const token = prefix ? `--${prefix}=${n}${s}` : `${n}${s}`;
        const base = prefix ? prefix.length + 3 : 0;
        const ref = npmPackageRef(token.slice(base), 0, base);
        expect(token.slice(ref.nameStart, ref.nameEnd)).toBe(n);
        expect(token.slice(ref.versionStart, ref.versionEnd)).toBe(s);
        expect(ref.nameEnd).toBe(ref.versionStart);
      }),
    );
  });
});

describe("launches packed into command", () => {
  it("reads a whole docker run line written in command: the image, its options, offsets inside the command", () => {
    const command = "docker run -i --rm --privileged -e GITHUB_TOKEN ghcr.io/github/github-mcp-server:v0.13.0 stdio";
    const l = parseLaunch(command, [])!;
    expect(l.runner).toBe("docker run");
    expect(l.packed).toBe(true);
    const image = l.packages[0]!;
    expect([image.name, image.tag, image.argIndex]).toEqual(["ghcr.io/github/github-mcp-server", "v0.13.0", -1]);
    expect(command.slice(image.nameStart, image.versionEnd)).toBe("ghcr.io/github/github-mcp-server:v0.13.0");
    expect(l.options.map((o) => [o.flag, o.value, o.argIndex])).toEqual([
      ["-i", undefined, -1],
      ["--rm", undefined, -1],
      ["--privileged", undefined, -1],
      ["-e", "GITHUB_TOKEN", -1],
    ]);
  });

  it("maps words of the command and args of the array apart: the real args keep their own indexes", () => {
    const l = parseLaunch("npx -y", ["@playwright/mcp@latest", "--headless"])!;
    expect([l.runner, l.packages[0]!.written, l.packages[0]!.argIndex, l.programArgsStart]).toEqual(["npx", "@playwright/mcp@latest", 0, 1]);
    const packed = parseLaunch("npx -y @playwright/mcp@latest", ["--headless"])!;
    expect([packed.packages[0]!.argIndex, packed.programArgsStart]).toEqual([-1, 0]);
  });

  it("keeps no offsets for a quoted word (an edit must not guess where its characters are)", () => {
    const l = parseLaunch(`npx -y "@playwright/mcp@latest"`, [])!;
    expect([l.packages[0]!.name, l.packages[0]!.nameStart]).toEqual(["@playwright/mcp", -1]);
  });

  it("is not a launch when the first word is no runner, and a path with spaces is still the program", () => {
    expect(parseLaunch("node server.js --port 3000", [])).toBeUndefined();
    expect(parseLaunch("C:\\Program Files\\nodejs\\npx.cmd", ["-y", "pkg@1.0.0"])?.packages[0]?.written).toBe("pkg@1.0.0");
  });
});

describe("docker exec and uv run", () => {
  it("docker exec <container> npx pkg is the npx launch inside the container", () => {
    expect(view("docker", ["exec", "-i", "-e", "A=b", "dev-box", "npx", "-y", "@modelcontextprotocol/server-filesystem", "/work"])).toEqual({
      runner: "npx",
      packages: [npm("@modelcontextprotocol/server-filesystem", undefined, "none", 7, "")],
      bin: undefined,
      programArgsStart: 8,
    });
    expect(parseLaunch("docker", ["container", "exec", "box", "uvx", "mcp-server-git==2025.1.14"])?.packages.map((p) => [p.name, p.specKind])).toEqual([["mcp-server-git", "exact"]]);
    expect(parseLaunch("docker", ["exec", "box", "node", "server.js"])).toBeUndefined();
  });

  it("uv run --with fetches those packages for the run; --with-requirements names a file of them; plain uv run fetches nothing", () => {
    const l = parseLaunch("uv", ["run", "--with", "mcp-server-fetch==2025.4.7,httpx>=0.27", "--with-requirements", "requirements.txt", "mcp-server-fetch"])!;
    expect(l.runner).toBe("uv run");
    expect(l.packages.map((p) => [p.name, p.spec, p.specKind])).toEqual([
      ["mcp-server-fetch", "2025.4.7", "exact"],
      ["httpx", ">=0.27", "range"],
    ]);
    expect(l.requirementFiles).toEqual([{ path: "requirements.txt", argIndex: 4 }]);
    expect(l.bin).toBe("mcp-server-fetch");
    expect(parseLaunch("uv", ["run", "--directory", "/srv/app", "server.py"])).toBeUndefined();
    expect(parseLaunch("uv", ["tool", "run", "mcp-server-git"])?.runner).toBe("uvx");
  });
});
