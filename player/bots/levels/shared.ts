// Judgements more than one level shares: which cards are still candidates, what to show, where to go.
import type { Card, PlayerView } from "../../engine";
import type { CardKind, CardRef } from "../deduce";
import type { BoardInfo } from "../plan/board";
import type { Accusation } from "../plan/decide";
import type { Rand } from "../plan/rand";
import { bestValue, noRoomValues, setValue, type RoomValues } from "../plan/route";

export type Candidates = Record<CardKind, string[]>;

/** `f()`, worked out the first time it is asked for. */
export function once<T>(f: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = f();
      done = true;
    }
    return value;
  };
}

export function candidatesOf(
  cards: readonly CardRef[],
  possible: (card: string, index: number) => boolean,
): Candidates {
  const out: Candidates = { suspect: [], weapon: [], room: [] };
  cards.forEach((c, i) => {
    if (possible(c.id, i)) out[c.kind].push(c.id);
  });
  return out;
}

export function certain(c: Candidates): Accusation | null {
  const [suspect, weapon, room] = [c.suspect, c.weapon, c.room];
  return suspect.length === 1 && weapon.length === 1 && room.length === 1
    ? { suspect: suspect[0] as string, weapon: weapon[0] as string, room: room[0] as string }
    : null;
}

/** Cards this seat has already shown, to whom (its own answers to suggestions carry the card it showed). */
export function shownBefore(view: PlayerView): Map<number, Set<Card>> {
  const out = new Map<number, Set<Card>>();
  for (const r of view.records)
    if (r.kind === "suggestion" && r.disprover === view.viewer && r.shown) {
      const set = out.get(r.by) ?? new Set<Card>();
      set.add(r.shown);
      out.set(r.by, set);
    }
  return out;
}

/** card * holders + seat: 1 where that seat has shown the viewer this card (information.ts's `shown`). */
export function shownToMe(view: PlayerView, cards: readonly CardRef[], holders: number): Uint8Array {
  const out = new Uint8Array(cards.length * holders);
  for (const r of view.records)
    if (r.kind === "suggestion" && r.by === view.viewer && r.disprover !== null && r.shown) {
      const c = cards.findIndex((x) => x.id === r.shown);
      if (c >= 0) out[c * holders + r.disprover] = 1;
    }
  return out;
}

/** Show what the asker has seen already, else what someone else has, else anything: leak as little as can be. */
export function showLeast(view: PlayerView, options: Card[], rand: Rand): Card {
  const to = view.waiting?.to ?? -1;
  const before = shownBefore(view);
  const toThem = options.filter((c) => before.get(to)?.has(c));
  if (toThem.length) return rand.pick(toThem);
  const anyone = options.filter((c) => [...before.values()].some((s) => s.has(c)));
  return rand.pick(anyone.length ? anyone : options);
}

/** Can any other seat still answer a suggestion with a card nobody has seen? (Not one whose hand lies face up.) */
function someoneCanAnswer(view: PlayerView): boolean {
  return view.seats.some(
    (s, seat) => seat !== view.viewer && s.handSize > 0 && !view.faceUp.some((f) => f.holder === seat),
  );
}

/**
 * Rooms worth a suggestion (`value(room)`; none when nobody can answer one), and the room of the face-down
 * leftovers while they are unseen: more than any other (one look shows several cards for good, where a
 * suggestion shows one at most); or the accusation room alone once the answer is known.
 */
export function roomValues(
  board: BoardInfo,
  view: PlayerView,
  value: (room: string) => number,
  accusation: Accusation | null,
): RoomValues {
  const values = noRoomValues(board);
  if (accusation && board.accusationRoom >= 0) {
    setValue(values, board.accusationRoom, 1);
    return values;
  }
  // Suggesting where nobody can answer teaches nothing: a player left alone goes to look at what is left.
  if (someoneCanAnswer(view))
    for (const room of board.rooms) {
      const node = board.roomNode(room);
      if (node !== board.accusationRoom) setValue(values, node, value(room));
    }
  if (board.poolRoom >= 0 && view.pool.size > 0 && view.pool.cards === null)
    setValue(values, board.poolRoom, 1.5 * bestValue(values) + 0.5);
  return values;
}

/** A suspect and a weapon among the candidates (any card of the kind when none is left). */
export function namePair(rand: Rand, c: Candidates, all: Candidates): { suspect: string; weapon: string } {
  const pick = (xs: string[], ys: string[]) => rand.pick(xs.length ? xs : ys);
  return { suspect: pick(c.suspect, all.suspect), weapon: pick(c.weapon, all.weapon) };
}
