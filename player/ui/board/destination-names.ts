// The destinations of the viewer's move in words, as the list of buttons and the board's cursor both say
// them: where each one is (a room; a square by the room it brings the token nearer to, and the steps from it
// into that room), what it takes from the roll (the engine's movement's count), and, where two squares
// would read the same, as many further rooms with their steps as it takes to tell them apart.
import { placeOf, type Place } from "../../board";
import type { CompiledEdition } from "../../../schemas/graph";
import type { PlayerView } from "../../engine";
import type { EditionText } from "../../../edition/text";
import type { Lang } from "../../../i18n/lang";
import { movePlan } from "./move-plan";
import { sayPlace } from "./place-name";

export interface DestinationName {
  node: number;
  place: Place;
  /** The place in words, and the steps the move there takes from `roll`. */
  where: string;
  used: number;
  roll: number;
}

// The last answer: the list and the board's cursor ask about the same move in the same render.
let last: { key: readonly unknown[]; names: Map<number, DestinationName> } | null = null;

/**
 * Per destination of `moves` (the legal moves by node), in no particular order; the same Map again when
 * asked about the same move (the same objects) twice.
 */
export function destinationNamesOf(
  compiled: CompiledEdition,
  view: PlayerView,
  moves: ReadonlyMap<number, unknown>,
  lang: Lang,
  names: EditionText,
): Map<number, DestinationName> {
  const key = [compiled, view, moves, lang, names];
  if (last?.key.every((k, i) => k === key[i])) return last.names;
  const found = destinationNames(compiled, view, moves.keys(), lang, names);
  last = { key, names: found };
  return found;
}

/** Per destination node, in no particular order. */
export function destinationNames(
  compiled: CompiledEdition,
  view: PlayerView,
  nodes: Iterable<number>,
  lang: Lang,
  names: EditionText,
): Map<number, DestinationName> {
  const plan = movePlan(compiled, view);
  // The mover's own start square is "the start square".
  const who = view.seats[view.turn.seat]?.suspect;
  const out = new Map<number, DestinationName>();
  const detail = new Map<number, number>();
  for (const node of nodes) {
    const place = placeOf(compiled, node, plan?.from);
    const where = sayPlace(place, lang, names, { who });
    out.set(node, { node, place, where, used: plan?.used.get(node) ?? 0, roll: plan?.roll ?? 0 });
    detail.set(node, 1);
  }
  // Squares that read alike say one more room each round, until they differ or have no room left to say.
  for (let round = 0; round < compiled.graph.roomCount; round++) {
    const byWords = new Map<string, DestinationName[]>();
    for (const d of out.values()) byWords.set(d.where, [...(byWords.get(d.where) ?? []), d]);
    let changed = false;
    for (const alike of byWords.values()) {
      if (alike.length < 2) continue;
      for (const d of alike) {
        if (d.place.kind !== "square" || (detail.get(d.node) ?? 1) >= d.place.others.length) continue;
        const more = (detail.get(d.node) ?? 1) + 1;
        detail.set(d.node, more);
        out.set(d.node, { ...d, where: sayPlace(d.place, lang, names, { detail: more, who }) });
        changed = true;
      }
    }
    if (!changed) break;
  }
  return out;
}
