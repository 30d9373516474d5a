// Play-testing the draft in the same page: the web player's game screen (PlayerApp) on the compiled draft,
// computer players in the other seats. Leaving it comes back to the editor as it was (the editor's state
// is kept by the parent; only this screen is swapped in).
import { useState } from "react";
import type { SeatConfig } from "../../player/engine";
import { PlayerApp } from "../../player/ui/PlayerApp";
import type { Pace } from "../../player/bots/pace";
import type { CompiledEdition } from "../../schemas/graph";
import type { Lang } from "../../i18n/lang";
import { useT } from "../i18n/i18n";

const LEVELS = ["random", "easy", "medium", "hard"] as const;
const PACES = ["normal", "fast", "instant"] as const satisfies readonly Pace[];

interface Setup {
  players: number;
  human: boolean;
  level: string;
  pace: Pace;
  seed: number;
}

export function PlayTest({ compiled, lang, onExit }: { compiled: CompiledEdition; lang: Lang; onExit: () => void }) {
  const t = useT();
  const { min, max } = compiled.edition.players;
  const [setup, setSetup] = useState<Setup>({ players: min, human: true, level: "medium", pace: "normal", seed: 1 });
  const [playing, setPlaying] = useState<{ seats: SeatConfig[]; seed: number } | null>(null);
  if (playing)
    return (
      <div className="playtest-game" data-testid="playtest">
        <PlayerApp
          compiled={compiled}
          setup={playing}
          lang={lang}
          pace={setup.pace}
          onExit={onExit}
          exitLabel={t("playtest.back")}
          onNewGame={() => setPlaying({ ...playing, seed: playing.seed + 1 })}
        />
      </div>
    );
  const n = Math.max(min, Math.min(max, Math.min(setup.players, compiled.edition.suspects.length)));
  const start = () =>
    setPlaying({
      seed: setup.seed,
      seats: compiled.edition.suspects.slice(0, n).map((s, i) => ({
        suspect: s.id,
        controller: i === 0 && setup.human ? { kind: "human" } : { kind: "bot", level: setup.level },
      })),
    });
  return (
    <form className="playtest" data-testid="playtest-setup" onSubmit={(e) => (e.preventDefault(), start())}>
      <h2>{t("play.title", { name: compiled.edition.name })}</h2>
      <label>
        {t("play.players")}{" "}
        <input
          type="number"
          name="players"
          min={min}
          max={max}
          value={n}
          onChange={(e) => setSetup({ ...setup, players: Number(e.target.value) })}
        />
      </label>
      <label>
        <input
          type="checkbox"
          name="human"
          checked={setup.human}
          onChange={(e) => setSetup({ ...setup, human: e.target.checked })}
        />{" "}
        {t("play.human")}
      </label>
      <label>
        {t("play.level")}{" "}
        <select name="level" value={setup.level} onChange={(e) => setSetup({ ...setup, level: e.target.value })}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`play.level.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("play.pace")}{" "}
        <select name="pace" value={setup.pace} onChange={(e) => setSetup({ ...setup, pace: e.target.value as Pace })}>
          {PACES.map((p) => (
            <option key={p} value={p}>
              {t(`play.pace.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("play.seed")}{" "}
        <input
          type="number"
          name="seed"
          value={setup.seed}
          onChange={(e) => setSetup({ ...setup, seed: Number(e.target.value) || 1 })}
        />
      </label>
      <div className="row">
        <button type="submit" data-testid="playtest-start">
          {t("play.start")}
        </button>
        <button type="button" onClick={onExit}>
          {t("play.back")}
        </button>
      </div>
    </form>
  );
}
