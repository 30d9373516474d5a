// The edition file's shape as the schema admits it (optional keys still optional). `check` and
// `normalize` read this; only data that passed `validate` is typed this way.
import type { Effect, Face, Locale, Origin, Terms } from "../schemas/edition";

export type CellIn = [number, number];

export interface EffectIn {
  kind: Effect["kind"];
  room?: string;
  steps?: number;
}

export interface EditionIn {
  format: 1;
  /** Resolved away before normalize (compiler/extends). */
  extends?: string;
  id: string;
  name: string;
  tagline?: string;
  locale?: string;
  players: { min: number; max: number };
  terms?: Partial<Terms>;
  suspects: { id: string; name: string; color: string; start: CellIn }[];
  weapons: { id: string; name: string }[];
  rooms: { id: string; name: string; key: string; card?: boolean }[];
  board: {
    grid: string;
    doors: { at: CellIn; front: CellIn }[];
    passages?: [string, string][];
    spaces?: { kind: "question"; at: CellIn }[];
    envelope?: CellIn;
    art?: string;
    origin?: Origin;
  };
  /** As the checks see it: every rule option filled in (normalize.ts `withRuleDefaults`). */
  rules: {
    dice: { faces: Face[]; origin?: Origin }[];
    movement?: Partial<
      Record<
        "passThroughTokens" | "doorsBlockedByTokens" | "mustLeaveRoom" | "movedMayStay" | "secretPassages",
        boolean
      >
    > & {
      mode?: "exact" | "upTo";
    };
    firstPlayer: { kind: "suspect"; suspect: string } | { kind: "highRoll" };
    weapons: { kind: "spread" } | { kind: "distinctRooms" } | { kind: "room"; room: string };
    deal: { kind: "all" } | { kind: "equal"; leftovers: string; lookOnEntry?: boolean };
    suggestions?: { movedMaySuggest?: boolean; accuseAfter?: boolean; accuseAfterShown?: boolean };
    accusations: { kind: "anywhere" } | { kind: "room"; room: string; onEntry?: boolean };
    end?: { lastPlayerWins?: boolean };
  };
  modules?: {
    intrigue?: {
      clocks?: number;
      keepers: { id: string; name: string; text: string; count?: number; effect: EffectIn; origin?: Origin }[];
      drawOnQuestionFace?: boolean;
      drawOnQuestionSpace?: boolean;
      stopOnQuestionSpace?: boolean;
      drawWhenMovedBySuggestion?: boolean;
    };
    personalities?: { powers: { suspect: string; name: string; text: string; effect: EffectIn; origin?: Origin }[] };
  };
  rulesText: string;
  notes?: string;
}

export interface LocaleIn extends Locale {
  format: 1;
  locale: string;
}

/** The file as written: any rule option, or all the rules, may be left out. */
export type EditionFileIn = Omit<EditionIn, "rules"> & {
  rules?: Partial<EditionIn["rules"]>;
};
