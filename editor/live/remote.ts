// Checks of big boards in a Worker, latest text first: while one check runs, only the newest text waits
// (older ones are never checked), so a burst of changes costs one check more, not one each. Where no
// Worker can start (no inlined script, a policy that refuses it), the check runs in the page instead.
import type { Diagnostic } from "../../schemas/diagnostic";
import type { CompiledEdition } from "../../schemas/graph";
import type { Lang } from "../../i18n/lang";
import type { LocaleFile } from "../model/doc";
import { check, heavyData } from "./check";

export interface Checked {
  diagnostics: Diagnostic[];
  compiled?: CompiledEdition;
  /** A heavy text's data, as its check read it (the page reads any other text itself). */
  data?: unknown;
}

/** The check in the page, where no Worker runs it: with a heavy text's data, as the Worker sends it. */
function inPage(text: string, locales?: readonly LocaleFile[], lang?: Lang): Checked {
  const r = check(text, locales, lang);
  return { diagnostics: r.diagnostics, ...(r.compiled && { compiled: r.compiled }), data: heavyData(text, r) };
}

/**
 * A check running longer than this when a newer text comes is given up: its Worker ends and a new one
 * takes the newer text (a pathological file, minutes to compile, would otherwise hold every later check).
 */
const GIVE_UP_MS = 1500;

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

interface Ask {
  text: string;
  locales: readonly LocaleFile[];
  lang: Lang;
  done: Done;
}

export interface RemoteChecker {
  /** Check `text` (with its translations) and call `done` with the result, in a Worker when one starts. */
  check: (text: string, done: Done, locales?: readonly LocaleFile[], lang?: Lang) => void;
  /** End the Worker and forget the checks that wait (their `done` is not called); a later check starts anew. */
  dispose: () => void;
  /** No check is wanted any more (the page checks a small board itself): a check still running is ended. */
  idle: () => void;
}

/** A checker of its own, with its own Worker (started at the first check): its user owns and disposes it. */
export function createRemoteChecker(): RemoteChecker {
  // null: not started yet; undefined: none could start (or it failed), so checks run in the page.
  let worker: Worker | undefined | null = null;
  let busy = false;
  let next: Ask | undefined;
  let current: Ask | undefined;
  let id = 0;
  let since = 0;

  function send(w: Worker, ask: Ask) {
    busy = true;
    current = ask;
    since = Date.now();
    w.postMessage({ id: ++id, text: ask.text, locales: ask.locales, lang: ask.lang });
  }

  function start(): Worker | undefined {
    const w = startWorker();
    if (!w) return undefined;
    w.onmessage = (e: MessageEvent<Checked & { error?: string }>) => {
      busy = false;
      const c = current;
      current = undefined;
      // A fault in the Worker is answered by the same check in the page, which reports it.
      if (c) c.done(e.data.error === undefined ? e.data : inPage(c.text, c.locales, c.lang));
      const n = next;
      next = undefined;
      if (n) send(w, n);
    };
    w.onerror = (e) => {
      e.preventDefault();
      w.terminate();
      worker = undefined;
      busy = false;
      const waiting = [current, next];
      current = next = undefined;
      for (const c of waiting) if (c) c.done(inPage(c.text, c.locales, c.lang));
    };
    return w;
  }

  return {
    check(text, done, locales = [], lang = "en") {
      if (worker === null) worker = start();
      if (!worker) return done(inPage(text, locales, lang));
      if (busy && Date.now() - since > GIVE_UP_MS) {
        // The running check's text is already out of date: its answer would not be shown anyway.
        worker.terminate();
        worker = start();
        busy = false;
        current = next = undefined;
        if (!worker) return done(inPage(text, locales, lang));
      }
      if (busy) next = { text, locales, lang, done };
      else send(worker, { text, locales, lang, done });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      busy = false;
      current = next = undefined;
    },
    idle() {
      next = undefined;
      if (!busy || !worker) return;
      worker.terminate();
      worker = null;
      busy = false;
      current = undefined;
    },
  };
}
