// The seat asked to disprove shows one of the named cards it holds, to the suggester alone.
import { err } from "../errors";
import { player, playersWith } from "../ops";
import { change } from "../shape";
import type { Card, Seat, SuggestionRecord } from "../types";
import { type ActionDef, isString } from "./def";

export type ShowCardAction = { type: "show-card"; seat: Seat; card: Card };

export const showCard: ActionDef<ShowCardAction> = {
  type: "show-card",
  fields: { card: true },
  phases: "pending",
  check(_ctx, state, action) {
    const p = state.pending;
    if (!p) return err("NOTHING_TO_SHOW");
    if (!isString(action.card) || !p.options.includes(action.card)) return err("NOT_A_CHOICE", String(action.card));
    return null;
  },
  run(_ctx, state, action, ev) {
    const p = state.pending;
    if (!p) return state;
    const { card } = action;
    ev.push({ type: "card-shown", seat: p.seat, to: p.to, secret: { to: [p.seat, p.to], card } });
    const players = playersWith(state, p.to, {
      seen: [...player(state, p.to).seen, { card, by: p.seat, via: "suggestion" }],
    });
    const suggestions = state.suggestions.slice();
    const last = suggestions[suggestions.length - 1] as SuggestionRecord;
    suggestions[suggestions.length - 1] = { ...last, card };
    // One new state for the answer, as a suggestion and the end of a turn write one (each is a copy of twenty fields).
    return change(state, { players, pending: null, suggestions });
  },
  list: (_ctx, state, seat) =>
    state.pending && state.pending.seat === seat
      ? state.pending.options.map((card) => ({ type: "show-card" as const, seat, card }))
      : [],
  clean: (a) => ({ type: "show-card", seat: a.seat, card: a.card }),
};
