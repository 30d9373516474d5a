// The page's state and actions as one value (`Ed`), made by useApp and handed down by context, so a panel
// takes what it needs from it instead of a dozen props threaded through App.
import { createContext, useContext } from "react";
import type { ArtState } from "../art/Art";
import type { Lang } from "../../i18n/lang";
import type { T } from "../i18n/i18n";
import type { BoardView } from "../model/board";
import type { Command, Doc } from "../model/doc";
import type { CommandId } from "./commands";
import type { Files } from "./useFiles";
import type { Panels } from "./usePanels";
import type { EditorState } from "./useEditor";
import type { useLive } from "./useLive";
import type { ToolState } from "./useTool";

export interface View {
  zoom: number;
  offset: [number, number];
  zoomBy: (factor: number) => void;
  fit: () => void;
  pan: (dx: number, dy: number) => void;
}

export interface Ed {
  t: T;
  lang: Lang;
  setLang: (l: Lang) => void;
  state: EditorState;
  doc: Doc;
  board: BoardView;
  data: Record<string, unknown> | undefined;
  live: ReturnType<typeof useLive>;
  /** Run a document change through the store: one step of undo. */
  run: (cmd: Command) => void;
  undo: () => void;
  redo: () => void;
  /** The status line above the board. */
  status: string;
  say: (text: string) => void;
  tools: ToolState;
  view: View;
  panels: Panels;
  files: Files;
  art: ArtState | null;
  setArt: (a: ArtState | null, rejected?: boolean) => void;
  /** A kept draft is offered and not yet restored or discarded: it is not overwritten meanwhile. */
  draftWaiting: boolean;
  draftDone: () => void;
  playing: boolean;
  play: () => void;
  stopPlaying: () => void;
  /** Run a named command (commands.ts): the buttons' and the keys' one way in. */
  perform: (id: CommandId) => void;
  can: (id: CommandId) => boolean;
}

export const EdContext = createContext<Ed | null>(null);

export function useEd(): Ed {
  const ed = useContext(EdContext);
  if (!ed) throw new Error("useEd outside the editor's page");
  return ed;
}
