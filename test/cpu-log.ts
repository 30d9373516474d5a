// `CLUE_CPU_LOG=<file> npx vitest run ...`: a line per test file, appended to <file>: the CPU seconds of
// the file's tests in its worker and in everything the worker started (Chromium and its renderers, servers,
// CLIs, Redis), then the worker's own share, then the file. What /usr/bin/time says for a whole run misses
// Chromium's renderers, which end orphaned; and a file's wall under load says little of what it costs.
// The file's imports come before its beforeAll and are not counted (the worker shares them: isolate:false).
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux.
const TICKS = 100;

/** CPU seconds of this process and its descendants, living (their own) and reaped (their parents' counts). */
function treeSeconds(): number {
  const children = new Map<number, number[]>();
  const used = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ...; utime, stime, cutime, cstime are 12-15.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(name);
    used.set(pid, (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICKS);
    const ppid = Number(f[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let sum = 0;
  const walk = (pid: number): void => {
    sum += used.get(pid) ?? 0;
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(process.pid);
  return sum;
}

const ownSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const log = process.env.CLUE_CPU_LOG;
let tree = 0;
let own = 0;
beforeAll(() => {
  tree = treeSeconds();
  own = ownSeconds();
});
afterAll(() => {
  const file = expect.getState().testPath ?? "?";
  if (log) appendFileSync(log, `${(treeSeconds() - tree).toFixed(2)}\t${(ownSeconds() - own).toFixed(2)}\t${file}\n`);
});
