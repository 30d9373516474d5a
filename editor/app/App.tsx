// The editor's page: top bar, tools and their options, the board, and the side panel (problems, forms,
// distances, source, art). Its state is made by useApp and read by each panel from context; tools and
// commands reach the document only through the store.
import type { Draft } from "./draft";
import type { ArtState } from "../art/Art";
import type { Lang } from "../../i18n/lang";
import { LangContext } from "../i18n/i18n";
import { Header } from "../open/Header";
import { NewDialog } from "../open/NewDialog";
import { Centre } from "./Centre";
import { EdContext } from "./context";
import { clearDraft, storage } from "./draft";
import { DraftOffer } from "./DraftOffer";
import { PlayTest } from "./PlayTest";
import { Side } from "./Side";
import { ToolPanel } from "./ToolPanel";
import { useApp } from "./useApp";
import { useBoardKeys } from "./useBoardKeys";
import { useCommandKeys } from "./useCommandKeys";
import type { EditorState } from "./useEditor";
import "./App.css";

export interface Boot {
  state: EditorState;
  lang: Lang;
  draft?: Draft;
  art: ArtState | null;
}

export function App({ boot }: { boot: Boot }) {
  const ed = useApp(boot);
  const { t, lang, files } = ed;
  const busy = ed.playing || files.creating;
  const keys = useBoardKeys(ed, !busy);
  useCommandKeys(ed, !busy);
  const draft = ed.draftWaiting ? boot.draft : undefined;

  if (ed.playing && ed.live.result.compiled)
    return (
      <LangContext.Provider value={{ lang, t }}>
        <PlayTest compiled={ed.live.result.compiled} lang={lang} onExit={ed.stopPlaying} />
      </LangContext.Provider>
    );

  const onDrop = (e: React.DragEvent) => {
    const dropped = [...e.dataTransfer.files];
    if (dropped.length === 0) return;
    e.preventDefault();
    void files.onFiles(dropped);
  };
  return (
    <LangContext.Provider value={{ lang, t }}>
      <EdContext.Provider value={ed}>
        <div className="editor" data-rev={ed.state.rev} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
          <Header />
          {draft && (
            <DraftOffer
              draft={draft}
              onRestore={() => {
                files.open(draft.opened, draft.text, draft.locales ?? []);
                ed.draftDone();
              }}
              onDiscard={() => {
                clearDraft(storage());
                ed.draftDone();
              }}
            />
          )}
          {ed.status && (
            // A click dismisses the status as a convenience; it is only read, and the next message replaces it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <p className="ed-status" role="status" onClick={() => ed.say("")}>
              {ed.status}
            </p>
          )}
          <div className="body">
            <ToolPanel />
            <Centre keys={keys} />
            <Side />
          </div>
          {files.creating && <NewDialog onCancel={files.cancelNew} onCreate={files.create} />}
        </div>
      </EdContext.Provider>
    </LangContext.Provider>
  );
}
