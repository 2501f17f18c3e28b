import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { catalogChunk } from "./src/i18n/catalogs/chunks";

/** The sources of the engine and the rulesets (the packages' own `src`, not the web's). */
const RULES_SOURCES =
  /[\\/](packages[\\/](engine|starcraft|starcraft-lite|eclipse)|examples[\\/][^\\/]+)[\\/]src[\\/]/;

// The dev server proxies the API (HTTP and the game WebSocket streams) to a local
// `koprulu serve` on port 8080; in production the server itself serves dist/.
const apiTarget = process.env.KOPRULU_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      "/api": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The rules packages have no import-time side effects (no module registers itself), so a
      // module none of whose exports is used is dropped: the lobby's two StarCraft constants do
      // not pull the whole ruleset in (see "How the bundle is split" in the README).
      treeshake: { moduleSideEffects: [{ test: RULES_SOURCES, sideEffects: false }] },
      output: { codeSplitting: { groups: [{ name: catalogChunk }] } },
    },
  },
});
