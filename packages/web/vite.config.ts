import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The dev server proxies the API (HTTP and the game WebSocket streams) to a local
// `koprulu serve` on port 8080; in production the server itself serves dist/.
const apiTarget = process.env.KOPRULU_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
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
  },
});
