import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("client keys (limits per client, issue 33 item 5)", () => {
  it("IPv6 addresses in one /64 share a key; another /64 does not", () => {
    expect(clientKey("2001:db8:1:2::1", 64)).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:1:2:3", 64)).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1", 64)).not.toBe(clientKey("2001:db8:1:2::1", 64));
  });
  it("the prefix is configurable (a /56 groups /64s)", () => {
    expect(clientKey("2001:db8:1:2ff::1", 56)).toBe(clientKey("2001:db8:1:200::9", 56));
  });
  it("IPv4 and IPv4-mapped IPv6 key on the address", () => {
    expect(clientKey("203.0.113.7", 64)).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7", 64)).toBe("203.0.113.7");
  });
});
