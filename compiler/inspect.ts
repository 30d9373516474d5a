// The compiled facts that `clue-compile inspect --json` prints (DESIGN.md section 3).
import type { CompiledEdition } from "../schemas/graph";
import type { Edition } from "../schemas/edition";
import { UNREACHABLE } from "../schemas/graph";
import { differences } from "./diff";

export interface InspectExtras {
  /** The chain of `extends`, the root first (compile's `chain`); absent for an edition that extends none. */
  chain?: { file: string; id: string }[];
  /** The edition to say "what's different" against: classic. */
  base?: Edition;
}

export function inspect({ edition, graph }: CompiledEdition, extras: InspectExtras = {}) {
  const matrix = edition.rooms.map((_, i) =>
    edition.rooms.map((_, j) => {
      const d = graph.roomDist[(graph.squareCount + i) * graph.roomCount + j] as number;
      return d === UNREACHABLE ? null : d;
    }),
  );
  return {
    id: edition.id,
    name: edition.name,
    format: edition.format,
    extends: (extras.chain ?? [{ file: "", id: edition.id }]).slice(0, -1).map((c) => ({ id: c.id, file: c.file })),
    counts: {
      suspects: edition.suspects.length,
      weapons: edition.weapons.length,
      rooms: edition.rooms.length,
      cards: edition.suspects.length + edition.weapons.length + edition.rooms.filter((r) => r.card).length,
      walkable: graph.squareCount,
      doors: edition.board.doors.length,
    },
    suspects: edition.suspects.map((s) => ({ id: s.id, name: s.name, start: [s.start[0], s.start[1]] })),
    weapons: edition.weapons.map((w) => ({ id: w.id, name: w.name })),
    rooms: edition.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      doors: edition.board.doors.filter((d) => d.room === r.id).length,
      card: r.card,
    })),
    passages: edition.board.passages.map(([a, b]) => [a, b]),
    dice: edition.rules.dice.map((d) => d.faces),
    rules: edition.rules,
    modules: edition.modules,
    locales: Object.keys(edition.locales),
    distances: { rooms: edition.rooms.map((r) => r.id), matrix },
    ...(extras.base && { differences: differences(extras.base, edition) }),
  };
}
