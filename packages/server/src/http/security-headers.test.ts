import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import Fastify from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { addSecurityHeaders, planSecurityHeaders } from "./security-headers";

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "no-referrer" },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** The headers helmet's own middleware leaves on a fresh response, as the plugin did per request. */
function helmetPerRequest(options: HelmetOptions): Record<string, unknown> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader("X-Powered-By", "something");
  helmet(options)(res.req, res, () => {});
  return res.getHeaders();
}

describe("security headers computed once", () => {
  it("answer with exactly the headers helmet's middleware sets per request", async () => {
    const app = Fastify();
    addSecurityHeaders(app, OPTIONS);
    app.get("/x", async () => ({ ok: true }));
    const res = await app.inject({ method: "GET", url: "/x" });
    const expected = helmetPerRequest(OPTIONS);
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
    expect(res.headers["content-security-policy"]).toBe("default-src 'self';frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    await app.close();
  });

  it("refuse CSP directives that depend on the request (they cannot be computed once)", () => {
    expect(() =>
      planSecurityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: [() => "'nonce-x'"] } },
      }),
    ).toThrow(/must not depend on the request/);
  });
});
