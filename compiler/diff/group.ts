// The differences gathered as a player reads them: the renamed terms as one sentence, each kind of card
// (renamed, added, left out, counted) as a few, a room's moved doors with the room, everything else one
// by one, in compare.ts's order.
import type { Edition, Terms } from "../../schemas/edition";
import type { Cards, Difference } from "./compare";

export interface TermChange {
  term: keyof Terms;
  from: string;
  to: string;
}

export interface CardChanges {
  cards: Cards;
  /** The id now, and the base edition's id it replaces (named in the base's words by the phrases). */
  renamed: { id: string; was: string }[];
  added: string[];
  /** The base edition's ids left out. */
  removed: string[];
  count: { from: number; to: number } | null;
  /** Not one card of the base edition's kept, even renamed: the edition has cards of its own. */
  allOwn: boolean;
}

export type Item =
  | { kind: "terms"; changes: TermChange[] }
  | { kind: "cards"; changes: CardChanges }
  | { kind: "room"; room: string; moved: boolean; doorsMoved: boolean }
  | Exclude<Difference, { kind: "terms" | "count" | "renamed" | "added" | "removed" | "roomMoved" | "doors" }>;

// A plural that changed with its singular says nothing more.
const PLURAL_OF: Partial<Record<keyof Terms, keyof Terms>> = {
  suspects: "suspect",
  weapons: "weapon",
  rooms: "room",
  cards: "card",
};

function termChanges(diffs: Difference[]): TermChange[] {
  const all = diffs.flatMap((d) => (d.kind === "terms" ? [{ term: d.term, from: d.from, to: d.to }] : []));
  const changed = new Set(all.map((c) => c.term));
  return all.filter((c) => {
    const single = PLURAL_OF[c.term];
    return !single || !changed.has(single);
  });
}

function cardChanges(diffs: Difference[], base: Edition, cards: Cards): CardChanges | null {
  const mine = diffs.filter(
    (d): d is Extract<Difference, { cards: Cards }> => "cards" in d && (d as { cards: Cards }).cards === cards,
  );
  if (mine.length === 0) return null;
  const renamed = mine.flatMap((d) => (d.kind === "renamed" ? [{ id: d.id, was: d.was }] : []));
  const added = mine.flatMap((d) => (d.kind === "added" ? [d.id] : []));
  const removed = mine.flatMap((d) => (d.kind === "removed" ? [d.was] : []));
  const count = mine.find((d) => d.kind === "count");
  return {
    cards,
    renamed,
    added,
    removed,
    count: count?.kind === "count" ? { from: count.from, to: count.to } : null,
    allOwn: renamed.length === 0 && removed.length === base[cards].length,
  };
}

export function group(diffs: Difference[], base: Edition): Item[] {
  const out: Item[] = [];
  const terms = termChanges(diffs);
  let cardsDone = false;
  const rooms = new Map<string, Extract<Item, { kind: "room" }>>();
  for (const d of diffs) {
    switch (d.kind) {
      case "terms":
        if (terms.length > 0 && !out.some((i) => i.kind === "terms")) out.push({ kind: "terms", changes: terms });
        break;
      case "count":
      case "renamed":
      case "added":
      case "removed":
        if (cardsDone) break;
        cardsDone = true;
        for (const c of ["suspects", "weapons", "rooms"] as const) {
          const changes = cardChanges(diffs, base, c);
          if (changes) out.push({ kind: "cards", changes });
        }
        break;
      case "roomMoved":
      case "doors": {
        const item = rooms.get(d.room) ?? { kind: "room", room: d.room, moved: false, doorsMoved: false };
        if (d.kind === "roomMoved") item.moved = true;
        else item.doorsMoved = true;
        if (!rooms.has(d.room)) out.push(item);
        rooms.set(d.room, item);
        break;
      }
      default:
        out.push(d);
    }
  }
  return out;
}
