// The games the store tests write: a record as the server makes one, and actions of the right shape (the
// store never asks the engine whether they are legal).
import type { Action } from "../../engine";
import type { GameRecord } from "./store";

export const act = (type: string, seat = 0) => ({ type, seat }) as unknown as Action;
export const A = act("roll");
export const B = act("end-turn");
export const C = act("roll", 1);

export function record(gameId: string, over: Partial<GameRecord> = {}): GameRecord {
  return {
    format: 1,
    gameId,
    edition: { builtin: "classic" },
    seats: [
      { suspect: "scarlet", controller: { kind: "human" } },
      { suspect: "mustard", controller: { kind: "bot", level: "hard" } },
    ],
    seed: 7,
    pace: "instant",
    tokens: ["a".repeat(64), null],
    host: "b".repeat(64),
    created: 1_700_000_000_000,
    ...over,
  };
}
