import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  ParseErrorCode,
  ScanError,
  SyntaxKind,
  applyEdits,
  createScanner,
  findNodeAtLocation,
  findNodeAtOffset,
  format,
  getLocation,
  getNodePath,
  getNodeValue,
  modify,
  parse,
  parseTree,
  printParseErrorCode,
  stripComments,
  visit
} from "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  ParseErrorCode,
  ScanError,
  SyntaxKind,
  applyEdits,
  createScanner,
  findNodeAtLocation,
  findNodeAtOffset,
  format,
  getLocation,
  getNodePath,
  getNodeValue,
  modify,
  parse,
  parseTree,
  printParseErrorCode,
  stripComments,
  visit
};
