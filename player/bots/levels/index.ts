// The computer players by level. Adding a level is adding a file and a line here.
import type { BotFactory } from "../bot";
import { easy } from "./easy";
import { hard } from "./hard";
import { medium } from "./medium";
import { random } from "./random";

export const LEVELS: Readonly<Record<string, BotFactory>> = { random, easy, medium, hard };

export const LEVEL_NAMES = Object.keys(LEVELS);
