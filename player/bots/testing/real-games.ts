// Positions from real games, for tests and benchmarks of the deduction core: the engine plays the classic
// and The Office editions between computer players of mixed levels, and one seat's knowledge is read off its
// view (`knowledgeOf`) after every event that changes it: the deal, each suggestion as it is answered, each
// hand laid face up, each look at the pool.
import { loadEdition } from "../../../test/editions";
import { engineFor, type GameState } from "../../engine";
import type { Game } from "../deduce/testing/simulate";
import type { Position } from "../deduce/testing/positions";
import type { Rng } from "../deduce/testing/rng";
import type { Knowledge } from "../deduce/types";
import { playBots } from "../game";
import { cardsOf, knowledgeOf } from "../knowledge";

const LEVELS = ["easy", "medium", "hard"];

/** One game between bots of random levels, seen by one random seat. */
export function realGame(r: Rng, seats: number, office: boolean): Game {
  const compiled = loadEdition(office ? "the-office" : "classic");
  const cards = cardsOf(compiled.edition);
  const { viewFor } = engineFor(compiled);
  const observer = r.int(seats);
  const positions: Knowledge[] = [];
  let last: readonly unknown[] | null = null;
  const read = (s: GameState) => {
    const view = viewFor(s, observer, { log: false });
    // Views share their records list until it changes (a new record, or the last one answered further).
    if (view.records === last) return;
    last = view.records;
    positions.push(knowledgeOf(view, cards));
  };
  const { state } = playBots(compiled, {
    levels: Array.from({ length: seats }, () => r.pick(LEVELS)),
    seed: r.int(2 ** 31),
    visit: read,
  });
  return {
    envelope: [state.envelope.suspect, state.envelope.weapon, state.envelope.room],
    hands: state.hands.map((h) => h.slice()),
    pool: state.pool.slice(),
    observer,
    positions,
  };
}

/** Endless games at `seats` seats, The Office in two of five; each made when the one before is read. */
function* realGames(r: Rng, seats: number): Generator<{ game: Game; office: boolean }> {
  for (;;) {
    const office = r.next() < 0.4;
    yield { game: realGame(r, seats, office), office };
  }
}

/** Endless positions at `seats` seats: `perGame` picked at random from each game. */
export function* realPositions(r: Rng, seats: number, perGame: number): Generator<Position> {
  for (const { game, office } of realGames(r, seats))
    for (let i = 0; i < perGame; i++) {
      const index = r.int(game.positions.length);
      const knowledge = game.positions[index];
      if (knowledge) yield { knowledge, game, index, office };
    }
}

/** Endless positions at `seats` seats: every one of each game, in order (a game costs far more than reading its positions). */
export function* everyRealPosition(r: Rng, seats: number): Generator<Position> {
  for (const { game, office } of realGames(r, seats))
    for (const [index, knowledge] of game.positions.entries()) yield { knowledge, game, index, office };
}
