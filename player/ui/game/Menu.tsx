// The game's menu: the computer players' pace, the save as a file (out and back in), a new game with the
// same settings, and the way back to the start screen. A new game over one in progress asks first; so
// does a save exported while two humans share the screen, since it holds every hand.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Confirm } from "../confirm/Confirm";
import { useMessages } from "../i18n/context";
import { APP } from "../i18n/messages";
import { LANGS, LANG_NAMES, isLang, type Lang } from "../../../i18n/lang";
import { PACES, isPace, type Pace } from "../../bots/pace";
import { SAVE_MAX_BYTES } from "../saves/saves";

export interface MenuProps {
  /** The computer players' pace; null where this screen does not set it (online, the host chose it). */
  pace: Pace | null;
  onPace: (p: Pace) => void;
  lang: Lang;
  /** Switch the UI's language mid-game; left out, the menu offers no switch. */
  onLang?: (l: Lang) => void;
  /** Left out where there is no save to give yet (online, until the game is over). */
  onExport?: () => void;
  /** The save would show a human another's hand (two or more humans, the game not over): warn first. */
  exportReveals?: boolean;
  /** Load a save's text; returns an error code when refused (the game on screen stays). Left out: no loading. */
  onImport?: (text: string) => string | null;
  /** A new game with the same settings; left out once the game is over (the end offers its own). */
  onNewGame?: () => void;
  onExit?: () => void;
  exitLabel?: string;
}

type Asking = "new-game" | "export" | null;

export function Menu(p: MenuProps) {
  const { pace, onPace, lang, onLang, onExport, onImport, onNewGame, onExit, exitLabel } = p;
  const a = useMessages(APP);
  const id = useId();
  const langId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const refused = (code: string) => (Object.hasOwn(a.saveRefused, code) ? a.saveRefused[code] : a.saveRefusedOther);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = "";
    if (!f) return;
    if (f.size > SAVE_MAX_BYTES) return setNote(`${a.saveTooBig(SAVE_MAX_BYTES)} ${a.nothingLost}`);
    // A file that can not be read (taken away, or unreadable) says so.
    const text = await f.text().catch(() => null);
    const err = text === null ? "unreadable" : (onImport?.(text) ?? null);
    setNote(err === null ? a.saveImported : `${refused(err)} ${a.nothingLost}`);
  };
  const exportNow = () => {
    setAsking(null);
    onExport?.();
  };
  return (
    <details className="menu">
      <summary>{a.menu}</summary>
      <nav className="menu-items" aria-label={a.menu}>
        {pace !== null && (
          <>
            <label htmlFor={id}>{a.pace}</label>
            <select id={id} value={pace} onChange={(e) => isPace(e.target.value) && onPace(e.target.value)}>
              {PACES.map((x) => (
                <option key={x} value={x}>
                  {a.paces[x]}
                </option>
              ))}
            </select>
          </>
        )}
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
        {onExport && (
          <button type="button" onClick={() => (p.exportReveals ? setAsking("export") : onExport())}>
            {a.exportSave}
          </button>
        )}
        {onImport && (
          <>
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
          </>
        )}
        {onNewGame && (
          <button type="button" data-action="new-game" onClick={() => setAsking("new-game")}>
            {a.newGame}
          </button>
        )}
        {onExit && (
          <button type="button" onClick={onExit}>
            {exitLabel ?? a.exit}
          </button>
        )}
        {asking === "new-game" && onNewGame && (
          <Confirm
            label={a.newGame}
            text={a.newGameAsk}
            yes={a.newGameYes}
            no={a.keepPlaying}
            action="new-game"
            onYes={() => {
              setAsking(null);
              onNewGame();
            }}
            onNo={() => setAsking(null)}
          />
        )}
        {asking === "export" && (
          <Confirm
            label={a.exportSave}
            text={a.exportReveals}
            yes={a.exportAnyway}
            no={a.cancel}
            onYes={exportNow}
            onNo={() => setAsking(null)}
          />
        )}
        {/* There before its text changes, so that a screen reader announces the note. */}
        <p className="menu-note" role="status">
          {note}
        </p>
      </nav>
    </details>
  );
}
