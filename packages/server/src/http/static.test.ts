/** The built web client is served by the same process, with an SPA fallback for its routes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/harness";

let s: TestServer;
const dist = mkdtempSync(join(tmpdir(), "koprulu-dist-"));
beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Koprulu</title>");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "app.js"), "console.log('koprulu')");
  // The web build writes a gzip copy beside each file (packages/web/build/precompress.ts).
  writeFileSync(join(dist, "assets", "app.js.gz"), gzipSync("console.log('koprulu')"));
  s = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await s.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe("web client files", () => {
  it("serves index.html at / and built assets by path", async () => {
    const root = await s.app.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<title>Koprulu</title>");
    const js = await s.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain("koprulu");
  });

  it("sends the build's gzip copy to a browser that accepts gzip, the plain file to one that does not", async () => {
    const gz = await s.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('koprulu')");
    const plain = await s.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('koprulu')");
  });

  it("falls back to index.html for client routes such as invitation links", async () => {
    const res = await s.app.inject({ method: "GET", url: "/play/abc123?token=xyz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<title>Koprulu</title>");
  });

  it("keeps API 404s as JSON errors", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not-found");
  });
});
