// The weapons can be placed as the rules say.
import type { Check } from "./context";

export const setup: Check = {
  codes: ["SETUP_IMPOSSIBLE"],
  reads: ["/weapons", "/rooms", "/rules/weapons"],
  run(ctx) {
    const { weapons, rooms, rules } = ctx.edition;
    if (rules.weapons.kind === "distinctRooms" && weapons.length > rooms.length)
      ctx.report(
        "SETUP_IMPOSSIBLE",
        ["rules", "weapons", "kind"],
        `${weapons.length} weapons can not each go into a different one of ${rooms.length} rooms`,
        "use `kind: spread`, or add rooms",
      );
  },
};
