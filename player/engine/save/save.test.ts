import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { engineFor } from "../engine";
import { firstSeats, randomPlayer } from "../playout";
import type { SaveV0 } from "./format";
import { migrate, saveGame } from "./save";

const classic = engineFor(loadEdition("classic"));
const office = engineFor(loadEdition("the-office"));
const game = randomPlayer(classic.compiled).playout({
  seats: firstSeats(classic.compiled, 4),
  seed: 5,
  maxActions: 120,
}).state;

describe("saves", () => {
  it("a save is small plain JSON that loads back to the identical state", () => {
    const save = JSON.parse(JSON.stringify(saveGame(game)));
    expect(Object.keys(save).sort()).toEqual([
      "actions",
      "check",
      "editionHash",
      "format",
      "rngState",
      "seats",
      "seed",
    ]);
    const loaded = classic.loadGame(save);
    if ("error" in loaded) throw new Error(loaded.error.message);
    expect(loaded.state).toEqual(game);
    expect(loaded.migratedFrom).toBeNull();
  });

  it("refuses another edition's save", () => {
    const r = office.loadGame(saveGame(game));
    expect("error" in r && r.error.code).toBe("SAVE_OTHER_EDITION");
  });

  it("refuses a save whose actions, seed or check were altered", () => {
    const save = saveGame(game);
    const bad = [
      { ...save, seed: save.seed + 1 },
      { ...save, actions: save.actions.slice(0, -1) },
      { ...save, check: null },
      { ...save, rngState: [1, 2, 3, 4] },
    ];
    for (const s of bad) {
      const r = classic.loadGame(s);
      expect("error" in r && r.error.code).toBe("SAVE_TAMPERED");
    }
  });

  it("refuses what is not a save, or a format it does not know", () => {
    for (const [input, code] of [
      [null, "SAVE_INVALID"],
      [[1, 2], "SAVE_INVALID"],
      [{ format: 9 }, "SAVE_FORMAT_UNKNOWN"],
      [{ format: 1 }, "SAVE_INVALID"],
      [{ format: 0, edition: 3 }, "SAVE_INVALID"],
    ] as const) {
      const r = classic.loadGame(input);
      expect("error" in r && r.error.code).toBe(code);
    }
  });

  it("upgrades a format 0 save (moves with kind and player) and replays it", () => {
    const v1 = saveGame(game);
    const v0: SaveV0 = {
      format: 0,
      edition: v1.editionHash,
      seed: v1.seed,
      players: v1.seats.map((s) => s.suspect),
      moves: v1.actions.map(({ type, seat, ...rest }) => ({ kind: type, player: seat, ...rest })),
    };
    const m = migrate(JSON.parse(JSON.stringify(v0)));
    if ("error" in m) throw new Error(m.error.message);
    expect(m.from).toBe(0);
    expect(m.save.actions).toEqual(v1.actions);
    const loaded = classic.loadGame(v0);
    if ("error" in loaded) throw new Error(loaded.error.message);
    expect(loaded.migratedFrom).toBe(0);
    expect(loaded.state).toEqual(game);
    const broken = { ...v0, moves: [...v0.moves, { kind: "accuse", player: 9 }] };
    expect((classic.loadGame(broken) as { error: { code: string } }).error.code).toBe("SAVE_TAMPERED");
  });
});
