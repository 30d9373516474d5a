// The turn's story: what happened in one turn, in one sentence of clauses ("Turn 12, Mrs. White: rolled 5;
// went to Library; Suggestion: Plum with Rope in Library; Mustard could not disprove it; Green showed you
// Rope"), read from the viewer's log entries and worded by the registry (`clause`). The story panel shows
// it and the live region announces it, once a turn (see `announce`).
import type { LogEntry } from "../../engine";
import { clause, describe, type LogContext } from "./describe";

type Log = readonly LogEntry[];
type Of<T extends LogEntry["type"]> = Extract<LogEntry, { type: T }>;

/** The newest entry of a type. */
export function lastOf<T extends LogEntry["type"]>(log: Log, type: T, before = log.length): Of<T> | undefined {
  for (let i = before - 1; i >= 0; i--) if (log[i]?.type === type) return log[i] as Of<T>;
  return undefined;
}

/** The index of the turn's start at or before `i` (-1 before the first turn: the deal). */
function turnStart(log: Log, i: number): number {
  while (i >= 0 && log[i]?.type !== "turn-started") i--;
  return i;
}

/** The entries shown as "this turn": the current turn's, or the one before while nothing has happened yet. */
export function storySpan(log: Log): { from: number; to: number } {
  const start = turnStart(log, log.length - 1);
  if (start < 0 || start < log.length - 1) return { from: Math.max(start, 0), to: log.length };
  return { from: Math.max(turnStart(log, start - 1), 0), to: start };
}

/**
 * The story of the entries [from, to), all of one turn, headed by that turn; "" when it says nothing, or
 * when `quiet` and it has no clause of its own.
 */
export function storyText(log: Log, from: number, to: number, ctx: LogContext, quiet = false): string {
  const start = turnStart(log, from);
  const head = log[start] as Of<"turn-started"> | undefined;
  // Before the first turn: the deal, in the log's sentences.
  if (!head) return ctx.msg.sentences(log.slice(from, to).map((e) => describe(e, ctx)));
  const clauses = log
    .slice(from, to)
    .map((e) => clause(e, ctx))
    .filter(Boolean);
  if (clauses.length === 0 && quiet) return "";
  // The rest of the viewer's own turn, said an action at a time, needs no header again.
  const named = !(start < from && ctx.you(head.seat));
  return ctx.msg.story(named ? ctx.msg.turn(head.turn, ctx.name(head.seat), ctx.you(head.seat)) : "", clauses);
}

/**
 * What the live region says of the entries from `from` on: one paragraph per turn that has ended since,
 * and, once the game waits for a human or is over (`settled`), the turn so far. `next` is where the next
 * call starts: a turn still being played by computer players is said once, when it ends, rather than
 * an event at a time.
 */
export function announce(
  log: Log,
  from: number,
  settled: boolean,
  ctx: LogContext,
): { said: { at: number; text: string }[]; next: number } {
  const said: { at: number; text: string }[] = [];
  let at = from;
  for (let i = from + 1; i <= log.length; i++) {
    const end = i === log.length;
    if (!end && log[i]?.type !== "turn-started") continue;
    if (end && !settled) break;
    // A turn's opening alone is said only when it is the viewer's to play (or watch) now.
    const text = storyText(log, at, i, ctx, !end || log[at]?.type !== "turn-started");
    if (text) said.push({ at, text });
    at = i;
  }
  return { said, next: settled ? log.length : at };
}

/**
 * Wrong accusations to say out loud: the viewer's own for the rest of the game (they are out), and anyone's
 * since the current player's previous turn. Each is the accusation's sentence with the one that puts its
 * maker out.
 */
export function wrongAccusations(log: Log, ctx: LogContext): { at: number; text: string }[] {
  const now = turnStart(log, log.length - 1);
  const seat = (log[now] as Of<"turn-started"> | undefined)?.seat;
  let round = now - 1;
  while (round >= 0 && (log[round]?.type !== "turn-started" || (log[round] as Of<"turn-started">).seat !== seat))
    round--;
  const out: { at: number; text: string }[] = [];
  log.forEach((e, i) => {
    if (e.type !== "accused" || e.correct || (i < round && !ctx.you(e.seat))) return;
    const gone = log.slice(i, i + 4).find((x) => x.type === "eliminated" && x.seat === e.seat);
    out.push({ at: i, text: ctx.msg.sentences(gone ? [describe(e, ctx), describe(gone, ctx)] : [describe(e, ctx)]) });
  });
  return out;
}
