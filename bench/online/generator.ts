// The parent's handle on the load generator (load.ts): a child process, pinned with taskset when there are
// cores to spare, spoken to one command at a time over the IPC channel.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ROOT } from "../../test/editions";
import { pinnedNode } from "../../test/online/server";

interface Window {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The generator's own event-loop utilisation over the window. */
  elu: number;
  /** Its CPU time over the window, as a share of the window (see Health.cpu). */
  cpu: number;
  refusals: Record<string, number>;
  games: number;
  /** "game" frames the generator had to decode in full (0 when its peek reads them all). */
  decoded: number;
}

export interface Generator {
  /** Starts tables, or stops the last ones, until this many play. */
  size: (tables: number) => Promise<{ tables: number; failed: number }>;
  window: (ms: number) => Promise<Window>;
  pause: () => Promise<{ waiting: number }>;
  resume: () => Promise<unknown>;
  stop: () => Promise<void>;
}

/** `flags`: Node's own, e.g. --cpu-prof to see what the generator spends its time on. */
export function startGenerator(
  server: { url: string; ws: string },
  have: string,
  cpus?: string,
  flags: string[] = [],
): Promise<Generator> {
  const script = fileURLToPath(new URL("./load.ts", import.meta.url));
  const argv = [...flags, "--import", "tsx", script, JSON.stringify({ http: server.url, ws: server.ws, have })];
  const [cmd, all] = pinnedNode(argv, cpus);
  const child: ChildProcess = spawn(cmd, all, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const gone = new Promise<void>((done) => child.once("exit", () => done()));
  let waiting: ((m: { ok?: unknown; error?: string }) => void) | null = null;
  child.on("message", (m: { ok?: unknown; error?: string; ready?: true }) => {
    if (m.ready) return;
    const w = waiting;
    waiting = null;
    w?.(m);
  });
  const ask = <T>(command: object): Promise<T> =>
    new Promise((resolve, reject) => {
      waiting = (m) => (m.error === undefined ? resolve(m.ok as T) : reject(new Error(m.error)));
      child.send(command);
    });
  const handle: Generator = {
    size: (tables) => ask({ size: tables }),
    window: (ms) => ask({ window: ms }),
    pause: () => ask({ pause: true }),
    resume: () => ask({ resume: true }),
    async stop() {
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.send({ stop: true });
      await gone;
      clearTimeout(timer);
    },
  };
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(handle));
    child.once("exit", (code) => reject(new Error(`the load generator exited (${code}) before it was ready`)));
  });
}
