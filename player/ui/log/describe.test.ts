import { describe as group, expect, it } from "vitest";
import type { CompiledEdition } from "../../../schemas/graph";
import { loadEdition } from "../../../test/editions";
import { engineFor, type LogEntry } from "../../engine";
import { playBots } from "../../bots/game";
import { ACTIONS } from "../actions";
import { describe, logContext, type LogContext } from "./describe";
import { editionText as namesOf } from "../../../edition/text";
import type { Lang } from "../../../i18n/lang";

const tower = loadEdition("tower-of-terror");
const office = loadEdition("the-office");
const seatsOf = (c: CompiledEdition, n = 4) => c.edition.suspects.slice(0, n).map((s) => ({ suspect: s.id }));
const ctx = (lang: Lang, compiled = tower, viewer = 0): LogContext =>
  logContext(compiled, { viewer, seats: seatsOf(compiled) as never }, namesOf(compiled.edition, lang), lang, ACTIONS);
const room = (id: string, c = tower) => c.graph.squareCount + c.edition.rooms.findIndex((r) => r.id === id);
const square = (row: number, col: number, g = tower.graph) => g.cellNode[row * g.cols + col] as number;
/** A sentence without the isolates around its names (FSI, PDI), as the tests spell it. */
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, "");
const THREE = { suspect: "goofy", weapon: "script", room: "lobby" };

// One entry of every type (and every kind of draw and ending), seen by seat 0 (Minnie Mouse), in both languages.
const CASES: [LogEntry, string, string][] = [
  [
    { type: "game-started", seats: [], handSizes: [5, 5, 4, 4], pool: 0, first: 0 },
    "A game of 0 players begins; the hands hold 5, 5, 4 and 4 cards. You play first.",
    "0人のゲームが始まりました。手札はそれぞれ5・5・4・4枚です。あなたが最初の手番です。",
  ],
  [
    {
      type: "first-roll",
      rounds: [
        [
          { seat: 0, faces: [6], total: 6 },
          { seat: 1, faces: [6], total: 6 },
        ],
        [
          { seat: 0, faces: [1], total: 1 },
          { seat: 1, faces: [2], total: 2 },
        ],
      ],
    },
    "Roll for first player: you 6 and Donald Duck 6. Tie broken by another roll: you 1 and Donald Duck 2.",
    "最初の手番を決めるサイコロ：あなた 6、ドナルドダック 6。同点のため振り直し：あなた 1、ドナルドダック 2。",
  ],
  [{ type: "turn-started", seat: 1, turn: 3 }, "Turn 3: Donald Duck.", "第3手番：ドナルドダックの番です。"],
  [{ type: "turn-started", seat: 0, turn: 4 }, "Turn 4: your turn.", "第4手番：あなたの番です。"],
  [
    { type: "rolled", seat: 1, faces: [5, "?"], steps: 5 },
    "Donald Duck rolled 5 and ?: 5 steps.",
    "ドナルドダックがサイコロを振りました。5と？で、5マス進めます。",
  ],
  [
    { type: "moved", seat: 0, suspect: "minnie", from: 0, to: room("kitchen") },
    "You moved to Kitchen.",
    "あなたがキッチンへ移動しました。",
  ],
  [
    { type: "moved", seat: 2, suspect: "mickey", from: 0, to: square(7, 7) },
    // A square by the rooms it is near, as the board says it.
    "Mickey Mouse moved to the square 3 steps from Tip Top Club and 4 from Kitchen.",
    "ミッキーマウスがティップ・トップ・クラブまで 3 マスの地点（キッチンまで 4 マス）へ移動しました。",
  ],
  [
    { type: "passage", seat: 1, suspect: "donald", from: room("kitchen"), to: room("guest-room-1313") },
    "Donald Duck took the secret passage from Kitchen to Guest Room #1313.",
    "ドナルドダックが秘密の抜け道を通ってキッチンからゲストルーム1313号室へ移りました。",
  ],
  [
    { type: "intrigue-drawn", seat: 1, drawn: { kind: "keeper", keeper: "parkour" } },
    "Donald Duck drew a Keeper: parkour.",
    "ドナルドダックがキーパーカード「parkour」を引きました。",
  ],
  [
    { type: "intrigue-drawn", seat: 0, drawn: { kind: "empty" } },
    "You could draw no Intrigue card: the deck is empty.",
    "あなたは陰謀カードを引けませんでした。山札がありません。",
  ],
  [
    { type: "suggested", seat: 1, ...THREE },
    "Suggestion by Donald Duck: Goofy, Script, Lobby.",
    "ドナルドダックの推理：グーフィー、脚本、ロビー。",
  ],
  [
    { type: "token-moved", suspect: "goofy", from: 0, to: room("lobby"), why: "suggestion" },
    "Goofy was called to Lobby.",
    "グーフィーがロビーへ呼ばれました。",
  ],
  [
    { type: "token-moved", suspect: "goofy", from: 0, to: room("lobby"), why: "out" },
    "Goofy was moved into Lobby, out of the way of its door.",
    "グーフィーはドアをふさがないようロビーの中へ移されました。",
  ],
  [
    { type: "weapon-moved", weapon: "script", from: room("kitchen"), to: room("lobby") },
    "Script was moved to Lobby.",
    "脚本がロビーへ移されました。",
  ],
  [
    { type: "cannot-disprove", seat: 2 },
    "Mickey Mouse could not disprove it.",
    "ミッキーマウスは反証できませんでした。",
  ],
  [
    { type: "must-show", seat: 3, to: 0 },
    "Pete can disprove it and must show you a card.",
    "ピートは反証できるので、あなたにカードを1枚見せます。",
  ],
  [
    { type: "card-shown", seat: 3, to: 0, card: "script" },
    "Pete showed Script to you.",
    "ピートがあなたに「脚本」を見せました。",
  ],
  [
    { type: "card-shown", seat: 3, to: 0, card: "pete" },
    "Pete showed the Pete card to you.",
    "ピートがあなたに「ピート」を見せました。",
  ],
  [
    { type: "card-shown", seat: 0, to: 3, card: "camera" },
    "You showed Camera to Pete.",
    "あなたがピートに「カメラ」を見せました。",
  ],
  [
    { type: "card-shown", seat: 3, to: 1 },
    "Pete showed Donald Duck a card.",
    "ピートがドナルドダックにカードを1枚見せました。",
  ],
  [{ type: "not-disproved", seat: 1 }, "Nobody could disprove the suggestion.", "誰もこの推理を反証できませんでした。"],
  [
    { type: "accused", seat: 2, ...THREE, correct: true },
    "Accusation by Mickey Mouse: Goofy, Script, Lobby. It is right.",
    "ミッキーマウスの告発：グーフィー、脚本、ロビー。正解です。",
  ],
  [
    { type: "accused", seat: 2, ...THREE, correct: false },
    "Accusation by Mickey Mouse: Goofy, Script, Lobby. It is wrong.",
    "ミッキーマウスの告発：グーフィー、脚本、ロビー。はずれです。",
  ],
  [
    { type: "accused", seat: 0, ...THREE, correct: false, cards: ["pete", "camera", "terrace"] },
    'Accusation by you: Goofy, Script, Lobby. It is wrong. You looked in the "Do Not Disturb" envelope: Pete, Camera and Terrace.',
    "あなたの告発：グーフィー、脚本、ロビー。はずれです。あなたは「起こさないでください」封筒の中を見ました：ピート、カメラ、テラス。",
  ],
  [
    { type: "eliminated", seat: 2, reason: "accusation" },
    "Mickey Mouse is out of the game, but still shows cards to disprove.",
    "ミッキーマウスは脱落しました。ただし反証は続けます。",
  ],
  [
    { type: "eliminated", seat: 0, reason: "accusation" },
    "You are out of the game, but still show cards to disprove.",
    "あなたは脱落しました。ただし反証は続けます。",
  ],
  [
    { type: "hand-revealed", seat: 2, cards: ["goofy", "script"] },
    "Mickey Mouse's cards lie face up: Goofy and Script.",
    "ミッキーマウスの手札が表向きになりました：グーフィー、脚本。",
  ],
  [{ type: "turn-ended", seat: 1 }, "Donald Duck ended the turn.", "ドナルドダックが手番を終えました。"],
  [
    { type: "game-over", result: { winner: 2, reason: "accusation" }, cards: ["goofy", "script", "lobby"] },
    "Mickey Mouse wins. It was Goofy, Script and Lobby.",
    "ミッキーマウスの勝ちです。答えはグーフィー、脚本、ロビーでした。",
  ],
  [
    { type: "game-over", result: { winner: 0, reason: "accusation" }, cards: ["goofy", "script", "lobby"] },
    "You win! It was Goofy, Script and Lobby.",
    "あなたの勝ちです！ 答えはグーフィー、脚本、ロビーでした。",
  ],
  [
    { type: "game-over", result: { winner: 0, reason: "last-player" }, cards: ["goofy", "script", "lobby"] },
    "You are the last player left, and win. It was Goofy, Script and Lobby.",
    "最後に残ったあなたの勝ちです。答えはグーフィー、脚本、ロビーでした。",
  ],
  [
    { type: "game-over", result: { winner: null, reason: "everyone-out" }, cards: ["goofy", "script", "lobby"] },
    "Everyone is out: nobody wins. It was Goofy, Script and Lobby.",
    "全員が脱落し、勝者はいません。答えはグーフィー、脚本、ロビーでした。",
  ],
];

// The Office: the pool, the Clock, Keepers, powers and every effect, in its terms (it has no Japanese names,
// so the Japanese sentences keep its English ones).
const q = office.graph.cellNode.findIndex((_, i) => office.graph.question[office.graph.cellNode[i] as number] === 1);
const OFFICE: [LogEntry, string, string][] = [
  [
    { type: "game-started", seats: [], handSizes: [5, 5, 5, 5], pool: 1, first: 2 },
    "A game of 0 players begins; the hands hold 5, 5, 5 and 5 cards. 1 Rumor card lies face down in Sales Dept. Andy plays first.",
    "0人のゲームが始まりました。手札はそれぞれ5・5・5・5枚です。うわさカード1枚が営業部に裏向きで置かれています。アンディが最初の手番です。",
  ],
  [
    { type: "moved", seat: 1, suspect: "dwight", from: 0, to: office.graph.cellNode[q] as number },
    "Dwight moved to the question-mark space 2 steps from Break Room and 3 from Reception.",
    "ドワイトが休憩室まで 2 マスの「？」マス（受付まで 3 マス）へ移動しました。",
  ],
  [
    { type: "intrigue-drawn", seat: 1, drawn: { kind: "clock", count: 3, last: false } },
    "Dwight drew a Clock card, the 3rd of 8.",
    "ドワイトが時計カードを引きました（8枚中3枚目）。",
  ],
  [
    { type: "intrigue-drawn", seat: 1, drawn: { kind: "clock", count: 8, last: true } },
    "Dwight drew the 8th and last Clock card.",
    "ドワイトが8枚目、最後の時計カードを引きました。",
  ],
  [
    { type: "intrigue-drawn", seat: 1, drawn: { kind: "keeper", keeper: "parkour" } },
    "Dwight drew a Keeper: Parkour!",
    "ドワイトがキーパーカード「パルクール！」を引きました。",
  ],
  [
    { type: "eliminated", seat: 3, reason: "clock" },
    "The last Clock card puts Jim out of the game.",
    "最後の時計カードで、ジムは脱落しました。",
  ],
  [
    { type: "suggested", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" },
    "Rumor by you: Jim, Nunchucks, Kitchen.",
    "あなたのうわさ：ジム、ヌンチャク、キッチン。",
  ],
  [{ type: "not-disproved", seat: 0 }, "Nobody could disprove the rumor.", "誰もこのうわさを反証できませんでした。"],
  [
    { type: "pool-looked", seat: 2 },
    "Andy looked at the face-down cards in Sales Dept.",
    "アンディが営業部の裏向きのカードを見ました。",
  ],
  [
    { type: "pool-looked", seat: 0, cards: ["bacon-grill"] },
    "You looked at the face-down cards in Sales Dept.: Bacon Grill.",
    "あなたは営業部の裏向きのカードを見ました：ベーコングリル。",
  ],
  [
    { type: "effect", seat: 3, source: { keeper: "pretzel-day" }, effect: { kind: "extraTurn" } },
    "Jim played the Keeper Pretzel Day. Jim will take another turn.",
    "ジムがキーパーカード「プレッツェル・デー」を使いました。ジムはもう一度手番を行います。",
  ],
  [
    { type: "effect", seat: 3, source: { power: "Gone Fishing" }, effect: { kind: "moveToRoom", room: "annex" } },
    "Jim used the power Gone Fishing. Jim went straight to Annex.",
    "ジムが能力「ちょっと抜け出す」を使いました。ジムは別室へ直行しました。",
  ],
  [
    { type: "effect", seat: 0, source: { power: "Front Desk Intel" }, effect: { kind: "peekCard", target: 1 } },
    "You used the power Front Desk Intel. You will see one of Dwight's cards, chosen at random.",
    "あなたが能力「受付の情報網」を使いました。あなたはドワイトの手札から無作為に1枚を見ます。",
  ],
  [
    { type: "effect", seat: 1, source: { keeper: "parkour" }, effect: { kind: "addSteps", steps: 4 } },
    "Dwight played the Keeper Parkour! 4 steps more.",
    "ドワイトがキーパーカード「パルクール！」を使いました。さらに4マス進めます。",
  ],
  [
    {
      type: "effect",
      seat: 2,
      source: { power: "Nard Dog Encore" },
      effect: { kind: "rollAgain", faces: [6, "?"], steps: 6 },
    },
    "Andy used the power Nard Dog Encore. Rolled again: 6 and ?, 6 steps.",
    "アンディが能力「ナード・ドッグのアンコール」を使いました。振り直しました。6と？で、6マス進めます。",
  ],
  [
    {
      type: "effect",
      seat: 4,
      source: { power: "Party Planning Committee" },
      effect: { kind: "cancelClock", clocksUp: 2 },
    },
    "Angela used the power Party Planning Committee. The last Clock card goes back into the deck; 2 stay face up.",
    "アンジェラが能力「パーティー企画委員会」を使いました。最後の時計カードが山札に戻りました。表向きの時計カードは2枚です。",
  ],
  [
    { type: "peeked", seat: 0, target: 1, card: "rabid-bat" },
    "You saw one of Dwight's cards: Rabid Bat.",
    "あなたはドワイトの手札を1枚見ました：「狂犬病のコウモリ」。",
  ],
  [
    { type: "peeked", seat: 2, target: 1 },
    "Andy saw one of Dwight's cards.",
    "アンディがドワイトの手札を1枚見ました。",
  ],
  [{ type: "peeked", seat: 2, target: 0 }, "Andy saw one of your cards.", "アンディがあなたの手札を1枚見ました。"],
  [
    { type: "effect", seat: 2, source: { keeper: "water-cooler" }, effect: { kind: "peekCard", target: 0 } },
    "Andy played the Keeper Water Cooler Talk. Andy will see one of your cards, chosen at random.",
    "アンディがキーパーカード「給水器の前のうわさ話」を使いました。アンディはあなたの手札から無作為に1枚を見ます。",
  ],
];

const officeCtx = (lang: Lang) =>
  logContext(office, { viewer: 0, seats: seatsOf(office, 6) as never }, namesOf(office.edition, lang), lang, ACTIONS);

// Every event type has a case above: a type added to the engine fails here until it is worded and tested.
const EVERY: Record<LogEntry["type"], true> = {
  "game-started": true,
  "first-roll": true,
  "turn-started": true,
  rolled: true,
  moved: true,
  passage: true,
  "intrigue-drawn": true,
  suggested: true,
  "token-moved": true,
  "weapon-moved": true,
  "cannot-disprove": true,
  "must-show": true,
  "card-shown": true,
  "not-disproved": true,
  accused: true,
  eliminated: true,
  "hand-revealed": true,
  "pool-looked": true,
  effect: true,
  peeked: true,
  "turn-ended": true,
  "game-over": true,
};

group("the log's sentences", () => {
  it("cover every event type", () => {
    expect(new Set([...CASES, ...OFFICE].map(([e]) => e.type))).toEqual(new Set(Object.keys(EVERY)));
  });
  it.each(CASES)("%j", (entry, english, japanese) => {
    expect(plain(describe(entry, ctx("en")))).toBe(english);
    expect(plain(describe(entry, ctx("ja")))).toBe(japanese);
  });
  it.each(OFFICE)("The Office: %j", (entry, english, japanese) => {
    expect(plain(describe(entry, officeCtx("en")))).toBe(english);
    expect(plain(describe(entry, officeCtx("ja")))).toBe(japanese);
  });
});

// A suspect whose name brings its own article is not given a second one ("the The Conductor card").
group("a name with its own article", () => {
  it("is not given a second", () => {
    const names = namesOf(tower.edition, "en");
    const card = (id: string) => (id === "pete" ? "The Conductor" : names.card(id));
    const c = logContext(tower, { viewer: 0, seats: seatsOf(tower) as never }, { ...names, card }, "en", ACTIONS);
    expect(plain(describe({ type: "card-shown", seat: 3, to: 0, card: "pete" }, c))).toBe(
      "The Conductor showed The Conductor card to you.",
    );
  });
});

group("the log of whole games", () => {
  const games = [tower, office].map((c, i) => ({
    c,
    state: playBots(c, { levels: ["hard", "easy", "medium", "easy"], seed: 11 + i }).state,
  }));

  it("words every entry of every seat's view, in both languages", () => {
    for (const { c, state } of games)
      for (let seat = 0; seat < 4; seat++)
        for (const lang of ["en", "ja"] as const) {
          const view = engineFor(c).viewFor(state, seat, { log: true });
          const cx = logContext(c, view, namesOf(c.edition, lang), lang, ACTIONS);
          for (const e of view.log) expect(plain(describe(e, cx))).toMatch(/^[^\s].*[.。!！]$/);
        }
  });

  it("never names a shown card to a third seat", () => {
    let checked = 0;
    for (const { c, state } of games) {
      const { viewFor } = engineFor(c);
      const full = viewFor(state, "spectator", { log: true }).log;
      for (let seat = 0; seat < 4; seat++) {
        const log = viewFor(state, seat, { log: true }).log;
        for (const lang of ["en", "ja"] as const) {
          const names = namesOf(c.edition, lang);
          const cx = logContext(c, { viewer: seat, seats: seatsOf(c) as never }, names, lang, ACTIONS);
          log.forEach((e, i) => {
            if (e.type !== "card-shown" || e.seat === seat || e.to === seat) return;
            expect(e.card).toBeUndefined();
            expect(full[i]?.type).toBe("card-shown");
            // Every card of the edition: the sentence names none.
            const text = describe(e, cx);
            for (const card of [...c.edition.weapons, ...c.edition.rooms, ...c.edition.suspects.slice(4)])
              expect(text).not.toContain(names.card(card.id));
            checked++;
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

group("names in sentences", () => {
  it("are isolated, so that a right-to-left name does not reorder the sentence around it", () => {
    expect(describe({ type: "cannot-disprove", seat: 2 }, ctx("en"))).toBe(
      "\u2068Mickey Mouse\u2069 could not disprove it.",
    );
    // A name that ends in a stop takes no second one, isolated or not.
    expect(describe({ type: "moved", seat: 0, suspect: "x", from: 0, to: room("lobby") }, ctx("en"))).toMatch(
      /\u2069\.$/,
    );
  });
});

group("odd entries", () => {
  it("never throw: unknown types, seats, cards and squares", () => {
    const cx = ctx("en");
    expect(describe({ type: "from-a-newer-engine" } as never, cx)).toBe("");
    expect(plain(describe({ type: "card-shown", seat: 17, to: -1, card: "no-such-card" }, cx))).toBe(
      "? showed no-such-card to ?",
    );
    expect(() => describe({ type: "moved", seat: 0, suspect: "x", from: -5, to: 99999 }, cx)).not.toThrow();
    expect(() =>
      describe({ type: "effect", seat: 0, source: { power: "?" }, effect: { kind: "teleport" } as never }, cx),
    ).not.toThrow();
  });
});
