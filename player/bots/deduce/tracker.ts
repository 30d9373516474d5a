// Propagation carried from one knowledge to the next, for a seat that asks after every event. A knowledge
// that only adds events to the last one (or completes its last suggestion: more passes, the disprover, the
// card shown) is seeded with what is new and settled again; facts only ever accumulate, so that gives the
// same grid as starting over. Anything else (another hand, other sizes, an event rewritten) starts over.
import type { Grid } from "./grid";
import { buildModel, setEvent, type Model } from "./model";
import { propagate, settle } from "./propagate";
import { seedEvent } from "./rules";
import type { DeduceError, Knowledge, KnowledgeEvent } from "./types";

export type Propagated = { ok: true; grid: Grid; model: Model } | { ok: false; error: DeduceError };

export function propagateKnowledge(k: Knowledge, explain = true): Propagated {
  const built = buildModel(k);
  if (!built.ok) return built;
  return { ok: true, grid: propagate(built.model, explain), model: built.model };
}

/** A propagation that remembers its last grid. `explain` keeps each fact's reasons (see Grid). */
export function tracker(explain = false): (k: Knowledge) => Propagated {
  let last: { k: Knowledge; grid: Grid; model: Model } | null = null;
  return (k) => {
    const from = last ? resumeAt(last.k, k) : -1;
    if (!last || from < 0) {
      const r = propagateKnowledge(k, explain);
      last = r.ok && !r.grid.contradiction ? { k, ...r } : null;
      return r;
    }
    const { grid, model } = last;
    for (let i = from; i < k.events.length; i++) {
      const error = setEvent(model, i, k.events[i] as KnowledgeEvent);
      if (error) {
        last = null;
        return { ok: false, error };
      }
      seedEvent(grid, model.events[i] as Model["events"][number], i);
    }
    model.knowledge = k;
    settle(grid);
    last = grid.contradiction ? null : { k, grid, model };
    return { ok: true, grid, model };
  };
}

/** The first event of `now` to seed onto the grid of `before`, or -1 when `now` does not extend `before`. */
function resumeAt(before: Knowledge, now: Knowledge): number {
  if (before.cards !== now.cards || before.seat !== now.seat || before.poolSize !== now.poolSize) return -1;
  if (!sameList(before.handSizes, now.handSizes) || !sameList(before.hand, now.hand)) return -1;
  const n = before.events.length;
  if (now.events.length < n) return -1;
  for (let i = 0; i < n - 1; i++)
    if (!sameEvent(before.events[i] as KnowledgeEvent, now.events[i] as KnowledgeEvent)) return -1;
  if (n === 0) return 0;
  const a = before.events[n - 1] as KnowledgeEvent;
  const b = now.events[n - 1] as KnowledgeEvent;
  return sameEvent(a, b) ? n : grows(a, b) ? n - 1 : -1;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameEvent(a: KnowledgeEvent, b: KnowledgeEvent): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case "faceUp":
      return b.kind === a.kind && a.holder === b.holder && sameList(a.cards, b.cards);
    case "poolSeen":
      return b.kind === a.kind && sameList(a.cards, b.cards);
    case "shown":
      return b.kind === a.kind && a.card === b.card && a.by === b.by;
    case "suggestion":
      return (
        b.kind === a.kind &&
        a.by === b.by &&
        sameList(a.cards, b.cards) &&
        sameList(a.passed, b.passed) &&
        a.disprover === b.disprover &&
        (a.shown ?? null) === (b.shown ?? null)
      );
    case "accusation":
      return b.kind === a.kind && a.by === b.by && sameList(a.cards, b.cards) && a.correct === b.correct;
  }
}

/** `b` is suggestion `a` answered further: the same words, the passes so far and more, then a disprover and its card. */
function grows(a: KnowledgeEvent, b: KnowledgeEvent): boolean {
  if (a.kind !== "suggestion" || b.kind !== "suggestion" || a.by !== b.by || !sameList(a.cards, b.cards)) return false;
  if (b.passed.length < a.passed.length || !sameList(a.passed, b.passed.slice(0, a.passed.length))) return false;
  if (a.disprover !== null && a.disprover !== b.disprover) return false;
  return a.shown === undefined || a.shown === null || a.shown === b.shown;
}
