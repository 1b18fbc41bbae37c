import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/canonical-json.ts
function compareCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function canonicalJson(value) {
  const out = [];
  const onPath = /* @__PURE__ */ new Set();
  const stack = [{ value, inArray: false }];
  while (stack.length > 0) {
    const item = stack.pop();
    if ("text" in item) {
      out.push(item.text);
      continue;
    }
    if ("leave" in item) {
      onPath.delete(item.leave);
      continue;
    }
    const v = item.value;
    if (v === null || typeof v !== "object") {
      const text = JSON.stringify(v);
      out.push(text ?? (item.inArray ? "null" : "undefined"));
      continue;
    }
    if (onPath.has(v)) throw new TypeError("Converting circular structure to JSON");
    onPath.add(v);
    const pending = [];
    if (Array.isArray(v)) {
      pending.push({ text: "[" });
      for (let i = 0; i < v.length; i++) {
        if (i > 0) pending.push({ text: "," });
        pending.push({ value: v[i], inArray: true });
      }
      pending.push({ text: "]" });
    } else {
      pending.push({ text: "{" });
      let first = true;
      for (const k of Object.keys(v).sort(compareCodeUnits)) {
        const member = v[k];
        if (member === void 0 || typeof member === "function" || typeof member === "symbol") continue;
        pending.push({ text: `${first ? "" : ","}${JSON.stringify(k)}:` }, { value: member, inArray: false });
        first = false;
      }
      pending.push({ text: "}" });
    }
    pending.push({ leave: v });
    for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]);
  }
  return out.join("");
}

export {
  compareCodeUnits,
  canonicalJson
};
