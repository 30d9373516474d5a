// Checks of big boards in a Worker, latest text first: while one check runs, only the newest text waits
// (older ones are never checked), so a burst of changes costs one check more, not one each. Where no
// Worker can start (no inlined script, a policy that refuses it), the check runs in the page instead.
import type { Diagnostic } from "../../schemas/diagnostic";
import type { CompiledEdition } from "../../schemas/graph";
import type { LocaleFile } from "../model/doc";
import { check } from "./check";

export interface Checked {
  diagnostics: Diagnostic[];
  compiled?: CompiledEdition;
}

type Done = (r: Checked) => void;

function startWorker(): Worker | undefined {
  try {
    const src = document.getElementById("clue-editor-worker")?.textContent;
    if (src) return new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
    if (import.meta.env.DEV) return new Worker(new URL("./check.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // falls back to checking in the page
  }
  return undefined;
}

let worker: Worker | undefined | null = null;
let busy = false;
interface Ask {
  text: string;
  locales: readonly LocaleFile[];
  done: Done;
}
let next: Ask | undefined;
let current: Ask | undefined;
let id = 0;

function send(ask: Ask) {
  busy = true;
  current = ask;
  worker!.postMessage({ id: ++id, text: ask.text, locales: ask.locales });
}

export function checkFar(text: string, done: Done, locales: readonly LocaleFile[] = []): void {
  if (worker === null) {
    worker = startWorker();
    if (worker) {
      worker.onmessage = (e: MessageEvent<Checked & { error?: string }>) => {
        busy = false;
        const c = current;
        // A fault in the Worker is answered by the same check in the page, which reports it.
        if (c) c.done(e.data.error === undefined ? e.data : check(c.text, c.locales));
        const n = next;
        next = undefined;
        if (n) send(n);
      };
      worker.onerror = (e) => {
        e.preventDefault();
        worker = undefined;
        busy = false;
        for (const c of [current, next]) if (c) c.done(check(c.text, c.locales));
        current = next = undefined;
      };
    }
  }
  if (!worker) return done(check(text, locales));
  if (busy) next = { text, locales, done };
  else send({ text, locales, done });
}
