// `GET /api/health`: how loaded this process is, for whoever runs it (a load balancer, bench/online): the
// event loop's utilisation since the previous health request (so a poller reads it over its own interval),
// the rooms and clients of this process, and its memory. Nothing about any game.
import { performance } from "node:perf_hooks";
import { matchMaker } from "@colyseus/core";

export interface Health {
  /** The share of the time since the previous health request that the event loop was busy, 0 to 1. */
  elu: number;
  /** Milliseconds that share was measured over. */
  overMs: number;
  /**
   * CPU time this process used over the same interval, as a share of it (can pass 1 with V8's helper threads).
   * Beside `elu` it tells a busy loop from one that waited for a core other processes held.
   */
  cpu: number;
  rooms: number;
  clients: number;
  /** Bytes: the process's resident set, and V8's heap in use. */
  rss: number;
  heapUsed: number;
  /** Whether a full garbage collection ran first (`?gc=1`, honoured only in a process started with --expose-gc). */
  collected: boolean;
}

export function healthMeter(): (collect: boolean) => Health {
  let last = performance.eventLoopUtilization();
  let at = performance.now();
  let cpuAt = process.cpuUsage();
  return (collect) => {
    // Only a benchmark starts the server with --expose-gc; in any other process `?gc=1` does nothing, so a
    // stranger can not make the server stop for a full collection.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (collect && gc) gc();
    const now = performance.eventLoopUtilization();
    const elu = performance.eventLoopUtilization(now, last).utilization;
    const overMs = performance.now() - at;
    const used = process.cpuUsage(cpuAt);
    last = now;
    at = performance.now();
    cpuAt = process.cpuUsage();
    const { rss, heapUsed } = process.memoryUsage();
    const { roomCount, ccu } = matchMaker.stats.local;
    const cpu = (used.user + used.system) / 1000 / overMs;
    return { elu, overMs, cpu, rooms: roomCount, clients: ccu, rss, heapUsed, collected: collect && !!gc };
  };
}
