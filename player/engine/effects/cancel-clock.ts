// Put the last Clock drawn back into the Intrigue deck and shuffle it.
import { cancelClock as cancel } from "../intrigue";
import type { EffectDef } from "./def";
import { NONE, ONCE } from "./def";

export const cancelClock: EffectDef<"cancelClock"> = {
  kind: "cancelClock",
  choices: (_ctx, state) => ((state.intrigue?.clocksUp ?? 0) > 0 ? ONCE : NONE),
  run(_ctx, state) {
    const s = cancel(state);
    return { state: s, note: { kind: "cancelClock", clocksUp: s.intrigue?.clocksUp ?? 0 } };
  },
};
