// The start screen's settings, kept in browser storage so that a new game (and a reload) keeps them.
import { langOfLocales } from "../../../i18n/choose";
import { isLang, type Lang } from "../../../i18n/lang";
import type { SeatKind } from "./game-setup";
import { isPace, type Pace } from "../../bots/pace";

export interface Settings {
  edition: string;
  players: number;
  /** One per seat, for as many seats as the edition allows at most. */
  seats: SeatKind[];
  /** The language of an edition the player has not chosen one for: the browser's. Not stored. */
  lang: Lang;
  /**
   * The language chosen for each edition (by its key). Per edition, because a language one edition is
   * translated into may be missing from another: Japanese chosen for Tower of Terror would otherwise dress
   * classic's English names in Japanese controls.
   */
  langs: ReadonlyMap<string, Lang>;
  /** Text as typed; empty for a random seed. */
  seed: string;
  pace: Pace;
}

const KEY = "clue-kit:settings";
const LEVELS = new Set(["human", "random", "easy", "medium", "hard"]);
// Editions opened from files add keys of their own: the oldest choices go first.
const MAX_LANGS = 40;

/** `locales`: the browser's languages, most wanted first (`navigator.languages`), or one of them. */
export function defaultSettings(locales: string | readonly string[]): Settings {
  return {
    edition: "classic",
    players: 4,
    seats: ["human", "medium", "medium", "medium", "medium", "medium"],
    lang: langOfLocales(typeof locales === "string" ? [locales] : locales) ?? "en",
    langs: new Map(),
    seed: "",
    pace: "normal",
  };
}

/** Stored as [key, lang] pairs; anything else in the list is dropped. */
function readLangs(v: unknown): Map<string, Lang> {
  const out = new Map<string, Lang>();
  if (!Array.isArray(v)) return out;
  for (const pair of v.slice(-MAX_LANGS) as unknown[])
    if (Array.isArray(pair) && typeof pair[0] === "string" && pair[0].length <= 200 && isLang(pair[1]))
      out.set(pair[0], pair[1]);
  return out;
}

export function loadSettings(fallback: Settings): Settings {
  try {
    const v = JSON.parse(globalThis.localStorage.getItem(KEY) ?? "null") as Record<string, unknown> | null;
    if (!v || typeof v !== "object") return fallback;
    return {
      edition: typeof v.edition === "string" ? v.edition : fallback.edition,
      players: typeof v.players === "number" && v.players >= 1 && v.players <= 12 ? v.players : fallback.players,
      seats:
        Array.isArray(v.seats) && v.seats.every((s) => typeof s === "string" && LEVELS.has(s))
          ? (v.seats as string[]).slice(0, 12)
          : fallback.seats,
      // A language stored by an older page was one for every edition: it is not carried over.
      lang: fallback.lang,
      langs: readLangs(v.langs),
      seed: typeof v.seed === "string" && /^\d{0,9}$/.test(v.seed) ? v.seed : "",
      pace: isPace(v.pace) ? v.pace : fallback.pace,
    };
  } catch {
    return fallback;
  }
}

export function storeSettings(s: Settings): void {
  const { lang: _browser, langs, ...kept } = s;
  try {
    globalThis.localStorage.setItem(KEY, JSON.stringify({ ...kept, langs: [...langs] }));
  } catch {
    // Settings are a convenience; without storage they last as long as the page.
  }
}

/** The language an edition is shown in: the one chosen for it, else the browser's. */
export function langFor(s: Settings, editionKey: string): Lang {
  return s.langs.get(editionKey) ?? s.lang;
}

/** The settings with `lang` chosen for one edition (the latest choice last, the oldest dropped past the limit). */
export function withLang(s: Settings, editionKey: string, lang: Lang): Settings {
  const langs = new Map(s.langs);
  langs.delete(editionKey);
  langs.set(editionKey, lang);
  while (langs.size > MAX_LANGS) langs.delete(langs.keys().next().value as string);
  return { ...s, langs };
}

/** The seat kinds for `players` seats, padding with medium computer players. */
export function seatKinds(s: Settings, players: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => s.seats[i] ?? "medium");
}
