/**
 * "Your turn" webhooks: a seat may register a URL that is POSTed (JSON, from the projection)
 * when a decision becomes that seat's. A server must not be turned into a tool to probe its own
 * network (SSRF), so by default a webhook goes only over https to a public address, checked
 * twice:
 *   - when registered: the URL's form, and its host when that is an address literal or a name
 *     that can only be local (`localhost`, `localhost.`, `*.internal`, a single label…);
 *   - when sent: the host name is resolved, EVERY address it resolves to must be public, and the
 *     connection goes to the address that was checked (our own `lookup` for the socket), so a
 *     name cannot resolve to a public address for the check and a private one for the connect.
 * "Public" is an allowlist over ipaddr.js's ranges: IPv4 `unicast` only (not private, loopback,
 * link-local, CGNAT 100.64/10, benchmarking, reserved…); IPv6 only global unicast 2000::/3 that
 * is not a special range (so no IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4, Teredo,
 * site-local fec0::/10, unique-local, link-local, loopback…). Tests and local setups opt into
 * plain http and local addresses explicitly (`allowInsecure`).
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

export interface WebhookPolicy {
  /** Allow http:// and loopback/private hosts, on any port (tests, a single-machine setup). */
  allowInsecure: boolean;
  /**
   * Ports a URL may name (default 443 and 80): a public host's other ports are often services
   * never meant for the web (`:6379`, `:22`), which a webhook must not be made to knock on.
   */
  ports?: readonly number[];
}

export const DEFAULT_WEBHOOK_PORTS: readonly number[] = [443, 80];

/** Default delivery deadline (ms): connect, send and the answer's status all within it. */
export const DEFAULT_WEBHOOK_DEADLINE_MS = 5000;

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** Why this IP address may not be called, or null when it is a public unicast address. */
export function addressProblem(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return "not an IP address";
  const addr = ipaddr.parse(ip);
  const range = addr.range();
  if (addr.kind() === "ipv4") return range === "unicast" ? null : `${ip} is a ${range} address`;
  const v6 = addr as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return `${ip} is an IPv4-mapped address`;
  if (range !== "unicast" || !v6.match(GLOBAL_UNICAST_V6)) return `${ip} is not a global unicast address`;
  return null;
}

/** Names that only ever mean this machine or its private network. */
function localName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.+$/, "");
  return (
    h === "" ||
    !h.includes(".") ||
    h === "localhost" ||
    /\.(localhost|local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/.test(h)
  );
}

/** The URL's host as an address literal (brackets removed), or null for a name. */
function hostAddress(u: URL): string | null {
  const h = u.hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(h) && (h.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(h)) ? h : null;
}

/** Why this webhook URL is refused, or null when it is acceptable (checked at registration). */
export function webhookUrlProblem(url: string, policy: WebhookPolicy): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "not a URL";
  }
  if (u.username || u.password) return "credentials in the URL are not allowed";
  if (policy.allowInsecure)
    return u.protocol === "http:" || u.protocol === "https:" ? null : "only http(s) URLs";
  if (u.protocol !== "https:") return "only https URLs are allowed";
  const literal = hostAddress(u);
  if (literal !== null) {
    const problem = addressProblem(literal);
    if (problem) return `loopback and private hosts are not allowed (${problem})`;
  } else if (localName(u.hostname)) return "loopback and private hosts are not allowed (a local name)";
  const ports = policy.ports ?? DEFAULT_WEBHOOK_PORTS;
  if (u.port !== "" && !ports.includes(Number(u.port)))
    return `port ${u.port} is not allowed (only ${ports.join(", ")})`;
  return null;
}

export type WebhookSender = (url: string, body: unknown) => Promise<void>;

/** Resolves a host name to all its addresses (tests substitute their own DNS). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/**
 * A socket `lookup` that resolves the name, refuses it unless every address is public, and
 * hands the checked addresses to the connection (nothing resolves the name a second time).
 */
export function checkedLookup(resolver: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (addresses) => {
        const bad = addresses.map((a) => addressProblem(a.address)).find((p) => p !== null);
        if (addresses.length === 0 || bad)
          return callback(
            Object.assign(new Error(`webhook host ${hostname} refused: ${bad ?? "no address"}`), {
              code: "EWEBHOOKADDRESS",
            }),
            "",
            0,
          );
        if ((options as { all?: boolean }).all)
          return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}

/**
 * The sender for a policy: POST, no redirects followed; failures are the caller's to log, never
 * retried in a loop. One deadline covers the whole delivery — resolving, connecting, sending and
 * the answer's status line — so a target that trickles its answer byte by byte cannot hold the
 * connection (an idle timeout never fires on a trickle). Only the status is read: the connection
 * is dropped as soon as it arrives, whatever body follows. Under the strict policy the URL is
 * checked again and the connection goes only to checked public addresses.
 */
export function webhookSender(
  policy: WebhookPolicy,
  resolver?: Resolver,
  deadlineMs = DEFAULT_WEBHOOK_DEADLINE_MS,
): WebhookSender {
  const lookup = policy.allowInsecure ? undefined : checkedLookup(resolver);
  return (url, body) =>
    new Promise<void>((resolve, reject) => {
      const problem = webhookUrlProblem(url, policy);
      if (problem) return reject(new Error(`webhook URL refused: ${problem}`));
      const u = new URL(url);
      const payload = JSON.stringify(body);
      const request = u.protocol === "https:" ? httpsRequest : httpRequest;
      let done = false;
      const finish = (err: Error | null) => {
        if (done) return;
        done = true;
        clearTimeout(deadline);
        req.destroy();
        if (err) reject(err);
        else resolve();
      };
      const req = request(
        u,
        {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
          // A fresh connection each time, closed after the status: no pooled socket lingers.
          agent: false,
          ...(lookup ? { lookup } : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          res.on("error", () => {}); // the body is not wanted; its socket is destroyed below
          finish(status >= 200 && status < 300 ? null : new Error(`webhook answered ${status}`));
        },
      );
      const deadline = setTimeout(
        () => finish(new Error(`webhook deadline of ${deadlineMs} ms passed`)),
        deadlineMs,
      );
      req.on("error", (err) => finish(err));
      req.end(payload);
    });
}
