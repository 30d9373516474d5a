// The board from the keyboard alone: a cursor over the cells (arrow keys; Home and End along the row),
// Shift+arrows to stretch a rectangle from where the cursor was, Space or Enter to apply the current tool
// (a click, or with a rectangle a filled rectangle / a drag from its first corner), Escape to drop the
// rectangle, [ and ] for the previous or next room or suspect, a letter for each tool. The same tool
// machines run as for the pointer; the live region (the tool state's `message`) says what happened.
import { useCallback, useEffect, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { describeCell, describeChange, describeRect } from "../board/describe";
import { boardOf, type Cell } from "../model/board";
import type { Doc } from "../model/doc";
import { BRUSHES, toolForKey } from "../tools";
import {
  rectCells,
  IDLE,
  type Phase,
  type Pointer,
  type Preview,
  type ToolCtx,
  type ToolOptions,
} from "../tools/types";
import type { Ed } from "./context";

const MOVES: Record<string, Cell> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Where a letter is text, not a command: fields one types in. A ticked checkbox or a slider is not one. */
export function typing(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
  if (el.tagName !== "INPUT") return false;
  const type = (el as HTMLInputElement).type;
  return !["checkbox", "radio", "range", "button", "submit", "reset", "color", "file", "image"].includes(type);
}

export function useBoardKeys(ed: Ed, enabled: boolean) {
  const [cursor, setCursor] = useState<Cell | null>(null);
  const [anchor, setAnchor] = useState<Cell | null>(null);
  const { t, board, tools } = ed;
  const { tool, setMessage, choose } = tools;
  const clamp = useCallback(
    ([r, c]: Cell): Cell => [Math.max(0, Math.min(board.rows - 1, r)), Math.max(0, Math.min(board.cols - 1, c))],
    [board.rows, board.cols],
  );

  // Tool letters work anywhere but in a text field (and not while play-testing).
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const id = toolForKey(e.key);
      if (!id) return;
      e.preventDefault();
      choose(id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, choose]);

  /** One gesture through the current tool's machine: press on the first cell, pass the others, release on the last. */
  const gesture = (cells: Cell[], options: ToolOptions): { doc: Doc; preview: Preview | null } => {
    const tl = tools.machines[tool];
    let doc = ed.doc;
    let preview: Preview | null = null;
    const ctx: ToolCtx = {
      ...tools.ctx,
      options,
      commit: (cmd) => void (doc = tools.commit(cmd)),
      preview: (p) => {
        preview = p;
        tools.ctx.preview(p);
      },
    };
    const at = (cell: Cell): Pointer => ({ cell, x: 0, y: 0 });
    let ph: Phase = tl.down(IDLE, at(cells[0]!), ctx);
    for (const c of cells.slice(1)) ph = tl.move(ph, at(c), ctx);
    tl.up(ph, at(cells[cells.length - 1]!), ctx);
    return { doc, preview };
  };

  const apply = (here: Cell) => {
    const o = tools.options;
    const before = board;
    let cells: Cell[] = [here];
    let options = o;
    if (anchor) {
      if (BRUSHES.has(tool)) {
        cells = [anchor, here];
        options = { ...o, rect: true };
      } else if (tool === "erase") cells = rectCells(anchor, here);
      else cells = [anchor, here];
    }
    const { doc, preview } = gesture(cells, options);
    setAnchor(null);
    if (tool === "select")
      return setMessage(
        anchor
          ? t("kb.selected", { what: describeRect(t, anchor, here) })
          : t("kb.selected", { what: describeCell(t, before, here) }),
      );
    if (tool === "distance") return setMessage(t("kb.distances", { what: describeCell(t, before, here) }));
    if (tool === "passage" && preview?.room && doc === ed.doc) {
      const room = before.rooms.find((r) => r.id === preview.room);
      return setMessage(t("kb.passageFirst", { name: room?.name || preview.room }));
    }
    setMessage(describeChange(t, before, boardOf(doc)));
  };

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (board.rows === 0 || board.cols === 0 || e.ctrlKey || e.metaKey || e.altKey) return;
    const here = clamp(cursor ?? [0, 0]);
    const move = MOVES[e.key];
    let next: Cell | undefined;
    if (move) next = clamp([here[0] + move[0], here[1] + move[1]]);
    else if (e.key === "Home") next = [here[0], 0];
    else if (e.key === "End") next = [here[0], board.cols - 1];
    if (next) {
      e.preventDefault();
      const mark = e.shiftKey ? (anchor ?? here) : null;
      setAnchor(mark);
      setCursor(next);
      setMessage(mark ? describeRect(t, mark, next) : describeCell(t, board, next));
      return;
    }
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      setCursor(here);
      return apply(here);
    }
    if (e.key === "Escape") {
      setAnchor(null);
      tools.ctx.select(null);
      tools.onPointer("cancel", { cell: here, x: 0, y: 0 });
      return setMessage(describeCell(t, board, here));
    }
    if (e.key === "[" || e.key === "]") {
      e.preventDefault();
      const step = e.key === "]" ? 1 : -1;
      const o = tools.options;
      if ((tool === "room" || tool === "fill") && board.rooms.length) {
        const i = (board.rooms.findIndex((r) => r.key === o.roomKey) + step + board.rooms.length) % board.rooms.length;
        tools.setOptions({ ...o, roomKey: board.rooms[i]!.key });
        setMessage(t("kb.chosen", { name: board.rooms[i]!.name || board.rooms[i]!.id }));
      } else if (tool === "start" && board.starts.length) {
        const i = (o.suspect + step + board.starts.length) % board.starts.length;
        tools.setOptions({ ...o, suspect: i });
        setMessage(t("kb.chosen", { name: board.starts[i]!.name || board.starts[i]!.id }));
      }
    }
  };

  const onFocus = () => {
    const here = clamp(cursor ?? [0, 0]);
    setCursor(here);
    setMessage(`${t("kb.toolNow", { tool: t(`tool.${tool}`) })} ${describeCell(t, board, here)}`);
  };

  return { cursor, anchor, onKeyDown, onFocus };
}
