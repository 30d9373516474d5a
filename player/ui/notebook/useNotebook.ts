// The deduction's notebook for a seat's view, computed after the render that needs it rather than inside
// it: the exact count takes tens of milliseconds at six seats, and a render should not. The last result
// stays on screen (marked stale) until the new one is ready. It depends only on what deduction reads
// from the view (records, hand, hand sizes, pool size), so the many views between two records reuse it.
import { useEffect, useMemo, useState } from "react";
import type { Edition } from "../../../schemas/edition";
// From the modules themselves, not the bots' index: the page needs the notebook, not the computer players.
import { notebook, type Notebook } from "../../bots/deduce/notebook/notebook";
import { cardsOf, knowledgeOf } from "../../bots/knowledge";
import type { PlayerView } from "../../engine";

/** Synchronous on the main thread by default; a Worker-backed compute returns a promise. */
export type Compute = (view: PlayerView, edition: Edition) => Notebook | null | Promise<Notebook | null>;

export const computeNotebook: Compute = (view, edition) => {
  if (view.viewer === "spectator") return null;
  const nb = notebook(knowledgeOf(view, cardsOf(edition)));
  return nb.ok ? nb : null;
};

export interface NotebookState {
  book: Notebook | null;
  /** The book shown is of an earlier view; a new one is on its way. */
  stale: boolean;
}

export function useNotebook(
  view: PlayerView,
  edition: Edition,
  enabled: boolean,
  compute: Compute = computeNotebook,
): NotebookState {
  const { records, hand, viewer, seats, pool } = view;
  // A new key only when something deduction reads has changed.
  const sizes = seats.map((s) => s.handSize).join(",");
  const key = useMemo(
    () => ({ records, hand, viewer, sizes, pool: pool.size }),
    [records, hand, viewer, sizes, pool.size],
  );
  const [done, setDone] = useState<{ key: object; viewer: PlayerView["viewer"]; book: Notebook | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const t = setTimeout(() => {
      void Promise.resolve(compute(view, edition)).then(
        (book) => live && setDone({ key, viewer, book }),
        () => live && setDone({ key, viewer, book: null }),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(t);
    };
    // `view` is read through `key`: a view with the same key gives the same notebook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, edition, enabled, compute]);
  // A book worked out for another seat (one screen, two players) is never shown, not even for a moment.
  const mine = enabled && done?.viewer === viewer ? done : null;
  return { book: mine?.book ?? null, stale: enabled && done?.key !== key };
}
