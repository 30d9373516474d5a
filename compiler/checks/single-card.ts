// A kind with one card: that card is in the envelope before the first turn, so that part of the mystery
// is solved before it starts. A warning: the edition still plays.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const singleCard: Check = {
  codes: ["ONLY_ONE_CARD"],
  reads: ["/suspects", "/weapons", "/rooms", "/terms"],
  run(ctx) {
    const { terms } = ctx.edition;
    const kinds = [
      {
        list: "suspects" as const,
        one: terms.suspect,
        many: terms.suspects,
        ids: ctx.data.suspects.map((s, i) => [s.id, i] as const),
      },
      {
        list: "weapons" as const,
        one: terms.weapon,
        many: terms.weapons,
        ids: ctx.data.weapons.map((w, i) => [w.id, i] as const),
      },
      {
        list: "rooms" as const,
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
        w.onlyCard(only[0], k.list, k.one),
        w.addMoreCards(k.list, k.one, k.many),
      );
    }
  },
};
