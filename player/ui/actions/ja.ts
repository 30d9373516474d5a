// Every action's Japanese messages, for i18n/ja/index.ts: the one-file build keeps them in the inert
// #clue-ja block with the other Japanese areas, so no file of the page's own script may import this one.
import { accuse } from "./accuse.ja";
import { drawIntrigue } from "./draw-intrigue.ja";
import { endTurn } from "./end-turn.ja";
import { game } from "./game.ja";
import { lookPool } from "./look-pool.ja";
import { move } from "./move.ja";
import { passage } from "./passage.ja";
import { playKeeper } from "./play-keeper.ja";
import { roll } from "./roll.ja";
import { showCard } from "./show-card.ja";
import { suggest } from "./suggest.ja";
import { usePower } from "./use-power.ja";

export const actions = {
  accuse,
  drawIntrigue,
  endTurn,
  game,
  lookPool,
  move,
  passage,
  playKeeper,
  roll,
  showCard,
  suggest,
  usePower,
};
