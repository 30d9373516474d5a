import { describe, expect, it } from "vitest";
import { engineFor, saveGame } from "../../engine";
import { loadEdition } from "../../../test/editions";
import { inputFromFiles } from "../start/open-files";
import { gameFromText } from "../saves/saves";
import { eyesFor } from "../client/viewer";
import { kindsFor, setupOf } from "./game-setup";
import { parseUrl } from "./url";

describe("the URL's game setup", () => {
  it("reads DESIGN.md's parameters and ours", () => {
    expect(parseUrl("?players=4&humans=1&seed=7&lang=ja&pace=instant&edition=the-office&bots=hard")).toEqual({
      players: 4,
      humans: 1,
      seed: 7,
      lang: "ja",
      pace: "instant",
      edition: "the-office",
      bots: "hard",
    });
  });
  it("ignores anything malformed instead of failing", () => {
    expect(parseUrl("?players=-1&humans=x&seed=99999999999&lang=fr&pace=warp&edition=../etc&bots=<b>")).toEqual({});
    expect(parseUrl("?players=4e2&seed=0x10")).toEqual({});
  });
});

describe("whose eyes the screen is", () => {
  const compiled = loadEdition("classic");
  const game = (kinds: string[]) => engineFor(compiled).createGame(setupOf(compiled, kinds, 3));
  it("one human: always theirs", () => {
    expect(eyesFor(game(kindsFor(4, 1, "easy")), "spectator")).toEqual({ viewer: 0, handOver: null });
  });
  it("no human: a spectator's", () => {
    expect(eyesFor(game(kindsFor(3, 0, "easy")), 1)).toEqual({ viewer: "spectator", handOver: null });
  });
  it("several humans: a hand-over to the one the game waits for, showing nobody's hand meanwhile", () => {
    const s = game(["human", "human", "easy"]);
    expect(eyesFor(s, "spectator")).toEqual({ viewer: "spectator", handOver: s.turn.seat });
    expect(eyesFor(s, s.turn.seat)).toEqual({ viewer: s.turn.seat, handOver: null });
    const other = s.turn.seat === 0 ? 1 : 0;
    expect(eyesFor(s, other)).toEqual({ viewer: "spectator", handOver: s.turn.seat });
  });
});

describe("saves from a file", () => {
  const compiled = loadEdition("classic");
  const state = engineFor(compiled).createGame(setupOf(compiled, kindsFor(3, 1, "easy"), 9));
  const text = JSON.stringify(saveGame(state));
  it("loads this edition's save", () => {
    const r = gameFromText(compiled, text);
    expect("state" in r && r.state.seed).toBe(9);
  });
  it("refuses an edited save, another edition's, and anything that is not one, with a code", () => {
    expect(gameFromText(compiled, text.replace('"seed":9', '"seed":8'))).toEqual({ error: "SAVE_TAMPERED" });
    expect(gameFromText(loadEdition("the-office"), text)).toEqual({ error: "SAVE_OTHER_EDITION" });
    expect(gameFromText(compiled, "{not json")).toEqual({ error: "not-json" });
    expect(gameFromText(compiled, "[]")).toEqual({ error: "SAVE_INVALID" });
  });
});

describe("files opened on the start screen", () => {
  it("takes the edition file and its <lang>.yaml translations", () => {
    const input = inputFromFiles([
      { name: "ja.yaml", text: "j" },
      { name: "edition.yaml", text: "e" },
      { name: "notes.txt", text: "n" },
    ]);
    expect(input).toEqual({
      file: "edition.yaml",
      text: "e",
      locales: [{ file: "locales/ja.yaml", text: "j", lang: "ja" }],
    });
    expect(inputFromFiles([{ name: "board.png", text: "" }])).toBeNull();
  });
});
