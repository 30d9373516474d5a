// The worst-case asker, as the published contest bots choose: of the suspect and weapon it could name in
// the room it stands in, the pair whose worst possible answer leaves the fewest envelopes open (by
// propagation). An answer is a card shown (that card, if a candidate, leaves the envelope) or nobody
// disproving (each named card not its own is then the envelope's); an answer is possible when some
// opponent may hold the card shown, or when no opponent surely holds any of the three.
import { NO, YES, cell, type Grid } from "../../deduce/grid";
import { tracker } from "../../deduce";
import type { BotFactory } from "../../bot";
import { cardsOf, knowledgeReader } from "../../knowledge";
import { styled } from "./wrap";

/** The envelopes left open, worst case, after naming cards a, b and c (indexes), on a settled grid. */
export function worstLeft(grid: Grid, named: readonly number[]): number {
  const m = grid.model;
  const open = new Float64Array(3);
  for (let c = 0; c < m.cardCount; c++)
    if (cell(grid, c, m.envelope) !== NO) {
      const k = m.kind[c] as number;
      open[k] = (open[k] ?? 0) + 1;
    }
  const all = (open[0] ?? 0) * (open[1] ?? 0) * (open[2] ?? 0);
  const opponent = (c: number, state: number) => {
    for (let h = 0; h < m.seats; h++) if (h !== m.observer && cell(grid, c, h) === state) return true;
    return false;
  };
  let worst = 0;
  for (const c of named) {
    if (!opponent(c, 0) && !opponent(c, YES)) continue;
    const k = m.kind[c] as number;
    const left = cell(grid, c, m.envelope) !== NO ? (all / (open[k] ?? 1)) * ((open[k] ?? 1) - 1) : all;
    worst = Math.max(worst, left);
  }
  if (!named.some((c) => opponent(c, YES))) {
    const kinds = Array.from(open);
    for (const c of named) if (cell(grid, c, m.observer) !== YES) kinds[m.kind[c] as number] = 1;
    worst = Math.max(worst, (kinds[0] ?? 0) * (kinds[1] ?? 0) * (kinds[2] ?? 0));
  }
  return worst;
}

export const worstCase: BotFactory = styled((compiled) => {
  const cards = cardsOf(compiled.edition);
  const propagate = tracker();
  const read = knowledgeReader(cards);
  return {
    suggest: (view, _chosen, rand) => {
      const p = propagate(read(view));
      const room = view.tokens.find((t) => t.suspect === view.seats[view.viewer as number]?.suspect)?.room;
      if (!p.ok || !room) return null;
      const { grid, model } = p;
      const r = model.index.get(room);
      if (r === undefined) return null;
      const ofKind = (k: number) => cards.flatMap((_c, i) => (model.kind[i] === k ? [i] : []));
      let best = Infinity;
      let picks: [number, number][] = [];
      for (const s of ofKind(0))
        for (const w of ofKind(1)) {
          const left = worstLeft(grid, [s, w, r]);
          if (left < best) [best, picks] = [left, []];
          if (left === best) picks.push([s, w]);
        }
      const [s, w] = rand.pick(picks);
      return { suspect: cards[s]?.id as string, weapon: cards[w]?.id as string };
    },
  };
});
