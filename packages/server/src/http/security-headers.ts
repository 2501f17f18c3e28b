/**
 * Security headers on every answer, computed once. Helmet's fastify plugin builds a new helmet
 * middleware for every request (it parses the CSP directives again each time): about a tenth
 * of the server's CPU per tic-tac-toe move in the saturated bench profile. The headers depend
 * only on the options, so we run helmet's own middleware once at start-up against a recorder
 * and replay what it did (the same headers set, the same ones removed) on each request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export interface HeaderPlan {
  set: readonly (readonly [string, string])[];
  remove: readonly string[];
}

/** What helmet's middleware does to a response under `options` (static options only). */
export function planSecurityHeaders(options: Readonly<HelmetOptions>): HeaderPlan {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === "object" && csp !== null ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (v) => typeof v === "function" || (Array.isArray(v) && v.some((x) => typeof x === "function")),
    )
  )
    throw new Error("security headers are computed once: CSP directives must not depend on the request");
  const set: [string, string][] = [];
  const remove: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    },
    removeHeader(name: string) {
      remove.push(name);
    },
  };
  let failure: unknown = null;
  helmet(options as HelmetOptions)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) failure = err;
    },
  );
  if (failure) throw failure;
  return { set, remove };
}

/** Apply the plan on every request, as helmet's onRequest hook did. */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const plan = planSecurityHeaders(options);
  app.addHook("onRequest", (_req, reply, done) => {
    const raw = reply.raw;
    for (const name of plan.remove) raw.removeHeader(name);
    for (const [name, value] of plan.set) raw.setHeader(name, value);
    done();
  });
}
