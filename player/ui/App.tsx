// The app: a baked edition or the start screen's choice, then the game screen. Holds the settings
// (kept across games and reloads) and the save of the game in progress.
import { useState } from "react";
import type { CompiledEdition } from "../../schemas/graph";
import { PlayerApp } from "./PlayerApp";
import type { GameSetup } from "./setup/game-setup";

export interface AppProps {
  initial: { compiled: CompiledEdition; setup: GameSetup } | null;
}

export function App({ initial }: AppProps) {
  const [game] = useState(initial);
  if (!game) return <p>Clue Kit</p>;
  return <PlayerApp compiled={game.compiled} setup={game.setup} />;
}
