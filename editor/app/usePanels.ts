// The side panel's state: which tab, which file the source tab shows, where distances are measured from,
// and the problem chosen (its mark on the board). Choosing a problem goes where it can be mended: its
// square, its room, its translation's line, or its form field.
import { useEffect, useState } from "react";
import type { Diagnostic } from "../../schemas/diagnostic";
import { FILE } from "../live/check";
import type { BoardView, Cell } from "../model/board";
import type { Doc } from "../model/doc";
import { localeLang } from "../open/translations";
import { revealField } from "./reveal";
import type { Tab } from "./Side";
import type { HeatSource, useLive } from "./useLive";

export function usePanels(doc: Doc) {
  const [tab, setTab] = useState<Tab>("problems");
  const [source, setSource] = useState<{ file: string; line?: number; reveal?: number }>({ file: "" });
  const [heatSource, setHeatSource] = useState<HeatSource>(null);
  const [focus, setFocus] = useState<Cell | null>(null);

  // The chosen problem's mark is for the text it was chosen on.
  const focusShown = focus !== null;
  useEffect(() => {
    // Only when a mark is shown: a state set on every change would cost each change a render.
    if (focusShown) setFocus(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);

  const choose = (d: Diagnostic, live: ReturnType<typeof useLive>, board: BoardView) => {
    // A problem in a translation file (or in a parent edition's file) is shown in its text.
    if (d.file !== FILE) {
      const lang = localeLang(d.file);
      if (lang && doc.locales?.some((l) => l.lang === lang)) {
        setSource({ file: lang, line: d.line, reveal: Date.now() });
        return setTab("source");
      }
    }
    const p = live.places.find(([x]) => x === d)?.[1];
    if (p?.cell) return setFocus(p.cell);
    if (p?.room) {
      const key = board.rooms.find((r) => r.id === p.room)?.key;
      const row = board.grid.findIndex((line) => key !== undefined && line.includes(key));
      if (row >= 0) return setFocus([row, board.grid[row]!.indexOf(key!)]);
    }
    // A drawn thing off the board has no field to show (live/locate.ts): its tool is offered instead.
    if (p?.field === "") return;
    setTab("details");
    requestAnimationFrame(() => revealField(d.path));
  };

  return {
    tab,
    setTab,
    source,
    setSource,
    heatSource,
    setHeatSource,
    focus,
    choose,
    /** Forget what belonged to the file that was open. */
    reset: () => {
      setSource({ file: "" });
      setHeatSource(null);
      setFocus(null);
    },
  };
}

export type Panels = ReturnType<typeof usePanels>;
