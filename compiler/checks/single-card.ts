// A kind with one card: that card is in the envelope before the first turn, so that part of the mystery
// is solved before it starts. A warning: the edition still plays.
import type { Check } from "./context";

export const singleCard: Check = {
  codes: ["ONLY_ONE_CARD"],
  reads: ["/suspects", "/weapons", "/rooms", "/terms"],
  run(ctx) {
    const { terms } = ctx.edition;
    const kinds = [
      {
        list: "suspects",
        one: terms.suspect,
        many: terms.suspects,
        ids: ctx.data.suspects.map((s, i) => [s.id, i] as const),
      },
      {
        list: "weapons",
        one: terms.weapon,
        many: terms.weapons,
        ids: ctx.data.weapons.map((w, i) => [w.id, i] as const),
      },
      {
        list: "rooms",
        one: terms.room,
        many: terms.rooms,
        ids: ctx.data.rooms.flatMap((r, i) => (r.card === false ? [] : [[r.id, i] as const])),
      },
    ];
    for (const k of kinds) {
      const only = k.ids.length === 1 ? k.ids[0] : undefined;
      if (!only) continue;
      ctx.report(
        "ONLY_ONE_CARD",
        [k.list, only[1]],
        `\`${only[0]}\` is the only ${k.one.toLowerCase()} card, so it is in the envelope from the start: every player knows the ${k.one.toLowerCase()} before the first turn`,
        `add ${k.many.toLowerCase()}: with three or more the ${k.one.toLowerCase()} is a real question`,
      );
    }
  },
};
