// Whose eyes the screen is. With one human, always theirs; with none, a spectator's. With several at one
// screen, a human's eyes only while the game is that human's (their move to make, or their turn while a
// computer player picks the card to show them), after a hand-over screen that shows nothing secret; the
// moment their part ends (the turn ended, a card shown, out by a wrong accusation) the screen is a
// spectator's until the next human takes the device, so no hand stays up through the computers' turns.
import { actingSeat, type GameState, type Seat, type Viewer } from "../../engine";

export interface Eyes {
  viewer: Viewer;
  /** A human seat the device must be passed to before anything of theirs is shown. */
  handOver: Seat | null;
}

export function humansOf(state: GameState): Seat[] {
  return state.seats.flatMap((s, i) => (s.controller.kind === "human" ? [i] : []));
}

export function eyesFor(state: GameState, current: Viewer): Eyes {
  const humans = humansOf(state);
  if (humans.length === 0) return { viewer: "spectator", handOver: null };
  if (humans.length === 1) return { viewer: humans[0] as Seat, handOver: null };
  const owner = ownerOf(state, humans);
  if (owner === null) return { viewer: "spectator", handOver: null };
  if (owner === current) return { viewer: current, handOver: null };
  return { viewer: "spectator", handOver: owner };
}

/** The human the game is waiting on now, if any: the one to act, or the one a computer player is showing a card. */
function ownerOf(state: GameState, humans: readonly Seat[] = humansOf(state)): Seat | null {
  if (state.result) return null;
  const acting = actingSeat(state);
  if (humans.includes(acting)) return acting;
  const shownTo = state.pending?.to;
  return shownTo !== undefined && humans.includes(shownTo) ? shownTo : null;
}
