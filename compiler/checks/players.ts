// A player count that can happen: min <= max <= the number of suspects.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const players: Check = {
  codes: ["PLAYERS_RANGE"],
  reads: ["/players", "/suspects"],
  run(ctx) {
    const { min, max } = ctx.edition.players;
    if (min > max) ctx.report("PLAYERS_RANGE", ["players", "min"], w.minOverMax(min, max), w.swap);
    const n = ctx.edition.suspects.length;
    if (max > n) ctx.report("PLAYERS_RANGE", ["players", "max"], w.maxOverSuspects(max, n), w.lowerOrAddSuspects(n));
  },
};
