// The accusation room can not be the answer, since no one may suggest there.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const accusationRoom: Check = {
  codes: ["ACCUSATION_ROOM_IS_CARD"],
  reads: ["/rules/accusations", "/rooms"],
  run(ctx) {
    const a = ctx.edition.rules.accusations;
    if (a.kind !== "room") return;
    const i = ctx.edition.rooms.findIndex((r) => r.id === a.room);
    if (i >= 0 && ctx.edition.rooms[i]?.card)
      ctx.report(
        "ACCUSATION_ROOM_IS_CARD",
        ["rules", "accusations", "room"],
        w.accusationRoomHasCard(a.room),
        w.addCardFalse(a.room),
      );
  },
};
