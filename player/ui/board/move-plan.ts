// A move as the engine's movement sees it, put together from the view: the token's node, the roll, the
// squares other tokens stand on. The page asks the movement (player/engine/movement/path.ts) what each
// destination takes from the roll and which way a token walked; the destinations themselves are always the
// engine's legal moves.
import type { CompiledEdition } from "../../../schemas/graph";
import type { PlayerView } from "../../engine";
import { movePath, stepsUsed } from "../../engine/movement/path";
import { moveRules } from "../../engine/movement/rules";
import type { MoveQuery, MoveRules } from "../../engine/movement/types";

const rulesKept = new WeakMap<CompiledEdition, MoveRules>();

function rulesOf(compiled: CompiledEdition): MoveRules {
  let r = rulesKept.get(compiled);
  if (!r) rulesKept.set(compiled, (r = moveRules(compiled)));
  return r;
}

/**
 * The search of a move from `from` with `steps`, the other tokens where the view has them. No room is
 * barred: the room just left is the start (never entered again by a search from it), and only legal
 * destinations are ever asked about.
 */
function query(compiled: CompiledEdition, view: PlayerView, mover: string, from: number, steps: number): MoveQuery {
  const { squareCount } = compiled.graph;
  const occupied = new Uint8Array(squareCount);
  const tokens: number[] = [];
  for (const t of view.tokens)
    if (t.suspect !== mover && t.node >= 0 && t.node < squareCount) {
      occupied[t.node] = 1;
      tokens.push(t.node);
    }
  return { from, steps, occupied, tokens, noEnter: -1 };
}

export interface MovePlan {
  /** The mover's node and the roll's steps. */
  from: number;
  roll: number;
  /** Per destination, the steps the move there takes from the roll. */
  used: ReadonlyMap<number, number>;
}

/** The current seat's move, once it has rolled and before it moves; null otherwise. */
export function movePlan(compiled: CompiledEdition, view: PlayerView): MovePlan | null {
  const roll = view.turn.roll?.steps ?? 0;
  const mover = view.seats[view.turn.seat]?.suspect;
  const token = view.tokens.find((t) => t.suspect === mover);
  if (view.turn.phase !== "rolled" || roll <= 0 || !token || mover === undefined) return null;
  const q = query(compiled, view, mover, token.node, roll);
  return { from: token.node, roll, used: stepsUsed(compiled.graph, rulesOf(compiled), q) };
}

/**
 * The squares a token walked on a move from `from` to `to` with this roll, the view's other tokens where
 * they stand; null when that is no legal move (the view has moved on since): then the token jumps.
 */
export function walkedPath(
  compiled: CompiledEdition,
  view: PlayerView,
  mover: string,
  from: number,
  to: number,
  roll: number,
): number[] | null {
  return movePath(compiled.graph, rulesOf(compiled), query(compiled, view, mover, from, roll), to);
}
