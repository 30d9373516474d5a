// The game's menu: the computer players' pace, the save as a file (out and back in), a new game with the
// same settings, and the way back to the start screen.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useMessages } from "../i18n/context";
import { APP } from "../i18n/messages";
import { LANGS, LANG_NAMES, isLang, type Lang } from "../i18n/lang";
import { PACES, isPace, type Pace } from "../setup/pace";

export interface MenuProps {
  pace: Pace;
  onPace: (p: Pace) => void;
  lang: Lang;
  /** Switch the UI's language mid-game; left out, the menu offers no switch. */
  onLang?: (l: Lang) => void;
  onExport: () => void;
  /** Load a save's text; returns an error code when refused (the game on screen stays). */
  onImport: (text: string) => string | null;
  onNewGame?: () => void;
  onExit?: () => void;
  exitLabel?: string;
}

export function Menu({ pace, onPace, lang, onLang, onExport, onImport, onNewGame, onExit, exitLabel }: MenuProps) {
  const a = useMessages(APP);
  const id = useId();
  const langId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = "";
    if (!f) return;
    // A file that can not be read (taken away, or unreadable) is refused like one that is no save.
    const text = f.size > 4 * 1024 * 1024 ? null : await f.text().catch(() => null);
    const err = text === null ? "SAVE_INVALID" : onImport(text);
    setNote(err === null ? a.saveImported : `${a.saveRefused[err] ?? a.saveRefusedOther} ${a.nothingLost}`);
  };
  return (
    <details className="menu">
      <summary>{a.menu}</summary>
      <nav className="menu-items" aria-label={a.menu}>
        <label htmlFor={id}>{a.pace}</label>
        <select id={id} value={pace} onChange={(e) => isPace(e.target.value) && onPace(e.target.value)}>
          {PACES.map((p) => (
            <option key={p} value={p}>
              {a.paces[p]}
            </option>
          ))}
        </select>
        {onLang && (
          <>
            <label htmlFor={langId}>{a.language}</label>
            <select id={langId} value={lang} onChange={(e) => isLang(e.target.value) && onLang(e.target.value)}>
              {LANGS.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANG_NAMES[l]}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="button" onClick={onExport}>
          {a.exportSave}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {a.importSave}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void onFile(e)}
          data-testid="import-save"
          aria-label={a.importSave}
        />
        {onNewGame && (
          <button type="button" data-action="new-game" onClick={onNewGame}>
            {a.newGame}
          </button>
        )}
        {onExit && (
          <button type="button" onClick={onExit}>
            {exitLabel ?? a.exit}
          </button>
        )}
        {note && (
          <p className="menu-note" role="status">
            {note}
          </p>
        )}
      </nav>
    </details>
  );
}
