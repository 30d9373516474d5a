// One card of each kind for the envelope, and at least one card for every player at the largest count.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const cards: Check = {
  codes: ["TOO_FEW_CARDS"],
  reads: ["/suspects", "/weapons", "/rooms", "/players", "/rules/deal"],
  run(ctx) {
    const { suspects, weapons, rooms, players, rules } = ctx.edition;
    const roomCards = rooms.filter((r) => r.card).length;
    if (roomCards === 0) {
      ctx.report("TOO_FEW_CARDS", ["rooms"], w.noRoomCard, w.noRoomCardHelp);
      return;
    }
    const dealt = suspects.length + weapons.length + roomCards - 3;
    const each = rules.deal.kind === "equal" ? Math.floor(dealt / players.max) : dealt / players.max;
    if (each < 1)
      ctx.report(
        "TOO_FEW_CARDS",
        ["players", "max"],
        w.tooFewToDeal(dealt, players.max),
        w.lowerPlayersOrAdd(Math.max(2, dealt)),
      );
  },
};
