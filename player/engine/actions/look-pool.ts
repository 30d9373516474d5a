// Look at the face-down leftover cards, from the room where they lie (The Office: the Sales Dept.).
import type { Ctx } from "../context";
import { err } from "../errors";
import { player, tokenOf, withPlayer } from "../ops";
import { change, changeTurn } from "../shape";
import type { EngineError, GameState, Seat } from "../types";
import { type ActionDef, ANY_PHASE } from "./def";

function blocker(ctx: Ctx, state: GameState, seat: Seat): EngineError | null {
  if (ctx.poolRoom < 0 || state.pool.length === 0 || tokenOf(ctx, state, seat) !== ctx.poolRoom)
    return err("NO_POOL_HERE");
  const { deal } = ctx.edition.rules;
  if (deal.kind === "equal" && deal.lookOnEntry && !state.turn.entered) return err("ONLY_ON_ENTRY");
  if (player(state, seat).seenPool) return err("POOL_ALREADY_SEEN");
  return null;
}

export type LookPoolAction = { type: "look-pool"; seat: Seat };

export const lookPool: ActionDef<LookPoolAction> = {
  type: "look-pool",
  fields: {},
  phases: ANY_PHASE,
  check: (ctx, state, action) => blocker(ctx, state, action.seat),
  run(_ctx, state, action, ev) {
    ev.push({ type: "pool-looked", seat: action.seat, secret: { to: [action.seat], cards: state.pool.slice() } });
    const s = withPlayer(state, action.seat, { seenPool: true });
    return change(s, { turn: changeTurn(s.turn, { lookedPool: true }) });
  },
  list: (ctx, state, seat) => (blocker(ctx, state, seat) ? [] : [{ type: "look-pool", seat }]),
  any: (ctx, state, seat) => blocker(ctx, state, seat) === null,
  clean: (a) => ({ type: "look-pool", seat: a.seat }),
};
