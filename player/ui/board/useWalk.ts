// Where each suspect token is drawn: its node, or, while it walks, the square it has reached. Only a move
// the log calls a walk (a `moved` event; not a secret passage, a call into a suggestion or an effect) is
// walked, square by square at STEP_MS, along the path the engine's movement gives for that move under that
// roll; everything else jumps, and so does everything with motion off (reduced motion, pace=instant).
import { useEffect, useMemo, useRef, useState } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { LogEntry, PlayerView } from "../../engine";
import { walkedPath } from "./move-plan";
import { STEP_MS } from "./walk";

type Moved = Extract<LogEntry, { type: "moved" }>;

/** The last walk among the entries new since the tokens last moved, with the way it went; null for none. */
function lastWalk(compiled: CompiledEdition, view: PlayerView, fresh: readonly LogEntry[]) {
  let moved: Moved | undefined;
  for (const e of fresh) if (e.type === "moved") moved = e;
  const roll = view.turn.roll?.steps;
  // The roll is the view's while the mover's turn lasts; a view that has gone past it is not walked.
  if (!moved || roll === undefined || view.turn.seat !== moved.seat) return null;
  const token = compiled.edition.suspects.findIndex((s) => s.id === moved.suspect);
  if (view.tokens[token]?.node !== moved.to) return null;
  const path = walkedPath(compiled, view, moved.suspect, moved.from, moved.to, roll);
  return path && path.length > 2 ? { token, path } : null;
}

export function useWalk(compiled: CompiledEdition, view: PlayerView, animate: boolean): readonly number[] {
  const nodes = useMemo(() => view.tokens.map((t) => t.node), [view.tokens]);
  const [shown, setShown] = useState<readonly number[]>(nodes);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // The log entries already looked at, and the latest view, read when the tokens move.
  const seen = useRef(view.log.length);
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  useEffect(() => {
    const v = latest.current;
    const fresh = v.log.slice(Math.min(seen.current, v.log.length));
    seen.current = v.log.length;
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    const walk = animate ? lastWalk(compiled, v, fresh) : null;
    if (!walk) return setShown(nodes);
    const { token, path } = walk;
    const at = (step: number) => (cur: readonly number[]) =>
      cur.map((n, i) => (i === token ? (path[step] as number) : n));
    setShown(at(0)(nodes));
    for (let step = 1; step < path.length; step++)
      timers.current.push(setTimeout(() => setShown(at(step)), step * STEP_MS));
    return () => {
      for (const t of timers.current) clearTimeout(t);
    };
  }, [compiled, nodes, animate]);
  return animate ? shown : nodes;
}
