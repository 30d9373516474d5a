// The Japanese of the edition schema's titles and descriptions, part 2: the rules, the modules, the texts and
// the shared definitions ($defs). Part 1 (schema-ja-edition.ts) holds every text that also appears there, such
// as "Suspect" or "Secret passages", so each English text has one entry.
// A rule's option is asked as the English asks it (a yes/no question beside a check box); its branches'
// titles are short, as the choices of a menu.

export const RULES_JA: Readonly<Record<string, string>> = Object.freeze({
  Rules: "ルール",
  "The rules, as named options; the engine implements each. Every option left out takes classic Clue's value.":
    "ルールを、名前のついたオプションとして並べたもの。どれもゲームエンジンが実装しています。書かなかったオプションは、クラシック版のクルーと同じ値になります。",
  Dice: "サイコロ",
  "The dice thrown to move, each with its faces. Left out: two six-sided dice, as in classic Clue.":
    "移動のために振るサイコロと、それぞれの面。書かなければ、クラシック版のクルーと同じく 6 面のサイコロ 2 個です。",
  Die: "サイコロ",
  "One die, with its faces.": "サイコロ 1 個と、その面。",
  Faces: "面",
  'The die\'s faces: numbers of steps, or "?" for the question mark (no steps; draws an Intrigue card).':
    "サイコロの面。進む歩数か、？の面を表す「?」を書きます（？の面では進まずに、陰謀カードを 1 枚引きます）。",
  steps: "歩数",
  "A number of steps.": "進む歩数。",
  "the question mark": "？の面",
  "The question mark: no steps, and an Intrigue card is drawn.": "？の面。進まずに、陰謀カードを 1 枚引きます。",

  // Moving.
  Movement: "移動",
  "How tokens move: the roll, other tokens, doors, rooms and passages.":
    "コマの動き方：出目、ほかのコマ、ドア、部屋、秘密の通路。",
  "Roll use": "出目の使い方",
  "`exact`: move the full roll unless a room is entered; `upTo`: any number of steps up to the roll.":
    "`exact` なら、部屋に入る場合を除いて、出目のとおりに最後まで進みます。`upTo` なら、出目以下の好きな歩数だけ進めます。",
  "Pass through tokens": "コマを通り抜ける",
  "May a token pass over a square another token stands on? It may never stop there.":
    "ほかのコマがいるマスを通り抜けられますか？ そのマスに止まることはどちらにしてもできません。",
  "Doors blocked by tokens": "コマでドアがふさがる",
  "Is a door closed while a token stands on the square in front of it?":
    "ドアの前のマスにコマがいる間、そのドアは通れなくなりますか？",
  "Must leave the room": "部屋から出なければならない",
  "Must a token in a room leave it on its turn, unless a suggestion moved it there?":
    "部屋にいるコマは、自分の手番にその部屋から出なければなりませんか？ 推理で移されてきた場合は別です。",
  "Moved players may stay": "移された人はとどまれる",
  "May a player whose token a suggestion moved into a room stay there on their next turn, ending it without moving? If not, they suggest there or move out.":
    "推理でコマを部屋へ移されたプレイヤーは、次の手番に動かずにそこにとどまって手番を終えてもよいですか？ よくない場合は、そこで推理をするか、部屋から出ます。",
  "May a token in a room with a secret passage take it instead of rolling?":
    "秘密の通路のある部屋にいるコマは、サイコロを振る代わりにその通路を使えますか？",

  // Setting up: who starts, where the weapons go, how the cards are dealt.
  "First player": "最初のプレイヤー",
  "Who plays first. Left out: the first suspect in seat order (classic Clue: Miss Scarlett).":
    "誰が最初に手番を行うか。書かなければ、席順でいちばん前の容疑者です（クラシック版のクルーではミス・スカーレット）。",
  "A named suspect": "決まった容疑者",
  "The suspect whose player always starts.": "いつも最初に手番を行う容疑者。",
  "The player of this suspect always plays first.": "この容疑者を受け持つプレイヤーが、いつも最初に手番を行います。",
  "Highest roll": "いちばん大きい出目",
  "Everyone rolls; the highest roll starts and ties roll again.":
    "全員がサイコロを振り、いちばん大きい目の人から始めます。同点なら振り直します。",
  "Everyone rolls; the highest roll plays first, and ties roll again.":
    "全員がサイコロを振り、いちばん大きい目を出した人が最初に手番を行います。同点の人は振り直します。",
  "Weapons at setup": "凶器の初期配置",
  "Where the weapon tokens start. Left out: spread over the rooms at random.":
    "凶器のコマを最初に置く場所。書かなければ、部屋に無作為に散らばらせます。",
  "Spread over rooms": "部屋に散らばらせる",
  "Dealt at random over the rooms; a room may hold several.":
    "部屋に無作為に配ります。1 つの部屋に複数入ることもあります。",
  "Each weapon goes into a room at random; a room may hold several.":
    "凶器はそれぞれ、無作為に選んだ部屋に入ります。1 つの部屋に複数入ることもあります。",
  "One per room": "1 部屋に 1 つ",
  "Each weapon in a different room, chosen at random.": "凶器ごとに、別々の部屋を無作為に選びます。",
  "Each weapon goes into a different room, chosen at random.": "凶器はそれぞれ、無作為に選んだ別々の部屋に入ります。",
  "All in one room": "すべて 1 つの部屋に",
  "All weapons in one room.": "凶器をすべて 1 つの部屋に置きます。",
  "The room every weapon starts in.": "すべての凶器を最初に置く部屋。",
  "Every weapon starts in one room.": "すべての凶器が 1 つの部屋から始まります。",
  "The deal": "カードの配り方",
  "How the cards left after filling the envelope are dealt. Left out: every card dealt.":
    "事件ファイルにカードを入れたあと、残りのカードをどう配るか。書かなければ、すべて配ります。",
  "Deal all": "すべて配る",
  "Every card is dealt round the table; some players may hold one more.":
    "カードを順番にすべて配ります。1 枚多くなるプレイヤーもいます。",
  "All the cards are dealt round the table; some players may hold one more.":
    "残りのカードを、テーブルを回りながらすべて配ります。人によって 1 枚多くなることがあります。",
  "Equal deal": "同じ枚数ずつ配る",
  "Every player gets the same number; the rest lie face down in a room where a player there may look at them.":
    "全員に同じ枚数を配り、余りはある部屋に裏向きで置きます。その部屋にいるプレイヤーは、それを見てかまいません。",
  "The room the leftover cards lie in.": "余ったカードを置く部屋。",
  "Look on entry": "入ったときに見る",
  "May a player look at the leftover cards only in a turn their token moved into that room?":
    "余ったカードを見られるのは、自分のコマがその部屋に入った手番だけですか？",
  "Everyone gets the same number; the rest lie face down in a room, where a player standing there may look at them.":
    "全員が同じ枚数を受け取り、余ったカードはある部屋に裏向きで置かれます。その部屋にいるプレイヤーは、それを見ることができます。",

  // Suggestions, accusations and the end.
  Suggestions: "推理",
  "What a player may do around a suggestion.": "推理の前後にプレイヤーができること。",
  "Moved players may suggest": "移された人も推理できる",
  "May a player whose token a suggestion moved into a room suggest there on their next turn without moving?":
    "推理でコマを部屋へ移されたプレイヤーは、次の手番に動かずにそこで推理できますか？",
  "Accuse after suggesting": "推理のあとの告発",
  "May a player accuse in the same turn after making a suggestion?": "推理をしたあと、同じ手番のうちに告発できますか？",
  "Accuse after being shown a card": "カードを見せられたあとの告発",
  "With accuseAfter: may a player accuse after a suggestion that was disproved (a card shown)? If not, only after one nobody could disprove.":
    "「推理のあとの告発」がオンのとき、反証された（カードを見せられた）推理のあとでも告発できますか？ できない場合、告発できるのは誰も反証できなかった推理のあとだけです。",
  Accusations: "告発",
  "Where accusations may be made. Left out: anywhere.": "告発できる場所。書かなければ、どこでもできます。",
  Anywhere: "どこでも",
  "A player may accuse on their turn wherever their token is.": "自分の手番なら、コマがどこにいても告発できます。",
  "In one room": "決まった部屋で",
  "Only while standing in this room, which is never a suggestion room.":
    "この部屋にいるときだけ告発できます。この部屋で推理をすることはできません。",
  "The room where accusations are made; it must have no card.": "告発をする部屋。カードのない部屋にします。",
  "Accuse on entry": "入ったときに告発",
  "May a player accuse only in a turn their token moved into the room? Where the leftover cards lie there too, looking at them and accusing exclude each other.":
    "告発できるのは、自分のコマがその部屋に入った手番だけですか？ 余ったカードもその部屋に置かれている場合、同じ手番にカードを見ることと告発することは、どちらか一方しかできません。",
  "A player may accuse only while their token is in this room.": "自分のコマがこの部屋にいるときだけ告発できます。",
  "The end": "ゲームの終わり",
  "How a game ends when no one has accused correctly.": "誰も正しく告発しなかったとき、ゲームがどう終わるか。",
  "Last player wins": "最後に残った人の勝ち",
  "When everyone else has accused wrongly or been put out, does the one left win? If not, nobody wins.":
    "ほかの全員が告発に失敗するか脱落したとき、残った 1 人の勝ちになりますか？ ならない場合、勝者はいません。",

  // The modules.
  "Edition modules": "エディションのモジュール",
  "Optional rule modules, each switched on by writing its id here.":
    "追加できるルールのモジュール。ここに ID を書くと、そのモジュールがオンになります。",
  "Intrigue deck": "陰謀デッキ",
  "The Intrigue deck of Clocks and Keepers.": "時計カードとキーパーカードでできた陰謀デッキ。",
  "Clock cards": "時計カード",
  "How many Clock cards are in the deck; drawing the last one puts the drawer out.":
    "デッキに入れる時計カードの枚数。最後の 1 枚を引いた人は脱落します。",
  "Keeper cards": "キーパーカード一覧",
  "The Keeper cards of the Intrigue deck: a player who draws one keeps it and plays it later.":
    "陰謀デッキのキーパーカード。引いた人は手元に取っておき、あとで使います。",
  "Keeper card": "キーパーカード",
  "A Keeper card: its name, text, copies in the deck and effect.":
    "キーパーカード：名前、文、デッキに入れる枚数、効果。",
  "Card text": "カードの文",
  "What the card says, in this edition's words.": "カードに書かれている文。このエディションの言葉で書きます。",
  "How many copies are in the deck.": "デッキに入れる枚数。",
  "Only in an edition that extends another: this Keeper card takes the place (and the position) of the parent's Keeper card with this id, inheriting every key left out; every reference to the old id follows.":
    "ほかのエディションを拡張するエディションでだけ使います。親エディションでこの ID を持つキーパーカードの代わりに（同じ位置に）このカードが入り、書かなかった項目はすべてそちらから受け継ぎます。元の ID を指していたところも、すべてこのカードを指すようになります。",
  "Only in an edition that extends another: `remove: true` takes the parent's Keeper card with this id out.":
    "ほかのエディションを拡張するエディションでだけ使います。`remove: true` と書くと、親エディションでこの ID を持つキーパーカードを取り除きます。",
  "Draw on a question face": "？の面で引く",
  "Rolling a question-mark face draws a card.": "サイコロで？の面が出ると、カードを 1 枚引きます。",
  "Draw on a question space": "？マスで引く",
  "Stopping on a question-mark space draws a card.": "？マスに止まると、カードを 1 枚引きます。",
  "Question spaces stop a move": "？マスで移動が止まる",
  "Does stepping onto a question-mark space end the move there, whatever is left of the roll?":
    "？マスに入ると、出目がいくつ残っていても、移動はそこで終わりますか？",
  "Draw when moved": "移されたときに引く",
  "A player whose token another player's suggestion moves into a room from elsewhere may draw a card.":
    "ほかのプレイヤーの推理で、別の場所から部屋へコマを移されたプレイヤーは、カードを 1 枚引けます。",
  "Personality powers": "パーソナリティの能力",
  "One once-per-game power per suspect.": "容疑者ごとに 1 つずつ、1 ゲームに 1 回だけ使える能力。",
  "The once-per-game Personality powers, one per suspect.":
    "1 ゲームに 1 回だけ使えるパーソナリティの能力。容疑者 1 人につき 1 つです。",
  "Personality power": "パーソナリティの能力",
  "A Personality power: whose it is, its name, text and effect.": "パーソナリティの能力：誰のものか、名前、文、効果。",
  "Power text": "能力の文",
  "What the power does, in this edition's words.": "能力が何をするか。このエディションの言葉で書きます。",

  // The texts.
  "Rules text": "ルール説明",
  "The rules of this edition in Markdown, in our own words.":
    "このエディションのルール。自分たちの言葉で、マークダウン形式で書きます。",
  Notes: "メモ",
  "Designer's notes: which details are Clue Kit's own design, sources, open questions.":
    "デザイナーのメモ：どの細部が Clue Kit 独自の設計か、出典、まだ決まっていない点など。",

  // The shared definitions ($defs).
  Id: "識別子（ID）",
  "A stable identifier: lowercase letters, digits and single hyphens (kebab-case). Ids never change when names are translated.":
    "変わることのない識別子。英小文字と数字を、ハイフン 1 つずつでつないで書きます（ケバブケース。例：`lead-pipe`）。名前を翻訳しても ID は変わりません。",
  "Display name": "表示名",
  "The name players see.": "プレイヤーに見える名前。",
  Cell: "セル",
  "A board position as [row, column], both counted from 0; row 0 is the top row of the grid.":
    "ボード上の位置。[行, 列] で書き、どちらも 0 から数えます。0 行目がグリッドのいちばん上の行です。",
  Effect: "効果",
  "What a Keeper card or a Personality power does, from the small vocabulary the engine implements.":
    "キーパーカードやパーソナリティの能力が何をするか。ゲームエンジンが実装している数少ない効果から選びます。",
  "Extra turn": "もう 1 回手番",
  "Take another turn after this one.": "この手番のあと、もう一度手番を行います。",
  "The player takes another turn after this one.": "そのプレイヤーは、この手番のあとにもう一度手番を行います。",
  "Move to a room": "部屋へ移動",
  "Move your token straight into a room.": "自分のコマを部屋へ直接移します。",
  "The room to move into; leave out to let the player choose any room.":
    "移る先の部屋。書かなければ、プレイヤーがどの部屋でも選べます。",
  "The player's token moves straight into a room.": "プレイヤーのコマが部屋へ直接移ります。",
  "Peek at a card": "カードをのぞく",
  "Look at one card, chosen at random, from another player's hand.":
    "ほかのプレイヤーの手札から無作為に選んだカードを 1 枚見ます。",
  "The player looks at one card, chosen at random, from another player's hand.":
    "そのプレイヤーは、ほかのプレイヤーの手札から無作為に選ばれたカードを 1 枚見ます。",
  "Add steps": "歩数を足す",
  "Add steps to this turn's roll.": "この手番の出目に歩数を足します。",
  "How many steps are added.": "足す歩数。",
  "Steps are added to this turn's roll.": "この手番の出目に歩数が足されます。",
  "Roll again": "振り直す",
  "Throw the dice again and use the new roll.": "サイコロをもう一度振り、新しい出目を使います。",
  "The player throws the dice again and uses the new roll.":
    "そのプレイヤーはサイコロを振り直し、新しい出目を使います。",
  "Cancel a Clock": "時計カードを取り消す",
  "Put the last Clock card drawn back into the Intrigue deck and shuffle it.":
    "最後に引かれた時計カードを陰謀デッキに戻し、デッキを切り直します。",
  "The last Clock card drawn goes back into the Intrigue deck.": "最後に引かれた時計カードが陰謀デッキに戻ります。",
  Origin: "出どころ",
  "`rulebook` when the rulebook gives this detail; `ours` when Clue Kit designed it because the rulebook does not.":
    "ルールブックにこの細部が書かれていれば `rulebook`、書かれていないので Clue Kit が決めたものなら `ours`。",

  // The terms: what an edition calls each part of the game.
  Terms: "用語",
  "What this edition calls each part of the game. Every term is optional; a missing one reads as the classic word.":
    "このエディションがゲームの各部分を何と呼ぶか。どの用語も省略でき、書かなければクラシック版の言葉になります。",
  "What this edition calls one suspect.": "容疑者 1 人を、このエディションでは何と呼ぶか。",
  "The plural, as a card group heading.": "複数のときの呼び方。カードの種類ごとの見出しに使います。",
  "What this edition calls one weapon.": "凶器 1 つを、このエディションでは何と呼ぶか。",
  "The plural.": "複数のときの呼び方。",
  "What this edition calls one room.": "部屋 1 つを、このエディションでは何と呼ぶか。",
  Card: "カード",
  "What this edition calls one card of the mystery.": "事件のカード 1 枚を、このエディションでは何と呼ぶか。",
  Cards: "カード一覧",
  Suggestion: "推理",
  "What this edition calls a suggestion.": "推理を、このエディションでは何と呼ぶか。",
  Accusation: "告発",
  "What this edition calls an accusation.": "告発を、このエディションでは何と呼ぶか。",
  "What this edition calls the envelope that holds the answer.":
    "答えを入れておく事件ファイルを、このエディションでは何と呼ぶか。",
  Notepad: "探偵ノート",
  "What this edition calls the players' notepad.": "プレイヤーが使う探偵ノートを、このエディションでは何と呼ぶか。",
});
