// node:crypto on first use. Loading it costs a start ~3 ms, more than a pre-commit run over a few
// configs spends on everything else it needs: the modules a short run loads (fingerprints, safe
// writes, the lock's text digests) ask for it only when they hash or write.
import { createRequire } from "node:module";

const requireLazily = createRequire(import.meta.url);
let crypto: typeof import("node:crypto") | undefined;

export function lazyCrypto(): typeof import("node:crypto") {
  return (crypto ??= requireLazily("node:crypto") as typeof import("node:crypto"));
}
