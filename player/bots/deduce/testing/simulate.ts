// Positions from simulated games, for tests and benchmarks while the engine is being written: a real deal,
// suggestions disproved truthfully to the left (the disprover shows one matching card at random), and the
// knowledge of one observing seat after every event. Suggesters mostly name cards they have not seen yet,
// and sometimes their own, as real players do.
import type { CardKind, CardRef, Knowledge, KnowledgeEvent } from "../types";
import type { Rng } from "./rng";

function cardSet(suspects: number, weapons: number, rooms: number): CardRef[] {
  const make = (kind: CardKind, n: number, p: string) =>
    Array.from({ length: n }, (_, i) => ({ id: `${p}${i + 1}`, kind }));
  return [...make("suspect", suspects, "s"), ...make("weapon", weapons, "w"), ...make("room", rooms, "r")];
}
export const CLASSIC = cardSet(6, 6, 9);
export const OFFICE = cardSet(6, 9, 9);

export interface GameOptions {
  cards: readonly CardRef[];
  seats: number;
  /** The Office: equal hands, leftovers face down in a pool. */
  equalDeal?: boolean;
  maxSuggestions?: number;
  /** Chance a suggester names a card it has not seen, per card (else any card). */
  smart?: number;
  /** Chances per turn of rarer events: a wrong accusation, an eliminated hand turned face up, a peek. */
  extras?: boolean;
}

export interface Game {
  envelope: string[];
  hands: string[][];
  pool: string[];
  observer: number;
  /** The observer's knowledge after the deal and after each event. */
  positions: Knowledge[];
}

export function simulateGame(r: Rng, o: GameOptions): Game {
  const kinds: CardKind[] = ["suspect", "weapon", "room"];
  const envelope = kinds.map((kd) => r.pick(o.cards.filter((c) => c.kind === kd)).id);
  const rest = r.shuffle(o.cards.map((c) => c.id).filter((c) => !envelope.includes(c)));
  const per = Math.floor(rest.length / o.seats);
  const sizes = Array.from({ length: o.seats }, (_, s) =>
    o.equalDeal ? per : per + (s < rest.length % o.seats ? 1 : 0),
  );
  const hands: string[][] = [];
  for (const size of sizes) hands.push(rest.splice(0, size));
  const pool = rest;
  const observer = r.int(o.seats);
  const seen = hands.map((h) => new Set(h));
  const events: KnowledgeEvent[] = [];
  const base = { cards: o.cards, seat: observer, handSizes: sizes, poolSize: pool.length, hand: hands[observer] ?? [] };
  const positions: Knowledge[] = [{ ...base, events: [] }];
  const push = (e: KnowledgeEvent) => (events.push(e), positions.push({ ...base, events: events.slice() }));
  const out = new Set<number>();
  const ofKind = (kd: CardKind) => o.cards.filter((c) => c.kind === kd).map((c) => c.id);
  const max = o.maxSuggestions ?? 60;
  if (pool.length > 0 && r.next() < 0.5) {
    push({ kind: "poolSeen", cards: pool });
    pool.forEach((c) => seen[observer]?.add(c));
  }

  for (let turn = 0, made = 0; made < max && out.size < o.seats; turn++) {
    const by = turn % o.seats;
    if (out.has(by)) continue;
    const mine = seen[by] ?? new Set<string>();
    const unseen = kinds.map((kd) => ofKind(kd).filter((c) => !mine.has(c)));
    if (unseen.every((u) => u.length === 1)) {
      push({ kind: "accusation", by, cards: unseen.map((u) => u[0] ?? "") as [string, string, string], correct: true });
      break;
    }
    if (o.extras && r.next() < 0.02) {
      const guess = unseen.map((u) => r.pick(u)) as [string, string, string];
      const correct = guess.every((c, i) => c === envelope[i]);
      push({ kind: "accusation", by, cards: guess, correct });
      if (correct) break;
      out.add(by);
      if (r.next() < 0.5) push({ kind: "faceUp", holder: by, cards: hands[by] ?? [] });
      continue;
    }
    if (o.extras && by === observer && r.next() < 0.05) {
      const other = (by + 1 + r.int(o.seats - 1)) % o.seats;
      const hand = hands[other] ?? [];
      if (hand.length > 0) {
        const card = r.pick(hand);
        mine.add(card);
        push({ kind: "shown", card, by: other });
      }
    }
    const named = kinds.map((kd, i) => (r.next() < (o.smart ?? 0.8) ? r.pick(unseen[i] ?? []) : r.pick(ofKind(kd))));
    const three = named as [string, string, string];
    const passed: number[] = [];
    let disprover: number | null = null;
    let shown: string | null = null;
    for (let step = 1; step < o.seats; step++) {
      const s = (by + step) % o.seats;
      const match = (hands[s] ?? []).filter((c) => three.includes(c));
      if (match.length === 0) {
        passed.push(s);
        continue;
      }
      disprover = s;
      shown = r.pick(match);
      break;
    }
    if (shown) mine.add(shown);
    push({ kind: "suggestion", by, cards: three, passed, disprover, shown: by === observer ? shown : null });
    made++;
  }
  return { envelope, hands, pool, observer, positions };
}
