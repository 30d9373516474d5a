// Undo and redo over whole documents: one entry per user action (a stroke, a form edit, a paste).
import type { Command, Doc } from "./doc";

export interface History {
  readonly past: readonly Doc[];
  readonly present: Doc;
  readonly future: readonly Doc[];
}

const LIMIT = 500;

export const start = (doc: Doc): History => ({ past: [], present: doc, future: [] });

export function run(h: History, cmd: Command): History {
  const next = cmd(h.present);
  if (next === h.present || (next.text === h.present.text && next.locales === h.present.locales)) return h;
  return { past: [...h.past.slice(-LIMIT + 1), h.present], present: next, future: [] };
}

export function undo(h: History): History {
  const prev = h.past[h.past.length - 1];
  return prev ? { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] } : h;
}

export function redo(h: History): History {
  const next = h.future[0];
  return next ? { past: [...h.past, h.present], present: next, future: h.future.slice(1) } : h;
}
