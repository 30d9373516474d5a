// random: any legal action, chosen uniformly by type then within the type; it never accuses at random, only
// when its notebook (propagation) is certain of the envelope.
import type { Action } from "../../engine";
import type { BotFactory } from "../bot";
import { cardsOf } from "../knowledge";
import { randFor } from "../plan/rand";
import { candidatesFinder } from "./medium";
import { certain } from "./shared";

export const random: BotFactory = (compiled, seed) => {
  const candidates = candidatesFinder(cardsOf(compiled.edition));
  return (view, legal) => {
    const rand = randFor(seed, view);
    const seat = view.viewer as number;
    if (legal.types.includes("accuse")) {
      const sure = certain(candidates(view));
      if (sure) return { type: "accuse", seat, ...sure };
    }
    const types = legal.types.filter((t) => t !== "accuse");
    const type = rand.pick(types.length ? types : legal.types);
    const actions: Action[] = legal.list(type);
    return rand.pick(actions);
  };
};
