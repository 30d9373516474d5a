// The commands' keys (commands.ts), anywhere on the page: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, Ctrl+C
// and Ctrl+V for the selection, Delete for the thing shown beside the board. Inside a text field the
// browser's own editing keys are left alone.
import { useEffect, useRef } from "react";
import { commandForKey, perform } from "./commands";
import type { Ed } from "./context";
import { typing } from "./useBoardKeys";

export function useCommandKeys(ed: Ed, enabled: boolean): void {
  // The listener is added once; it reads the page as it is at the key press.
  const latest = useRef(ed);
  latest.current = ed;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      const id = commandForKey(e);
      if (id && perform(latest.current, id)) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
