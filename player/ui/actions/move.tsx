// Moving: the destinations the engine offers as a list (the board offers the same squares and rooms), or,
// after a roll that leads nowhere, why there is nothing to choose.
import { Destinations } from "../game/Destinations";
import { useMessages } from "../i18n/context";
import { byLang } from "../i18n/pair";
import { move as en } from "./move.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.move);

function Move({ compiled, view, turn, moves, onAct }: ControlProps) {
  const m = useMessages(M);
  if (!turn.types.has("move")) return <p className="hint">{m.none}</p>;
  return (
    <>
      <p className="hint">{m.hint}</p>
      <Destinations compiled={compiled} view={view} moves={moves} onMove={onAct} />
    </>
  );
}

export const move: ActionEntry = {
  type: "move",
  messages: M,
  Control: Move,
  shows: ({ view, turn }) => turn.types.has("move") || (view.turn.phase === "rolled" && turn.types.has("end-turn")),
};
