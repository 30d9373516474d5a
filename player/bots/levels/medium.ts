// medium: the notebook's propagation (every rule of inference, no counting); accuses the moment the
// envelope is certain; goes where an envelope candidate room is, names candidates, shows as little as it can.
// It asks only what another seat could answer: a card that can only be in the envelope or the face-down
// pool teaches nothing when named, so it names others while there are any, and a room where no suggestion
// could teach anything is not worth the walk.
import { tracker, type CardRef } from "../deduce";
import { NO, cell } from "../deduce/grid";
import type { BotFactory } from "../bot";
import { cardsOf, knowledgeReader } from "../knowledge";
import { boardInfo } from "../plan/board";
import { decide } from "../plan/decide";
import { randFor } from "../plan/rand";
import type { PlayerView } from "../../engine";
import { candidatesOf, certain, namePair, once, roomValues, showLeast, type Candidates } from "./shared";

/**
 * `f(view)`, remembered while the view's knowledge stays the same (a bot asks many times a turn): the same
 * records and hand (views share these lists until they change, so a changed answer to the last suggestion
 * is a new list too) and as many cards seen in the pool.
 */
export function perKnowledge<T>(f: (view: PlayerView) => T): (view: PlayerView) => T {
  let last: { view: PlayerView; value: T } | null = null;
  const same = (a: PlayerView, b: PlayerView) =>
    a.viewer === b.viewer &&
    a.records === b.records &&
    a.hand === b.hand &&
    (a.pool.cards?.length ?? -1) === (b.pool.cards?.length ?? -1);
  return (view) => {
    if (!last || !same(last.view, view)) last = { view, value: f(view) };
    return last.value;
  };
}

/** What propagation (carried from view to view) leaves open. */
interface Notes {
  /** The cards not ruled out of the envelope. */
  left: Candidates;
  /** Of those, the ones another seat may still hold: naming them may teach something. */
  askable: Candidates;
}

function notesFinder(cards: readonly CardRef[]): (view: PlayerView) => Notes {
  const propagate = tracker();
  const read = knowledgeReader(cards);
  return perKnowledge((view) => {
    const p = propagate(read(view));
    if (!p.ok) {
      const left = candidatesOf(cards, (id) => !view.hand.includes(id));
      return { left, askable: left };
    }
    const { grid, model } = p;
    const others = (i: number) => {
      for (let h = 0; h < model.seats; h++) if (h !== model.observer && cell(grid, i, h) !== NO) return true;
      return false;
    };
    const left = candidatesOf(cards, (_id, i) => cell(grid, i, model.envelope) !== NO);
    return { left, askable: candidatesOf(cards, (_id, i) => cell(grid, i, model.envelope) !== NO && others(i)) };
  });
}

/** The cards propagation has not ruled out of the envelope. */
export function candidatesFinder(cards: readonly CardRef[]): (view: PlayerView) => Candidates {
  const notes = notesFinder(cards);
  return (view) => notes(view).left;
}

export const medium: BotFactory = (compiled, seed) => {
  const board = boardInfo(compiled);
  const cards = cardsOf(compiled.edition);
  const all = candidatesOf(cards, () => true);
  const notesOf = notesFinder(cards);
  return (view, legal) => {
    const rand = randFor(seed, view);
    // Worked out only when the decision needs it (showing a card does not).
    const notes = () => notesOf(view);
    const values = once(() => {
      const { left, askable } = notes();
      // A room is worth a suggestion while naming it, or a suspect or weapon there, can still teach.
      const elsewhere = askable.suspect.length > 0 || askable.weapon.length > 0;
      return roomValues(
        board,
        view,
        (room) => (askable.room.includes(room) ? 1 : elsewhere ? (left.room.includes(room) ? 0.5 : 0.25) : 0),
        certain(left),
      );
    });
    return decide(
      board,
      view,
      legal,
      {
        accusation: () => certain(notes().left),
        roomValues: values,
        suggestion: () => {
          const { left, askable } = notes();
          const ask = (kind: "suspect" | "weapon") => (askable[kind].length > 0 ? askable[kind] : left[kind]);
          return namePair(rand, { suspect: ask("suspect"), weapon: ask("weapon"), room: left.room }, all);
        },
        show: (options) => showLeast(view, options, rand),
        extra: (l) =>
          l.types.includes("draw-intrigue") ? { type: "draw-intrigue", seat: view.viewer as number } : null,
      },
      rand,
    );
  };
};
