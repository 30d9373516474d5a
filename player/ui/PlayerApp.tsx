// The game screen as one component: a compiled edition and a setup (or a state to resume) in, `onExit`
// out. The app's start screen uses it, and so does the board editor to play-test a draft in its page.
import { useEffect, useMemo, useState } from "react";
import { createGame, useEdition, type GameState } from "../engine";
import type { CompiledEdition } from "../../schemas/graph";
import { editionText } from "./i18n/edition";
import { EditionTextProvider } from "./i18n/edition-context";
import { LangProvider } from "./i18n/context";
import type { Lang } from "./i18n/lang";
import { GameScreen } from "./game/GameScreen";
import type { GameSetup } from "./setup/game-setup";
import type { Pace } from "./setup/pace";
import type { BotRunner } from "./store/bots";
import { createGameStore, type GameStore } from "./store/session";
import { workerRunner } from "./store/worker-runner";

export interface PlayerAppProps {
  compiled: CompiledEdition;
  /** A new game; left out, a game of the edition's fewest players, one human, medium computer players. */
  setup?: GameSetup;
  /** A game to go on with (a save loaded), instead of `setup`. */
  state?: GameState;
  onExit?: () => void;
  /** A new game with the same settings (the app passes one that picks a new seed). */
  onNewGame?: () => void;
  lang?: Lang;
  pace?: Pace;
  /** Called after every action: the app saves the game here. */
  onState?: (state: GameState) => void;
  /** Where the computer players run; a Web Worker unless given. */
  runner?: (compiled: CompiledEdition) => BotRunner;
}

function defaultSetup(compiled: CompiledEdition): GameSetup {
  const n = compiled.edition.players.min;
  return {
    seats: compiled.edition.suspects.slice(0, n).map((s, i) => ({ suspect: s.id, controller: i === 0 ? { kind: "human" } : { kind: "bot", level: "medium" } })),
    seed: 1,
  };
}

export function PlayerApp(props: PlayerAppProps) {
  const { compiled, lang = "en" } = props;
  const [store, setStore] = useState<GameStore | null>(null);
  useEffect(() => {
    useEdition(compiled);
    const state = props.state ?? createGame(compiled, props.setup ?? defaultSetup(compiled));
    props.onState?.(state);
    const s = createGameStore({ compiled, state, pace: props.pace ?? "normal", runner: (props.runner ?? workerRunner)(compiled), onState: props.onState });
    setStore(s);
    return () => s.dispose();
    // A new edition, setup or state is a new game; callbacks changing identity are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compiled, props.setup, props.state]);
  const text = useMemo(() => editionText(compiled.edition, lang), [compiled, lang]);
  if (!store) return null;
  return (
    <LangProvider lang={lang}>
      <EditionTextProvider value={text}>
        <GameScreen store={store} onExit={props.onExit} onNewGame={props.onNewGame} />
      </EditionTextProvider>
    </LangProvider>
  );
}
