// The live region: every event of the latest batch, worded by the log's sentences from the viewer's
// entries, so a screen reader hears rolls, moves, suggestions, who showed whom, accusations and draws.
import { useMemo } from "react";
import type { LogEntry } from "../../engine";
import { describe, type LogContext } from "../log/describe";

const QUIET = new Set<LogEntry["type"]>(["turn-ended"]);

export function Announcer({ seq, entries, ctx }: { seq: number; entries: readonly LogEntry[]; ctx: LogContext }) {
  const text = useMemo(() => entries.filter((e) => !QUIET.has(e.type)).map((e) => describe(e, ctx)), [entries, ctx]);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="false" data-testid="announcer">
      {text.map((t, i) => (
        <p key={`${seq}-${i}`}>{t}</p>
      ))}
    </div>
  );
}
