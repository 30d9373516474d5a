// Whose eyes the screen is: with one human, always theirs; with none, a spectator's; with several at one
// screen, the human the game waits for, after a hand-over screen that shows nothing secret.
import { actingSeat, type GameState, type Seat, type Viewer } from "../../engine";

export interface Eyes {
  viewer: Viewer;
  /** A human seat the device must be passed to before anything of theirs is shown. */
  handOver: Seat | null;
}

function humansOf(state: GameState): Seat[] {
  return state.seats.flatMap((s, i) => (s.controller.kind === "human" ? [i] : []));
}

export function eyesFor(state: GameState, current: Viewer): Eyes {
  const humans = humansOf(state);
  if (humans.length === 0) return { viewer: "spectator", handOver: null };
  if (humans.length === 1) return { viewer: humans[0] as Seat, handOver: null };
  if (state.result) return { viewer: current, handOver: null };
  const acting = actingSeat(state);
  if (acting >= 0 && humans.includes(acting) && acting !== current) return { viewer: "spectator", handOver: acting };
  return { viewer: current, handOver: null };
}
