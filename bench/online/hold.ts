// One step held for a profile or a before/after comparison (not a figure of the bench):
//   npx tsx bench/online/hold.ts <rooms> [repeats] [--prof <dir>]
// plays <rooms> tables and measures capacity.ts's `step` <repeats> times in one session, a JSON line each,
// with the server's user and system CPU ticks and its write calls over the step (/proc: the kernel's share is
// mostly the sockets');
// with --prof the server runs under --cpu-prof and writes its profile into <dir> when it stops.
import { readFileSync } from "node:fs";
import { session, step } from "./capacity";

const args = process.argv.slice(2);
const at = args.indexOf("--prof");
const dir = at >= 0 ? args.splice(at, 2)[1] : undefined;
const rooms = Number(args[0] ?? 400);
const repeats = Number(args[1] ?? 3);

/** utime and stime of a process, in clock ticks. */
function ticks(pid: number | undefined): [number, number] {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return [Number(fields[11]), Number(fields[12])];
}

/** The write system calls a process has made (/proc/<pid>/io): a frame is one, an append to a log another. */
function writes(pid: number | undefined): number {
  return Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1]);
}

await session(
  async ({ server, gen }) => {
    for (let i = 0; i < repeats; i++) {
      const [u0, s0] = ticks(server.proc.pid);
      const w0 = writes(server.proc.pid);
      const st = await step({ server, gen }, rooms);
      const [u1, s1] = ticks(server.proc.pid);
      const w1 = writes(server.proc.pid);
      console.log(JSON.stringify({ ...st, userTicks: u1 - u0, systemTicks: s1 - s0, writeCalls: w1 - w0 }));
    }
  },
  { serverFlags: dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [] },
);
