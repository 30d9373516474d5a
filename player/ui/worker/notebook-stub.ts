// Stands in, in the page's build only, for the deduction module the notebook panel imports for its
// default `compute`: the game screen always passes a `compute` that asks the Worker, so the page's
// script need not carry the deduction (about 7 KB gzipped). See tools/vite/worker-inline.ts's `deductionInWorker`.
import type { notebook as real } from "../../bots/deduce/notebook/notebook";

export const notebook: typeof real = () =>
  ({
    ok: false,
    error: { code: "NOT_IN_PAGE", message: "the notebook is worked out in the Worker" },
  }) as unknown as ReturnType<typeof real>;
