import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  safeText
} from "./chunk-YZ5IGPF7.js";
import {
  FileReadError,
  readRegularFile
} from "./chunk-R47VTIVQ.js";
import {
  WriteError,
  writeFileSafely
} from "./chunk-LFNZU7KB.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-HF3WKTIK.js";
import {
  strictJsonSyntaxError
} from "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/report/baseline.ts
import fs from "node:fs";
import path from "node:path";
var BASELINE_VERSION = 1;
var MAX_BASELINE_BYTES = 64 * 1024 * 1024;
var BaselineError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "BaselineError";
  }
};
var ABOUT = "Findings accepted as known. `mcp-audit --baseline <this file>` reports only findings not listed here; `--update-baseline` rewrites it.";
function recordable(f) {
  return !f.fatal;
}
function createBaseline(result) {
  const s = (text) => safeText(text, result.secrets);
  const findings = result.files.flatMap((file) => file.findings.filter(recordable)).map((f) => ({ fingerprint: f.fingerprint, ruleId: f.ruleId, file: s(f.file), message: s(f.message) })).sort((a, b) => cmp(a.file, b.file) || cmp(a.ruleId, b.ruleId) || cmp(a.fingerprint, b.fingerprint) || cmp(a.message, b.message));
  return { version: BASELINE_VERSION, tool: "mcp-audit", about: ABOUT, findings };
}
function serializeBaseline(baseline) {
  return `${JSON.stringify(baseline, null, 2)}
`;
}
function writeBaseline(file, result, root = path.dirname(file)) {
  const baseline = createBaseline(result);
  storeBaseline(file, baseline, root);
  return baseline;
}
function storeBaseline(file, baseline, root) {
  try {
    writeFileSafely(file, serializeBaseline(baseline), { root });
  } catch (error) {
    if (error instanceof WriteError) throw new BaselineError(`cannot write baseline ${file}: ${error.reason}`);
    throw error;
  }
}
function readBaseline(file, root) {
  let text;
  try {
    if (root !== void 0 && leadsOutside(file, root)) throw new BaselineError(`baseline ${file} is a symbolic link leading outside the project: not read`);
    text = readRegularFile(file, { maxBytes: MAX_BASELINE_BYTES, followSymlink: true }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof BaselineError) throw error;
    if (error instanceof FileReadError && error.code === "ENOENT") throw new BaselineError(`baseline ${file} does not exist: create it with --update-baseline`);
    throw new BaselineError(`cannot read baseline ${file}: ${error instanceof FileReadError ? error.reason : describeFsError(error)}`);
  }
  return parseBaseline(text, file);
}
function parseBaseline(text, file) {
  let doc;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new BaselineError(`baseline ${file} is not valid JSON (${strictJsonSyntaxError(text.replace(/^\uFEFF/, ""))}): fix it or rewrite it with --update-baseline`);
  }
  const bad = (what) => new BaselineError(`baseline ${file} is not an mcp-audit baseline: ${what}; rewrite it with --update-baseline`);
  if (!isObject(doc)) throw bad("expected a JSON object");
  if (typeof doc.version === "number" && doc.version > BASELINE_VERSION) {
    throw new BaselineError(`baseline ${file} has version ${doc.version}, newer than this mcp-audit reads (${BASELINE_VERSION}): upgrade mcp-audit`);
  }
  if (doc.version !== BASELINE_VERSION) throw bad(`"version" must be ${BASELINE_VERSION}`);
  if (!Array.isArray(doc.findings)) throw bad(`"findings" must be an array`);
  doc.findings.forEach((entry, i) => {
    if (!isObject(entry) || typeof entry.fingerprint !== "string" || entry.fingerprint === "") throw bad(`findings[${i}] has no "fingerprint" string`);
    for (const key of ["ruleId", "file", "message"]) {
      if (entry[key] !== void 0 && typeof entry[key] !== "string") throw bad(`findings[${i}].${key} must be a string`);
    }
  });
  return doc;
}
function filterByBaseline(baseline, result) {
  const filter = baselineFilter(baseline);
  const files = result.files.map((file) => filter.apply(file));
  return { result: { ...result, files }, suppressed: filter.suppressed(), unmatched: filter.unmatched() };
}
function baselineFilter(baseline) {
  const remaining = /* @__PURE__ */ new Map();
  for (const entry of baseline.findings) remaining.set(entry.fingerprint, (remaining.get(entry.fingerprint) ?? 0) + 1);
  let suppressed = 0;
  return {
    apply(file) {
      return {
        ...file,
        findings: file.findings.filter((f) => {
          const left = remaining.get(f.fingerprint) ?? 0;
          if (!recordable(f) || left === 0) return true;
          remaining.set(f.fingerprint, left - 1);
          suppressed++;
          return false;
        })
      };
    },
    suppressed: () => suppressed,
    unmatched: () => [...remaining.values()].reduce((a, b) => a + b, 0)
  };
}
function leadsOutside(file, root) {
  let real;
  let realRoot;
  try {
    real = fs.realpathSync(file);
  } catch {
    return false;
  }
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    realRoot = root;
  }
  const rel = path.relative(realRoot, real);
  return real !== path.resolve(file) && (rel.startsWith("..") || path.isAbsolute(rel));
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function pruneBaseline(file, result, root = path.dirname(file)) {
  const read = readBaseline(file, root);
  const current = /* @__PURE__ */ new Map();
  for (const f of result.files.flatMap((r) => r.findings.filter(recordable))) current.set(f.fingerprint, (current.get(f.fingerprint) ?? 0) + 1);
  const findings = read.findings.filter((entry) => {
    const left = current.get(entry.fingerprint) ?? 0;
    if (left === 0) return false;
    current.set(entry.fingerprint, left - 1);
    return true;
  });
  const pruned = read.findings.length - findings.length;
  if (pruned === 0) return { baseline: read, pruned };
  const baseline = { ...read, findings };
  storeBaseline(file, baseline, root);
  return { baseline, pruned };
}
export {
  BASELINE_VERSION,
  BaselineError,
  baselineFilter,
  createBaseline,
  filterByBaseline,
  parseBaseline,
  pruneBaseline,
  readBaseline,
  serializeBaseline,
  writeBaseline
};
