// What the viewer may do now, read from the engine: `legalTypes` for the controls to show, and
// `legalActions` per type when a control needs its choices. Nothing here decides a rule.
import { useMemo } from "react";
import type { Action, ActionOf, ActionType, Engine, GameState, Seat } from "../../engine";

export interface Turn {
  seat: Seat | null;
  types: ReadonlySet<ActionType>;
  list: <T extends ActionType>(type: T) => ActionOf<T>[];
}

export function useTurn(engine: Engine, state: GameState, viewer: Seat | "spectator", blocked: boolean): Turn {
  return useMemo(() => {
    const seat = typeof viewer === "number" && !blocked ? viewer : null;
    const types = new Set(seat === null ? [] : engine.legalTypes(state, seat));
    const cache = new Map<ActionType, Action[]>();
    return {
      seat,
      types,
      list<T extends ActionType>(type: T): ActionOf<T>[] {
        if (seat === null || !types.has(type)) return [];
        let l = cache.get(type);
        if (!l) cache.set(type, (l = engine.legalActions(state, seat, type)));
        return l as ActionOf<T>[];
      },
    };
  }, [engine, state, viewer, blocked]);
}
