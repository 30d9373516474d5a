// Setting an online game up: the edition (one of the page's, or one opened from a file, which is sent to
// the server), each seat human or a computer level, an optional seed, the computer players' pace; then
// `POST /api/games`. What the server says against it is shown under the form, word for word.
import { useId, useState } from "react";
import type { Pace } from "../../bots/pace";
import { PaceField, PlayersField, SeatField } from "../start/SetupFields";
import type { CreateResponse } from "../../online/protocol";
import { useLang, useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { APP } from "../i18n/messages";
import type { EditionChoice } from "../setup/first-game";
import { clampPlayers } from "../setup/game-setup";
import { seatKinds, type Settings } from "../setup/settings";
import { createGame, editionOf, type Post } from "./api";
import { ONLINE, refusalText } from "./messages";

export interface CreateFormProps {
  editions: readonly EditionChoice[];
  settings: Settings;
  onCreated: (created: CreateResponse, edition: EditionChoice) => void;
  post?: Post;
}

export function CreateForm({ editions, settings, onCreated, post }: CreateFormProps) {
  const a = useMessages(APP);
  const o = useMessages(ONLINE);
  const lang = useLang();
  const id = useId();
  const [key, setKey] = useState(settings.edition);
  const chosen = editions.find((e) => e.key === key) ?? editions[0];
  const [players, setPlayers] = useState(settings.players);
  const [kinds, setKinds] = useState(settings.seats);
  const [seed, setSeed] = useState("");
  const [pace, setPace] = useState<Pace>(settings.pace);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!chosen) return <p role="status">{o.loading}</p>;
  const n = clampPlayers(chosen.compiled, players);
  const seats = seatKinds({ ...settings, seats: kinds }, n);
  const { min, max } = chosen.compiled.edition.players;
  const text = editionText(chosen.compiled.edition, lang);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const r = await createGame(
      {
        edition: editionOf(chosen.key, chosen.compiled, chosen.fromFile === true),
        seats: seats.map((k) => (k === "human" ? { kind: "human" } : { kind: "bot", level: k })),
        ...(seed !== "" && { seed: Number(seed) }),
        pace,
      },
      post,
    );
    setBusy(false);
    if ("gameId" in r) onCreated(r, chosen);
    else setError(r.code === "UNREACHABLE" ? o.unreachable : o.createRefused(refusalText(o.createRefusals, r)));
  };
  return (
    <form
      className="start-form online-create"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-h`}>{o.createHeading}</h2>
      <fieldset className="editions">
        <legend>{a.edition}</legend>
        {editions.map((e) => {
          const t = editionText(e.compiled.edition, lang);
          return (
            <label key={e.key} className="edition-choice">
              <input type="radio" name="edition" checked={e === chosen} onChange={() => setKey(e.key)} />
              <span>
                <strong>{e.fromFile ? o.uploaded(t.name) : t.name}</strong>
                <span className="tagline">{t.tagline}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className="seats-form">
        <legend>{a.seats}</legend>
        <PlayersField min={min} max={max} value={n} onChange={setPlayers} />
        {seats.map((k, i) => (
          <SeatField
            key={i}
            seat={i}
            label={a.seat(i + 1, text.suspect(chosen.compiled.edition.suspects[i]?.id ?? ""))}
            value={k}
            onChange={(v) => setKinds(Object.assign([...seats], { [i]: v }))}
          />
        ))}
      </fieldset>
      <fieldset className="options">
        <div className="field">
          <label htmlFor={`${id}-seed`}>{a.seed}</label>
          <input
            id={`${id}-seed`}
            name="seed"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            autoComplete="off"
            value={seed}
            aria-describedby={`${id}-seed-help`}
            onChange={(e) => setSeed(e.target.value.replace(/\D/g, ""))}
          />
          <small id={`${id}-seed-help`}>{o.seedHelp}</small>
        </div>
        <PaceField value={pace} onChange={setPace} />
      </fieldset>
      <div className="start-actions">
        <button type="submit" className="primary" data-action="create-online" disabled={busy}>
          {busy ? o.creating : o.create}
        </button>
      </div>
      <p role="alert" className="online-error">
        {error}
      </p>
    </form>
  );
}
