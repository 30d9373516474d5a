// The computer players in the page's Worker: the edition is sent once, then each state to answer.
import { editionToJson } from "../../../compiler/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action } from "../../engine";
import type { BotRunner } from "./bots";
import { pageWorker } from "./worker";

export function workerRunner(compiled: CompiledEdition): BotRunner {
  const worker = pageWorker();
  worker.send({ kind: "edition", edition: editionToJson(compiled, { graph: false }) });
  return {
    async choose(state, seat) {
      const r = await worker.ask({ kind: "choose", state, seat });
      if (r.kind !== "action") throw new Error("the Worker answered something else");
      return r.action as Action;
    },
    async notebook(view) {
      const r = await worker.ask({ kind: "notebook", view });
      return r.kind === "notebook" ? r.book : null;
    },
    dispose: () => worker.terminate(),
  };
}
