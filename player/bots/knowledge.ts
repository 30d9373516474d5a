// From a seat's PlayerView to the deduction core's Knowledge record. Reads the view and the public edition
// only; the view's records are already the facts deduction needs, in order.
import type { Edition } from "../../schemas/edition";
import type { PlayerView } from "../engine";
import type { CardRef, Knowledge, KnowledgeEvent } from "./deduce";

export function cardsOf(edition: Edition): CardRef[] {
  return [
    ...edition.suspects.map((s) => ({ id: s.id, kind: "suspect" as const })),
    ...edition.weapons.map((w) => ({ id: w.id, kind: "weapon" as const })),
    ...edition.rooms.filter((r) => r.card).map((r) => ({ id: r.id, kind: "room" as const })),
  ];
}

/** Each kind's card indexes (into `cards`), in order. */
export type ByKind = Record<CardRef["kind"], number[]>;

export function byKindOf(cards: readonly CardRef[]): ByKind {
  const byKind: ByKind = { suspect: [], weapon: [], room: [] };
  cards.forEach((c, i) => byKind[c.kind].push(i));
  return byKind;
}

export function knowledgeOf(
  view: PlayerView,
  cards: readonly CardRef[],
  events: readonly KnowledgeEvent[] = view.records.map(toEvent),
): Knowledge {
  if (view.viewer === "spectator") throw new Error("a spectator has no knowledge of its own");
  return {
    cards,
    seat: view.viewer,
    handSizes: handSizesOf(view.seats),
    poolSize: view.pool.size,
    hand: view.hand,
    events,
  };
}

/** Each seat's hand size, by a loop: the view's seats are frozen, and map over a frozen array is slow. */
function handSizesOf(seats: PlayerView["seats"]): number[] {
  const out: number[] = [];
  for (let i = 0; i < seats.length; i++) out.push((seats[i] as PlayerView["seats"][number]).handSize);
  return out;
}

/**
 * `knowledgeOf` for one seat's successive views: records are shared between views, so the events of the
 * records it read last time are reused, and a propagation carried from view to view (`tracker`) sees at
 * once which events are the same.
 */
export function knowledgeReader(cards: readonly CardRef[]): (view: PlayerView) => Knowledge {
  let records: PlayerView["records"] = [];
  let events: KnowledgeEvent[] = [];
  return (view) => {
    // A loop, not map: the view's records are frozen, and map over a frozen array takes a slow path.
    const next: KnowledgeEvent[] = [];
    for (let i = 0; i < view.records.length; i++) {
      const r = view.records[i] as PlayerView["records"][number];
      next.push(r === records[i] ? (events[i] as KnowledgeEvent) : toEvent(r));
    }
    records = view.records;
    events = next;
    return knowledgeOf(view, cards, next);
  };
}

function toEvent(r: PlayerView["records"][number]): KnowledgeEvent {
  switch (r.kind) {
    case "suggestion":
      return {
        kind: "suggestion",
        by: r.by,
        cards: r.named,
        passed: r.passed,
        disprover: r.disprover,
        shown: r.shown ?? null,
      };
    case "accusation":
      return { kind: "accusation", by: r.by, cards: r.named, correct: r.correct };
    default:
      return r;
  }
}
