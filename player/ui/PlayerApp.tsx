// The game screen as one component: a compiled edition and a setup (or a state to resume) in, `onExit`
// out. The app's start screen uses it, and so does the board editor to play-test a draft in its page.
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { engineFor, type GameState } from "../engine";
import type { CompiledEdition } from "../../schemas/graph";
import { LangProvider } from "./i18n/context";
import { editionText } from "../../edition/text";
import { EditionTextProvider } from "./i18n/edition-context";
import type { Lang } from "../../i18n/lang";
import { GameScreen } from "./game/GameScreen";
import type { GameSetup } from "./setup/game-setup";
import type { Pace } from "../bots/pace";
import type { BotRunner } from "./bots/runner";
import { download } from "./saves/download";
import { gameFromText, saveText } from "./saves/saves";
import { createLocalGame, type LocalGame } from "./client/local";
import { workerRunner } from "./worker/bot-runner";

export interface PlayerAppProps {
  compiled: CompiledEdition;
  /** A new game; left out, a game of the edition's fewest players, one human, medium computer players. */
  setup?: GameSetup;
  /** A game to go on with (a save loaded), instead of `setup`. */
  state?: GameState;
  onExit?: () => void;
  /** The exit button's words, where leaving goes somewhere other than the start screen (the editor's play-test). */
  exitLabel?: string;
  /** A new game with the same settings (the app passes one that picks a new seed). */
  onNewGame?: () => void;
  lang?: Lang;
  /** The player switched the language in the game's menu (the app keeps it in its settings). */
  onLang?: (l: Lang) => void;
  pace?: Pace;
  /** Called with every state (the first, and after every action): the app saves the game here. */
  onState?: (state: GameState, pace: Pace) => void;
  /** Where the computer players run; a Web Worker unless given. */
  runner?: (compiled: CompiledEdition) => BotRunner;
}

function defaultSetup(compiled: CompiledEdition): GameSetup {
  const n = compiled.edition.players.min;
  return {
    seats: compiled.edition.suspects
      .slice(0, n)
      .map((s, i) => ({ suspect: s.id, controller: i === 0 ? { kind: "human" } : { kind: "bot", level: "medium" } })),
    seed: 1,
  };
}

export function PlayerApp(props: PlayerAppProps) {
  const { compiled, lang = "en" } = props;
  const [store, setStore] = useState<LocalGame | null>(null);
  // An imported save replaces the game in place; a new setup or state from the parent replaces it too.
  const [imported, setImported] = useState<GameState | null>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => setImported(null), [compiled, props.setup, props.state]);
  useEffect(() => {
    const state = imported ?? props.state ?? engineFor(compiled).createGame(props.setup ?? defaultSetup(compiled));
    const pace = store?.get().pace ?? props.pace ?? "normal";
    latest.current.onState?.(state, pace);
    const s = createLocalGame({
      compiled,
      state,
      pace,
      runner: (props.runner ?? workerRunner)(compiled),
      onState: (st) => latest.current.onState?.(st, s.get().pace ?? pace),
    });
    startTransition(() => setStore(s));
    return () => s.dispose();
    // A new edition, setup, state or import is a new game; the callbacks' identities are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compiled, props.setup, props.state, imported]);
  const text = useMemo(() => editionText(compiled.edition, lang), [compiled, lang]);
  if (!store) return null;
  const onExport = () => download(`${compiled.edition.id}-save.json`, saveText(store.state()));
  const onImport = (t: string): string | null => {
    const r = gameFromText(compiled, t);
    if ("error" in r) return r.error;
    setImported(r.state);
    return null;
  };
  return (
    <LangProvider lang={lang}>
      <EditionTextProvider value={text}>
        <GameScreen
          client={store}
          onExit={props.onExit}
          exitLabel={props.exitLabel}
          onNewGame={props.onNewGame}
          onExport={onExport}
          onImport={onImport}
          onLang={props.onLang}
        />
      </EditionTextProvider>
    </LangProvider>
  );
}
