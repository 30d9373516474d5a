// The message areas of this folder's owner, each in every language. Other areas (notebook, log, replay,
// rules) keep their pairs beside their components' folders' message files in en/ and ja/.
import { app as enApp } from "./en/app";
import { app as jaApp } from "./ja/app";
import { game as enGame } from "./en/game";
import { game as jaGame } from "./ja/game";
import type { ByLang } from "./lang";

export const APP: ByLang<typeof enApp> = { en: enApp, ja: jaApp };
export const GAME: ByLang<typeof enGame> = { en: enGame, ja: jaGame };
