// The tool's preview lives outside React state: a pointer move during a stroke re-renders the overlay
// that draws it, not the whole page.
import { useSyncExternalStore } from "react";
import type { Preview } from "../tools/types";

export interface PreviewStore {
  get: () => Preview | null;
  set: (p: Preview | null) => void;
  subscribe: (f: () => void) => () => void;
}

export function previewStore(): PreviewStore {
  let value: Preview | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(p) {
      if (p === value) return;
      value = p;
      for (const f of listeners) f();
    },
    subscribe(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
}

export const usePreview = (s: PreviewStore): Preview | null => useSyncExternalStore(s.subscribe, s.get);
