// A minimal external store: one value, replaced (never mutated) on each change.
import { startTransition, useEffect, useState } from "react";

export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of [...listeners]) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/**
 * The store's value for a screen that may lag a moment behind: changes marked `urgent` (a human's own
 * action) render at once; the others (computer players at full speed) render as a transition, which React
 * splits into short slices and skips to the newest, so the page never freezes for long.
 */
export function useLaggingStore<T>(store: Pick<Store<T>, "get" | "subscribe">, urgent: (v: T) => boolean): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const update = () => {
      const v = store.get();
      if (urgent(v)) setValue(() => v);
      else startTransition(() => setValue(() => v));
    };
    update();
    return store.subscribe(update);
  }, [store, urgent]);
  return value;
}
