// Phase `normalize`: the checked file -> the Edition IR. Defaults applied, door rooms resolved from the
// grid, translations merged. Total for any shape-valid input: broken references pass through unchanged
// (the checks report them), so the editor can still draw a board that has errors.
import type { Cell, Edition, Effect, Locale, Terms } from "../schemas/edition";
import type { CellIn, EditionFileIn, EditionIn, EffectIn, LocaleIn } from "./input";

const DEFAULT_TERMS: Terms = {
  suspect: "Suspect",
  suspects: "Suspects",
  weapon: "Weapon",
  weapons: "Weapons",
  room: "Room",
  rooms: "Rooms",
  card: "Card",
  cards: "Cards",
  suggestion: "Suggestion",
  accusation: "Accusation",
  envelope: "Envelope",
  notepad: "Notepad",
};

function gridRows(grid: string): string[] {
  const rows = grid.split(/\r?\n/);
  while (rows.length > 0 && rows[rows.length - 1] === "") rows.pop();
  return rows;
}

const cell = (c: CellIn): Cell => [c[0], c[1]];

function effect(e: EffectIn): Effect {
  switch (e.kind) {
    case "moveToRoom":
      return { kind: "moveToRoom", room: e.room ?? null };
    case "addSteps":
      return { kind: "addSteps", steps: e.steps ?? 1 };
    default:
      return { kind: e.kind };
  }
}

function locale(l: LocaleIn): Locale {
  const { format: _format, locale: _lang, ...rest } = l;
  return rest;
}

const CLASSIC_DIE = [1, 2, 3, 4, 5, 6] as const;

/** The rules as written, each option left out given classic Clue's value (the schema's `default`). */
export function withRuleDefaults(input: EditionFileIn | EditionIn): EditionIn {
  // Total over any data: compile calls it before it knows the shape is sound.
  const rules: unknown = input.rules;
  const r = (rules !== null && typeof rules === "object" ? rules : {}) as Partial<EditionIn["rules"]>;
  const id: unknown = Array.isArray(input.suspects) && (input.suspects[0] as { id?: unknown } | undefined)?.id;
  const first = typeof id === "string" ? id : "";
  return {
    ...input,
    rules: {
      ...r,
      dice: r.dice ?? [{ faces: [...CLASSIC_DIE] }, { faces: [...CLASSIC_DIE] }],
      // Classic Clue: Miss Scarlett, the first suspect in seat order, starts.
      firstPlayer: r.firstPlayer ?? { kind: "suspect", suspect: first },
      weapons: r.weapons ?? { kind: "spread" },
      deal: r.deal ?? { kind: "all" },
      accusations: r.accusations ?? { kind: "anywhere" },
    },
  };
}

export function normalize(written: EditionFileIn | EditionIn, locales: Record<string, LocaleIn> = {}): Edition {
  const input = withRuleDefaults(written);
  const grid = gridRows(input.board.grid);
  const cols = grid.reduce((w, r) => Math.max(w, r.length), 0);
  const roomByKey = new Map(input.rooms.map((r) => [r.key, r.id]));
  const m = input.rules.movement ?? {};
  const intrigue = input.modules?.intrigue;
  const personalities = input.modules?.personalities;
  return {
    format: input.format,
    id: input.id,
    name: input.name,
    tagline: input.tagline ?? "",
    locale: input.locale ?? "en",
    players: { min: input.players.min, max: input.players.max },
    terms: { ...DEFAULT_TERMS, ...input.terms },
    suspects: input.suspects.map((s) => ({ id: s.id, name: s.name, color: s.color, start: cell(s.start) })),
    weapons: input.weapons.map((w) => ({ id: w.id, name: w.name })),
    rooms: input.rooms.map((r) => ({ id: r.id, name: r.name, key: r.key, card: r.card ?? true })),
    board: {
      rows: grid.length,
      cols,
      grid,
      doors: input.board.doors.map((d) => ({
        room: roomByKey.get(grid[d.at[0]]?.[d.at[1]] ?? "") ?? "",
        cell: cell(d.at),
        front: cell(d.front),
      })),
      passages: (input.board.passages ?? []).map(([a, b]) => [a, b]),
      spaces: (input.board.spaces ?? []).map((s) => ({ kind: s.kind, at: cell(s.at) })),
      envelope: input.board.envelope ? cell(input.board.envelope) : null,
      ...(input.board.art !== undefined && { art: input.board.art }),
    },
    rules: {
      dice: input.rules.dice.map((d) => ({ faces: [...d.faces] })),
      movement: {
        mode: m.mode ?? "exact",
        passThroughTokens: m.passThroughTokens ?? false,
        doorsBlockedByTokens: m.doorsBlockedByTokens ?? true,
        mustLeaveRoom: m.mustLeaveRoom ?? true,
        secretPassages: m.secretPassages ?? true,
        // Added after format 1 shipped: kept only when written, so editions without it keep their hash.
        ...(m.movedMayStay !== undefined && { movedMayStay: m.movedMayStay }),
      },
      firstPlayer: { ...input.rules.firstPlayer },
      weapons: { ...input.rules.weapons },
      deal: { ...input.rules.deal },
      suggestions: {
        movedMaySuggest: input.rules.suggestions?.movedMaySuggest ?? true,
        accuseAfter: input.rules.suggestions?.accuseAfter ?? true,
        ...(input.rules.suggestions?.accuseAfterShown !== undefined && {
          accuseAfterShown: input.rules.suggestions.accuseAfterShown,
        }),
      },
      accusations: { ...input.rules.accusations },
      end: { lastPlayerWins: input.rules.end?.lastPlayerWins ?? true },
    },
    modules: {
      ...(intrigue && {
        intrigue: {
          clocks: intrigue.clocks ?? 8,
          keepers: intrigue.keepers.map((k) => ({
            id: k.id,
            name: k.name,
            text: k.text,
            count: k.count ?? 1,
            effect: effect(k.effect),
            origin: k.origin ?? "rulebook",
          })),
          drawOnQuestionFace: intrigue.drawOnQuestionFace ?? true,
          drawOnQuestionSpace: intrigue.drawOnQuestionSpace ?? true,
          stopOnQuestionSpace: intrigue.stopOnQuestionSpace ?? true,
          drawWhenMovedBySuggestion: intrigue.drawWhenMovedBySuggestion ?? true,
        },
      }),
      ...(personalities && {
        personalities: {
          powers: personalities.powers.map((p) => ({
            suspect: p.suspect,
            name: p.name,
            text: p.text,
            effect: effect(p.effect),
            origin: p.origin ?? "rulebook",
          })),
        },
      }),
    },
    rulesText: input.rulesText,
    notes: input.notes ?? "",
    locales: Object.fromEntries(
      Object.keys(locales)
        .sort()
        .map((k) => [k, locale(locales[k] as LocaleIn)]),
    ),
  };
}
