// The game's own events, which no one action of a seat produces: the deal, the roll for first player, a
// turn begun, a token moved aside, a player out and their hand laid open, what an effect did (after the
// Keeper's or the power's sentence), a card peeked at, the end. No control: its words are all it has.
import { byLang } from "../i18n/pair";
import { game as en } from "./game.en";
import type { ActionEntry } from "./types";

export const gameEvents: ActionEntry = { type: "game", messages: byLang(en, (ja) => ja.actions.game) };
