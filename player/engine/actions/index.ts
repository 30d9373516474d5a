// The action registry: one file per action type. Adding an action is adding a file and a line here.
import type { ActionType } from "../types";
import { accuse } from "./accuse";
import type { ActionDef } from "./def";
import { drawIntrigue } from "./draw-intrigue";
import { endTurn } from "./end-turn";
import { lookPool } from "./look-pool";
import { move } from "./move";
import { passage } from "./passage";
import { playKeeper } from "./play-keeper";
import { roll } from "./roll";
import { showCard } from "./show-card";
import { suggest } from "./suggest";
import { usePower } from "./use-power";

type Registry = { [T in ActionType]: ActionDef<T> };

export const ACTIONS: Registry = {
  roll,
  passage,
  move,
  suggest,
  "show-card": showCard,
  accuse,
  "end-turn": endTurn,
  "draw-intrigue": drawIntrigue,
  "play-keeper": playKeeper,
  "use-power": usePower,
  "look-pool": lookPool,
};

/** In the order legalActions lists them. */
export const ACTION_TYPES = Object.keys(ACTIONS) as ActionType[];

export function actionDef(type: ActionType): ActionDef<ActionType> {
  return ACTIONS[type] as unknown as ActionDef<ActionType>;
}
