// `?players=4&humans=1&seed=7&lang=ja&pace=instant` sets a game up directly (DESIGN.md section 3), plus
// `edition=<id>` (a built-in) and `bots=<level>` (the computer players' level). Anything malformed is
// ignored, never an error: a shared link with a typo still opens the start screen.
import { isLang, type Lang } from "../../../i18n/lang";
import { isPace, type Pace } from "../../bots/pace";

export interface UrlSetup {
  players?: number;
  humans?: number;
  seed?: number;
  lang?: Lang;
  pace?: Pace;
  edition?: string;
  bots?: string;
}

function int(v: string | null, min: number, max: number): number | undefined {
  if (v === null || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}

export function parseUrl(search: string): UrlSetup {
  const q = new URLSearchParams(search);
  const out: UrlSetup = {};
  const players = int(q.get("players"), 1, 12);
  const humans = int(q.get("humans"), 0, 12);
  const seed = int(q.get("seed"), 0, 2 ** 31 - 1);
  if (players !== undefined) out.players = players;
  if (humans !== undefined) out.humans = humans;
  if (seed !== undefined) out.seed = seed;
  const lang = q.get("lang");
  if (isLang(lang)) out.lang = lang;
  const pace = q.get("pace");
  if (isPace(pace)) out.pace = pace;
  const edition = q.get("edition");
  if (edition && /^[a-z0-9-]{1,80}$/.test(edition)) out.edition = edition;
  const bots = q.get("bots");
  if (bots && /^[a-z]{1,20}$/.test(bots)) out.bots = bots;
  return out;
}

/** Does the URL ask for a game straight away (rather than the start screen)? */
export function setsUpGame(u: UrlSetup): boolean {
  return u.players !== undefined;
}
