import { describe, expect, it } from "vitest";
import { limitsFromEnv } from "./limits";

describe("limits from the environment (issue 33 settings)", () => {
  it("reads seconds, KB and port lists in their units; malformed values keep the default", () => {
    expect(
      limitsFromEnv({
        KOPRULU_BOT_S_PER_CLIENT_MINUTE: "12",
        KOPRULU_WS_KB: "8",
        KOPRULU_WEBHOOK_PORTS: "443, 8443",
        KOPRULU_IPV6_PREFIX: "56",
        KOPRULU_CONNECTIONS_PER_CLIENT: "0",
        KOPRULU_CHAT_CHARS: "280",
        KOPRULU_CHAT_PER_MINUTE: "6",
        KOPRULU_JOINS_PER_MINUTE: "0",
      }),
    ).toEqual({
      botMsPerClientMinute: 12_000,
      wsBytesPerMinute: 8 * 1024,
      webhookPorts: [443, 8443],
      ipv6Prefix: 56,
      connectionsPerClient: 0,
      chatChars: 280,
      chatPerMinute: 6,
      joinsPerMinute: 0,
    });
    expect(limitsFromEnv({ KOPRULU_WEBHOOK_PORTS: "443,redis", KOPRULU_WS_PINGS: "-1" })).toEqual({});
  });
});
