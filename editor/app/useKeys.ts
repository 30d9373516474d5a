// Keyboard: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, Ctrl+C / Ctrl+V for the selection. Inside a text
// field the browser's own undo is left alone.
import { useEffect } from "react";

export interface Keys {
  undo: () => void;
  redo: () => void;
  copy: () => void;
  paste: () => void;
}

export function useKeys(keys: Keys): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const k = e.key.toLowerCase();
      if (k === "z" && e.shiftKey) keys.redo();
      else if (k === "z" || (k === "y" && !e.shiftKey)) (k === "z" ? keys.undo : keys.redo)();
      else if (k === "c") keys.copy();
      else if (k === "v") keys.paste();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keys]);
}
