// The computer players by level. Adding a level is adding a file and a line here.
import type { BotLevel } from "../../engine";
import type { BotFactory } from "../bot";
import { easy } from "./easy";
import { hard } from "./hard";
import { medium } from "./medium";
import { random } from "./random";

// Typed by the engine's list of levels, so a level a seat may name always has its bot.
export const LEVELS: Readonly<Record<BotLevel, BotFactory>> = { random, easy, medium, hard };

/** The bot of a level named by untrusted input (a save, a URL), looked up by own key only. */
export const levelOf = (level: string): BotFactory | undefined =>
  Object.hasOwn(LEVELS, level) ? LEVELS[level as BotLevel] : undefined;

export const LEVEL_NAMES = Object.keys(LEVELS);
