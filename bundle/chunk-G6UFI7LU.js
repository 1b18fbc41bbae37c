import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  gitUrlOf,
  isCommit,
  pluginEntries,
  pluginSource
} from "./chunk-2ILYH3ZT.js";

// src/lock/plugins.ts
import { spawn } from "node:child_process";
import os from "node:os";
var PLUGINS_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "object",
    required: ["location", "commit"],
    additionalProperties: false,
    properties: {
      location: { type: "string", minLength: 1 },
      path: { type: "string" },
      ref: { type: "string" },
      commit: { type: "string", pattern: "^[0-9a-f]{40}$" }
    }
  }
};
function pluginLockKey(marketplaceKey, plugin) {
  return `${marketplaceKey}#${plugin}`;
}
function gitPlugins(marketplaceKey, root) {
  if (root?.type !== "object") return [];
  const out = [];
  for (const entry of pluginEntries(root)) {
    const source = pluginSource(entry);
    if (!entry.name || !source || gitUrlOf(source) === void 0) continue;
    out.push({ key: pluginLockKey(marketplaceKey, entry.name), name: entry.name, source });
  }
  return out;
}
async function approvePluginSources(plugins, marketplaces, resolve) {
  const outcome = { recorded: [], unresolved: [] };
  for (const marketplace of marketplaces) {
    const keep = new Set(marketplace.plugins.map((p) => p.key));
    for (const key of Object.keys(plugins)) if (key.startsWith(`${marketplace.key}#`) && !keep.has(key)) delete plugins[key];
    for (const plugin of marketplace.plugins) {
      const { source } = plugin;
      let commit = isCommit(source.sha) ? source.sha : void 0;
      if (!commit) {
        const url = gitUrlOf(source);
        const found = resolve ? await resolve(url, source.ref) : { reason: "--offline: the commit its ref points at was not looked up" };
        if ("reason" in found) {
          outcome.unresolved.push({ key: plugin.key, location: source.location, reason: found.reason });
          continue;
        }
        commit = found.commit;
      }
      const entry = { location: source.location, commit, ...source.subdir !== void 0 ? { path: source.subdir } : {}, ...source.ref !== void 0 ? { ref: source.ref } : {} };
      const before = plugins[plugin.key];
      if (before && JSON.stringify(before) === JSON.stringify(entry)) continue;
      plugins[plugin.key] = entry;
      outcome.recorded.push({ key: plugin.key, location: source.location, commit, ...source.ref !== void 0 ? { ref: source.ref } : {} });
    }
  }
  return outcome;
}
var TIME_LIMIT_MS = 3e4;
var MAX_OUTPUT = 16 * 1024 * 1024;
function askableUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== "" || parsed.password !== "") return false;
  if (parsed.protocol === "https:") return true;
  return parsed.protocol === "http:" && /^(127\.0\.0\.1|localhost|\[::1\])$/.test(parsed.host.replace(/:\d+$/, ""));
}
var lsRemote = async (url, ref) => {
  if (!askableUrl(url)) return { reason: `${url} is not an https URL: its commit is not looked up; add "sha" yourself` };
  const env = { PATH: process.env.PATH ?? "", HOME: os.homedir(), GIT_TERMINAL_PROMPT: "0", GIT_ALLOW_PROTOCOL: "https:http", GIT_CONFIG_NOSYSTEM: "1", LC_ALL: "C" };
  const args = ["-c", "credential.helper=", "-c", "core.askPass=", "ls-remote", "--", url, ...ref === void 0 ? ["HEAD"] : [ref, `${ref}^{}`]];
  const result = await run("git", args, env);
  if ("reason" in result) return result;
  const lines = result.out.split("\n").map((l) => l.split("	")).filter((p) => p.length === 2 && isCommit(p[0]));
  const pick = (name) => lines.find((l) => l[1] === name)?.[0];
  const commit = ref === void 0 ? pick("HEAD") : pick(`refs/tags/${ref}^{}`) ?? pick(`refs/tags/${ref}`) ?? pick(`refs/heads/${ref}`) ?? (isCommit(ref) ? ref : void 0);
  return commit ? { commit } : { reason: `${url} has no ref ${JSON.stringify(ref ?? "HEAD")}` };
};
function run(program, args, env) {
  return new Promise((resolve) => {
    let out = "";
    let err = "";
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const child = spawn(program, args, { cwd: os.tmpdir(), env, stdio: ["ignore", "pipe", "pipe"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      done({ reason: `git ls-remote took longer than ${TIME_LIMIT_MS / 1e3} s` });
    }, TIME_LIMIT_MS);
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      out += chunk;
      if (out.length > MAX_OUTPUT) child.kill("SIGKILL");
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => {
      if (err.length < 4096) err += chunk;
    });
    child.on("error", (error) => done({ reason: `git could not run (${error.message})` }));
    child.on("close", (code) => done(code === 0 ? { out } : { reason: `git ls-remote failed: ${firstLine(err) || `exit ${code}`}` }));
  });
}
function firstLine(text) {
  return (text.split("\n").find((l) => l.trim() !== "") ?? "").replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 200);
}

export {
  PLUGINS_SCHEMA,
  pluginLockKey,
  gitPlugins,
  approvePluginSources,
  askableUrl,
  lsRemote
};
