import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CLIENT_INFO,
  LiveError,
  RAW_RESULT,
  connectHttp,
  describeFailure,
  loadSdk,
  oneLine
} from "./chunk-A2UF7EQR.js";
import {
  readListingDocument
} from "./chunk-ZV2KTS5B.js";
import {
  fileKey,
  skillRootUri
} from "./chunk-4JPVPORZ.js";
import "./chunk-CT6HN24R.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/live/skills.ts
import { createHash } from "node:crypto";
var SKILLS_EXTENSION_ID = "io.modelcontextprotocol/skills";
async function localVerifier(rawEntries) {
  const { sdk, skills } = await loadSdk();
  const [clientSide, serverSide] = sdk.InMemoryTransport.createLinkedPair();
  let served = /* @__PURE__ */ new Map();
  let servedRoot = "";
  serverSide.onmessage = (message) => {
    const m = message;
    if (m.id === void 0 || m.method === void 0) return;
    const reply = (body) => void serverSide.send({ jsonrpc: "2.0", id: m.id, ...body });
    switch (m.method) {
      case "initialize":
        reply({ result: { protocolVersion: m.params?.protocolVersion, capabilities: { resources: {}, extensions: { [SKILLS_EXTENSION_ID]: {} } }, serverInfo: { name: "mcp-audit-local-files", version: "0" } } });
        return;
      case "skills/list":
        reply({ result: { skills: rawEntries } });
        return;
      case "resources/read": {
        const uri = String(m.params?.uri ?? "");
        const bytes = served.get(fileKey(servedRoot, uri));
        if (!bytes) reply({ error: { code: -32002, message: `Resource not found: ${uri}` } });
        else reply({ result: { contents: [{ uri, blob: Buffer.from(bytes).toString("base64") }] } });
        return;
      }
      case "ping":
        reply({ result: {} });
        return;
      default:
        reply({ error: { code: -32601, message: `Method not found: ${m.method}` } });
    }
  };
  await serverSide.start();
  const client = new sdk.Client(CLIENT_INFO, {});
  await client.connect(clientSide);
  const skillsClient = new skills.SkillsClient(client, { skipInvalid: true });
  return {
    async entries() {
      const listing = await skillsClient.list();
      const invalid = listing.invalid.map((e) => ({ index: e.index, ...e.uri !== void 0 ? { uri: e.uri } : {}, reason: e.reason }));
      const refused = new Set(invalid.map((e) => e.index));
      const indexes = rawEntries.map((_, i) => i).filter((i) => !refused.has(i));
      return { valid: listing.skills.map((entry, i) => ({ index: indexes[i], entry })), invalid };
    },
    async verify(entry, files, localName, unread = []) {
      const root = skillRootUri(entry.uri);
      servedRoot = root;
      served = new Map(files.map((f) => [fileKey(root, f.uri), f.bytes]));
      const out = [];
      const dynamic = entry.resources === "dynamic";
      for (const file of files) {
        if (dynamic && fileKey(root, file.uri) !== fileKey(root, entry.uri)) continue;
        try {
          await skillsClient.read(entry, file.uri);
        } catch (error) {
          const mismatch = verificationMismatch(error, file.uri, `the local file`, skills);
          out.push(mismatch);
          if ((mismatch.reason === "size" || mismatch.reason === "digest") && fileKey(root, file.uri) === fileKey(root, entry.uri) && !dynamic) {
            const patched = patchedEntry(entry, root, file);
            try {
              await skillsClient.read(patched, file.uri);
            } catch (again) {
              const fm = verificationMismatch(again, file.uri, "the local file", skills);
              if (fm.reason === "frontmatter") out.push(fm);
            }
          }
        }
      }
      if (!dynamic) {
        const notRead = new Set(unread.map((u) => fileKey(root, u)));
        for (const r of entry.resources) {
          if (!served.has(fileKey(root, r.uri)) && !notRead.has(fileKey(root, r.uri))) out.push({ reason: "missing", severity: "error", uri: r.uri, message: `${r.uri} is listed but ${localName} has no such file` });
        }
      }
      return out;
    },
    close: () => client.close().catch(() => void 0)
  };
}
function patchedEntry(entry, root, file) {
  const digest = `sha256:${createHash("sha256").update(file.bytes).digest("hex")}`;
  const key = fileKey(root, file.uri);
  const resources = entry.resources.map((r) => fileKey(root, r.uri) === key ? { ...r, digest, size: file.bytes.byteLength } : r);
  return { ...entry, resources };
}
function verificationMismatch(error, uri, whose, skills) {
  if (error instanceof skills.SkillVerificationError) {
    return {
      reason: error.reason,
      severity: "error",
      uri: error.uri,
      message: `${oneLine(error.message)} (${whose})`,
      ...error.differences.length > 0 ? { differences: [...error.differences] } : {}
    };
  }
  return { reason: "unreadable", severity: "error", uri, message: `${uri} could not be read (${whose}): ${oneLine(error instanceof Error ? error.message : String(error))}` };
}
var MAX_PAGES = 64;
async function fetchServedSkills(url, options) {
  const session = await connectHttp(url, options.headers, options);
  try {
    const { skills } = await loadSdk();
    const skillsClient = new skills.SkillsClient(session.client, { skipInvalid: true });
    if (!skillsClient.supported) throw new LiveError("unsupported", `${url.origin}${url.pathname} does not offer the skills extension (${SKILLS_EXTENSION_ID}): nothing to verify`);
    const pages = await rawPages(session.client, url, options);
    const doc = readListingDocument(pages);
    const served = [];
    let filesRead = 0;
    for (const raw of doc.entries) {
      const entry = raw;
      const targets = entry.resources === "dynamic" ? [{ uri: entry.uri, size: 0 }] : Array.isArray(entry.resources) ? entry.resources : [];
      for (const r of targets) {
        if (r.size > options.maxFileBytes) {
          served.push({ reason: "unreadable", severity: "error", uri: r.uri, message: `${r.uri} is listed at ${r.size} bytes, over the ${options.maxFileBytes}-byte cap: not read (raise --max-file-bytes to check it)` });
          continue;
        }
        try {
          await skillsClient.read(entry, r.uri, { timeout: options.timeoutMs });
          filesRead++;
        } catch (error) {
          if (error instanceof TypeError) break;
          if (error instanceof skills.SkillVerificationError) served.push(verificationMismatch(error, r.uri, "the served bytes", skills));
          else {
            const failure = describeFailure(error, url, options);
            if (failure.kind === "timeout" || failure.kind === "unreachable") throw failure;
            served.push({ reason: "unreadable", severity: "error", uri: r.uri, message: `${r.uri} could not be read from the server: ${failure.message}` });
          }
        }
      }
    }
    const info = session.client.getServerVersion();
    return {
      url: `${url.origin}${url.pathname}`,
      protocolVersion: session.protocolVersion,
      era: session.era,
      ...info ? { serverInfo: { name: String(info.name), version: String(info.version) } } : {},
      doc,
      served,
      filesRead
    };
  } catch (error) {
    throw error instanceof LiveError ? error : describeFailure(error, url, options);
  } finally {
    await session.close();
  }
}
async function rawPages(client, url, options) {
  const pages = [];
  const seen = /* @__PURE__ */ new Set();
  let cursor;
  do {
    const page = await client.request({ method: "skills/list", params: cursor === void 0 ? {} : { cursor } }, RAW_RESULT, { timeout: options.timeoutMs });
    pages.push(page);
    const next = page?.nextCursor;
    cursor = typeof next === "string" ? next : void 0;
    if (cursor !== void 0 && seen.has(cursor)) throw new LiveError("protocol", `${url.origin}${url.pathname} repeats the skills/list cursor ${JSON.stringify(cursor.slice(0, 40))}: stopped`);
    if (cursor !== void 0) seen.add(cursor);
    if (pages.length >= MAX_PAGES && cursor !== void 0) throw new LiveError("protocol", `${url.origin}${url.pathname} returned more than ${MAX_PAGES} pages of skills: stopped`);
  } while (cursor !== void 0);
  return pages;
}
export {
  fetchServedSkills,
  localVerifier
};
