// Property checks over whole games of random legal actions. One game checks, after every action:
// - each card is in exactly one place, and the envelope holds one card of each kind;
// - an illegal action (made up at random) is refused with a code, on deep-frozen inputs, so nothing changed;
// - no event, as projected for any seat or a spectator, names a card that seat has not seen;
// and at the end: the game ended; no full view gives away an unseen card; replaying the log from the
// seed (through saveGame/loadGame) gives the identical state.
import fc from "fast-check";
import { expect } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { CompiledEdition } from "../../schemas/graph";
import {
  actingSeat,
  engineFor,
  eventFor,
  randomPlayer,
  randomPolicy,
  saveGame,
  type Action,
  type ActionType,
  type Engine,
  type GameEvent,
  type GameState,
  type Viewer,
} from "../../player/engine";
import { ACTION_TYPES, fieldsOf } from "../../player/engine/actions";
import { contextOf, type Ctx } from "../../player/engine/context";
import { deepFreeze } from "../rules/helpers";

export interface GameParams {
  seed: number;
  suspects: string[];
}

export function gameParams(compiled: CompiledEdition): fc.Arbitrary<GameParams> {
  const { min, max } = compiled.edition.players;
  const ids = compiled.edition.suspects.map((s) => s.id);
  return fc.record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    suspects: fc.shuffledSubarray(ids, { minLength: min, maxLength: max }),
  });
}

const MAX_ACTIONS = 20_000;
const TYPES: readonly ActionType[] = ACTION_TYPES;

/** Keys whose values name cards in public words (a suggestion's suspect, a token's room): not cards seen. */
const NAMING = new Set(["suspect", "weapon", "room", "named"]);
/**
 * Keys whose contents are cards however they are keyed: the envelope's cards sit under `suspect`, `weapon`
 * and `room`, the very naming keys, so under `envelope` nothing counts as a public word.
 */
const SECRET = new Set(["envelope"]);

/**
 * Every card id a value holds anywhere except under a naming key: the cards it gives away. Stricter than
 * looking at a few known fields: a card slipped into any other field is caught too.
 */
function revealed(value: unknown, cards: ReadonlySet<string>, out: string[] = [], naming = true): string[] {
  if (typeof value === "string") {
    if (cards.has(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) revealed(v, cards, out, naming);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    for (const k in o) {
      if (SECRET.has(k)) revealed(o[k], cards, out, false);
      else if (!naming || !NAMING.has(k)) revealed(o[k], cards, out, naming);
    }
  }
  return out;
}

class Watch {
  seen: Set<string>[];
  spectator = new Set<string>();
  constructor(
    state: GameState,
    readonly cards: ReadonlySet<string>,
  ) {
    this.seen = state.hands.map((h) => new Set(h));
  }
  of(v: Viewer): Set<string> {
    return v === "spectator" ? this.spectator : (this.seen[v] as Set<string>);
  }
  everyone(cards: Iterable<string>): void {
    for (const c of cards) {
      this.spectator.add(c);
      for (const s of this.seen) s.add(c);
    }
  }
  /** What the action showed, to whom (worked out from the rules, not from the engine's view code). */
  learn(before: GameState, action: Action, events: GameEvent[], after: GameState): void {
    if (action.type === "show-card" && before.pending) this.of(before.pending.to).add(action.card);
    if (action.type === "look-pool") for (const c of before.pool) this.of(action.seat).add(c);
    if (action.type === "accuse" && !after.result)
      for (const c of Object.values(before.envelope)) this.of(action.seat).add(c);
    for (const e of events)
      if (e.type === "peeked") {
        expect(e.secret.to).toEqual([e.seat]);
        expect(before.hands[e.target]).toContain(e.secret.card);
        this.of(e.seat).add(e.secret.card as string);
      }
    this.everyone(after.faceUp.map((f) => f.card));
    // At the end everything is laid open: the envelope, every hand and the face-down pool.
    if (after.result) this.everyone([...Object.values(after.envelope), ...after.hands.flat(), ...after.pool]);
  }
  check(what: unknown, viewer: Viewer, where: string): void {
    const known = this.of(viewer);
    for (const c of revealed(what, this.cards))
      if (!known.has(c)) throw new Error(`${where} shows ${String(viewer)} the unseen card ${c}`);
  }
}

const counts = new Map<string, number>();
let places = 0;
function count(c: string): void {
  places++;
  counts.set(c, (counts.get(c) ?? 99) + 1);
}

function checkCards(ctx: Ctx, s: GameState): void {
  for (const c of ctx.cards) counts.set(c, 0);
  places = 0;
  for (const h of s.hands) for (const c of h) count(c);
  for (const c of s.pool) count(c);
  count(s.envelope.suspect);
  count(s.envelope.weapon);
  count(s.envelope.room);
  if (places !== ctx.cards.length || ctx.cards.some((c) => counts.get(c) !== 1))
    throw new Error(`cards out of place: ${places} places for ${ctx.cards.length} cards`);
  const kinds = [
    ctx.kindOf.get(s.envelope.suspect),
    ctx.kindOf.get(s.envelope.weapon),
    ctx.kindOf.get(s.envelope.room),
  ];
  if (kinds.join() !== "suspect,weapon,room") throw new Error(`the envelope holds ${kinds.join()}`);
}

function pickOf<T>(gen: RandomGenerator, xs: readonly T[]): T {
  return xs[uniformInt(gen, 0, xs.length - 1)] as T;
}

/** An id from the list, or now and then one that names nothing. */
function idOf(gen: RandomGenerator, xs: readonly string[]): string {
  return uniformInt(gen, 0, 9) === 0 ? "nonsense" : pickOf(gen, xs);
}

const GARBAGE: unknown[] = [
  null,
  42,
  "roll",
  {},
  { type: "roll" },
  { type: "fly", seat: 0 },
  { type: "move", seat: 0, to: "x" },
];

function madeUpAction(ctx: Ctx, s: GameState, gen: RandomGenerator): unknown {
  if (uniformInt(gen, 0, 12) === 0) return pickOf(gen, GARBAGE);
  return {
    type: pickOf(gen, TYPES),
    seat: uniformInt(gen, -1, s.seats.length),
    to: uniformInt(gen, -1, ctx.graph.nodeCount),
    suspect: idOf(gen, ctx.suspects),
    weapon: idOf(gen, ctx.weapons),
    room: idOf(gen, ctx.rooms),
    card: idOf(gen, ctx.cards),
    keeper: idOf(gen, [...ctx.keepers.keys(), "nonsense"]),
    target: uniformInt(gen, -1, s.seats.length),
  };
}

/** Keeps only the fields an action of its type has, as the random actions would carry them. */
function shape(a: unknown): unknown {
  if (!a || typeof a !== "object") return a;
  const x = a as Record<string, unknown>;
  const fields = TYPES.includes(x.type as ActionType) ? fieldsOf(x.type as ActionType) : [];
  const out: Record<string, unknown> = { type: x.type, seat: x.seat };
  for (const f of fields) if (f in x && !((f === "target" || f === "room") && uniformIntMaybeDrop(x, f))) out[f] = x[f];
  return out;
}

// Optional fields are dropped half the time, deterministically from the action itself.
function uniformIntMaybeDrop(x: Record<string, unknown>, f: string): boolean {
  return (String(x.seat).length + f.length + String(x[f]).length) % 2 === 0;
}

/** The same fields with the same values, whatever their key order. */
function sameAction(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  return n === Object.keys(b).length;
}

function probeIllegal(engine: Engine, ctx: Ctx, s: GameState, gen: RandomGenerator): void {
  const raw = madeUpAction(ctx, s, gen);
  const a = uniformInt(gen, 0, 1) === 0 ? raw : shape(raw);
  const candidate = a as { type?: unknown; seat?: unknown } | null;
  if (
    candidate &&
    typeof candidate === "object" &&
    typeof candidate.seat === "number" &&
    TYPES.includes(candidate.type as ActionType)
  ) {
    const x = a as Record<string, unknown>;
    if (engine.legalActions(s, candidate.seat, candidate.type as ActionType).some((l) => sameAction(x, l))) return;
  }
  const r = engine.apply(s, a as Action);
  if (!("error" in r)) throw new Error(`an illegal action was accepted: ${JSON.stringify(a)}`);
  if (r.error.code === "INTERNAL_ERROR") throw new Error(`apply failed on ${JSON.stringify(a)}: ${r.error.message}`);
  if (!/^[A-Z][A-Z_]*$/.test(r.error.code) || !r.error.message)
    throw new Error(`a badly formed error: ${JSON.stringify(r.error)}`);
}

/** Where two JSON values first differ (null when they are equal), walking both without building text. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    n++;
    const d = firstDifference(x[k], y[k], `${path}.${k}`);
    if (d) return d;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0 ? null : path;
}

export function checkedGame(compiled: CompiledEdition, p: GameParams): { actions: number } {
  const ctx = contextOf(compiled);
  const engine = engineFor(compiled);
  const { apply, viewFor } = engine;
  const { randomAction } = randomPlayer(compiled);
  let state = deepFreeze(engine.createGame({ seats: p.suspects.map((suspect) => ({ suspect })), seed: p.seed }));
  const policy = randomPolicy(p.seed ^ 0x2545f491);
  const probe = xoroshiro128plus(p.seed ^ 0x7f4a7c15);
  const watch = new Watch(state, new Set(ctx.cards));
  const viewers: Viewer[] = [...state.seats.map((_, i) => i), "spectator"];
  const midView = uniformInt(probe, 0, 60);
  checkCards(ctx, state);
  let n = 0;
  while (!state.result) {
    if (++n > MAX_ACTIONS) throw new Error(`the game did not end in ${MAX_ACTIONS} actions`);
    const seat = actingSeat(state);
    const action = randomAction(state, seat, policy);
    if (!action) throw new Error(`seat ${seat} has no legal action in phase ${state.turn.phase}`);
    probeIllegal(engine, ctx, state, probe);
    const r = apply(state, action);
    if ("error" in r) throw new Error(`a legal action was refused: ${JSON.stringify(action)} ${r.error.code}`);
    watch.learn(state, action, r.events, r.state);
    for (const e of r.events) {
      // An event without a secret part reads the same for everyone: look for cards in it once.
      if ("secret" in e || revealed(e, watch.cards).length > 0)
        for (const v of viewers) watch.check(eventFor(e, v), v, `event ${e.type}`);
    }
    state = deepFreeze(r.state);
    checkCards(ctx, state);
    if (n === midView) for (const v of viewers) watch.check(viewFor(state, v), v, "a view during the game");
  }
  for (const v of viewers) watch.check(viewFor(state, v), v, "the final view");
  const replay = engine.loadGame(JSON.parse(JSON.stringify(saveGame(state))));
  if ("error" in replay) throw new Error(`the save does not load: ${replay.error.code} ${replay.error.message}`);
  const diff = firstDifference(replay.state, state, "state");
  if (diff) throw new Error(`replaying the actions from the seed gives another state: ${diff}`);
  return { actions: n };
}
