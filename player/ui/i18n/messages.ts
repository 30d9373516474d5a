// The message areas of this folder's owner, each in every language. Other areas (notebook, log, replay,
// rules) keep their pairs beside their components' folders' message files in en/ and ja/.
import { app as enApp } from "./en/app";
import { game as enGame } from "./en/game";
import type { ByLang } from "../../../i18n/lang";
import { byLang } from "./pair";

export const APP: ByLang<typeof enApp> = byLang(enApp, (ja) => ja.app);
export const GAME: ByLang<typeof enGame> = byLang(enGame, (ja) => ja.game);
