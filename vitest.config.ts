import { defineConfig } from "vitest/config";

// One runner for the whole workspace. Tests live beside the code they test.
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.{ts,tsx}",
      "packages/*/conformance/**/*.test.ts",
      "packages/*/test/**/*.test.{ts,tsx}",
      "examples/*/src/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
