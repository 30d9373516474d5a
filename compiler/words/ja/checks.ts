// The meaning checks' messages and help lines in Japanese: the same keys as en/checks.ts, in our own words.
import type { checksEn, ArtFault } from "../en/checks";
import type { Same } from "../text";

const KIND = { suspects: "容疑者", weapons: "凶器", rooms: "部屋" } as const;
const list = (items: readonly string[]) => items.map((c) => `\`${c}\``).join("、");

export const checksJa: Same<typeof checksEn> = {
  didYouMean: (c) => `\`${c}\` のことですか？`,
  removeOne: "どちらか一方を削除してください",
  outOfGrid: (cell, rows, cols) => `${cell} は ${rows} 行 × ${cols} 列のグリッドの外にあります`,
  countFromZero: "行と列は 0 から数えます",
  doorNotRoom: (cell, ch) => `ドアのセル ${cell} は \`${ch}\` で、部屋のセルではありません`,
  roomCellBeside: (cell) => `隣にある部屋のセルは ${cell} です`,
  atMustBeRoom: "`at` には部屋のキー文字が書かれたセルを指定してください",
  doorFrontNotCorridor: (cell, ch) => `ドアの前のマス ${cell} は \`${ch}\` で、廊下のマスではありません`,
  frontOnCorridor: "`front` には、部屋へ入るときにコマが立つ `.` のマスを指定してください",
  doorNotAdjacent: (a, b) => `${a} と ${b} は辺で接していません`,
  doorAdjacentHelp: "`front` は `at` から上下左右に 1 マスの位置にしてください（ななめは不可）",
  doorTwice: (a, b) => `ドア ${a} -> ${b} が 2 回書かれています`,
  noRoomCard: "カードのある部屋がひとつもないため、封筒に部屋のカードを入れられません",
  noRoomCardHelp: "答えになりうる部屋に `card: true`（既定値）を指定してください",
  tooFewToDeal: (dealt, max) => `封筒に入れたあと配れるカードは ${dealt} 枚で、${max} 人には足りません`,
  lowerPlayersOrAdd: (n) => `players.max を ${n} に下げるか、カードを増やしてください`,
  accusationRoomHasCard: (room) => `\`${room}\` は告発の部屋なのにカードがあります`,
  addCardFalse: (room) => `部屋 \`${room}\` に \`card: false\` を加えてください`,
  tooManyCards: (total, s, w, r, max) =>
    `カードが ${total} 枚あります（容疑者 ${s}、凶器 ${w}、部屋 ${r}）。上限は ${max} 枚で、これは ${max + 1} 枚目です`,
  removeCards: (n) => `カードを ${n} 枚減らすか、答えになりえない部屋に \`card: false\` を指定してください`,
  onlyCard: (id, kind) =>
    `${KIND[kind]}のカードは \`${id}\` の 1 枚だけなので、最初から封筒に入ります。どのプレイヤーも最初の手番の前に${KIND[kind]}がわかってしまいます`,
  addMoreCards: (kind) => `${KIND[kind]}を増やしてください。3 枚以上あれば本当の謎になります`,
  artMissing: (art) => `ボードの絵 \`${art}\` がエディションのフォルダーにありません`,
  artMissingHelp: "SVG をエディションの art/ フォルダーに置くか、`art:` を削除してください",
  artUnusable: (art, why, kib) => `ボードの絵 \`${art}\` は使えません。${artWhyJa[why](kib)}`,
  artSizeHelp: (kib) => `ボードの絵は ${kib} KiB 以下の SVG ファイル 1 つです`,
  tooManyRows: (n, max) => `グリッドは ${n} 行あります。ボードは最大 ${max} 行までです`,
  removeRows: (extra, max) =>
    `${max} 行目以降の ${extra} 行を削除するか（行は 0 から数えます）、ボードを小さく描き直してください`,
  tooWide: (row, width, max) => `${row} 行目の幅は ${width} マスです。ボードの幅は最大 ${max} マスまでです`,
  removeColumns: (max) => `どの行も ${max} マス以内にしてください。${max} 列目以降を削除します`,
  ragged: (row, width, first) => `${row} 行目の幅は ${width} マスですが、0 行目は ${first} マスです`,
  addCells: (n) => `${n} マス足してください（盤外は \`#\`）`,
  removeCells: (n) => `${n} マス削除してください`,
  invisibleCell: (what, cp, row, col) =>
    `グリッドの [${row}, ${col}] に${what === "tab" ? "タブ" : what === "space" ? "空白" : `見えない文字 U+${cp}`}があります。どのマスも目に見える 1 文字で書きます`,
  tabCellHelp:
    "タブを、そのマスを表す文字（盤外は `#`、廊下は `.`、または部屋のキー）に置き換えてください。エディターによってはタブが何文字分もの空白に見えます",
  invisibleCellHelp: "`#`、`.`、または部屋のキーに置き換えてください",
  unknownCell: (ch, row, col) => `[${row}, ${col}] の \`${ch}\` は \`#\`、\`.\`、部屋のキーのどれでもありません`,
  declareKey: (keys, ch) => `部屋のキー：${keys}。キーが \`${ch}\` の部屋を宣言するか、マスを書き換えてください`,
  keyTaken: (id, key, other) => `\`${id}\` のキー \`${key}\` は、すでに \`${other}\` のキーです`,
  giveKey: (id, key) => `\`${id}\` のキーを \`${key}\` にしてください`,
  pickLetter: "ほかの部屋が使っていない文字を選んでください",
  unclaimedMarks: (marks) => `。グリッドには ${list(marks)} のマスがあり、どの部屋のキーでもありません`,
  keyNotInGrid: (key, id) => `\`${id}\` のキー \`${key}\` がグリッドのどのマスにもありません`,
  drawRoom: (key) => `board.grid に文字 ${key} で部屋を描いてください`,
  sharedColour: (id, colour, other) => `\`${id}\` の色 ${colour} は \`${other}\` と同じです。コマの見分けがつきません`,
  ownColour: "容疑者ごとに別の色を選んでください",
  controlIn: (what, cp) =>
    `${what === "id" ? "ID" : what === "name" ? "名前" : "この文字列"}に制御文字 U+${cp} が入っています。読む人には見えず、端末はその指示に従ってしまいます`,
  controlHelp:
    "削除してください。YAML の二重引用符の中では `\\e`、`\\a`、`\\x1b` が制御文字になるので、文字をそのまま書きましょう",
  controlInKey: "キーに制御文字が入っています。読む人には見えず、端末はその指示に従ってしまいます",
  retypeKey: "キーを打ち直してください",
  noDice: "ルールにサイコロがひとつもありません",
  addDie: "サイコロを加えてください：`- { faces: [1, 2, 3, 4, 5, 6] }`",
  dieNoFaces: (n) => `${n} 個目のサイコロに面がありません`,
  listFaces: "[1, 2, 3, 4, 5, 6] のように面を並べてください",
  noMovingFace: "どのサイコロのどの面でもコマが動きません",
  faceOfOne: "どれかのサイコロに 1 以上の面を加えてください",
  blankName: (id, codes) =>
    `\`${id}\` の名前に目に見える文字がありません（中身は ${codes.map((c) => `U+${c}`).join(" ")}${codes.length >= 4 ? " …" : ""}）`,
  blankNameHelp: "目に見える文字で名前を書いてください。空白、ゼロ幅文字、フィラー文字は何も表示されません",
  duplicateName: (name, id, other) =>
    `\`${id}\` の名前「${name}」は \`${other}\` と同じです。プレイヤーが見分けられません`,
  duplicateNameHelp: "容疑者・凶器・部屋には、それぞれ別の名前をつけてください",
  confusableName: (name, id, like, other, odd, hex) =>
    `「${name}」（\`${id}\`）は「${like}」（\`${other}\`）と同じに見えますが、別の文字で綴られています。「${odd}」は U+${hex} で、ラテン文字ではありません`,
  confusableNameHelp: "どちらかの名前をひとつの文字体系で打ち直すか、違う名前にしてください",
  duplicateId: (what, id, where) =>
    `${what === "card" ? "カード" : what === "keeper" ? "キーパー" : "能力の容疑者"}の ID \`${id}\` は、すでに ${where} で使われています`,
  ownId: "それぞれに別の ID をつけてください",
  noSuchId: (what, id) => `ID が \`${id}\` の${what === "room" ? "部屋" : "容疑者"}はありません`,
  declaredIds: (what, ids) => `宣言されている${what === "room" ? "部屋" : "容疑者"}の ID：${ids}`,
  questionFaceNoDeck: "サイコロに「？」の面がありますが、陰謀デッキが有効になっていません",
  addDeckOrFace:
    "陰謀デッキをオンにするか（エディターでは「モジュール」→「陰謀デッキ」→「有効にする」、ファイルでは `modules.intrigue`）、`?` の面を置き換えてください",
  spacesNoDeck: "ボードに「？」マスがありますが、陰謀デッキが有効になっていません",
  addDeckOrSpaces:
    "陰謀デッキをオンにするか（エディターでは「モジュール」→「陰謀デッキ」→「有効にする」、ファイルでは `modules.intrigue`）、そのマスを削除してください",
  deckNeverDrawn: "陰謀デッキは有効ですが、サイコロの面、マス、推理のどれからも引かれません",
  addFaceOrSpaces: "サイコロに `?` の面を加えるか、「？」マスを置いてください（「？」ツール）",
  drawingOff: "陰謀デッキからカードを引く方法がすべて無効になっています",
  switchOnDraw:
    "「？の面で引く」「？マスで引く」「移されたときに引く」のどれかひとつ以上にチェックを入れるか、陰謀デッキをオフにしてください",
  faceDrawsNothing: "サイコロに `?` の面がありますが、出ても何も引きません",
  setDrawOnFace: "「？の面で引く」（`drawOnQuestionFace`）にチェックを入れるか、`?` の面を置き換えてください",
  passageSame: (a) => `抜け道が \`${a}\` から同じ \`${a}\` へつながっています`,
  twoRooms: "別々の部屋を 2 つ指定してください",
  passageTwice: (a, b) => `\`${a}\` と \`${b}\` はすでに抜け道でつながっています`,
  pairOnce: "抜け道は両方向に通れるので、各組は 1 回だけ書いてください",
  minOverMax: (min, max) => `players.min（${min}）が players.max（${max}）より大きくなっています`,
  swap: "2 つを入れ替えてください",
  maxOverSuspects: (max, n) => `players.max は ${max} ですが、受け持てる容疑者は ${n} 人しかいません`,
  lowerOrAddSuspects: (n) => `${n} に下げるか、容疑者を増やしてください`,
  notDistinct: (w, r) => `凶器 ${w} 個を、部屋 ${r} つに 1 つずつ別々に置くことはできません`,
  useSpread: "`kind: spread` にするか、部屋を増やしてください",
  unenterable: (id) => `\`${id}\` にはドアも秘密の抜け道もありません`,
  addDoor: "board.doors にドアを加えてください。部屋のセルと、その前の廊下のマスを指定します",
  startUnreachable: (from, id) => `\`${from}\` のスタートマスから \`${id}\` のスタートマスへ行く道がありません`,
  joinParts: "廊下をつなげるか、分かれた部分のあいだにドアか抜け道を加えてください",
  accusationUnreachable: (room, from) =>
    `告発は \`${room}\` で行いますが、\`${from}\` のスタートマスからそこへ行く道がありません`,
  doorOnReached: "スタートマスから行ける廊下に面したドアを、その部屋につけてください",
  roomUnreachable: (from, room) => `\`${from}\` のスタートマスから \`${room}\` に入る道がありません`,
  checkDoors: "部屋のドアが、ボードのほかの部分とつながった廊下に面しているか確かめてください",
  spaceNotCorridor: (kind, cell, ch) =>
    `${kind === "question" ? "「？」" : kind}マス ${cell} は \`${ch}\` の上にあり、廊下のマスではありません`,
  moveOntoCorridor: "`.` のマスへ移してください",
  spaceTwice: (cell) => `${cell} はすでに特別なマスです`,
  startNotCorridor: (id, cell, ch) => `\`${id}\` のスタート ${cell} は \`${ch}\` で、廊下のマスではありません`,
  startHelp: "スタートマスは `.` のセルで、ふつうはボードの端にあります",
  startShared: (id, cell, other) => `\`${id}\` のスタート ${cell} は \`${other}\` のスタートと同じです`,
  ownSquare: "容疑者ごとに別のマスを選んでください",
};

const artWhyJa: Record<ArtFault, (kib: number) => string> = {
  tooLarge: (kib) => `${kib} KiB を超えています`,
  notUtf8: () => "UTF-8 のテキストではありません（SVG は XML のテキストファイルです）",
  doctype: () =>
    "DOCTYPE があります（そのエンティティは際限なく展開されえます）。<!DOCTYPE ...> の行を削除してください",
  notSvg: () => "SVG ファイルではありません（ルート要素が <svg> ではありません）",
  notWhole: () => "SVG ファイルが途中で切れています（閉じる </svg> がありません）",
};
