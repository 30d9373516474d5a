// The top bar: open (a built-in edition, a file, a new board), save (download, or write back in place),
// undo and redo, play-test, and the language.
import { LANGS, useT, type Lang } from "../i18n/i18n";
import type { CompiledEdition } from "../../schemas/graph";
import { PrintMenu } from "../print/PrintMenu";
import { BUILTINS } from "./builtins";

interface Props {
  name: string;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canWriteBack: boolean;
  lang: Lang;
  /** The draft compiled without errors, for the print kit; undefined while it has errors. */
  compiled?: CompiledEdition;
  onBuiltin: (id: string) => void;
  onPickFile: () => void;
  onFile: (f: File) => void;
  onNew: () => void;
  onDownload: () => void;
  onWriteBack: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onPlay: () => void;
  onLang: (l: Lang) => void;
}

export function Header(p: Props) {
  const t = useT();
  return (
    <header className="top">
      <h1>
        {t("title")}{" "}
        <span className="file">
          — {p.name}
          {p.dirty ? " •" : ""}
        </span>
      </h1>
      <div className="actions">
        <select aria-label={t("menu.builtin")} value="" onChange={(e) => e.target.value && p.onBuiltin(e.target.value)}>
          <option value="">{t("menu.builtin")}…</option>
          {Object.entries(BUILTINS).map(([id, b]) => (
            <option key={id} value={id}>
              {b.name}
            </option>
          ))}
        </select>
        {p.canWriteBack ? (
          <button type="button" onClick={p.onPickFile}>
            {t("menu.file")}
          </button>
        ) : (
          <label className="button">
            {t("menu.file")}
            <input
              type="file"
              accept=".yaml,.yml"
              data-testid="open-file"
              hidden
              onChange={(e) => e.target.files?.[0] && p.onFile(e.target.files[0])}
            />
          </label>
        )}
        <button type="button" data-testid="new" onClick={p.onNew}>
          {t("menu.new")}
        </button>
        <button type="button" data-testid="download" onClick={p.onDownload}>
          {t("menu.save")}
        </button>
        {p.canWriteBack && (
          <button type="button" data-testid="write-back" onClick={p.onWriteBack}>
            {t("menu.writeBack")}
          </button>
        )}
        <button type="button" aria-keyshortcuts="Control+Z" disabled={!p.canUndo} onClick={p.onUndo} data-testid="undo">
          {t("menu.undo")}
        </button>
        <button
          type="button"
          aria-keyshortcuts="Control+Shift+Z"
          disabled={!p.canRedo}
          onClick={p.onRedo}
          data-testid="redo"
        >
          {t("menu.redo")}
        </button>
        <button type="button" data-testid="playtest" onClick={p.onPlay}>
          {t("menu.playtest")}
        </button>
        <PrintMenu compiled={p.compiled} />
        <select aria-label={t("menu.lang")} value={p.lang} onChange={(e) => p.onLang(e.target.value as Lang)}>
          {Object.entries(LANGS).map(([l, n]) => (
            <option key={l} value={l}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
