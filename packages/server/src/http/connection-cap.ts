/**
 * A cap on open TCP connections per client (its client key: the IPv4 address or the IPv6 /64).
 * Half-open connections that trickle their headers are closed by the server's headers timeout;
 * this keeps one client from holding hundreds of them open meanwhile. A connection over the cap
 * is closed at once, before any byte is read. Behind a reverse proxy every connection comes from
 * the proxy, so the cap is not applied there (the proxy limits its clients).
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "../net/client-key";

export function capConnections(
  server: Server,
  perClient: number,
  v6Prefix: number,
  onRefused: (key: string) => void,
): void {
  if (perClient <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const key = clientKey(socket.remoteAddress ?? "", v6Prefix);
    const n = open.get(key) ?? 0;
    if (n >= perClient) {
      onRefused(key);
      socket.destroy();
      return;
    }
    open.set(key, n + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
