// The plain, obviously correct search the fast move generator is checked against: walk every simple path
// of at most `steps` steps, one step at a time, applying each rule literally. Exponential; for tests only.
import type { BoardGraph } from "../../schemas/graph";
import type { MoveQuery, MoveRules } from "../../player/engine/movement/destinations";

export function referenceDestinations(graph: BoardGraph, rules: MoveRules, q: MoveQuery): number[] {
  const isRoom = (n: number) => n >= graph.squareCount;
  const occupied = (n: number) => !isRoom(n) && q.occupied[n] === 1;
  const doorBlocked = (front: number) => rules.doorsBlocked && occupied(front);
  const found = new Set<number>();
  const onPath = new Set<number>([q.from]);

  const step = (node: number, used: number): void => {
    if (used === q.steps) return;
    for (let k = graph.adjStart[node] as number; k < (graph.adjStart[node + 1] as number); k++) {
      const next = graph.adj[k] as number;
      if (onPath.has(next)) continue;
      if (isRoom(next)) {
        // Entering a room: through a door that is not blocked, never the room left this turn; it ends the move.
        if (next !== q.noEnter && !doorBlocked(node)) found.add(next);
        continue;
      }
      if (isRoom(node) && doorBlocked(next)) continue;
      if (occupied(next) && !rules.passThrough) continue;
      const last = used + 1 === q.steps;
      if (rules.stops[next] === 1) {
        // A stop square ends the move there, so it must be free.
        if (!occupied(next)) found.add(next);
        continue;
      }
      if (!occupied(next) && (last || !rules.exact)) found.add(next);
      onPath.add(next);
      step(next, used + 1);
      onPath.delete(next);
    }
  };
  step(q.from, 0);
  return [...found].sort((a, b) => a - b);
}
