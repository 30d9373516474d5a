// What naming a suspect does to its token, for the hard bot's suggestions: the named suspect's token is
// brought into the room. In an edition with an accusation room, that drags a player who is close to solving
// away from the room where it must accuse. (A player brought in may suggest there next turn without a
// roll, a gift; but steering the naming away from opponents' suspects cost more in what the answer taught
// than the gift was worth, measured against medium bots, so it is not counted.)
import type { PlayerView } from "../../engine";
import type { BoardInfo } from "../plan/board";
import { progress } from "./race";

/** Per turn of walking added, times the rival's progress, in units of the best question's worth. */
const PULL = { away: 0.15 };

/**
 * Per card index, what naming that suspect in `room` (a node) is worth beyond the answer, in the units of
 * a suggestion's information (bits): `scale` is what a good suggestion teaches now.
 */
export function pullBonus(
  board: BoardInfo,
  view: PlayerView,
  suspects: readonly { index: number; id: string }[],
  room: number,
  cardCount: number,
  scale: number,
  out: Float64Array,
): Float64Array {
  const me = view.viewer as number;
  for (const { index, id } of suspects) {
    out[index] = 0;
    const seat = view.seats.findIndex((s) => s.suspect === id);
    if (seat < 0 || seat === me || view.seats[seat]?.out !== null) continue;
    const token = view.tokens.find((t) => t.suspect === id)?.node ?? -1;
    if (token === room) continue;
    let bonus = 0;
    if (board.accusationRoom >= 0 && token >= 0) {
      // Turns of walking added between it and the accusation room, weighed by how close it is to solving.
      const added = (board.dist(room, board.accusationRoom) - board.dist(token, board.accusationRoom)) / board.meanRoll;
      if (added > 0) bonus += PULL.away * progress(view, seat, cardCount) * added * scale;
    }
    out[index] = bonus;
  }
  return out;
}
