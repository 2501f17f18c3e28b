import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL_HUMANS, startTestServer, type TestServer } from "./testing/harness";
import { addressProblem, webhookSender, webhookUrlProblem } from "./webhooks";

describe("webhook URL policy", () => {
  it("by default allows only https to public hosts", () => {
    const strict = { allowInsecure: false };
    expect(webhookUrlProblem("https://example.com/hook", strict)).toBeNull();
    expect(webhookUrlProblem("http://example.com/hook", strict)).toMatch(/https/);
    for (const host of [
      "localhost",
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.9",
      "172.20.0.1",
      "[::1]",
      "169.254.169.254",
    ]) {
      expect(webhookUrlProblem(`https://${host}/hook`, strict)).toMatch(/loopback|private/);
    }
    expect(webhookUrlProblem("https://user:pw@example.com/", strict)).toMatch(/credentials/);
    expect(webhookUrlProblem("not a url", strict)).toBe("not a URL");
  });

  it("SSRF: refuses at registration every local address form (IPv4-mapped IPv6, NAT64, site-local, CGNAT, link-local, localhost.)", () => {
    const strict = { allowInsecure: false };
    for (const host of [
      "[::ffff:127.0.0.1]",
      "[::ffff:169.254.169.254]",
      "[::ffff:10.0.0.1]",
      "[::ffff:7f00:1]",
      "100.64.0.1",
      "[fec0::1]",
      "[64:ff9b::7f00:1]",
      "[2002:7f00:1::]",
      "[fe80::1]",
      "[fd00::1]",
      "[::]",
      "0.0.0.0",
      "2130706433",
      "0x7f.1",
      "localhost.",
      "LOCALHOST",
      "foo.localhost.",
      "metadata.google.internal",
      "intranet",
      "224.0.0.1",
      "255.255.255.255",
    ]) {
      expect(webhookUrlProblem(`https://${host}:8443/hook`, strict), host).toMatch(/loopback|private/);
    }
    expect(webhookUrlProblem("https://hooks.example.com/x", strict)).toBeNull();
    expect(webhookUrlProblem("https://[2606:4700::1111]/x", strict)).toBeNull();
    expect(webhookUrlProblem("https://1.1.1.1/x", strict)).toBeNull();
    expect(addressProblem("8.8.8.8")).toBeNull();
    expect(addressProblem("::ffff:8.8.8.8")).toMatch(/mapped/);
  });

  it("SSRF: at send time a name resolving to a private address is refused before any connection", async () => {
    let connections = 0;
    const target = createServer((_req, res) => res.end("ok"));
    target.on("connection", () => connections++);
    await new Promise<void>((r) => target.listen(0, "127.0.0.1", r));
    const port = (target.address() as { port: number }).port;
    try {
      for (const address of ["127.0.0.1", "10.0.0.1", "::ffff:127.0.0.1", "100.64.0.1"]) {
        // DNS rebinding: the name passed registration; what it resolves to when sent is checked.
        const send = webhookSender({ allowInsecure: false }, async () => [
          { address: "93.184.215.14", family: 4 },
          { address, family: address.includes(":") ? 6 : 4 },
        ]);
        await expect(send(`https://hooks.example.com:${port}/hook`, { type: "your-turn" })).rejects.toThrow(
          /refused/,
        );
      }
      expect(connections).toBe(0);
    } finally {
      await new Promise((r) => target.close(r));
    }
  });

  it("allows http and loopback only when told to (tests, local setups)", () => {
    expect(webhookUrlProblem("http://127.0.0.1:9/hook", { allowInsecure: true })).toBeNull();
    expect(webhookUrlProblem("ftp://127.0.0.1/hook", { allowInsecure: true })).toMatch(/http/);
  });
});

describe("'your turn' webhooks", () => {
  let s: TestServer;
  let hookServer: Server;
  let hookUrl: string;
  const received: unknown[] = [];
  let onHook: () => void = () => {};

  beforeAll(async () => {
    s = await startTestServer();
    hookServer = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => {
        body += d;
      });
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.end("ok");
        onHook();
      });
    });
    await new Promise<void>((r) => hookServer.listen(0, "127.0.0.1", r));
    const addr = hookServer.address() as { port: number };
    hookUrl = `http://127.0.0.1:${addr.port}/hook`;
  });
  afterAll(async () => {
    await s.stop();
    await new Promise((r) => hookServer.close(r));
  });

  it("POSTs the seat's projection when a decision becomes that seat's, not on every change", async () => {
    const { gameId, tokens } = await s.createGame({
      ...DUEL_HUMANS,
      seats: [{ kind: "human" }, { kind: "human", webhook: hookUrl }],
    });
    const arrived = new Promise<void>((r) => {
      onHook = r;
    });
    await s.act(gameId, tokens[0]!, { type: "add" }, 0); // still seat 0's decision: no call
    await s.service.idle();
    expect(received).toEqual([]);
    await s.act(gameId, tokens[0]!, { type: "done" }, 1); // now seat 1's turn
    await arrived;
    expect(received).toEqual([{ type: "your-turn", gameId, ruleset: "duel", seat: 1, version: 2 }]);
  });

  it("refuses a webhook URL the server's policy forbids (422 bad-webhook)", async () => {
    const strict = await startTestServer({ webhooksAllowInsecure: false });
    const res = await strict.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { ...DUEL_HUMANS, seats: [{ kind: "human", webhook: hookUrl }, { kind: "human" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe("bad-webhook");
    await strict.stop();
  });
});
