// The game screen's layout: one region each for the status, the board, the turn's controls, the hand,
// and the panels (notebook, log, replay, rules). Every region reads the store's view.
import { useMemo } from "react";
import { legalActions, type Action } from "../../engine";
import { Board } from "../board/Board";
import { reducedMotion } from "../board/walk";
import { useStore } from "../store/store";
import type { GameStore } from "../store/session";
import "./GameScreen.css";

export interface GameScreenProps {
  store: GameStore;
  onExit?: () => void;
  onNewGame?: () => void;
}

export function GameScreen({ store }: GameScreenProps) {
  const s = useStore(store, (x) => x);
  const moves = useMemo(() => {
    const out = new Map<number, Action>();
    if (typeof s.viewer !== "number" || s.handOver !== null) return out;
    for (const a of legalActions(s.state, s.viewer, "move")) if (a.type === "move") out.set(a.to, a);
    return out;
  }, [s.state, s.viewer, s.handOver]);
  const animate = s.pace !== "instant" && !reducedMotion();
  return (
    <div className="game">
      <Board compiled={s.compiled} view={s.view} moves={moves} onMove={(a) => store.act(a)} animate={animate} />
    </div>
  );
}
