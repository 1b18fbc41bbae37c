import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    // the CLI end-to-end tests spawn node; keep them from starving each other on 2 cores
    pool: "forks",
    testTimeout: 20_000,
  },
});
