// The computer players in the page's Worker: the edition is sent once, then the state to answer: whole the
// first time, then only the actions since the last (state-sync.ts).
import { editionToJson } from "../../../edition/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import type { GameState, Seat } from "../../engine";
import type { BotRunner } from "../bots/runner";
import { OUT_OF_SYNC, actionsSince } from "./state-sync";
import { pageWorker } from "./worker";

export function workerRunner(compiled: CompiledEdition): BotRunner {
  const worker = pageWorker();
  worker.send({ kind: "edition", edition: editionToJson(compiled, { graph: false }) });
  // The state the Worker holds as its copy number `sync` (null: it holds none we know of).
  let sent: GameState | null = null;
  let sync = 0;
  const ask = (state: GameState, seat: Seat, whole: boolean) => {
    const actions = !whole && sent ? actionsSince(sent, state) : null;
    const after = sync;
    sent = state;
    sync += 1;
    return worker.ask(
      actions ? { kind: "choose-next", after, sync, actions, seat } : { kind: "choose", state, seat, sync },
    );
  };
  return {
    async choose(state, seat) {
      let r;
      try {
        r = await ask(state, seat, false);
      } catch (e) {
        if (!(e instanceof Error && e.message === OUT_OF_SYNC)) throw e;
        r = await ask(state, seat, true);
      }
      if (r.kind !== "action") throw new Error("the Worker answered something else");
      return r.action;
    },
    async notebook(view) {
      const r = await worker.ask({ kind: "notebook", view });
      return r.kind === "notebook" ? r.book : null;
    },
    dispose: () => worker.terminate(),
  };
}
