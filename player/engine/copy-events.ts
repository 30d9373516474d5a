// The events `apply` returns are copies of the log's own, so nobody can change the game through them (the
// log's events are frozen when a view first hands them out: view.ts). A copier per event type, each its
// own function: V8 then copies each type along one known shape, about a third of what freezing the same
// objects costs (Object.freeze is a runtime call per object, and an action makes one to six events).
import type { Face } from "../../schemas/edition";
import type { GameEvent, Secret } from "./types";

type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;

const secret = (s: Secret): Secret => ({ to: s.to.slice(), ...(s.card !== undefined && { card: s.card }), ...(s.cards && { cards: s.cards.slice() }) });
const faces = (f: readonly Face[]): Face[] => f.slice();

/** Every event type's copier (the type checker refuses a table that leaves one out). */
const COPY: { [T in GameEvent["type"]]: (e: EventOf<T>) => EventOf<T> } = {
  "game-started": (e) => ({ ...e, seats: e.seats.map((s) => ({ suspect: s.suspect, controller: { ...s.controller } })), handSizes: e.handSizes.slice() }),
  "first-roll": (e) => ({ ...e, rounds: e.rounds.map((r) => r.map((x) => ({ ...x, faces: faces(x.faces) }))) }),
  "turn-started": (e) => ({ ...e }),
  rolled: (e) => ({ ...e, faces: faces(e.faces) }),
  moved: (e) => ({ ...e }),
  passage: (e) => ({ ...e }),
  "intrigue-drawn": (e) => ({ ...e, drawn: { ...e.drawn } }),
  suggested: (e) => ({ ...e }),
  "token-moved": (e) => ({ ...e }),
  "weapon-moved": (e) => ({ ...e }),
  "cannot-disprove": (e) => ({ ...e }),
  "must-show": (e) => ({ ...e }),
  "card-shown": (e) => ({ ...e, secret: secret(e.secret) }),
  "not-disproved": (e) => ({ ...e }),
  accused: (e) => (e.secret ? { ...e, secret: secret(e.secret) } : { ...e }),
  eliminated: (e) => ({ ...e }),
  "hand-revealed": (e) => ({ ...e, cards: e.cards.slice() }),
  "pool-looked": (e) => ({ ...e, secret: secret(e.secret) }),
  effect: (e) => ({ ...e, source: { ...e.source }, effect: "faces" in e.effect ? { ...e.effect, faces: faces(e.effect.faces) } : { ...e.effect } }),
  peeked: (e) => ({ ...e, secret: secret(e.secret) }),
  "turn-ended": (e) => ({ ...e }),
  "game-over": (e) => ({ ...e, result: { ...e.result }, cards: e.cards.slice() }),
};

/** Copies of the events, all the way down: a new list of new objects that share nothing with `events`. */
export function copyEvents(events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as GameEvent;
    out[i] = (COPY[e.type] as (e: GameEvent) => GameEvent)(e);
  }
  return out;
}
