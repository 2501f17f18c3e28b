/** A keep-alive HTTP/1.1 JSON client on loopback for the load benchmarks. */
import { Agent, request } from "node:http";

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON
  body: any;
}

export type Call = ReturnType<typeof makeClient>;

export function makeClient(port: number, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return (method: string, path: string, body?: unknown, token?: string): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: {
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (c) => {
            data += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
        },
      );
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
}
