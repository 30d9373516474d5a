// The story of the game so far, one sentence per event, oldest first; kept scrolled to the newest.
// Announcing events is the live region's job (it words them with the same `describe`), so this list is
// not live itself: a screen reader would hear every event twice.
import { useEffect, useMemo, useRef } from "react";
import type { LogEntry } from "../../engine";
import { describe, type LogContext } from "./describe";
import "./Log.css";

export interface LogProps {
  entries: readonly LogEntry[];
  ctx: LogContext;
  /** Leave out the turn ends and other entries a reader can do without. */
  terse?: boolean;
}

const QUIET = new Set<LogEntry["type"]>(["turn-ended"]);

export function Log({ entries, ctx, terse = true }: LogProps) {
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(
    () =>
      entries.flatMap((e, i) =>
        terse && QUIET.has(e.type) ? [] : [{ key: i, turn: e.type === "turn-started", text: describe(e, ctx) }],
      ),
    [entries, ctx, terse],
  );
  // Scrolled in the next frame, where the browser lays the page out anyway: read in the effect,
  // scrollHeight would lay out the whole page inside the task that committed the new lines.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [lines]);
  return (
    <section className="log" aria-label={ctx.msg.title}>
      <h2 className="log-title">{ctx.msg.title}</h2>
      {lines.length === 0 ? (
        <p className="log-empty">{ctx.msg.empty}</p>
      ) : (
        // A scrolling region must take focus for the keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ol className="log-list" ref={list} tabIndex={0} aria-label={ctx.msg.title}>
          {lines.map((l) => (
            <li key={l.key} className={l.turn ? "log-turn" : undefined}>
              {l.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
