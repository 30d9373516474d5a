// The current tool and everything a gesture touches: its options, the machine's phase, the preview, the
// selection, the clipboard and the square whose properties are shown. Choosing a tool leaves the old one
// (its exit) and enters the new one, and the board's live region says which tool is now in hand whether it
// was picked by key or by mouse.
import { useCallback, useRef, useState } from "react";
import { previewStore } from "../board/preview";
import type { T } from "../i18n/i18n";
import type { BoardView, Cell } from "../model/board";
import type { Region } from "../model/commands";
import type { Command, Doc } from "../model/doc";
import { makeTools } from "../tools";
import {
  IDLE,
  type Phase,
  type Pointer,
  type Selection,
  type ToolCtx,
  type ToolId,
  type ToolOptions,
} from "../tools/types";
import type { HeatSource } from "./useLive";

export interface ToolDeps {
  board: BoardView;
  t: T;
  /**
   * A tool's command as committed (through the store: one step of undo); with `want`, gives the doc it
   * makes (worked out only then: on a big board it is a second run of the command).
   */
  commit: (cmd: Command, tool: ToolId, want?: boolean) => Doc | undefined;
  showDistances: (from: HeatSource) => void;
  pan: (dx: number, dy: number) => void;
  say: (text: string) => void;
}

export function useTool(d: ToolDeps) {
  const [tool, setTool] = useState<ToolId>("room");
  const [options, setOptions] = useState<ToolOptions>(() => ({
    roomKey: d.board.rooms[0]?.key ?? "a",
    brush: 1,
    rect: true,
    suspect: 0,
    fill: "room",
  }));
  const [preview] = useState(previewStore);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [clip, setClip] = useState<Region | null>(null);
  const [inspected, setInspected] = useState<Cell | null>(null);
  /** The board's live region (`board-status`): the tool in hand, what the keyboard cursor is on, what changed. */
  const [message, setMessage] = useState("");
  const [machines] = useState(makeTools);
  const phase = useRef<Phase>(IDLE);

  const ctx: ToolCtx = {
    board: d.board,
    options,
    commit: (cmd) => void d.commit(cmd, tool),
    preview: preview.set,
    selection,
    select: setSelection,
    showDistances: d.showDistances,
    pan: d.pan,
    inspect: setInspected,
    tell: (key, ...vars) => d.say(d.t(key, ...vars)),
  };
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const { t } = d;
  const choose = useCallback(
    (id: ToolId) => {
      const c = ctxRef.current;
      machines[tool].cancel(phase.current, c);
      machines[tool].exit(c);
      phase.current = IDLE;
      setTool(id);
      machines[id].enter(c);
      setMessage(t("kb.tool", { tool: t(`tool.${id}`), help: t(machines[id].help(c.options)) }));
    },
    [machines, tool, t],
  );

  const onPointer = (kind: "down" | "move" | "up" | "cancel", p: Pointer) => {
    const m = machines[tool];
    phase.current = kind === "cancel" ? m.cancel(phase.current, ctx) : m[kind](phase.current, p, ctx);
  };

  /** Forget the gesture and what was picked (a new file is opened). */
  const reset = useCallback(() => {
    phase.current = IDLE;
    preview.set(null);
    setSelection(null);
    setInspected(null);
  }, [preview]);

  return {
    tool,
    machines,
    options,
    setOptions,
    preview,
    selection,
    setSelection,
    clip,
    setClip,
    inspected,
    setInspected,
    message,
    setMessage,
    ctx,
    /** Commit as the current tool does, and give the doc it makes (the keyboard says what changed). */
    commit: (cmd: Command): Doc => d.commit(cmd, tool, true)!,
    choose,
    onPointer,
    reset,
  };
}

export type ToolState = ReturnType<typeof useTool>;
