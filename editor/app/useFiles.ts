// Files in and out of the page: a built-in edition, a picked or dropped file, a new board, the download
// and the write-back. Nothing replaces work that is not saved without asking first, and closing the page
// with such work asks too (the draft in browser storage is kept either way, as before).
import { useEffect, useRef, useState } from "react";
import { MAX_BYTES } from "../../compiler/load";
import type { T } from "../i18n/i18n";
import { setLocale, chain, type Command, type Doc, type LocaleFile } from "../model/doc";
import { BUILTINS } from "../open/builtins";
import { download, pickWithHandle, readPicked, writeBack, type FileHandle } from "../open/file";
import { sortOpened } from "../open/translations";
import { builtinOpened, unsaved, type EditorAction, type EditorState, type Opened } from "./useEditor";

interface Deps {
  state: EditorState;
  doc: Doc;
  t: T;
  dispatch: (a: EditorAction) => void;
  run: (cmd: Command) => void;
  say: (text: string) => void;
  /** What else forgets the old file when a new one opens (selection, problems chosen, tabs). */
  onOpened: () => void;
}

export function useFiles(d: Deps) {
  const handle = useRef<FileHandle | null>(null);
  const [creating, setCreating] = useState(false);
  const dirty = unsaved(d.state, d.doc);

  // Closing or reloading the page with unsaved work asks; the draft is saved on every change regardless.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the dialog only when a value is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  /** May the open file be replaced? Asks when it has unsaved changes. */
  const mayReplace = () => !dirty || window.confirm(d.t("confirm.discard", { file: d.state.opened.name }));

  const open = (opened: Opened, text?: string, locales?: LocaleFile[]) => {
    d.dispatch({ type: "open", opened, ...(text !== undefined && { text }), ...(locales && { locales }) });
    d.onOpened();
  };

  /** An edition file, with any translations beside it (open/translations.ts); translations alone join the open edition. */
  const onFiles = async (files: File[]) => {
    try {
      const read: { name: string; text: string }[] = [];
      for (const f of files.slice(0, 21)) read.push({ name: f.name, text: await readPicked(f, MAX_BYTES) });
      const { edition, locales } = sortOpened(read);
      if (!edition) {
        d.run(chain(...locales.map((l) => setLocale(l.lang, l.text))));
        d.say(d.t("status.localesAdded", { files: files.map((f) => f.name) }));
        return;
      }
      if (!mayReplace()) return;
      handle.current = null;
      open({ text: edition.text, name: edition.name, ...(locales.length > 0 && { locales }) });
    } catch (e) {
      d.say(d.t("status.openFailed", { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  const name = d.state.opened.name;
  return {
    dirty,
    creating,
    open,
    onFiles,
    builtin: (id: string) => {
      if (Object.hasOwn(BUILTINS, id) && mayReplace()) open(builtinOpened(id, BUILTINS[id]!));
    },
    pick: () =>
      void pickWithHandle()
        .then((r) => {
          if (!r || !mayReplace()) return;
          handle.current = r.handle;
          open({ text: r.text, name: r.handle.name });
        })
        .catch(() => undefined),
    /** "New board…": asks about unsaved work before the dialog, not after the choices in it. */
    startNew: () => mayReplace() && setCreating(true),
    cancelNew: () => setCreating(false),
    create: (text: string) => {
      setCreating(false);
      handle.current = null;
      open({ text, name: "edition.yaml" });
    },
    download: () => {
      download(d.doc.text, name.endsWith(".yaml") ? name : "edition.yaml");
      // What was downloaded is what the page now compares with: the unsaved mark goes.
      d.dispatch({ type: "saved", doc: d.doc });
      d.say(d.t("status.downloaded", { file: name }));
    },
    writeBack: () => {
      const doc = d.doc;
      if (!handle.current) return void download(doc.text, name);
      void writeBack(handle.current, doc.text).then(() => {
        d.dispatch({ type: "saved", doc });
        d.say(d.t("status.saved"));
      });
    },
  };
}

export type Files = ReturnType<typeof useFiles>;
