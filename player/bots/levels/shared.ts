// Judgements more than one level shares: which cards are still candidates, what to show, where to go.
import type { Card, PlayerView } from "../../engine";
import type { CardKind, CardRef } from "../deduce";
import type { BoardInfo } from "../plan/board";
import type { Accusation } from "../plan/decide";
import type { Rand } from "../plan/rand";
import type { RoomValues } from "../plan/route";

export type Candidates = Record<CardKind, string[]>;

export function candidatesOf(cards: readonly CardRef[], possible: (card: string, index: number) => boolean): Candidates {
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

/** Cards this seat has already shown, to whom (read from its log: its own shows carry the card). */
export function shownBefore(view: PlayerView): Map<number, Set<Card>> {
  const out = new Map<number, Set<Card>>();
  for (const e of view.log)
    if (e.type === "card-shown" && e.seat === view.viewer && e.card !== undefined) {
      const set = out.get(e.to) ?? new Set<Card>();
      set.add(e.card);
      out.set(e.to, set);
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

/**
 * Rooms worth a suggestion (`value(room)`), and the room of the face-down leftovers while they are unseen
 * (as much as the best room); or the accusation room alone once the answer is known.
 */
export function roomValues(board: BoardInfo, view: PlayerView, value: (room: string) => number, accusation: Accusation | null): RoomValues {
  const values: RoomValues = new Map();
  if (accusation && board.accusationRoom >= 0) {
    values.set(board.accusationRoom, 1);
    return values;
  }
  for (const room of board.rooms) {
    const node = board.roomNode(room);
    if (node === board.accusationRoom) continue;
    values.set(node, value(room));
  }
  if (board.poolRoom >= 0 && view.pool.size > 0 && view.pool.cards === null)
    values.set(board.poolRoom, Math.max(values.get(board.poolRoom) ?? 0, ...values.values(), 0.5));
  return values;
}

/** A suspect and a weapon among the candidates (any card of the kind when none is left). */
export function namePair(rand: Rand, c: Candidates, all: Candidates): { suspect: string; weapon: string } {
  const pick = (xs: string[], ys: string[]) => rand.pick(xs.length ? xs : ys);
  return { suspect: pick(c.suspect, all.suspect), weapon: pick(c.weapon, all.weapon) };
}
