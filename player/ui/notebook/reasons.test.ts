// Every reason code worded in both languages, for Tower of Terror (which has Japanese names) and, for the
// face-down pool, The Office.
import { describe, expect, it } from "vitest";
import type { Why } from "../../bots/deduce";
import { loadEdition } from "../../../test/editions";
import { editionText } from "../../../edition/text";
import { notebook as en } from "../i18n/en/notebook";
import { notebook as ja } from "../i18n/ja/notebook";
import { reasonWords } from "./words";
import type { Lang } from "../../../i18n/lang";

const tower = loadEdition("tower-of-terror").edition;
const office = loadEdition("the-office").edition;
const seats = (e: typeof tower) => e.suspects.slice(0, 4).map((s) => ({ suspect: s.id }));
const words = (lang: Lang, e = tower) => reasonWords(e, editionText(e, lang), seats(e), 0);
const named = ["goofy", "script", "lobby"] as const;
const at = { card: "script", value: "no" as const };

const CASES: [Why, string, string][] = [
  [
    { code: "hand", card: "camera", holder: 0, value: "yes" },
    "Camera is in your hand.",
    "「カメラ」はあなたの手札にあります。",
  ],
  [
    { code: "faceUp", card: "camera", holder: 2, value: "yes", record: 3 },
    "Mickey Mouse's cards lie face up, Camera among them.",
    "ミッキーマウスの手札が表向きになっていて、「カメラ」はその1枚です。",
  ],
  [
    { code: "shown", card: "camera", holder: 3, value: "yes", record: 0 },
    "Pete showed you Camera.",
    "ピートがあなたに「カメラ」を見せました。",
  ],
  [
    { code: "shown", card: "pete", holder: 3, value: "yes", record: 0 },
    "Pete showed you the Pete card.",
    "ピートがあなたに「ピート」を見せました。",
  ],
  [
    { code: "onlyPlace", card: "goofy", holder: "envelope", value: "yes" },
    'The Goofy card can be nowhere else, so it is in the "Do Not Disturb" envelope.',
    "「グーフィー」はほかのどこにもありえないので、「起こさないでください」封筒にあります。",
  ],
  [
    { code: "passed", ...at, holder: 2, record: 0, by: 1, named },
    "Mickey Mouse could not disprove Donald Duck's suggestion (Goofy / Script / Lobby), so Mickey Mouse holds none of those cards.",
    "ミッキーマウスはドナルドダックの推理（グーフィー・脚本・ロビー）を反証できなかったので、そのどのカードも持っていません。",
  ],
  [
    { code: "passed", ...at, holder: 0, record: 0, by: 1, named },
    "You could not disprove Donald Duck's suggestion (Goofy / Script / Lobby), so you hold none of those cards.",
    "あなたはドナルドダックの推理（グーフィー・脚本・ロビー）を反証できなかったので、そのどのカードも持っていません。",
  ],
  [
    { code: "accused", card: "script", holder: "envelope", value: "yes", record: 0, by: 0, named },
    'Your accusation (Goofy / Script / Lobby) was right, so Script is in the "Do Not Disturb" envelope.',
    "あなたの告発（グーフィー・脚本・ロビー）が正解だったので、「脚本」は「起こさないでください」封筒に入っています。",
  ],
  [
    { code: "elsewhere", ...at, holder: "envelope", at: 3 },
    'Script is with Pete, so it is not in the "Do Not Disturb" envelope.',
    "「脚本」はピートの手札にあるので、「起こさないでください」封筒にはありません。",
  ],
  [
    { code: "elsewhere", ...at, holder: 1, at: 0 },
    "Script is in your hand, so it is not with Donald Duck.",
    "「脚本」はあなたの手札にあるので、ドナルドダックの手札にはありません。",
  ],
  [
    { code: "onlyPlace", card: "script", holder: 2, value: "yes" },
    "Script can be nowhere else, so it is with Mickey Mouse.",
    "「脚本」はほかのどこにもありえないので、ミッキーマウスの手札にあります。",
  ],
  [
    { code: "full", ...at, holder: 0, known: ["camera", "pete"], kind: null },
    "Your hand is Camera and Pete, so Script is not in it.",
    "あなたの手札は「カメラ」、「ピート」なので、「脚本」は入っていません。",
  ],
  [
    { code: "full", ...at, holder: "envelope", known: ["camera"], kind: "weapon" },
    'The "Do Not Disturb" envelope holds one prop, Camera, so not Script.',
    "「起こさないでください」封筒に入る小道具は1枚で、それは「カメラ」なので、「脚本」ではありません。",
  ],
  [
    { code: "full", ...at, holder: 1, known: ["camera", "pete", "lobby"], kind: null },
    "All 3 cards with Donald Duck are known (Camera, Pete and Lobby), so Script is not one of them.",
    "ドナルドダックの手札の3枚はすべてわかっています（「カメラ」、「ピート」、「ロビー」）。「脚本」はそこにありません。",
  ],
  [
    { code: "needsAll", card: "script", holder: "envelope", value: "yes", size: 1, kind: "weapon" },
    'Script is the only prop card that can still be in the "Do Not Disturb" envelope.',
    "「起こさないでください」封筒に入りうる小道具は、もう「脚本」しかありません。",
  ],
  [
    { code: "needsAll", card: "script", holder: 3, value: "yes", size: 2, kind: null },
    "Of the cards with Pete, 2 are not yet known, and only 2 can still be there, so Script is one of them.",
    "ピートの手札のうち、まだわからないのは2枚で、そこにありうるカードもちょうど2枚です。「脚本」はその1枚です。",
  ],
  [
    { code: "disproved", card: "script", holder: 3, value: "yes", record: 0, by: 1, named, others: ["goofy", "lobby"] },
    "Pete disproved Donald Duck's suggestion (Goofy / Script / Lobby) but holds neither Goofy nor Lobby, so Pete holds Script.",
    "ピートはドナルドダックの推理（グーフィー・脚本・ロビー）を反証しましたが、「グーフィー」、「ロビー」は持っていないので、「脚本」を持っています。",
  ],
  [
    { code: "wrongAccusation", ...at, holder: "envelope", record: 0, by: 2, named, others: ["goofy", "lobby"] },
    'Mickey Mouse\'s accusation (Goofy / Script / Lobby) was wrong, and Goofy and Lobby are in the "Do Not Disturb" envelope, so Script is not.',
    "ミッキーマウスの告発（グーフィー・脚本・ロビー）ははずれで、「グーフィー」、「ロビー」は「起こさないでください」封筒に入っているので、「脚本」は入っていません。",
  ],
  [
    { code: "counting", card: "script", holder: 1, value: "yes" },
    "Every deal of the cards that fits what you have seen puts Script with Donald Duck.",
    "これまでにわかったことと矛盾しない配り方では、どれも「脚本」はドナルドダックの手札にあります。",
  ],
  [
    { code: "counting", ...at, holder: 1 },
    "No deal of the cards that fits what you have seen puts Script with Donald Duck.",
    "これまでにわかったことと矛盾しない配り方では、どれも「脚本」はドナルドダックの手札にありません。",
  ],
];

const POOL: [Why, string, string][] = [
  [
    { code: "poolSeen", card: "nunchucks", holder: "pool", value: "yes", record: 0 },
    "You looked at the face-down cards in Sales Dept.: Nunchucks is one of them.",
    "あなたは営業部の裏向きのカードを見ました。「ヌンチャク」はその1枚です。",
  ],
  [
    { code: "faceUp", card: "nunchucks", holder: "pool", value: "yes", record: 0 },
    "Nunchucks was turned face up from the face-down cards in Sales Dept.",
    "「ヌンチャク」は営業部の裏向きのカードから表向きにされました。",
  ],
  [
    { code: "elsewhere", card: "nunchucks", holder: 1, value: "no", at: "pool" },
    "Nunchucks is among the face-down cards in Sales Dept., so it is not with Dwight.",
    "「ヌンチャク」は営業部の裏向きのカードにあるので、ドワイトの手札にはありません。",
  ],
];

describe("reasons in words", () => {
  it.each(CASES)("%j", (why, english, japanese) => {
    expect(en.reason(why, words("en"))).toBe(english);
    expect(ja.reason(why, words("ja"))).toBe(japanese);
  });
  it.each(POOL)("The Office: %j", (why, english, japanese) => {
    expect(en.reason(why, words("en", office))).toBe(english);
    expect(ja.reason(why, words("ja", office))).toBe(japanese);
  });
});
