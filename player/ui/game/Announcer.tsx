// The live region: the turn's story (log/story.ts's `announce`), one paragraph per turn once it has
// ended or the game waits for a human, so that a key press which lets computer players play several turns
// at the instant pace is heard as one paragraph per turn, not dozens of events. The region is always in
// the page, empty at first, so that a screen reader knows it before anything is said in it.
import { useState } from "react";
import type { LogEntry } from "../../engine";
import type { LogContext } from "../log/describe";
import { announce } from "../log/story";

/** Paragraphs kept in the region: older ones were said already. */
const KEEP = 6;

interface Said {
  log: readonly LogEntry[];
  viewer: LogContext["viewer"];
  settled: boolean;
  next: number;
  lines: { at: number; text: string }[];
}

export function Announcer({ log, ctx, settled }: { log: readonly LogEntry[]; ctx: LogContext; settled: boolean }) {
  // What happened before this region was there (a game resumed, another seat's eyes) is not said again.
  const [said, setSaid] = useState<Said>(() => ({ log, viewer: ctx.viewer, settled, next: log.length, lines: [] }));
  if (said.log !== log || said.viewer !== ctx.viewer || said.settled !== settled) {
    // Worked out while rendering, from the previous render's state (React's way to follow a prop).
    const fresh = said.viewer !== ctx.viewer || log.length < said.next;
    const r = fresh ? { said: [], next: log.length } : announce(log, said.next, settled, ctx);
    const lines = fresh ? [] : [...said.lines, ...r.said].slice(-KEEP);
    setSaid({ log, viewer: ctx.viewer, settled, next: r.next, lines });
  }
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="false" data-testid="announcer">
      {said.lines.map((l) => (
        <p key={l.at}>{l.text}</p>
      ))}
    </div>
  );
}
