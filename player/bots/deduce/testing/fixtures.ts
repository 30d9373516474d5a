// A small hand-written table for unit tests: the classic cards under their edition ids, four seats.
import type { CardRef, Knowledge, KnowledgeEvent } from "../types";

const SUSPECTS = ["scarlett", "mustard", "white", "green", "peacock", "plum"];
const WEAPONS = ["candlestick", "knife", "lead-pipe", "revolver", "rope", "wrench"];
const ROOMS = [
  "kitchen",
  "ballroom",
  "conservatory",
  "dining-room",
  "billiard-room",
  "library",
  "lounge",
  "hall",
  "study",
];

export const CARDS: CardRef[] = [
  ...SUSPECTS.map((id) => ({ id, kind: "suspect" as const })),
  ...WEAPONS.map((id) => ({ id, kind: "weapon" as const })),
  ...ROOMS.map((id) => ({ id, kind: "room" as const })),
];

/** Seat 0 observes, holding five cards; seats 1..3 hold 5, 4, 4. */
export function table(
  events: KnowledgeEvent[],
  hand = ["scarlett", "knife", "kitchen", "ballroom", "study"],
): Knowledge {
  return { cards: CARDS, seat: 0, handSizes: [5, 5, 4, 4], poolSize: 0, hand, events };
}

export const cardIndex = (id: string): number => CARDS.findIndex((c) => c.id === id);
