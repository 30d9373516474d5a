// The start screen: the editions at hand (and any edition.yaml opened or dropped), the number of
// players the edition allows, each seat human or a computer level, the language (chosen per edition),
// the seed, the pace; the stored game of the chosen edition, to go on with or to see how it ended.
import { useId, useState, type DragEvent } from "react";
import { useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { LANGS, LANG_NAMES, isLang, type Lang } from "../../../i18n/lang";
import { APP } from "../i18n/messages";
import type { EditionChoice } from "../setup/first-game";
import { clampPlayers } from "../setup/game-setup";
import { seatKinds, type Settings } from "../setup/settings";
import { ONLINE } from "../online/messages";
import { isServed } from "../online/served";
import { Diagnostics } from "./Diagnostics";
import { Notices, type Notice } from "./Notices";
import { SeedField } from "./SeedField";
import { KINDS, PaceField, PlayersField, SeatField } from "./SetupFields";
import type { Opened } from "./useOpened";
import "./StartScreen.css";

export interface StartScreenProps {
  editions: readonly EditionChoice[];
  settings: Settings;
  /** The chosen edition's language (the one chosen for it, or the browser's). */
  lang: Lang;
  onSettings: (s: Settings) => void;
  onLang: (l: Lang) => void;
  onStart: () => void;
  /** The chosen edition's stored game: one in progress, one that is over, or none. */
  last: "playing" | "over" | null;
  onResume: () => void;
  /** The seed field holds the seed of a game in progress of two or more humans: hidden until asked. */
  secretSeed: boolean;
  notice: Notice | null;
  opened: Opened;
  onFiles: (files: FileList) => void;
  fixedEdition: boolean;
  /** Online play, offered where a server gave this page (online/served.ts). */
  onOnline?: () => void;
}

export function StartScreen(p: StartScreenProps) {
  const a = useMessages(APP);
  const o = useMessages(ONLINE);
  const ids = {
    lang: useId(),
    langNote: useId(),
    file: useId(),
    levels: useId(),
    online: useId(),
  };
  const [dragging, setDragging] = useState(false);
  const { settings: s } = p;
  const chosen = p.editions.find((e) => e.key === s.edition) ?? p.editions[0];
  const set = (patch: Partial<Settings>) => p.onSettings({ ...s, ...patch });
  const onDrop = (e: DragEvent) => {
    // Prevented even where nothing is opened, so that the browser does not leave the page for the file.
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) p.onFiles(e.dataTransfer.files);
  };
  const text = chosen ? editionText(chosen.compiled.edition, p.lang) : null;
  const players = chosen ? clampPlayers(chosen.compiled, s.players) : s.players;
  const kinds = seatKinds(s, players);
  const { min, max } = chosen?.compiled.edition.players ?? { min: 3, max: 6 };
  return (
    <main
      className={`start${dragging ? " dragging" : ""}`}
      onDragOver={(e) => (e.preventDefault(), setDragging(!p.fixedEdition))}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <header>
        <h1>{a.title}</h1>
        <p>{a.tagline}</p>
      </header>
      <Notices notice={p.notice} editions={p.editions} />
      <form
        className="start-form"
        aria-label={a.newGameHeading}
        onSubmit={(e) => {
          e.preventDefault();
          p.onStart();
        }}
      >
        <fieldset className="editions">
          <legend>{a.edition}</legend>
          {p.editions.map((e) => {
            const t = editionText(e.compiled.edition, p.lang);
            return (
              <label key={e.key} className="edition-choice">
                <input
                  type="radio"
                  name="edition"
                  value={e.key}
                  checked={e.key === chosen?.key}
                  onChange={() => set({ edition: e.key })}
                />
                <span>
                  <strong>{e.fromFile ? a.opened(t.name) : t.name}</strong>
                  <span className="tagline">{t.tagline}</span>
                </span>
              </label>
            );
          })}
          {!p.fixedEdition && (
            <div className="open-file">
              <label htmlFor={ids.file} className="file-button">
                {a.openFile}
              </label>
              <input
                id={ids.file}
                type="file"
                accept=".yaml,.yml,.json"
                multiple
                onChange={(e) => e.target.files && p.onFiles(e.target.files)}
                data-testid="open-edition"
              />
              <span className="hint">{dragging ? a.dropHere : a.dropHint}</span>
            </div>
          )}
          {p.opened.kind === "compiling" && <p role="status">{a.compiling}</p>}
          {p.opened.kind === "unreadable" && <p role="alert">{a.fileUnreadable(p.opened.file)}</p>}
          {p.opened.kind === "too-big" && <p role="alert">{a.fileTooBig(p.opened.file, p.opened.limit)}</p>}
          {p.opened.kind === "not-edition" && <p role="alert">{a.notAnEdition(p.opened.file)}</p>}
          {p.opened.kind === "errors" && <Diagnostics file={p.opened.file} diagnostics={p.opened.diagnostics} />}
        </fieldset>
        {chosen && (
          <fieldset className="seats-form">
            <legend>{a.seats}</legend>
            <PlayersField min={min} max={max} value={players} onChange={(n) => set({ players: n })} />
            {kinds.map((k, i) => (
              <SeatField
                key={i}
                seat={i}
                label={a.seat(i + 1, text?.suspect(chosen.compiled.edition.suspects[i]?.id ?? "") ?? "")}
                value={k}
                describedBy={k === "human" ? undefined : `${ids.levels}-${k}`}
                onChange={(v) => set({ seats: Object.assign([...s.seats], { [i]: v }) })}
              />
            ))}
            <section className="level-help" aria-labelledby={ids.levels}>
              <h2 id={ids.levels}>{a.levelsHeading}</h2>
              <dl>
                {KINDS.filter((k) => k !== "human").map((k) => (
                  <div key={k}>
                    <dt>{a.levels[k]}</dt>
                    <dd id={`${ids.levels}-${k}`}>{a.levelHelp[k]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </fieldset>
        )}
        <fieldset className="options">
          <div className="field">
            <label htmlFor={ids.lang}>{a.language}</label>
            <select
              id={ids.lang}
              name="lang"
              value={p.lang}
              aria-describedby={text && text.lang !== p.lang ? ids.langNote : undefined}
              onChange={(e) => isLang(e.target.value) && p.onLang(e.target.value)}
            >
              {LANGS.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANG_NAMES[l]}
                </option>
              ))}
            </select>
            {/* Said, not hidden: the controls are in this language, the edition's own words are not. */}
            {text && text.lang !== p.lang && <small id={ids.langNote}>{a.noTranslation(text.name)}</small>}
          </div>
          <SeedField value={s.seed} secret={p.secretSeed} onChange={(seed) => set({ seed })} />
          <PaceField value={s.pace} onChange={(pace) => set({ pace })} />
        </fieldset>
        <div className="start-actions">
          <button type="submit" className="primary" data-action="start" disabled={!chosen}>
            {a.start}
          </button>
          {p.last && text && (
            <button type="button" data-action="resume" onClick={p.onResume}>
              {p.last === "over" ? a.reviewOver(text.name) : a.resume(text.name)}
            </button>
          )}
        </div>
      </form>
      {p.onOnline && isServed() && (
        <section className="start-online" aria-labelledby={ids.online}>
          <h2 id={ids.online}>{o.playOnline}</h2>
          <p>{o.playOnlineHelp}</p>
          <button type="button" data-action="online" onClick={p.onOnline}>
            {o.playOnline}
          </button>
        </section>
      )}
    </main>
  );
}
