// Online play (issue 26), loopback: `clue-compile serve` in a child process pinned to core 0 and the load
// generator (bench/online/load.ts) pinned to core 1 when taskset and two cores are there. Tables of four human
// seats, each seat a colyseus.js client acting 100 ms after it is told it may (bench/online/README.md).
//   onlineRoundTripMs      an act to the acting seat's own "game" message at the next version, with 200 rooms
//                          playing at once; p50 and p95 over an 8 s window, the median of three runs (a fresh
//                          server each, 100 rooms for 3 s first), and each run's figures beside them
//   onlineRoomsPerProcess  rooms stepped up (25, 50, 100, 200, 300, …) until a step breaks p95 <= 50 ms or the
//                          server's event-loop utilisation <= 0.7 (its GET /api/health), then once between the
//                          last that held and the first that did not; the most rooms that held, every step
//                          measured, and whether the generator was itself past 0.7 when a step broke (then the
//                          generator, not the server, set the figure); the median of three runs
//   onlineMemoryPerRoomKb  the server's heap and resident set per room mid-game: in each round-trip run, after a
//                          full collection with the tables paused, at 100 rooms (3 s in) and at 200 (at the
//                          window's end); the growth over the rooms added, the median of the three runs
//   onlineResumeMs         kill -9 of the process holding a game to its seat's "game" message through another
//                          process (Redis); the median of five runs at serve's presence timeout (1 s), and two
//                          runs at 0.5 s and at Colyseus's own 2 s to show how the figure follows it
//   onlineHardDecisionMs   one hard computer player's move as the room makes it (view, legal actions, choice):
//                          p50 and max over every position of four six-seat games per edition, the median of
//                          three passes; how long a room's bot blocks every other room
import { GOAL, memory, perRoomKb, session, step, type Step } from "./online/capacity";
import { hardDecisions } from "./online/decisions";
import { pinning } from "./online/machine";
import { resumeRuns } from "./online/resume";

const STEPS = [25, 50, 100, 200, 300, 400, 500, 600, 800, 1000];
const ROUND_TRIP_ROOMS = 200;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const r = (x: number) => Number(x.toFixed(1));

async function roomsPerProcessRun() {
  return session(async (s) => {
    const steps: Step[] = [];
    let held = 0;
    let broke: Step | null = null;
    for (const rooms of STEPS) {
      const st = await step(s, rooms);
      steps.push(st);
      if (!st.held) {
        broke = st;
        break;
      }
      held = rooms;
    }
    const between = broke ? Math.round((held + broke.rooms) / 2 / 5) * 5 : 0;
    if (broke && between > held && between < broke.rooms) {
      const st = await step(s, between);
      steps.push(st);
      if (st.held) held = between;
      else broke = st;
    }
    return { rooms: held, limitedBy: broke?.limit ?? "none: every step held", steps };
  });
}

async function roomsPerProcess() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await roomsPerProcessRun());
  return { rooms: median(runs.map((x) => x.rooms)), runs };
}

/** A run at 200 rooms; the memory of its rooms mid-game, measured on the way there. */
async function roundTripRun() {
  return session(async (s) => {
    await s.gen.size(ROUND_TRIP_ROOMS / 2);
    await s.gen.window(3000);
    const half = await memory(s, ROUND_TRIP_ROOMS / 2);
    const st = await step(s, ROUND_TRIP_ROOMS);
    const full = await memory(s, ROUND_TRIP_ROOMS);
    return { step: st, memory: { ...perRoomKb([half, full]), points: [half, full] } };
  });
}

async function roundTrip() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await roundTripRun());
  const steps = runs.map((x) => x.step);
  const mem = runs.map((x) => x.memory);
  return {
    p50: median(steps.map((x) => x.p50)),
    p95: median(steps.map((x) => x.p95)),
    steps,
    memory: { heap: median(mem.map((m) => m.heap)), rss: median(mem.map((m) => m.rss)) },
    memoryRuns: mem,
  };
}

async function resume() {
  const at = async (runs: number, ms?: number) => r(median(await resumeRuns(runs, ms)));
  const ms = await at(5);
  return { ms, byPresenceTimeout: { 500: await at(2, 500), 1000: ms, 2000: await at(2, 2000) } };
}

export async function run(): Promise<Record<string, unknown>> {
  const passes = [hardDecisions(), hardDecisions(), hardDecisions()];
  const decisions = {
    p50: median(passes.map((p) => p.p50)),
    max: median(passes.map((p) => p.max)),
    mean: median(passes.map((p) => p.mean)),
    p99: median(passes.map((p) => p.p99)),
    byEdition: passes[1]?.byEdition,
  };
  const capacity = await roomsPerProcess();
  const trip = await roundTrip();
  const back = await resume();
  return {
    onlineRoundTripMs: { p50: trip.p50, p95: trip.p95 },
    onlineRoomsPerProcess: capacity.rooms,
    onlineMemoryPerRoomKb: trip.memory,
    onlineResumeMs: back.ms,
    onlineHardDecisionMs: { p50: decisions.p50, max: decisions.max },
    // What the figures above were read from, and what they depend on.
    onlineDetail: {
      goal: GOAL,
      pinned: pinning(),
      roundTripRuns: trip.steps,
      roomsPerProcessRuns: capacity.runs,
      memoryRuns: trip.memoryRuns,
      resumeByPresenceTimeoutMs: back.byPresenceTimeout,
      hardDecisionMs: decisions,
    },
  };
}
