// Random positions for tests: simulated games over the classic and The Office card sets, a few positions
// picked at random from each game (from the deal to the last event).
import type { Knowledge } from "../types";
import type { Rng } from "./rng";
import { CLASSIC, OFFICE, simulateGame, type Game } from "./simulate";

export interface Position {
  knowledge: Knowledge;
  game: Game;
  /** Index of the position in its game (0: just after the deal). */
  index: number;
  office: boolean;
}

export function* positions(r: Rng, seats: number, perGame: number): Generator<Position> {
  for (;;) {
    const office = r.next() < 0.4;
    const game = simulateGame(r, {
      cards: office ? OFFICE : CLASSIC,
      seats,
      equalDeal: office,
      extras: true,
      smart: 0.5 + 0.5 * r.next(),
    });
    for (let i = 0; i < perGame; i++) {
      const index = r.int(game.positions.length);
      const knowledge = game.positions[index];
      if (knowledge) yield { knowledge, game, index, office };
    }
  }
}

/** The true deal as the holder of each card (seats, then the envelope, then the pool). */
export function trueHolders(p: Position): number[] {
  const seats = p.game.hands.length;
  return p.knowledge.cards.map((c) => {
    const s = p.game.hands.findIndex((h) => h.includes(c.id));
    return s >= 0 ? s : p.game.envelope.includes(c.id) ? seats : seats + 1;
  });
}
