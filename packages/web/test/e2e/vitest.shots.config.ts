import { defineConfig } from "vitest/config";

// Screenshot scripts: whole games played through the browser for the READMEs' pictures. They are
// too long for the test suite, so they live outside its include pattern and run only on request:
//   CHROMIUM_PATH=/usr/bin/chromium npx vitest run --config packages/web/test/e2e/vitest.shots.config.ts
export default defineConfig({
  test: {
    include: ["packages/web/test/e2e/*.shots.ts"],
    testTimeout: 900_000,
    hookTimeout: 240_000,
    pool: "forks",
  },
});
