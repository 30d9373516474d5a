// Freezing what the engine hands out and also keeps. The events of `apply` are returned to the caller and
// kept in the log, and views share parts with one another: frozen all the way down, none of it can be
// changed through a view or a returned event. Freezing was measured against copying (bench/engine.bench.ts,
// docs/decisions.md): copying an action's events cost as much as freezing them, and views would copy
// the whole log every time, so the engine freezes.
import type { GameEvent } from "./types";

/** Freezes everything reachable; stops at what is frozen already, so parts shared with earlier values cost nothing. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freezeAll(value);
  return value;
}

function freezeAll(o: object): void {
  Object.freeze(o);
  if (Array.isArray(o)) {
    for (let i = 0; i < o.length; i++) {
      const v: unknown = o[i];
      if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
    }
    return;
  }
  const r = o as Record<string, unknown>;
  for (const k in r) {
    const v = r[k];
    if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
  }
}

type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;
type ObjectKeys<E> = { [K in keyof E]-?: NonNullable<E[K]> extends object ? K : never }[keyof E];

/**
 * Per event type, the fields that hold objects or lists, every one (the type checker refuses a table that
 * leaves one out): walking only these is several times cheaper than walking every field of every event,
 * and `apply` freezes the events of every action.
 */
const NESTED: { [T in GameEvent["type"]]: { [K in ObjectKeys<EventOf<T>>]: true } } = {
  "game-started": { seats: true, handSizes: true },
  "first-roll": { rounds: true },
  "turn-started": {},
  rolled: { faces: true },
  moved: {},
  passage: {},
  "intrigue-drawn": { drawn: true },
  suggested: {},
  "token-moved": {},
  "weapon-moved": {},
  "cannot-disprove": {},
  "must-show": {},
  "card-shown": { secret: true },
  "not-disproved": {},
  accused: { secret: true },
  eliminated: {},
  "hand-revealed": { cards: true },
  "pool-looked": { secret: true },
  effect: { source: true, effect: true },
  peeked: { secret: true },
  "turn-ended": {},
  "game-over": { result: true, cards: true },
};

const NESTED_KEYS = new Map<string, readonly string[]>(Object.entries(NESTED).map(([t, keys]) => [t, Object.keys(keys)]));

/** Freezes the events (not the list that holds them, which nobody outside the engine is given). */
export function freezeEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    Object.freeze(e);
    const keys = NESTED_KEYS.get(e.type) as readonly string[];
    for (let i = 0; i < keys.length; i++) deepFreeze((e as unknown as Record<string, unknown>)[keys[i] as string]);
  }
}
