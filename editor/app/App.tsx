// The editor's page: top bar, tools and their options, the board, and the side panel (problems, forms,
// distances, source, art). State lives in the one store (useEditor); tools reach it only by commands.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Diagnostic } from "../../compiler/diagnostics";
import { MAX_BYTES } from "../../compiler/load";
import { artUrl } from "../art/sanitize";
import { Board } from "../board/Board";
import { previewStore } from "../board/preview";
import { LangContext, translator, type Lang } from "../i18n/i18n";
import { boardOf, type Cell } from "../model/board";
import { copyRegion, paste, type Region } from "../model/commands";
import { dataOf, docOf, setIn, type Command } from "../model/doc";
import { boardParent, onOwnBoard } from "../model/inherit";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { BUILTINS } from "../open/builtins";
import { canWriteBack, download, pickWithHandle, readPicked, writeBack, type FileHandle } from "../open/file";
import { Header } from "../open/Header";
import { NewDialog } from "../open/NewDialog";
import { makeTools } from "../tools";
import { IDLE, type Phase, type Pointer, type Selection, type ToolCtx, type ToolId, type ToolOptions } from "../tools/types";
import { clearDraft, saveArt, saveDraft, storage, type Draft } from "./draft";
import { DraftOffer } from "./DraftOffer";
import { PlayTest } from "./PlayTest";
import { Side, type Tab } from "./Side";
import { Toolbar } from "./Toolbar";
import { ToolOptions as Options } from "./ToolOptions";
import { useEditor, type EditorState, type Opened } from "./useEditor";
import { useBoardKeys } from "./useBoardKeys";
import { useKeys } from "./useKeys";
import { useLive, type HeatSource } from "./useLive";
import "./App.css";

export interface Boot {
  state: EditorState;
  lang: Lang;
  draft?: Draft;
  art: { svg: string; opacity: number } | null;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function App({ boot }: { boot: Boot }) {
  const [state, dispatch] = useEditor(() => boot.state);
  const [lang, setLang] = useState<Lang>(boot.lang);
  const t = useMemo(() => translator(lang), [lang]);
  const doc = state.history.present;
  const board = useMemo(() => boardOf(doc), [doc]);
  const data = useMemo(() => dataOf(doc), [doc]);
  const [tool, setTool] = useState<ToolId>("room");
  const [options, setOptions] = useState<ToolOptions>({ roomKey: board.rooms[0]?.key ?? "a", brush: 1, rect: false, suspect: 0 });
  const [preview] = useState(previewStore);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [clip, setClip] = useState<Region | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<[number, number]>([0, 0]);
  const [heatSource, setHeatSource] = useState<HeatSource>(null);
  const [focus, setFocus] = useState<Cell | null>(null);
  const [tab, setTab] = useState<Tab>("problems");
  const [art, setArt] = useState(boot.art);
  const [status, setStatus] = useState("");
  const [draft, setDraft] = useState(boot.draft);
  const [creating, setCreating] = useState(false);
  const [playing, setPlaying] = useState(false);
  const handle = useRef<FileHandle | null>(null);
  const tools = useRef(makeTools());
  const phase = useRef<Phase>(IDLE);
  const live = useLive(doc, state.rev, heatSource);

  const run = useCallback((cmd: Command) => dispatch({ type: "run", cmd }), [dispatch]);
  const open = useCallback((opened: Opened, text?: string) => {
    dispatch({ type: "open", opened, ...(text !== undefined && { text }) });
    setSelection(null);
    setHeatSource(null);
    setFocus(null);
    phase.current = IDLE;
  }, [dispatch]);

  useEffect(() => {
    if (!board.rooms.some((r) => r.key === options.roomKey) && board.rooms[0]) setOptions((o) => ({ ...o, roomKey: board.rooms[0]!.key }));
  }, [board.rooms, options.roomKey]);
  useEffect(() => {
    // A draft waiting to be restored is not overwritten by the page that offers it.
    if (draft) return;
    if (doc.text === state.opened.text) clearDraft(storage());
    else saveDraft(storage(), { text: doc.text, opened: state.opened, savedAt: Date.now() });
  }, [doc, state.opened, draft]);
  useEffect(() => saveArt(storage(), art), [art]);
  // An inherited board copied into the file by the edit just made is said once (undo takes both back).
  const inheritsFrom = boardParent(doc);
  const lastDoc = useRef(doc);
  useEffect(() => {
    const prev = lastDoc.current;
    lastDoc.current = doc;
    const from = prev !== doc && state.history.past.at(-1) === prev ? boardParent(prev) : undefined;
    if (from !== undefined && inheritsFrom === undefined) setStatus(t("status.boardCopied", { parent: from }));
  }, [doc, state.history.past, inheritsFrom, t]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t("title");
  }, [lang, t]);

  const ctx: ToolCtx = {
    board,
    options,
    commit: (cmd) => run(onOwnBoard(cmd)),
    preview: preview.set,
    selection,
    select: setSelection,
    showDistances: (from) => {
      setHeatSource(from);
      setTab("distances");
    },
    pan: (dx, dy) => setOffset(([x, y]) => [x + dx, y + dy]),
  };
  const onPointer = (kind: "down" | "move" | "up", p: Pointer) => {
    const tl = tools.current[tool];
    phase.current = tl[kind](phase.current, p, ctx);
  };
  const keys = useMemo(
    () => ({
      undo: () => dispatch({ type: "undo" }),
      redo: () => dispatch({ type: "redo" }),
      copy: () => selection && setClip(copyRegion(board, selection.from, selection.to)),
      paste: () => clip && selection && run(onOwnBoard(paste(clip, [Math.min(selection.from[0], selection.to[0]), Math.min(selection.from[1], selection.to[1])]))),
    }),
    [dispatch, selection, board, clip, run],
  );
  useKeys(keys);
  const chooseTool = useCallback((id: ToolId) => {
    setTool(id);
    preview.set(null);
    phase.current = IDLE;
  }, [preview]);
  const boardKeys = useBoardKeys({
    doc,
    board,
    tool,
    tools: tools.current,
    ctx,
    commit: (cmd) => {
      const c = onOwnBoard(cmd);
      run(c);
      return c(doc);
    },
    setTool: chooseTool,
    setOptions,
    t,
    enabled: !playing && !creating,
  });

  const newRoom = () => {
    const used = new Set([...board.rooms.map((r) => r.key), ...board.grid.join("")]);
    const key = [...LETTERS].find((k) => !used.has(k));
    if (!key) return;
    const n = board.rooms.length + 1;
    const ids = new Set(board.rooms.map((r) => r.id));
    let i = n;
    while (ids.has(`room-${i}`)) i++;
    // In an edition that extends another, the new room is added to the file's own list.
    const own = Array.isArray(data?.rooms) ? data.rooms.length : 0;
    run(setIn(["rooms", own], { id: `room-${i}`, name: `Room ${i}`, key }));
    setOptions((o) => ({ ...o, roomKey: key }));
  };
  const choose = (d: Diagnostic) => {
    const p = live.places.find(([x]) => x === d)?.[1];
    if (p?.cell) return setFocus(p.cell);
    if (p?.room) {
      const key = board.rooms.find((r) => r.id === p.room)?.key;
      const row = board.grid.findIndex((line) => key !== undefined && line.includes(key));
      if (row >= 0) return setFocus([row, board.grid[row]!.indexOf(key!)]);
    }
    setTab("details");
    requestAnimationFrame(() => revealField(d.path));
  };
  const onFile = async (f: File) => {
    try {
      const text = await readPicked(f, MAX_BYTES);
      handle.current = null;
      open({ text, name: f.name });
    } catch (e) {
      setStatus(t("status.openFailed", { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const onDrop = (e: React.DragEvent) => {
    const f = e.dataTransfer.files[0];
    if (!f) return;
    e.preventDefault();
    void onFile(f);
  };
  const fileName = state.opened.name;

  if (playing && live.result.compiled)
    return (
      <LangContext.Provider value={{ lang, t }}>
        <PlayTest compiled={live.result.compiled} lang={lang} onExit={() => setPlaying(false)} />
      </LangContext.Provider>
    );

  return (
    <LangContext.Provider value={{ lang, t }}>
      <div className="editor" data-rev={state.rev} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <Header
          name={fileName}
          dirty={doc.text !== state.opened.text}
          canUndo={state.history.past.length > 0}
          canRedo={state.history.future.length > 0}
          canWriteBack={canWriteBack()}
          lang={lang}
          onBuiltin={(id) => open({ text: BUILTINS[id]!.text, name: `${id}.yaml`, builtin: id })}
          onPickFile={() =>
            void pickWithHandle()
              .then((r) => {
                if (!r) return;
                handle.current = r.handle;
                open({ text: r.text, name: r.handle.name });
              })
              .catch(() => undefined)
          }
          onFile={(f) => void onFile(f)}
          onNew={() => setCreating(true)}
          onDownload={() => {
            download(doc.text, fileName.endsWith(".yaml") ? fileName : "edition.yaml");
            setStatus(t("status.downloaded", { file: fileName }));
          }}
          onWriteBack={() => {
            if (!handle.current) return void download(doc.text, fileName);
            void writeBack(handle.current, doc.text).then(() => setStatus(t("status.saved")));
          }}
          onUndo={keys.undo}
          onRedo={keys.redo}
          onPlay={() => (live.result.compiled ? setPlaying(true) : setStatus(t("play.needClean")))}
          onLang={(l) => {
            setLang(l);
            try {
              storage()?.setItem("clue-kit-editor-lang", l);
            } catch {
              // the choice just is not remembered
            }
          }}
        />
        {draft && (
          <DraftOffer
            draft={draft}
            onRestore={() => {
              open(draft.opened, draft.text);
              setDraft(undefined);
            }}
            onDiscard={() => {
              clearDraft(storage());
              setDraft(undefined);
            }}
          />
        )}
        {status && (
          <p className="ed-status" role="status" onClick={() => setStatus("")}>
            {status}
          </p>
        )}
        <div className="body">
          <aside className="left">
            <Toolbar tool={tool} onTool={chooseTool} />
            <Options tool={tool} board={board} options={options} onOptions={setOptions} onNewRoom={newRoom} hasSelection={!!selection} hasClip={!!clip} onCopy={keys.copy} onPaste={keys.paste} onClear={() => setSelection(null)} />
            <div className="zoom">
              <button type="button" aria-label={t("zoom.out")} onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>−</button>
              <button type="button" onClick={() => { setZoom(1); setOffset([0, 0]); }}>{t("zoom.fit")}</button>
              <button type="button" aria-label={t("zoom.in")} onClick={() => setZoom((z) => Math.min(8, z * 1.25))}>+</button>
            </div>
          </aside>
          <main className="centre">
            {inheritsFrom !== undefined && (
              <p className="ed-inherited" data-testid="inherited">
                {t("board.inherited", { parent: inheritsFrom })}
              </p>
            )}
            <Board
              board={board}
              preview={preview}
              selection={selection}
              flags={live.flags}
              focus={focus}
              heat={live.heat}
              art={art ? { url: artUrl(art.svg), opacity: art.opacity } : null}
              zoom={zoom}
              offset={offset}
              label={t("board.label")}
              cursor={boardKeys.cursor}
              anchor={boardKeys.anchor}
              describedBy="board-keys"
              onKeyDown={boardKeys.onKeyDown}
              onFocus={(e) => e.currentTarget.matches(":focus-visible") && boardKeys.onFocus()}
              onZoom={(f) => setZoom((z) => Math.min(8, Math.max(0.25, z * f)))}
              onPointer={onPointer}
            />
            <p className="kb-status" role="status" aria-live="polite" data-testid="board-status">
              {boardKeys.message}
            </p>
            <p className="drop-hint" id="board-keys">
              {t("kb.help")} {t("drop.hint")}
            </p>
          </main>
          <Side
            tab={tab}
            onTab={setTab}
            text={doc.text}
            data={data}
            live={live}
            heatSource={heatSource}
            art={art}
            onArt={(a, rejected) => {
              setArt(a);
              if (rejected) setStatus(t("art.rejected"));
            }}
            onChoose={choose}
            onSet={(path: Path, v: Json | undefined) => run(setIn(path, v))}
            onSource={(text) => run(() => docOf(text))}
          />
        </div>
        {creating && (
          <NewDialog
            onCancel={() => setCreating(false)}
            onCreate={(text) => {
              setCreating(false);
              handle.current = null;
              open({ text, name: "edition.yaml" });
            }}
          />
        )}
      </div>
    </LangContext.Provider>
  );
}

/** Open the form group holding a field, scroll to it and put the cursor in it. */
function revealField(path: string) {
  const all = [...document.querySelectorAll<HTMLElement>("[data-path]")];
  let best: HTMLElement | undefined;
  for (const el of all) {
    const p = el.dataset.path ?? "";
    if ((path === p || path.startsWith(p + "/")) && (!best || p.length > (best.dataset.path ?? "").length)) best = el;
  }
  if (!best) return;
  for (let d = best.closest("details"); d; d = d.parentElement?.closest("details") ?? null) d.open = true;
  best.scrollIntoView({ block: "center" });
  best.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
  best.classList.add("flash");
  setTimeout(() => best?.classList.remove("flash"), 1200);
}
