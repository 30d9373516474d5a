// The player's action registry: one entry per engine action type (its control and its sentences) and one
// for the game's own events. The turn panel shows the controls in this order; the log, the turn's story
// and the live region ask the entries, in this order, to word each event. Adding an action of a new
// edition module is adding its files and a line here.
import { accuse } from "./accuse";
import { drawIntrigue } from "./draw-intrigue";
import { endTurn } from "./end-turn";
import { gameEvents } from "./game";
import { lookPool } from "./look-pool";
import { move } from "./move";
import { passage } from "./passage";
import { playKeeper } from "./play-keeper";
import { roll } from "./roll";
import { showCard } from "./show-card";
import { suggest } from "./suggest";
import type { ActionEntry } from "./types";
import { usePower } from "./use-power";

export const ACTIONS: readonly ActionEntry[] = [
  showCard,
  roll,
  passage,
  move,
  suggest,
  drawIntrigue,
  lookPool,
  playKeeper,
  usePower,
  accuse,
  endTurn,
  gameEvents,
];
