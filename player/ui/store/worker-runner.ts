// The bots in a Web Worker, inlined into the page as a blob so the one-file build needs no other file.
import { editionToJson } from "../../../compiler/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action } from "../../engine";
import type { BotRunner } from "./bots";
import BotWorker from "./bot.worker.ts?worker&inline";
import type { FromWorker, ToWorker } from "./protocol";

export function workerRunner(compiled: CompiledEdition): BotRunner {
  const worker: Worker = new BotWorker();
  const waiting = new Map<number, { resolve(a: Action): void; reject(e: Error): void }>();
  let next = 1;
  const send = (m: ToWorker) => worker.postMessage(m);
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if (e.data.kind === "action") w.resolve(e.data.action);
    else w.reject(new Error(e.data.message));
  };
  let broken: string | null = null;
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    broken = `the computer players stopped: ${e.message || "the Worker failed"}`;
    for (const w of waiting.values()) w.reject(new Error(broken));
    waiting.clear();
  };
  send({ kind: "edition", edition: editionToJson(compiled, { graph: false }) });
  return {
    choose(state, seat) {
      const id = next++;
      if (broken) return Promise.reject(new Error(broken));
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send({ kind: "choose", id, state, seat });
      });
    },
    dispose() {
      worker.terminate();
      for (const w of waiting.values()) w.reject(new Error("stopped"));
      waiting.clear();
    },
  };
}
