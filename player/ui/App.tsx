// The app: the start screen (or the URL's game straight away), then the game screen. Holds the settings,
// kept across games and reloads, and saves the game in progress after every action.
import { useEffect, useState } from "react";
import type { GameState } from "../engine";
import type { CompiledEdition } from "../../schemas/graph";
import { LangProvider } from "./i18n/context";
import { editionText } from "./i18n/edition";
import { APP } from "./i18n/messages";
import { PlayerApp } from "./PlayerApp";
import type { Baked } from "./setup/baked";
import { clampPlayers, kindsFor, randomSeed, setupOf, type GameSetup } from "./setup/game-setup";
import type { Pace } from "./setup/pace";
import { currentKey, markCurrent, resumable } from "./setup/resume";
import { loadSettings, seatKinds, storeSettings, type Settings } from "./setup/settings";
import { setsUpGame, type UrlSetup } from "./setup/url";
import { StartScreen, type EditionChoice } from "./start/StartScreen";
import { useOpened } from "./start/useOpened";
import { builtinsInWorker } from "./worker/compile-service";
import { storeGame, storedGame } from "./saves/saves";

export interface AppProps {
  baked: Baked;
  url: UrlSetup;
  search: string;
  defaults: Settings;
}

interface Game {
  key: string;
  compiled: CompiledEdition;
  setup?: GameSetup;
  state?: GameState;
  /** The URL query that set it up ("" from the start screen): a reload of the same link resumes it. */
  origin: string;
}

function firstGame(editions: readonly EditionChoice[], url: UrlSetup, search: string, settings: Settings): Game | null {
  if (setsUpGame(url)) {
    // An edition the link names but this page lacks: the start screen, not some other edition.
    const e = url.edition ? editions.find((x) => x.key === url.edition) : editions[0];
    if (!e) return null;
    const state = resumable(e.compiled, e.key, search);
    if (state) return { key: e.key, compiled: e.compiled, state, origin: search };
    const players = clampPlayers(e.compiled, url.players ?? settings.players);
    const kinds = kindsFor(players, Math.min(url.humans ?? 1, players), url.bots ?? "medium");
    return {
      key: e.key,
      compiled: e.compiled,
      setup: setupOf(e.compiled, kinds, url.seed ?? randomSeed()),
      origin: search,
    };
  }
  const key = currentKey();
  const e = editions.find((x) => x.key === key);
  const state = e ? resumable(e.compiled, e.key, null) : null;
  return e && state ? { key: e.key, compiled: e.compiled, state, origin: storedGame(e.key)?.origin ?? "" } : null;
}

export function App({ baked, url, search, defaults }: AppProps) {
  // Without a baked edition, the Worker compiles the built-in ones; until then the page says it is loading.
  const [builtins, setBuiltins] = useState<EditionChoice[] | null>(() =>
    baked.kind === "edition" ? [{ key: baked.compiled.edition.id, compiled: baked.compiled }] : null,
  );
  useEffect(() => {
    if (builtins === null && baked.kind === "none") builtinsInWorker().then(setBuiltins, () => setBuiltins([]));
  }, [builtins, baked]);
  const [opened, open] = useOpened();
  const known = builtins ?? [];
  const editions =
    opened.kind === "compiled"
      ? [...known, { key: `file:${opened.compiled.edition.id}`, compiled: opened.compiled, fromFile: true }]
      : known;
  const [settings, setSettingsRaw] = useState<Settings>(() => {
    const s = loadSettings(defaults);
    return {
      ...s,
      ...(url.lang && { lang: url.lang }),
      ...(url.pace && { pace: url.pace }),
      ...(url.edition && { edition: url.edition }),
    };
  });
  const setSettings = (s: Settings) => {
    setSettingsRaw(s);
    storeSettings(s);
  };
  // undefined: not decided yet (the built-in editions are still compiling).
  const [game, setGame] = useState<Game | null | undefined>(() =>
    builtins ? firstGame(builtins, url, search, settings) : undefined,
  );
  useEffect(() => {
    if (game === undefined && builtins) setGame(firstGame(builtins, url, search, settings));
    // Decided once, when the editions are first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [builtins]);
  const [pace, setPace] = useState<Pace>(settings.pace);

  const openedKey = opened.kind === "compiled" ? `file:${opened.compiled.edition.id}` : null;
  useEffect(() => {
    if (openedKey) setSettingsRaw((s) => ({ ...s, edition: openedKey }));
  }, [openedKey, opened]);
  useEffect(() => {
    document.documentElement.lang = settings.lang;
  }, [settings.lang]);
  // The page's title is the edition's name (in the UI's language where it has a locale): the game's, or the
  // one baked into this page; the start screen of several editions is Clue Kit's.
  const titled = game ? game.compiled : baked.kind === "edition" ? baked.compiled : null;
  useEffect(() => {
    document.title = titled ? editionText(titled.edition, settings.lang).name : APP[settings.lang].title;
  }, [titled, settings.lang]);

  const chosen = editions.find((e) => e.key === settings.edition) ?? editions[0];
  const start = (fresh: boolean) => {
    if (!chosen) return;
    const players = clampPlayers(chosen.compiled, settings.players);
    const seed = settings.seed !== "" ? Number(settings.seed) : randomSeed();
    const state = fresh ? null : resumable(chosen.compiled, chosen.key, null);
    setGame({
      key: chosen.key,
      compiled: chosen.compiled,
      origin: "",
      ...(state ? { state } : { setup: setupOf(chosen.compiled, seatKinds(settings, players), seed) }),
    });
    if (!chosen.fromFile) markCurrent(chosen.key);
  };
  const again = () => {
    if (!game) return;
    const seats =
      game.setup?.seats ?? game.state?.seats.map((s) => ({ suspect: s.suspect, controller: s.controller })) ?? [];
    setGame({ key: game.key, compiled: game.compiled, setup: { seats, seed: randomSeed() }, origin: "" });
    markCurrent(game.key);
  };

  if (baked.kind === "error")
    return (
      <main className="start">
        <p role="alert">Clue Kit: {baked.message}</p>
      </main>
    );
  if (game === undefined)
    return (
      <main className="start" aria-busy="true">
        <p role="status">{APP[settings.lang].loading}</p>
      </main>
    );
  if (game)
    return (
      <PlayerApp
        compiled={game.compiled}
        setup={game.setup}
        state={game.state}
        lang={settings.lang}
        onLang={(lang) => setSettings({ ...settings, lang })}
        pace={pace}
        onState={(st, p) => {
          if (!game.key.startsWith("file:")) storeGame(game.key, st, game.origin, p);
          if (p !== pace) setPace(p);
        }}
        onNewGame={again}
        onExit={() => {
          markCurrent(null);
          setGame(null);
        }}
      />
    );
  return (
    <LangProvider lang={settings.lang}>
      <StartScreen
        editions={editions}
        settings={chosen && chosen.key !== settings.edition ? { ...settings, edition: chosen.key } : settings}
        onSettings={setSettings}
        onStart={() => start(true)}
        canResume={!!chosen && !chosen.fromFile && storedGame(chosen.key) !== null}
        onResume={() => start(false)}
        opened={opened}
        onFiles={(f) => {
          open(f);
        }}
        fixedEdition={baked.kind === "edition"}
      />
    </LangProvider>
  );
}
