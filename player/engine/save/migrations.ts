// Upgrades from older save formats, one step per format: migrations[n] turns format n into n + 1.
import type { Action } from "../types";
import type { Save, SaveV0 } from "./format";

type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

function isV0(x: Record<string, unknown>): x is SaveV0 & Record<string, unknown> {
  return (
    typeof x.edition === "string" &&
    typeof x.seed === "number" &&
    Array.isArray(x.players) &&
    x.players.every((p) => typeof p === "string") &&
    Array.isArray(x.moves) &&
    x.moves.every((m) => typeof m === "object" && m !== null && typeof (m as { kind?: unknown }).kind === "string")
  );
}

/** Format 0 -> 1: `moves` ({kind, player}) become `actions` ({type, seat}); seats become objects. */
const v0to1: Migration = (old) => {
  if (!isV0(old)) return { format: -1 };
  const save: Save = {
    format: 1,
    editionHash: old.edition,
    seed: old.seed,
    seats: old.players.map((suspect) => ({ suspect, controller: { kind: "human" } })),
    rngState: null,
    actions: old.moves.map(({ kind, player, ...rest }) => ({ ...rest, type: kind, seat: player }) as unknown as Action),
    check: null,
  };
  return save as unknown as Record<string, unknown>;
};

export const MIGRATIONS: Migration[] = [v0to1];
