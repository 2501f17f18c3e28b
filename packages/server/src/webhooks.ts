/**
 * "Your turn" webhooks: a seat may register a URL that is POSTed (JSON, from the projection)
 * when a decision becomes that seat's. URLs are checked when registered: by default only
 * https to a non-loopback, non-private host (a server must not be turned into a tool to probe
 * its own network); tests and local setups opt into plain http and loopback explicitly.
 */
import { isIP } from "node:net";

export interface WebhookPolicy {
  /** Allow http:// and loopback/private hosts (tests, a single-machine setup). */
  allowInsecure: boolean;
}

function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".local") || h.endsWith(".internal"))
    return true;
  if (isIP(h) === 4) {
    const [a, b] = h.split(".").map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (isIP(h) === 6)
    return h === "::1" || h === "::" || h.startsWith("fc") || h.startsWith("fd") || h.startsWith("fe80");
  return false;
}

/** Why this webhook URL is refused, or null when it is acceptable. */
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
  if (isPrivateHost(u.hostname)) return "loopback and private hosts are not allowed";
  return null;
}

export type WebhookSender = (url: string, body: unknown) => Promise<void>;

/** POST with a short timeout; failures are the caller's to log, never retried in a loop. */
export const postWebhook: WebhookSender = async (url, body) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
    redirect: "error",
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
};
