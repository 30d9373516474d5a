// Look at one card, chosen at random, from another seat's hand. Only the player who looks sees which.
import { player, withPlayer } from "../ops";
import { change } from "../shape";
import { withRng } from "../rng";
import type { EffectDef } from "./def";

export const peekCard: EffectDef<"peekCard"> = {
  kind: "peekCard",
  choices: (_ctx, state, seat) =>
    state.seats
      .map((_, target) => ({ target }))
      .filter(({ target }) => target !== seat && (state.hands[target]?.length ?? 0) > 0),
  run(_ctx, state, seat, _effect, choice, ev) {
    const target = choice.target ?? -1;
    const hand = state.hands[target] ?? [];
    const [card, rng] = withRng(state.rng, (r) => r.pick(hand));
    ev.push({ type: "peeked", seat, target, secret: { to: [seat], card } });
    const s = withPlayer(change(state, { rng }), seat, {
      seen: [...player(state, seat).seen, { card, by: target, via: "peek" }],
    });
    return { state: s, note: { kind: "peekCard", target } };
  },
};
