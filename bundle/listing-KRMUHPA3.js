import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  DEFAULT_CACHE,
  ListingError,
  cacheMismatches,
  compareWithLock,
  frontmatterDifferences,
  listingDocument,
  matchEntries,
  parseListingText,
  readListingDocument,
  unredacted
} from "./chunk-ZV2KTS5B.js";
import {
  fileKey
} from "./chunk-4JPVPORZ.js";
import "./chunk-CT6HN24R.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  DEFAULT_CACHE,
  ListingError,
  cacheMismatches,
  compareWithLock,
  fileKey,
  frontmatterDifferences,
  listingDocument,
  matchEntries,
  parseListingText,
  readListingDocument,
  unredacted
};
