// Where the benchmark's processes run, and how busy their cores were with other work: the figures are taken on
// a machine other jobs may share, and a server that waits for its core looks busier (its event-loop
// utilisation counts the wait) than one that had it to itself.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** The cores to pin the server and the load generator to, when taskset and two cores are there. */
export function pinning(): { server?: string; generator?: string } {
  const taskset = spawnSync("taskset", ["-V"]).status === 0;
  return taskset && availableParallelism() >= 2 ? { server: "0", generator: "1" } : {};
}

/** Busy and total ticks of one core so far (Linux /proc/stat), or null elsewhere. */
function ticks(core: string): { busy: number; total: number } | null {
  try {
    const line = readFileSync("/proc/stat", "utf8")
      .split("\n")
      .find((l) => l.startsWith(`cpu${core} `));
    if (!line) return null;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
    const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
    return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
  } catch {
    return null;
  }
}

/** Starts watching a core; `done()` answers the share of that time the core was busy, with anything. */
export function watchCore(core: string | undefined): { done: () => number | null } {
  const t0 = core === undefined ? null : ticks(core);
  return {
    done() {
      const t1 = core === undefined ? null : ticks(core);
      if (!t0 || !t1 || t1.total === t0.total) return null;
      return (t1.busy - t0.busy) / (t1.total - t0.total);
    },
  };
}
