// The start screen: the editions at hand (and any edition.yaml opened or dropped), the number of
// players the edition allows, each seat human or a computer level, the language, the seed, the pace.
import { useId, useState, type DragEvent } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import { useMessages } from "../i18n/context";
import { editionText } from "../i18n/edition";
import { LANGS, LANG_NAMES, type Lang } from "../i18n/lang";
import { APP } from "../i18n/messages";
import { clampPlayers } from "../setup/game-setup";
import { PACES, isPace } from "../setup/pace";
import { seatKinds, type Settings } from "../setup/settings";
import { Diagnostics } from "./Diagnostics";
import type { Opened } from "./useOpened";
import "./StartScreen.css";

export interface EditionChoice {
  key: string;
  compiled: CompiledEdition;
  fromFile?: boolean;
}

export interface StartScreenProps {
  editions: readonly EditionChoice[];
  settings: Settings;
  onSettings: (s: Settings) => void;
  onStart: () => void;
  /** A saved game of the chosen edition to resume, if any. */
  canResume: boolean;
  onResume: () => void;
  opened: Opened;
  onFiles: (files: FileList) => void;
  fixedEdition: boolean;
}

const KINDS = ["human", "random", "easy", "medium", "hard"];

export function StartScreen(p: StartScreenProps) {
  const a = useMessages(APP);
  const ids = {
    players: useId(),
    lang: useId(),
    seed: useId(),
    pace: useId(),
    file: useId(),
    seedHelp: useId(),
    levels: useId(),
  };
  const [dragging, setDragging] = useState(false);
  const { settings: s } = p;
  const chosen = p.editions.find((e) => e.key === s.edition) ?? p.editions[0];
  const set = (patch: Partial<Settings>) => p.onSettings({ ...s, ...patch });
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) p.onFiles(e.dataTransfer.files);
  };
  const players = chosen ? clampPlayers(chosen.compiled, s.players) : s.players;
  const kinds = seatKinds(s, players);
  const { min, max } = chosen?.compiled.edition.players ?? { min: 3, max: 6 };
  return (
    <main
      className={`start${dragging ? " dragging" : ""}`}
      onDragOver={(e) => (e.preventDefault(), setDragging(true))}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <header>
        <h1>{a.title}</h1>
        <p>{a.tagline}</p>
      </header>
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
            const t = editionText(e.compiled.edition, s.lang);
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
                accept=".yaml,.yml"
                multiple
                onChange={(e) => e.target.files && p.onFiles(e.target.files)}
                data-testid="open-edition"
              />
              <span className="hint">{dragging ? a.dropHere : a.dropHint}</span>
            </div>
          )}
          {p.opened.kind === "compiling" && <p role="status">{a.compiling}</p>}
          {p.opened.kind === "unreadable" && <p role="alert">{a.fileUnreadable(p.opened.file)}</p>}
          {p.opened.kind === "errors" && <Diagnostics file={p.opened.file} diagnostics={p.opened.diagnostics} />}
        </fieldset>
        {chosen && (
          <fieldset className="seats-form">
            <legend>{a.seats}</legend>
            <div className="field">
              <label htmlFor={ids.players}>{a.players}</label>
              <select
                id={ids.players}
                name="players"
                value={players}
                onChange={(e) => set({ players: Number(e.target.value) })}
              >
                {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            {kinds.map((k, i) => (
              <SeatField
                key={i}
                label={a.seat(
                  i + 1,
                  editionText(chosen.compiled.edition, s.lang).suspect(chosen.compiled.edition.suspects[i]?.id ?? ""),
                )}
                value={k}
                levels={a.levels}
                human={a.human}
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
            <select id={ids.lang} name="lang" value={s.lang} onChange={(e) => set({ lang: e.target.value as Lang })}>
              {LANGS.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANG_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.seed}>{a.seed}</label>
            <input
              id={ids.seed}
              name="seed"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={9}
              value={s.seed}
              aria-describedby={ids.seedHelp}
              onChange={(e) => set({ seed: e.target.value.replace(/\D/g, "") })}
            />
            <small id={ids.seedHelp}>{a.seedHelp}</small>
          </div>
          <div className="field">
            <label htmlFor={ids.pace}>{a.pace}</label>
            <select
              id={ids.pace}
              name="pace"
              value={s.pace}
              onChange={(e) => isPace(e.target.value) && set({ pace: e.target.value })}
            >
              {PACES.map((x) => (
                <option key={x} value={x}>
                  {a.paces[x]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <div className="start-actions">
          <button type="submit" className="primary" data-action="start" disabled={!chosen}>
            {a.start}
          </button>
          {p.canResume && chosen && (
            <button type="button" onClick={p.onResume}>
              {a.resume(editionText(chosen.compiled.edition, s.lang).name)}
            </button>
          )}
        </div>
      </form>
    </main>
  );
}

function SeatField(p: {
  label: string;
  value: string;
  levels: Record<string, string>;
  human: string;
  describedBy?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <select id={id} value={p.value} aria-describedby={p.describedBy} onChange={(e) => p.onChange(e.target.value)}>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {k === "human" ? p.human : (p.levels[k] ?? k)}
          </option>
        ))}
      </select>
    </div>
  );
}
