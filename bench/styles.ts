// The hard level against players of other styles (issue 30; player/bots/testing/styles): three of one
// style at classic's 4 seats, the hard bot rotated through the seats, 2,000 games at seed 22 (where its
// guessing was tuned) and at seed 61 (never tuned on), in this process. `hardVsStyleShare.<style>.<seed>`
// is its wins over its fair share with a 95 % interval; `hardWrongAccusationRateVs.<style>` the share of
// its accusations that were wrong, both seeds together. The styles accuse only when certain, so every
// wrong accusation is the hard bot's. Part of bots.bench.ts; `CLUE_BOTS_BENCH=styles npm run bench --
// --only=bots --json` runs this part alone (some five minutes of one core).
import { STYLES } from "../player/bots/testing/styles";
import { hardVersus } from "../player/bots/testing/versus";
import { loadEdition } from "../test/editions";
import { shareOf, type Share } from "./bots.bench";

const GAMES = 2000;
const SEEDS = [22, 61];
const PLAYERS = 4;

export function styleFigures(): {
  hardVsStyleShare: Record<string, Record<string, Share>>;
  wrongRates: Record<string, number>;
} {
  const compiled = loadEdition("classic");
  const shares: Record<string, Record<string, Share>> = {};
  const wrongRates: Record<string, number> = {};
  for (const style of STYLES.keys()) {
    const bySeed: Record<string, Share> = {};
    let [wrong, accusations] = [0, 0];
    for (const seed of SEEDS) {
      const r = hardVersus(compiled, { against: style, players: PLAYERS, games: GAMES, seed });
      bySeed[`seed${seed}`] = shareOf(r.wins, r.games, PLAYERS);
      wrong += r.wrong;
      accusations += r.accusations;
    }
    shares[style] = bySeed;
    wrongRates[style] = Number((wrong / Math.max(1, accusations)).toFixed(3));
  }
  return { hardVsStyleShare: shares, wrongRates };
}
