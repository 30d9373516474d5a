// The page's Worker, and a promise-based request/answer over it. In the one-file build the Worker's code
// is an inert <script type="text/plain" id="clue-worker"> (the vite config puts it there), started from a
// blob, so it is not part of the page's own script; the dev server serves it as a module Worker.
import type { FromWorker, ToWorker } from "./protocol";

type Ask = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, "id"> : never) : never;

export interface PageWorker {
  ask: (m: Ask) => Promise<FromWorker>;
  send: (m: ToWorker) => void;
  terminate: () => void;
}

function start(): Worker {
  const src = document.getElementById("clue-worker")?.textContent;
  if (src) return new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
  if (import.meta.env.DEV) return new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  throw new Error("this page has no Worker script (#clue-worker)");
}

export function pageWorker(): PageWorker {
  const worker = start();
  const waiting = new Map<number, { resolve: (m: FromWorker) => void; reject: (e: Error) => void }>();
  let next = 1;
  let broken: string | null = null;
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if (e.data.kind === "error") w.reject(new Error(e.data.message));
    else w.resolve(e.data);
  };
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    broken = `the Worker stopped: ${e.message || "it failed to start"}`;
    for (const w of waiting.values()) w.reject(new Error(broken));
    waiting.clear();
  };
  return {
    send: (m) => worker.postMessage(m),
    ask(m) {
      if (broken) return Promise.reject(new Error(broken));
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...m, id });
      });
    },
    terminate() {
      worker.terminate();
      for (const w of waiting.values()) w.reject(new Error("stopped"));
      waiting.clear();
    },
  };
}
