// The start screen's settings, kept in browser storage so that a new game (and a reload) keeps them.
import { isLang, type Lang } from "../i18n/lang";
import type { SeatKind } from "./game-setup";
import { isPace, type Pace } from "./pace";

export interface Settings {
  edition: string;
  players: number;
  /** One per seat, for as many seats as the edition allows at most. */
  seats: SeatKind[];
  lang: Lang;
  /** Text as typed; empty for a random seed. */
  seed: string;
  pace: Pace;
}

const KEY = "clue-kit:settings";
const LEVELS = new Set(["human", "random", "easy", "medium", "hard"]);

export function defaultSettings(navigatorLang: string): Settings {
  return {
    edition: "classic",
    players: 4,
    seats: ["human", "medium", "medium", "medium", "medium", "medium"],
    lang: navigatorLang.toLowerCase().startsWith("ja") ? "ja" : "en",
    seed: "",
    pace: "normal",
  };
}

export function loadSettings(fallback: Settings): Settings {
  try {
    const v = JSON.parse(globalThis.localStorage.getItem(KEY) ?? "null") as Partial<Settings> | null;
    if (!v || typeof v !== "object") return fallback;
    return {
      edition: typeof v.edition === "string" ? v.edition : fallback.edition,
      players: typeof v.players === "number" && v.players >= 1 && v.players <= 12 ? v.players : fallback.players,
      seats:
        Array.isArray(v.seats) && v.seats.every((s) => typeof s === "string" && LEVELS.has(s))
          ? v.seats.slice(0, 12)
          : fallback.seats,
      lang: isLang(v.lang) ? v.lang : fallback.lang,
      seed: typeof v.seed === "string" && /^\d{0,9}$/.test(v.seed) ? v.seed : "",
      pace: isPace(v.pace) ? v.pace : fallback.pace,
    };
  } catch {
    return fallback;
  }
}

export function storeSettings(s: Settings): void {
  try {
    globalThis.localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Settings are a convenience; without storage they last as long as the page.
  }
}

/** The seat kinds for `players` seats, padding with medium computer players. */
export function seatKinds(s: Settings, players: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => s.seats[i] ?? "medium");
}
