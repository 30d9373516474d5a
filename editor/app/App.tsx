// The editor's page: top bar, tools and their options, the board, and the side panel (problems, forms,
// distances, source, art). State lives in the one store (useEditor); tools reach it only by commands.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Diagnostic } from "../../schemas/diagnostic";
import { MAX_BYTES } from "../../compiler/load";
import { artUrl } from "../art/sanitize";
import { Board } from "../board/Board";
import { previewStore } from "../board/preview";
import { LangContext, translator, type Lang } from "../i18n/i18n";
import { boardOf, roomParts, type Cell } from "../model/board";
import { addRoom, copyRegion, paste, type Region } from "../model/commands";
import { chain, dataOf, setIn, setLocale, withText, type Command, type Doc, type LocaleFile } from "../model/doc";
import { boardParent, onOwnBoard } from "../model/inherit";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { BUILTINS } from "../open/builtins";
import { canWriteBack, download, pickWithHandle, readPicked, writeBack, type FileHandle } from "../open/file";
import { Header } from "../open/Header";
import { NewDialog } from "../open/NewDialog";
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
import { clearDraft, saveArt, saveDraft, storage, type Draft } from "./draft";
import { DraftOffer } from "./DraftOffer";
import { PlayTest } from "./PlayTest";
import { Side, type Tab } from "./Side";
import { Toolbar } from "./Toolbar";
import { ToolOptions as Options } from "./ToolOptions";
import { FILE } from "../live/check";
import { builtinOpened, changed, useEditor, type EditorState, type Opened } from "./useEditor";
import { useBoardKeys } from "./useBoardKeys";
import { useKeys } from "./useKeys";
import { useLive, type HeatSource } from "./useLive";
import { revealField } from "./reveal";
import { localeLang, sortOpened } from "../open/translations";
import "./App.css";

export interface Boot {
  state: EditorState;
  lang: Lang;
  draft?: Draft;
  art: { svg: string; opacity: number } | null;
}

export function App({ boot }: { boot: Boot }) {
  const [state, dispatch] = useEditor(() => boot.state);
  const [lang, setLang] = useState<Lang>(boot.lang);
  const t = useMemo(() => translator(lang), [lang]);
  const doc = state.history.present;
  const board = useMemo(() => boardOf(doc), [doc]);
  const data = useMemo(() => dataOf(doc), [doc]);
  const [tool, setTool] = useState<ToolId>("room");
  const [options, setOptions] = useState<ToolOptions>({
    roomKey: board.rooms[0]?.key ?? "a",
    brush: 1,
    rect: true,
    suspect: 0,
  });
  const [preview] = useState(previewStore);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [clip, setClip] = useState<Region | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<[number, number]>([0, 0]);
  const [heatSource, setHeatSource] = useState<HeatSource>(null);
  const [focus, setFocus] = useState<Cell | null>(null);
  const [tab, setTab] = useState<Tab>("problems");
  const [source, setSource] = useState<{ file: string; line?: number; reveal?: number }>({ file: "" });
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
  const open = useCallback(
    (opened: Opened, text?: string, locales?: LocaleFile[]) => {
      dispatch({ type: "open", opened, ...(text !== undefined && { text }), ...(locales && { locales }) });
      setSource({ file: "" });
      setSelection(null);
      setHeatSource(null);
      setFocus(null);
      phase.current = IDLE;
    },
    [dispatch],
  );

  useEffect(() => {
    if (!board.rooms.some((r) => r.key === options.roomKey) && board.rooms[0])
      setOptions((o) => ({ ...o, roomKey: board.rooms[0]!.key }));
  }, [board.rooms, options.roomKey]);
  useEffect(() => {
    // A draft waiting to be restored is not overwritten by the page that offers it.
    if (draft) return;
    if (!changed(state.opened, doc)) clearDraft(storage());
    else
      saveDraft(storage(), {
        text: doc.text,
        ...(doc.locales && { locales: [...doc.locales] }),
        opened: state.opened,
        savedAt: Date.now(),
      });
  }, [doc, state.opened, draft]);
  useEffect(() => saveArt(storage(), art), [art]);
  // The chosen problem's mark is for the text it was chosen on.
  const focusShown = focus !== null;
  useEffect(() => {
    // Only when a mark is shown: a state set on every change would cost each change a render.
    if (focusShown) setFocus(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);
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
    commit: (cmd) => {
      const c = own(cmd);
      run(c);
      if (tool === "room") warnSplit(c(doc));
    },
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
      // A status line about the change undone (or redone) would be stale.
      undo: () => (setStatus(""), dispatch({ type: "undo" })),
      redo: () => (setStatus(""), dispatch({ type: "redo" })),
      copy: () => selection && setClip(copyRegion(board, selection.from, selection.to)),
      paste: () =>
        clip &&
        selection &&
        run(
          onOwnBoard(
            paste(clip, [Math.min(selection.from[0], selection.to[0]), Math.min(selection.from[1], selection.to[1])]),
          ),
        ),
    }),
    [dispatch, selection, board, clip, run],
  );
  useKeys(keys);
  const chooseTool = useCallback(
    (id: ToolId) => {
      setTool(id);
      preview.set(null);
      phase.current = IDLE;
    },
    [preview],
  );
  const boardKeys = useBoardKeys({
    doc,
    board,
    tool,
    tools: tools.current,
    ctx,
    commit: (cmd) => {
      const c = own(cmd);
      run(c);
      return c(doc);
    },
    setTool: chooseTool,
    setOptions,
    t,
    enabled: !playing && !creating,
  });

  /** A room painted in a second, separate piece is most often meant as a new room: say how to get one. */
  const warnSplit = (after: Doc) => {
    const key = options.roomKey;
    const room = board.rooms.find((r) => r.key === key);
    if (room && roomParts(board, key) <= 1 && roomParts(boardOf(after), key) > 1)
      setStatus(t("status.roomSplit", { name: room.name || room.id }));
  };
  const newRoom = () => {
    const r = addRoom(board, data);
    if (!r) return;
    run(r.cmd);
    setOptions((o) => ({ ...o, roomKey: r.key }));
  };
  /**
   * A tool's command as it is committed: on an inherited board, the board copied in first; painting a room
   * before any room exists adds one (a first stroke needs no "New room" press), in the same step.
   */
  const own = (cmd: Command): Command => {
    const key = options.roomKey;
    if (tool !== "room" || board.rooms.some((r) => r.key === key)) return onOwnBoard(cmd);
    const added = addRoom(
      board,
      data,
      /^[A-Za-z]$/.test(key) && !board.rooms.some((r) => r.key === key) ? key : undefined,
    );
    return added && added.key === key ? onOwnBoard(chain(added.cmd, cmd)) : onOwnBoard(cmd);
  };
  const choose = (d: Diagnostic) => {
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
    setTab("details");
    requestAnimationFrame(() => revealField(d.path));
  };
  /** An edition file, with any translations beside it (open/translations.ts); translations alone join the open edition. */
  const onFiles = async (files: File[]) => {
    try {
      const read: { name: string; text: string }[] = [];
      for (const f of files.slice(0, 21)) read.push({ name: f.name, text: await readPicked(f, MAX_BYTES) });
      const { edition, locales } = sortOpened(read);
      if (!edition) {
        run(chain(...locales.map((l) => setLocale(l.lang, l.text))));
        setStatus(t("status.localesAdded", { files: files.map((f) => f.name).join(", ") }));
        return;
      }
      handle.current = null;
      open({ text: edition.text, name: edition.name, ...(locales.length > 0 && { locales }) });
    } catch (e) {
      setStatus(t("status.openFailed", { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const onFile = (f: File) => onFiles([f]);
  const onDrop = (e: React.DragEvent) => {
    const files = [...e.dataTransfer.files];
    if (files.length === 0) return;
    e.preventDefault();
    void onFiles(files);
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
          dirty={changed(state.opened, doc)}
          canUndo={state.history.past.length > 0}
          canRedo={state.history.future.length > 0}
          canWriteBack={canWriteBack()}
          lang={lang}
          compiled={live.result.compiled}
          onBuiltin={(id) => open(builtinOpened(id, BUILTINS[id]!))}
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
              open(draft.opened, draft.text, draft.locales ?? []);
              setDraft(undefined);
            }}
            onDiscard={() => {
              clearDraft(storage());
              setDraft(undefined);
            }}
          />
        )}
        {status && (
          // A click dismisses the status as a convenience; it is only read, and the next message replaces it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <p className="ed-status" role="status" onClick={() => setStatus("")}>
            {status}
          </p>
        )}
        <div className="body">
          <aside className="left">
            <Toolbar tool={tool} onTool={chooseTool} />
            <Options
              tool={tool}
              board={board}
              options={options}
              onOptions={setOptions}
              onNewRoom={newRoom}
              hasSelection={!!selection}
              hasClip={!!clip}
              onCopy={keys.copy}
              onPaste={keys.paste}
              onClear={() => setSelection(null)}
            />
            <div className="zoom">
              <button type="button" aria-label={t("zoom.out")} onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>
                −
              </button>
              <button
                type="button"
                onClick={() => {
                  setZoom(1);
                  setOffset([0, 0]);
                }}
              >
                {t("zoom.fit")}
              </button>
              <button type="button" aria-label={t("zoom.in")} onClick={() => setZoom((z) => Math.min(8, z * 1.25))}>
                +
              </button>
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
            doc={doc}
            source={source}
            onSourceFile={(file) => setSource({ file })}
            data={data}
            live={live}
            heatSource={heatSource}
            art={art}
            onArt={(a, rejected) => {
              setArt(a);
              if (rejected) setStatus(t("art.rejected"));
            }}
            onChoose={choose}
            onTool={(d, id) => {
              chooseTool(id);
              // A start square's problem picks that suspect for the start tool.
              const suspect = /^\/suspects\/(\d+)\//.exec(d.path)?.[1];
              if (id === "start" && suspect !== undefined) setOptions((o) => ({ ...o, suspect: Number(suspect) }));
              choose(d);
            }}
            onSet={(path: Path, v: Json | undefined) => run(setIn(path, v))}
            onSource={(lang, text) => run(lang === "" ? (d) => withText(d, text) : setLocale(lang, text))}
            onAddLocale={(lang) => {
              run(
                setLocale(
                  lang,
                  `# yaml-language-server: $schema=../../../schemas/locale.schema.json\nformat: 1\nlocale: ${lang}\n`,
                ),
              );
              setSource({ file: lang });
            }}
            onRemoveLocale={(lang) => {
              run(setLocale(lang, null));
              setSource({ file: "" });
            }}
            onDownloadFile={(name, text) => download(text, name)}
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
