// Where each suspect token is drawn: its node, or, while it walks, the square it has reached. A token
// whose node changes walks its path at STEP_MS a square, unless motion is off (reduced motion, instant).
import { useEffect, useRef, useState } from "react";
import type { BoardGraph } from "../../../schemas/graph";
import { pathBetween, STEP_MS } from "./walk";

/**
 * `walker`: the token of the seat whose turn it is (only a move of one's own walks); `steps`: its roll's
 * steps, if it rolled (a path longer than that is a secret passage or an effect, not a walk).
 */
export function useWalk(
  graph: BoardGraph,
  nodes: readonly number[],
  animate: boolean,
  walker: number | null = null,
  steps: number | null = null,
): readonly number[] {
  const [shown, setShown] = useState<readonly number[]>(nodes);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const last = useRef<readonly number[]>(nodes);
  useEffect(() => {
    const before = last.current;
    last.current = nodes;
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    if (!animate) return setShown(nodes);
    const paths = nodes.map((n, i) =>
      before[i] === undefined || before[i] === n ? [n] : pathBetween(graph, before[i], n),
    );
    // Only the current player's walk along the corridors, within its roll, is animated; a token carried by
    // another's suggestion, a secret passage or an effect jumps.
    const walking = paths.map(
      (p, i) =>
        i === walker &&
        steps !== null &&
        p.length - 1 <= steps &&
        p.length > 2 &&
        p.slice(1, -1).every((x) => x < graph.squareCount),
    );
    setShown(nodes.map((n, i) => (walking[i] ? (before[i] as number) : n)));
    const longest = Math.max(0, ...paths.map((p, i) => (walking[i] ? p.length : 0)));
    for (let step = 1; step < longest; step++)
      timers.current.push(
        setTimeout(
          () =>
            setShown((cur) =>
              cur.map((n, i) =>
                walking[i] ? ((paths[i] as number[])[Math.min(step, (paths[i] as number[]).length - 1)] as number) : n,
              ),
            ),
          step * STEP_MS,
        ),
      );
    return () => {
      for (const t of timers.current) clearTimeout(t);
    };
  }, [graph, nodes, animate, walker, steps]);
  return animate ? shown : nodes;
}
