// Suggest a suspect and a weapon in the room the token is in. Both move into the room; then each seat in
// turn from the suggester's left is asked, and the first who holds a named card must show one (show-card).
import { type Ctx, roomAt } from "../context";
import { err } from "../errors";
import { player, seatOf, tokenOf } from "../ops";
import { change, changePlayer, changeTurn } from "../shape";
import type { EngineError, GameEvent, GameState, PendingShow, Seat, SuggestionRecord } from "../types";
import { type ActionDef, unknownNamed } from "./def";

/** Why the seat may not suggest now (null when it may). */
function suggestBlocker(ctx: Ctx, state: GameState, seat: Seat): EngineError | null {
  const { turn } = state;
  if (turn.suggested) return err("ALREADY_SUGGESTED");
  const node = tokenOf(ctx, state, seat);
  const room = roomAt(ctx, node);
  if (room === null) return err("NOT_IN_ROOM");
  if (node === ctx.accusationRoom || !ctx.cardRooms.includes(room)) return err("NO_SUGGESTION_HERE");
  const justEntered = turn.phase === "moved" && turn.entered;
  const broughtHere =
    turn.phase === "start" && player(state, seat).movedBySuggestion && ctx.edition.rules.suggestions.movedMaySuggest;
  return justEntered || broughtHere ? null : err("MUST_ENTER_FIRST");
}

export type SuggestAction = { type: "suggest"; seat: Seat; suspect: string; weapon: string };

export const suggest: ActionDef<SuggestAction> = {
  type: "suggest",
  fields: { suspect: true, weapon: true },
  phases: ["start", "moved"],
  check(ctx, state, action) {
    const blocker = suggestBlocker(ctx, state, action.seat);
    if (blocker) return blocker;
    const named = unknownNamed(ctx, action.suspect, action.weapon);
    if (named) return named;
    return null;
  },
  run(ctx, state, action, ev) {
    const { seat, suspect, weapon } = action;
    const node = tokenOf(ctx, state, seat);
    const room = roomAt(ctx, node) ?? "";
    ev.push({ type: "suggested", seat, suspect, weapon, room });
    const moved = bringIn(ctx, state, suspect, weapon, node, ev);
    const record: SuggestionRecord = { seat, suspect, weapon, room, passed: [], disprover: null, card: null };
    const named = [suspect, weapon, room];
    const n = state.seats.length;
    let pending: PendingShow | null = null;
    for (let i = 1; i < n && !pending; i++) {
      const asked = (seat + i) % n;
      // Put out by the last Clock, a player "no longer plays": their cards lie face up, so nobody asks them.
      if (moved.players[asked]?.out === "clock") continue;
      const options = (state.hands[asked] ?? []).filter((c) => named.includes(c));
      if (options.length === 0) {
        record.passed.push(asked);
        ev.push({ type: "cannot-disprove", seat: asked });
        continue;
      }
      record.disprover = asked;
      ev.push({ type: "must-show", seat: asked, to: seat });
      pending = { seat: asked, to: seat, options };
    }
    if (!pending) ev.push({ type: "not-disproved", seat });
    // One new state for the whole suggestion: a suggestion is among the costliest actions, and each
    // state written out is a copy of twenty fields.
    return change(state, {
      tokens: moved.tokens,
      weapons: moved.weapons,
      players: moved.players,
      turn: changeTurn(state.turn, { phase: "suggested", suggested: true }),
      pending,
      suggestions: [...state.suggestions, record],
    });
  },
  list(ctx, state, seat) {
    if (suggestBlocker(ctx, state, seat)) return [];
    return ctx.suspects.flatMap((suspect) =>
      ctx.weapons.map((weapon) => ({ type: "suggest" as const, seat, suspect, weapon })),
    );
  },
  any: (ctx, state, seat) => suggestBlocker(ctx, state, seat) === null,
  clean: (a) => ({ type: "suggest", seat: a.seat, suspect: a.suspect, weapon: a.weapon }),
};

/**
 * Moves the named suspect's token and the weapon into the room. A seated player whose token is brought in
 * from elsewhere may suggest there next turn, and (The Office) may draw an Intrigue card. Returns the
 * tokens, weapons and players as they are after (the same lists when nothing moved).
 */
function bringIn(
  ctx: Ctx,
  state: GameState,
  suspect: string,
  weapon: string,
  room: number,
  ev: GameEvent[],
): Pick<GameState, "tokens" | "weapons" | "players"> {
  let { tokens, weapons, players } = state;
  const si = ctx.suspectIndex.get(suspect) as number;
  const from = tokens[si] as number;
  if (from !== room) {
    tokens = tokens.slice();
    tokens[si] = room;
    ev.push({ type: "token-moved", suspect, from, to: room, why: "suggestion" });
    const moved = seatOf(state, suspect);
    const p = moved >= 0 ? players[moved] : undefined;
    if (p && p.out === null) {
      const draws = ctx.edition.modules.intrigue?.drawWhenMovedBySuggestion ? 1 : 0;
      players = players.slice();
      players[moved] = changePlayer(p, { movedBySuggestion: true, drawsOwed: p.drawsOwed + draws });
    }
  }
  const wi = ctx.weaponIndex.get(weapon) as number;
  const wFrom = weapons[wi] as number;
  if (wFrom !== room) {
    weapons = weapons.slice();
    weapons[wi] = room;
    ev.push({ type: "weapon-moved", weapon, from: wFrom, to: room });
  }
  return { tokens, weapons, players };
}
