/**
 * Who a limit counts against. An IPv4 client usually holds one address, but an IPv6 client is
 * handed a whole /64 (2^64 addresses): keyed on the full address, every per-address limit would
 * multiply by as many addresses as the client cares to use. So IPv6 addresses are keyed on their
 * prefix (64 bits by default, `KOPRULU_IPV6_PREFIX`), IPv4 — and IPv4-mapped IPv6 — on the
 * address.
 */
import ipaddr from "ipaddr.js";

/** The client key of an address: "203.0.113.7", or "2001:db8:1:2::/64" for any address in that /64. */
export function clientKey(ip: string, v6Prefix: number): string {
  // The common case first and without parsing: a plain IPv4 address.
  if (!ip.includes(":")) return ip;
  let addr: ipaddr.IPv6;
  try {
    addr = ipaddr.IPv6.parse(ip);
  } catch {
    return ip; // not an address (a test's fake peer): itself
  }
  if (addr.isIPv4MappedAddress()) return addr.toIPv4Address().toString();
  const bits = Math.max(0, Math.min(128, Math.floor(v6Prefix)));
  const bytes = addr.toByteArray();
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    bytes[i] &= (0xff << (8 - keep)) & 0xff;
  }
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
}
