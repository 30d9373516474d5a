// The turn's story beside the turn's controls, for every viewer (a spectator too): what happened in this
// turn, or in the one before while this one has only begun; above it, any wrong accusation said out loud.
// Not a live region: the announcer says the same story once the turn has settled.
import { useMemo } from "react";
import type { LogEntry } from "../../engine";
import type { LogContext } from "./describe";
import { storySpan, storyText, wrongAccusations } from "./story";
import "./TurnStory.css";

export function TurnStory({ log, ctx }: { log: readonly LogEntry[]; ctx: LogContext }) {
  const { text, turn, wrong } = useMemo(() => {
    const span = storySpan(log);
    const head = log[span.from];
    return {
      text: storyText(log, span.from, span.to, ctx),
      turn: head?.type === "turn-started" ? head.turn : 0,
      wrong: wrongAccusations(log, ctx),
    };
  }, [log, ctx]);
  return (
    <section className="story" aria-label={ctx.msg.storyLabel} data-turn={turn}>
      {wrong.map((w) => (
        <p key={w.at} className="story-wrong" data-testid="wrong-accusation">
          {w.text}
        </p>
      ))}
      <p className="story-text">{text}</p>
    </section>
  );
}
