// The action registry: one file per action type. Adding an action is adding a file and a line here: the
// Action union, the fields apply accepts and the phases legalTypes asks about are all read from it.
import type { Phase } from "../types";
import { accuse } from "./accuse";
import type { ActionBase, ActionDef } from "./def";
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

/** In the order legalActions lists them. */
export const ACTION_LIST = [
  roll,
  passage,
  move,
  suggest,
  showCard,
  accuse,
  endTurn,
  drawIntrigue,
  playKeeper,
  usePower,
  lookPool,
] as const;

type ActionIn<D> = D extends ActionDef<infer A> ? A : never;
/** Every action, as the registry defines them. */
export type AnyAction = ActionIn<(typeof ACTION_LIST)[number]>;
type Type = AnyAction["type"];

export const ACTIONS = Object.fromEntries(ACTION_LIST.map((d) => [d.type, d])) as unknown as {
  [T in Type]: ActionDef<Extract<AnyAction, { type: T }>>;
};

export const ACTION_TYPES: readonly Type[] = ACTION_LIST.map((d) => d.type);

export function actionDef(type: Type): ActionDef<AnyAction> {
  return ACTIONS[type] as unknown as ActionDef<AnyAction>;
}

/** The fields of an action type besides `type` and `seat`. */
export function fieldsOf(type: Type): readonly string[] {
  return FIELD_NAMES.get(type) ?? [];
}
const FIELD_NAMES = new Map<string, readonly string[]>(ACTION_LIST.map((d) => [d.type, Object.keys(d.fields)]));

/** The turn's action types that each phase can allow at all (each action still checks for itself), in list order. */
export const BY_PHASE: Record<Phase | "pending", readonly Type[]> = {
  start: ACTION_TYPES.filter((t) => inPhase(ACTIONS[t], "start")),
  rolled: ACTION_TYPES.filter((t) => inPhase(ACTIONS[t], "rolled")),
  moved: ACTION_TYPES.filter((t) => inPhase(ACTIONS[t], "moved")),
  suggested: ACTION_TYPES.filter((t) => inPhase(ACTIONS[t], "suggested")),
  pending: ACTION_TYPES.filter((t) => ACTIONS[t].phases === "pending"),
};

function inPhase(def: Pick<ActionDef<ActionBase>, "phases">, phase: Phase): boolean {
  return def.phases !== "pending" && def.phases.includes(phase);
}
