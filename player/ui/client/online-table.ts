// What the game screen reads of an online game, worked out from the server's "game" message alone: the
// server already gave this seat its view and its legal actions, so nothing here asks the engine again.
import type { Action, ActionOf, ActionType, PlayerView, Seat } from "../../engine";
import type { GameMessage } from "../../online/protocol";
import type { Legal } from "./client";

/** `legal` as the screen reads it: the types at hand, and the actions of one type. */
export function legalOf(message: GameMessage): Legal {
  const seat = typeof message.seat === "number" && message.legal.length > 0 ? message.seat : null;
  const types = new Set<ActionType>(message.legal.map((a) => a.type));
  return {
    seat,
    types,
    list: <T extends ActionType>(type: T) => message.legal.filter((a): a is ActionOf<T> => a.type === type),
  };
}

/** The seat the game waits on now (a card to show before the turn's own player), or null when it is over. */
function actingOf(view: PlayerView): Seat | null {
  if (view.result) return null;
  return view.waiting ? view.waiting.seat : view.turn.seat;
}

/**
 * The computer player choosing now, if any: the seat the game waits on when a computer holds it, by the
 * edition's seating or as a stand-in for an absent human. A human's turn is nobody "thinking", even
 * when that human is on another device.
 */
export function thinkingOf(message: GameMessage): Seat | null {
  const seat = actingOf(message.view);
  if (seat === null) return null;
  const bot = message.view.seats[seat]?.controller.kind === "bot" || message.standIns.includes(seat);
  return bot ? seat : null;
}

/** Is `action` one this seat may send now? The server judges it again; this spares it a certain refusal. */
export function mayAct(legal: Legal, action: Action): boolean {
  return legal.seat !== null && action.seat === legal.seat && legal.types.has(action.type);
}
