// The move rules applied to a game state: who blocks whom, where the current roll can take the token,
// and whether a token in a room is trapped. Destinations are kept per situation (below) and for the last
// state asked about, so listing moves and then applying one searches once.
import type { Ctx } from "./context";
import { destinations } from "./movement/destinations";
import { mayBeWithin, tablesFor, type Tables } from "./movement/tables";
import { suspectIndexOf } from "./ops";
import type { GameState, Seat } from "./types";

let occupiedBuf = new Uint8Array(0);

/** Per square: 1 when a token other than `mover`'s stands there. Reused buffer: read it before the next call. */
export function occupancy(ctx: Ctx, state: GameState, mover: number): Uint8Array {
  const n = ctx.graph.squareCount;
  if (occupiedBuf.length !== n) occupiedBuf = new Uint8Array(n);
  else occupiedBuf.fill(0);
  for (const node of others(state, mover, n)) occupiedBuf[node] = 1;
  return occupiedBuf;
}

/** The squares other tokens stand on. */
export function others(state: GameState, mover: number, squareCount: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.tokens.length; i++) {
    const node = state.tokens[i] as number;
    if (i !== mover && node < squareCount && node >= 0) out.push(node);
  }
  return out;
}

// Destinations depend only on the start, the roll, the room that may not be entered and the tokens within
// the roll's reach (a token farther away can be on no path and in front of no door the move could use), so
// answers are kept per edition under that key: games revisit the same situations over and over.
// Two generations instead of deleting the oldest entry one by one: deleting from the front of a Map
// leaves holes its iterator must skip, which made every miss slower as the cache filled.
const GENERATION = 25_000;
type Kept = { young: Map<number | string, number[]>; old: Map<number | string, number[]> };
const kept = new WeakMap<Ctx, Kept>();

// And the last state asked about, by identity: listing moves and then applying one ask about the same state.
let lastState: GameState | null = null;
let lastFound: number[] = [];

/** Where the current seat's token may end its move with the current roll (none before a roll). */
export function moveDestinations(ctx: Ctx, state: GameState): number[] {
  const roll = state.turn.roll;
  if (state.turn.phase !== "rolled" || !roll) return [];
  if (state === lastState) return lastFound;
  const mover = suspectIndexOf(ctx, state, state.turn.seat);
  const from = state.tokens[mover] as number;
  const { squareCount, nodeCount, roomCount, roomDist } = ctx.graph;
  const noEnter = from >= squareCount ? from : state.turn.left;
  // Only tokens the roll could reach matter: one farther away is on no path and shuts no door in reach.
  // (From a square, on a board too big for the ball table, a few farther ones may be kept: never a nearer one left out.)
  near.length = 0;
  const tables = from < squareCount ? tablesOf(ctx.graph) : null;
  for (let i = 0; i < state.tokens.length; i++) {
    const t = state.tokens[i] as number;
    if (i === mover || t < 0 || t >= squareCount) continue;
    if (
      tables
        ? mayBeWithin(tables, from, t, roll.steps)
        : (roomDist[t * roomCount + from - squareCount] as number) <= roll.steps
    )
      near.push(t);
  }
  let table = kept.get(ctx);
  if (!table) kept.set(ctx, (table = { young: new Map(), old: new Map() }));
  const key = situationKey(from, roll.steps, noEnter, near, nodeCount);
  let found = table.young.get(key);
  if (!found) {
    found = table.old.get(key) ?? search(ctx, from, roll.steps, noEnter);
    if (table.young.size >= GENERATION) kept.set(ctx, (table = { young: new Map(), old: table.young }));
    table.young.set(key, found);
  }
  lastState = state;
  lastFound = found;
  return found;
}

const near: number[] = [];

// The movement tables of the last board asked about: one comparison instead of a WeakMap lookup a move.
let tablesGraph: Ctx["graph"] | null = null;
let tablesKept: Tables | null = null;
function tablesOf(graph: Ctx["graph"]): Tables {
  if (graph !== tablesGraph) {
    tablesKept = tablesFor(graph);
    tablesGraph = graph;
  }
  return tablesKept as Tables;
}
let nearOccupied = new Uint8Array(0);

/** The search itself, with the tokens in `near`. */
function search(ctx: Ctx, from: number, steps: number, noEnter: number): number[] {
  const { squareCount } = ctx.graph;
  if (nearOccupied.length !== squareCount) nearOccupied = new Uint8Array(squareCount);
  for (const t of near) nearOccupied[t] = 1;
  // The same list answers every later state in this situation: nobody may change it. (Not frozen: V8
  // reads frozen arrays markedly slower, and this is the hottest list in a game.)
  const found = destinations(ctx.graph, ctx.move, { from, steps, occupied: nearOccupied, tokens: near, noEnter });
  for (const t of near) nearOccupied[t] = 0;
  return found;
}

/** A number when it fits in 53 bits (the usual case), else a string. Sorts `near` in place. */
function situationKey(
  from: number,
  steps: number,
  noEnter: number,
  near: number[],
  nodeCount: number,
): number | string {
  // Insertion sort: a handful of tokens.
  for (let i = 1; i < near.length; i++) {
    const x = near[i] as number;
    let j = i - 1;
    while (j >= 0 && (near[j] as number) > x) {
      near[j + 1] = near[j] as number;
      j--;
    }
    near[j + 1] = x;
  }
  const base = nodeCount + 1;
  let key = (from * 64 + Math.min(steps, 63)) * base + noEnter + 1;
  for (const t of near) key = key * base + t + 1;
  return steps < 64 && Number.isSafeInteger(key) ? key : `${from},${steps},${noEnter},${near.join(",")}`;
}

/** Room nodes reachable by secret passage from the seat's room (when the edition has them). */
export function passagesFrom(ctx: Ctx, state: GameState, seat: Seat): number[] {
  const node = state.tokens[suspectIndexOf(ctx, state, seat)] as number;
  return node < ctx.graph.squareCount ? NONE : (ctx.passageNodes[node - ctx.graph.squareCount] ?? NONE);
}

const NONE: number[] = [];

/** In a room whose every door is shut or whose every front square can not be stepped on, with no passage. */
export function isTrapped(ctx: Ctx, state: GameState, seat: Seat): boolean {
  const mover = suspectIndexOf(ctx, state, seat);
  const node = state.tokens[mover] as number;
  if (node < ctx.graph.squareCount || passagesFrom(ctx, state, seat).length > 0) return false;
  const { passThrough, doorsBlocked, stops } = ctx.move;
  const fronts = ctx.fronts[node - ctx.graph.squareCount] ?? [];
  return fronts.every((f) => taken(state.tokens, mover, f) && (doorsBlocked || !passThrough || stops[f] === 1));
}

function taken(tokens: readonly number[], mover: number, node: number): boolean {
  for (let i = 0; i < tokens.length; i++) if (i !== mover && tokens[i] === node) return true;
  return false;
}
