// A Redis for tests: CI's (CLUE_TEST_REDIS, a url) when set, else a redis-server of this test's own on a free
// port, with no persistence, in a temporary folder removed on stop. Tests sharing one Redis keep apart by
// key prefix and game id.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";

export interface TestRedis {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the OS picks it; a race with another process is possible but rare). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function testRedis(): Promise<TestRedis> {
  const shared = process.env.CLUE_TEST_REDIS;
  if (shared) return { url: shared, stop: async () => {} };

  const dir = mkdtempSync(join(tmpdir(), "clue-redis-"));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  // Set by the child's events, read by the loop below and by stop.
  const child_ = { exited: false, error: null as Error | null };
  const gone = new Promise<void>((resolve) => {
    child.once("close", () => {
      child_.exited = true;
      resolve();
    });
    // A redis-server that could not be started (not installed) emits "error" and never "close".
    child.once("error", (e) => {
      child_.error = e;
      resolve();
    });
  });

  const stop = async () => {
    if (!child_.exited && !child_.error) child.kill("SIGTERM");
    await gone;
    rmSync(dir, { recursive: true, force: true });
  };

  // Waits on the server, not on a clock: it is ready when it answers PING, and failed when it exits.
  for (let tries = 0; ; tries++) {
    if (child_.error || child_.exited || tries === 400) {
      await stop();
      const why = child_.error?.message ?? (child_.exited ? "it exited" : "no answer to PING");
      throw new Error(`redis-server on port ${port} did not start: ${why}\n${output}`);
    }
    if (await answers(url)) return { url, stop };
    await sleep(25);
  }
}
