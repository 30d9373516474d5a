// The weapons can be placed as the rules say.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const setup: Check = {
  codes: ["SETUP_IMPOSSIBLE"],
  reads: ["/weapons", "/rooms", "/rules/weapons"],
  run(ctx) {
    const { weapons, rooms, rules } = ctx.edition;
    if (rules.weapons.kind === "distinctRooms" && weapons.length > rooms.length)
      ctx.report(
        "SETUP_IMPOSSIBLE",
        ["rules", "weapons", "kind"],
        w.notDistinct(weapons.length, rooms.length),
        w.useSpread,
      );
  },
};
