// SEP-2640 verification by the SDK itself. Local bytes are checked the way a host checks a server's
// bytes: an in-process MCP server (over the SDK's InMemoryTransport) serves the listing's entries and
// the local files, and the official SkillsClient lists and reads them, so its own rules run — which
// entries it refuses, and for each file `unlisted`, `size`, `digest` and, for SKILL.md, `frontmatter`
// with its own YAML reader. A live server is read the same way over Streamable HTTP: every page of
// skills/list (raw, so missing cache fields are seen) and every file of every skill.
import { createHash } from "node:crypto";
import type { Client } from "@modelcontextprotocol/client";
import { fileKey, skillRootUri } from "../lock/skill-uri.js";
import { readListingDocument, type ListingDocument, type ListingMismatch, type SkillEntryLike } from "../lock/listing.js";
import { connectHttp, describeFailure, LiveError, oneLine, type SessionLimits } from "./connect.js";
import { CLIENT_INFO, loadSdk, RAW_RESULT } from "./sdk.js";

const SKILLS_EXTENSION_ID = "io.modelcontextprotocol/skills";

export interface InvalidEntry {
  index: number;
  uri?: string;
  reason: string;
}

/** A local file offered to the SDK for one entry: its URI as the local folder names it, and its bytes. */
export interface LocalFile {
  uri: string;
  bytes: Uint8Array;
}

/** An in-process session: the SDK's SkillsClient against a server holding `entries` and local bytes. */
export interface LocalVerifier {
  /** The entries the SDK accepts (with their index in the listing) and the ones it refuses, with its reasons. */
  entries(): Promise<{ valid: { index: number; entry: SkillEntryLike }[]; invalid: InvalidEntry[] }>;
  /** Read every local file of a skill through the SDK against `entry`; listed files with no local bytes are `missing`. */
  verify(entry: SkillEntryLike, files: readonly LocalFile[], localName: string, unread?: readonly string[]): Promise<ListingMismatch[]>;
  close(): Promise<void>;
}

export async function localVerifier(rawEntries: readonly unknown[]): Promise<LocalVerifier> {
  const { sdk, skills } = await loadSdk();
  const [clientSide, serverSide] = sdk.InMemoryTransport.createLinkedPair();
  let served = new Map<string, Uint8Array>();
  let servedRoot = "";
  serverSide.onmessage = (message) => {
    const m = message as { id?: string | number; method?: string; params?: Record<string, unknown> };
    if (m.id === undefined || m.method === undefined) return;
    const reply = (body: { result: unknown } | { error: { code: number; message: string } }) => void serverSide.send({ jsonrpc: "2.0", id: m.id, ...body } as never);
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
      const invalid = listing.invalid.map((e) => ({ index: e.index, ...(e.uri !== undefined ? { uri: e.uri } : {}), reason: e.reason }));
      const refused = new Set(invalid.map((e) => e.index));
      const indexes = rawEntries.map((_, i) => i).filter((i) => !refused.has(i));
      return { valid: listing.skills.map((entry, i) => ({ index: indexes[i]!, entry: entry as SkillEntryLike })), invalid };
    },
    async verify(entry, files, localName, unread = []) {
      const root = skillRootUri(entry.uri)!;
      servedRoot = root;
      served = new Map(files.map((f) => [fileKey(root, f.uri), f.bytes]));
      const out: ListingMismatch[] = [];
      const dynamic = entry.resources === "dynamic";
      for (const file of files) {
        if (dynamic && fileKey(root, file.uri) !== fileKey(root, entry.uri)) continue;
        try {
          await skillsClient.read(entry as never, file.uri);
        } catch (error) {
          const mismatch = verificationMismatch(error, file.uri, `the local file`, skills);
          out.push(mismatch);
          // The SDK stops at the first check that fails; for SKILL.md, say which front-matter fields differ
          // too: read it again against the entry with the local size and digest, so only its reader judges.
          if ((mismatch.reason === "size" || mismatch.reason === "digest") && fileKey(root, file.uri) === fileKey(root, entry.uri) && !dynamic) {
            const patched = patchedEntry(entry, root, file);
            try {
              await skillsClient.read(patched as never, file.uri);
            } catch (again) {
              const fm = verificationMismatch(again, file.uri, "the local file", skills);
              if (fm.reason === "frontmatter") out.push(fm);
            }
          }
        }
      }
      if (!dynamic) {
        const notRead = new Set(unread.map((u) => fileKey(root, u)));
        for (const r of entry.resources as { uri: string }[]) {
          if (!served.has(fileKey(root, r.uri)) && !notRead.has(fileKey(root, r.uri))) out.push({ reason: "missing", severity: "error", uri: r.uri, message: `${r.uri} is listed but ${localName} has no such file` });
        }
      }
      return out;
    },
    close: () => client.close().catch(() => undefined),
  };
}

type SkillsSdk = Awaited<ReturnType<typeof loadSdk>>["skills"];

/** The entry with one file's size and digest replaced by the local file's. */
function patchedEntry(entry: SkillEntryLike, root: string, file: LocalFile): SkillEntryLike {
  const digest = `sha256:${createHash("sha256").update(file.bytes).digest("hex")}`;
  const key = fileKey(root, file.uri);
  const resources = (entry.resources as { uri: string; digest: string; size: number }[]).map((r) => (fileKey(root, r.uri) === key ? { ...r, digest, size: file.bytes.byteLength } : r));
  return { ...entry, resources };
}

/** A SkillVerificationError as a mismatch in the SDK's own terms; anything else as `unreadable`. */
function verificationMismatch(error: unknown, uri: string, whose: string, skills: SkillsSdk): ListingMismatch {
  if (error instanceof skills.SkillVerificationError) {
    return {
      reason: error.reason,
      severity: "error",
      uri: error.uri,
      message: `${oneLine(error.message)} (${whose})`,
      ...(error.differences.length > 0 ? { differences: [...error.differences] } : {}),
    };
  }
  return { reason: "unreadable", severity: "error", uri, message: `${uri} could not be read (${whose}): ${oneLine(error instanceof Error ? error.message : String(error))}` };
}

// ---- a live server -----------------------------------------------------------------------------

export interface RemoteOptions extends SessionLimits {
  headers: Record<string, string>;
  /** Files listed larger than this are not read (reported). */
  maxFileBytes: number;
}

export interface ServedSkills {
  url: string;
  protocolVersion: string;
  era: "modern" | "legacy";
  serverInfo?: { name: string; version: string };
  /** Every page of skills/list as sent. */
  doc: ListingDocument;
  /** What the SDK refused while reading the server's own files against its own listing. */
  served: ListingMismatch[];
  /** How many files were read and verified through the SDK. */
  filesRead: number;
}

const MAX_PAGES = 64;

/** List every page of a live server's skills and read every file of every skill through the SDK. */
export async function fetchServedSkills(url: URL, options: RemoteOptions): Promise<ServedSkills> {
  const session = await connectHttp(url, options.headers, options);
  try {
    const { skills } = await loadSdk();
    const skillsClient = new skills.SkillsClient(session.client, { skipInvalid: true });
    if (!skillsClient.supported) throw new LiveError("unsupported", `${url.origin}${url.pathname} does not offer the skills extension (${SKILLS_EXTENSION_ID}): nothing to verify`);
    const pages = await rawPages(session.client, url, options);
    const doc = readListingDocument(pages);
    const served: ListingMismatch[] = [];
    let filesRead = 0;
    for (const raw of doc.entries) {
      const entry = raw as SkillEntryLike;
      const targets = entry.resources === "dynamic" ? [{ uri: entry.uri, size: 0 }] : Array.isArray(entry.resources) ? entry.resources : [];
      for (const r of targets) {
        if (r.size > options.maxFileBytes) {
          served.push({ reason: "unreadable", severity: "error", uri: r.uri, message: `${r.uri} is listed at ${r.size} bytes, over the ${options.maxFileBytes}-byte cap: not read (raise --max-file-bytes to check it)` });
          continue;
        }
        try {
          await skillsClient.read(entry as never, r.uri, { timeout: options.timeoutMs });
          filesRead++;
        } catch (error) {
          if (error instanceof TypeError) break; // an entry the SDK refuses: reported with the listing's invalid entries
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
      ...(info ? { serverInfo: { name: String(info.name), version: String(info.version) } } : {}),
      doc,
      served,
      filesRead,
    };
  } catch (error) {
    throw error instanceof LiveError ? error : describeFailure(error, url, options);
  } finally {
    await session.close();
  }
}

/** skills/list page by page, as sent (SkillsClient.list would refuse a page without cache fields before we could say why). */
async function rawPages(client: Client, url: URL, options: SessionLimits): Promise<unknown[]> {
  const pages: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = (await client.request({ method: "skills/list", params: cursor === undefined ? {} : { cursor } } as never, RAW_RESULT as never, { timeout: options.timeoutMs })) as Record<string, unknown>;
    pages.push(page);
    const next = page?.nextCursor;
    cursor = typeof next === "string" ? next : undefined;
    if (cursor !== undefined && seen.has(cursor)) throw new LiveError("protocol", `${url.origin}${url.pathname} repeats the skills/list cursor ${JSON.stringify(cursor.slice(0, 40))}: stopped`);
    if (cursor !== undefined) seen.add(cursor);
    if (pages.length >= MAX_PAGES && cursor !== undefined) throw new LiveError("protocol", `${url.origin}${url.pathname} returned more than ${MAX_PAGES} pages of skills: stopped`);
  } while (cursor !== undefined);
  return pages;
}
