// Accuse: name a suspect, a weapon and a room, and look in the envelope. Right on all three wins; wrong
// puts the seat out of moving and accusing (it still disproves). Once per game, since either ends it.
import type { Ctx } from "../context";
import { err } from "../errors";
import { player, tokenOf, withPlayer } from "../ops";
import { eliminate, finish } from "../turn";
import type { EngineError, GameState, Seat } from "../types";
import { type ActionDef, isString, unknownNamed } from "./def";

function accuseBlocker(ctx: Ctx, state: GameState, seat: Seat): EngineError | null {
  // The turn order never gives an out seat a turn; this holds even when a state says otherwise.
  const me = player(state, seat);
  if (me.out !== null) return err("OUT_OF_GAME");
  if (me.accused) return err("ALREADY_ACCUSED");
  const { phase, lookedPool, entered } = state.turn;
  const { suggestions, accusations } = ctx.edition.rules;
  if (phase === "rolled") return err("ACCUSE_NOT_NOW");
  if (phase === "suggested") {
    if (!suggestions.accuseAfter) return err("ACCUSE_NOT_NOW");
    // This turn's suggestion is the last one; a card shown for it ends the turn where the edition says so.
    if (suggestions.accuseAfterShown === false && (state.suggestions.at(-1)?.disprover ?? null) !== null)
      return err("ACCUSE_NOT_NOW", "a card was shown, which ends the turn");
  }
  if (ctx.accusationRoom >= 0) {
    if (tokenOf(ctx, state, seat) !== ctx.accusationRoom) return err("ACCUSE_ONLY_IN_ROOM");
    if (accusations.kind === "room" && accusations.onEntry && !entered) return err("ONLY_ON_ENTRY");
    if (lookedPool && ctx.poolRoom === ctx.accusationRoom) return err("POOL_ALREADY_CHOSEN");
  }
  return null;
}

export type AccuseAction = { type: "accuse"; seat: Seat; suspect: string; weapon: string; room: string };

export const accuse: ActionDef<AccuseAction> = {
  type: "accuse",
  fields: { suspect: true, weapon: true, room: true },
  phases: ["start", "moved", "suggested"],
  check(ctx, state, action) {
    const blocker = accuseBlocker(ctx, state, action.seat);
    if (blocker) return blocker;
    const named = unknownNamed(ctx, action.suspect, action.weapon);
    if (named) return named;
    if (!isString(action.room) || !ctx.cardRooms.includes(action.room)) return err("UNKNOWN_CARD", String(action.room));
    return null;
  },
  run(ctx, state, action, ev) {
    const { seat, suspect, weapon, room } = action;
    const e = state.envelope;
    const correct = e.suspect === suspect && e.weapon === weapon && e.room === room;
    const s = withPlayer(state, seat, { accused: true, sawEnvelope: !correct });
    if (correct) {
      ev.push({ type: "accused", seat, suspect, weapon, room, correct });
      return finish(s, { winner: seat, reason: "accusation" }, ev);
    }
    ev.push({
      type: "accused",
      seat,
      suspect,
      weapon,
      room,
      correct,
      secret: { to: [seat], cards: [e.suspect, e.weapon, e.room] },
    });
    return eliminate(ctx, s, seat, "accusation", ev);
  },
  list(ctx, state, seat) {
    if (accuseBlocker(ctx, state, seat)) return [];
    return ctx.suspects.flatMap((suspect) =>
      ctx.weapons.flatMap((weapon) =>
        ctx.cardRooms.map((room) => ({ type: "accuse" as const, seat, suspect, weapon, room })),
      ),
    );
  },
  any: (ctx, state, seat) => accuseBlocker(ctx, state, seat) === null,
  clean: (a) => ({ type: "accuse", seat: a.seat, suspect: a.suspect, weapon: a.weapon, room: a.room }),
};
