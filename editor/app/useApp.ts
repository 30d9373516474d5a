// The page's state, made once: the store, the language, the tool in hand, the view, the side panels, files
// and the status line, put together as the one value (`Ed`) every panel reads from context.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { translator } from "../i18n/i18n";
import { boardOf, roomParts } from "../model/board";
import { dataOf, type Command } from "../model/doc";
import { freeKey, namesOf } from "../names/names";
import { boardParent } from "../model/inherit";
import type { Boot } from "./App";
import { available, perform, type CommandId } from "./commands";
import type { Ed } from "./context";
import { clearDraft, saveArt, saveDraft, storage } from "./draft";
import { ownCommand, splitRoom } from "./own";
import { changed, useEditor } from "./useEditor";
import { useFiles } from "./useFiles";
import { useLive } from "./useLive";
import { usePanels } from "./usePanels";
import { useTool } from "./useTool";
import { useView } from "./useView";

export function useApp(boot: Boot): Ed {
  const [state, dispatch] = useEditor(() => boot.state);
  const [lang, setLangState] = useState<Lang>(boot.lang);
  const t = useMemo(() => translator(lang), [lang]);
  const doc = state.history.present;
  const board = boardOf(doc);
  const data = dataOf(doc);
  /** The status line, and the room whose split it warns of (the warning goes when the room is whole again). */
  const [status, setStatus] = useState<{ text: string; split?: string }>({ text: "" });
  const say = useCallback((text: string) => setStatus({ text }), []);
  const [art, setArtState] = useState(boot.art);
  const [playing, setPlaying] = useState(false);
  const view = useView();
  const panels = usePanels(doc);
  const live = useLive(doc, state.rev, panels.heatSource, lang);
  const run = useCallback((cmd: Command) => dispatch({ type: "run", cmd }), [dispatch]);

  const tools = useTool({
    board,
    t,
    commit: (cmd, tool, want) => {
      const c = ownCommand(cmd, tool, tools.options, board, data);
      run(c);
      const paintsRoom = tool === "room" || tool === "fill";
      if (!want && !paintsRoom) return undefined;
      // Commands are pure and the store runs this very one, so this is the doc it makes.
      const after = c(doc);
      const split = paintsRoom ? splitRoom(board, boardOf(after), tools.options.roomKey) : undefined;
      if (split) setStatus({ text: t("status.roomSplit", { name: split.name }), split: split.key });
      return after;
    },
    showDistances: (from) => {
      panels.setHeatSource(from);
      panels.setTab("distances");
    },
    pan: view.pan,
    say,
  });
  const files = useFiles({
    state,
    doc,
    t,
    dispatch,
    run,
    say,
    onOpened: () => {
      panels.reset();
      tools.reset();
    },
  });

  // The room chosen to paint follows the rooms there are.
  const { options, setOptions } = tools;
  useEffect(() => {
    // With no room yet, a free letter: not the key of a room in the edition opened before (classic's `k`).
    const k = board.rooms.some((r) => r.key === options.roomKey)
      ? options.roomKey
      : (board.rooms[0]?.key ?? freeKey(namesOf(doc), board.grid));
    if (k !== undefined && k !== options.roomKey) setOptions((o) => ({ ...o, roomKey: k }));
  }, [board.rooms, board.grid, options.roomKey, setOptions, doc]);
  // "Now in two pieces" is true only while the room is: joined again (or undone), the warning goes.
  const splitKey = status.split;
  useEffect(() => {
    if (splitKey !== undefined && roomParts(board, splitKey) <= 1) setStatus({ text: "" });
  }, [board, splitKey]);
  // A draft waiting to be restored is not overwritten by the page that offers it (boot.draft: App's offer).
  const [draftWaiting, setDraftWaiting] = useState(!!boot.draft);
  useEffect(() => {
    if (draftWaiting) return;
    if (!changed(state.opened, doc)) clearDraft(storage());
    else
      saveDraft(storage(), {
        text: doc.text,
        ...(doc.locales && { locales: [...doc.locales] }),
        opened: state.opened,
        savedAt: Date.now(),
      });
  }, [doc, state.opened, draftWaiting]);
  useEffect(() => saveArt(storage(), art), [art]);
  // An inherited board copied into the file by the edit just made is said once (undo takes both back).
  const inheritsFrom = boardParent(doc);
  const lastDoc = useRef(doc);
  useEffect(() => {
    const prev = lastDoc.current;
    lastDoc.current = doc;
    const from = prev !== doc && state.history.past.at(-1) === prev ? boardParent(prev) : undefined;
    if (from !== undefined && inheritsFrom === undefined) say(t("status.boardCopied", { parent: from }));
  }, [doc, state.history.past, inheritsFrom, t, say]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t("app.title");
  }, [lang, t]);

  const ed: Ed = {
    t,
    lang,
    setLang: (l) => {
      setLangState(l);
      try {
        storage()?.setItem("clue-kit-editor-lang", l);
      } catch {
        // the choice just is not remembered
      }
    },
    state,
    doc,
    board,
    data,
    live,
    run,
    // A status line about the change undone (or redone) would be stale.
    undo: () => (say(""), dispatch({ type: "undo" })),
    redo: () => (say(""), dispatch({ type: "redo" })),
    status: status.text,
    say,
    tools,
    view,
    panels,
    files,
    art,
    setArt: (a, rejected) => {
      setArtState(a);
      if (rejected) say(t("art.rejected"));
    },
    playing,
    play: () => (live.result.compiled ? setPlaying(true) : say(t("play.needClean"))),
    stopPlaying: () => setPlaying(false),
    perform: (id: CommandId) => void perform(ed, id),
    can: (id: CommandId) => available(ed, id),
    draftWaiting,
    draftDone: () => setDraftWaiting(false),
  };
  return ed;
}
