// The Intrigue deck (The Office): drawing a Clock or a Keeper. Clocks before the last lie face up and do
// nothing; the last one puts the drawer out and goes back into the deck, shuffled in, to strike again.
import type { Ctx } from "./context";
import { player, withPlayer } from "./ops";
import { change } from "./shape";
import { withRng } from "./rng";
import { eliminate } from "./turn";
import { CLOCK, type GameEvent, type GameState, type Seat } from "./types";

export function drawIntrigue(ctx: Ctx, state: GameState, seat: Seat, ev: GameEvent[]): GameState {
  const intrigue = state.intrigue;
  const module = ctx.edition.modules.intrigue;
  if (!intrigue || !module || player(state, seat).out !== null) return state;
  const deck = intrigue.deck.slice();
  const card = deck.pop();
  if (card === undefined) {
    ev.push({ type: "intrigue-drawn", seat, drawn: { kind: "empty" } });
    return state;
  }
  if (card !== CLOCK) {
    ev.push({ type: "intrigue-drawn", seat, drawn: { kind: "keeper", keeper: card } });
    const s = withPlayer(state, seat, { keepers: [...player(state, seat).keepers, card] });
    return change(s, { intrigue: { deck, clocksUp: intrigue.clocksUp, discard: intrigue.discard } });
  }
  const count = intrigue.clocksUp + 1;
  if (count < module.clocks) {
    ev.push({ type: "intrigue-drawn", seat, drawn: { kind: "clock", count, last: false } });
    return change(state, { intrigue: { deck, clocksUp: count, discard: intrigue.discard } });
  }
  ev.push({ type: "intrigue-drawn", seat, drawn: { kind: "clock", count, last: true } });
  const [shuffled, rng] = withRng(state.rng, (r) => r.shuffle([...deck, CLOCK]));
  return eliminate(
    ctx,
    change(state, { rng, intrigue: { deck: shuffled, clocksUp: intrigue.clocksUp, discard: intrigue.discard } }),
    seat,
    "clock",
    ev,
  );
}

/** Puts the last face-up Clock back into the deck and shuffles it. */
export function cancelClock(state: GameState): GameState {
  const intrigue = state.intrigue;
  if (!intrigue || intrigue.clocksUp === 0) return state;
  const [deck, rng] = withRng(state.rng, (r) => r.shuffle([...intrigue.deck, CLOCK]));
  return change(state, { rng, intrigue: { deck, clocksUp: intrigue.clocksUp - 1, discard: intrigue.discard } });
}
