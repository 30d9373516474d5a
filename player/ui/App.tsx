// The app: the start screen (or the URL's game straight away), then the game screen. Holds the settings,
// kept across games and reloads, and saves the game in progress after every action.
import { useEffect, useMemo, useRef, useState } from "react";
import { LangProvider } from "./i18n/context";
import { editionText } from "../../edition/text";
import type { Lang } from "../../i18n/lang";
import { APP } from "./i18n/messages";
import { PlayerApp } from "./PlayerApp";
import { GameBoundary } from "./boundary/GameBoundary";
import type { Baked } from "./setup/baked";
import { firstGame, type EditionChoice, type Game } from "./setup/first-game";
import { clampPlayers, randomSeed, setupOf } from "./setup/game-setup";
import { lastGame, markCurrent, type LastGame } from "./setup/resume";
import { langFor, loadSettings, seatKinds, storeSettings, withLang, type Settings } from "./setup/settings";
import type { UrlSetup } from "./setup/url";
import { isSaveFile, saveFromFile } from "./start/open-save";
import type { Notice } from "./start/Notices";
import { OnlineApp } from "./apart/online";
import { StartScreen } from "./apart/start";
import { useOpened } from "./start/useOpened";
import { builtinsInWorker } from "./worker/compile-service";
import { forgetGame, storeGame, storedText } from "./saves/saves";

export interface AppProps {
  baked: Baked;
  url: UrlSetup;
  search: string;
  defaults: Settings;
}

/** A game on screen; `nonce` tells two games apart (a new one gets a fresh error boundary). */
type Shown = Game & { nonce: number };

const NONE: LastGame = { kind: "none" };

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
    return { ...s, ...(url.pace && { pace: url.pace }), ...(url.edition && { edition: url.edition }) };
  });
  const setSettings = (s: Settings) => {
    setSettingsRaw(s);
    storeSettings(s);
  };
  // A link's `lang` speaks for every edition until the player chooses a language on the page.
  const [urlLang, setUrlLang] = useState<Lang | undefined>(url.lang);
  const langOf = (key: string): Lang => urlLang ?? langFor(settings, key);
  const chooseLang = (key: string, lang: Lang) => {
    setUrlLang(undefined);
    setSettings(withLang(settings, key, lang));
  };

  const nonce = useRef(0);
  const show = (g: Game): Shown => ({ ...g, nonce: ++nonce.current });
  const [notice, setNotice] = useState<Notice | null>(null);
  // undefined: not decided yet (the built-in editions are still compiling).
  const [game, setGame] = useState<Shown | null | undefined>(() => {
    if (!builtins) return undefined;
    const first = firstGame(builtins, url, search, settings);
    return first.game && show(first.game);
  });
  useEffect(() => {
    if (game !== undefined || !builtins) return;
    const first = firstGame(builtins, url, search, settings);
    setGame(first.game && show(first.game));
    if (!first.game && first.badLink) setNotice({ kind: "bad-link" });
    // Decided once, when the editions are first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [builtins]);
  // Online play (apart/online.ts): a link's game (`?online=<gameId>`), or the start screen's "Play online".
  const [online, setOnline] = useState(() => new URLSearchParams(search).has("online"));
  // The game whose screen broke: whatever its store still reports is not stored again.
  const broken = useRef<number | null>(null);

  const openedKey = opened.kind === "compiled" ? `file:${opened.compiled.edition.id}` : null;
  useEffect(() => {
    if (openedKey) setSettingsRaw((s) => ({ ...s, edition: openedKey }));
  }, [openedKey, opened]);

  const chosen = editions.find((e) => e.key === settings.edition) ?? editions[0];
  const lang = game ? langOf(game.key) : chosen ? langOf(chosen.key) : (urlLang ?? settings.lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // The page's title is the edition's name (in the UI's language where it has a locale): the game's, or the
  // one baked into this page; the start screen of several editions is Clue Kit's.
  const titled = game ? game.compiled : baked.kind === "edition" ? baked.compiled : null;
  useEffect(() => {
    document.title = titled ? editionText(titled.edition, lang).name : APP[lang].title;
  }, [titled, lang]);

  // What the start screen offers of the chosen edition's stored game: worked out (a replay of the save)
  // only on the start screen, again only when the stored record changes.
  const lastKey = game === null && chosen && !chosen.fromFile ? chosen.key : null;
  const lastRecord = lastKey === null ? null : storedText(lastKey);
  const last = useMemo(
    () => (lastKey !== null && lastRecord !== null && chosen ? lastGame(chosen.compiled, lastKey) : NONE),
    // The record's text stands for the stored game; the edition for its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lastKey, lastRecord, chosen?.compiled],
  );
  useEffect(() => {
    if (last.kind !== "refused" || lastKey === null) return;
    forgetGame(lastKey);
    setNotice({ kind: "refused", edition: lastKey, code: last.code });
  }, [last, lastKey]);

  const start = (resume: boolean) => {
    if (!chosen) return;
    setNotice(null);
    const base = { key: chosen.key, compiled: chosen.compiled, pace: settings.pace };
    if (resume && (last.kind === "playing" || last.kind === "over")) {
      setGame(show({ ...base, state: last.state, origin: last.origin }));
    } else {
      const players = clampPlayers(chosen.compiled, settings.players);
      const seed = settings.seed !== "" ? Number(settings.seed) : randomSeed();
      setGame(show({ ...base, setup: setupOf(chosen.compiled, seatKinds(settings, players), seed), origin: "" }));
    }
    if (!chosen.fromFile) markCurrent(chosen.key);
  };
  const again = () => {
    if (!game) return;
    const seats =
      game.setup?.seats ?? game.state?.seats.map((s) => ({ suspect: s.suspect, controller: s.controller })) ?? [];
    setGame(show({ ...game, setup: { seats, seed: randomSeed() }, state: undefined, origin: "" }));
    markCurrent(game.key);
  };
  const onFiles = (list: FileList) => {
    const save = isSaveFile([...list]);
    if (save)
      void saveFromFile(save, editions).then((r) => {
        if ("kind" in r) return setNotice(r);
        setNotice(null);
        const { edition: e, state } = r;
        setGame(show({ key: e.key, compiled: e.compiled, state, origin: "", pace: settings.pace }));
        if (!e.fromFile) markCurrent(e.key);
      });
    // A page made for one edition plays that edition: an edition file dropped on it is not opened.
    else if (baked.kind !== "edition") open(list);
  };
  const exit = () => {
    markCurrent(null);
    setGame(null);
  };

  if (baked.kind === "error")
    return (
      <main className="start">
        <p role="alert">Clue Kit: {baked.message}</p>
      </main>
    );
  if (online)
    return (
      <OnlineApp
        editions={editions}
        loading={builtins === null}
        baked={baked.kind === "edition" ? baked.compiled : null}
        settings={chosen ? { ...settings, edition: chosen.key } : settings}
        lang={lang}
        onLang={(l: Lang) => chosen && chooseLang(chosen.key, l)}
        onExit={() => setOnline(false)}
      />
    );
  if (game === undefined)
    return (
      <main className="start" aria-busy="true">
        <p role="status">{APP[lang].loading}</p>
      </main>
    );
  if (game)
    return (
      <GameBoundary
        key={game.nonce}
        lang={lang}
        onBroken={() => {
          broken.current = game.nonce;
          if (!game.key.startsWith("file:")) forgetGame(game.key);
          markCurrent(null);
        }}
        onExit={exit}
      >
        <PlayerApp
          compiled={game.compiled}
          setup={game.setup}
          state={game.state}
          lang={lang}
          onLang={(l) => chooseLang(game.key, l)}
          pace={game.pace}
          onState={(st, p) => {
            if (broken.current === game.nonce) return;
            if (!game.key.startsWith("file:")) storeGame(game.key, st, game.origin, p);
            // The menu changed the pace: it is the setting the next game starts with too.
            if (p !== game.pace) {
              setGame({ ...game, pace: p });
              setSettings({ ...settings, pace: p });
            }
          }}
          onNewGame={again}
          onExit={exit}
        />
      </GameBoundary>
    );
  return (
    <LangProvider lang={lang}>
      <StartScreen
        editions={editions}
        settings={chosen && chosen.key !== settings.edition ? { ...settings, edition: chosen.key } : settings}
        lang={lang}
        onSettings={setSettings}
        onLang={(l) => chosen && chooseLang(chosen.key, l)}
        onStart={() => start(false)}
        last={last.kind === "playing" || last.kind === "over" ? last.kind : null}
        onResume={() => start(true)}
        secretSeed={
          last.kind === "playing" &&
          String(last.state.seed) === settings.seed &&
          last.state.seats.filter((x) => x.controller.kind === "human").length > 1
        }
        notice={notice}
        opened={opened}
        onFiles={onFiles}
        fixedEdition={baked.kind === "edition"}
        onOnline={() => setOnline(true)}
      />
    </LangProvider>
  );
}
