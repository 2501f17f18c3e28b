import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL_HUMANS, startTestServer, type TestServer } from "./testing/harness";
import { webhookUrlProblem } from "./webhooks";

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
