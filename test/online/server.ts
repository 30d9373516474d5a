// The game server as the tests and benchmarks meet it: `clue-compile serve` in a child process (one Colyseus
// server per process, as in production), its address read from what it prints. Kill it with SIGKILL to crash it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../editions";

export interface Served {
  url: string;
  ws: string;
  proc: ChildProcess;
  /** What the process wrote to stderr so far. */
  errors: () => string;
  /** SIGKILL, and resolves once it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (a clean stop), and resolves once it is gone. */
  stop: () => Promise<void>;
}

export interface ServeArgs {
  /** The embedded store's folder (a fresh temp folder when neither this nor `redis` is given). */
  data?: string;
  redis?: string;
  port?: number;
  /** Extra environment, e.g. CLUE_FAULT. */
  env?: Record<string, string>;
  /** The pages to serve (default: the project's dist/). */
  dist?: string;
  /** Pin the process to these CPUs with taskset (benchmarks). */
  cpus?: string;
  /** Node's own flags for the process, e.g. --cpu-prof (NODE_OPTIONS refuses some). */
  flags?: string[];
}

export const freshData = (): string => mkdtempSync(join(tmpdir(), "clue-online-"));

/** Node with `argv`, pinned to `cpus` with taskset when given: the command and its arguments, for spawn. */
export function pinnedNode(argv: string[], cpus?: string): [string, string[]] {
  return cpus ? ["taskset", ["-c", cpus, process.execPath, ...argv]] : [process.execPath, argv];
}

export function serve(a: ServeArgs = {}): Promise<Served> {
  const args = [...(a.flags ?? []), join(ROOT, "bin/clue-compile.js"), "serve", "--port", String(a.port ?? 0)];
  args.push("--dist", a.dist ?? join(ROOT, "dist"));
  if (a.redis) args.push("--redis", a.redis);
  else args.push("--data", a.data ?? freshData());
  const [cmd, argv] = pinnedNode(args, a.cpus);
  const proc = spawn(cmd, argv, { env: { ...process.env, ...a.env }, stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  proc.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const gone = new Promise<void>((done) => proc.once("exit", () => done()));
  // A test that times out, or a worker that ends, leaves no server behind.
  const reap = () => proc.kill("SIGKILL");
  process.once("exit", reap);
  void gone.then(() => process.off("exit", reap));
  const end = (signal: NodeJS.Signals) => () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    return gone;
  };
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/[^/\s]+/.exec(out);
      if (m)
        resolve({
          url: m[0],
          ws: m[0].replace(/^http/, "ws"),
          proc,
          errors: () => err,
          kill: end("SIGKILL"),
          stop: end("SIGTERM"),
        });
    });
    proc.once("exit", (code) => reject(new Error(`serve exited (${code}) before it listened: ${err}`)));
  });
}
