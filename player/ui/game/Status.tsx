// Whose turn it is and what was rolled: one line a player reads first.
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { isolate, say } from "../i18n/names";
import { Dice } from "./Dice";

/** `shared`: people take turns at this screen, so it shows no hand while the game waits on none of them. */
export function Status({ view, thinking, shared }: { view: PlayerView; thinking: boolean; shared: boolean }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  // Names isolated in the sentence: a right-to-left name does not reorder the line around it.
  const name = (seat: number) => isolate(text.suspect(view.seats[seat]?.suspect ?? ""));
  const turnSeat = view.turn.seat;
  const line = view.result
    ? m.gameOver
    : view.waiting
      ? view.waiting.seat === view.viewer
        ? say(m.youShow, name(view.waiting.to))
        : say(m.waitingShow, name(view.waiting.seat), name(view.waiting.to))
      : turnSeat === view.viewer
        ? say(m.yourTurn, name(turnSeat))
        : thinking
          ? say(m.thinking, name(turnSeat))
          : say(m.turnOf, name(turnSeat));
  return (
    <div className="status">
      <p className="status-line" role="status">
        <strong>{line}</strong>
        {typeof view.viewer === "number" && turnSeat !== view.viewer && (
          <span className="you-play"> · {say(m.youPlay, name(view.viewer))}</span>
        )}
        {view.viewer === "spectator" && !view.result && (
          <span className="you-play">
            {" · "}
            {shared ? m.handsAway : view.seats.some((x) => x.controller.kind === "human") ? m.watching : m.spectating}
          </span>
        )}
      </p>
      {!view.result && <Dice roll={view.turn.roll} />}
    </div>
  );
}
