// Fewest steps from inside one room into another, for the report; null where there is no way.
// The same figures as `clue-compile inspect --json`, read from the compiled graph.
import { UNREACHABLE, type CompiledEdition } from "../../schemas/graph";

export function roomDistances({ edition, graph }: CompiledEdition): (number | null)[][] {
  return edition.rooms.map((_, i) =>
    edition.rooms.map((_, j) => {
      const d = graph.roomDist[(graph.squareCount + i) * graph.roomCount + j] as number;
      return d === UNREACHABLE ? null : d;
    }),
  );
}
