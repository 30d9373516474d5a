// No more cards than the format allows (schemas/limits.ts): the schema caps each list, this caps the sum.
import { MAX_CARDS } from "../../schemas/limits";
import type { Check, Path } from "./context";
import { say } from "../words";

const w = say.checks;

export const cardLimit: Check = {
  codes: ["TOO_MANY_CARDS"],
  reads: ["/suspects", "/weapons", "/rooms"],
  run(ctx) {
    const { suspects, weapons, rooms } = ctx.data;
    // Every card in list order; the one past the limit is where the edition goes over.
    const cards: Path[] = [
      ...suspects.map((_, i) => ["suspects", i]),
      ...weapons.map((_, i) => ["weapons", i]),
      ...rooms.flatMap((r, i) => (r.card === false ? [] : [["rooms", i]])),
    ];
    const over = cards[MAX_CARDS];
    if (!over) return;
    const extra = cards.length - MAX_CARDS;
    ctx.report(
      "TOO_MANY_CARDS",
      over,
      w.tooManyCards(
        cards.length,
        suspects.length,
        weapons.length,
        cards.length - suspects.length - weapons.length,
        MAX_CARDS,
      ),
      w.removeCards(extra),
    );
  },
};
