// The Japanese of the edition schema's titles and descriptions, part 1: the file itself, its cards and its
// board (part 2, schema-ja-rules.ts, has the rules, the modules and the shared definitions). Keyed by the
// schema's exact English, so a sentence changed in the schema shows up as a missing entry in the test.
// Vocabulary as the project's Japanese elsewhere: 容疑者, 凶器, 部屋, マス, 事件ファイル, 秘密の通路, 陰謀デッキ.
// A list's title is 「〜一覧」 where its item has the same noun, so the two labels can be told apart.

export const EDITION_JA: Readonly<Record<string, string>> = Object.freeze({
  "Clue Kit edition": "Clue Kit のエディション",
  "One edition of Clue as data: identity, terms, cards, board, rules and modules. Format 1.":
    "クルーのエディションひとつ分をデータにしたもの：基本情報、用語、カード、ボード、ルール、モジュール。形式は第 1 版です。",
  "Format version": "形式の版",
  "The version of this file format. Only 1 exists.": "このファイル形式の版。今あるのは 1 だけです。",
  Extends: "拡張元",
  "The edition this one is a variant of: an edition id (classic) or a path to its edition.yaml or folder, relative to this file (../classic). Every key left out is the parent's; lists of things with ids merge by id; the grid, doors, passages and spaces are replaced whole or kept.":
    "このエディションの元になるエディション。エディションの ID（`classic`）か、このファイルから見たその `edition.yaml` またはフォルダーへの相対パス（`../classic`）で書きます。書かなかった項目はすべて親エディションのものになり、ID を持つものの一覧は ID ごとに合わさります。グリッド、ドア、秘密の通路、特別なマスは、まるごと置き換わるか、そのまま受け継がれるかのどちらかです。",
  "The edition's id; also its folder name under variants/.":
    "エディションの ID。`variants/` の下のフォルダー名にもなります。",
  "The edition's title.": "エディションの題名。",
  Tagline: "キャッチコピー",
  "One line shown under the title.": "題名の下に表示される 1 行の文。",
  Language: "言語",
  "The language of this file's names and text (BCP 47).":
    "このファイルの名前と文章の言語。`ja` や `en` のような言語コードで書きます。",
  Players: "プレイヤーの人数",
  "How many people may play.": "何人で遊べるか。",
  "The fewest players the edition is played with.": "このエディションを遊べるいちばん少ない人数。",
  "The most players; no more than there are suspects.": "遊べるいちばん多い人数。容疑者の数を超えられません。",

  // The cards: suspects, weapons, rooms, and what an edition that extends another does with them.
  Suspect: "容疑者",
  "A suspect card and token. The list order is the seat order: play passes from each suspect to the next.":
    "容疑者のカードとコマ。一覧の並びが席順で、手番はそれぞれの容疑者から次の容疑者へと回ります。",
  Colour: "色",
  "The token's colour: a CSS hex colour.": "コマの色。`#c0392b` のような 16 進数の色コードで書きます。",
  "The corridor square this suspect's token starts on, as [row, column].":
    "この容疑者のコマを最初に置く廊下のマス。[行, 列] で書きます。",
  Replaces: "置き換える相手",
  "Only in an edition that extends another: this suspect takes the place (and the position) of the parent's suspect with this id, inheriting every key left out; every reference to the old id follows.":
    "ほかのエディションを拡張するエディションでだけ使います。親エディションでこの ID を持つ容疑者の代わりに（同じ位置に）この容疑者が入り、書かなかった項目はすべてそちらから受け継ぎます。元の ID を指していたところも、すべてこの容疑者を指すようになります。",
  Remove: "取り除く",
  "Only in an edition that extends another: `remove: true` takes the parent's suspect with this id out.":
    "ほかのエディションを拡張するエディションでだけ使います。`remove: true` と書くと、親エディションでこの ID を持つ容疑者を取り除きます。",
  Suspects: "容疑者一覧",
  "The suspect cards, in seat order. An edition holds at most 52 cards in all (suspects, weapons and room cards together).":
    "容疑者のカード。席順に並べます。エディションのカードは、容疑者・凶器・部屋を合わせて 52 枚までです。",
  Weapon: "凶器",
  "A weapon card and token.": "凶器のカードとコマ。",
  "Only in an edition that extends another: this weapon takes the place (and the position) of the parent's weapon with this id, inheriting every key left out; every reference to the old id follows.":
    "ほかのエディションを拡張するエディションでだけ使います。親エディションでこの ID を持つ凶器の代わりに（同じ位置に）この凶器が入り、書かなかった項目はすべてそちらから受け継ぎます。元の ID を指していたところも、すべてこの凶器を指すようになります。",
  "Only in an edition that extends another: `remove: true` takes the parent's weapon with this id out.":
    "ほかのエディションを拡張するエディションでだけ使います。`remove: true` と書くと、親エディションでこの ID を持つ凶器を取り除きます。",
  Weapons: "凶器一覧",
  "The weapon cards and tokens. An edition holds at most 52 cards in all (suspects, weapons and room cards together).":
    "凶器のカードとコマ。エディションのカードは、容疑者・凶器・部屋を合わせて 52 枚までです。",
  Room: "部屋",
  "A room: its cells in the grid carry its key.": "部屋。グリッドでは、この部屋のセルをキーの文字で表します。",
  "Grid key": "グリッドのキー",
  "The single letter that marks this room's cells in the grid.": "グリッドでこの部屋のセルを表す 1 文字。",
  "Has a card": "カードがある",
  "False for a room that has no card and so can never be the answer (The Office's Sales Dept.).":
    "カードのない部屋ではオフにします。そうした部屋が答えになることはありません（ジ・オフィスの営業部など）。",
  "Only in an edition that extends another: this room takes the place (and the position) of the parent's room with this id, inheriting every key left out; every reference to the old id follows.":
    "ほかのエディションを拡張するエディションでだけ使います。親エディションでこの ID を持つ部屋の代わりに（同じ位置に）この部屋が入り、書かなかった項目はすべてそちらから受け継ぎます。元の ID を指していたところも、すべてこの部屋を指すようになります。",
  "Only in an edition that extends another: `remove: true` takes the parent's room with this id out.":
    "ほかのエディションを拡張するエディションでだけ使います。`remove: true` と書くと、親エディションでこの ID を持つ部屋を取り除きます。",
  Rooms: "部屋一覧",
  "The rooms: each has cells in the grid, marked with its key letter, and (by default) a card. An edition holds at most 52 cards in all (suspects, weapons and room cards together).":
    "部屋の一覧。どの部屋も、グリッドにキーの文字で示したセルを持ち、特に指定しなければカードも 1 枚あります。エディションのカードは、容疑者・凶器・部屋を合わせて 52 枚までです。",

  // The board.
  Board: "ボード",
  "The board: the grid, the doors, the secret passages and special spaces.":
    "ボード：グリッド、ドア、秘密の通路、特別なマス。",
  Grid: "グリッド",
  "The board, one line per row, every row the same width. `#` off-board, `.` corridor square, a room's key letter for that room's cells.":
    "ボードを 1 行ずつ書いたもの。どの行も同じ幅にします。`#` は盤外、`.` は廊下のマス、部屋のキーの文字はその部屋のセルです。",
  Doors: "ドア一覧",
  "Every door of every room.": "すべての部屋のすべてのドア。",
  Door: "ドア",
  "A door joins a room cell to the corridor square directly beside it.":
    "ドアは、部屋のセルとそのすぐ隣の廊下のマスをつなぎます。",
  "The room cell the door is cut into.": "ドアのある部屋のセル。",
  "The walkable square in front of the door, next to `at`.": "ドアの前の、歩いて通れるマス。`at` の隣です。",
  "Secret passages": "秘密の通路",
  "Pairs of rooms joined by a secret passage (both ways).": "秘密の通路でつながった部屋の組。どちら向きにも通れます。",
  "Two room ids: a token in either room may take the passage to the other instead of rolling.":
    "2 つの部屋の ID。どちらの部屋にいるコマも、サイコロを振る代わりに通路を通ってもう一方へ移れます。",
  "Special spaces": "特別なマス一覧",
  "Squares with a special meaning, such as question-mark spaces.": "？マスのような、特別な意味を持つマス。",
  "Special space": "特別なマス",
  "A question-mark space: a token that stops here draws an Intrigue card.":
    "？マス。ここに止まったコマのプレイヤーは、陰謀カードを 1 枚引きます。",
  "A special square on the corridors.": "廊下にある特別なマス。",
  Envelope: "事件ファイル",
  "Where the envelope is drawn (usually an off-board cell in the centre).":
    "事件ファイルを描く場所。たいていは中央の盤外のセルです。",
  "Board art": "ボードの絵",
  "An SVG file beside the edition, drawn under the board (where no square or room covers it). A path inside the edition's art/ folder, such as art/board.svg. It is sanitized when built and again before the player draws it: scripts, event handlers, foreignObject, styles and every reference outside the file are removed. At most 256 KiB.":
    "エディションの横に置く SVG ファイルで、ボードの下に描かれます（マスや部屋に覆われていないところに見えます）。`art/board.svg` のように、エディションの `art/` フォルダーの中のパスで書きます。ビルドのときと、プレイヤーが描く前にもう一度、安全な形に直されます。スクリプト、イベント処理、別の形式の埋め込み、スタイル、ファイルの外を指す参照はすべて取り除かれます。大きさは 256 KiB までです。",
});
