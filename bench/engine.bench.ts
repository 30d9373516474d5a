// Engine figures: legal-move generation over positions from real (random) games, apply per action over
// long games, the view of the next state, cloning a long state, and random playouts per second. Timings
// are wall-clock on one core; each timed position is run three times and the fastest kept, so a scheduler
// hiccup on a shared machine does not count as the engine's time.
import { actingSeat, engineFor, firstSeats, randomPlayer, type Action, type GameState } from "../player/engine";
import { contextOf } from "../player/engine/context";
import { destinations, type MoveRules } from "../player/engine/movement/destinations";
import { others } from "../player/engine/moves";
import { suspectIndexOf } from "../player/engine/ops";
import { EDITIONS, loadEdition } from "../test/editions";
import { summarize } from "./stats";

const GAMES_FOR_POSITIONS = 60;

function fastest(runs: number, f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best * 1000;
}

interface Position {
  from: number;
  occupied: Uint8Array;
  tokens: number[];
}

function positions(id: string): { rules: MoveRules; list: Position[] } {
  const compiled = loadEdition(id);
  const ctx = contextOf(compiled);
  const list: Position[] = [];
  for (let g = 0; g < GAMES_FOR_POSITIONS; g++)
    randomPlayer(compiled).playout({
      seats: firstSeats(compiled, 4),
      seed: 9000 + g,
      visit(s) {
        if (s.turn.phase !== "start" || s.pending || s.result) return;
        const mover = suspectIndexOf(ctx, s, s.turn.seat);
        const tokens = others(s, mover, ctx.graph.squareCount);
        const occupied = new Uint8Array(ctx.graph.squareCount);
        for (const t of tokens) occupied[t] = 1;
        list.push({ from: s.tokens[mover] as number, occupied, tokens });
      },
    });
  return { rules: ctx.move, list };
}

function legalMoves(): { all: number[]; byEdition: Record<string, ReturnType<typeof summarize>>; cold: number[] } {
  const all: number[] = [];
  const cold: number[] = [];
  const byEdition: Record<string, ReturnType<typeof summarize>> = {};
  for (const id of EDITIONS) {
    const { graph } = loadEdition(id);
    const { rules, list } = positions(id);
    const query = (p: Position, steps: number) => ({
      from: p.from,
      steps,
      occupied: p.occupied,
      tokens: p.tokens,
      noEnter: p.from >= graph.squareCount ? p.from : -1,
    });
    // Without the per-board table of empty-board endpoints: what the first game on a board pays.
    for (const p of list.slice(0, 300))
      for (let r = 2; r <= 12; r++) cold.push(fastest(3, () => destinations(graph, { ...rules }, query(p, r))));
    for (const p of list) for (let r = 2; r <= 12; r++) destinations(graph, rules, query(p, r));
    const mine: number[] = [];
    for (const p of list)
      for (let r = 2; r <= 12; r++) mine.push(fastest(3, () => destinations(graph, rules, query(p, r))));
    byEdition[id] = { ...summarize(mine), positions: list.length } as ReturnType<typeof summarize>;
    all.push(...mine);
  }
  return { all, byEdition, cold };
}

// Long games: nobody accuses, so a game goes on to the action limit and its log and history grow long,
// which is where the way they are stored shows.
const LONG_GAMES = 4;
const LONG_ACTIONS = 10_000;

function longGamePairs(): [GameState, Action][] {
  const compiled = loadEdition("classic");
  const pairs: [GameState, Action][] = [];
  for (let g = 0; g < LONG_GAMES; g++) {
    let prev: GameState | null = null;
    randomPlayer(compiled).playout({
      seats: firstSeats(compiled, 4),
      seed: 500 + g,
      accuseChance: 0,
      maxActions: LONG_ACTIONS,
      visit(s, a) {
        if (prev && a) pairs.push([prev, a]);
        prev = s;
      },
    });
  }
  return pairs;
}

function applyTimes(pairs: [GameState, Action][]): number[] {
  const { apply } = engineFor(loadEdition("classic"));
  for (const [s, a] of pairs) apply(s, a);
  return pairs.map(([s, a]) => fastest(3, () => apply(s, a)));
}

/**
 * A view of the next state, as a bot or a UI asks for it after each action: the view of the state before
 * was made already, and this is the first view of the new one (so it is timed once, not three times).
 */
function viewTimes(pairs: [GameState, Action][]): number[] {
  const { apply, viewFor } = engineFor(loadEdition("classic"));
  const out: number[] = [];
  for (const [s, a] of pairs) {
    const r = apply(s, a);
    if ("error" in r) continue;
    viewFor(s, actingSeat(s), { log: false });
    const seat = actingSeat(r.state);
    const t = performance.now();
    viewFor(r.state, seat < 0 ? "spectator" : seat, { log: false });
    out.push((performance.now() - t) * 1000);
  }
  return out;
}

/** structuredClone of a 20,000-action state (the median of five), or null when it can not be cloned. */
function stateCloneMs(): number | null {
  const compiled = loadEdition("classic");
  const { state } = randomPlayer(compiled).playout({
    seats: firstSeats(compiled, 4),
    seed: 77,
    accuseChance: 0,
    maxActions: 20_000,
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      structuredClone(state);
      times.push(performance.now() - t);
    }
  } catch {
    return null;
  }
  return Number((times.sort((a, b) => a - b)[2] as number).toFixed(2));
}

function playouts(): { perSecond: number; perCpuSecond: number; actions: number; turns: number } {
  const compiled = loadEdition("classic");
  const { playout } = randomPlayer(compiled);
  const seats = firstSeats(compiled, 4);
  // Warm up: the JIT, and the per-board tables the move search fills in lazily.
  for (let g = 0; g < 1000; g++) playout({ seats, seed: 100_000 + g });
  let games = 0;
  let actions = 0;
  let turns = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - start < 3000) {
    const r = playout({ seats, seed: games });
    games++;
    actions += r.actions;
    turns += r.state.turn.number;
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return {
    perSecond: Math.round(games / seconds),
    perCpuSecond: Math.round(games / cpuSeconds),
    actions: actions / games,
    turns: turns / games,
  };
}

export function run(): Record<string, unknown> {
  // Playouts first, in a process that has run Classic only: later sections run all three editions, and
  // code that has seen several editions' data runs slower than a simulation of one edition does.
  const p = playouts();
  const moves = legalMoves();
  const pairs = longGamePairs();
  const applied = summarize(applyTimes(pairs));
  const viewed = summarize(viewTimes(pairs));
  return {
    legalMovesUs: summarize(moves.all),
    legalMovesUsByEdition: moves.byEdition,
    legalMovesColdUs: summarize(moves.cold),
    applyUs: { p50: applied.p50, p95: applied.p95 },
    viewUs: { p50: viewed.p50, p95: viewed.p95 },
    stateCloneMs: stateCloneMs(),
    randomPlayoutsPerSecond: p.perSecond,
    // The same games over the CPU time this process used: steadier than wall-clock on a shared machine.
    randomPlayoutsPerCpuSecond: p.perCpuSecond,
    randomPlayoutActionsMean: Number(p.actions.toFixed(1)),
    randomPlayoutTurnsMean: Number(p.turns.toFixed(1)),
  };
}
