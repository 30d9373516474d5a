// For the hard level's tests on moments of real games: what the bot does there, and what reading the
// opponents' names settles.
import type { CompiledEdition } from "../../../schemas/graph";
import { engineFor, type Action, type GameState, type PlayerView } from "../../engine";
import { deduce, deduceFrom, type Deduced, type Deduction, type Knowledge } from "../deduce";
import type { Accusation } from "../plan/decide";
import { botsFor, playBots } from "../game";
import { cardsOf, knowledgeOf } from "../knowledge";
import { askOrder, envelopeGains } from "./information";
import { readNames, type RoomReading } from "./names";

/** What a hard bot in the viewer's seat does at this moment (every seat hard, seed 3). */
export function hardDecision(compiled: CompiledEdition, state: GameState, view: PlayerView): Action {
  const seat = view.viewer as number;
  const bot = botsFor(compiled, Array<string>(view.seats.length).fill("hard"), 3)[seat]!;
  const { legalActions, legalTypes } = engineFor(compiled);
  return bot(view, { types: legalTypes(state, seat), list: (t) => legalActions(state, seat, t) });
}

/** A moment the hard seat may accuse: the game, its view, its knowledge and the sound deduction of that. */
export interface AccuseMoment {
  state: GameState;
  view: PlayerView;
  knowledge: Knowledge;
  d: Deduced;
}

/**
 * Plays `games` games of one hard bot among medium ones (game g: `seats(g)` seats, the hard one g mod that,
 * seed `seed + g`) and gives `visit` every moment the hard seat may accuse.
 */
export function hardAccuseMoments(
  compiled: CompiledEdition,
  games: number,
  seed: number,
  seats: (g: number) => number,
  visit: (m: AccuseMoment) => void,
): void {
  const cards = cardsOf(compiled.edition);
  const { legalTypes, viewFor } = engineFor(compiled);
  for (let g = 0; g < games; g++) {
    const n = seats(g);
    const hard = g % n;
    const levels = Array<string>(n).fill("medium");
    levels[hard] = "hard";
    playBots(compiled, {
      levels,
      seed: seed + g,
      visit: (state) => {
        if (state.result || state.pending || state.turn.seat !== hard || !legalTypes(state, hard).includes("accuse"))
          return;
        const view = viewFor(state, hard, { log: false });
        const knowledge = knowledgeOf(view, cards);
        visit({ state, view, knowledge, d: deduce(knowledge) });
      },
    });
  }
}

/**
 * The envelope the read grid (names.ts) settles, over the sound deduction `d` of `k`, with the rooms
 * `rooms` reads (none when not given); null while it is open.
 */
export function readAnswer(k: Knowledge, d: Deduction, rooms?: RoomReading): Accusation | null {
  const r = deduceFrom(k, { ok: true, grid: readNames(d.grid, undefined, rooms).grid, model: d.model });
  if (!r.ok || r.deals === 0) return null;
  const { suspect, weapon, room } = r.solution;
  return suspect && weapon && room ? { suspect, weapon, room } : null;
}

/** What the plan reads of a count `d` (one with deals): the probabilities, the envelope's gains, the asking order, the cards of each kind. */
export function planInputs(d: Deduction) {
  const m = d.model;
  const pr = { p: d.p, holders: d.holderCount };
  const ofKind = (k: number) => Array.from(m.kind.keys()).filter((c) => m.kind[c] === k);
  const [suspects, weapons, rooms] = [ofKind(0), ofKind(1), ofKind(2)];
  return {
    pr,
    gains: envelopeGains(pr, m.envelope, m.pool, m.kind),
    order: askOrder(m.observer, m.seats),
    suspects,
    weapons,
    rooms,
  };
}
