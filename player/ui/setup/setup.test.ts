import { describe, expect, it } from "vitest";
import { playBots } from "../../bots/game";
import { engineFor, saveGame } from "../../engine";
import { loadEdition } from "../../../test/editions";
import { EDITION_MAX_BYTES, inputFromFiles, tooBig } from "../start/open-files";
import { gameFromText } from "../saves/saves";
import { eyesFor } from "../client/viewer";
import { firstGame } from "./first-game";
import { kindsFor, setupOf } from "./game-setup";
import { lastGame, resumable } from "./resume";
import { defaultSettings, langFor, loadSettings, storeSettings, withLang } from "./settings";
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

describe("settings: the language chosen per edition", () => {
  const base = defaultSettings("en-US");
  it("an edition no language was chosen for speaks the browser's; a choice holds for its edition only", () => {
    const s = withLang(base, "tower-of-terror", "ja");
    expect(langFor(s, "tower-of-terror")).toBe("ja");
    expect(langFor(s, "classic")).toBe("en");
    expect(langFor(defaultSettings("ja-JP"), "classic")).toBe("ja");
  });
  it("stores the choices as pairs and reads back only well-formed ones, never a global language", () => {
    const store = new Map<string, string>();
    const ls = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    Object.defineProperty(globalThis, "localStorage", { value: ls, configurable: true });
    try {
      storeSettings(withLang(base, "tower-of-terror", "ja"));
      expect(JSON.parse(store.get("clue-kit:settings") ?? "{}").langs).toEqual([["tower-of-terror", "ja"]]);
      expect(loadSettings(base).langs.get("tower-of-terror")).toBe("ja");
      store.set(
        "clue-kit:settings",
        JSON.stringify({ lang: "ja", langs: [["__proto__", "ja"], ["x", "fr"], "y", [1, "en"], ["classic", "en"]] }),
      );
      const read = loadSettings(base);
      expect(read.lang).toBe("en");
      expect([...read.langs]).toEqual([
        ["__proto__", "ja"],
        ["classic", "en"],
      ]);
      expect(langFor(read, "constructor")).toBe("en");
    } finally {
      Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});

describe("saves from a file: what the player is told", () => {
  const compiled = loadEdition("classic");
  const state = engineFor(compiled).createGame(setupOf(compiled, kindsFor(3, 1, "easy"), 9));
  const withSeat = (controller: unknown) =>
    JSON.stringify(
      saveGame({ ...state, seats: state.seats.map((s, i) => (i === 1 ? { ...s, controller } : s)) } as never),
    );
  it("a seat of a level or kind that does not exist is SAVE_SEATS, even with a right check", () => {
    for (const c of [{ kind: "bot", level: "__proto__" }, { kind: "bot", level: "constructor" }, { kind: "robot" }])
      expect(gameFromText(compiled, withSeat(c))).toEqual({ error: "SAVE_SEATS" });
  });
  it("JSON without a format is no save, not one of a newer player", () => {
    for (const text of ["{}", '{"seats": []}', "null", "3", '"save"'])
      expect(gameFromText(compiled, text)).toEqual({ error: "SAVE_INVALID" });
    expect(gameFromText(compiled, '{"format": 99}')).toEqual({ error: "SAVE_FORMAT_UNKNOWN" });
  });
  it("only YAML files over the limit are too big", () => {
    expect(tooBig([{ name: "edition.yaml", size: EDITION_MAX_BYTES + 1 }])).toBe("edition.yaml");
    expect(
      tooBig([
        { name: "board.png", size: EDITION_MAX_BYTES + 1 },
        { name: "e.yml", size: 10 },
      ]),
    ).toBeNull();
  });
});

describe("the first game and the stored one", () => {
  const compiled = loadEdition("classic");
  const editions = [{ key: "classic", compiled }];
  it("a link whose seats the engine refuses opens the start screen, saying so", () => {
    const settings = defaultSettings("en");
    expect(firstGame(editions, parseUrl("?players=4&bots=constructor"), "", settings)).toEqual({
      game: null,
      badLink: true,
    });
    const ok = firstGame(editions, parseUrl("?players=4&bots=easy&pace=slow"), "", settings);
    expect(ok.game?.setup?.seats).toHaveLength(4);
    expect(ok.game?.pace).toBe("slow");
  });
  it("a stored game is playing, over, or refused", () => {
    const store = new Map<string, string>();
    const ls = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    Object.defineProperty(globalThis, "localStorage", { value: ls, configurable: true });
    try {
      expect(lastGame(compiled, "classic").kind).toBe("none");
      const { state } = playBots(compiled, { levels: ["easy", "easy", "easy"], seed: 5 });
      store.set("clue-kit:game:classic", JSON.stringify({ save: saveGame(state), origin: "" }));
      expect(lastGame(compiled, "classic").kind).toBe("over");
      expect(resumable(compiled, "classic", null)).toBeNull();
      const start = engineFor(compiled).createGame(setupOf(compiled, kindsFor(3, 1, "easy"), 2));
      store.set("clue-kit:game:classic", JSON.stringify({ save: saveGame(start), origin: "" }));
      expect(lastGame(compiled, "classic").kind).toBe("playing");
      store.set("clue-kit:game:classic", JSON.stringify({ save: { format: 1 }, origin: "" }));
      expect(lastGame(compiled, "classic")).toEqual({ kind: "refused", code: "SAVE_INVALID" });
      const hostile = saveGame({
        ...start,
        seats: start.seats.map((x, i) => (i === 1 ? { ...x, controller: { kind: "bot", level: "__proto__" } } : x)),
      } as never);
      store.set("clue-kit:game:classic", JSON.stringify({ save: hostile, origin: "" }));
      expect(lastGame(compiled, "classic")).toEqual({ kind: "refused", code: "SAVE_SEATS" });
    } finally {
      Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});
