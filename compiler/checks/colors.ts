// Each suspect its own colour: tokens, seats and the balance report tell them apart by it. A warning.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const colors: Check = {
  codes: ["SHARED_COLOR"],
  reads: ["/suspects"],
  run(ctx) {
    const first = new Map<string, string>();
    ctx.data.suspects.forEach((s, i) => {
      if (typeof s.color !== "string") return;
      const key = s.color.toLowerCase();
      const other = first.get(key);
      if (other === undefined) first.set(key, s.id);
      else ctx.report("SHARED_COLOR", ["suspects", i, "color"], w.sharedColour(s.id, s.color, other), w.ownColour);
    });
  },
};
