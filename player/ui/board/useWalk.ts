// Where each suspect token is drawn: its node, or, while it walks, the square it has reached. A token
// whose node changes walks its path at STEP_MS a square, unless motion is off (reduced motion, instant).
import { useEffect, useRef, useState } from "react";
import type { BoardGraph } from "../../../schemas/graph";
import { pathBetween, STEP_MS } from "./walk";

export function useWalk(graph: BoardGraph, nodes: readonly number[], animate: boolean): readonly number[] {
  const [shown, setShown] = useState<readonly number[]>(nodes);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const last = useRef<readonly number[]>(nodes);
  useEffect(() => {
    const before = last.current;
    last.current = nodes;
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    if (!animate) return setShown(nodes);
    const paths = nodes.map((n, i) => (before[i] === undefined || before[i] === n ? [n] : pathBetween(graph, before[i] as number, n)));
    // Only a walk along the corridors is animated; a token carried by a suggestion or a passage jumps.
    const walking = paths.map((p) => p.length > 2 && p.slice(1, -1).every((x) => x < graph.squareCount));
    setShown(nodes.map((n, i) => (walking[i] ? (before[i] as number) : n)));
    const longest = Math.max(0, ...paths.map((p, i) => (walking[i] ? p.length : 0)));
    for (let step = 1; step < longest; step++)
      timers.current.push(
        setTimeout(() => setShown((cur) => cur.map((n, i) => (walking[i] ? ((paths[i] as number[])[Math.min(step, (paths[i] as number[]).length - 1)] as number) : n))), step * STEP_MS),
      );
    return () => {
      for (const t of timers.current) clearTimeout(t);
    };
  }, [graph, nodes, animate]);
  return animate ? shown : nodes;
}
