// The little HTTP the benchmark needs: POST a game (from a chosen local address: the server limits how many
// games one address creates, and a load of many tables stands for many hosts) and GET the server's health.
import { request } from "node:http";
import type { Health } from "../../player/online/health";

export function postJson(url: string, body: unknown, localAddress?: string): Promise<unknown> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": data.length } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () =>
          res.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(`${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

/** The server's load since the previous call (`gc`: after a full collection, when the server allows one). */
export async function health(url: string, gc = false): Promise<Health> {
  const res = await fetch(`${url}/api/health${gc ? "?gc=1" : ""}`);
  return (await res.json()) as Health;
}
