// hard: exact probabilities (every deal consistent with what it has seen, counted); suggestions chosen for
// the most expected information; routes by the pathing table to the rooms where the best suggestion
// teaches most, by secret passage when that is quicker; the accusation room reached once the answer is
// known; Keepers and powers played when they help; an optional Intrigue draw refused when the last Clock
// could come up, and question-mark spaces avoided then.
import type { Action, PlayerView } from "../../engine";
import type { BotFactory, Legal } from "../bot";
import { deduce, type CardRef, type Deduction } from "../deduce";
import { cardsOf, knowledgeOf } from "../knowledge";
import { boardInfo, myNode, type BoardInfo } from "../plan/board";
import { decide, type Accusation } from "../plan/decide";
import { randFor } from "../plan/rand";
import { bestValue, noRoomValues, setValue, valueOf, type RoomValues } from "../plan/route";
import { askOrder, bestSuggestion } from "./information";
import { playEffects } from "./hard-effects";
import { knowledgeKey } from "./medium";
import { roomValues, showLeast } from "./shared";

interface Thoughts {
  d: Deduction;
  accusation: Accusation | null;
  values: RoomValues;
  best: Map<string, { suspect: string; weapon: string }>;
}

type ByKind = Record<CardRef["kind"], number[]>;

function think(board: BoardInfo, cards: readonly CardRef[], byKind: ByKind, view: PlayerView): Thoughts | null {
  const d = deduce(knowledgeOf(view, cards));
  if (!d.ok || d.deals === 0) return null;
  const { suspect, weapon, room } = d.solution;
  const accusation = suspect && weapon && room ? { suspect, weapon, room } : null;
  const index = (kind: CardRef["kind"]) => byKind[kind];
  const [suspects, weapons] = [index("suspect"), index("weapon")];
  const order = askOrder(view.viewer as number, view.seats.length);
  const pr = { p: d.p, holders: d.holderCount };
  const best = new Map<string, { suspect: string; weapon: string }>();
  const worth = new Map<string, number>();
  for (const r of index("room")) {
    const b = bestSuggestion(pr, order, suspects, weapons, r);
    const id = cards[r]?.id as string;
    best.set(id, { suspect: cards[b.suspect]?.id as string, weapon: cards[b.weapon]?.id as string });
    worth.set(id, b.entropy);
  }
  const values = roomValues(board, view, (r) => worth.get(r) ?? 0, accusation);
  if (!accusation && board.accusationRoom >= 0) {
    // Drift towards the accusation room as the answer firms up, so it is near when the answer is certain.
    const env = d.model.envelope;
    const sure = (kind: CardRef["kind"]) => Math.max(...index(kind).map((c) => d.p[c * d.holderCount + env] ?? 0));
    const confidence = sure("suspect") * sure("weapon") * sure("room");
    const drift = confidence * confidence * (bestValue(values) + 0.5);
    setValue(values, board.accusationRoom, Math.max(valueOf(values, board.accusationRoom), drift));
  }
  return { d, accusation, values, best };
}

export const hard: BotFactory = (compiled, seed) => {
  const board = boardInfo(compiled);
  const cards = cardsOf(compiled.edition);
  const byKind: ByKind = { suspect: [], weapon: [], room: [] };
  cards.forEach((c, i) => byKind[c.kind].push(i));
  let memo: { key: string; thoughts: Thoughts | null } | null = null;
  const thoughtsFor = (view: PlayerView) => {
    const key = knowledgeKey(view);
    if (memo?.key !== key) memo = { key, thoughts: think(board, cards, byKind, view) };
    return memo.thoughts;
  };
  return (view: PlayerView, legal: Legal): Action => {
    const rand = randFor(seed, view);
    const t = thoughtsFor(view);
    const values = t?.values ?? noRoomValues(board);
    const here = myNode(view);
    const clocks = view.intrigue;
    const lastClockRisk = clocks && clocks.clocksUp >= clocks.clocks - 1 ? 1 / Math.max(1, clocks.deck) : 0;
    return decide(board, view, legal, {
      accusation: t?.accusation ?? null,
      roomValues: values,
      suggestion: (room) => t?.best.get(room) ?? { suspect: cards[0]?.id as string, weapon: cards.find((c) => c.kind === "weapon")?.id as string },
      show: (options) => showLeast(view, options, rand),
      extra: (l) => playEffects({ board, view, legal: l, values, here, lastClockRisk, d: t?.d ?? null }),
      risk: (node) => (board.question[node] ? Math.min(1, 3 * lastClockRisk) : 0),
    }, rand);
  };
};
