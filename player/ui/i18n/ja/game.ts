// ゲーム画面（日本語）：手番、ボード、手札、サイコロ、終局、受け渡し。
// エディションの言葉（名前、「推理」「封筒」など）は引数で受け取る。
import type { Game } from "../en/game";

const steps = (n: number) => `${n} マス`;

export const game: Game = {
  boardLabel: (edition) => `${edition}のボード`,
  turnOf: (name) => `${name}の番`,
  yourTurn: (name) => `あなたの番です（${name}）`,
  youPlay: (name) => `あなたは${name}`,
  spectating: "コンピューター同士の対戦を観戦中",
  handsAway: "コンピューターの番の間は、誰の手札も表示しません",
  watching: "観戦中です。手札は表示されません",
  players: "プレイヤー",
  youMark: "（あなた）",
  computer: (level) => `コンピューター・${level}`,
  cardsHeld: (n) => `${n} 枚`,
  out: "脱落",
  outByClock: "脱落（時計）",
  destinations: "行ける場所",
  destination: (where, used, roll) => `${where}：出目 ${roll} のうち ${steps(used)}`,
  placeSquare: (p) => {
    const to = (room: string, n: number) => (n <= 1 ? `${room}の扉の前` : `${room}まで ${steps(n)}`);
    const where = p.room ? to(p.room, p.steps) : "";
    const more = p.others.map((o) => to(o.room, o.steps)).join("、");
    const start = p.start === "" ? "スタート地点" : p.start ? `${p.start}のスタート地点` : null;
    if (start) return where ? `${start}（${[where, more].filter(Boolean).join("、")}）` : start;
    const what = p.question ? "「？」マス" : p.steps <= 1 && p.room ? "マス" : "地点";
    return where ? `${where}の${what}${more ? `（${more}）` : ""}` : what;
  },
  offBoard: "ボードの外",
  waitingShow: (who, to) => `${who}が${to}に見せるカードを選んでいます。`,
  youShow: (to) => `${to}に見せるカードを選んでください。`,
  thinking: (who) => `${who}が考えています…`,
  hand: "あなたの手札",
  handEmpty: "手札はありません。",
  seenHeading: "見せてもらったカード",
  shownFrom: (who) => `${who}から`,
  faceUpHeading: "全員に公開されたカード",
  poolHeading: (room) => `${room}の伏せ札`,
  poolSize: (n) => `${n} 枚`,
  dice: "サイコロ",
  rolled: (faces, n) => `出目 ${faces}：${steps(n)}`,
  questionFace: "はてな",
  notRolled: "まだ振っていません",
  clock: (up, of) => `時計 ${up} / ${of}`,
  clockLabel: (up, of) => `表になった時計カード：${of} 枚中 ${up} 枚。最後の 1 枚を引いた人は脱落`,
  intrigueDeck: (n) => `陰謀デッキ：${n} 枚`,
  clockLast: (of) => `${of} 枚目を引いた人は脱落`,
  keepers: "キーパー",
  keeperOf: (name) => `${name}のキーパー`,
  keeper: "キーパー",
  power: (name, used) => `能力：${name}${used ? "（使用済み）" : ""}`,
  gameOver: "ゲーム終了",
  winner: (name) => `${name}の勝ち！`,
  youWin: "あなたの勝ちです！",
  nobodyWon: "勝者なし。",
  wonByAccusation: (term, who, you, suspect, weapon, room) =>
    `${you ? "あなた" : who}の${term}が的中：${suspect}、${weapon}、${room}。`,
  wonLastStanding: (who, you) => `ほかの全員が脱落し、${you ? "あなた" : who}だけが残りました。`,
  everyoneOut: (envelope) => `全員が脱落し、${envelope}を開けられた人はいませんでした。`,
  solution: (envelope) => `${envelope}の中身`,
  hands: "全員の手札",
  handOverHeading: (name) => `${name}に端末を渡してください`,
  handOverHint: "ほかの人は見ないでください。次の画面にこのプレイヤーの手札が出ます。",
  handOverButton: (name) => `${name}です。手札を見せて`,
  pace: "コンピューターの速さ",
  cursorHelp: "ボード：矢印キーでカーソルを動かし、Enter でその場所へ移動します。",
  cursorAt: (where, reachable) => `${where}${reachable ? "、移動できます" : ""}`,
  cursorGo: (where, used, roll) => `${where}、移動できます：出目 ${roll} のうち ${steps(used)}`,
  tokenName: (name, where) => `${name}：${where}`,
  whereButton: "みんなの居場所",
  whereKey: "W",
  whereAll: (people, weapons, weaponsTerm) =>
    `みんなの居場所。${people.join("。")}。${weapons.length > 0 ? `${weaponsTerm}：${weapons.join("。")}。` : ""}`,
  whereOne: (name, where) => `${name}：${where}`,
  legend: "「？」の意味",
  legendSpace: (stops, draws) =>
    `「？」マス：${stops ? "踏んだらそこで移動が終わります" : "通り抜けられます"}${draws ? "。陰謀カードを 1 枚引きます" : ""}。`,
  legendFace: (draws) => `サイコロの「？」は 0 マス${draws ? "。出たらすぐに陰謀カードを 1 枚引きます" : "です"}。`,
  occupiedBy: (names) => `（${names}）`,
  refused: (message) => `できません：${message}`,
  logSlot: "ログ",
  notebookSlot: "メモ",
  rulesSlot: "ルール",
  replaySlot: "リプレイ",
  comingSoon: "準備中です。",
  tabs: "パネル",
};
