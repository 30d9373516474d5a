// The hard bot's turn by the dice (plan/reach.ts): where to end a move, whether to suggest again where a
// suggestion moved it instead of rolling, whether a secret passage beats the roll. Each compares what is had
// now with what the roll is expected to bring, so a sure suggestion in a room worth half the best one is
// kept, and a passage into a room worth little is not taken when good rooms lie a throw away.
import type { BoardInfo } from "../plan/board";
import type { StepOdds } from "../plan/dice";
import { LATER, rollValue, standValue } from "../plan/reach";
import { valueOf, type RoomValues } from "../plan/route";

export interface TurnPlan {
  stand: (node: number) => number;
  stay: () => boolean;
  passage: (room: string) => boolean;
}

export function turnPlan(board: BoardInfo, odds: StepOdds, here: number, values: () => RoomValues): TurnPlan {
  // What rolling from here is expected to bring (not back into the room it stands in).
  let rolling = -1;
  const roll = () => (rolling >= 0 ? rolling : (rolling = rollValue(board, odds, here, values(), here)));
  return {
    stand: (node) => {
      const v = values();
      return node >= v.first ? standValue(board, odds, node, v) : LATER * standValue(board, odds, node, v);
    },
    // Suggesting here now, then leaving next turn, against rolling now for what the dice bring.
    stay: () => {
      const v = valueOf(values(), here);
      return v > 0 && v + LATER * roll() >= roll();
    },
    passage: (room) => {
      const node = board.roomNode(room);
      const v = valueOf(values(), node);
      return v > 0 && standValue(board, odds, node, values()) > roll() * (1 + LATER);
    },
  };
}
