// A player count that can happen: min <= max <= the number of suspects.
import type { Check } from "./context";

export const players: Check = {
  codes: ["PLAYERS_RANGE"],
  reads: ["/players", "/suspects"],
  run(ctx) {
    const { min, max } = ctx.edition.players;
    if (min > max)
      ctx.report(
        "PLAYERS_RANGE",
        ["players", "min"],
        `players.min (${min}) is more than players.max (${max})`,
        "swap them",
      );
    const n = ctx.edition.suspects.length;
    if (max > n)
      ctx.report(
        "PLAYERS_RANGE",
        ["players", "max"],
        `players.max is ${max} but there are only ${n} suspects to play`,
        `lower it to ${n} or add suspects`,
      );
  },
};
