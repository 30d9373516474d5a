import { describe as group, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { engineFor, type LogEntry } from "../../engine";
import { playBots } from "../../bots/game";
import { ACTIONS } from "../actions";
import { editionText } from "../../../edition/text";
import { logContext } from "./describe";
import { announce, storySpan, storyText, wrongAccusations } from "./story";
import type { Lang } from "../../../i18n/lang";

const tower = loadEdition("tower-of-terror");
const seats = tower.edition.suspects.slice(0, 4).map((s) => ({ suspect: s.id }));
const ctx = (lang: Lang, viewer = 0) =>
  logContext(tower, { viewer, seats: seats as never }, editionText(tower.edition, lang), lang, ACTIONS);
const room = (id: string) => tower.graph.squareCount + tower.edition.rooms.findIndex((r) => r.id === id);
/** A sentence without the isolates around its names (FSI, PDI), as the tests spell it. */
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, "");
const story = (...args: Parameters<typeof storyText>) => plain(storyText(...args));
const THREE = { suspect: "goofy", weapon: "script", room: "lobby" };

// Seat 1 (Donald Duck) plays turn 5 seen by seat 0 (Minnie Mouse); then seat 2's turn begins.
const TURN: LogEntry[] = [
  { type: "turn-started", seat: 1, turn: 5 },
  { type: "rolled", seat: 1, faces: [5, 3], steps: 8 },
  { type: "moved", seat: 1, suspect: "donald", from: 0, to: room("lobby") },
  { type: "suggested", seat: 1, ...THREE },
  { type: "token-moved", suspect: "goofy", from: 0, to: room("lobby"), why: "suggestion" },
  { type: "weapon-moved", weapon: "script", from: room("kitchen"), to: room("lobby") },
  { type: "cannot-disprove", seat: 2 },
  { type: "must-show", seat: 3, to: 1 },
  { type: "card-shown", seat: 3, to: 1 },
  { type: "turn-ended", seat: 1 },
];
const NEXT: LogEntry = { type: "turn-started", seat: 2, turn: 6 };

group("the turn's story", () => {
  it("tells a turn in one sentence: the roll, the move, the suggestion, who could not disprove, who showed whom", () => {
    expect(story(TURN, 0, TURN.length, ctx("en"))).toBe(
      "Turn 5, Donald Duck: rolled 5 and 3: 8 steps; went to Lobby; Suggestion: Goofy with Script in Lobby; Mickey Mouse could not disprove it; Pete showed Donald Duck a card.",
    );
    expect(story(TURN, 0, TURN.length, ctx("ja"))).toBe(
      "第5手番（ドナルドダック）：サイコロは5と3、8マス進めます。ロビーへ移動しました。推理：グーフィー、脚本、ロビー。ミッキーマウスは反証できませんでした。ピートがドナルドダックにカードを1枚見せました。",
    );
    // The card itself only to the two seats of the showing.
    const shown: LogEntry[] = [...TURN.slice(0, 8), { type: "card-shown", seat: 3, to: 0, card: "script" }];
    expect(story(shown, 0, shown.length, ctx("en"))).toMatch(/; Pete showed Script to you\.$/);
    expect(story(shown, 0, shown.length, ctx("en", 0))).not.toContain("a card");
  });

  it("says you and nobody in the middle of its sentence in lower case", () => {
    const nobody: LogEntry[] = [
      ...TURN.slice(0, 6),
      { type: "cannot-disprove", seat: 2 },
      { type: "not-disproved", seat: 1 },
    ];
    expect(story(nobody, 0, nobody.length, ctx("en", 2))).toMatch(
      /; you could not disprove it; nobody could disprove the suggestion\.$/,
    );
  });

  it("is this turn's, or the turn before's while this one has only begun", () => {
    expect(storySpan(TURN)).toEqual({ from: 0, to: TURN.length });
    expect(storySpan([...TURN, NEXT])).toEqual({ from: 0, to: TURN.length });
    const rolled: LogEntry = { type: "rolled", seat: 2, faces: [2], steps: 2 };
    expect(storySpan([...TURN, NEXT, rolled])).toEqual({ from: TURN.length, to: TURN.length + 2 });
    expect(story([...TURN, NEXT, rolled], TURN.length, TURN.length + 2, ctx("en", 2))).toBe(
      "Turn 6, your turn: rolled 2: 2 steps.",
    );
  });
});

group("the live region's announcements", () => {
  const log = [...TURN, NEXT, { type: "rolled", seat: 2, faces: [4], steps: 4 } as LogEntry];

  it("says a turn once, when it has ended, while computer players play on", () => {
    const r = announce(log, 1, false, ctx("en"));
    expect(r.said.map((s) => plain(s.text))).toEqual([story(log, 1, TURN.length, ctx("en"))]);
    expect(r.next).toBe(TURN.length);
    // Nothing more until the turn ends or the game waits for a human.
    expect(announce(log, r.next, false, ctx("en"))).toEqual({ said: [], next: TURN.length });
  });

  it("says the turn so far once the game waits for a human, and only what is new afterwards", () => {
    const r = announce(log, 0, true, ctx("en"));
    expect(r.said.map((s) => plain(s.text))).toEqual([
      story(log, 0, TURN.length, ctx("en")),
      "Turn 6, Mickey Mouse: rolled 4: 4 steps.",
    ]);
    expect(r.next).toBe(log.length);
    expect(announce(log, log.length, true, ctx("en")).said).toEqual([]);
    // A turn that has only begun is said when it is the one to play now: "your turn".
    expect(announce([...TURN, NEXT], TURN.length, true, ctx("en", 2)).said.map((s) => plain(s.text))).toEqual([
      "Turn 6, your turn.",
    ]);
    // A turn's end alone (the rest said before) says nothing.
    expect(announce([...TURN, NEXT], TURN.length - 1, false, ctx("en")).said).toEqual([]);
  });

  it("says a whole game of computer players as one paragraph per turn", () => {
    const state = playBots(tower, { levels: ["easy", "easy", "easy", "easy"], seed: 5 }).state;
    const view = engineFor(tower).viewFor(state, "spectator");
    const turns = view.log.filter((e) => e.type === "turn-started").length;
    const r = announce(view.log, 0, false, ctx("en"));
    // The deal, then every turn but the one still open; each names its turn.
    expect(r.said).toHaveLength(turns);
    expect(r.said.slice(1).every((s, i) => plain(s.text).startsWith(`Turn ${i + 1}, `))).toBe(true);
  });
});

group("wrong accusations said out loud", () => {
  const wrong: LogEntry[] = [
    { type: "turn-started", seat: 3, turn: 7 },
    { type: "accused", seat: 3, ...THREE, correct: false },
    { type: "eliminated", seat: 3, reason: "accusation" },
    { type: "turn-started", seat: 0, turn: 8 },
  ];

  it("says whose accusation was wrong, and that they are out, until the accuser's turn would come again", () => {
    expect(wrongAccusations(wrong, ctx("en")).map((w) => plain(w.text))).toEqual([
      "Accusation by Pete: Goofy, Script, Lobby. It is wrong. Pete is out of the game, but still shows cards to disprove.",
    ]);
    const later = [...wrong, { type: "turn-started", seat: 1, turn: 9 }, { type: "turn-started", seat: 0, turn: 10 }];
    expect(wrongAccusations(later as LogEntry[], ctx("en"))).toEqual([]);
    // The viewer's own, for as long as the game goes on.
    expect(wrongAccusations(later as LogEntry[], ctx("en", 3))).toHaveLength(1);
  });
});
