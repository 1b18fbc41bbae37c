import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  IgnoreMatcher
} from "./chunk-LJIYFEGD.js";

// src/core/suppressions.ts
import path from "node:path";
var SUPPRESSION_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "array",
    items: {
      type: "object",
      required: ["path", "reason"],
      additionalProperties: false,
      properties: {
        path: { type: "string", minLength: 1 },
        line: { type: "integer", minimum: 1 },
        server: { type: "string", minLength: 1 },
        reason: { type: "string", minLength: 1, pattern: "\\S" },
        until: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }
      }
    }
  }
};
function parseSuppression(ruleId, index, written) {
  let p = written.path;
  let line = written.line;
  let server = written.server;
  const hash = p.lastIndexOf("#");
  if (hash > 0 && server === void 0) {
    server = p.slice(hash + 1);
    p = p.slice(0, hash);
  }
  const colon = /:(\d+)$/.exec(p);
  if (colon && line === void 0) {
    line = Number(colon[1]);
    p = p.slice(0, colon.index);
  }
  return {
    ruleId,
    path: p.replace(/^\.\//, ""),
    ...line !== void 0 ? { line } : {},
    ...server !== void 0 && server !== "" ? { server } : {},
    reason: written.reason.trim(),
    ...written.until !== void 0 ? { until: written.until } : {},
    where: `ignore["${ruleId}"][${index}]`
  };
}
function isCalendarDate(value) {
  const d = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
var Suppressions = class {
  constructor(entries, baseDir, source, now = /* @__PURE__ */ new Date()) {
    this.entries = entries;
    this.baseDir = baseDir;
    this.source = source;
    this.usage = entries.map(() => ({ used: 0, matchedFile: false }));
    this.matchers = entries.map((e) => IgnoreMatcher.parse([e.path]));
    this.today = now.toISOString().slice(0, 10);
  }
  entries;
  baseDir;
  source;
  usage;
  matchers;
  today;
  get empty() {
    return this.entries.length === 0;
  }
  /**
   * The findings of one file (`absolute`) that no live entry covers. `serverOf` names the server a
   * finding is about (MCP configs; undefined elsewhere). An expired entry's findings are kept, their
   * message saying the suppression ran out.
   */
  apply(absolute, findings, serverOf = () => void 0) {
    if (this.entries.length === 0) return findings;
    const rel = path.relative(this.baseDir, absolute).split(path.sep).join("/");
    if (rel === "" || rel.startsWith("../") || path.isAbsolute(rel)) return findings;
    const here = [];
    this.entries.forEach((_, i) => {
      if (this.pathMatches(i, rel)) {
        here.push(i);
        this.usage[i].matchedFile = true;
      }
    });
    if (here.length === 0) return findings;
    const kept = [];
    for (const f of findings) {
      const i = f.fatal ? void 0 : here.find((k) => this.covers(this.entries[k], f, serverOf));
      if (i === void 0) {
        kept.push(f);
        continue;
      }
      const entry = this.entries[i];
      if (entry.until !== void 0 && entry.until < this.today) {
        kept.push({ ...f, message: `${f.message} (its suppression in ${this.source}, ${entry.where}, expired on ${entry.until}: review it again, then renew or remove it)` });
        this.usage[i].used++;
        continue;
      }
      this.usage[i].used++;
    }
    return kept;
  }
  /**
   * Entries that suppressed nothing: those whose file was audited, and, when the whole project was
   * audited, those that matched no file at all. Entries of rules that are off are not judged.
   */
  unused(options) {
    const out = [];
    this.entries.forEach((e, i) => {
      const u = this.usage[i];
      if (u.used > 0 || options.rulesOff.has(e.ruleId)) return;
      if (!u.matchedFile && !options.wholeProject) return;
      const what = [e.path, e.line !== void 0 ? `line ${e.line}` : "", e.server !== void 0 ? `server "${e.server}"` : ""].filter(Boolean).join(", ");
      out.push(`${this.source}: ${e.where} (${what}) suppresses nothing${u.matchedFile ? "" : ": no audited file matches its path"}; remove it`);
    });
    return out;
  }
  pathMatches(i, rel) {
    const matcher = this.matchers[i];
    const parts = rel.split("/");
    for (let k = 1; k < parts.length; k++) if (matcher.test(parts.slice(0, k).join("/"), true) === true) return true;
    return matcher.test(rel, false) === true;
  }
  covers(entry, f, serverOf) {
    if (entry.ruleId !== f.ruleId) return false;
    if (entry.line !== void 0 && f.range.start.line !== entry.line) return false;
    if (entry.server !== void 0 && serverOf(f) !== entry.server) return false;
    return true;
  }
};

export {
  SUPPRESSION_SCHEMA,
  parseSuppression,
  isCalendarDate,
  Suppressions
};
