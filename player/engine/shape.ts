// New states, turns and players written out field by field. Every one then has the same shape (key
// order and hidden class), and copying one is a plain object literal: V8 copies a spread of objects built
// in different ways several times slower, and a game makes a few new states per action.
//
// The patch is read by walking its own keys (for-in), not by asking it for every field: the engine passes
// patches of a dozen shapes, so `p.rng`, `p.turn`, ... asked of each were megamorphic lookups, most of them
// for fields the patch does not have (about 70 ns a state, against 20 ns this way). For-in over a literal
// reads its keys from the shape's cache and each value by index. Each field keeps its rule: a `??` field
// ignores null and undefined, the nullable ones only undefined; any other key is ignored.
import type { GameState, PlayerState, TurnState } from "./types";

type Fields = Record<string, unknown>;

/**
 * `xs.map(f)` that always gives a packed array. Once V8 optimizes a caller of `map`, the arrays it returns
 * are "holey" (an elements kind of their own) where the unoptimized `map` gave packed ones, so the seats,
 * players and weapons of the games after that have a second hidden class, and every optimized function
 * that reads them is thrown away and compiled again (54 of the 80 deoptimizations of 10,000 classic games
 * with medium bots, and a third of V8's compiling; issue 13, workers). A loop of pushes is packed either way.
 */
export function packedMap<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i] as T, i));
  return out;
}

export function change(s: GameState, p: Partial<GameState>): GameState {
  const n: GameState = {
    v: 2,
    edition: s.edition,
    editionHash: s.editionHash,
    seed: s.seed,
    rng: s.rng,
    seats: s.seats,
    envelope: s.envelope,
    hands: s.hands,
    pool: s.pool,
    faceUp: s.faceUp,
    tokens: s.tokens,
    weapons: s.weapons,
    players: s.players,
    turn: s.turn,
    pending: s.pending,
    intrigue: s.intrigue,
    suggestions: s.suggestions,
    log: s.log,
    history: s.history,
    result: s.result,
  };
  for (const k in p) {
    const v = (p as Fields)[k];
    if (v === undefined) continue;
    switch (k) {
      case "turn":
        if (v !== null) n.turn = v as GameState["turn"];
        break;
      case "players":
        if (v !== null) n.players = v as GameState["players"];
        break;
      case "rng":
        if (v !== null) n.rng = v as GameState["rng"];
        break;
      case "tokens":
        if (v !== null) n.tokens = v as GameState["tokens"];
        break;
      case "pending":
        n.pending = v as GameState["pending"];
        break;
      case "suggestions":
        if (v !== null) n.suggestions = v as GameState["suggestions"];
        break;
      case "weapons":
        if (v !== null) n.weapons = v as GameState["weapons"];
        break;
      case "result":
        n.result = v as GameState["result"];
        break;
      case "intrigue":
        n.intrigue = v as GameState["intrigue"];
        break;
      case "faceUp":
        if (v !== null) n.faceUp = v as GameState["faceUp"];
        break;
      case "log":
        n.log = v as GameState["log"];
        break;
      case "history":
        n.history = v as GameState["history"];
        break;
      case "hands":
        if (v !== null) n.hands = v as GameState["hands"];
        break;
      case "pool":
        if (v !== null) n.pool = v as GameState["pool"];
        break;
    }
  }
  return n;
}

export function changeTurn(t: TurnState, p: Partial<TurnState>): TurnState {
  const n: TurnState = {
    seat: t.seat,
    number: t.number,
    phase: t.phase,
    roll: t.roll,
    left: t.left,
    entered: t.entered,
    suggested: t.suggested,
    lookedPool: t.lookedPool,
    extraTurn: t.extraTurn,
  };
  for (const k in p) {
    const v = (p as Fields)[k];
    if (v === undefined) continue;
    switch (k) {
      case "phase":
        if (v !== null) n.phase = v as TurnState["phase"];
        break;
      case "roll":
        n.roll = v as TurnState["roll"];
        break;
      case "left":
        if (v !== null) n.left = v as number;
        break;
      case "entered":
        if (v !== null) n.entered = v as boolean;
        break;
      case "suggested":
        if (v !== null) n.suggested = v as boolean;
        break;
      case "lookedPool":
        if (v !== null) n.lookedPool = v as boolean;
        break;
      case "extraTurn":
        if (v !== null) n.extraTurn = v as boolean;
        break;
    }
  }
  return n;
}

export function changePlayer(x: PlayerState, p: Partial<PlayerState>): PlayerState {
  const n: PlayerState = {
    out: x.out,
    accused: x.accused,
    movedBySuggestion: x.movedBySuggestion,
    drawsOwed: x.drawsOwed,
    keepers: x.keepers,
    powerUsed: x.powerUsed,
    seenPool: x.seenPool,
    sawEnvelope: x.sawEnvelope,
    seen: x.seen,
  };
  for (const k in p) {
    const v = (p as Fields)[k];
    if (v === undefined) continue;
    switch (k) {
      case "seen":
        if (v !== null) n.seen = v as PlayerState["seen"];
        break;
      case "movedBySuggestion":
        if (v !== null) n.movedBySuggestion = v as boolean;
        break;
      case "drawsOwed":
        if (v !== null) n.drawsOwed = v as number;
        break;
      case "out":
        n.out = v as PlayerState["out"];
        break;
      case "accused":
        if (v !== null) n.accused = v as boolean;
        break;
      case "keepers":
        if (v !== null) n.keepers = v as string[];
        break;
      case "powerUsed":
        if (v !== null) n.powerUsed = v as boolean;
        break;
      case "seenPool":
        if (v !== null) n.seenPool = v as boolean;
        break;
      case "sawEnvelope":
        if (v !== null) n.sawEnvelope = v as boolean;
        break;
    }
  }
  return n;
}
