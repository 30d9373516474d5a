// createGame: the envelope, the deal, weapons and tokens placed, the Intrigue deck, and who goes first.
// Every random choice comes from the seeded generator whose state the game keeps.
import { link } from "./chain";
import type { Ctx } from "./context";
import { rollDice } from "./dice";
import { EngineFailure, err } from "./errors";
import { type Rand, seedRng, withRng } from "./rng";
import { packedMap } from "./shape";
import { freshTurn } from "./turn";
import {
  CLOCK,
  type Card,
  type EngineError,
  type GameEvent,
  type GameState,
  type PlayerState,
  type Seat,
  type SeatConfig,
  type SeatInfo,
} from "./types";

/** The computer players' levels a seat may name; player/bots/levels makes one of each. */
const BOT_LEVELS = ["random", "easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * A seat's controller as a save or a page may give it: left out, a human, or a bot of a known level.
 * Read by value, never used as a key: a level such as `__proto__` names nothing here.
 */
function isController(c: unknown): boolean {
  if (c === undefined) return true;
  if (typeof c !== "object" || c === null) return false;
  const { kind, level, ...rest } = c as { kind?: unknown; level?: unknown };
  if (Object.keys(rest).length > 0) return false;
  if (kind === "human") return level === undefined;
  return kind === "bot" && BOT_LEVELS.some((l) => l === level);
}

export interface GameOptions {
  seats: SeatConfig[];
  /** Any integer; the same seed and the same actions give the same game. */
  seed: number;
}

/** Why these options can not start a game, or null when they can. */
export function checkSetup(ctx: Ctx, options: GameOptions): EngineError | null {
  const { edition } = ctx;
  // The options may come from a save or a page: read them as the unknown they may be.
  const seats = (options as Partial<Record<keyof GameOptions, unknown>> | null | undefined)?.seats;
  if (!Array.isArray(seats)) return err("SETUP_INVALID", "seats must be a list");
  const { min, max } = edition.players;
  if (seats.length < min || seats.length > max)
    return err("SETUP_INVALID", `${edition.name} is for ${min} to ${max} players, not ${seats.length}`);
  const ids = new Set(edition.suspects.map((s) => s.id));
  const seen = new Set<string>();
  for (const s of seats as unknown[]) {
    const suspect = (s as { suspect?: unknown } | null | undefined)?.suspect;
    if (typeof suspect !== "string" || !ids.has(suspect))
      return err("SETUP_INVALID", `there is no suspect "${String(suspect)}"`);
    if (seen.has(suspect)) return err("SETUP_INVALID", `"${suspect}" is taken by two seats`);
    if (!isController((s as { controller?: unknown }).controller))
      return err("SETUP_INVALID", `the seat of "${suspect}" is neither a human nor a computer player of a known level`);
    seen.add(suspect);
  }
  if (!Number.isInteger(options.seed)) return err("SETUP_INVALID", "the seed must be an integer");
  return null;
}

/** Starts a game. Seats are put in the edition's suspect order: seat i is `state.seats[i]`. Throws EngineFailure on bad options. */
export function createGame(ctx: Ctx, options: GameOptions): GameState {
  const problem = checkSetup(ctx, options);
  if (problem) throw new EngineFailure(problem);
  const seats: SeatInfo[] = packedMap(options.seats, (s) => ({
    suspect: s.suspect,
    controller: s.controller ?? { kind: "human" as const },
  })).sort((a, b) => (ctx.suspectIndex.get(a.suspect) ?? 0) - (ctx.suspectIndex.get(b.suspect) ?? 0));
  const [deal, rng] = withRng(seedRng(options.seed), (r) => dealCards(ctx, r, seats.length));
  const ev: GameEvent[] = [];
  const [first, rngAfter] = firstSeat(ctx, seats, rng, ev);
  const players = packedMap(seats, (): PlayerState => ({
    out: null,
    accused: false,
    movedBySuggestion: false,
    drawsOwed: 0,
    keepers: [],
    powerUsed: false,
    seenPool: false,
    sawEnvelope: false,
    seen: [],
  }));
  ev.unshift({
    type: "game-started",
    seats: seats.map((s) => ({ suspect: s.suspect, controller: { ...s.controller } })),
    handSizes: deal.hands.map((h) => h.length),
    pool: deal.pool.length,
    first,
  });
  const turn = freshTurn(first, 1);
  ev.push({ type: "turn-started", seat: first, turn: 1 });
  return {
    v: 2,
    edition: ctx.edition.id,
    editionHash: ctx.hash,
    seed: options.seed,
    rng: rngAfter,
    seats,
    envelope: deal.envelope,
    hands: deal.hands,
    pool: deal.pool,
    faceUp: [],
    tokens: Array.from(ctx.graph.startNode),
    weapons: deal.weapons,
    players,
    turn,
    pending: null,
    intrigue: deal.deck ? { deck: deal.deck, clocksUp: 0, discard: [] } : null,
    suggestions: [],
    log: link(null, ev),
    history: null,
    result: null,
  };
}

function dealCards(ctx: Ctx, r: Rand, seatCount: number) {
  const envelope = { suspect: r.pick(ctx.suspects), weapon: r.pick(ctx.weapons), room: r.pick(ctx.cardRooms) };
  const rest = r.shuffle(
    ctx.cards.filter((c) => c !== envelope.suspect && c !== envelope.weapon && c !== envelope.room),
  );
  const hands: Card[][] = Array.from({ length: seatCount }, () => []);
  const equal = ctx.edition.rules.deal.kind === "equal";
  const dealt = equal ? rest.length - (rest.length % seatCount) : rest.length;
  rest.slice(0, dealt).forEach((c, i) => hands[i % seatCount]?.push(c));
  const pool = rest.slice(dealt);
  const weapons = placeWeapons(ctx, r);
  const intrigue = ctx.edition.modules.intrigue;
  const deck = intrigue
    ? r.shuffle([
        ...Array<string>(intrigue.clocks).fill(CLOCK),
        ...intrigue.keepers.flatMap((k) => Array<string>(k.count).fill(k.id)),
      ])
    : null;
  return { envelope, hands, pool, weapons, deck };
}

function placeWeapons(ctx: Ctx, r: Rand): number[] {
  const setup = ctx.edition.rules.weapons;
  const node = (room: string) => ctx.graph.squareCount + (ctx.roomIndex.get(room) ?? 0);
  if (setup.kind === "room") return packedMap(ctx.weapons, () => node(setup.room));
  const rooms = ctx.cardRooms.map(node).filter((n) => n !== ctx.accusationRoom);
  if (setup.kind === "spread") return packedMap(ctx.weapons, () => r.pick(rooms));
  const order = r.shuffle(rooms);
  return packedMap(ctx.weapons, (_, i) => order[i % order.length] as number);
}

/** The named suspect's seat (or the next seated suspect after it), or the highest roll with ties rolled again. */
function firstSeat(ctx: Ctx, seats: SeatInfo[], rng: number[], ev: GameEvent[]): [Seat, number[]] {
  const rule = ctx.edition.rules.firstPlayer;
  if (rule.kind === "suspect") {
    const start = ctx.suspectIndex.get(rule.suspect) ?? 0;
    for (let i = 0; i < ctx.suspects.length; i++) {
      const seat = seats.findIndex((s) => s.suspect === ctx.suspects[(start + i) % ctx.suspects.length]);
      if (seat >= 0) return [seat, rng];
    }
    return [0, rng];
  }
  let contenders = seats.map((_, i) => i);
  let state = rng;
  const rounds: { seat: Seat; faces: ReturnType<typeof rollDice>["faces"]; total: number }[][] = [];
  while (contenders.length > 1) {
    const round = contenders.map((seat) => {
      const d = rollDice(ctx, state);
      state = d.rng;
      return { seat, faces: d.faces, total: d.steps };
    });
    rounds.push(round);
    const top = Math.max(...round.map((x) => x.total));
    contenders = round.filter((x) => x.total === top).map((x) => x.seat);
  }
  ev.push({ type: "first-roll", rounds });
  return [contenders[0] ?? 0, state];
}
